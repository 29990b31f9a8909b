#include "roll/RollChoiceSpace.h"

#include <algorithm>
#include <functional>
#include <set>

#include "muster/domain/TextUtil.h"

namespace muster::rules::engine {

namespace {

std::vector<std::string> splitPlus(const std::string& value) {
    return domain::text::split(value, '+');
}

std::string typeList(const std::vector<RollType>& types) {
    std::string out;
    for (std::size_t i = 0; i < types.size(); ++i)
        out += (i == 0 ? "" : i + 1 == types.size() ? " or " : ", ") + std::string(toString(types[i]));
    return out;
}

}  // namespace

RollChoiceSpace::RollChoiceSpace(const RollEvaluation& roll, Fixed fixed) : roll_(roll) {
    for (RollType t : kRollTypes)
        if (roll.spec.counts1(t)) types_.push_back(t);
    if (roll.spec.counts1(RollType::Save))
        for (const auto& d : roll.dice) extra_[index(RollType::Save)] += d.autoSaves;
    readWritten(fixed);
}

void RollChoiceSpace::readWritten(Fixed fixed) {
    const bool defaults = fixed == Fixed::WrittenAndDefaults && roll_.logVersion >= 3;
    const auto& mods = roll_.choiceMods;
    modTypes_.assign(mods.size(), {});
    modWritten_.assign(mods.size(), false);
    std::vector<bool> wroteWord(roll_.written.size(), false);
    // Wilding (S0:L1062): 'wilding=c2+c4' names the units doubled.
    const TypeMask wildTypes = static_cast<TypeMask>(roll_.mayDoubleTypes & roll_.spec.counts);
    for (std::size_t w = 0; w < roll_.written.size(); ++w) {
        const auto& word = roll_.written[w];
        if (word.key != "wilding") continue;
        wroteWord[w] = true;
        if (roll_.mayDoubleUnits <= 0 || wildTypes == 0)
            throw RollError{Rule::Spells, "no Wilding lets this roll double a unit ('wilding=" + word.value + "')"};
        if (wildWritten_) throw RollError{Rule::LogFormat, "'wilding=' is written twice"};
        std::vector<int> chosen;
        for (const auto& label : splitPlus(word.value)) {
            const auto d = std::find_if(roll_.dice.begin(), roll_.dice.end(),
                                        [&](const DieResult& x) { return x.label == label && !x.item; });
            if (d == roll_.dice.end())
                throw RollError{Rule::Spells, "Wilding doubles a unit that rolls here; '" + label + "' is not one"};
            if (std::find(chosen.begin(), chosen.end(), d->piece) != chosen.end())
                throw RollError{Rule::Spells, "'" + label + "' is doubled twice by Wilding"};
            chosen.push_back(d->piece);
        }
        if (static_cast<int>(chosen.size()) > roll_.mayDoubleUnits)
            throw RollError{Rule::Spells, "Wilding doubles " + std::to_string(roll_.mayDoubleUnits) +
                                              " unit(s) of this army (one per casting), not " +
                                              std::to_string(chosen.size())};
        wild_ = {chosen};
        wildWritten_ = true;
    }
    if (!wildWritten_) {
        wild_ = defaults ? std::vector<std::vector<int>>{{}} : roll_.doublingChoices();
        if (wild_.size() > 1)
            open_.push_back({Rule::Spells, "which units Wilding doubles (up to " +
                                               std::to_string(roll_.mayDoubleUnits) + ", 'wilding=<unit>')"});
    }
    // Modifiers of choice (S0:L783): 'ash-storm=save', 'palsy=melee+save' (one type per effect of that spell).
    for (std::size_t c = 0; c < mods.size(); ++c)
        for (RollType t : types_)
            if (hasType(mods[c].types, t)) modTypes_[c].push_back(t);
    for (std::size_t w = 0; w < roll_.written.size(); ++w) {
        const auto& word = roll_.written[w];
        if (word.key == "wilding" || word.key == "bone-magic") continue;
        std::vector<std::size_t> entries;
        for (std::size_t c = 0; c < mods.size(); ++c)
            if (choiceWord(mods[c].source) == word.key) entries.push_back(c);
        if (entries.empty()) continue;
        wroteWord[w] = true;
        const auto named = splitPlus(word.value);
        if (named.size() != entries.size())
            throw RollError{Rule::CombinationRolls,
                            "'" + word.key + "=" + word.value + "' names " + std::to_string(named.size()) +
                                " type(s); " + mods[entries.front()].source + " takes a result type " +
                                std::to_string(entries.size()) + " time(s) in this roll (one per casting)"};
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const auto t = parseRollType(named[i]);
            const auto& allowed = modTypes_[entries[i]];
            if (!t || std::find(allowed.begin(), allowed.end(), *t) == allowed.end())
                throw RollError{Rule::CombinationRolls, mods[entries[i]].source + " goes to " + typeList(allowed) +
                                                            " in this roll, not '" + named[i] + "'"};
            modTypes_[entries[i]] = {*t};
            modWritten_[entries[i]] = true;
        }
    }
    for (std::size_t w = 0; w < roll_.written.size(); ++w) {
        const auto& word = roll_.written[w];
        if (wroteWord[w]) continue;
        if (word.key == "bone-magic") {
            if (roll_.spec.purpose == RollPurpose::Magic) continue;  // flow/MagicFrame reads it
            throw RollError{Rule::SpeciesUndead, "Bone Magic adds to a magic action's roll only, not here"};
        }
        std::string here;
        if (roll_.mayDoubleUnits > 0 && wildTypes != 0) here = "wilding";
        for (const auto& m : mods) {
            const auto key = choiceWord(m.source);
            if (here.find(key) == std::string::npos) here += (here.empty() ? "" : ", ") + key;
        }
        throw RollError{Rule::CombinationRolls, "'" + word.key + "=" + word.value + "' is no choice of this roll" +
                                                    (here.empty() ? std::string(" (it has none written before ':')")
                                                                  : " (its choices: " + here + ")")};
    }
    for (std::size_t c = 0; c < mods.size(); ++c)
        if (!modWritten_[c] && modTypes_[c].size() > 1)
            open_.push_back({Rule::CombinationRolls, "which type " + mods[c].source + " takes (" +
                                                         typeList(modTypes_[c]) + ", '" + choiceWord(mods[c].source) +
                                                         "=<type>')"});
    // Placements of ID results and results of choice, and counts-as results.
    for (std::size_t i = 0; i < roll_.dice.size(); ++i) {
        const auto& d = roll_.dice[i];
        if (d.placedByNote != 0) hasChoices_ = true;
        const int flexTargets = d.flexId > 0 ? static_cast<int>(types_.size()) : 0;
        int choiceTargets = 0;
        for (RollType t : types_)
            if (d.choiceAmount > 0 && hasType(d.choiceTypes, t)) ++choiceTargets;
        if (flexTargets > 1)
            open_.push_back({Rule::CombinationRolls, "where " + d.label + "'s ID results go (" + typeList(types_) +
                                                         ", '" + d.label +
                                                         "=...:" + std::string(toString(types_.front())) + "')"});
        if (choiceTargets > 1)
            open_.push_back({Rule::CombinationRolls,
                             "where the results of " + d.label + "'s SAI go ('" + d.label + "=...:<type>')"});
        if (d.countsAsWritten) {
            for (RollType t : types_) extra_[index(t)] += d.countsAsUsed[index(t)];
            hasChoices_ = true;
            continue;
        }
        if (d.countsAsCap <= 0) continue;
        hasChoices_ = true;
        if (defaults) continue;  // version 3: none used unless the annotation says so
        int kinds = 0;
        for (RollType t : types_)
            if (d.countsAs[index(t)] > 0) ++kinds;
        OpenDie open{static_cast<int>(i), kinds > 1};
        openDice_.push_back(open);
        for (RollType t : types_) (open.multi ? sharedUpTo_ : countsAsUpTo_)[index(t)] += d.countsAs[index(t)];
        if (open.multi) sharedCap_ += d.countsAsCap;
        std::string as;
        std::string firstAs;
        for (RollType t : types_)
            if (d.countsAs[index(t)] > 0) {
                as += (as.empty() ? "" : " or ") + std::string(toString(t));
                if (firstAs.empty()) firstAs = std::string(toString(t));
            }
        open_.push_back(
            {Rule::CountsAs, "how many of " + d.label + "'s results count as " + as +
                                 (d.countsAsSource.empty() ? std::string() : " (" + d.countsAsSource + ")") + " ('" +
                                 d.label + "=...:" + firstAs + "')"});
    }
    hasChoices_ = hasChoices_ || !open_.empty() || wildWritten_ || !mods.empty();
}

