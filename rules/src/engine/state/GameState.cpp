#include "muster/rules/engine/GameState.h"

#include <algorithm>

#include "muster/rules/engine/Frame.h"

namespace muster::rules::engine {

std::string_view toString(Phase phase) {
    switch (phase) {
        case Phase::Expire:
            return "expire effects";
        case Phase::Eighth:
            return "eighth face";
        case Phase::Dragon:
            return "dragon attack";
        case Phase::Species:
            return "species abilities";
        case Phase::FirstMarch:
            return "first march";
        case Phase::SecondMarch:
            return "second march";
        case Phase::Reserves:
            return "reserves";
    }
    return "?";
}

PieceKind pieceKindOf(const domain::Die& die) {
    if (die.kind == domain::DieKind::Dragon) return PieceKind::Dragon;
    if (die.kind == domain::DieKind::MinorTerrain) return PieceKind::MinorTerrain;
    if (die.isItem()) return PieceKind::Item;
    return PieceKind::Unit;
}

bool TurnRecord::used(const std::string& key) const {
    return std::find(usedOnce.begin(), usedOnce.end(), key) != usedOnce.end();
}

FrameSlot::FrameSlot(std::unique_ptr<Frame> frame) : frame_(std::move(frame)) {}
FrameSlot::FrameSlot(const FrameSlot& other) : frame_(other.frame_ ? other.frame_->clone() : nullptr) {}
FrameSlot& FrameSlot::operator=(const FrameSlot& other) {
    if (this != &other) frame_ = other.frame_ ? other.frame_->clone() : nullptr;
    return *this;
}
FrameSlot::~FrameSlot() = default;

int GameState::playerIndex(const std::string& id) const {
    for (std::size_t i = 0; i < players.size(); ++i)
        if (players[i].id == id) return static_cast<int>(i);
    return -1;
}

int GameState::terrainIndex(const std::string& key) const {
    for (std::size_t i = 0; i < terrains.size(); ++i)
        if (terrains[i].key == key) return static_cast<int>(i);
    return -1;
}

namespace {
constexpr std::size_t kLabelsCompared = 64;
}  // namespace

int GameState::pieceIndex(int owner, const std::string& label) const {
    if (owner < 0 || owner >= static_cast<int>(cast->byLabel.size())) return -1;
    const auto& map = cast->byLabel[static_cast<std::size_t>(owner)];
    // A force's few dozen labels ("h1", "c12") are compared in place, the first byte before the rest (every face
    // token of every roll is looked up here); a larger table is hashed.
    if (map.size() <= kLabelsCompared) {
        for (const auto& [key, index] : map)
            if (key.size() == label.size() && (key.empty() || key.front() == label.front()) && key == label)
                return index;
        return -1;
    }
    const auto it = map.find(label);
    return it == map.end() ? -1 : it->second;
}

std::vector<int> GameState::army(int owner, Location loc) const {
    std::vector<int> out;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const auto& p = pieces[i];
        if (p.kind == PieceKind::Unit && p.owner == owner && p.loc == loc) out.push_back(static_cast<int>(i));
    }
    return out;
}

bool GameState::hasArmy(int owner, Location loc) const {
    return std::any_of(pieces.begin(), pieces.end(),
                       [&](const Piece& p) { return p.kind == PieceKind::Unit && p.owner == owner && p.loc == loc; });
}

std::vector<int> GameState::itemsAt(int owner, Location loc) const {
    std::vector<int> out;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const auto& p = pieces[i];
        if (p.kind == PieceKind::Item && p.owner == owner && p.loc == loc) out.push_back(static_cast<int>(i));
    }
    return out;
}

int GameState::minorTerrainAt(int owner, Location loc) const {
    if (loc.where != Where::Terrain) return -1;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const auto& p = pieces[i];
        if (p.kind == PieceKind::MinorTerrain && p.owner == owner && p.loc == loc) return static_cast<int>(i);
    }
    return -1;
}

std::vector<int> GameState::dragonsAt(int terrain) const {
    std::vector<int> out;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const auto& p = pieces[i];
        if (p.kind == PieceKind::Dragon && p.loc == Location::at(terrain)) out.push_back(static_cast<int>(i));
    }
    return out;
}

std::vector<int> GameState::unitsAt(int owner, Where where) const {
    std::vector<int> out;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const auto& p = pieces[i];
        if (p.kind == PieceKind::Unit && p.owner == owner && p.loc.where == where) out.push_back(static_cast<int>(i));
    }
    return out;
}

bool GameState::hasUnitsInPlay(int owner) const {
    return std::any_of(pieces.begin(), pieces.end(),
                       [&](const Piece& p) { return p.kind == PieceKind::Unit && p.owner == owner && p.loc.inPlay(); });
}

int GameState::capturedCount(int player) const {
    int n = 0;
    for (const auto& t : terrains)
        if (t.face == 8 && t.controller == player) ++n;
    return n;
}

bool GameState::controls(int player, Location loc) const {
    return loc.where == Where::Terrain && terrain(loc.terrain).face == 8 && terrain(loc.terrain).controller == player;
}

std::string GameState::locationName(Location loc) const {
    switch (loc.where) {
        case Where::Terrain:
            return terrains.at(static_cast<std::size_t>(loc.terrain)).key;
        case Where::Reserve:
            return "reserve";
        case Where::Dua:
            return "DUA";
        case Where::Bua:
            return "BUA";
        case Where::Pool:
            return "Summoning Pool";
        case Where::Removed:
            return "out of play";
    }
    return "?";
}

std::optional<Location> GameState::parseLocation(const std::string& text) const {
    if (text == "reserve" || text == "reserves") return Location::reserve();
    const int t = terrainIndex(text);
    if (t < 0) return std::nullopt;
    return Location::at(t);
}

}  // namespace muster::rules::engine
