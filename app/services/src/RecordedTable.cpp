// The game recorder at a tournament (muster/services/RecordedTable.h).
#include "muster/services/RecordedTable.h"

#include <sstream>

#include "muster/domain/RosterIO.h"
#include "muster/rules/tournament/Scoring.h"
#include "muster/services/GameRecording.h"
#include "muster/services/MatchLogCheck.h"

namespace muster::services {

namespace {

constexpr const char* kTableTag = "# muster-record event ";

}  // namespace

std::string tableComment(const EventTable& table) {
    return kTableTag + std::to_string(table.event) + " round " + std::to_string(table.round) + " table " +
           std::to_string(table.table);
}

std::optional<EventTable> tableOf(const std::string& logText) {
    std::istringstream in(logText);
    for (std::string line; std::getline(in, line);) {
        if (line.rfind(kTableTag, 0) != 0) continue;
        std::istringstream words(line.substr(std::string(kTableTag).size()));
        EventTable t;
        std::string roundWord, tableWord;
        if (words >> t.event >> roundWord >> t.round >> tableWord >> t.table && roundWord == "round" &&
            tableWord == "table")
            return t;
        return std::nullopt;
    }
    return std::nullopt;
}

std::string tableHeader(EventStore& store, const domain::Catalog& catalog, const EventTable& table) {
    const auto stored = store.load(table.event);
    const auto& event = stored.event;
    const std::size_t index = gameAtTable(event, table.round, table.table);
    const auto& game = event.rounds[static_cast<std::size_t>(table.round - 1)].pairings[index];
    if (game.isBye())
        throw EventStoreError("round " + std::to_string(table.round) + ", table " + std::to_string(table.table) +
                              " is a bye: there is no game to record");
    std::vector<domain::Roster> rosters;
    std::vector<std::string> names;
    for (const auto id : {game.a, *game.b}) {
        const auto& player = event.player(id);
        if (!player.roster)
            throw EventStoreError(player.name +
                                  " has no registered roster (muster-cli event player add ... --roster FILE)");
        try {
            rosters.push_back(domain::RosterIO::parseJson(player.roster->dump(), catalog, player.name + "'s roster"));
        } catch (const std::exception& e) {
            throw EventStoreError(player.name + "'s registered roster cannot be read: " + e.what());
        }
        names.push_back(player.name);
    }
    std::string header;
    try {
        header = GameRecording::headerFor(catalog, rosters, names);
    } catch (const RecordingError& e) {
        throw EventStoreError(e.what());
    }
    // The table's comment goes after the format line (which must come first).
    const auto firstLine = header.find('\n') + 1;
    return header.insert(firstLine, tableComment(table) + " (" + event.settings.name + ")\n");
}

StoredTableGame storeTableGame(EventStore& store, const domain::Catalog& catalog, const EventTable& table,
                               const std::string& logPath, const std::string& who) {
    StoredTableGame out;
    const auto checked = checkMatchLogFile(catalog, logPath);
    store.repository().database().write("recorded game", [&] {
        const auto stored = store.load(table.event);
        const std::size_t index = gameAtTable(stored.event, table.round, table.table);
        const auto& game = stored.event.rounds[static_cast<std::size_t>(table.round - 1)].pairings[index];
        const auto& verdict = checked.verdict;
        if (verdict.verified() && !verdict.winner.empty() && game.b) {
            rules::tournament::Result result;
            result.winner = verdict.winner == "A" ? game.a : *game.b;
            result.outcome = verdict.winBy == "elimination" ? rules::tournament::Outcome::Elimination
                                                            : rules::tournament::Outcome::Capture;
            store.setResult(table.event, table.round, game.a, result, who);
            out.resultStored = true;
            out.message = stored.event.player(*result.winner).name + " wins by " + verdict.winBy + "; ";
        } else if (verdict.verified()) {
            out.message = "no winner in the log: enter the result with muster-cli event result; ";
        } else {
            out.message = "the log does not verify (" + verdict.message + "): the result is left as it was; ";
        }
        out.log = store.attachLog(table.event, table.round, index, checked.text, verdict, who);
        out.message += "the log is attached to round " + std::to_string(table.round) + ", table " +
                       std::to_string(table.table) + " (" + out.log.summary() + ")";
    });
    return out;
}

}  // namespace muster::services
