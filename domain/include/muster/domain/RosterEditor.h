#pragma once
// Editing a roster the way the army builder does: add, remove and move dice, set terrains and settings,
// with undo and redo. Every change is one step; the editor never validates (that is rules/' job).
#include <cstddef>
#include <string>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/domain/Roster.h"

namespace muster::domain {

class RosterEditor {
public:
    explicit RosterEditor(Roster roster = {});

    [[nodiscard]] const Roster& roster() const { return current_; }

    // Adds `count` of a die to a section; an entry for the same die there grows instead of repeating.
    void addDie(const Catalog& catalog, RosterSection section, DieId die, int count = 1);
    // Takes one die off the entry at `index` (the entry goes when its count reaches zero).
    void removeOne(RosterSection section, std::size_t index);
    // Moves one die of the entry at `index` to another section.
    void moveOne(const Catalog& catalog, RosterSection from, std::size_t index, RosterSection to);
    void setHomeTerrain(const Catalog& catalog, DieId terrain);
    void setFrontierTerrain(const Catalog& catalog, DieId terrain);
    void setForceSize(int points);
    void setEdition(const std::string& edition);
    void setEventFormat(const std::string& eventFormat);
    void setName(const std::string& name);
    void setPlayer(const std::string& player);
    void setPlayersInGame(int players);
    // Replaces the whole roster (open, import) and forgets the history.
    void reset(Roster roster);

    [[nodiscard]] bool canUndo() const { return !undo_.empty(); }
    [[nodiscard]] bool canRedo() const { return !redo_.empty(); }
    void undo();
    void redo();

    // True when the roster differs from the last saved (or opened) state.
    [[nodiscard]] bool modified() const { return changeCount_ != savedAt_; }
    void markSaved() { savedAt_ = changeCount_; }

private:
    template <typename Change>
    void change(Change&& apply);

    Roster current_;
    std::vector<Roster> undo_;
    std::vector<Roster> redo_;
    // Each state has a number; undo and redo move between numbers, so "modified" survives undo.
    std::vector<long> undoIds_;
    std::vector<long> redoIds_;
    long changeCount_ = 0;
    long nextId_ = 1;
    long savedAt_ = 0;
};

}  // namespace muster::domain
