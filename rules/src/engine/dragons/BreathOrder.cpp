// The order of several breaths against one army in a dragon attack (V4.01d Dragon Attacks step 4, S0:L333).
#include "dragons/BreathOrder.h"

#include <algorithm>

namespace muster::rules::engine {

void BreathOrder::open(const DragonAttackers& dragons) {
    open_.clear();
    for (std::size_t i = 0; i < dragons.size(); ++i)
        if (dragons[i].attacksArmy)
            for (int k = 0; k < dragons[i].breaths; ++k) open_.push_back(static_cast<int>(i));
}

BreathOrder::Kill BreathOrder::nextKill(const Ctx& ctx, const DragonAttackers& dragons) const {
    // Any open breath may come next: the kill names the amount, and the header's first open breath is the default.
    Kill kill;
    kill.amount = breathKills(dragons[static_cast<std::size_t>(open_.front())].white);
    for (int i : open_) {
        const DragonAttacker& a = dragons[static_cast<std::size_t>(i)];
        if (kill.whose.find(ctx.ref(a.piece)) == std::string::npos)
            kill.whose += (kill.whose.empty() ? "" : " or ") + ctx.ref(a.piece);
        const int k = breathKills(a.white);
        if (k != kill.amount && std::find(kill.orAmounts.begin(), kill.orAmounts.end(), k) == kill.orAmounts.end())
            kill.orAmounts.push_back(k);
    }
    return kill;
}

std::vector<int> BreathOrder::fitting(const DragonAttackers& dragons, int amount) const {
    std::vector<int> fits;
    for (int i : open_)
        if (breathKills(dragons[static_cast<std::size_t>(i)].white) == amount &&
            std::find(fits.begin(), fits.end(), i) == fits.end())
            fits.push_back(i);
    return fits;
}

void BreathOrder::take(int index) {
    open_.erase(std::find(open_.begin(), open_.end(), index));
    waiting_.clear();
}

}  // namespace muster::rules::engine
