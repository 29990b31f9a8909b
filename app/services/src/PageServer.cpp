#include "muster/services/PageServer.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>

#include <array>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <mutex>
#include <thread>

#include "GuardedHttpServer.h"
#include "HtmlPage.h"
#include "ReportForm.h"
#include "muster/db/Database.h"
#include "muster/db/DatabaseError.h"
#include "muster/db/PagesRepository.h"
#include "muster/domain/TextUtil.h"
#include "muster/services/EventSite.h"
#include "muster/services/PlayerCode.h"
#include "muster/services/RateLimiter.h"

namespace muster::services {

using namespace rules::tournament;

namespace {

constexpr const char* kHtml = "text/html; charset=utf-8";

std::optional<int> wholeNumber(std::string_view text, int min, int max) {
    int value = 0;
    if (text.empty() || text.size() > 9) return std::nullopt;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < min || value > max) return std::nullopt;
    return value;
}

std::string contentType(const std::string& name) {
    return name.size() > 4 && name.compare(name.size() - 4, 4, ".txt") == 0 ? "text/plain; charset=utf-8" : kHtml;
}

// The first address of an interface that is up and not the loopback (IPv4 first), or "".
std::string networkAddress() {
    ifaddrs* list = nullptr;
    if (getifaddrs(&list) != 0) return {};
    std::string v4;
    std::string v6;
    for (const ifaddrs* it = list; it != nullptr; it = it->ifa_next) {
        if (it->ifa_addr == nullptr || (it->ifa_flags & IFF_UP) == 0 || (it->ifa_flags & IFF_LOOPBACK) != 0) continue;
        std::array<char, INET6_ADDRSTRLEN> text{};
        if (it->ifa_addr->sa_family == AF_INET && v4.empty()) {
            const auto* in = reinterpret_cast<const sockaddr_in*>(it->ifa_addr);
            if (inet_ntop(AF_INET, &in->sin_addr, text.data(), text.size()) != nullptr) v4 = text.data();
        } else if (it->ifa_addr->sa_family == AF_INET6 && v6.empty()) {
            const auto* in6 = reinterpret_cast<const sockaddr_in6*>(it->ifa_addr);
            if (IN6_IS_ADDR_LINKLOCAL(&in6->sin6_addr)) continue;
            if (inet_ntop(AF_INET6, &in6->sin6_addr, text.data(), text.size()) != nullptr) v6 = text.data();
        }
    }
    freeifaddrs(list);
    return !v4.empty() ? v4 : v6;
}

}  // namespace

ListenAddress parseListenAddress(const std::string& text) {
    const std::string shown = domain::text::printable(text, 60);
    auto refuse = [&shown](const std::string& why) -> PageServerError {
        return PageServerError("--listen \"" + shown + "\": " + why +
                               " (write ADDRESS:PORT, e.g. 0.0.0.0:8080 for every network of this machine, "
                               "192.168.1.20:8080 for one, 127.0.0.1:8080 for this machine only)");
    };
    ListenAddress out;
    std::string portText;
    if (!text.empty() && text.front() == '[') {
        const auto close = text.find(']');
        if (close == std::string::npos || close + 1 >= text.size() || text[close + 1] != ':') {
            throw refuse("an IPv6 address is written in brackets: [::1]:8080");
        }
        out.host = text.substr(1, close - 1);
        portText = text.substr(close + 2);
    } else {
        const auto colon = text.rfind(':');
        if (colon == std::string::npos) throw refuse("no port");
        out.host = text.substr(0, colon);
        portText = text.substr(colon + 1);
        if (out.host.find(':') != std::string::npos) throw refuse("an IPv6 address is written in brackets: [::1]:8080");
    }
    if (out.host.empty()) throw refuse("no address");
    for (const char c : out.host) {
        const bool ok = std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '.' || c == '-' || c == ':';
        if (!ok) throw refuse("that is not an address");
    }
    const auto port = wholeNumber(portText, 0, 65535);
    if (!port) throw refuse("the port must be a number from 0 to 65535");
    out.port = *port;
    return out;
}

std::string siteUrl(const ListenAddress& address) {
    std::string host = address.host;
    if (host == "0.0.0.0" || host == "::" || host.empty()) {
        host = networkAddress();
        if (host.empty()) host = "127.0.0.1";
    }
    if (host.find(':') != std::string::npos) host = "[" + host + "]";
    return "http://" + host + ":" + std::to_string(address.port) + "/";
}