RollChoiceSpace::Variant RollChoiceSpace::variantOf(const std::vector<int>& chosen) const {
    Variant v;
    const TypeMask counted = roll_.spec.counts;
    // In the answer to a dragon attack a die's IDs may be split between the types (S0:L573); elsewhere a die's IDs
    // go whole to one type (S0:L765, S0:L784): a piece is the die.
    const bool splitIds = roll_.spec.purpose == RollPurpose::DragonResponse;
    auto add = [&](int die, int amount, bool id, bool whole, TypeMask to, TypeMask twice) {
        to = static_cast<TypeMask>(to & counted);
        if (amount <= 0 || to == 0) return;
        twice = static_cast<TypeMask>(twice & to);
        const int unit = id && !splitIds ? amount : 1;
        const int pieces = id && !splitIds ? 1 : amount;
        if (!whole)
            for (auto& p : v.pools) {
                TypeMask mask = 0;
                for (RollType t : p.to) mask = static_cast<TypeMask>(mask | typeBit(t));
                if (!p.whole && p.id == id && p.unit == unit && mask == to && p.twice == twice) {
                    p.pieces += pieces;
                    p.members.push_back({die, pieces});
                    return;
                }
            }
        Pool p;
        p.id = id;
        p.whole = whole;
        p.unit = unit;
        p.twice = twice;
        p.pieces = pieces;
        p.members.push_back({die, pieces});
        for (RollType t : types_)
            if (hasType(to, t)) p.to.push_back(t);
        v.pools.push_back(std::move(p));
    };
    for (std::size_t i = 0; i < roll_.dice.size(); ++i) {
        const auto& d = roll_.dice[i];
        const TypeMask wild = roll_.wildingDoubles(d, chosen);
        for (RollType t : types_) {
            const int times = hasType(wild, t) ? 2 : 1;
            v.id[index(t)] += times * d.id[index(t)];
            v.normal[index(t)] += times * d.normal[index(t)];
            v.sai[index(t)] += times * d.sai[index(t)];
        }
        const auto twice = static_cast<TypeMask>(d.doubled | wild);
        add(static_cast<int>(i), d.flexId, true, false, counted, twice);
        add(static_cast<int>(i), d.choiceAmount, false, !d.choiceSplittable, d.choiceTypes, twice);
    }
    return v;
}

