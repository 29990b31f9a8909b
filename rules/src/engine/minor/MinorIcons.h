#pragma once
// The icons of minor terrain dice (V4.01d Minor Terrains, S0:L1244-1255), one row each: what the face showing
// beside an army does for that army. The ID faces (Bridge, Knoll, Village, Woods) turn the die to an action face
// of the owner's choice; Magic, Melee and Missile add that action to the terrain's; the other six change the
// army's rolls for as long as they show, and the four disasters bury the die when the army next marches.
// flow and roll code asks this table by the icon's catalog name and never matches icon strings itself.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "muster/rules/engine/Effect.h"
#include "muster/rules/engine/RollType.h"

namespace muster::rules::engine {

struct RollSpec;

struct MinorIcon {
    std::string_view name;                   // catalog icon ("Double Saves", "Bridge", "Melee")
    bool turnsToAction = false;              // an ID face: the owner turns the die to magic, melee or missile
    std::optional<RollType> action;          // Magic/Melee/Missile: the extra action the army may take
    std::optional<RollModifier> modifier;    // the change to the army's rolls while it shows
    bool disaster = false;                   // buried when its army next starts a march
    std::string_view seedLine;               // where V4.01d says it
};

// The row of an icon, or null when the icon is not a minor terrain's.
const MinorIcon* findMinorIcon(std::string_view icon);
const std::vector<MinorIcon>& minorIcons();

// What the icon's modifier does in a roll of this spec: true when it reaches the roll (an army roll that counts
// the modified type). Minor terrains change the controlling army's army rolls only (docs/rules-decisions.md).
bool minorIconReaches(const MinorIcon& icon, const RollSpec& spec);

}  // namespace muster::rules::engine
