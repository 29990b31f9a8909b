// The event pages' settings in the event (issue 32): when the army lists are shown, the lists' lock time,
// players' reports; in the event file from version 3 on, refused in older versions and when malformed.
#include <gtest/gtest.h>

#include "muster/rules/tournament/EventIO.h"
#include "muster/rules/tournament/ListsPublication.h"

using namespace muster::rules::tournament;

namespace {

std::string file(int version, const std::string& settings) {
    return R"({"format": "muster-event", "version": )" + std::to_string(version) + R"(, "settings": {"name": "Cup")" +
           settings + "}}";
}

std::string problem(const std::string& content) {
    try {
        (void)EventIO::parse(content, "cup.json");
    } catch (const EventFormatError& e) {
        return e.what();
    }
    return {};
}

}  // namespace

TEST(ListsPublication, LockTimesAreRealLocalTimesInTwoForms) {
    for (const char* good : {"2025-05-17", "2025-05-17T09:30", "2024-02-29", "2025-12-31T23:59"}) {
        EXPECT_TRUE(isLockTime(good)) << good;
    }
    for (const char* bad : {"", "2025-5-17", "2025-13-01", "2025-02-29", "2025-04-31", "2025-05-17 09:30",
                            "2025-05-17T24:00", "2025-05-17T09:60", "2025-05-17T09:30:00", "17.05.2025", "tomorrow"}) {
        EXPECT_FALSE(isLockTime(bad)) << bad;
    }
    EXPECT_EQ(normalisedLockTime("2025-05-17"), "2025-05-17T00:00");
}

TEST(ListsPublication, ListsAreShownAccordingToTheSetting) {
    EXPECT_FALSE(listsArePublic(ListsPublication::Hidden, "2000-01-01", "2025-05-17T10:00"));
    EXPECT_TRUE(listsArePublic(ListsPublication::Open, "", "2025-05-17T10:00"));
    EXPECT_FALSE(listsArePublic(ListsPublication::AfterLock, "", "2025-05-17T10:00"));  // no lock time set
    EXPECT_FALSE(listsArePublic(ListsPublication::AfterLock, "2025-05-17T09:30", "2025-05-17T09:29"));
    EXPECT_TRUE(listsArePublic(ListsPublication::AfterLock, "2025-05-17T09:30", "2025-05-17T09:30"));
    EXPECT_TRUE(listsArePublic(ListsPublication::AfterLock, "2025-05-17", "2025-05-17T00:00"));
    EXPECT_FALSE(listsArePublic(ListsPublication::AfterLock, "2025-05-18", "2025-05-17T23:59"));
    for (const auto& name : listsPublicationNames()) {
        EXPECT_EQ(listsPublicationName(*parseListsPublication(name)), name);
    }
    EXPECT_FALSE(parseListsPublication("public"));
}

TEST(ListsPublication, TheSettingsRoundTripThroughTheEventFileFromVersion3) {
    Event event;
    event.settings.name = "Cup";
    event.settings.listsPublication = ListsPublication::AfterLock;
    event.settings.listsLock = "2025-05-17T09:30";
    event.settings.playerReports = true;
    const std::string text = EventIO::toText(event);
    EXPECT_NE(text.find("\"version\": 3"), std::string::npos);
    const Event back = EventIO::parse(text, "cup.json");
    EXPECT_EQ(back.settings.listsPublication, ListsPublication::AfterLock);
    EXPECT_EQ(back.settings.listsLock, "2025-05-17T09:30");
    EXPECT_TRUE(back.settings.playerReports);
    // Defaults when missing: hidden, no lock, no reports.
    const Event plain = EventIO::parse(file(3, ""), "cup.json");
    EXPECT_EQ(plain.settings.listsPublication, ListsPublication::Hidden);
    EXPECT_TRUE(plain.settings.listsLock.empty());
    EXPECT_FALSE(plain.settings.playerReports);
}

TEST(ListsPublication, OlderFilesAndMalformedSettingsAreRefusedNamingTheField) {
    EXPECT_NE(problem(file(2, R"(, "playerReports": true)")).find("settings.playerReports: unknown field"),
              std::string::npos);
    EXPECT_NE(problem(file(3, R"(, "listsPublication": "public")"))
                  .find("settings.listsPublication: expected hidden, after-lock or open, not \"public\""),
              std::string::npos);
    EXPECT_NE(problem(file(3, R"(, "listsLock": "2025-02-30")")).find("settings.listsLock: expected a local time"),
              std::string::npos);
    EXPECT_NE(problem(file(3, R"(, "playerReports": "yes")")).find("settings.playerReports: expected true or false"),
              std::string::npos);
    EXPECT_EQ(problem(file(2, "")), "");  // version 2 files are still read
}
