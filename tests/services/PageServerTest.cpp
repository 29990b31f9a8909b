// The event pages served live (PageServer): the pages and their updates, players' reports through the form,
// and the attacks the server must shrug off without changing the event or stopping: wrong and replayed
// codes, oversized bodies and headers, path traversal, slow clients, cross-site posts, and listening only
// where the organiser said.
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <httplib.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <array>
#include <chrono>
#include <fstream>
#include <thread>

#include "../TestCatalog.h"
#include "PagesTestSupport.h"
#include "muster/rules/tournament/EventIO.h"
#include "muster/services/PageServer.h"
#include "muster/services/PlayerCode.h"

using namespace muster;
using namespace muster::rules::tournament;
using muster::services::PageServer;
using muster::services::ServeOptions;
using muster::services::test::PagesEvent;
using muster::testsupport::catalog;
using Clock = std::chrono::steady_clock;

namespace {

ServeOptions loopback() {
    ServeOptions o;
    o.listen = {"127.0.0.1", 0};
    o.refreshInterval = std::chrono::milliseconds(50);
    return o;
}

// A connected TCP socket to 127.0.0.1:port (closed by the destructor).
class RawClient {
public:
    // `from`: the local address to connect from (another "device" on the loopback).
    explicit RawClient(int port, const char* host = "127.0.0.1", const char* from = nullptr) {
        fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
        if (from != nullptr) {
            sockaddr_in local{};
            local.sin_family = AF_INET;
            ::inet_pton(AF_INET, from, &local.sin_addr);
            ::bind(fd_, reinterpret_cast<sockaddr*>(&local), sizeof(local));
        }
        sockaddr_in addr{};
        addr.sin_family = AF_INET;
        addr.sin_port = htons(static_cast<std::uint16_t>(port));
        ::inet_pton(AF_INET, host, &addr.sin_addr);
        connected_ = ::connect(fd_, reinterpret_cast<sockaddr*>(&addr), sizeof(addr)) == 0;
    }
    ~RawClient() { ::close(fd_); }
    RawClient(const RawClient&) = delete;
    RawClient& operator=(const RawClient&) = delete;

    [[nodiscard]] bool connected() const { return connected_; }
    bool send(std::string_view bytes) {
        return ::send(fd_, bytes.data(), bytes.size(), MSG_NOSIGNAL) == static_cast<ssize_t>(bytes.size());
    }
    // Everything the server sends until it closes (or `timeout` passes).
    std::string receive(std::chrono::milliseconds timeout = std::chrono::milliseconds(5000)) {
        std::string out;
        const auto until = Clock::now() + timeout;
        std::array<char, 4096> buffer{};
        while (Clock::now() < until) {
            pollfd fd{fd_, POLLIN, 0};
            if (::poll(&fd, 1, 50) <= 0) continue;
            const ssize_t got = ::recv(fd_, buffer.data(), buffer.size(), 0);
            if (got <= 0) break;
            out.append(buffer.data(), static_cast<std::size_t>(got));
        }
        return out;
    }
    // Whether the server has closed the connection (reads end of file or an error) within `timeout`.
    bool closedWithin(std::chrono::milliseconds timeout) {
        const auto until = Clock::now() + timeout;
        std::array<char, 4096> buffer{};
        while (Clock::now() < until) {
            pollfd fd{fd_, POLLIN, 0};
            if (::poll(&fd, 1, 50) <= 0) continue;
            if (::recv(fd_, buffer.data(), buffer.size(), 0) <= 0) return true;
        }
        return false;
    }

private:
    int fd_ = -1;
    bool connected_ = false;
};

// The status code of a raw HTTP exchange ("HTTP/1.1 404 Not Found" -> 404; 0 when there is no answer).
int statusOf(const std::string& response) {
    if (response.rfind("HTTP/1.1 ", 0) != 0 || response.size() < 12) return 0;
    return std::atoi(response.c_str() + 9);
}

std::string formBody(int round, const Pairing& game, PlayerId winner, const std::string& code,
                     const std::string& outcome = "capture") {
    return "round=" + std::to_string(round) + "&table=" + std::to_string(*game.table) + "&a=" + std::to_string(game.a) +
           "&b=" + std::to_string(*game.b) + "&winner=" + std::to_string(winner) + "&outcome=" + outcome +
           "&code=" + httplib::detail::encode_query_param(code);
}

// An HTTP client of the server on 127.0.0.1.
struct Client {
    httplib::Client http;
    explicit Client(int port) : http("127.0.0.1", port) {
        http.set_connection_timeout(std::chrono::seconds(5));
        http.set_read_timeout(std::chrono::seconds(5));
    }
    httplib::Client* operator->() { return &http; }
};

struct Served {
    PagesEvent event;
    PageServer server;
    Client httpClient;
    httplib::Client& client;

