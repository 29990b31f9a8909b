#pragma once
// What the desktop army builder shows, without any toolkit: the roster being edited (with undo and redo),
// the validator's report kept current after every change, which roster lines a finding concerns, and
// which dice the player does not own. The builder panel only draws this and forwards the user's actions.
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/domain/RosterEditor.h"
#include "muster/rules/EventFormat.h"
#include "muster/rules/ForceValidator.h"
#include "muster/rules/ValidationReport.h"

namespace muster::rules {

// One line of a roster section: where it is.
struct RosterLine {
    domain::RosterSection section = domain::RosterSection::Home;
    std::size_t index = 0;
    friend bool operator==(const RosterLine&, const RosterLine&) = default;
};

// Where a die the player adds ends up (ArmyBuilderModel::placementFor).
struct Placement {
    enum class Where : std::uint8_t {
        Section,          // `section`: where it was aimed, or the Summoning Pool for dice that start there
        HomeTerrain,      // a major terrain, as the home terrain
        FrontierTerrain,  // a major terrain, as the frontier terrain (home was chosen)
        TerrainsChosen,   // a major terrain, but both are chosen: nothing changes (choose it in the terrain lists)
    };
    Where where = Where::Section;
    domain::RosterSection section = domain::RosterSection::Home;
    // The section differs from the one asked for, or a terrain was set: what to tell the player.
    [[nodiscard]] bool redirected(domain::RosterSection asked) const {
        return where != Where::Section || section != asked;
    }
};

class ArmyBuilderModel {
public:
    explicit ArmyBuilderModel(const ForceValidator& validator);

    [[nodiscard]] const domain::Catalog& catalog() const { return validator_.catalog(); }
    [[nodiscard]] const domain::Roster& roster() const { return editor_.roster(); }
    [[nodiscard]] const domain::RosterEditor& editor() const { return editor_; }
    [[nodiscard]] const ValidationReport& report() const { return report_; }

    // Every edit validates again at once (the validator is fast enough for every keystroke).
    void addDie(domain::RosterSection section, domain::DieId die, int count = 1);
    // Adds by name as a player types it; false (and no change) when the name does not resolve.
    bool addDieByName(domain::RosterSection section, const std::string& name, int count = 1);
    // Where a die aimed at `asked` goes: a major terrain is never an army's die, it becomes the home terrain (the
    // frontier one once home is chosen); dragons, minor terrains and Dragonkin start in the Summoning Pool
    // (S0:L258); every other die goes where it was aimed.
    [[nodiscard]] Placement placementFor(domain::DieId die, domain::RosterSection asked) const;
    // Adds `count` of `die` (or sets the terrain) as placementFor says, as one undoable change.
    Placement place(domain::DieId die, domain::RosterSection asked, int count = 1);
    void removeOne(const RosterLine& line);
    void moveOne(const RosterLine& line, domain::RosterSection to);
    void setHomeTerrain(domain::DieId terrain);
    void setFrontierTerrain(domain::DieId terrain);
    void setForceSize(int points);
    void setEdition(const std::string& edition);
    void setPlayersInGame(int players);
    void setName(const std::string& name);
    void setPlayer(const std::string& player);
    // The event format the roster is checked against; nullopt: "open". Also records its name in the roster.
    void setEventFormat(std::optional<EventFormat> format);
    [[nodiscard]] const std::optional<EventFormat>& eventFormat() const { return format_; }
    void undo();
    void redo();
    [[nodiscard]] bool canUndo() const { return editor_.canUndo(); }
    [[nodiscard]] bool canRedo() const { return editor_.canRedo(); }
    [[nodiscard]] bool modified() const { return editor_.modified(); }
    void markSaved() { editor_.markSaved(); }
    // A new or opened roster (forgets undo history), checked against `format` (nullopt: open) without
    // recording a change in the roster.
    void reset(domain::Roster roster, std::optional<EventFormat> format = std::nullopt);

    // The roster lines a finding names (its army, or every section when it names none). A finding about
    // terrains also matches nothing in the armies; then `concernsTerrain` says so.
    [[nodiscard]] std::vector<RosterLine> linesOf(const Finding& finding) const;
    [[nodiscard]] bool concernsHomeTerrain(const Finding& finding) const;
    [[nodiscard]] bool concernsFrontierTerrain(const Finding& finding) const;

    // The player's collection (catalog name or alias -> count). Empty map and `known` false: nothing is
    // marked as missing.
    void setOwnedDice(const std::map<std::string, int>& owned);
    void clearOwnedDice();
    [[nodiscard]] bool knowsCollection() const { return ownedKnown_; }
    // How many more of this die the roster needs than the collection holds (0 when enough or unknown).
    [[nodiscard]] int missing(domain::DieId die) const;
    // How many of this die the collection holds (0 when it holds none or is not known).
    [[nodiscard]] int owned(domain::DieId die) const;

    // Points a line costs as the builder shows it (count x base points; medium equipment by the pair rule;
    // Dragonkin, dragons and minor terrains cost none: they start in the Summoning Pool).
    [[nodiscard]] int linePoints(const domain::RosterEntry& entry) const;
    // Health of a line's dice (count x health); what Dragonkin count against their allowance.
    [[nodiscard]] int lineHealth(const domain::RosterEntry& entry) const;
    // No dice and no terrains chosen yet: a roster just started, which the builder shows without errors.
    [[nodiscard]] bool isBlank() const;
    // What the roster still lacks, in short phrases a player acts on: "add 12 more points", "add 1 dragon",
    // "Home needs a unit", "choose a home terrain", "move 2 points out of the Horde". Empty when nothing is
    // missing (other findings may remain).
    [[nodiscard]] std::vector<std::string> stillMissing() const;
    // An army's points and the most it may hold, for its header.
    [[nodiscard]] int armyPoints(domain::RosterSection army) const;
    [[nodiscard]] int armyLimit() const { return report_.totals.armyLimit; }
    // Short lines for the totals box: "Force: 24 of 24 points", "Home: 8 / 12", "Dragons: 1 of 1", ...
    [[nodiscard]] std::vector<std::string> totalsLines() const;
    // "Legal", "2 errors, 1 warning", "Empty roster" (blank), ...
    [[nodiscard]] std::string verdictText() const;

private:
    void revalidate();

    const ForceValidator& validator_;
    domain::RosterEditor editor_;
    std::optional<EventFormat> format_;
    ValidationReport report_;
    std::map<domain::DieId, int> owned_;
    bool ownedKnown_ = false;
    std::map<domain::DieId, int> needed_;
};

}  // namespace muster::rules
