#include "muster/rules/Finding.h"

#include <array>

namespace muster::rules {

namespace {
constexpr std::array<std::string_view, kRuleCount> kRuleNames = {
    "unknown-die", "force-total",  "army-limit",          "army-empty",   "terrains",
    "advanced-terrain-home",       "dragon-count",        "dragonkin-limit", "placement",
    "minor-terrain-limit",         "item-carrying",       "component-not-allowed", "format-limit"};
}  // namespace

std::string_view toString(Severity severity) { return severity == Severity::Error ? "error" : "warning"; }

std::string_view toString(RuleId rule) { return kRuleNames[static_cast<std::size_t>(rule)]; }

std::optional<RuleId> parseRuleId(std::string_view text) {
    for (std::size_t i = 0; i < kRuleNames.size(); ++i) {
        if (kRuleNames[i] == text) return static_cast<RuleId>(i);
    }
    return std::nullopt;
}

}  // namespace muster::rules
