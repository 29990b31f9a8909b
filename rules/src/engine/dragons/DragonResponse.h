#pragma once
// The attacked army's answer to a dragon attack (V4.01d Dragon Attacks step 6, Combination Rolls): one roll
// counting melee, missile and saves ('roll <P> melee=N missile=N save=N : ...'). Who rolls (Dragonkin are held back
// by a dragon of their element, an Ivory, an Ivory Hybrid or a White Dragon, unless Eldarim's Resist Fear covers
// them, S0:L658), the re-rolls its step 3 allows, its stated totals, the champions' logos that may tame, slay or
// control a dragon, and its totals once counted (with the lasting effects of its SAIs). flow/DragonAttackFrame
// runs it: the SAIs that act on the dragons (sai/DragonResponseSais), step 4, and with Cantrip magic the totals
// checked once step 4 is over.
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "EngineContext.h"
#include "flow/ChampionFrame.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"

namespace muster::rules::engine {

class DragonResponse {
public:
    using Stated = std::array<std::optional<int>, 5>;  // by RollType index
    struct Totals {
        int melee = 0;
        int missile = 0;
        int saves = 0;
    };

    // The roll of `player`'s army at `at` against dragons.
    [[nodiscard]] static RollSpec spec(int player, Location at);
    // Why the Dragonkin `unit` may not roll against the dragons `against` (pieces), or "".
    [[nodiscard]] static std::string dragonkinHeldBack(const Ctx& ctx, int unit, const std::vector<int>& against);
    // The units that must roll (a glaring unit too; Dragonkin held back left out, except those Resist Fear lifts:
    // the held-back Dragonkin of fearless(), a set of them of the most health the Eldarim cover).
    [[nodiscard]] static std::vector<int> rollers(const Ctx& ctx, int player, Location at,
                                                  const std::vector<int>& against);
    // Eldarim's Resist Fear (S0:L658): the army's Eldarim health, and the held-back Dragonkin it may lift (those no
    // larger than that health). "Up to" the Eldarim health is the most that can be applied (S0:L790-792: Resist Fear
    // is no SAI), so the roll lists a set of them whose health is the largest that fits.
    struct Fearless {
        int eldarim = 0;
        std::vector<int> units;
    };
    [[nodiscard]] static Fearless fearless(const Ctx& ctx, int player, Location at, const std::vector<int>& against);
    // Reads ctx.ev() as the army's roll: the rollers, the held-back Dragonkin that Resist Fear lets roll (checked
    // against the Eldarim's health), and the step-3 re-rolls (Rend, Tail, the Vortex, relics, Flashfire).
    [[nodiscard]] static RolledDice read(Ctx& ctx, int player, Location at, const std::vector<int>& against,
                                         const RollSpec& spec);
    // The totals the roll line states (melee, missile and save only, each once).
    [[nodiscard]] static Stated stated(const Ctx& ctx, const Event& e, const RollSpec& spec);
    // The Eldarim champions whose logo shows their power in the roll (S0:L1370).
    [[nodiscard]] static std::vector<ChampionFrame::Power> championPowers(const Ctx& ctx, const RollEvaluation& eval);
    // Checks the stated totals against the roll (they fail at the roll's line) and runs its SAIs' lasting effects
    // (Cloak); the totals the army has.
    static Totals count(Ctx& ctx, const RollEvaluation& eval, const Stated& stated);
};

}  // namespace muster::rules::engine
