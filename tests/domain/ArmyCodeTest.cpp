// Army codes: every roster in the repository and 100,000 random rosters come back from their code; damaged
// codes, codes of a newer version and dice the catalog lacks are refused with a message that says so.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <random>
#include <sstream>

#include "../TestCatalog.h"
#include "RepositoryRosters.h"
#include "muster/domain/ArmyCode.h"
#include "muster/domain/RosterIO.h"

using namespace muster::domain;
using muster::testsupport::catalog;
using muster::testsupport::expectSameRoster;

namespace {

bool allResolved(const Roster& r) {
    if ((!r.homeTerrain.empty() && !r.homeTerrainDie) || (!r.frontierTerrain.empty() && !r.frontierTerrainDie))
        return false;
    return std::all_of(r.sections.begin(), r.sections.end(), [](const auto& entries) {
        return std::all_of(entries.begin(), entries.end(), [](const RosterEntry& e) { return e.die.has_value(); });
    });
}

// What a code keeps (the settings, the terrains and every line's die and count, in order), compared without
// gtest's bookkeeping for the 100,000 random rosters; expectSameRoster says what differs.
bool sameRoster(const Roster& a, const Roster& b) {
    if (a.name != b.name || a.player != b.player || a.edition != b.edition || a.eventFormat != b.eventFormat ||
        a.forceSize != b.forceSize || a.playersInGame != b.playersInGame || a.catalogRevision != b.catalogRevision ||
        a.homeTerrainDie != b.homeTerrainDie || a.frontierTerrainDie != b.frontierTerrainDie)
        return false;
    for (std::size_t s = 0; s < a.sections.size(); ++s) {
        if (a.sections[s].size() != b.sections[s].size()) return false;
        for (std::size_t i = 0; i < a.sections[s].size(); ++i) {
            if (a.sections[s][i].die != b.sections[s][i].die || a.sections[s][i].count != b.sections[s][i].count)
                return false;
        }
    }
    return true;
}

bool chatSafe(const std::string& code) {
    return std::all_of(code.begin(), code.end(),
                       [](char c) { return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-'; });
}

std::string problemOf(const std::string& code, const Catalog& with = catalog()) {
    try {
        (void)ArmyCode::decode(code, with);
    } catch (const RosterFormatError& e) {
        return e.what();
    }
    return "(no error)";
}

Roster sampleRoster() {
    return RosterIO::readFile((std::filesystem::path(MUSTER_TEST_DATA) / "rosters" / "legal-24.txt").string(),
                              catalog());
}

}  // namespace

TEST(ArmyCode, EveryRosterInTheRepositoryComesBack) {
    const auto rosters = muster::testsupport::repositoryRosters();
    int roundTrips = 0;
    for (const auto& [source, roster] : rosters) {
        if (!allResolved(roster) || roster.forceSize < 1) {
            EXPECT_THROW((void)ArmyCode::encode(roster, catalog(), source), RosterFormatError) << source;
            continue;
        }
        const std::string code = ArmyCode::encode(roster, catalog(), source);
        EXPECT_TRUE(chatSafe(code)) << code;
        EXPECT_TRUE(code.starts_with("MR1-")) << code;
        expectSameRoster(roster, ArmyCode::decode(code, catalog()), source, false);
        // Read as any roster file reads: by content.
        expectSameRoster(roster, RosterIO::parse(code + "\n", catalog(), "pasted"), source + " (parse)", false);
        ++roundTrips;
    }
    EXPECT_GE(roundTrips, 15) << "of " << rosters.size() << " rosters";
    std::cout << "[ info     ] " << roundTrips << " of " << rosters.size() << " rosters round-tripped\n";
}

TEST(ArmyCode, ManyRandomRostersComeBack) {
    std::mt19937 random(20261128);
    const auto& dice = catalog().dice();
    std::vector<DieId> terrains;
    for (const auto& die : dice) {
        if (die.isMajorTerrain()) terrains.push_back(die.id);
    }
    const std::vector<std::string> pieces = {"a", "Z", " ", "é", "漢", "🐉", "-", "'", "3", "\\", "\""};
    auto text = [&](int longest) {
        std::string out;
        const int n = std::uniform_int_distribution<int>(0, longest)(random);
        for (int i = 0; i < n; ++i) out += pieces[random() % pieces.size()];
        return out;
    };
    auto pick = [&](int low, int high) { return std::uniform_int_distribution<int>(low, high)(random); };
    std::size_t longest = 0;
    for (int round = 0; round < 100000; ++round) {
        Roster r;
        r.name = text(12);
        r.player = text(6);
        const int edition = pick(0, 9);
        r.edition = edition < 6 ? "v4.01d" : (edition < 9 ? "tsr-1996" : text(5));
        r.eventFormat = pick(0, 1) == 0 ? "open" : text(8);
        r.forceSize = pick(1, 10000);
        r.playersInGame = pick(1, 64);
        r.catalogRevision = pick(0, 1) == 0 ? catalog().revision() : text(4);
        if (pick(0, 4) > 0) {
            r.homeTerrainDie = terrains[random() % terrains.size()];
            r.homeTerrain = dice[*r.homeTerrainDie].name;
        }
        if (pick(0, 4) > 0) {
            r.frontierTerrainDie = terrains[random() % terrains.size()];
            r.frontierTerrain = dice[*r.frontierTerrainDie].name;
        }
        for (auto& entries : r.sections) {
            const int n = pick(0, 6);
            for (int i = 0; i < n; ++i) {
                const DieId id = static_cast<DieId>(random() % dice.size());
                // The written name does not go into a code (the die's id does), so it is left empty here.
                entries.push_back(RosterEntry{std::string(), pick(0, 3) == 0 ? pick(1, 999) : pick(1, 4), id, 0});
            }
        }
        const std::string code = ArmyCode::encode(r, catalog());
        longest = std::max(longest, code.size());
        const Roster back = ArmyCode::decode(code, catalog());
        if (!sameRoster(r, back)) {
            expectSameRoster(r, back, "random roster " + std::to_string(round) + ": " + code, false);
            break;
        }
    }
    EXPECT_LT(longest, 600U);
}

TEST(ArmyCode, IsShortForATypicalRoster) {
    const std::string code = ArmyCode::encode(sampleRoster(), catalog());
    EXPECT_LT(code.size(), 160U) << code;  // 126 for legal-24.txt
    EXPECT_EQ(code.find_first_of(" \n"), std::string::npos);
}

TEST(ArmyCode, ReadsInAnyCaseAndAcrossLineBreaks) {
    const Roster roster = sampleRoster();
    std::string code = ArmyCode::encode(roster, catalog());
    std::string lower = code;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
    expectSameRoster(roster, ArmyCode::decode(lower, catalog()), "lower case", false);
    std::string wrapped = code;
    wrapped.insert(30, "\n  ");
    expectSameRoster(roster, ArmyCode::decode("  " + wrapped + " \r\n", catalog()), "wrapped", false);
}

TEST(ArmyCode, EveryChangedCharacterIsFound) {
    const std::string code = ArmyCode::encode(sampleRoster(), catalog());
    for (std::size_t at = 4; at < code.size(); ++at) {
        std::string changed = code;
        changed[at] = code[at] == 'A' ? 'B' : 'A';
        EXPECT_NE(problemOf(changed).find("damaged"), std::string::npos) << at << ": " << problemOf(changed);
        std::string lost = code;
        lost.erase(at, 1);
        EXPECT_NE(problemOf(lost).find("damaged"), std::string::npos) << at;
        std::string added = code;
        added.insert(at, "Q");
        EXPECT_NE(problemOf(added).find("damaged"), std::string::npos) << at;
    }
    EXPECT_NE(problemOf(code.substr(0, code.size() / 2)).find("damaged"), std::string::npos);
    EXPECT_NE(problemOf(code + "!").find("is not one of the letters"), std::string::npos);
}

TEST(ArmyCode, SaysWhatIsWrongWithTextThatIsNoCode) {
    EXPECT_NE(problemOf("hello").find("is not an army code"), std::string::npos);
    EXPECT_NE(problemOf("MR-ABC").find("is not an army code"), std::string::npos);
    EXPECT_NE(problemOf("MR1-").find("damaged"), std::string::npos);
    const std::string newer = problemOf("MR2-GEZDGNBVGY3TQOJQ");
    EXPECT_NE(newer.find("version 2"), std::string::npos) << newer;
    EXPECT_NE(newer.find("newer Muster"), std::string::npos) << newer;
    EXPECT_NE(problemOf("MR99999999-AAAA").find("newer Muster"), std::string::npos);
    // Hostile input is quoted short and escaped.
    const std::string hostile = problemOf("\x1b[31m" + std::string(500, 'x'));
    EXPECT_EQ(hostile.find('\x1b'), std::string::npos);
    EXPECT_LT(hostile.size(), 200U);
}

TEST(ArmyCode, ADieTheCatalogLacksIsNamedByItsId) {
    // A catalog of a later revision with one die more (its id unknown to the shipped catalog).
    std::vector<Die> dice = catalog().dice();
    Die added = dice.front();
    added.name = "Amazons Test Scout";
    added.aliases.clear();
    added.octgnId = "f00dcafe-0000-4000-8000-000000000001";
    dice.push_back(added);
    const Catalog newer("2099.1.1", dice, catalog().species(), catalog().abilities(), catalog().sais(),
                        catalog().spells(), catalog().terrainTypes(), catalog().eighthFaces(),
                        catalog().breathEffects());
    Roster roster = sampleRoster();
    roster.catalogRevision = newer.revision();
    roster.section(RosterSection::Horde).push_back(RosterEntry{added.name, 2, static_cast<DieId>(dice.size() - 1), 0});
    const std::string code = ArmyCode::encode(roster, newer);
    const std::string problem = problemOf(code);
    EXPECT_NE(problem.find("armies.horde["), std::string::npos) << problem;
    EXPECT_NE(problem.find("catalog id f00dcafe"), std::string::npos) << problem;
    EXPECT_NE(problem.find("2099.1.1"), std::string::npos) << problem;
    // The newer catalog reads it, and a die it moved in its list is still the same die (ids, not positions).
    const Roster back = ArmyCode::decode(code, newer);
    EXPECT_EQ(back.section(RosterSection::Horde).back().name, "Amazons Test Scout");
    std::vector<Die> reordered = catalog().dice();
    std::reverse(reordered.begin(), reordered.end());
    const Catalog shuffled("2099.1.2", reordered, catalog().species(), catalog().abilities(), catalog().sais(),
                           catalog().spells(), catalog().terrainTypes(), catalog().eighthFaces(),
                           catalog().breathEffects());
    const Roster moved = ArmyCode::decode(ArmyCode::encode(sampleRoster(), catalog()), shuffled);
    EXPECT_EQ(moved.diceCounts().size(), sampleRoster().diceCounts().size());
    for (const auto& [id, count] : sampleRoster().diceCounts()) {
        const auto there = shuffled.findDie(catalog().die(id).name);
        ASSERT_TRUE(there);
        EXPECT_EQ(moved.diceCounts().at(*there), count) << catalog().die(id).name;
    }
}

TEST(ArmyCode, ARosterWithAnUnknownDieIsRefusedWithItsField) {
    Roster roster = sampleRoster();
    roster.section(RosterSection::Campaign).push_back(RosterEntry{"Dwarves Tea Cosy", 1, std::nullopt, 0});
    try {
        (void)ArmyCode::encode(roster, catalog(), "mine.txt");
        FAIL() << "encoded";
    } catch (const RosterFormatError& e) {
        EXPECT_NE(std::string(e.what()).find("armies.campaign["), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("Dwarves Tea Cosy"), std::string::npos) << e.what();
    }
}

// A die's catalog id in a code is the start of its OCTGN card id: every shipped die has one, and no two share it.
TEST(ArmyCode, EveryShippedDieHasAnIdOfItsOwn) {
    std::map<std::string, std::string> seen;
    for (const auto& die : catalog().dice()) {
        ASSERT_GE(die.octgnId.size(), 8U) << die.name;
        const auto [it, added] = seen.emplace(die.octgnId.substr(0, 8), die.name);
        EXPECT_TRUE(added) << die.name << " and " << it->second << " share the catalog id " << it->first;
    }
}
