// muster-cli analyze ROSTER [--army home|horde|campaign] [--terrain NAME] [--eighth] [--vs ROSTER[:army]] [--json]
// What each army rolls at its terrain (exact distributions through the rules engine's die roll resolution), and
// with --vs what it does to another roster's army there and what comes back (rules/analytics, docs/analytics.md).
#include <fmt/core.h>

#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "CliContext.h"
#include "RosterFiles.h"
#include "muster/domain/RosterIO.h"
#include "muster/domain/TextUtil.h"
#include "muster/rules/analytics/ArmyAnalytics.h"
#include "muster/services/RosterAnalytics.h"

namespace muster::cli {
namespace {

using domain::RosterSection;
using rules::analytics::ArmyAnalysis;
using rules::analytics::Distribution;
using rules::analytics::RollAnalysis;

struct AnalyzeOptions {
    std::string file;
    std::string army;  // empty: all three
    std::string terrain;
    std::string vs;
    bool eighth = false;
};

RosterSection armyOrThrow(const std::string& word, const std::string& where) {
    const auto a = services::parseAnalysisArmy(word);
    if (!a) throw CliError(where + ": unknown army '" + word + "' (use home, horde or campaign)", kBadInput);
    return *a;
}

struct LoadedRoster {
    std::string file;
    domain::Roster roster;
};

LoadedRoster load(CliContext& context, const std::string& file) {
    try {
        RosterFile loaded = readRosterFile(file, context.catalog());
        for (const auto& notice : loaded.notices) std::cerr << "muster-cli: note: " << notice << '\n';
        for (RosterSection s : domain::kRosterSections)
            for (const auto& e : loaded.roster.section(s))
                if (!e.die)
                    std::cerr << "muster-cli: note: " << file << (e.line > 0 ? ":" + std::to_string(e.line) : "")
                              << ": '" << domain::text::printable(e.name)
                              << "' is not in the catalog and is left out of the analysis\n";
        return {file, std::move(loaded.roster)};
    } catch (const domain::RosterFormatError& e) {
        throw CliError(e.what(), kBadInput);
    }
}

nlohmann::json distJson(const Distribution& d) {
    nlohmann::json j;
    j["mean"] = d.mean();
    j["sd"] = d.stddev();
    j["max"] = d.highest();  // the largest total with a chance above zero
    j["distribution"] = d.p;
    std::vector<double> tail;
    for (int k = 0; k <= d.maxValue(); ++k) tail.push_back(d.atLeast(k));
    j["at_least"] = tail;
    return j;
}

nlohmann::json rollJson(const RollAnalysis& r) {
    nlohmann::json j = distJson(r.counted);
    j["roll"] = r.label();
    j["counts_as"] = r.countsAs;
    if (r.countsAs) j["without_counts_as"] = distJson(r.without);
    if (r.noSaveDamage.maxValue() > 0) j["no_save_damage"] = distJson(r.noSaveDamage);
    nlohmann::json missing = nlohmann::json::array();
    for (const auto& n : r.notCounted)
        missing.push_back({{"sai", n.sai}, {"die", n.die}, {"chance", n.chance}, {"why", n.why}});
    j["not_counted"] = missing;
    j["chance_not_counted"] = r.chanceNotCounted;
    return j;
}

std::string percent(double p) {
    if (p >= 0.9995) return "100%";
    if (p > 0 && p < 0.0005) return "<0.1%";
    if (p < 0.1) return fmt::format("{:.1f}%", p * 100);
    return fmt::format("{:.0f}%", p * 100);
}

// "P(>=k): 1 99%  2 95% ..." for k from 1 while the chance is at least 1% (at most 16 values).
std::string tailText(const Distribution& d) {
    std::string s;
    for (int k = 1; k <= d.maxValue() && k <= 40; ++k) {
        const double p = d.atLeast(k);
        if (p < 0.01) break;
        s += fmt::format(" {}:{}", k, percent(p));
    }
    return s.empty() ? " -" : s;
}

std::string distLine(const std::string& label, const Distribution& d) {
    return fmt::format("    {:<28} mean {:5.2f}  sd {:4.2f}  max {:3}  P(>=k){}\n", label, d.mean(), d.stddev(),
                       d.highest(), tailText(d));
}

void printArmy(const std::string& title, const ArmyAnalysis& a) {
    std::cout << title << fmt::format(": {} dice, {} health{}\n", a.dice, a.health,
                                      a.options.eighthFace ? ", ID results doubled (eighth face)" : "");
    if (!a.skipped.empty()) {
        std::string s;
        for (const auto& n : a.skipped) s += (s.empty() ? "" : ", ") + n;
        std::cout << "    not rolled with the army: " << s << '\n';
    }
    for (const auto& r : a.rolls) {
        std::cout << distLine(r.label(), r.counted);
        if (r.countsAs) std::cout << distLine("  without counts-as", r.without);
        if (r.noSaveDamage.maxValue() > 0) std::cout << distLine("  damage no save reduces", r.noSaveDamage);
        for (const auto& n : r.notCounted)
            std::cout << fmt::format("      not counted: {} ({}) in {} of rolls: {}\n", n.sai, n.die, percent(n.chance),
                                     n.why);
    }
}

void analyzeRoster(CliContext& context, const AnalyzeOptions& options) {
    const auto& catalog = context.catalog();
    services::RosterAnalysisRequest request;
    if (!options.army.empty()) request.armies = {armyOrThrow(options.army, "--army")};
    if (!options.terrain.empty()) {
        request.terrain = services::parseAnalysisTerrain(catalog, options.terrain);
        if (!request.terrain)
            throw CliError("--terrain: " + services::analysisTerrainProblem(catalog, options.terrain), kBadInput);
    }
    request.eighthFace = options.eighth;
    // --vs FILE[:army]: the army suffix only when it names an army (paths may hold ':').
    std::optional<LoadedRoster> opponent;
    if (!options.vs.empty()) {
        std::string file = options.vs;
        if (const auto colon = file.rfind(':'); colon != std::string::npos && colon + 1 < file.size()) {
            const std::string suffix = file.substr(colon + 1);
            if (const auto army = services::parseAnalysisArmy(suffix)) {
                request.opponentArmy = army;
                file = file.substr(0, colon);
            } else if (suffix.find('/') == std::string::npos && suffix.find('.') == std::string::npos) {
                armyOrThrow(suffix, "--vs " + options.vs);
            }
        }
        opponent = load(context, file);
    }
    const LoadedRoster mine = load(context, options.file);
    if (opponent) request.opponent = &opponent->roster;
    const rules::analytics::ArmyAnalyzer analyzer(catalog);
    const auto reports = services::analyzeRoster(analyzer, catalog, mine.roster, request);
    nlohmann::json out = nlohmann::json::array();
    for (const auto& r : reports) {
        const auto& analysis = r.analysis;
        const std::string why = r.terrainFrom == "chosen" ? "--terrain" : r.terrainFrom;
        nlohmann::json j;
        j["file"] = mine.file;
        j["army"] = std::string(domain::toString(r.army));
        j["terrain"] = r.terrain.name;
        j["terrain_elements"] = r.terrain.elements.toString();
        j["eighth_face"] = options.eighth;
        j["dice"] = analysis.dice;
        j["health"] = analysis.health;
        j["skipped"] = analysis.skipped;
        nlohmann::json rolls = nlohmann::json::array();
        for (const auto& roll : analysis.rolls) rolls.push_back(rollJson(roll));
        j["rolls"] = rolls;
        if (!context.json) {
            printArmy(fmt::format("{}: {} army at {} ({}; {})", mine.file, domain::displayName(r.army),
                                  r.terrain.name, r.terrain.elements.toString(), why),
                      analysis);
        }
        if (r.against) {
            const auto& m = *r.against;
            nlohmann::json v;
            v["file"] = opponent->file;
            v["army"] = std::string(domain::toString(r.opponentArmy));
            v["dice"] = r.opponentDice;
            v["health"] = r.opponentHealth;
            auto exchangeJson = [](const rules::analytics::Exchange& x, bool melee) {
                nlohmann::json e;
                e["damage"] = distJson(x.damage);
                e["killed"] = distJson(x.killed);
                e["chance_wiped_out"] = x.chanceWipedOut;
                if (melee) {
                    e["counter_damage"] = distJson(x.counterDamage);
                    e["counter_killed"] = distJson(x.counterKilled);
                }
                e["chance_not_counted"] = x.chanceNotCounted;
                return e;
            };
            v["melee"] = exchangeJson(m.melee, true);
            v["missile"] = exchangeJson(m.missile, false);
            v["maneuver"] = {{"we_march_and_win", m.aMarches.marcherWins},
                             {"they_march_and_win", m.bMarches.marcherWins}};
            j["against"] = v;
            if (!context.json) {
                std::cout << fmt::format("  against {}'s {} army ({} dice, {} health) at {}:\n", opponent->file,
                                         domain::displayName(r.opponentArmy), r.opponentDice, r.opponentHealth,
                                         r.terrain.name);
                std::cout << distLine("melee: damage after saves", m.melee.damage);
                std::cout << distLine("melee: health-worth killed", m.melee.killed);
                std::cout << fmt::format("    {:<28} {}\n", "melee: they are wiped out", percent(m.melee.chanceWipedOut));
                std::cout << distLine("counter-attack: damage", m.melee.counterDamage);
                std::cout << distLine("counter-attack: killed", m.melee.counterKilled);
                std::cout << distLine("missile: damage after saves", m.missile.damage);
                std::cout << distLine("missile: health-worth killed", m.missile.killed);
                // Whose chance it is, in so many words: the marcher's (ties go to the marching army).
                std::cout << fmt::format("    {:<28} {}\n", "we march: we win", percent(m.aMarches.marcherWins));
                std::cout << fmt::format("    {:<28} {}\n", "they march: they win", percent(m.bMarches.marcherWins));
                const double nc = std::max(m.melee.chanceNotCounted, m.missile.chanceNotCounted);
                if (nc > 0)
                    std::cout << fmt::format(
                        "    some SAI face is not counted in up to {} of these exchanges (see each army's rolls)\n",
                        percent(nc));
            }
        }
        out.push_back(std::move(j));
    }
    if (context.json) CliContext::printJson(out);
}

}  // namespace

void registerAnalyzeCommands(CLI::App& app, CliContext& context) {
    auto options = std::make_shared<AnalyzeOptions>();
    auto* analyze = app.add_subcommand(
        "analyze", "what each army rolls at its terrain (exact distributions), and against another roster's army");
    analyze->fallthrough();
    analyze->add_option("roster", options->file, "a roster file (JSON or text) or an OCTGN deck")->required();
    analyze->add_option("--army", options->army, "home, horde or campaign (default: all three)");
    analyze->add_option("--terrain", options->terrain,
                        "where the army rolls: a terrain die, a terrain type, elements ('fire/water') or 'none' "
                        "(default: the army's planned terrain)");
    analyze->add_flag("--eighth", options->eighth, "the army controls the terrain: its ID results count double");
    analyze->add_option("--vs", options->vs,
                        "ROSTER[:army]: another roster's army at the same terrain (default: the army that meets this "
                        "one there)");
    analyze->callback([&context, options] { analyzeRoster(context, *options); });
}

}  // namespace muster::cli
