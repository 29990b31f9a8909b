#pragma once
// A magic action: Magic Negation, the magic roll, the spells announced ('cast'), then resolved ('resolve <n>').
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in MagicFrame.cpp.
#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"
#include "flow/SaiResolutionFrame.h"
#include "spells/SpellRegistry.h"

namespace muster::rules::engine {

class MagicFrame : public FrameOf<MagicFrame> {
public:
    MagicFrame(int caster, Location at) : caster_(caster), at_(at) {}
    // Cantrip magic outside a magic action (S0:L1020): the roller of a non-maneuver roll at `at` spends the X of
    // these faces (piece, X; Cantrip or Bronze Medallion) on cantrip spells, announced with 'cast' and resolved
    // as in a magic action. A Cantrip die's magic is of its own elements; the Bronze Medallion's of any element
    // and for any species (S0:L1311). The frame starts already rolled.
    static std::unique_ptr<Frame> cantrips(Ctx& ctx, int roller, Location at,
                                           const std::vector<std::pair<int, int>>& faces);
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    // Over once the roll is made and every announced spell is resolved.
    [[nodiscard]] bool mayEnd(const Ctx& /*ctx*/) const override { return rolled_ && unresolved() == 0; }
    [[nodiscard]] std::string closedNote(const Ctx& ctx) const override;
    // The spells announced so far (a spell's target check reads the others: one Lightning Strike per unit).
    [[nodiscard]] const std::vector<SpellCast>& casts() const { return casts_; }
    // The judge's option lists: may a spell be announced now and paid with magic of this element, `castings` times
    // (the checks 'cast' makes before it reads the target: a cantrip action's spells, a modelled spell, element,
    // Ivory, the Reserve Area, the magic left, species spells, what the units' elements can make)?
    [[nodiscard]] bool affords(const Ctx& ctx, const domain::Spell& spell, domain::Element element, int castings) const;
    // The same for a payment of several elements ('with fire=8+earth=6': a White spell; the parts add up to the cost).
    [[nodiscard]] bool affords(const Ctx& ctx, const domain::Spell& spell,
                               const std::vector<std::pair<domain::Element, int>>& paid, int castings) const;
    // The most magic of one element the magic left could pay (a bound for the judge's split payments: the stated
    // split's part, or what the units that may make that element rolled, at most the magic left).
    [[nodiscard]] int mostOf(domain::Element element) const;
    [[nodiscard]] int caster() const { return caster_; }
    [[nodiscard]] Location at() const { return at_; }
    [[nodiscard]] int magicLeft() const { return total_; }
    // The magic roll's step 4 is over: a roll a unit may have left (S0:L751) is counted now.
    void childDone(Ctx& ctx, Frame& child) override;

private:
    // What the magic roll's line states: the total, the element split if any, the line.
    struct StatedMagic {
        int magic = 0;
        std::vector<int> perElement;  // index = domain::Element
        bool split = false;
        int line = 0;
        std::string text;
    };
    void negation(Ctx& ctx);
    void magicRoll(Ctx& ctx);
    void countMagic(Ctx& ctx, const RollEvaluation& eval, const StatedMagic& stated);
    // Bone Magic the total counts ('bone-magic=<n>' in version 3): refuses a total outside what the choice allows.
    static int boneMagic(Ctx& ctx, const RollEvaluation& eval, const StatedMagic& magic, int net, int bone, int base,
                         int removed);
    void resolveSais(Ctx& ctx, const RollSpec& spec, const RollEvaluation& eval, const std::string& name);
    void cast(Ctx& ctx);
    using Problem = std::pair<Rule, std::string>;
    [[nodiscard]] std::optional<Problem> paymentProblem(const Ctx& ctx, const domain::Spell& spell,
                                                        const std::vector<std::pair<domain::Element, int>>& paid,
                                                        int castings) const;
    // The elements and amounts that pay for a spell (several only for a White spell: 'fire=6+water=8').
    static std::vector<std::pair<domain::Element, int>> payment(Ctx& ctx, const domain::Spell& spell,
                                                                const std::string& word, int cost);
    void resolve(Ctx& ctx);
    [[nodiscard]] int unresolved() const;
    [[nodiscard]] static bool isDispel(const Event& e);  // 'roll B dispel ...'
    // Can these claims on the magic rolled be met? `perElement`: magic of each element (index = domain::Element)
    // spent or stated; `bySpecies`: the part of it that species spells need from that species' units; the rest
    // of the magic (`unclaimed`) is left unspent.
    struct SpeciesClaim {
        domain::Element element = domain::Element::Air;
        std::string species;
        int amount = 0;
    };
    [[nodiscard]] bool elementsFeasible(const std::vector<int>& perElement, const std::vector<SpeciesClaim>& bySpecies,
                                        int unclaimed) const;

    int caster_;
    Location at_;
    bool cantrip_ = false;  // cantrip magic outside a magic action: cantrip spells only
    bool rolled_ = false;
    int negated_ = 0;
    std::vector<int> negators_;
    std::vector<int> byElement_;  // magic available per element (index = domain::Element), if the split was stated
    // Was the magic's split between the elements stated (byElement_ holds it)?
    [[nodiscard]] bool splitStated() const {
        return std::any_of(byElement_.begin(), byElement_.end(), [](int v) { return v > 0; });
    }
    int total_ = 0;               // magic left to spend
    // What the element split (stated, or implied by the spells cast) is checked against: the magic results of
    // each die (normal or ID) with the elements they may take and the species that made them, Bone Magic's extra
    // results, and the results removed by Magic Negation and by spells that subtract (normal results first).
    struct MagicSource {
        int amount = 0;
        domain::ElementSet elements;
        std::string species;
        bool normal = false;
    };
    std::vector<MagicSource> sources_;
    int normalTotal_ = 0;
    int removed_ = 0;
    std::vector<int> split_;                           // the stated split (empty: none)
    std::vector<int> spent_ = std::vector<int>(7, 0);  // magic spent per element
    std::vector<SpeciesClaim> speciesSpent_;           // the part species spells took
    std::vector<SpellCast> casts_;                     // announced spells, in order
    bool resolving_ = false;                           // a spell has been resolved: no more announcements
    std::vector<int> dispelRolled_;                    // units rolled for Dispel Magic (then no more announcements)
    // A magic roll whose step 4 may take a unit away (Teleport): counted once that step is over.
    std::optional<WaitingRoll> deferred_;
    StatedMagic deferredStated_;
    std::vector<int> dispelled_;                       // spells Dispel Magic negated (numbers)
};

}  // namespace muster::rules::engine
