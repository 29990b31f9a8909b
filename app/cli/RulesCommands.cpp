// muster-cli rules coverage [--json]: what the rules engine models, from the catalog and the engine's registries
// (docs/rules-coverage.md is this command's output).
#include <iostream>

#include "CliContext.h"
#include "muster/rules/engine/RulesCoverage.h"

namespace muster::cli {

void registerRulesCommands(CLI::App& app, CliContext& context) {
    auto* rules = app.add_subcommand("rules", "what the rules engine models");
    rules->require_subcommand(1);
    auto* coverage = rules->add_subcommand(
        "coverage",
        "every SAI, spell, species ability and eighth face with its status (checked, partial, unsupported)");
    coverage->fallthrough();
    coverage->callback([&context] {
        const auto entries = rules::engine::RulesCoverage::of(context.catalog());
        if (!context.json) {
            std::cout << rules::engine::RulesCoverage::markdown(entries);
            return;
        }
        nlohmann::json all = nlohmann::json::array();
        for (const auto& e : entries) {
            all.push_back({{"kind", e.kind},
                           {"name", e.name},
                           {"species", e.species},
                           {"status", std::string(rules::engine::toString(e.status))},
                           {"done", e.done},
                           {"not_yet", e.notYet}});
        }
        CliContext::printJson(all);
    });
}

}  // namespace muster::cli
