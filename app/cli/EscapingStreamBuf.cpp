#include "EscapingStreamBuf.h"

#include <array>

namespace muster::cli {

namespace {

bool isEscaped(unsigned char c) {
    return (c < 0x20 && c != '\n' && c != '\t') || c == 0x7F;
}

std::array<char, 4> hex(unsigned char c) {
    static constexpr char kDigits[] = "0123456789ABCDEF";
    return {'\\', 'x', kDigits[c >> 4], kDigits[c & 0xF]};
}

}  // namespace

bool EscapingStreamBuf::emit(const char* text, std::streamsize count) {
    return target_->sputn(text, count) == count;
}

bool EscapingStreamBuf::put(unsigned char c) {
    if (afterC2_) {
        afterC2_ = false;
        if (c >= 0x80 && c < 0xA0) {  // U+0080 to U+009F
            const auto lead = hex(0xC2);
            const auto trail = hex(c);
            return emit(lead.data(), 4) && emit(trail.data(), 4);
        }
        const char lead = static_cast<char>(0xC2);
        if (!emit(&lead, 1)) return false;
    }
    if (c == 0xC2) {
        afterC2_ = true;
        return true;
    }
    if (isEscaped(c)) {
        const auto text = hex(c);
        return emit(text.data(), 4);
    }
    const char plain = static_cast<char>(c);
    return emit(&plain, 1);
}

EscapingStreamBuf::int_type EscapingStreamBuf::overflow(int_type ch) {
    if (traits_type::eq_int_type(ch, traits_type::eof())) return traits_type::not_eof(ch);
    return put(static_cast<unsigned char>(traits_type::to_char_type(ch))) ? ch : traits_type::eof();
}

std::streamsize EscapingStreamBuf::xsputn(const char* s, std::streamsize count) {
    std::streamsize done = 0;
    while (done < count) {
        // Runs of ordinary bytes go through in one piece.
        std::streamsize run = 0;
        while (!afterC2_ && done + run < count) {
            const auto c = static_cast<unsigned char>(s[done + run]);
            if (isEscaped(c) || c == 0xC2) break;
            ++run;
        }
        if (run > 0) {
            const std::streamsize written = target_->sputn(s + done, run);
            done += written;
            if (written != run) return done;
            continue;
        }
        if (!put(static_cast<unsigned char>(s[done]))) return done;
        ++done;
    }
    return done;
}

int EscapingStreamBuf::sync() {
    if (afterC2_) {  // a lone 0xC2 at the end: not a C1 control, pass it on
        afterC2_ = false;
        const char lead = static_cast<char>(0xC2);
        if (!emit(&lead, 1)) return -1;
    }
    return target_->pubsync();
}

}  // namespace muster::cli
