#pragma once
// What Flash Flood and Tidal Wave ask for once they resolve (V4.01d Spells, seeds 1114 and 1117). Flash Flood: the
// armies at the terrain opposing the caster roll maneuver, one after another, until one makes the number; if none
// does, the terrain is reduced one step. Tidal Wave: every army at the terrain takes the damage and makes a
// combination save and maneuver roll of normal results ('roll B save=<n> maneuver=<n> : ...'), allocating the
// damage its saves leave; the terrain is reduced one step unless an army made the number of maneuver results. A
// terrain is reduced at most once per turn by each spell.
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in SpellFloodFrame.cpp.
#include <string>
#include <vector>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"

namespace muster::rules::engine {

class SpellFloodFrame : public FrameOf<SpellFloodFrame> {
public:
    // `players`: the owners of the armies at `terrain` that roll; `damage` 0 for Flash Flood.
    SpellFloodFrame(std::string spell, int terrain, std::vector<int> players, int needed, int damage);
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    void childDone(Ctx& ctx, Frame& child) override;
    // Reduces the terrain one step unless `spell` reduced it this turn already (or it shows 1).
    static void reduce(Ctx& ctx, const std::string& spell, int terrain);

private:
    [[nodiscard]] RollSpec specFor(int player) const;
    void afterRoll(Ctx& ctx, int q, int maneuver, int saves);  // once the roll's SAIs are resolved
    void next(Ctx& ctx);

    std::string spell_;
    int terrain_;
    std::vector<int> pending_;
    int needed_;
    int damage_;
    bool held_ = false;     // an army made the maneuver results: no reduction
    bool waiting_ = false;  // a kill, or the roll's SAI resolution, is open above
    int saisOf_ = -1;       // the player whose roll's SAIs are open above (SaiResolutionFrame::afterRoll)
    int saisManeuver_ = 0;
    int saisSaves_ = 0;
};

}  // namespace muster::rules::engine
