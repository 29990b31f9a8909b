#pragma once
// Counts failures (wrong result codes) per client address in a sliding window and says when an address has
// had too many: the event pages' server then refuses its reports until the window has passed. At most
// `maxAddresses` addresses are tracked (the oldest are forgotten first), so a flood of addresses cannot
// exhaust memory. Thread-safe.
#include <chrono>
#include <cstddef>
#include <deque>
#include <map>
#include <mutex>
#include <string>

namespace muster::services {

class RateLimiter {
public:
    using Clock = std::chrono::steady_clock;

    RateLimiter(int maxFailures, std::chrono::seconds window, std::size_t maxAddresses = 4096);

    // Whether `address` has had `maxFailures` failures within the window before `now`.
    [[nodiscard]] bool blocked(const std::string& address, Clock::time_point now = Clock::now());
    // Records a failure of `address`.
    void fail(const std::string& address, Clock::time_point now = Clock::now());
    // How long until `address` may try again (zero when it is not blocked).
    [[nodiscard]] std::chrono::seconds waitFor(const std::string& address, Clock::time_point now = Clock::now());

private:
    void forgetOld(std::deque<Clock::time_point>& failures, Clock::time_point now) const;

    const int maxFailures_;
    const std::chrono::seconds window_;
    const std::size_t maxAddresses_;
    std::mutex mutex_;
    std::map<std::string, std::deque<Clock::time_point>> failures_;
};

}  // namespace muster::services
