#include "muster/rules/ArmyBuilderModel.h"

#include <algorithm>

#include "muster/domain/RosterIO.h"

namespace muster::rules {

using domain::DieId;
using domain::RosterSection;

ArmyBuilderModel::ArmyBuilderModel(const ForceValidator& validator) : validator_(validator) { revalidate(); }

void ArmyBuilderModel::revalidate() {
    ValidationOptions options;
    options.format = format_ ? &*format_ : nullptr;
    validator_.validate(editor_.roster(), options, report_);
    needed_ = editor_.roster().diceCounts();
}

void ArmyBuilderModel::addDie(RosterSection section, DieId die, int count) {
    editor_.addDie(catalog(), section, die, count);
    revalidate();
}

bool ArmyBuilderModel::addDieByName(RosterSection section, const std::string& name, int count) {
    const auto die = catalog().matchDieName(name, domain::RosterIO::speciesSeen(roster(), catalog())).die;
    if (!die) return false;
    addDie(section, *die, count);
    return true;
}

Placement ArmyBuilderModel::placementFor(DieId die, RosterSection asked) const {
    const domain::Die& d = catalog().die(die);
    Placement placement;
    placement.section = asked;
    if (d.isMajorTerrain()) {
        if (!roster().homeTerrainDie) {
            placement.where = Placement::Where::HomeTerrain;
        } else if (!roster().frontierTerrainDie) {
            placement.where = Placement::Where::FrontierTerrain;
        } else {
            placement.where = Placement::Where::TerrainsChosen;
        }
    } else if (d.kind == domain::DieKind::Dragon || d.kind == domain::DieKind::MinorTerrain || d.isDragonkin()) {
        placement.section = RosterSection::SummoningPool;
    }
    return placement;
}

Placement ArmyBuilderModel::place(DieId die, RosterSection asked, int count) {
    const Placement placement = placementFor(die, asked);
    switch (placement.where) {
        case Placement::Where::Section:
            addDie(placement.section, die, count);
            break;
        case Placement::Where::HomeTerrain:
            setHomeTerrain(die);
            break;
        case Placement::Where::FrontierTerrain:
            setFrontierTerrain(die);
            break;
        case Placement::Where::TerrainsChosen:
            break;
    }
    return placement;
}

void ArmyBuilderModel::removeOne(const RosterLine& line) {
    editor_.removeOne(line.section, line.index);
    revalidate();
}

void ArmyBuilderModel::moveOne(const RosterLine& line, RosterSection to) {
    editor_.moveOne(catalog(), line.section, line.index, to);
    revalidate();
}

void ArmyBuilderModel::setHomeTerrain(DieId terrain) {
    editor_.setHomeTerrain(catalog(), terrain);
    revalidate();
}

void ArmyBuilderModel::setFrontierTerrain(DieId terrain) {
    editor_.setFrontierTerrain(catalog(), terrain);
    revalidate();
}

void ArmyBuilderModel::setForceSize(int points) {
    if (points == roster().forceSize) return;
    editor_.setForceSize(points);
    revalidate();
}

void ArmyBuilderModel::setEdition(const std::string& edition) {
    if (edition == roster().edition) return;
    editor_.setEdition(edition);
    revalidate();
}

void ArmyBuilderModel::setPlayersInGame(int players) {
    if (players == roster().playersInGame) return;
    editor_.setPlayersInGame(players);
    revalidate();
}

void ArmyBuilderModel::setName(const std::string& name) {
    if (name == roster().name) return;
    editor_.setName(name);
}

void ArmyBuilderModel::setPlayer(const std::string& player) {
    if (player == roster().player) return;
    editor_.setPlayer(player);
}

void ArmyBuilderModel::setEventFormat(std::optional<EventFormat> format) {
    format_ = std::move(format);
    const std::string name = format_ ? format_->name : std::string("open");
    if (name != roster().eventFormat) editor_.setEventFormat(name);
    revalidate();
}

void ArmyBuilderModel::undo() {
    if (!editor_.canUndo()) return;
    editor_.undo();
    revalidate();
}

void ArmyBuilderModel::redo() {
    if (!editor_.canRedo()) return;
    editor_.redo();
    revalidate();
}

void ArmyBuilderModel::reset(domain::Roster roster, std::optional<EventFormat> format) {
    editor_.reset(std::move(roster));
    format_ = std::move(format);
    revalidate();
}

std::vector<RosterLine> ArmyBuilderModel::linesOf(const Finding& finding) const {
    std::vector<RosterLine> out;
    if (finding.dice.empty()) return out;
    for (RosterSection section : domain::kRosterSections) {
        if (finding.army && *finding.army != section) continue;
        const auto& entries = roster().section(section);
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const auto& entry = entries[i];
            const std::string& catalogName = entry.die ? catalog().die(*entry.die).name : entry.name;
            const bool named = std::any_of(finding.dice.begin(), finding.dice.end(), [&](const std::string& d) {
                return d == catalogName || d == entry.name;
            });
            if (named) out.push_back({section, i});
        }
    }
    return out;
}

namespace {
bool namesTerrain(const Finding& finding, const std::string& written, const std::optional<DieId>& die,
                  const domain::Catalog& catalog) {
    if (written.empty() && !die) return false;
    const std::string name = die ? catalog.die(*die).name : written;
    return std::any_of(finding.dice.begin(), finding.dice.end(),
                       [&](const std::string& d) { return d == name || d == written; });
}
}  // namespace

bool ArmyBuilderModel::concernsHomeTerrain(const Finding& finding) const {
    return namesTerrain(finding, roster().homeTerrain, roster().homeTerrainDie, catalog());
}

