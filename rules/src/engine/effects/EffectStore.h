#pragma once
// Queries over the lasting effects of a game: the modifiers a roll receives, the statuses a unit is under,
// and the ends of effects (the start of a player's turn, an army gone, a unit gone or moved).
#include <vector>

#include "EngineContext.h"
#include "roll/RollEvaluator.h"
#include "roll/RollSpec.h"

namespace muster::rules::engine {

class EffectStore {
public:
    // The modifiers each result type of this roll receives from effects (armies, terrains, units) and from the
    // roller's minor terrain there.
    // `unsupported` (if given) receives what the roll would need that the log cannot state yet. A modifier whose
    // type the roller picks, in a combination roll counting several of its types, goes to `choices` (if given;
    // else it is unsupported).
    static std::array<TypeModifiers, 5> modifiersFor(const Ctx& ctx, const RollSpec& spec,
                                                     const std::vector<int>& rollers,
                                                     std::string* unsupported = nullptr,
                                                     std::vector<ChoiceModifier>* choices = nullptr);
    // Terrain effects with a status (Fields of Ice: maneuver ties go to the counter-maneuvering army).
    [[nodiscard]] static bool terrainHas(const GameState& state, int terrain, Status status);
    // The statuses on a unit (asleep, netted, ...).
    static std::vector<Status> statusesOf(const GameState& state, int piece);
    [[nodiscard]] static bool has(const GameState& state, int piece, Status status);
    // Army effects with a status (Illusion).
    [[nodiscard]] static bool armyHas(const GameState& state, int owner, Location loc, Status status);
    // The army acts under the status: as armyHas, without an opponent's death spell while the army controls a
    // Temple (S0:L473; it acts again if the army loses the Temple while the spell lasts). Ask this where the
    // status changes what the army does (Open Grave, Necromantic Wave).
    [[nodiscard]] static bool armyUnder(const Ctx& ctx, int owner, Location loc, Status status);
    // Player effects with a status (Accelerated Growth on a player's DUA).
    [[nodiscard]] static bool playerHas(const GameState& state, int player, Status status);
    // Adds an effect; a cumulative one joins an existing record of the same source, caster, target and end
    // (the amounts and the magnitude add up). Returns the id of the record.
    static int add(GameState& state, Effect effect);
    // Expire Effects Phase: effects lasting until the beginning of this player's turn end.
    static void expireAtStartOf(GameState& state, int player);
    // Effects whose army, unit or anchor is gone end (checked after every statement).
    static void prune(const Ctx& ctx);
};

}  // namespace muster::rules::engine
