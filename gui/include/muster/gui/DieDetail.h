#pragma once
// The detail page of one die as the builder and the reference show it (HTML for wxHtmlWindow): kind,
// species, elements, points and health, each face with its action icon, and what every special action
// icon on it does (the catalog's own short texts). Icons come from resources/icons through an in-memory
// file system, so the page needs no files beside it.
#include <wx/string.h>

#include "muster/domain/Catalog.h"

namespace muster::gui {

// HTML-escapes text from the catalog.
wxString htmlEscape(const std::string& text);

// The page body (no <html> wrapper). `speciesLink`: the species name becomes a link "species:<name>".
wxString dieDetailHtml(const domain::Catalog& catalog, const domain::Die& die, bool speciesLink = false);

// The <img> tag of an action icon for a face ("melee", "id", an SAI name), or of an element.
wxString faceIconHtml(const std::string& faceIcon);
wxString elementIconHtml(const std::string& element);

}  // namespace muster::gui
