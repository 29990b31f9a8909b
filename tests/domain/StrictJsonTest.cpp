// StrictJson: nlohmann-json parsing that refuses a key written twice and says where syntax errors are.
#include <gtest/gtest.h>

#include <string>

#include "muster/domain/StrictJson.h"

using muster::domain::JsonInputError;
using muster::domain::StrictJson;

namespace {

struct Refusal {
    int line = -1;
    std::string field;
    std::string problem;
};

Refusal refusal(std::string_view text) {
    try {
        StrictJson::parse(text);
    } catch (const JsonInputError& e) {
        return {e.line(), e.field(), e.problem()};
    }
    return {};
}

TEST(StrictJson, ParsesWhatNlohmannParses) {
    const auto doc = StrictJson::parse(R"({"a": 1, "b": {"a": 2}, "c": [{"a": 3}, {"a": 4}]})");
    EXPECT_EQ(doc["b"]["a"], 2);
    EXPECT_EQ(doc["c"][1]["a"], 4);
}

TEST(StrictJson, RefusesARepeatedKeyWithItsPath) {
    EXPECT_EQ(refusal(R"({"max_species": 1, "max_species": 0})").field, "max_species");
    EXPECT_EQ(refusal(R"({"copy_limits": {"small": 1, "small": 2}})").field, "copy_limits.small");
    EXPECT_EQ(refusal(R"({"players": [{"name": "a"}, {"name": "b", "name": "c"}]})").field, "players.name");
    EXPECT_EQ(refusal(R"({"a": {"x": 1}, "b": {"x": 1}})").line, -1);  // same key in two objects is fine
}

TEST(StrictJson, ANumberOutOfRangeIsAnInputError) {
    EXPECT_NE(refusal(R"({"max_species": 1e999})").problem.find("not valid JSON"), std::string::npos);
}

TEST(StrictJson, SyntaxErrorsHaveTheirLine) {
    const auto r = refusal("{\n\"a\": 1,\n\"b\": ,\n}");
    EXPECT_EQ(r.line, 3);
    EXPECT_NE(r.problem.find("not valid JSON"), std::string::npos) << r.problem;
}

}  // namespace
