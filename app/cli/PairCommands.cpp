// Stateless tournament commands on an event file (docs/event-format.md):
//   muster-cli pair EVENT.json [--seed N] [--write] [--json]   the next round's pairings
//   muster-cli standings EVENT.json [--after N] [--json]       the standings
//   muster-cli check-pairings EVENT.json [--max-gap P] [--json] every round re-scored; exit 1 on violations
#include <iostream>
#include <memory>

#include "CliContext.h"
#include "TournamentOutput.h"
#include "muster/rules/tournament/EventIO.h"
#include "muster/rules/tournament/PairingChecker.h"
#include "muster/rules/tournament/SwissPairer.h"
#include "muster/rules/tournament/TopCut.h"

namespace muster::cli {

using namespace rules::tournament;

namespace {

struct PairOptions {
    std::string file;
    std::optional<std::uint64_t> seed;
    bool write = false;
    bool topCut = false;
};

void pair(CliContext& context, const PairOptions& options) {
    Event event = readEventFile(options.file);
    Round round;
    try {
        round =
            options.topCut ? TopCut::pairNextRound(event) : SwissPairer::pairNextRound(event, options.seed);
    } catch (const EventError& e) {
        throw CliError(options.file + ": " + e.what(), kFindings);
    }
    if (context.json) {
        CliContext::printJson(roundJson(event, round));
    } else {
        std::cout << roundText(event, round);
    }
    if (options.write) {
        event.rounds.push_back(round);
        try {
            EventIO::writeFile(event, options.file);
        } catch (const EventFormatError& e) {
            throw CliError(e.what(), kBadInput);
        }
    }
}

}  // namespace

void registerPairCommands(CLI::App& app, CliContext& context) {
    auto options = std::make_shared<PairOptions>();
    auto* pairCmd = app.add_subcommand("pair", "print the next round's pairings of an event file");
    pairCmd->fallthrough();
    pairCmd->add_option("event", options->file, "the event file (muster-event JSON)")->required();
    pairCmd->add_option("--seed", options->seed, "the tie-break seed (default: the event's seed)");
    pairCmd->add_flag("--write", options->write, "also append the round to the event file");
    pairCmd->add_flag("--top-cut", options->topCut, "pair the next top-cut round instead of a Swiss round");
    pairCmd->callback([&context, options] { pair(context, *options); });

    auto standingsFile = std::make_shared<std::string>();
    auto after = std::make_shared<int>(-1);
    auto* standings = app.add_subcommand("standings", "print the standings of an event file");
    standings->fallthrough();
    standings->add_option("event", *standingsFile, "the event file (muster-event JSON)")->required();
    standings->add_option("--after", *after, "standings after this round (default: all rounds)");
    standings->callback([&context, standingsFile, after] {
        const Event event = readEventFile(*standingsFile);
        const auto rows = Standings::compute(event, *after);
        if (context.json) {
            CliContext::printJson(standingsJson(event, rows));
        } else {
            std::cout << standingsText(event, rows);
        }
    });

    auto checkFile = std::make_shared<std::string>();
    auto maxGap = std::make_shared<double>(-1.0);
    auto* check =
        app.add_subcommand("check-pairings", "re-score every round of an event file and list violations");
    check->fallthrough();
    check->add_option("event", *checkFile, "the event file (muster-event JSON)")->required();
    check->add_option("--max-gap", *maxGap,
                      "report games further apart than this many points (default: one win)");
    check->callback([&context, checkFile, maxGap] {
        const Event event = readEventFile(*checkFile);
        CheckOptions checkOptions;
        if (*maxGap >= 0) {
            checkOptions.maxGap =
                halfPointsFromDouble(*maxGap).value_or(static_cast<HalfPoints>(*maxGap * 2));
        }
        const auto violations = PairingChecker::checkEvent(event, checkOptions);
        if (context.json) {
            nlohmann::json list = nlohmann::json::array();
            for (const auto& v : violations) {
                list.push_back({{"round", v.round},
                                {"kind", std::string(violationName(v.kind))},
                                {"players", v.players},
                                {"message", v.message}});
            }
            CliContext::printJson({{"file", *checkFile}, {"violations", list}});
        } else if (violations.empty()) {
            std::cout << *checkFile << ": no violations\n";
        } else {
            for (const auto& v : violations) {
                std::cout << *checkFile << ": round " << v.round << ": " << violationName(v.kind) << ": "
                          << v.message << '\n';
            }
        }
        if (!violations.empty()) context.exitCode = kFindings;
    });
}

}  // namespace muster::cli
