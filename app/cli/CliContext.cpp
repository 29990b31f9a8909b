#include "CliContext.h"

#include <iostream>

#include "muster/domain/CatalogLoader.h"
#include "muster/domain/ResourceLocator.h"

namespace muster::cli {

const domain::Catalog& CliContext::catalog() {
    if (!catalog_) {
        catalog_ = std::make_unique<domain::Catalog>(
            domain::CatalogLoader::load(domain::ResourceLocator::catalogIndex()));
    }
    return *catalog_;
}

void CliContext::printJson(const nlohmann::json& value) { std::cout << value.dump(2) << '\n'; }

}  // namespace muster::cli
