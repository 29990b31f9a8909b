#pragma once
// The targets an SAI statement names after ':' ('sai A Stomp c3 : c1 c2'), checked against what the SAI may
// target. Labels name the attacked player's units ('c1', or 'B:c1').
#include <vector>

#include "EngineContext.h"
#include "sai/SaiRegistry.h"

namespace muster::rules::engine {

class SaiTargets {
public:
    // "Up to X health-worth of units in the defending army", chosen by the roller against an opponent: units of
    // that army, each once, at most X health-worth together and as much as the army allows (V4.01d Up To: the
    // maximum must be used). Refuses (ctx.fail) anything else.
    static std::vector<int> upToHealthWorth(Ctx& ctx, const SaiUse& use, int budget);
    // "Target one unit" of the army the SAI works against (use.defender at use.defenderAt: the defending army of an
    // attack, the attacking army for a save roll's SAI): exactly one of its units, or -1 when the army is gone and
    // none is named. Refuses (ctx.fail) anything else, and choice words.
    static int oneUnit(Ctx& ctx, const SaiUse& use);
    // Refuses choice words for an SAI that takes none.
    static void noChoices(Ctx& ctx, const SaiUse& use);
};

}  // namespace muster::rules::engine
