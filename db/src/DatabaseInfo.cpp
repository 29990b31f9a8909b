#include "muster/db/DatabaseInfo.h"

#include <SQLiteCpp/SQLiteCpp.h>

namespace muster::db {

std::string sqliteVersion() { return SQLite::VERSION; }

}  // namespace muster::db
