#include "muster/rules/ForceValidator.h"

#include <fmt/core.h>

#include <algorithm>

#include "muster/domain/TextUtil.h"
#include "muster/rules/ItemCarrying.h"

namespace muster::rules {

using domain::Catalog;
using domain::Die;
using domain::DieKind;
using domain::DieSize;
using domain::Element;
using domain::Roster;
using domain::RosterEntry;
using domain::RosterSection;

namespace {

constexpr int kArmies = 3;
// Unknown names of one roster that get "did you mean" suggestions; the rest are reported without.
constexpr std::size_t kSuggestedNames = 10;

// Rulebook references. V4.01d pages come from the book's table of contents.
struct Refs {
    const char* forceTotal;
    const char* armyLimit;
    const char* armyEmpty;
    const char* terrains;
    const char* dragonCount;
    const char* placement;
    const char* components;
};
constexpr Refs kV4Refs{
    "V4.01d p. 3 (Basic Terms: point value) and p. 8 (Setting up the Game, step 1); medium equipment p. 59 (Items)",
    "V4.01d p. 8 (Setting up the Game, step 2: no army over half the force, rounded down)",
    "V4.01d p. 8 (Setting up the Game, step 2: at least one unit in each army)",
    "V4.01d p. 8 (Setting up the Game, step 1: one Home and one proposed Frontier terrain)",
    "V4.01d p. 8 (Setting up the Game, step 1: one dragon per 24 points or part) and p. 16 (White Dragons count two)",
    "V4.01d p. 8 (Setting up the Game: dragons start in the Summoning Pool)",
    "V4.01d p. 54 (Advanced Rules are optional and need every player's agreement)",
};
constexpr Refs kTsrRefs{
    "TSR 1996 revised rules, Setting up (units totalling the agreed health; 3 less per missing dragon)",
    "TSR 1996 revised rules, Setting up (no army over half the health, rounded down)",
    "TSR 1996 revised rules, Setting up (at least one unit in each army)",
    "TSR 1996 revised rules, Setting up (a home and a proposed frontier terrain)",
    "TSR 1996 revised rules, Setting up (one dragon, plus one per full 25 health)",
    "TSR 1996 revised rules, Setting up (dragons are kept apart from the armies)",
    "TSR 1996 revised rules (the 1996 game has no such dice)",
};
constexpr const char* kRefUnknown = "V4.01d p. 68 (Species Reference Sheets) and the Muster catalog";
constexpr const char* kRefAdvancedTerrain = "V4.01d p. 56 (Advanced Terrains: frontier only)";
constexpr const char* kRefDragonkin = "V4.01d p. 54 (Dragonkin: one health per full three points of force)";
constexpr const char* kRefDragonkinPool = "V4.01d p. 54 (Dragonkin start in the Summoning Pool)";
constexpr const char* kRefMinorTerrain = "V4.01d p. 57 (Minor Terrains: terrains in the game plus one)";
constexpr const char* kRefMinorPool = "V4.01d p. 57 (Minor Terrains start in the Summoning Pool)";
constexpr const char* kRefItems = "V4.01d p. 59-61 (Items, Equipment, Artifacts, Medallions and Relics)";

std::uint8_t elementBits(domain::ElementSet set) {
    return set.bits();
}
constexpr std::uint8_t kAllCarry = 0x7F;

std::string dieName(const Catalog& catalog, const RosterEntry& entry) {
    return entry.die ? catalog.die(*entry.die).name : entry.name;
}

void addUnique(std::vector<std::string>& list, std::string name) {
    if (std::find(list.begin(), list.end(), name) == list.end()) list.push_back(std::move(name));
}

std::string_view armyWord(RosterSection s) {
    switch (s) {
        case RosterSection::Home:
            return "Home army";
        case RosterSection::Horde:
            return "Horde army";
        case RosterSection::Campaign:
            return "Campaign army";
        case RosterSection::SummoningPool:
            return "Summoning Pool";
    }
    return "";
}

}  // namespace

int ForceValidator::dragonsRequired(Edition edition, int forceSize) {
    if (forceSize <= 0) return 0;
    if (edition == Edition::Tsr1996) return 1 + forceSize / 25;
    return (forceSize + 23) / 24;
}

ForceValidator::ForceValidator(const Catalog& catalog) : catalog_(catalog) {
    speciesNames_.push_back("");
    facts_.reserve(catalog.dice().size());
    for (const Die& die : catalog.dice()) {
        Facts f;
        f.kind = die.kind;
        f.size = die.size;
        f.health = static_cast<std::uint8_t>(std::clamp(die.health, 0, 255));
        f.points = static_cast<std::uint8_t>(std::clamp(die.basePoints(), 0, 255));
        f.dragonWeight = static_cast<std::uint8_t>(die.dragonWeight());
        std::uint16_t flags = 0;
        if (die.isUnit()) {
            flags |= kUnit;
            if (!die.species.empty()) {
                auto it = std::find(speciesNames_.begin(), speciesNames_.end(), die.species);
                if (it == speciesNames_.end()) {
                    speciesNames_.push_back(die.species);
                    it = speciesNames_.end() - 1;
                }
                f.species = static_cast<std::uint8_t>(std::min<std::ptrdiff_t>(it - speciesNames_.begin(), 255));
            }
            if (die.isDragonkin()) {
                flags |= kDragonkin;
                f.carryMask = 0;  // Dragonkin never carry items
                f.component = static_cast<std::int8_t>(Component::Dragonkin);
                if (die.size == DieSize::Champion) flags |= kDragonkinChampion;
            } else if (die.species == "Amazons" || die.elements.contains(Element::White)) {
                f.carryMask = kAllCarry;  // Amazons: any element; White units contain every element
            } else if (die.species == "Undead") {
                f.carryMask = static_cast<std::uint8_t>(1U << static_cast<unsigned>(Element::Death));
            } else {
                f.carryMask = elementBits(die.elements);
            }
            if (die.isEldarimChampion()) {
                flags |= kEldarimChampion;
                f.component = static_cast<std::int8_t>(Component::EldarimChampions);
            }
        } else if (die.isItem()) {
            flags |= kItem;
            if (die.kind == DieKind::Equipment || die.kind == DieKind::Artifact) {
                flags |= kEquipmentLike;
                const auto elements = die.elements.toVector();
                f.itemElement = elements.empty() ? 0 : static_cast<std::uint8_t>(elements.front());
                if (die.kind == DieKind::Equipment && die.size == DieSize::Medium) flags |= kMediumEquipment;
                f.component = static_cast<std::int8_t>(die.kind == DieKind::Equipment ? Component::Equipment
                                                                                      : Component::Artifacts);
            } else {
                flags |= kExclusiveItem;
                f.component = static_cast<std::int8_t>(die.kind == DieKind::Medallion ? Component::Medallions
                                                                                      : Component::Relics);
            }
        } else if (die.kind == DieKind::Dragon) {
            if (die.isWhiteDragon()) {
                flags |= kWhiteDragon;
                f.component = static_cast<std::int8_t>(Component::WhiteDragons);
            }
        } else if (die.kind == DieKind::MinorTerrain) {
            f.component = static_cast<std::int8_t>(Component::MinorTerrains);
        } else if (die.kind == DieKind::Terrain && die.advanced) {
            flags |= kAdvanced;
            f.component = static_cast<std::int8_t>(Component::AdvancedTerrains);
        }
        f.flags = flags;
        facts_.push_back(f);
    }
}

ValidationReport ForceValidator::validate(const Roster& roster, const ValidationOptions& options) const {
    ValidationReport report;
    validate(roster, options, report);
    return report;
}

void ForceValidator::validate(const Roster& roster, const ValidationOptions& options, ValidationReport& report) const {
    report.findings.clear();
    const Edition edition = options.edition ? *options.edition : parseEdition(roster.edition).value_or(Edition::V401d);
    report.edition = edition;
    const bool tsr = edition == Edition::Tsr1996;
    const Refs& refs = tsr ? kTsrRefs : kV4Refs;
    const EventFormat* format = options.format;
    const int players = std::max(1, options.playersInGame.value_or(roster.playersInGame));
    const int forceSize = options.forceSize.value_or(roster.forceSize);

    auto add = [&report](Severity severity, RuleId rule, std::string message, const char* ref,
                         std::optional<RosterSection> army, std::vector<std::string> dice) {
        report.findings.push_back(Finding{severity, rule, std::move(message), ref, army, std::move(dice)});
    };

    // Which components the edition leaves out.
    std::array<bool, kComponentCount> editionAllows{};
    editionAllows.fill(true);
    if (tsr) {
        for (Component c : {Component::Dragonkin, Component::DragonkinChampions, Component::Equipment,
                            Component::Artifacts, Component::Medallions, Component::Relics, Component::MinorTerrains,
                            Component::AdvancedTerrains, Component::WhiteDragons}) {
            editionAllows[static_cast<std::size_t>(c)] = false;
        }
    }
    std::uint16_t componentSeen = 0;  // bit per component present in the roster

    // One pass over the roster.
    std::array<int, kArmies> armyPoints{};
    std::array<int, kArmies> armyUnits{};
    std::array<int, kArmies> armyMedium{};
    std::array<int, kArmies> armyItems{};
    int mediumTotal = 0;
    int otherPoints = 0;
    int dragonWeight = 0;
    int dragonkinHealth = 0;
    int minorTerrains = 0;
    bool unknown = false;
    bool misplaced = false;
    bool terrainInSection = false;
    std::uint64_t speciesSeen = 0;

    for (std::size_t s = 0; s < roster.sections.size(); ++s) {
        const bool pool = s == static_cast<std::size_t>(RosterSection::SummoningPool);
        for (const RosterEntry& entry : roster.sections[s]) {
            if (!entry.die || *entry.die >= facts_.size()) {
                unknown = true;
                continue;
            }
            const Facts& f = facts_[*entry.die];
            const int n = entry.count;
            if (f.component >= 0)
                componentSeen = static_cast<std::uint16_t>(componentSeen | (1U << static_cast<unsigned>(f.component)));
            if ((f.flags & kDragonkinChampion) != 0) {
                componentSeen = static_cast<std::uint16_t>(
                    componentSeen | (1U << static_cast<unsigned>(Component::DragonkinChampions)));
            }
            switch (f.kind) {
                case DieKind::Dragon:
                    dragonWeight += n * f.dragonWeight;
                    misplaced |= !pool;
                    break;
                case DieKind::MinorTerrain:
                    minorTerrains += n;
                    misplaced |= !pool;
                    break;
                case DieKind::Terrain:
                    terrainInSection = true;
                    break;
                default:
                    if ((f.flags & kDragonkin) != 0) {
                        dragonkinHealth += n * f.health;
                        misplaced |= !pool;
                        break;
                    }
                    if (pool) {
                        misplaced = true;
                        break;
                    }
                    if ((f.flags & kUnit) != 0) {
                        armyPoints[s] += n * f.points;
                        armyUnits[s] += n;
                        if (f.species < 64) speciesSeen |= (1ULL << f.species);
                    } else if ((f.flags & kMediumEquipment) != 0) {
                        armyMedium[s] += n;
                        armyItems[s] += n;
                    } else {
                        armyPoints[s] += n * f.points;
                        armyItems[s] += n;
                    }
                    break;
            }
        }
    }
    for (int a = 0; a < kArmies; ++a) mediumTotal += armyMedium[static_cast<std::size_t>(a)];
    for (int a = 0; a < kArmies; ++a) otherPoints += armyPoints[static_cast<std::size_t>(a)];
    const int points = otherPoints + mediumEquipmentPoints(mediumTotal);

    // Dragons and the total the armies must reach.
    const int required = dragonsRequired(edition, forceSize);
    int allowedTotal = forceSize;
    if (tsr && dragonWeight < required) allowedTotal = forceSize - 3 * (required - dragonWeight);
    const int limit = armyLimit(allowedTotal);

    ForceTotals& t = report.totals;
    t = ForceTotals{};
    t.forceSize = forceSize;
    t.allowedTotal = allowedTotal;
    t.points = points;
    t.armyLimit = limit;
    t.dragonsRequired = required;
    t.dragonsBrought = dragonWeight;
    t.dragonkinHealth = dragonkinHealth;
    t.dragonkinAllowance = tsr ? 0 : dragonkinAllowance(forceSize);
    t.minorTerrains = minorTerrains;
    t.minorTerrainLimit = tsr ? 0 : minorTerrainLimit(players);
    int oddArmies = 0;
    for (int a = 0; a < kArmies; ++a) oddArmies += armyMedium[static_cast<std::size_t>(a)] % 2;
    for (int a = 0; a < kArmies; ++a) {
        const auto ua = static_cast<std::size_t>(a);
        t.armyPoints[ua] = armyPoints[ua] + mediumEquipmentPoints(armyMedium[ua]);
    }

    // --- unknown-die ---
    if (unknown) {
        // "Did you mean" costs a pass over the catalog per name: only the first few unknown names of a roster
        // get suggestions, so that a file of thousands of junk names is still checked at once.
        std::size_t suggested = 0;
        for (std::size_t s = 0; s < roster.sections.size(); ++s) {
            for (const RosterEntry& entry : roster.sections[s]) {
                if (entry.die && *entry.die < facts_.size()) continue;
                const auto nearest = suggested++ < kSuggestedNames ? catalog_.nearestDieNames(entry.name, 3)
                                                                   : std::vector<std::string>{};
                std::string message = "'" + domain::text::printable(entry.name) + "' is not a die Muster knows";
                if (entry.line > 0) message += " (line " + std::to_string(entry.line) + ")";
                if (!nearest.empty()) {
                    message += "; did you mean ";
                    for (std::size_t i = 0; i < nearest.size(); ++i) {
                        message += (i == 0 ? "'" : (i + 1 == nearest.size() ? " or '" : ", '")) + nearest[i] + "'";
                    }
                    message += "?";
                } else {
                    message += ".";
                }
                add(Severity::Error, RuleId::UnknownDie, std::move(message), kRefUnknown, static_cast<RosterSection>(s),
                    {entry.name});
            }
        }
    }
    for (const auto* terrain : {&roster.homeTerrain, &roster.frontierTerrain}) {
        const bool isHome = terrain == &roster.homeTerrain;
        const auto& die = isHome ? roster.homeTerrainDie : roster.frontierTerrainDie;
        if (!terrain->empty() && !die) {
            const auto nearest = catalog_.nearestDieNames(*terrain, 3);
            std::string message = std::string("The ") + (isHome ? "home" : "frontier") + " terrain '" +
                                  domain::text::printable(*terrain) + "' is not a die Muster knows";
            if (!nearest.empty()) message += "; did you mean '" + nearest.front() + "'?";
            add(Severity::Error, RuleId::UnknownDie, std::move(message), kRefUnknown, std::nullopt, {*terrain});
        }
    }

    // The catalog names of the roster's dice that `keep` accepts: the dice a finding concerns.
    auto diceWhere = [&](auto keep) {
        std::vector<std::string> dice;
        for (const auto& entries : roster.sections) {
            for (const auto& e : entries) {
                if (e.die && *e.die < facts_.size() && keep(facts_[*e.die])) {
                    addUnique(dice, catalog_.die(*e.die).name);
                }
            }
        }
        return dice;
    };
    auto armyDice = [&](std::size_t army) {
        std::vector<std::string> dice;
        for (const auto& e : roster.sections[army]) addUnique(dice, dieName(catalog_, e));
        return dice;
    };
    const auto isDragon = [](const Facts& f) { return f.kind == DieKind::Dragon; };

    // --- force-total ---
    if (forceSize <= 0) {
        add(Severity::Error, RuleId::ForceTotal, "The roster does not say how big the force is (force size).",
            refs.forceTotal, std::nullopt, {});
    } else if (points != allowedTotal) {
        std::string message =
            fmt::format("The units and items in the armies add up to {} points, but the force must total exactly {}",
                        points, allowedTotal);
        if (allowedTotal != forceSize) message += fmt::format(" ({} less 3 for each missing dragon)", forceSize);
        message += ".";
        add(Severity::Error, RuleId::ForceTotal, std::move(message), refs.forceTotal, std::nullopt, {});
    }

    // --- army-limit and army-empty ---
    for (int a = 0; a < kArmies; ++a) {
        const auto ua = static_cast<std::size_t>(a);
        const auto section = static_cast<RosterSection>(a);
        if (forceSize > 0 && t.armyPoints[ua] > limit) {
            // The strict price pairs medium equipment inside the army. When two armies each hold an odd medium die,
            // one of them may count its odd die as the cheap second of a pair; an army over the limit only under the
            // strict price gets a warning instead of an error (docs/rules-decisions.md, A1).
            const int lenient = t.armyPoints[ua] - (armyMedium[ua] % 2 == 1 && oddArmies >= 2 ? 1 : 0);
            const bool error = lenient > limit;
            add(error ? Severity::Error : Severity::Warning, RuleId::ArmyLimit,
                fmt::format("The {} holds {} points; an army may hold at most half the force ({} points){}",
                            armyWord(section), t.armyPoints[ua], limit,
                            error ? "."
                                  : " (it fits only if its odd medium equipment counts as the cheap second of a pair "
                                    "split with another army)."),
                refs.armyLimit, section, armyDice(ua));
        }
        if (armyUnits[ua] == 0) {
            add(Severity::Error, RuleId::ArmyEmpty,
                armyItems[ua] > 0
                    ? fmt::format("The {} has items but no unit; every army needs at least one unit.",
                                  armyWord(section))
                    : fmt::format("The {} has no unit; every army needs at least one unit.", armyWord(section)),
                refs.armyEmpty, section, armyDice(ua));
        }
    }

    // --- terrains and advanced-terrain-home ---
    {
        auto checkTerrain = [&](const std::string& written, const std::optional<domain::DieId>& die, const char* role) {
            if (written.empty()) {
                add(Severity::Error, RuleId::Terrains,
                    fmt::format("The roster names no {} terrain; each player brings one Home and one proposed Frontier "
                                "terrain.",
                                role),
                    refs.terrains, std::nullopt, {});
                return;
            }
            if (die && facts_[*die].kind != DieKind::Terrain) {
                add(Severity::Error, RuleId::Terrains,
                    fmt::format("The {} terrain '{}' is not a major terrain die.", role, catalog_.die(*die).name),
                    refs.terrains, std::nullopt, {catalog_.die(*die).name});
            }
        };
        checkTerrain(roster.homeTerrain, roster.homeTerrainDie, "home");
        checkTerrain(roster.frontierTerrain, roster.frontierTerrainDie, "frontier");
        if (terrainInSection) {
            add(Severity::Error, RuleId::Terrains,
                "Terrain dice do not belong in an army or the Summoning Pool; name exactly one home terrain and one "
                "frontier terrain in the header.",
                refs.terrains, std::nullopt, diceWhere([](const Facts& f) { return f.kind == DieKind::Terrain; }));
        }
        if (roster.homeTerrainDie && (facts_[*roster.homeTerrainDie].flags & kAdvanced) != 0) {
            add(Severity::Error, RuleId::AdvancedTerrainHome,
                fmt::format("{} is an advanced terrain; it may only be the proposed frontier, never the home terrain.",
                            catalog_.die(*roster.homeTerrainDie).name),
                kRefAdvancedTerrain, std::nullopt, {catalog_.die(*roster.homeTerrainDie).name});
        }
        for (const auto& die : {roster.homeTerrainDie, roster.frontierTerrainDie}) {
            if (die && facts_[*die].component >= 0) {
                componentSeen =
                    static_cast<std::uint16_t>(componentSeen | (1U << static_cast<unsigned>(facts_[*die].component)));
            }
        }
    }

    // --- dragon-count ---
    if (forceSize > 0) {
        if (tsr) {
            if (dragonWeight > required) {
                add(Severity::Error, RuleId::DragonCount,
                    fmt::format("A {}-point force brings {} dragon{} under the 1996 rules, but this roster has {}.",
                                forceSize, required, required == 1 ? "" : "s", dragonWeight),
                    refs.dragonCount, RosterSection::SummoningPool, diceWhere(isDragon));
            } else if (dragonWeight < required) {
                add(Severity::Warning, RuleId::DragonCount,
                    fmt::format(
                        "The roster brings {} of the {} dragons a {}-point force needs; each missing dragon takes "
                        "3 points off the force, so the armies must total {}.",
                        dragonWeight, required, forceSize, allowedTotal),
                    refs.dragonCount, RosterSection::SummoningPool, diceWhere(isDragon));
            }
        } else if (dragonWeight != required) {
            add(Severity::Error, RuleId::DragonCount,
                fmt::format(
                    "A {}-point force brings exactly {} dragon{} (one per 24 points or part; a White Dragon counts "
                    "two), but this roster brings {}.",
                    forceSize, required, required == 1 ? "" : "s", dragonWeight),
                refs.dragonCount, RosterSection::SummoningPool, diceWhere(isDragon));
        }
    }

    // --- dragonkin-limit ---
    if (!tsr && dragonkinHealth > t.dragonkinAllowance) {
        add(Severity::Error, RuleId::DragonkinLimit,
            fmt::format(
                "The roster has {} health of Dragonkin; a {}-point force may bring at most {} (one per full three "
                "points).",
                dragonkinHealth, forceSize, t.dragonkinAllowance),
            kRefDragonkin, RosterSection::SummoningPool,
            diceWhere([](const Facts& f) { return (f.flags & kDragonkin) != 0; }));
    }

    // --- placement ---
    if (misplaced) {
        for (std::size_t s = 0; s < roster.sections.size(); ++s) {
            const bool pool = s == static_cast<std::size_t>(RosterSection::SummoningPool);
            std::vector<std::string> dice;
            bool dragonkin = false;
            bool minor = false;
            for (const auto& e : roster.sections[s]) {
                if (!e.die) continue;
                const Facts& f = facts_[*e.die];
                if (f.kind == DieKind::Terrain) continue;
                const bool poolDie =
                    f.kind == DieKind::Dragon || f.kind == DieKind::MinorTerrain || (f.flags & kDragonkin) != 0;
                if (poolDie != pool) {
                    addUnique(dice, catalog_.die(*e.die).name);
                    dragonkin |= (f.flags & kDragonkin) != 0;
                    minor |= f.kind == DieKind::MinorTerrain;
                }
            }
            if (dice.empty()) continue;
            const auto section = static_cast<RosterSection>(s);
            if (pool) {
                add(Severity::Error, RuleId::Placement,
                    "Only dragons, Dragonkin and minor terrains start in the Summoning Pool; put these units and items "
                    "in "
                    "an army.",
                    refs.placement, section, std::move(dice));
            } else {
                add(Severity::Error, RuleId::Placement,
                    fmt::format("Dragons, Dragonkin and minor terrains start in the Summoning Pool, not in the {}.",
                                armyWord(section)),
                    dragonkin ? kRefDragonkinPool : (minor ? kRefMinorPool : refs.placement), section, std::move(dice));
            }
        }
    }

    // --- minor-terrain-limit ---
    if (!tsr && minorTerrains > t.minorTerrainLimit) {
        add(Severity::Error, RuleId::MinorTerrainLimit,
            fmt::format("The roster brings {} minor terrains; a {}-player game allows at most {} (terrains in the game "
                        "plus one).",
                        minorTerrains, players, t.minorTerrainLimit),
            kRefMinorTerrain, RosterSection::SummoningPool,
            diceWhere([](const Facts& f) { return f.kind == DieKind::MinorTerrain; }));
    }

    // --- item-carrying ---
    for (int a = 0; a < kArmies; ++a) {
        const auto ua = static_cast<std::size_t>(a);
        if (armyItems[ua] == 0 || armyUnits[ua] == 0) continue;  // no items, or army-empty already says it
        ItemCarrying carrying;
        for (const auto& e : roster.sections[ua]) {
            if (!e.die) continue;
            const Facts& f = facts_[*e.die];
            if ((f.flags & kUnit) != 0) {
                carrying.addUnits(f.carryMask, e.count);
            } else if ((f.flags & kEquipmentLike) != 0) {
                carrying.addElementItems(f.itemElement, e.count);
            } else if ((f.flags & kExclusiveItem) != 0) {
                carrying.addExclusiveItems(e.count);
            }
        }
        if (carrying.feasible()) continue;
        const auto section = static_cast<RosterSection>(a);
        std::vector<std::string> dice;
        for (const auto& e : roster.sections[ua]) {
            if (e.die && (facts_[*e.die].flags & kItem) != 0) addUnique(dice, catalog_.die(*e.die).name);
        }
        std::string message;
        const int element = carrying.uncarriableElement();
        if (element >= 0) {
            message = fmt::format(
                "No unit in the {} can carry {} equipment or artifacts (a unit carries only items of "
                "its own elements; Amazons carry any, Undead only death).",
                armyWord(section), domain::toString(static_cast<Element>(element)));
        } else {
            message = fmt::format(
                "The units of the {} cannot carry all {} of its items: each unit carries up to two "
                "equipment or artifacts of its elements, or one medallion or relic alone.",
                armyWord(section), carrying.itemCount());
        }
        add(Severity::Error, RuleId::ItemCarrying, std::move(message), kRefItems, section, std::move(dice));
    }

    // --- component-not-allowed ---
    if (componentSeen != 0) {
        for (std::size_t c = 0; c < kComponentCount; ++c) {
            if ((componentSeen & (1U << c)) == 0) continue;
            const bool byEdition = !editionAllows[c];
            const bool byFormat = format != nullptr && !format->allows(static_cast<Component>(c));
            if (!byEdition && !byFormat) continue;
            std::vector<std::string> dice;
            auto matches = [&](domain::DieId id) {
                const Facts& f = facts_[id];
                return f.component == static_cast<std::int8_t>(c) ||
                       (c == static_cast<std::size_t>(Component::DragonkinChampions) &&
                        (f.flags & kDragonkinChampion) != 0);
            };
            for (const auto& entries : roster.sections) {
                for (const auto& e : entries) {
                    if (e.die && matches(*e.die)) addUnique(dice, catalog_.die(*e.die).name);
                }
            }
            for (const auto& die : {roster.homeTerrainDie, roster.frontierTerrainDie}) {
                if (die && matches(*die)) addUnique(dice, catalog_.die(*die).name);
            }
            const auto component = static_cast<Component>(c);
            std::string message = byEdition
                                      ? fmt::format("The {} edition has no {}; take them out of the roster.",
                                                    toString(edition), displayName(component))
                                      : fmt::format("The event format '{}' leaves out {}; take them out of the roster.",
                                                    format->name, displayName(component));
            const std::string formatRef = format != nullptr ? "event format '" + format->name + "'" : std::string();
            add(Severity::Error, RuleId::ComponentNotAllowed, std::move(message),
                byEdition ? refs.components : formatRef.c_str(), std::nullopt, std::move(dice));
        }
    }

    // --- format-limit ---
    if (format != nullptr) {
        const std::string formatRef = "event format '" + format->name + "'";
        if (forceSize > 0 && !format->allowsForceSize(forceSize)) {
            std::string sizes;
            for (int size : format->forceSizes) sizes += (sizes.empty() ? "" : ", ") + std::to_string(size);
            add(Severity::Error, RuleId::FormatLimit,
                fmt::format("The event format '{}' plays at {} points, not {}.", format->name, sizes, forceSize),
                formatRef.c_str(), std::nullopt, {});
        }
        for (const auto& cap : format->classHealthCaps) {
            int health = 0;
            for (const auto& entries : roster.sections) {
                for (const auto& e : entries) {
                    if (!e.die || (facts_[*e.die].flags & kUnit) == 0) continue;
                    if (EventFormat::classMatches(catalog_.die(*e.die).unitClass, cap.unitClass))
                        health += e.count * facts_[*e.die].health;
                }
            }
            if (health > cap.maxHealth) {
                std::vector<std::string> dice;
                for (const auto& entries : roster.sections) {
                    for (const auto& e : entries) {
                        if (e.die && (facts_[*e.die].flags & kUnit) != 0 &&
                            EventFormat::classMatches(catalog_.die(*e.die).unitClass, cap.unitClass)) {
                            addUnique(dice, catalog_.die(*e.die).name);
                        }
                    }
                }
                add(Severity::Error, RuleId::FormatLimit,
                    fmt::format("The roster has {} health of {}-class units; the event format '{}' allows at most {}.",
                                health, cap.unitClass, format->name, cap.maxHealth),
                    formatRef.c_str(), std::nullopt, std::move(dice));
            }
        }
        if (format->hasCopyLimits()) {
            // Rosters are short: count copies of each die by a quadratic scan, without allocating.
            for (std::size_t s = 0; s < roster.sections.size(); ++s) {
                for (std::size_t i = 0; i < roster.sections[s].size(); ++i) {
                    const auto& entry = roster.sections[s][i];
                    if (!entry.die) continue;
                    const Facts& f = facts_[*entry.die];
                    int limitBySize = format->copyLimitBySize[static_cast<std::size_t>(f.size)];
                    int limitByKind = format->copyLimitByKind[static_cast<std::size_t>(f.kind)];
                    // When a size and a kind both have a limit, the lower one counts (0: none allowed).
                    int copyLimit = limitBySize;
                    if (limitByKind != EventFormat::kNoLimit) {
                        copyLimit = copyLimit == EventFormat::kNoLimit ? limitByKind : std::min(copyLimit, limitByKind);
                    }
                    if (copyLimit == EventFormat::kNoLimit) continue;
                    bool seenBefore = false;
                    int copies = 0;
                    for (std::size_t s2 = 0; s2 < roster.sections.size() && !seenBefore; ++s2) {
                        for (std::size_t j = 0; j < roster.sections[s2].size(); ++j) {
                            const auto& other = roster.sections[s2][j];
                            if (!other.die || *other.die != *entry.die) continue;
                            if (s2 < s || (s2 == s && j < i)) {
                                seenBefore = true;
                                break;
                            }
                            copies += other.count;
                        }
                    }
                    if (seenBefore || copies <= copyLimit) continue;
                    add(Severity::Error, RuleId::FormatLimit,
                        fmt::format("The roster has {} copies of {}; the event format '{}' allows at most {}.", copies,
                                    catalog_.die(*entry.die).name, format->name, copyLimit),
                        formatRef.c_str(), std::nullopt, {catalog_.die(*entry.die).name});
                }
            }
        }
        if (format->maxSpecies != EventFormat::kNoLimit) {
            int species = 0;
            for (std::uint64_t bits = speciesSeen & ~1ULL; bits != 0; bits &= bits - 1) ++species;
            if (species > format->maxSpecies) {
                std::vector<std::string> names;
                for (std::size_t i = 1; i < speciesNames_.size() && i < 64; ++i) {
                    if ((speciesSeen & (1ULL << i)) != 0) names.emplace_back(speciesNames_[i]);
                }
                add(Severity::Error, RuleId::FormatLimit,
                    fmt::format("The armies mix {} species; the event format '{}' allows at most {}.", species,
                                format->name, format->maxSpecies),
                    formatRef.c_str(), std::nullopt, std::move(names));
            }
        }
    }
}

}  // namespace muster::rules