bool ArmyBuilderModel::concernsFrontierTerrain(const Finding& finding) const {
    return namesTerrain(finding, roster().frontierTerrain, roster().frontierTerrainDie, catalog());
}

void ArmyBuilderModel::setOwnedDice(const std::map<std::string, int>& owned) {
    owned_.clear();
    for (const auto& [name, count] : owned) {
        if (const auto id = catalog().findDie(name)) owned_[*id] += count;
    }
    ownedKnown_ = true;
}

void ArmyBuilderModel::clearOwnedDice() {
    owned_.clear();
    ownedKnown_ = false;
}

int ArmyBuilderModel::owned(DieId die) const {
    const auto have = owned_.find(die);
    return have == owned_.end() ? 0 : have->second;
}

int ArmyBuilderModel::missing(DieId die) const {
    if (!ownedKnown_) return 0;
    const auto need = needed_.find(die);
    if (need == needed_.end()) return 0;
    return std::max(0, need->second - owned(die));
}

int ArmyBuilderModel::linePoints(const domain::RosterEntry& entry) const {
    if (!entry.die) return 0;
    const auto& die = catalog().die(*entry.die);
    if (die.isDragonkin()) return 0;
    if (die.kind == domain::DieKind::Equipment && die.size == domain::DieSize::Medium) {
        return ForceValidator::mediumEquipmentPoints(entry.count);
    }
    return entry.count * die.basePoints();
}

int ArmyBuilderModel::lineHealth(const domain::RosterEntry& entry) const {
    return entry.die ? entry.count * catalog().die(*entry.die).health : 0;
}

bool ArmyBuilderModel::isBlank() const {
    const auto& r = roster();
    if (!r.homeTerrain.empty() || !r.frontierTerrain.empty()) return false;
    return std::all_of(r.sections.begin(), r.sections.end(), [](const auto& entries) { return entries.empty(); });
}

int ArmyBuilderModel::armyPoints(RosterSection army) const {
    const auto index = static_cast<std::size_t>(army);
    return index < report_.totals.armyPoints.size() ? report_.totals.armyPoints[index] : 0;
}

std::vector<std::string> ArmyBuilderModel::stillMissing() const {
    const ForceTotals& t = report_.totals;
    std::vector<std::string> out;
    auto plural = [](int n, const char* word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); };
    if (roster().forceSize <= 0) {
        out.emplace_back("set the force size");
    } else if (t.points < t.allowedTotal) {
        out.push_back("add " + plural(t.allowedTotal - t.points, "more point"));
    } else if (t.points > t.allowedTotal) {
        out.push_back("remove " + plural(t.points - t.allowedTotal, "point"));
    }
    for (const auto& f : report_.findings) {
        if (f.rule == RuleId::ArmyEmpty && f.army) out.push_back(std::string(domain::displayName(*f.army)) + " needs a unit");
    }
    for (RosterSection army : {RosterSection::Home, RosterSection::Horde, RosterSection::Campaign}) {
        const int over = armyPoints(army) - t.armyLimit;
        if (roster().forceSize > 0 && over > 0) {
            out.push_back("move " + plural(over, "point") + " out of the " + std::string(domain::displayName(army)));
        }
    }
    if (report_.has(RuleId::DragonCount) && roster().forceSize > 0) {
        // Under the 1996 rules fewer dragons are allowed (the force shrinks instead): not a thing missing.
        if (t.dragonsBrought < t.dragonsRequired && report_.edition == Edition::V401d) {
            out.push_back("add " + plural(t.dragonsRequired - t.dragonsBrought, "dragon"));
        } else if (t.dragonsBrought > t.dragonsRequired) {
            out.push_back("remove " + plural(t.dragonsBrought - t.dragonsRequired, "dragon"));
        }
    }
    if (roster().homeTerrain.empty()) out.emplace_back("choose a home terrain");
    if (roster().frontierTerrain.empty()) out.emplace_back("choose a frontier terrain");
    return out;
}

std::vector<std::string> ArmyBuilderModel::totalsLines() const {
    const ForceTotals& t = report_.totals;
    std::vector<std::string> lines;
    lines.push_back("Force: " + std::to_string(t.points) + " of " + std::to_string(t.allowedTotal) + " points");
    static constexpr const char* kArmies[] = {"Home", "Horde", "Campaign"};
    for (std::size_t i = 0; i < 3; ++i) {
        lines.push_back(std::string(kArmies[i]) + ": " + std::to_string(t.armyPoints[i]) + " (at most " +
                        std::to_string(t.armyLimit) + ")");
    }
    lines.push_back("Dragons: " + std::to_string(t.dragonsBrought) + " of " + std::to_string(t.dragonsRequired) +
                    " required");
    lines.push_back("Dragonkin: " + std::to_string(t.dragonkinHealth) + " health of " +
                    std::to_string(t.dragonkinAllowance) + " allowed");
    lines.push_back("Minor terrains: " + std::to_string(t.minorTerrains) + " of " +
                    std::to_string(t.minorTerrainLimit));
    return lines;
}

std::string ArmyBuilderModel::verdictText() const {
    if (isBlank()) return "Empty roster";
    int errors = 0;
    int warnings = 0;
    for (const auto& f : report_.findings) (f.severity == Severity::Error ? errors : warnings)++;
    if (errors == 0 && warnings == 0) return "Legal";
    std::string out;
    if (errors > 0) out = std::to_string(errors) + (errors == 1 ? " error" : " errors");
    if (warnings > 0) {
        if (!out.empty()) out += ", ";
        out += std::to_string(warnings) + (warnings == 1 ? " warning" : " warnings");
    }
    if (errors == 0) out = "Legal with " + out;
    return out;
}

}  // namespace muster::rules
