#include "muster/gui/AppContext.h"

#include <algorithm>

#include "muster/rules/EventFormatLoader.h"
#include "muster/services/RosterDocument.h"

namespace muster::gui {

AppContext::AppContext(const domain::Catalog& catalog, const std::string& databasePath)
    : catalog_(catalog), validator_(catalog), storage_(catalog, databasePath) {
    try {
        formatNames_ = rules::EventFormatLoader::builtInNames();
    } catch (const std::exception&) {
        formatNames_.clear();
    }
    formatNames_.erase(std::remove(formatNames_.begin(), formatNames_.end(), std::string("open")), formatNames_.end());
    formatNames_.insert(formatNames_.begin(), "open");
}

std::optional<rules::EventFormat> AppContext::format(const std::string& name, std::string* problem) const {
    return services::RosterDocument::loadEventFormat(name, catalog(), problem);
}

}  // namespace muster::gui
