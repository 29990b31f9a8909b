#include "muster/services/MatchLogCheck.h"

#include <optional>
#include <vector>

#include "muster/domain/FileIO.h"
#include "muster/domain/RosterIO.h"
#include "muster/domain/TextUtil.h"
#include "muster/rules/matchlog/MatchLogParser.h"
#include "muster/services/EventStore.h"

namespace muster::services {

namespace {

// Runs `work`; true when it threw something other than the parser's own MatchLogError.
template <typename Work>
bool throws(Work&& work) {
    try {
        work();
        return false;
    } catch (const rules::matchlog::MatchLogError&) {
        return false;  // a refusal: the verifier turns it into a verdict
    } catch (...) {
        return true;
    }
}

// The smallest n in [1, count] for which throwsWith(n) holds, given that it holds for `count` and that
// once it holds it holds for every larger n (the log is read from the top, one line or step at a time).
template <typename Predicate>
std::size_t firstThrowing(std::size_t count, Predicate&& throwsWith) {
    std::size_t low = 0;  // throwsWith(low) does not hold (or low is 0)
    std::size_t high = count;
    while (low + 1 < high) {
        const std::size_t middle = low + (high - low) / 2;
        if (throwsWith(middle)) {
            high = middle;
        } else {
            low = middle;
        }
    }
    return high;
}

// The line whose reading made verifyText throw. When the parser threw, it is the last line of the shortest
// beginning of the text that still makes the parser throw; when the parser read the log and the engine
// threw, it is the line of the first step the engine cannot take (the log replayed with ever fewer steps).
int throwingLine(const rules::MatchVerifier& verifier, std::string_view text, const std::string& file) {
    std::optional<rules::matchlog::MatchLog> log;
    try {
        log = rules::matchlog::MatchLogParser::parse(text, file);
    } catch (const rules::matchlog::MatchLogError&) {
        return 0;
    } catch (...) {
        std::vector<std::size_t> lineEnds;
        for (std::size_t i = 0; i < text.size(); ++i) {
            if (text[i] == '\n') lineEnds.push_back(i + 1);
        }
        if (lineEnds.empty() || lineEnds.back() != text.size()) lineEnds.push_back(text.size());
        return static_cast<int>(firstThrowing(lineEnds.size(), [&](std::size_t lines) {
            return throws(
                [&] { (void)rules::matchlog::MatchLogParser::parse(text.substr(0, lineEnds[lines - 1]), file); });
        }));
    }
    if (log->events.empty()) return 0;  // the setup itself
    const std::size_t steps = firstThrowing(log->events.size(), [&](std::size_t count) {
        rules::matchlog::MatchLog shorter = *log;
        shorter.events.resize(count);
        return throws([&] { (void)verifier.verifyLog(shorter); });
    });
    return log->events[steps - 1].line;
}

}  // namespace

rules::MatchVerdict unreadableVerdict(const std::string& file, int line, const std::string& problem) {
    rules::MatchVerdict v;
    v.status = rules::MatchVerdict::Status::Unreadable;
    v.file = file;
    v.line = line;
    v.rulesGive = problem;
    v.message = file + (line > 0 ? ":" + std::to_string(line) : std::string()) + ": unreadable: " + problem;
    return v;
}

rules::MatchVerifier::RosterReader logRosterReader(const domain::Catalog& catalog) {
    return [&catalog](const std::string& path) {
        std::string content;
        try {
            content = domain::readFile(path, domain::ReadLimits{kMaxRosterBytes});
        } catch (const domain::FileError& e) {
            throw std::runtime_error(e.what());
        }
        try {
            return domain::RosterIO::parse(content, catalog, path);
        } catch (const domain::RosterFormatError& e) {
            // The log may name any file: say where, but never quote what is in it.
            throw std::runtime_error(path + (e.line() > 0 ? ": line " + std::to_string(e.line()) : std::string()) +
                                     ": not a roster Muster can read (check it with: muster-cli validate " + path +
                                     ")");
        }
    };
}

namespace {

// What a verdict says for people, stored with the game and printed by verify (--json too), bounded however the
// log was written: the parser and the verifier quote at most ~80 bytes of the log each time, and this is the
// last line of defence (a 1 MB line once made a 4 MB message and a 12 MB stored row).
rules::MatchVerdict bounded(rules::MatchVerdict v) {
    constexpr std::size_t kText = 600;  // a message of ours with its quotes
    constexpr std::size_t kName = 200;  // a player's display name
    for (std::string* text : {&v.phase, &v.step, &v.rule, &v.ruleId, &v.logSays, &v.rulesGive, &v.message}) {
        *text = domain::text::printable(*text, kText);
    }
    v.winnerName = domain::text::printable(v.winnerName, kName);
    for (auto& name : v.playerNames) name = domain::text::printable(name, kName);
    return v;
}

// A log file, read whole: at most MatchLogParser::kMaxBytes (a 52 MB log once took 1.15 GB to be refused).
std::string readLogFile(const std::string& path) {
    return domain::readFile(path, domain::ReadLimits{rules::matchlog::MatchLogParser::kMaxBytes});
}

rules::MatchVerdict verifyTextUnbounded(const rules::MatchVerifier& verifier, std::string_view text,
                                        const std::string& file) {
    std::string problem;
    try {
        return verifier.verifyText(text, file);
    } catch (const std::exception& e) {
        problem = e.what();
    } catch (...) {
        problem = "an unexpected error";
    }
    const int line = throwingLine(verifier, text, file);
    return unreadableVerdict(
        file, line,
        "this line could not be checked (the verifier failed: " + domain::text::printable(problem, 120) + ")");
}

}  // namespace

rules::MatchVerdict verifyTextSafely(const rules::MatchVerifier& verifier, std::string_view text,
                                     const std::string& file) {
    return bounded(verifyTextUnbounded(verifier, text, file));
}

std::optional<rules::MatchVerdict> readLogText(const std::string& path, std::string& text) {
    try {
        text = readLogFile(path);
    } catch (const domain::FileError& e) {
        return unreadableVerdict(path, 0, e.problem());
    }
    if (const auto fault = domain::text::textFault(text)) return unreadableVerdict(path, fault->line, fault->problem);
    return std::nullopt;
}

rules::MatchVerdict verifyLogFile(const rules::MatchVerifier& verifier, const std::string& path) {
    std::string text;
    if (auto unreadable = readLogText(path, text)) return std::move(*unreadable);
    return verifyTextSafely(verifier, text, path);
}

rules::PositionAt positionOfLogFile(const rules::MatchVerifier& verifier, const std::string& path, int line) {
    rules::PositionAt out;
    std::string text;
    if (auto unreadable = readLogText(path, text)) {
        out.verdict = std::move(*unreadable);
        return out;
    }
    try {
        return verifier.positionAt(rules::matchlog::MatchLogParser::parse(text, path), line);
    } catch (const rules::matchlog::MatchLogError& e) {
        out.verdict = unreadableVerdict(e.file(), e.line(), e.problem());
    } catch (const std::exception& e) {
        out.verdict = verifyTextSafely(verifier, text, path);  // names the line the verifier failed on
        if (out.verdict.verified())
            out.verdict = unreadableVerdict(
                path, line, "the position could not be worked out (" + domain::text::printable(e.what(), 120) + ")");
    }
    return out;
}

CheckedLog checkMatchLogFile(const domain::Catalog& catalog, const std::string& path) {
    CheckedLog out;
    try {
        out.text = readLogFile(path);
    } catch (const domain::FileError& e) {
        throw EventStoreError(path + ": cannot open the match log (" + e.problem() + ")");
    }
    if (!domain::text::utf8Problem(out.text).empty()) {
        throw EventStoreError(path + ": " + domain::text::utf8Problem(out.text) + "; nothing was stored");
    }
    const rules::MatchVerifier verifier(catalog, logRosterReader(catalog));
    out.verdict = verifyTextSafely(verifier, out.text, path);
    return out;
}

}  // namespace muster::services