    explicit Served(ServeOptions options = loopback(), int players = 4)
        : event(players),
          server(event.path(), event.id, catalog(), options),
          httpClient((server.start(), server.port())),
          client(httpClient.http) {}
    httplib::Result post(const std::string& body, httplib::Headers headers = {}) {
        return client.Post("/report", headers, body, "application/x-www-form-urlencoded");
    }
    std::string eventFile() const { return EventIO::toText(event.load().event); }
    // The server still answers.
    bool alive() {
        const auto res = client.Get("/index.html");
        return res && res->status == 200;
    }
};

}  // namespace

TEST(PageServer, ServesEveryPageOfTheSiteWithItsSecurityHeaders) {
    Served s;
    for (const char* path : {"/", "/index.html", "/round-1.html", "/standings.html", "/players.html", "/lists.html",
                             "/version.txt", "/report"}) {
        const auto res = s.client.Get(path);
        ASSERT_TRUE(res) << path;
        EXPECT_EQ(res->status, 200) << path;
        EXPECT_NE(res->get_header_value("Content-Security-Policy").find("default-src 'none'"), std::string::npos);
        EXPECT_NE(res->get_header_value("Content-Security-Policy").find("frame-ancestors 'none'"), std::string::npos);
        EXPECT_EQ(res->get_header_value("X-Content-Type-Options"), "nosniff");
    }
    const auto index = s.client.Get("/");
    EXPECT_NE(index->body.find("href=\"report\""), std::string::npos);  // players report here
    // The version answers with 304 when the phone already has it.
    const auto version = s.client.Get("/version.txt");
    const auto again = s.client.Get("/version.txt", {{"If-None-Match", version->get_header_value("ETag")}});
    EXPECT_EQ(again->status, 304);
    EXPECT_EQ(s.client.Get("/nothing.html")->status, 404);
    EXPECT_EQ(s.client.Delete("/index.html")->status, 405);
    EXPECT_EQ(s.client.Post("/index.html", "x", "text/plain")->status, 405);
}

TEST(PageServer, PathsOutsideTheSiteAreNeverServed) {
    Served s;
    // A file next to the database, which a traversal would reach.
    std::ofstream(s.event.dir() / "secret.txt") << "secret";
    for (const char* target :
         {"/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt", "//etc/passwd", "/../../../../etc/passwd",
          "/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/index.html/../secret.txt", "/./index.html", "/muster.db",
          "/round-1.html%00.txt", "/C:/Windows/win.ini", "http://127.0.0.1/../secret.txt"}) {
        RawClient raw(s.server.port());
        ASSERT_TRUE(raw.connected());
        raw.send(std::string("GET ") + target + " HTTP/1.1\r\nHost: x\r\n\r\n");
        const std::string response = raw.receive();
        const int status = statusOf(response);
        EXPECT_TRUE(status == 404 || status == 400) << target << ": " << response.substr(0, 40);
        EXPECT_EQ(response.find("secret"), std::string::npos) << target;
        EXPECT_EQ(response.find("root:"), std::string::npos) << target;
    }
    EXPECT_TRUE(s.alive());
}

