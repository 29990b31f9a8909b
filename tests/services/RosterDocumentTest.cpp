// services::RosterDocument: the roster document muster-cli and the desktop app share (open, save, save as,
// modified state, event formats, print data), and the storage services the desktop app reaches the
// database through (Storage, CollectionStore, RosterLibrary).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "../TestCatalog.h"
#include "muster/db/DatabaseError.h"
#include "muster/domain/FileIO.h"
#include "muster/domain/RosterIO.h"
#include "muster/reports/SpeciesCardBuilder.h"
#include "muster/services/CollectionStore.h"
#include "muster/services/EventFiles.h"
#include "muster/services/RosterDocument.h"
#include "muster/services/RosterFile.h"
#include "muster/services/RosterLibrary.h"
#include "muster/services/Storage.h"

using namespace muster;
using domain::RosterSection;
namespace fs = std::filesystem;

namespace {

using muster::testsupport::catalog;

const rules::ForceValidator& validator() {
    static const rules::ForceValidator v(catalog());
    return v;
}

class ScratchDir : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() / ("muster-doc-" + std::to_string(::getpid()) + "-" +
                                            ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    [[nodiscard]] std::string path(const std::string& name) const { return (dir_ / name).string(); }
    fs::path dir_;
};

std::string testRoster(const char* name) {
    return (fs::path(MUSTER_TEST_DATA) / "rosters" / name).string();
}

}  // namespace

using RosterDocumentTest = ScratchDir;

TEST_F(RosterDocumentTest, ANewRosterStartsFromSensibleDefaultsWithoutErrors) {
    services::RosterDocument document(catalog(), validator());
    EXPECT_EQ(document.roster().edition, "v4.01d");
    EXPECT_EQ(document.roster().eventFormat, "open");
    EXPECT_EQ(document.roster().forceSize, 24);
    EXPECT_EQ(document.roster().playersInGame, 2);
    EXPECT_FALSE(document.modified());
    EXPECT_FALSE(document.hasFile());
    EXPECT_EQ(document.title(), "New roster");
    EXPECT_TRUE(document.model().isBlank());
    EXPECT_EQ(document.model().verdictText(), "Empty roster");
}

TEST_F(RosterDocumentTest, OpeningKeepsTheNameAndIsNotAChange) {
    // The desktop app's command-line open lost the name and asked "Save changes?" without any edit.
    services::RosterDocument document(catalog(), validator());
    document.open(testRoster("legal-24.txt"));
    EXPECT_EQ(document.roster().name, "Golden Dwarves");
    EXPECT_EQ(document.title(), "Golden Dwarves");
    EXPECT_FALSE(document.modified());
    EXPECT_TRUE(document.hasFile());
    EXPECT_EQ(document.fileFormat(), domain::RosterFileFormat::Text);
    EXPECT_FALSE(document.savesInPlace());  // a text file: Save asks where to keep it as JSON
    EXPECT_TRUE(document.report().legal());
}

TEST_F(RosterDocumentTest, SaveAsWritesJsonThatReadsBackTheSameAndClearsModified) {
    services::RosterDocument document(catalog(), validator());
    document.open(testRoster("legal-24.txt"));
    document.model().addDie(RosterSection::Home, *catalog().findDie("Dwarves Footman"));
    EXPECT_TRUE(document.modified());
    const std::string saved = path("golden.json");
    document.saveAs(saved);
    EXPECT_FALSE(document.modified());
    EXPECT_TRUE(document.savesInPlace());
    EXPECT_EQ(document.path(), saved);
    const auto back = domain::RosterIO::readFile(saved, catalog());
    EXPECT_EQ(back.name, "Golden Dwarves");
    EXPECT_EQ(domain::readFile(saved), document.serialize(domain::RosterFileFormat::Json));

    // Save writes in place; export writes a copy and leaves the document as it was.
    document.model().setName("Renamed");
    document.save();
    EXPECT_EQ(domain::RosterIO::readFile(saved, catalog()).name, "Renamed");
    document.model().setName("Changed again");
    document.exportTo(path("copy.txt"), domain::RosterFileFormat::Text);
    EXPECT_TRUE(document.modified());
    EXPECT_EQ(document.path(), saved);
    EXPECT_EQ(domain::RosterIO::readFile(path("copy.txt"), catalog()).name, "Changed again");
}

TEST_F(RosterDocumentTest, FailuresLeaveTheDocumentAsItWas) {
    services::RosterDocument document(catalog(), validator());
    document.open(testRoster("legal-24.txt"));
    EXPECT_THROW(document.open(testRoster("bad-syntax.json")), domain::RosterFormatError);
    EXPECT_THROW(document.open(path("missing.json")), domain::RosterFormatError);
    EXPECT_EQ(document.roster().name, "Golden Dwarves");
    EXPECT_THROW(document.saveAs(path("no-such-folder/x.json")), domain::FileError);
    EXPECT_EQ(document.path(), testRoster("legal-24.txt"));
    services::RosterDocument fresh(catalog(), validator());
    EXPECT_THROW(fresh.save(), std::logic_error);
}

