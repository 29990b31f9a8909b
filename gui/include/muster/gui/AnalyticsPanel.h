#pragma once
// The army builder's "Expected rolls" panel (issue 20): for each army, bar charts of what it rolls at its
// planned terrain (maneuver, melee, missile, magic, saves), redrawn after every change to the roster; and,
// against a roster picked from the library, the damage each way and the maneuver odds. The numbers come from
// services::analyzeRoster (rules/analytics, the same as `muster-cli analyze`); this panel only draws them
// (wxGraphicsContext) and reaches the library through app/services.
#include <wx/panel.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "muster/domain/Roster.h"
#include "muster/gui/AppContext.h"
#include "muster/services/RosterAnalytics.h"

class wxCheckBox;
class wxChoice;
class wxStaticText;

namespace muster::rules::analytics {
class ArmyAnalyzer;
}

namespace muster::gui {

class AnalyticsCanvas;

class AnalyticsPanel : public wxPanel {
public:
    AnalyticsPanel(wxWindow* parent, AppContext& context);
    ~AnalyticsPanel() override;

    // Analyses the roster again and redraws (the builder calls it after every change).
    void setRoster(const domain::Roster& roster);
    // The opponent: a roster of the library by name ("" : none). False (with a note shown) when it cannot be read.
    bool setOpponent(const wxString& libraryName);
    // The opponent from a roster file or an OCTGN deck ("From a file or deck..."); it stays in the list as the
    // last entry. False (with a note shown) when it cannot be read.
    bool setOpponentFile(const wxString& path);
    // Re-reads the library's roster names into the opponent choice (keeps the current one when still there).
    void refreshOpponents();
    // Whether our armies are taken to control their terrains (the eighth face doubles their IDs).
    void setEighthFace(bool on);

    [[nodiscard]] const std::vector<services::ArmyReport>& reports() const { return reports_; }
    // One line per army as the panel says it ("Home at Coastland City: maneuver 5.7, melee 8.5, ...").
    [[nodiscard]] wxString armyText(domain::RosterSection army) const;
    [[nodiscard]] wxString opponentName() const;
    // The two lines over an army's exchanges with the opponent ("Against ...", "Maneuver: when we march we win
    // ..."); empty without an opponent. Whether every such line fits the panel's width.
    [[nodiscard]] std::vector<wxString> againstHeading(domain::RosterSection army) const;
    [[nodiscard]] bool headingsFit() const;

    // The panel's "Findings" button: the builder shows the findings again.
    std::function<void()> onBackToFindings;

private:
    void recompute();
    void selectOpponentEntry();
    [[nodiscard]] wxString fileEntry() const;

    AppContext& context_;
    std::unique_ptr<rules::analytics::ArmyAnalyzer> analyzer_;
    domain::Roster roster_;
    std::optional<domain::Roster> opponent_;
    wxString opponentName_;
    wxString opponentFile_;  // the roster file or deck chosen last ("" : none)
    bool fromFile_ = false;  // the opponent is that file's roster
    wxString problem_;  // why the opponent could not be read
    bool eighth_ = false;
    std::vector<services::ArmyReport> reports_;
    wxChoice* opponentChoice_ = nullptr;
    wxCheckBox* eighthBox_ = nullptr;
    wxStaticText* note_ = nullptr;
    AnalyticsCanvas* canvas_ = nullptr;
};

}  // namespace muster::gui
