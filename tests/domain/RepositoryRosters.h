#pragma once
// Every roster in the repository that Muster reads (examples, test data, OCTGN decks, rosters in event files),
// for round-trip tests of the roster forms. Files that are meant to be refused are skipped.
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

}  // namespace muster::testsupport
