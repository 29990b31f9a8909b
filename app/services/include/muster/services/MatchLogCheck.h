#pragma once
// Reading and verifying match log files the same way for `muster-cli verify`, `event attach-log` and the
// desk: the file must be a regular file in UTF-8; 'roster <player> <file>' lines read roster files relative to
// the log (regular files of at most kMaxRosterBytes, never devices, and a file that is not a roster is named
// but its content is never quoted: the log may name any file); and whatever the parser or the engine throw
// becomes an "unreadable" verdict with the file and the line, so one bad log never stops a batch.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "muster/domain/Catalog.h"
#include "muster/rules/MatchVerifier.h"

namespace muster::services {

inline constexpr std::size_t kMaxRosterBytes = 1024U * 1024U;

struct CheckedLog {
    std::string text;
    rules::MatchVerdict verdict;
};

// The roster reader for a log's 'roster' lines (see above).
[[nodiscard]] rules::MatchVerifier::RosterReader logRosterReader(const domain::Catalog& catalog);

// "unreadable" with the file, the line (0: not known) and what is wrong.
[[nodiscard]] rules::MatchVerdict unreadableVerdict(const std::string& file, int line, const std::string& problem);

// verifier.verifyText that never throws: an exception becomes an "unreadable" verdict naming the line whose
// reading raised it (found by replaying ever shorter beginnings of the log).
[[nodiscard]] rules::MatchVerdict verifyTextSafely(const rules::MatchVerifier& verifier, std::string_view text,
                                                   const std::string& file);

// Reads a log file as `verify` does: a regular file in UTF-8. Fills `text`, or returns the "unreadable" verdict saying
// why it cannot be read (the line of the first byte that is not UTF-8).
[[nodiscard]] std::optional<rules::MatchVerdict> readLogText(const std::string& path, std::string& text);

// Reads and verifies one log file (`muster-cli verify`): a file that cannot be read, is a folder or is not
// UTF-8 gets an "unreadable" verdict too. Never throws.
[[nodiscard]] rules::MatchVerdict verifyLogFile(const rules::MatchVerifier& verifier, const std::string& path);

// For the desk (`event attach-log`): EventStoreError when the file cannot be read at all or is not UTF-8
// (nothing is stored); a file that is not a match log is read and gets the verdict "unreadable".
[[nodiscard]] CheckedLog checkMatchLogFile(const domain::Catalog& catalog, const std::string& path);

// `muster-cli rules position LOG --line N`: reads a log file like verifyLogFile and cuts it after that line
// (MatchVerifier::positionAt). A file that cannot be read, or a line that cannot be checked, gives an "unreadable"
// verdict and no text. Never throws.
[[nodiscard]] rules::PositionAt positionOfLogFile(const rules::MatchVerifier& verifier, const std::string& path,
                                                  int line);

}  // namespace muster::services
