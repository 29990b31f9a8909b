#include "roll/RollEvaluator.h"

#include <algorithm>
#include <cctype>
#include <functional>

#include "effects/EffectStore.h"
#include "minor/MinorTerrains.h"
#include "roll/CountsAs.h"
#include "roll/RollChoiceSpace.h"
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

// Parses amounts joined by '+': "2melee+1save". False when it does not read.
bool parseAmounts(const std::string& note, std::array<int, 5>& out) {
    out = {};
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
        i = k < note.size() ? k + 1 : k;
    }
    return !note.empty();
}

// Version 3: a counts-as annotation on a face that may count its results as another type ('c2=2Maneuver:save': all of
// them, 'c2=2Maneuver:1save': one). Throws RollError when it does not fit the die.
void readCountsAsNote(DieResult& d, const std::string& note) {
    std::array<int, 5> used{};
    if (const auto t = parseRollType(lower(note))) {
        used[index(*t)] = d.countsAs[index(*t)];
        if (used[index(*t)] == 0)
            throw RollError{Rule::CountsAs, d.label + "'s results cannot count as " + std::string(toString(*t)) +
                                                " results here ('" + note + "')"};
    } else if (!parseAmounts(note, used)) {
        throw RollError{Rule::CountsAs, "'" + note + "' does not say how many of " + d.label +
                                            "'s results count as another type (write e.g. ':save' or ':1save')"};
    }
    int sum = 0;
    for (RollType t : kRollTypes) {
        if (used[index(t)] > d.countsAs[index(t)])
            throw RollError{Rule::CountsAs, d.label + " may count " + std::to_string(d.countsAs[index(t)]) +
                                                " result(s) as " + std::string(toString(t)) + " here, not " +
                                                std::to_string(used[index(t)])};
        sum += used[index(t)];
    }
    if (sum > d.countsAsCap)
        throw RollError{Rule::CountsAs, d.label + "'s " + std::to_string(d.countsAsCap) +
                                            " result(s) count as one type each, not " + std::to_string(sum) + " ('" +
                                            note + "')"};
    d.countsAsWritten = true;
    d.countsAsUsed = used;
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
    if (!parseAmounts(note, out)) return false;
    int sum = 0;
    for (int n : out) sum += n;
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
    out.dice.reserve(rolled.size());
    for (std::size_t i = 0; i < rolled.size(); ++i) {
        const auto& rd = rolled[i];
        const auto& die = data.catalog.die(rd.die);
        DieResult r;
        r.piece = rd.piece;
        r.rolled = static_cast<int>(i);
        r.label = rd.label;
        r.segment = rd.segment;
        r.token = rd.token.empty() ? std::to_string(rd.face + 1) : rd.token;
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
                    auto counts = [&](const CountsAsRow& row) {
                        r.countsAs[index(row.to)] += r.face.amount;
                        if (r.countsAsSource.empty()) r.countsAsSource = row.source;
                    };
                    for (const auto& row : speciesCountsAsRows())
                        if (row.from == r.face.icon && rowApplies(row, die.species, spec, abilityElements)) counts(row);
                    // Necromantic Wave in a roll counting melee and missile: each magic result counts as one of
                    // them (or neither); the die's cap (below) keeps it from counting as both.
                    for (const auto& row : situation.spellRows)
                        if (row.from == r.face.icon && rowApplies(row, die.species, spec, abilityElements)) counts(row);
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
                if (!eff.recoloursUnit.empty())
                    recolourings.push_back({eff.recoloursUnit, eff.magicElements, rd.label});
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
                if (!eff.doublesUnit.empty()) {
                    unitDoublings.push_back({eff.doublesUnit, eff.doublesUnitType, rd.label});
                    r.saiNote = rd.note;
                    r.saiNoteSource = name;
                }
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
            // split (S0:L785), and, in the answer to a dragon attack, the IDs of a unit or artifact (S0:L573).
            if (ids && typesUsed > 1 && spec.purpose != RollPurpose::DragonResponse)
                throw RollError{Rule::CombinationRolls,
                                rd.label + "'s ID results all go to one type (write e.g. ':melee'), not several" +
                                    " (only in the answer to a dragon attack may a die's IDs be split)"};
            if (!ids && !r.choiceSplittable && typesUsed > 1)
                throw RollError{Rule::CombinationRolls, rd.label + "'s SAI gives its results to one type, not several"};
            r.placedByNote = ids ? 1 : 2;
            r.placed = alloc;
            r.flexId = 0;
            r.choiceAmount = 0;
            r.choiceTypes = 0;
        }
        // Dragonkin: automatic saves equal to health, when rolled in a roll that counts saves, unless Belly.
        if (die.isDragonkin() && spec.counts1(RollType::Save) && !horde) {
            const bool belly = r.face.kind == FaceKind::Sai && data.sais.name(r.face.sai) == "Belly";
            if (!belly && rd.generation == 0) r.autoSaves = die.autoSaves > 0 ? die.autoSaves : die.health;
        }
        out.dice.push_back(std::move(r));
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
    // A die's counts-as results count as one type each (S0:L747); in version 3 the face's annotation says how many it
    // uses, and an annotation that places nothing is refused.
    out.logVersion = situation.logVersion;
    for (auto& d : out.dice) {
        d.countsAsCap = *std::max_element(d.countsAs.begin(), d.countsAs.end());
        const auto& note = rolled[static_cast<std::size_t>(d.rolled)].note;
        if (situation.logVersion < 3 || note.empty() || d.placedByNote != 0 || d.face.kind == FaceKind::Sai) continue;
        if (d.countsAsCap > 0) {
            readCountsAsNote(d, note);
        } else {
            throw RollError{Rule::CombinationRolls,
                            "'" + d.label + "=...:" + note + "': " + d.label +
                                (d.face.kind == FaceKind::Id ? "'s ID results count as the roll's type here"
                                                             : "'s results count as no other type here") +
                                ", so there is no choice to write"};
        }
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

namespace {

// The roll-level words a line writes name choices the roll has: Wilding on the rolling army, Bone Magic in a magic
// roll, a modifier of choice on it (or one a Cantrip spell may put there at step 4: the check sees it then). The
// roll's check reads their values (roll/RollChoiceSpace); a word no check would read is refused here.
void checkChoiceWords(const RollEvaluation& eval) {
    for (const auto& word : eval.written) {
        bool known = false;
        if (word.key == "wilding")
            known = eval.mayDoubleUnits > 0 && (eval.mayDoubleTypes & eval.spec.counts) != 0;
        else if (word.key == "bone-magic")
            known = eval.spec.purpose == RollPurpose::Magic;
        else
            known = !eval.pending.empty() ||
                    std::any_of(eval.choiceMods.begin(), eval.choiceMods.end(),
                                [&](const ChoiceModifier& m) { return choiceWord(m.source) == word.key; });
        if (!known)
            throw RollError{Rule::CombinationRolls, "'" + word.key + "=" + word.value + "' is no choice of this roll"};
    }
}

}  // namespace

RollSituation RollEvaluator::situation(const RollSpec& spec, const std::vector<int>& rollers) const {
    const auto& s = ctx_.s;
    RollSituation out;
    out.logVersion = ctx_.logVersion();
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
            // split (a die's counts-as cap, roll/RollChoiceSpace); otherwise as the one counted.
            for (const RollType to : {RollType::Melee, RollType::Missile}) {
                CountsAsRow row;
                row.source = "Necromantic Wave";
                row.from = RollType::Magic;
                row.to = to;
                out.spellRows.push_back(row);
            }
        }
        // Wilding (S0:L1062): one unit per casting may have its melee and save results doubled, chosen after the
        // roll (roll/RollChoiceSpace: 'wilding=<unit>' in version 3).
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
    rollers.reserve(rolled.dice.size());
    inputs.reserve(rolled.dice.size());
    for (const auto& d : rolled.dice) {
        rollers.push_back(d.piece);
        // A unit in no army: in the DUA, or a killed Dragonkin rolling from the Summoning Pool against its burial.
        const auto& piece = s.piece(d.piece);
        const bool outOfArmies =
            piece.loc.where == Where::Dua || (piece.loc.where == Where::Pool && piece.kind == PieceKind::Unit);
        inputs.push_back(
            {d.piece, d.die, d.face, d.generation, d.note, outOfArmies, s.label(d.piece), d.segment, d.token});
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
        out.written = rolled.choices;
        checkChoiceWords(out);
        // The words are the roll's: its check reads them (now, or once its step 4 is over).
        if (rolled.line == ctx_.ev().line) ctx_.choicesRead = true;
        if (ctx_.trace != nullptr) ctx_.trace->rolls.push_back(RollTrace::of(ctx_, out, rolled, situation));
        return out;
    } catch (const RollError& error) {
        ctx_.failAt(rolled.line, rolled.text, error.rule, error.message);
    }
}

namespace {

// A roll with nothing for its owner to decide: its totals follow from the faces (the fast path of the checks).
// The totals of a roll whose line and version 3's defaults leave its owner nothing to decide (no ID or result of
// choice to place, no modifier of choice, no unit to double, no counts-as result but those written), or none: the
// fast path of the checks. Also true of a roll with no choice at all in versions 1 and 2.
std::optional<std::array<int, 5>> fixedTotals(const RollEvaluation& roll, const std::vector<RollType>& types) {
    if (!roll.written.empty() || !roll.choiceMods.empty()) return std::nullopt;
    if (roll.mayDoubleUnits > 0 && (roll.mayDoubleTypes & roll.spec.counts) != 0) return std::nullopt;
    std::array<int, 5> out{};
    for (const auto& d : roll.dice) {
        if (d.flexId > 0 || d.choiceAmount > 0) return std::nullopt;
        if (d.countsAsCap > 0 && !d.countsAsWritten && roll.logVersion < 3) return std::nullopt;
        if (d.countsAsWritten)
            for (RollType t : types) out[index(t)] += d.countsAsUsed[index(t)];
    }
    for (RollType t : types) out[index(t)] += roll.base(t);
    return out;
}

// The choices a roll line writes on its dice (placements, counts-as results, Elevate's unit), for the record of a
// fixed roll.
RollChoices writtenChoices(const RollEvaluation& roll) {
    RollChoices out;
    for (const auto& d : roll.dice) {
        if (!d.saiNote.empty()) out.faceNotes.push_back({d.label, d.token, d.segment, d.saiNote, d.saiNoteSource});
        if (d.placedByNote == 0 && !d.countsAsWritten) continue;
        DieChoice c;
        c.kind = d.countsAsWritten     ? DieChoice::Kind::CountsAs
                 : d.placedByNote == 1 ? DieChoice::Kind::Ids
                                       : DieChoice::Kind::ResultsOfChoice;
        c.unit = d.label;
        c.face = d.token;
        c.segment = d.segment;
        c.to = d.countsAsWritten ? d.countsAsUsed : d.placed;
        c.source = d.countsAsWritten ? d.countsAsSource : std::string();
        c.written = true;
        int kinds = 0;
        for (RollType t : kRollTypes)
            if (c.to[index(t)] > 0) {
                ++kinds;
                c.available = d.countsAs[index(t)];
            }
        if (kinds != 1 || !d.countsAsWritten) c.available = 0;
        out.dice.push_back(std::move(c));
    }
    return out;
}

std::string tuple(const std::vector<RollType>& types, const std::array<int, 5>& of) {
    std::string out;
    for (RollType t : types)
        out += (out.empty() ? "" : " ") + std::string(toString(t)) + "=" + std::to_string(of[index(t)]);
    return out;
}

std::string joined(const std::vector<std::string>& parts) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i)
        out += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
    return out;
}

}  // namespace

