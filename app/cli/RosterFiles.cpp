#include "RosterFiles.h"

#include <iostream>

#include "muster/domain/FileIO.h"
#include "muster/domain/RosterIO.h"

namespace muster::cli {

RosterFile readRosterFile(const std::string& path, const domain::Catalog& catalog,
                          const domain::OctgnDeckOptions& deckOptions) {
    std::string content;
    try {
        content = domain::readFile(path);
    } catch (const domain::FileError& e) {
        throw domain::RosterFormatError(path, 0, "", e.problem());
    }
    RosterFile file;
    if (!domain::OctgnDeck::looksLikeDeck(content)) {
        file.roster = domain::RosterIO::parse(content, catalog, path);
        return file;
    }
    auto deck = domain::OctgnDeck::parse(content, catalog, path, deckOptions);
    file.roster = std::move(deck.roster);
    file.isDeck = true;
    file.forceSizeFrom = std::move(deck.forceSizeFrom);
    file.notices = std::move(deck.notices);
    return file;
}

void printDeckNotes(const std::string& path, const RosterFile& file) {
    if (!file.isDeck) return;
    std::cerr << "muster-cli: note: " << path << ": OCTGN deck; force size " << file.roster.forceSize << " from "
              << file.forceSizeFrom << '\n';
    for (const auto& notice : file.notices) std::cerr << "muster-cli: note: " << notice << '\n';
}

}  // namespace muster::cli
