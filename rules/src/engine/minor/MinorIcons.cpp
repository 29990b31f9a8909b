// The minor terrain icon table (V4.01d Minor Terrains, S0:L1244-1255). Each row is data: the roll engine merges
// the modifier into the controlling army's rolls (effects/EffectStore.cpp), MarchFrame asks for the extra action,
// MinorFaceFrame turns an ID face, MinorTerrains buries a disaster at the army's next march.
#include "minor/MinorIcons.h"

#include <algorithm>

#include "roll/RollSpec.h"

namespace muster::rules::engine {

namespace {

RollModifier halve(RollType type) {
    RollModifier m;
    m.types = typeBit(type);
    m.op = ModifierOp::Divide;
    m.amount = 2;
    m.scope = RollScope::Army;
    return m;
}

RollModifier doubleIds(RollType type) {
    RollModifier m;
    m.types = typeBit(type);
    m.op = ModifierOp::DoubleIds;
    m.amount = 2;
    m.scope = RollScope::Army;
    return m;
}

MinorIcon idFace(std::string_view name) {
    MinorIcon icon;
    icon.name = name;
    icon.turnsToAction = true;
    icon.seedLine = "S0:L1246";
    return icon;
}

MinorIcon actionFace(std::string_view name, RollType type, std::string_view line) {
    MinorIcon icon;
    icon.name = name;
    icon.action = type;
    icon.seedLine = line;
    return icon;
}

MinorIcon rollFace(std::string_view name, RollModifier modifier, bool disaster, std::string_view line) {
    MinorIcon icon;
    icon.name = name;
    icon.modifier = modifier;
    icon.disaster = disaster;
    icon.seedLine = line;
    return icon;
}

}  // namespace

const std::vector<MinorIcon>& minorIcons() {
    static const std::vector<MinorIcon> all = {
        idFace("Bridge"),
        idFace("Knoll"),
        idFace("Village"),
        idFace("Woods"),
        actionFace("Magic", RollType::Magic, "S0:L1247"),
        actionFace("Melee", RollType::Melee, "S0:L1248"),
        actionFace("Missile", RollType::Missile, "S0:L1249"),
        rollFace("Double Maneuvers", doubleIds(RollType::Maneuver), false, "S0:L1250"),
        rollFace("Double Saves", doubleIds(RollType::Save), false, "S0:L1251"),
        rollFace("Dust Storm", halve(RollType::Missile), true, "S0:L1252"),
        rollFace("Flanked", halve(RollType::Save), true, "S0:L1253"),
        rollFace("Flood", halve(RollType::Maneuver), true, "S0:L1254"),
        rollFace("Revolt", halve(RollType::Melee), true, "S0:L1255"),
    };
    return all;
}

const MinorIcon* findMinorIcon(std::string_view icon) {
    const auto& all = minorIcons();
    const auto it = std::find_if(all.begin(), all.end(), [&](const MinorIcon& m) { return m.name == icon; });
    return it == all.end() ? nullptr : &*it;
}

bool minorIconReaches(const MinorIcon& icon, const RollSpec& spec) {
    if (!icon.modifier || !spec.army) return false;
    for (RollType t : kRollTypes)
        if (hasType(icon.modifier->types, t) && spec.counts1(t)) return true;
    return false;
}

}  // namespace muster::rules::engine
