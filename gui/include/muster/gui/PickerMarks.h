#pragma once
// The builder's dice list as a guide: each die that one more of would break a limit in the chosen army now is
// drawn greyed, hovering it says which limits and why (rules::PickGuide, worded as the force checks word their
// findings), and the Owned column shows how many of each die the player's collection holds.
#include <wx/listbase.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "muster/rules/ArmyBuilderModel.h"
#include "muster/rules/PickGuide.h"

namespace muster::gui {

class DieListCtrl;

class PickerMarks {
public:
    PickerMarks(DieListCtrl& list, const rules::ForceValidator& validator);

    // Advises again for `model`'s roster and the army dice are added to; redraws the list.
    void update(const rules::ArmyBuilderModel& model, domain::RosterSection target);
    // The collection (catalog name or alias -> count); nullopt: not known, the Owned column stays empty.
    void setOwned(const std::optional<std::map<std::string, int>>& owned);

    // For tests and the list: the advice for a die, its hover text ("" when it may be added) and its Owned text.
    [[nodiscard]] const rules::PickAdvice& advice(domain::DieId die) const { return advice_.at(die); }
    [[nodiscard]] bool marked(domain::DieId die) const { return die < advice_.size() && !advice_[die].mayAdd(); }
    [[nodiscard]] wxString toolTip(domain::DieId die) const;
    [[nodiscard]] wxString ownedText(domain::DieId die) const;

private:
    DieListCtrl& list_;
    const rules::ForceValidator& validator_;
    rules::PickGuide guide_;
    std::vector<rules::PickAdvice> advice_;
    std::optional<std::map<domain::DieId, int>> owned_;
    wxItemAttr markedStyle_;
};

}  // namespace muster::gui
