#pragma once
// Units an SAI targets roll to escape it (V4.01d SAIs: a maneuver roll for Crush, Firecloud, Smother and Stomp,
// a save roll for Poison and Flaming Arrow): the targets roll together, each for itself (an individual roll),
// for the result type the SAI tests; a target whose own dice give none of it fails and is killed. When the SAI says so,
// each unit killed that way then makes a save roll and is buried unless it rolls a save result. A frame of the engine's
// flow (muster/rules/engine/Frame.h); the code is in SaiTargetRollFrame.cpp.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"
#include "sai/SaiRegistry.h"

namespace muster::rules::engine {

class SaiTargetRollFrame : public FrameOf<SaiTargetRollFrame> {
public:
    struct Test {
        RollType type = RollType::Maneuver;  // the result the targets must roll
        bool buryUnlessSave = false;         // units it kills save or are buried (Stomp, Crush)
        // Not None: the targets that fail are not killed but get this status until the start of the roller's
        // next turn (Net, Web, Stun), ending earlier as `ends` says (Stun: when the unit leaves the terrain).
        Status status = Status::None;
        std::uint8_t ends = EndsNever;
    };
    SaiTargetRollFrame(SaiUse use, std::vector<int> targets, Test test);
    // The frame for a status test (Net, Web, Stun), or null when no target can be rolled: then every target
    // fails at once and gets the status.
    static std::unique_ptr<Frame> statusTest(Ctx& ctx, SaiUse use, std::vector<int> targets, Test test);
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    void childDone(Ctx& ctx, Frame& child) override;

private:
    // TestSais, BurySais: the roll's SAI choices are resolved above (SaiResolutionFrame::afterRoll).
    enum class Stage : std::uint8_t { Test, TestSais, Casualties, Bury, BurySais };
    void testRoll(Ctx& ctx);
    void afterTest(Ctx& ctx);
    void afterCasualties(Ctx& ctx);
    void buryRoll(Ctx& ctx);
    void leaveStatus(Ctx& ctx, const std::vector<int>& failed);
    // The targets that can be rolled now (a netted, webbed, asleep or hypnotized target cannot: it rolls
    // nothing and so fails the test; a stunned one is rolled, V4.01d Stun).
    [[nodiscard]] std::vector<int> rollers(const Ctx& ctx) const;
    [[nodiscard]] std::string name(const Ctx& ctx) const;

    SaiUse use_;
    std::vector<int> targets_;
    Test test_;
    Stage stage_ = Stage::Test;
    std::vector<int> killed_;  // killed by the SAI (and not saved from the DUA by a trigger)
};

}  // namespace muster::rules::engine
