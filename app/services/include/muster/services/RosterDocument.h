#pragma once
// One roster as a document, the same in muster-cli and the desktop app: a new roster with sensible
// defaults, open from a file, save, save as, export, whether it changed since it was opened or saved,
// its event format, its validation (through rules::ArmyBuilderModel, with undo and redo) and what its
// printed sheet and species cards show. The desktop app's builder only presents a RosterDocument.
//
// Errors: reading throws domain::RosterFormatError (file, line or field; also a file that cannot be read);
// writing throws domain::FileError or RosterFormatError (a value text cannot hold). The document is left as
// it was when an operation throws.
#include <optional>
#include <string>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/domain/RosterIO.h"
#include "muster/domain/RosterText.h"
#include "muster/reports/RosterSheetData.h"
#include "muster/reports/SpeciesCardData.h"
#include "muster/rules/ArmyBuilderModel.h"
#include "muster/rules/EventFormat.h"
#include "muster/rules/ForceValidator.h"
#include "muster/services/RosterFile.h"

namespace muster::services {

class RosterDocument {
public:
    // What a new roster starts from: V4.01d, the open format, 24 points, a two-player game.
    [[nodiscard]] static domain::Roster newRoster();

    RosterDocument(const domain::Catalog& catalog, const rules::ForceValidator& validator);

    // Starts a new roster (newRoster()); no file, not modified.
    void startNew();
    // Reads a roster file (JSON, text or an OCTGN deck, by content). Not modified afterwards. An event format
    // that cannot be read leaves the roster checked as open and says why in formatProblem(). A deck stays the
    // document's file for its title, but Save asks where (a roster is not written over a deck).
    void open(const std::string& path);
    // Reads a roster file or deck as open() does, but keeps no file: Save asks where (File > Import).
    void importFile(const std::string& path);
    // A roster from elsewhere (the library, an imported file): checked against its own event format, not
    // tied to a file (Save asks where), not modified.
    void adopt(domain::Roster roster);
    // The same roster under a new name, not tied to a file (and so shown as modified).
    void duplicate();

    // Writes to the document's file in its format; throws std::logic_error when it has none.
    void save();
    // Writes to `path` (text when it ends in .txt, else JSON), which becomes the document's file.
    void saveAs(const std::string& path);
    // Writes a copy in `format`; the document's file and modified state stay as they are.
    void exportTo(const std::string& path, domain::RosterFileFormat format) const;
    // Writes the roster as an OCTGN deck (domain::OctgnDeck::write); the document's file and modified state
    // stay as they are. Throws RosterFormatError for a die OCTGN lacks, domain::FileError when writing fails.
    void exportOctgnDeck(const std::string& path) const;
    // The roster as it is written in `format`, stamped with the catalog revision it was saved against
    // (docs/roster-format.md: `catalog_revision`, written on save).
    [[nodiscard]] std::string serialize(domain::RosterFileFormat format) const;
    // The roster to paste where players talk (domain::RosterText): the text or Markdown form with each line's
    // points, the armies' points, the totals, the verdict, and the catalog revision it was checked against.
    // Throws RosterFormatError for a value the text forms cannot hold ('#', a line break).
    [[nodiscard]] std::string asText(domain::RosterTextForm form) const;
    // The roster's army code (domain::ArmyCode), stamped with the catalog revision. Throws RosterFormatError
    // naming the field of a die the catalog does not know.
    [[nodiscard]] std::string armyCode() const;
    // Text pasted in (an army code, a roster's JSON, its text or Markdown form: RosterIO::parse by content)
    // becomes the document's roster as adopt() makes it. Throws RosterFormatError naming "pasted text" and
    // the line; the document is then left as it was.
    void adoptPasted(const std::string& text);

    [[nodiscard]] const std::string& path() const { return path_; }
    [[nodiscard]] bool hasFile() const { return !path_.empty(); }
    [[nodiscard]] domain::RosterFileFormat fileFormat() const { return fileFormat_; }
    // Save can write in place (a JSON file); a text file or no file at all asks where (Save as).
    [[nodiscard]] bool savesInPlace() const {
        return hasFile() && !deck_ && fileFormat_ == domain::RosterFileFormat::Json;
    }
    // What reading the last OCTGN deck told (where its force size came from, the reader's notices); nullptr
    // when the document was not read from a deck.
    // (Its roster is left empty: the document holds the roster.)
    [[nodiscard]] const RosterFile* deck() const { return deck_ ? &*deck_ : nullptr; }
    [[nodiscard]] bool modified() const { return model_.modified(); }
    // The roster's name, else its file's name, else "New roster".
    [[nodiscard]] std::string title() const;

    [[nodiscard]] rules::ArmyBuilderModel& model() { return model_; }
    [[nodiscard]] const rules::ArmyBuilderModel& model() const { return model_; }
    [[nodiscard]] const domain::Roster& roster() const { return model_.roster(); }
    [[nodiscard]] const rules::ValidationReport& report() const { return model_.report(); }
    [[nodiscard]] const domain::Catalog& catalog() const { return catalog_; }

    // Chooses the event format by name (one undoable change). A format that allows only some force sizes
    // also sets the force size, when the current one is not among them, to its first.
    void chooseEventFormat(const std::string& name);
    // Why the roster's event format could not be read ("" when it could); the roster is then checked as open.
    [[nodiscard]] const std::string& formatProblem() const { return formatProblem_; }

    // The printed roster sheet. A sheet shows the rules' verdict, never the collection: `collectionNotes`
    // adds "not owned" notes only for a player's own copy.
    [[nodiscard]] reports::RosterSheetData sheetData(bool collectionNotes = false) const;
    // The species card sheets this roster needs: the species of its dice, and Items, Dragons and Terrains
    // when it has such dice (in the order reports::SpeciesCardBuilder prints them).
    [[nodiscard]] std::vector<std::string> cardSheets() const;
    // Those sheets, where Items, Dragons and Terrains list only the roster's own dice; with `onlyRosterDice` the
    // species sheets too (a player's crib sheet: "2 of its 20 dice"), else each species whole.
    [[nodiscard]] std::vector<reports::SpeciesCardData> cards(bool onlyRosterDice = false) const;

    // An event format by name: nullopt for "open" (and ""), and for a format that cannot be read, in
    // which case `problem` says why.
    [[nodiscard]] static std::optional<rules::EventFormat> loadEventFormat(const std::string& name,
                                                                           const domain::Catalog& catalog,
                                                                           std::string* problem = nullptr);

private:
    void write(const std::string& path, domain::RosterFileFormat format) const;
    // The roster as it is written: with the catalog's revision.
    [[nodiscard]] domain::Roster stamped() const;
    void resetTo(domain::Roster roster);
    // Reads a roster file or deck; remembers what a deck told in deck_.
    domain::Roster read(const std::string& path);

    const domain::Catalog& catalog_;
    rules::ArmyBuilderModel model_;
    std::string path_;
    domain::RosterFileFormat fileFormat_ = domain::RosterFileFormat::Json;
    std::string formatProblem_;
    std::optional<RosterFile> deck_;
};

// The format a roster file of this name is written in: text for ".txt" (any case), else JSON.
[[nodiscard]] domain::RosterFileFormat rosterFileFormatOf(const std::string& path);

}  // namespace muster::services
