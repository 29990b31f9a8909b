#include "muster/rules/matchlog/LegalLogGenerator.h"

#include <algorithm>
#include <optional>
#include <random>

#include "ChampionFocus.h"
#include "ForceSampler.h"
#include "StatementCandidates.h"
#include "muster/rules/engine/Engine.h"
#include "muster/rules/matchlog/MatchLog.h"
#include "muster/rules/matchlog/MatchLogParser.h"
#include "roll/FaceTable.h"

namespace muster::rules::matchlog {

using engine::Engine;
using engine::EventKind;
using engine::GameState;

void ReachCounters::add(const ReachCounters& other) {
    for (const auto& [k, n] : other.statements) statements[k] += n;
    for (const auto& [k, n] : other.sais) sais[k] += n;
    for (const auto& [k, n] : other.spells) spells[k] += n;
}

struct LegalLogGenerator::Impl {
    explicit Impl(const domain::Catalog& catalog) : engine(catalog), sampler(catalog) {}
    Engine engine;
    ForceSampler sampler;
    StatementCandidates candidates;
};

LegalLogGenerator::LegalLogGenerator(const domain::Catalog& catalog)
    : catalog_(catalog), impl_(std::make_unique<Impl>(catalog)) {}

LegalLogGenerator::~LegalLogGenerator() = default;

namespace {

// One written statement; a roll's '?' is replaced by the total the engine answered.
struct WrittenLine {
    std::string text;
    int line = 0;
};

constexpr int kMaxPlayers = 4;
constexpr const char* kPlayerIds[kMaxPlayers] = {"A", "B", "C", "D"};
constexpr const char* kPlayerNames[kMaxPlayers] = {"Alice", "Bruno", "Chiara", "Dmitri"};
constexpr const char kLabelPrefix[4] = {'h', 'z', 'c', 'd'};
constexpr const char* kArmyWords[3] = {"home", "horde", "campaign"};

void countReach(const domain::Catalog& catalog, const GameState& before, const engine::Event& e, ReachCounters& reach) {
    reach.statements[std::string(engine::toString(e.kind))]++;
    if (e.kind == EventKind::Cast && !e.args.empty()) reach.spells[e.args.front()]++;
    if (e.kind != EventKind::Roll && e.kind != EventKind::HordeRoll) return;
    const int player = before.playerIndex(e.player);
    if (player < 0) return;
    for (const auto& f : e.faces) {
        const int piece = before.pieceIndex(player, f.unit);
        if (piece < 0) continue;
        const auto& die = catalog.die(before.piece(piece).die);
        const int index = std::atoi(f.face.c_str()) - 1;
        if (index < 0 || index >= static_cast<int>(die.faces.size())) continue;
        const auto& icon = die.faces[static_cast<std::size_t>(index)].icon;
        if (icon == "Logo")
            reach.sais[engine::logoSai(die)]++;  // the champion's, medallion's or relic's own SAI
        else if (icon.rfind("Element ", 0) == 0 && die.kind == domain::DieKind::Relic)
            reach.sais["Elemental Relic"]++;  // an Elemental Relic's element faces (roll/FaceTable)
        else if (catalog.findSai(icon) != nullptr)
            reach.sais[icon]++;
    }
}

}  // namespace

GeneratedLog LegalLogGenerator::generate(const GeneratorOptions& options) const {
    std::mt19937_64 rng(options.seed);
    GeneratedLog out;
    const auto& species = impl_->sampler.species();
    std::string header = "format muster-matchlog " + std::to_string(kFormatVersion) + "\n";
    header += "# A legal game played at random (muster-cli matchlog generate --seed " + std::to_string(options.seed) +
              " --turns " + std::to_string(options.turns) + "): every statement was checked by the rules engine.\n";
    header += "edition v4.01d\nforce-size " + std::to_string(options.forceSize) + "\n";
    MatchLog declared;  // what the statements are parsed against
    declared.file = "seed-" + std::to_string(options.seed) + ".log";
    declared.version = kFormatVersion;
    engine::Setup setup;
    setup.forceSize = options.forceSize;
    setup.logVersion = kFormatVersion;
    const int players = std::clamp(options.players, 2, kMaxPlayers);
    for (int p = 0; p < players; ++p) {
        const std::string chosen = options.species[p].empty()
                                       ? species[std::uniform_int_distribution<std::size_t>(0, species.size() - 1)(rng)]
                                       : options.species[p];
        const auto force = impl_->sampler.sample(chosen, options.forceSize, players, rng, options.dragonChampions,
                                                 options.exclusiveItems);
        engine::SetupPlayer sp;
        sp.id = kPlayerIds[p];
        sp.name = kPlayerNames[p];
        sp.homeTerrain = force.home;
        sp.proposedFrontier = force.frontier;
        PlayerDecl decl;
        decl.id = sp.id;
        declared.players.push_back(decl);
        header += "player " + sp.id + " " + sp.name + " (" + force.species + ")\n";
        header += "terrain " + sp.id + " home " + catalog_.die(force.home).name + "\n";
        header += "terrain " + sp.id + " frontier " + catalog_.die(force.frontier).name + "\n";
        for (std::size_t a = 0; a < 4; ++a) {
            const auto& dice = a < 3 ? force.armies[a] : force.pool;
            if (dice.empty()) continue;
            std::string line = a < 3 ? "army " + sp.id + " " + kArmyWords[a] : "pool " + sp.id;
            for (std::size_t i = 0; i < dice.size(); ++i) {
                std::string label(1, kLabelPrefix[a]);
                label += std::to_string(i + 1);
                line += (i == 0 ? " " : ", ") + label + ": " + catalog_.die(dice[i]).name;
                sp.dice.push_back({label, dice[i], a < 3 ? static_cast<int>(a) : -1});
            }
            header += line + "\n";
        }
        setup.players.push_back(std::move(sp));
    }
    header += "\nsetup\n";
    const int firstLine = static_cast<int>(std::count(header.begin(), header.end(), '\n')) + 1;

    const Engine& engine = impl_->engine;
    auto started = engine.start(setup);
    if (auto* bad = std::get_if<engine::Violation>(&started)) {
        out.stall = "setup: " + bad->rulesGive;
        out.text = header;
        return out;
    }
    GameState state = std::move(std::get<GameState>(started));
    std::vector<WrittenLine> lines;
    // The last point where the game could have stopped: the log is cut back to it when play stalls.
    std::optional<GameState> safeState;
    std::size_t safeLines = 0;
    const int maxStatements = 400 + options.turns * 250;
    std::vector<engine::AnsweredTotal> answers;
    std::vector<engine::RollRecord> rolls;  // the rolls counted: their choices are written on their lines (format 3)
    engine::ApplyOptions applyOptions;
    applyOptions.answers = &answers;
    applyOptions.rolls = &rolls;
    std::vector<Candidate> candidates;
    std::vector<std::string> refusals;  // why the engine refused the first candidates of this step
    long unanswered = 0;                // the '?' totals written and not answered yet

    while (!state.finished && static_cast<int>(lines.size()) < maxStatements) {
        const auto expectations = engine.expect(state);
        const bool resultDue = std::any_of(expectations.begin(), expectations.end(), [](const auto& x) {
            return std::find(x.kinds.begin(), x.kinds.end(), EventKind::Result) != x.kinds.end();
        });
        // (Not while a roll's total is still to be answered: a roll with Cantrip magic is answered after its 'cast'
        // lines, and a log cut back between them would keep its '?'.)
        if (resultDue && !state.gameOver() && unanswered == 0) {
            safeState = state;
            safeLines = lines.size();
        }
        const CandidateContext context{catalog_, state, rng, options.turns, options.spellsCastBefore,
                                       options.magicFirst};
        const int lineNumber = firstLine + static_cast<int>(lines.size());
        bool accepted = false;
        refusals.clear();
        bool anyUnsupported = false;
        std::string firstUnsupported;
        for (const auto& x : expectations) {
            candidates.clear();
            for (const auto kind : x.kinds) impl_->candidates.make(kind, context, x, candidates);
            if (options.dragonChampions) focusOnChampions(context, x, candidates);
            for (const auto& candidate : candidates) {
                std::string text = candidate.text;
                const bool ask = candidate.asksTotal();
                std::replace(text.begin(), text.end(), '?', '0');
                engine::Event event;
                try {
                    event = MatchLogParser::parseStatement(declared, text, lineNumber);
                } catch (const MatchLogError& e) {
                    out.invariants.push_back("line " + std::to_string(lineNumber) + ": the generator wrote '" + text +
                                             "', which does not parse: " + e.problem());
                    continue;
                }
                if (ask)
                    for (auto& total : event.totals) total.value = engine::kAskTotal;
                GameState next = state;
                answers.clear();
                rolls.clear();
                if (auto refused = engine.apply(next, event, applyOptions)) {
                    if (refusals.size() < 3) refusals.push_back("'" + candidate.text + "': " + refused->rulesGive);
                    if (refused->kind == engine::Violation::Kind::Unsupported && firstUnsupported.empty())
                        firstUnsupported = refused->rulesGive;
                    anyUnsupported = anyUnsupported || refused->kind == engine::Violation::Kind::Unsupported;
                    continue;
                }
                countReach(catalog_, state, event, out.reach);
                lines.push_back({candidate.text, lineNumber});
                unanswered += std::count(candidate.text.begin(), candidate.text.end(), '?');
                for (const auto& a : answers) {
                    const auto at = static_cast<std::size_t>(a.line - firstLine);
                    if (at >= lines.size()) continue;
                    auto& written = lines[at].text;
                    if (const auto q = written.find('?'); q != std::string::npos) {
                        written.replace(q, 1, std::to_string(a.value));
                        --unanswered;
                    }
                }
                // Every choice the engine took for a roll is written on its line, so the log is complete.
                for (const auto& r : rolls) {
                    const auto at = static_cast<std::size_t>(r.line - firstLine);
                    if (r.line < firstLine || at >= lines.size() || r.choices.empty()) continue;
                    lines[at].text = engine::writeChoices(lines[at].text, r.choices);
                }
                state = std::move(next);
                for (const auto& problem : engine.invariantProblems(state))
                    if (out.invariants.size() < 20)
                        out.invariants.push_back("line " + std::to_string(lineNumber) + ": " + problem);
                accepted = true;
                break;
            }
            if (accepted || !x.optional) break;
        }
        if (!accepted) {
            std::string expected;
            for (const auto& x : expectations) expected += (expected.empty() ? "" : ", or ") + x.what;
            out.stall = "line " + std::to_string(lineNumber) + ": no statement met " +
                        (expected.empty() ? std::string("the engine's expectation") : expected) +
                        (lines.empty() ? std::string() : " (after '" + lines.back().text + "')");
            for (const auto& r : refusals) out.stall += "; refused " + r;
            out.stalledOnUnsupported = anyUnsupported;
            out.unsupported = firstUnsupported;
            break;
        }
    }
    if (!state.finished && safeState) {
        // Stop where the game could stop: cut back and end with the result that is due there.
        lines.resize(safeLines);
        state = std::move(*safeState);
        const int lineNumber = firstLine + static_cast<int>(lines.size());
        const std::string text =
            state.gameOver() ? "result " + state.pid(state.winner) + " " + state.winBy : "result none";
        const auto event = MatchLogParser::parseStatement(declared, text, lineNumber);
        if (auto bad = engine.apply(state, event))
            out.invariants.push_back("line " + std::to_string(lineNumber) +
                                     ": the result is refused: " + bad->rulesGive);
        lines.push_back({text, lineNumber});
    }
    out.text = header;
    bool inTurns = false;
    for (const auto& l : lines) {
        const bool turnLine = l.text.rfind("turn ", 0) == 0 || l.text.rfind("result", 0) == 0;
        if (turnLine) out.text += "\n";
        inTurns = inTurns || turnLine;
        out.text += (inTurns && !turnLine ? "  " : "") + l.text + "\n";
    }
    out.statements = static_cast<int>(lines.size());
    out.turns = state.turn.number;
    out.result = lines.empty() ? std::string() : lines.back().text;
    return out;
}

}  // namespace muster::rules::matchlog
