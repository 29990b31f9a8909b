#include "muster/services/RosterFile.h"

#include <filesystem>

#include "muster/domain/ArmyCode.h"
#include "muster/domain/FileIO.h"
#include "muster/domain/RosterIO.h"
#include "muster/domain/TextUtil.h"

namespace muster::services {

RosterFile readRosterFile(const std::string& path, const domain::Catalog& catalog,
                          const domain::OctgnDeckOptions& deckOptions) {
    RosterFile file;
    // An army code given where a file name goes (no file of that name): the roster it holds. Inside a file, a code
    // (like JSON, text and Markdown) is told apart by content (RosterIO::parse).
    std::error_code error;
    if (domain::ArmyCode::looksLikeCode(path) && !std::filesystem::exists(path, error)) {
        file.roster = domain::ArmyCode::decode(path, catalog);
        return file;
    }
    std::string content;
    try {
        content = domain::readFile(path);
    } catch (const domain::FileError& e) {
        throw domain::RosterFormatError(path, 0, "", e.problem());
    }
    // The content decides the format; a file named .o8d or .json that does not hold one is said to be so, not
    // read as a text roster ("force size is missing").
    const std::string extension = domain::text::toLower(std::filesystem::path(path).extension().string());
    const auto first = content.find_first_not_of(" \t\r\n", content.starts_with("\xEF\xBB\xBF") ? 3 : 0);
    if (first == std::string::npos) throw domain::RosterFormatError(path, 0, "", "is empty: there is no roster in it");
    if (extension == ".o8d" && content[first] != '<') {
        throw domain::RosterFormatError(path, domain::text::lineOf(content, first), "",
                                        "is not an OCTGN deck: a deck is XML and starts with '<'");
    }
    if (extension == ".json" && content[first] != '{' && content[first] != '[') {
        throw domain::RosterFormatError(path, domain::text::lineOf(content, first), "",
                                        "is not a JSON roster: a JSON roster is one object and starts with '{'");
    }
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

RosterFile readRosterFileForEvent(const std::string& path, const domain::Catalog& catalog,
                                  const rules::tournament::EventSettings& event) {
    domain::OctgnDeckOptions deckOptions;
    deckOptions.forceSize = event.forceSize;
    deckOptions.forceSizeFrom = "the event " + event.name;
    return readRosterFile(path, catalog, deckOptions);
}

}  // namespace muster::services
