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

std::optional<RosterSection> parseArmy(const std::string& word) {
    const std::string w = domain::text::toLower(word);
    if (w == "home") return RosterSection::Home;
    if (w == "horde") return RosterSection::Horde;
    if (w == "campaign") return RosterSection::Campaign;
    return std::nullopt;
}

RosterSection armyOrThrow(const std::string& word, const std::string& where) {
    const auto a = parseArmy(word);
    if (!a) throw CliError(where + ": unknown army '" + word + "' (use home, horde or campaign)", kBadInput);
    return *a;
}

// A terrain as written: a terrain die ("Coastland City"), a terrain type ("Coastland"), elements ("fire/water"),
// or "none" (no elements).
struct Terrain {
    std::string name;
    domain::ElementSet elements;
};

std::optional<Terrain> terrainFromName(const domain::Catalog& catalog, const std::string& name) {
    if (domain::text::toLower(name) == "none") return Terrain{"no terrain", {}};
    if (const auto id = catalog.findDie(name)) {
        const auto& die = catalog.die(*id);
        if (die.isMajorTerrain()) return Terrain{die.name, die.elements};
    }
    if (const auto* type = catalog.findTerrainType(name)) return Terrain{type->name, type->elements};
    domain::ElementSet elements;
    std::string word;
    for (std::size_t i = 0; i <= name.size(); ++i) {
        if (i == name.size() || name[i] == '/' || name[i] == ',' || name[i] == '+') {
            const auto e = domain::parseElement(domain::text::trim(word));
            if (!e) return std::nullopt;
            elements.insert(*e);
            word.clear();
        } else {
            word += name[i];
        }
    }
    if (elements.empty()) return std::nullopt;
    return Terrain{elements.toString(), elements};
}

