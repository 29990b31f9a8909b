#pragma once
// Finds Muster's read-only resources (catalog, fonts, icons) relative to the running program, so that the
// same binary works from the build tree and when installed. MUSTER_RESOURCE_DIR overrides the search.
#include <filesystem>

namespace muster::domain {

class ResourceLocator {
public:
    // The resources folder (the one holding catalog/catalog.json). Throws std::runtime_error listing the
    // places it looked when none holds the catalog.
    static std::filesystem::path resourceDir();
    static std::filesystem::path catalogIndex() { return resourceDir() / "catalog" / "catalog.json"; }
    // The folder of the running executable.
    static std::filesystem::path executableDir();
};

}  // namespace muster::domain
