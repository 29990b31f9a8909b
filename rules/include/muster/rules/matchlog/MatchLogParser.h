#pragma once
// Reads the line-oriented match log text (docs/match-log.md) into a MatchLog. Checks syntax only: every
// keyword, count and token shape. Throws MatchLogError naming the file and line of the first problem.
#include <string>
#include <string_view>

#include "muster/rules/matchlog/MatchLog.h"

namespace muster::rules::matchlog {

// How strict the reading is about where a log ends.
struct ParseOptions {
    // The log may stop before its 'result' line: a game in progress (the judge's questions, the recorder). `verify`
    // keeps refusing such a log.
    bool unfinished = false;
};

class MatchLogParser {
public:
    static MatchLog parse(std::string_view content, const std::string& fileName, ParseOptions options = {});
    // One statement line of the turns part (after 'setup') of a log with this header (its version, players
    // and file name); a live recorder and the legal-log generator check each line as it is written. Throws
    // MatchLogError.
    static engine::Event parseStatement(const MatchLog& header, std::string_view line, int lineNumber);
};

}  // namespace muster::rules::matchlog
