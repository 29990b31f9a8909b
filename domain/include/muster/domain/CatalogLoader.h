#pragma once
// Reads resources/catalog/ (an index file and its parts) into a Catalog.
#include <filesystem>
#include <stdexcept>
#include <string>

#include "muster/domain/Catalog.h"

namespace muster::domain {

// A catalog file that cannot be used. what() names the file and the place (JSON pointer) that is wrong.
class CatalogError : public std::runtime_error {
public:
    CatalogError(std::filesystem::path file, std::string where, const std::string& problem);
    [[nodiscard]] const std::filesystem::path& file() const { return file_; }
    [[nodiscard]] const std::string& where() const { return where_; }

private:
    std::filesystem::path file_;
    std::string where_;
};

class CatalogLoader {
public:
    // `indexFile` is resources/catalog/catalog.json; parts are found beside it.
    static Catalog load(const std::filesystem::path& indexFile);
};

}  // namespace muster::domain
