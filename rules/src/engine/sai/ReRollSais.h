#pragma once
// Step 3 of Die Roll Resolution (V4.01d, S0:L734-751): SAIs that roll their own die again and add the new face
// (Bullseye, Double Strike, Rend, Tail). The log writes the new face as a re-roll segment named after the SAI,
// '/ rend c4=<face>'; the segment adds a further die result, and a new face that rolls again asks for another
// segment. addSaiRerolls() gives a roll's dice request the segments these SAIs allow in a roll of that spec.
#include "roll/DiceReader.h"
#include "roll/RollSpec.h"

namespace muster::rules::engine {

// The re-roll reason an SAI's segment is written with: its catalog name in lower case, spaces as '-'
// ("Double Strike" -> "double-strike").
std::string rerollReason(std::string_view saiName);

// Adds one re-roll rule per SAI that rolls again: a segment may only re-roll a die whose latest face shows that
// SAI, and only in a roll where the SAI rolls again (RollEvaluator checks that each such face has its segment).
void addSaiRerolls(const Ctx& ctx, DiceRequest& request, const RollSpec& spec);

// The Elemental Relic's re-roll (S0:L918): in a non-maneuver army roll, units containing the element of a relic face
// of the roll (not cancelled by another relic showing the same element) are rolled again once, the new face
// replacing the old ('/ elemental-relic c2=<face> c3=<face>'), at most the relics' X health-worth together; what
// is left of X may recruit and promote at step 4 (sai/ReturnSais.cpp).
void addRelicReroll(const Ctx& ctx, DiceRequest& request, const RollSpec& spec);
inline constexpr const char* kRelicReroll = "elemental-relic";

}  // namespace muster::rules::engine
