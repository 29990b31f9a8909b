#include "muster/gui/AnalyticsPanel.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/dcbuffer.h>
#include <wx/filedlg.h>
#include <wx/filename.h>
#include <wx/graphics.h>
#include <wx/scrolwin.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>

#include "muster/gui/UiSupport.h"
#include "muster/rules/analytics/ArmyAnalytics.h"
#include "muster/services/RosterFile.h"
#include "muster/services/RosterLibrary.h"

namespace muster::gui {

using domain::RosterSection;
using rules::analytics::Distribution;
using rules::analytics::RollKind;

namespace {

struct Chart {
    wxString title;
    const Distribution* dist = nullptr;
    wxColour colour;
    wxString note;  // under the title when the chart needs one ("+ counts-as")
};

wxString oneDecimal(double v) {
    return wxString::Format("%.1f", v);
}

wxString percentText(double p) {
    return wxString::Format("%.0f%%", p * 100);
}

wxString armyTitle(const services::ArmyReport& r) {
    return u8(domain::displayName(r.army)) + " at " + u8(r.terrain.name) + " (" + u8(r.terrain.elements.toString()) +
           "): " + wxString::Format("%d dice, %d health", r.analysis.dice, r.analysis.health);
}

// Whose chance each number is, in so many words: the marching army wins ties (S0:L361).
wxString maneuverText(const rules::analytics::Matchup& m) {
    return "when we march we win " + percentText(m.aMarches.marcherWins) + "; when they march they win " +
           percentText(m.bMarches.marcherWins);
}

// The heading of the exchanges with the opponent's army, in two lines (one is too long for a 1280-pixel window):
// whom they are against, and the maneuver odds.
std::vector<wxString> againstLines(const services::ArmyReport& r, const wxString& opponent) {
    return {"Against " + opponent + "'s " + u8(domain::displayName(r.opponentArmy)) +
                wxString::Format(" (%d dice, %d health):", r.opponentDice, r.opponentHealth),
            "Maneuver: " + maneuverText(*r.against)};
}

}  // namespace

// Draws the reports: per army a title and a row of bar charts; against an opponent a second row.
class AnalyticsCanvas : public wxScrolledWindow {
public:
    explicit AnalyticsCanvas(wxWindow* parent)
        : wxScrolledWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL | wxFULL_REPAINT_ON_RESIZE) {
        SetName("AnalyticsCanvas");
        SetBackgroundStyle(wxBG_STYLE_PAINT);
        SetScrollRate(0, FromDIP(10));
        Bind(wxEVT_PAINT, &AnalyticsCanvas::onPaint, this);
        Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
            updateVirtualSize();
            Refresh();
            e.Skip();
        });
    }

    void setReports(const std::vector<services::ArmyReport>* reports, const wxString& opponent) {
        reports_ = reports;
        opponent_ = opponent;
        updateVirtualSize();
        Refresh();
    }

private:
    [[nodiscard]] int titleHeight() const { return FromDIP(20); }
    [[nodiscard]] int chartHeight() const { return FromDIP(84); }
    [[nodiscard]] int gap() const { return FromDIP(8); }
    [[nodiscard]] int armyHeight(const services::ArmyReport& r) const {
        int h = titleHeight() + chartHeight() + gap();
        if (r.against) h += 2 * titleHeight() + chartHeight() + gap();  // the heading takes two lines
        return h;
    }

public:
    // The heading lines over an army's exchanges (empty: no opponent).
    [[nodiscard]] std::vector<wxString> againstHeading(const services::ArmyReport& r) const {
        return r.against ? againstLines(r, opponent_) : std::vector<wxString>{};
    }
    // How wide `text` is drawn in the canvas's (bold) font, and how wide a heading may be.
    [[nodiscard]] double textWidth(const wxString& text, bool bold) {
        std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(this));
        if (!gc) return 0;
        gc->SetFont(bold ? GetFont().Bold() : GetFont(), *wxBLACK);
        double w = 0;
        double h = 0;
        gc->GetTextExtent(text, &w, &h);
        return w;
    }
    [[nodiscard]] double headingWidth() const { return GetClientSize().x - 2 * FromDIP(6); }

