#include "muster/services/EventFiles.h"

#include "muster/domain/FileIO.h"
#include "muster/rules/tournament/EventIO.h"

namespace muster::services {

rules::tournament::Event readEventFile(const std::string& path) {
    return rules::tournament::EventIO::readFile(path);
}

void writeEventFile(const rules::tournament::Event& event, const std::string& path) {
    try {
        domain::writeFileAtomically(path, rules::tournament::EventIO::toText(event));
    } catch (const domain::FileError& e) {
        throw rules::tournament::EventFormatError(path, "", e.problem());
    }
}

}  // namespace muster::services
