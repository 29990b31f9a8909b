#include "FuzzEntryPoints.h"

#include <stdlib.h>  // mkdtemp

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <variant>

#include "muster/db/CollectionIO.h"
#include "muster/db/CollectionRepository.h"
#include "muster/db/Database.h"
#include "muster/domain/CatalogLoader.h"
#include "muster/domain/OctgnDeck.h"
#include "muster/domain/RosterIO.h"
#include "muster/domain/TextUtil.h"
#include "muster/rules/Edition.h"
#include "muster/rules/EventFormatLoader.h"
#include "muster/rules/ForceValidator.h"
#include "muster/rules/MatchVerifier.h"
#include "muster/rules/engine/Engine.h"
#include "muster/rules/matchlog/MatchLogParser.h"
#include "muster/rules/matchlog/PositionReader.h"
#include "muster/rules/matchlog/PositionWriter.h"
#include "muster/rules/tournament/EventIO.h"
#include "muster/rules/tournament/PairingChecker.h"
#include "muster/rules/tournament/Standings.h"
#include "muster/rules/tournament/SwissPairer.h"
#include "muster/services/EventStore.h"

#ifndef MUSTER_SOURCE_RESOURCES
#define MUSTER_SOURCE_RESOURCES "resources"
#endif

namespace muster::fuzz {

namespace {

std::string& resourceDir() {
    static std::string dir = [] {
        const char* env = std::getenv("MUSTER_RESOURCE_DIR");
        return std::string(env != nullptr && *env != '\0' ? env : MUSTER_SOURCE_RESOURCES);
    }();
    return dir;
}

const domain::Catalog& catalog() {
    static const auto loaded = std::make_unique<domain::Catalog>(
        domain::CatalogLoader::load(std::filesystem::path(resourceDir()) / "catalog" / "catalog.json"));
    return *loaded;
}

const rules::ForceValidator& validator() {
    static const rules::ForceValidator instance(catalog());
    return instance;
}

// No roster reader: a log's 'roster' line gets a verdict instead of reading files from the disk.
const rules::MatchVerifier& verifier() {
    static const rules::MatchVerifier instance(catalog());
    return instance;
}

// A property every input must keep (a round trip, a lookup); failing it is a bug like a crash.
void require(bool holds, const char* what) {
    if (holds) return;
    std::fprintf(stderr, "fuzz property broken: %s\n", what);
    std::abort();
}

// MUSTER_FUZZ_STRICT=1: an exception the match-log verifier should have turned into a verdict aborts (for
// campaigns that hunt them); otherwise it counts as handled, as muster-cli verify handles it (a verdict
// "unreadable" naming the line, services/MatchLogCheck.h).
bool strict() {
    static const bool value = [] {
        const char* env = std::getenv("MUSTER_FUZZ_STRICT");
        return env != nullptr && std::string(env) == "1";
    }();
    return value;
}

bool sameEntries(const domain::Roster& a, const domain::Roster& b) {
    for (std::size_t s = 0; s < a.sections.size(); ++s) {
        if (a.sections[s].size() != b.sections[s].size()) return false;
        for (std::size_t i = 0; i < a.sections[s].size(); ++i) {
            const auto& x = a.sections[s][i];
            const auto& y = b.sections[s][i];
            if (x.name != y.name || x.count != y.count || x.die != y.die) return false;
        }
    }
    return true;
}

bool sameHeader(const domain::Roster& a, const domain::Roster& b) {
    auto same = [](const std::string& x, const std::string& y) {
        return domain::text::trim(x) == domain::text::trim(y);
    };
    return same(a.name, b.name) && same(a.player, b.player) && same(a.edition, b.edition) &&
           same(a.eventFormat, b.eventFormat) && a.forceSize == b.forceSize && a.playersInGame == b.playersInGame &&
           same(a.homeTerrain, b.homeTerrain) && same(a.frontierTerrain, b.frontierTerrain);
}

// What `muster-cli validate` does with a roster it could read.
void validate(const domain::Roster& roster) {
    const auto edition = rules::parseEdition(roster.edition);
    if (!edition) return;  // refused by the command with a message
    rules::ValidationOptions options;
    options.edition = edition;
    (void)validator().validate(roster, options);
}

// `roster convert` both ways: what one format writes, the other reads back unchanged.
void convert(const domain::Roster& roster) {
    const auto json = domain::RosterIO::parseJson(domain::RosterIO::toJson(roster), catalog(), "round-trip.json");
    require(sameEntries(roster, json) && sameHeader(roster, json), "roster -> JSON -> roster changes the roster");
    std::string text;
    try {
        text = domain::RosterIO::toText(roster, "round-trip.txt");
    } catch (const domain::RosterFormatError&) {
        return;  // a value the text format cannot hold: refused, the JSON form is the way out
    }
    const auto back = domain::RosterIO::parseText(text, catalog(), "round-trip.txt");
    require(sameEntries(roster, back) && sameHeader(roster, back), "roster -> text -> roster changes the roster");
}

void rosterJson(std::string_view input) {
    domain::Roster roster;
    try {
        roster = domain::RosterIO::parseJson(input, catalog(), "fuzz.json");
    } catch (const domain::RosterFormatError&) {
        return;
    }
    validate(roster);
    convert(roster);
}

void rosterText(std::string_view input) {
    domain::Roster roster;
    try {
        roster = domain::RosterIO::parseText(input, catalog(), "fuzz.txt");
    } catch (const domain::RosterFormatError&) {
        return;
    }
    validate(roster);
    convert(roster);
}

void octgnDeck(std::string_view input) {
    domain::OctgnDeckImport deck;
    try {
        deck = domain::OctgnDeck::parse(input, catalog(), "fuzz.o8d");
    } catch (const domain::RosterFormatError&) {
        return;
    }
    validate(deck.roster);
    std::string written;
    try {
        written = domain::OctgnDeck::write(deck.roster, catalog(), "round-trip.o8d");
    } catch (const domain::RosterFormatError&) {
        return;  // a die without an OCTGN card: refused by roster convert --to o8d
    }
    // What Muster writes, Muster reads back, with the same dice.
    const auto again = domain::OctgnDeck::parse(written, catalog(), "round-trip.o8d");
    require(again.roster.diceCounts() == deck.roster.diceCounts(), "deck -> deck changes the dice");
}

void matchLog(std::string_view input) {
    try {
        (void)rules::matchlog::MatchLogParser::parse(input, "fuzz.log");
    } catch (const rules::matchlog::MatchLogError&) {
        // refused: the verifier below says so as an "unreadable" verdict
    } catch (const std::exception&) {
        if (strict()) throw;
    }
    try {
        (void)verifier().verifyText(input, "fuzz.log");
    } catch (const std::exception&) {
        if (strict()) throw;
    }
}

// A log that starts from a position (docs/match-log.md, Positions): the section read, resolved and started from;
// what PositionWriter writes of the state reads back to the same text; the verifier gives the log a verdict.
void matchPosition(std::string_view input) {
    rules::matchlog::MatchLog log;
    try {
        log = rules::matchlog::MatchLogParser::parse(input, "fuzz.log");
    } catch (const rules::matchlog::MatchLogError&) {
        return;
    } catch (const std::exception&) {
        if (strict()) throw;
        return;
    }
    try {
        (void)verifier().verifyLog(log);
    } catch (const std::exception&) {
        if (strict()) throw;
    }
    if (!log.position) return;
    static const rules::engine::Engine engine(catalog());
    const rules::matchlog::PositionReader reader(catalog());
    auto read = reader.read(log);
    if (!std::holds_alternative<rules::engine::GameState>(read)) return;
    auto resumed = engine.resume(std::move(std::get<rules::engine::GameState>(read)));
    if (!std::holds_alternative<rules::engine::GameState>(resumed)) return;
    const std::string written =
        rules::matchlog::PositionWriter::log(std::get<rules::engine::GameState>(resumed), catalog());
    const auto again = rules::matchlog::MatchLogParser::parse(written + "result none\n", "round-trip.log");
    auto back = reader.read(again);
    require(std::holds_alternative<rules::engine::GameState>(back), "a written position does not read back");
    require(rules::matchlog::PositionWriter::log(std::get<rules::engine::GameState>(back), catalog()) == written,
            "position -> text -> position changes the position");
}

void eventFile(std::string_view input) {
    using namespace rules::tournament;
    Event event;
    try {
        event = EventIO::parse(input, "fuzz.json");
    } catch (const EventFormatError&) {
        return;
    }
    // `event export` then `event import`: the same event comes back.
    const auto again = EventIO::parse(EventIO::toText(event), "round-trip.json");
    require(EventIO::toJson(again) == EventIO::toJson(event), "event -> file -> event changes the event");
    // `standings`, `check-pairings` and `pair` on the file.
    (void)Standings::compute(event);
    (void)PairingChecker::checkEvent(event);
    if (event.players.size() <= 64 && event.rounds.size() <= 16) {
        try {
            (void)SwissPairer::pairNextRound(event);
        } catch (const EventError&) {
            // refused with a reason (a round without results, too few players, ...)
        }
    }
}

// `event import`: the file is read as `pair`, `standings` and `check-pairings` read it, and what is read is
// stored in a database. A file the reader takes is imported whole (an import that failed with SQLite's raw CHECK
// message was a file the reader should have refused), and comes back with the same players and games.
void eventImport(std::string_view input) {
    using namespace rules::tournament;
    Event event;
    try {
        event = EventIO::parse(input, "fuzz.json");
    } catch (const EventFormatError&) {
        return;
    }
    db::Database database = db::Database::inMemory();
    services::EventStore store(database);
    const auto id = store.create(event, "fuzz");
    const Event back = store.load(id).event;
    require(back.players.size() == event.players.size() && back.rounds.size() == event.rounds.size(),
            "an imported event lost players or rounds");
    for (std::size_t r = 0; r < back.rounds.size(); ++r) {
        require(back.rounds[r].pairings.size() == event.rounds[r].pairings.size(), "an imported round lost games");
    }
    (void)EventIO::parse(EventIO::toText(back), "exported.json");  // `event export` of it is read again
}

// The file `--db` names: the input is checked as a path (never opened: it could name anything on this machine),
// then written as the content of a database file in a folder of its own and opened the way muster-cli opens one.
// A file that is not a Muster database is refused with a DatabaseError; one that opens is read.
void databaseFile(std::string_view input) {
    namespace fs = std::filesystem;
    (void)db::databasePathProblem(input);
    static const fs::path folder = [] {
        std::string pattern = (fs::temp_directory_path() / "muster-fuzz-db-XXXXXX").string();
        const char* made = ::mkdtemp(pattern.data());
        if (made == nullptr) std::abort();
        return fs::path(made);
    }();
    const fs::path file = folder / "fuzz.db";
    {
        std::ofstream out(file, std::ios::binary | std::ios::trunc);
        out.write(input.data(), static_cast<std::streamsize>(input.size()));
    }
    try {
        db::Database database(file.string());
        (void)database.integrityCheck();
        db::CollectionRepository collections(database);
        (void)collections.list();
        services::EventStore events(database);
        for (const auto& summary : events.list()) (void)events.load(summary.id);
    } catch (const db::DatabaseError&) {
        // refused, or damaged in a way SQLite finds while reading: muster-cli says so and exits 2
    } catch (const db::RecordError&) {
    }
    std::error_code ec;
    for (const auto& left : fs::directory_iterator(folder, ec)) fs::remove(left.path(), ec);
}

// The notes of an OCTGN deck: the input is the text of <notes> in a deck Muster wrote (its Muster roster header
// is where a deck names its event format). A format named there is a built-in name or a file beside the deck,
// never a path out of the deck's folder.
void deckNotes(std::string_view input) {
    static const std::string deck = [] {
        const auto roster = domain::RosterIO::parseText(
            "force size: 24\nhome terrain: Highland Tower\nfrontier terrain: Coastland City\n[Home]\n3 Dwarves "
            "Footman\n"
            "[Horde]\n3 Dwarves Footman\n[Campaign]\n3 Dwarves Footman\n[Summoning Pool]\nRed Drake\n",
            catalog(), "fuzz.txt");
        return domain::OctgnDeck::write(roster, catalog(), "fuzz.o8d");
    }();
    const auto open = deck.find("<notes>");
    const auto close = deck.find("</notes>");
    require(open != std::string::npos && close != std::string::npos, "Muster's deck has no <notes>");
    std::string notes(input);
    // CDATA cannot hold "]]>" as it is. The search goes on after the replacement, which holds "]]>" itself (searching
    // from inside it never ended: a fuzzing timeout of the harness, not of Muster).
    const std::string split = "]]]]><![CDATA[>";
    for (std::size_t at = notes.find("]]>"); at != std::string::npos; at = notes.find("]]>", at + split.size())) {
        notes.replace(at, 3, split);
    }
    const std::string withNotes = deck.substr(0, open) + "<notes><![CDATA[" + notes + "]]>" + deck.substr(close);
    domain::OctgnDeckImport read;
    try {
        read = domain::OctgnDeck::parse(withNotes, catalog(), "fuzz-folder/fuzz.o8d");
    } catch (const domain::RosterFormatError&) {
        return;
    }
    validate(read.roster);
    std::string format;
    try {
        format = rules::EventFormatLoader::resolveNextTo(read.roster.eventFormat, "fuzz-folder/fuzz.o8d");
    } catch (const rules::EventFormatError&) {
        return;  // refused before anything is read
    }
    if (format == read.roster.eventFormat) return;  // a built-in name
    const auto path = std::filesystem::path(format).lexically_normal();
    require(!path.is_absolute() && path.begin() != path.end() && *path.begin() == "fuzz-folder" &&
                std::find(path.begin(), path.end(), "..") == path.end(),
            "a deck's notes name a format file outside the deck's folder");
}

void collection(std::string_view input, bool json) {
    db::Collection collection;
    try {
        collection = json ? db::CollectionIO::parseJson(input, catalog(), "fuzz.json")
                          : db::CollectionIO::parseCsv(input, catalog(), "fuzz.csv");
    } catch (const db::CollectionFormatError&) {
        return;
    }
    // `collection export` then `collection import`, in both formats.
    const auto fromCsv = db::CollectionIO::parseCsv(db::CollectionIO::toCsv(collection), catalog(), "round-trip.csv");
    require(fromCsv.dice == collection.dice, "collection -> CSV -> collection changes the dice");
    const auto fromJson =
        db::CollectionIO::parseJson(db::CollectionIO::toJson(collection), catalog(), "round-trip.json");
    require(fromJson.dice == collection.dice, "collection -> JSON -> collection changes the dice");
    (void)collection.totalDice();
}

void collectionCsv(std::string_view input) {
    collection(input, false);
}
void collectionJson(std::string_view input) {
    collection(input, true);
}

void eventFormat(std::string_view input) {
    try {
        const auto format = rules::EventFormatLoader::parse(input, "fuzz.json");
        rules::EventFormatLoader::checkAgainstCatalog(format, catalog());
    } catch (const rules::EventFormatError&) {
    }
}

void catalogPart(std::string_view input) {
    domain::CatalogPart part;
    try {
        part = domain::CatalogLoader::parsePart(input, "fuzz.json");
    } catch (const domain::CatalogError&) {
        return;
    }
    std::vector<std::string> names;
    for (const auto& die : part.dice) names.push_back(die.name);
    try {
        const auto built = domain::CatalogLoader::build("fuzz", std::move(part), "fuzz.json");
        // Every die is found by its own name.
        for (std::size_t i = 0; i < names.size(); ++i) {
            require(built.findDie(names[i]) == static_cast<domain::DieId>(i), "a die is not found by its name");
        }
    } catch (const domain::CatalogError&) {
    }
}

}  // namespace

const std::vector<EntryPoint>& entryPoints() {
    static const std::vector<EntryPoint> all = {
        {"roster-json", rosterJson},       {"roster-text", rosterText},       {"match-log", matchLog},
        {"event-file", eventFile},         {"collection-csv", collectionCsv}, {"collection-json", collectionJson},
        {"event-format", eventFormat},     {"catalog-part", catalogPart},     {"octgn-deck", octgnDeck},
        {"match-position", matchPosition}, {"event-import", eventImport},     {"database", databaseFile},
        {"deck-notes", deckNotes},
    };
    return all;
}

const EntryPoint* findEntryPoint(std::string_view name) {
    for (const auto& entry : entryPoints()) {
        if (name == entry.name) return &entry;
    }
    return nullptr;
}

void setResourceDir(const std::string& dir) {
    resourceDir() = dir;
}

void verifyLogStrictly(std::string_view input) {
    try {
        (void)rules::matchlog::MatchLogParser::parse(input, "strict.log");
    } catch (const rules::matchlog::MatchLogError&) {
    }
    (void)verifier().verifyText(input, "strict.log");
}

void prepare() {
    (void)catalog();
    (void)validator();
    (void)verifier();
}

}  // namespace muster::fuzz
