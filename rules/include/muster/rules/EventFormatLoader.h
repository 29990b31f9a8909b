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
    // A built-in name ("open", "core", ...) or a path to a profile file.
    static EventFormat load(const std::string& nameOrPath);
    // A roster's event_format as load() should see it: a relative path is relative to the roster file
    // `file` (not to the current folder); a built-in name or an absolute path is returned unchanged.
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
