#include "muster/services/MatchLogCheck.h"

#include <fstream>
#include <sstream>

#include "muster/domain/FileIO.h"
#include "muster/domain/RosterIO.h"
#include "muster/services/EventStore.h"

namespace muster::services {

CheckedLog checkMatchLogFile(const domain::Catalog& catalog, const std::string& path) {
    CheckedLog out;
    try {
        out.text = domain::readFile(path);
    } catch (const domain::FileError& e) {
        throw EventStoreError(path + ": cannot open the match log (" + e.problem() + ")");
    }
    const rules::MatchVerifier verifier(
        catalog, [&catalog](const std::string& file) { return domain::RosterIO::readFile(file, catalog); });
    out.verdict = verifier.verifyText(out.text, path);
    return out;
}

}  // namespace muster::services
