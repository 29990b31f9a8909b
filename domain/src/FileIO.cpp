#include "muster/domain/FileIO.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

namespace muster::domain {

namespace {

std::string systemError() {
    return std::strerror(errno);
}

// Closes a file descriptor when it goes out of scope.
class Descriptor {
public:
    explicit Descriptor(int fd) : fd_(fd) {}
    Descriptor(const Descriptor&) = delete;
    Descriptor& operator=(const Descriptor&) = delete;
    ~Descriptor() {
        if (fd_ >= 0) ::close(fd_);
    }
    [[nodiscard]] int get() const { return fd_; }
    // Closes now and reports whether the close succeeded (a failed close may mean lost data).
    bool close() {
        const int fd = fd_;
        fd_ = -1;
        return fd < 0 || ::close(fd) == 0;
    }

private:
    int fd_;
};

void writeAll(int fd, std::string_view content, const std::string& path) {
    while (!content.empty()) {
        const ssize_t n = ::write(fd, content.data(), content.size());
        if (n < 0) {
            if (errno == EINTR) continue;
            throw FileError(path, "cannot be written (" + systemError() + ")");
        }
        content.remove_prefix(static_cast<std::size_t>(n));
    }
}

const char* kindOf(mode_t mode) {
    if (S_ISDIR(mode)) return "a directory";
    if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
    if (S_ISFIFO(mode)) return "a pipe";
    if (S_ISSOCK(mode)) return "a socket";
    return "not a regular file";
}

}  // namespace

std::string readFile(const std::string& path, const ReadLimits& limits) {
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) throw FileError(path, "cannot open the file (" + systemError() + ")");
    if (!S_ISREG(info.st_mode)) throw FileError(path, std::string("is ") + kindOf(info.st_mode) + ", not a file");
    if (static_cast<std::size_t>(info.st_size) > limits.maxBytes)
        throw FileError(path, "is too large (" + std::to_string(info.st_size) + " bytes; at most " +
                                  std::to_string(limits.maxBytes) + " are read)");
    Descriptor fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
    if (fd.get() < 0) throw FileError(path, "cannot open the file (" + systemError() + ")");
    std::string content;
    content.reserve(static_cast<std::size_t>(info.st_size));
    char buffer[65536];
    for (;;) {
        const ssize_t n = ::read(fd.get(), buffer, sizeof buffer);
        if (n < 0) {
            if (errno == EINTR) continue;
            throw FileError(path, "cannot be read (" + systemError() + ")");
        }
        if (n == 0) break;
        content.append(buffer, static_cast<std::size_t>(n));
        if (content.size() > limits.maxBytes)
            throw FileError(path, "is too large (at most " + std::to_string(limits.maxBytes) + " bytes are read)");
    }
    return content;
}

void writeFileAtomically(const std::string& path, std::string_view content) {
    namespace fs = std::filesystem;
    std::error_code ec;
    // Follow a symbolic link (and chains of them) to the file it names, so the link itself survives; a link to a
    // file that does not exist yet (a dangling link) gets that file (weakly_canonical stopped at the link and
    // the rename replaced it).
    fs::path target = path;
    for (int hops = 0; fs::is_symlink(fs::symlink_status(target, ec)); ++hops) {
        if (hops == 40) throw FileError(path, "cannot be written (too many levels of symbolic links)");
        const fs::path next = fs::read_symlink(target, ec);
        if (ec) throw FileError(path, "cannot be written (the link cannot be followed: " + ec.message() + ")");
        target = next.is_absolute() ? next : target.parent_path() / next;
    }
    struct stat info {};
    const bool exists = ::stat(target.c_str(), &info) == 0;
    if (exists && S_ISDIR(info.st_mode)) throw FileError(path, "is a directory, not a file");
    if (exists && !S_ISREG(info.st_mode)) {
        // A device or a pipe: write through in place; replacing it would turn it into a regular file.
        Descriptor fd(::open(target.c_str(), O_WRONLY | O_CLOEXEC));
        if (fd.get() < 0) throw FileError(path, "cannot be written (" + systemError() + ")");
        writeAll(fd.get(), content, path);
        if (!fd.close()) throw FileError(path, "cannot be written (" + systemError() + ")");
        return;
    }
    const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    std::string tmpl = (dir / ("." + target.filename().string() + ".XXXXXX")).string();
    Descriptor fd(::mkstemp(tmpl.data()));
    if (fd.get() < 0) throw FileError(path, "cannot be written (" + systemError() + ")");
    auto discard = [&] { ::unlink(tmpl.c_str()); };
    try {
        writeAll(fd.get(), content, path);
        if (::fsync(fd.get()) != 0) throw FileError(path, "cannot be written (" + systemError() + ")");
        // Keep the permissions of the file being replaced; a new file gets the usual 0666 & ~umask.
        mode_t mode = 0;
        if (exists) {
            mode = info.st_mode & 07777;
        } else {
            const mode_t mask = ::umask(0);
            ::umask(mask);
            mode = 0666 & ~mask;
        }
        ::fchmod(fd.get(), mode);
        if (!fd.close()) throw FileError(path, "cannot be written (" + systemError() + ")");
        if (::rename(tmpl.c_str(), target.c_str()) != 0)
            throw FileError(path, "cannot be written (" + systemError() + ")");
    } catch (...) {
        discard();
        throw;
    }
    // Make the rename itself durable.
    Descriptor dirFd(::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (dirFd.get() >= 0) ::fsync(dirFd.get());
}

}  // namespace muster::domain
