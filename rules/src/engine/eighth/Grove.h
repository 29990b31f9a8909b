#pragma once
// The Grove's eighth face (V4.01d Advanced Terrains, S0:L1211): in the Eighth Face Phase its controller brings one
// piece back from a Buried Units Area: a non-Dragonkin unit of any player to that player's DUA, or one of the
// controller's own Dragonkin or minor terrains to the Summoning Pool, or one of the controller's items to the army
// at the Grove. Compulsory whenever some piece could come back: the turn does not leave the Eighth Face Phase
// before the 'grove <P> <piece>' line.
#include <string>
#include <vector>

#include "EngineContext.h"

namespace muster::rules::engine {

class Grove {
public:
    // The Grove terrains of the turn player whose return is still owed this turn (at most one use each).
    [[nodiscard]] static std::vector<int> owed(const Ctx& ctx);
    // Owed and possible: some piece could come back.
    [[nodiscard]] static bool due(const Ctx& ctx);
    // The pieces a Grove's controller could bring back.
    [[nodiscard]] static std::vector<int> candidates(const Ctx& ctx, int player);
    // 'grove <P> <piece>'.
    static void apply(Ctx& ctx);
    [[nodiscard]] static std::string usage(const Ctx& ctx);
};

}  // namespace muster::rules::engine
