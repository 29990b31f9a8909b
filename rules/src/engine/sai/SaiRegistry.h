#pragma once
// SAIs by catalog id. Each SAI is one small unit: a pure evaluate() that says what the face does in a roll of
// a given purpose (results per type, a choice of result types, damage no save reduces, "roll again", a delayed
// effect, or a decision to ask for), and, when it asks for a decision, a begin() that makes the frame that
// resolves it (targets, sub-rolls, kills, effects). Families live in one file each (ResultSais.cpp, ...) and
// are registered explicitly in SaiRegistry.cpp: a static library would drop self-registering globals.
// An SAI with no definition is on the "not yet" list and makes any roll it appears in `unsupported`.
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "muster/domain/Catalog.h"
#include "roll/RollSpec.h"

namespace muster::rules::engine {

class Ctx;
class Frame;
struct RolledDice;
struct SaiUse;
struct ResolvedFace;

// The roll types of the catalog's `roll_types` column.
enum SaiApplies : std::uint16_t {
    AppliesMelee = 1,
    AppliesMissile = 2,
    AppliesSave = 4,
    AppliesSaveVsMelee = 8,
    AppliesMagic = 16,
    AppliesNonManeuver = 32,
    AppliesManeuver = 64,
    AppliesIndividual = 128,
    AppliesAny = 256,
    AppliesSpecial = 512,
    AppliesDragon = 1024,
};
std::uint16_t parseApplies(const std::vector<std::string>& catalogRollTypes);
std::string appliesText(std::uint16_t applies);

// What a handler sees: the face's X, what the roll is for, the die and where it is.
struct SaiRollView {
    const RollSpec& spec;
    int x = 0;
    const domain::Die& die;
    bool inDua = false;  // rolled while in the DUA (only save-generating SAIs work there)
    bool item = false;   // an item's face
    std::string_view note;  // the face's annotation in the log ('c3=Regenerate:return'), empty when none
    [[nodiscard]] bool is(std::uint16_t appliesMask) const;  // does the roll fall under these catalog roll types?
};

// What an SAI does in one roll, before any decision.
struct SaiEffect {
    bool applies = false;            // false: no effect in this roll
    std::array<int, 5> results{};    // SAI-generated results per type (step 8)
    int idIcon = 0;                  // the face counts as an ID icon worth this many results (an elemental
                                     // Eldarim champion's logo): doubled, removed and assigned as an ID is
    TypeMask choiceTypes = 0;        // X results of one of these types, the roller's choice (Fly)
    int choiceAmount = 0;
    bool choiceSplittable = false;  // the choice may be split between types (Create Fireminions)
    int noSaveDamage = 0;           // damage to the defending army that no save reduces (Smite, Stone); in a save
                                    // roll against an attack, damage to the attacking army (Counter, Volley)
    bool rollAgain = false;         // "roll this unit again and apply the new result as well"
    std::array<int, 5> otherSideLoses{};  // results the other side's next roll subtracts (Howl, Screech, Wave)
    bool noCounterAttack = false;         // the attacked army may not counter-attack (Surprise)
    std::string doublesSpecies;           // each unit of this species in the roll doubles its results... (Trumpet)
    TypeMask doublesTypes = 0;            // ...of these types
    std::string doublesUnit;              // the one unit (its label in the roll) whose results of...
    RollType doublesUnitType = RollType::Maneuver;  // ...this type double (Elevate)
    bool charge = false;                  // maneuver results count as melee; the defender answers with a
                                          // combination save and melee roll and no counter-attack (Charge)
    bool delayed = false;           // resolves at step 2 of the target's save roll
    bool needsResolution = false;   // resolves at step 4 through begin()
    bool optionalResolution = false;  // ... and the roller may leave it out (a move the unit may make: Teleport)
    int resolutionX = -1;             // the X the resolution gets, when not the face's (part of it went to results)
    bool anyMagicElement = false;   // its magic results may be of any element (Bronze Medallion)
    domain::ElementSet magicElements;  // non-empty: its magic results are of these elements only (Attune)
    std::string recoloursUnit;         // ...and this unit's normal magic results take them too (Attune)
    std::string unsupported;        // non-empty: this use is not modelled yet
    std::string refused;            // non-empty: the face as written cannot be (an annotation the SAI does not take)
};

struct SaiDefinition {
    std::string_view name;      // catalog name
    std::uint16_t applies = 0;  // the catalog's roll types this definition covers
    SaiEffect (*evaluate)(const SaiRollView& view) = nullptr;
    // Starts the step-4 (or delayed step-2) resolution from the roller's 'sai' statement (ctx.ev()): checks its
    // choices and targets, applies what needs no further statement, and returns the frame that asks for the
    // rest (sub-rolls, allocations), or null when nothing is left. Null when evaluate() says everything.
    std::unique_ptr<Frame> (*begin)(Ctx& ctx, const SaiUse& use) = nullptr;
    // Several faces of this SAI may be resolved together as one larger effect (V4.01d SAIs, Targeting: not
    // those that multiply or divide, move units or items, or target one unit).
    bool combinable = true;
    // A lasting effect the face leaves once its roll is counted, with no decision (Cloak's saves until the
    // roller's next turn); called by the army save rolls (runAfterRoll) for each face that applied.
    void (*afterRoll)(Ctx& ctx, const RollSpec& spec, int piece, int x) = nullptr;
    // The face counts as an ID icon where a roll asks which units show their ID (a target's roll, the units that
    // rolled an ID in a save roll), except in a save against an individual-targeting effect (an elemental Eldarim
    // champion's logo, S0:L1371).
    bool countsAsIdIcon = false;
    // A use the handler does not model in any roll (the log asks for it with an annotation, which makes the roll
    // unsupported): the coverage lists it as not yet, so the SAI stays partial (Elemental Relic's re-rolls).
    std::string_view notModelled{};
    // Its step-4 resolution is stated with 'cast' lines, not a 'sai' line: magic that casts only cantrip spells
    // (Cantrip, Bronze Medallion outside a magic action, S0:L1020); all such faces of a roll are spent together.
    bool castsCantrips = false;
    // Its step-4 resolution may take units of the rolling army out of it (a move, a promotion): a unit that leaves
    // before step 5 adds nothing to that roll (S0:L751), so the roll's owner checks its totals once step 4 is over,
    // without those units (SaiResolutionFrame::withoutDeparted).
    bool takesRollersAway = false;
    // ... except the unit that moves by this SAI, whose results still count in the roll it left (Vanish, S0:L989).
    bool moverKeepsResults = false;
};

// One SAI face (or several combined) to resolve.
struct SaiUse {
    int sai = -1;             // catalog index
    std::string name;         // its catalog name, for messages
    std::vector<int> pieces;  // the dice showing it (combined when several)
    int x = 0;                // summed X
    RollSpec spec;            // the roll it was rolled in
    int defender = -1;        // the attacked player, when the roll is an attack
    Location defenderAt;
    int line = 0;                      // the roll's line
    std::string text;                  // ... as the log writes it (a message about the roll points there)
    std::vector<std::string> choices;  // the 'sai' statement's words after the units, before ':'
    std::vector<std::string> targets;  // the 'sai' statement's words after ':'
    std::string stepPrefix;            // for step names: "melee: "
    // A save roll's SAIs: the melee results each unit of the attack being saved against generated (Bash).
    std::vector<std::pair<int, int>> answeredMelee;
    // A delayed SAI resolved at step 2 of the defender's save roll: the defender's units that rolled an ID icon
    // in that roll (Choke, Decapitate and Impale target only those).
    std::vector<int> rolledId;
    // An Elemental Relic face (not combinable): the elements the units it acts on must contain.
    domain::ElementSet elements;
};

class SaiRegistry {
public:
    explicit SaiRegistry(const domain::Catalog& catalog);
    // The definition of a catalog SAI, or null when it is not modelled yet.
    [[nodiscard]] const SaiDefinition* find(int sai) const {
        if (sai < 0 || static_cast<std::size_t>(sai) >= bySai_.size()) return nullptr;
        const int at = bySai_[static_cast<std::size_t>(sai)];
        return at < 0 ? nullptr : &definitions_[static_cast<std::size_t>(at)];
    }
    [[nodiscard]] const std::vector<SaiDefinition>& definitions() const { return definitions_; }
    [[nodiscard]] const std::string& name(int sai) const;
    // Does this face show an ID icon, where a roll asks only that? An ID, or an SAI that counts as one
    // (SaiDefinition::countsAsIdIcon; not in a save against an individual-targeting effect).
    [[nodiscard]] bool showsIdIcon(const ResolvedFace& face, bool individualSave = false) const;
    void add(const SaiDefinition& definition);

private:
    const domain::Catalog& catalog_;
    std::vector<SaiDefinition> definitions_;
    std::vector<int> bySai_;  // catalog index -> index into definitions_, -1 when not modelled
};

struct RollEvaluation;
// Runs the afterRoll of every SAI face of a counted army roll (see SaiDefinition::afterRoll).
void runAfterRoll(Ctx& ctx, const RollSpec& spec, const RollEvaluation& eval);

// Cantrip magic outside a magic action (Cantrip, Bronze Medallion; S0:L1020, S0:L1311): in a non-maneuver army
// roll, an optional step-4 resolution the roller states with 'cast' lines (SaiResolutionFrame, MagicFrame::cantrips).
SaiEffect cantripMagic(const SaiRollView& view);
// A 'sai' line for such a face: refused (its magic is spent with 'cast' lines).
std::unique_ptr<Frame> cantripBySai(Ctx& ctx, const SaiUse& use);

// Registration of each family (one file each).
void registerResultSais(SaiRegistry& registry);
void registerDamageSais(SaiRegistry& registry);
void registerManeuverTestSais(SaiRegistry& registry);
void registerSaveOrDieSais(SaiRegistry& registry);
void registerReRollSais(SaiRegistry& registry);  // ReRollSais.cpp
void registerCounterSais(SaiRegistry& registry);  // CounterSais.cpp
void registerHinderSais(SaiRegistry& registry);   // HinderSais.cpp
void registerStrikeSais(SaiRegistry& registry);   // StrikeSais.cpp
void registerArmyEffectSais(SaiRegistry& registry);  // ArmyEffectSais.cpp
void registerStatusSais(SaiRegistry& registry);
void registerLastingArmySais(SaiRegistry& registry);
void registerDelayedSais(SaiRegistry& registry);
void registerKillSais(SaiRegistry& registry);
void registerReturnSais(SaiRegistry& registry);
void registerDragonkinSais(SaiRegistry& registry);
void registerChampionLogoSais(SaiRegistry& registry);
void registerItemSais(SaiRegistry& registry);

}  // namespace muster::rules::engine
