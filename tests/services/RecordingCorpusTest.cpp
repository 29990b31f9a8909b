// Games of the legal-log generator's corpus entered again through the game recorder with faces and choices only, never
// totals (issue 29): after every statement the recorder's state has the same digest as the generated log's, and the log
// the recorder writes verifies under --strict with as many statements. The games are the first games of the generator's
// corpus (LegalLogGeneratorTest: seeds 1.., each favouring the spells the earlier ones cast least) and one game of each
// kind of its top-ups. A Release build plays the corpus's 300 ordinary games (about 15 s); sanitizer and Debug builds
// the first 60 (docs/recorder.md gives the costs); MUSTER_RECORDER_SEEDS=N plays N.
#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>

#include "../TestCatalog.h"
#include "RecordingReentry.h"
#include "muster/rules/MatchVerifier.h"
#include "muster/rules/engine/StateDigest.h"
#include "muster/rules/matchlog/LegalLogGenerator.h"

namespace muster::services {
namespace {

using rules::matchlog::GeneratorOptions;
using testsupport::catalog;

#if defined(__SANITIZE_ADDRESS__) || defined(MUSTER_SANITIZED) || !defined(NDEBUG)
constexpr int kDefaultSeeds = 60;
#else
constexpr int kDefaultSeeds = 300;
#endif

int seedsToPlay() {
    if (const char* n = std::getenv("MUSTER_RECORDER_SEEDS"); n != nullptr && std::atoi(n) > 0) return std::atoi(n);
    return kDefaultSeeds;
}

struct Tally {
    int games = 0;
    int statements = 0;
    int rolls = 0;
    int outcomesChosen = 0;
};

void reenter(const GeneratorOptions& options, Tally& tally, rules::matchlog::ReachCounters& reach) {
    const rules::matchlog::LegalLogGenerator generator(catalog());
    const auto generated = generator.generate(options);
    reach.add(generated.reach);
    const std::string name = "seed-" + std::to_string(options.seed) + ".log";
    SCOPED_TRACE(name);
    const auto log = rules::matchlog::MatchLogParser::parse(generated.text, name);
    rules::VerifyOptions strict;
    strict.strict = true;
    const rules::MatchVerifier verifier(catalog(), {}, strict);
    std::vector<rules::engine::StateSnapshot> expected;
    const auto original = verifier.verifyLog(log, [&](const rules::engine::Event* event, const auto& state) {
        if (event != nullptr) expected.push_back(rules::engine::snapshotOf(state));
    });
    ASSERT_TRUE(original.verified()) << original.message;

    auto recording = GameRecording::start(catalog(), testing::headerOf(generated.text), RecordingJournal());
    for (std::size_t i = 0; i < log.events.size(); ++i) {
        const auto& e = log.events[i];
        const auto again = testing::enterAgain(*recording, log, e);
        ASSERT_TRUE(again.result.accepted())
            << "line " << e.line << " '" << e.text << "': "
            << (again.result.refusal ? again.result.refusal->message
                                     : "no outcome with the log's choices: " + again.result.statement);
        tally.outcomesChosen += again.choseOutcome ? 1 : 0;
        tally.rolls += e.kind == rules::engine::EventKind::Roll || e.kind == rules::engine::EventKind::HordeRoll;
        ASSERT_EQ(rules::engine::snapshotOf(recording->state()), expected[i])
            << "after line " << e.line << " '" << e.text << "'";
    }
    EXPECT_TRUE(recording->finished());
    EXPECT_EQ(recording->text().find('?'), std::string::npos) << recording->text();
    const auto verdict = verifier.verifyText(recording->text(), "recorded-" + name);
    EXPECT_TRUE(verdict.verified()) << verdict.message << "\n" << recording->text();
    EXPECT_EQ(verdict.eventsChecked, original.eventsChecked);
    EXPECT_EQ(verdict.inferredChoices, 0);
    ++tally.games;
    tally.statements += static_cast<int>(log.events.size());
}

TEST(RecordingCorpusTest, GeneratedGamesEnteredAgainWithFacesAndChoicesGiveTheSameGame) {
    Tally tally;
    rules::matchlog::ReachCounters
        reach;  // as the generator's corpus plays them: each game favours the spells cast least
    for (int seed = 1; seed <= seedsToPlay(); ++seed) {
        GeneratorOptions options;
        options.seed = static_cast<std::uint64_t>(seed);
        options.spellsCastBefore = &reach.spells;
        reenter(options, tally, reach);
        if (::testing::Test::HasFatalFailure()) return;
    }
    EXPECT_EQ(tally.games, seedsToPlay());
    EXPECT_GT(tally.rolls, 0);
    std::cout << "[recorder corpus] " << tally.games << " games, " << tally.statements << " statements, " << tally.rolls
              << " rolls entered as faces, " << tally.outcomesChosen << " owner's choices picked among outcomes\n";
}

// The corpus's special games: three players, 48-point forces with dragons, Eldarim champions, medallions and relics.
TEST(RecordingCorpusTest, ThreePlayersDragonsChampionsAndItemsToo) {
    Tally tally;
    rules::matchlog::ReachCounters reach;
    GeneratorOptions three;
    three.seed = 301;
    three.players = 3;
    three.turns = 12;
    reenter(three, tally, reach);
    GeneratorOptions big;
    big.seed = 302;
    big.forceSize = 48;
    big.turns = 12;
    reenter(big, tally, reach);
    GeneratorOptions champions;
    champions.seed = 381;
    champions.species[0] = champions.species[1] = "Eldarim";
    champions.dragonChampions = true;
    champions.turns = 12;
    reenter(champions, tally, reach);
    GeneratorOptions items;
    items.seed = 461;
    items.forceSize = 36;
    items.exclusiveItems = true;
    items.turns = 12;
    reenter(items, tally, reach);
    EXPECT_EQ(tally.games, 4);
}

}  // namespace
}  // namespace muster::services
