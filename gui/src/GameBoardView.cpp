#include "muster/gui/GameBoardView.h"

#include <wx/dcbuffer.h>
#include <wx/settings.h>

#include <algorithm>
#include <string>
#include <vector>

#include "muster/gui/DieIcons.h"
#include "muster/gui/UiSupport.h"
#include "muster/services/GameRecording.h"

namespace muster::gui {

namespace {

namespace engine = rules::engine;

bool hasEffectOn(const engine::GameState& s, int piece) {
    return std::any_of(s.effects.begin(), s.effects.end(), [&](const engine::Effect& fx) {
        return fx.target == engine::EffectTargetKind::Unit && fx.targetPiece == piece;
    });
}

DieLook lookOf(const services::GameRecording& r, int piece) {
    const auto& s = r.state();
    const auto& p = s.piece(piece);
    const auto& die = r.catalog().die(p.die);
    DieLook look;
    look.label = u8(s.label(piece));
    look.caption = shortDieName(die);
    look.owner = p.owner;
    look.health = die.health;
    look.marked = hasEffectOn(s, piece);
    if (p.kind == engine::PieceKind::MinorTerrain && p.face >= 0 && p.face < static_cast<int>(die.faces.size())) {
        look.faceIcon = u8(die.faces[static_cast<std::size_t>(p.face)].icon);
        look.amount = die.faces[static_cast<std::size_t>(p.face)].amount;
        look.faceNumber = p.face + 1;
    }
    return look;
}

// Draws dice left to right from `at`, wrapping inside `width`; returns the height used.
int drawRow(wxDC& dc, const services::GameRecording& r, const std::vector<int>& pieces, wxPoint at, int width,
            int side) {
    const int cell = side + side / 5;
    const int perRow = std::max(1, width / cell);
    const int captionHeight = side * 2 / 5;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const int row = static_cast<int>(i) / perRow;
        const int col = static_cast<int>(i) % perRow;
        drawDie(dc, wxRect(at.x + col * cell, at.y + row * (side + captionHeight + 2), side, side + captionHeight),
                lookOf(r, pieces[i]));
    }
    const int rows = pieces.empty() ? 0 : (static_cast<int>(pieces.size()) + perRow - 1) / perRow;
    return rows * (side + captionHeight + 2);
}

wxString effectWords(const services::GameRecording& r, const engine::Effect& fx) {
    const auto& s = r.state();
    std::string on;
    switch (fx.target) {
        case engine::EffectTargetKind::Army:
            if (fx.targetPlayer >= 0) on = s.pid(fx.targetPlayer) + "'s army at " + s.locationName(fx.targetArmy);
            break;
        case engine::EffectTargetKind::Unit:
            if (fx.targetPiece >= 0)
                on = s.label(fx.targetPiece) + " (" + r.catalog().die(s.piece(fx.targetPiece).die).name + ")";
            break;
        case engine::EffectTargetKind::Terrain:
            if (fx.targetTerrain >= 0) on = s.terrains[static_cast<std::size_t>(fx.targetTerrain)].key;
            break;
        case engine::EffectTargetKind::Player:
            if (fx.targetPlayer >= 0) on = s.pid(fx.targetPlayer);
            break;
    }
    std::string words = fx.source + (fx.caster >= 0 ? " by " + s.pid(fx.caster) : "") + (on.empty() ? "" : " on " + on);
    words += fx.expiresAtStartOf >= 0 ? ", until the start of " + s.pid(fx.expiresAtStartOf) + "'s turn"
                                      : std::string(", until it is ended");
    return u8(words);
}

}  // namespace

GameBoardView::GameBoardView(wxWindow* parent) : wxWindow(parent, wxID_ANY) {
    SetName("GameBoard");
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    Bind(wxEVT_PAINT, [this](wxPaintEvent&) {
        wxAutoBufferedPaintDC dc(this);
        paint(dc, GetClientSize());
    });
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        Refresh();
        e.Skip();
    });
}

void GameBoardView::show(const services::GameRecording* recording) {
    recording_ = recording;
    Refresh();
}

void GameBoardView::setScale(double scale) {
    scale_ = scale;
    Refresh();
}

