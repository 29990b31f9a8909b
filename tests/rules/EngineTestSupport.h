#pragma once
// Shared helpers for the rules-engine tests: the real catalog (loaded once) and a small two-player log
// whose setup is fixed, so that each scenario only writes its turns.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <variant>

#include "muster/domain/CatalogLoader.h"
#include "muster/domain/FileIO.h"
#include "muster/rules/MatchVerifier.h"
#include "muster/rules/matchlog/MatchLogParser.h"

namespace muster::rules::testing {

inline const domain::Catalog& engineCatalog() {
    static const domain::Catalog catalog =
        domain::CatalogLoader::load(std::filesystem::path(MUSTER_SOURCE_RESOURCES) / "catalog" / "catalog.json");
    return catalog;
}

// Setup: A wins the horde roll and goes first, B picks A's Coastland Tower as the frontier.
// Start faces: home:A (Highland City) 3 = magic, home:B (Flatland City) 2 = missile, frontier 6 = melee.
// Dwarves Footman faces: 1 ID, 2 Save, 3 Melee, 4 Melee, 5 Save, 6 2xMelee.
// Dwarves Sergeant: 1 2xID, 2 2xManeuver, 3 2xMelee, 4 2xMelee, 5 3xSave, 6 3xMelee.
// Dwarves Crossbowman: 1 ID, 2 Melee, 3 Missile, 4 Missile, 5 Save, 6 2xMissile.
struct LogSpec {
    std::string aHome = "h1: Dwarves Footman, h2: Dwarves Footman";
    std::string aHorde = "z1: Dwarves Footman";
    std::string aCampaign = "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Dwarves Crossbowman";
    std::string bHome = "h1: Dwarves Footman, h2: Dwarves Footman";
    std::string bHorde = "z1: Dwarves Footman";
    std::string bCampaign = "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Dwarves Crossbowman";
    std::string aHomeTerrain = "Highland City";
    std::string aFrontier = "Coastland Tower";
    std::string bHomeTerrain = "Flatland City";
    std::string bFrontier = "Swampland City";
    std::string aPool = "d1: Fire Drake";
    std::string bPool = "d1: Water Drake";
    int version = 1;
    std::string hordeRolls = "horde-roll A maneuver=1 : z1=1\nhorde-roll B maneuver=0 : z1=2\n";
    int homeA = 3;
    int homeB = 2;
    int frontier = 6;

