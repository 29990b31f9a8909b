#include "CliContext.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

#include "EscapingStreamBuf.h"
#include "muster/domain/CatalogLoader.h"
#include "muster/domain/ResourceLocator.h"
#include "muster/domain/TextUtil.h"

namespace muster::cli {

namespace {

bool stdoutFailureReported = false;

std::string stdoutProblem(int error) {
    std::string message = "cannot write to standard output";
    if (error != 0) message += std::string(" (") + std::strerror(error) + ")";
    return message + "; the output is incomplete";
}

// JSON with the characters a terminal would obey written as \u escapes: nlohmann-json escapes U+0000 to
// U+001F itself, but leaves U+007F, the C1 controls (U+0080 to U+009F) and the bidirectional formatting
// characters (U+202E, ...) raw.
std::string safeJson(const nlohmann::json& value) {
    const std::string dumped = value.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
    std::string out;
    out.reserve(dumped.size() + 1);
    static constexpr char kHex[] = "0123456789abcdef";
    for (std::size_t i = 0; i < dumped.size(); ++i) {
        const auto c = static_cast<unsigned char>(dumped[i]);
        if (c == 0x7F) {
            out += "\\u007f";
        } else if (c == 0xC2 && i + 1 < dumped.size() && static_cast<unsigned char>(dumped[i + 1]) < 0xA0 &&
                   static_cast<unsigned char>(dumped[i + 1]) >= 0x80) {
            const auto control = static_cast<unsigned char>(dumped[++i]);
            out += "\\u00";
            out += kHex[control >> 4];
            out += kHex[control & 0xF];
        } else if (const std::size_t bidi =
                       c == 0xD8 || c == 0xE2 ? domain::text::bidiControlAt(std::string_view(dumped).substr(i)) : 0;
                   bidi > 0) {
            out += domain::text::printable(std::string_view(dumped).substr(i, bidi), 16);  // \u202E: JSON's form too
            i += bidi - 1;
        } else {
            out += dumped[i];
        }
    }
    return out + "\n";
}

}  // namespace

const domain::Catalog& CliContext::catalog() {
    if (!catalog_) {
        catalog_ = std::make_unique<domain::Catalog>(
            domain::CatalogLoader::load(domain::ResourceLocator::catalogIndex()));
    }
    return *catalog_;
}

void CliContext::printJson(const nlohmann::json& value) {
    writeStdout(safeJson(value));
}

void writeStdout(std::string_view bytes) {
    std::cout.flush();  // what was printed before comes first
    std::streambuf* out = std::cout.rdbuf();
    if (auto* escaping = dynamic_cast<EscapingStreamBuf*>(out)) out = escaping->target();
    errno = 0;
    const auto size = static_cast<std::streamsize>(bytes.size());
    const bool written = out->sputn(bytes.data(), size) == size && out->pubsync() == 0;
    if (!written || !std::cout) {
        const int error = errno;
        std::cout.setstate(std::ios::badbit);
        stdoutFailureReported = true;
        throw CliError(stdoutProblem(error), kBadInput);
    }
}

bool finishStdout() {
    errno = 0;
    std::cout.flush();
    const bool ok = std::cout.good() && std::fflush(stdout) == 0 && std::ferror(stdout) == 0;
    if (!ok && !stdoutFailureReported) {
        const int error = errno;
        stdoutFailureReported = true;
        std::cerr << "muster-cli: " << stdoutProblem(error) << '\n';
    }
    return ok;
}

}  // namespace muster::cli
