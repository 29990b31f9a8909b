#pragma once
// SAIs that act on the dragons in the army's response to a dragon attack (V4.01d SAIs), resolved by the dragon
// attack once the response roll is evaluated (flow/DragonAttackFrame), with no 'sai' line:
// * Decapitate, Impale and Earthfang (S0:L912, S0:L943, S0:L1333): each face kills one attacking dragon that rolled
//   Jaws; when none of them did, it gives three melee (Decapitate), three missile (Impale) or four melee (Earthfang).
// * Bash (S0:L891): a dragon that inflicted damage takes that much damage back, and the roll gains as many saves.
// When a face has a choice, its annotation names the dragon ('i1=Decapitate:B:d1', 'c3=Bash:B:d1'); an annotation
// the rules do not need or that names another dragon is refused.
#include <utility>
#include <vector>

namespace muster::rules::engine {

class Ctx;
struct RolledDice;
struct RollEvaluation;

// A dragon attacking the rolling army.
struct DragonInAttack {
    int piece = -1;
    bool rolledJaws = false;
    int damage = 0;  // the (non-breath) damage it inflicted on the army
};

struct DragonResponseOutcome {
    std::vector<int> killed;                  // by Decapitate or Impale
    std::vector<std::pair<int, int>> struck;  // (dragon, damage) from Bash
};

// Resolves those faces of the response roll `eval` (read from `dice`), adds the results they give to it, and takes
// them off eval.pending.
DragonResponseOutcome resolveDragonResponseSais(Ctx& ctx, RollEvaluation& eval, const RolledDice& dice,
                                                const std::vector<DragonInAttack>& dragons);

}  // namespace muster::rules::engine
