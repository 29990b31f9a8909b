// Decapitate, Impale, Earthfang and Bash against dragons (S0:L912, S0:L943, S0:L1333, S0:L891); the readings (which
// dragons, when the choice is the roller's, the dragon's own damage, Bash's damage against the dragon's automatic
// saves) are in docs/rules-decisions.md.
#include "sai/DragonResponseSais.h"

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

bool has(const std::vector<int>& v, int x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

struct Face {
    PendingSai pending;
    std::string name;   // the SAI
    std::string label;  // the die
    std::string note;   // its annotation
};

// The dragon a face's annotation names, which must be one of `allowed`.
int named(Ctx& ctx, const RollEvaluation& eval, const Face& f, const std::vector<int>& allowed,
          const std::string& what) {
    const int d = ctx.pieceRef(f.note, eval.spec.roller);
    if (!has(allowed, d))
        ctx.failAt(eval.line, eval.text, Rule::Sais,
                   f.label + "'s " + f.name + " " + what + "; " + f.note + " is not one (" + refs(ctx, allowed) + ")");
    return d;
}

void jaws(Ctx& ctx, RollEvaluation& eval, const std::vector<Face>& faces, const std::vector<int>& jawsDragons,
          DragonResponseOutcome& out) {
    if (jawsDragons.empty()) {
        // No dragon rolled Jaws: three results each, added at step 8 like any SAI-generated result.
        for (const auto& f : faces) {
            // Decapitate: three melee; Impale: three missile; Earthfang: four melee.
            const RollType t = f.name == "Impale" ? RollType::Missile : RollType::Melee;
            const int n = f.name == "Earthfang" ? 4 : 3;
            if (!f.note.empty())
                ctx.failAt(eval.line, eval.text, Rule::Sais,
                           f.label + "'s " + f.name +
                               " names no dragon: no dragon attacking the army rolled Jaws, so it gives " +
                               std::to_string(n) + " " + std::string(toString(t)) + " results");
            eval.dice[static_cast<std::size_t>(f.pending.die)].sai[index(t)] += n;
        }
        return;
    }
    // Named dragons first; faces without a name take what is left, which must leave no choice.
    const bool choice = jawsDragons.size() > faces.size();
    for (const auto& f : faces) {
        if (f.note.empty()) continue;
        const int d = named(ctx, eval, f, jawsDragons, "kills a dragon attacking the army that rolled Jaws");
        if (has(out.killed, d)) ctx.failAt(eval.line, eval.text, Rule::Sais, f.note + " is named by two faces");
        out.killed.push_back(d);
    }
    for (const auto& f : faces) {
        if (!f.note.empty()) continue;
        if (choice)
            ctx.failAt(eval.line, eval.text, Rule::Sais,
                       "several dragons that attack the army rolled Jaws (" + refs(ctx, jawsDragons) +
                           "): name the one " + f.label + "'s " + f.name + " kills ('" + f.label + "=" + f.name + ":" +
                           ctx.ref(jawsDragons.front()) + "')");
        // No choice: every face kills one of them; a face left over once all are taken does nothing.
        for (int d : jawsDragons)
            if (!has(out.killed, d)) {
                out.killed.push_back(d);
                break;
            }
    }
}

void bash(Ctx& ctx, RollEvaluation& eval, const std::vector<Face>& faces, const std::vector<DragonInAttack>& dragons,
          DragonResponseOutcome& out) {
    std::vector<int> struck;  // dragons that inflicted damage on the army
    for (const auto& d : dragons)
        if (d.damage > 0) struck.push_back(d.piece);
    for (const auto& f : faces) {
        int d = -1;
        if (!f.note.empty())
            d = named(ctx, eval, f, struck, "strikes back at a dragon that inflicted damage on the army");
        else if (struck.size() == 1)
            d = struck.front();
        else if (struck.size() > 1)
            ctx.failAt(eval.line, eval.text, Rule::Sais,
                       "several dragons inflicted damage on the army (" + refs(ctx, struck) + "): name the one " +
                           f.label + "'s Bash strikes back at ('" + f.label + "=Bash:" + ctx.ref(struck.front()) +
                           "')");
        if (d < 0) continue;  // no dragon inflicted damage: nothing to strike back at
        const auto it =
            std::find_if(dragons.begin(), dragons.end(), [d](const DragonInAttack& x) { return x.piece == d; });
        eval.dice[static_cast<std::size_t>(f.pending.die)].sai[index(RollType::Save)] += it->damage;
        out.struck.emplace_back(d, it->damage);
    }
}

}  // namespace

DragonResponseOutcome resolveDragonResponseSais(Ctx& ctx, RollEvaluation& eval, const RolledDice& dice,
                                                const std::vector<DragonInAttack>& dragons) {
    std::vector<Face> jawsFaces;
    std::vector<Face> bashFaces;
    std::vector<PendingSai> rest;
    for (const auto& p : eval.pending) {
        Face f{p, ctx.data.sais.name(p.sai), ctx.s.label(p.piece),
               dice.dice[static_cast<std::size_t>(eval.dice[static_cast<std::size_t>(p.die)].rolled)].note};
        if (f.name == "Decapitate" || f.name == "Impale" || f.name == "Earthfang")
            jawsFaces.push_back(std::move(f));
        else if (f.name == "Bash")
            bashFaces.push_back(std::move(f));
        else
            rest.push_back(p);
    }
    eval.pending = rest;
    DragonResponseOutcome out;
    std::vector<int> jawsDragons;
    for (const auto& d : dragons)
        if (d.rolledJaws) jawsDragons.push_back(d.piece);
    if (!jawsFaces.empty()) jaws(ctx, eval, jawsFaces, jawsDragons, out);
    if (!bashFaces.empty()) bash(ctx, eval, bashFaces, dragons, out);
    return out;
}

}  // namespace muster::rules::engine