private:
    void updateVirtualSize() {
        int h = gap();
        if (reports_ != nullptr)
            for (const auto& r : *reports_) h += armyHeight(r);
        SetVirtualSize(GetClientSize().x, h);
    }

    void onPaint(wxPaintEvent&) {
        wxAutoBufferedPaintDC dc(this);
        dc.SetBackground(wxBrush(wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOW)));
        dc.Clear();
        std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
        if (!gc || reports_ == nullptr) return;
        int viewX = 0;
        int viewY = 0;
        CalcUnscrolledPosition(0, 0, &viewX, &viewY);
        gc->Translate(-viewX, -viewY);
        const wxColour text = wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT);
        const wxFont normal = GetFont();
        const wxFont bold = normal.Bold();
        const int margin = FromDIP(6);
        const int width = GetClientSize().x - 2 * margin;
        int y = gap();
        for (const auto& r : *reports_) {
            gc->SetFont(bold, text);
            gc->DrawText(armyTitle(r), margin, y);
            y += titleHeight();
            const auto* maneuver = r.analysis.find(RollKind::Maneuver);
            const auto* melee = r.analysis.find(RollKind::Melee);
            const auto* missile = r.analysis.find(RollKind::Missile);
            const auto* magic = r.analysis.find(RollKind::Magic);
            const auto* saves = r.analysis.find(RollKind::SaveVsMelee);
            auto note = [](const rules::analytics::RollAnalysis* a) {
                wxString s;
                if (a->countsAs) s = "counts-as counted";
                if (a->chanceNotCounted >= 0.005)
                    s += wxString(s.empty() ? "" : "; ") + "SAIs not counted " + percentText(a->chanceNotCounted);
                return s;
            };
            std::vector<Chart> charts = {
                {"Maneuver", &maneuver->counted, wxColour(46, 139, 87), note(maneuver)},
                {"Melee", &melee->counted, wxColour(200, 50, 50), note(melee)},
                {"Missile", &missile->counted, wxColour(220, 130, 20), note(missile)},
                {"Magic", &magic->counted, wxColour(128, 60, 170), note(magic)},
                {"Saves", &saves->counted, wxColour(40, 100, 200), note(saves)},
            };
            drawRow(*gc, charts, margin, y, width, text, normal);
            y += chartHeight() + gap();
            if (r.against) {
                const auto& m = *r.against;
                gc->SetFont(bold, text);
                for (const auto& line : againstLines(r, opponent_)) {
                    gc->DrawText(line, margin, y);
                    y += titleHeight();
                }
                std::vector<Chart> against = {
                    {"Melee damage", &m.melee.damage, wxColour(200, 50, 50),
                     "all killed " + percentText(m.melee.chanceWipedOut)},
                    {"Health killed", &m.melee.killed, wxColour(150, 30, 30), ""},
                    {"Counter-attack back", &m.melee.counterDamage, wxColour(110, 110, 110), ""},
                    {"Missile damage", &m.missile.damage, wxColour(220, 130, 20), ""},
                };
                drawRow(*gc, against, margin, y, width, text, normal);
                y += chartHeight() + gap();
            }
        }
    }

    void drawRow(wxGraphicsContext& gc, const std::vector<Chart>& charts, int x, int y, int width,
                 const wxColour& text, const wxFont& font) {
        const int n = static_cast<int>(charts.size());
        const int chartGap = FromDIP(8);
        const int w = std::max(FromDIP(60), (width - (n - 1) * chartGap) / n);
        for (int i = 0; i < n; ++i)
            drawChart(gc, charts[static_cast<std::size_t>(i)], x + i * (w + chartGap), y, w, chartHeight(), text,
                      font);
    }

    void drawChart(wxGraphicsContext& gc, const Chart& c, int x, int y, int w, int h, const wxColour& text,
                   const wxFont& font) {
        const wxColour frame = wxSystemSettings::GetColour(wxSYS_COLOUR_3DLIGHT);
        gc.SetPen(wxPen(frame));
        gc.SetBrush(*wxTRANSPARENT_BRUSH);
        gc.DrawRoundedRectangle(x, y, w, h, FromDIP(3));
        const Distribution& d = *c.dist;
        gc.SetFont(font, text);
        gc.DrawText(c.title + "  " + oneDecimal(d.mean()) + wxString::FromUTF8(" \u00b1 ") + oneDecimal(d.stddev()), x + FromDIP(4),
                    y + FromDIP(2));
        double lineH = 0;
        double textW = 0;
        gc.GetTextExtent("0", &textW, &lineH);
        const wxFont small = font.Smaller();
        gc.SetFont(small, wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
        double smallH = 0;
        gc.GetTextExtent("0", &textW, &smallH);
        double top = y + FromDIP(2) + lineH + FromDIP(1);
        if (!c.note.empty()) {
            gc.DrawText(c.note, x + FromDIP(4), top);
            top += smallH;
        }
        // The bars: P(total = k) for k up to where 99.9% of the rolls lie.
        int kmax = 1;
        for (int k = 1; k <= d.maxValue(); ++k)
            if (d.atLeast(k) >= 0.001) kmax = k;
        const double axisH = smallH + FromDIP(2);
        const double left = x + FromDIP(4);
        const double plotW = w - FromDIP(8);
        const double bottom = y + h - axisH - FromDIP(2);
        const double plotH = std::max(4.0, bottom - top - FromDIP(2));
        double peak = 0;
        for (int k = 0; k <= kmax; ++k) peak = std::max(peak, d.at(k));
        const double barW = plotW / (kmax + 1);
        gc.SetPen(*wxTRANSPARENT_PEN);
        gc.SetBrush(wxBrush(c.colour));
        if (peak > 0)
            for (int k = 0; k <= kmax; ++k) {
                const double bh = d.at(k) / peak * plotH;
                if (bh <= 0) continue;
                gc.DrawRectangle(left + k * barW + barW * 0.1, bottom - bh, std::max(1.0, barW * 0.8), bh);
            }
        // The mean: a thin line across the bars.
        gc.SetPen(wxPen(text, 1, wxPENSTYLE_SHORT_DASH));
        const double mx = left + (d.mean() + 0.5) * barW;
        gc.StrokeLine(mx, bottom - plotH, mx, bottom);
        gc.SetPen(wxPen(frame));
        gc.StrokeLine(left, bottom, left + plotW, bottom);
        // Axis: 0 and the last total shown.
        gc.SetFont(small, wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
        gc.DrawText("0", left + barW / 2 - textW / 2, bottom + FromDIP(1));
        const wxString last = wxString::Format("%d", kmax);
        double lastW = 0;
        gc.GetTextExtent(last, &lastW, &smallH);
        gc.DrawText(last, left + (kmax + 0.5) * barW - lastW / 2, bottom + FromDIP(1));
    }

    const std::vector<services::ArmyReport>* reports_ = nullptr;
    wxString opponent_;
};

AnalyticsPanel::AnalyticsPanel(wxWindow* parent, AppContext& context)
    : wxPanel(parent), context_(context), analyzer_(std::make_unique<rules::analytics::ArmyAnalyzer>(context.catalog())) {
    SetName("AnalyticsPanel");
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    auto* back = new wxButton(this, wxID_ANY, "Finding&s");
    back->SetToolTip("Show the validator's findings again (Ctrl+Shift+R)");
    back->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (onBackToFindings) onBackToFindings();
    });
    top->Add(back, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(10));
    top->Add(new wxStaticText(this, wxID_ANY, "A&gainst:"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
    opponentChoice_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxSize(FromDIP(200), -1));
    opponentChoice_->SetName("AnalyticsOpponent");
    opponentChoice_->SetToolTip("A roster from the library: what each army does to the army that meets it");
    top->Add(opponentChoice_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
    auto* fromFile = new wxButton(this, wxID_ANY, "From a file or dec&k...");
    fromFile->SetToolTip("A roster file (JSON or text) or an OCTGN deck as the opponent");
    fromFile->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        wxFileDialog dialog(this, "Opponent's roster or deck", wxEmptyString, wxEmptyString,
                            "Rosters and OCTGN decks (*.json;*.txt;*.o8d)|*.json;*.txt;*.o8d|All files|*",
                            wxFD_OPEN | wxFD_FILE_MUST_EXIST);
        if (dialog.ShowModal() == wxID_OK) setOpponentFile(dialog.GetPath());
    });
    top->Add(fromFile, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(10));
    eighthBox_ = new wxCheckBox(this, wxID_ANY, "Contro&ls its terrain (IDs double)");
    top->Add(eighthBox_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(10));
    // The note (or why the opponent could not be read) on a line of its own: the row above is full at 1280 pixels.
    note_ =
        new wxStaticText(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxST_NO_AUTORESIZE | wxST_ELLIPSIZE_END);
    note_->SetName("AnalyticsNote");
    note_->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    sizer->Add(top, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, FromDIP(4));
    sizer->Add(note_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(4));
    canvas_ = new AnalyticsCanvas(this);
    sizer->Add(canvas_, 1, wxEXPAND);
    SetSizer(sizer);
    opponentChoice_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int i = opponentChoice_->GetSelection();
        if (i > 0 && !opponentFile_.empty() && static_cast<unsigned>(i) + 1 == opponentChoice_->GetCount()) {
            setOpponentFile(opponentFile_);  // the file chosen last, the list's last entry
            return;
        }
        setOpponent(i <= 0 ? wxString() : opponentChoice_->GetString(static_cast<unsigned>(i)));
    });
    eighthBox_->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { setEighthFace(eighthBox_->GetValue()); });
    refreshOpponents();
}

