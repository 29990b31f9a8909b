#include "muster/rules/engine/DragonRules.h"

#include <array>

namespace muster::rules::engine {

using domain::DragonType;
using domain::Element;
using domain::ElementSet;

namespace {

// The elements of a dragon that are not Ivory (an Ivory Hybrid's one element, a hybrid's two).
ElementSet colours(const domain::Die& dragon) {
    ElementSet out;
    for (Element e : dragon.elements.toVector())
        if (e != Element::Ivory && e != Element::White) out.insert(e);
    return out;
}

int shared(const ElementSet& a, const ElementSet& b) {
    int n = 0;
    for (Element e : a.toVector())
        if (b.contains(e)) ++n;
    return n;
}

}  // namespace

bool dragonAttacksDragon(const domain::Die& attacker, const domain::Die& target) {
    if (attacker.kind != domain::DieKind::Dragon || target.kind != domain::DieKind::Dragon) return false;
    const ElementSet a = colours(attacker);
    const ElementSet t = colours(target);
    switch (attacker.dragonType) {
        case DragonType::Elemental:
            switch (target.dragonType) {
                case DragonType::Elemental:
                    return shared(a, t) == 0;  // unless the same element
                case DragonType::Hybrid:
                case DragonType::White:
                    return true;
                case DragonType::IvoryHybrid:
                    return shared(a, t) == 0;  // unless the element matches
                default:
                    return false;
            }
        case DragonType::Hybrid:
            switch (target.dragonType) {
                case DragonType::Elemental:
                case DragonType::White:
                    return true;
                case DragonType::Hybrid:
                    return shared(a, t) < 2;  // unless matching both elements
                case DragonType::IvoryHybrid:
                    return shared(a, t) == 0;  // unless matching one element
                default:
                    return false;
            }
        case DragonType::White:
            return target.dragonType == DragonType::Elemental || target.dragonType == DragonType::Hybrid ||
                   target.dragonType == DragonType::IvoryHybrid;
        default:
            return false;  // Ivory and Ivory Hybrid dragons always attack the army
    }
}

std::string summonRefusal(const domain::Die& dragon, bool fromPool, const SummonMagic& magic) {
    if (dragon.kind != domain::DieKind::Dragon) return dragon.name + " is not a dragon";
    const std::string by = magic.name.empty() ? std::string("this magic") : magic.name;
    if (dragon.isWhiteDragon())
        return magic.white ? "" : "a White Dragon is summoned only by Summon White Dragon, not by " + by;
    if (magic.white) return by + " summons White Dragons only; " + dragon.name + " is not one";
    const ElementSet own = colours(dragon);
    switch (dragon.dragonType) {
        case DragonType::Ivory:
            if (!fromPool) return "an Ivory Dragon is summoned only from a Summoning Pool, never from a terrain";
            return "";  // any single element
        case DragonType::IvoryHybrid:
            if (fromPool && magic.anyIvoryHybridFromPool) return "";
            if (shared(own, magic.elements) == 0)
                return fromPool ? by + " summons an Ivory Hybrid Dragon only if it contains its element"
                                : "an Ivory Hybrid Dragon is summoned from a terrain only by magic or an effect of "
                                  "its own element";
            return "";
        default:
            if (shared(dragon.elements, magic.elements) == 0)
                return by + " summons a dragon that contains its element (" + dragon.name + " does not)";
            return "";
    }
}

DragonFace dragonFaceOf(std::string_view icon) {
    static constexpr std::array<std::pair<std::string_view, DragonFace>, 7> names = {{
        {"Belly", DragonFace::Belly},
        {"Breath", DragonFace::Breath},
        {"Claw", DragonFace::Claw},
        {"Jaws", DragonFace::Jaws},
        {"Tail", DragonFace::Tail},
        {"Treasure", DragonFace::Treasure},
        {"Wing", DragonFace::Wing},
    }};
    for (const auto& [name, face] : names)
        if (name == icon) return face;
    return DragonFace::None;
}

std::string_view toString(DragonFace face) {
    switch (face) {
        case DragonFace::Belly:
            return "Belly";
        case DragonFace::Breath:
            return "Breath";
        case DragonFace::Claw:
            return "Claw";
        case DragonFace::Jaws:
            return "Jaws";
        case DragonFace::Tail:
            return "Tail";
        case DragonFace::Treasure:
            return "Treasure";
        case DragonFace::Wing:
            return "Wing";
        case DragonFace::None:
            break;
    }
    return "?";
}

int dragonFaceDamage(DragonFace face, bool white) {
    const int twice = white ? 2 : 1;
    switch (face) {
        case DragonFace::Claw:
            return 6 * twice;
        case DragonFace::Jaws:
            return 12 * twice;
        case DragonFace::Tail:
            return 3 * twice;
        case DragonFace::Wing:
            return 5 * twice;
        case DragonFace::Breath:
            return 5 * twice;  // against a dragon
        default:
            return 0;
    }
}

bool dragonFaceRollsAgain(DragonFace face, bool againstDragon) {
    return face == DragonFace::Tail || (face == DragonFace::Breath && againstDragon);
}

int breathKills(bool white) {
    return white ? 10 : 5;
}

int treasurePromotions(bool white) {
    return white ? 2 : 1;
}

int dragonToughness(const domain::Die& dragon, bool belly) {
    return dragon.health + (belly ? 0 : 5);
}

std::string_view toString(BreathEffect effect) {
    switch (effect) {
        case BreathEffect::LightningBolt:
            return "Lightning Bolt";
        case BreathEffect::DragonPlague:
            return "Dragon Plague";
        case BreathEffect::Petrify:
            return "Petrify";
        case BreathEffect::DragonFire:
            return "Dragon Fire";
        case BreathEffect::LifeDrain:
            return "Life Drain";
        case BreathEffect::PoisonousCloud:
            return "Poisonous Cloud";
    }
    return "?";
}

std::vector<BreathEffect> breathEffects(const domain::Die& dragon, const ElementSet& terrainElements) {
    auto of = [](Element e) {
        switch (e) {
            case Element::Air:
                return BreathEffect::LightningBolt;
            case Element::Death:
                return BreathEffect::DragonPlague;
            case Element::Earth:
                return BreathEffect::Petrify;
            case Element::Fire:
                return BreathEffect::DragonFire;
            case Element::Water:
                return BreathEffect::PoisonousCloud;
            default:
                return BreathEffect::LifeDrain;
        }
    };
    std::vector<BreathEffect> out;
    if (dragon.isWhiteDragon()) {
        for (Element e : terrainElements.toVector())
            if (e != Element::Ivory && e != Element::White) out.push_back(of(e));
        return out;
    }
    const ElementSet own = colours(dragon);
    if (own.empty()) return {BreathEffect::LifeDrain};
    for (Element e : own.toVector()) out.push_back(of(e));
    return out;
}

}  // namespace muster::rules::engine
