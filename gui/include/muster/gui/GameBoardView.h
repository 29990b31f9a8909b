#pragma once
// The board of a recorded game, drawn (issue 30): each terrain with its face and controller and the armies at it
// (units as die icons with health and status marks, their items and minor terrains), the dragons there, then each
// player's Reserve Area, DUA, BUA and Summoning Pool, and the effects in force with when they end. It keeps no game
// state: it paints the recording's state whenever asked (GameWindow refreshes it after every entry).
#include <wx/window.h>

namespace muster::services {
class GameRecording;
}

namespace muster::gui {

class GameBoardView : public wxWindow {
public:
    explicit GameBoardView(wxWindow* parent);
    // What to draw (nullptr: nothing); the caller refreshes after each entry.
    void show(const services::GameRecording* recording);
    // Larger dice and text (the large-text setting).
    void setScale(double scale);
    // Paints the board into `dc` over `size` (the window's paint, and benchmarks and tests into a bitmap).
    void paint(wxDC& dc, const wxSize& size) const;

private:
    const services::GameRecording* recording_ = nullptr;
    double scale_ = 1.0;
};

}  // namespace muster::gui
