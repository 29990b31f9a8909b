#pragma once
// What muster-cli prints for people goes through this stream buffer: control characters (terminal escape
// sequences, carriage returns, C1 controls) in names that came from files or the database are shown as
// \xNN instead of being obeyed by the terminal. JSON and exported files do not pass through it
// (writeStdout in CliContext.h writes them unchanged to the buffer underneath).
#include <streambuf>

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
    bool emit(const char* text, std::streamsize count);

    std::streambuf* target_;
    bool afterC2_ = false;  // the previous byte was 0xC2, the first byte of a C1 control's UTF-8 form
};

}  // namespace muster::cli
