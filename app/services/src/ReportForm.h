#pragma once
// The pages of `event serve` that are not part of the static site: where a player reports their table's
// result (docs/pages.md). The list of the current round's tables, the form of one table (winner, how,
// terrains and health when the event's tiebreakers use them, the player's code), and the answers after a
// report. Plain HTML forms that work without scripts; the form posts back to the same site only.
#include <string>
#include <string_view>

#include "muster/rules/tournament/Event.h"
#include "muster/services/PlayerReports.h"

namespace muster::services {

class ReportForm {
public:
    explicit ReportForm(const rules::tournament::Event& event) : event_(event) {}

    // The current round's tables to choose from (or why there is nothing to report).
    [[nodiscard]] std::string tablesPage() const;
    // The form for `table` of the current round; the tables page when there is no such game.
    [[nodiscard]] std::string formPage(int table) const;
    // After a report was stored: what happens next for this game.
    [[nodiscard]] std::string thanksPage(const PlayerReports::Submitted& submitted) const;
    // A refused report or request: `status` for the title ("Not accepted", "Too many tries"), the reason, and
    // a link back to the form of `table` (0: the tables).
    [[nodiscard]] std::string problemPage(std::string_view status, std::string_view reason, int table) const;
    // Whether the form asks for terrains captured and health killed: when the event's tiebreakers use them.
    [[nodiscard]] bool asksTerrains() const;
    [[nodiscard]] bool asksHealth() const;

private:

    const rules::tournament::Event& event_;
};

}  // namespace muster::services
