#include <gtest/gtest.h>

#include "../TestCatalog.h"
#include "muster/domain/CatalogLoader.h"
#include "muster/domain/RosterEditor.h"

using namespace muster::domain;

namespace {
using muster::testsupport::catalog;
DieId die(const char* name) {
    return *catalog().findDie(name);
}
}  // namespace

TEST(RosterEditor, AddingTheSameDieGrowsOneEntry) {
    RosterEditor editor;
    editor.addDie(catalog(), RosterSection::Home, die("Dwarves Footman"));
    editor.addDie(catalog(), RosterSection::Home, die("Dwarves Footman"), 2);
    const auto& home = editor.roster().section(RosterSection::Home);
    ASSERT_EQ(home.size(), 1U);
    EXPECT_EQ(home[0].count, 3);
    EXPECT_EQ(home[0].name, "Dwarves Footman");
}

TEST(RosterEditor, MoveTakesOneDieAcross) {
    RosterEditor editor;
    editor.addDie(catalog(), RosterSection::Home, die("Dwarves Footman"), 2);
    editor.moveOne(catalog(), RosterSection::Home, 0, RosterSection::Horde);
    EXPECT_EQ(editor.roster().section(RosterSection::Home)[0].count, 1);
    ASSERT_EQ(editor.roster().section(RosterSection::Horde).size(), 1U);
    EXPECT_EQ(editor.roster().section(RosterSection::Horde)[0].count, 1);
    editor.moveOne(catalog(), RosterSection::Home, 0, RosterSection::Horde);
    EXPECT_TRUE(editor.roster().section(RosterSection::Home).empty());
    EXPECT_EQ(editor.roster().section(RosterSection::Horde)[0].count, 2);
}

TEST(RosterEditor, UndoRedoWalkTheHistoryAndTrackModified) {
    RosterEditor editor;
    EXPECT_FALSE(editor.modified());
    EXPECT_FALSE(editor.canUndo());
    editor.setForceSize(24);
    editor.addDie(catalog(), RosterSection::Campaign, die("Amazons Oracle"));
    EXPECT_TRUE(editor.modified());
    editor.markSaved();
    EXPECT_FALSE(editor.modified());
    editor.undo();
    EXPECT_TRUE(editor.roster().section(RosterSection::Campaign).empty());
    EXPECT_EQ(editor.roster().forceSize, 24);
    EXPECT_TRUE(editor.modified());
    editor.redo();
    EXPECT_EQ(editor.roster().section(RosterSection::Campaign).size(), 1U);
    EXPECT_FALSE(editor.modified());
    editor.undo();
    editor.undo();
    EXPECT_EQ(editor.roster().forceSize, 0);
    EXPECT_FALSE(editor.canUndo());
    EXPECT_TRUE(editor.canRedo());
    editor.setForceSize(36);  // a new change forgets the redo branch
    EXPECT_FALSE(editor.canRedo());
}

TEST(RosterEditor, RemovingTheLastDieDropsTheEntry) {
    RosterEditor editor;
    editor.addDie(catalog(), RosterSection::SummoningPool, die("Fire Drake"));
    editor.removeOne(RosterSection::SummoningPool, 0);
    EXPECT_TRUE(editor.roster().section(RosterSection::SummoningPool).empty());
    EXPECT_THROW(editor.removeOne(RosterSection::SummoningPool, 0), std::out_of_range);
}

TEST(RosterEditor, TerrainsAreStoredByNameAndDie) {
    RosterEditor editor;
    editor.setHomeTerrain(catalog(), die("Highland City"));
    editor.setFrontierTerrain(catalog(), die("Coastland Tower"));
    EXPECT_EQ(editor.roster().homeTerrain, "Highland City");
    EXPECT_EQ(editor.roster().frontierTerrainDie, die("Coastland Tower"));
}
