// The event pages as a static site: every page type, what each shows, escaping of hostile names, the army
// lists' publication, the version that tells phones to reload, and writing the site into a folder.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>

#include "../TestCatalog.h"
#include "PagesTestSupport.h"
#include "muster/domain/RosterIO.h"
#include "muster/services/EventSite.h"
#include "muster/services/MatchLogCheck.h"

using namespace muster;
using namespace muster::rules::tournament;
using muster::services::EventSite;
using muster::services::Site;
using muster::services::SiteOptions;
using muster::services::test::PagesEvent;
using muster::testsupport::catalog;
namespace fs = std::filesystem;

namespace {

SiteOptions at(const std::string& now, bool live = false) {
    SiteOptions o;
    o.now = now;
    o.live = live;
    return o;
}

Site build(const PagesEvent& e, const SiteOptions& options = at("2025-05-17T10:00")) {
    return EventSite::build(catalog(), e.load(), options);
}

const std::string& page(const Site& site, const std::string& name) {
    static const std::string none;
    const std::string* content = site.find(name);
    EXPECT_NE(content, nullptr) << name;
    return content != nullptr ? *content : none;
}

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

void playRound(PagesEvent& e, int round) {
    const auto stored = e.load();
    for (const auto& p : stored.event.rounds.at(static_cast<std::size_t>(round - 1)).pairings) {
        if (p.isBye()) continue;
        Result r;
        r.winner = p.a;
        r.outcome = Outcome::Elimination;
        r.terrains = {2, 1};
        r.health = {20, 11};
        e.store->setResult(e.id, round, p.a, r);
    }
}

domain::Roster dwarfRoster() {
    return domain::RosterIO::parseText(
        "name: Stone wall\nforce size: 24\nhome terrain: Highland City\n[Home]\n3 Dwarves Footman\n", catalog(),
        "stone-wall.txt");
}

}  // namespace

TEST(EventSite, EveryPageTypeIsThereAndLinksOnlyWithinTheSite) {
    PagesEvent e(5);
    playRound(e, 1);
    e.store->pairNextRound(e.id);
    const Site site = build(e);
    const auto stored = e.load();
    std::vector<std::string> expected{"index.html",   "round-1.html", "round-2.html", "standings.html",
                                      "players.html", "lists.html",   "version.txt"};
    for (const auto& p : stored.event.players) expected.push_back("player-" + std::to_string(p.id) + ".html");
    for (const auto& name : expected) EXPECT_NE(site.find(name), nullptr) << name;
    EXPECT_EQ(site.files.size(), expected.size());
    const std::regex href("(?:href|src|action)=\"([^\"]*)\"");
    for (const auto& [name, content] : site.files) {
        EXPECT_TRUE(EventSite::isSiteFileName(name)) << name;
        if (name == "version.txt") continue;
        EXPECT_TRUE(content.rfind("<!DOCTYPE html>\n<html lang=\"en\">", 0) == 0) << name;
        EXPECT_TRUE(has(content, "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"));
        EXPECT_TRUE(has(content, "<meta name=\"muster-version\" content=\"" + site.version + "\">")) << name;
        EXPECT_FALSE(has(content, "http://") || has(content, "https://") || has(content, "src=")) << name;
        // Every link goes to a page of the site (or an anchor on it): the site works from a folder.
        for (auto it = std::sregex_iterator(content.begin(), content.end(), href); it != std::sregex_iterator(); ++it) {
            std::string target = (*it)[1].str();
            if (target.rfind('#', 0) == 0) continue;
            target = target.substr(0, target.find('#'));
            EXPECT_NE(site.find(target), nullptr) << name << " links to " << target;
        }
    }
    EXPECT_EQ(page(site, "version.txt"), site.version + "\n");
    EXPECT_EQ(site.version.size(), 16U);
}