std::array<TypeModifiers, 5> RollChoiceSpace::modsWith(const std::vector<RollType>& to) const {
    auto m = roll_.mods;
    for (std::size_t c = 0; c < roll_.choiceMods.size(); ++c)
        mergeModifier(m[index(to[c])], roll_.choiceMods[c].op, roll_.choiceMods[c].amount);
    return m;
}

int RollChoiceSpace::totalOf(RollType t, const Variant& v, const std::array<int, 5>& idPart,
                             const std::array<int, 5>& saiPart, const std::array<TypeModifiers, 5>& m) const {
    return applyModifiers(idPart[index(t)], v.normal[index(t)], saiPart[index(t)], m[index(t)]) + extra_[index(t)];
}

// "All modifiers must be applied if possible" (S0:L783): a modifier of choice that changes nothing where it goes is
// legal only when it would change nothing at any other type it may go to either.
bool RollChoiceSpace::appliedWherePossible(const Variant& v, const std::vector<RollType>& to,
                                           const std::array<int, 5>& idPart, const std::array<int, 5>& saiPart) const {
    const auto& choiceMods = roll_.choiceMods;
    if (choiceMods.empty()) return true;
    const auto with = modsWith(to);
    for (std::size_t c = 0; c < choiceMods.size(); ++c) {
        const RollType t = to[c];
        auto without = roll_.mods;
        for (std::size_t o = 0; o < choiceMods.size(); ++o)
            if (o != c) mergeModifier(without[index(to[o])], choiceMods[o].op, choiceMods[o].amount);
        if (totalOf(t, v, idPart, saiPart, with) != totalOf(t, v, idPart, saiPart, without)) continue;
        for (RollType u : types_) {
            if (u == t || !hasType(choiceMods[c].types, u)) continue;
            auto moved = without;
            mergeModifier(moved[index(u)], choiceMods[c].op, choiceMods[c].amount);
            if (totalOf(u, v, idPart, saiPart, moved) != totalOf(u, v, idPart, saiPart, without)) return false;
        }
    }
    return true;
}

