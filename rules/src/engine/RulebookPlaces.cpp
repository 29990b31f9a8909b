// The rulebook places of rule ids, SAIs, spells and species abilities (RulebookPlaces.h): line numbers in the V4.01d
// text (seed 0), each checked against it, and a short description of each rule in our words.
#include "muster/rules/engine/RulebookPlaces.h"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace muster::rules::engine {

namespace {

struct RuleRow {
    Rule rule;
    std::vector<SeedLines> lines;
    std::string_view gist;
};

const std::vector<RuleRow>& ruleRows() {
    static const std::vector<RuleRow> rows = {
        {Rule::LogFormat, {}, "how a match log states the game (docs/match-log.md)"},
        {Rule::CatalogFaces, {{74, 98}}, "the dice and the faces each one has"},
        {Rule::ForceSetup, {{270, 292}}, "the force size, the dragons and the three armies with their point limits"},
        {Rule::OrderOfPlay,
         {{311, 317}},
         "every horde army rolls maneuver; the best roller takes the first turn or picks the frontier"},
        {Rule::Placement, {{319, 323}}, "where the home, horde and campaign armies start"},
        {Rule::StartingDistance, {{325, 327}}, "each terrain's starting face is rolled (8 again, 7 turns to 6)"},
        {Rule::TurnSequence, {{331, 333}}, "the seven phases of a turn, in order"},
        {Rule::ExpireEffects, {{335, 337}}, "effects that last until the player's next turn end"},
        {Rule::EighthFacePhase, {{339, 341}}, "a captured City or Temple acts"},
        {Rule::DragonAttackPhase,
         {{343, 345}, {526, 587}},
         "dragons at a terrain where the marching player has an army attack, in nine steps"},
        {Rule::SpeciesAbilitiesPhase, {{347, 349}}, "species abilities that act in their own phase"},
        {Rule::FirstMarch, {{351, 353}}, "an army marches: an optional maneuver, then an optional action"},
        {Rule::SecondMarch, {{435, 437}}, "another army that has not marched may march"},
        {Rule::ReservesPhase,
         {{439, 451}},
         "reserve units reinforce terrains, then units may retreat to the Reserve Area"},
        {Rule::Maneuver,
         {{355, 365}},
         "the marching army and any counter-maneuvering army roll maneuver; equal or more turns the terrain one step"},
        {Rule::Action, {{367, 373}}, "the action the terrain's face allows (the Reserve Area: magic only)"},
        {Rule::Melee,
         {{375, 388}},
         "a melee attack on an opposing army at the same terrain: melee roll, save roll, damage, counter-attack"},
        {Rule::Missile, {{390, 405}}, "a missile attack on an opposing army at a terrain in range: no counter-attack"},
        {Rule::Magic, {{409, 433}}, "a magic roll, then the spells are announced with their targets and resolved"},
        {Rule::Spells, {{1000, 1054}}, "each spell's element, cost, species, target, duration and effect"},
        {Rule::DieRollResolution,
         {{732, 751}},
         "the ten steps of a roll: re-rolls, SAIs, the subtotal, subtract, divide, SAI results, multiply, add"},
        {Rule::CountsAs, {{753, 755}}, "results counted as another type are added at step 10"},
        {Rule::RollModifiers,
         {{757, 769}},
         "army and unit modifiers, ID results removed last, one divider and one multiplier"},
        {Rule::CombinationRolls,
         {{775, 786}},
         "a roll counting several types: the owner places IDs, choice results and modifiers"},
        {Rule::UpTo,
         {{790, 792}},
         "'up to X' against an opponent means as much as possible; for one's own units any amount"},
        {Rule::Damage, {{794, 804}}, "saves cancel damage; the owner kills units covering the rest, never more"},
        {Rule::DamageVsKilled, {{806, 814}}, "damage allows a save; a killed unit goes to the DUA"},
        {Rule::Promotion, {{822, 832}}, "a unit is exchanged for a DUA unit of its species with one more health"},
        {Rule::Recruitment, {{252, 254}}, "a one-health unit of the DUA joins an army"},
        {Rule::DuaExchanges, {{834, 843}}, "exchanges with the DUA happen at once and kill nobody"},
        {Rule::Sais, {{845, 886}}, "special action icons: X, the rolls each applies to, mandatory unless 'may'"},
        {Rule::SaiTargeting,
         {{881, 886}},
         "an SAI against an opponent takes the most targets it can; some may not combine"},
        {Rule::EighthFace, {{453, 463}}, "a terrain turned to its eighth face is captured: doubled IDs, any action"},
        {Rule::EighthFaceIcons, {{465, 474}}, "City, Standing Stones, Temple and Tower"},
        {Rule::CounterAttack,
         {{383, 383}, {403, 403}},
         "the army attacked in melee may answer; a missile attack has no answer"},
        {Rule::Rerolls, {{740, 740}}, "step 3: effects that re-roll dice, one at a time, attacker first"},
        {Rule::Dragons, {{476, 524}}, "dragon types and elements, summoning and health"},
        {Rule::DragonBreath, {{589, 608}}, "a breath kills five health-worth and leaves its element's effect"},
        {Rule::Dragonkin, {{1173, 1199}}, "Dragonkin: summoned units that stay at their terrain, automatic saves"},
        {Rule::MinorTerrains,
         {{1214, 1255}},
         "minor terrains: brought in on a march, their faces and icons, Deadlands"},
        {Rule::Items, {{1257, 1333}}, "equipment, artifacts, medallions and relics: carrying, rolling, burying"},
        {Rule::EldarimChampions,
         {{1335, 1381}},
         "Eldarim champions: their logo, and taming, slaying or controlling dragons"},
        {Rule::AdvancedTerrains, {{1201, 1212}}, "Castle, Dragon's Lair, Grove and Vortex"},
        {Rule::Multiplayer,
         {{1133, 1167}},
         "three or more players: order of play, placement, targets, counter-maneuvers"},
        {Rule::Victory,
         {{72, 72}, {365, 365}, {451, 451}},
         "two captured terrains, or the last player with units, wins"},
        {Rule::SpeciesAmazons, {{632, 638}}, "Amazons' abilities"},
        {Rule::SpeciesCoralElves, {{640, 645}}, "Coral Elves' abilities"},
        {Rule::SpeciesDwarves, {{647, 652}}, "Dwarves' abilities"},
        {Rule::SpeciesEldarim, {{654, 661}}, "Eldarim's abilities"},
        {Rule::SpeciesFeral, {{663, 668}}, "Feral's abilities"},
        {Rule::SpeciesFirewalkers, {{670, 675}}, "Firewalkers' abilities"},
        {Rule::SpeciesFrostwings, {{677, 682}}, "Frostwings' abilities"},
        {Rule::SpeciesGoblins, {{684, 689}}, "Goblins' abilities"},
        {Rule::SpeciesLavaElves, {{691, 696}}, "Lava Elves' abilities"},
        {Rule::SpeciesScalders, {{698, 703}}, "Scalders' abilities"},
        {Rule::SpeciesSwampStalkers, {{705, 710}}, "Swamp Stalkers' abilities"},
        {Rule::SpeciesTreefolk, {{712, 717}}, "Treefolk's abilities"},
        {Rule::SpeciesUndead, {{719, 724}}, "Undead's abilities"},
        {Rule::NotModelled, {}, "something the engine does not model yet"},
    };
    return rows;
}

struct NamedRow {
    std::string_view name;
    int line;
};

// The SAI tables (S0:L888-998) and the SAIs the advanced rules define (Dragonkin Champion S0:L1199, medallions
// S0:L1311-1313, relics S0:L1321-1325 and S0:L1333, Eldarim champions S0:L1362-1381), and the minor terrain icons
// the catalog lists with them. Catalog names.
constexpr std::array kSaiRows = {
    NamedRow{"Attune", 890},
    NamedRow{"Bash", 891},
    NamedRow{"Belly", 892},
    NamedRow{"Breath", 893},
    NamedRow{"Bullseye", 894},
    NamedRow{"Cantrip", 895},
    NamedRow{"Charge", 899},
    NamedRow{"Charm", 900},
    NamedRow{"Choke", 901},
    NamedRow{"Cloak", 902},
    NamedRow{"Coil", 903},
    NamedRow{"Confuse", 904},
    NamedRow{"Convert", 905},
    NamedRow{"Counter", 909},
    NamedRow{"Create Fireminions", 910},
    NamedRow{"Crush", 911},
    NamedRow{"Decapitate", 912},
    NamedRow{"Dispel Magic", 913},
    NamedRow{"Double Strike", 914},
    NamedRow{"Elemental Relic", 918},
    NamedRow{"Elevate", 919},
    NamedRow{"Entangle", 920},
    NamedRow{"Ferry", 921},
    NamedRow{"Firebreath", 922},
    NamedRow{"Firecloud", 923},
    NamedRow{"Firewalking", 924},
    NamedRow{"Flame", 925},
    NamedRow{"Flaming Arrow", 929},
    NamedRow{"Flurry", 930},
    NamedRow{"Fly", 931},
    NamedRow{"Frost Breath", 932},
    NamedRow{"Galeforce", 933},
    NamedRow{"Gore", 937},
    NamedRow{"Hoof", 938},
    NamedRow{"Howl", 939},
    NamedRow{"Hug", 940},
    NamedRow{"Hypnotic Glare", 941},
    NamedRow{"Illusion", 942},
    NamedRow{"Impale", 943},
    NamedRow{"Kick", 944},
    NamedRow{"Net", 948},
    NamedRow{"Plague", 949},
    NamedRow{"Poison", 950},
    NamedRow{"Regenerate", 951},
    NamedRow{"Rend", 952},
    NamedRow{"Rise from the Ashes", 956},
    NamedRow{"Roar", 957},
    NamedRow{"Scare", 958},
    NamedRow{"Screech", 959},
    NamedRow{"Seize", 960},
    NamedRow{"SFR/TSR Logo", 961},
    NamedRow{"Slay", 967},
    NamedRow{"Sleep", 968},
    NamedRow{"Smite", 969},
    NamedRow{"Smother", 970},
    NamedRow{"Sneak Attack", 971},
    NamedRow{"Sortie", 972},
    NamedRow{"Stomp", 976},
    NamedRow{"Stone", 977},
    NamedRow{"Stun", 978},
    NamedRow{"Summon Dragon", 979},
    NamedRow{"Surprise", 980},
    NamedRow{"Swallow", 981},
    NamedRow{"Tail", 982},
    NamedRow{"Teleport", 983},
    NamedRow{"Trample", 987},
    NamedRow{"Trumpet", 988},
    NamedRow{"Vanish", 989},
    NamedRow{"Volley", 990},
    NamedRow{"Wave", 991},
    NamedRow{"Wayfare", 992},
    NamedRow{"Web", 996},
    NamedRow{"Wild Growth", 997},
    NamedRow{"Wither", 998},
    NamedRow{"Dragonkin Champion Logo", 1199},
    NamedRow{"Bronze Medallion", 1311},
    NamedRow{"Silver Medallion", 1312},
    NamedRow{"Gold Medallion", 1313},
    NamedRow{"Earthfang", 1333},
    NamedRow{"Eldarim Champion Logo", 1362},
    NamedRow{"Dragonlord Logo", 1370},
    NamedRow{"Dragonmaster Logo", 1371},
    NamedRow{"Dragonslayer Logo", 1375},
    NamedRow{"Dragonhunter Logo", 1376},
    NamedRow{"Dragoncrusader Logo", 1380},
    NamedRow{"Dragonzealot Logo", 1381},
    // The minor terrain icons the catalog lists with the SAIs (S0:L1244-1255).
    NamedRow{"Double Maneuvers", 1250},
    NamedRow{"Double Saves", 1251},
    NamedRow{"Dust Storm", 1252},
    NamedRow{"Flanked", 1253},
    NamedRow{"Flood", 1254},
    NamedRow{"Revolt", 1255},
};

// The spell tables (S0:L1056-1131).
constexpr std::array kSpellRows = {
    NamedRow{"Hailstorm", 1060},
    NamedRow{"Blizzard", 1061},
    NamedRow{"Wilding", 1062},
    NamedRow{"Wind Walk", 1063},
    NamedRow{"Fields of Ice", 1064},
    NamedRow{"Mirage", 1065},
    NamedRow{"Lightning Strike", 1066},
    NamedRow{"Palsy", 1072},
    NamedRow{"Decay", 1073},
    NamedRow{"Evil Eye", 1074},
    NamedRow{"Magic Drain", 1075},
    NamedRow{"Restless Dead", 1076},
    NamedRow{"Swamp Fever", 1077},
    NamedRow{"Finger of Death", 1078},
    NamedRow{"Necromantic Wave", 1079},
    NamedRow{"Exhume", 1080},
    NamedRow{"Open Grave", 1081},
    NamedRow{"Soiled Ground", 1082},
    NamedRow{"Stone Skin", 1088},
    NamedRow{"Path", 1089},
    NamedRow{"Berserker Rage", 1090},
    NamedRow{"Higher Ground", 1091},
    NamedRow{"Scent of Fear", 1092},
    NamedRow{"Wall of Thorns", 1093},
    NamedRow{"Transmute Rock to Mud", 1094},
    NamedRow{"Ash Storm", 1100},
    NamedRow{"Fearful Flames", 1101},
    NamedRow{"Firebolt", 1102},
    NamedRow{"Firestorm", 1103},
    NamedRow{"Flashfire", 1104},
    NamedRow{"Fiery Weapon", 1105},
    NamedRow{"Dancing Lights", 1106},
    NamedRow{"Watery Double", 1112},
    NamedRow{"Accelerated Growth", 1113},
    NamedRow{"Flash Flood", 1114},
    NamedRow{"Deluge", 1115},
    NamedRow{"Mire", 1116},
    NamedRow{"Tidal Wave", 1117},
    NamedRow{"Wall of Fog", 1118},
    NamedRow{"Evolve Dragonkin", 1124},
    NamedRow{"Resurrect Dead", 1125},
    NamedRow{"Esfah's Gift", 1126},
    NamedRow{"Summon Dragonkin", 1127},
    NamedRow{"Rally", 1128},
    NamedRow{"Rise of the Eldarim", 1129},
    NamedRow{"Summon Dragon", 1130},
    NamedRow{"Summon White Dragon", 1131},
};

// The species abilities tables (S0:L632-724).
constexpr std::array kAbilityRows = {
    NamedRow{"Javelin Charge", 636},
    NamedRow{"Kukri Charge", 637},
    NamedRow{"Terrain Harmony", 638},
    NamedRow{"Coastal Dodge", 644},
    NamedRow{"Defensive Volley", 645},
    NamedRow{"Mountain Mastery", 651},
    NamedRow{"Dwarven Might", 652},
    NamedRow{"Resist Fear", 658},
    NamedRow{"Dragonkin Handlers", 659},
    NamedRow{"Feralization", 667},
    NamedRow{"Stampede", 668},
    NamedRow{"Air Flight", 674},
    NamedRow{"Flaming Shields", 675},
    NamedRow{"Winter's Fortitude", 681},
    NamedRow{"Magic Negation", 682},
    NamedRow{"Swamp Mastery", 688},
    NamedRow{"Foul Stench", 689},
    NamedRow{"Volcanic Adaptation", 695},
    NamedRow{"Cursed Bullets", 696},
    NamedRow{"Scorching Touch", 702},
    NamedRow{"Intangibility", 703},
    NamedRow{"Born of the Swamp", 709},
    NamedRow{"Mutate", 710},
    NamedRow{"Rapid Growth", 716},
    NamedRow{"Replanting", 717},
    NamedRow{"Stepped Damage", 723},
    NamedRow{"Bone Magic", 724},
};

template <std::size_t N>
std::optional<SeedLines> rowOf(const std::array<NamedRow, N>& rows, std::string_view name) {
    const auto it = std::find_if(rows.begin(), rows.end(), [&](const NamedRow& r) { return r.name == name; });
    if (it == rows.end()) return std::nullopt;
    return SeedLines{it->line, it->line};
}

template <std::size_t N>
std::vector<std::string_view> namesOf(const std::array<NamedRow, N>& rows) {
    std::vector<std::string_view> out;
    for (const auto& r : rows) out.push_back(r.name);
    return out;
}

}  // namespace

