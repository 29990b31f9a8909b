#pragma once
// The readers the fuzz targets drive (tests/fuzz/FuzzTarget.cpp) and the regression test replays
// (tests/fuzz/FuzzRegressionTest.cpp): one function per reader, fed the bytes of one input file. Each reads
// the input the way muster-cli does and goes on with what a command does next (validate, convert, score).
// A refusal (the reader's own error type) is the expected answer to bad input; anything else - another
// exception, a crash, a sanitizer report, a broken round trip (abort()) - is a bug.
#include <string>
#include <string_view>
#include <vector>

namespace muster::fuzz {

struct EntryPoint {
    const char* name;  // also the folder of its regression files in tests/data/fuzz-regressions/
    void (*run)(std::string_view input);
};

// Every entry point: roster-json, roster-text, match-log, event-file, collection-csv, collection-json,
// event-format, catalog-part, octgn-deck, match-position.
const std::vector<EntryPoint>& entryPoints();
const EntryPoint* findEntryPoint(std::string_view name);

// The catalog the entry points resolve names against: the shipped one, from the folder given by
// MUSTER_RESOURCE_DIR (else the source tree's resources/). Loaded on first use.
void setResourceDir(const std::string& dir);
// The match-log parser and MatchVerifier::verifyText on `input`, with nothing caught: they should answer
// every input with a verdict (FuzzRegressionEngine replays tests/data/fuzz-regressions/match-log/ through it).
void verifyLogStrictly(std::string_view input);

// Loads the catalog and builds the validator and the verifier now (libFuzzer's LLVMFuzzerInitialize), so that
// the first input is not charged with it.
void prepare();

}  // namespace muster::fuzz
