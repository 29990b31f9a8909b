#include "roll/DiceReader.h"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "effects/EffectStore.h"
#include "state/Rollers.h"

namespace muster::rules::engine {

namespace {

bool contains(const std::vector<int>& v, int x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

// Puts the dice (one per piece, each piece in the request) in the order the request lists their pieces: must, then
// may. Most logs list them in that order already; otherwise a stable insertion sort of their places.
void inRequestOrder(std::vector<DieRoll>& dice, const DiceRequest& q) {
    std::vector<std::size_t> place;
    place.reserve(dice.size());
    for (const auto& d : dice) {
        const auto must = std::find(q.must.begin(), q.must.end(), d.piece);
        place.push_back(must != q.must.end()
                            ? static_cast<std::size_t>(must - q.must.begin())
                            : q.must.size() + static_cast<std::size_t>(std::find(q.may.begin(), q.may.end(), d.piece) -
                                                                       q.may.begin()));
    }
    if (std::is_sorted(place.begin(), place.end())) return;
    std::vector<std::size_t> order(dice.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    for (std::size_t i = 1; i < order.size(); ++i)
        for (std::size_t j = i; j > 0 && place[order[j - 1]] > place[order[j]]; --j) std::swap(order[j - 1], order[j]);
    std::vector<DieRoll> sorted;
    sorted.reserve(dice.size());
    for (std::size_t i : order) sorted.push_back(std::move(dice[i]));
    dice = std::move(sorted);
}

}  // namespace

std::vector<int> RolledDice::pieces() const {
    std::vector<int> out;
    for (const auto& d : dice)
        if (d.generation == 0) out.push_back(d.piece);
    return out;
}

const DieRoll* RolledDice::latest(int piece) const {
    const DieRoll* found = nullptr;
    for (const auto& d : dice)
        if (d.piece == piece) found = &d;
    return found;
}

std::string facesOf(const domain::Die& die) {
    std::string out;
    for (std::size_t i = 0; i < die.faces.size(); ++i) {
        const auto& f = die.faces[i];
        std::string icon;
        for (char c : f.icon)
            if (c != ' ') icon += c;
        out += (i ? " " : "") + std::to_string(i + 1) + "=" + (f.amount > 1 ? std::to_string(f.amount) : "") + icon;
    }
    return "faces: " + out;
}

int resolveFace(Ctx& ctx, domain::DieId dieId, const std::string& token) {
    const auto& die = ctx.cat.die(dieId);
    const int n = static_cast<int>(die.faces.size());
    const bool numeric = !token.empty() && std::all_of(token.begin(), token.end(), [](char c) {
        return std::isdigit(static_cast<unsigned char>(c)) != 0;
    });
    if (numeric) {
        long long index = 0;
        const auto [ptr, ec] = std::from_chars(token.data(), token.data() + token.size(), index);
        if (ec != std::errc() || ptr != token.data() + token.size() || index < 1 || index > n)
            ctx.unreadable("face " + token + " does not exist: " + die.name + " has faces 1.." + std::to_string(n) +
                           " (" + facesOf(die) + ")");
        return static_cast<int>(index) - 1;
    }
    const std::string key = squash(token);
    int found = -1;
    for (int i = 0; i < n; ++i) {
        const auto& f = die.faces[static_cast<std::size_t>(i)];
        const std::string icon = squash(f.icon);
        if (key == icon || key == std::to_string(f.amount) + icon) {
            if (found >= 0 && !(die.faces[static_cast<std::size_t>(found)] == f))
                ctx.unreadable("face '" + token + "' is ambiguous on " + die.name + " (faces " +
                               std::to_string(found + 1) + " and " + std::to_string(i + 1) +
                               " differ); give the number (" + facesOf(die) + ")");
            if (found < 0) found = i;
        }
    }
    if (found < 0) ctx.unreadable(die.name + " has no face '" + token + "' (" + facesOf(die) + ")");
    return found;
}

RolledDice readDice(Ctx& ctx, const DiceRequest& q) {
    const Event& e = ctx.ev();
    RolledDice r;
    r.roller = q.roller;
    r.line = e.line;
    r.text = e.text;
    r.choices = e.choices;
    if (ctx.actor() != q.roller)
        ctx.fail(Rule::DieRollResolution, "expected " + q.purpose + ", rolled by " + ctx.pid(q.roller));
    // Who makes the roll; a roll nobody can make (every target netted, webbed or asleep) is still stated, with no
    // dice, and the message says so rather than listing nothing.
    const auto madeBy = [&]() -> std::string {
        if (!q.must.empty() || !q.may.empty()) return ctx.labels(q.must);
        return "no unit (state the roll with no dice after ':')";
    };
    r.dice.reserve(e.faces.size());
    for (const auto& f : e.faces) {
        const int p = ctx.pieceRef(f.unit, q.roller);
        if (ctx.s.piece(p).owner != q.roller)
            ctx.fail(Rule::DieRollResolution,
                     "'" + f.unit + "' is not " + ctx.pid(q.roller) + "'s, so it is not in " + q.purpose);
        for (const auto& held : q.heldBack)
            if (held.piece == p) ctx.fail(held.rule, "'" + f.unit + "' does not roll here: " + held.why);
        if (!contains(q.must, p) && !contains(q.may, p)) {
            // A status that keeps it out of rolls (netted, asleep, ...) says why.
            std::string held;
            for (const Status st : EffectStore::statusesOf(ctx.s, p))
                if (st != Status::Illusion && st != Status::CounterManeuverWinsTies)
                    held += ", " + std::string(toString(st));
            // A Dragonkin of the rolling army is left out of magic and missile rolls (V4.01d Dragonkin, S0:L1188).
            const bool sameArmy = std::any_of(q.must.begin(), q.must.end(),
                                              [&](int u) { return ctx.s.piece(u).loc == ctx.s.piece(p).loc; });
            if (held.empty() && sameArmy && ctx.die(p).isDragonkin())
                held = "; Dragonkin do not roll for magic or missile actions";
            if (held.empty() && RollersOf::leftOutByMire(ctx, p))
                held = "; under Mire only the units named in 'mire' march";
            ctx.fail(Rule::DieRollResolution, "'" + f.unit + "' does not roll here (it is in " +
                                                  ctx.s.locationName(ctx.s.piece(p).loc) + held + "); " + q.purpose +
                                                  " is made by: " + madeBy());
        }
        if (r.latest(p) != nullptr) ctx.fail(Rule::LogFormat, "'" + f.unit + "' appears twice in one roll");
        DieRoll& d = r.dice.emplace_back();
        d.piece = p;
        d.die = ctx.s.piece(p).die;
        d.face = resolveFace(ctx, d.die, f.face);
        d.note = f.note;
        d.token = f.face;
    }
    for (int p : q.must)
        if (r.latest(p) == nullptr)
            ctx.fail(Rule::DieRollResolution, "'" + ctx.s.label(p) + "' must be rolled too (missing die); " +
                                                  q.purpose + " is made by: " + madeBy());
    // Keep the dice in the order the request lists them, so results do not depend on how the log orders them.
    inRequestOrder(r.dice, q);
    for (std::size_t k = 0; k < e.rerolls.size(); ++k) {
        const auto& segment = e.rerolls[k];
        const auto rule = std::find_if(q.rerolls.begin(), q.rerolls.end(),
                                       [&](const RerollRule& x) { return x.reason == segment.reason; });
        if (rule == q.rerolls.end()) {
            std::string allowed;
            for (const auto& x : q.rerolls) allowed += (allowed.empty() ? "" : ", ") + x.reason;
            ctx.fail(Rule::Rerolls,
                     "no re-roll '" + segment.reason + "' is allowed in " + q.purpose +
                         (allowed.empty() ? "" : " (allowed here: " + allowed + ")") +
                         (segment.reason == "flashfire"
                              ? "; Flashfire re-rolls in the non-maneuver army rolls of the army under it"
                              : ""));
        }
        for (const auto& f : segment.faces) {
            const int p = ctx.pieceRef(f.unit, q.roller);
            const DieRoll* before = r.latest(p);
            if (before == nullptr) ctx.fail(Rule::Rerolls, "'" + f.unit + "' did not roll, so it cannot be re-rolled");
            if (rule->check) rule->check(ctx, r, *before, segment);
            DieRoll next = *before;
            next.face = resolveFace(ctx, next.die, f.face);
            next.note = f.note;
            next.token = f.face;
            next.segment = static_cast<int>(k);
            if (rule->mode == RerollMode::Add) {
                next.generation = before->generation + 1;
                next.replaced = false;
                next.addedBy = segment.reason;
                r.dice.push_back(next);
            } else {
                // Replace the latest die of that piece.
                for (auto it = r.dice.rbegin(); it != r.dice.rend(); ++it)
                    if (it->piece == p) {
                        it->face = next.face;
                        it->note = next.note;
                        it->segment = next.segment;
                        it->token = next.token;
                        it->replaced = true;
                        it->replacedBy = segment.reason;
                        break;
                    }
            }
        }
    }
    // A glaring unit that is rolled ends its Hypnotic Glare (V4.01d SAIs, S0:L941).
    std::vector<int> rolled;
    for (const auto& d : r.dice) rolled.push_back(d.piece);
    RollersOf::rolled(ctx.s, rolled);
    return r;
}

}  // namespace muster::rules::engine