AnalyticsPanel::~AnalyticsPanel() = default;

void AnalyticsPanel::refreshOpponents() {
    opponentChoice_->Clear();
    opponentChoice_->Append("(nobody)");
    if (auto* library = context_.storage().rosters()) {
        try {
            for (const auto& r : library->list()) opponentChoice_->Append(u8(r.name));
        } catch (const std::exception&) {
            problem_ = "The roster library could not be read.";
        }
    }
    if (!opponentFile_.empty()) opponentChoice_->Append(fileEntry());
    selectOpponentEntry();
}

wxString AnalyticsPanel::fileEntry() const {
    return wxFileName(opponentFile_).GetFullName() + " (file)";
}

void AnalyticsPanel::selectOpponentEntry() {
    int at = 0;
    if (opponent_ && fromFile_) {
        at = static_cast<int>(opponentChoice_->GetCount()) - 1;
    } else if (!opponentName_.empty()) {
        at = opponentChoice_->FindString(opponentName_, true);
    }
    opponentChoice_->SetSelection(at == wxNOT_FOUND ? 0 : at);
}

bool AnalyticsPanel::setOpponentFile(const wxString& path) {
    try {
        services::RosterFile file = services::readRosterFile(toUtf8(path), context_.catalog());
        const bool newFile = opponentFile_ != path;
        opponent_ = std::move(file.roster);
        opponentName_ = opponent_->name.empty() ? wxFileName(path).GetName() : u8(opponent_->name);
        opponentFile_ = path;
        fromFile_ = true;
        problem_.clear();
        if (newFile) refreshOpponents();
        selectOpponentEntry();
        recompute();
        return true;
    } catch (const std::exception& e) {
        problem_ = "The roster could not be read: " + plainMessage(e);
        recompute();
        return false;
    }
}

