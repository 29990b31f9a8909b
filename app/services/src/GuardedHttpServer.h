#pragma once
// cpp-httplib's server (Debian's libcpp-httplib) with two guards it does not have itself, so that a few
// slow or greedy clients cannot stop it: every connection must deliver its request within a deadline (a
// client that sends a byte now and then is cut off, however patient), and one address may hold at most a
// number of connections at once (more are answered 503 and closed). One request per connection (no
// keep-alive): a polling phone holds a worker only while its request is served. All HTTP parsing stays
// httplib's: this class only gives it a socket stream that keeps the deadline.
#include <httplib.h>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <map>
#include <mutex>
#include <set>
#include <string>

namespace muster::services {

class GuardedHttpServer : public httplib::Server {
public:
    struct Guards {
        std::size_t workers = 64;                           // threads serving connections
        std::size_t connectionsPerAddress = 32;             // open connections one client address may hold
        std::chrono::milliseconds requestDeadline{5000};    // to send the whole request
        std::chrono::milliseconds responseDeadline{10000};  // for the client to take the whole response
        std::size_t maxRequestBytes = 64 * 1024;            // request line, headers and body together
    };

    explicit GuardedHttpServer(Guards guards);
    ~GuardedHttpServer() override;
    GuardedHttpServer(const GuardedHttpServer&) = delete;
    GuardedHttpServer& operator=(const GuardedHttpServer&) = delete;

    // After binding: lets the kernel hold `backlog` connections not yet accepted (httplib asks for 5, so a
    // burst of a few more phones would wait for the second try of their connection, a second later).
    bool widenBacklog(int backlog);
    // Stops listening and cuts every open connection short.
    void stopNow();

    [[nodiscard]] std::size_t refusedConnections() const { return refused_.load(); }
    [[nodiscard]] std::size_t timedOutRequests() const { return timedOut_.load(); }

private:
    bool process_and_close_socket(socket_t sock) override;
    bool admit(const std::string& address, socket_t sock);
    void release(const std::string& address, socket_t sock);

    Guards guards_;
    std::mutex mutex_;
    std::map<std::string, std::size_t> openByAddress_;
    std::set<socket_t> open_;
    std::atomic<bool> stopping_{false};
    std::atomic<std::size_t> refused_{0};
    std::atomic<std::size_t> timedOut_{0};
};

}  // namespace muster::services
