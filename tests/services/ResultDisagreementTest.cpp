// A verified match log against the result entered for its game (StoredLog::resultDisagreement).
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "muster/services/EventStore.h"

using namespace muster;
using namespace muster::rules::tournament;

namespace {

struct DisagreementRow {
    const char* what;
    std::vector<std::string> logPlayers;
    std::string logWinner;  // "" : the log ends without a winner
    std::string logWinBy;
    std::string verdict;
    std::optional<PlayerId> enteredWinner;  // none: a draw (when a result is entered)
    Outcome enteredOutcome;
    bool resultEntered;
    std::string expected;  // part of the sentence; "" : they agree
};

class ResultDisagreement : public ::testing::TestWithParam<DisagreementRow> {};

TEST_P(ResultDisagreement, ComparesWinnerHowAndPlayers) {
    const auto& row = GetParam();
    Event event;
    for (const auto& [id, name] : {std::pair<PlayerId, const char*>{1, "Ana"}, {2, "BRUNO  Silva"}}) {
        Player p;
        p.id = id;
        p.name = name;
        event.players.push_back(p);
    }
    Pairing pairing;
    pairing.table = 1;
    pairing.a = 1;
    pairing.b = 2;
    if (row.resultEntered) {
        Result result;
        result.winner = row.enteredWinner;
        result.outcome = row.enteredOutcome;
        pairing.result = result;
    }
    services::StoredLog log;
    log.verdict = row.verdict;
    log.playerNames = row.logPlayers;
    log.winnerName = row.logWinner;
    log.winBy = row.logWinBy;
    const std::string got = log.resultDisagreement(event, pairing);
    if (row.expected.empty()) {
        EXPECT_EQ(got, "") << row.what;
    } else {
        EXPECT_NE(got.find(row.expected), std::string::npos) << row.what << ": " << got;
    }
}

const std::vector<std::string> kBoth = {"ana", "Bruno Silva"};

INSTANTIATE_TEST_SUITE_P(
    Table, ResultDisagreement,
    ::testing::Values(
        DisagreementRow{"same winner and way", kBoth, "Bruno Silva", "capture", "verified", 2, Outcome::Capture, true,
                        ""},
        DisagreementRow{"other winner", kBoth, "Bruno Silva", "capture", "verified", 1, Outcome::Capture, true,
                        "but Ana is entered as the winner"},
        DisagreementRow{"draw entered", kBoth, "Bruno Silva", "capture", "verified", std::nullopt, Outcome::Draw, true,
                        "but a draw is entered"},
        DisagreementRow{"other way", kBoth, "Bruno Silva", "capture", "verified", 2, Outcome::Elimination, true,
                        "a win by capture, but elimination is entered"},
        DisagreementRow{"time win by the log's winner", kBoth, "Bruno Silva", "capture", "verified", 2, Outcome::Time,
                        true, ""},
        DisagreementRow{"no winner in the log, decisive result", kBoth, "", "", "verified", 1, Outcome::Capture, true,
                        "ends without a winner, but Ana is entered as winning by capture"},
        DisagreementRow{"no winner in the log, time result", kBoth, "", "", "verified", 1, Outcome::Time, true, ""},
        DisagreementRow{"another game's log",
                        {"Carl", "Dora"},
                        "Carl",
                        "capture",
                        "verified",
                        1,
                        Outcome::Capture,
                        true,
                        "the log is a game of Carl and Dora, not of Ana and BRUNO  Silva"},
        DisagreementRow{"no result yet", kBoth, "Bruno Silva", "capture", "verified", 1, Outcome::Capture, false, ""},
        DisagreementRow{"log not verified", kBoth, "Bruno Silva", "capture", "inconsistent", 1, Outcome::Capture, true,
                        ""},
        // 'player A' without a display name: the log's players cannot be matched to the event's.
        DisagreementRow{"log without names", {"", ""}, "", "capture", "verified", 1, Outcome::Capture, true, ""}),
    [](const ::testing::TestParamInfo<DisagreementRow>& param) {
        std::string name = param.param.what;
        for (char& c : name) c = std::isalnum(static_cast<unsigned char>(c)) != 0 ? c : '_';
        return name;
    });

TEST(ResultDisagreement, ShownInTheGamesLogSummary) {
    services::StoredEvent stored;
    for (const auto& [id, name] : {std::pair<PlayerId, const char*>{1, "Ana"}, {2, "Bruno"}}) {
        Player p;
        p.id = id;
        p.name = name;
        stored.event.players.push_back(p);
    }
    Round round;
    round.number = 1;
    Pairing pairing;
    pairing.table = 1;
    pairing.a = 1;
    pairing.b = 2;
    Result result;
    result.winner = 1;
    pairing.result = result;
    round.pairings.push_back(pairing);
    stored.event.rounds.push_back(round);
    services::StoredLog log;
    log.verdict = "verified";
    log.playerNames = {"Ana", "Bruno"};
    log.winnerName = "Bruno";
    log.winBy = "capture";
    stored.logs[{1, 0}] = log;
    EXPECT_EQ(stored.logSummary(1, 0),
              "verified; result differs: the log has Bruno winning by capture, but Ana is entered as the winner");
    stored.event.rounds[0].pairings[0].result->winner = 2;
    EXPECT_EQ(stored.logSummary(1, 0), "verified");
    EXPECT_EQ(stored.logSummary(1, 1), "");
}

}  // namespace
