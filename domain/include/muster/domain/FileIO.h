#pragma once
// The project's one way to read a whole file and to write one safely. Every layer uses these instead of its
// own ifstream/rename code, so that limits and special-file handling are the same everywhere.
//
// readFile: refuses directories, devices, FIFOs and sockets (a path inside an input file may name /dev/zero),
// and files larger than a cap. Errors are FileError with the path and what went wrong.
//
// writeFileAtomically: for a regular file (or a new path), writes a temporary file beside the target, flushes
// it to disk and renames it over the target, so a crash or a full disk never leaves a half-written file. A
// symbolic link is followed and its target replaced (the link stays a link). A special file (a device such as
// /dev/stdout or /dev/null, a FIFO) is written through in place, never replaced by a regular file.
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace muster::domain {

class FileError : public std::runtime_error {
public:
    FileError(std::string path, std::string problem)
        : std::runtime_error(path + ": " + problem), path_(std::move(path)), problem_(std::move(problem)) {}
    [[nodiscard]] const std::string& path() const { return path_; }
    [[nodiscard]] const std::string& problem() const { return problem_; }

private:
    std::string path_;
    std::string problem_;
};

struct ReadLimits {
    // Files above this size are refused (rosters, logs and event files are a few kilobytes to a few megabytes).
    std::size_t maxBytes = 64U * 1024U * 1024U;
};

// The whole content of a regular file. Throws FileError.
std::string readFile(const std::string& path, const ReadLimits& limits = {});

// Writes content to path as described above. Throws FileError (the target is left as it was).
void writeFileAtomically(const std::string& path, std::string_view content);

}  // namespace muster::domain
