#pragma once
// What muster-cli prints for people goes through this stream buffer: control characters (terminal escape
// sequences, carriage returns, C1 controls) in names that came from files or the database are shown as
// \xNN instead of being obeyed by the terminal, and bidirectional formatting characters (U+202E, which shows
// what follows backwards) as \u202E, as domain::text::printable quotes them. JSON and exported files do not pass
// through it (writeStdout in CliContext.h writes them unchanged to the buffer underneath).
#include <streambuf>
#include <string>
#include <string_view>

namespace muster::cli {

class EscapingStreamBuf : public std::streambuf {
public:
    explicit EscapingStreamBuf(std::streambuf* target) : target_(target) {}
    [[nodiscard]] std::streambuf* target() const { return target_; }

protected:
    int_type overflow(int_type ch) override;
    std::streamsize xsputn(const char* s, std::streamsize count) override;
    int sync() override;

private:
    bool put(unsigned char c);
    bool emit(std::string_view text);

    std::streambuf* target_;
    std::string pending_;  // the first bytes of a character that may be escaped (at most 2), waiting for the rest
};

}  // namespace muster::cli
