#pragma once
// A magic action: Magic Negation, the magic roll, the spells announced ('cast'), then resolved ('resolve <n>').
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in MagicFrame.cpp.
#include <string>
#include <vector>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"
#include "muster/rules/engine/RollResolver.h"
#include "spells/SpellRegistry.h"

namespace muster::rules::engine {

class MagicFrame : public FrameOf<MagicFrame> {
public:
    MagicFrame(int caster, Location at) : caster_(caster), at_(at) {}
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    // Over once the roll is made and every announced spell is resolved.
    [[nodiscard]] bool mayEnd(const Ctx& /*ctx*/) const override { return rolled_ && unresolved() == 0; }
    [[nodiscard]] std::string closedNote(const Ctx& ctx) const override;

private:
    void negation(Ctx& ctx);
    void magicRoll(Ctx& ctx);
    void cast(Ctx& ctx);
    void resolve(Ctx& ctx);
    [[nodiscard]] int unresolved() const;
    // Can the magic spent so far per element (the rest unspent) come from the units' elements?
    [[nodiscard]] bool elementsFeasible(const std::vector<int>& claims, int unclaimed) const;

    int caster_;
    Location at_;
    bool rolled_ = false;
    int negated_ = 0;
    std::vector<int> negators_;
    std::vector<int> byElement_;  // magic available per element (index = domain::Element), if the split was stated
    int total_ = 0;               // magic left to spend
    // What the element split is checked against: the dice's normal and ID magic with the elements each may
    // take, results removed (Magic Negation, spells that subtract), Bone Magic's extra results.
    std::vector<DieContribution> normalMagic_;
    std::vector<DieContribution> idMagic_;
    int normalTotal_ = 0;
    int removed_ = 0;
    int extra_ = 0;
    std::vector<int> spent_ = std::vector<int>(7, 0);  // magic spent per element
    std::vector<SpellCast> casts_;                     // announced spells, in order
    bool resolving_ = false;                           // a spell has been resolved: no more announcements
};

}  // namespace muster::rules::engine
