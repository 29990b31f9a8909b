// muster-cli rules position LOG --line N [--json]: the position after line N of a match log, as a log that starts
// from it (docs/match-log.md, Positions): the position section of the last point before that line a position can
// state, then the statements from there to the line.
#include <iostream>

#include "CliContext.h"
#include "muster/rules/MatchVerifier.h"
#include "muster/services/MatchLogCheck.h"

namespace muster::cli {

void registerPositionCommands(CLI::App& app, CliContext& context) {
    auto* rules = app.get_subcommand("rules");
    struct Args {
        std::string log;
        int line = 0;
    };
    auto args = std::make_shared<Args>();
    auto* position = rules->add_subcommand(
        "position", "the position after a line of a match log, written as a log that starts from it (a judge's start)");
    position->add_option("LOG", args->log, "the match log (docs/match-log.md)")->required();
    position->add_option("--line", args->line, "the position after the statement at or before this line")
        ->required()
        ->check(CLI::Range(1, 100000000));
    position->fallthrough();
    position->callback([&context, args] {
        const rules::MatchVerifier verifier(context.catalog(), services::logRosterReader(context.catalog()));
        const auto at = services::positionOfLogFile(verifier, args->log, args->line);
        const auto& v = at.verdict;
        if (context.json) {
            nlohmann::json j{{"file", args->log},
                             {"line", args->line},
                             {"verdict", std::string(rules::toString(v.status))},
                             {"message", v.message},
                             {"from_position", v.fromPosition}};
            if (v.verified() && at.problem.empty()) {
                j["position_after_line"] = at.positionAfterLine;
                j["open_statements"] = at.openStatements;
                j["log"] = at.text;
            } else {
                j["problem"] = at.problem.empty() ? v.message : at.problem;
                j["problem_line"] = v.verified() ? args->line : v.line;
            }
            CliContext::printJson(j);
        } else if (!v.verified()) {
            std::cerr << v.message << '\n';
        } else if (!at.problem.empty()) {
            std::cerr << args->log << ":" << args->line << ": no position: " << at.problem << '\n';
        } else {
            std::cout << at.text;
        }
        if (!v.verified())
            context.exitCode = v.status == rules::MatchVerdict::Status::Unreadable ? kBadInput : kFindings;
        else if (!at.problem.empty())
            context.exitCode = kFindings;
    });
}

}  // namespace muster::cli
