#pragma once
// A short explanation of each force-building rule, in Muster's own words, for players who want to know
// why a finding appears and how to fix it (the builder's "explain" window, help texts). One entry per
// RuleId, kept as a table: a new rule id without an entry fails the rules tests.
#include <string_view>

#include "muster/rules/Finding.h"

namespace muster::rules {

struct RuleGuideEntry {
    RuleId rule;
    std::string_view title;        // "Force total"
    std::string_view explanation;  // what the rule asks, in two or three sentences
    std::string_view fix;          // what a player usually does about it
};

// The entry of `rule` (every RuleId has one).
[[nodiscard]] const RuleGuideEntry& ruleGuide(RuleId rule);

}  // namespace muster::rules
