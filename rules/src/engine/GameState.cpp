#include "muster/rules/engine/GameState.h"

#include "muster/domain/Catalog.h"

namespace muster::rules::engine {

std::string_view toString(Phase phase) {
    switch (phase) {
        case Phase::Expire: return "expire effects";
        case Phase::Eighth: return "eighth face";
        case Phase::Dragon: return "dragon attack";
        case Phase::Species: return "species abilities";
        case Phase::FirstMarch: return "first march";
        case Phase::SecondMarch: return "second march";
        case Phase::Reserves: return "reserves";
    }
    return "?";
}

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

int GameState::unitIndex(int owner, const std::string& label) const {
    for (std::size_t i = 0; i < units.size(); ++i)
        if (units[i].owner == owner && units[i].label == label) return static_cast<int>(i);
    return -1;
}

std::vector<int> GameState::army(int owner, Location loc) const {
    std::vector<int> out;
    for (std::size_t i = 0; i < units.size(); ++i)
        if (units[i].owner == owner && units[i].loc == loc) out.push_back(static_cast<int>(i));
    return out;
}

bool GameState::hasArmy(int owner, Location loc) const {
    for (const auto& u : units)
        if (u.owner == owner && u.loc == loc) return true;
    return false;
}

int GameState::armyHealth(int owner, Location loc, const domain::Catalog& catalog) const {
    int sum = 0;
    for (const auto& u : units)
        if (u.owner == owner && u.loc == loc) sum += catalog.die(u.die).health;
    return sum;
}

std::vector<int> GameState::unitsAt(int owner, Where where) const {
    std::vector<int> out;
    for (std::size_t i = 0; i < units.size(); ++i)
        if (units[i].owner == owner && units[i].loc.where == where) out.push_back(static_cast<int>(i));
    return out;
}

bool GameState::hasUnitsInPlay(int owner) const {
    for (const auto& u : units)
        if (u.owner == owner && u.loc.inPlay()) return true;
    return false;
}

int GameState::capturedCount(int player) const {
    int n = 0;
    for (const auto& t : terrains)
        if (t.face == 8 && t.controller == player) ++n;
    return n;
}

std::string GameState::locationName(Location loc) const {
    switch (loc.where) {
        case Where::Terrain: return terrains.at(static_cast<std::size_t>(loc.terrain)).key;
        case Where::Reserve: return "reserve";
        case Where::Dua: return "DUA";
        case Where::Bua: return "BUA";
        case Where::Pool: return "Summoning Pool";
        case Where::Removed: return "out of play";
    }
    return "?";
}

std::optional<Location> GameState::parseLocation(const std::string& text, int) const {
    if (text == "reserve") return Location{Where::Reserve, -1};
    const int t = terrainIndex(text);
    if (t < 0) return std::nullopt;
    return Location{Where::Terrain, t};
}

}  // namespace muster::rules::engine
