#pragma once
// What a damage spell asks for once it resolves (V4.01d Spells; Damage, seeds 794-808): each army it damages
// makes a save roll and its owner allocates what the saves leave ('kill'); a unit it targets makes a save roll
// of its own (an individual roll) and is killed when the damage left reaches its health, or, for a spell that
// kills unless the unit saves (Lightning Strike), when it rolls no save result.
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in SpellDamageFrame.cpp.
#include <string>
#include <vector>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"
#include "muster/rules/engine/RollType.h"

namespace muster::rules::engine {

class SpellDamageFrame : public FrameOf<SpellDamageFrame> {
public:
    enum class Mode : std::uint8_t {
        Armies,      // each army in `armies` takes `damage`, reduced by its save roll
        UnitDamage,  // the unit takes `damage`, reduced by its own save roll; killed when what is left reaches its
                     // health
        SaveOrDie,   // the unit is killed unless its own save roll shows a save result
        UnitDamageThenFlee,  // UnitDamage; a unit that lives saves again and flees to its Reserve Area without a save
    };
    struct ArmyAt {
        int owner = -1;
        Location at;
    };
    // Armies: the armies that take the damage (in any order the log gives).
    // `against`: the roll that reduces the damage (a save roll; Wall of Thorns: a melee roll).
    SpellDamageFrame(std::string spell, std::vector<ArmyAt> armies, int damage, RollType against = RollType::Save);
    // UnitDamage or SaveOrDie: one unit.
    SpellDamageFrame(std::string spell, int unit, int damage, Mode mode);
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    void childDone(Ctx& ctx, Frame& child) override;

private:
    void armySave(Ctx& ctx, std::size_t which);
    void unitSave(Ctx& ctx);
    void armyDamage(Ctx& ctx, const ArmyAt& a, int saves);  // after the roll's SAIs (SaiResolutionFrame::afterRoll)
    void unitFate(Ctx& ctx, int saves);
    void next(Ctx& ctx);

    std::string spell_;
    Mode mode_;
    std::vector<ArmyAt> pending_;  // Armies: those still to save
    int unit_ = -1;
    int damage_;
    RollType against_ = RollType::Save;
    bool waiting_ = false;  // a kill (and what it set off) is open above
    bool second_ = false;   // UnitDamageThenFlee: the second save roll is due
    // The roll's SAIs are being resolved above (SaiResolutionFrame::afterRoll); then comes what the roll gives.
    enum class After : std::uint8_t { None, ArmyDamage, UnitFate } after_ = After::None;
    ArmyAt afterArmy_;
    int afterSaves_ = 0;
};

}  // namespace muster::rules::engine
