#pragma once
// Reads event-format profiles ("format": "muster-event-format", "version": 1; docs/event-formats.md).
#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/rules/EventFormat.h"
#include "muster/rules/Finding.h"

namespace muster::rules {

// A profile that cannot be read; what() names the file and the field.
class EventFormatError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class EventFormatLoader {
public:
    // Profiles are a few hundred bytes; larger files (or devices, pipes, folders) are refused unread.
    static constexpr std::size_t kMaxFileBytes = 1024U * 1024U;

    static EventFormat parse(std::string_view content, const std::string& source);
    static EventFormat loadFile(const std::filesystem::path& path);
    // The built-in formats live in <resources>/formats/*.json.
    static std::filesystem::path builtInDir();
    static std::vector<std::string> builtInNames();
    // A built-in name ("open", "core", ...) or a path to a profile file (a path has a '/' or ends in .json;
    // a plain name is never looked up in the current folder).
    static EventFormat load(const std::string& nameOrPath);
    // A format named inside a file (a roster's event_format, a deck's notes, an event file's eventFormat) is a
    // built-in name or a file beside that file: a relative path without "..". Why `nameOrPath` is neither
    // (an absolute path, a path that climbs out with "..", control characters), or "" when it is one.
    [[nodiscard]] static std::string namedInFileProblem(const std::string& nameOrPath);
    // Such a name as load() should see it: a relative path is relative to the folder of `file` (not to the
    // current folder); a built-in name is returned unchanged. Throws EventFormatError (namedInFileProblem)
    // for any other path, before anything is read.
    [[nodiscard]] static std::string resolveNextTo(const std::string& nameOrPath, const std::filesystem::path& file);
    // The same, and checks the profile against the catalog: every class in class_health_caps must cover some
    // unit class (so that a misspelt "Magik" is refused instead of capping nothing).
    static EventFormat load(const std::string& nameOrPath, const domain::Catalog& catalog);
    static void checkAgainstCatalog(const EventFormat& format, const domain::Catalog& catalog);
    // The error finding for a roster whose format could not be loaded (`problem`: why), so that a report
    // never says "legal" for limits it could not check.
    [[nodiscard]] static Finding unreadableFinding(const std::string& nameOrPath, const std::string& problem);
};

}  // namespace muster::rules
