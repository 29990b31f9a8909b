#include "muster/rules/RuleGuide.h"

#include <array>

namespace muster::rules {

namespace {

// Our own summaries of the V4.01d force-building rules (docs/rules-decisions.md for the unclear ones).
constexpr std::array<RuleGuideEntry, kRuleCount> kGuide = {{
    {RuleId::UnknownDie, "Unknown die",
     "Muster checks a roster against its catalog of Dragon Dice dice. A name it cannot find cannot be counted, so "
     "the roster cannot be checked in full.",
     "Pick the die from the list, or correct the spelling; the message suggests the nearest names."},
    {RuleId::ForceTotal, "Force total",
     "Players agree on a force size before the game. The units and items in the three armies must add up to exactly "
     "that many points. Dragons, Dragonkin and minor terrains cost no points; they start in the Summoning Pool.",
     "Add dice until the armies reach the force size, or remove some when they are over it."},
    {RuleId::ArmyLimit, "Army limit",
     "When the armies are first set up, no single army may hold more than half of the force's points (rounded "
     "down). After setup the limit no longer applies.",
     "Move dice from the army that is over the limit to one of the other two."},
    {RuleId::ArmyEmpty, "Every army needs a unit",
     "The force is split into a Home, a Horde and a Campaign army, and each of them must start with at least one "
     "unit. Items alone do not count.",
     "Add a unit to the army that has none, or move one there from another army."},
    {RuleId::Terrains, "Terrains",
     "Each player brings two major terrain dice: one for the Home terrain and one proposed Frontier terrain. "
     "Terrain dice are named in the roster's header, not placed in an army.",
     "Choose a Home and a Frontier terrain above the armies."},
    {RuleId::AdvancedTerrainHome, "Advanced terrain at home",
     "Advanced terrains (such as castles and groves) follow the normal terrain rules, except that they may only be "
     "the proposed Frontier terrain, never the Home terrain.",
     "Make the advanced terrain your Frontier terrain and choose a basic terrain for Home."},
    {RuleId::DragonCount, "Dragons",
     "A force brings exactly one dragon for every 24 points of force size or part of it (24 points: one, 25 to 48: "
     "two). A White Dragon counts as two dragons. Dragons wait in the Summoning Pool.",
     "Add dragons to the Summoning Pool, or remove the extra ones."},
    {RuleId::DragonkinLimit, "Dragonkin allowance",
     "For every full three points of force size a player may bring one health of Dragonkin (24 points: 8 health). "
     "Dragonkin start in the Summoning Pool and cost no points.",
     "Remove Dragonkin, or choose smaller ones, until their health fits the allowance."},
    {RuleId::Placement, "Where dice start",
     "Units and items start in one of the three armies. Dragons, Dragonkin and minor terrains start in the Summoning "
     "Pool instead.",
     "Move each die to where it starts (right-click a line, or Ctrl+1 to Ctrl+4)."},
    {RuleId::MinorTerrainLimit, "Minor terrains",
     "A player may bring as many minor terrains as there are terrains in the game, plus one: four in a two-player "
     "game, one more for each further player.",
     "Remove minor terrains from the Summoning Pool, or set the number of players in the game."},
    {RuleId::ItemCarrying, "Items need carriers",
     "Items are placed in an army at setup, and that army's units must be able to carry them all: a unit carries "
     "up to two equipment dice or artifacts of an element it has, or a single medallion or relic. Dragonkin never "
     "carry items.",
     "Add units that can carry the items, or move items to an army whose units can."},
    {RuleId::ComponentNotAllowed, "Not allowed here",
     "Some dice belong to optional parts of the game (Dragonkin, items, minor terrains, advanced terrains and "
     "others). The edition or the event's format leaves this one out.",
     "Remove the die, or check the roster against another edition or event format."},
    {RuleId::FormatLimit, "Event format limit",
     "The event's organiser sets extra limits in its format: allowed force sizes, copies of one die, species per "
     "force or health per class.",
     "Change the roster to fit the event's limits, or choose the format the event really uses."},
}};

constexpr bool guideInRuleOrder() {
    for (std::size_t i = 0; i < kGuide.size(); ++i) {
        if (static_cast<std::size_t>(kGuide[i].rule) != i) return false;
    }
    return true;
}
static_assert(guideInRuleOrder(), "kGuide has one entry per RuleId, in RuleId order");

}  // namespace

const RuleGuideEntry& ruleGuide(RuleId rule) { return kGuide.at(static_cast<std::size_t>(rule)); }

}  // namespace muster::rules