TEST_F(RosterDocumentTest, DuplicateIsANewUnsavedRosterUnderANewName) {
    services::RosterDocument document(catalog(), validator());
    document.open(testRoster("legal-24.txt"));
    document.duplicate();
    EXPECT_EQ(document.roster().name, "Golden Dwarves (copy)");
    EXPECT_FALSE(document.hasFile());
    EXPECT_TRUE(document.modified());
}

TEST_F(RosterDocumentTest, ChoosingAFormatSetsItsForceSize) {
    services::RosterDocument document(catalog(), validator());
    document.chooseEventFormat("championship-36");
    EXPECT_EQ(document.roster().eventFormat, "championship-36");
    EXPECT_EQ(document.roster().forceSize, 36);
    EXPECT_TRUE(document.formatProblem().empty());
    document.chooseEventFormat("open");
    EXPECT_EQ(document.roster().forceSize, 36);  // open allows any size: it stays
    document.chooseEventFormat("no-such-format");
    EXPECT_FALSE(document.formatProblem().empty());
}

TEST_F(RosterDocumentTest, TheSheetShowsTheRulesNotTheCollection) {
    services::RosterDocument document(catalog(), validator());
    document.open(testRoster("legal-24.txt"));
    document.model().setOwnedDice({});  // owns nothing
    for (const auto& army : document.sheetData().armies) {
        for (const auto& line : army.units) EXPECT_EQ(line.note.find("not owned"), std::string::npos) << line.name;
    }
    bool marked = false;
    for (const auto& army : document.sheetData(true).armies) {
        for (const auto& line : army.units) marked = marked || line.note.find("not owned") != std::string::npos;
    }
    EXPECT_TRUE(marked);  // a player's own copy may say what to buy
}

TEST_F(RosterDocumentTest, DragonkinShowHealthNotPointsOnTheSheet) {
    services::RosterDocument document(catalog(), validator());
    const auto kin = std::find_if(catalog().dice().begin(), catalog().dice().end(),
                                  [](const domain::Die& d) { return d.isDragonkin(); });
    ASSERT_NE(kin, catalog().dice().end());
    document.model().addDie(RosterSection::SummoningPool, kin->id, 2);
    const auto data = document.sheetData();
    ASSERT_EQ(data.summoningPool.size(), 1U);
    EXPECT_EQ(data.summoningPool[0].points, 0);
    EXPECT_EQ(data.summoningPool[0].note, std::to_string(2 * kin->health) + " health");
}

TEST_F(RosterDocumentTest, SpeciesCardsForThisRosterAreOnlyTheOnesItNeeds) {
    services::RosterDocument document(catalog(), validator());
    document.open(testRoster("legal-24.txt"));  // Dwarves, a drake, two major terrains
    const std::vector<std::string> expected = {"Dwarves", std::string(reports::SpeciesCardBuilder::kDragons),
                                               std::string(reports::SpeciesCardBuilder::kTerrains)};
    EXPECT_EQ(document.cardSheets(), expected);
    const auto cards = document.cards();
    ASSERT_EQ(cards.size(), 3U);
    // The dragons sheet lists the roster's own dragon only; the species sheet the whole species.
    std::size_t dragons = 0;
    for (const auto& group : cards[1].groups) dragons += group.dice.size();
    EXPECT_EQ(dragons, 1U);
    std::size_t terrains = 0;
    for (const auto& group : cards[2].groups) terrains += group.dice.size();
    EXPECT_EQ(terrains, 2U);
    std::size_t dwarves = 0;
    for (const auto& group : cards[0].groups) dwarves += group.dice.size();
    EXPECT_GT(dwarves, 10U);
}

// Issue 31 item 16: a player's crib sheet lists only the roster's own dice of each species, with the SAIs on them.
TEST_F(RosterDocumentTest, SpeciesCardsCanListOnlyTheRostersOwnDice) {
    services::RosterDocument document(catalog(), validator());
    document.open(testRoster("legal-24.txt"));
    const auto whole = document.cards(false);
    const auto own = document.cards(true);
    ASSERT_EQ(own.size(), whole.size());
    auto diceOn = [](const reports::SpeciesCardData& card) {
        std::vector<std::string> names;
        for (const auto& group : card.groups)
            for (const auto& die : group.dice) names.push_back(die.name);
        return names;
    };
    auto dwarves = diceOn(own[0]);
    std::sort(dwarves.begin(), dwarves.end());
    EXPECT_EQ(dwarves, (std::vector<std::string>{"Dwarves Footman", "Dwarves Pony Rider", "Dwarves Sentry",
                                                 "Dwarves Sergeant", "Dwarves Warlord"}))
        << ::testing::PrintToString(dwarves);
    EXPECT_GT(diceOn(whole[0]).size(), 10U);
    EXPECT_NE(own[0].subtitle.find("5 of its"), std::string::npos) << own[0].subtitle;
    EXPECT_LE(own[0].sais.size(), whole[0].sais.size());
    EXPECT_EQ(own[0].abilities.size(), whole[0].abilities.size());  // the species' abilities stay
    EXPECT_EQ(diceOn(own[1]), diceOn(whole[1]));                    // dragons: the roster's own either way
}

