#pragma once
// One dragon attack (V4.01d Dragon Attacks, steps 1-9) at a terrain where the marching player has an army: every
// dragon there attacks, a dragon where the targeting table allows, else the army; the owners name the
// dragon-against-dragon targets, roll their dragons, breath against the army kills at once and leaves its element's
// effect, treasure lets the army promote, the army answers with one combination roll, damage is simultaneous,
// killed dragons go back to their Summoning Pools, the army promotes after a kill, and surviving dragons that
// rolled Wing fly home.
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in DragonAttackFrame.cpp (the step
// machine), DragonAttackControl.cpp (controlled dragons) and the helpers of dragons/ it calls (DragonTargeting,
// DragonRoll, BreathOrder, DragonBreath, DragonPromotion, DragonResponse, DragonDamage; docs/engine.md).
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "EngineContext.h"
#include "dragons/BreathOrder.h"
#include "dragons/DragonAttacker.h"
#include "flow/ChampionFrame.h"
#include "flow/SaiResolutionFrame.h"
#include "muster/rules/engine/DragonRules.h"
#include "muster/rules/engine/Frame.h"
#include "roll/RollEvaluator.h"

namespace muster::rules::engine {

class SaiResolutionFrame;

class DragonAttackFrame : public FrameOf<DragonAttackFrame> {
public:
    DragonAttackFrame(const Ctx& ctx, int terrain);
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    [[nodiscard]] bool mayEnd(const Ctx& ctx) const override;
    void end(Ctx& ctx) override;
    void childDone(Ctx& ctx, Frame& child) override;
    void gameEnds(Ctx& ctx) override;
    [[nodiscard]] std::string closedNote(const Ctx& /*ctx*/) const override { return over_; }

private:
    enum class Step : std::uint8_t {
        Targets,       // step 2: 'dragon-target' for each dragon that attacks a dragon
        Rolls,         // step 3: each owner rolls their dragons
        Breath,        // step 4: a breath's kill (a KillFrame above)
        BreathWhose,   // step 4: a kill that fits breaths with and without Dragon Fire; the next statement says whose
        DragonFire,    // step 4: the units a fire breath killed roll to avoid burial
        Treasure,      // step 5: optional 'treasure' promotions, then the army's roll
        Response,      // step 6: the army's combination roll
        ResponseSais,  // step 6: its SAIs' decisions (Wayfare's move; a SaiResolutionFrame above)
        Champions,     // step 6: Eldarim champions tame, slay or control (a ChampionFrame above)
        DragonDamage,  // step 6: which dragons the army kills, with melee or with missile
        ArmyDamage,    // step 7: the army's casualties (a KillFrame above)
        Promotion,     // step 8: optional 'promote' after the army killed a dragon
        Done,
    };
    using Attacker = DragonAttacker;  // dragons/DragonAttacker.h

    [[nodiscard]] bool armyThere(const Ctx& ctx) const;
    [[nodiscard]] bool armyAttacked() const;
    [[nodiscard]] std::string prefix(const Ctx& ctx) const;
    [[nodiscard]] Attacker* find(int piece);
    [[nodiscard]] std::vector<int> unrolledOf(int owner) const;
    [[nodiscard]] int nextRoller(const Ctx& ctx) const;
    [[nodiscard]] std::vector<int> attackingArmy() const;  // the dragons attacking the army
    [[nodiscard]] std::vector<int> responseRollers(const Ctx& ctx) const;
    [[nodiscard]] std::vector<int> killable() const;
    [[nodiscard]] int armyDamage() const;

    void target(Ctx& ctx);
    void roll(Ctx& ctx);
    void afterRolls(Ctx& ctx);
    void nextBreath(Ctx& ctx);
    void afterBreath(Ctx& ctx, int amount, const std::vector<int>& killed);
    // Takes the open breath of dragons_[index] as the one just killed for: its lasting effects; true for Dragon Fire.
    bool takeBreath(Ctx& ctx, int index);
    [[nodiscard]] bool fireBreath(const Ctx& ctx, int index) const;
    bool whose(Ctx& ctx, const Event& e);
    void fireRoll(Ctx& ctx);
    void fireBury(Ctx& ctx, const std::vector<int>& buried);
    void treasure(Ctx& ctx);
    void toResponse(Ctx& ctx);
    void response(Ctx& ctx);
    void afterChampions(Ctx& ctx);
    // The army's totals checked (now, or after step 4 when the roll has Cantrip magic), with Cloak's lasting effects.
    void countResponse(Ctx& ctx, const RollEvaluation& eval, const std::array<std::optional<int>, 5>& stated);
    void countDeferredResponse(Ctx& ctx, const SaiResolutionFrame* sais);
    // Controlled dragons (S0:L1380; DragonAttackControl.cpp): their default part, the controller's orders, what
    // the engine offers, and the damage helpers add to the army's melee.
    void settleControlled(const Ctx& ctx);
    void order(Ctx& ctx);
    void controlOptions(const Ctx& ctx, Expectation& x) const;
    [[nodiscard]] int helperDamage() const;
    void dragonDamage(Ctx& ctx);
    void toChampions(Ctx& ctx, std::vector<ChampionFrame::Power> powers, const std::vector<int>& against);
    void resolveDamage(Ctx& ctx);
    void toPromotion(Ctx& ctx);
    void promote(Ctx& ctx);
    void finish(Ctx& ctx);

    int terrain_;
    int player_;  // the marching player, whose army is attacked
    Location at_;
    std::vector<Attacker> dragons_;
    Step step_ = Step::Targets;
    // Step 4: the breaths not yet resolved, in the marching player's order (S0:L333; dragons/BreathOrder).
    BreathOrder breaths_;
    std::vector<int> fireRollers_;
    bool riseWait_ = false;  // a Rise from the Ashes roll after Dragon Fire's burials is due
    bool fireSais_ = false;  // the Dragon Fire roll's SAIs are resolved above; fireRollers_ are then buried
    int treasuresLeft_ = 0;
    bool anyRolled_ = false;  // a dragon roll was read (controlled dragons' orders come before)
    // The champions' powers of the army's roll, waiting while its SAIs are resolved (ResponseSais).
    std::vector<ChampionFrame::Power> powers_;
    std::vector<int> against_;
    // The army's roll with Cantrip magic: its evaluation and stated totals, checked once its step 4 is over.
    bool responseDeferred_ = false;
    WaitingRoll pendingResponse_;
    std::array<std::optional<int>, 5> responseStated_{};
    int melee_ = 0;
    int missile_ = 0;
    int saves_ = 0;
    bool armyKilledDragon_ = false;
    int promotions_ = 0;  // step 8: how many units the army promotes (as many as possible)
    std::string over_;
};

}  // namespace muster::rules::engine
