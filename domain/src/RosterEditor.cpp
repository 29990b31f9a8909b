#include "muster/domain/RosterEditor.h"

#include <stdexcept>
#include <utility>

namespace muster::domain {

namespace {
constexpr std::size_t kHistoryLimit = 500;
}  // namespace

RosterEditor::RosterEditor(Roster roster) : current_(std::move(roster)) {}

template <typename Change>
void RosterEditor::change(Change&& apply) {
    Roster before = current_;
    apply(current_);
    undo_.push_back(std::move(before));
    undoIds_.push_back(changeCount_);
    if (undo_.size() > kHistoryLimit) {
        undo_.erase(undo_.begin());
        undoIds_.erase(undoIds_.begin());
    }
    redo_.clear();
    redoIds_.clear();
    changeCount_ = nextId_++;
}

void RosterEditor::addDie(const Catalog& catalog, RosterSection section, DieId die, int count) {
    if (count <= 0) throw std::invalid_argument("a roster entry needs at least one die");
    const Die& d = catalog.die(die);
    change([&](Roster& r) {
        auto& entries = r.section(section);
        for (auto& entry : entries) {
            if (entry.die == die) {
                entry.count += count;
                return;
            }
        }
        entries.push_back(RosterEntry{d.name, count, die, 0});
    });
}

void RosterEditor::removeOne(RosterSection section, std::size_t index) {
    if (index >= current_.section(section).size()) throw std::out_of_range("no such roster entry");
    change([&](Roster& r) {
        auto& entries = r.section(section);
        if (--entries[index].count <= 0) entries.erase(entries.begin() + static_cast<std::ptrdiff_t>(index));
    });
}

void RosterEditor::moveOne(const Catalog& catalog, RosterSection from, std::size_t index, RosterSection to) {
    const auto& entries = current_.section(from);
    if (index >= entries.size()) throw std::out_of_range("no such roster entry");
    if (from == to) return;
    const RosterEntry moved = entries[index];
    change([&](Roster& r) {
        auto& source = r.section(from);
        if (--source[index].count <= 0) source.erase(source.begin() + static_cast<std::ptrdiff_t>(index));
        auto& target = r.section(to);
        for (auto& entry : target) {
            if (moved.die && entry.die == moved.die) {
                ++entry.count;
                return;
            }
        }
        RosterEntry copy = moved;
        copy.count = 1;
        if (copy.die) copy.name = catalog.die(*copy.die).name;
        target.push_back(std::move(copy));
    });
}

void RosterEditor::setHomeTerrain(const Catalog& catalog, DieId terrain) {
    const std::string name = catalog.die(terrain).name;
    change([&](Roster& r) {
        r.homeTerrain = name;
        r.homeTerrainDie = terrain;
    });
}

void RosterEditor::setFrontierTerrain(const Catalog& catalog, DieId terrain) {
    const std::string name = catalog.die(terrain).name;
    change([&](Roster& r) {
        r.frontierTerrain = name;
        r.frontierTerrainDie = terrain;
    });
}

void RosterEditor::setForceSize(int points) {
    if (points <= 0) throw std::invalid_argument("the force size must be positive");
    change([&](Roster& r) { r.forceSize = points; });
}

void RosterEditor::setEdition(const std::string& edition) {
    change([&](Roster& r) { r.edition = edition; });
}

void RosterEditor::setEventFormat(const std::string& eventFormat) {
    change([&](Roster& r) { r.eventFormat = eventFormat; });
}

void RosterEditor::setName(const std::string& name) {
    change([&](Roster& r) { r.name = name; });
}

void RosterEditor::setPlayer(const std::string& player) {
    change([&](Roster& r) { r.player = player; });
}

void RosterEditor::setPlayersInGame(int players) {
    if (players < 2) throw std::invalid_argument("a game has at least two players");
    change([&](Roster& r) { r.playersInGame = players; });
}

void RosterEditor::reset(Roster roster) {
    current_ = std::move(roster);
    undo_.clear();
    redo_.clear();
    undoIds_.clear();
    redoIds_.clear();
    changeCount_ = nextId_++;
    savedAt_ = changeCount_;
}

void RosterEditor::undo() {
    if (undo_.empty()) return;
    redo_.push_back(std::move(current_));
    redoIds_.push_back(changeCount_);
    current_ = std::move(undo_.back());
    changeCount_ = undoIds_.back();
    undo_.pop_back();
    undoIds_.pop_back();
}

void RosterEditor::redo() {
    if (redo_.empty()) return;
    undo_.push_back(std::move(current_));
    undoIds_.push_back(changeCount_);
    current_ = std::move(redo_.back());
    changeCount_ = redoIds_.back();
    redo_.pop_back();
    redoIds_.pop_back();
}

}  // namespace muster::domain
