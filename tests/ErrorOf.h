#pragma once
// The message of the exception an action throws, or "(no error)": tests compare what a refusal says.
#include <exception>
#include <functional>
#include <string>

namespace muster::testsupport {

inline std::string errorOf(const std::function<void()>& action) {
    try {
        action();
    } catch (const std::exception& e) {
        return e.what();
    }
    return "(no error)";
}

}  // namespace muster::testsupport
