#pragma once
// Reads the line-oriented match log text (docs/match-log.md) into a MatchLog. Checks syntax only: every
// keyword, count and token shape. Throws MatchLogError naming the file and line of the first problem; what the
// message quotes of the log is at most ~80 bytes each, escaped (domain::text::printable). A UTF-8 byte order
// mark at the start is skipped; NUL bytes, carriage returns that do not end a line (CR-only line ends) and
// lines longer than kMaxLineBytes are refused with their line.
#include <cstddef>
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
    // Limits far above any real game (docs/reliability.md, "Limits"); a log beyond them is refused with its line.
    // A 30-turn game of two players is about 10 kB and 250 lines; the longest lines list an army's dice.
    static constexpr std::size_t kMaxBytes = 4U * 1024U * 1024U;  // the readers of log files refuse larger files
    static constexpr std::size_t kMaxLineBytes = 64U * 1024U;
    // V4.01d (S0:L1135) recommends at most six players in one game and allows more: 32 is room to spare.
    static constexpr std::size_t kMaxPlayers = 32;

    static MatchLog parse(std::string_view content, const std::string& fileName, ParseOptions options = {});
    // One statement line of the turns part (after 'setup') of a log with this header (its version, players
    // and file name); a live recorder and the legal-log generator check each line as it is written. Throws
    // MatchLogError.
    static engine::Event parseStatement(const MatchLog& header, std::string_view line, int lineNumber);
};

}  // namespace muster::rules::matchlog