TEST(EventSite, ARoundPageHasEveryTableAFindMeAndAListByName) {
    PagesEvent e(5);  // an odd number: one bye
    const Site site = build(e);
    const std::string& round = page(site, "round-1.html");
    const auto stored = e.load();
    for (const auto& p : stored.event.rounds[0].pairings) {
        if (p.table) {
            EXPECT_TRUE(has(round, "<tr id=\"t-" + std::to_string(*p.table) + "\"")) << *p.table;
            EXPECT_TRUE(has(round, "<a href=\"#t-" + std::to_string(*p.table) + "\">")) << *p.table;
        } else {
            EXPECT_TRUE(has(round, "<tr id=\"bye-" + std::to_string(p.a) + "\""));
        }
    }
    EXPECT_TRUE(has(round, "id=\"find-me\" hidden"));
    EXPECT_TRUE(has(round, "data-names=\""));
    EXPECT_TRUE(has(round, "<h2 id=\"by-name\">By name</h2>"));
    EXPECT_TRUE(has(round, "getElementById('find')"));
    // Players are listed alphabetically by name: Ann before Bob before Cid.
    const auto byName = round.find("By name");
    EXPECT_LT(round.find("<td>Ann</td>", byName), round.find("<td>Bob</td>", byName));
    EXPECT_LT(round.find("<td>Bob</td>", byName), round.find("<td>Cid</td>", byName));
}

TEST(EventSite, TheStandingsNameAndExplainEveryTiebreakerAndHowByesAreScaled) {
    PagesEvent e(5);
    playRound(e, 1);
    const Site site = build(e);
    const std::string& standings = page(site, "standings.html");
    EXPECT_TRUE(has(standings, "<h1>Standings after round 1</h1>"));
    for (const auto t : e.load().event.settings.tiebreakers) {
        EXPECT_TRUE(has(standings, "<dt id=\"tb-" + std::string(tiebreakerName(t)) + "\">")) << tiebreakerName(t);
        EXPECT_TRUE(has(standings, "href=\"#tb-" + std::string(tiebreakerName(t)) + "\"")) << tiebreakerName(t);
    }
    EXPECT_TRUE(has(standings, "Opponents&#39; average (Opp. avg)"));
    EXPECT_TRUE(has(standings, "A share below 33.3% counts as 33.3%"));
    EXPECT_TRUE(has(standings, "Strength of schedule (SoS)"));
    EXPECT_TRUE(has(standings, "only when every two of them have met"));
    // Byes: their points, and the scaling of the sum-style tiebreakers with its formula.
    EXPECT_TRUE(has(standings, "A bye is worth 1 point"));
    EXPECT_TRUE(has(standings, "strength of schedule, terrains captured and health killed are sums"));
    EXPECT_TRUE(has(standings, "the sum times those rounds, divided by the games they played"));
    EXPECT_TRUE(has(standings, "<th class=\"num\">Byes</th>"));
    EXPECT_TRUE(has(standings, "<tr><td>Win by capture</td><td class=\"num\">1.5</td></tr>"));
}

TEST(EventSite, APlayerPageShowsGamesOpponentsResultsPointsAndTheMatchLogWithItsVerdict) {
    PagesEvent e(4);
    playRound(e, 1);
    const Pairing game = e.game();
    const auto log =
        services::checkMatchLogFile(catalog(), (fs::path(MUSTER_TEST_DATA) / "matchlogs" / "capture-win.log").string());
    e.store->attachLog(e.id, 1, 0, log.text, log.verdict, "desk");
    const Site site = build(e);
    const auto stored = e.load();
    const std::string& player = page(site, "player-" + std::to_string(game.a) + ".html");
    EXPECT_TRUE(has(player, "<h1>" + stored.event.player(game.a).name + "</h1>"));
    EXPECT_TRUE(has(player, "<a href=\"player-" + std::to_string(*game.b) + ".html\">"));
    EXPECT_TRUE(has(player, "won by elimination"));
    EXPECT_TRUE(has(player, "<td class=\"num\">1.5</td>"));  // the points the win brought
    EXPECT_TRUE(has(player, "<a href=\"log-1-" + std::to_string(*game.table) + ".html\">match log</a>"));
    const std::string& logPage = page(site, "log-1-" + std::to_string(*game.table) + ".html");
    EXPECT_TRUE(has(logPage, "Verdict: verified"));
    // The example log is a game of Ana and Bruno, not of these players: the page says so.
    EXPECT_TRUE(has(logPage, "The result entered differs: the log is a game of Ana and Bruno"));
    EXPECT_TRUE(has(logPage, "<pre>"));
    const std::string& loser = page(site, "player-" + std::to_string(*game.b) + ".html");
    EXPECT_TRUE(has(loser, "lost by elimination"));
}

