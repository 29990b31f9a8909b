#pragma once
// Decapitate and Impale in the army's response to a dragon attack (V4.01d SAIs, S0:L912, S0:L943): each face kills
// one attacking dragon that rolled Jaws; when none of them did, it gives three melee (Decapitate) or missile
// (Impale) results instead. flow/DragonAttackFrame calls this once the response roll is evaluated.
#include <vector>

namespace muster::rules::engine {

class Ctx;
struct RolledDice;
struct RollEvaluation;

// Resolves the Decapitate and Impale faces of the response roll `eval` (read from `dice`) and takes them off
// eval.pending. `jaws` lists the dragons attacking the army that rolled Jaws. When a face has a choice (more such
// dragons than faces), its annotation names the dragon ('c3=Decapitate:B:d1'); an annotation the rules do not
// need or that names another dragon is refused. Returns the dragons killed.
std::vector<int> resolveJawsSais(Ctx& ctx, RollEvaluation& eval, const RolledDice& dice, const std::vector<int>& jaws);

}  // namespace muster::rules::engine
