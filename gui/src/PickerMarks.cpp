#include "muster/gui/PickerMarks.h"

#include <wx/settings.h>

#include "muster/gui/DieListCtrl.h"
#include "muster/gui/UiSupport.h"

namespace muster::gui {

PickerMarks::PickerMarks(DieListCtrl& list, const rules::ForceValidator& validator)
    : list_(list), validator_(validator), guide_(validator) {
    markedStyle_.SetTextColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    wxFont font = list.GetFont();
    font.SetStyle(wxFONTSTYLE_ITALIC);
    markedStyle_.SetFont(font);
    list_.setRowStyle([this](domain::DieId die) { return marked(die) ? &markedStyle_ : nullptr; });
    list_.setRowToolTip([this](domain::DieId die) { return toolTip(die); });
    list_.setExtraText([this](domain::DieId die) { return ownedText(die); });
}

void PickerMarks::update(const rules::ArmyBuilderModel& model, domain::RosterSection target) {
    rules::ValidationOptions options;
    if (model.eventFormat()) options.format = &*model.eventFormat();
    advice_ = guide_.advise(model.roster(), target, options);
    list_.Refresh();
}

void PickerMarks::setOwned(const std::optional<std::map<std::string, int>>& owned) {
    owned_.reset();
    if (owned) {
        owned_.emplace();
        for (const auto& [name, count] : *owned) {
            if (const auto die = validator_.catalog().findDie(name)) (*owned_)[*die] += count;
        }
    }
    list_.Refresh();
}

wxString PickerMarks::toolTip(domain::DieId die) const {
    if (!marked(die)) return {};
    const rules::PickAdvice& a = advice_[die];
    wxString tip = "One more " + u8(validator_.catalog().die(die).name) + " in the " +
                   u8(domain::displayName(a.section)) + " would break " +
                   (a.limits.size() == 1 ? wxString("a limit:") : wxString::Format("%zu limits:", a.limits.size()));
    for (const auto& finding : a.limits)
        tip += "\n- " + u8(finding.message) + " (" + u8(rules::toString(finding.rule)) + ")";
    return tip;
}

wxString PickerMarks::ownedText(domain::DieId die) const {
    if (!owned_) return {};
    const auto it = owned_->find(die);
    return wxString::Format("%d", it == owned_->end() ? 0 : it->second);
}

}  // namespace muster::gui
