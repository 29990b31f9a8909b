#pragma once
// The dice tray of the game window (issue 30): when a roll is due, the dice that roll, each drawn with the face set
// for it. Keys: 1-9 set the selected die's face and move to the next die, Up and Down step through its faces (dice
// with more than nine faces), Left and Right (or Space) move, Delete leaves a die that may roll unrolled, Enter
// enters the roll. A click selects a die; a click on a face of the palette under the dice sets it. The tray only
// collects faces: the game window turns them into an entry and the recorder counts the totals.
#include <wx/window.h>

#include <functional>
#include <string>
#include <vector>

#include "muster/gui/DieIcons.h"
#include "muster/rules/judge/LegalOptions.h"

namespace muster::services {
class GameRecording;
}

namespace muster::gui {

class DiceTray : public wxWindow {
public:
    explicit DiceTray(wxWindow* parent);

    // The roll due now (nullptr: none); faces set before are cleared.
    void setRoll(const services::GameRecording& recording, const rules::judge::RollOptions* roll);
    [[nodiscard]] bool hasRoll() const { return !dice_.empty(); }
    [[nodiscard]] int dieCount() const { return static_cast<int>(dice_.size()); }
    [[nodiscard]] int selected() const { return selected_; }
    [[nodiscard]] int face(int die) const { return dice_[static_cast<std::size_t>(die)].face; }
    [[nodiscard]] int piece(int die) const { return dice_[static_cast<std::size_t>(die)].piece; }
    // The faces set, as a roll line lists them after ':' ("c1=3 c2=5"); dice without a face are left out.
    [[nodiscard]] std::string facesText() const;
    // Every die that must roll has a face.
    [[nodiscard]] bool complete() const;
    void setFace(int die, int face);
    void select(int die);
    void setScale(double scale);

    std::function<void()> onChanged;  // a face was set or cleared
    std::function<void()> onEnter;    // Enter: enter the roll

private:
    struct TrayDie {
        int piece = -1;
        std::string label;
        wxString name;
        wxString caption;
        bool optional = false;
        int faceCount = 0;
        std::vector<rules::judge::FaceChoice> faces;
        int face = 0;  // 1-based, 0: not set
    };
    void onKey(wxKeyEvent& event);
    void onClick(wxMouseEvent& event);
    void paint(wxDC& dc) const;
    [[nodiscard]] DieLook lookOf(const TrayDie& die, int face) const;
    [[nodiscard]] wxRect dieRect(int die) const;
    [[nodiscard]] wxRect faceRect(int face) const;
    [[nodiscard]] int side() const;

    std::vector<TrayDie> dice_;
    int selected_ = 0;
    double scale_ = 1.0;
};

}  // namespace muster::gui
