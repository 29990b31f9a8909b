#include "muster/gui/CompletionPopup.h"

#include <wx/display.h>
#include <wx/listbox.h>
#include <wx/popupwin.h>
#include <wx/sizer.h>
#include <wx/textctrl.h>

#include <algorithm>

namespace muster::gui {

namespace {
constexpr int kVisibleRows = 8;
}  // namespace

CompletionPopup::CompletionPopup(wxTextCtrl* box, Source source) : box_(box), source_(std::move(source)) {
    box_->Bind(wxEVT_TEXT, [this](wxCommandEvent& e) {
        e.Skip();
        update();
    });
    box_->Bind(wxEVT_KEY_DOWN, &CompletionPopup::onKey, this);
    box_->Bind(wxEVT_KILL_FOCUS, [this](wxFocusEvent& e) {
        e.Skip();
        if (list_ == nullptr || e.GetWindow() != list_) hide();  // a click into the list keeps it
    });
}

void CompletionPopup::create() {
    // Made when first needed: a window that is never shown costs the start-up nothing.
    auto* popup = new wxPopupWindow(box_, wxBORDER_SIMPLE);
    popup->SetName("CompletionPopup");
    list_ = new wxListBox(popup, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, wxLB_SINGLE);
    list_->SetName("Completions");
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(list_, 1, wxEXPAND);
    popup->SetSizer(sizer);
    popup_ = popup;
    // A click on a completion puts it into the box, which keeps the keyboard (Enter then adds it). Only a click:
    // the list's own selection events also come when GTK puts its cursor on the first row as the list is shown.
    list_->Bind(wxEVT_LEFT_UP, [this](wxMouseEvent& e) {
        e.Skip();
        take(list_->HitTest(e.GetPosition()));
    });
}

CompletionPopup::~CompletionPopup() {
    box_->Unbind(wxEVT_KEY_DOWN, &CompletionPopup::onKey, this);
    if (popup_) popup_->Destroy();
}

bool CompletionPopup::isShown() const {
    return popup_ && popup_->IsShown();
}

void CompletionPopup::hide() {
    chosen_ = -1;
    if (isShown()) popup_->Hide();
}

void CompletionPopup::update() {
    items_ = box_->GetValue().Strip(wxString::both).empty() ? wxArrayString() : source_(box_->GetValue());
    // Nothing to offer, or only what is typed already.
    if (items_.empty() || (items_.size() == 1 && items_[0] == box_->GetValue())) {
        items_.clear();
        hide();
        return;
    }
    show();
}

void CompletionPopup::show() {
    if (!box_->IsShownOnScreen()) return;
    if (list_ == nullptr) create();
    if (!popup_) return;
    chosen_ = -1;
    list_->Set(items_);
    list_->SetSelection(wxNOT_FOUND);
    // As wide as the box, as tall as the completions (at most kVisibleRows, then the list scrolls).
    const int rows = std::min<int>(kVisibleRows, static_cast<int>(items_.size()));
    const int rowHeight = list_->GetCharHeight() + list_->FromDIP(8);
    const wxSize size(box_->GetSize().x, rows * rowHeight + list_->FromDIP(6));
    const wxPoint below = box_->ClientToScreen(wxPoint(0, box_->GetClientSize().y));
    const wxPoint above = box_->ClientToScreen(wxPoint(0, 0)) - wxPoint(0, size.y);
    const int display = wxDisplay::GetFromWindow(box_);
    const wxRect area = wxDisplay(display == wxNOT_FOUND ? 0U : static_cast<unsigned>(display)).GetClientArea();
    popup_->SetSize(wxRect(below.y + size.y <= area.GetBottom() ? below : above, size));
    popup_->Layout();
    popup_->Show();
}

void CompletionPopup::choose(int index) {
    chosen_ = index;
    if (list_ == nullptr) return;
    list_->SetSelection(index);
    if (index >= 0) list_->EnsureVisible(index);
}

void CompletionPopup::take(int index) {
    if (index < 0 || static_cast<std::size_t>(index) >= items_.size()) return;
    const wxString text = items_[static_cast<std::size_t>(index)];
    hide();
    box_->ChangeValue(text);
    box_->SetInsertionPointEnd();
    box_->SetFocus();
}

void CompletionPopup::onKey(wxKeyEvent& event) {
    const int key = event.GetKeyCode();
    const int count = static_cast<int>(items_.size());
    const bool shown = isShown();
    if ((key == WXK_DOWN || key == WXK_NUMPAD_DOWN) && count > 0) {
        if (!shown) show();
        choose(std::min(count - 1, chosen_ + 1));
        return;
    }
    if ((key == WXK_UP || key == WXK_NUMPAD_UP) && shown) {
        choose(std::max(-1, chosen_ - 1));
        return;
    }
    if (key == WXK_ESCAPE && shown) {
        hide();
        return;
    }
    if (key == WXK_RETURN || key == WXK_NUMPAD_ENTER) {
        wxString text = box_->GetValue();
        if (shown && chosen_ >= 0 && chosen_ < count) {
            text = items_[static_cast<std::size_t>(chosen_)];
            box_->ChangeValue(text);
            box_->SetInsertionPointEnd();
        }
        hide();
        if (onEnter) onEnter(text);
        return;
    }
    event.Skip();
}

}  // namespace muster::gui
