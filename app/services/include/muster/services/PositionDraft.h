#pragma once
// A position being set up by a judge (issue 30, judge mode; docs/judge.md, "Set up a position in the app"): two or
// more players, each with a roster; the terrains in play (die, face, who captured it); where each die of each roster
// is; whose turn and which phase; the lasting effects. It writes the log that starts from that position (the header
// and the position section up to 'play', docs/match-log.md, "Positions") and has the rules read it back: the rules'
// own position reader decides what is legal, and a draft they refuse comes back as data (the line and the reason).
// The draft knows no rules: it only writes the format. Starts as at a game's start: each roster's home army at its
// home terrain, its horde at the next player's home terrain, its campaign army at the frontier, its Summoning Pool
// in the Summoning Pool.
#include <optional>
#include <string>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/domain/Roster.h"
#include "muster/rules/engine/GameState.h"

namespace muster::services {

// Where a die of the draft is.
struct DraftPlace {
    enum class Kind : std::uint8_t { Terrain, Reserve, Dua, Bua, Pool, Out, NotInPlay };
    Kind kind = Kind::NotInPlay;
    std::string terrain;  // Kind::Terrain: "home:A", "frontier" (an army there, or a dragon)

    [[nodiscard]] static DraftPlace at(const std::string& terrain) { return {Kind::Terrain, terrain}; }
    [[nodiscard]] static DraftPlace of(Kind kind) { return {kind, {}}; }
    // "army at home:A", "Reserve Area", "DUA", "BUA", "Summoning Pool", "out of the game", "not in play".
    [[nodiscard]] std::string words() const;
    friend bool operator==(const DraftPlace&, const DraftPlace&) = default;
};

struct DraftDie {
    std::string label;  // h1.., z1.., c1.., p1.. as a log's 'roster' line gives them
    std::string die;    // the catalog's name
    domain::DieKind kind = domain::DieKind::Unit;
    DraftPlace place;
};

struct DraftPlayer {
    std::string id;    // "A", "B", ...
    std::string name;  // the roster's player, or "Player A"
    std::string roster;
    std::string frontierProposal;  // the roster's frontier terrain die
    std::vector<DraftDie> dice;
};

struct DraftTerrain {
    std::string key;  // "home:A", "frontier"
    std::string die;
    int face = 1;
    std::string capturedBy;  // the player on its eighth face ("" for none)
};

// Why the rules refuse a draft: the line of the written log and the reason in the rules' words.
struct DraftProblem {
    int line = 0;
    std::string lineText;  // the line as written (empty when the problem has no line)
    std::string reason;
};

class PositionDraft {
public:
    // Players A, B, ... from `rosters` (two to four), named by each roster's player or by `names`. Throws
    // std::invalid_argument when there are fewer than two or more than four rosters.
    PositionDraft(const domain::Catalog& catalog, const std::vector<domain::Roster>& rosters,
                  const std::vector<std::string>& names = {});

    [[nodiscard]] const std::vector<DraftPlayer>& players() const { return players_; }
    [[nodiscard]] const std::vector<DraftTerrain>& terrains() const { return terrains_; }
    [[nodiscard]] const std::vector<std::string>& effects() const { return effects_; }
    [[nodiscard]] int forceSize() const { return forceSize_; }

    // Every place a die may be put: each terrain in play, the Reserve Area, DUA, BUA, Summoning Pool, out of the
    // game, not in play (the rules say which of them suit which die).
    [[nodiscard]] std::vector<DraftPlace> places() const;
    void place(std::size_t player, std::size_t die, const DraftPlace& where);

    // The terrain with `key`: its die (a catalog name), its face (1 to 8) and who captured it ("" for no one).
    void setTerrainDie(const std::string& key, const std::string& die);
    void setTerrainFace(const std::string& key, int face);
    void setCapturedBy(const std::string& key, const std::string& player);

    // The turn: its number (0: the setup is over, the first turn has not begun), whose it is, its phase. The turn
    // order is the players' order.
    void setTurn(int number, const std::string& player, rules::engine::Phase phase);
    [[nodiscard]] int turnNumber() const { return turnNumber_; }
    [[nodiscard]] const std::string& turnPlayer() const { return turnPlayer_; }
    [[nodiscard]] rules::engine::Phase phase() const { return phase_; }

    // A lasting effect: the words after 'effect' (docs/match-log.md, "Effects"), as the judge writes them.
    void addEffect(const std::string& words);
    void removeEffect(std::size_t index);
    // The short form for a spell whose whole effect is a roll modifier: "spell Stone Skin by B on B@frontier x2".
    [[nodiscard]] static std::string spellEffect(const std::string& spell, const std::string& by,
                                                 const std::string& onPlayer, const std::string& at, int castings = 1);
    // The spells the short form takes (those with an effect block in the catalog), by name.
    [[nodiscard]] static std::vector<std::string> shortFormSpells(const domain::Catalog& catalog);

    // The log that starts from the draft: the header, the position section and 'play' (a version-3 match log).
    [[nodiscard]] std::string text() const;
    // The rules' reading of text(): nothing when they can play from it, else the line and the reason.
    [[nodiscard]] std::optional<DraftProblem> check() const;
    // Writes text() to `path` (replaced whole, never half-written). Throws domain::FileError.
    void save(const std::string& path) const;

private:
    DraftTerrain& terrain(const std::string& key);

    const domain::Catalog& catalog_;
    int forceSize_ = 0;
    std::vector<DraftPlayer> players_;
    std::vector<DraftTerrain> terrains_;
    std::vector<std::string> effects_;
    int turnNumber_ = 1;
    std::string turnPlayer_ = "A";
    rules::engine::Phase phase_ = rules::engine::Phase::FirstMarch;
};

}  // namespace muster::services