int RollEvaluator::checkTotal(const RollEvaluation& roll, RollType t, int stated, const std::string& what) const {
    std::array<std::optional<int>, 5> totals{};
    totals[index(t)] = stated;
    return check(roll, totals, what)[index(t)];
}

std::array<int, 5> RollEvaluator::checkCombination(const RollEvaluation& roll,
                                                   const std::array<std::optional<int>, 5>& stated) const {
    if (!roll.unsupported.empty()) ctx_.failAt(roll.line, roll.text, Rule::NotModelled, roll.unsupported);
    for (RollType t : kRollTypes)
        if (roll.spec.counts1(t) && !stated[index(t)])
            ctx_.failAt(roll.line, roll.text, Rule::CombinationRolls,
                        "this combination roll states every type it counts; '" + std::string(toString(t)) +
                            "=<total>' is missing");
    return check(roll, stated, "");
}

std::array<int, 5> RollEvaluator::check(const RollEvaluation& roll, const std::array<std::optional<int>, 5>& stated,
                                        const std::string& what) const {
    if (!roll.unsupported.empty()) ctx_.failAt(roll.line, roll.text, Rule::NotModelled, roll.unsupported);
    std::vector<RollType> types;
    for (RollType t : kRollTypes)
        if (stated[index(t)] && (roll.spec.counts1(t) || !roll.spec.combination())) types.push_back(t);
    std::array<int, 5> want{};
    const bool asked =
        std::any_of(types.begin(), types.end(), [&](RollType t) { return *stated[index(t)] == kAskTotal; });
    auto record = [&](const RollChoices& choices, std::vector<std::string> leftOut) {
        if (ctx_.rolls == nullptr) return;
        RollRecord r;
        r.line = roll.line;
        for (RollType t : types) {
            r.counts = static_cast<TypeMask>(r.counts | typeBit(t));
            r.totals[index(t)] = want[index(t)];
        }
        r.choices = choices;
        r.leftOut = std::move(leftOut);
        ctx_.rolls->push_back(std::move(r));
    };
    // Engine::rollOutcomes lists the options of the roll it asks about (not of an earlier roll counted now).
    const bool listing = ctx_.outcomes != nullptr && roll.line == ctx_.ev().line;
    auto sinkOutcomes = [&](std::vector<RollOption> options, bool truncated) {
        if (!listing) return;
        for (RollType t : types) ctx_.outcomes->counts = static_cast<TypeMask>(ctx_.outcomes->counts | typeBit(t));
        ctx_.outcomes->options = std::move(options);
        ctx_.outcomes->truncated = truncated;
    };
    // The fast path: nothing to decide, or only what the line writes (not when the options are listed, nor when a
    // '?' may be answered with a doubling).
    if (const auto fixed = listing ? std::nullopt : fixedTotals(roll, types)) {
        for (RollType t : types) want[index(t)] = ctx_.answerOr(*stated[index(t)], roll.line, (*fixed)[index(t)]);
        if (*fixed == want) {
            record(writtenChoices(roll), {});
            return want;
        }
        const bool open = std::any_of(roll.dice.begin(), roll.dice.end(),
                                      [](const DieResult& d) { return d.countsAsCap > 0 && !d.countsAsWritten; });
        if (!open) {  // no choice could give other totals: the message says what the faces give
            if (roll.spec.combination())
                ctx_.failAt(roll.line, roll.text, Rule::CombinationRolls,
                            "no assignment of the ID results and choice SAIs of this combination roll gives " +
                                tuple(types, want) + "; it gives " + tuple(types, *fixed));
            const RollType t = types.front();
            ctx_.failAt(
                roll.line, roll.text, Rule::DieRollResolution,
                what + " total " + std::to_string((*fixed)[index(t)]) + ", not " + std::to_string(want[index(t)]));
        }
        // Counts-as results the line does not write: the choices below work out whether the totals count them.
    }
    try {
        // What the line writes, with the version-3 defaults for what it leaves out (no counts-as result used, no
        // unit doubled); and what it writes alone, which a log that leaves choices out is read by (inferred).
        const RollChoiceSpace exact(roll, RollChoiceSpace::Fixed::WrittenAndDefaults);
        std::optional<RollChoiceSpace> relaxed;
        auto lenient = [&]() -> const RollChoiceSpace& {
            if (roll.logVersion < 3) return exact;
            if (!relaxed) relaxed.emplace(roll, RollChoiceSpace::Fixed::Written);
            return *relaxed;
        };
        if (listing) {
            bool truncated = false;
            auto options = lenient().list(ctx_.outcomeLimit, &truncated);
            sinkOutcomes(std::move(options), truncated);
        }
        if (asked) {
            // A log writer's '?': the simplest choice.
            const auto simplest = lenient().first();
            for (RollType t : types) want[index(t)] = *stated[index(t)];
            for (RollType t : types)
                if (want[index(t)] == kAskTotal)
                    want[index(t)] = ctx_.answerOr(kAskTotal, roll.line, simplest.totals[index(t)]);
        } else {
            for (RollType t : types) want[index(t)] = *stated[index(t)];
        }
        std::vector<RollChoiceSpace::OpenPoint> leftOut;
        auto found = exact.find(want);
        if (found) {
            if (exact.ambiguous()) leftOut = exact.open();
        } else if (roll.logVersion >= 3) {
            found = lenient().find(want);
            if (found) {
                if (exact.ambiguous()) leftOut = exact.open();
                // Counts-as results and doublings the totals count and the line does not write.
                for (const auto& c : found->choices.dice)
                    if (c.kind == DieChoice::Kind::CountsAs && !c.written)
                        leftOut.push_back({Rule::CountsAs, c.unit + "'s counts-as results" +
                                                               (c.source.empty() ? "" : " (" + c.source + ")") +
                                                               ", counted but not written ('" + c.token() + "')"});
                const bool wildingWritten = std::any_of(roll.written.begin(), roll.written.end(),
                                                        [](const StatedChoice& w) { return w.key == "wilding"; });
                if (!found->choices.doubled.empty() && !wildingWritten)
                    leftOut.push_back({Rule::Spells, "the units Wilding doubles, counted but not written ('" +
                                                         found->choices.words().front() + "')"});
            }
        }
        if (!found) failTotals(roll, lenient(), types, want, what);
        std::vector<std::string> words;
        for (const auto& p : leftOut) words.push_back(p.what);
        if (ctx_.strict && !leftOut.empty() && !asked)
            ctx_.failAt(roll.line, roll.text, leftOut.front().rule,
                        "the log leaves out " + joined(words) +
                            " (--strict: a version-3 log writes every choice that changes a roll's totals); the "
                            "stated totals fit '" +
                            found->choices.text() + "'");
        record(found->choices, std::move(words));
        return want;
    } catch (const RollError& error) {
        ctx_.failAt(roll.line, roll.text, error.rule, error.message);
    }
}

