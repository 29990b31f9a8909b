// Decapitate and Impale against dragons (S0:L912, S0:L943); the reading of when the choice is the roller's and of
// the killed dragon's own damage is in docs/rules-decisions.md.
#include "sai/DragonJawsSais.h"

#include <algorithm>
#include <string>

#include "EngineContext.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"
#include "sai/SaiRegistry.h"

namespace muster::rules::engine {

namespace {

std::string refs(const Ctx& ctx, const std::vector<int>& pieces) {
    std::string out;
    for (int p : pieces) out += (out.empty() ? "" : " ") + ctx.ref(p);
    return out;
}

}  // namespace

std::vector<int> resolveJawsSais(Ctx& ctx, RollEvaluation& eval, const RolledDice& dice, const std::vector<int>& jaws) {
    std::vector<PendingSai> faces;
    std::vector<PendingSai> rest;
    for (const auto& p : eval.pending) {
        const std::string& name = ctx.data.sais.name(p.sai);
        (name == "Decapitate" || name == "Impale" ? faces : rest).push_back(p);
    }
    std::vector<int> killed;
    if (faces.empty()) return killed;
    eval.pending = rest;
    const auto noteOf = [&](const PendingSai& p) -> const std::string& {
        return dice.dice[static_cast<std::size_t>(eval.dice[static_cast<std::size_t>(p.die)].rolled)].note;
    };
    const auto labelOf = [&](const PendingSai& p) { return ctx.s.label(p.piece); };
    if (jaws.empty()) {
        // No dragon rolled Jaws: three results each, added at step 8 like any SAI-generated result.
        for (const auto& p : faces) {
            if (!noteOf(p).empty())
                ctx.failAt(eval.line, eval.text, Rule::Sais,
                           labelOf(p) + "'s " + ctx.data.sais.name(p.sai) +
                               " names no dragon: no dragon attacking the army rolled Jaws, so it gives three " +
                               (ctx.data.sais.name(p.sai) == "Decapitate" ? "melee" : "missile") + " results");
            const RollType t = ctx.data.sais.name(p.sai) == "Decapitate" ? RollType::Melee : RollType::Missile;
            eval.dice[static_cast<std::size_t>(p.die)].sai[index(t)] += 3;
        }
        return killed;
    }
    // Named dragons first, then the faces without a name take what is left (only when that leaves no choice).
    const bool choice = jaws.size() > faces.size();
    for (const auto& p : faces) {
        const std::string& note = noteOf(p);
        if (note.empty()) continue;
        const int d = ctx.pieceRef(note, eval.spec.roller);
        if (std::find(jaws.begin(), jaws.end(), d) == jaws.end())
            ctx.failAt(eval.line, eval.text, Rule::Sais,
                       labelOf(p) + "'s " + ctx.data.sais.name(p.sai) + " kills a dragon attacking the army that " +
                           "rolled Jaws; " + note + " is not one (" + refs(ctx, jaws) + ")");
        if (std::find(killed.begin(), killed.end(), d) != killed.end())
            ctx.failAt(eval.line, eval.text, Rule::Sais, note + " is named by two faces");
        killed.push_back(d);
    }
    for (const auto& p : faces) {
        if (!noteOf(p).empty()) continue;
        if (choice)
            ctx.failAt(eval.line, eval.text, Rule::Sais,
                       "several dragons that attack the army rolled Jaws (" + refs(ctx, jaws) + "): name the one " +
                           labelOf(p) + "'s " + ctx.data.sais.name(p.sai) + " kills ('" + labelOf(p) + "=" +
                           ctx.data.sais.name(p.sai) + ":" + ctx.ref(jaws.front()) + "')");
        // No choice: every face kills one of them; a face left over when all are dead does nothing.
        for (int d : jaws)
            if (std::find(killed.begin(), killed.end(), d) == killed.end()) {
                killed.push_back(d);
                break;
            }
    }
    return killed;
}

}  // namespace muster::rules::engine