// Issue 31 item 18: a roster saved from the app carries the catalog revision (docs/roster-format.md), in JSON, in
// text and in an OCTGN deck's header.
TEST_F(RosterDocumentTest, SavedRostersCarryTheCatalogRevision) {
    services::RosterDocument document(catalog(), validator());
    document.open(testRoster("legal-24.txt"));
    ASSERT_TRUE(document.roster().catalogRevision.empty());
    ASSERT_FALSE(catalog().revision().empty());
    document.saveAs(path("saved.json"));
    EXPECT_EQ(domain::RosterIO::readFile(path("saved.json"), catalog()).catalogRevision, catalog().revision());
    EXPECT_NE(domain::readFile(path("saved.json")).find("\"catalog_revision\": \"" + catalog().revision() + "\""),
              std::string::npos);
    document.saveAs(path("saved.txt"));
    EXPECT_EQ(domain::RosterIO::readFile(path("saved.txt"), catalog()).catalogRevision, catalog().revision());
    document.exportTo(path("copy.json"), domain::RosterFileFormat::Json);
    EXPECT_EQ(domain::RosterIO::readFile(path("copy.json"), catalog()).catalogRevision, catalog().revision());
    document.exportOctgnDeck(path("deck.o8d"));
    EXPECT_EQ(services::readRosterFile(path("deck.o8d"), catalog()).roster.catalogRevision, catalog().revision());
}

// An OCTGN deck opens like a roster and keeps what its reader told, but Save never writes a roster over the
// deck: it asks where (savesInPlace is false), and the deck file stays as it was.
TEST_F(RosterDocumentTest, ADeckOpensButIsNotOverwrittenBySave) {
    const std::string sample = (fs::path(MUSTER_TEST_DATA) / "octgn" / "Goblins-Cavalry-and-Heavy-Melee.o8d").string();
    const std::string deckFile = path("goblins.o8d");
    fs::copy_file(sample, deckFile);
    const std::string original = domain::readFile(deckFile);
    services::RosterDocument document(catalog(), validator());
    document.open(deckFile);
    ASSERT_NE(document.deck(), nullptr);
    EXPECT_FALSE(document.deck()->forceSizeFrom.empty());
    EXPECT_TRUE(document.hasFile());
    EXPECT_FALSE(document.savesInPlace());
    EXPECT_FALSE(document.modified());
    EXPECT_GT(document.roster().section(RosterSection::Home).size(), 0U);

    // Export as a deck writes the same dice back; the document keeps its file and stays unmodified.
    const std::string copy = path("copy.o8d");
    document.exportOctgnDeck(copy);
    EXPECT_EQ(document.path(), deckFile);
    services::RosterDocument reread(catalog(), validator());
    reread.importFile(copy);
    EXPECT_FALSE(reread.hasFile());
    ASSERT_NE(reread.deck(), nullptr);
    for (RosterSection section : domain::kRosterSections) {
        EXPECT_EQ(reread.roster().section(section).size(), document.roster().section(section).size());
    }
    // Saving as JSON makes it a roster document; the deck file is untouched.
    document.saveAs(path("goblins.json"));
    EXPECT_EQ(document.deck(), nullptr);
    EXPECT_TRUE(document.savesInPlace());
    EXPECT_EQ(domain::readFile(deckFile), original);
    // A roster opened after a deck is no deck.
    document.open(testRoster("legal-24.txt"));
    EXPECT_EQ(document.deck(), nullptr);
}

// A deck brought to an event takes the event's force size (muster-cli's event commands and the desk alike);
// read on its own it takes the deck's total.
TEST_F(RosterDocumentTest, ADeckBroughtToAnEventTakesTheEventsForceSize) {
    const std::string deck = (fs::path(MUSTER_TEST_DATA) / "octgn" / "Goblins-Cavalry-and-Heavy-Melee.o8d").string();
    rules::tournament::EventSettings event;
    event.name = "Harbour Cup";
    event.forceSize = 60;
    const auto forEvent = services::readRosterFileForEvent(deck, catalog(), event);
    EXPECT_TRUE(forEvent.isDeck);
    EXPECT_EQ(forEvent.roster.forceSize, 60);
    EXPECT_EQ(forEvent.forceSizeFrom, "the event Harbour Cup");
    const auto alone = services::readRosterFile(deck, catalog());
    EXPECT_NE(alone.forceSizeFrom, forEvent.forceSizeFrom);
    // A roster file keeps its own force size.
    EXPECT_EQ(services::readRosterFileForEvent(testRoster("legal-24.txt"), catalog(), event).roster.forceSize, 24);
}

