#pragma once
// The Temple's shield (V4.01d Eighth Face, S0:L473): the army that controls a Temple, and its units, are not
// affected by an opponent's death magic. Its other half (the burial from a DUA) is flow/TurnFrame. Reading:
// docs/rules-decisions.md, "The Temple and death magic".
#include <string_view>

#include "muster/rules/engine/Location.h"

namespace muster::rules::engine {

class Ctx;

namespace Temple {

// The army of `owner` at `at` controls a Temple there (a captured Castle chosen as one counts).
[[nodiscard]] bool guards(const Ctx& ctx, int owner, Location at);

// The spell is death magic of another player than `owner`, so it does nothing to `owner`'s army at `at` while
// that army controls a Temple.
[[nodiscard]] bool shields(const Ctx& ctx, int owner, Location at, int caster, std::string_view spell);

}  // namespace Temple

}  // namespace muster::rules::engine
