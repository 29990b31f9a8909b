#include "EscapingStreamBuf.h"

#include "muster/domain/TextUtil.h"

namespace muster::cli {

namespace {

bool isEscaped(unsigned char c) {
    return (c < 0x20 && c != '\n' && c != '\t') || c == 0x7F;
}

// The first byte of a character that may need escaping: a C1 control (0xC2 0x80..0x9F) or a bidirectional
// formatting character (0xD8 0x9C, 0xE2 0x80/0x81 ...).
bool mayStartEscaped(unsigned char c) {
    return c == 0xC2 || c == 0xD8 || c == 0xE2;
}

bool isC1(std::string_view s) {
    return s.size() >= 2 && static_cast<unsigned char>(s[0]) == 0xC2 && static_cast<unsigned char>(s[1]) >= 0x80 &&
           static_cast<unsigned char>(s[1]) < 0xA0;
}

}  // namespace

bool EscapingStreamBuf::emit(std::string_view text) {
    return target_->sputn(text.data(), static_cast<std::streamsize>(text.size())) ==
           static_cast<std::streamsize>(text.size());
}

bool EscapingStreamBuf::put(unsigned char c) {
    pending_ += static_cast<char>(c);
    while (!pending_.empty()) {
        const std::string_view head = pending_;
        std::size_t escaped = 0;
        if (isEscaped(static_cast<unsigned char>(head[0]))) {
            escaped = 1;
        } else if (isC1(head)) {
            escaped = 2;
        } else {
            escaped = domain::text::bidiControlAt(head);
        }
        if (escaped > 0) {
            // The one quoting helper writes the escape (\x1B, \xC2\x9B, \u202E).
            if (!emit(domain::text::printable(head.substr(0, escaped), 16))) return false;
            pending_.erase(0, escaped);
            continue;
        }
        if (head == "\xC2" || domain::text::mayStartBidiControl(head)) return true;  // wait for the next byte
        if (!emit(head.substr(0, 1))) return false;
        pending_.erase(0, 1);
    }
    return true;
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
        while (pending_.empty() && done + run < count) {
            const auto c = static_cast<unsigned char>(s[done + run]);
            if (isEscaped(c) || mayStartEscaped(c)) break;
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
    // The first bytes of a character that never came whole: not an escape, pass them on.
    if (!pending_.empty()) {
        const std::string rest = std::move(pending_);
        pending_.clear();
        if (!emit(rest)) return -1;
    }
    return target_->pubsync();
}

}  // namespace muster::cli
