#pragma once
// Where a piece is: at a terrain (by index), in its owner's Reserve Area, DUA, BUA or Summoning Pool, or
// out of the game.
#include <cstdint>

namespace muster::rules::engine {

enum class Where : std::uint8_t { Terrain, Reserve, Dua, Bua, Pool, Removed };

struct Location {
    Where where = Where::Removed;
    int terrain = -1;  // Where::Terrain only
    friend bool operator==(const Location&, const Location&) = default;
    [[nodiscard]] bool inPlay() const { return where == Where::Terrain || where == Where::Reserve; }
    [[nodiscard]] bool atTerrain() const { return where == Where::Terrain; }
    static Location at(int terrain) { return {Where::Terrain, terrain}; }
    static Location reserve() { return {Where::Reserve, -1}; }
    static Location dua() { return {Where::Dua, -1}; }
    static Location bua() { return {Where::Bua, -1}; }
    static Location pool() { return {Where::Pool, -1}; }
    static Location removed() { return {Where::Removed, -1}; }
};

}  // namespace muster::rules::engine