void RollEvaluator::failTotals(const RollEvaluation& roll, const RollChoiceSpace& space,
                               const std::vector<RollType>& types, const std::array<int, 5>& want,
                               const std::string& what) const {
    const auto bases = space.baseTotals();
    const auto upTo = space.optionalUpTo();
    if (!roll.spec.combination()) {
        const RollType t = types.front();
        const int extra = upTo[index(t)];
        std::vector<int> values;
        for (const auto& b : bases) values.push_back(b[index(t)]);
        std::sort(values.begin(), values.end());
        values.erase(std::unique(values.begin(), values.end()), values.end());
        if (values.empty()) values.push_back(roll.base(t));
        std::string give;
        if (values.size() > 1) {
            for (std::size_t i = 0; i < values.size(); ++i)
                give += (i == 0                   ? ""
                         : i + 1 == values.size() ? " or "
                                                  : ", ") +
                        std::to_string(values[i]) + (extra > 0 ? " to " + std::to_string(values[i] + extra) : "");
            ctx_.failAt(roll.line, roll.text, Rule::DieRollResolution,
                        what + " total " + give + " (Wilding: up to " + std::to_string(roll.mayDoubleUnits) +
                            " unit(s) doubled, the owner's choice), not " + std::to_string(want[index(t)]));
        }
        give = what + " total " + std::to_string(values.front());
        if (extra > 0)
            give += " to " + std::to_string(values.front() + extra) +
                    (roll.logVersion >= 3 ? " (counts-as results are optional; write those used, e.g. 'c1=...:" +
                                                std::string(toString(t)) + "')"
                                          : " (counts-as results are optional)");
        ctx_.failAt(roll.line, roll.text, Rule::DieRollResolution, give + ", not " + std::to_string(want[index(t)]));
    }
    std::string chosenBy;
    for (const auto& c : roll.choiceMods)
        chosenBy += (chosenBy.empty() ? ", whatever types the owner gives " : ", ") + c.source;
    std::string could;
    constexpr std::size_t kShown = 8;
    for (std::size_t i = 0; i < bases.size() && i < kShown; ++i)
        could += (i == 0 ? "" : i + 1 == std::min(bases.size(), kShown) ? " or " : ", ") + tuple(types, bases[i]);
    if (bases.size() > kShown) could += " (" + std::to_string(bases.size() - kShown) + " more)";
    std::string more;
    for (RollType t : types)
        if (upTo[index(t)] > 0)
            more += (more.empty() ? "" : ", ") + std::string("up to ") + std::to_string(upTo[index(t)]) + " " +
                    std::string(toString(t));
    if (space.sharedCountsAs() > 0)
        more += (more.empty() ? "" : ", ") + std::string("up to ") + std::to_string(space.sharedCountsAs()) +
                " melee or missile (Necromantic Wave)";
    if (!more.empty()) could += ", plus optional counts-as results (" + more + ")";
    ctx_.failAt(roll.line, roll.text, Rule::CombinationRolls,
                "no assignment of the ID results and choice SAIs of this combination roll gives " + tuple(types, want) +
                    chosenBy + (could.empty() ? std::string() : "; it gives " + could));
}

}  // namespace muster::rules::engine
