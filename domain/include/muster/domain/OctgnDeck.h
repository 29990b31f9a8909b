#pragma once
// OCTGN decks (.o8d): the army files of OCTGN's Dragon Dice module, read into rosters and written from them
// (docs/octgn-decks.md). Cards are found by their OCTGN card id, kept in the catalog for every die; a card
// whose id Muster does not know is looked up by its name. A deck says nothing about the force size: it comes
// from the notes Muster writes into decks it exports, else from the caller (an event format, an event), else
// it is the deck's own total.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/domain/Roster.h"

namespace muster::domain {

// Where the force size of a read deck came from.
enum class DeckForceSizeSource : std::uint8_t {
    MusterNotes,  // the roster header Muster wrote into the deck's notes
    Given,        // the caller's (an event format with one force size, an event)
    DeckTotal,    // the points of the units and items in the deck's armies
};

struct OctgnDeckOptions {
    int forceSize = 0;          // a force size from outside the deck; 0: none
    std::string forceSizeFrom;  // what gave it, for messages ("format championship-36", "event Harbour Cup")
};

struct OctgnDeckImport {
    Roster roster;
    DeckForceSizeSource forceSizeSource = DeckForceSizeSource::DeckTotal;
    std::string forceSizeFrom;  // "the deck's total", "format championship-36", "the notes Muster wrote"
    // What the reader decided that the user should know, each with its line: a card found by its name because
    // its id is unknown, a name that disagrees with its id, notes that a roster cannot keep.
    std::vector<std::string> notices;
};

class OctgnDeck {
public:
    // The game id of OCTGN's Dragon Dice module: every deck of that game carries it.
    static constexpr std::string_view kGameId = "0000ac4a-0bf6-4c10-8f05-e32e53e57518";
    // The deck sections of the module, in the order OCTGN writes them.
    static const std::vector<std::string_view>& sectionNames();

    // Whether `content` is XML (an OCTGN deck) rather than a JSON or text roster: its first character, after a
    // byte order mark and white space, is '<'.
    static bool looksLikeDeck(std::string_view content);

    // Reads a deck. Throws RosterFormatError (file and line) for anything it cannot take whole: XML that is not
    // well formed, a deck of another game, a section or element the module does not have, a quantity that is
    // not 1 to 999, a card that is neither a known id nor a known name, two terrains in a terrain section.
    static OctgnDeckImport parse(std::string_view content, const Catalog& catalog, const std::string& fileName,
                                 const OctgnDeckOptions& options = {});
    static OctgnDeckImport readFile(const std::string& path, const Catalog& catalog,
                                    const OctgnDeckOptions& options = {});

    // The deck OCTGN loads for `roster`: OCTGN's section names and card ids, one line per die and section with
    // the quantities added up, and the roster's header (name, player, edition, format, force size, players) in
    // the notes so that Muster reads the deck back unchanged. Throws RosterFormatError (naming `fileName` and the
    // roster field) when a die has no OCTGN card: a name the catalog does not know, a die OCTGN lacks.
    static std::string write(const Roster& roster, const Catalog& catalog, const std::string& fileName = "");

    // The points of the units and items in the armies, medium equipment priced by the pair (V4.01d): the force
    // size of a deck when nothing else gives one. Dragons, Dragonkin and terrains cost no points.
    static int deckTotal(const Roster& roster, const Catalog& catalog);
};

}  // namespace muster::domain