std::optional<RollChoiceSpace::Leaf> RollChoiceSpace::leafFor(const Variant& v, std::size_t wild,
                                                              const std::vector<RollType>& mods,
                                                              const std::vector<std::vector<int>>& alloc) const {
    auto idPart = v.id;
    auto saiPart = v.sai;
    for (std::size_t p = 0; p < v.pools.size(); ++p) {
        const auto& pool = v.pools[p];
        for (std::size_t k = 0; k < pool.to.size(); ++k) {
            const RollType t = pool.to[k];
            (pool.id ? idPart : saiPart)[index(t)] += alloc[p][k] * pool.unit * (hasType(pool.twice, t) ? 2 : 1);
        }
    }
    if (!appliedWherePossible(v, mods, idPart, saiPart)) return std::nullopt;
    Leaf leaf{wild, mods, alloc, {}};
    const auto m = modsWith(mods);
    for (RollType t : types_) leaf.totals[index(t)] = totalOf(t, v, idPart, saiPart, m);
    return leaf;
}

template <class Visit>
bool RollChoiceSpace::forEachLeaf(Visit&& visit) const {
    for (std::size_t w = 0; w < wild_.size(); ++w) {
        const Variant v = variantOf(wild_[w]);
        std::vector<RollType> mods(roll_.choiceMods.size(), RollType::Melee);
        std::vector<std::vector<int>> alloc(v.pools.size());
        for (std::size_t p = 0; p < v.pools.size(); ++p) alloc[p].assign(v.pools[p].to.size(), 0);
        std::function<bool(std::size_t)> place;
        // A split pool: the first type taking the most first.
        std::function<bool(std::size_t, std::size_t, int)> split = [&](std::size_t p, std::size_t k, int left) {
            auto& a = alloc[p];
            if (k + 1 == a.size()) {
                a[k] = left;
                return place(p + 1);
            }
            for (int n = left; n >= 0; --n) {
                a[k] = n;
                if (split(p, k + 1, left - n)) return true;
            }
            return false;
        };
        place = [&](std::size_t p) -> bool {
            if (p == v.pools.size()) {
                const auto leaf = leafFor(v, w, mods, alloc);
                return leaf && visit(*leaf);
            }
            const auto& pool = v.pools[p];
            auto& a = alloc[p];
            if (!pool.whole) return split(p, 0, pool.pieces);
            for (std::size_t k = 0; k < a.size(); ++k) {
                std::fill(a.begin(), a.end(), 0);
                a[k] = pool.pieces;
                if (place(p + 1)) return true;
            }
            return false;
        };
        std::function<bool(std::size_t)> assign = [&](std::size_t c) -> bool {
            if (c == mods.size()) return place(0);
            for (RollType t : modTypes_[c]) {
                mods[c] = t;
                if (assign(c + 1)) return true;
            }
            return false;
        };
        if (assign(0)) return true;
    }
    return false;
}

bool RollChoiceSpace::countsAsFit(const std::array<int, 5>& need) const {
    int shared = 0;
    for (RollType t : types_) {
        const int n = need[index(t)];
        if (n < 0) return false;
        const int rest = std::max(0, n - countsAsUpTo_[index(t)]);
        if (rest > sharedUpTo_[index(t)]) return false;
        shared += rest;
    }
    return shared <= sharedCap_;
}

