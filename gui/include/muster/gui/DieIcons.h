#pragma once
// The dice as the game window draws them (issue 30): a rounded square in the owner's colour with the die's label, the
// face it shows (the action icon of resources/icons and its amount) or its health marks, drawn at any size so that
// the board, the dice tray and the large-text setting share one look.
#include <wx/colour.h>
#include <wx/gdicmn.h>
#include <wx/string.h>

class wxDC;

namespace muster::domain {
struct Die;
}

namespace muster::gui {

struct DieLook {
    wxString label;         // "c1"
    wxString caption;       // under the square ("Footman"); empty: none
    wxString faceIcon;      // the face shown ("Melee", "ID", an SAI's name); empty: no face
    int amount = 0;         // of the face shown
    int faceNumber = 0;     // 1-based, 0: not set
    int health = 0;         // health marks (dots) when no face is shown
    int owner = 0;          // the player's colour
    bool marked = false;    // an effect is on it (a status mark)
    bool selected = false;  // the die the keys set now
    bool optional = false;  // it may roll or not (drawn dashed)
};

// "Footman" for "Dwarves Footman": a die's name without its species (captions under the icons).
[[nodiscard]] wxString shortDieName(const domain::Die& die);
// A player's colour (A blue, B red, C green, D amber).
[[nodiscard]] wxColour playerColour(int player);
// Draws `look` in `box` (the square is the box's width; the caption goes below it when the box is taller).
void drawDie(wxDC& dc, const wxRect& box, const DieLook& look);

}  // namespace muster::gui
