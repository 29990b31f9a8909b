#pragma once
// Die roll resolution over faces that are already known (V4.01d, ten steps). Per result type it keeps three
// parts, {id, normal, sai}: ID results are the last removed by subtract and divide (steps 6-7), SAI-generated
// results join at step 8, after dividing, and "counts as" results are added at step 10. Counts-as abilities
// are optional ("may count"), so a roll has a range of legal totals; in a combination roll the owner also
// assigns ID results and choice SAIs to types, and the stated totals are accepted when some assignment gives
// them. SAIs are evaluated through the registry; those that ask for decisions are returned as pending.
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "EngineContext.h"
#include "muster/rules/engine/Effect.h"
#include "roll/CountsAs.h"
#include "roll/DiceReader.h"
#include "roll/FaceTable.h"
#include "roll/RollSpec.h"
#include "sai/SaiRegistry.h"

namespace muster::rules::engine {

class RollChoiceSpace;

// Modifiers that apply to one result type of one roll, collapsed by the V4.01d rules: subtractions add up,
// at most one divider (identical halvings are not cumulative), at most one multiplier, additions add up.
struct TypeModifiers {
    int subtract = 0;
    int divisor = 1;
    int multiplier = 1;
    int add = 0;
    bool ignoreIds = false;
    bool doubleIds = false;  // Double Maneuvers / Double Saves (on top of the eighth face)
    friend bool operator==(const TypeModifiers&, const TypeModifiers&) = default;
};

// Merges one modifier into a type's collapsed modifiers (adds and subtractions add up, the larger divider and
// multiplier stand).
void mergeModifier(TypeModifiers& into, ModifierOp op, int amount);

// A modifier whose result type the roller chooses (Palsy, Ash Storm, Fiery Weapon, Wither: "one result", "melee or
// missile") in a combination roll that counts several of its types: V4.01d S0:L783, the army's owner applies it as
// desired, to one of `types`, and must apply it where it changes something if it can. Any operation (a division or
// multiplication of choice is tried the same way as an addition or subtraction).
struct ChoiceModifier {
    TypeMask types = 0;  // the counted types it may go to
    ModifierOp op = ModifierOp::Add;
    int amount = 0;
    std::string source;
};

// Steps 5-10 for one result type: the parts {id, normal, sai} and the modifiers give the total (counts-as and
// automatic saves are added by the caller at step 10).
int applyModifiers(int id, int normal, int sai, const TypeModifiers& modifiers);

struct DieResult {
    int piece = -1;
    int rolled = 0;  // index in the RolledDice
    std::string label;  // as the roll line writes it
    int segment = -1;   // the face token: -1 the dice list, k the k-th re-roll segment
    std::string token;  // the face as the line writes it
    ResolvedFace face;
    bool item = false;
    std::array<int, 5> id{};        // ID results by type (fixed)
    std::array<int, 5> normal{};    // normal icon results by type
    std::array<int, 5> sai{};       // SAI-generated results by type
    std::array<int, 5> countsAs{};  // optional "counts as" results by type (step 10), what the die may count
    // Of those, at most this many in all: a result counts as one type only (Necromantic Wave's magic in a roll
    // counting melee and missile may count as either).
    int countsAsCap = 0;
    std::string countsAsSource;  // the ability or spell of its counts-as results
    // Version 3: the counts-as results the face's annotation uses ('c2=2Maneuver:save'); absent, none are used.
    bool countsAsWritten = false;
    std::array<int, 5> countsAsUsed{};
    // An SAI face whose annotation names what it acts on (Elevate's unit): the annotation and the SAI.
    std::string saiNote;
    std::string saiNoteSource;
    // The annotation placed this die's ID results (1) or its SAI's results of choice (2) in `id` or `sai`.
    std::uint8_t placedByNote = 0;
    std::array<int, 5> placed{};
    int flexId = 0;                 // combination roll: ID results the owner assigns to a counted type
    // Types whose results an SAI doubles for this die's unit (Trumpet, Elevate): id/normal/sai of those types are
    // doubled already, and flexId or choiceAmount the owner gives to one of them counts twice.
    TypeMask doubled = 0;
    int choiceAmount = 0;           // an SAI's results of one type of choice (Fly in a combination roll)
    TypeMask choiceTypes = 0;
    bool choiceSplittable = false;
    int noSaveDamage = 0;
    int autoSaves = 0;  // Dragonkin automatic saves (step 10), when rolled without Belly
    int maneuverIcons = 0;  // maneuver icon results in a roll that does not count them (Charge counts them)
    bool rollAgain = false;
    // Magic rolls: the elements this die's magic may take.
    domain::ElementSet magicElements;
    [[nodiscard]] int of(RollType t) const { return id[index(t)] + normal[index(t)] + sai[index(t)]; }
};

// An SAI face that asks for a decision or acts later.
struct PendingSai {
    int sai = -1;
    int die = 0;  // index into RollEvaluation::dice
    int piece = -1;
    int x = 0;
    bool delayed = false;
    bool optional = false;  // the roller may leave it unresolved (SaiEffect::optionalResolution)
    domain::ElementSet elements;  // an Elemental Relic face: the elements it matches
};

struct RollEvaluation {
    RollSpec spec;
    std::vector<DieResult> dice;
    std::array<TypeModifiers, 5> mods;
    std::vector<ChoiceModifier> choiceMods;  // combination rolls: modifiers whose type the owner picks
    std::vector<PendingSai> pending;
    int noSaveDamage = 0;
    std::array<int, 5> otherSideLoses{};  // the answering roll subtracts these (Howl, Screech, Wave; step 6)
    bool noCounterAttack = false;         // Surprise
    bool charge = false;                  // Charge: the defender answers with a save and melee roll
    std::string unsupported;  // non-empty: the roll uses something the engine does not model yet
    // Wilding (S0:L1062): after the roll its owner may double these types' results of up to this many units.
    int mayDoubleUnits = 0;
    TypeMask mayDoubleTypes = 0;
    int logVersion = 3;                 // what the log can write (version 3: every choice)
    std::vector<StatedChoice> written;  // the roll-level choices the line writes ('wilding=c2', 'palsy=save')
    int line = 0;
    std::string text;

