// The game window (issue 30; gui GameWindow): one entry with the window redrawn, on 36-point games. Goal: under 16 ms
// (one frame at 60 Hz). The games are six generated 36-point games (seeds 1..6, 10 turns), each statement entered as
// the window's tray, choices or statement line make it (rolls as faces, the owner's outcome already picked); one
// iteration is GameWindow::submit (the recorder's entry, then the next step's line, the dice tray, the legal
// choices and the log list refreshed) plus the board painted into a 1280x800 bitmap. Needs a display (xvfb-run).
#include <benchmark/benchmark.h>
#include <wx/app.h>
#include <wx/bitmap.h>
#include <wx/dcmemory.h>
#include <wx/init.h>

#include <filesystem>
#include <iostream>
#include <memory>

#include "../tests/services/RecordingReentry.h"
#include "muster/domain/CatalogLoader.h"
#include "muster/gui/AppContext.h"
#include "muster/gui/GameBoardView.h"
#include "muster/gui/GameWindow.h"
#include "muster/rules/engine/RollOutcomes.h"
#include "muster/rules/matchlog/LegalLogGenerator.h"
#include "muster/rules/matchlog/MatchLogParser.h"

namespace {

namespace fs = std::filesystem;
using muster::services::GameRecording;
using muster::services::RecordingEntry;
using muster::services::RecordingJournal;

const muster::domain::Catalog& catalog() {
    static const auto c =
        muster::domain::CatalogLoader::load(fs::path(MUSTER_SOURCE_RESOURCES) / "catalog" / "catalog.json");
    return c;
}

struct Game {
    std::string header;
    std::vector<RecordingEntry> entries;  // the outcome already picked where the faces leave a choice
};

const std::vector<Game>& games() {
    static const std::vector<Game> all = [] {
        std::vector<Game> out;
        const muster::rules::matchlog::LegalLogGenerator generator(catalog());
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            muster::rules::matchlog::GeneratorOptions options;
            options.seed = seed;
            options.turns = 10;
            options.forceSize = 36;
            const auto text = generator.generate(options).text;
            Game game;
            game.header = muster::services::testing::headerOf(text);
            const auto log = muster::rules::matchlog::MatchLogParser::parse(text, "bench.log");
            auto recording = GameRecording::start(catalog(), game.header, RecordingJournal());
            bool whole = true;
            for (const auto& e : log.events) {
                auto again = muster::services::testing::enterAgain(*recording, log, e);
                if (!again.result.accepted()) {
                    whole = false;
                    break;
                }
                game.entries.push_back(std::move(again.entry));
            }
            if (whole) out.push_back(std::move(game));
        }
        return out;
    }();
    return all;
}

muster::gui::AppContext& context() {
    static muster::gui::AppContext c(catalog(), (fs::temp_directory_path() / "muster-bench-game.db").string());
    return c;
}

muster::gui::GameWindow* openWindow(const Game& game) {
    auto recording = GameRecording::start(catalog(), game.header, RecordingJournal());
    auto* window = new muster::gui::GameWindow(nullptr, context(), std::move(recording));
    window->Show();
    return window;
}

void BM_GameWindowEntry36(benchmark::State& state) {
    const auto& all = games();
    if (all.empty()) {
        state.SkipWithError("no game could be entered again");
        return;
    }
    wxBitmap bitmap(1280, 800);
    wxMemoryDC dc(bitmap);
    std::size_t game = 0;
    std::size_t next = 0;
    auto* window = openWindow(all[game]);
    for (auto _ : state) {
        if (next == all[game].entries.size()) {
            state.PauseTiming();
            window->Destroy();
            wxTheApp->ProcessIdle();
            game = (game + 1) % all.size();
            next = 0;
            window = openWindow(all[game]);
            state.ResumeTiming();
        }
        window->submit(all[game].entries[next++]);
        window->board().paint(dc, wxSize(1280, 800));
    }
    state.counters["games"] = static_cast<double>(all.size());
    window->Destroy();
}
BENCHMARK(BM_GameWindowEntry36)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
    wxApp::SetInstance(new wxApp());
    int wxArgc = 1;
    char* wxArgv[] = {argv[0], nullptr};
    if (!wxEntryStart(wxArgc, wxArgv)) {
        std::cerr << "cannot start wxWidgets (no display? run under xvfb-run)\n";
        return 1;
    }
    wxTheApp->CallOnInit();
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    wxTheApp->OnExit();
    wxEntryCleanup();
    return 0;
}
