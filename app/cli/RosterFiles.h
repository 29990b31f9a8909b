#pragma once
// Reading a roster file that may also be an OCTGN deck (.o8d): the commands that take roster files (validate,
// roster convert, event player add) read both through services::readRosterFile (the desktop app's reader too),
// and say where a deck's force size came from.
#include <string>

#include "muster/services/RosterFile.h"

namespace muster::cli {

using services::readRosterFile;
using services::RosterFile;

// For a deck: "muster-cli: note: ..." lines on stderr (the force size's origin and the reader's notices).
void printDeckNotes(const std::string& path, const RosterFile& file);

}  // namespace muster::cli
