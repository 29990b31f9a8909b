#include "GuardedHttpServer.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>

namespace muster::services {

namespace {

using Clock = std::chrono::steady_clock;

std::string addressOf(const sockaddr_storage& addr, int* port) {
    std::array<char, INET6_ADDRSTRLEN> text{};
    if (addr.ss_family == AF_INET) {
        const auto& in = reinterpret_cast<const sockaddr_in&>(addr);
        inet_ntop(AF_INET, &in.sin_addr, text.data(), text.size());
        if (port != nullptr) *port = ntohs(in.sin_port);
    } else if (addr.ss_family == AF_INET6) {
        const auto& in6 = reinterpret_cast<const sockaddr_in6&>(addr);
        inet_ntop(AF_INET6, &in6.sin6_addr, text.data(), text.size());
        if (port != nullptr) *port = ntohs(in6.sin6_port);
    }
    return text.data();
}

std::string peerAddress(int sock, int* port = nullptr) {
    sockaddr_storage addr{};
    socklen_t length = sizeof(addr);
    if (getpeername(sock, reinterpret_cast<sockaddr*>(&addr), &length) != 0) return {};
    return addressOf(addr, port);
}

std::string localAddress(int sock, int* port = nullptr) {
    sockaddr_storage addr{};
    socklen_t length = sizeof(addr);
    if (getsockname(sock, reinterpret_cast<sockaddr*>(&addr), &length) != 0) return {};
    return addressOf(addr, port);
}

// A socket stream for httplib's request parser that gives up when its deadline has passed: reads must
// finish within the request deadline, writes within the response deadline. Reads are buffered (the parser
// reads its request line and headers a byte at a time).
class DeadlineStream : public httplib::Stream {
public:
    DeadlineStream(int sock, Clock::time_point readDeadline, Clock::time_point writeDeadline, std::size_t maxBytes)
        : sock_(sock), readDeadline_(readDeadline), writeDeadline_(writeDeadline), left_(maxBytes) {}

    bool is_readable() const override { return wait(POLLIN, readDeadline_); }
    bool is_writable() const override { return wait(POLLOUT, writeDeadline_); }

    ssize_t read(char* ptr, size_t size) override {
        if (offset_ < filled_) return take(ptr, size);
        if (left_ == 0) return -1;  // more than a request of these pages can be
        if (!wait(POLLIN, readDeadline_)) {
            timedOut_ = Clock::now() >= readDeadline_;
            return -1;
        }
        const ssize_t got = ::recv(sock_, buffer_.data(), std::min(buffer_.size(), left_), 0);
        if (got <= 0) return got < 0 ? -1 : 0;
        offset_ = 0;
        filled_ = static_cast<std::size_t>(got);
        left_ -= filled_;
        return take(ptr, size);
    }

    ssize_t write(const char* ptr, size_t size) override {
        if (!wait(POLLOUT, writeDeadline_)) return -1;
        const ssize_t sent = ::send(sock_, ptr, size, MSG_NOSIGNAL);
        return sent < 0 ? -1 : sent;
    }

    void get_remote_ip_and_port(std::string& ip, int& port) const override { ip = peerAddress(sock_, &port); }
    void get_local_ip_and_port(std::string& ip, int& port) const override { ip = localAddress(sock_, &port); }
    socket_t socket() const override { return sock_; }

    [[nodiscard]] bool timedOut() const { return timedOut_; }

private:
    ssize_t take(char* ptr, size_t size) {
        const std::size_t n = std::min(size, filled_ - offset_);
        std::copy_n(buffer_.data() + offset_, n, ptr);
        offset_ += n;
        return static_cast<ssize_t>(n);
    }

    bool wait(short events, Clock::time_point deadline) const {
        for (;;) {
            // Rounded up: a deadline a fraction of a millisecond away is still waited for.
            const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
            if (left.count() <= 0) return false;
            pollfd fd{sock_, events, 0};
            const int ready = ::poll(&fd, 1, static_cast<int>(std::min<long long>(left.count(), 1000)));
            if (ready > 0) return (fd.revents & (events | POLLHUP | POLLERR)) != 0;
            if (ready < 0 && errno != EINTR) return false;
        }
    }

    int sock_;
    Clock::time_point readDeadline_;
    Clock::time_point writeDeadline_;
    std::array<char, 4096> buffer_{};
    std::size_t offset_ = 0;
    std::size_t filled_ = 0;
    std::size_t left_;
    bool timedOut_ = false;
};

// Closes a connection so that the client still receives what was sent: no more writing, then what the
// client is still sending is read and dropped for a moment (closing with unread data would reset it).
void closeGracefully(int sock) {
    ::shutdown(sock, SHUT_WR);
    std::array<char, 4096> sink{};
    const auto until = Clock::now() + std::chrono::milliseconds(200);
    std::size_t drained = 0;
    while (drained < 256 * 1024 && Clock::now() < until) {
        pollfd fd{sock, POLLIN, 0};
        if (::poll(&fd, 1, 50) <= 0) break;
        const ssize_t got = ::recv(sock, sink.data(), sink.size(), 0);
        if (got <= 0) break;
        drained += static_cast<std::size_t>(got);
    }
    ::close(sock);
}

}  // namespace

GuardedHttpServer::GuardedHttpServer(Guards guards) : guards_(guards) {
    const std::size_t workers = std::max<std::size_t>(2, guards_.workers);
    new_task_queue = [workers] { return new httplib::ThreadPool(workers); };
    set_keep_alive_max_count(1);
}

GuardedHttpServer::~GuardedHttpServer() {
    stopNow();
}

bool GuardedHttpServer::widenBacklog(int backlog) {
    const socket_t sock = svr_sock_.load();
    return sock != INVALID_SOCKET && ::listen(sock, backlog) == 0;
}

void GuardedHttpServer::stopNow() {
    stopping_ = true;
    stop();
    const std::lock_guard lock(mutex_);
    for (const socket_t sock : open_) ::shutdown(sock, SHUT_RDWR);
}

bool GuardedHttpServer::admit(const std::string& address, socket_t sock) {
    const std::lock_guard lock(mutex_);
    if (stopping_) return false;
    auto& count = openByAddress_[address];
    if (count >= guards_.connectionsPerAddress) return false;
    ++count;
    open_.insert(sock);
    return true;
}

void GuardedHttpServer::release(const std::string& address, socket_t sock) {
    const std::lock_guard lock(mutex_);
    open_.erase(sock);
    const auto it = openByAddress_.find(address);
    if (it != openByAddress_.end() && --it->second == 0) openByAddress_.erase(it);
}

bool GuardedHttpServer::process_and_close_socket(socket_t sock) {
    const std::string address = peerAddress(sock);
    if (!admit(address, sock)) {
        ++refused_;
        static constexpr std::string_view kBusy =
            "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 38\r\n"
            "Connection: close\r\nRetry-After: 5\r\n\r\nToo many connections from one device.\n";
        (void)::send(sock, kBusy.data(), kBusy.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
        closeGracefully(sock);
        return false;
    }
    const auto now = Clock::now();
    DeadlineStream stream(sock, now + guards_.requestDeadline, now + guards_.requestDeadline + guards_.responseDeadline,
                          guards_.maxRequestBytes);
    bool closed = false;
    const bool ok = process_request(stream, true, closed, nullptr);
    if (stream.timedOut()) ++timedOut_;
    release(address, sock);
    closeGracefully(sock);
    return ok;
}

}  // namespace muster::services
