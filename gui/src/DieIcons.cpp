#include "muster/gui/DieIcons.h"

#include <wx/bitmap.h>
#include <wx/dc.h>

#include <algorithm>
#include <array>
#include <map>
#include <string>
#include <utility>

#include "muster/domain/Die.h"
#include "muster/domain/FaceIcon.h"
#include "muster/gui/UiSupport.h"

namespace muster::gui {

wxColour playerColour(int player) {
    static const std::array<wxColour, 4> colours = {wxColour(40, 90, 170), wxColour(175, 45, 40), wxColour(40, 130, 60),
                                                    wxColour(190, 130, 20)};
    return colours[static_cast<std::size_t>(std::clamp(player, 0, 3))];
}

namespace {

// Fonts by pixel height, made once (making a font is the costly part of drawing a die's text).
const wxFont& fontOf(const wxFont& base, int pixels, bool bold) {
    static std::map<std::pair<int, bool>, wxFont> made;
    const auto key = std::make_pair(pixels, bold);
    auto hit = made.find(key);
    if (hit == made.end()) {
        wxFont font = base;
        font.SetPixelSize(wxSize(0, pixels));
        font.SetWeight(bold ? wxFONTWEIGHT_BOLD : wxFONTWEIGHT_NORMAL);
        hit = made.emplace(key, font).first;
    }
    return hit->second;
}

// `text` cut to fit `width`: measured once, cut in proportion, then trimmed.
wxString fitted(wxDC& dc, wxString text, int width) {
    int extent = dc.GetTextExtent(text).x;
    if (extent <= width || text.empty()) return text;
    text.Truncate(
        std::max<std::size_t>(1, text.length() * static_cast<std::size_t>(width) / static_cast<std::size_t>(extent)));
    while (text.length() > 1 && dc.GetTextExtent(text).x > width) text.RemoveLast();
    return text;
}

// The action icon of a face at `size` pixels, rasterised once.
const wxBitmap& actionBitmap(const std::string& faceIcon, int size) {
    static std::map<std::pair<std::string, int>, wxBitmap> made;
    const auto key = std::make_pair(faceIcon, size);
    auto hit = made.find(key);
    if (hit == made.end()) hit = made.emplace(key, actionIcon(faceIcon, size).GetBitmap(wxSize(size, size))).first;
    return hit->second;
}

}  // namespace

wxString shortDieName(const domain::Die& die) {
    std::string name = die.name;
    if (!die.species.empty() && name.rfind(die.species + " ", 0) == 0) name = name.substr(die.species.size() + 1);
    return u8(name);
}

void drawDie(wxDC& dc, const wxRect& box, const DieLook& look) {
    const wxFont before = dc.GetFont();
    const wxColour textBefore = dc.GetTextForeground();
    const int side = std::min(box.width, box.height);
    const wxRect square(box.x, box.y, side, side);
    const wxColour ink = playerColour(look.owner);
    dc.SetPen(wxPen(look.selected ? *wxBLACK : ink, look.selected ? 3 : 2,
                    look.optional ? wxPENSTYLE_SHORT_DASH : wxPENSTYLE_SOLID));
    dc.SetBrush(wxBrush(look.selected ? wxColour(255, 250, 205) : *wxWHITE));
    dc.DrawRoundedRectangle(square, std::max(3, side / 8));
    dc.SetTextForeground(ink);
    dc.SetFont(fontOf(before, std::max(8, side / 4), true));
    dc.DrawText(look.label, square.x + side / 10, square.y + side / 14);
    if (!look.faceIcon.empty()) {
        const int iconSize = side / 2;
        const wxBitmap bitmap = actionBitmap(toUtf8(look.faceIcon), iconSize);
        if (bitmap.IsOk()) dc.DrawBitmap(bitmap, square.x + (side - iconSize) / 2, square.y + side / 3, true);
        dc.SetFont(fontOf(before, std::max(8, side / 5), true));
        dc.SetTextForeground(*wxBLACK);
        if (look.amount > 0) {
            const wxString amount = wxString::Format("%d", look.amount);
            dc.DrawText(amount, square.x + side - dc.GetTextExtent(amount).x - side / 10, square.y + side / 14);
        }
        if (!domain::isBasicAction(toUtf8(look.faceIcon))) {  // an SAI: its name under the icon, cut to the square
            dc.SetFont(fontOf(before, std::max(7, side / 7), true));
            const wxString name = fitted(dc, look.faceIcon, side - 4);
            dc.DrawText(name, square.x + (side - dc.GetTextExtent(name).x) / 2, square.y + side - side / 5);
        }
    } else if (look.faceNumber == 0 && look.health > 0) {
        dc.SetBrush(wxBrush(ink));
        dc.SetPen(*wxTRANSPARENT_PEN);
        const int dot = std::max(3, side / 9);
        const int perRow = 4;
        for (int h = 0; h < look.health; ++h) {
            const int row = h / perRow;
            const int col = h % perRow;
            dc.DrawCircle(square.x + side / 6 + col * (dot * 2 + 1) + dot / 2, square.y + side / 2 + row * (dot * 2),
                          dot / 2 + 1);
        }
    }
    if (look.marked) {
        dc.SetBrush(wxBrush(wxColour(130, 60, 170)));
        dc.SetPen(*wxTRANSPARENT_PEN);
        dc.DrawCircle(square.x + side - side / 6, square.y + side - side / 6, std::max(3, side / 10));
    }
    if (!look.caption.empty() && box.height > side + 4) {
        dc.SetFont(fontOf(before, std::max(9, std::min(side / 4, box.height - side - 2)), false));
        dc.SetTextForeground(*wxBLACK);
        const wxString caption = fitted(dc, look.caption, box.width);
        dc.DrawText(caption, box.x + (box.width - dc.GetTextExtent(caption).x) / 2, square.y + side + 1);
    }
    dc.SetFont(before);
    dc.SetTextForeground(textBefore);
}

}  // namespace muster::gui
