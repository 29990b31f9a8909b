#pragma once
// Army analytics ("what will this army roll, and what does it do to that one?"): exact distributions of an
// army's rolls, found by convolving each die's face distribution. Every face is read through the rules
// engine's own die roll resolution (engine::RollResolver, the verifier's pipeline), one die at a time, so a face
// counts here exactly as the verifier counts it: counts-as abilities by the terrain's elements, the eighth
// face's ID doubling, Dragonkin automatic saves, SAIs that only add results. Faces whose SAI needs a decision
// (targets, sub-rolls, "roll again") or is not modelled count only what they give without it and are listed
// as "not counted" with their chance. No wx, no SQLite. docs/analytics.md says what is counted and why.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/domain/Element.h"
#include "muster/domain/Roster.h"
#include "muster/rules/engine/RollType.h"

namespace muster::rules::engine {
class RollResolver;
}

namespace muster::rules::analytics {

// A distribution over the totals 0, 1, 2, ...: p[k] is the chance of exactly k.
struct Distribution {
    std::vector<double> p{1.0};  // the empty army: 0 with certainty

    [[nodiscard]] static Distribution point(int value);
    // The last total the table holds (for "killed", the army's health: a bound, not a total that can happen).
    [[nodiscard]] int maxValue() const { return static_cast<int>(p.size()) - 1; }
    // The largest total with a chance above zero: the real maximum.
    [[nodiscard]] int highest() const {
        int k = maxValue();
        while (k > 0 && !(p[static_cast<std::size_t>(k)] > 0)) --k;
        return k;
    }
    [[nodiscard]] double at(int k) const;
    [[nodiscard]] double mean() const;
    [[nodiscard]] double stddev() const;
    [[nodiscard]] double atLeast(int k) const;  // P(total >= k)
    [[nodiscard]] Distribution convolve(const Distribution& other) const;
};

// The rolls an army makes, in the sense that matters to its results.
enum class RollKind : std::uint8_t {
    Maneuver,         // the marching army's maneuver roll
    CounterManeuver,  // opposing a maneuver
    Melee,            // a melee attack
    CounterAttack,    // the melee roll answering a melee attack
    Missile,          // a missile attack
    Magic,            // a magic action (per element: RollAnalysis::element)
    SaveVsMelee,      // saves against a melee attack (or a counter-attack)
    SaveVsMissile,    // saves against a missile attack
};
std::string_view toString(RollKind kind);  // "maneuver", "counter-maneuver", "melee", ...
engine::RollType resultType(RollKind kind);

// Where and how the army rolls.
struct AnalysisOptions {
    domain::ElementSet terrainElements;  // the terrain's elements (species abilities read them)
    bool eighthFace = false;             // the army controls the terrain: its ID results count double
};

// One face of one die in one roll, as the engine reads it.
struct FaceValue {
    int base = 0;      // results of the roll's type (Dragonkin automatic saves included)
    int optional = 0;  // more results a counts-as ability may add
    int noSaveDamage = 0;  // damage no save reduces (Smite, Stone)
    int magic = 0;     // magic rolls: magic results (also in base)
    domain::ElementSet magicElements;  // magic rolls: the elements this die's magic may take
    std::string notCounted;  // non-empty: an SAI on this face does more than the engine can count here (its name)
    std::string why;         // what it would need (targets, a sub-roll, a roll again, not modelled)
};

// An SAI that shows up in a roll and is not (fully) counted.
struct NotCounted {
    std::string sai;
    std::string die;
    double chance = 0;  // that at least one such die shows it
    std::string why;
};

struct RollAnalysis {
    RollKind kind = RollKind::Maneuver;
    std::optional<domain::Element> element;  // magic: the element counted (nullopt: magic of any element)
    Distribution counted;    // every optional counts-as result counted (what a player normally states)
    Distribution without;    // no counts-as result counted
    bool countsAs = false;   // some die may add counts-as results here (the two differ)
    Distribution noSaveDamage;  // melee and missile: damage no save reduces
    std::vector<NotCounted> notCounted;
    double chanceNotCounted = 0;  // that at least one face of this roll is not fully counted
    [[nodiscard]] std::string label() const;  // "melee", "magic (Fire)", "save vs melee"
};

struct ArmyAnalysis {
    int dice = 0;            // dice that roll (units and items)
    int health = 0;          // the units' health
    std::vector<int> healths;  // each unit's health (the damage allocation)
    std::vector<std::string> skipped;  // dice that do not roll with the army (dragons, terrains) or have no faces
    AnalysisOptions options;
    std::vector<RollAnalysis> rolls;
    [[nodiscard]] const RollAnalysis* find(RollKind kind, std::optional<domain::Element> element = {}) const;
};

// A melee or missile attack of A on B (and, for melee, B's counter-attack on A).
struct Exchange {
    RollKind attack = RollKind::Melee;
    Distribution damage;  // to B: attack results minus B's saves (not below 0), plus damage no save reduces
    Distribution killed;  // health-worth of B's units killed (the most a subset covers without exceeding it)
    double chanceWipedOut = 0;  // B has no unit left
    // Melee only: B's counter-attack (by its whole army, when any unit is left) on A.
    Distribution counterDamage;
    Distribution counterKilled;
    double chanceNotCounted = 0;  // some face of the rolls involved is not fully counted
};

struct ManeuverContest {
    double marcherWins = 0;  // ties go to the marcher (V4.01d Maneuvering, S0:L361)
};

struct Matchup {
    Exchange melee;
    Exchange missile;
    ManeuverContest aMarches;  // A marches, B counter-maneuvers
    ManeuverContest bMarches;  // B marches, A counter-maneuvers
};

class ArmyAnalyzer {
public:
    explicit ArmyAnalyzer(const domain::Catalog& catalog);
    ~ArmyAnalyzer();
    ArmyAnalyzer(const ArmyAnalyzer&) = delete;
    ArmyAnalyzer& operator=(const ArmyAnalyzer&) = delete;

    // The dice of one army of a roster (counts expanded; unresolved names left out).
    [[nodiscard]] static std::vector<domain::DieId> armyDice(const domain::Roster& roster,
                                                             domain::RosterSection army);

    // What one face of a die gives in a roll of this kind.
    [[nodiscard]] FaceValue faceValue(domain::DieId die, int face, RollKind kind, const AnalysisOptions& options) const;

    // Every roll of the army at the terrain (magic per element the army can make).
    [[nodiscard]] ArmyAnalysis analyze(const std::vector<domain::DieId>& dice, const AnalysisOptions& options) const;
    // One roll (magic: of one element, or of any with nullopt).
    [[nodiscard]] RollAnalysis analyzeRoll(const std::vector<domain::DieId>& dice, RollKind kind,
                                           const AnalysisOptions& options,
                                           std::optional<domain::Element> element = {}) const;

    // A against B at one terrain; each side's options (the terrain's elements, who controls it).
    [[nodiscard]] Matchup matchup(const std::vector<domain::DieId>& a, const AnalysisOptions& aOptions,
                                  const std::vector<domain::DieId>& b, const AnalysisOptions& bOptions) const;

private:
    const domain::Catalog& catalog_;
    std::unique_ptr<engine::RollResolver> resolver_;
    [[nodiscard]] bool rolls(domain::DieId die) const;
};

}  // namespace muster::rules::analytics
