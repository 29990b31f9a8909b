#pragma once
// How muster-cli shows a tournament round and standings (text and JSON), shared by the stateless
// commands on event files (PairCommands.cpp) and the database commands (EventCommands.cpp).
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>

#include "muster/rules/tournament/Event.h"
#include "muster/rules/tournament/Standings.h"

namespace muster::cli {

// `logs`: the verdict summary of the match log attached to a game, by the game's index in the round
// (events in the database; event files carry no logs).
using GameLogs = std::map<std::size_t, std::string>;
nlohmann::json roundJson(const rules::tournament::Event& event, const rules::tournament::Round& round,
                         const GameLogs& logs = {});
std::string roundText(const rules::tournament::Event& event, const rules::tournament::Round& round,
                      const GameLogs& logs = {});
// One game of a round as roundText lists it (one line): "table 3   5 Quin (1.5) v 9 Fay (1) ...".
std::string gameText(const rules::tournament::Event& event, const rules::tournament::Round& round, std::size_t index,
                     const GameLogs& logs = {});
// Standings after Swiss round `afterRound` (the rows Standings::compute gave for it).
nlohmann::json standingsJson(const rules::tournament::Event& event,
                             const std::vector<rules::tournament::StandingRow>& rows, int afterRound);
std::string standingsText(const rules::tournament::Event& event,
                          const std::vector<rules::tournament::StandingRow>& rows, int afterRound);
// The round `--after N` asks for: 1..the Swiss rounds paired; -1 (not given): the last complete one.
// Anything else is a CliError (exit 2) that says which rounds there are.
int standingsRound(const rules::tournament::Event& event, int requested, const std::string& option = "--after");
// Parses "A,B" (two player ids) for --pin; CliError (exit 2) otherwise.
std::pair<rules::tournament::PlayerId, rules::tournament::PlayerId> parsePin(const std::string& text);

// Reads an event file; a bad file becomes CliError (exit 2) naming the file and field.
rules::tournament::Event readEventFile(const std::string& path);

}  // namespace muster::cli
