// The judge's option makers for casualties and items (OptionMakers.h): the casualty sets for a damage ('kill': every
// set of the army's units covering as much of the damage as the army can without passing it, the cheapest in points
// first, alike units once), Stepped Damage, Accelerated Growth, Plague's next target, the return after Convert or
// Exhume (an open selection), and the items to bury or carry.
#include <algorithm>

#include "OptionMakers.h"

namespace muster::rules::judge {

namespace {

// Every set of `items` (none excluded), smallest first: items are few (an army carries at most two per unit).
std::vector<std::vector<int>> subsetsOf(const std::vector<int>& items) {
    std::vector<std::vector<int>> out;
    const std::size_t n = std::min<std::size_t>(items.size(), 10);
    for (unsigned mask = 1; mask < (1U << n); ++mask) {
        std::vector<int> chosen;
        for (std::size_t i = 0; i < n; ++i)
            if ((mask >> i) & 1U) chosen.push_back(items[i]);
        out.push_back(std::move(chosen));
    }
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.size() < b.size(); });
    return out;
}

std::vector<int> itemsNamed(const OptionContext& c, int owner, const std::vector<std::string>& labels) {
    std::vector<int> out;
    for (const auto& l : labels)
        if (const int p = c.state.pieceIndex(owner, l); p >= 0) out.push_back(p);
    return out;
}

// "<head> <killed> <dead>" pairs of a player's DUA: the killed unit (a larger one) exchanged for a smaller one. Every
// unit of the DUA is tried in both places: which of two alike dead units was killed just now, the engine knows.
void duaPairs(const OptionContext& c, int player, const std::string& head, const std::string& verb, bool smallestOnly,
              StatementOptions& out) {
    const auto dua = c.unitsIn(player, Where::Dua);
    for (const int killed : dua)
        for (const int small : dua) {
            if (killed == small || c.health(small) >= c.health(killed)) continue;
            if (smallestOnly && c.health(small) != 1) continue;
            LegalOption o{head + " " + c.state.label(killed) + " " + c.state.label(small),
                          verb + " " + c.named(killed) + " for " + c.named(small)};
            o.pieces = {killed, small};
            if (!c.offer(out, std::move(o))) return;
        }
}

}  // namespace

void killOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    const bool noSave = std::find(x.kinds.begin(), x.kinds.end(), EventKind::Sai) != x.kinds.end();
    const int victim = noSave ? x.opponent : x.who;
    if (victim < 0) return;
    const auto army = c.state.army(victim, x.place);
    std::vector<int> amounts = {noSave ? x.noSaveDamage : x.amount};
    amounts.insert(amounts.end(), x.amounts.begin(), x.amounts.end());
    const std::string head = "kill " + c.pid(victim);
    for (const int amount : amounts) {
        bool more = false;
        for (const auto& set : fullestCovers(c, army, amount, c.limits.maxCovers, more)) {
            LegalOption o;
            o.statement = set.empty() ? head + " -" : head + c.labels(set);
            o.pieces = set;
            for (const int u : set) o.healthWorth += c.health(u);
            o.points = pointsOf(c, set);
            o.words = set.empty() ? "nothing is killed (" + std::to_string(amount) + " damage kills no unit)"
                                  : "kill " + c.namedList(set) + ": " + std::to_string(o.healthWorth) + " of " +
                                        std::to_string(amount) + " damage";
            if (!c.offer(out, std::move(o), c.limits.maxCovers)) return;
        }
        if (more) out.coverage = Coverage::Bounded;
    }
    // The exact covers first: the sets whose health-worth is the whole damage.
    std::stable_partition(out.options.begin(), out.options.end(), [&](const LegalOption& o) {
        return std::find(amounts.begin(), amounts.end(), o.healthWorth) != amounts.end();
    });
}

void stepDownOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "step-down <player> <killed unit> <smaller DUA unit>";
    if (x.who >= 0) duaPairs(c, x.who, "step-down " + c.pid(x.who), "Stepped Damage: exchange", false, out);
}

void growOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "grow <player> <killed Treefolk> <1-health DUA Treefolk>";
    if (x.who >= 0) duaPairs(c, x.who, "grow " + c.pid(x.who), "Accelerated Growth: exchange", true, out);
}

void plagueOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "plague <player> <unit>";
    if (x.who < 0) return;
    std::vector<int> units;
    for (const auto& label : x.options)
        if (const int u = c.state.pieceIndex(x.who, label); u >= 0) units.push_back(u);
    for (const int u : c.representatives(units)) {
        LegalOption o{"plague " + c.pid(x.who) + " " + c.state.label(u), "Plague's next target: " + c.named(u)};
        o.pieces = {u};
        if (!c.offer(out, std::move(o))) return;
    }
}

void returnOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "return <player> <DUA unit>...";
    if (x.who < 0) return;
    bool more = false;
    for (const auto& set : coversUpTo(c, c.unitsIn(x.who, Where::Dua), x.amount, false, c.limits.maxCovers, more)) {
        LegalOption o{"return " + c.pid(x.who) + c.labels(set), "return " + c.namedList(set) + " from the DUA"};
        o.pieces = set;
        for (const int u : set) o.healthWorth += c.health(u);
        if (!c.offer(out, std::move(o), c.limits.maxCovers)) return;
    }
    if (more) out.coverage = Coverage::Bounded;
}

void buryItemOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "bury-item <player> <item>...";
    if (x.who < 0) return;
    for (const auto& set : subsetsOf(itemsNamed(c, x.who, x.options))) {
        LegalOption o{"bury-item " + c.pid(x.who) + c.labels(set), "bury " + c.namedList(set)};
        o.pieces = set;
        if (!c.offer(out, std::move(o))) return;
    }
}

void carryItemOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "carry-item <player> <item>...";
    if (x.who < 0) return;
    for (const auto& set : subsetsOf(itemsNamed(c, x.who, x.options))) {
        LegalOption o{"carry-item " + c.pid(x.who) + c.labels(set),
                      c.namedList(set) + " follow the units to the Reserve Area"};
        o.pieces = set;
        if (!c.offer(out, std::move(o))) return;
    }
}

}  // namespace muster::rules::judge
