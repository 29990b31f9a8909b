#pragma once
// How muster-cli shows a tournament round and standings (text and JSON), shared by the stateless
// commands on event files (PairCommands.cpp) and the database commands (EventCommands.cpp).
#include <map>
#include <nlohmann/json.hpp>
#include <string>

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
nlohmann::json standingsJson(const rules::tournament::Event& event,
                             const std::vector<rules::tournament::StandingRow>& rows);
std::string standingsText(const rules::tournament::Event& event,
                          const std::vector<rules::tournament::StandingRow>& rows);

// Reads an event file; a bad file becomes CliError (exit 2) naming the file and field.
rules::tournament::Event readEventFile(const std::string& path);

}  // namespace muster::cli