// File > Import keeps no file: Save asks where.
TEST_F(RosterDocumentTest, ImportKeepsNoFile) {
    services::RosterDocument document(catalog(), validator());
    document.importFile(testRoster("legal-24.txt"));
    EXPECT_EQ(document.roster().name, "Golden Dwarves");
    EXPECT_FALSE(document.hasFile());
    EXPECT_FALSE(document.savesInPlace());
    EXPECT_FALSE(document.modified());
    EXPECT_THROW(document.importFile(path("missing.json")), domain::RosterFormatError);
    EXPECT_EQ(document.roster().name, "Golden Dwarves");
}

// Event files are written by services (rules/ only reads and prints them): atomically, errors naming the file.
TEST_F(RosterDocumentTest, EventFilesAreWrittenByServices) {
    const auto event =
        rules::tournament::EventIO::readFile((fs::path(MUSTER_TEST_DATA) / "events" / "small-swiss.json").string());
    const std::string out = path("event.json");
    services::writeEventFile(event, out);
    EXPECT_EQ(domain::readFile(out), rules::tournament::EventIO::toText(event));
    EXPECT_EQ(rules::tournament::EventIO::toText(services::readEventFile(out)),
              rules::tournament::EventIO::toText(event));
    EXPECT_THROW((void)services::readEventFile(path("missing.json")), rules::tournament::EventFormatError);
    try {
        services::writeEventFile(event, path("no-such-folder/event.json"));
        FAIL() << "writing into a missing folder succeeded";
    } catch (const rules::tournament::EventFormatError& e) {
        EXPECT_NE(std::string(e.what()).find("no-such-folder/event.json"), std::string::npos) << e.what();
    }
}

using StorageTest = ScratchDir;

TEST_F(StorageTest, ADatabaseThatCannotBeOpenedIsAMessageNotACrash) {
    const std::string notADatabase = path("not-a-db.txt");
    domain::writeFileAtomically(notADatabase, "2 Dwarves Footman\n");
    services::Storage storage(catalog(), notADatabase);
    EXPECT_FALSE(storage.available());
    EXPECT_NE(storage.error().find("not-a-db.txt"), std::string::npos) << storage.error();
    EXPECT_EQ(storage.collections(), nullptr);
    EXPECT_EQ(storage.rosters(), nullptr);
    EXPECT_EQ(storage.database(), nullptr);
}

TEST_F(StorageTest, CollectionsCountImportAndExport) {
    services::Storage storage(catalog(), path("muster.db"));
    ASSERT_TRUE(storage.available()) << storage.error();
    auto& collections = *storage.collections();
    const auto list = collections.list();  // a first collection is made for a new player
    ASSERT_EQ(list.size(), 1U);
    EXPECT_EQ(list[0].name, services::CollectionStore::kDefaultName);
    collections.setCount("mine", "Dwarves Footman", 3);
    collections.setCount("mine", "Dwarves Footman", 1);
    EXPECT_EQ(collections.counts("mine").at("Dwarves Footman"), 1);
    collections.exportFile("mine", path("mine.csv"));
    EXPECT_EQ(domain::readFile(path("mine.csv")), "name,count\nDwarves Footman,1\n");
    EXPECT_EQ(collections.importFile(path("mine.csv"), "copy", true), 1);
    EXPECT_EQ(collections.counts("copy").at("Dwarves Footman"), 1);
    EXPECT_THROW(collections.importFile(path("missing.csv"), "copy", true), domain::FileError);
    EXPECT_TRUE(collections.counts("nobody").empty());
}

TEST_F(StorageTest, TheRosterLibraryKeepsVersions) {
    services::Storage storage(catalog(), path("muster.db"));
    ASSERT_TRUE(storage.available()) << storage.error();
    auto& library = *storage.rosters();
    const auto roster = domain::RosterIO::readFile(testRoster("legal-24.txt"), catalog());
    EXPECT_EQ(library.save(roster), 1);
    EXPECT_EQ(library.save(roster), 2);
    const auto list = library.list();
    ASSERT_EQ(list.size(), 1U);
    EXPECT_EQ(list[0].version, 2);
    EXPECT_EQ(library.load("Golden Dwarves").forceSize, 24);
    EXPECT_THROW((void)library.load("Nobody's"), db::RecordError);
}
