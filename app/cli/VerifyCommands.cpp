// muster-cli verify LOG... [--json]: replays match logs through the rules engine (docs/match-log.md).
#include <iostream>

#include "CliContext.h"
#include "muster/rules/MatchVerifier.h"
#include "muster/services/MatchLogCheck.h"

namespace muster::cli {
namespace {

using nlohmann::json;

json verdictJson(const rules::MatchVerdict& v) {
    json j{{"file", v.file},
           {"verdict", std::string(rules::toString(v.status))},
           {"message", v.message},
           {"from_position", v.fromPosition}};
    // A log that starts from a position is not a whole game: its forces were not built, its start was not the setup.
    if (v.fromPosition) j["start_turn"] = v.startTurn;
    if (v.verified()) {
        j["steps"] = v.eventsChecked;
        j["turns"] = v.turnsPlayed;
        j["winner"] = v.winner.empty() ? json(nullptr) : json(v.winner);
        j["win_by"] = v.winBy.empty() ? json(nullptr) : json(v.winBy);
    } else {
        j["line"] = v.line;
        j["turn"] = v.turn;
        j["phase"] = v.phase;
        j["step"] = v.step;
        j["rule"] = v.rule;
        j["rule_id"] = v.ruleId;
        j["log_says"] = v.logSays;
        j["rules_give"] = v.rulesGive;
    }
    return j;
}

}  // namespace

void registerVerifyCommands(CLI::App& app, CliContext& context) {
    auto* cmd = app.add_subcommand("verify", "replay match logs through the rules engine and give each a verdict");
    cmd->fallthrough();
    auto files = std::make_shared<std::vector<std::string>>();
    cmd->add_option("LOG", *files, "match log files (docs/match-log.md)")->required();
    cmd->callback([&context, files] {
        const auto& catalog = context.catalog();
        // 'roster <player> <file>' lines read the force from a roster file (docs/roster-format.md).
        const rules::MatchVerifier verifier(catalog, services::logRosterReader(catalog));
        json all = json::array();
        bool anyUnreadable = false;
        bool anyFailed = false;
        for (const auto& file : *files) {
            // Every log gets a verdict: one that cannot be read does not stop the others.
            const auto v = services::verifyLogFile(verifier, file);
            anyUnreadable = anyUnreadable || v.status == rules::MatchVerdict::Status::Unreadable;
            anyFailed = anyFailed || !v.verified();
            if (context.json) {
                all.push_back(verdictJson(v));
            } else {
                std::cout << v.message << '\n';
            }
        }
        if (context.json) CliContext::printJson(all);
        context.exitCode = anyUnreadable ? kBadInput : anyFailed ? kFindings : kOk;
    });
}

}  // namespace muster::cli
