// One libFuzzer target: built once per entry point with MUSTER_FUZZ_ENTRY naming it ("roster-json", ...);
// see tests/fuzz/CMakeLists.txt and docs/reliability.md.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "FuzzEntryPoints.h"

namespace {
const muster::fuzz::EntryPoint& entry() {
    static const muster::fuzz::EntryPoint* found = [] {
        const auto* e = muster::fuzz::findEntryPoint(MUSTER_FUZZ_ENTRY);
        if (e == nullptr) {
            std::fprintf(stderr, "no fuzz entry point named %s\n", MUSTER_FUZZ_ENTRY);
            std::abort();
        }
        return e;
    }();
    return *found;
}
// The slowest input of the run, printed when the run ends (docs/reliability.md reports it): libFuzzer's own
// statistic counts whole seconds only.
struct Slowest {
    double ms = 0;
    std::size_t bytes = 0;
    ~Slowest() { std::fprintf(stderr, "muster::slowest_input_ms: %.2f (%zu bytes)\n", ms, bytes); }
};
Slowest slowest;

}  // namespace

extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/) {
    (void)entry();
    muster::fuzz::prepare();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto start = std::chrono::steady_clock::now();
    entry().run(std::string_view(reinterpret_cast<const char*>(data), size));
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (ms > slowest.ms) slowest = {ms, size};
    return 0;
}
