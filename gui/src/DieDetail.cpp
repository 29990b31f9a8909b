#include "muster/gui/DieDetail.h"

#include <wx/filesys.h>
#include <wx/fs_mem.h>
#include <wx/image.h>

#include <set>

#include "muster/domain/DieFilter.h"
#include "muster/domain/TextUtil.h"
#include "muster/gui/UiSupport.h"

namespace muster::gui {

namespace {

constexpr int kIconSize = 16;

// Puts the icon into the memory file system once; returns its URL ("" when the icon is missing).
wxString memoryIcon(const std::string& name, const wxBitmapBundle& bundle) {
    static std::set<std::string> added;
    static bool handlerAdded = false;
    if (!bundle.IsOk()) return {};
    const wxString file = "muster-icon-" + u8(name) + ".png";
    if (!added.contains(name)) {
        if (!handlerAdded) {
            wxFileSystem::AddHandler(new wxMemoryFSHandler);
            if (wxImage::FindHandler(wxBITMAP_TYPE_PNG) == nullptr) wxImage::AddHandler(new wxPNGHandler);
            handlerAdded = true;
        }
        // Twice the size, shown at kIconSize: sharp on HiDPI screens and in zoomed pages.
        const wxBitmap bitmap = bundle.GetBitmap(wxSize(kIconSize * 2, kIconSize * 2));
        wxMemoryFSHandler::AddFile(file, bitmap.ConvertToImage(), wxBITMAP_TYPE_PNG);
        added.insert(name);
    }
    return "memory:" + file;
}

wxString imgTag(const wxString& url, const wxString& alt) {
    if (url.empty()) return {};
    return wxString::Format("<img src=\"%s\" width=%d height=%d align=absmiddle alt=\"%s\"> ", url, kIconSize,
                            kIconSize, alt);
}

}  // namespace

wxString htmlEscape(const std::string& text) {
    wxString s = u8(text);
    s.Replace("&", "&amp;");
    s.Replace("<", "&lt;");
    s.Replace(">", "&gt;");
    s.Replace("\"", "&quot;");
    return s;
}

wxString faceIconHtml(const std::string& faceIcon) {
    const std::string lower = domain::text::toLower(faceIcon);
    static const std::set<std::string> plain = {"melee", "missile", "magic", "save", "maneuver", "id"};
    const std::string name = "action-" + (plain.contains(lower) ? lower : std::string("sai"));
    return imgTag(memoryIcon(name, actionIcon(faceIcon, kIconSize)), htmlEscape(faceIcon));
}

wxString elementIconHtml(const std::string& element) {
    const std::string name = "element-" + domain::text::toLower(element);
    return imgTag(memoryIcon(name, elementIcon(element, kIconSize)), htmlEscape(element));
}

wxString dieDetailHtml(const domain::Catalog& catalog, const domain::Die& die, bool speciesLink) {
    wxString html = "<h3>" + htmlEscape(die.name) + "</h3><p>" + htmlEscape(domain::DieFilter::kindText(die));
    if (!die.species.empty()) {
        html += " &middot; ";
        html += speciesLink ? "<a href=\"species:" + htmlEscape(die.species) + "\">" + htmlEscape(die.species) + "</a>"
                            : htmlEscape(die.species);
    }
    html += "<br>";
    for (const auto element : die.elements.toVector()) {
        const std::string name(domain::toString(element));
        html += elementIconHtml(name) + htmlEscape(name) + " ";
    }
    html += "<br>";
    if (die.isDragonkin()) {
        html += wxString::Format("Health: %d (Dragonkin cost no points; they count against the Dragonkin allowance)",
                                 die.health);
    } else if (die.isItem() || die.isUnit()) {
        html += wxString::Format("Points: <b>%d</b>", die.basePoints());
        if (die.health > 0) html += wxString::Format(" &middot; Health: <b>%d</b>", die.health);
    } else if (die.health > 0) {
        html += wxString::Format("Health: <b>%d</b> (no points: it waits in the Summoning Pool)", die.health);
    }
    html += "</p>";
    if (!die.terrainType.empty()) html += "<p>Terrain type: " + htmlEscape(die.terrainType) + "</p>";
    if (!die.eighthFace.empty()) html += "<p>Eighth face: " + htmlEscape(die.eighthFace) + "</p>";

    html += "<p><b>Faces</b></p>";
    if (die.facesUnknown) {
        html += "<p><i>The faces of this die are not known for certain.</i></p>";
    } else {
        // Two faces a row: the whole die in a few lines, so the icons' texts below fit in a small pane.
        html += "<table cellspacing=0 cellpadding=2>";
        for (std::size_t i = 0; i < die.faces.size(); ++i) {
            const auto& face = die.faces[i];
            if (i % 2 == 0) html += "<tr>";
            html += wxString::Format("<td align=right>%zu.</td><td>", i + 1) + faceIconHtml(face.icon) +
                    "</td><td>" + wxString::Format("%d ", face.amount) + htmlEscape(face.icon) + "</td>";
            html += i % 2 == 0 ? "<td width=16></td>" : "</tr>";
        }
        if (die.faces.size() % 2 == 1) html += "</tr>";
        html += "</table>";
    }
    // What each special action icon on the die does, once each, in the catalog's own short words.
    std::set<std::string> shown;
    wxString sais;
    for (const auto& face : die.faces) {
        const auto* sai = catalog.findSai(face.icon);
        if (sai == nullptr || !shown.insert(sai->name).second) continue;
        sais += "<p>" + faceIconHtml(face.icon) + "<b>" + htmlEscape(sai->name) + "</b>";
        if (!sai->rollTypes.empty()) {
            std::string rolls;
            for (const auto& r : sai->rollTypes) rolls += (rolls.empty() ? "" : ", ") + r;
            sais += " <font color=\"#666666\">(" + htmlEscape(rolls) + ")</font>";
        }
        sais += "<br>" + htmlEscape(sai->summary) + "</p>";
    }
    if (!sais.empty()) html += "<p><b>Special action icons</b></p>" + sais;
    if (!die.note.empty()) html += "<p><i>" + htmlEscape(die.note) + "</i></p>";
    return html;
}

}  // namespace muster::gui
