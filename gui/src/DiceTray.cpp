#include "muster/gui/DiceTray.h"

#include <wx/dcbuffer.h>

#include <algorithm>

#include "muster/gui/UiSupport.h"
#include "muster/services/GameRecording.h"

namespace muster::gui {

DiceTray::DiceTray(wxWindow* parent)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxWANTS_CHARS | wxBORDER_THEME) {
    SetName("DiceTray");
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetMinSize(FromDIP(wxSize(360, 190)));
    Bind(wxEVT_PAINT, [this](wxPaintEvent&) {
        wxAutoBufferedPaintDC dc(this);
        paint(dc);
    });
    Bind(wxEVT_KEY_DOWN, &DiceTray::onKey, this);
    Bind(wxEVT_LEFT_DOWN, &DiceTray::onClick, this);
    Bind(wxEVT_SET_FOCUS, [this](wxFocusEvent& e) {
        Refresh();
        e.Skip();
    });
    Bind(wxEVT_KILL_FOCUS, [this](wxFocusEvent& e) {
        Refresh();
        e.Skip();
    });
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        Refresh();
        e.Skip();
    });
}

void DiceTray::setRoll(const services::GameRecording& recording, const rules::judge::RollOptions* roll) {
    dice_.clear();
    selected_ = 0;
    if (roll != nullptr) {
        const auto& s = recording.state();
        for (const auto& d : roll->dice) {
            TrayDie die;
            die.piece = d.piece;
            die.label = s.label(d.piece);
            die.name = u8(recording.catalog().die(s.piece(d.piece).die).name);
            die.caption = shortDieName(recording.catalog().die(s.piece(d.piece).die));
            die.optional = d.optional;
            die.faces = d.faces;
            for (const auto& f : d.faces)
                for (const int n : f.numbers) die.faceCount = std::max(die.faceCount, n);
            dice_.push_back(std::move(die));
        }
    }
    Refresh();
}

std::string DiceTray::facesText() const {
    std::string out;
    for (const auto& d : dice_)
        if (d.face > 0) out += (out.empty() ? "" : " ") + d.label + "=" + std::to_string(d.face);
    return out;
}

bool DiceTray::complete() const {
    return !dice_.empty() &&
           std::all_of(dice_.begin(), dice_.end(), [](const TrayDie& d) { return d.optional || d.face > 0; });
}

void DiceTray::setFace(int die, int face) {
    if (die < 0 || die >= dieCount()) return;
    auto& d = dice_[static_cast<std::size_t>(die)];
    if (face < 0 || face > d.faceCount) return;
    d.face = face;
    Refresh();
    if (onChanged) onChanged();
}

void DiceTray::select(int die) {
    if (dice_.empty()) return;
    selected_ = std::clamp(die, 0, dieCount() - 1);
    Refresh();
}

void DiceTray::setScale(double scale) {
    scale_ = scale;
    Refresh();
}

void DiceTray::onKey(wxKeyEvent& event) {
    const int key = event.GetKeyCode();
    if (dice_.empty() || event.HasAnyModifiers()) {
        event.Skip();
        return;
    }
    auto& d = dice_[static_cast<std::size_t>(selected_)];
    int digit = -1;
    if (key >= '1' && key <= '9') digit = key - '0';
    if (key >= WXK_NUMPAD1 && key <= WXK_NUMPAD9) digit = key - WXK_NUMPAD0;
    if (digit > 0) {
        if (digit <= d.faceCount) {
            setFace(selected_, digit);
            if (selected_ + 1 < dieCount()) select(selected_ + 1);
        } else {
            wxBell();
        }
        return;
    }
    switch (key) {
        case WXK_UP:
        case WXK_NUMPAD_UP:
            setFace(selected_, d.face >= d.faceCount ? 1 : d.face + 1);
            return;
        case WXK_DOWN:
        case WXK_NUMPAD_DOWN:
            setFace(selected_, d.face <= 1 ? d.faceCount : d.face - 1);
            return;
        case WXK_LEFT:
        case WXK_NUMPAD_LEFT:
            select(selected_ - 1);
            return;
        case WXK_RIGHT:
        case WXK_NUMPAD_RIGHT:
        case WXK_SPACE:
            select(selected_ + 1);
            return;
        case WXK_HOME:
            select(0);
            return;
        case WXK_END:
            select(dieCount() - 1);
            return;
        case WXK_DELETE:
        case WXK_BACK:
            setFace(selected_, 0);
            return;
        case WXK_RETURN:
        case WXK_NUMPAD_ENTER:
            if (onEnter) onEnter();
            return;
        default:
            event.Skip();
    }
}