TEST(EventSite, HostileNamesAreEscapedEverywhere) {
    PagesEvent e(2);
    Player p = e.load().event.players.at(0);
    p.name = "<script>alert(1)</script>\"&'\x01";
    p.club = "<b>club</b>";
    e.store->editPlayer(e.id, p, std::nullopt);
    const Site site = build(e);
    for (const auto& [name, content] : site.files) {
        EXPECT_FALSE(has(content, "<script>alert")) << name;
        EXPECT_FALSE(has(content, "<b>club")) << name;
        EXPECT_FALSE(has(content, "\x01")) << name;
    }
    EXPECT_TRUE(has(page(site, "players.html"), "&lt;script&gt;alert(1)&lt;/script&gt;&quot;&amp;&#39;\xEF\xBF\xBD"));
}

TEST(EventSite, ArmyListsFollowTheEventsPublicationSetting) {
    PagesEvent e(2);
    Player p = e.load().event.players.at(0);
    p.roster = nlohmann::json::parse(domain::RosterIO::toJson(dwarfRoster()));
    e.store->editPlayer(e.id, p, services::RosterCheck{"legal", "[]"});
    const std::string playerPage = "player-" + std::to_string(p.id) + ".html";
    auto withSettings = [&](ListsPublication publication, const std::string& lock) {
        EventSettings s = e.load().event.settings;
        s.listsPublication = publication;
        s.listsLock = lock;
        e.store->updateSettings(e.id, s);
    };
    // Hidden (the default): never shown.
    Site site = build(e);
    EXPECT_TRUE(has(page(site, "lists.html"), "does not publish the army lists"));
    EXPECT_FALSE(has(page(site, "lists.html"), "Dwarves Footman"));
    EXPECT_FALSE(has(page(site, playerPage), "Dwarves Footman"));
    // After the lock: hidden before it, shown from it on.
    withSettings(ListsPublication::AfterLock, "2025-05-17T09:30");
    site = build(e, at("2025-05-17T09:29"));
    EXPECT_TRUE(has(page(site, "lists.html"), "published once they lock, at 2025-05-17 09:30"));
    EXPECT_FALSE(has(page(site, "lists.html"), "Dwarves Footman"));
    site = build(e, at("2025-05-17T09:30"));
    EXPECT_TRUE(has(page(site, "lists.html"), "3 × Dwarves Footman"));
    EXPECT_TRUE(has(page(site, playerPage), "3 × Dwarves Footman"));
    withSettings(ListsPublication::AfterLock, "");
    EXPECT_TRUE(has(page(build(e), "lists.html"), "has not set the time yet"));
    // Open: always.
    withSettings(ListsPublication::Open, "");
    site = build(e, at("2000-01-01T00:00"));
    EXPECT_TRUE(has(page(site, "lists.html"), "Stone wall"));
    EXPECT_TRUE(has(page(site, "lists.html"), "<h3>Home <span class=\"muted\">("));
}

TEST(EventSite, TheVersionChangesWithTheEventAndOnlyThen) {
    PagesEvent e(4);
    const Site first = build(e);
    EXPECT_EQ(build(e).version, first.version);
    playRound(e, 1);
    const Site played = build(e);
    EXPECT_NE(played.version, first.version);
    EXPECT_TRUE(has(page(played, "round-1.html"), "won by elimination"));
    // Served pages link to the report form when players report; the static site never does.
    EXPECT_FALSE(has(page(first, "index.html"), "href=\"report\""));
    EXPECT_TRUE(has(page(build(e, at("2025-05-17T10:00", true)), "index.html"), "href=\"report\""));
}

TEST(EventSite, WritingReplacesTheSitesOwnFilesAndLeavesOthersAlone) {
    PagesEvent e(4);
    const fs::path folder = e.dir() / "site";
    fs::create_directories(folder);
    std::ofstream(folder / "notes.txt") << "the organiser's own file";
    std::ofstream(folder / "player-999.html") << "a page of a player who is gone";
    const Site site = build(e);
    EventSite::write(site, folder.string());
    for (const auto& [name, content] : site.files) {
        std::ifstream in(folder / name, std::ios::binary);
        const std::string written{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
        EXPECT_EQ(written, content) << name;
    }
    EXPECT_TRUE(fs::exists(folder / "notes.txt"));
    EXPECT_FALSE(fs::exists(folder / "player-999.html"));
    EXPECT_FALSE(EventSite::isSiteFileName("notes.txt"));
    EXPECT_FALSE(EventSite::isSiteFileName("../index.html"));
    EXPECT_THROW(EventSite::write(site, (folder / "notes.txt" / "below").string()), std::exception);
}

TEST(EventSite, TheLocalTimeHasTheLockTimesForm) {
    EXPECT_TRUE(rules::tournament::isLockTime(services::localTimeNow()));
}
