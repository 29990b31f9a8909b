#pragma once
// The game recorder's journal is its match log file (docs/recorder.md): each accepted entry reaches the disk before
// the recorder shows it as accepted. When the new text only adds lines to what the file holds, they are appended and
// the file is synced (fsync); when earlier lines change (a total the rules counted later, an undo), the whole text
// replaces the file atomically (domain::writeFileAtomically). Either way a crash leaves the old text, the new text or
// the old text and part of one appended line, which reading drops with a notice.
#include <stdexcept>
#include <string>
#include <string_view>

namespace muster::services {

// A recording that cannot be started, read or written: what and where.
class RecordingError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class RecordingJournal {
public:
    // No file: the recording lives in memory only (tests, benchmarks).
    RecordingJournal() = default;
    explicit RecordingJournal(std::string path) : path_(std::move(path)) {}

    // A new file holding `text`; an existing file is refused (a game is resumed, never overwritten).
    void create(std::string_view text);
    // The file holds `text` afterwards, synced. The journal remembers what it wrote last (create, write, adopt).
    void write(const std::string& text);
    // The file holds `text` now (read back on resume): later writes append to it.
    void adopt(std::string text) { written_ = std::move(text); }
    // The file holds `text` afterwards, replaced atomically (after a partial last line was dropped).
    void replace(const std::string& text);

    struct Contents {
        std::string text;    // whole lines only
        std::string notice;  // non-empty: a partial last line was dropped (what it said, escaped)
    };
    // Reads a journal; a last line without its line end (cut by a crash while it was appended) is dropped and named
    // in the notice. Throws RecordingError when the file cannot be read.
    [[nodiscard]] static Contents read(const std::string& path);

    [[nodiscard]] const std::string& path() const { return path_; }
    [[nodiscard]] bool inMemory() const { return path_.empty(); }

private:
    void append(std::string_view more);

    std::string path_;
    std::string written_;
};

}  // namespace muster::services
