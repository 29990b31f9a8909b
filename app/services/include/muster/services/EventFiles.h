#pragma once
// Event files (muster-event JSON) written to disk. rules::tournament::EventIO reads and prints the format;
// writing a file is storage, so it lives here, shared by muster-cli and the desktop app's desk.
#include <string>

#include "muster/rules/tournament/Event.h"
#include "muster/rules/tournament/EventIO.h"  // EventFormatError

namespace muster::services {

// Writes the event as EventIO::toText prints it, replacing `path` atomically (domain::writeFileAtomically).
// Throws rules::tournament::EventFormatError naming the file and the problem; the old file is left as it was.
void writeEventFile(const rules::tournament::Event& event, const std::string& path);

}  // namespace muster::services
