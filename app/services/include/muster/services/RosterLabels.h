#pragma once
// A roster's dice as a match log names them (docs/match-log.md): each die labelled by its section and its place in
// it (h1.. the home army, z1.. the horde, c1.. the campaign army, p1.. the Summoning Pool, as a 'roster' line gives
// them), and the player's name a 'player' line can hold. The game recorder's header and the judge's position set-up
// write their logs with them.
#include <optional>
#include <string>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/domain/Roster.h"

namespace muster::services {

struct LabeledDie {
    std::string label;  // "h1"
    std::string name;   // the catalog's name (as written when it does not resolve)
    std::optional<domain::DieId> die;
    domain::RosterSection section = domain::RosterSection::Home;
};

[[nodiscard]] std::vector<LabeledDie> labeledDice(const domain::Catalog& catalog, const domain::Roster& roster);

// The catalog's name of a die, or the name as written when it does not resolve.
[[nodiscard]] std::string dieName(const domain::Catalog& catalog, const std::optional<domain::DieId>& die,
                                  const std::string& written);

// The name for a 'player' line: `name` when given, else the roster's player, else the roster's name, without the
// characters a log line cannot hold ('#', line ends); "Player <id>" when nothing is left.
[[nodiscard]] std::string logPlayerName(const domain::Roster& roster, const std::optional<std::string>& name,
                                        const std::string& id);

}  // namespace muster::services