TEST(PageServer, PlayersReportThroughTheFormAndTheOrganiserAccepts) {
    Served s;
    const Pairing game = s.event.game();
    const auto form = s.client.Get("/report?table=" + std::to_string(*game.table));
    ASSERT_TRUE(form);
    EXPECT_NE(form->body.find("name=\"code\""), std::string::npos);
    EXPECT_NE(form->body.find("<form method=\"post\" action=\"report\""), std::string::npos);
    const std::string before = s.eventFile();

    auto res = s.post(formBody(1, game, game.a, services::PlayerCode::display(s.event.codes.at(game.a))));
    ASSERT_TRUE(res);
    EXPECT_EQ(res->status, 200) << res->body;
    EXPECT_NE(res->body.find("waits for"), std::string::npos);
    res = s.post(formBody(1, game, game.a, s.event.codes.at(*game.b)));
    ASSERT_TRUE(res);
    EXPECT_EQ(res->status, 200);
    EXPECT_NE(res->body.find("Both reports agree"), std::string::npos);
    EXPECT_EQ(s.eventFile(), before);  // pending: nothing counts yet
    EXPECT_EQ(s.event.reportsService->games(s.event.id, 1).at(0).state, services::ReportState::Agreed);

    s.event.reportsService->accept(s.event.id, 1, 0, "desk");
    s.server.waitForRefresh();
    const auto round = s.client.Get("/round-1.html");
    EXPECT_NE(round->body.find("won by capture"), std::string::npos);
    const std::string accepted = s.eventFile();

    // Replayed reports change nothing: the result is in.
    for (int i = 0; i < 3; ++i) {
        res = s.post(formBody(1, game, *game.b, s.event.codes.at(*game.b)));
        ASSERT_TRUE(res);
        EXPECT_EQ(res->status, 409);
    }
    EXPECT_EQ(s.eventFile(), accepted);
    EXPECT_EQ(s.server.stats().reportsStored, 2U);
}

TEST(PageServer, WrongCodesAreRateLimitedPerDevice) {
    ServeOptions options = loopback();
    options.maxWrongCodes = 3;
    Served s(options);
    const Pairing game = s.event.game();
    const std::string before = s.eventFile();
    for (const char* wrong : {"AAAA-AAAA", "BBBB-BBBB", "CCCC-CCCC"}) {
        const auto res = s.post(formBody(1, game, game.a, wrong));
        ASSERT_TRUE(res);
        EXPECT_EQ(res->status, 403);
    }
    // Now even the right code waits: guessing is slow.
    const auto blocked = s.post(formBody(1, game, game.a, s.event.codes.at(game.a)));
    ASSERT_TRUE(blocked);
    EXPECT_EQ(blocked->status, 429);
    EXPECT_FALSE(blocked->get_header_value("Retry-After").empty());
    EXPECT_EQ(s.eventFile(), before);
    EXPECT_TRUE(s.event.reportsService->repository().reports(s.event.id).empty());
    const auto stats = s.server.stats();
    EXPECT_EQ(stats.wrongCodes, 3U);
    EXPECT_EQ(stats.rateLimited, 1U);
    EXPECT_TRUE(s.alive());
}

