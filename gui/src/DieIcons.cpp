#include "muster/gui/DieIcons.h"

#include <wx/dc.h>

#include <algorithm>
#include <array>

#include "muster/domain/Die.h"
#include "muster/gui/UiSupport.h"

namespace muster::gui {

wxColour playerColour(int player) {
    static const std::array<wxColour, 4> colours = {wxColour(40, 90, 170), wxColour(175, 45, 40), wxColour(40, 130, 60),
                                                    wxColour(190, 130, 20)};
    return colours[static_cast<std::size_t>(std::clamp(player, 0, 3))];
}

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
    wxFont font = dc.GetFont();
    font.SetPixelSize(wxSize(0, std::max(8, side / 4)));
    font.SetWeight(wxFONTWEIGHT_BOLD);
    dc.SetFont(font);
    dc.DrawText(look.label, square.x + side / 10, square.y + side / 14);
    if (!look.faceIcon.empty()) {
        const int iconSize = side / 2;
        const wxBitmap bitmap = actionIcon(toUtf8(look.faceIcon), iconSize).GetBitmap(wxSize(iconSize, iconSize));
        if (bitmap.IsOk()) dc.DrawBitmap(bitmap, square.x + (side - iconSize) / 2, square.y + side / 3, true);
        font.SetPixelSize(wxSize(0, std::max(8, side / 5)));
        dc.SetFont(font);
        dc.SetTextForeground(*wxBLACK);
        const wxString amount = look.amount > 0 ? wxString::Format("%d", look.amount) : wxString();
        if (!amount.empty())
            dc.DrawText(amount, square.x + side - dc.GetTextExtent(amount).x - side / 10, square.y + side / 14);
        const bool iconKnown = look.faceIcon.Lower() == "melee" || look.faceIcon.Lower() == "missile" ||
                               look.faceIcon.Lower() == "magic" || look.faceIcon.Lower() == "save" ||
                               look.faceIcon.Lower() == "maneuver" || look.faceIcon.Lower() == "id";
        if (!iconKnown) {  // an SAI: its name under the icon, cut to the square
            wxString name = look.faceIcon;
            font.SetPixelSize(wxSize(0, std::max(7, side / 7)));
            dc.SetFont(font);
            while (name.length() > 1 && dc.GetTextExtent(name).x > side - 4) name.RemoveLast();
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
        font.SetWeight(wxFONTWEIGHT_NORMAL);
        font.SetPixelSize(wxSize(0, std::max(8, std::min(side / 5, box.height - side - 2))));
        dc.SetFont(font);
        dc.SetTextForeground(*wxBLACK);
        wxString caption = look.caption;
        while (caption.length() > 1 && dc.GetTextExtent(caption).x > box.width) caption.RemoveLast();
        dc.DrawText(caption, box.x + (box.width - dc.GetTextExtent(caption).x) / 2, square.y + side + 1);
    }
    dc.SetFont(before);
    dc.SetTextForeground(textBefore);
}

}  // namespace muster::gui
