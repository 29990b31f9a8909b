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
    EXPECT_EQ(refusal(R"({"players": [{"name": "a"}, {"name": "b", "name": "c"}]})").field, "players[1].name");
    EXPECT_EQ(refusal(R"({"r": [1, [2, 3], {"k": [4, {"x": 1, "x": 2}]}]})").field, "r[2].k[1].x");
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

// Copying, comparing and writing a parsed document recurse once per level: a document nested deeper than
// kMaxDepth is refused where it is read, with the line and the path to where it nests too deep.
TEST(StrictJson, RefusesNestingDeeperThanTheLimit) {
    const int limit = StrictJson::kMaxDepth;
    const std::string atLimit =
        std::string(static_cast<std::size_t>(limit), '[') + std::string(static_cast<std::size_t>(limit), ']');
    EXPECT_NO_THROW(StrictJson::parse(atLimit));
    const auto deep =
        refusal("{\"players\": [{\"roster\":\n" + std::string(100000, '[') + std::string(100000, ']') + "}]}");
    EXPECT_EQ(deep.line, 2);
    EXPECT_EQ(deep.field.rfind("players[0].roster[0][0]", 0), 0U) << deep.field;
    EXPECT_LE(deep.field.size(), 260U);
    EXPECT_NE(deep.problem.find("deeper than 64 levels"), std::string::npos) << deep.problem;
}

TEST(StrictJson, RefusesTextThatIsNotUtf8WithItsLine) {
    const auto r = refusal(
        "{\n\"name\": \"Ren\xe9"
        "e\"}");
    EXPECT_EQ(r.line, 2);
    EXPECT_EQ(r.problem, "is not UTF-8 text (byte 0xE9); save the file as UTF-8");
}

TEST(StrictJson, ANumberTooLargeNamesItsLineButNoLibraryCode) {
    const auto r = refusal("{\n\"a\": 1,\n\"b\": 1e999}");
    EXPECT_EQ(r.line, 3);
    EXPECT_EQ(r.problem.find("json.exception"), std::string::npos) << r.problem;
    EXPECT_NE(r.problem.find("1e999"), std::string::npos) << r.problem;
}

}  // namespace
