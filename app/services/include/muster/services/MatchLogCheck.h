#pragma once
// Reads a match log file and replays it with rules::MatchVerifier ('roster <player> <file>' lines read
// roster files relative to the log). The desk stores the text and the verdict with the game's result.
#include <string>

#include "muster/domain/Catalog.h"
#include "muster/rules/MatchVerifier.h"

namespace muster::services {

struct CheckedLog {
    std::string text;
    rules::MatchVerdict verdict;
};

// EventStoreError when the file cannot be read at all; a file that is not a match log is read and gets
// the verdict "unreadable".
[[nodiscard]] CheckedLog checkMatchLogFile(const domain::Catalog& catalog, const std::string& path);

}  // namespace muster::services
