#include "roll/RollEvaluator.h"

#include <algorithm>
#include <cctype>
#include <functional>

#include "effects/EffectStore.h"
#include "minor/MinorTerrains.h"
#include "roll/CountsAs.h"
#include "roll/RollTrace.h"
#include "sai/ReRollSais.h"

namespace muster::rules::engine {

using domain::Element;
using domain::ElementSet;

bool RollSpec::combination() const {
    return (counts & (counts - 1)) != 0;
}

RollType RollSpec::type() const {
    for (RollType t : kRollTypes)
        if (counts1(t)) return t;
    return RollType::Maneuver;
}

int applyModifiers(int id, int normal, int sai, const TypeModifiers& m) {
    if (m.ignoreIds) id = 0;
    // Double Maneuvers / Double Saves (S0:L1250-1251): the type's ID results count twice (on top of the eighth
    // face's doubling, already in 'id'). Here, not per face, so that in a combination roll the IDs the owner
    // assigns to the doubled type are doubled and the others are not.
    if (m.doubleIds) id *= 2;
    // Step 6: subtract, normal results first, IDs last; never below 0.
    int minus = m.subtract;
    const int fromNormal = std::min(normal, minus);
    normal -= fromNormal;
    minus -= fromNormal;
    id -= std::min(id, minus);
    // Step 7: divide, rounding down (IDs are the last removed, which the total does not show).
    int subtotal = normal + id;
    if (m.divisor > 1) subtotal /= m.divisor;
    // Step 8: add SAI-generated results. Step 9: multiply. Step 10: add.
    subtotal += sai;
    subtotal *= std::max(1, m.multiplier);
    subtotal += m.add;
    return std::max(0, subtotal);
}

void mergeModifier(TypeModifiers& into, ModifierOp op, int amount) {
    switch (op) {
        case ModifierOp::Add:
            into.add += amount;
            break;
        case ModifierOp::Subtract:
            into.subtract += amount;
            break;
        // Only one divider and one multiplier per result type; identical halvings are not cumulative.
        case ModifierOp::Divide:
            into.divisor = std::max(into.divisor, amount);
            break;
        case ModifierOp::Multiply:
            into.multiplier = std::max(into.multiplier, amount);
            break;
        case ModifierOp::IgnoreIds:
            into.ignoreIds = true;
            break;
        case ModifierOp::DoubleIds:
            into.doubleIds = true;
            break;
    }
}

std::optional<int> statedTotal(const Event& e, std::string_view type) {
    for (const auto& t : e.totals)
        if (t.type == type) return t.value;
    return std::nullopt;
}

int RollEvaluation::base(RollType t) const {
    int id = 0;
    int normal = 0;
    int sai = 0;
    int autoSaves = 0;
    for (const auto& d : dice) {
        id += d.id[index(t)];
        normal += d.normal[index(t)];
        sai += d.sai[index(t)];
        if (t == RollType::Save) autoSaves += d.autoSaves;
    }
    return applyModifiers(id, normal, sai, mods[index(t)]) + autoSaves;
}

std::vector<std::vector<int>> RollEvaluation::doublingChoices() const {
    std::vector<std::vector<int>> out{{}};
    if (mayDoubleUnits <= 0 || (mayDoubleTypes & spec.counts) == 0) return out;
    std::vector<int> units;  // the units (not items) that rolled; a die rolled again belongs to its unit
    for (const auto& d : dice)
        if (!d.item && std::find(units.begin(), units.end(), d.piece) == units.end()) units.push_back(d.piece);
    const int most = std::min<int>(mayDoubleUnits, static_cast<int>(units.size()));
    std::vector<int> chosen;
    std::function<void(std::size_t, int)> pick = [&](std::size_t from, int left) {
        if (left == 0) return;
        for (std::size_t u = from; u < units.size(); ++u) {
            chosen.push_back(units[u]);
            out.push_back(chosen);
            pick(u + 1, left - 1);
            chosen.pop_back();
        }
    };
    pick(0, most);
    return out;
}

TypeMask RollEvaluation::wildingDoubles(const DieResult& d, const std::vector<int>& chosen) const {
    if (d.item || std::find(chosen.begin(), chosen.end(), d.piece) == chosen.end()) return 0;
    return static_cast<TypeMask>(mayDoubleTypes & spec.counts & ~d.doubled);
}

std::vector<int> RollEvaluation::doubledBases(RollType t) const {
    if (mayDoubleUnits <= 0 || !hasType(mayDoubleTypes, t)) return {base(t)};
    // Doubling adds each chosen unit's parts of type t once more (not a type an SAI doubles for it already).
    std::vector<int> out;
    for (const auto& chosen : doublingChoices()) {
        int id = 0;
        int normal = 0;
        int sai = 0;
        int autoSaves = 0;
        for (const auto& d : dice) {
            const int times = hasType(wildingDoubles(d, chosen), t) ? 2 : 1;
            id += times * d.id[index(t)];
            normal += times * d.normal[index(t)];
            sai += times * d.sai[index(t)];
            if (t == RollType::Save) autoSaves += d.autoSaves;
        }
        out.push_back(applyModifiers(id, normal, sai, mods[index(t)]) + autoSaves);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

int RollEvaluation::optional(RollType t) const {
    int n = 0;
    for (const auto& d : dice) n += d.countsAs[index(t)];
    return n;
}

int RollEvaluation::fromDice(RollType t, const std::vector<int>& indices) const {
    int n = 0;
    for (int i : indices) {
        const auto& d = dice[static_cast<std::size_t>(i)];
        n += d.of(t) + d.countsAs[index(t)];
    }
    return n;
}

namespace {

std::string lower(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// Parses an allocation note: "melee" (all of it) or "2melee+1save". Returns per-type amounts; false when it
// does not read.
bool parseAllocation(const std::string& note, int total, std::array<int, 5>& out) {
    out = {};
    if (note.empty()) return false;
    if (const auto t = parseRollType(lower(note))) {
        out[index(*t)] = total;
        return true;
    }
    int sum = 0;
    std::size_t i = 0;
    while (i < note.size()) {
        std::size_t j = i;
        while (j < note.size() && std::isdigit(static_cast<unsigned char>(note[j])) != 0) ++j;
        if (j == i) return false;
        const int n = std::stoi(note.substr(i, std::min<std::size_t>(j - i, 6)));
        std::size_t k = j;
        while (k < note.size() && note[k] != '+') ++k;
        const auto t = parseRollType(lower(note.substr(j, k - j)));
        if (!t) return false;
        out[index(*t)] += n;
        sum += n;
        i = k < note.size() ? k + 1 : k;
    }
    return sum == total;
}

}  // namespace

RollEvaluation evaluateFaces(const EngineData& data, const RollSpec& spec, const RollSituation& situation,
                             const std::vector<FaceInput>& rolled) {
    const auto& faces = data.faces;
    RollEvaluation out;
    out.spec = spec;
    out.mods = situation.mods;
    out.choiceMods = situation.choiceMods;
    out.unsupported = situation.unsupported;
    out.mayDoubleUnits = situation.mayDoubleUnits;
    const bool waveSplit = spec.counts1(RollType::Melee) && spec.counts1(RollType::Missile);
    if (out.mayDoubleUnits > 0)
        out.mayDoubleTypes = static_cast<TypeMask>(typeBit(RollType::Melee) | typeBit(RollType::Save));
    const bool horde = spec.purpose == RollPurpose::HordeManeuver;
    const bool doubleIds = situation.doubleIds;
    const ElementSet abilityElements = situation.abilityElements;
    const ElementSet standingStones = situation.standingStones;
    std::string doublesSpecies;  // Trumpet
    TypeMask doublesTypes = 0;
    struct UnitDoubling {
        std::string unit;
        RollType type;
        std::string by;  // the label of the die that showed it
    };
    std::vector<UnitDoubling> unitDoublings;  // Elevate
    struct Recolouring {
        std::string unit;
        ElementSet elements;
        std::string by;
    };
    std::vector<Recolouring> recolourings;  // Attune
    // Elemental Relics that show the same element in one roll have no effect on it; a logo shows every element
    // (S0:L1323-1324, rules-decisions.md "Elemental Relic").
    std::vector<bool> relicCancelled(rolled.size(), false);
    for (std::size_t i = 0; i < rolled.size(); ++i) {
        const auto& a = faces.face(rolled[i].die, rolled[i].face).relicElements;
        for (std::size_t j = 0; j < rolled.size() && !a.empty(); ++j)
            if (j != i && a.intersects(faces.face(rolled[j].die, rolled[j].face).relicElements))
                relicCancelled[i] = true;
    }
    for (std::size_t i = 0; i < rolled.size(); ++i) {
        const auto& rd = rolled[i];
        const auto& die = data.catalog.die(rd.die);
        DieResult r;
        r.piece = rd.piece;
        r.rolled = static_cast<int>(i);
        r.face = faces.face(rd.die, rd.face);
        r.item = die.isItem();
        if (r.face.unknown) {
            if (out.unsupported.empty())
                out.unsupported = die.name + " shows face " + std::to_string(rd.face + 1) +
                                  ": its faces other than its Logo are not known (only the Logo face is modelled)";
            r.face.kind = FaceKind::Other;
        }
        if (spec.counts1(RollType::Magic)) {
            if (die.species == "Amazons") {
                // Terrain Harmony: Amazon magic takes the terrain's elements (with the army's minor terrain's, a
                // species ability: S0:L1237); in the Reserve Area it is Ivory.
                r.magicElements = spec.at.where == Where::Reserve || situation.inReserve ? ElementSet{Element::Ivory}
                                                                                         : abilityElements;
            } else {
                r.magicElements = die.elements;
            }
            // Equipment magic is always of the item's element (V4.01d Equipment, S0:L1285): no Standing Stones.
            if (!r.item)
                for (Element e : standingStones.toVector()) r.magicElements.insert(e);
        }
        const bool inDua = rd.inDua;
        // An ID icon's results (also an SAI that counts as one): of the roll's type, or the owner's to assign in a
        // combination roll.
        auto addId = [&](int faceAmount) {
            if (spec.normalOnly) return;
            int amount = faceAmount * (doubleIds ? 2 : 1);
            if (spec.combination()) {
                r.flexId += amount;
            } else {
                const RollType t = spec.type();
                if (situation.towerAtReserve && t == RollType::Missile) amount = 0;
                r.id[index(t)] += amount;
            }
        };
        switch (r.face.kind) {
            case FaceKind::Id:
                addId(r.face.amount);
                break;
            case FaceKind::Icon:
                if (!spec.counts1(r.face.icon) && r.face.icon == RollType::Maneuver) r.maneuverIcons = r.face.amount;
                if (spec.counts1(r.face.icon)) {
                    r.normal[index(r.face.icon)] = r.face.amount;
                } else if (!horde && !r.item) {
                    for (const auto& row : speciesCountsAsRows())
                        if (row.from == r.face.icon && rowApplies(row, die.species, spec, abilityElements))
                            r.countsAs[index(row.to)] += r.face.amount;
                    bool waveCounted = false;
                    for (const auto& row : situation.spellRows)
                        if (row.from == r.face.icon && rowApplies(row, die.species, spec, abilityElements)) {
                            if (waveSplit && row.source == "Necromantic Wave") {
                                if (!waveCounted) out.waveMagic += r.face.amount;  // melee or missile, not both
                                waveCounted = true;
                                continue;
                            }
                            r.countsAs[index(row.to)] += r.face.amount;
                        }
                }
                break;
            case FaceKind::Sai: {
                if (spec.normalOnly || spec.purpose == RollPurpose::Special || spec.purpose == RollPurpose::Question)
                    break;
                if (relicCancelled[i]) break;
                const auto* def = data.sais.find(r.face.sai);
                const std::string& name = data.sais.name(r.face.sai);
                if (def == nullptr) {
                    const auto applies =
                        parseApplies(data.catalog.sais()[static_cast<std::size_t>(r.face.sai)].rollTypes);
                    SaiRollView view{spec, r.face.amount, die, inDua, r.item, rd.note};
                    const bool counts = horde ? (applies & (AppliesManeuver | AppliesAny)) != 0 : view.is(applies);
                    if (counts && out.unsupported.empty())
                        out.unsupported =
                            "SAI " + name + " (" + die.name + ") in a " + std::string(toString(spec.type())) + " roll";
                    break;
                }
                SaiRollView view{spec, r.face.amount, die, inDua, r.item, rd.note};
                SaiEffect eff = def->evaluate(view);
                if (!eff.refused.empty()) throw RollError{Rule::Sais, eff.refused};
                if (!eff.applies) break;
                if (!eff.magicElements.empty()) r.magicElements = eff.magicElements;
                if (!eff.recoloursUnit.empty()) recolourings.push_back({eff.recoloursUnit, eff.magicElements, rd.label});
                if (eff.anyMagicElement)
                    r.magicElements =
                        ElementSet{Element::Air, Element::Earth, Element::Fire, Element::Water, Element::Death};
                if (eff.idIcon > 0 && eff.unsupported.empty()) {  // an ID icon here (an elemental champion's logo)
                    addId(eff.idIcon);
                    break;
                }
                if (inDua && eff.results[index(RollType::Save)] == 0) break;  // in the DUA only saves work
                if (!eff.unsupported.empty()) {
                    if (out.unsupported.empty()) out.unsupported = eff.unsupported;
                    break;
                }
                for (RollType t : kRollTypes) {
                    if (!spec.counts1(t)) continue;
                    r.sai[index(t)] += eff.results[index(t)];
                }
                r.choiceAmount = eff.choiceAmount;
                r.choiceTypes = eff.choiceTypes;
                r.choiceSplittable = eff.choiceSplittable;
                r.noSaveDamage = eff.noSaveDamage;
                r.rollAgain = eff.rollAgain;
                out.noSaveDamage += eff.noSaveDamage;
                for (RollType t : kRollTypes) out.otherSideLoses[index(t)] += eff.otherSideLoses[index(t)];
                out.noCounterAttack = out.noCounterAttack || eff.noCounterAttack;
                out.charge = out.charge || eff.charge;
                if (!eff.doublesUnit.empty()) unitDoublings.push_back({eff.doublesUnit, eff.doublesUnitType, rd.label});
                if (!eff.doublesSpecies.empty()) {
                    doublesSpecies = eff.doublesSpecies;
                    doublesTypes = static_cast<TypeMask>(doublesTypes | eff.doublesTypes);
                }
                if (eff.needsResolution || eff.delayed)
                    out.pending.push_back({r.face.sai, static_cast<int>(i), rd.piece,
                                           eff.resolutionX >= 0 ? eff.resolutionX : r.face.amount, eff.delayed,
                                           eff.optionalResolution, r.face.relicElements});
                break;
            }
            default:
                break;
        }
        // An annotation assigns a combination roll's ID results, or an SAI's choice of result types.
        if (!rd.note.empty() && (r.flexId > 0 || r.choiceAmount > 0)) {
            const bool ids = r.flexId > 0;
            const int amount = ids ? r.flexId : r.choiceAmount;
            std::array<int, 5> alloc{};
            if (!parseAllocation(rd.note, amount, alloc))
                throw RollError{Rule::CombinationRolls, "'" + rd.note + "' does not assign the " +
                                                            std::to_string(amount) + " result(s) of " + rd.label +
                                                            " (write e.g. ':melee' or ':2melee+1save', adding up to " +
                                                            std::to_string(amount) + ")"};
            int typesUsed = 0;
            for (RollType t : kRollTypes) {
                if (alloc[index(t)] == 0) continue;
                ++typesUsed;
                const bool allowed = ids ? spec.counts1(t) : hasType(r.choiceTypes, t);
                if (!allowed)
                    throw RollError{Rule::CombinationRolls,
                                    rd.label + "'s results cannot be " + std::string(toString(t)) + " results here"};
                (ids ? r.id : r.sai)[index(t)] += alloc[index(t)];
            }
            // A die's ID results go whole to one type (S0:L765, S0:L784); only an SAI's results of choice may be
            // split (S0:L785).
            if (ids && typesUsed > 1)
                throw RollError{Rule::CombinationRolls,
                                rd.label + "'s ID results all go to one type (write e.g. ':melee'), not several"};
            if (!ids && !r.choiceSplittable && typesUsed > 1)
                throw RollError{Rule::CombinationRolls, rd.label + "'s SAI gives its results to one type, not several"};
            r.flexId = 0;
            r.choiceAmount = 0;
            r.choiceTypes = 0;
        }
        // Dragonkin: automatic saves equal to health, when rolled in a roll that counts saves, unless Belly.
        if (die.isDragonkin() && spec.counts1(RollType::Save) && !horde) {
            const bool belly = r.face.kind == FaceKind::Sai && data.sais.name(r.face.sai) == "Belly";
            if (!belly && rd.generation == 0) r.autoSaves = die.autoSaves > 0 ? die.autoSaves : die.health;
        }
        out.dice.push_back(r);
    }
    // Charge: the attacking army's maneuver icons count as melee (not also as an optional counts-as).
    if (out.charge && spec.counts1(RollType::Melee))
        for (auto& d : out.dice) {
            d.normal[index(RollType::Melee)] += d.maneuverIcons;
            auto& optional = d.countsAs[index(RollType::Melee)];
            optional -= std::min(optional, d.maneuverIcons);
        }
    // Trumpet: each unit of the species doubles its results of those types, once however many faces show it.
    if (!doublesSpecies.empty())
        for (auto& d : out.dice) {
            if (data.catalog.die(rolled[static_cast<std::size_t>(d.rolled)].die).species != doublesSpecies) continue;
            // A combination roll's ID (and choice) results the owner has not placed count twice where they go to a
            // doubled type (checkCombination tries each placement).
            d.doubled = static_cast<TypeMask>(d.doubled | (doublesTypes & spec.counts));
            for (RollType t : kRollTypes) {
                if (!hasType(doublesTypes, t)) continue;
                d.id[index(t)] *= 2;
                d.normal[index(t)] *= 2;
                d.sai[index(t)] *= 2;
            }
        }
    // Elevate: one named unit of the roll doubles its results of one type (its counts-as results too); a unit may
    // be doubled once (one multiplying SAI per unit and result type, S0:L883).
    std::vector<int> doubledPieces;
    for (const auto& u : unitDoublings) {
        const auto named =
            std::find_if(rolled.begin(), rolled.end(), [&](const FaceInput& x) { return x.label == u.unit; });
        if (named == rolled.end() || data.catalog.die(named->die).isItem())
            throw RollError{Rule::Sais, u.by + "'s SAI doubles the results of one unit that rolls here; '" + u.unit +
                                            "' is not one"};
        const bool trumpeted = !doublesSpecies.empty() && data.catalog.die(named->die).species == doublesSpecies &&
                               hasType(doublesTypes, u.type);
        if (trumpeted || std::find(doubledPieces.begin(), doubledPieces.end(), named->piece) != doubledPieces.end())
            throw RollError{Rule::Sais, "'" + u.unit +
                                            "' is doubled twice in one roll (a unit's results of a type are " +
                                            "multiplied by one SAI only, S0:L883)"};
        doubledPieces.push_back(named->piece);
        for (auto& d : out.dice) {
            if (d.piece != named->piece) continue;
            d.doubled = static_cast<TypeMask>(d.doubled | typeBit(u.type));  // unplaced IDs: checkCombination
            d.id[index(u.type)] *= 2;
            d.normal[index(u.type)] *= 2;
            d.sai[index(u.type)] *= 2;
            d.countsAs[index(u.type)] *= 2;
        }
    }
    // Attune: one named unit of the roll has its normal magic results (magic icons) take the Attune's element.
    for (const auto& c : recolourings) {
        const auto named =
            std::find_if(rolled.begin(), rolled.end(), [&](const FaceInput& x) { return x.label == c.unit; });
        if (named == rolled.end() || data.catalog.die(named->die).isItem())
            throw RollError{Rule::Sais, c.by + "'s Attune changes the magic of one unit that rolls here; '" + c.unit +
                                            "' is not one"};
        for (auto& d : out.dice)
            if (d.piece == named->piece && d.face.kind == FaceKind::Icon && d.face.icon == RollType::Magic)
                d.magicElements = c.elements;
    }
    return out;
}

void checkRollsAgain(const EngineData& data, const RollEvaluation& eval, const std::vector<FaceInput>& rolled) {
    // "Roll again and apply the new result as well" (step 3): each such face must be followed by its re-roll.
    for (const auto& r : eval.dice) {
        if (!r.rollAgain) continue;
        const auto& rd = rolled[static_cast<std::size_t>(r.rolled)];
        const bool followed = std::any_of(rolled.begin(), rolled.end(), [&](const FaceInput& x) {
            return x.piece == rd.piece && x.generation == rd.generation + 1;
        });
        if (!followed) {
            const std::string name = data.sais.name(r.face.sai);
            std::string reason;
            for (char c : lower(name)) reason += c == ' ' ? '-' : c;
            throw RollError{Rule::Sais, rd.label + " rolled " + name +
                                            ", so it is rolled again and the new face applies too: '/ " + reason + " " +
                                            rd.label + "=<face>'"};
        }
    }
}

RollSituation RollEvaluator::situation(const RollSpec& spec, const std::vector<int>& rollers) const {
    const auto& s = ctx_.s;
    RollSituation out;
    out.mods = EffectStore::modifiersFor(ctx_, spec, rollers, &out.unsupported, &out.choiceMods);
    const bool horde = spec.purpose == RollPurpose::HordeManeuver;
    out.doubleIds = !horde && spec.roller >= 0 && s.controls(spec.roller, spec.at);
    out.terrainElements = horde ? ElementSet{} : ctx_.elementsAt(spec.at);
    out.abilityElements = horde || spec.roller < 0 ? ElementSet{} : ctx_.abilityElementsAt(spec.roller, spec.at);
    if (out.doubleIds && spec.at.atTerrain() && ctx_.eighthIcon(spec.at.terrain) == "Standing Stones")
        out.standingStones = out.terrainElements;
    // Spells that let an army's units count one result as another (V4.01d Spells): Necromantic Wave (seed 1079,
    // magic as melee or missile), Berserker Rage (seed 1090, Feral saves as melee in counter-attacks). Army rolls
    // only (seed 763); optional, like the species' rows. An opponent's Necromantic Wave does nothing to the army
    // while it controls a Temple (S0:L473), also one cast before the capture.
    if (spec.army && spec.roller >= 0 && !horde) {
        if (EffectStore::armyUnder(ctx_, spec.roller, spec.at, Status::NecromanticWave)) {
            // In a roll counting both melee and missile each magic result counts as one of them, the owner's
            // split (RollEvaluation::waveMagic, checkCombination); otherwise as the one counted.
            for (const RollType to : {RollType::Melee, RollType::Missile}) {
                CountsAsRow row;
                row.source = "Necromantic Wave";
                row.from = RollType::Magic;
                row.to = to;
                out.spellRows.push_back(row);
            }
        }
        // Wilding (S0:L1062): one unit per casting may have its melee and save results doubled, chosen after the
        // roll (RollEvaluation::doubledBases; combination rolls: checkCombination).
        for (const auto& fx : s.effects)
            if (fx.status == Status::Wilding && fx.target == EffectTargetKind::Army && fx.targetPlayer == spec.roller &&
                fx.targetArmy == spec.at)
                out.mayDoubleUnits += fx.magnitude;
        if (EffectStore::armyHas(s, spec.roller, spec.at, Status::BerserkerRage)) {
            CountsAsRow row;
            row.species = "Feral";
            row.source = "Berserker Rage";
            row.from = RollType::Save;
            row.to = RollType::Melee;
            row.counter = CounterRule::Only;
            out.spellRows.push_back(row);
        }
        MinorTerrains::chargeRows(ctx_, spec, out.spellRows);  // Amazons' Javelin and Kukri Charge
    }
    return out;
}

RollEvaluation RollEvaluator::evaluate(const RollSpec& spec, const RolledDice& rolled,
                                       const RollExtras& context) const {
    const auto& s = ctx_.s;
    std::vector<int> rollers;
    std::vector<FaceInput> inputs;
    for (const auto& d : rolled.dice) {
        rollers.push_back(d.piece);
        // A unit in no army: in the DUA, or a killed Dragonkin rolling from the Summoning Pool against its burial.
        const auto& piece = s.piece(d.piece);
        const bool outOfArmies =
            piece.loc.where == Where::Dua || (piece.loc.where == Where::Pool && piece.kind == PieceKind::Unit);
        inputs.push_back({d.piece, d.die, d.face, d.generation, d.note, outOfArmies, s.label(d.piece)});
    }
    RollSituation situation = this->situation(spec, rollers);
    situation.towerAtReserve = context.missileFromTowerAtReserve;
    for (RollType t : kRollTypes) situation.mods[index(t)].subtract += context.subtract[index(t)];
    try {
        auto out = evaluateFaces(ctx_.data, spec, situation, inputs);
        checkRollsAgain(ctx_.data, out, inputs);
        // The Elemental Relic's re-rolls use part of its X; the rest is left for its recruits and promotions.
        int rerolled = 0;
        for (const auto& d : rolled.dice)
            if (d.replacedBy == kRelicReroll) rerolled += ctx_.health(d.piece);
        for (auto& p : out.pending)
            if (!p.elements.empty() && rerolled > 0) {
                const int used = std::min(rerolled, p.x);
                p.x -= used;
                rerolled -= used;
            }
        out.line = rolled.line;
        out.text = rolled.text;
        if (ctx_.trace != nullptr) ctx_.trace->rolls.push_back(RollTrace::of(ctx_, out, rolled, situation));
        return out;
    } catch (const RollError& error) {
        ctx_.failAt(rolled.line, rolled.text, error.rule, error.message);
    }
}

int RollEvaluator::checkTotal(const RollEvaluation& roll, RollType t, int stated, const std::string& what) const {
    if (!roll.unsupported.empty()) ctx_.failAt(roll.line, roll.text, Rule::NotModelled, roll.unsupported);
    const auto bases = roll.doubledBases(t);
    if (bases.size() > 1) {
        // Wilding: the owner picks the units to double after the roll; the stated total says which choice.
        const int extra = roll.optional(t);
        stated = ctx_.answerOr(stated, roll.line, bases.back());
        const bool fits =
            std::any_of(bases.begin(), bases.end(), [&](int b) { return stated >= b && stated <= b + extra; });
        if (!fits) {
            std::string give;
            for (std::size_t i = 0; i < bases.size(); ++i)
                give += (i == 0                  ? ""
                         : i + 1 == bases.size() ? " or "
                                                 : ", ") +
                        std::to_string(bases[i]) + (extra > 0 ? " to " + std::to_string(bases[i] + extra) : "");
            ctx_.failAt(roll.line, roll.text, Rule::DieRollResolution,
                        what + " total " + give + " (Wilding: up to " + std::to_string(roll.mayDoubleUnits) +
                            " unit(s) doubled, the owner's choice), not " + std::to_string(stated));
        }
        return stated;
    }
    const int lo = roll.base(t);
    const int hi = lo + roll.optional(t);
    stated = ctx_.answerOr(stated, roll.line, lo);
    if (stated < lo || stated > hi) {
        std::string give = what + " total " + std::to_string(lo);
        if (hi > lo) give += " to " + std::to_string(hi) + " (counts-as results are optional)";
        ctx_.failAt(roll.line, roll.text, Rule::DieRollResolution, give + ", not " + std::to_string(stated));
    }
    return stated;
}

namespace {

// A part of a combination roll whose type the owner picks (S0:L784-786): a die's ID results (whole to one type: S0:L765
// and S0:L784 give the ID icon one type), an SAI's results of choice (split, or whole to one type), counting twice in
// the types its unit has doubled (Trumpet, Elevate, Wilding: the doubling follows the results to where the owner puts
// them). Parts that split are pooled in pieces of `unit` results: 1 for an SAI's results of choice, a die's whole ID
// results for IDs (the dice whose IDs are the same size, places and doublings are one pool of `amount` dice).
struct Flex {
    int amount = 0;      // pieces
    int unit = 1;        // results per piece
    bool id = false;     // ID results (else SAI-generated)
    bool whole = false;  // all of it to one type
    TypeMask types = 0;  // the counted types it may go to
    TypeMask twice = 0;  // of those, where it counts twice
    std::vector<RollType> to;
};

// The fixed parts of a combination roll and its flexible ones, under one choice of units Wilding doubles.
struct Variant {
    std::array<int, 5> id{};
    std::array<int, 5> normal{};
    std::array<int, 5> sai{};
    std::vector<Flex> flex;
};

Variant variantOf(const RollEvaluation& roll, const std::vector<RollType>& types, const std::vector<int>& chosen) {
    Variant v;
    const TypeMask counted = roll.spec.counts;
    auto add = [&](int amount, bool id, bool whole, TypeMask to, TypeMask twice) {
        to = static_cast<TypeMask>(to & counted);
        if (amount <= 0 || to == 0) return;
        twice = static_cast<TypeMask>(twice & to);
        const int unit = id ? amount : 1;  // a die's IDs are one piece
        const int pieces = id ? 1 : amount;
        if (!whole)  // pieces of the same size, places and doublings split as one pool
            for (auto& f : v.flex)
                if (!f.whole && f.id == id && f.unit == unit && f.types == to && f.twice == twice) {
                    f.amount += pieces;
                    return;
                }
        Flex f{pieces, unit, id, whole, to, twice, {}};
        for (RollType t : types)
            if (hasType(to, t)) f.to.push_back(t);
        v.flex.push_back(std::move(f));
    };
    for (const auto& d : roll.dice) {
        const TypeMask wild = roll.wildingDoubles(d, chosen);
        for (RollType t : types) {
            const int times = hasType(wild, t) ? 2 : 1;
            v.id[index(t)] += times * d.id[index(t)];
            v.normal[index(t)] += times * d.normal[index(t)];
            v.sai[index(t)] += times * d.sai[index(t)];
        }
        const auto twice = static_cast<TypeMask>(d.doubled | wild);
        add(d.flexId, true, false, counted, twice);
        add(d.choiceAmount, false, !d.choiceSplittable, d.choiceTypes, twice);
    }
    return v;
}

}  // namespace

std::array<int, 5> RollEvaluator::checkCombination(const RollEvaluation& roll,
                                                   const std::array<std::optional<int>, 5>& stated) const {
    if (!roll.unsupported.empty()) ctx_.failAt(roll.line, roll.text, Rule::NotModelled, roll.unsupported);
    std::vector<RollType> types;
    for (RollType t : kRollTypes)
        if (roll.spec.counts1(t)) {
            if (!stated[index(t)])
                ctx_.failAt(roll.line, roll.text, Rule::CombinationRolls,
                            "this combination roll states every type it counts; '" + std::string(toString(t)) +
                                "=<total>' is missing");
            types.push_back(t);
        }
    std::array<int, 5> totals{};
    if (types.empty()) return totals;
    std::array<int, 5> extra{};  // automatic saves
    std::array<int, 5> optional{};  // optional counts-as (upper bound)
    for (const auto& d : roll.dice) {
        for (RollType t : types) optional[index(t)] += d.countsAs[index(t)];
        extra[index(RollType::Save)] += d.autoSaves;
    }
    // Modifiers whose type the owner picks (S0:L783: Palsy, Ash Storm, Fiery Weapon, Wither): each goes to one of
    // its counted types, the assignment tried is `assigned`, and `mods` holds the modifiers with it.
    const auto& choiceMods = roll.choiceMods;
    constexpr std::size_t kNone = static_cast<std::size_t>(-1);
    std::vector<RollType> assigned(choiceMods.size(), types.front());
    auto modsWith = [&](const std::vector<RollType>& to, std::size_t skip) {
        auto m = roll.mods;
        for (std::size_t c = 0; c < choiceMods.size(); ++c)
            if (c != skip) mergeModifier(m[index(to[c])], choiceMods[c].op, choiceMods[c].amount);
        return m;
    };
    std::array<TypeModifiers, 5> mods = roll.mods;
    Variant v = variantOf(roll, types, {});
    auto totalOf = [&](RollType t, const std::array<int, 5>& idPart, const std::array<int, 5>& saiPart,
                       const std::array<TypeModifiers, 5>& m) {
        return applyModifiers(idPart[index(t)], v.normal[index(t)], saiPart[index(t)], m[index(t)]) + extra[index(t)];
    };
    // "All modifiers must be applied if possible" (S0:L783): a modifier of choice that changes nothing where it goes
    // is legal only when it would change nothing at any other type it may go to either.
    auto appliedWherePossible = [&](const std::array<int, 5>& idPart, const std::array<int, 5>& saiPart) {
        for (std::size_t c = 0; c < choiceMods.size(); ++c) {
            const RollType t = assigned[c];
            const auto without = modsWith(assigned, c);
            if (totalOf(t, idPart, saiPart, mods) != totalOf(t, idPart, saiPart, without)) continue;
            for (RollType u : types) {
                if (u == t || !hasType(choiceMods[c].types, u)) continue;
                auto moved = without;
                mergeModifier(moved[index(u)], choiceMods[c].op, choiceMods[c].amount);
                if (totalOf(u, idPart, saiPart, moved) != totalOf(u, idPart, saiPart, without)) return false;
            }
        }
        return true;
    };
    // Totals the legal-log generator asks for: no unit doubled by Wilding, the owner's IDs and results of choice all
    // to the first type that may take them, each modifier of choice to the first type where it changes something.
    std::array<std::optional<int>, 5> wanted = stated;
    if (std::any_of(types.begin(), types.end(), [&](RollType t) { return *stated[index(t)] == kAskTotal; })) {
        auto idPart = v.id;
        auto saiPart = v.sai;
        for (const auto& f : v.flex)
            (f.id ? idPart : saiPart)[index(f.to.front())] +=
                f.amount * f.unit * (hasType(f.twice, f.to.front()) ? 2 : 1);
        auto m = roll.mods;
        for (std::size_t c = 0; c < choiceMods.size(); ++c) {
            const auto& choice = choiceMods[c];
            const auto first = std::find_if(types.begin(), types.end(), [&](RollType t) { return hasType(choice.types, t); });
            assigned[c] = first == types.end() ? types.front() : *first;
            for (RollType t : types) {
                if (!hasType(choice.types, t)) continue;
                auto with = m;
                mergeModifier(with[index(t)], choice.op, choice.amount);
                if (totalOf(t, idPart, saiPart, with) != totalOf(t, idPart, saiPart, m)) {
                    assigned[c] = t;
                    break;
                }
            }
            mergeModifier(m[index(assigned[c])], choice.op, choice.amount);
        }
        mods = modsWith(assigned, kNone);
        for (RollType t : types)
            wanted[index(t)] = ctx_.answerOr(*stated[index(t)], roll.line, totalOf(t, idPart, saiPart, mods));
    }
    // Necromantic Wave's magic: each result counts as melee or missile (or not at all), so together they cover at
    // most waveMagic more than the other optional results. In `collecting` mode (the message after a failure) the
    // totals without optional results are gathered instead.
    bool collecting = false;
    std::vector<std::array<int, 5>> possible;
    auto fits = [&](const std::array<int, 5>& idPart, const std::array<int, 5>& saiPart) {
        if (collecting) {
            if (!appliedWherePossible(idPart, saiPart)) return false;
            std::array<int, 5> got{};
            for (RollType t : types) got[index(t)] = totalOf(t, idPart, saiPart, mods);
            if (std::find(possible.begin(), possible.end(), got) == possible.end()) possible.push_back(got);
            return false;
        }
        int waveUsed = 0;
        for (RollType t : types) {
            const int base = totalOf(t, idPart, saiPart, mods);
            const int want = *wanted[index(t)];
            int over = want - base - optional[index(t)];
            if (over > 0 && (t == RollType::Melee || t == RollType::Missile)) {
                waveUsed += over;  // Necromantic Wave's magic counted as this type
                over = 0;
            }
            if (want < base || over > 0) return false;
        }
        return waveUsed <= roll.waveMagic && appliedWherePossible(idPart, saiPart);
    };
    // Each flexible part in turn: whole to one type, or split in its pieces (the first type taking the most first,
    // which is what the generator states).
    bool found = false;
    std::function<void(std::size_t, std::array<int, 5>, std::array<int, 5>)> place;
    std::function<void(std::size_t, std::size_t, int, std::array<int, 5>, std::array<int, 5>)> split =
        [&](std::size_t f, std::size_t ti, int left, std::array<int, 5> idPart, std::array<int, 5> saiPart) {
            const Flex& x = v.flex[f];
            auto& part = x.id ? idPart : saiPart;
            const RollType t = x.to[ti];
            const int times = (hasType(x.twice, t) ? 2 : 1) * x.unit;
            if (ti + 1 == x.to.size()) {
                part[index(t)] += left * times;
                place(f + 1, idPart, saiPart);
                return;
            }
            for (int n = left; n >= 0 && !found; --n) {
                auto next = part;
                next[index(t)] += n * times;
                if (x.id)
                    split(f, ti + 1, left - n, next, saiPart);
                else
                    split(f, ti + 1, left - n, idPart, next);
            }
        };
    place = [&](std::size_t f, std::array<int, 5> idPart, std::array<int, 5> saiPart) {
        if (found) return;
        if (f == v.flex.size()) {
            if (fits(idPart, saiPart)) found = true;
            return;
        }
        const Flex& x = v.flex[f];
        if (!x.whole) {
            split(f, 0, x.amount, idPart, saiPart);
            return;
        }
        for (RollType t : x.to) {
            auto next = x.id ? idPart : saiPart;
            next[index(t)] += x.amount * x.unit * (hasType(x.twice, t) ? 2 : 1);
            if (x.id)
                place(f + 1, next, saiPart);
            else
                place(f + 1, idPart, next);
            if (found) return;
        }
    };
    // Each assignment of the modifiers of choice, then the flexible parts under it; each Wilding choice (S0:L1062:
    // the owner may double the melee and save results of up to mayDoubleUnits units) is a variant of the parts.
    std::function<void(std::size_t)> assign = [&](std::size_t c) {
        if (found) return;
        if (c == choiceMods.size()) {
            mods = modsWith(assigned, kNone);
            place(0, v.id, v.sai);
            return;
        }
        for (RollType t : types) {
            if (!hasType(choiceMods[c].types, t)) continue;
            assigned[c] = t;
            assign(c + 1);
            if (found) return;
        }
    };
    const auto choices = roll.doublingChoices();
    auto tryAll = [&] {
        for (const auto& chosen : choices) {
            if (found) break;
            v = variantOf(roll, types, chosen);
            assign(0);
        }
    };
    tryAll();
    if (!found) {
        collecting = true;
        tryAll();
        std::sort(possible.begin(), possible.end());
        auto tuple = [&](const std::array<int, 5>& of) {
            std::string out;
            for (RollType t : types)
                out += (out.empty() ? "" : " ") + std::string(toString(t)) + "=" + std::to_string(of[index(t)]);
            return out;
        };
        std::string chosenBy;
        for (const auto& c : choiceMods)
            chosenBy += (chosenBy.empty() ? ", whatever types the owner gives " : ", ") + c.source;
        std::string said;
        for (RollType t : types)
            said += (said.empty() ? "" : " ") + std::string(toString(t)) + "=" + std::to_string(*stated[index(t)]);
        std::string could;
        constexpr std::size_t kShown = 8;
        for (std::size_t i = 0; i < possible.size() && i < kShown; ++i)
            could += (i == 0 ? "" : i + 1 == std::min(possible.size(), kShown) ? " or " : ", ") + tuple(possible[i]);
        if (possible.size() > kShown) could += " (" + std::to_string(possible.size() - kShown) + " more)";
        std::string more;
        for (RollType t : types)
            if (optional[index(t)] > 0)
                more += (more.empty() ? "" : ", ") + std::string("up to ") + std::to_string(optional[index(t)]) + " " +
                        std::string(toString(t));
        if (roll.waveMagic > 0)
            more += (more.empty() ? "" : ", ") + std::string("up to ") + std::to_string(roll.waveMagic) +
                    " melee or missile (Necromantic Wave)";
        if (!more.empty()) could += ", plus optional counts-as results (" + more + ")";
        ctx_.failAt(roll.line, roll.text, Rule::CombinationRolls,
                    "no assignment of the ID results and choice SAIs of this combination roll gives " + said +
                        chosenBy + (could.empty() ? std::string() : "; it gives " + could));
    }
    for (RollType t : types) totals[index(t)] = *wanted[index(t)];
    return totals;
}

}  // namespace muster::rules::engine
