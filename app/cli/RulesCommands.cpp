// muster-cli rules coverage [--json]: what the rules engine models, from the catalog and the engine's registries
// (docs/rules-coverage.md is this command's output); muster-cli rules generate-log: a random legal match log
// played through the rules engine; muster-cli rules reach: what such games reach over many seeds.
#include <iostream>
#include <map>

#include "CliContext.h"
#include "muster/domain/FileIO.h"
#include "muster/rules/MatchVerifier.h"
#include "muster/rules/engine/RulesCoverage.h"
#include "muster/rules/matchlog/LegalLogGenerator.h"

namespace muster::cli {

void registerRulesCommands(CLI::App& app, CliContext& context) {
    auto* rules = app.add_subcommand("rules", "what the rules engine models");
    rules->require_subcommand(1);
    auto* coverage = rules->add_subcommand(
        "coverage",
        "every SAI, spell, species ability, eighth face, dragon kind, dragon face, breath, item, minor terrain icon "
        "and champion logo with its status (checked, partial, unsupported)");
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

    struct GenerateArgs {
        std::uint64_t seed = 1;
        int turns = 30;
        int forceSize = 24;
        int seeds = 100;
        int players = 2;
        std::vector<std::string> species;
        bool magicFirst = false;
        bool champions = false;
        bool items = false;
        std::string out;
    };
    auto args = std::make_shared<GenerateArgs>();
    auto addGameOptions = [args](CLI::App* cmd) {
        cmd->add_option("--turns", args->turns, "turns before the game stops with 'result none'")
            ->check(CLI::Range(1, 500));
        cmd->add_option("--force-size", args->forceSize, "points per player")->check(CLI::Range(24, 240));
        cmd->add_option("--players", args->players, "players in the game (2 to 4)")->check(CLI::Range(2, 4));
        cmd->add_option("--species", args->species, "the species of player A (then B, C, D); default: at random")
            ->expected(1, 4);
        cmd->add_flag("--magic-first", args->magicFirst,
                      "a magic-heavy game: march to terrains showing magic, turn terrains to magic, act with magic");
        cmd->add_flag("--champions", args->champions,
                      "Eldarim champions meet dragons: white champions in the armies, Summon Dragon to them, their "
                      "logos and powers first (with --species Eldarim Eldarim)");
        cmd->add_flag("--items", args->items,
                      "every force of 36 points or more carries one or two medallions or relics (otherwise half do)");
    };
    auto options = [args](std::uint64_t seed) {
        rules::matchlog::GeneratorOptions o;
        o.seed = seed;
        o.turns = args->turns;
        o.forceSize = args->forceSize;
        o.players = args->players;
        for (std::size_t i = 0; i < args->species.size() && i < 4; ++i) o.species[i] = args->species[i];
        o.magicFirst = args->magicFirst;
        o.dragonChampions = args->champions;
        o.exclusiveItems = args->items;
        return o;
    };

    auto* generate =
        rules->add_subcommand("generate-log",
                              "write a random legal match log: a game played at random, every statement checked by the "
                              "rules engine");
    generate->add_option("--seed", args->seed, "the random seed (the same seed gives the same log)");
    generate->add_option("-o,--output", args->out, "write the log to this file (default: standard output)");
    addGameOptions(generate);
    generate->callback([&context, args, options] {
        const rules::matchlog::LegalLogGenerator generator(context.catalog());
        const auto log = generator.generate(options(args->seed));
        // The log is written even when the engine's state checks failed: it is what a bug report needs.
        if (args->out.empty())
            std::cout << log.text;
        else
            domain::writeFileAtomically(args->out, log.text);
        if (!log.invariants.empty())
            throw CliError("the engine's state checks failed while generating: " + log.invariants.front());
        std::cerr << log.statements << " statements, " << log.turns << " turns, " << log.result
                  << (log.stall.empty() ? "" : " (play stalled at " + log.stall + ")") << "\n";
    });

    auto* reach = rules->add_subcommand(
        "reach", "play many generated games and count the statements, SAIs and spells they reach (and verify each)");
    reach->add_option("--seeds", args->seeds, "games to play (seeds 1..N)")->check(CLI::Range(1, 100000));
    reach->add_option("--save-problems", args->out,
                      "write the log of each game that stalled or has a problem (not verified, invariants) to this "
                      "folder as seed-<N>.log (a stall's reason in a comment at its end)");
    addGameOptions(reach);
    reach->fallthrough();
    reach->callback([&context, args, options] {
        const rules::matchlog::LegalLogGenerator generator(context.catalog());
        const rules::MatchVerifier verifier(context.catalog());
        rules::matchlog::ReachCounters total;
        int stalled = 0;
        int unverified = 0;
        long statements = 0;
        std::vector<std::string> problems;
        std::map<std::string, long> stalls;  // what stopped play: the missing rule's message, per game
        for (int seed = 1; seed <= args->seeds; ++seed) {
            auto gameOptions = options(static_cast<std::uint64_t>(seed));
            gameOptions.spellsCastBefore = &total.spells;  // later games favour the spells cast least so far
            const auto log = generator.generate(gameOptions);
            total.add(log.reach);
            statements += log.statements;
            if (!log.stall.empty()) ++stalled;
            if (log.stalledOnUnsupported) ++stalls[log.unsupported];
            if (!log.stall.empty() && !log.stalledOnUnsupported)
                problems.push_back("seed " + std::to_string(seed) + ": play stalled on a legal step: " + log.stall);
            for (const auto& p : log.invariants) problems.push_back("seed " + std::to_string(seed) + ": " + p);
            const auto verdict = verifier.verifyText(log.text, "seed-" + std::to_string(seed) + ".log");
            if (!verdict.verified()) {
                ++unverified;
                problems.push_back("seed " + std::to_string(seed) + ": " + verdict.message);
            }
            const bool problem = !verdict.verified() || !log.invariants.empty() || !log.stall.empty();
            if (problem && !args->out.empty())
                domain::writeFileAtomically(args->out + "/seed-" + std::to_string(seed) + ".log",
                                            log.text + (log.stall.empty() ? "" : "# stalled: " + log.stall + "\n"));
        }
        if (context.json) {
            CliContext::printJson({{"games", args->seeds},
                                   {"statements", statements},
                                   {"stalled", stalled},
                                   {"unverified", unverified},
                                   {"problems", problems},
                                   {"stalled_on", stalls},
                                   {"statement_kinds", total.statements},
                                   {"sais", total.sais},
                                   {"spells", total.spells}});
        } else {
            std::cout << args->seeds << " games, " << statements << " statements, " << stalled << " stalled, "
                      << unverified << " not verified\n";
            for (const auto& p : problems) std::cout << "  problem: " << p << "\n";
            if (!stalls.empty()) std::cout << "stalled on (unsupported):\n";
            for (const auto& [message, n] : stalls) std::cout << "  " << n << " " << message << "\n";
            std::cout << "statement kinds:\n";
            for (const auto& [k, n] : total.statements) std::cout << "  " << k << " " << n << "\n";
            std::cout << "SAIs rolled:\n";
            for (const auto& [k, n] : total.sais) std::cout << "  " << k << " " << n << "\n";
            std::cout << "spells cast:\n";
            for (const auto& [k, n] : total.spells) std::cout << "  " << k << " " << n << "\n";
        }
        if (!problems.empty()) throw CliError(std::to_string(problems.size()) + " problem(s) in the generated games");
    });
}

}  // namespace muster::cli
