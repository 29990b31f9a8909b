#include "muster/services/MatchLogCheck.h"

#include <fstream>
#include <sstream>

#include "muster/domain/RosterIO.h"
#include "muster/services/EventStore.h"

namespace muster::services {

CheckedLog checkMatchLogFile(const domain::Catalog& catalog, const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw EventStoreError(path + ": cannot open the match log");
    std::ostringstream content;
    content << in.rdbuf();
    CheckedLog out;
    out.text = content.str();
    const rules::MatchVerifier verifier(
        catalog, [&catalog](const std::string& file) { return domain::RosterIO::readFile(file, catalog); });
    out.verdict = verifier.verifyText(out.text, path);
    return out;
}

}  // namespace muster::services