class PageServer::Impl {
public:
    Impl(std::string databasePath, db::RowId event, const domain::Catalog& catalog, ServeOptions options)
        : path_(std::move(databasePath)),
          event_(event),
          catalog_(catalog),
          options_(std::move(options)),
          limiter_(options_.maxWrongCodes, options_.wrongCodeWindow) {}

    ~Impl() { stop(); }

    void start() {
        if (server_) return;
        try {
            readDb_ = std::make_unique<db::Database>(path_);
            writeDb_ = std::make_unique<db::Database>(path_);
        } catch (const std::exception& e) {
            throw PageServerError(std::string("the pages cannot be served: ") + e.what());
        }
        readPages_ = std::make_unique<db::PagesRepository>(*readDb_);
        readEvents_ = std::make_unique<db::EventRepository>(*readDb_);
        readStore_ = std::make_unique<EventStore>(*readEvents_);
        reports_ = std::make_unique<PlayerReports>(*writeDb_);
        try {
            rebuild(0);
        } catch (const std::exception& e) {
            throw PageServerError(std::string("the event cannot be read: ") + e.what());
        }
        GuardedHttpServer::Guards guards;
        guards.workers = options_.workers;
        guards.connectionsPerAddress = options_.connectionsPerAddress;
        guards.requestDeadline = options_.requestDeadline;
        guards.maxRequestBytes = 16 * 1024 + options_.maxBody;
        server_ = std::make_unique<GuardedHttpServer>(guards);
        configure(*server_);
        const auto& listen = options_.listen;
        errno = 0;
        if (listen.port == 0) {
            port_ = server_->bind_to_any_port(listen.host);
        } else {
            port_ = server_->bind_to_port(listen.host, listen.port) ? listen.port : -1;
        }
        if (port_ <= 0) {
            const std::string why = errno != 0 ? std::string(": ") + std::strerror(errno) : std::string();
            server_.reset();
            throw PageServerError("cannot listen on " + domain::text::printable(listen.host, 60) + ":" +
                                  std::to_string(listen.port) + why +
                                  " (is it an address of this machine, and is the port free?)");
        }
        server_->widenBacklog(1024);
        stopping_ = false;
        refresher_ = std::thread([this] { refreshLoop(); });
        listener_ = std::thread([this] { server_->listen_after_bind(); });
        // The socket is bound, and requests are answered once the listening loop runs: wait for it (briefly), so that
        // running() right after start() says so (the desk's status line read "Not serving." under load).
        const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(5);
        while (!server_->is_running() && std::chrono::steady_clock::now() < until) {
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
    }

    void stop() {
        {
            const std::lock_guard lock(mutex_);
            stopping_ = true;
        }
        changed_.notify_all();
        if (server_) server_->stopNow();
        if (listener_.joinable()) listener_.join();
        if (refresher_.joinable()) refresher_.join();
        if (server_) {
            stats_.refusedConnections = server_->refusedConnections();
            stats_.timedOutRequests = server_->timedOutRequests();
        }
        server_.reset();
    }

    bool running() const { return server_ && server_->is_running(); }
    int port() const { return port_; }
    std::string url() const { return siteUrl(ListenAddress{options_.listen.host, port_}); }

    void refreshNow() {
        {
            const std::lock_guard lock(mutex_);
            ++requested_;
        }
        changed_.notify_all();
    }

    void waitForRefresh(std::chrono::milliseconds timeout) {
        std::unique_lock lock(mutex_);
        const std::uint64_t target = ++requested_;
        changed_.notify_all();
        built_.wait_for(lock, timeout, [&] { return builtFor_ >= target || stopping_; });
    }

    std::string siteVersion() const {
        const std::lock_guard lock(mutex_);
        return snapshot_ ? snapshot_->site.version : std::string();
    }

    void onReport(std::function<void(const PlayerReports::Submitted&)> callback) {
        const std::lock_guard lock(mutex_);
        onReport_ = std::move(callback);
    }

    ServerStats stats() const {
        ServerStats s;
        s.requests = requests_.load();
        s.reportsStored = reportsStored_.load();
        s.reportsRefused = reportsRefused_.load();
        s.wrongCodes = wrongCodes_.load();
        s.rateLimited = rateLimited_.load();
        s.rebuilds = rebuilds_.load();
        s.refusedConnections = server_ ? server_->refusedConnections() : stats_.refusedConnections;
        s.timedOutRequests = server_ ? server_->timedOutRequests() : stats_.timedOutRequests;
        return s;
    }

private:
    struct Snapshot {
        StoredEvent stored;
        Site site;
    };

    std::shared_ptr<const Snapshot> snapshot() const {
        const std::lock_guard lock(mutex_);
        return snapshot_;
    }

    // Reads the event and builds its pages; `forRequest`: the refresh request this build answers.
    void rebuild(std::uint64_t forRequest) {
        auto next = std::make_shared<Snapshot>();
        next->stored = readStore_->load(event_);
        SiteOptions site;
        site.now = localTimeNow();
        site.live = true;
        next->site = EventSite::build(catalog_, next->stored, site);
        {
            const std::lock_guard lock(mutex_);
            snapshot_ = std::move(next);
            builtFor_ = std::max(builtFor_, forRequest);
            minute_ = site.now;
        }
        ++rebuilds_;
        built_.notify_all();
    }

    void refreshLoop() {
        std::int64_t seen = -1;
        for (;;) {
            std::uint64_t request = 0;
            std::string minute;
            {
                std::unique_lock lock(mutex_);
                changed_.wait_for(lock, options_.refreshInterval, [&] { return stopping_ || requested_ > builtFor_; });
                if (stopping_) return;
                request = requested_;
                minute = minute_;
            }
            try {
                const std::int64_t version = readPages_->dataVersion();
                // A change in the database, a request, or a new minute (the lists may have just locked).
                if (version != seen || request > builtFor() || localTimeNow() != minute) {
                    rebuild(request);
                    seen = version;
                }
            } catch (const std::exception&) {
                // The database is busy or the event is gone: the pages stay as they were; try again later.
                const std::lock_guard lock(mutex_);
                builtFor_ = std::max(builtFor_, request);
                built_.notify_all();
            }
        }
    }

    std::uint64_t builtFor() const {
        const std::lock_guard lock(mutex_);
        return builtFor_;
    }

    void configure(GuardedHttpServer& server) {
        server.set_payload_max_length(options_.maxBody);
        server.set_default_headers(
            {{"Content-Security-Policy", HtmlPage::contentSecurityPolicy() + "; frame-ancestors 'none'"},
             {"X-Content-Type-Options", "nosniff"},
             {"X-Frame-Options", "DENY"},
             {"Referrer-Policy", "no-referrer"},
             {"Cache-Control", "no-cache"}});
        server.set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
            ++requests_;
            if (req.method != "GET" && req.method != "HEAD" && req.method != "POST") {
                res.status = 405;
                res.set_header("Allow", "GET, HEAD, POST");
                return httplib::Server::HandlerResponse::Handled;
            }
            if (req.method == "POST" && req.path != "/report") {
                res.status = 405;
                res.set_header("Allow", "GET, HEAD");
                return httplib::Server::HandlerResponse::Handled;
            }
            if (req.method == "POST") {
                // A form's body has its length announced: anything else, or too much, is refused before a
                // byte of it is read (httplib would otherwise read past an oversized body until the deadline).
                const std::string length = req.get_header_value("Content-Length");
                const bool digits = !length.empty() && length.size() <= 12 &&
                                    length.find_first_not_of("0123456789") == std::string::npos;
                if (!digits || req.has_header("Transfer-Encoding")) {
                    res.status = 411;
                    return httplib::Server::HandlerResponse::Handled;
                }
                if (std::stoull(length) > options_.maxBody) {
                    res.status = 413;
                    return httplib::Server::HandlerResponse::Handled;
                }
            }
            return httplib::Server::HandlerResponse::Unhandled;
        });
        server.Get(".*", [this](const httplib::Request& req, httplib::Response& res) { get(req, res); });
        server.Post("/report", [this](const httplib::Request& req, httplib::Response& res) { post(req, res); });
        server.set_error_handler([](const httplib::Request&, httplib::Response& res) {
            if (!res.body.empty()) return;
            const char* what = res.status == 404   ? "There is no such page."
                               : res.status == 405 ? "That is not something these pages do."
                               : res.status == 411 ? "Please use the form to report a result."
                               : res.status == 413 ? "That request is too large."
                                                   : "That request cannot be served.";
            res.set_content(std::string("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>") +
                                std::to_string(res.status) + "</title></head><body><p>" + what +
                                " <a href=\"/\">The event</a></p></body></html>\n",
                            kHtml);
        });
        server.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
            res.status = 500;
            res.set_content(
                "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>500</title>"
                "</head><body><p>Something went wrong. Please report your result at the desk.</p>"
                "</body></html>\n",
                kHtml);
        });
    }

    void get(const httplib::Request& req, httplib::Response& res) {
        const auto snap = snapshot();
        const std::string name = req.path == "/" ? std::string("index.html") : req.path.substr(1);
        if (name == "report") {
            const ReportForm form(snap->stored.event);
            int table = 0;
            if (req.has_param("table")) table = wholeNumber(req.get_param_value("table"), 1, 10000).value_or(0);
            res.set_content(table > 0 ? form.formPage(table) : form.tablesPage(), kHtml);
            return;
        }
        // Only the site's own files, by their exact names: nothing else exists here.
        const std::string* content = snap->site.find(name);
        if (content == nullptr) {
            res.status = 404;
            return;
        }
        const std::string etag = "\"" + snap->site.version + "\"";
        res.set_header("ETag", etag);
        if (req.get_header_value("If-None-Match") == etag) {
            res.status = 304;
            return;
        }
        res.set_content(*content, contentType(name).c_str());
    }

    // The form's fields, each at most once and short; nullopt when one is missing or too long.
    static std::optional<std::string> field(const httplib::Request& req, const char* name, std::size_t max) {
        if (req.get_param_value_count(name) != 1) return std::nullopt;
        std::string value = req.get_param_value(name);
        if (value.size() > max) return std::nullopt;
        return value;
    }

    void problem(httplib::Response& res, int status, const Event& event, std::string_view title, std::string_view why,
                 int table) {
        ++reportsRefused_;
        res.status = status;
        res.set_content(ReportForm(event).problemPage(title, why, table), kHtml);
    }

    void post(const httplib::Request& req, httplib::Response& res) {
        const auto snap = snapshot();
        const Event& event = snap->stored.event;
        // Only this site's own form: a browser says where a post comes from (Origin, Sec-Fetch-Site); a post
        // from another site is refused. No cookie or session exists, so the code in the form is what counts.
        const std::string origin = req.get_header_value("Origin");
        const std::string host = req.get_header_value("Host");
        const std::string site = req.get_header_value("Sec-Fetch-Site");
        if ((!origin.empty() && origin != "http://" + host) ||
            (!site.empty() && site != "same-origin" && site != "none")) {
            problem(res, 403, event, "Not accepted", "Results are only taken from this site's own form.", 0);
            return;
        }
        if (req.get_header_value("Content-Type").rfind("application/x-www-form-urlencoded", 0) != 0 ||
            req.target.find('?') != std::string::npos) {
            problem(res, 400, event, "Not accepted", "Please use the form to report a result.", 0);
            return;
        }
        const auto table = wholeNumber(field(req, "table", 6).value_or(""), 1, 10000);
        if (limiter_.blocked(req.remote_addr)) {
            ++rateLimited_;
            const auto wait = std::chrono::duration_cast<std::chrono::minutes>(limiter_.waitFor(req.remote_addr));
            problem(res, 429, event, "Too many tries",
                    "Too many wrong codes were sent from this device. Try again in " +
                        std::to_string(std::max<long>(1, static_cast<long>(wait.count()) + 1)) +
                        " minutes, or report your result at the desk.",
                    table.value_or(0));
            res.set_header("Retry-After", std::to_string(limiter_.waitFor(req.remote_addr).count()));
            return;
        }
        const auto round = wholeNumber(field(req, "round", 6).value_or(""), 1, 1000);
        const auto a = field(req, "a", 12);
        const auto b = field(req, "b", 12);
        const auto winner = field(req, "winner", 12);
        const auto outcome = field(req, "outcome", 16);
        const auto code = field(req, "code", PlayerCode::kMaxTyped);
        if (!table || !round || !a || !b || !winner || !code) {
            problem(res, 400, event, "Not accepted", "The form was not filled in completely.", table.value_or(0));
            return;
        }
        auto number = [&req](const char* name, int max) -> std::optional<int> {
            if (req.get_param_value_count(name) == 0) return 0;
            const auto value = field(req, name, 8);
            return value ? wholeNumber(*value, 0, max) : std::nullopt;
        };
        const auto ta = number("ta", 100);
        const auto tb = number("tb", 100);
        const auto ha = number("ha", 1000000);
        const auto hb = number("hb", 1000000);
        ReportedResult report;
        bool ok = ta && tb && ha && hb;
        if (ok) {
            report.terrains = {*ta, *tb};
            report.health = {*ha, *hb};
        }
        if (*winner == "draw") {
            report.outcome = Outcome::Draw;
        } else {
            const auto id = wholeNumber(*winner, 1, 1'000'000'000);
            const auto how = parseOutcome(outcome.value_or(""));
            ok = ok && id && how && ReportedResult::reportable(*how) && *how != Outcome::Draw;
            if (ok) {
                report.winner = *id;
                report.outcome = *how;
            }
        }
        if (!ok) {
            problem(res, 400, event, "Not accepted", "The form was not filled in correctly.", *table);
            return;
        }
        // The game must still be the one the form showed (a swap at the desk may have changed it).
        const Pairing* game = nullptr;
        if (!event.rounds.empty() && *round == static_cast<int>(event.rounds.size())) {
            for (const auto& p : event.rounds.back().pairings) {
                if (p.table && *p.table == *table && !p.isBye()) game = &p;
            }
        }
        if (game != nullptr && (std::to_string(game->a) != *a || std::to_string(*game->b) != *b)) {
            problem(res, 409, event, "The pairing changed",
                    "This table's game has changed since the form was opened. Open the form again.", *table);
            return;
        }
        try {
            PlayerReports::Submitted submitted;
            {
                const std::lock_guard lock(writeMutex_);
                submitted = reports_->submit(event_, *round, *table, *code, report);
            }
            ++reportsStored_;
            refreshNow();
            std::function<void(const PlayerReports::Submitted&)> callback;
            {
                const std::lock_guard lock(mutex_);
                callback = onReport_;
            }
            if (callback) callback(submitted);
            // The answer names players: read the event as it is now.
            res.set_content(ReportForm(event).thanksPage(submitted), kHtml);
        } catch (const ReportRefused& refused) {
            if (refused.kind() == RefusalKind::WrongCode) {
                ++wrongCodes_;
                limiter_.fail(req.remote_addr);
            }
            const int status = refused.kind() == RefusalKind::WrongCode  ? 403
                               : refused.kind() == RefusalKind::BadInput ? 400
                               : refused.kind() == RefusalKind::Off      ? 403
                                                                         : 409;
            std::string why = refused.what();
            if (!why.empty()) why[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(why[0])));
            problem(res, status, event, "Not accepted", why + ".", *table);
        } catch (const std::exception&) {
            problem(res, 503, event, "Not stored",
                    "The result could not be stored just now. Please try again, or report it at the desk.", *table);
        }
    }

    const std::string path_;
    const db::RowId event_;
    const domain::Catalog& catalog_;
    const ServeOptions options_;
    RateLimiter limiter_;
    std::unique_ptr<db::Database> readDb_;
    std::unique_ptr<db::Database> writeDb_;
    std::unique_ptr<db::PagesRepository> readPages_;
    std::unique_ptr<db::EventRepository> readEvents_;
    std::unique_ptr<EventStore> readStore_;
    std::unique_ptr<PlayerReports> reports_;
    std::mutex writeMutex_;
    std::unique_ptr<GuardedHttpServer> server_;
    std::thread listener_;
    std::thread refresher_;
    int port_ = 0;

    mutable std::mutex mutex_;
    std::condition_variable changed_;
    std::condition_variable built_;
    std::shared_ptr<const Snapshot> snapshot_;
    std::uint64_t requested_ = 0;
    std::uint64_t builtFor_ = 0;
    std::string minute_;
    bool stopping_ = false;
    std::function<void(const PlayerReports::Submitted&)> onReport_;

    std::atomic<std::size_t> requests_{0};
    std::atomic<std::size_t> reportsStored_{0};
    std::atomic<std::size_t> reportsRefused_{0};
    std::atomic<std::size_t> wrongCodes_{0};
    std::atomic<std::size_t> rateLimited_{0};
    std::atomic<std::size_t> rebuilds_{0};
    ServerStats stats_;
};

PageServer::PageServer(std::string databasePath, db::RowId event, const domain::Catalog& catalog, ServeOptions options)
    : impl_(std::make_unique<Impl>(std::move(databasePath), event, catalog, std::move(options))) {}

PageServer::~PageServer() = default;

void PageServer::start() {
    impl_->start();
}
void PageServer::stop() {
    impl_->stop();
}
bool PageServer::running() const {
    return impl_->running();
}
int PageServer::port() const {
    return impl_->port();
}
std::string PageServer::url() const {
    return impl_->url();
}
void PageServer::refreshNow() {
    impl_->refreshNow();
}
void PageServer::waitForRefresh(std::chrono::milliseconds timeout) {
    impl_->waitForRefresh(timeout);
}
std::string PageServer::siteVersion() const {
    return impl_->siteVersion();
}
void PageServer::onReport(std::function<void(const PlayerReports::Submitted&)> callback) {
    impl_->onReport(std::move(callback));
}
ServerStats PageServer::stats() const {
    return impl_->stats();
}

}  // namespace muster::services
