#include "RosterFiles.h"

#include <iostream>

namespace muster::cli {

void printDeckNotes(const std::string& path, const RosterFile& file) {
    if (!file.isDeck) return;
    std::cerr << "muster-cli: note: " << path << ": OCTGN deck; force size " << file.roster.forceSize << " from "
              << file.forceSizeFrom << '\n';
    for (const auto& notice : file.notices) std::cerr << "muster-cli: note: " << notice << '\n';
}

}  // namespace muster::cli
