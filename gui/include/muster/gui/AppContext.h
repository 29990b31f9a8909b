#pragma once
// What every window of the desktop app shares: the catalog, the force validator built on it, the event
// formats, and the app's storage (services::Storage: collections, the roster library and events in the
// database, which may be missing when it could not be opened: the panels then say so and the builder
// still works on files). The panels reach storage only through app/services, never db/ directly.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/rules/EventFormat.h"
#include "muster/rules/ForceValidator.h"
#include "muster/services/Storage.h"

namespace muster::gui {

class AppContext {
public:
    // Opens the database at `databasePath` (empty: the default one). A database that cannot be opened is
    // remembered as an error message (databaseError()), never thrown.
    AppContext(const domain::Catalog& catalog, const std::string& databasePath);

    [[nodiscard]] const domain::Catalog& catalog() const { return catalog_; }
    [[nodiscard]] const rules::ForceValidator& validator() const { return validator_; }
    [[nodiscard]] services::Storage& storage() { return storage_; }
    // The open database (nullptr: not available), only to hand on to services that take it.
    [[nodiscard]] db::Database* database() { return storage_.database(); }
    [[nodiscard]] const std::string& databasePath() const { return storage_.path(); }
    [[nodiscard]] const std::string& databaseError() const { return storage_.error(); }

    // The built-in event format names ("open" first); empty list entries never appear.
    [[nodiscard]] const std::vector<std::string>& formatNames() const { return formatNames_; }
    // Loads a format by name; nullopt for "open" and for a format that cannot be read, in which case `problem`
    // (when given) says why, so that the caller can tell the user the roster is checked as open.
    [[nodiscard]] std::optional<rules::EventFormat> format(const std::string& name,
                                                           std::string* problem = nullptr) const;

private:
    const domain::Catalog& catalog_;
    rules::ForceValidator validator_;
    services::Storage storage_;
    std::vector<std::string> formatNames_;
};

}  // namespace muster::gui
