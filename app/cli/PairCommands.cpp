// Stateless tournament commands on an event file (docs/event-format.md):
//   muster-cli pair EVENT.json [--seed N] [--pin A,B]... [--bye ID] [--extra-round] [--top-cut] [--write]
//                                                              the next round's pairings
//   muster-cli standings EVENT.json [--after N] [--json]       the standings (default: after the last
//                                                              complete round)
//   muster-cli check-pairings EVENT.json [--max-gap P] [--json] every round re-scored; exit 1 on avoidable
//                                                              flaws, notes for unavoidable ones
#include <iostream>
#include <memory>

#include "CliContext.h"
#include "TournamentOutput.h"
#include "muster/rules/tournament/EventIO.h"
#include "muster/rules/tournament/PairingChecker.h"
#include "muster/rules/tournament/SwissPairer.h"
#include "muster/rules/tournament/TopCut.h"
#include "muster/services/EventFiles.h"

namespace muster::cli {

using namespace rules::tournament;

namespace {

struct PairFileOptions {
    std::string file;
    std::optional<std::uint64_t> seed;
    std::vector<std::string> pins;
    std::optional<PlayerId> bye;
    bool extraRound = false;
    bool write = false;
    bool topCut = false;
};

void pair(CliContext& context, const PairFileOptions& options) {
    Event event = readEventFile(options.file);
    PairOptions pairOptions;
    pairOptions.seed = options.seed;
    pairOptions.extraRound = options.extraRound;
    pairOptions.byeTo = options.bye;
    for (const auto& pin : options.pins) pairOptions.pins.push_back(parsePin(pin));
    Round round;
    try {
        round = options.topCut ? TopCut::pairNextRound(event) : SwissPairer::pairNextRound(event, pairOptions);
    } catch (const BeyondPlanError& e) {
        throw CliError(options.file + ": " + e.what() + " (--top-cut pairs the top cut, --extra-round an extra round)",
                       kFindings);
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
            services::writeEventFile(event, options.file);
        } catch (const EventFormatError& e) {
            throw CliError(e.what(), kBadInput);
        }
    }
}

}  // namespace

void registerPairCommands(CLI::App& app, CliContext& context) {
    auto options = std::make_shared<PairFileOptions>();
    auto* pairCmd = app.add_subcommand("pair", "print the next round's pairings of an event file");
    pairCmd->fallthrough();
    pairCmd->add_option("event", options->file, "the event file (muster-event JSON)")->required();
    pairCmd->add_option("--seed", options->seed, "the tie-break seed (default: the event's seed)");
    pairCmd->add_option("--pin", options->pins, "fix a game A,B (player ids); may be given more than once");
    pairCmd->add_option("--bye", options->bye, "give the bye to this player (the organiser's pick)");
    pairCmd->add_flag("--extra-round", options->extraRound, "pair a Swiss round beyond the planned ones");
    pairCmd->add_flag("--write", options->write, "also append the round to the event file");
    pairCmd->add_flag("--top-cut", options->topCut, "pair the next top-cut round instead of a Swiss round");
    pairCmd->callback([&context, options] { pair(context, *options); });

    auto standingsFile = std::make_shared<std::string>();
    auto after = std::make_shared<int>(-1);
    auto* standings = app.add_subcommand("standings", "print the standings of an event file");
    standings->fallthrough();
    standings->add_option("event", *standingsFile, "the event file (muster-event JSON)")->required();
    standings->add_option("--after", *after,
                          "standings after this Swiss round (default: the last round with every result in)");
    standings->callback([&context, standingsFile, after] {
        const Event event = readEventFile(*standingsFile);
        const int round = standingsRound(event, *after);
        const auto rows = Standings::compute(event, round);
        if (context.json) {
            CliContext::printJson(standingsJson(event, rows, round));
        } else {
            std::cout << standingsText(event, rows, round);
        }
    });

    auto checkFile = std::make_shared<std::string>();
    auto maxGap = std::make_shared<double>(-1.0);
    auto* check = app.add_subcommand("check-pairings", "re-score every round of an event file and list violations");
    check->fallthrough();
    check->add_option("event", *checkFile, "the event file (muster-event JSON)")->required();
    check->add_option("--max-gap", *maxGap, "report games further apart than this many points (default: one win)");
    check->callback([&context, checkFile, maxGap] {
        const Event event = readEventFile(*checkFile);
        CheckOptions checkOptions;
        if (*maxGap >= 0) {
            checkOptions.maxGap = halfPointsFromDouble(*maxGap).value_or(static_cast<HalfPoints>(*maxGap * 2));
        }
        const PairingCheck found = PairingChecker::checkEvent(event, checkOptions);
        if (context.json) {
            auto list = [](const std::vector<PairingViolation>& items) {
                nlohmann::json out = nlohmann::json::array();
                for (const auto& v : items) {
                    out.push_back({{"round", v.round},
                                   {"kind", std::string(violationName(v.kind))},
                                   {"players", v.players},
                                   {"message", v.message}});
                }
                return out;
            };
            CliContext::printJson(
                {{"file", *checkFile}, {"violations", list(found.violations)}, {"notes", list(found.notes)}});
        } else {
            for (const auto& v : found.violations) {
                std::cout << *checkFile << ": round " << v.round << ": " << violationName(v.kind) << ": " << v.message
                          << '\n';
            }
            for (const auto& v : found.notes) {
                std::cout << *checkFile << ": round " << v.round << ": note: " << violationName(v.kind) << ": "
                          << v.message << '\n';
            }
            if (found.violations.empty()) {
                std::cout << *checkFile << ": no violations"
                          << (found.notes.empty() ? std::string()
                                                  : " (" + std::to_string(found.notes.size()) + " note(s))")
                          << '\n';
            }
        }
        if (!found.violations.empty()) context.exitCode = kFindings;
    });
}

}  // namespace muster::cli
