#include "abilities/AbilityHooks.h"

namespace muster::rules::engine {

const std::vector<AbilityHook>& abilityHooks() {
    static const std::vector<AbilityHook> hooks = {
        {"Terrain Harmony", "roll/RollEvaluator.cpp (Amazon magic elements)"},
        {"Defensive Volley", "flow/ExchangeFrame.cpp (counter-attack against a missile attack)"},
        {"Foul Stench", "flow/ExchangeFrame.cpp (units held back from the counter-attack)"},
        {"Cursed Bullets", "flow/ExchangeFrame.cpp (missile results only spell saves reduce)"},
        {"Scorching Touch", "flow/ExchangeFrame.cpp (damage to the melee attacker)"},
        {"Feralization", "flow/TurnFrame.cpp (Species Abilities Phase)"},
        {"Winter's Fortitude", "flow/TurnFrame.cpp (Species Abilities Phase)"},
        {"Dragonkin Handlers", "flow/TurnFrame.cpp (Species Abilities Phase)"},
        {"Resist Fear", "dragons/DragonResponse.cpp (Dragonkin that may roll against a dragon attack)"},
        {"Javelin Charge", "minor/Charges.cpp (buries the army's minor terrain; maneuver as missile)"},
        {"Kukri Charge", "minor/Charges.cpp (buries the army's minor terrain; maneuver as melee)"},
        {"Air Flight", "flow/TurnFrame.cpp (Reserves Phase)"},
        {"Mutate", "flow/MutateFrame.cpp"},
        {"Magic Negation", "flow/MagicFrame.cpp (negation roll before the magic roll)"},
        {"Bone Magic", "flow/MagicFrame.cpp (magic added for units in the DUA)"},
        {"Rapid Growth", "flow/ManeuverFrame.cpp (re-roll segment)"},
        {"Replanting", "casualties/Casualties.cpp, flow/CasualtyFrame.cpp"},
        {"Stepped Damage", "casualties/Casualties.cpp, flow/CasualtyFrame.cpp"},
    };
    return hooks;
}

}  // namespace muster::rules::engine
