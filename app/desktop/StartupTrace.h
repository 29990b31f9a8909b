#pragma once
// Start-up timestamps for measuring (MUSTER_STARTUP_TRACE=1 in the environment): at each step of the desktop app's
// start, the milliseconds since the program's static initialisation (after the shared libraries are loaded),
// printed to standard error. tools/measure-startup.sh measures from the launch itself; these say where the time
// between goes (docs/performance.md, "Start-up").
#include <chrono>
#include <cstdio>
#include <cstdlib>

namespace muster::desktop {

class StartupTrace {
public:
    static void mark(const char* step) {
        if (!enabled()) return;
        const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start()).count();
        std::fprintf(stderr, "muster: start-up %7.1f ms  %s\n", ms, step);
    }
    static std::chrono::steady_clock::time_point start() {
        static const auto first = std::chrono::steady_clock::now();
        return first;
    }

private:
    static bool enabled() {
        static const bool on = std::getenv("MUSTER_STARTUP_TRACE") != nullptr;
        return on;
    }
};

}  // namespace muster::desktop
