#pragma once
// The whole state of a game between two statements. Every die in the game is a Piece with a kind (unit,
// dragon, item, minor terrain) and a location; armies, DUAs, BUAs and Summoning Pools are queries over the
// pieces, so a piece is always in exactly one place, and only units make up an army. Lasting effects
// (spells, SAIs, breath) are Effect records. What the engine expects next is the frame stack (flow/): the
// state itself says what may come next.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/domain/Die.h"
#include "muster/rules/engine/Effect.h"
#include "muster/rules/engine/Frame.h"  // FrameSlot's inline members need the whole type
#include "muster/rules/engine/Location.h"

namespace muster::rules::engine {

enum class PieceKind : std::uint8_t { Unit, Dragon, Item, MinorTerrain };
// What a die is in play: a unit (Dragonkin and champions too), a dragon, an item or a minor terrain.
PieceKind pieceKindOf(const domain::Die& die);

struct Piece {
    PieceKind kind = PieceKind::Unit;
    int owner = 0;
    domain::DieId die = 0;
    Location loc;
    int setupArmy = -1;  // 0 home, 1 horde, 2 campaign, -1 Summoning Pool
    // Minor terrains in play: the face showing (0-based), and whether a disaster face buries it at the
    // beginning of its army's next march.
    int face = -1;
    bool buryAtNextMarch = false;
};

struct TerrainState {
    domain::DieId die = 0;
    std::string key;       // "home:A" or "frontier"
    int homeOf = -1;       // player index, -1 for the frontier
    int face = 0;          // 1..8 once set up, 0 before the starting roll
    int controller = -1;   // the player whose army captured it (face 8)
    int proposedBy = -1;   // frontier: the player who brought it
    std::string castleAs;  // a captured Castle: the eighth-face icon chosen ("City", ...)
};

struct PlayerState {
    std::string id;
    std::string name;
    int home = -1;  // terrain index of the Home Terrain
    domain::DieId proposedFrontier = 0;
    bool eliminated = false;
    int hordeManeuver = -1;  // setup step 4: the latest horde roll
};

enum class Phase : std::uint8_t { Expire, Eighth, Dragon, Species, FirstMarch, SecondMarch, Reserves };
std::string_view toString(Phase phase);

// What happened in the current turn that the rules limit ("once per turn", "armies that have marched").
struct TurnRecord {
    int number = 0;
    int player = -1;
    Phase phase = Phase::Expire;
    int marchNumber = 0;
    std::vector<Location> marched;      // armies (by location) that already marched this turn
    std::vector<std::string> usedOnce;  // keys of once-per-turn uses ("city", "temple:A", "flash-flood:frontier")
    bool reinforceDone = false;         // a retreat was seen, so reinforcing is over
    std::vector<int> dragonAttacks;     // terrains whose dragons have made their Dragon Attack Phase attack
    [[nodiscard]] bool used(const std::string& key) const;
};

class Frame;
// A copyable owner of one frame (frames are cloned when a state is copied).
class FrameSlot {
public:
    FrameSlot() = default;
    explicit FrameSlot(std::unique_ptr<Frame> frame);
    FrameSlot(const FrameSlot& other);
    FrameSlot& operator=(const FrameSlot& other);
    FrameSlot(FrameSlot&&) noexcept = default;
    FrameSlot& operator=(FrameSlot&&) noexcept = default;
    ~FrameSlot();
    [[nodiscard]] Frame& operator*() const { return *frame_; }
    [[nodiscard]] Frame* operator->() const { return frame_.get(); }
    [[nodiscard]] Frame* get() const { return frame_.get(); }
    std::unique_ptr<Frame> release() { return std::move(frame_); }

private:
    std::unique_ptr<Frame> frame_;
};

// Units an effect (not their owner) sent from an army at a terrain to the Reserve Area during the current statement
// and the kill, SAI and burial lines after it (Scare, Roar, Seize, Scent of Fear, Mirage, Fearful Flames, Open
// Grave, Replanting): their owner may let items follow them with 'carry-item' until the next roll or move
// (state/Items.h).
struct ForcedMove {
    int owner = -1;
    Location from;
    std::vector<int> units;
    std::vector<int> items;  // carried along so far
};

// Names that never change during a game, shared by every copy of the state.
struct GameCast {
    std::vector<std::string> labels;                            // per piece
    std::vector<std::unordered_map<std::string, int>> byLabel;  // per player: label -> piece index
};

struct GameState {
    int forceSize = 0;
    int logVersion = 2;  // what the log can state (docs/match-log.md)
    std::shared_ptr<const GameCast> cast;
    std::vector<PlayerState> players;
    std::vector<TerrainState> terrains;
    std::vector<Piece> pieces;
    std::vector<Effect> effects;
    int nextEffectId = 1;
    std::vector<int> turnOrder;  // player indices
    int frontierPicker = -1;
    int frontierTerrain = -1;
    TurnRecord turn;
    int winner = -1;
    std::string winBy;              // "capture" or "elimination"
    bool finished = false;          // the result line was read
    std::vector<FrameSlot> frames;  // what the engine expects next: the top frame
    std::string lastClosed;         // why the frames the last statement finished are over (for messages)
    std::vector<ForcedMove> forcedMoves;  // since the last roll or move

    // Queries.
    [[nodiscard]] const std::string& label(int piece) const { return cast->labels[static_cast<std::size_t>(piece)]; }
    [[nodiscard]] const std::string& pid(int player) const { return players[static_cast<std::size_t>(player)].id; }
    [[nodiscard]] int playerIndex(const std::string& id) const;
    [[nodiscard]] int terrainIndex(const std::string& key) const;
    [[nodiscard]] int pieceIndex(int owner, const std::string& label) const;
    [[nodiscard]] Piece& piece(int p) { return pieces[static_cast<std::size_t>(p)]; }
    [[nodiscard]] const Piece& piece(int p) const { return pieces[static_cast<std::size_t>(p)]; }
    [[nodiscard]] TerrainState& terrain(int t) { return terrains[static_cast<std::size_t>(t)]; }
    [[nodiscard]] const TerrainState& terrain(int t) const { return terrains[static_cast<std::size_t>(t)]; }
    // The units (never dragons, items or minor terrains) of a player's army at a location.
    [[nodiscard]] std::vector<int> army(int owner, Location loc) const;
    [[nodiscard]] bool hasArmy(int owner, Location loc) const;
    [[nodiscard]] std::vector<int> itemsAt(int owner, Location loc) const;
    [[nodiscard]] int minorTerrainAt(int owner, Location loc) const;  // piece index or -1
    [[nodiscard]] std::vector<int> dragonsAt(int terrain) const;
    [[nodiscard]] std::vector<int> unitsAt(int owner, Where where) const;
    [[nodiscard]] bool hasUnitsInPlay(int owner) const;
    [[nodiscard]] int capturedCount(int player) const;
    [[nodiscard]] bool controls(int player, Location loc) const;
    [[nodiscard]] std::string locationName(Location loc) const;
    [[nodiscard]] std::optional<Location> parseLocation(const std::string& text) const;
    // DUA-scaled ability limit: per 24 points of force or part thereof.
    [[nodiscard]] int duaScaled(int perTwentyFour) const { return perTwentyFour * ((forceSize + 23) / 24); }
    [[nodiscard]] bool gameOver() const { return winner >= 0; }
};

}  // namespace muster::rules::engine