    // Non-combination rolls: the total without optional counts-as results, and how many more may count.
    [[nodiscard]] int base(RollType t) const;
    // Wilding's choices (roll/RollChoiceSpace enumerates them): every set of at most mayDoubleUnits units (pieces,
    // items excluded) to double, the empty set first.
    [[nodiscard]] std::vector<std::vector<int>> doublingChoices() const;
    // The types a Wilding choice doubles for one die: Wilding's types the roll counts, for a chosen unit only, and
    // not those an SAI doubles already (one multiplier per unit and type, S0:L767, S0:L883).
    [[nodiscard]] TypeMask wildingDoubles(const DieResult& d, const std::vector<int>& chosen) const;
    [[nodiscard]] int optional(RollType t) const;
    // Results of a type from the given dice only (per-species abilities), counts-as included.
    [[nodiscard]] int fromDice(RollType t, const std::vector<int>& dieIndices) const;
};

// What the caller knows about the roll beyond its spec.
struct RollExtras {
    bool missileFromTowerAtReserve = false;  // Tower: against a Reserve army only non-ID missile results count
    std::array<int, 5> subtract{};  // results the other side's SAIs take away at step 6 (Howl, Screech, Wave)
};

// Everything about where a roll happens that changes what its faces give: the terrain's elements (those
// species abilities see include the roller's minor terrain), the eighth face, the modifiers of effects.
struct RollSituation {
    domain::ElementSet terrainElements;
    domain::ElementSet abilityElements;
    domain::ElementSet standingStones;  // extra magic elements (a controlled Standing Stones)
    bool inReserve = false;
    bool doubleIds = false;       // the army controls the terrain (eighth face)
    bool towerAtReserve = false;  // only non-ID missile results count
    std::array<TypeModifiers, 5> mods{};
    std::vector<ChoiceModifier> choiceMods;  // combination rolls: modifiers whose type the owner picks
    std::string unsupported;             // an effect on this roll needs something the engine does not model yet
    std::vector<CountsAsRow> spellRows;  // "counts as" rows that spells on the rolling army add (Necromantic Wave)
    int mayDoubleUnits = 0;              // Wilding: units whose melee and save results the owner may double
    int logVersion = 3;                  // what the log can write (face annotations for counts-as: version 3)
};

// One die to evaluate: the face it shows and what the evaluation needs to know about it.
struct FaceInput {
    int piece = -1;
    domain::DieId die = 0;
    int face = 0;
    int generation = 0;
    std::string note;
    bool inDua = false;
    std::string label;
    int segment = -1;   // the face token: -1 the dice list, k the k-th re-roll segment
    std::string token;  // the face as the line writes it (for messages)
};

// A roll that cannot be evaluated as written (an annotation that does not fit, a missing "roll again").
struct RollError {
    Rule rule;
    std::string message;
};

// Steps 4-10 over faces: pure, no game state (face-literal tests and the analytics call it directly).
// Throws RollError.
RollEvaluation evaluateFaces(const EngineData& data, const RollSpec& spec, const RollSituation& situation,
                             const std::vector<FaceInput>& dice);

// Step 3: every face that rolls its die again ("roll again and apply the new result as well") is followed by the
// die's next result. Throws RollError naming the re-roll segment that is missing.
void checkRollsAgain(const EngineData& data, const RollEvaluation& eval, const std::vector<FaceInput>& rolled);

class RollEvaluator {
public:
    explicit RollEvaluator(Ctx& ctx) : ctx_(ctx) {}
    [[nodiscard]] RollEvaluation evaluate(const RollSpec& spec, const RolledDice& dice,
                                          const RollExtras& context = {}) const;
    // Where a roll by these units happens, read from the state.
    [[nodiscard]] RollSituation situation(const RollSpec& spec, const std::vector<int>& rollers) const;
    // Checks a non-combination roll's stated total of type t (refused at the roll's line) and returns it.
    int checkTotal(const RollEvaluation& roll, RollType t, int stated, const std::string& what) const;
    // Checks the stated totals of a combination roll: some assignment of IDs and choice SAIs gives them. Returns
    // the totals (those a log writer asked for answered), 0 for the types the roll does not count.
    std::array<int, 5> checkCombination(const RollEvaluation& roll,
                                        const std::array<std::optional<int>, 5>& stated) const;
    // Both go through the roll's choices (roll/RollChoiceSpace): the choices the line writes must fit, the others
    // are worked out from the stated totals (counted as inferred; refused under --strict), a log writer's '?'
    // gets the simplest choice, and the trace and Engine::rollOutcomes read what was chosen.

private:
    std::array<int, 5> check(const RollEvaluation& roll, const std::array<std::optional<int>, 5>& stated,
                             const std::string& what) const;
    [[noreturn]] void failTotals(const RollEvaluation& roll, const RollChoiceSpace& space,
                                 const std::vector<RollType>& types, const std::array<int, 5>& want,
                                 const std::string& what) const;

    Ctx& ctx_;
};

// Stated totals of a roll statement by type name; 'bare' types (no '=') are absent.
std::optional<int> statedTotal(const Event& e, std::string_view type);

}  // namespace muster::rules::engine
