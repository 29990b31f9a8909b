#pragma once
// A match log file replayed to a point, for the judge's questions (`muster-cli rules expect` and `rules explain`) and
// the game recorder: the file is read as `verify` reads it (a regular UTF-8 file, roster files beside it; it may stop
// before its 'result' line), replayed
// through the verifier's engine, and the game state kept at its end (a log may end in the middle of a game) or just
// before a given line. A log that breaks earlier keeps the state before the statement that broke it, with the verdict
// saying where and why. Never throws for a bad log: the verdict says what is wrong.
#include <optional>
#include <string>

#include "muster/rules/MatchVerifier.h"
#include "muster/rules/matchlog/MatchLog.h"

namespace muster::services {

struct ReplayedLog {
    rules::MatchVerdict verdict;                   // verified up to the point asked for, or where it broke
    std::optional<rules::matchlog::MatchLog> log;  // the parsed log (when it could be read)
    // The state after the last statement that applied before the point asked for (the end, or the line), or before the
    // statement that broke the log. Empty when the log could not be read or its setup was refused.
    std::optional<rules::engine::GameState> state;
    int statementIndex = -1;  // the statement at the line asked for (index into log->events), -1 when none
    int lastLine = 0;         // the line of the last statement applied before the point
    bool broke = false;       // the log broke before the point asked for (or at it)
};

// Replays `path` to its end (stopBeforeLine 0) or to just before the statement on line stopBeforeLine. The verdict
// covers the statements before the point only.
[[nodiscard]] ReplayedLog replayLogFile(const rules::MatchVerifier& verifier, const std::string& path,
                                        int stopBeforeLine = 0);

}  // namespace muster::services
