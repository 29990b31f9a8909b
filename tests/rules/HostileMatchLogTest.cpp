// Match logs of the second hostile-input campaign (issue 34): the reading of the text (a byte order mark, CR-only
// line ends, NUL bytes, megabyte lines), the players a game may have, and messages that quote at most a little of
// the log, escaped, however long the line.
#include <gtest/gtest.h>

#include <string>

#include "muster/rules/matchlog/MatchLogParser.h"

namespace muster::rules::matchlog {
namespace {

const std::string kLog =
    "format muster-matchlog 2\nedition v4.01d\nforce-size 24\nplayer A Ana\nplayer B Bruno\n"
    "terrain A home Highland City\nterrain A frontier Coastland Tower\nterrain B home Flatland City\n"
    "terrain B frontier Swampland City\narmy A home h1: Dwarves Footman\narmy A horde z1: Dwarves Footman\n"
    "army A campaign c1: Dwarves Footman\narmy B home h1: Dwarves Footman\narmy B horde z1: Dwarves Footman\n"
    "army B campaign c1: Dwarves Footman\nsetup\nresult none\n";

MatchLogError errorOf(const std::string& text) {
    try {
        (void)MatchLogParser::parse(text, "x.log");
    } catch (const MatchLogError& e) {
        return e;
    }
    return MatchLogError("x.log", 0, "(accepted)");
}

TEST(HostileMatchLog, AByteOrderMarkIsSkipped) {
    const auto log = MatchLogParser::parse("\xEF\xBB\xBF" + kLog, "x.log");
    EXPECT_EQ(log.players.size(), 2U);
    EXPECT_EQ(log.players[0].line, 4);
}

TEST(HostileMatchLog, CarriageReturnOnlyLineEndsAreNamed) {
    std::string classicMac = kLog;
    for (auto& c : classicMac) c = c == '\n' ? '\r' : c;
    const auto e = errorOf(classicMac);
    EXPECT_EQ(e.line(), 1);
    EXPECT_EQ(e.problem(),
              "a carriage return inside the line: the log's lines seem to end in CR only (old Mac text); save it with "
              "LF or CRLF line ends");
    // CRLF line ends are read as they always were.
    std::string windows;
    for (const char c : kLog) windows += c == '\n' ? std::string("\r\n") : std::string(1, c);
    EXPECT_EQ(MatchLogParser::parse(windows, "x.log").players.size(), 2U);
}

TEST(HostileMatchLog, NulBytesAreRefusedWithTheirLine) {
    std::string withNul = kLog;
    withNul.replace(withNul.find("Bruno"), 5, std::string("Bru\0no", 6));
    const auto e = errorOf(withNul);
    EXPECT_EQ(e.line(), 5);
    EXPECT_EQ(e.problem(), "holds a NUL byte (at byte 13 of the line): a match log is text; is this the right file?");
}

TEST(HostileMatchLog, AGameHasAtMost32Players) {
    std::string header = "format muster-matchlog 2\nedition v4.01d\nforce-size 24\n";
    for (int i = 1; i <= 33; ++i) header += "player P" + std::to_string(i) + "\n";
    const auto e = errorOf(header + "setup\nresult none\n");
    EXPECT_EQ(e.line(), 36);
    EXPECT_EQ(e.problem(), "a game has at most 32 players here (the rulebook recommends six at most)");
}

TEST(HostileMatchLog, LongLinesAreRefusedAndNothingLongIsQuoted) {
    const std::string megabyte(1 << 20, 'x');
    const auto tooLong = errorOf("format muster-matchlog 2\nedition v4.01d\n" + megabyte + "\n");
    EXPECT_EQ(tooLong.line(), 3);
    EXPECT_EQ(tooLong.problem(),
              "the line is longer than 65536 bytes; a match log's lines are short (is this a match log?)");
    // A line under the limit full of escape sequences: the message quotes a little of it, escaped.
    std::string controls;
    while (controls.size() < 60000) controls += "\x1b[31m\x07";
    const auto quoted = errorOf("format muster-matchlog 2\nedition v4.01d\n" + controls + "\n");
    EXPECT_LT(std::string(quoted.what()).size(), 500U);
    EXPECT_EQ(std::string(quoted.what()).find('\x1b'), std::string::npos);
    EXPECT_NE(std::string(quoted.what()).find("\\x1B[31m"), std::string::npos) << quoted.what();
    const auto unknownPlayer =
        errorOf(kLog.substr(0, kLog.find("setup")) + "setup\nturn 1 " + std::string(60000, 'Q') + "\n");
    EXPECT_LT(std::string(unknownPlayer.what()).size(), 300U) << std::string(unknownPlayer.what()).substr(0, 300);
}

}  // namespace
}  // namespace muster::rules::matchlog
