#pragma once
// Reads the lines of a match log's position section (docs/match-log.md, Positions) into a PositionSection:
// keywords, counts and token shapes only; names are looked up by PositionReader. Refusals are MatchLogError
// with the line, quoting at most ~80 bytes of the input.
#include <string>
#include <string_view>
#include <vector>

#include "muster/rules/matchlog/MatchLog.h"
#include "muster/rules/matchlog/PositionSection.h"

namespace muster::rules::matchlog {

class PositionParser {
public:
    PositionParser(PositionSection& section, const std::vector<PlayerDecl>& players, std::string file);
    // One line of the section, split into words (`text`: the line without its comment, trimmed).
    void line(const std::vector<std::string>& words, std::string_view text, int lineNumber);
    // The 'play' line ends the section: what it must hold (a 'turn' line, an 'order' line).
    void finish(int lineNumber);

private:
    [[noreturn]] void fail(const std::string& problem) const;
    void needPlayer(const std::string& id) const;
    void turn(const std::vector<std::string>& w);
    void terrain(const std::vector<std::string>& w);
    void pieces(const std::vector<std::string>& w, std::string_view text);
    void effect(const std::vector<std::string>& w);
    void effectOption(PositionEffect& fx, const std::vector<std::string>& w, std::size_t& i);

    PositionSection& section_;
    const std::vector<PlayerDecl>& players_;
    std::string file_;
    int line_ = 0;
};

}  // namespace muster::rules::matchlog
