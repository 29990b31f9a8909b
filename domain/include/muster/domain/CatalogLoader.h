#pragma once
// Reads resources/catalog/ (an index file and its parts) into a Catalog.
#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

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

// The entries of one catalog part file.
struct CatalogPart {
    std::vector<Die> dice;
    std::vector<Species> species;
    std::vector<SpeciesAbility> abilities;
    std::vector<SpecialActionIcon> sais;
    std::vector<Spell> spells;
    std::vector<TerrainType> terrainTypes;
    std::vector<EighthFace> eighthFaces;
    std::vector<BreathEffect> breathEffects;
};

class CatalogLoader {
public:
    // `indexFile` is resources/catalog/catalog.json; parts are found beside it.
    static Catalog load(const std::filesystem::path& indexFile);
    // Reads one part ("format": "muster-catalog-part") from memory; `file` names it in errors.
    static CatalogPart parsePart(std::string_view content, const std::filesystem::path& file);
    // A catalog from the entries of its parts (CatalogError naming `file` when two dice share a name).
    static Catalog build(std::string revision, CatalogPart entries, const std::filesystem::path& file);
};

}  // namespace muster::domain
