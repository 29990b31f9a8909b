#pragma once
// The totals a roll line states for given faces, under each choice of the roll's owner that changes them: what the
// recorder and `muster-cli rules expect --faces` show so that nobody adds a total by hand.
//
// One function, rollTotals(). Until the enumeration of a roll's outcomes (Engine::rollOutcomes, issue 28 part 2) is
// on main it answers with the engine's own answer for the faces (the totals the engine gives a roll stated with
// kAskTotal: the least the rules give), and, for a roll of one result type, every total the engine accepts for the
// faces (counts-as results are optional, Wilding's doubling a choice): the choices show as the totals they allow, not
// yet by name. The coordinator switches the body to rollOutcomes; the result's shape stays.
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
    std::string statement;  // the roll line with the first outcome's totals
    std::vector<RollOutcomeTotals> outcomes;
    std::vector<int> acceptedTotals;  // a roll of one type: every total the engine accepts for these faces
    bool deferred = false;            // the totals are answered once step 4 is over (Cantrip magic): none yet
};

// `rollLine` is a roll statement whose totals are written '?' ("roll B save=? : z1=2 z2=5"), as LegalOptions'
// RollOptions::head followed by the faces.
[[nodiscard]] RollTotalsResult rollTotals(const engine::Engine& engine, const engine::GameState& state,
                                          std::string_view rollLine);

}  // namespace muster::rules::judge
