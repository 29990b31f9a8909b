#include "muster/rules/engine/RollResolver.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace muster::rules::engine {

using domain::Element;
using domain::ElementSet;

std::string_view toString(RollType type) {
    switch (type) {
        case RollType::Maneuver: return "maneuver";
        case RollType::Melee: return "melee";
        case RollType::Missile: return "missile";
        case RollType::Magic: return "magic";
        case RollType::Save: return "save";
    }
    return "?";
}

std::optional<RollType> parseRollType(std::string_view word) {
    for (RollType t : {RollType::Maneuver, RollType::Melee, RollType::Missile, RollType::Magic, RollType::Save})
        if (toString(t) == word) return t;
    if (word == "saves") return RollType::Save;
    return std::nullopt;
}

namespace {

std::string squash(std::string_view s) {
    std::string out;
    for (char c : s)
        if (std::isalnum(static_cast<unsigned char>(c))) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// "Counts as" species abilities as table rows (V4.01d Species Abilities). `needs` must all be in the
// terrain's elements; `counter` says whether the row applies only to, never to, or to any melee roll.
enum class CounterRule : std::uint8_t { Either, Only, Never };
struct CountsAsRow {
    const char* species;
    const char* ability;
    const char* fromIcon;
    RollType to;
    ElementSet needs;
    CounterRule counter;
    bool vsMissileOnly;
};

const std::array<CountsAsRow, 9>& countsAsRows() {
    static const std::array<CountsAsRow, 9> rows = {{
        {"Coral Elves", "Coastal Dodge", "Maneuver", RollType::Save, {Element::Water}, CounterRule::Either, false},
        {"Dwarves", "Mountain Mastery", "Melee", RollType::Maneuver, {Element::Earth}, CounterRule::Either, false},
        {"Dwarves", "Dwarven Might", "Save", RollType::Melee, {Element::Fire}, CounterRule::Only, false},
        {"Feral", "Stampede", "Maneuver", RollType::Melee, {Element::Earth, Element::Air}, CounterRule::Only, false},
        {"Firewalkers", "Flaming Shields", "Save", RollType::Melee, {Element::Fire}, CounterRule::Never, false},
        {"Goblins", "Swamp Mastery", "Melee", RollType::Maneuver, {Element::Earth}, CounterRule::Either, false},
        {"Lava Elves", "Volcanic Adaptation", "Maneuver", RollType::Save, {Element::Fire}, CounterRule::Either, false},
        {"Scalders", "Intangibility", "Maneuver", RollType::Save, {Element::Water}, CounterRule::Either, true},
        {"Swamp Stalkers", "Born of the Swamp", "Maneuver", RollType::Save, {Element::Water}, CounterRule::Either,
         false},
    }};
    return rows;
}

bool containsAll(ElementSet terrain, ElementSet needs) { return (terrain.bits() & needs.bits()) == needs.bits(); }

// SAIs whose whole effect in a roll is a number of results of that roll's type (X each).
enum class SaiUse : std::uint8_t { Results, NoSaveDamage, Nothing, Unsupported };

SaiUse saiUse(const std::string& icon, const RollContext& c) {
    const std::string s = squash(icon);
    const RollType t = c.type;
    if (c.horde) {
        // Setup: only SAIs that make maneuver results count; every other special result is ignored.
        if (s == "fly" || s == "trample" || s == "hoof" || s == "rend" || s == "firewalking" || s == "teleport" ||
            s == "createfireminions")
            return SaiUse::Results;
        if (s == "elevate" || s == "wayfare") return SaiUse::Unsupported;  // items
        return SaiUse::Nothing;
    }
    if (s == "dispelmagic") return SaiUse::Nothing;  // acts only when magic targets the unit
    if (s == "createfireminions") return SaiUse::Results;
    switch (t) {
        case RollType::Maneuver:
            if (s == "fly" || s == "trample" || s == "hoof" || s == "rend" || s == "firewalking" || s == "teleport")
                return SaiUse::Results;
            if (s == "cantrip") return SaiUse::Nothing;  // maneuver rolls give no cantrip
            break;
        case RollType::Melee:
            if (s == "trample" || s == "counter" || s == "sneakattack") return SaiUse::Results;
            if (s == "smite" || s == "stone") return SaiUse::NoSaveDamage;
            if (s == "fly" || s == "hoof" || s == "cantrip" || s == "risefromtheashes") return SaiUse::Nothing;
            break;
        case RollType::Missile:
            if (s == "volley") return SaiUse::Results;
            if (s == "stone") return SaiUse::NoSaveDamage;
            if (s == "fly" || s == "trample" || s == "hoof" || s == "cantrip") return SaiUse::Nothing;
            break;
        case RollType::Save:
            if (s == "fly" || s == "hoof" || s == "kick" || s == "risefromtheashes")
                return SaiUse::Results;
            if (s == "counter" || s == "bash")
                return c.saveAgainst == RollType::Melee ? SaiUse::Unsupported : SaiUse::Results;
            if (s == "volley") return c.saveAgainst == RollType::Missile ? SaiUse::Unsupported : SaiUse::Results;
            if (s == "trample" || s == "cantrip") return SaiUse::Nothing;
            break;
        case RollType::Magic:
            if (s == "cantrip") return SaiUse::Results;
            if (s == "fly" || s == "trample" || s == "hoof" || s == "counter" || s == "smite") return SaiUse::Nothing;
            break;
    }
    return SaiUse::Unsupported;
}

bool isNormalIcon(const std::string& icon) {
    return icon == "Melee" || icon == "Missile" || icon == "Magic" || icon == "Save" || icon == "Maneuver" ||
           icon == "ID";
}

const char* iconFor(RollType t) {
    switch (t) {
        case RollType::Maneuver: return "Maneuver";
        case RollType::Melee: return "Melee";
        case RollType::Missile: return "Missile";
        case RollType::Magic: return "Magic";
        case RollType::Save: return "Save";
    }
    return "";
}

}  // namespace

std::optional<int> RollResolver::resolveFace(domain::DieId dieId, std::string_view token, std::string& why) const {
    const auto& die = catalog_.die(dieId);
    const int n = static_cast<int>(die.faces.size());
    bool numeric = !token.empty();
    for (char c : token) numeric = numeric && std::isdigit(static_cast<unsigned char>(c));
    if (numeric) {
        const int index = std::stoi(std::string(token));
        if (index < 1 || index > n) {
            why = "face " + std::string(token) + " does not exist: " + die.name + " has faces 1.." + std::to_string(n);
            return std::nullopt;
        }
        return index - 1;
    }
    const std::string key = squash(token);
    std::optional<int> found;
    for (int i = 0; i < n; ++i) {
        const auto& f = die.faces[static_cast<std::size_t>(i)];
        const std::string icon = squash(f.icon);
        if (key == icon || key == std::to_string(f.amount) + icon) {
            if (found && !(die.faces[static_cast<std::size_t>(*found)] == f)) {
                why = "face '" + std::string(token) + "' is ambiguous on " + die.name + " (faces " +
                      std::to_string(*found + 1) + " and " + std::to_string(i + 1) + " differ); give the index";
                return std::nullopt;
            }
            if (!found) found = i;
        }
    }
    if (!found) why = die.name + " has no face '" + std::string(token) + "'";
    return found;
}

RollOutcome RollResolver::resolve(const std::vector<RolledDie>& dice, const RollContext& c) const {
    RollOutcome out;
    int id = 0;
    int normal = 0;
    int sai = 0;
    for (const auto& rolled : dice) {
        const auto& die = catalog_.die(rolled.die);
        const auto& face = die.faces.at(static_cast<std::size_t>(rolled.face));
        DieContribution d;
        if (c.type == RollType::Magic) {
            if (die.species == "Amazons") {
                // Terrain Harmony: Amazon magic takes the terrain's elements; in the Reserve Area it is Ivory.
                d.magicElements = c.inReserve ? ElementSet{Element::Ivory} : c.terrainElements;
            } else {
                d.magicElements = die.elements;
            }
            for (Element e : c.standingStones.toVector()) d.magicElements.insert(e);
        }
        if (face.icon == "ID") {
            int amount = face.amount * (c.doubleIds ? 2 : 1);
            if (c.missileFromTowerAtReserve) amount = 0;
            d.id = amount;
        } else if (face.icon == iconFor(c.type)) {
            d.normal = face.amount;
            if (c.type == RollType::Magic) d.nonIdMagic = face.amount;
        } else if (isNormalIcon(face.icon)) {
            // A normal icon of another type: nothing, unless a "counts as" row converts it.
            if (!c.horde) {
                for (const auto& row : countsAsRows()) {
                    if (die.species != row.species || face.icon != row.fromIcon || row.to != c.type) continue;
                    if (!containsAll(c.terrainElements, row.needs)) continue;
                    if (row.counter == CounterRule::Only && !c.counterAttack) continue;
                    if (row.counter == CounterRule::Never && c.counterAttack) continue;
                    if (row.vsMissileOnly && c.saveAgainst != RollType::Missile) continue;
                    d.countsAs = face.amount;
                }
            }
        } else {
            switch (saiUse(face.icon, c)) {
                case SaiUse::Results:
                    d.sai = face.amount;
                    if (c.type == RollType::Magic) d.nonIdMagic = face.amount;
                    break;
                case SaiUse::NoSaveDamage: d.noSaveDamage = face.amount; break;
                case SaiUse::Nothing: break;
                case SaiUse::Unsupported:
                    if (out.unsupported.empty())
                        out.unsupported = "SAI " + face.icon + " (" + die.name + ") in a " +
                                          std::string(toString(c.type)) + " roll";
                    break;
            }
        }
        d.magic = c.type == RollType::Magic ? d.id + d.normal + d.sai : 0;
        id += d.id;
        normal += d.normal;
        sai += d.sai;
        out.optional += d.countsAs;
        out.noSaveDamage += d.noSaveDamage;
        out.dice.push_back(d);
    }
    out.base = applyModifiers({id, normal, sai}, c.modifiers);
    return out;
}

int applyModifiers(const ResultParts& parts, const Modifiers& m) {
    // Step 5: subtotal of rolled (non-SAI) results. Step 6: subtract, normal results first, IDs last.
    int normal = parts.normal;
    int id = parts.id;
    int minus = m.subtract;
    const int fromNormal = std::min(normal, minus);
    normal -= fromNormal;
    minus -= fromNormal;
    id -= std::min(id, minus);
    // Step 7: divide, rounding down (IDs are the last removed, which the total does not show).
    int subtotal = normal + id;
    if (m.divisor > 1) subtotal /= m.divisor;
    // Step 8: add SAI-generated results. Step 9: multiply. Step 10: add (counts-as is added by the caller).
    subtotal += parts.sai;
    subtotal *= std::max(1, m.multiplier);
    subtotal += m.add;
    return std::max(0, subtotal);
}

bool RollResolver::magicSplitFeasible(const std::vector<DieContribution>& dice, const std::vector<int>& perElement,
                                      int extraAny, int removed) {
    // perElement is indexed by domain::Element (7 entries). Hall: for every set S of elements, the results
    // claimed for S must not exceed the results of dice that can produce any element of S (plus free ones).
    int claimed = 0;
    for (int v : perElement) claimed += v;
    int available = extraAny;
    for (const auto& d : dice) available += d.magic;
    // 'removed' results were taken away (Magic Negation) from whichever elements the player chose.
    if (claimed + removed != available) return false;
    const int n = static_cast<int>(perElement.size());
    for (unsigned mask = 1; mask < (1U << n); ++mask) {
        int need = 0;
        std::uint8_t bits = 0;
        for (int e = 0; e < n; ++e)
            if (mask & (1U << e)) {
                need += perElement[static_cast<std::size_t>(e)];
                bits = static_cast<std::uint8_t>(bits | (1U << e));
            }
        if (need == 0) continue;
        int can = extraAny;
        for (const auto& d : dice)
            if ((d.magicElements.bits() & bits) != 0) can += d.magic;
        if (need > can) return false;
    }
    return true;
}

}  // namespace muster::rules::engine
