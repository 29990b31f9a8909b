#include "muster/gui/AppContext.h"

#include <algorithm>

#include "muster/rules/EventFormatLoader.h"

namespace muster::gui {

AppContext::AppContext(const domain::Catalog& catalog, const std::string& databasePath)
    : catalog_(catalog), validator_(catalog) {
    try {
        databasePath_ = databasePath.empty() ? db::defaultDatabasePath() : databasePath;
        db::OpenOptions options;
        options.createParentDirectory = databasePath.empty();
        database_ = std::make_unique<db::Database>(databasePath_, options);
    } catch (const std::exception& e) {
        databaseError_ = e.what();
        database_.reset();
    }
    try {
        formatNames_ = rules::EventFormatLoader::builtInNames();
    } catch (const std::exception&) {
        formatNames_.clear();
    }
    formatNames_.erase(std::remove(formatNames_.begin(), formatNames_.end(), std::string("open")), formatNames_.end());
    formatNames_.insert(formatNames_.begin(), "open");
}

std::optional<rules::EventFormat> AppContext::format(const std::string& name, std::string* problem) const {
    if (name.empty() || name == "open") return std::nullopt;
    try {
        return rules::EventFormatLoader::load(name, catalog());
    } catch (const std::exception& e) {
        if (problem != nullptr) *problem = e.what();
        return std::nullopt;
    }
}

}  // namespace muster::gui
