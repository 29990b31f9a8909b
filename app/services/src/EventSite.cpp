#include "muster/services/EventSite.h"

#include <fmt/format.h>
#include <openssl/evp.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <ctime>
#include <filesystem>
#include <regex>
#include <set>
#include <stdexcept>

#include "HtmlPage.h"
#include "muster/domain/FileIO.h"
#include "muster/domain/RosterIO.h"
#include "muster/rules/tournament/ScoreSheet.h"
#include "muster/rules/tournament/Standings.h"
#include "muster/services/PrintData.h"

namespace muster::services {

using namespace rules::tournament;

namespace {

std::string esc(std::string_view text) {
    return HtmlPage::escape(text);
}

std::string playerFile(PlayerId id) {
    return "player-" + std::to_string(id) + ".html";
}

std::string roundFile(int round) {
    return "round-" + std::to_string(round) + ".html";
}

std::string logFile(int round, int table) {
    return "log-" + std::to_string(round) + "-" + std::to_string(table) + ".html";
}

std::string lowerCase(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

// Points, in words: "1 point", "1.5 points".
std::string pointsWords(HalfPoints points) {
    return formatPoints(points) + (points == 2 ? " point" : " points");
}

// The first 16 hex digits of the SHA-256 of `text`.
std::string shortHash(std::string_view text) {
    std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
    unsigned int length = 0;
    if (EVP_Digest(text.data(), text.size(), digest.data(), &length, EVP_sha256(), nullptr) != 1) {
        throw std::runtime_error("SHA-256 is not available");
    }
    std::string out;
    for (unsigned int i = 0; i < 8 && i < length; ++i) out += fmt::format("{:02x}", digest[i]);
    return out;
}

// What a tiebreaker means, in full, for the standings page (Standings.h and docs/event-format.md say the
// same; the first sentence is the desk's short explanation).
std::string tiebreakerDetail(Tiebreaker tiebreaker, const EventSettings& settings) {
    switch (tiebreaker) {
        case Tiebreaker::OpponentAverage:
            return fmt::format(
                "For each opponent Muster takes the share of the points they could have won that they did win: "
                "their points divided by the rounds they played (byes included) times the top award of a round "
                "({}). A share below {:.1f}% counts as {:.1f}%, so one weak opponent, or one who left early, "
                "does not sink a player. The shares are averaged over the opponents and shown as a percentage. "
                "A bye or a round missed by a late entry adds no opponent, so it neither raises nor lowers it.",
                pointsWords(settings.scoring.maxPerRound()), settings.opponentFloor * 100.0,
                settings.opponentFloor * 100.0);
        case Tiebreaker::StrengthOfSchedule:
            return "The points of every opponent met, added up, with the points they have now. An opponent who "
                   "dropped counts with the points they had when they left.";
        case Tiebreaker::HeadToHead:
            return "Among players still level on everything before it: the points each took from the others in "
                   "games between them. Two players: their games against each other. Three or more: only when "
                   "every two of them have met; otherwise it does not separate them.";
        case Tiebreaker::TerrainsCaptured:
            return "Terrains captured, added up over all games (as entered on the result slips).";
        case Tiebreaker::HealthKilled:
            return "Health of the opponents' units killed, added up over all games (as entered on the result "
                   "slips).";
    }
    return {};
}

// A long name for a tiebreaker, for the explanations ("Strength of schedule").
std::string tiebreakerLongName(Tiebreaker tiebreaker) {
    switch (tiebreaker) {
        case Tiebreaker::OpponentAverage:
            return "Opponents' average";
        case Tiebreaker::StrengthOfSchedule:
            return "Strength of schedule";
        case Tiebreaker::HeadToHead:
            return "Head to head";
        case Tiebreaker::TerrainsCaptured:
            return "Terrains captured";
        case Tiebreaker::HealthKilled:
            return "Health killed";
    }
    return std::string(tiebreakerName(tiebreaker));
}

// The verifier's message without the file it read ("/home/desk/logs/t3.log: verified ..."): the organiser's
// folders are nobody's business on a public page.
std::string withoutFile(const std::string& message, const nlohmann::json& details) {
    const auto file = details.find("file");
    if (file == details.end() || !file->is_string()) return message;
    const std::string prefix = file->get<std::string>() + ": ";
    return !file->get<std::string>().empty() && message.rfind(prefix, 0) == 0 ? message.substr(prefix.size()) : message;
}

bool isSumTiebreaker(Tiebreaker tiebreaker) {
    return tiebreaker == Tiebreaker::StrengthOfSchedule || tiebreaker == Tiebreaker::TerrainsCaptured ||
           tiebreaker == Tiebreaker::HealthKilled;
}

class SiteBuilder {
public:
    SiteBuilder(const domain::Catalog& catalog, const StoredEvent& stored, const SiteOptions& options)
        : catalog_(catalog), event_(stored.event), options_(options) {
        latestRound_ = static_cast<int>(event_.rounds.size());
        standingsRound_ = Standings::defaultRound(event_);
        if (!event_.players.empty()) standings_ = Standings::compute(event_, standingsRound_);
        for (int r = 0; r <= latestRound_; ++r) sheets_.emplace_back(event_, r);
        listsPublic_ = listsArePublic(event_.settings.listsPublication, event_.settings.listsLock, options_.now);
        reportLink_ = options_.live && event_.settings.playerReports;
    }

    Site build() {
        Site site;
        site.files["index.html"] = indexPage();
        for (const auto& round : event_.rounds) {
            site.files[roundFile(round.number)] = roundPage(round);
            for (const auto& pairing : round.pairings) {
                if (!pairing.logs.empty() && pairing.table && !pairing.isBye()) {
                    site.files[logFile(round.number, *pairing.table)] = logPage(round, pairing);
                }
            }
        }
        site.files["standings.html"] = standingsPage();
        site.files["players.html"] = playersPage();
        for (const auto& player : event_.players) site.files[playerFile(player.id)] = playerPage(player);
        site.files["lists.html"] = listsPage();
        // The version is a hash of every page; each page carries it, version.txt says the newest.
        std::string all;
        for (const auto& [name, content] : site.files) all += name + '\n' + content + '\n';
        site.version = shortHash(all);
        for (auto& [name, content] : site.files) {
            const auto at = content.find(HtmlPage::kVersionPlaceholder);
            if (at != std::string::npos) content.replace(at, HtmlPage::kVersionPlaceholder.size(), site.version);
        }
        site.files["version.txt"] = site.version + "\n";
        return site;
    }

private:
    HtmlPage page(std::string_view title, std::string_view current) const {
        HtmlPage p(title, event_.settings.name, current, latestRound_);
        p.setReportLink(reportLink_);
        return p;
    }

    static std::string finish(const HtmlPage& p) { return p.html(HtmlPage::kVersionPlaceholder); }

    std::string nameOf(PlayerId id) const {
        const Player* p = event_.findPlayer(id);
        return p != nullptr ? p->name : "#" + std::to_string(id);
    }

    std::string playerLink(PlayerId id) const {
        return "<a href=\"" + playerFile(id) + "\">" + esc(nameOf(id)) + "</a>";
    }

    const StandingRow* standingOf(PlayerId id) const {
        for (const auto& row : standings_) {
            if (row.id == id) return &row;
        }
        return nullptr;
    }

    // "Ana won by capture", "Draw", "" (not played yet).
    std::string resultText(const Pairing& p) const {
        if (p.isBye()) return "Bye";
        if (!p.result) return "";
        const Result& r = *p.result;
        std::string text;
        if (!r.winner) {
            text = "Draw";
        } else if (r.outcome == Outcome::GameLoss) {
            text =
                esc(nameOf(*r.winner)) + " won: game loss (penalty) for " + esc(nameOf(*r.winner == p.a ? *p.b : p.a));
        } else {
            text = esc(nameOf(*r.winner)) + " won by " + esc(outcomeName(r.outcome));
        }
        if (r.deduction[0] > 0 || r.deduction[1] > 0) text += "; penalty points taken";
        return text;
    }

    std::string logSummary(const Pairing& p) const {
        const StoredLog log = StoredLog::fromGameLog(p.logs.back());
        std::string summary = log.summary();
        if (!log.resultDisagreement(event_, p).empty()) summary += "; the result entered differs";
        return summary;
    }

    std::string logLink(int round, const Pairing& p) const {
        if (p.logs.empty() || !p.table) return {};
        const std::string summary = logSummary(p);
        return "<a href=\"" + logFile(round, *p.table) + "\">match log</a> <span class=\"" +
               std::string(summary == "verified" ? "good" : "bad") + "\">(" + esc(summary) + ")</span>";
    }

    // The id of a game's row on its round page: "t-3" for table 3, "bye-12" for player 12's bye.
    static std::string rowAnchor(const Pairing& pairing) {
        return pairing.table ? "t-" + std::to_string(*pairing.table) : "bye-" + std::to_string(pairing.a);
    }

    std::string roundTitle(const Round& r) const {
        return "Round " + std::to_string(r.number) + (r.kind == RoundKind::TopCut ? " (top cut)" : "");
    }

    int resultsIn(const Round& r) const {
        return static_cast<int>(std::count_if(r.pairings.begin(), r.pairings.end(),
                                              [](const Pairing& p) { return !p.isBye() && p.result; }));
    }
    int gamesIn(const Round& r) const {
        return static_cast<int>(
            std::count_if(r.pairings.begin(), r.pairings.end(), [](const Pairing& p) { return !p.isBye(); }));
    }

    std::string indexPage() const {
        const auto& s = event_.settings;
        HtmlPage p = page(s.name, "index");
        p << "<h1>" << esc(s.name) << "</h1>\n<dl class=\"facts\">\n";
        auto fact = [&p](std::string_view label, const std::string& value) {
            if (!value.empty()) p << "<dt>" << label << "</dt><dd>" << esc(value) << "</dd>\n";
        };
        fact("Date", s.date);
        fact("Where", s.location);
        fact("Organiser", s.organiser);
        std::string format = s.eventFormat.empty() ? "open" : s.eventFormat;
        if (s.forceSize > 0) format += ", " + std::to_string(s.forceSize) + " points";
        fact("Format", format);
        std::string plan = s.swissRounds > 0 ? std::to_string(s.swissRounds) + " Swiss rounds" : "Swiss rounds";
        if (s.topCut > 0) plan += ", then a top " + std::to_string(s.topCut) + " playoff";
        fact("Rounds", plan);
        fact("Players", std::to_string(event_.players.size()));
        p << "</dl>\n<h2>Now</h2>\n";
        if (event_.rounds.empty()) {
            p << "<p>No round has been paired yet.</p>\n";
        } else {
            const Round& last = event_.rounds.back();
            const int games = gamesIn(last);
            const int in = resultsIn(last);
            p << "<p><a href=\"" << roundFile(last.number) << "\">" << esc(roundTitle(last))
              << ": pairings and tables</a>. ";
            p << (in == games ? "Every result is in." : fmt::format("{} of {} results are in.", in, games)) << "</p>\n";
        }
        if (reportLink_ && !event_.rounds.empty()) {
            p << "<p class=\"note\">Players report their table's result on the <a href=\"report\">report page</a> "
                 "with the code on their result slip. The organiser confirms each result.</p>\n";
        }
        if (!event_.players.empty()) {
            p << "<p><a href=\"standings.html\">" << esc(Standings::title(event_, standingsRound_)) << "</a></p>\n";
        }
        p << "<h2 id=\"rounds\">Rounds</h2>\n";
        if (event_.rounds.empty()) {
            p << "<p class=\"muted\">None yet.</p>\n";
        } else {
            p << "<ul>\n";
            for (const auto& r : event_.rounds) {
                p << "<li><a href=\"" << roundFile(r.number) << "\">" << esc(roundTitle(r)) << "</a> <span "
                  << "class=\"muted\">(" << fmt::format("{} of {} results", resultsIn(r), gamesIn(r))
                  << ")</span></li>\n";
            }
            p << "</ul>\n";
        }
        p << "<h2>Army lists</h2>\n<p>" << listsStatus() << " <a href=\"lists.html\">Army lists</a></p>\n";
        return finish(p);
    }

    std::string listsStatus() const {
        const auto& s = event_.settings;
        if (listsPublic_) return "The army lists are published.";
        if (s.listsPublication == ListsPublication::Hidden) {
            return "The organiser does not publish the army lists of this event.";
        }
        if (s.listsLock.empty()) {
            return "The army lists are published once they lock; the organiser has not set the time yet.";
        }
        std::string when = normalisedLockTime(s.listsLock);
        when[10] = ' ';
        return "The army lists are published once they lock, at " + esc(when) + ".";
    }

    std::string roundPage(const Round& round) const {
        HtmlPage p = page(roundTitle(round) + " pairings", round.number == latestRound_ ? "pairings" : "");
        p.addFindMeScript();
        const bool swiss = round.kind == RoundKind::Swiss;
        const ScoreSheet& before = sheets_.at(static_cast<std::size_t>(round.number - 1));
        p << "<h1>" << esc(roundTitle(round)) << "</h1>\n";
        if (swiss) p << "<p class=\"muted\">Points before the round in brackets.</p>\n";
        if (reportLink_ && round.number == latestRound_) {
            p << "<p><a href=\"report\">Report your table's result</a> with the code on your slip.</p>\n";
        }
        p << "<div class=\"find\" id=\"find-me\" hidden><label for=\"find\">Find me</label>"
             "<input id=\"find\" type=\"search\" placeholder=\"Type your name\" autocomplete=\"off\"></div>\n";
        // One row per game: the table, then the two players one above the other (the winner in bold) and the
        // result below them, so that a phone's narrow screen needs no sideways scrolling.
        p << "<table id=\"games\">\n<thead><tr><th class=\"tno\">Table</th><th>Game</th></tr></thead>\n"
             "<tbody>\n";
        auto player = [&](PlayerId id, const Pairing& pairing) {
            const bool won = pairing.result && pairing.result->winner && *pairing.result->winner == id;
            std::string cell = won ? "<span class=\"won\">" + playerLink(id) + "</span>" : playerLink(id);
            if (swiss) cell += " <span class=\"pts\">(" + formatPoints(before.score(id)) + ")</span>";
            return cell;
        };
        for (const auto& pairing : round.pairings) {
            std::string names = lowerCase(nameOf(pairing.a));
            if (pairing.b) names += " " + lowerCase(nameOf(*pairing.b));
            p << "<tr id=\"" << rowAnchor(pairing) << "\" data-names=\"" << esc(names) << "\"><td class=\"tno\">"
              << (pairing.table ? std::to_string(*pairing.table) : "–") << "</td><td class=\"game\">"
              << player(pairing.a, pairing) << "<br>";
            if (pairing.b) {
                p << "<span class=\"vs\">v</span> " << player(*pairing.b, pairing);
            } else {
                p << "<span class=\"muted\">has the bye</span>";
            }
            std::string result = pairing.isBye() ? std::string() : resultText(pairing);
            const std::string log = logLink(round.number, pairing);
            if (!log.empty()) result += (result.empty() ? "" : " · ") + log;
            if (!result.empty()) p << "<span class=\"res\">" << result << "</span>";
            p << "</td></tr>\n";
        }
        p << "</tbody>\n</table>\n";
        // By name: every player once, alphabetical, linking to their table (works without the script).
        struct Line {
            std::string sortKey;
            PlayerId player;
            std::string anchor;
            std::string table;
            std::optional<PlayerId> opponent;
        };
        std::vector<Line> lines;
        for (const auto& pairing : round.pairings) {
            const std::string table = pairing.table ? std::to_string(*pairing.table) : "–";
            const std::string anchor = rowAnchor(pairing);
            lines.push_back({lowerCase(nameOf(pairing.a)), pairing.a, anchor, table, pairing.b});
            if (pairing.b) lines.push_back({lowerCase(nameOf(*pairing.b)), *pairing.b, anchor, table, pairing.a});
        }
        std::stable_sort(lines.begin(), lines.end(),
                         [](const Line& x, const Line& y) { return x.sortKey < y.sortKey; });
        p << "<h2 id=\"by-name\">By name</h2>\n<table>\n<thead><tr><th>Player</th><th class=\"tno\">Table</th>"
             "<th>Opponent</th></tr></thead>\n<tbody>\n";
        for (const auto& line : lines) {
            p << "<tr><td>" << esc(nameOf(line.player)) << "</td><td class=\"tno\"><a href=\"#" << line.anchor << "\">"
              << line.table << "</a></td><td>" << (line.opponent ? esc(nameOf(*line.opponent)) : std::string("bye"))
              << "</td></tr>\n";
        }
        p << "</tbody>\n</table>\n";
        return finish(p);
    }

    std::string standingsPage() const {
        const auto& s = event_.settings;
        const std::string title = Standings::title(event_, standingsRound_);
        HtmlPage p = page(title, "standings");
        p << "<h1>" << esc(title) << "</h1>\n";
        if (latestRound_ > standingsRound_ && standingsRound_ < event_.swissRoundCount()) {
            p << "<p class=\"muted\">Round " << std::to_string(standingsRound_ + 1)
              << " is being played; the standings change when all its results are in.</p>\n";
        }
        const bool anyBye =
            std::any_of(standings_.begin(), standings_.end(), [](const StandingRow& r) { return r.byes > 0; });
        p << "<div class=\"scroll\"><table>\n<thead><tr><th class=\"num\">#</th><th class=\"name\">Player</th>"
             "<th class=\"num\">Points</th><th class=\"num\">W-D-L</th>";
        if (anyBye) p << "<th class=\"num\">Byes</th>";
        for (const auto t : s.tiebreakers) {
            p << "<th class=\"num\"><a href=\"#tb-" << tiebreakerName(t) << "\">" << esc(tiebreakerTitle(t))
              << "</a></th>";
        }
        p << "</tr></thead>\n<tbody>\n";
        for (const auto& row : standings_) {
            p << "<tr><td class=\"num\">" << std::to_string(row.rank) << "</td><td>" << playerLink(row.id)
              << (row.dropped ? " <span class=\"muted\">(dropped)</span>" : "") << "</td><td class=\"num\">"
              << formatPoints(row.score) << "</td><td class=\"num\">" << esc(row.record()) << "</td>";
            if (anyBye) p << "<td class=\"num\">" << (row.byes > 0 ? std::to_string(row.byes) : "") << "</td>";
            for (std::size_t k = 0; k < s.tiebreakers.size() && k < row.tiebreaks.size(); ++k) {
                p << "<td class=\"num\">" << esc(formatTiebreak(s.tiebreakers[k], row.tiebreaks[k])) << "</td>";
            }
            p << "</tr>\n";
        }
        p << "</tbody>\n</table></div>\n";
        // How the order comes about: points, then each tiebreaker in the event's order, byes.
        p << "<h2>How the standings are ordered</h2>\n<p>Players are ordered by points";
        for (const auto t : s.tiebreakers) p << ", then " << esc(lowerCase(tiebreakerLongName(t)));
        p << ". Players level on points and on every tiebreaker share a rank. W-D-L counts wins, draws and "
             "losses; a bye counts as a win"
          << (anyBye ? " (the Byes column says how many of the wins were byes)" : "") << ".</p>\n";
        const Scoring& sc = s.scoring;
        p << "<h3>Points (scoring: " << esc(sc.name) << ")</h3>\n<table>\n<tbody>\n";
        auto scoreRow = [&p](std::string_view what, HalfPoints points) {
            p << "<tr><td>" << what << "</td><td class=\"num\">" << formatPoints(points) << "</td></tr>\n";
        };
        scoreRow("Win by capture", sc.winCapture);
        scoreRow("Win by elimination", sc.winElimination);
        scoreRow("Win at time", sc.winTime);
        scoreRow("Win by concession", sc.winConcession);
        scoreRow("Win by no-show or game loss", sc.winNoShow);
        scoreRow("Draw", sc.draw);
        scoreRow("Loss", sc.loss);
        scoreRow("Bye", sc.bye);
        p << "</tbody>\n</table>\n";
        p << "<h3>Tiebreakers, in this event's order</h3>\n<dl class=\"rules\">\n";
        for (const auto t : s.tiebreakers) {
            p << "<dt id=\"tb-" << tiebreakerName(t) << "\">" << esc(tiebreakerLongName(t)) << " ("
              << esc(tiebreakerTitle(t)) << ")</dt>\n<dd>" << esc(tiebreakerDetail(t, s)) << "</dd>\n";
        }
        p << "</dl>\n";
        std::vector<std::string> sums;
        for (const auto t : s.tiebreakers) {
            if (isSumTiebreaker(t)) sums.push_back(lowerCase(tiebreakerLongName(t)));
        }
        p << "<h3>Byes and missed rounds</h3>\n<p>A bye is worth " << esc(pointsWords(sc.bye))
          << " and counts as a round played without an opponent.";
        if (!sums.empty()) {
            std::string list;
            for (std::size_t i = 0; i < sums.size(); ++i) {
                list += (i == 0 ? "" : i + 1 == sums.size() ? " and " : ", ") + sums[i];
            }
            p << " " << esc(list) << (sums.size() == 1 ? " is a sum" : " are sums")
              << " over a player's games, so a player with a bye or a missed round (a late entry, a drop taken "
                 "back) would have fewer games to add up. Muster therefore scales the sum up to the rounds the "
                 "player answers for (every Swiss round so far, up to their drop): the sum times those rounds, "
                 "divided by the games they played. A bye or a missed round thus counts as the player's own "
                 "average game. Example: 10 over 2 games in 3 rounds counts as 15.";
        }
        p << "</p>\n";
        return finish(p);
    }

    std::string playersPage() const {
        HtmlPage p = page("Players", "players");
        p << "<h1>Players</h1>\n";
        std::vector<const Player*> sorted;
        for (const auto& player : event_.players) sorted.push_back(&player);
        std::stable_sort(sorted.begin(), sorted.end(),
                         [](const Player* x, const Player* y) { return lowerCase(x->name) < lowerCase(y->name); });
        if (sorted.empty()) p << "<p class=\"muted\">No player has registered yet.</p>\n";
        p << "<ul class=\"names\">\n";
        for (const Player* player : sorted) {
            p << "<li>" << playerLink(player->id);
            if (!player->club.empty()) p << " <span class=\"muted\">" << esc(player->club) << "</span>";
            if (player->dropped) p << " <span class=\"muted\">(dropped)</span>";
            p << "</li>\n";
        }
        p << "</ul>\n";
        return finish(p);
    }

    std::string playerPage(const Player& player) const {
        HtmlPage p = page(player.name, "players");
        p << "<h1>" << esc(player.name) << "</h1>\n<dl class=\"facts\">\n";
        if (!player.club.empty()) p << "<dt>Club</dt><dd>" << esc(player.club) << "</dd>\n";
        if (const StandingRow* row = standingOf(player.id)) {
            p << "<dt>Rank</dt><dd>" << std::to_string(row->rank) << ", " << esc(pointsWords(row->score)) << " ("
              << esc(row->record()) << ") in the <a href=\"standings.html\">"
              << esc(lowerCase(Standings::title(event_, standingsRound_))) << "</a></dd>\n";
        }
        if (player.dropped) {
            p << "<dt>Status</dt><dd>"
              << (player.droppedAfterRound ? "dropped after round " + std::to_string(*player.droppedAfterRound)
                                           : std::string("dropped"))
              << "</dd>\n";
        } else if (player.joinedRound > 1) {
            p << "<dt>Status</dt><dd>joined in round " << std::to_string(player.joinedRound) << "</dd>\n";
        }
        p << "</dl>\n<h2>Games</h2>\n";
        bool any = false;
        std::string rows;
        for (const auto& round : event_.rounds) {
            const Pairing* pairing = round.pairingOf(player.id);
            if (pairing == nullptr) continue;
            any = true;
            rows += "<tr><td><a href=\"" + roundFile(round.number) + "#" + rowAnchor(*pairing) + "\">" +
                    std::to_string(round.number) + (round.kind == RoundKind::TopCut ? " (top cut)" : "") + "</a>" +
                    (pairing->table ? "<br><span class=\"muted\">table " + std::to_string(*pairing->table) + "</span>"
                                    : std::string()) +
                    "</td><td>";
            if (pairing->isBye()) {
                rows += "<span class=\"muted\">bye</span></td><td>Bye";
            } else {
                const PlayerId opponent = pairing->a == player.id ? *pairing->b : pairing->a;
                rows += playerLink(opponent) + "</td><td>" + ownResult(*pairing, player.id);
                const std::string log = logLink(round.number, *pairing);
                if (!log.empty()) rows += "<br>" + log;
            }
            rows += "</td><td class=\"num\">" + gamePoints(round, *pairing, player.id) + "</td></tr>\n";
        }
        if (any) {
            p << "<div class=\"scroll\"><table>\n<thead><tr><th>Round</th><th>Opponent</th><th>Result</th>"
                 "<th class=\"num\">Points</th></tr></thead>\n<tbody>\n"
              << rows << "</tbody>\n</table></div>\n";
        } else {
            p << "<p class=\"muted\">No games yet.</p>\n";
        }
        p << "<h2>Army list</h2>\n";
        if (!listsPublic_) {
            p << "<p class=\"muted\">" << listsStatus() << "</p>\n";
        } else {
            p << armyList(player);
        }
        return finish(p);
    }

    // The result from `self`'s side: "won by capture", "lost at time", "draw", "to play".
    std::string ownResult(const Pairing& pairing, PlayerId self) const {
        if (!pairing.result) return "<span class=\"muted\">to play</span>";
        const Result& r = *pairing.result;
        if (!r.winner) return "draw";
        const bool won = *r.winner == self;
        if (r.outcome == Outcome::GameLoss) return won ? "won (opponent's game loss)" : "lost (game loss, penalty)";
        if (r.outcome == Outcome::NoShow) return won ? "won (opponent did not show)" : "lost (did not show)";
        return std::string(won ? "won" : "lost") + " by " + esc(outcomeName(r.outcome));
    }

    // The points a game brought in the standings ("1.5"), "" for top-cut games and games not played yet.
    std::string gamePoints(const Round& round, const Pairing& pairing, PlayerId self) const {
        if (round.kind != RoundKind::Swiss || !pairing.finished()) return {};
        const auto index = static_cast<std::size_t>(round.number);
        const HalfPoints after = sheets_.at(index).score(self);
        const HalfPoints before = sheets_.at(index - 1).score(self);
        return formatPoints(after - before);
    }

    std::string dieLines(const std::vector<reports::RosterDieLine>& lines) const {
        std::string out;
        for (const auto& line : lines) {
            out += "<li>" + std::to_string(line.count) + " × " + esc(line.name);
            if (line.points > 0) out += " <span class=\"muted\">(" + std::to_string(line.points) + ")</span>";
            if (!line.note.empty()) out += " <span class=\"muted\">" + esc(line.note) + "</span>";
            out += "</li>\n";
        }
        return out;
    }

    std::string armyList(const Player& player) const {
        if (!player.roster) return "<p class=\"muted\">No army list registered.</p>\n";
        reports::RosterSheetData data;
        try {
            const domain::Roster roster =
                domain::RosterIO::parseJson(player.roster->dump(), catalog_, player.name + "'s roster");
            data = rosterListData(catalog_, roster);
        } catch (const std::exception&) {
            return "<p class=\"bad\">The registered army list cannot be read.</p>\n";
        }
        std::string out = "<div class=\"army\">\n";
        if (!data.rosterName.empty()) out += "<p><strong>" + esc(data.rosterName) + "</strong></p>\n";
        out += "<p class=\"muted\">";
        for (std::size_t i = 0; i < data.terrains.size(); ++i) {
            out += (i == 0 ? "" : " · ") + esc(data.terrains[i].role) + ": " + esc(data.terrains[i].name);
        }
        out += "</p>\n";
        for (const auto& army : data.armies) {
            if (army.units.empty() && army.items.empty()) continue;
            out += "<h3>" + esc(army.name) + " <span class=\"muted\">(" + std::to_string(army.points) +
                   " points)</span></h3>\n<ul>\n" + dieLines(army.units) + dieLines(army.items) + "</ul>\n";
        }
        if (!data.summoningPool.empty()) {
            out += "<h3>Summoning pool</h3>\n<ul>\n" + dieLines(data.summoningPool) + "</ul>\n";
        }
        return out + "</div>\n";
    }

    std::string listsPage() const {
        HtmlPage p = page("Army lists", "lists");
        p << "<h1>Army lists</h1>\n";
        if (!listsPublic_) {
            p << "<p>" << listsStatus() << "</p>\n";
            return finish(p);
        }
        std::vector<const Player*> sorted;
        for (const auto& player : event_.players) sorted.push_back(&player);
        std::stable_sort(sorted.begin(), sorted.end(),
                         [](const Player* x, const Player* y) { return lowerCase(x->name) < lowerCase(y->name); });
        if (sorted.empty()) p << "<p class=\"muted\">No player has registered yet.</p>\n";
        for (const Player* player : sorted) {
            p << "<h2 id=\"list-" << std::to_string(player->id) << "\">" << playerLink(player->id) << "</h2>\n"
              << armyList(*player);
        }
        return finish(p);
    }

    std::string logPage(const Round& round, const Pairing& pairing) const {
        const std::string title = fmt::format("Match log, round {}, table {}", round.number, pairing.table.value_or(0));
        HtmlPage p = page(title, "");
        p << "<h1>" << esc(title) << "</h1>\n<p>" << playerLink(pairing.a) << " v " << playerLink(*pairing.b)
          << (pairing.result ? ": " + resultText(pairing) : std::string()) << "</p>\n";
        for (std::size_t i = pairing.logs.size(); i-- > 0;) {
            const StoredLog log = StoredLog::fromGameLog(pairing.logs[i]);
            const std::string differs = log.resultDisagreement(event_, pairing);
            const bool good = log.verdict == "verified" && differs.empty();
            if (pairing.logs.size() > 1) {
                p << "<h2>" << (i + 1 == pairing.logs.size() ? "Newest log" : "Earlier log") << "</h2>\n";
            }
            p << "<div class=\"note " << (good ? "good" : "bad") << "\"><strong>Verdict: " << esc(log.summary())
              << "</strong>";
            if (!log.message.empty()) p << "<br>" << esc(withoutFile(log.message, pairing.logs[i].details));
            if (!log.winnerName.empty())
                p << "<br>The log has " << esc(log.winnerName) << " winning by " << esc(log.winBy) << ".";
            if (!differs.empty()) p << "<br>The result entered differs: " << esc(differs) << ".";
            p << "</div>\n";
            if (!log.submittedAt.empty()) p << "<p class=\"muted\">Attached " << esc(log.submittedAt) << "</p>\n";
            p << "<pre>" << esc(log.text) << "</pre>\n";
        }
        return finish(p);
    }

    const domain::Catalog& catalog_;
    const Event& event_;
    const SiteOptions& options_;
    int latestRound_ = 0;
    int standingsRound_ = 0;
    std::vector<StandingRow> standings_;
    std::vector<ScoreSheet> sheets_;  // [r]: after Swiss round r (0: before round 1)
    bool listsPublic_ = false;
    bool reportLink_ = false;
};

}  // namespace

const std::string* Site::find(std::string_view name) const {
    const auto it = files.find(std::string(name));
    return it == files.end() ? nullptr : &it->second;
}

Site EventSite::build(const domain::Catalog& catalog, const StoredEvent& stored, const SiteOptions& options) {
    return SiteBuilder(catalog, stored, options).build();
}

bool EventSite::isSiteFileName(std::string_view name) {
    static const std::regex pattern(
        R"((index|standings|players|lists)\.html|version\.txt|(round|player)-[0-9]{1,12}\.html|log-[0-9]{1,6}-[0-9]{1,6}\.html)");
    return std::regex_match(name.begin(), name.end(), pattern);
}

void EventSite::write(const Site& site, const std::string& folder) {
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::create_directories(folder, ec);
    if (ec || !fs::is_directory(folder)) {
        throw domain::FileError(folder,
                                "cannot create the folder for the pages" + (ec ? ": " + ec.message() : std::string()));
    }
    // Pages first, version.txt last: a phone that sees the new version finds the new pages.
    for (const auto& [name, content] : site.files) {
        if (name != "version.txt") domain::writeFileAtomically((fs::path(folder) / name).string(), content);
    }
    if (const auto* version = site.find("version.txt")) {
        domain::writeFileAtomically((fs::path(folder) / "version.txt").string(), *version);
    }
    for (const auto& entry : fs::directory_iterator(folder, ec)) {
        const std::string name = entry.path().filename().string();
        if (entry.is_regular_file() && isSiteFileName(name) && !site.files.count(name)) {
            fs::remove(entry.path(), ec);  // a page of players or logs that are gone
        }
    }
}

std::string localTimeNow() {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    std::array<char, 32> text{};
    std::strftime(text.data(), text.size(), "%Y-%m-%dT%H:%M", &local);
    return text.data();
}

}  // namespace muster::services
