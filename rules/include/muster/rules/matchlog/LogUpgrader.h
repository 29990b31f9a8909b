#pragma once
// Rewrites a version-2 match log as version 3 (docs/match-log.md, "The owner's choices on the roll line"): the log is
// replayed with a trace, and each roll line gets the choices of its owner the engine took (those the line wrote and
// those worked out from its stated totals) written on it; comments, indentation and every other line stay as they
// are. The result verifies under --strict with the same totals and the same game. `muster-cli verify --upgrade`
// prints it.
#include <string>
#include <string_view>

#include "muster/rules/MatchVerifier.h"

namespace muster::rules::matchlog {

class LogUpgrader {
public:
    struct Result {
        std::string text;      // the version-3 log; empty when it cannot be rewritten
        std::string problem;   // why not: the log does not verify (the verdict's message), or it is version 1
        MatchVerdict verdict;  // the replay's verdict
    };
    // `verifier` must trace (VerifyOptions::trace). A version-1 log is not rewritten: its damage no save reduces is
    // allocated at another line (version 2 moved it), so that is a change by hand.
    [[nodiscard]] static Result toVersion3(const MatchVerifier& verifier, std::string_view text, const std::string& file);
};

}  // namespace muster::rules::matchlog