std::string citeLines(const std::vector<SeedLines>& lines) {
    std::string out;
    for (const auto& l : lines) {
        out += (out.empty() ? "" : ", ") + std::string("S0:L") + std::to_string(l.first);
        if (l.last != l.first) out += "-" + std::to_string(l.last);
    }
    return out;
}

const RulebookPlace& RulebookPlaces::of(Rule rule) {
    static const std::vector<RulebookPlace> places = [] {
        std::vector<RulebookPlace> out(kRuleCount);
        std::vector<bool> seen(kRuleCount, false);
        for (const auto& row : ruleRows()) {
            const auto i = static_cast<std::size_t>(row.rule);
            out[i] = {ruleSection(row.rule), row.lines, row.gist};
            seen[i] = true;
        }
        if (std::find(seen.begin(), seen.end(), false) != seen.end())
            throw std::logic_error("RulebookPlaces: a rule id has no place");
        return out;
    }();
    return places.at(static_cast<std::size_t>(rule));
}

std::optional<SeedLines> RulebookPlaces::saiRow(std::string_view sai) {
    return rowOf(kSaiRows, sai);
}

std::optional<SeedLines> RulebookPlaces::spellRow(std::string_view spell) {
    return rowOf(kSpellRows, spell);
}

std::optional<SeedLines> RulebookPlaces::abilityRow(std::string_view ability) {
    return rowOf(kAbilityRows, ability);
}

std::vector<std::string_view> RulebookPlaces::saiNames() {
    return namesOf(kSaiRows);
}

std::vector<std::string_view> RulebookPlaces::spellNames() {
    return namesOf(kSpellRows);
}

std::vector<std::string_view> RulebookPlaces::abilityNames() {
    return namesOf(kAbilityRows);
}

}  // namespace muster::rules::engine