TEST(PageServer, OversizedBodiesHeadersAndMalformedFormsAreRefused) {
    Served s;
    const Pairing game = s.event.game();
    const std::string before = s.eventFile();
    const std::string good = formBody(1, game, game.a, s.event.codes.at(game.a));
    // A body beyond the limit (the form sends about 150 bytes).
    auto res = s.post(good + "&pad=" + std::string(20000, 'x'));
    EXPECT_TRUE(!res || res->status == 413);
    // A body announced larger than the limit and never sent.
    {
        RawClient raw(s.server.port());
        raw.send(
            "POST /report HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n"
            "Content-Length: 1000000000\r\n\r\nround=1");
        EXPECT_EQ(statusOf(raw.receive()), 413);
    }
    // A body without its length announced (chunked): refused before it is read.
    {
        RawClient raw(s.server.port());
        raw.send(
            "POST /report HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n"
            "Transfer-Encoding: chunked\r\n\r\n5\r\nround\r\n0\r\n\r\n");
        EXPECT_EQ(statusOf(raw.receive()), 411);
    }
    // Endless headers: cut off at the request's byte limit.
    {
        RawClient raw(s.server.port());
        raw.send("GET / HTTP/1.1\r\nHost: x\r\n");
        std::string header = "X-Filler: " + std::string(1000, 'y') + "\r\n";
        for (int i = 0; i < 200 && raw.send(header); ++i) {
        }
        EXPECT_TRUE(raw.closedWithin(std::chrono::seconds(6)));
    }
    // Fields repeated, too long, missing or not numbers; another content type; a code in the address.
    // (httplib drops a field repeated with the same value; with another value it counts twice.)
    for (const std::string& body : std::vector<std::string>{
             good + "&code=XXXX-XXXX", good + "&round=2", "round=1&table=1", good + "&ta=-1", good + "&ta=999999999999",
             "round=1&table=" + std::string(100, '9') + "&a=1&b=2&winner=1&code=x",
             std::string("garbage\x01\x02=&&&=="), good.substr(0, good.size() / 2)}) {
        res = s.post(body);
        ASSERT_TRUE(res) << body;
        EXPECT_GE(res->status, 400) << body;
    }
    res = s.client.Post("/report", good, "text/plain");
    EXPECT_EQ(res->status, 400);
    res = s.client.Post("/report?code=" + s.event.codes.at(game.a), good, "application/x-www-form-urlencoded");
    EXPECT_EQ(res->status, 400);
    EXPECT_EQ(s.eventFile(), before);
    EXPECT_TRUE(s.event.reportsService->repository().reports(s.event.id).empty());
    EXPECT_TRUE(s.alive());
}

TEST(PageServer, PostsFromOtherSitesAreRefused) {
    Served s;
    const Pairing game = s.event.game();
    const std::string body = formBody(1, game, game.a, s.event.codes.at(game.a));
    auto res = s.post(body, {{"Origin", "http://evil.example"}});
    ASSERT_TRUE(res);
    EXPECT_EQ(res->status, 403);
    res = s.post(body, {{"Sec-Fetch-Site", "cross-site"}});
    EXPECT_EQ(res->status, 403);
    EXPECT_TRUE(s.event.reportsService->repository().reports(s.event.id).empty());
    // The site's own form: same origin.
    const std::string origin = "http://127.0.0.1:" + std::to_string(s.server.port());
    res = s.post(body, {{"Origin", origin}, {"Sec-Fetch-Site", "same-origin"}});
    EXPECT_EQ(res->status, 200) << res->body;
    EXPECT_EQ(s.event.reportsService->repository().reports(s.event.id).size(), 1U);
}

