// The text checks every reader makes: well-formed UTF-8 (a Windows-1252 file is refused with its line) and
// printable quotes of input in messages (no escape sequences reach the terminal, no megabyte-long messages).
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "muster/domain/TextUtil.h"

namespace text = muster::domain::text;

namespace {

struct Utf8Row {
    const char* what;
    std::string bytes;
    std::optional<std::size_t> firstBad;
};

class Utf8 : public ::testing::TestWithParam<Utf8Row> {};

TEST_P(Utf8, FindsTheFirstMalformedByte) {
    EXPECT_EQ(text::firstInvalidUtf8(GetParam().bytes), GetParam().firstBad) << GetParam().what;
}

INSTANTIATE_TEST_SUITE_P(
    Table, Utf8,
    ::testing::Values(Utf8Row{"ascii", "Dwarves Footman", std::nullopt},
                      Utf8Row{"two, three and four bytes", "R\xc3\xa9gis \xe2\x80\x94 \xf0\x9f\x90\x89", std::nullopt},
                      Utf8Row{"windows-1252 e acute",
                              "Ren\xe9"
                              "e",
                              3},
                      Utf8Row{"lone continuation", "a\x80", 1}, Utf8Row{"overlong slash", "\xc0\xaf", 0},
                      Utf8Row{"overlong three bytes", "\xe0\x80\xaf", 0}, Utf8Row{"surrogate", "x\xed\xa0\x80", 1},
                      Utf8Row{"above U+10FFFF", "\xf4\x90\x80\x80", 0},
                      Utf8Row{"cut short at the end", "ok\xe2\x80", 2}, Utf8Row{"f5 lead", "\xf5\x80\x80\x80", 0}),
    [](const auto& param) {
        std::string name = param.param.what;
        for (char& c : name) c = std::isalnum(static_cast<unsigned char>(c)) != 0 ? c : '_';
        return name;
    });

TEST(TextUtil, Utf8ProblemSaysTheLineAndTheByte) {
    EXPECT_EQ(text::utf8Problem("ok\nok\nRen\xe9"
                                "e\n"),
              "line 3: is not UTF-8 text (byte 0xE9); save the file as UTF-8");
    EXPECT_EQ(text::utf8Problem("fine \xc3\xa9"), "");
}

TEST(TextUtil, SplitKeepsEmptyParts) {
    EXPECT_EQ(text::split("c2+c4", '+'), (std::vector<std::string>{"c2", "c4"}));
    EXPECT_EQ(text::split("a++b+", '+'), (std::vector<std::string>{"a", "", "b", ""}));
    EXPECT_EQ(text::split("", '\n'), (std::vector<std::string>{""}));
    EXPECT_EQ(text::split("one\ntwo", '\n'), (std::vector<std::string>{"one", "two"}));
}

TEST(TextUtil, LineOfCountsFromOne) {
    EXPECT_EQ(text::lineOf("a\nb\nc", 0), 1);
    EXPECT_EQ(text::lineOf("a\nb\nc", 2), 2);
    EXPECT_EQ(text::lineOf("a\nb\nc", 99), 3);
}

TEST(TextUtil, PrintableEscapesControlsAndCutsLongText) {
    EXPECT_EQ(text::printable("Ann \x1b[31mRed\x1b[0m"), "Ann \\x1B[31mRed\\x1B[0m");
    EXPECT_EQ(text::printable("tab\tnewline\ncr\r del\x7f"), "tab\\x09newline\\x0Acr\\x0D del\\x7F");
    EXPECT_EQ(text::printable("c1 \xc2\x9b"
                              "31m"),
              "c1 \\xC2\\x9B31m");
    EXPECT_EQ(text::printable("Ren\xe9"
                              "e"),
              "Ren\\xE9e");
    EXPECT_EQ(text::printable("R\xc3\xa9gis"), "R\xc3\xa9gis");
    EXPECT_EQ(text::printable(std::string(1000, 'x'), 10), "xxxxxxxxxx...");
    // Never cut inside a character.
    EXPECT_EQ(text::printable("ab\xc3\xa9\xc3\xa9", 3), "ab...");
}

// Issue 34: bidirectional formatting characters reorder what a terminal shows ("Bob \u202Elive" shows as "Bob
// evil"); the quoting helper writes them as \uNNNN, and right-to-left letters stay as they are.
TEST(TextUtil, PrintableEscapesBidiControls) {
    EXPECT_EQ(text::printable("Bob \xe2\x80\xae"
                              "evil"),
              "Bob \\u202Eevil");
    EXPECT_EQ(text::printable("\xe2\x81\xa6x\xe2\x81\xa9 \xe2\x80\x8f \xd8\x9c"), "\\u2066x\\u2069 \\u200F \\u061C");
    EXPECT_EQ(text::printable("\xd7\xa9\xd7\x9c\xd7\x95\xd7\x9d"),
              "\xd7\xa9\xd7\x9c\xd7\x95\xd7\x9d");               // Hebrew letters
    EXPECT_EQ(text::printable("\xe2\x80\x94"), "\xe2\x80\x94");  // an em dash shares the first two bytes of U+202E
    EXPECT_EQ(text::bidiControlAt("\xe2\x80\xaeX"), 3U);
    EXPECT_EQ(text::bidiControlAt("\xe2\x80\x94"), 0U);
    EXPECT_TRUE(text::mayStartBidiControl("\xe2\x80"));
    EXPECT_FALSE(text::mayStartBidiControl("\xe2\x80\xae"));
    EXPECT_FALSE(text::mayStartBidiControl("a"));
}

// A NUL byte is not text: UTF-16 files and binary files have them, and a name with one inside was cut short.
TEST(TextUtil, TextFaultFindsNulBytesAndBadUtf8) {
    const std::string nul("ok\nAmazons\0Soldier\n", 20);
    const auto fault = text::textFault(nul);
    ASSERT_TRUE(fault.has_value());
    EXPECT_EQ(fault->line, 2);
    EXPECT_EQ(fault->problem, "holds a NUL byte (a binary file, or UTF-16 text?); save the file as UTF-8 text");
    EXPECT_EQ(text::utf8Problem(nul),
              "line 2: holds a NUL byte (a binary file, or UTF-16 text?); save the file as UTF-8 text");
    // Whichever comes first.
    EXPECT_EQ(text::textFault(std::string("\xe9\n\0", 3))->problem,
              "is not UTF-8 text (byte 0xE9); save the file as UTF-8");
    EXPECT_FALSE(text::textFault("plain\ttext\r\n").has_value());
}

}  // namespace
