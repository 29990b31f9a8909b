#include "muster/services/EventFiles.h"

#include <filesystem>

#include "muster/domain/FileIO.h"
#include "muster/rules/EventFormatLoader.h"
#include "muster/rules/tournament/EventIO.h"

namespace muster::services {

rules::tournament::Event readEventFile(const std::string& path) {
    rules::tournament::Event event = rules::tournament::EventIO::readFile(path);
    auto& format = event.settings.eventFormat;
    try {
        const std::string resolved = rules::EventFormatLoader::resolveNextTo(format, path);
        if (resolved != format) format = std::filesystem::absolute(resolved).lexically_normal().string();
    } catch (const rules::EventFormatError& e) {  // refused by EventIO already; kept for safety
        throw rules::tournament::EventFormatError(path, "settings.eventFormat", e.what());
    }
    return event;
}

void writeEventFile(const rules::tournament::Event& event, const std::string& path) {
    try {
        domain::writeFileAtomically(path, rules::tournament::EventIO::toText(event));
    } catch (const domain::FileError& e) {
        throw rules::tournament::EventFormatError(path, "", e.problem());
    }
}

}  // namespace muster::services
