#pragma once
// The event pages served live on the local network (`muster-cli event serve`, the desk's Serve; see
// docs/pages.md): the same pages as EventSite builds, rebuilt when the event changes in the database
// (whoever changed it: the desk, muster-cli, a player's report), plus the report form when the event
// takes results from players. It listens only on the address the organiser names; it serves only the
// site's own pages from memory (no file is ever read, so no path outside the site can be served);
// request bodies are bounded; every connection must send its request within a deadline and one device
// may hold only so many connections; wrong result codes are rate-limited per device; reports are only
// taken from the site's own form (cross-site posts are refused). Built on cpp-httplib (Debian's
// libcpp-httplib); nothing of HTTP is parsed here.
#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>

#include "muster/db/EventRecords.h"
#include "muster/domain/Catalog.h"
#include "muster/services/PlayerReports.h"

namespace muster::services {

// The server cannot start (the address is not this machine's, the port is taken, the database cannot be
// opened) or an address cannot be read. The message says which.
class PageServerError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct ListenAddress {
    std::string host;  // "0.0.0.0" (every address of this machine), "192.168.1.20", "::1", "localhost"
    int port = 0;      // 0: any free port
};
// "ADDR:PORT" ("0.0.0.0:8080", "192.168.1.20:8080", "[::1]:8080"); PageServerError when it is not one.
[[nodiscard]] ListenAddress parseListenAddress(const std::string& text);

struct ServeOptions {
    ListenAddress listen{"127.0.0.1", 8080};
    std::size_t workers = 64;                         // connections served at once
    std::size_t connectionsPerAddress = 32;           // open connections one device may hold
    std::chrono::milliseconds requestDeadline{5000};  // to send a whole request
    std::size_t maxBody = 4096;                       // bytes of a report (the form sends about 150)
    int maxWrongCodes = 5;                            // wrong codes per device ...
    std::chrono::seconds wrongCodeWindow{600};        // ... within this time, then its reports wait
    std::chrono::milliseconds refreshInterval{300};   // how often the database is asked whether anything changed
};

struct ServerStats {
    std::size_t requests = 0;
    std::size_t reportsStored = 0;
    std::size_t reportsRefused = 0;
    std::size_t wrongCodes = 0;
    std::size_t rateLimited = 0;
    std::size_t refusedConnections = 0;  // over the per-device limit
    std::size_t timedOutRequests = 0;    // cut off at the request deadline
    std::size_t rebuilds = 0;            // times the site was rebuilt after a change
};

class PageServer {
public:
    // Serves event `event` of the database file `databasePath` (its own connections: the desk or muster-cli
    // may change the event meanwhile). Nothing starts before start().
    PageServer(std::string databasePath, db::RowId event, const domain::Catalog& catalog, ServeOptions options = {});
    ~PageServer();
    PageServer(const PageServer&) = delete;
    PageServer& operator=(const PageServer&) = delete;

    // Opens the database, builds the site and starts listening. PageServerError when it cannot.
    void start();
    // Stops listening, cuts open connections short and waits for the server's threads. Safe to call twice.
    void stop();
    [[nodiscard]] bool running() const;

    // The port it listens on (the chosen one when the options said 0).
    [[nodiscard]] int port() const;
    // The address players open, e.g. "http://192.168.1.20:8080/" (for 0.0.0.0: this machine's first
    // network address that is not the loopback).
    [[nodiscard]] std::string url() const;

    // Rebuild the pages now (the desk calls it after each change; the server also notices by itself).
    void refreshNow();
    // Waits until the served pages reflect the database as it is now (tests, the load test).
    void waitForRefresh(std::chrono::milliseconds timeout = std::chrono::milliseconds(5000));
    // The version of the pages being served.
    [[nodiscard]] std::string siteVersion() const;

    // Called (on a server thread) after each stored report: never with the code.
    void onReport(std::function<void(const PlayerReports::Submitted&)> callback);

    [[nodiscard]] ServerStats stats() const;

private:
    class Impl;
    std::unique_ptr<Impl> impl_;
};

// The URL players open for a server listening on `address` (see PageServer::url()).
[[nodiscard]] std::string siteUrl(const ListenAddress& address);

}  // namespace muster::services
