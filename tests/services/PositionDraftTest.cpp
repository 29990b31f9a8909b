// A position set up by a judge (services PositionDraft, issue 30): the draft starts as at a game's start and the rules
// read it; the question of docs/examples/judge-position.log set up from two rosters writes that example's position
// lines, the rules print the same position back (`rules position`), and the example's statements play from it to the
// same verdict; a draft the rules refuse comes back with its line and the reason.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <sstream>

#include "../TestCatalog.h"
#include "muster/domain/TextUtil.h"
#include "muster/rules/MatchVerifier.h"
#include "muster/rules/matchlog/MatchLogParser.h"
#include "muster/services/GameRecording.h"
#include "muster/services/PositionDraft.h"

namespace muster::services {
namespace {

using testsupport::catalog;
using Kind = DraftPlace::Kind;

domain::Roster rosterOf(const std::string& player, const std::string& home,
                        const std::vector<std::pair<domain::RosterSection, std::string>>& dice) {
    domain::Roster r;
    r.name = player + "'s dwarves";
    r.player = player;
    r.forceSize = 24;
    r.homeTerrain = home;
    r.homeTerrainDie = catalog().findDie(home);
    r.frontierTerrain = "Coastland Tower";
    r.frontierTerrainDie = catalog().findDie(r.frontierTerrain);
    for (const auto& [section, name] : dice) {
        domain::RosterEntry entry;
        entry.name = name;
        entry.die = catalog().findDie(name);
        EXPECT_TRUE(entry.die.has_value()) << name;
        r.section(section).push_back(entry);
    }
    return r;
}

using S = domain::RosterSection;

// Ana's and Bruno's forces: the dice of the example's armies in their campaign armies, others around them.
std::vector<domain::Roster> exampleRosters() {
    return {
        rosterOf("Ana", "Highland City",
                 {{S::Home, "Dwarves Footman"},
                  {S::Horde, "Dwarves Sentry"},
                  {S::Campaign, "Dwarves Sergeant"},
                  {S::Campaign, "Dwarves Footman"},
                  {S::Campaign, "Dwarves Footman"},
                  {S::SummoningPool, "Fire Drake"}}),
        rosterOf("Bruno", "Flatland City",
                 {{S::Home, "Dwarves Sergeant"}, {S::Campaign, "Dwarves Footman"}, {S::Campaign, "Dwarves Sergeant"}})};
}

std::size_t dieIndex(const DraftPlayer& player, const std::string& label) {
    for (std::size_t i = 0; i < player.dice.size(); ++i)
        if (player.dice[i].label == label) return i;
    ADD_FAILURE() << "no die " << label;
    return 0;
}

// The example's question, set up: everything outside the frontier armies out of play, the faces, turn 4, Stone Skin.
PositionDraft exampleDraft() {
    PositionDraft draft(catalog(), exampleRosters());
    for (std::size_t p = 0; p < draft.players().size(); ++p)
        for (std::size_t d = 0; d < draft.players()[p].dice.size(); ++d)
            if (draft.players()[p].dice[d].label[0] != 'c') draft.place(p, d, DraftPlace());
    draft.setTerrainFace("home:A", 3);
    draft.setTerrainFace("home:B", 2);
    draft.setTerrainFace("frontier", 6);
    draft.setTurn(4, "A", rules::engine::Phase::FirstMarch);
    draft.addEffect(PositionDraft::spellEffect("Stone Skin", "B", "B", "frontier"));
    return draft;
}

std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The lines of `text` from 'position' to 'play', comments and padding dropped.
std::vector<std::string> positionLines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    bool inside = false;
    for (std::string line; std::getline(in, line);) {
        std::string bare(domain::text::trim(line.substr(0, line.find('#'))));
        if (bare == "position") inside = true;
        if (inside && !bare.empty()) out.push_back(bare);
        if (bare == "play") break;
    }
    return out;
}

TEST(PositionDraftTest, StartsAsAGameStartsAndTheRulesReadIt) {
    const PositionDraft draft(catalog(), exampleRosters());
    ASSERT_EQ(draft.players().size(), 2U);
    const auto& ana = draft.players()[0];
    EXPECT_EQ(ana.name, "Ana");
    EXPECT_EQ(ana.dice[dieIndex(ana, "h1")].place, DraftPlace::at("home:A"));
    EXPECT_EQ(ana.dice[dieIndex(ana, "z1")].place, DraftPlace::at("home:B"));  // the horde at the opponent's home
    EXPECT_EQ(ana.dice[dieIndex(ana, "c3")].place, DraftPlace::at("frontier"));
    EXPECT_EQ(ana.dice[dieIndex(ana, "p1")].place, DraftPlace::of(Kind::Pool));
    ASSERT_EQ(draft.terrains().size(), 3U);
    EXPECT_EQ(draft.terrains()[2].key, "frontier");
    EXPECT_EQ(draft.terrains()[2].die, "Coastland Tower");
    EXPECT_EQ(draft.places().size(), 9U);  // three terrains, reserve, DUA, BUA, pool, out, not in play
    const std::string text = draft.text();
    EXPECT_NE(text.find("army A home:B z1: Dwarves Sentry\n"), std::string::npos) << text;
    EXPECT_NE(text.find("pool A p1: Fire Drake\n"), std::string::npos) << text;
    EXPECT_NE(text.find("army B frontier c1: Dwarves Footman, c2: Dwarves Sergeant\n"), std::string::npos) << text;
    const auto problem = draft.check();
    EXPECT_FALSE(problem.has_value()) << problem->line << ": " << problem->reason << "\n" << text;
}

TEST(PositionDraftTest, TheExampleQuestionWritesItsPositionAndPlaysToItsVerdict) {
    const auto draft = exampleDraft();
    const std::string text = draft.text();
    const auto problem = draft.check();
    ASSERT_FALSE(problem.has_value()) << problem->line << ": " << problem->reason << "\n" << text;
    const std::string example =
        readFile(std::filesystem::path(MUSTER_SOURCE_RESOURCES) / ".." / "docs" / "examples" / "judge-position.log");
    ASSERT_FALSE(example.empty());
    EXPECT_EQ(positionLines(text), positionLines(example)) << text;

    // The rules print the same position back (muster-cli rules position), and the example's statements play from it.
    std::string game = text;
    const auto tail = example.substr(example.find("\nplay\n") + 6);
    game += tail;
    const auto log = rules::matchlog::MatchLogParser::parse(game, "draft.log");
    const rules::MatchVerifier verifier(catalog());
    const auto verdict = verifier.verifyLog(log);
    EXPECT_TRUE(verdict.verified()) << verdict.message;
    EXPECT_TRUE(verdict.fromPosition);
    EXPECT_EQ(verdict.startTurn, 4);
    const auto at = verifier.positionAt(log, log.events.front().line);
    ASSERT_FALSE(at.text.empty()) << at.problem;
    EXPECT_EQ(positionLines(at.text), positionLines(text)) << at.text;

    // The recorder starts from it (judge mode reads the draft this way).
    auto recording = GameRecording::start(catalog(), text, RecordingJournal());
    EXPECT_EQ(recording->state().turn.number, 4);
    EXPECT_TRUE(recording->enter(RecordingEntry::statementOf("march 1 frontier")).accepted());
}

TEST(PositionDraftTest, DiceMovedAndDragonsAtATerrainGetTheirOwnLines) {
    auto draft = exampleDraft();
    const auto& ana = draft.players()[0];
    draft.place(0, dieIndex(ana, "p1"), DraftPlace::at("frontier"));
    draft.place(0, dieIndex(ana, "h1"), DraftPlace::of(Kind::Dua));
    draft.place(0, dieIndex(ana, "z1"), DraftPlace::of(Kind::Reserve));
    const std::string text = draft.text();
    EXPECT_NE(text.find("dragon A frontier p1: Fire Drake\n"), std::string::npos) << text;
    EXPECT_NE(text.find("dua A h1: Dwarves Footman\n"), std::string::npos) << text;
    EXPECT_NE(text.find("army A reserve z1: Dwarves Sentry\n"), std::string::npos) << text;
    const auto problem = draft.check();
    EXPECT_FALSE(problem.has_value()) << problem->line << ": " << problem->reason << "\n" << text;
}

struct Refusal {
    const char* what;
    std::function<void(PositionDraft&)> change;
    const char* lineStarts;  // the refused line
    const char* reasonHas;
};

TEST(PositionDraftTest, ADraftTheRulesRefuseSaysTheLineAndTheReason) {
    const std::vector<Refusal> cases = {
        {"an effect on an army that is not there",
         [](PositionDraft& d) { d.addEffect(PositionDraft::spellEffect("Stone Skin", "B", "B", "home:A")); },
         "effect spell Stone Skin by B on B@home:A", "no army"},
        {"an unknown spell", [](PositionDraft& d) { d.addEffect("spell Stone Skn by B on B@frontier"); },
         "effect spell Stone Skn", "Stone Skn"},
        {"an eighth face without its captor", [](PositionDraft& d) { d.setTerrainFace("frontier", 8); },
         "terrain frontier 8", "8"},
        {"a face out of range", [](PositionDraft& d) { d.setTerrainFace("home:B", 9); }, "terrain home:B 9", "9"},
        {"a unit in the Summoning Pool", [](PositionDraft& d) { d.place(1, 0, DraftPlace::of(Kind::Pool)); },
         "pool B h1: Dwarves Sergeant", "Summoning Pool"},
    };
    for (const auto& c : cases) {
        auto draft = exampleDraft();
        c.change(draft);
        const auto problem = draft.check();
        ASSERT_TRUE(problem.has_value()) << c.what << "\n" << draft.text();
        EXPECT_GT(problem->line, 0) << c.what;
        EXPECT_EQ(problem->lineText.rfind(c.lineStarts, 0), 0U)
            << c.what << ": line " << problem->line << " '" << problem->lineText << "': " << problem->reason;
        EXPECT_NE(problem->reason.find(c.reasonHas), std::string::npos) << c.what << ": " << problem->reason;
    }
}

}  // namespace
}  // namespace muster::services
