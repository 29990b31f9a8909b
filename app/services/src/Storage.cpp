#include "muster/services/Storage.h"

#include "muster/db/Database.h"
#include "muster/services/CollectionStore.h"
#include "muster/services/RosterLibrary.h"

namespace muster::services {

Storage::Storage(const domain::Catalog& catalog, const std::string& path) {
    try {
        path_ = path.empty() ? db::defaultDatabasePath() : path;
        db::OpenOptions options;
        options.createParentDirectory = path.empty();
        database_ = std::make_unique<db::Database>(path_, options);
        collections_ = std::make_unique<CollectionStore>(*database_, catalog);
        rosters_ = std::make_unique<RosterLibrary>(*database_, catalog);
    } catch (const std::exception& e) {
        error_ = e.what();
        rosters_.reset();
        collections_.reset();
        database_.reset();
    }
}

Storage::~Storage() = default;

std::string Storage::pathProblem(const std::string& path) {
    return db::databasePathProblem(path);
}

}  // namespace muster::services
