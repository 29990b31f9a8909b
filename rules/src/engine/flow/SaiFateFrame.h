#pragma once
// What an SAI does to the units it targets, after an optional roll of those units (V4.01d SAIs): each target
// stays, is killed, is killed and buried, or goes to its owner's Reserve Area, by what its own die showed.
//   no roll   Entangle, Breath (killed), Flame (killed and buried), Roar (to the Reserve Area);
//   ID roll   Slay (anything but its ID: killed), Swallow (killed and buried), Seize (ID: Reserve, else killed);
//   save roll Scare (ID: killed, no save result: Reserve), Convert (no save result: killed; then the attacker may
//             return up to the health-worth killed from its DUA to the attacking army: 'return A <dua unit>...').
// The spell Exhume uses it too: its targets in a DUA save or are buried, and the caster may return as much.
// The ID roll is stated `roll <P> id=<targets showing their ID> : ...`, the save roll `roll <P> save=<n> : ...`.
// Units killed go through the casualty path (Replanting, Stepped Damage, Rise from the Ashes) before those
// still in the DUA are buried.
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in SaiFateFrame.cpp.
#include <cstdint>
#include <string>
#include <vector>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"
#include "sai/SaiRegistry.h"

namespace muster::rules::engine {

class SaiFateFrame : public FrameOf<SaiFateFrame> {
public:
    enum class Fate : std::uint8_t { Stay, Kill, KillBury, Reserve, Bury };  // Bury: a unit of the DUA (Exhume)
    enum class Test : std::uint8_t { None, Id, Save };
    struct Fates {
        Test test = Test::None;
        Fate onId = Fate::Stay;         // the target showed its ID (Id and Save tests)
        Fate onSave = Fate::Stay;       // the target rolled a save result (Save test)
        Fate otherwise = Fate::Kill;    // any other target (every target when there is no roll)
        bool rollerReturns = false;     // Convert: the roller may then return up to the health-worth killed
                                        // (Exhume: buried)
        bool returnsFullest = false;    // Exhume, a spell: a return made is as much as the DUA allows (S0:L792);
                                        // Convert, an SAI aimed at its owner's units, any amount
    };
    SaiFateFrame(SaiUse use, std::vector<int> targets, Fates fates);
    // Pushes the frame; without a roll it applies the fates at once.
    static void start(Ctx& ctx, SaiUse use, std::vector<int> targets, Fates fates);
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    void childDone(Ctx& ctx, Frame& child) override;
    [[nodiscard]] bool mayEnd(const Ctx& /*ctx*/) const override { return stage_ == Stage::Return; }

private:
    enum class Stage : std::uint8_t { Roll, Sais, Casualties, Burial, Return };
    void roll(Ctx& ctx);
    void apply(Ctx& ctx, const std::vector<Fate>& fates);
    void afterCasualties(Ctx& ctx);
    void afterBurial(Ctx& ctx);
    void returnUnits(Ctx& ctx);

    SaiUse use_;
    std::vector<int> targets_;
    Fates fates_;
    Stage stage_ = Stage::Roll;
    std::vector<int> toBury_;  // killed units to bury once the casualty steps are over
    int killedHealth_ = 0;     // health-worth the SAI killed (Convert's return budget)
    std::vector<Fate> rolledFates_;  // Stage::Sais: the fates the roll gave, applied once its SAIs are resolved
};

}  // namespace muster::rules::engine