void DiceTray::onClick(wxMouseEvent& event) {
    SetFocus();
    for (int i = 0; i < dieCount(); ++i)
        if (dieRect(i).Contains(event.GetPosition())) {
            select(i);
            return;
        }
    if (dice_.empty()) return;
    for (int f = 1; f <= dice_[static_cast<std::size_t>(selected_)].faceCount; ++f)
        if (faceRect(f).Contains(event.GetPosition())) {
            setFace(selected_, f);
            if (selected_ + 1 < dieCount()) select(selected_ + 1);
            return;
        }
}

int DiceTray::side() const {
    return static_cast<int>(FromDIP(52) * scale_);
}

wxRect DiceTray::dieRect(int die) const {
    const int cell = side() + FromDIP(10);
    const int perRow = std::max(1, (GetClientSize().x - FromDIP(8)) / cell);
    const int row = die / perRow;
    const int col = die % perRow;
    return {FromDIP(6) + col * cell, FromDIP(6) + row * (side() + side() / 3 + FromDIP(4)), side(),
            side() + side() / 3};
}

wxRect DiceTray::faceRect(int face) const {
    const int small = side() * 3 / 4;
    const int rows = dice_.empty() ? 0 : dieRect(dieCount() - 1).GetBottom() + FromDIP(8);
    const int lineHeight = GetCharHeight() + FromDIP(2);
    return {FromDIP(6) + (face - 1) * (small + FromDIP(6)), rows + lineHeight, small, small};
}

DieLook DiceTray::lookOf(const TrayDie& die, int face) const {
    DieLook look;
    look.label = u8(die.label);
    look.optional = die.optional;
    look.faceNumber = face;
    for (const auto& f : die.faces)
        if (std::find(f.numbers.begin(), f.numbers.end(), face) != f.numbers.end()) {
            look.faceIcon = u8(f.icon);
            look.amount = f.amount;
        }
    return look;
}

void DiceTray::paint(wxDC& dc) const {
    dc.SetBackground(wxBrush(HasFocus() ? wxColour(232, 244, 232) : wxColour(238, 238, 238)));
    dc.Clear();
    wxFont font = GetFont();
    font.SetPointSize(static_cast<int>(font.GetPointSize() * scale_));
    dc.SetFont(font);
    if (dice_.empty()) {
        dc.SetTextForeground(wxColour(90, 90, 90));
        dc.DrawText("No roll is due.", FromDIP(8), FromDIP(8));
        return;
    }
    for (int i = 0; i < dieCount(); ++i) {
        const auto& d = dice_[static_cast<std::size_t>(i)];
        auto look = lookOf(d, d.face);
        look.owner = 0;
        look.selected = i == selected_;
        look.caption = d.caption;
        if (d.face == 0) look.label = u8(d.label) + " ?";
        drawDie(dc, dieRect(i), look);
    }
    // The faces of the selected die: its palette, numbered as the keys set them.
    const auto& d = dice_[static_cast<std::size_t>(selected_)];
    const int top = dieRect(dieCount() - 1).GetBottom() + FromDIP(8);
    dc.SetFont(font);
    dc.SetTextForeground(*wxBLACK);
    dc.DrawText(
        u8(d.label) + " (" + d.name + "): press its face's number" + (d.optional ? ", Delete: not rolled" : wxString()),
        FromDIP(6), top);
    for (int f = 1; f <= d.faceCount; ++f) {
        auto look = lookOf(d, f);
        look.label = wxString::Format("%d", f);
        look.owner = 0;
        look.selected = f == d.face;
        drawDie(dc, faceRect(f), look);
    }
}

}  // namespace muster::gui