Terrain terrainOrThrow(const domain::Catalog& catalog, const std::string& name, const std::string& where) {
    if (auto t = terrainFromName(catalog, name)) return *t;
    std::string message = where + ": '" + name +
                          "' is not a terrain (write a terrain die such as 'Coastland City', a terrain type such as "
                          "'Coastland', elements such as 'fire/water', or 'none')";
    const auto nearest = catalog.nearestDieNames(name, 3);
    std::vector<std::string> terrains;
    for (const auto& n : nearest)
        if (const auto id = catalog.findDie(n); id && catalog.die(*id).isMajorTerrain()) terrains.push_back(n);
    if (!terrains.empty()) {
        message += "; did you mean";
        for (std::size_t i = 0; i < terrains.size(); ++i) message += (i == 0 ? " '" : ", '") + terrains[i] + "'";
        message += "?";
    }
    throw CliError(message, kBadInput);
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

// The terrain an army plans to roll at: the home army at its home terrain, the campaign army at the frontier,
// the horde at the opponent's home terrain (the frontier when there is no opponent).
Terrain plannedTerrain(const domain::Catalog& catalog, const domain::Roster& roster, RosterSection army,
                       const domain::Roster* opponent, std::string& why) {
    auto terrainDie = [&catalog](const std::optional<domain::DieId>& id, const std::string& written) {
        if (id) return Terrain{catalog.die(*id).name, catalog.die(*id).elements};
        return Terrain{written.empty() ? "no terrain" : written, {}};
    };
    if (army == RosterSection::Home) {
        why = "home terrain";
        return terrainDie(roster.homeTerrainDie, roster.homeTerrain);
    }
    if (army == RosterSection::Horde && opponent != nullptr) {
        why = "the opponent's home terrain";
        return terrainDie(opponent->homeTerrainDie, opponent->homeTerrain);
    }
    why = army == RosterSection::Horde ? "frontier terrain; the horde's place is the opponent's home, see --vs"
                                       : "frontier terrain";
    return terrainDie(roster.frontierTerrainDie, roster.frontierTerrain);
}

// The opponent's army that meets this one: at our home their horde, at their home their home army, at the
// frontier their campaign army.
RosterSection meets(RosterSection army) {
    if (army == RosterSection::Home) return RosterSection::Horde;
    if (army == RosterSection::Horde) return RosterSection::Home;
    return RosterSection::Campaign;
}

nlohmann::json distJson(const Distribution& d) {
    nlohmann::json j;
    j["mean"] = d.mean();
    j["sd"] = d.stddev();
    j["max"] = d.maxValue();
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
                       d.maxValue(), tailText(d));
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
    std::vector<RosterSection> armies;
    if (options.army.empty()) {
        armies = {RosterSection::Home, RosterSection::Horde, RosterSection::Campaign};
    } else {
        armies = {armyOrThrow(options.army, "--army")};
    }
    std::optional<Terrain> forced;
    if (!options.terrain.empty()) forced = terrainOrThrow(catalog, options.terrain, "--terrain");
    // --vs FILE[:army]: the army suffix only when it names an army (paths may hold ':').
    std::optional<LoadedRoster> opponent;
    std::optional<RosterSection> opponentArmy;
    if (!options.vs.empty()) {
        std::string file = options.vs;
        if (const auto colon = file.rfind(':'); colon != std::string::npos && colon + 1 < file.size()) {
            const std::string suffix = file.substr(colon + 1);
            if (parseArmy(suffix)) {
                opponentArmy = parseArmy(suffix);
                file = file.substr(0, colon);
            } else if (suffix.find('/') == std::string::npos && suffix.find('.') == std::string::npos) {
                armyOrThrow(suffix, "--vs " + options.vs);
            }
        }
        opponent = load(context, file);
    }
    const LoadedRoster mine = load(context, options.file);
    const rules::analytics::ArmyAnalyzer analyzer(catalog);
    nlohmann::json out = nlohmann::json::array();
    for (RosterSection army : armies) {
        std::string why = "--terrain";
        const Terrain terrain =
            forced ? *forced
                   : plannedTerrain(catalog, mine.roster, army, opponent ? &opponent->roster : nullptr, why);
        rules::analytics::AnalysisOptions o{terrain.elements, options.eighth};
        const auto dice = rules::analytics::ArmyAnalyzer::armyDice(mine.roster, army);
        const auto analysis = analyzer.analyze(dice, o);
        const std::string armyName(domain::displayName(army));
        nlohmann::json j;
        j["file"] = mine.file;
        j["army"] = std::string(domain::toString(army));
        j["terrain"] = terrain.name;
        j["terrain_elements"] = terrain.elements.toString();
        j["eighth_face"] = options.eighth;
        j["dice"] = analysis.dice;
        j["health"] = analysis.health;
        j["skipped"] = analysis.skipped;
        nlohmann::json rolls = nlohmann::json::array();
        for (const auto& r : analysis.rolls) rolls.push_back(rollJson(r));
        j["rolls"] = rolls;
        if (!context.json) {
            printArmy(fmt::format("{}: {} army at {} ({}; {})", mine.file, armyName, terrain.name,
                                  terrain.elements.toString(), why),
                      analysis);
        }
        if (opponent) {
            const RosterSection theirs = opponentArmy ? *opponentArmy : meets(army);
            const auto theirDice = rules::analytics::ArmyAnalyzer::armyDice(opponent->roster, theirs);
            // Both roll at our army's terrain; only we are assumed to control it (--eighth).
            const rules::analytics::AnalysisOptions theirOptions{terrain.elements, false};
            const auto m = analyzer.matchup(dice, o, theirDice, theirOptions);
            const auto theirAnalysis = analyzer.analyze(theirDice, theirOptions);
            const std::string theirName(domain::displayName(theirs));
            nlohmann::json v;
            v["file"] = opponent->file;
            v["army"] = std::string(domain::toString(theirs));
            v["dice"] = theirAnalysis.dice;
            v["health"] = theirAnalysis.health;
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
                                         theirName, theirAnalysis.dice, theirAnalysis.health, terrain.name);
                std::cout << distLine("melee: damage after saves", m.melee.damage);
                std::cout << distLine("melee: health-worth killed", m.melee.killed);
                std::cout << fmt::format("    {:<28} {}\n", "melee: they are wiped out", percent(m.melee.chanceWipedOut));
                std::cout << distLine("counter-attack: damage", m.melee.counterDamage);
                std::cout << distLine("counter-attack: killed", m.melee.counterKilled);
                std::cout << distLine("missile: damage after saves", m.missile.damage);
                std::cout << distLine("missile: health-worth killed", m.missile.killed);
                std::cout << fmt::format("    {:<28} {}\n", "we march, they counter", percent(m.aMarches.marcherWins));
                std::cout << fmt::format("    {:<28} {}\n", "they march, we counter", percent(m.bMarches.marcherWins));
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
