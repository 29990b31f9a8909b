#pragma once
// Event files (muster-event JSON) on disk, for muster-cli and the desktop app's desk. rules::tournament::EventIO
// parses and prints the format; writing a file is storage, so it lives here, and the desk reads through here too.
#include <string>

#include "muster/rules/tournament/Event.h"
#include "muster/rules/tournament/EventIO.h"  // EventFormatError

namespace muster::services {

// Reads and checks an event file (EventIO::readFile) to import it into the database (muster-cli event import, the
// desk's import): a format file the event names beside it (settings.eventFormat, a relative path) is named by its
// absolute path from then on, so registrations find it from any folder. Throws
// rules::tournament::EventFormatError (file, line or field; also a file that cannot be read).
[[nodiscard]] rules::tournament::Event readEventFile(const std::string& path);

// Writes the event as EventIO::toText prints it, replacing `path` atomically (domain::writeFileAtomically).
// Throws rules::tournament::EventFormatError naming the file and the problem; the old file is left as it was.
void writeEventFile(const rules::tournament::Event& event, const std::string& path);

}  // namespace muster::services
