// Damage allocation (V4.01d Damage): the owner of the damaged army names the units killed; they must cover the
// damage as far as possible and never exceed it. The killed units then go through the casualty path.
#include "flow/KillFrame.h"

#include <algorithm>

#include "flow/CasualtyFrame.h"
#include "muster/rules/engine/DamageAllocation.h"

namespace muster::rules::engine {

KillFrame::KillFrame(int victim, Location at, int damage, KillCause cause, std::string what, std::string stepName)
    : victim_(victim),
      at_(at),
      damage_(damage),
      cause_(std::move(cause)),
      what_(std::move(what)),
      stepName_(std::move(stepName)) {}

std::string KillFrame::step(const GameState&) const {
    return stepName_;
}

Expectation KillFrame::expect(const Ctx& ctx) const {
    Expectation x;
    if (allocated_) {
        // The units are chosen; what the kill set off (Stepped Damage, Replanting) is above, then the step below.
        x.optional = true;
        x.rule = Rule::Damage;
        x.what = "nothing more for " + what_ + " (allocated)";
        x.why = "the killed units are chosen";
        return x;
    }
    x.kinds = {EventKind::Kill};
    x.who = victim_;
    x.rule = Rule::Damage;
    x.amount = damage_;
    x.amounts = alternatives_;
    x.place = at_;
    x.what = "'kill " + ctx.pid(victim_) + " ...' allocating " + what_;
    x.why = ctx.armyName(victim_, at_) + " takes " + what_ + " and its owner chooses the units killed";
    return x;
}

bool KillFrame::accept(Ctx& ctx, const Event& e) {
    if (allocated_) return false;
    if (e.kind != EventKind::Kill) ctx.expected(expect(ctx));
    auto& s = ctx.s;
    if (ctx.actor() != victim_)
        ctx.fail(Rule::Damage,
                 "expected " + ctx.pid(victim_) + " to allocate " + what_ + " ('kill " + ctx.pid(victim_) + " ...')");
    std::vector<int> chosen;
    for (const auto& label : e.args) {
        const int u = ctx.ownPiece(victim_, label);
        if (s.piece(u).kind != PieceKind::Unit || s.piece(u).loc != at_)
            ctx.fail(Rule::Damage, "'" + label + "' is not in the damaged army at " + s.locationName(at_));
        if (std::find(chosen.begin(), chosen.end(), u) != chosen.end())
            ctx.fail(Rule::Damage, "'" + label + "' is listed twice");
        chosen.push_back(u);
    }
    std::vector<int> healths;
    for (int u : s.army(victim_, at_)) healths.push_back(ctx.health(u));
    const int killed = ctx.healthOf(chosen);
    // The first open amount the allocation fits (one amount unless several breaths are open).
    const auto fits = [&](int amount) {
        return killed <= amount && killed >= DamageAllocation::maxCoverable(healths, amount);
    };
    if (!fits(damage_))
        for (int amount : alternatives_)
            if (fits(amount)) {
                damage_ = amount;
                break;
            }
    const int best = DamageAllocation::maxCoverable(healths, damage_);
    std::string either;
    for (int amount : alternatives_)
        if (amount != damage_)
            either += "; nor does it fit the " + std::to_string(amount) + " health-worth of another open breath";
    if (killed > damage_)
        ctx.fail(Rule::Damage, std::to_string(damage_) + " damage kills at most " + std::to_string(damage_) +
                                   " health-worth; " + std::to_string(killed) +
                                   " allocated is too much (never in excess of the damage)" + either);
    if (killed < best)
        ctx.fail(Rule::Damage, std::to_string(damage_) + " damage must kill " + std::to_string(best) +
                                   " health-worth (enough units to cover it), not " + std::to_string(killed) + either);
    allocated_ = true;
    killed_ = chosen;
    const std::size_t depth = s.frames.size();
    Casualties::kill(ctx, chosen, cause_);
    if (s.frames.size() == depth) done = true;  // no trigger waits for a statement
    return true;
}

void KillFrame::childDone(Ctx&, Frame& child) {
    // Replanted or stepped-down units are not killed any more.
    if (const auto* casualties = dynamic_cast<const CasualtyFrame*>(&child); casualties != nullptr) {
        std::vector<int> still;
        for (int u : killed_)
            if (std::find(casualties->killed().begin(), casualties->killed().end(), u) != casualties->killed().end())
                still.push_back(u);
        killed_ = still;
    }
    done = true;
}

}  // namespace muster::rules::engine
