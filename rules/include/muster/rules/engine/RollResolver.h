#pragma once
// Die roll resolution (V4.01d "Die Roll Resolution", ten steps) over faces that are already known: the log
// supplies the faces, this computes what they are worth. Pure functions, no game state, no randomness.
//
// Per result type it keeps three parts, {id, normal, sai}: ID results are the last removed by subtract and
// divide (step 6-7), SAI-generated results join at step 8, after dividing, and "counts as" results are
// added at step 10. Counts-as abilities are optional ("may count"), so a roll has a range of legal totals.
#include <optional>
#include <string>
#include <vector>

#include "muster/domain/Catalog.h"

namespace muster::rules::engine {

enum class RollType : std::uint8_t { Maneuver, Melee, Missile, Magic, Save };
std::string_view toString(RollType type);
std::optional<RollType> parseRollType(std::string_view word);

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
    bool horde = false;                 // setup horde roll: not at a terrain, SAIs other than maneuver ignored
    bool counterAttack = false;         // the melee roll of a counter-attack
    bool counterManeuver = false;
    std::optional<RollType> saveAgainst;  // a save roll against a melee or missile attack
    domain::ElementSet terrainElements;   // empty in the Reserve Area and in the horde roll
    bool inReserve = false;
    bool doubleIds = false;             // the army controls the terrain it rolls at (eighth face)
    bool missileFromTowerAtReserve = false;  // only non-ID missile results count
    domain::ElementSet standingStones;    // extra magic elements (Standing Stones controller)
    Modifiers modifiers;
};

// One die as rolled: the unit's catalog die and the 0-based face index.
struct RolledDie {
    domain::DieId die = 0;
    int face = 0;
};

// What one die contributed.
struct DieContribution {
    int id = 0;        // ID results of the roll's type
    int normal = 0;    // normal icon results of the roll's type
    int sai = 0;       // SAI-generated results of the roll's type
    int countsAs = 0;  // optional extra results from a "counts as" ability
    int noSaveDamage = 0;  // Smite/Stone-style damage that no save reduces
    int magic = 0;         // magic results (magic rolls), before elements
    int nonIdMagic = 0;    // magic from the magic icon (Bone Magic needs one)
    domain::ElementSet magicElements;  // elements this die's magic may take
};

struct RollOutcome {
    std::vector<DieContribution> dice;
    int base = 0;      // the total without optional counts-as results
    int optional = 0;  // up to this many more may be counted (counts-as)
    int noSaveDamage = 0;
    std::string unsupported;  // non-empty: the roll uses something the engine does not model yet
    [[nodiscard]] int minTotal() const { return base; }
    [[nodiscard]] int maxTotal() const { return base + optional; }
};

class RollResolver {
public:
    explicit RollResolver(const domain::Catalog& catalog) : catalog_(catalog) {}

    // Resolves "3", "ID", "Melee", "2Melee" or "2 Melee" against a die's faces. Returns the 0-based face
    // index, or nullopt with a message when the token does not name one face (or several equal faces).
    [[nodiscard]] std::optional<int> resolveFace(domain::DieId die, std::string_view token, std::string& why) const;

    [[nodiscard]] RollOutcome resolve(const std::vector<RolledDie>& dice, const RollContext& context) const;

    // Hall's condition: can the magic results of these dice be split into exactly these element totals?
    // 'removed' results (Magic Negation) are taken from any element and are not claimed.
    static bool magicSplitFeasible(const std::vector<DieContribution>& dice, const std::vector<int>& perElement,
                                   int extraAny = 0, int removed = 0);

private:
    const domain::Catalog& catalog_;
};

}  // namespace muster::rules::engine
