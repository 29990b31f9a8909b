#pragma once
// The owner's choices in one evaluated roll and the totals each gives: the one enumeration the roll checks
// (RollEvaluator::checkTotal, checkCombination), the legal-log generator's answers and Engine::rollOutcomes use.
//
// A choice is made of, after the roll (docs/match-log.md, "The owner's choices on the roll line"):
//   * which units Wilding doubles (S0:L1062): at most one per casting, or none;
//   * the counted type each modifier of choice takes (S0:L783: Palsy, Ash Storm, Fiery Weapon, Wither), where it
//     changes something if it can;
//   * where each die's unplaced ID results and each SAI's results of choice go in a combination roll (S0:L784-786):
//     a die's IDs whole to one type, except in the answer to a dragon attack, where they may be split (S0:L573);
//     an SAI's results whole or split as its definition says; a doubling (Trumpet, Elevate, Wilding) follows them;
//   * how many counts-as results each die uses (S0:L747), each result as one type only.
// The choices a roll line writes (annotations, roll-level words) are fixed; in version 3 what it leaves out of the
// counts-as results and Wilding takes the default (none used, no unit doubled) when the space is built with
// Fixed::WrittenAndDefaults; everything else is open. Options differ in their totals: choices that give the same
// totals are one option (the first found stands for them).
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "muster/rules/engine/RollOutcomes.h"
#include "roll/RollEvaluator.h"

namespace muster::rules::engine {

class RollChoiceSpace {
public:
    enum class Fixed : std::uint8_t { Written, WrittenAndDefaults };
    // Throws RollError when a choice the line writes does not fit the roll.
    RollChoiceSpace(const RollEvaluation& roll, Fixed fixed);

    // The types the roll counts, in RollType order.
    [[nodiscard]] const std::vector<RollType>& types() const { return types_; }
    // The simplest option, which a log writer who asks for the totals ('?') is given: no counts-as result used, IDs
    // and results of choice to the first type that takes them, each modifier of choice to the first type where it
    // changes something, and Wilding's doubling on no unit in a combination roll, on the units that give the highest
    // total otherwise.
    [[nodiscard]] RollOption first() const;
    // The first option whose totals are `want` (the counted types only), in the order list() gives.
    [[nodiscard]] std::optional<RollOption> find(const std::array<int, 5>& want) const;
    // The distinct options, first() first, at most `limit`.
    [[nodiscard]] std::vector<RollOption> list(std::size_t limit, bool* truncated = nullptr) const;
    // Does more than one set of totals remain open?
    [[nodiscard]] bool ambiguous() const;
    // A choice point left open: what a log leaves out ("where c3's ID results go") and the rule it is made under.
    struct OpenPoint {
        Rule rule = Rule::CombinationRolls;
        std::string what;
    };
    [[nodiscard]] const std::vector<OpenPoint>& open() const { return open_; }
    // The totals without any optional counts-as result (one per distinct choice of the rest), sorted; and how many
    // counts-as results may be added per type: for messages.
    [[nodiscard]] std::vector<std::array<int, 5>> baseTotals() const;
    [[nodiscard]] std::array<int, 5> optionalUpTo() const { return countsAsUpTo_; }
    // The counts-as results that dice able to count as several types (Necromantic Wave) may add, all types together.
    [[nodiscard]] int sharedCountsAs() const { return sharedCap_; }
    // Does the roll hold any choice at all (open or written)?
    [[nodiscard]] bool hasChoices() const { return hasChoices_; }
    // The units Wilding may double, and how many (0: no Wilding on this roll, or none open).
    [[nodiscard]] int wildingUnits() const { return roll_.mayDoubleUnits; }

private:
    struct Member {
        int die = 0;     // index into roll.dice
        int pieces = 0;  // pieces of the pool it gives
    };
    // Dice whose results the owner places, pooled when they are alike (same size, places and doublings): a whole
    // pool gives each die's results to one type (a piece is a die), a split pool gives single results.
    struct Pool {
        bool id = false;
        bool whole = false;
        int unit = 1;  // results per piece
        TypeMask twice = 0;
        std::vector<RollType> to;
        int pieces = 0;
        std::vector<Member> members;
    };
    struct Variant {  // the fixed parts and the pools under one choice of units doubled
        std::array<int, 5> id{};
        std::array<int, 5> normal{};
        std::array<int, 5> sai{};
        std::vector<Pool> pools;
    };
    struct Leaf {
        std::size_t wild = 0;
        std::vector<RollType> mods;
        std::vector<std::vector<int>> alloc;  // per pool: pieces per type of pool.to
        std::array<int, 5> totals{};          // with the fixed counts-as, without the open ones
    };
    struct OpenDie {  // a die whose counts-as results are open
        int die = 0;
        bool multi = false;  // may count as several types
    };

    [[nodiscard]] Variant variantOf(const std::vector<int>& chosen) const;
    [[nodiscard]] std::array<TypeModifiers, 5> modsWith(const std::vector<RollType>& to) const;
    [[nodiscard]] int totalOf(RollType t, const Variant& v, const std::array<int, 5>& idPart,
                              const std::array<int, 5>& saiPart, const std::array<TypeModifiers, 5>& m) const;
    [[nodiscard]] bool appliedWherePossible(const Variant& v, const std::vector<RollType>& to,
                                            const std::array<int, 5>& idPart, const std::array<int, 5>& saiPart) const;
    // Visits every leaf in order until `visit` returns true; returns whether it stopped.
    template <class Visit>
    bool forEachLeaf(Visit&& visit) const;
    [[nodiscard]] bool countsAsFit(const std::array<int, 5>& need) const;
    [[nodiscard]] RollOption optionOf(const Leaf& leaf, const std::array<int, 5>& countsAsNeed) const;
    [[nodiscard]] std::optional<Leaf> leafFor(const Variant& v, std::size_t wild, const std::vector<RollType>& mods,
                                              const std::vector<std::vector<int>>& alloc) const;
    // first(), and whether it is a legal choice by itself (else the first legal one with its totals, if any).
    [[nodiscard]] RollOption simplest(bool& legal) const;
    void readWritten(Fixed fixed);

    const RollEvaluation& roll_;
    std::vector<RollType> types_;
    std::vector<std::vector<int>> wild_;           // Wilding choices tried (pieces), in order
    std::vector<std::vector<RollType>> modTypes_;  // per modifier of choice: the types tried
    std::vector<bool> modWritten_;
    bool wildWritten_ = false;
    std::array<int, 5> extra_{};  // automatic saves and counts-as results fixed
    std::vector<OpenDie> openDice_;
    std::array<int, 5> countsAsUpTo_{};  // open counts-as per type (single-type dice)
    std::array<int, 5> sharedUpTo_{};    // open counts-as per type (dice of several types)
    int sharedCap_ = 0;
    std::vector<OpenPoint> open_;
    bool hasChoices_ = false;
};

}  // namespace muster::rules::engine
