// The recorder's journal (muster/services/RecordingJournal.h): append + fsync, or an atomic replace.
#include "muster/services/RecordingJournal.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "muster/domain/FileIO.h"
#include "muster/domain/TextUtil.h"

namespace muster::services {

namespace {

// A file descriptor closed when it goes out of scope.
class OpenFile {
public:
    explicit OpenFile(int fd) : fd_(fd) {}
    ~OpenFile() {
        if (fd_ >= 0) ::close(fd_);
    }
    OpenFile(const OpenFile&) = delete;
    OpenFile& operator=(const OpenFile&) = delete;
    [[nodiscard]] int get() const { return fd_; }
    bool close() {
        const int fd = fd_;
        fd_ = -1;
        return ::close(fd) == 0;
    }

private:
    int fd_;
};

std::string systemError() {
    return std::strerror(errno);
}

RecordingError fileError(const std::string& path, const std::string& problem) {
    return RecordingError(path + ": " + problem);
}

}  // namespace

void RecordingJournal::create(std::string_view text) {
    if (!inMemory()) {
        // The header goes in whole (a temporary file renamed into place): a crash leaves no file or a whole one.
        struct stat info {};
        if (::lstat(path_.c_str(), &info) == 0)
            throw fileError(path_, "already exists: resume that game, or choose another file");
        try {
            domain::writeFileAtomically(path_, text);
        } catch (const domain::FileError& e) {
            throw fileError(path_, "cannot be created (" + e.problem() + ")");
        }
    }
    written_ = std::string(text);
}

void RecordingJournal::write(const std::string& text) {
    if (text == written_) return;
    if (inMemory()) {
        written_ = text;
        return;
    }
    if (text.size() > written_.size() && text.compare(0, written_.size(), written_) == 0) {
        append(std::string_view(text).substr(written_.size()));
        return;
    }
    replace(text);
}

void RecordingJournal::replace(const std::string& text) {
    if (!inMemory()) {
        try {
            domain::writeFileAtomically(path_, text);
        } catch (const domain::FileError& e) {
            throw fileError(path_, e.problem());
        }
    }
    written_ = text;
}

void RecordingJournal::append(std::string_view more) {
    OpenFile fd(::open(path_.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC));
    if (fd.get() < 0) throw fileError(path_, "cannot be opened to add the entry (" + systemError() + ")");
    std::string_view rest = more;
    while (!rest.empty()) {
        const ssize_t n = ::write(fd.get(), rest.data(), rest.size());
        if (n < 0) {
            if (errno == EINTR) continue;
            throw fileError(path_, "cannot be written (" + systemError() + "); the entry is not recorded");
        }
        rest.remove_prefix(static_cast<std::size_t>(n));
    }
    if (::fsync(fd.get()) != 0) throw fileError(path_, "cannot be synced (" + systemError() + ")");
    if (!fd.close()) throw fileError(path_, "cannot be written (" + systemError() + ")");
    written_.append(more);
}

RecordingJournal::Contents RecordingJournal::read(const std::string& path) {
    Contents out;
    try {
        out.text = domain::readFile(path);
    } catch (const domain::FileError& e) {
        throw fileError(path, e.problem());
    }
    if (!out.text.empty() && out.text.back() != '\n') {
        const auto lastEnd = out.text.rfind('\n');
        const std::size_t keep = lastEnd == std::string::npos ? 0 : lastEnd + 1;
        const auto line = std::count(out.text.begin(), out.text.begin() + static_cast<std::ptrdiff_t>(keep), '\n') + 1;
        out.notice = path + ":" + std::to_string(line) +
                     ": the last line was cut short (a crash while it was written): '" +
                     domain::text::printable(std::string_view(out.text).substr(keep)) + "' is dropped; enter it again";
        out.text.resize(keep);
    }
    return out;
}

}  // namespace muster::services
