#pragma once
// A melee or missile exchange: attack, save, damage, counter-attack.
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in ExchangeFrame.cpp.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "EngineContext.h"
#include "flow/SaiResolutionFrame.h"
#include "muster/rules/engine/Frame.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"
#include "roll/RollSpec.h"

namespace muster::rules::engine {

class ExchangeFrame : public FrameOf<ExchangeFrame> {
public:
    enum class Kind : std::uint8_t { Melee, Missile };
    ExchangeFrame(Kind kind, int attacker, Location attackerAt, int defender, Location defenderAt, bool counter,
                  std::vector<int> noCounter = {});
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    [[nodiscard]] bool mayEnd(const Ctx& ctx) const override;
    void end(Ctx& ctx) override;
    void childDone(Ctx& ctx, Frame& child) override;
    void gameEnds(Ctx& ctx) override;
    [[nodiscard]] std::string closedNote(const Ctx& /*ctx*/) const override { return over_; }
    // Charm (flow/CharmFrame): these units of the defending army do not roll the save, and the melee results their
    // owner rolled for them join the attack.
    void charm(const std::vector<int>& units, int melee);
    [[nodiscard]] int defender() const { return defender_; }
    [[nodiscard]] Location defenderAt() const { return defenderAt_; }

private:
    enum class Step : std::uint8_t {
        AttackRoll,
        SaveRoll,
        DelayedSais,  // step 2 of the save roll: the attacker resolves the delayed SAIs ('sai' lines)
        SaveSais,     // step 4 of the save roll: the defender resolves its SAIs that need decisions (Bash)
        Damage,
        Scorch,
        FoulStench,
        CounterChoice,
        Counter,
        Done
    };
    void attackRoll(Ctx& ctx);
    // The attack roll's total checked (now, or after step 4 when it has Cantrip magic) and Cursed Bullets' part.
    void countAttack(Ctx& ctx, const RollEvaluation& eval, int stated);
    void countDeferredAttack(Ctx& ctx, const SaiResolutionFrame* sais);
    void saveRoll(Ctx& ctx);
    // The save roll counted, once the delayed SAIs have killed whom they kill.
    void countSaves(Ctx& ctx);
    // Its total checked, once its own SAIs are resolved (Bash); then the damage.
    void finishSave(Ctx& ctx, const RollEvaluation& eval);
    [[nodiscard]] int confuseBudget(const Ctx& ctx) const;  // the X of the delayed Confuse faces, summed
    void checkConfuseTargets(Ctx& ctx, int budget);
    void hypnotize(Ctx& ctx);
    void settleDamage(Ctx& ctx);
    void afterDamage(Ctx& ctx);
    void afterScorch(Ctx& ctx);
    void foulStench(Ctx& ctx);
    void counterOffer(Ctx& ctx);
    [[nodiscard]] std::vector<int> attackers(const Ctx& ctx) const;
    [[nodiscard]] std::vector<int> savers(const Ctx& ctx) const;  // the defending army less the charmed units
    [[nodiscard]] std::vector<int> mayJoin(const Ctx& ctx) const;  // attackers that may be left out (glaring)
    // The attacked army's save roll against this attack.
    [[nodiscard]] RollSpec saveSpec() const;
    [[nodiscard]] std::string kindName() const { return kind_ == Kind::Melee ? "melee" : "missile"; }
    [[nodiscard]] std::string prefix() const;
    [[nodiscard]] Rule rule() const { return kind_ == Kind::Melee ? Rule::Melee : Rule::Missile; }

    Kind kind_;
    int attacker_;
    Location attackerAt_;
    int defender_;
    Location defenderAt_;
    bool counter_;
    std::vector<int> noCounter_;  // Foul Stench: units that may not counter-attack
    std::vector<int> charmed_;    // Charm: units that do not roll the save in this exchange
    Step step_ = Step::AttackRoll;
    int attack_ = 0;
    int noSave_ = 0;  // damage no save reduces (format 1 logs add it to the damage after saves)
    int cursed_ = 0;  // Cursed Bullets: missile results only spell saves reduce
    int saves_ = 0;
    int damage_ = 0;
    int scorch_ = 0;  // Scorching Touch damage owed to the attacker
    int strikeBack_ = 0;  // Counter / Volley damage owed to the attacker (only spell saves would reduce it)
    int saveLoss_ = 0;     // saves the defender's roll subtracts (Howl, Screech, Wave in the attack roll)
    bool surprised_ = false;  // Surprise: no counter-attack
    std::vector<std::pair<int, int>> meleeBy_;  // melee results per attacking unit (Bash)
    WaitingRoll pendingSave_;  // the save roll while its SAIs are resolved (the dice the delayed SAIs left)
    // An attack roll with Cantrip magic: its evaluation and stated total, checked once its step 4 is over.
    bool attackDeferred_ = false;
    WaitingRoll pendingAttack_;
    int attackStated_ = 0;
    bool charged_ = false;  // Charge: the defender answers with a combination save and melee roll
    int foulStenchCount_ = 0;
    std::string over_;  // why the action is over (closedNote)
    // Delayed SAIs of the attack roll (Choke, Decapitate, Impale), resolved at step 2 of the save roll.
    std::vector<SaiResolutionFrame::OpenFace> delayed_;
    RollSpec attackSpec_;
    RolledDice saveDice_;  // the save roll, kept while the delayed SAIs are resolved
    std::array<std::optional<int>, 5> saveStated_{};  // the save roll's stated totals (save; melee after a Charge)
};

}  // namespace muster::rules::engine
