#include "muster/services/RosterDocument.h"

#include <algorithm>
#include <filesystem>
#include <set>
#include <stdexcept>

#include "muster/domain/ArmyCode.h"
#include "muster/domain/FileIO.h"
#include "muster/domain/TextUtil.h"
#include "muster/reports/SpeciesCardBuilder.h"
#include "muster/rules/EventFormatLoader.h"
#include "muster/rules/RosterListingMaker.h"
#include "muster/services/PrintData.h"

namespace muster::services {

domain::RosterFileFormat rosterFileFormatOf(const std::string& path) {
    const std::string extension = domain::text::toLower(std::filesystem::path(path).extension().string());
    return extension == ".txt" ? domain::RosterFileFormat::Text : domain::RosterFileFormat::Json;
}

domain::Roster RosterDocument::newRoster() {
    domain::Roster roster;
    roster.edition = "v4.01d";
    roster.eventFormat = "open";
    roster.forceSize = 24;
    roster.playersInGame = 2;
    return roster;
}

std::optional<rules::EventFormat> RosterDocument::loadEventFormat(const std::string& name,
                                                                  const domain::Catalog& catalog,
                                                                  std::string* problem) {
    if (name.empty() || name == "open") return std::nullopt;
    try {
        return rules::EventFormatLoader::load(name, catalog);
    } catch (const std::exception& e) {
        if (problem != nullptr) *problem = e.what();
        return std::nullopt;
    }
}

RosterDocument::RosterDocument(const domain::Catalog& catalog, const rules::ForceValidator& validator)
    : catalog_(catalog), model_(validator) {
    startNew();
}

void RosterDocument::resetTo(domain::Roster roster) {
    std::string problem;
    auto format = loadEventFormat(roster.eventFormat, catalog_, &problem);
    model_.reset(std::move(roster), std::move(format));
    formatProblem_ = problem;
}

void RosterDocument::startNew() {
    resetTo(newRoster());
    deck_.reset();
    path_.clear();
    fileFormat_ = domain::RosterFileFormat::Json;
}

domain::Roster RosterDocument::read(const std::string& path) {
    RosterFile file = readRosterFile(path, catalog_);
    domain::Roster roster = std::move(file.roster);
    file.roster = {};
    if (file.isDeck) {
        deck_ = std::move(file);
    } else {
        deck_.reset();
    }
    return roster;
}

void RosterDocument::open(const std::string& path) {
    const auto before = deck_;
    try {
        domain::Roster roster = read(path);
        resetTo(std::move(roster));
    } catch (...) {
        deck_ = before;
        throw;
    }
    path_ = path;
    fileFormat_ = rosterFileFormatOf(path);
}

void RosterDocument::importFile(const std::string& path) {
    const auto before = deck_;
    try {
        domain::Roster roster = read(path);
        resetTo(std::move(roster));
    } catch (...) {
        deck_ = before;
        throw;
    }
    path_.clear();
    fileFormat_ = domain::RosterFileFormat::Json;
}

void RosterDocument::adopt(domain::Roster roster) {
    resetTo(std::move(roster));
    deck_.reset();
    path_.clear();
    fileFormat_ = domain::RosterFileFormat::Json;
}

domain::Roster RosterDocument::stamped() const {
    domain::Roster roster = model_.roster();
    roster.catalogRevision = catalog_.revision();
    return roster;
}

void RosterDocument::exportOctgnDeck(const std::string& path) const {
    domain::writeFileAtomically(path, domain::OctgnDeck::write(stamped(), catalog_, path));
}

void RosterDocument::duplicate() {
    const domain::Roster original = model_.roster();
    auto format = model_.eventFormat();
    model_.reset(original, std::move(format));
    model_.setName(original.name.empty() ? std::string("Copy") : original.name + " (copy)");
    deck_.reset();
    path_.clear();
    fileFormat_ = domain::RosterFileFormat::Json;
}

std::string RosterDocument::serialize(domain::RosterFileFormat format) const {
    const domain::Roster roster = stamped();
    return format == domain::RosterFileFormat::Text ? domain::RosterIO::toText(roster, path_)
                                                    : domain::RosterIO::toJson(roster);
}

void RosterDocument::write(const std::string& path, domain::RosterFileFormat format) const {
    domain::writeFileAtomically(path, serialize(format));
}

void RosterDocument::save() {
    if (!hasFile()) throw std::logic_error("the roster has no file yet; use Save as");
    write(path_, fileFormat_);
    model_.markSaved();
}

void RosterDocument::saveAs(const std::string& path) {
    const auto format = rosterFileFormatOf(path);
    write(path, format);
    deck_.reset();
    path_ = path;
    fileFormat_ = format;
    model_.markSaved();
}

void RosterDocument::exportTo(const std::string& path, domain::RosterFileFormat format) const {
    write(path, format);
}

std::string RosterDocument::title() const {
    if (!roster().name.empty()) return roster().name;
    if (hasFile()) return std::filesystem::path(path_).filename().string();
    return "New roster";
}

void RosterDocument::chooseEventFormat(const std::string& name) {
    std::string problem;
    auto format = loadEventFormat(name, catalog_, &problem);
    const std::vector<int> sizes = format ? format->forceSizes : std::vector<int>{};
    model_.setEventFormat(std::move(format));
    formatProblem_ = problem;
    if (!sizes.empty() && std::find(sizes.begin(), sizes.end(), roster().forceSize) == sizes.end()) {
        model_.setForceSize(sizes.front());
    }
}

reports::RosterSheetData RosterDocument::sheetData(bool collectionNotes) const {
    RosterSheetContext context;
    context.report = &model_.report();
    if (hasFile()) context.rosterFile = path_;
    if (collectionNotes && model_.knowsCollection()) {
        context.missing = [this](domain::DieId die) { return model_.missing(die); };
    }
    auto data = rosterSheetData(catalog_, model_.roster(), context);
    if (!formatProblem_.empty()) {
        // Checked as open, but a sheet whose format was not checked is not "legal".
        const auto finding = rules::EventFormatLoader::unreadableFinding(roster().eventFormat, formatProblem_);
        data.findings.push_back({std::string(rules::toString(finding.severity)),
                                 std::string(rules::toString(finding.rule)), finding.message, finding.ref});
        data.verdict = reports::RosterVerdict::Illegal;
        data.verdictNote = "format '" + roster().eventFormat + "' could not be read; its limits were not checked";
    }
    return data;
}

std::vector<std::string> RosterDocument::cardSheets() const {
    std::set<std::string> used;
    const std::string items(reports::SpeciesCardBuilder::kItems);
    const std::string dragons(reports::SpeciesCardBuilder::kDragons);
    const std::string terrains(reports::SpeciesCardBuilder::kTerrains);
    auto note = [&](domain::DieId id) {
        const domain::Die& die = catalog_.die(id);
        if (die.isItem()) {
            used.insert(items);
        } else if (die.kind == domain::DieKind::Dragon) {
            used.insert(dragons);
        } else if (die.kind == domain::DieKind::Terrain || die.kind == domain::DieKind::MinorTerrain) {
            used.insert(terrains);
        } else if (!die.species.empty()) {
            used.insert(die.species);
        }
    };
    for (const auto& [id, count] : roster().diceCounts()) note(id);
    std::vector<std::string> sheets;
    for (const auto& name : reports::SpeciesCardBuilder::sheetNames(catalog_)) {
        if (used.contains(name)) sheets.push_back(name);
    }
    return sheets;
}

std::vector<reports::SpeciesCardData> RosterDocument::cards(bool onlyRosterDice) const {
    const auto counts = roster().diceCounts();
    const reports::SpeciesCardBuilder::DieKeep inRoster = [&counts](const domain::Die& die) {
        return counts.contains(die.id);
    };
    std::vector<reports::SpeciesCardData> out;
    for (const auto& sheet : cardSheets()) {
        out.push_back(reports::SpeciesCardBuilder::build(catalog_, sheet, inRoster, onlyRosterDice));
    }
    return out;
}

std::string RosterDocument::asText(domain::RosterTextForm form) const {
    domain::Roster roster = model_.roster();
    roster.catalogRevision = catalog_.revision();  // what the verdict was checked against
    const domain::RosterListing listing = rules::makeRosterListing(model_);
    return domain::RosterText::write(roster, form, &listing, title());
}

std::string RosterDocument::armyCode() const {
    domain::Roster roster = model_.roster();
    roster.catalogRevision = catalog_.revision();
    return domain::ArmyCode::encode(roster, catalog_, title());
}

void RosterDocument::adoptPasted(const std::string& text) {
    adopt(domain::RosterIO::parse(text, catalog_, "pasted text"));
}

}  // namespace muster::services
