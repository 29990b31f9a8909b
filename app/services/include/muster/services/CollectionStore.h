#pragma once
// The player's dice collections in the database, as the desktop app uses them: names, owned counts,
// changing a count, import from and export to files (CSV or JSON, db::CollectionIO). Each call is one
// transaction; storage errors are db::DatabaseError / db::RecordError, file errors domain::FileError and
// file content errors db::CollectionFormatError, all naming what and where.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace muster::db {
class Database;
}
namespace muster::domain {
class Catalog;
}

namespace muster::services {

struct CollectionInfo {
    std::string name;
    int kinds = 0;  // different dice
    std::int64_t total = 0;  // all dice
};

class CollectionStore {
public:
    static constexpr const char* kDefaultName = "My dice";

    CollectionStore(db::Database& database, const domain::Catalog& catalog) : db_(database), catalog_(catalog) {}

    // Every collection by name; when there is none yet, an empty "My dice" is created first.
    [[nodiscard]] std::vector<CollectionInfo> list();
    void create(const std::string& name);
    // Catalog die name -> owned count; empty when the collection does not exist.
    [[nodiscard]] std::map<std::string, int> counts(const std::string& name);
    // Sets how many of a die (catalog name) the collection holds (creating the collection when needed).
    void setCount(const std::string& collection, const std::string& dieName, int count);
    // Reads a CSV or JSON collection file into `collection`: replaces its dice, or adds to them. Returns
    // how many dice the file held.
    std::int64_t importFile(const std::string& path, const std::string& collection, bool replace);
    // Writes the collection to `path`: JSON when the name ends in .json, else CSV (replaced atomically).
    void exportFile(const std::string& collection, const std::string& path);

private:
    db::Database& db_;
    const domain::Catalog& catalog_;
};

}  // namespace muster::services
