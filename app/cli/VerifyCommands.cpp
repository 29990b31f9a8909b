// muster-cli verify LOG... [--strict] [--trace] [--json]: replays match logs through the rules engine
// (docs/match-log.md); verify LOG --upgrade [-o FILE] writes a version-2 log as version 3 with its choices written.
#include <iostream>

#include "CliContext.h"
#include "muster/domain/FileIO.h"
#include "muster/rules/MatchVerifier.h"
#include "muster/rules/matchlog/LogUpgrader.h"
#include "muster/services/MatchLogCheck.h"

namespace muster::cli {
namespace {

using nlohmann::json;

json rollJson(const rules::engine::RollRecord& r) {
    json totals = json::object();
    for (const auto t : rules::engine::kRollTypes)
        if (rules::engine::hasType(r.counts, t))
            totals[std::string(rules::engine::toString(t))] = r.totals[rules::engine::index(t)];
    return json{{"line", r.line}, {"totals", totals}, {"choices", r.choices.text()}, {"inferred", r.leftOut}};
}

json traceJson(const rules::MatchVerdict& v) {
    json steps = json::array();
    for (const auto& step : v.trace) {
        json rolls = json::array();
        for (const auto& r : step.rolls) rolls.push_back(rollJson(r));
        json moves = json::array();
        for (const auto& m : step.moves) moves.push_back(json{{"piece", m.piece}, {"from", m.from}, {"to", m.to}});
        steps.push_back(json{{"line", step.line}, {"statement", step.statement}, {"rolls", rolls}, {"moves", moves}});
    }
    return steps;
}

// The trace as text: each statement, then indented what the engine counted and where pieces went.
void printTrace(const rules::MatchVerdict& v) {
    for (const auto& step : v.trace) {
        std::cout << v.file << ":" << step.line << ": " << step.statement << '\n';
        for (const auto& r : step.rolls) {
            std::cout << "    roll " << r.line << ":";
            for (const auto t : rules::engine::kRollTypes)
                if (rules::engine::hasType(r.counts, t))
                    std::cout << " " << rules::engine::toString(t) << "=" << r.totals[rules::engine::index(t)];
            if (const auto choices = r.choices.text(); !choices.empty()) std::cout << "; choices " << choices;
            for (std::size_t i = 0; i < r.leftOut.size(); ++i)
                std::cout << (i == 0 ? "; inferred: " : "; ") << r.leftOut[i];
            std::cout << '\n';
        }
        for (const auto& m : step.moves)
            std::cout << "    moved " << m.piece << ": " << m.from << " -> " << m.to << '\n';
    }
}

json verdictJson(const rules::MatchVerdict& v, bool trace) {
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
        j["inferred_choices"] = v.inferredChoices;
        j["rolls_with_inferred_choices"] = v.rollsWithInferredChoices;
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
    if (trace) j["trace"] = traceJson(v);
    return j;
}

}  // namespace

void registerVerifyCommands(CLI::App& app, CliContext& context) {
    auto* cmd = app.add_subcommand("verify", "replay match logs through the rules engine and give each a verdict");
    cmd->fallthrough();
    auto files = std::make_shared<std::vector<std::string>>();
    cmd->add_option("LOG", *files, "match log files (docs/match-log.md)")->required();
    auto options = std::make_shared<rules::VerifyOptions>();
    cmd->add_flag("--strict", options->strict,
                  "refuse a log at the first roll that leaves out a choice changing its totals (format 3)");
    cmd->add_flag("--trace", options->trace,
                  "print each statement with the totals counted, the choices taken and where pieces went");
    auto upgrade = std::make_shared<bool>(false);
    auto output = std::make_shared<std::string>();
    cmd->add_flag("--upgrade", *upgrade,
                  "write the log (one) as format 3, with every choice the engine worked out on its roll lines");
    cmd->add_option("-o,--output", *output, "with --upgrade: write to this file (default: standard output)");
    cmd->callback([&context, files, options, upgrade, output] {
        const auto& catalog = context.catalog();
        if (*upgrade) {
            if (files->size() != 1) throw CLI::ValidationError("--upgrade", "rewrites one log at a time");
            rules::VerifyOptions tracing = *options;
            tracing.trace = true;
            tracing.strict = false;  // the choices left out are what it writes
            const rules::MatchVerifier verifier(catalog, services::logRosterReader(catalog), tracing);
            std::string text;
            try {
                text = domain::readFile(files->front());
            } catch (const domain::FileError& e) {
                std::cerr << files->front() << ": " << e.problem() << '\n';
                context.exitCode = kBadInput;
                return;
            }
            const auto upgraded = rules::matchlog::LogUpgrader::toVersion3(verifier, text, files->front());
            if (!upgraded.problem.empty()) {
                std::cerr << upgraded.problem << '\n';
                context.exitCode =
                    upgraded.verdict.status == rules::MatchVerdict::Status::Unreadable ? kBadInput : kFindings;
                return;
            }
            if (output->empty())
                std::cout << upgraded.text;
            else
                domain::writeFileAtomically(*output, upgraded.text);
            context.exitCode = kOk;
            return;
        }
        // 'roster <player> <file>' lines read the force from a roster file (docs/roster-format.md).
        const rules::MatchVerifier verifier(catalog, services::logRosterReader(catalog), *options);
        json all = json::array();
        bool anyUnreadable = false;
        bool anyFailed = false;
        for (const auto& file : *files) {
            // Every log gets a verdict: one that cannot be read does not stop the others.
            const auto v = services::verifyLogFile(verifier, file);
            anyUnreadable = anyUnreadable || v.status == rules::MatchVerdict::Status::Unreadable;
            anyFailed = anyFailed || !v.verified();
            if (context.json) {
                all.push_back(verdictJson(v, options->trace));
            } else {
                printTrace(v);
                std::cout << v.message << '\n';
            }
        }
        if (context.json) CliContext::printJson(all);
        context.exitCode = anyUnreadable ? kBadInput : anyFailed ? kFindings : kOk;
    });
}

}  // namespace muster::cli
