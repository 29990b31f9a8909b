// Engine::rollOutcomes (muster/rules/engine/RollOutcomes.h): every legal choice of the owner in a roll with the totals
// it gives, one per distinct set of totals, the simplest first; each renders to a version-3 roll line that the engine
// accepts under --strict with exactly those totals and nothing inferred.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"
#include "muster/rules/engine/RollOutcomes.h"
#include "muster/rules/judge/RollTotals.h"

namespace muster::rules::engine {
namespace {

using rules::testing::engineCatalog;

const std::string kLogs = std::string(MUSTER_TEST_DATA) + "/matchlogs/";

// A log replayed up to (not including) the first statement whose text holds `stop`: the state and that statement.
struct Before {
    GameState state;
    Event next;
};

Before replayUpTo(const std::string& text, const std::string& stop) {
    const auto log = matchlog::MatchLogParser::parse(text, "test.log");
    const Engine engine(engineCatalog());
    auto setup = rules::testing::engineSetup(log);
    setup.logVersion = log.version;
    auto state = std::get<GameState>(engine.start(setup));
    for (const auto& e : log.events) {
        if (e.text.find(stop) != std::string::npos) return {state, e};
        if (auto bad = engine.apply(state, e)) ADD_FAILURE() << e.text << ": " << bad->rulesGive;
    }
    ADD_FAILURE() << "no statement holds " << stop;
    return {state, {}};
}

std::string asVersion3(std::string text) {
    return "format muster-matchlog 3" + text.substr(text.find('\n'));
}

const Engine& engine() {
    static const Engine e(engineCatalog());
    return e;
}

std::array<int, kRollTypeCount> totals(int melee, int missile, int save) {
    std::array<int, kRollTypeCount> out{};
    out[index(RollType::Melee)] = melee;
    out[index(RollType::Missile)] = missile;
    out[index(RollType::Save)] = save;
    return out;
}

// Each option written on the roll line is accepted under --strict, counts the option's totals and infers nothing.
void expectEachOptionRoundTrips(const Before& at, const RollOutcomes& outcomes) {
    for (const auto& option : outcomes.options) {
        const auto line = writeOption(at.next.text, option);
        SCOPED_TRACE(line);
        matchlog::MatchLog header;
        header.version = at.state.logVersion;
        for (const auto& p : at.state.players) {
            matchlog::PlayerDecl player;
            player.id = p.id;
            header.players.push_back(player);
        }
        const auto event = matchlog::MatchLogParser::parseStatement(header, line, at.next.line);
        GameState state = at.state;
        std::vector<RollRecord> rolls;
        ApplyOptions options;
        options.strict = true;
        options.rolls = &rolls;
        const auto refused = engine().apply(state, event, options);
        ASSERT_FALSE(refused) << refused->rulesGive;
        ASSERT_EQ(rolls.size(), 1U);
        EXPECT_EQ(rolls[0].totals, option.totals);
        EXPECT_TRUE(rolls[0].leftOut.empty());
        // Read back from the line, the choices are the option's (all of them written now).
        auto written = option.choices;
        for (auto& d : written.dice) d.written = true;
        EXPECT_EQ(rolls[0].choices.text(), written.text());
    }
}

// The army's answer to a dragon attack (sais/trumpet-dragon-unplaced.log): Trumpet doubles the Feral melee and saves;
// the Hound-Folk's ID gives 2 (A controls the Lair), which A may split between melee, missile and saves (S0:L573).
TEST(RollOutcomes, ListsEverySplitOfAnIdAgainstADragonSimplestFirst) {
    const auto at = replayUpTo(asVersion3(domain::readFile(kLogs + "sais/trumpet-dragon-unplaced.log")),
                               "roll A melee=10 missile=0 save=4");
    Event roll = at.next;
    roll.totals.clear();  // the faces only
    const auto outcomes = engine().rollOutcomes(at.state, roll);
    EXPECT_TRUE(outcomes.note.empty()) << outcomes.note;
    EXPECT_EQ(outcomes.counts, typeBit(RollType::Melee) | typeBit(RollType::Missile) | typeBit(RollType::Save));
    // 2 results over 3 types: 6 splits, each a different set of totals.
    ASSERT_EQ(outcomes.options.size(), 6U);
    EXPECT_FALSE(outcomes.truncated);
    // The simplest first: the IDs to the first type (melee, doubled): 10 + 4.
    EXPECT_EQ(outcomes.options.front().totals, totals(14, 0, 0));
    EXPECT_EQ(outcomes.options.front().choices.text(), "c4=1:melee");
    std::set<std::array<int, kRollTypeCount>> seen;
    for (const auto& o : outcomes.options) EXPECT_TRUE(seen.insert(o.totals).second);
    EXPECT_TRUE(seen.count(totals(10, 0, 4)));  // both saves, doubled
    EXPECT_TRUE(seen.count(totals(12, 1, 0)));  // one melee (doubled), one missile
    EXPECT_TRUE(seen.count(totals(10, 2, 0)));
    expectEachOptionRoundTrips(at, outcomes);
    // A choice written on the line is kept: with the ID on saves there is one option.
    Event pinned = roll;
    pinned.faces.back().note = "save";
    const auto one = engine().rollOutcomes(at.state, pinned);
    ASSERT_EQ(one.options.size(), 1U);
    EXPECT_EQ(one.options.front().totals, totals(10, 0, 4));
    EXPECT_TRUE(one.options.front().choices.dice.front().written);
    // A limit lists the simplest ones and says more exist.
    const auto two = engine().rollOutcomes(at.state, roll, 2);
    ASSERT_EQ(two.options.size(), 2U);
    EXPECT_TRUE(two.truncated);
    EXPECT_EQ(two.options.front(), outcomes.options.front());
}

// Coastal Dodge (audit/core/coral-elves.log): the Bowman's maneuver may count as a save, or not.
TEST(RollOutcomes, CountsAsResultsUsedOrNot) {
    const auto at = replayUpTo(asVersion3(domain::readFile(kLogs + "audit/core/coral-elves.log")), "roll B save=1");
    const auto outcomes = engine().rollOutcomes(at.state, at.next);
    ASSERT_EQ(outcomes.options.size(), 2U) << outcomes.note;
    EXPECT_EQ(outcomes.options[0].totals[index(RollType::Save)], 0);  // simplest: none used
    EXPECT_TRUE(outcomes.options[0].choices.empty());
    EXPECT_EQ(outcomes.options[1].totals[index(RollType::Save)], 1);
    ASSERT_EQ(outcomes.options[1].choices.dice.size(), 1U);
    EXPECT_EQ(outcomes.options[1].choices.dice[0].kind, DieChoice::Kind::CountsAs);
    EXPECT_EQ(outcomes.options[1].choices.dice[0].source, "Coastal Dodge");
    EXPECT_EQ(outcomes.options[1].choices.text(), "c1=4:save");
    expectEachOptionRoundTrips(at, outcomes);
}

// Wilding (spells/wilding.log): no unit, or one of the three doubled; the simplest outside a combination roll is the
// unit that gives the most (the total a log writer asking for it has always been given).
TEST(RollOutcomes, WildingUnits) {
    const auto at = replayUpTo(asVersion3(domain::readFile(kLogs + "spells/wilding.log")), "roll A melee=5");
    const auto outcomes = engine().rollOutcomes(at.state, at.next);
    ASSERT_GE(outcomes.options.size(), 2U) << outcomes.note;
    const auto& simplest = outcomes.options.front();
    for (const auto& o : outcomes.options)
        EXPECT_LE(o.totals[index(RollType::Melee)], simplest.totals[index(RollType::Melee)]);
    ASSERT_EQ(simplest.choices.doubled.size(), 1U);
    EXPECT_EQ(simplest.choices.words().front().rfind("wilding=", 0), 0U);
    expectEachOptionRoundTrips(at, outcomes);
}

// Elevate (sais/elevate-doubling.log): the face names the unit it doubles; left out, each unit is an option.
TEST(RollOutcomes, ElevatesUnit) {
    const auto at = replayUpTo(asVersion3(domain::readFile(kLogs + "sais/elevate-doubling.log")), "roll A missile=5");
    Event roll = at.next;
    roll.faces.back().note.clear();  // 'i1=Elevate' naming no unit
    const auto outcomes = engine().rollOutcomes(at.state, roll);
    ASSERT_GE(outcomes.options.size(), 2U) << outcomes.note;
    bool asLogged = false;
    for (const auto& o : outcomes.options) {
        ASSERT_EQ(o.choices.faceNotes.size(), 1U);
        EXPECT_EQ(o.choices.faceNotes[0].source, "Elevate");
        asLogged = asLogged || o.totals[index(RollType::Missile)] == 5;  // the Sergeant's 2 doubled, as the log says
    }
    EXPECT_TRUE(asLogged);
    expectEachOptionRoundTrips(at, outcomes);
}

TEST(RollOutcomes, SaysWhyNothingIsListed) {
    const auto at =
        replayUpTo(asVersion3(domain::readFile(kLogs + "sais/trumpet-dragon-unplaced.log")), "roll B dragon");
    EXPECT_EQ(engine().rollOutcomes(at.state, at.next).note, "a dragon roll states no total");
    Event wrong = at.next;
    wrong.player = "A";
    EXPECT_FALSE(engine().rollOutcomes(at.state, wrong).note.empty());
    Event notRoll;
    notRoll.kind = EventKind::Kill;
    EXPECT_EQ(engine().rollOutcomes(at.state, notRoll).note, "not a roll");
}

TEST(RollOutcomes, TextOfChoices) {
    RollChoices c;
    c.doubled.push_back({"c2", typeBit(RollType::Melee), "Wilding"});
    c.doubled.push_back({"c4", typeBit(RollType::Melee), "Wilding"});
    c.modifiers.push_back({"Palsy", RollType::Melee});
    c.modifiers.push_back({"Palsy", RollType::Save});
    c.modifiers.push_back({"Ash Storm", RollType::Save});
    DieChoice id;
    id.unit = "c3";
    id.face = "ID";
    id.to[index(RollType::Melee)] = 2;
    id.to[index(RollType::Save)] = 1;
    c.dice.push_back(id);
    DieChoice dodge;
    dodge.kind = DieChoice::Kind::CountsAs;
    dodge.unit = "c5";
    dodge.face = "2Maneuver";
    dodge.segment = 0;
    dodge.available = 2;
    dodge.to[index(RollType::Save)] = 1;
    c.dice.push_back(dodge);
    c.boneMagic = 1;
    EXPECT_EQ(c.text(),
              "wilding=c2+c4 palsy=melee+save ash-storm=save bone-magic=1 c3=ID:2melee+1save c5=2Maneuver:1save");
    EXPECT_EQ(writeChoices("roll A melee=3 save=? palsy=save : c3=ID c5=1 / vortex c5=2Maneuver  # note", c),
              "roll A melee=3 save=? wilding=c2+c4 palsy=melee+save ash-storm=save bone-magic=1 : c3=ID:2melee+1save "
              "c5=1 / vortex c5=2Maneuver:1save");
    RollOption o;
    o.totals[index(RollType::Melee)] = 4;
    o.totals[index(RollType::Save)] = 2;
    EXPECT_EQ(writeOption("roll A melee=? save=? : c3=ID", o), "roll A melee=4 save=2 : c3=ID");
    EXPECT_EQ(choiceWord("Ash Storm"), "ash-storm");
    EXPECT_EQ(choiceWord("Esfah's Gift"), "esfahs-gift");
}

// The judge's totals for given faces (`rules expect --faces`, the recorder) are the enumeration's outcomes, each named
// by the owner's choice in the log's words, and the line it offers writes the simplest one.
TEST(RollOutcomes, TheJudgesRollTotalsNameEachChoice) {
    const auto at = replayUpTo(asVersion3(domain::readFile(kLogs + "sais/trumpet-dragon-unplaced.log")),
                               "roll A melee=10 missile=0 save=4");
    const std::string line = "roll A melee=? missile=? save=? : c1=Trumpet c2=6 c3=3 c4=1";
    const auto t = judge::rollTotals(engine(), at.state, line);
    ASSERT_TRUE(t.accepted) << t.problem;
    ASSERT_EQ(t.outcomes.size(), 6U);
    EXPECT_FALSE(t.truncated);
    EXPECT_EQ(t.outcomes.front().choice, "c4=1:melee");
    ASSERT_EQ(t.outcomes.front().totals.size(), 3U);
    EXPECT_EQ(t.outcomes.front().totals[0].type, "melee");
    EXPECT_EQ(t.outcomes.front().totals[0].value, 14);
    EXPECT_EQ(t.statement, "roll A melee=14 missile=0 save=0 : c1=Trumpet c2=6 c3=3 c4=1:melee");
    for (const auto& o : t.outcomes) EXPECT_FALSE(o.choice.empty());
}

}  // namespace
}  // namespace muster::rules::engine
