#pragma once
// One thing the force validator found wrong (or worth a warning) in a roster.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "muster/domain/Roster.h"

namespace muster::rules {

enum class Severity : std::uint8_t { Error, Warning };

// The fixed rule ids. Their text forms ("force-total", ...) are stable: tools and tests match on them.
enum class RuleId : std::uint8_t {
    UnknownDie,
    ForceTotal,
    ArmyLimit,
    ArmyEmpty,
    Terrains,
    AdvancedTerrainHome,
    DragonCount,
    DragonkinLimit,
    Placement,
    MinorTerrainLimit,
    ItemCarrying,
    ComponentNotAllowed,
    FormatLimit,
};
inline constexpr int kRuleCount = 13;

std::string_view toString(Severity severity);  // "error", "warning"
std::string_view toString(RuleId rule);        // "unknown-die", "force-total", ...
std::optional<RuleId> parseRuleId(std::string_view text);

struct Finding {
    Severity severity = Severity::Error;
    RuleId rule = RuleId::ForceTotal;
    std::string message;                        // one sentence a player understands
    std::string ref;                            // rulebook reference: edition and page
    std::optional<domain::RosterSection> army;  // the army (or Summoning Pool) concerned, if one
    std::vector<std::string> dice;              // the dice concerned (catalog names, or the names as written)
};

}  // namespace muster::rules
