#pragma once
// What a roster copied as text shows besides its dice (domain::RosterListing): each line's points, each army's
// points and limit, the totals, the verdict and its findings, from the army builder's model (the validator's
// report, checked against the roster's edition and event format).
#include "muster/domain/RosterText.h"
#include "muster/rules/ArmyBuilderModel.h"

namespace muster::rules {

[[nodiscard]] domain::RosterListing makeRosterListing(const ArmyBuilderModel& model);

}  // namespace muster::rules
