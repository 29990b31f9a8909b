#pragma once
// Reading a roster file that may also be an OCTGN deck (.o8d): the commands that take roster files (validate,
// roster convert, event player add) read both, and say where a deck's force size came from.
#include <string>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/domain/OctgnDeck.h"
#include "muster/domain/Roster.h"

namespace muster::cli {

struct RosterFile {
    domain::Roster roster;
    bool isDeck = false;
    std::string forceSizeFrom;         // decks: where the force size came from ("the deck's total", ...)
    std::vector<std::string> notices;  // decks: what the reader decided (cards found by name, notes not kept)
};

// Reads a JSON or text roster, or an OCTGN deck (told apart by content). Throws domain::RosterFormatError.
RosterFile readRosterFile(const std::string& path, const domain::Catalog& catalog,
                          const domain::OctgnDeckOptions& deckOptions = {});

// For a deck: "muster-cli: note: ..." lines on stderr (the force size's origin and the reader's notices).
void printDeckNotes(const std::string& path, const RosterFile& file);

}  // namespace muster::cli