    [[nodiscard]] std::string text(const std::string& body) const {
        std::string t = "format muster-matchlog " + std::to_string(version) +
                        "\nedition v4.01d\nforce-size 24\nplayer A Ana\nplayer B Bruno\n";
        t += "terrain A home " + aHomeTerrain + "\nterrain A frontier " + aFrontier + "\n";
        t += "terrain B home " + bHomeTerrain + "\nterrain B frontier " + bFrontier + "\n";
        t += "army A home " + aHome + "\narmy A horde " + aHorde + "\narmy A campaign " + aCampaign + "\n";
        t += "pool A " + aPool + "\n";
        t += "army B home " + bHome + "\narmy B horde " + bHorde + "\narmy B campaign " + bCampaign + "\n";
        t += "pool B " + bPool + "\nsetup\n" + hordeRolls;
        t += "choose A first-turn\nfrontier-pick B A\n";
        t += "place A home home:A\nplace A horde home:B\nplace A campaign frontier\n";
        t += "place B home home:B\nplace B horde home:A\nplace B campaign frontier\n";
        t += "start-roll A home:A " + std::to_string(homeA) + "\nstart-roll B home:B " + std::to_string(homeB) +
             "\nstart-roll B frontier " + std::to_string(frontier) + "\n";
        return t + body;
    }
    // Line number (1-based) of the first body line.
    [[nodiscard]] int bodyLine() const {
        const std::string t = text("");
        int n = 1;
        for (char c : t) n += c == '\n';
        return n;
    }
};

// LogSpec with A's campaign army a Footman (c1), a Sergeant (c2) and this die as c3 (instead of the Crossbowman): the
// scene of most SAI games, where c3 rolls the SAI.
inline LogSpec specWithACampaignC3(const std::string& die) {
    LogSpec spec;
    spec.aCampaign = "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: " + die;
    return spec;
}

inline void dumpLog(const std::string& text) {
    if (const char* dir = std::getenv("MUSTER_DUMP_LOGS")) {
        static int counter = 0;
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        std::string name =
            std::string(info->test_suite_name()) + "." + info->name() + "." + std::to_string(++counter) + ".log";
        for (char& c : name)
            if (c == '/') c = '_';
        std::ofstream(std::string(dir) + "/" + name) << text;
    }
}

inline MatchVerdict verify(const std::string& text) {
    dumpLog(text);
    static const MatchVerifier verifier(engineCatalog(), {}, VerifyOptions{true});
    return verifier.verifyText(text, "test.log");
}

// The catalog with one more SAI that no family registers ("Unmodelled Test SAI", melee), shown by face 6 of the
// Dwarves Footman (instead of its 2 Melee): the subject of the tests that an SAI the engine does not model makes its
// roll unsupported, now that every real SAI is modelled in a melee attack (the Silver Medallion was the last).
inline const char* const kUnmodelledSai = "Unmodelled Test SAI";
inline const domain::Catalog& catalogWithUnmodelledSai() {
    static const domain::Catalog extended = [] {
        const auto& cat = engineCatalog();
        auto sais = cat.sais();
        domain::SpecialActionIcon madeUp;
        madeUp.name = kUnmodelledSai;
        madeUp.rollTypes = {"melee"};
        madeUp.summary = "an SAI only the tests know";
        sais.push_back(madeUp);
        auto dice = cat.dice();
        for (auto& d : dice)
            if (d.name == "Dwarves Footman") d.faces[5] = domain::Face{2, kUnmodelledSai};
        return domain::Catalog(cat.revision(), dice, cat.species(), cat.abilities(), sais, cat.spells(),
                               cat.terrainTypes(), cat.eighthFaces(), cat.breathEffects());
    }();
    return extended;
}
inline MatchVerdict verifyWithUnmodelledSai(const std::string& text) {
    static const MatchVerifier verifier(catalogWithUnmodelledSai(), {}, VerifyOptions{true});
    return verifier.verifyText(text, "test.log");
}

// The log replays to the end with every step legal.
inline void expectVerified(const std::string& text) {
    const auto v = verify(text);
    EXPECT_EQ(v.status, MatchVerdict::Status::Verified) << v.message;
}

// The engine's setup for a parsed log's players: terrains, the dice of the three armies (0 home, 1 horde,
// 2 campaign) and the Summoning Pool (-1), all taken from the real catalog.
inline engine::Setup engineSetup(const matchlog::MatchLog& log) {
    engine::Setup setup;
    setup.forceSize = log.forceSize;
    for (const auto& p : log.players) {
        engine::SetupPlayer sp;
        sp.id = p.id;
        sp.homeTerrain = *engineCatalog().findDie(p.homeTerrain);
        sp.proposedFrontier = *engineCatalog().findDie(p.frontierTerrain);
        for (int a = 0; a < 3; ++a)
            for (const auto& e : p.armies[static_cast<std::size_t>(a)])
                sp.dice.push_back({e.label, *engineCatalog().findDie(e.dieName), a});
        for (const auto& e : p.pool) sp.dice.push_back({e.label, *engineCatalog().findDie(e.dieName), -1});
        setup.players.push_back(sp);
    }
    return setup;
}

// Replays a log and returns the state after the last event that applied (for looking inside).
inline engine::GameState replay(const std::string& text) {
    dumpLog(text);
    const auto log = matchlog::MatchLogParser::parse(text, "test.log");
    const engine::Engine engine(engineCatalog());
    auto state = std::get<engine::GameState>(engine.start(engineSetup(log)));
    for (const auto& e : log.events) {
        auto next = engine.step(state, e);
        if (std::holds_alternative<engine::Violation>(next)) break;
        state = std::get<engine::GameState>(next);
    }
    return state;
}

// The 1-based line of the first "#!" mark in a log text (the line a broken copy must be caught at), or -1.
inline int markedLine(const std::string& text) {
    const auto at = text.find("#!");
    if (at == std::string::npos) return -1;
    int line = 1;
    for (std::size_t i = 0; i < at; ++i) line += text[i] == '\n' ? 1 : 0;
    return line;
}

// The log is inconsistent at its "#!" line, with this fragment in the message.
inline void expectCaught(const std::string& text, const std::string& fragment) {
    const auto v = verify(text);
    EXPECT_EQ(v.status, MatchVerdict::Status::Inconsistent) << v.message << "\n" << text;
    EXPECT_EQ(v.line, markedLine(text)) << v.message;
    EXPECT_NE(v.message.find(fragment), std::string::npos) << v.message;
}

// The 1-based line of the first line holding this fragment, or 0.
inline int lineOf(const std::string& text, const std::string& fragment) {
    std::istringstream in(text);
    int n = 0;
    for (std::string line; std::getline(in, line);) {
        ++n;
        if (line.find(fragment) != std::string::npos) return n;
    }
    return 0;
}

// The log is inconsistent (verified like `verify`) at this line, with `fragment` in the message.
inline void expectInconsistent(const std::string& text, int line, const std::string& fragment) {
    const auto v = verify(text);
    EXPECT_EQ(v.status, MatchVerdict::Status::Inconsistent) << v.message;
    EXPECT_EQ(v.line, line) << v.message;
    EXPECT_NE(v.message.find(fragment), std::string::npos) << v.message;
}

// The log is inconsistent (verified like `verify`) somewhere, with `fragment` (when given) in the message.
inline void expectInconsistentWith(const std::string& text, const std::string& fragment = "") {
    const auto v = verify(text);
    EXPECT_EQ(v.status, MatchVerdict::Status::Inconsistent) << v.message;
    if (!fragment.empty()) {
        EXPECT_NE(v.message.find(fragment), std::string::npos) << v.message;
    }
}

// The same at the first line holding `lineText`.
inline void expectCaughtAtLineHolding(const std::string& text, const std::string& lineText, const std::string& why) {
    expectInconsistent(text, lineOf(text, lineText), why);
}

// The 1-based line of the last line holding this fragment, or 0.
inline int lastLineOf(const std::string& text, const std::string& fragment) {
    std::istringstream in(text);
    int n = 0;
    int found = 0;
    for (std::string line; std::getline(in, line);) {
        ++n;
        if (line.find(fragment) != std::string::npos) found = n;
    }
    return found;
}

// The verifier of real games: the force total is checked (scenario logs under tests/data/matchlogs/ with legal
// 24-point forces).
inline const MatchVerifier& fullVerifier() {
    static const MatchVerifier verifier(engineCatalog());
    return verifier;
}

// Which line holding a fragment of a broken copy is the line it must be caught at.
enum class CaughtAt { FirstLineHolding, LastLineHolding };

// A scenario log and its broken copy (`dir` + `name` + ".log" / "-broken.log"): the log verifies, the copy is
// inconsistent at the (first or last) line holding `brokenLine`, with `why` in the message.
inline void expectScenarioAndBrokenCopy(const std::string& dir, const std::string& name, const std::string& brokenLine,
                                        const std::string& why, CaughtAt at = CaughtAt::FirstLineHolding,
                                        const MatchVerifier& verifier = fullVerifier()) {
    const auto good = verifier.verifyFile(dir + name + ".log");
    EXPECT_EQ(good.status, MatchVerdict::Status::Verified) << name << ": " << good.message;
    const auto brokenText = domain::readFile(dir + name + "-broken.log");
    const auto broken = verifier.verifyFile(dir + name + "-broken.log");
    EXPECT_EQ(broken.status, MatchVerdict::Status::Inconsistent) << broken.message;
    const int line =
        at == CaughtAt::LastLineHolding ? lastLineOf(brokenText, brokenLine) : lineOf(brokenText, brokenLine);
    ASSERT_GT(line, 0) << brokenLine;
    EXPECT_EQ(broken.line, line) << broken.message;
    EXPECT_NE(broken.message.find(why), std::string::npos) << broken.message;
}

// Where the scenario logs of SAIs are (tests/data/matchlogs/sais/).
inline std::string saiLogDir() {
    return std::string(MUSTER_TEST_DATA) + "/matchlogs/sais/";
}

// The text of an SAI's scenario log (tests/data/matchlogs/sais/<name>.log).
inline std::string saiLog(const std::string& name) {
    return domain::readFile(saiLogDir() + name + ".log");
}

// An SAI's scenario log verifies with the force total checked, and its broken copy is caught at the first line
// holding `brokenLine`, with `why` in the message.
inline void expectSaiScenario(const std::string& name, const std::string& brokenLine, const std::string& why) {
    expectScenarioAndBrokenCopy(saiLogDir(), name, brokenLine, why);
}

// A log text verified with the force total checked (a variant of a scenario log with legal 24-point forces).
inline MatchVerdict verifyFull(const std::string& text) {
    return fullVerifier().verifyText(text, "test.log");
}

// The verifier of the engine tests' scenes with a few units each: the force total is not checked.
inline const MatchVerifier& partialForcesVerifier() {
    static const MatchVerifier verifier(engineCatalog(), {}, VerifyOptions{true});
    return verifier;
}

// A scenario log whose broken copy marks the line it must be caught at with "#!": the log verifies, the copy is
// inconsistent at its mark with `why` in the message. With no verifier the texts are verified like `verify` (the small
// test forces, without the force total); with one, the files are.
inline void expectScenarioAndBrokenCopyAtMark(const std::string& dir, const std::string& name, const std::string& why,
                                              const MatchVerifier* verifier = nullptr) {
    const auto check = [verifier](const std::string& path) {
        return verifier ? verifier->verifyFile(path) : verify(domain::readFile(path));
    };
    const auto good = check(dir + name + ".log");
    EXPECT_EQ(good.status, MatchVerdict::Status::Verified) << good.message;
    const auto brokenText = domain::readFile(dir + name + "-broken.log");
    const auto broken = check(dir + name + "-broken.log");
    EXPECT_EQ(broken.status, MatchVerdict::Status::Inconsistent) << broken.message;
    EXPECT_EQ(broken.line, markedLine(brokenText)) << broken.message;
    EXPECT_NE(broken.message.find(why), std::string::npos) << broken.message;
}

// The text with the first occurrence of `from` (which must be there) replaced by `to`.
inline std::string swap(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) text.replace(at, from.size(), to);
    return text;
}

// Where the piece with this label of this owner is in a state.
inline engine::Where whereIs(const engine::GameState& s, int owner, const std::string& label) {
    return s.piece(s.pieceIndex(owner, label)).loc.where;
}

}  // namespace muster::rules::testing
