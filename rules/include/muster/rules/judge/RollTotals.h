#pragma once
// The totals a roll line states for given faces, under each choice of the roll's owner that changes them: what the
// recorder and `muster-cli rules expect --faces` show so that nobody adds a total by hand.
//
// One function, rollTotals(): the outcomes of Engine::rollOutcomes (RollOutcomes.h), each a distinct set of totals with
// the owner's choice that gives it in the log's version-3 words ("wilding=c2", "c3=ID:melee"), the simplest first.
// A roll the enumeration does not list (one that only counts units, or whose totals wait for its Cantrip magic at
// step 4) gets the engine's own answer for the faces.
#include <string>
#include <string_view>
#include <vector>

#include "muster/rules/engine/Engine.h"

namespace muster::rules::judge {

struct RollOutcomeTotals {
    std::string choice;                       // the owner's choice in words ("" when the faces leave none)
    std::vector<engine::StatedTotal> totals;  // in the order the roll line states them
};

struct RollTotalsResult {
    bool accepted = false;  // the faces fit the roll the rules expect now
    std::string problem;    // why not, in the engine's words
    std::string statement;  // the roll line with the first outcome's totals and its choices written (version 3)
    std::vector<RollOutcomeTotals> outcomes;
    std::vector<int> acceptedTotals;  // a roll of one type: every total the engine accepts for these faces
    bool deferred = false;            // the totals are answered once step 4 is over (Cantrip magic): none yet
    bool truncated = false;           // more outcomes exist than were listed
};

// `rollLine` is a roll statement whose totals are written '?' ("roll B save=? : z1=2 z2=5"), as LegalOptions'
// RollOptions::head followed by the faces.
[[nodiscard]] RollTotalsResult rollTotals(const engine::Engine& engine, const engine::GameState& state,
                                          std::string_view rollLine);

}  // namespace muster::rules::judge