RollOption RollChoiceSpace::optionOf(const Leaf& leaf, const std::array<int, 5>& countsAsNeed) const {
    RollOption out;
    for (RollType t : types_) out.totals[index(t)] = leaf.totals[index(t)] + countsAsNeed[index(t)];
    auto& choices = out.choices;
    for (int piece : wild_[leaf.wild]) {
        const auto d =
            std::find_if(roll_.dice.begin(), roll_.dice.end(), [&](const DieResult& x) { return x.piece == piece; });
        if (d == roll_.dice.end()) continue;
        choices.doubled.push_back({d->label, roll_.wildingDoubles(*d, wild_[leaf.wild]), "Wilding"});
    }
    for (std::size_t c = 0; c < roll_.choiceMods.size(); ++c)
        choices.modifiers.push_back({roll_.choiceMods[c].source, leaf.mods[c]});
    std::vector<std::pair<int, DieChoice>> dice;  // by die index
    auto dieChoice = [&](int i, DieChoice::Kind kind) {
        const auto& d = roll_.dice[static_cast<std::size_t>(i)];
        DieChoice c;
        c.kind = kind;
        c.unit = d.label;
        c.face = d.token;
        c.segment = d.segment;
        return c;
    };
    for (const auto& d : roll_.dice)
        if (!d.saiNote.empty()) choices.faceNotes.push_back({d.label, d.token, d.segment, d.saiNote, d.saiNoteSource});
    for (std::size_t i = 0; i < roll_.dice.size(); ++i) {
        const auto& d = roll_.dice[i];
        if (d.placedByNote == 0) continue;
        auto c = dieChoice(static_cast<int>(i),
                           d.placedByNote == 1 ? DieChoice::Kind::Ids : DieChoice::Kind::ResultsOfChoice);
        c.to = d.placed;
        c.written = true;
        dice.emplace_back(static_cast<int>(i), std::move(c));
    }
    // The pools' pieces, handed to their dice in order.
    const Variant v = variantOf(wild_[leaf.wild]);
    for (std::size_t p = 0; p < v.pools.size(); ++p) {
        const auto& pool = v.pools[p];
        if (pool.to.size() < 2) continue;  // one type only: nothing to write
        auto left = leaf.alloc[p];
        std::size_t k = 0;
        for (const auto& m : pool.members) {
            auto c = dieChoice(m.die, pool.id ? DieChoice::Kind::Ids : DieChoice::Kind::ResultsOfChoice);
            int pieces = m.pieces;
            while (pieces > 0 && k < left.size()) {
                const int n = std::min(pieces, left[k]);
                c.to[index(pool.to[k])] += n * pool.unit;
                left[k] -= n;
                pieces -= n;
                if (left[k] == 0) ++k;
            }
            dice.emplace_back(m.die, std::move(c));
        }
    }
    for (std::size_t i = 0; i < roll_.dice.size(); ++i) {
        const auto& d = roll_.dice[i];
        if (!d.countsAsWritten) continue;
        auto c = dieChoice(static_cast<int>(i), DieChoice::Kind::CountsAs);
        c.to = d.countsAsUsed;
        c.source = d.countsAsSource;
        c.written = true;
        dice.emplace_back(static_cast<int>(i), std::move(c));
    }
    // Open counts-as results: the single-type dice first, then the dice of several types.
    auto need = countsAsNeed;
    for (const bool multi : {false, true})
        for (const auto& open : openDice_) {
            if (open.multi != multi) continue;
            const auto& d = roll_.dice[static_cast<std::size_t>(open.die)];
            auto c = dieChoice(open.die, DieChoice::Kind::CountsAs);
            c.source = d.countsAsSource;
            int cap = d.countsAsCap;
            for (RollType t : types_) {
                const int n = std::min({need[index(t)], d.countsAs[index(t)], cap});
                c.to[index(t)] = n;
                need[index(t)] -= n;
                cap -= n;
            }
            if (std::all_of(c.to.begin(), c.to.end(), [](int n) { return n == 0; })) continue;
            dice.emplace_back(open.die, std::move(c));
        }
    for (auto& [i, c] : dice) {
        if (c.kind != DieChoice::Kind::CountsAs) continue;
        const auto& d = roll_.dice[static_cast<std::size_t>(i)];
        int kinds = 0;
        for (RollType t : types_)
            if (c.to[index(t)] > 0) {
                ++kinds;
                c.available = d.countsAs[index(t)];
            }
        if (kinds != 1) c.available = 0;
    }
    std::stable_sort(dice.begin(), dice.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (auto& [i, c] : dice) choices.dice.push_back(std::move(c));
    return out;
}

RollOption RollChoiceSpace::first() const {
    bool legal = true;
    return simplest(legal);
}

RollOption RollChoiceSpace::simplest(bool& legal) const {
    legal = true;
    // Wilding: none in a combination roll, the units giving the highest total otherwise (what a writer asking for
    // the total was given before version 3).
    std::size_t wild = 0;
    if (!roll_.spec.combination() && wild_.size() > 1 && !types_.empty()) {
        int best = -1;
        for (std::size_t w = 0; w < wild_.size(); ++w) {
            const Variant v = variantOf(wild_[w]);
            auto idPart = v.id;
            auto saiPart = v.sai;
            for (const auto& pool : v.pools)
                (pool.id ? idPart : saiPart)[index(pool.to.front())] +=
                    pool.pieces * pool.unit * (hasType(pool.twice, pool.to.front()) ? 2 : 1);
            const int total = totalOf(types_.front(), v, idPart, saiPart, roll_.mods);
            if (total > best) {
                best = total;
                wild = w;
            }
        }
    }
    const Variant v = variantOf(wild_[wild]);
    std::vector<std::vector<int>> alloc(v.pools.size());
    auto idPart = v.id;
    auto saiPart = v.sai;
    for (std::size_t p = 0; p < v.pools.size(); ++p) {
        const auto& pool = v.pools[p];
        alloc[p].assign(pool.to.size(), 0);
        alloc[p][0] = pool.pieces;
        (pool.id ? idPart : saiPart)[index(pool.to.front())] +=
            pool.pieces * pool.unit * (hasType(pool.twice, pool.to.front()) ? 2 : 1);
    }
    // Each modifier of choice to the first type where it changes something, given those placed before it.
    std::vector<RollType> mods(roll_.choiceMods.size(), RollType::Melee);
    auto m = roll_.mods;
    for (std::size_t c = 0; c < roll_.choiceMods.size(); ++c) {
        const auto& choice = roll_.choiceMods[c];
        const auto& allowed = modTypes_[c];
        mods[c] = allowed.empty() ? types_.front() : allowed.front();
        if (!modWritten_[c])
            for (RollType t : allowed) {
                auto with = m;
                mergeModifier(with[index(t)], choice.op, choice.amount);
                if (totalOf(t, v, idPart, saiPart, with) != totalOf(t, v, idPart, saiPart, m)) {
                    mods[c] = t;
                    break;
                }
            }
        mergeModifier(m[index(mods[c])], choice.op, choice.amount);
    }
    if (const auto leaf = leafFor(v, wild, mods, alloc)) return optionOf(*leaf, {});
    // Not a legal placement by itself (a modifier where it changes nothing): the first legal one with its totals.
    Leaf greedy{wild, mods, alloc, {}};
    for (RollType t : types_) greedy.totals[index(t)] = totalOf(t, v, idPart, saiPart, m);
    std::optional<RollOption> found;
    forEachLeaf([&](const Leaf& leaf) {
        if (leaf.totals != greedy.totals) return false;
        found = optionOf(leaf, {});
        return true;
    });
    legal = found.has_value();
    return found ? *found : optionOf(greedy, {});
}

std::optional<RollOption> RollChoiceSpace::find(const std::array<int, 5>& want) const {
    auto needOf = [&](const std::array<int, 5>& totals) {
        std::array<int, 5> need{};
        for (RollType t : types_) need[index(t)] = want[index(t)] - totals[index(t)];
        return need;
    };
    bool legal = true;
    auto plain = simplest(legal);
    const auto plainNeed = needOf(plain.totals);
    if (legal && std::all_of(types_.begin(), types_.end(), [&](RollType t) { return plainNeed[index(t)] == 0; }))
        return plain;
    std::optional<RollOption> found;
    forEachLeaf([&](const Leaf& leaf) {
        const auto need = needOf(leaf.totals);
        if (!countsAsFit(need)) return false;
        found = optionOf(leaf, need);
        return true;
    });
    return found;
}

std::vector<RollOption> RollChoiceSpace::list(std::size_t limit, bool* truncated) const {
    std::vector<RollOption> out;
    std::set<std::array<int, 5>> seen;
    bool more = false;
    auto keep = [&](RollOption option) {
        if (!seen.insert(option.totals).second) return false;
        if (out.size() >= limit) {
            more = true;
            return true;
        }
        out.push_back(std::move(option));
        return false;
    };
    if (limit == 0) return out;
    bool legal = true;
    auto plain = simplest(legal);
    if (legal) keep(std::move(plain));
    // Each leaf with every amount of open counts-as results it can add.
    std::array<int, 5> upTo{};
    for (RollType t : types_) upTo[index(t)] = countsAsUpTo_[index(t)] + sharedUpTo_[index(t)];
    std::set<std::array<int, 5>> leaves;
    forEachLeaf([&](const Leaf& leaf) {
        if (!leaves.insert(leaf.totals).second) return false;
        std::array<int, 5> need{};
        std::function<bool(std::size_t)> vary = [&](std::size_t k) -> bool {
            if (k == types_.size()) return countsAsFit(need) && keep(optionOf(leaf, need));
            const RollType t = types_[k];
            for (int n = 0; n <= upTo[index(t)]; ++n) {
                need[index(t)] = n;
                if (vary(k + 1)) return true;
            }
            need[index(t)] = 0;
            return false;
        };
        return vary(0);
    });
    if (truncated != nullptr) *truncated = more;
    return out;
}

bool RollChoiceSpace::ambiguous() const {
    if (open_.empty()) return false;
    return list(2).size() > 1;
}

std::vector<std::array<int, 5>> RollChoiceSpace::baseTotals() const {
    std::set<std::array<int, 5>> seen;
    forEachLeaf([&](const Leaf& leaf) {
        seen.insert(leaf.totals);
        return false;
    });
    return {seen.begin(), seen.end()};
}

}  // namespace muster::rules::engine
