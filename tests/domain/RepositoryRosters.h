#pragma once
// Every roster in the repository that Muster reads (examples, test data, OCTGN decks, rosters in event files),
// for round-trip tests of the roster forms. Files that are meant to be refused are skipped.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "../TestCatalog.h"
#include "muster/domain/FileIO.h"
#include "muster/domain/RosterIO.h"

namespace muster::testsupport {

struct RepositoryRoster {
    std::string source;  // the file (and the player, for a roster inside an event file)
    domain::Roster roster;
};

inline std::vector<RepositoryRoster> repositoryRosters() {
    namespace fs = std::filesystem;
    std::vector<RepositoryRoster> out;
    const fs::path root = fs::path(MUSTER_TEST_DATA).parent_path().parent_path();
    for (const fs::path& folder : {root / "docs" / "examples", root / "tests" / "data"}) {
        for (const auto& item : fs::recursive_directory_iterator(folder)) {
            const auto ext = item.path().extension().string();
            if (!item.is_regular_file() || (ext != ".json" && ext != ".txt" && ext != ".o8d")) continue;
            if (item.file_size() > 1024 * 1024) continue;
            const std::string path = item.path().string();
            std::string content;
            try {
                content = domain::readFile(path);
            } catch (const domain::FileError&) {
                continue;
            }
            if (content.find("muster-event") != std::string::npos) {
                const auto doc = nlohmann::json::parse(content, nullptr, false);
                if (!doc.is_object() || !doc.contains("players") || !doc["players"].is_array()) continue;
                for (const auto& player : doc["players"]) {
                    if (!player.is_object() || !player.contains("roster") || !player["roster"].is_object()) continue;
                    try {
                        out.push_back({path + " (" + player.value("name", "") + ")",
                                       domain::RosterIO::parseJson(player["roster"].dump(), catalog(), path)});
                    } catch (const domain::RosterFormatError&) {
                    }
                }
                continue;
            }
            const bool rosterLike = ext == ".o8d" || content.find("muster-roster") != std::string::npos ||
                                    content.find("force size") != std::string::npos;
            if (!rosterLike) continue;
            try {
                out.push_back({path, domain::RosterIO::parse(content, catalog(), path)});
            } catch (const domain::RosterFormatError&) {
            }
        }
    }
    return out;
}

// Whether two rosters hold the same settings and lines (die and count, in order). `sameNames`: also the names as
// written (the text forms keep them; an army code names each die as the catalog does).
inline void expectSameRoster(const domain::Roster& a, const domain::Roster& b, const std::string& where,
                             bool sameNames) {
    SCOPED_TRACE(where);
    EXPECT_EQ(a.name, b.name);
    EXPECT_EQ(a.player, b.player);
    EXPECT_EQ(a.edition, b.edition);
    EXPECT_EQ(a.eventFormat, b.eventFormat);
    EXPECT_EQ(a.forceSize, b.forceSize);
    EXPECT_EQ(a.playersInGame, b.playersInGame);
    EXPECT_EQ(a.catalogRevision, b.catalogRevision);
    EXPECT_EQ(a.homeTerrainDie, b.homeTerrainDie);
    EXPECT_EQ(a.frontierTerrainDie, b.frontierTerrainDie);
    if (sameNames) {
        EXPECT_EQ(a.homeTerrain, b.homeTerrain);
        EXPECT_EQ(a.frontierTerrain, b.frontierTerrain);
    }
    for (const domain::RosterSection s : domain::kRosterSections) {
        ASSERT_EQ(a.section(s).size(), b.section(s).size()) << domain::toString(s);
        for (std::size_t i = 0; i < a.section(s).size(); ++i) {
            EXPECT_EQ(a.section(s)[i].die, b.section(s)[i].die);
            EXPECT_EQ(a.section(s)[i].count, b.section(s)[i].count);
            if (sameNames) {
                EXPECT_EQ(a.section(s)[i].name, b.section(s)[i].name);
            }
        }
    }
}

}  // namespace muster::testsupport