bool AnalyticsPanel::setOpponent(const wxString& libraryName) {
    opponent_.reset();
    opponentName_.clear();
    fromFile_ = false;
    problem_.clear();
    bool ok = true;
    if (!libraryName.empty()) {
        auto* library = context_.storage().rosters();
        if (library == nullptr) {
            problem_ = "The roster library is not available.";
            ok = false;
        } else {
            try {
                opponent_ = library->load(toUtf8(libraryName));
                opponentName_ = libraryName;
            } catch (const std::exception& e) {
                problem_ = "The roster could not be read: " + plainMessage(e);
                ok = false;
            }
        }
    }
    selectOpponentEntry();
    recompute();
    return ok;
}

void AnalyticsPanel::setEighthFace(bool on) {
    eighth_ = on;
    eighthBox_->SetValue(on);
    recompute();
}

void AnalyticsPanel::setRoster(const domain::Roster& roster) {
    roster_ = roster;
    recompute();
}

void AnalyticsPanel::recompute() {
    services::RosterAnalysisRequest request;
    request.eighthFace = eighth_;
    if (opponent_) request.opponent = &*opponent_;
    reports_ = services::analyzeRoster(*analyzer_, context_.catalog(), roster_, request);
    note_->SetLabel(problem_.empty() ? wxString("Exact odds at each army's planned terrain (dashes: the mean)")
                                     : problem_);
    note_->SetToolTip(note_->GetLabel());
    canvas_->setReports(&reports_, opponentName_);
}

wxString AnalyticsPanel::armyText(RosterSection army) const {
    for (const auto& r : reports_) {
        if (r.army != army) continue;
        wxString s = u8(domain::displayName(r.army)) + " at " + u8(r.terrain.name) + ":";
        const char* sep = " ";
        for (RollKind k : {RollKind::Maneuver, RollKind::Melee, RollKind::Missile, RollKind::Magic,
                           RollKind::SaveVsMelee}) {
            const auto* a = r.analysis.find(k);
            s += sep + u8(a->label()) + " " + oneDecimal(a->counted.mean());
            sep = ", ";
        }
        if (r.against)
            s += "; against " + opponentName_ + ": melee damage " + oneDecimal(r.against->melee.damage.mean()) +
                 ", counter-attack " + oneDecimal(r.against->melee.counterDamage.mean()) +
                 ", maneuver: " + maneuverText(*r.against);
        return s;
    }
    return {};
}

wxString AnalyticsPanel::opponentName() const {
    return opponentName_;
}

std::vector<wxString> AnalyticsPanel::againstHeading(RosterSection army) const {
    for (const auto& r : reports_)
        if (r.army == army) return canvas_->againstHeading(r);
    return {};
}

bool AnalyticsPanel::headingsFit() const {
    for (const auto& r : reports_) {
        for (const auto& line : canvas_->againstHeading(r)) {
            if (canvas_->textWidth(line, true) > canvas_->headingWidth()) return false;
        }
    }
    return true;
}

}  // namespace muster::gui
