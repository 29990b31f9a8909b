#include "muster/services/MatchLogCheck.h"

#include <vector>

#include "muster/domain/FileIO.h"
#include "muster/domain/RosterIO.h"
#include "muster/domain/TextUtil.h"
#include "muster/services/EventStore.h"

namespace muster::services {

namespace {

// Runs verifyText; true when it threw (the message in `problem`).
bool throws(const rules::MatchVerifier& verifier, std::string_view text, const std::string& file,
            std::string& problem) {
    try {
        (void)verifier.verifyText(text, file);
        return false;
    } catch (const std::exception& e) {
        problem = e.what();
    } catch (...) {
        problem = "an unexpected error";
    }
    return true;
}

// The first line whose reading makes verifyText throw: the shortest beginning of the log (in whole lines)
// that throws. The log is read from the top, so every longer beginning throws too: a binary search.
int throwingLine(const rules::MatchVerifier& verifier, std::string_view text, const std::string& file) {
    std::vector<std::size_t> lineEnds;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\n') lineEnds.push_back(i + 1);
    }
    if (lineEnds.empty() || lineEnds.back() != text.size()) lineEnds.push_back(text.size());
    std::size_t low = 0;  // lines [0, low) do not throw
    std::size_t high = lineEnds.size();
    std::string ignored;
    while (low + 1 < high) {
        const std::size_t middle = (low + high) / 2;  // try the first `middle` lines
        if (throws(verifier, text.substr(0, lineEnds[middle - 1]), file, ignored)) {
            high = middle;
        } else {
            low = middle;
        }
    }
    return static_cast<int>(high);
}

}  // namespace

rules::MatchVerdict unreadableVerdict(const std::string& file, int line, const std::string& problem) {
    rules::MatchVerdict v;
    v.status = rules::MatchVerdict::Status::Unreadable;
    v.file = file;
    v.line = line;
    v.rulesGive = problem;
    v.message = file + (line > 0 ? ":" + std::to_string(line) : std::string()) + ": unreadable: " + problem;
    return v;
}

rules::MatchVerifier::RosterReader logRosterReader(const domain::Catalog& catalog) {
    return [&catalog](const std::string& path) {
        std::string content;
        try {
            content = domain::readFile(path, domain::ReadLimits{kMaxRosterBytes});
        } catch (const domain::FileError& e) {
            throw std::runtime_error(e.what());
        }
        try {
            return domain::RosterIO::parse(content, catalog, path);
        } catch (const domain::RosterFormatError& e) {
            // The log may name any file: say where, but never quote what is in it.
            throw std::runtime_error(path + (e.line() > 0 ? ": line " + std::to_string(e.line()) : std::string()) +
                                     ": not a roster Muster can read (check it with: muster-cli validate " + path +
                                     ")");
        }
    };
}

rules::MatchVerdict verifyTextSafely(const rules::MatchVerifier& verifier, std::string_view text,
                                     const std::string& file) {
    std::string problem;
    try {
        return verifier.verifyText(text, file);
    } catch (const std::exception& e) {
        problem = e.what();
    } catch (...) {
        problem = "an unexpected error";
    }
    const int line = throwingLine(verifier, text, file);
    return unreadableVerdict(file, line,
                             "the log could not be read here (" + domain::text::printable(problem, 120) + ")");
}

rules::MatchVerdict verifyLogFile(const rules::MatchVerifier& verifier, const std::string& path) {
    std::string text;
    try {
        text = domain::readFile(path);
    } catch (const domain::FileError& e) {
        return unreadableVerdict(path, 0, e.problem());
    }
    if (const auto bad = domain::text::firstInvalidUtf8(text)) {
        const std::string problem = domain::text::utf8Problem(text);
        return unreadableVerdict(path, domain::text::lineOf(text, *bad), problem.substr(problem.find(": ") + 2));
    }
    return verifyTextSafely(verifier, text, path);
}

CheckedLog checkMatchLogFile(const domain::Catalog& catalog, const std::string& path) {
    CheckedLog out;
    try {
        out.text = domain::readFile(path);
    } catch (const domain::FileError& e) {
        throw EventStoreError(path + ": cannot open the match log (" + e.problem() + ")");
    }
    if (!domain::text::utf8Problem(out.text).empty()) {
        throw EventStoreError(path + ": " + domain::text::utf8Problem(out.text) + "; nothing was stored");
    }
    const rules::MatchVerifier verifier(catalog, logRosterReader(catalog));
    out.verdict = verifyTextSafely(verifier, out.text, path);
    return out;
}

}  // namespace muster::services
