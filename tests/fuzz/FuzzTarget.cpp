// One libFuzzer target: built once per entry point with MUSTER_FUZZ_ENTRY naming it ("roster-json", ...);
// see tests/fuzz/CMakeLists.txt and docs/reliability.md.
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
}  // namespace

extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/) {
    (void)entry();
    muster::fuzz::prepare();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    entry().run(std::string_view(reinterpret_cast<const char*>(data), size));
    return 0;
}
