#pragma once
// Facts about the storage layer that other layers may show.
#include <string>

namespace muster::db {

// The SQLite library version in use.
std::string sqliteVersion();

}  // namespace muster::db
