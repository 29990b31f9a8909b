#pragma once
// Step 4 of Die Roll Resolution for the SAIs of one roll that need the roller's decisions (targets, choices).
// The roller resolves them one 'sai' statement at a time, in the order the roller chooses; a statement naming
// several dice of one SAI ('sai A Stomp c3+c4 : ...') resolves them together as one larger effect. Damage no
// save reduces from the same roll (Smite, Stone) is allocated with the defender's 'kill' line wherever the log
// places it among the 'sai' lines, or else after the last of them.
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in SaiResolutionFrame.cpp.
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"
#include "sai/SaiRegistry.h"

namespace muster::rules::engine {

class SaiResolutionFrame;

// A roll whose totals wait for the end of its step 4 (Cantrip magic, a unit that may leave the army): what its owner
// keeps to count it then.
struct WaitingRoll {
    RollEvaluation eval;
    RolledDice dice;
    RollExtras extras;  // what the first evaluation was given (Howl's loss, a Tower shooting into a Reserve Area)
    // The roll as it counts once step 4 is over: without the units that left the army (`sais`: its step-4 frame, or
    // null; SaiResolutionFrame::withoutDeparted).
    [[nodiscard]] RollEvaluation counted(Ctx& ctx, const SaiResolutionFrame* sais) const;
};

class SaiResolutionFrame : public FrameOf<SaiResolutionFrame> {
public:
    // One face still to resolve.
    struct OpenFace {
        int sai = -1;
        int piece = -1;
        int x = 0;
        bool optional = false;  // the roller may leave it unresolved (a move the unit may make)
        domain::ElementSet elements;  // an Elemental Relic face: the elements it matches
    };
    // roll: what every use shares (the roll's spec and line, the defender, the step prefix).
    SaiResolutionFrame(int roller, std::vector<OpenFace> faces, SaiUse roll, int noSaveDamage);
    // The faces of an evaluated roll that wait for decisions at step 4. A pending SAI this frame cannot resolve
    // (without a resolution yet, or delayed in a roll that is not an attack) makes the roll unsupported, named as
    // "SAI <name> in a <rollName> roll".
    [[nodiscard]] static std::vector<OpenFace> decisions(Ctx& ctx, const RollEvaluation& eval,
                                                         const std::string& rollName);
    // The faces of an attack roll delayed to step 2 of the defender's save roll (Choke, Decapitate, Impale):
    // decisions() leaves them to the attack's frame, which resolves them with this frame after the save roll.
    [[nodiscard]] static std::vector<OpenFace> delayed(Ctx& ctx, const RollEvaluation& eval);
    // A roll whose flow has no step 4 of its own (a save roll against a spell, a dragon attack or an SAI, an
    // individual roll, a burial save): the frame that takes the 'sai' lines of its pending SAIs right after the roll
    // line, before the roll's damage or kills are applied (S0:L741 step 4; docs/rules-decisions.md, "SAI choices in
    // rolls without a step 4"), or null when nothing waits. The caller pushes it and goes on with the roll's
    // consequences in its childDone. rollName names the roll in messages ("SAI Stomp in a <rollName> roll"),
    // stepPrefix starts the step names.
    [[nodiscard]] static std::unique_ptr<SaiResolutionFrame> afterRoll(Ctx& ctx, const RollEvaluation& eval,
                                                                       const std::string& rollName,
                                                                       const std::string& stepPrefix);
    // The totals a roll's line states, for afterRoll to check: by type (a combination roll states several).
    struct StatedTotals {
        std::array<std::optional<int>, 5> stated{};
        std::string what;  // a single-type total's name in messages ("save"; Wall of Thorns: "melee")
    };
    // afterRoll for an army roll whose owner would check its totals at the roll line (the army's save against a
    // damage spell, Tidal Wave's roll). Without Cantrip magic or a step-4 move they are checked now, into totals, as
    // before. With Cantrip magic a cantrip spell cast at step 4 may change them (S0:L741: the modifiers it brings
    // count at steps 6-10), and a unit that leaves the army at step 4 adds nothing to them (S0:L751): the frame keeps
    // the evaluation and the dice (`dice`, the roll's), counts what the spells add (recountsModifiers) and checks the
    // totals once step 4 is over, without the units that left (withoutDeparted), whether its last line ends it or the
    // next statement skips what is left (a wrong total is reported at the roll's own line); totals holds the stated
    // ones meanwhile, and the caller reads checkedTotals() in its childDone. Returns null when nothing waits (the
    // totals are checked then).
    [[nodiscard]] static std::unique_ptr<SaiResolutionFrame> afterRoll(
        Ctx& ctx, const RollEvaluation& eval, const RolledDice& dice, const StatedTotals& stated,
        std::array<int, 5>& totals, const std::string& rollName, const std::string& stepPrefix);
    // The totals of a roll afterRoll left to this frame, checked once step 4 is over (empty before, and for a frame
    // that checks nothing).
    [[nodiscard]] const std::optional<std::array<int, 5>>& checkedTotals() const { return checked_; }
    // The roll has Cantrip magic to spend at step 4 (Cantrip, a Bronze Medallion outside a magic action): a cantrip
    // spell cast there may change the roll's own totals (S0:L741), so its owner checks them once step 4 is over.
    [[nodiscard]] static bool hasCantripMagic(const Ctx& ctx, const RollEvaluation& eval);
    // An army roll whose step 4 may take some of its units out of the army (a move, a promotion:
    // SaiDefinition::takesRollersAway): a unit that leaves before step 5 adds nothing to the roll (S0:L751), so its
    // owner checks the totals once step 4 is over, with withoutDeparted.
    [[nodiscard]] static bool mayTakeRollersAway(const Ctx& ctx, const RollEvaluation& eval);
    // Its totals wait for the end of step 4: Cantrip magic or a unit that may leave.
    [[nodiscard]] static bool totalsWaitForStepFour(const Ctx& ctx, const RollEvaluation& eval) {
        return hasCantripMagic(ctx, eval) || mayTakeRollersAway(ctx, eval);
    }
    // The army roll `eval` (of these dice) without the units that left the army before step 5 (S0:L751: a die that
    // leaves before its results are used has no effect on the roll), except one that left by its own Vanish, whose
    // saves still apply to the army it left (S0:L989; `frame`, the roll's step-4 frame, knows who vanished; null:
    // nobody). The evaluation as it is when nobody left; otherwise the remaining dice evaluated again under the
    // roll's own modifiers (`extras`: what the caller gave the first evaluation). A unit's own roll (not an army's)
    // is returned as it is: the unit that moves takes its roll along.
    [[nodiscard]] static RollEvaluation withoutDeparted(Ctx& ctx, const RollEvaluation& eval, const RolledDice& dice,
                                                        const SaiResolutionFrame* frame, const RollExtras& extras = {});
    // Damage no save reduces, by the die that makes it (Smite, Stone): a die that leaves the army at step 4 before the
    // damage is allocated takes its part away (S0:L751).
    void noSaveDamageBy(std::vector<std::pair<int, int>> byPiece) { noSaveBy_ = std::move(byPiece); }
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    void childDone(Ctx& ctx, Frame& child) override;
    // Results an SAI's resolution adds to the roll (Bash's saves); the roll's owner counts them once the SAIs are
    // resolved.
    void gain(RollType t, int n) { gained_[index(t)] += n; }
    [[nodiscard]] const std::array<int, 5>& gained() const { return gained_; }
    // The roll's owner counts the modifiers that cantrip spells cast at this step bring to the roll itself (Stone
    // Skin's save, Ash Storm's lost result at the roller's terrain: S0:L741 step 4, modifiers at steps 6-10):
    // applyAddedModifiers merges them into its evaluation (a modifier of choice in a combination roll joins its
    // choiceMods) before the total is checked. Every roll with Cantrip magic does so (the attack, counter-attack and
    // save rolls of an exchange, the answer to a dragon attack, the army rolls of afterRoll with totals); without
    // recountsModifiers (a roll that cannot have Cantrip magic: a maneuver roll, a single units' roll) such a spell
    // would make the roll unsupported, a defensive check no catalog die reaches.
    void recountsModifiers() { recounts_ = true; }
    void applyAddedModifiers(RollEvaluation& eval) const;
    // The step-4 frame that `owner` pushed and that is still open above it on the stack, or null.
    [[nodiscard]] static const SaiResolutionFrame* openAbove(const Ctx& ctx, const Frame* owner);
    // Only optional SAIs are left (and no damage to allocate): the roll's next step may come.
    [[nodiscard]] bool mayEnd(const Ctx& ctx) const override;
    // Skipped (the optional SAIs and Cantrip magic left unused): the roll's deferred totals are checked now.
    void end(Ctx& ctx) override;
    void gameEnds(Ctx& ctx) override { checkDeferredTotals(ctx); }

private:
    void resolve(Ctx& ctx);
    void allocateNoSaveDamage(Ctx& ctx);
    [[nodiscard]] bool hasCantrips(const Ctx& ctx) const;
    void castCantrips(Ctx& ctx);
    void advance(Ctx& ctx);
    void checkDeferredTotals(Ctx& ctx);
    // The faces of units that left the rolling army are not resolved any more, and their damage no save reduces
    // is not allocated (S0:L751).
    void dropDeparted(Ctx& ctx);
    // A required 'sai' line is missing: refused at the roll's line, naming the line (no return when one is).
    void missingLine(Ctx& ctx) const;
    [[nodiscard]] std::string openList(const Ctx& ctx) const;

    int roller_;
    std::vector<OpenFace> open_;
    SaiUse roll_;
    int noSave_ = 0;         // damage no save reduces, not allocated yet
    std::string resolving_;  // the SAI a child frame is resolving, for the step name
    std::array<int, 5> gained_{};
    bool recounts_ = false;
    bool cantripsCast_ = false;                    // the modifiers before the cantrip spells are in modsBefore_
    std::array<TypeModifiers, 5> modsBefore_{};
    std::vector<ChoiceModifier> choicesBefore_;
    std::array<TypeModifiers, 5> addedModifiers_{};  // subtract and add: the amounts added; the others: merged
    std::vector<ChoiceModifier> addedChoices_;
    std::optional<WaitingRoll> deferred_;  // afterRoll with totals waiting for step 4: the roll to check after it
    std::vector<int> vanished_;                  // units that left by their own Vanish: their saves still count
    std::vector<std::pair<int, int>> noSaveBy_;  // noSave_ by the piece that makes it
    StatedTotals stated_;
    std::optional<std::array<int, 5>> checked_;
    bool checking_ = false;  // the deferred totals are being checked (the step names the roll)
};

}  // namespace muster::rules::engine
