#pragma once
// Face-literal checks of the roll resolver: one face of one die rolled for one purpose, and what it gives.
#include <gtest/gtest.h>

#include <string>

#include "EngineTestSupport.h"
#include "muster/rules/engine/RollResolver.h"

namespace muster::rules::testing {

// Face `face` (1-based, as the catalog numbers them) of `die`, rolled alone in this context.
inline engine::RollOutcome rollFace(const char* die, int face, const engine::RollContext& context) {
    static const engine::RollResolver resolver(engineCatalog());
    return resolver.resolve({{*engineCatalog().findDie(die), face - 1}}, context);
}

// The context of a roll of this type; a save roll saves against a melee attack.
inline engine::RollContext rollOf(engine::RollType t) {
    engine::RollContext c;
    c.type = t;
    if (t == engine::RollType::Save) c.saveAgainst = engine::RollType::Melee;
    return c;
}

// The face counts nothing and asks the roller for exactly one decision: this SAI.
inline void expectDecision(const char* die, int face, const engine::RollContext& c, const std::string& sai) {
    const auto out = rollFace(die, face, c);
    EXPECT_EQ(out.base, 0) << die << " face " << face;
    ASSERT_EQ(out.decisions.size(), 1U) << die << " face " << face;
    EXPECT_EQ(out.decisions.front(), sai);
}

// The face counts nothing, asks for nothing, and is not unsupported.
inline void expectNothing(const char* die, int face, const engine::RollContext& c) {
    const auto out = rollFace(die, face, c);
    EXPECT_EQ(out.base, 0) << die << " face " << face;
    EXPECT_TRUE(out.decisions.empty()) << die << " face " << face;
    EXPECT_EQ(out.unsupported, "") << die << " face " << face;
}

}  // namespace muster::rules::testing
