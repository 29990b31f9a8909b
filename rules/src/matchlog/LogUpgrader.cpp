#include "muster/rules/matchlog/LogUpgrader.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "muster/domain/TextUtil.h"
#include "muster/rules/engine/RollOutcomes.h"
#include "muster/rules/matchlog/MatchLogParser.h"

namespace muster::rules::matchlog {

namespace {

// One line with the choices written: its indentation and comment kept, the statement rewritten.
std::string withChoices(const std::string& line, const engine::RollChoices& choices) {
    const auto hash = line.find('#');
    const std::string statement = line.substr(0, hash);
    const auto first = statement.find_first_not_of(" \t");
    if (first == std::string::npos) return line;
    const auto last = statement.find_last_not_of(" \t\r");
    const std::string rewritten = engine::writeChoices(statement.substr(first, last - first + 1), choices);
    std::string out = statement.substr(0, first) + rewritten;
    if (hash != std::string::npos) {
        // The comment keeps its column when the statement still fits before it.
        const std::size_t column = hash;
        out += out.size() + 1 < column ? std::string(column - out.size(), ' ') : std::string("   ");
        out += line.substr(hash);
    }
    return out;
}

}  // namespace

LogUpgrader::Result LogUpgrader::toVersion3(const MatchVerifier& verifier, std::string_view text,
                                            const std::string& file) {
    Result out;
    out.verdict = verifier.verifyText(text, file);
    if (!out.verdict.verified()) {
        out.problem = out.verdict.message;
        return out;
    }
    auto all = domain::text::split(text, '\n');
    int version = 0;
    std::size_t formatLine = 0;
    for (std::size_t i = 0; i < all.size(); ++i) {
        const auto hash = all[i].find('#');
        const std::string statement = all[i].substr(0, hash);
        if (statement.find_first_not_of(" \t\r") == std::string::npos) continue;
        const auto at = statement.find(kFormatTag);
        if (at != std::string::npos) version = std::atoi(statement.c_str() + at + std::string_view(kFormatTag).size());
        formatLine = i;
        break;
    }
    if (version < 2) {
        out.problem = file + ": a version-1 log allocates damage no save reduces after the saves; version 2 moved it "
                             "before them, so rewrite those lines by hand first (docs/match-log.md, Version 1 and 2 logs)";
        return out;
    }
    all[formatLine] = "format " + std::string(kFormatTag) + " " + std::to_string(kFormatVersion);
    for (const auto& step : out.verdict.trace)
        for (const auto& roll : step.rolls) {
            if (roll.choices.empty() || roll.line < 1 || static_cast<std::size_t>(roll.line) > all.size()) continue;
            auto& line = all[static_cast<std::size_t>(roll.line - 1)];
            line = withChoices(line, roll.choices);
        }
    for (std::size_t i = 0; i < all.size(); ++i) out.text += all[i] + (i + 1 < all.size() ? "\n" : "");
    return out;
}

}  // namespace muster::rules::matchlog
