#pragma once
// Units a spell targets roll, each for itself (V4.01d Spells): Mirage's targets make a save roll and go to their
// Reserve Area without a save result (seed 1065); Swamp Fever's targets are killed when they roll their ID, and
// those still killed roll again and are buried on an ID (seed 1077). The targets of one owner roll together
// ('roll B save=<n> : ...' or 'roll B id=<n> : ...', n the save results or the IDs shown); several owners' targets
// roll one owner at a time, in any order.
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in SpellTargetsRollFrame.cpp.
#include <cstdint>
#include <string>
#include <vector>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"

namespace muster::rules::engine {

class SpellTargetsRollFrame : public FrameOf<SpellTargetsRollFrame> {
public:
    enum class Kind : std::uint8_t {
        SaveOrReserve,    // Mirage
        IdKillsThenBury,  // Swamp Fever
    };
    SpellTargetsRollFrame(std::string spell, std::vector<int> targets, Kind kind);
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    void childDone(Ctx& ctx, Frame& child) override;

private:
    enum class Stage : std::uint8_t { Test, Casualties, Bury, Sais };
    [[nodiscard]] std::vector<int> pendingOf(const Ctx& ctx, int owner) const;
    [[nodiscard]] int firstOwner(const Ctx& ctx) const;
    void afterCasualties(Ctx& ctx);
    void flee(Ctx& ctx);

    std::string spell_;
    std::vector<int> targets_;  // not rolled yet
    Kind kind_;
    Stage stage_ = Stage::Test;
    std::vector<int> killed_;  // Swamp Fever: killed by it, still in the DUA; Mirage: without a save (Stage::Sais)
};

}  // namespace muster::rules::engine
