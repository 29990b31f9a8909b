#pragma once
// What may be added here: for every die of the catalog, whether one more of it in the chosen army would break
// a limit the force keeps (half the force per army, the force size, the dragon count, the Dragonkin allowance,
// minor terrains, carrying items, where dice start, an event format's limits and components), and which.
// The answer comes from the force checks themselves (rules/src/force/): the roster is validated with the die
// added, and each limit the addition breaks is one finding with its rule id, worded as the check words it.
// Dragons, Dragonkin and minor terrains are tried in the Summoning Pool, where they start; major terrains are
// chosen, not added, and are never marked. The builder marks the dice that would break a limit and says why.
#include <vector>

#include "muster/domain/Roster.h"
#include "muster/rules/Finding.h"
#include "muster/rules/ForceValidator.h"

namespace muster::rules {

// One catalog die: the limits adding one of it would break (empty: it may be added).
struct PickAdvice {
    domain::RosterSection section = domain::RosterSection::Home;  // where the die would go
    std::vector<Finding> limits;                                  // one per rule, in the checks' order
    [[nodiscard]] bool mayAdd() const { return limits.empty(); }
};

class PickGuide {
public:
    explicit PickGuide(const ForceValidator& validator) : validator_(validator) {}

    // Advice for every die of the catalog, indexed by DieId, for adding one to `target` of `roster` checked with
    // `options` (as the builder checks it).
    [[nodiscard]] std::vector<PickAdvice> advise(const domain::Roster& roster, domain::RosterSection target,
                                                 const ValidationOptions& options = {}) const;

    // The rules whose limits an addition can break (others, such as a missing terrain, it cannot).
    [[nodiscard]] static bool isAddLimit(RuleId rule);

private:
    const ForceValidator& validator_;
};

}  // namespace muster::rules
