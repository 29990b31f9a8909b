// muster-cli validate FILE... [--edition E] [--format F] [--players N] [--json]   (FILE: a roster or an OCTGN deck)
#include <fmt/core.h>

#include <iostream>
#include <map>
#include <memory>
#include <optional>

#include "CliContext.h"
#include "RosterFiles.h"
#include "muster/domain/RosterIO.h"
#include "muster/domain/TextUtil.h"
#include "muster/rules/EventFormatLoader.h"
#include "muster/rules/ForceValidator.h"
#include "muster/rules/ValidationReportJson.h"

namespace muster::cli {
namespace {

struct ValidateOptions {
    std::vector<std::string> files;
    std::string edition;
    std::string format;
    int players = 0;
};

void printReport(const std::string& file, const rules::ValidationReport& report, const std::string& formatName,
                 const RosterFile& loaded) {
    const auto& t = report.totals;
    if (report.legal()) {
        std::cout << fmt::format("{}: legal ({} points, edition {}, format {})\n", file, t.points,
                                 rules::toString(report.edition), formatName);
    } else {
        std::cout << fmt::format("{}: NOT legal: {} error{} (edition {}, format {})\n", file, report.errorCount(),
                                 report.errorCount() == 1 ? "" : "s", rules::toString(report.edition), formatName);
    }
    if (loaded.isDeck) {
        std::cout << fmt::format("  OCTGN deck: force size {} from {}\n", loaded.roster.forceSize,
                                 loaded.forceSizeFrom);
    }
    for (const auto& f : report.findings) {
        std::cout << fmt::format("  {} [{}] {}\n", rules::toString(f.severity), rules::toString(f.rule), f.message);
        std::string where;
        if (f.army) where += "army: " + std::string(domain::displayName(*f.army));
        if (!f.dice.empty()) {
            if (!where.empty()) where += "; ";
            where += "dice: ";
            for (std::size_t i = 0; i < f.dice.size(); ++i)
                where += (i ? ", " : "") + domain::text::printable(f.dice[i]);
        }
        if (!where.empty()) std::cout << "      " << where << '\n';
        std::cout << "      see " << f.ref << '\n';
    }
    std::cout << fmt::format(
        "  totals: {} of {} points (Home {}, Horde {}, Campaign {}; army limit {}); dragons {} of {}; "
        "Dragonkin {} of {} health; minor terrains {} of {}\n",
        t.points, t.allowedTotal, t.armyPoints[0], t.armyPoints[1], t.armyPoints[2], t.armyLimit, t.dragonsBrought,
        t.dragonsRequired, t.dragonkinHealth, t.dragonkinAllowance, t.minorTerrains, t.minorTerrainLimit);
}

void validateFiles(CliContext& context, const ValidateOptions& options) {
    std::optional<rules::Edition> edition;
    if (!options.edition.empty()) {
        edition = rules::parseEdition(options.edition);
        if (!edition) throw CliError("unknown edition '" + options.edition + "' (use v4.01d or tsr-1996)", kBadInput);
    }
    std::map<std::string, std::shared_ptr<rules::EventFormat>> formats;
    auto loadFormat = [&formats, &context](const std::string& name) {
        auto& slot = formats[name];
        if (!slot) slot = std::make_shared<rules::EventFormat>(rules::EventFormatLoader::load(name, context.catalog()));
        return slot;
    };
    std::shared_ptr<rules::EventFormat> forced;
    if (!options.format.empty()) {
        try {
            forced = loadFormat(options.format);
        } catch (const std::exception& e) {
            throw CliError(e.what(), kBadInput);
        }
    }
    // An OCTGN deck does not say its force size: a format with one force size gives it.
    domain::OctgnDeckOptions deckOptions;
    if (forced && forced->forceSizes.size() == 1) {
        deckOptions.forceSize = forced->forceSizes.front();
        deckOptions.forceSizeFrom = "format " + forced->name;
    }
    const rules::ForceValidator validator(context.catalog());
    nlohmann::json all = nlohmann::json::array();
    int exitCode = kOk;
    for (const auto& file : options.files) {
        try {
            const RosterFile loaded = readRosterFile(file, context.catalog(), deckOptions);
            for (const auto& notice : loaded.notices) std::cerr << "muster-cli: note: " << notice << '\n';
            const domain::Roster& roster = loaded.roster;
            rules::ValidationOptions vo;
            if (edition) {
                vo.edition = edition;
            } else if (!rules::parseEdition(roster.edition)) {
                throw domain::RosterFormatError(
                    file, roster.lineOf("edition"), "edition",
                    "unknown edition '" + domain::text::printable(roster.edition) + "' (use v4.01d or tsr-1996)");
            }
            if (options.players > 0) vo.playersInGame = options.players;
            std::shared_ptr<rules::EventFormat> format = forced;
            if (!format) {
                try {
                    format = loadFormat(roster.eventFormat.empty()
                                            ? "open"
                                            : rules::EventFormatLoader::resolveNextTo(roster.eventFormat, file));
                } catch (const std::exception& e) {
                    throw domain::RosterFormatError(file, roster.lineOf("event_format"), "event_format", e.what());
                }
            }
            vo.format = format.get();
            // --format decides the force size when the format fixes one (not the roster's own).
            if (forced && forced->forceSizes.size() == 1) vo.forceSize = forced->forceSizes.front();
            const auto report = validator.validate(roster, vo);
            if (vo.forceSize && *vo.forceSize != roster.forceSize && !context.json) {
                std::cout << fmt::format("{}: checked at the format's {} points (the roster says {})\n", file,
                                         *vo.forceSize, roster.forceSize);
            }
            if (!report.legal()) exitCode = std::max(exitCode, static_cast<int>(kFindings));
            if (context.json) {
                auto json = rules::reportJson(report, file);
                if (loaded.isDeck) json["force_size_from"] = loaded.forceSizeFrom;
                all.push_back(std::move(json));
            } else {
                printReport(file, report, format->name, loaded);
            }
        } catch (const domain::RosterFormatError& e) {
            exitCode = kBadInput;
            std::cerr << "muster-cli: " << e.what() << '\n';
            if (context.json) {
                // Same keys as a report, so that readers need no special case; "error" says why there is none.
                all.push_back({{"file", file},
                               {"legal", false},
                               {"error", e.what()},
                               {"findings", nlohmann::json::array()},
                               {"totals", nullptr}});
            }
        }
    }
    if (context.json) CliContext::printJson(all);
    context.exitCode = std::max(context.exitCode, exitCode);
}

}  // namespace

void registerValidateCommands(CLI::App& app, CliContext& context) {
    auto options = std::make_shared<ValidateOptions>();
    auto* validate =
        app.add_subcommand("validate", "check rosters against the army-building rules and an event format");
    validate->fallthrough();
    validate->add_option("files", options->files, "roster files (JSON or text) or OCTGN decks (.o8d)")->required();
    validate->add_option("--edition", options->edition, "v4.01d (default: the roster's own) or tsr-1996");
    validate->add_option(
        "--format", options->format,
        "event format: a built-in name (open, core, championship-36, battlefest-60) or a profile file; a format with "
        "one force size also gives an OCTGN deck its force size");
    validate->add_option("--players", options->players, "players in the game (default: the roster's own)")
        ->check(CLI::Range(1, 64));
    validate->callback([&context, options] { validateFiles(context, *options); });
}

}  // namespace muster::cli
