#pragma once
// Eldarim champions at step 6 of a dragon attack (V4.01d Eldarim Champions, S0:L1364-1381): each unit of the
// attacked army whose logo showed its kind's power may tame, slay or control one dragon that attacked the army
// ('tame A c2 B:d1', 'slay A c2 B:d1', 'control A c2 B:d1'; optional, any order). The dragon's non-breath damage
// is then ignored and the army does not fight it. A slain dragon leaves the game; a slain White Dragon is rolled by
// its owner ('roll B dragon : d1=<face>') and Jaws buries the slayer. Tames and controls are bonds
// (champions/DragonBonds). The dragon attack reads what was done when the frame ends (affected()).
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in ChampionFrame.cpp.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "EngineContext.h"
#include "champions/DragonBonds.h"
#include "muster/rules/engine/Frame.h"

namespace muster::rules::engine {

class ChampionFrame : public FrameOf<ChampionFrame> {
public:
    struct Power {
        int unit = -1;
        ChampionPower power = ChampionPower::Tame;
        bool used = false;
    };
    // player: the attacked army's owner at `at`; dragons: those attacking the army.
    ChampionFrame(int player, Location at, std::vector<Power> powers, std::vector<int> dragons);
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    [[nodiscard]] bool mayEnd(const Ctx& /*ctx*/) const override { return slainRoll_ < 0; }
    // The dragons tamed, slain or controlled in this attack, with the power used.
    [[nodiscard]] const std::vector<std::pair<int, ChampionPower>>& affected() const { return affected_; }

private:
    void use(Ctx& ctx, ChampionPower power);
    void slainRoll(Ctx& ctx);
    [[nodiscard]] std::vector<std::string> options(const Ctx& ctx, ChampionPower power) const;

    int player_;
    Location at_;
    std::vector<Power> powers_;
    std::vector<int> dragons_;
    std::vector<std::pair<int, ChampionPower>> affected_;
    int slainRoll_ = -1;  // a slain White Dragon waiting for its roll
    int slayer_ = -1;
};

}  // namespace muster::rules::engine
