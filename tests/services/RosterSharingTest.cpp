// A roster to share: the text and Markdown forms with points and the verdict (golden files), the army code, and
// pasted text of any of these read back into a document as the same roster.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "../TestCatalog.h"
#include "muster/domain/ArmyCode.h"
#include "muster/rules/ForceValidator.h"
#include "muster/services/RosterDocument.h"

using namespace muster;
using muster::testsupport::catalog;
namespace fs = std::filesystem;

namespace {

const rules::ForceValidator& validator() {
    static const rules::ForceValidator v(catalog());
    return v;
}

std::string readText(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

fs::path data(const std::string& name) { return fs::path(MUSTER_TEST_DATA) / name; }

// Compares with a golden file; MUSTER_UPDATE_GOLDEN=1 writes it instead.
void expectGolden(const std::string& actual, const fs::path& golden) {
    if (std::getenv("MUSTER_UPDATE_GOLDEN") != nullptr) {
        std::ofstream(golden, std::ios::binary) << actual;
    }
    EXPECT_EQ(actual, readText(golden)) << "golden " << golden << " (MUSTER_UPDATE_GOLDEN=1 rewrites it)";
}

// The golden files name the catalog revision; it is replaced so that a new revision does not rewrite them.
std::string withoutRevision(std::string text) {
    for (std::size_t at = text.find(catalog().revision()); at != std::string::npos;
         at = text.find(catalog().revision(), at)) {
        text.replace(at, catalog().revision().size(), "REVISION");
    }
    return text;
}

}  // namespace

TEST(RosterSharing, TextAndMarkdownShowPointsAndTheVerdict) {
    for (const char* name : {"legal-24.txt", "illegal-24.json"}) {
        SCOPED_TRACE(name);
        services::RosterDocument document(catalog(), validator());
        document.open(data("rosters/" + std::string(name)).string());
        const std::string stem = fs::path(name).stem().string();
        expectGolden(withoutRevision(document.asText(domain::RosterTextForm::Text)),
                     data("rosters/shared/" + stem + ".txt"));
        expectGolden(withoutRevision(document.asText(domain::RosterTextForm::Markdown)),
                     data("rosters/shared/" + stem + ".md"));
    }
}

TEST(RosterSharing, PastedTextCodeOrJsonBecomesTheSameRoster) {
    services::RosterDocument original(catalog(), validator());
    original.open(data("rosters/legal-24.txt").string());
    const auto sameDice = [&](const services::RosterDocument& pasted) {
        EXPECT_EQ(pasted.roster().name, original.roster().name);
        EXPECT_EQ(pasted.roster().forceSize, original.roster().forceSize);
        EXPECT_EQ(pasted.roster().diceCounts(), original.roster().diceCounts());
        EXPECT_EQ(pasted.report().legal(), original.report().legal());
        EXPECT_FALSE(pasted.hasFile());
    };
    for (const std::string& text :
         {original.asText(domain::RosterTextForm::Text), original.asText(domain::RosterTextForm::Markdown),
          original.armyCode(), "  " + original.armyCode() + "\n", original.serialize(domain::RosterFileFormat::Json)}) {
        services::RosterDocument pasted(catalog(), validator());
        pasted.adoptPasted(text);
        sameDice(pasted);
    }
    EXPECT_TRUE(domain::ArmyCode::looksLikeCode(original.armyCode()));
    EXPECT_NE(original.armyCode().find("MR1-"), std::string::npos);
}

TEST(RosterSharing, PastedNonsenseLeavesTheDocumentAsItWas) {
    services::RosterDocument document(catalog(), validator());
    document.open(data("rosters/legal-24.txt").string());
    const auto before = document.roster().diceCounts();
    try {
        document.adoptPasted("MR1-AAAAAAAAAAAAAAAA");
        FAIL() << "read";
    } catch (const domain::RosterFormatError& e) {
        EXPECT_NE(std::string(e.what()).find("damaged"), std::string::npos) << e.what();
    }
    EXPECT_EQ(document.roster().diceCounts(), before);
    EXPECT_TRUE(document.hasFile());
}
