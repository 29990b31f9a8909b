#include "ReportForm.h"

#include <fmt/format.h>

#include <algorithm>

#include "HtmlPage.h"
#include "muster/rules/tournament/CountsAsked.h"

namespace muster::services {

using namespace rules::tournament;

namespace {

std::string esc(std::string_view text) {
    return HtmlPage::escape(text);
}

std::string nameOf(const Event& event, PlayerId id) {
    const Player* p = event.findPlayer(id);
    return p != nullptr ? p->name : "#" + std::to_string(id);
}

HtmlPage reportPage(const Event& event, std::string_view title) {
    HtmlPage page(title, event.settings.name, "report", static_cast<int>(event.rounds.size()));
    page.setReportLink(true);
    page.setAutoUpdate(false);  // never reload a form a player is filling in
    return page;
}

const Pairing* gameAt(const Event& event, int table) {
    if (event.rounds.empty()) return nullptr;
    for (const auto& p : event.rounds.back().pairings) {
        if (p.table && *p.table == table && !p.isBye()) return &p;
    }
    return nullptr;
}

}  // namespace

bool ReportForm::asksTerrains() const {
    return rules::tournament::asksTerrains(event_.settings);
}

bool ReportForm::asksHealth() const {
    return rules::tournament::asksHealth(event_.settings);
}

std::string ReportForm::tablesPage() const {
    HtmlPage page = reportPage(event_, "Report a result");
    page << "<h1>Report a result</h1>\n";
    if (!event_.settings.playerReports) {
        page << "<p>This event does not take results from players: hand your result slip to the desk.</p>\n";
        return page.html("");
    }
    if (event_.rounds.empty()) {
        page << "<p>No round has been paired yet.</p>\n";
        return page.html("");
    }
    const Round& round = event_.rounds.back();
    page << "<p>Round " << std::to_string(round.number)
         << ". Choose your table; you need the code on your result slip. Both players report; the organiser "
            "confirms the result when the two reports agree.</p>\n<table>\n<thead><tr><th class=\"tno\">Table"
            "</th><th>Players</th><th>Result</th></tr></thead>\n<tbody>\n";
    for (const auto& p : round.pairings) {
        if (p.isBye() || !p.table) continue;
        page << "<tr><td class=\"tno\">" << std::to_string(*p.table) << "</td><td>";
        if (p.result) {
            page << esc(nameOf(event_, p.a)) << " v " << esc(nameOf(event_, *p.b)) << "</td><td>result in";
        } else {
            page << "<a href=\"report?table=" << std::to_string(*p.table) << "\">" << esc(nameOf(event_, p.a)) << " v "
                 << esc(nameOf(event_, *p.b)) << "</a></td><td><span class=\"muted\">to report</span>";
        }
        page << "</td></tr>\n";
    }
    page << "</tbody>\n</table>\n";
    return page.html("");
}

std::string ReportForm::formPage(int table) const {
    const Pairing* game = gameAt(event_, table);
    if (game == nullptr || !event_.settings.playerReports) return tablesPage();
    const int round = static_cast<int>(event_.rounds.size());
    const std::string a = esc(nameOf(event_, game->a));
    const std::string b = esc(nameOf(event_, *game->b));
    HtmlPage page = reportPage(event_, fmt::format("Report table {}", table));
    page << "<h1>Table " << std::to_string(table) << ", round " << std::to_string(round) << "</h1>\n<p>" << a << " v "
         << b << "</p>\n";
    if (game->result) {
        page << "<p class=\"note\">The result of this table is in. Ask the desk if it is wrong.</p>\n";
        return page.html("");
    }
    page << "<form method=\"post\" action=\"report\" autocomplete=\"off\">\n"
         << "<input type=\"hidden\" name=\"round\" value=\"" << std::to_string(round) << "\">\n"
         << "<input type=\"hidden\" name=\"table\" value=\"" << std::to_string(table) << "\">\n"
         << "<input type=\"hidden\" name=\"a\" value=\"" << std::to_string(game->a) << "\">\n"
         << "<input type=\"hidden\" name=\"b\" value=\"" << std::to_string(*game->b) << "\">\n"
         << "<fieldset><legend>Who won?</legend>\n"
         << "<label><input type=\"radio\" name=\"winner\" value=\"" << std::to_string(game->a) << "\" required> " << a
         << "</label>\n"
         << "<label><input type=\"radio\" name=\"winner\" value=\"" << std::to_string(*game->b) << "\"> " << b
         << "</label>\n"
         << "<label><input type=\"radio\" name=\"winner\" value=\"draw\"> Nobody: a draw</label>\n</fieldset>\n"
         << "<fieldset><legend>How was it won?</legend>\n";
    const std::pair<Outcome, std::string_view> ways[] = {{Outcome::Capture, "Capture (a second terrain)"},
                                                         {Outcome::Elimination, "Elimination (last units standing)"},
                                                         {Outcome::Time, "At time"},
                                                         {Outcome::Concession, "Concession"}};
    bool first = true;
    for (const auto& [outcome, label] : ways) {
        page << "<label><input type=\"radio\" name=\"outcome\" value=\"" << outcomeName(outcome) << "\""
             << (first ? " checked" : "") << "> " << label << "</label>\n";
        first = false;
    }
    page << "<p class=\"muted\">For a draw this is not used.</p>\n</fieldset>\n";
    auto pairOfNumbers = [&](std::string_view legend, std::string_view prefix, int max) {
        page << "<fieldset><legend>" << legend << "</legend>\n<div class=\"pair\">"
             << "<label class=\"field\">" << a << "<input type=\"number\" name=\"" << prefix << "a\" min=\"0\" max=\""
             << std::to_string(max) << "\" value=\"0\" inputmode=\"numeric\"></label>"
             << "<label class=\"field\">" << b << "<input type=\"number\" name=\"" << prefix << "b\" min=\"0\" max=\""
             << std::to_string(max) << "\" value=\"0\" inputmode=\"numeric\"></label>"
             << "</div>\n</fieldset>\n";
    };
    if (asksTerrains()) pairOfNumbers("Terrains captured", "t", 100);
    if (asksHealth()) pairOfNumbers("Health killed", "h", 1000000);
    page << "<label class=\"field\">Your code (on your result slip)<input name=\"code\" required maxlength=\"32\" "
            "autocapitalize=\"characters\" spellcheck=\"false\" placeholder=\"XXXX-XXXX\"></label>\n"
         << "<button type=\"submit\">Send the result</button>\n</form>\n"
         << "<p class=\"muted\">Both players send the result. When the two agree, the organiser confirms it.</p>\n";
    return page.html("");
}

std::string ReportForm::thanksPage(const PlayerReports::Submitted& submitted) const {
    const GameReports& game = submitted.game;
    HtmlPage page = reportPage(event_, "Result sent");
    const Pairing* pairing = game.table ? gameAt(event_, *game.table) : nullptr;
    page << "<h1>Thank you, " << esc(nameOf(event_, submitted.player)) << "</h1>\n";
    std::string what;
    std::string kind = "good";
    switch (game.state) {
        case ReportState::Waiting: {
            const PlayerId other = pairing != nullptr && pairing->a == submitted.player && pairing->b
                                       ? *pairing->b
                                       : (pairing != nullptr ? pairing->a : submitted.player);
            what = "Your report is in. It waits for " + esc(nameOf(event_, other)) + "'s report.";
            break;
        }
        case ReportState::Agreed:
            what = "Both reports agree. The organiser confirms the result shortly.";
            break;
        case ReportState::Differ:
            what = "Your report and your opponent's differ. Talk it over and send it again, or see the desk.";
            kind = "bad";
            break;
        default:
            what = "Your report is in.";
    }
    if (!submitted.changed) what += " (You had sent this already; nothing changed.)";
    page << "<p class=\"note " << kind << "\">" << what
         << "</p>\n<p><a href=\"index.html\">Back to the event</a></p>\n";
    return page.html("");
}

std::string ReportForm::problemPage(std::string_view status, std::string_view reason, int table) const {
    HtmlPage page = reportPage(event_, status);
    page << "<h1>" << esc(status) << "</h1>\n<p class=\"note bad\">" << esc(reason) << "</p>\n<p><a href=\""
         << (table > 0 ? "report?table=" + std::to_string(table) : std::string("report")) << "\">Back to the form</a>"
         << "</p>\n";
    return page.html("");
}

}  // namespace muster::services