void GameBoardView::paint(wxDC& dc, const wxSize& size) const {
    dc.SetBackground(wxBrush(wxColour(244, 240, 228)));
    dc.Clear();
    if (recording_ == nullptr) return;
    const auto& r = *recording_;
    const auto& s = r.state();
    const auto& catalog = r.catalog();
    const int margin = FromDIP(8);
    const int side = static_cast<int>(FromDIP(34) * scale_);
    const int small = static_cast<int>(FromDIP(26) * scale_);
    wxFont font = GetFont();
    font.SetPointSize(static_cast<int>(font.GetPointSize() * scale_));
    wxFont bold = font.Bold();
    dc.SetFont(font);
    const int lineHeight = dc.GetCharHeight() + 2;

    // The terrains, side by side.
    const int count = std::max<int>(1, static_cast<int>(s.terrains.size()));
    const int columnWidth = (size.x - margin * (count + 1)) / count;
    const int terrainsBottom = size.y * 58 / 100;
    for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t) {
        const auto& terrain = s.terrains[static_cast<std::size_t>(t)];
        const auto& die = catalog.die(terrain.die);
        const wxRect box(margin + t * (columnWidth + margin), margin, columnWidth, terrainsBottom - margin);
        const bool contested = terrain.key == "frontier";
        dc.SetPen(wxPen(terrain.controller >= 0 ? playerColour(terrain.controller) : wxColour(120, 110, 90),
                        terrain.controller >= 0 ? 3 : 1));
        dc.SetBrush(wxBrush(contested ? wxColour(236, 228, 205) : wxColour(250, 247, 238)));
        dc.DrawRoundedRectangle(box, FromDIP(6));
        int y = box.y + FromDIP(4);
        // The terrain's face as a die, then its name and where it is.
        DieLook face;
        face.label = wxString::Format("%d", terrain.face);
        face.owner = terrain.homeOf >= 0 ? terrain.homeOf : (terrain.proposedBy >= 0 ? terrain.proposedBy : 0);
        if (terrain.face > 0 && terrain.face <= static_cast<int>(die.faces.size())) {
            const auto& f = die.faces[static_cast<std::size_t>(terrain.face - 1)];
            face.faceIcon = u8(f.icon);
            face.amount = f.amount;
            face.faceNumber = terrain.face;
        }
        drawDie(dc, wxRect(box.x + FromDIP(4), y, side, side), face);
        dc.SetFont(bold);
        dc.SetTextForeground(*wxBLACK);
        const int textX = box.x + side + FromDIP(10);
        dc.DrawText(u8(terrain.key), textX, y);
        dc.SetFont(font);
        dc.DrawText(u8(die.name), textX, y + lineHeight);  // cut below with the face words
        wxString faceWords = terrain.face > 0 ? wxString::Format("face %d", terrain.face) : wxString("not rolled yet");
        if (face.faceNumber > 0) faceWords += " (" + wxString::Format("%d ", face.amount) + face.faceIcon + ")";
        const int textWidth = box.GetRight() - textX - FromDIP(4);
        const auto fit = [&](wxString text) {
            while (text.length() > 1 && dc.GetTextExtent(text).x > textWidth) text.RemoveLast();
            return text;
        };
        dc.DrawText(fit(faceWords), textX, y + 2 * lineHeight);
        int lines = 3;
        if (terrain.controller >= 0) {
            dc.SetTextForeground(playerColour(terrain.controller));
            dc.DrawText(fit("captured by " + u8(s.pid(terrain.controller))), textX, y + 3 * lineHeight);
            ++lines;
        }
        y += std::max(side, lines * lineHeight) + FromDIP(6);
        // The armies there.
        for (int p = 0; p < static_cast<int>(s.players.size()); ++p) {
            const auto at = engine::Location::at(t);
            auto pieces = s.army(p, at);
            for (const int item : s.itemsAt(p, at)) pieces.push_back(item);
            if (const int minor = s.minorTerrainAt(p, at); minor >= 0) pieces.push_back(minor);
            if (pieces.empty()) continue;
            dc.SetTextForeground(playerColour(p));
            dc.SetFont(bold);
            dc.DrawText(u8(s.pid(p) + "'s army"), box.x + FromDIP(6), y);
            dc.SetFont(font);
            y += lineHeight;
            y += drawRow(dc, r, pieces, wxPoint(box.x + FromDIP(6), y), box.width - FromDIP(12), side) + FromDIP(4);
        }
        if (const auto dragons = s.dragonsAt(t); !dragons.empty()) {
            dc.SetTextForeground(wxColour(120, 30, 30));
            dc.SetFont(bold);
            dc.DrawText("Dragons", box.x + FromDIP(6), y);
            dc.SetFont(font);
            y += lineHeight;
            drawRow(dc, r, dragons, wxPoint(box.x + FromDIP(6), y), box.width - FromDIP(12), side);
        }
    }

    // Each player's areas.
    int y = terrainsBottom + margin;
    const int areaWidth = (size.x - margin * 5) / 4;
    const engine::Where areas[] = {engine::Where::Reserve, engine::Where::Dua, engine::Where::Bua, engine::Where::Pool};
    const char* const areaNames[] = {"Reserve Area", "DUA", "BUA", "Summoning Pool"};
    for (int p = 0; p < static_cast<int>(s.players.size()); ++p) {
        dc.SetTextForeground(playerColour(p));
        dc.SetFont(bold);
        const auto& player = s.players[static_cast<std::size_t>(p)];
        dc.DrawText(u8(player.id + " " + player.name + (player.eliminated ? " (eliminated)" : "")), margin, y);
        dc.SetFont(font);
        y += lineHeight;
        int rowHeight = 0;
        for (int a = 0; a < 4; ++a) {
            std::vector<int> pieces;
            for (std::size_t i = 0; i < s.pieces.size(); ++i)
                if (s.pieces[i].owner == p && s.pieces[i].loc.where == areas[a]) pieces.push_back(static_cast<int>(i));
            const int x = margin + a * (areaWidth + margin);
            dc.SetTextForeground(*wxBLACK);
            dc.DrawText(wxString::Format("%s (%zu)", areaNames[a], pieces.size()), x, y);
            rowHeight =
                std::max(rowHeight, lineHeight + drawRow(dc, r, pieces, wxPoint(x, y + lineHeight), areaWidth, small));
        }
        y += rowHeight + FromDIP(4);
    }

    // The effects in force.
    dc.SetTextForeground(wxColour(90, 40, 120));
    if (s.effects.empty()) {
        dc.DrawText("No effects in force.", margin, y);
        return;
    }
    dc.SetFont(bold);
    dc.DrawText("In force:", margin, y);
    dc.SetFont(font);
    y += lineHeight;
    for (const auto& fx : s.effects) {
        if (y > size.y - lineHeight) break;
        dc.DrawText(effectWords(r, fx), margin + FromDIP(10), y);
        y += lineHeight;
    }
}

}  // namespace muster::gui
