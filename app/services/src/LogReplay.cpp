// A match log file replayed to a point (muster/services/LogReplay.h): read and checked as `verify` reads logs, then
// replayed with an observer that keeps the state at the point asked for.
#include "muster/services/LogReplay.h"

#include "muster/domain/TextUtil.h"
#include "muster/rules/matchlog/MatchLogParser.h"
#include "muster/services/MatchLogCheck.h"

namespace muster::services {

namespace {

// Replays the first `count` statements of the log; keeps the state after the last of them.
rules::MatchVerdict replay(const rules::MatchVerifier& verifier, const rules::matchlog::MatchLog& log,
                           std::size_t count, std::optional<rules::engine::GameState>& state) {
    rules::matchlog::MatchLog shorter = log;
    shorter.events.resize(count);
    std::size_t seen = 0;
    const auto observe = [&](const rules::engine::Event* event, const rules::engine::GameState& now) {
        if (event != nullptr) ++seen;
        if (seen == count) state = now;
    };
    try {
        return verifier.verifyLog(shorter, observe);
    } catch (const std::exception& e) {
        state.reset();
        return unreadableVerdict(
            log.file, 0,
            "this log could not be checked (the verifier failed: " + domain::text::printable(e.what(), 120) + ")");
    }
}

}  // namespace

ReplayedLog replayLogFile(const rules::MatchVerifier& verifier, const std::string& path, int stopBeforeLine) {
    ReplayedLog out;
    std::string text;
    if (auto unreadable = readLogText(path, text)) {
        out.verdict = std::move(*unreadable);
        return out;
    }
    try {
        out.log = rules::matchlog::MatchLogParser::parse(text, path, {.unfinished = true});
    } catch (const rules::matchlog::MatchLogError& e) {
        out.verdict = unreadableVerdict(e.file(), e.line(), e.problem());
        return out;
    }
    const auto& events = out.log->events;
    std::size_t count = events.size();
    if (stopBeforeLine > 0) {
        count = 0;
        while (count < events.size() && events[count].line < stopBeforeLine) ++count;
        if (count < events.size() && events[count].line == stopBeforeLine) out.statementIndex = static_cast<int>(count);
    }
    out.verdict = replay(verifier, *out.log, count, out.state);
    if (!out.verdict.verified() && out.verdict.status != rules::MatchVerdict::Status::Unreadable &&
        out.verdict.line > 0) {
        // Broke before the point: the state just before the statement that broke it.
        out.broke = true;
        std::size_t before = 0;
        while (before < count && events[before].line < out.verdict.line) ++before;
        out.state.reset();
        (void)replay(verifier, *out.log, before, out.state);
        count = before;
    } else if (!out.verdict.verified()) {
        out.broke = true;
        out.state.reset();
    }
    out.lastLine = count > 0 ? events[count - 1].line : 0;
    return out;
}

}  // namespace muster::services
