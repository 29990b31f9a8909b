#pragma once
// The order of several breaths against one army in a dragon attack (V4.01d Dragon Attacks step 4, S0:L333, L563;
// docs/rules-decisions.md "The order of several breaths"): every Breath result against the army is one open
// breath (an index into the attack's dragons, in the header's order); the marching player resolves them in any
// order, so a breath's kill may be for any open breath of its size (5, or 10 for a White Dragon). When the open
// breaths a kill fits differ in Dragon Fire, the kill waits (flow/DragonAttackFrame's step BreathWhose) until the
// next statement says whose it was.
#include <string>
#include <vector>

#include "EngineContext.h"
#include "dragons/DragonAttacker.h"

namespace muster::rules::engine {

class BreathOrder {
public:
    // Opens one breath per Breath result of each dragon attacking the army.
    void open(const DragonAttackers& dragons);
    void clear() { open_.clear(); }
    [[nodiscard]] bool empty() const { return open_.empty(); }
    // The header's first open breath (the default one).
    [[nodiscard]] int first() const { return open_.front(); }

    // The next breath's kill: the first open breath's size, the other sizes an open breath has, and whose breaths
    // ("B:d1 or C:d2") for messages.
    struct Kill {
        int amount = 0;
        std::vector<int> orAmounts;
        std::string whose;
    };
    [[nodiscard]] Kill nextKill(const Ctx& ctx, const DragonAttackers& dragons) const;
    // The open breaths a kill of `amount` fits, each once.
    [[nodiscard]] std::vector<int> fitting(const DragonAttackers& dragons, int amount) const;
    // Closes one open breath of dragon `index`; the kill no longer waits.
    void take(int index);

    // The open breaths the last kill fits while it waits for the next statement (step BreathWhose).
    void wait(std::vector<int> fits) { waiting_ = std::move(fits); }
    [[nodiscard]] const std::vector<int>& waiting() const { return waiting_; }
    void stopWaiting() { waiting_.clear(); }

private:
    std::vector<int> open_;
    std::vector<int> waiting_;
};

}  // namespace muster::rules::engine
