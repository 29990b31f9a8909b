#include "muster/domain/ResourceLocator.h"

#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

#include "muster/MusterVersion.h"

namespace muster::domain {

namespace fs = std::filesystem;

fs::path ResourceLocator::executableDir() {
    std::error_code ec;
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    if (ec) return fs::current_path();
    return self.parent_path();
}

fs::path ResourceLocator::resourceDir() {
    std::vector<fs::path> candidates;
    if (const char* overridden = std::getenv("MUSTER_RESOURCE_DIR"); overridden != nullptr && *overridden != '\0') {
        candidates.emplace_back(overridden);
    }
    const fs::path bin = executableDir();
    candidates.push_back(bin / kShareFromBin);
    candidates.push_back(bin / ".." / "share" / "muster");
    std::string looked;
    for (const auto& dir : candidates) {
        std::error_code ec;
        if (fs::exists(dir / "catalog" / "catalog.json", ec)) return fs::weakly_canonical(dir, ec);
        looked += "\n  " + dir.lexically_normal().string();
    }
    throw std::runtime_error("cannot find Muster's resources (catalog/catalog.json); looked in:" + looked +
                             "\nSet MUSTER_RESOURCE_DIR to the folder that holds catalog/.");
}

}  // namespace muster::domain
