#pragma once
// A parsed match log (docs/match-log.md): the header (edition, force size, players and their forces) and
// the numbered turns as a flat list of events. Nothing here is checked against the rules yet.
#include <array>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "muster/rules/engine/Event.h"
#include "muster/rules/matchlog/PositionSection.h"

namespace muster::rules::matchlog {

inline constexpr const char* kFormatTag = "muster-matchlog";
inline constexpr int kFormatVersion = 2;  // the version the legal-log generator writes
// The newest version this program reads; a log with a position section (docs/match-log.md, Positions) is at least
// version 3.
inline constexpr int kNewestFormatVersion = 3;
inline constexpr int kPositionFormatVersion = 3;

// "f1: Dwarves Footman": a die the player brings, with the label the log uses for it.
struct ForceEntry {
    std::string label;
    std::string dieName;
    int line = 0;
};

enum class ArmySlot : std::uint8_t { Home = 0, Horde = 1, Campaign = 2 };

struct PlayerDecl {
    std::string id;    // the short token the log uses ("A", "alice")
    std::string name;  // the display name
    int line = 0;
    std::string homeTerrain;
    int homeLine = 0;
    std::string frontierTerrain;
    int frontierLine = 0;
    std::array<std::vector<ForceEntry>, 3> armies;  // indexed by ArmySlot
    std::vector<ForceEntry> pool;                   // Summoning Pool: dragons, Dragonkin, minor terrains
    std::string rosterRef;                          // "roster A file.json": the force comes from a roster file
    int rosterLine = 0;
};

struct MatchLog {
    std::string file;
    int version = 0;
    std::string edition;
    int editionLine = 0;
    int forceSize = 0;
    std::vector<PlayerDecl> players;
    // A log that starts from a position instead of the forces and the setup statements (version 3).
    std::optional<PositionSection> position;
    std::vector<engine::Event> events;

    [[nodiscard]] const PlayerDecl* player(const std::string& id) const {
        for (const auto& p : players)
            if (p.id == id) return &p;
        return nullptr;
    }
};

// A log that cannot be read: file, line and what is wrong.
class MatchLogError : public std::runtime_error {
public:
    MatchLogError(std::string file, int line, std::string problem);
    [[nodiscard]] const std::string& file() const { return file_; }
    [[nodiscard]] int line() const { return line_; }
    [[nodiscard]] const std::string& problem() const { return problem_; }

private:
    std::string file_;
    int line_;
    std::string problem_;
};

}  // namespace muster::rules::matchlog