TEST(PageServer, SlowClientsAreCutOffAndDoNotStopTheServer) {
    ServeOptions options = loopback();
    options.requestDeadline = std::chrono::milliseconds(1500);
    options.connectionsPerAddress = 12;
    options.workers = 16;
    Served s(options);
    // Twenty connections from one device (127.0.0.3) that send a byte now and then: more than one device
    // may hold, so eight are refused at once.
    std::vector<std::unique_ptr<RawClient>> slow;
    for (int i = 0; i < 20; ++i) {
        slow.push_back(std::make_unique<RawClient>(s.server.port(), "127.0.0.1", "127.0.0.3"));
        ASSERT_TRUE(slow.back()->connected());
        slow.back()->send("G");
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    // Another device is still answered at once, while the slow ones hold their connections.
    const auto started = Clock::now();
    const auto res = s.client.Get("/version.txt");
    ASSERT_TRUE(res);
    EXPECT_EQ(res->status, 200);
    EXPECT_LT(Clock::now() - started, std::chrono::milliseconds(1000));
    for (int tick = 0; tick < 5; ++tick) {
        for (auto& c : slow) c->send("E");
        std::this_thread::sleep_for(std::chrono::milliseconds(400));
    }
    // Past the deadline every slow client has been cut off, however patient.
    for (auto& c : slow) EXPECT_TRUE(c->closedWithin(std::chrono::seconds(3)));
    const auto stats = s.server.stats();
    EXPECT_GE(stats.timedOutRequests + stats.refusedConnections, 20U)
        << stats.timedOutRequests << " timed out, " << stats.refusedConnections << " refused";
    EXPECT_GE(stats.refusedConnections, 8U);
    EXPECT_TRUE(s.alive());
}

TEST(PageServer, ThePagesFollowChangesMadeElsewhere) {
    Served s;
    const std::string version = s.client.Get("/version.txt")->body;
    EXPECT_EQ(s.client.Get("/round-2.html")->status, 404);
    // The desk (another connection) enters every result and pairs round 2.
    const auto stored = s.event.load();
    for (const auto& p : stored.event.rounds.back().pairings) {
        Result r;
        r.winner = p.a;
        if (!p.isBye()) s.event.store->setResult(s.event.id, 1, p.a, r);
    }
    s.event.store->pairNextRound(s.event.id);
    // Noticed by the server itself (no one told it): the new round's page appears.
    const auto until = Clock::now() + std::chrono::seconds(5);
    while (Clock::now() < until && s.client.Get("/round-2.html")->status != 200) {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    EXPECT_EQ(s.client.Get("/round-2.html")->status, 200);
    EXPECT_NE(s.client.Get("/version.txt")->body, version);
    EXPECT_GE(s.server.stats().rebuilds, 2U);
}

TEST(PageServer, ItListensOnlyWhereTheOrganiserSaid) {
    PagesEvent event(2);
    ServeOptions options = loopback();
    options.listen = {"127.0.0.2", 0};
    PageServer server(event.path(), event.id, catalog(), options);
    server.start();
    EXPECT_EQ(server.url(), "http://127.0.0.2:" + std::to_string(server.port()) + "/");
    RawClient there(server.port(), "127.0.0.2");
    EXPECT_TRUE(there.connected());
    RawClient elsewhere(server.port(), "127.0.0.1");
    EXPECT_FALSE(elsewhere.connected());
    server.stop();
    server.stop();  // twice is fine
    // An address that is not this machine's, a port in use: a clear error, nothing served.
    ServeOptions foreign = loopback();
    foreign.listen = {"192.0.2.1", 8080};
    PageServer wrong(event.path(), event.id, catalog(), foreign);
    try {
        wrong.start();
        FAIL() << "listened on an address that is not this machine's";
    } catch (const services::PageServerError& e) {
        EXPECT_NE(std::string(e.what()).find("cannot listen on 192.0.2.1:8080"), std::string::npos) << e.what();
    }
}

TEST(PageServer, ListenAddressesAreReadStrictly) {
    using services::parseListenAddress;
    EXPECT_EQ(parseListenAddress("0.0.0.0:8080").host, "0.0.0.0");
    EXPECT_EQ(parseListenAddress("0.0.0.0:8080").port, 8080);
    EXPECT_EQ(parseListenAddress("[::1]:80").host, "::1");
    EXPECT_EQ(parseListenAddress("localhost:0").port, 0);
    for (const char* bad : {"8080", "0.0.0.0", ":8080", "0.0.0.0:", "0.0.0.0:65536", "0.0.0.0:-1", "::1:80", "[::1]80",
                            "a b:80", "host/x:80", "0.0.0.0:80x"}) {
        EXPECT_THROW(parseListenAddress(bad), services::PageServerError) << bad;
    }
    EXPECT_EQ(services::siteUrl({"192.168.1.20", 8080}), "http://192.168.1.20:8080/");
    EXPECT_EQ(services::siteUrl({"::1", 8080}), "http://[::1]:8080/");
    EXPECT_NE(services::siteUrl({"0.0.0.0", 8080}).find(":8080/"), std::string::npos);
}
