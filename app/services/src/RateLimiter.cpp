#include "muster/services/RateLimiter.h"

#include <algorithm>

namespace muster::services {

RateLimiter::RateLimiter(int maxFailures, std::chrono::seconds window, std::size_t maxAddresses)
    : maxFailures_(std::max(1, maxFailures)), window_(window), maxAddresses_(std::max<std::size_t>(1, maxAddresses)) {}

void RateLimiter::forgetOld(std::deque<Clock::time_point>& failures, Clock::time_point now) const {
    while (!failures.empty() && now - failures.front() >= window_) failures.pop_front();
}

bool RateLimiter::blocked(const std::string& address, Clock::time_point now) {
    const std::lock_guard lock(mutex_);
    const auto it = failures_.find(address);
    if (it == failures_.end()) return false;
    forgetOld(it->second, now);
    if (it->second.empty()) {
        failures_.erase(it);
        return false;
    }
    return static_cast<int>(it->second.size()) >= maxFailures_;
}

void RateLimiter::fail(const std::string& address, Clock::time_point now) {
    const std::lock_guard lock(mutex_);
    if (failures_.size() >= maxAddresses_ && failures_.count(address) == 0) {
        // Make room: drop the address whose newest failure is oldest.
        auto oldest = failures_.begin();
        for (auto it = failures_.begin(); it != failures_.end(); ++it) {
            if (it->second.empty() || (!oldest->second.empty() && it->second.back() < oldest->second.back())) {
                oldest = it;
            }
        }
        failures_.erase(oldest);
    }
    auto& failures = failures_[address];
    forgetOld(failures, now);
    failures.push_back(now);
    // Only the newest maxFailures matter for blocking.
    while (static_cast<int>(failures.size()) > maxFailures_) failures.pop_front();
}

std::chrono::seconds RateLimiter::waitFor(const std::string& address, Clock::time_point now) {
    if (!blocked(address, now)) return std::chrono::seconds(0);
    const std::lock_guard lock(mutex_);
    const auto& failures = failures_[address];
    const auto left = failures.front() + window_ - now;
    return std::max(std::chrono::seconds(1), std::chrono::ceil<std::chrono::seconds>(left));
}

}  // namespace muster::services
