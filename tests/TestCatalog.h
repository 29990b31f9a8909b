#pragma once
// The catalog Muster ships (resources/catalog), loaded once per test program. Every test suite reads the same
// catalog, so they share this loader instead of each writing its own.
#include <filesystem>

#include "muster/domain/CatalogLoader.h"

namespace muster::testsupport {

inline const domain::Catalog& catalog() {
    static const domain::Catalog loaded =
        domain::CatalogLoader::load(std::filesystem::path(MUSTER_SOURCE_RESOURCES) / "catalog" / "catalog.json");
    return loaded;
}

}  // namespace muster::testsupport
