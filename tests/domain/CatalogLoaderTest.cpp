#include <gtest/gtest.h>

#include <string>

#include "muster/domain/CatalogLoader.h"

using namespace muster::domain;

namespace {
std::filesystem::path dataDir(const char* name) {
    return std::filesystem::path(MUSTER_TEST_DATA) / "catalog" / name / "catalog.json";
}

// Loads a catalog that must fail and returns the message.
std::string loadError(const char* name) {
    try {
        CatalogLoader::load(dataDir(name));
    } catch (const CatalogError& e) {
        return e.what();
    }
    return "";
}
}  // namespace

TEST(CatalogLoader, LoadsAllFieldsOfASmallCatalog) {
    const Catalog catalog = CatalogLoader::load(dataDir("mini"));
    EXPECT_EQ(catalog.revision(), "test.1");
    ASSERT_EQ(catalog.dice().size(), 4U);
    const Die& footman = catalog.die(*catalog.findDie("dwarves footman"));
    EXPECT_EQ(footman.kind, DieKind::Unit);
    EXPECT_EQ(footman.size, DieSize::Small);
    EXPECT_TRUE(footman.disputed);
    EXPECT_EQ(footman.faces.size(), 6U);
    EXPECT_EQ(footman.faces[1], (Face{1, "Melee"}));
    EXPECT_EQ(footman.elements, (ElementSet{Element::Fire, Element::Earth}));
    const Die& drake = catalog.die(*catalog.findDie("Red Drake"));
    EXPECT_EQ(drake.dragonType, DragonType::Elemental);
    EXPECT_EQ(drake.form, DragonForm::Drake);
    EXPECT_EQ(catalog.findDie("Fire Drake (old)"), drake.id);
    EXPECT_TRUE(catalog.die(*catalog.findDie("Gold Medallion")).facesUnknown);
    EXPECT_EQ(catalog.die(*catalog.findDie("Dragonkin Fire Dragonhero")).autoSaves, 2);
    ASSERT_NE(catalog.findSpell("ash storm"), nullptr);
    EXPECT_TRUE(catalog.findSpell("Ash Storm")->cantrip);
}

TEST(CatalogLoader, MalformedJsonNamesFileAndLine) {
    const std::string message = loadError("bad-json");
    EXPECT_NE(message.find("bad-json/part.json"), std::string::npos) << message;
    EXPECT_NE(message.find("line 5"), std::string::npos) << message;
}

TEST(CatalogLoader, MalformedFaceNamesThePlace) {
    const std::string message = loadError("bad-face");
    EXPECT_NE(message.find("bad-face/part.json"), std::string::npos) << message;
    EXPECT_NE(message.find("/dice/0/faces/1"), std::string::npos) << message;
}

TEST(CatalogLoader, NewerFormatVersionIsRefused) {
    const std::string message = loadError("bad-version");
    EXPECT_NE(message.find("version 7 is not supported"), std::string::npos) << message;
}

TEST(CatalogLoader, MissingFileIsNamed) {
    try {
        CatalogLoader::load(dataDir("does-not-exist"));
        FAIL() << "expected a CatalogError";
    } catch (const CatalogError& e) {
        EXPECT_NE(std::string(e.what()).find("cannot open"), std::string::npos);
    }
}

TEST(CatalogLoader, MalformedOctgnIdNamesThePlace) {
    const std::string message = loadError("bad-octgn-id");
    EXPECT_NE(message.find("/dice/0/octgn/id"), std::string::npos) << message;
    EXPECT_NE(message.find("lower-case GUID"), std::string::npos) << message;
}
