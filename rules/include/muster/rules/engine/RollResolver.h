#pragma once
// Die roll resolution over faces that are already known, without a game: what a set of dice gives in a roll
// of one type at a terrain (counts-as abilities, the eighth face, SAIs that only add results, modifiers). The
// same pipeline the verifier uses (roll/RollEvaluator); face-literal tests and the army analytics call it here.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/rules/engine/RollType.h"

namespace muster::rules::engine {

class EngineData;

// Roll modifiers from lasting effects, applied in the V4.01d order: subtract (step 6), divide (step 7),
// multiply (step 9), add (step 10). At most one divisor and one multiplier per result type.
struct Modifiers {
    int subtract = 0;
    int divisor = 1;
    int multiplier = 1;
    int add = 0;
};

// The three parts of one result type at step 5.
struct ResultParts {
    int id = 0;
    int normal = 0;
    int sai = 0;
};

// Steps 5-10 for one result type (counts-as results are added by the caller at step 10).
int applyModifiers(const ResultParts& parts, const Modifiers& modifiers);

// What the roll is for, as far as the rules that change results care.
struct RollContext {
    RollType type = RollType::Maneuver;
    bool horde = false;          // setup horde roll: not at a terrain, SAIs other than maneuver ignored
    bool counterAttack = false;  // the melee roll of a counter-attack
    bool counterManeuver = false;
    bool individual = false;    // a unit's roll against an effect that targets it (Net's saves)
    bool dragonAttack = false;  // the army's roll against a dragon attack (counting `type` only)
    std::optional<RollType> saveAgainst;  // a save roll against a melee or missile attack (Magic: a spell)
    domain::ElementSet terrainElements;   // empty in the Reserve Area and in the horde roll
    bool inReserve = false;
    bool doubleIds = false;                  // the army controls the terrain it rolls at (eighth face)
    bool missileFromTowerAtReserve = false;  // only non-ID missile results count
    domain::ElementSet standingStones;       // extra magic elements (Standing Stones controller)
    Modifiers modifiers;
};

// One die as rolled: the catalog die and the 0-based face index.
struct RolledDie {
    domain::DieId die = 0;
    int face = 0;
};

// What one die contributed.
struct DieContribution {
    int id = 0;                        // ID results of the roll's type
    int normal = 0;                    // normal icon results of the roll's type
    int sai = 0;                       // SAI-generated results of the roll's type
    int countsAs = 0;                  // optional extra results from a "counts as" ability
    int noSaveDamage = 0;              // Smite/Stone-style damage that no save reduces
    int magic = 0;                     // magic results (magic rolls), before elements
    int nonIdMagic = 0;                // magic from the magic icon (Bone Magic needs one)
    int autoSaves = 0;                 // Dragonkin automatic saves
    domain::ElementSet magicElements;  // elements this die's magic may take
};

struct RollOutcome {
    std::vector<DieContribution> dice;
    int base = 0;      // the total without optional counts-as results
    int optional = 0;  // up to this many more may be counted (counts-as)
    int noSaveDamage = 0;
    std::string unsupported;  // non-empty: the roll uses something the engine does not model yet, or needs a
                              // decision (targets) a face-literal roll cannot take
    std::vector<std::string> decisions;  // SAIs that wait for the roller's decisions at step 4 (by name)
    std::vector<std::string> rollsAgain;  // SAIs whose die is rolled again and added (step 3), by name
    int otherSideLoses = 0;       // results of this type the answering roll subtracts (Howl, Screech, Wave)
    int otherSideLosesSaves = 0;  // save results the defending army subtracts (Howl, Screech, Wave in melee)
    bool noCounterAttack = false;  // the attacked army may not counter-attack (Surprise)
    [[nodiscard]] int minTotal() const { return base; }
    [[nodiscard]] int maxTotal() const { return base + optional; }
};

class RollResolver {
public:
    explicit RollResolver(const domain::Catalog& catalog);
    ~RollResolver();
    RollResolver(const RollResolver&) = delete;
    RollResolver& operator=(const RollResolver&) = delete;

    [[nodiscard]] RollOutcome resolve(const std::vector<RolledDie>& dice, const RollContext& context) const;

    // Hall's condition: can the magic results of these dice be split into exactly these element totals?
    // 'removed' results (Magic Negation) are taken from any element and are not claimed; 'extraAny' results may
    // take any element. The magic action (flow/MagicFrame.cpp) checks a stated split with it.
    static bool magicSplitFeasible(const std::vector<DieContribution>& dice, const std::vector<int>& perElement,
                                   int extraAny = 0, int removed = 0);

private:
    std::unique_ptr<EngineData> data_;
};

}  // namespace muster::rules::engine
