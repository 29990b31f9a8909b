#pragma once
// Reading a roster file that may also be an OCTGN deck (.o8d), told apart by content: the one reader behind
// muster-cli's commands that take roster files (validate, roster convert, event player add, print) and the
// desktop app's RosterDocument, so both read the same files the same way.
#include <string>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/domain/OctgnDeck.h"
#include "muster/domain/Roster.h"
#include "muster/rules/tournament/Event.h"

namespace muster::services {

struct RosterFile {
    domain::Roster roster;
    bool isDeck = false;
    std::string forceSizeFrom;         // decks: where the force size came from ("the deck's total", ...)
    std::vector<std::string> notices;  // decks: what the reader decided (cards found by name, notes not kept)
};

// Reads a JSON or text roster, or an OCTGN deck. Throws domain::RosterFormatError (file, line or field; also a
// file that cannot be read).
RosterFile readRosterFile(const std::string& path, const domain::Catalog& catalog,
                          const domain::OctgnDeckOptions& deckOptions = {});

// A roster file or deck brought to an event (muster-cli's event commands and the desktop app's desk): a deck,
// which does not say its force size, takes the event's ("the event NAME").
RosterFile readRosterFileForEvent(const std::string& path, const domain::Catalog& catalog,
                                  const rules::tournament::EventSettings& event);

}  // namespace muster::services
