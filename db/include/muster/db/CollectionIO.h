#pragma once
// Collections as files: CSV ("name,count", one die per line) and JSON
// ({"format": "muster-collection", "version": 1, "name": ..., "dice": [{"name": ..., "count": ...}]}).
// Names are resolved like roster entries (Catalog::findDie) and stored under their catalog name.
#include <stdexcept>
#include <string>
#include <string_view>

#include "muster/db/Collection.h"
#include "muster/domain/Catalog.h"

namespace muster::db {

// A collection file that cannot be read: what() names the file, the line (CSV) or field (JSON) and the
// problem.
class CollectionFormatError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

class CollectionIO {
  public:
    static constexpr std::string_view kFormat = "muster-collection";
    static constexpr int kVersion = 1;

    static Collection parseCsv(std::string_view content, const domain::Catalog& catalog,
                               const std::string& fileName);
    static Collection parseJson(std::string_view content, const domain::Catalog& catalog,
                                const std::string& fileName);
    // Chooses by content: a JSON object starts with '{'.
    static Collection parse(std::string_view content, const domain::Catalog& catalog,
                            const std::string& fileName);

    static std::string toCsv(const Collection& collection);
    static std::string toJson(const Collection& collection);
};

}  // namespace muster::db
