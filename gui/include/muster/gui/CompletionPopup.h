#pragma once
// Completion for a one-line text box, drawn by Muster instead of the toolkit: a list under the box (over it when
// the screen has no room below) of what the typed text may become. The keyboard stays in the box, so no toolkit
// popup holds it: Down and Up choose a completion, Enter acts on the chosen one (or on the text as typed) in one
// press, Escape closes the list. (GTK's own completion took the first Enter for itself, and after a dialog closed
// with Enter it could swallow the keys meant for the box: issue 31, items 11 and 14.)
#include <wx/arrstr.h>
#include <wx/weakref.h>

#include <functional>

class wxKeyEvent;
class wxListBox;
class wxPopupWindow;
class wxTextCtrl;

namespace muster::gui {

class CompletionPopup {
public:
    // What `typed` may become, best first (empty: nothing to offer).
    using Source = std::function<wxArrayString(const wxString& typed)>;

    CompletionPopup(wxTextCtrl* box, Source source);
    ~CompletionPopup();
    CompletionPopup(const CompletionPopup&) = delete;
    CompletionPopup& operator=(const CompletionPopup&) = delete;

    // Enter in the box: the chosen completion (now also the box's text) or the text as typed.
    std::function<void(const wxString&)> onEnter;

    [[nodiscard]] bool isShown() const;
    [[nodiscard]] wxArrayString completions() const { return items_; }
    // The completion Down and Up have chosen; -1: none (Enter takes the typed text).
    [[nodiscard]] int chosen() const { return chosen_; }
    void hide();

private:
    void create();
    void update();
    void show();
    void choose(int index);
    void onKey(wxKeyEvent& event);
    void take(int index);  // a click in the list: the completion becomes the box's text

    wxTextCtrl* box_;
    Source source_;
    wxWeakRef<wxPopupWindow> popup_;
    wxListBox* list_ = nullptr;
    wxArrayString items_;
    int chosen_ = -1;
};

}  // namespace muster::gui
