#include "muster/rules/matchlog/MatchLogParser.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include "LogTokens.h"
#include "PositionParser.h"
#include "muster/domain/TextUtil.h"

namespace muster::rules::matchlog {

MatchLogError::MatchLogError(std::string file, int line, std::string problem)
    : std::runtime_error(file + ":" + std::to_string(line) + ": " + problem),
      file_(std::move(file)),
      line_(line),
      problem_(std::move(problem)) {}

namespace {

using engine::Event;
using engine::EventKind;

// The longest message: what it quotes of the log is cut by shown(); this cuts what a message missed.
constexpr std::size_t kMaxProblemBytes = 400;
// The statements room is made for before the log is read (the list grows past it).
constexpr std::size_t kReservedEvents = 4096;

// A word of the log quoted in a message: at most ~60 bytes, with control and bidi characters escaped.
std::string shown(std::string_view word) {
    return domain::text::printable(word, 60);
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    return s;
}

// The words of a line, as views into it: `out` is reused from line to line (no string or list built per line).
using Words = std::vector<std::string_view>;

void split(std::string_view s, Words& out) {
    out.clear();
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
        std::size_t j = i;
        while (j < s.size() && s[j] != ' ' && s[j] != '\t') ++j;
        if (j > i) out.push_back(s.substr(i, j - i));
        i = j;
    }
}

std::string join(const Words& words, std::size_t from, std::size_t to) {
    std::string out;
    for (std::size_t i = from; i < to && i < words.size(); ++i) {
        if (!out.empty()) out += ' ';
        out += words[i];
    }
    return out;
}

// The units one dice list (or one re-roll segment) of a roll has named so far: a few are compared in place; a long
// list (a hostile line may name thousands) goes into a set.
class SeenUnits {
public:
    // False when the unit was named already.
    bool insert(std::string_view unit) {
        if (count_ <= kFew) {
            if (std::find(few_.begin(), few_.begin() + static_cast<std::ptrdiff_t>(count_), unit) !=
                few_.begin() + static_cast<std::ptrdiff_t>(count_))
                return false;
            if (count_ < kFew) {
                few_[count_++] = unit;
                return true;
            }
            many_.insert(few_.begin(), few_.end());
            ++count_;
        }
        return many_.insert(unit).second;
    }
    void clear() {
        count_ = 0;
        many_.clear();
    }

private:
    static constexpr std::size_t kFew = 32;
    std::array<std::string_view, kFew> few_;
    std::size_t count_ = 0;  // kFew + 1 once the set holds them
    std::set<std::string_view> many_;
};

using tokens::isToken;
using tokens::toInt;

// Roll-level choices whose value is a number, so that they are not read as stated totals (version 3).
bool isChoiceKey(std::string_view key) {
    return key == "bone-magic" || key == "wilding";
}

// Unit labels, type words and counts joined by '+': 'c2+c4', 'melee+save', '2'.
bool isChoiceValue(std::string_view value) {
    for (char c : value) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
                        c == '-' || c == '.' || c == '+' || c == ':';
        if (!ok) return false;
    }
    return true;
}

// The statement keywords, grouped by their first letter: every statement looks its first word up here, and compares
// it with the few keywords that start like it.
class KeywordTable {
public:
    KeywordTable(std::initializer_list<std::pair<std::string_view, EventKind>> entries) : entries_(entries) {
        std::stable_sort(entries_.begin(), entries_.end(), [](const auto& a, const auto& b) {
            return static_cast<unsigned char>(a.first.front()) < static_cast<unsigned char>(b.first.front());
        });
        for (std::size_t c = 0; c <= 256; ++c)
            from_[c] = std::lower_bound(entries_.begin(), entries_.end(), c,
                                        [](const auto& entry, std::size_t letter) {
                                            return static_cast<unsigned char>(entry.first.front()) < letter;
                                        }) -
                       entries_.begin();
    }
    [[nodiscard]] std::optional<EventKind> find(std::string_view word) const {
        if (word.empty()) return std::nullopt;
        const auto letter = static_cast<unsigned char>(word.front());
        for (auto i = from_[letter]; i < from_[letter + 1U]; ++i)
            if (entries_[static_cast<std::size_t>(i)].first == word)
                return entries_[static_cast<std::size_t>(i)].second;
        return std::nullopt;
    }

private:
    std::vector<std::pair<std::string_view, EventKind>> entries_;
    std::array<std::ptrdiff_t, 257> from_{};  // the first entry of each first letter; from_[256]: the end
};

const KeywordTable& keywords() {
    static const KeywordTable table = {
        {"horde-roll", EventKind::HordeRoll},
        {"choose", EventKind::Choose},
        {"frontier-pick", EventKind::FrontierPick},
        {"place", EventKind::Place},
        {"start-roll", EventKind::StartRoll},
        {"turn", EventKind::Turn},
        {"phase", EventKind::Phase},
        {"city", EventKind::City},
        {"temple", EventKind::Temple},
        {"feralize", EventKind::Feralize},
        {"winters-fortitude", EventKind::WintersFortitude},
        {"march", EventKind::March},
        {"maneuver", EventKind::Maneuver},
        {"terrain", EventKind::TerrainTurn},
        {"action", EventKind::Action},
        {"roll", EventKind::Roll},
        {"kill", EventKind::Kill},
        {"step-down", EventKind::SteppedDamage},
        {"foul-stench", EventKind::FoulStench},
        {"counter-attack", EventKind::CounterAttack},
        {"cast", EventKind::Cast},
        {"reinforce", EventKind::Reinforce},
        {"retreat", EventKind::Retreat},
        {"air-flight", EventKind::AirFlight},
        {"result", EventKind::Result},
        {"mutate", EventKind::Mutate},
        {"mutate-gain", EventKind::MutateGain},
        {"dragonkin-handlers", EventKind::DragonkinHandlers},
        {"charge", EventKind::Charge},
        {"lair", EventKind::Lair},
        {"grove", EventKind::Grove},
        {"dragon-attack", EventKind::DragonAttack},
        {"dragon-target", EventKind::DragonTarget},
        {"control", EventKind::Control},
        {"treasure", EventKind::Treasure},
        {"tame", EventKind::Tame},
        {"slay", EventKind::Slay},
        {"dragon-damage", EventKind::DragonDamage},
        {"promote", EventKind::Promote},
        {"minor", EventKind::Minor},
        {"minor-face", EventKind::MinorFace},
        {"mire", EventKind::Mire},
        {"castle", EventKind::Castle},
        {"sai", EventKind::Sai},
        {"grow", EventKind::Grow},
        {"plague", EventKind::Plague},
        {"return", EventKind::Return},
        {"resolve", EventKind::Resolve},
        {"bury-item", EventKind::BuryItem},
        {"carry-item", EventKind::CarryItem},
        {"ride", EventKind::Ride},
    };
    return table;
}

class Parser {
public:
    Parser(std::string_view content, std::string file, ParseOptions options = {})
        : content_(content), options_(options) {
        log_.file = std::move(file);
    }

    engine::Event statement(const MatchLog& header, int lineNumber) {
        line_ = lineNumber;
        log_.version = header.version;
        log_.players = header.players;
        std::string_view raw = content_;
        if (raw.find('\n') != std::string_view::npos) fail("one statement is one line");
        if (const auto hash = raw.find('#'); hash != std::string_view::npos) raw = raw.substr(0, hash);
        const std::string_view text = trim(raw);
        if (text.empty()) fail("an empty line is not a statement");
        split(text, words_);
        eventLine(words_, text);
        return std::move(log_.events.back());
    }

    MatchLog run() {
        // Room for the statements (one per line at most; a hostile file of empty lines reserves no more than this).
        log_.events.reserve(std::min(checkText(), kReservedEvents));
        std::size_t pos = 0;
        int lineNo = 0;
        bool inSetup = false;  // the statements have begun (after 'setup' or 'play')
        bool sawFormat = false;
        std::optional<PositionParser> position;  // inside the position section
        while (pos <= content_.size()) {
            std::size_t end = content_.find('\n', pos);
            if (end == std::string_view::npos) end = content_.size();
            std::string_view raw = content_.substr(pos, end - pos);
            pos = end + 1;
            ++lineNo;
            line_ = lineNo;
            if (const auto hash = raw.find('#'); hash != std::string_view::npos) raw = raw.substr(0, hash);
            const std::string_view text = trim(raw);
            if (text.empty()) {
                if (end == content_.size()) break;
                continue;
            }
            split(text, words_);
            const Words& words = words_;
            lastLine_ = lineNo;
            if (!sawFormat) {
                if (words.size() != 3 || words[0] != "format" || words[1] != kFormatTag)
                    fail("the first line must be 'format muster-matchlog " + std::to_string(kFormatVersion) +
                         "' (or an older version)");
                const auto v = toInt(words[2]);
                if (!v || *v < 1) fail("the format version must be a positive number");
                if (*v > kNewestFormatVersion)
                    fail("format version " + shown(words[2]) + " is newer than this program reads (" +
                         std::to_string(kNewestFormatVersion) + ")");
                log_.version = *v;
                sawFormat = true;
            } else if (position) {
                if (words[0] == "play" && words.size() == 1) {
                    position->finish(lineNo);
                    position.reset();
                    inSetup = true;
                } else {
                    position->line(std::vector<std::string>(words.begin(), words.end()), text, lineNo);
                }
            } else if (!inSetup) {
                if (words[0] == "setup" && words.size() == 1) {
                    if (log_.position) fail("a log starts from its 'position' section or from 'setup', not both");
                    finishHeader();
                    inSetup = true;
                } else if (words[0] == "position" && words.size() == 1) {
                    startPosition();
                    position.emplace(*log_.position, log_.players, log_.file);
                } else {
                    headerLine(words);
                }
            } else {
                eventLine(words, text);
            }
            if (end == content_.size()) break;
        }
        if (!sawFormat)
            fail("empty log: the first line must be 'format muster-matchlog " + std::to_string(kFormatVersion) + "'");
        if (position) {
            line_ = lastLine_;
            fail("the position section never ends: a 'play' line must follow it");
        }
        if (!inSetup) fail("the header never ends: a 'setup' line must follow it");
        line_ = lastLine_;
        if (!options_.unfinished && (log_.events.empty() || log_.events.back().kind != EventKind::Result))
            fail("the log must end with a 'result' line ('result <winner> capture|elimination' or 'result none')");
        return std::move(log_);
    }

private:
    // Every message goes through the quoting helper: a quote a message missed is still escaped and cut.
    [[noreturn]] void fail(const std::string& problem) const {
        throw MatchLogError(log_.file, line_, domain::text::printable(problem, kMaxProblemBytes));
    }

    // What the text itself must be before its lines are read: no byte order mark (skipped), no NUL byte, no
    // carriage return but before a line feed, no line longer than kMaxLineBytes. Each line is searched, not walked
    // byte by byte; the first fault in the text is reported. Returns the number of lines.
    std::size_t checkText() {
        if (content_.starts_with("\xEF\xBB\xBF")) content_.remove_prefix(3);
        constexpr std::size_t kMax = MatchLogParser::kMaxLineBytes;
        // Most texts hold neither a NUL nor a CR: then only the lengths of the lines are left to check.
        const bool lengthsOnly =
            content_.find('\0') == std::string_view::npos && content_.find('\r') == std::string_view::npos;
        int lineNo = 1;
        for (std::size_t lineStart = 0;; ++lineNo) {
            const std::size_t newline = content_.find('\n', lineStart);
            const std::size_t end = newline == std::string_view::npos ? content_.size() : newline;
            std::size_t nul = std::string_view::npos;
            std::size_t cr = std::string_view::npos;
            if (!lengthsOnly) {
                // The bytes before the one that makes the line too long.
                const std::string_view checked = content_.substr(lineStart, std::min(end - lineStart, kMax + 1));
                nul = checked.find('\0');
                cr = checked.find('\r');
                if (cr != std::string_view::npos && lineStart + cr + 1 == end)
                    cr = std::string_view::npos;  // before LF
            }
            line_ = lineNo;
            if (nul != std::string_view::npos && nul < cr)
                fail("holds a NUL byte (at byte " + std::to_string(nul + 1) +
                     " of the line): a match log is text; is this the right file?");
            if (cr != std::string_view::npos)
                fail(
                    "a carriage return inside the line: the log's lines seem to end in CR only (old Mac text); "
                    "save it with LF or CRLF line ends");
            if (end - lineStart > kMax)
                fail("the line is longer than " + std::to_string(kMax) +
                     " bytes; a match log's lines are short (is this a match log?)");
            if (newline == std::string_view::npos) break;
            lineStart = newline + 1;
        }
        line_ = 0;
        return static_cast<std::size_t>(lineNo);
    }

    PlayerDecl& playerFor(std::string_view id) {
        for (auto& p : log_.players)
            if (p.id == id) return p;
        fail("unknown player '" + shown(id) + "' (declare it first with 'player " + std::string(id) + " <name>')");
    }

    bool isPlayer(std::string_view id) const {
        return std::any_of(log_.players.begin(), log_.players.end(), [&](const PlayerDecl& p) { return p.id == id; });
    }

    void headerLine(const Words& w) {
        const std::string key(w[0]);
        if (key == "edition") {
            if (w.size() != 2) fail("'edition' takes one word, e.g. 'edition v4.01d'");
            log_.edition = std::string(w[1]);
            log_.editionLine = line_;
        } else if (key == "force-size") {
            const auto v = w.size() == 2 ? toInt(w[1]) : std::nullopt;
            if (!v || *v <= 0) fail("'force-size' takes a positive number of points");
            log_.forceSize = *v;
        } else if (key == "player") {
            if (log_.players.size() >= MatchLogParser::kMaxPlayers) {
                fail("a game has at most " + std::to_string(MatchLogParser::kMaxPlayers) +
                     " players here (the rulebook recommends six at most)");
            }
            if (w.size() < 2 || !isToken(w[1]))
                fail("'player' takes an id (letters, digits, '-', '_', '.') and a name");
            if (w[1] == "none" || w[1] == "frontier" || w[1] == "-")
                fail("'" + shown(w[1]) + "' is a reserved word and cannot be a player id");
            for (const auto& p : log_.players)
                if (p.id == w[1]) fail("player '" + shown(w[1]) + "' is declared twice");
            PlayerDecl p;
            p.id = w[1];
            p.name = w.size() > 2 ? join(w, 2, w.size()) : w[1];
            p.line = line_;
            log_.players.push_back(std::move(p));
        } else if (key == "terrain") {
            if (w.size() < 4 || (w[2] != "home" && w[2] != "frontier"))
                fail("expected 'terrain <player> home|frontier <terrain die name>'");
            auto& p = playerFor(w[1]);
            std::string& slot = w[2] == "home" ? p.homeTerrain : p.frontierTerrain;
            if (!slot.empty()) fail("player '" + shown(w[1]) + "' already has a " + std::string(w[2]) + " terrain");
            slot = join(w, 3, w.size());
            (w[2] == "home" ? p.homeLine : p.frontierLine) = line_;
        } else if (key == "army" || key == "pool") {
            std::size_t listStart = 2;
            ArmySlot slot = ArmySlot::Home;
            if (w.size() < 2) fail("expected '" + key + " <player> ...'");
            auto& p = playerFor(w[1]);
            if (key == "army") {
                if (w.size() < 4) fail("expected 'army <player> home|horde|campaign <label>: <die>, ...'");
                if (w[2] == "home")
                    slot = ArmySlot::Home;
                else if (w[2] == "horde")
                    slot = ArmySlot::Horde;
                else if (w[2] == "campaign")
                    slot = ArmySlot::Campaign;
                else
                    fail("unknown army '" + shown(w[2]) + "': use home, horde or campaign");
                listStart = 3;
            }
            // Re-split the rest of the line on commas.
            const std::string rest = join(w, listStart, w.size());
            auto& target = key == "army" ? p.armies[static_cast<std::size_t>(slot)] : p.pool;
            std::size_t start = 0;
            while (start <= rest.size()) {
                std::size_t comma = rest.find(',', start);
                if (comma == std::string::npos) comma = rest.size();
                const std::string_view item = trim(std::string_view(rest).substr(start, comma - start));
                start = comma + 1;
                if (item.empty()) fail("empty entry in the " + key + " list (two commas in a row?)");
                const auto colon = item.find(':');
                if (colon == std::string_view::npos)
                    fail("entry '" + shown(std::string(item)) + "' needs a label: write '<label>: <die name>'");
                ForceEntry e;
                e.label = std::string(trim(item.substr(0, colon)));
                e.dieName = std::string(trim(item.substr(colon + 1)));
                e.line = line_;
                if (!isToken(e.label))
                    fail("label '" + shown(e.label) + "' may use only letters, digits, '-', '_' and '.'");
                if (e.dieName.empty()) fail("label '" + shown(e.label) + "' has no die name");
                if (labels_[p.id].count(e.label))
                    fail("label '" + shown(e.label) + "' is used twice by player " + p.id);
                labels_[p.id].insert(e.label);
                target.push_back(std::move(e));
                if (comma == rest.size()) break;
            }
        } else if (key == "roster") {
            if (w.size() < 3) fail("expected 'roster <player> <file>'");
            auto& p = playerFor(w[1]);
            if (!p.rosterRef.empty())
                fail("player '" + shown(w[1]) + "' already has a roster (line " + std::to_string(p.rosterLine) + ")");
            p.rosterRef = join(w, 2, w.size());
            p.rosterLine = line_;
        } else {
            fail("unknown header line '" + shown(key) +
                 "' (expected edition, force-size, player, terrain, army, pool, roster or setup)");
        }
    }

    void finishHeader() {
        if (log_.edition.empty()) fail("the header has no 'edition' line");
        if (log_.forceSize == 0) fail("the header has no 'force-size' line");
        if (log_.players.size() < 2) fail("a match needs at least two 'player' lines");
        for (const auto& p : log_.players) {
            if (p.homeTerrain.empty()) fail("player " + p.id + " has no 'terrain " + p.id + " home ...' line");
            if (p.frontierTerrain.empty()) fail("player " + p.id + " has no 'terrain " + p.id + " frontier ...' line");
            const bool inline_ =
                !p.armies[0].empty() || !p.armies[1].empty() || !p.armies[2].empty() || !p.pool.empty();
            if (!p.rosterRef.empty() && inline_) {
                line_ = p.rosterLine;
                fail("player " + p.id +
                     "'s force comes from a roster file here and from 'army'/'pool' lines too: use one "
                     "or the other (the roster's dice take the labels h1.., z1.., c1.., p1..)");
            }
            if (p.rosterRef.empty()) {
                for (std::size_t s = 0; s < 3; ++s) {
                    if (p.armies[s].empty()) {
                        static const char* names[] = {"home", "horde", "campaign"};
                        fail("player " + p.id + " has no '" + names[s] + "' army (use 'army " + p.id + " " + names[s] +
                             " ...' or 'roster " + p.id + " <file>')");
                    }
                }
            }
        }
    }

    // The 'position' line: a log that starts from a position (version 3) declares its players in the header and
    // states everything else in the section; its forces are not built from 'army', 'pool' or 'roster' lines.
    void startPosition() {
        if (log_.version < kPositionFormatVersion)
            fail("a 'position' section needs 'format " + std::string(kFormatTag) + " " +
                 std::to_string(kPositionFormatVersion) + "'; version " + std::to_string(log_.version) + " has none");
        if (log_.edition.empty()) fail("the header has no 'edition' line");
        if (log_.forceSize == 0) fail("the header has no 'force-size' line");
        if (log_.players.size() < 2) fail("a match needs at least two 'player' lines");
        for (const auto& p : log_.players) {
            const bool setupLines = !p.homeTerrain.empty() || !p.frontierTerrain.empty() || !p.rosterRef.empty() ||
                                    !p.armies[0].empty() || !p.armies[1].empty() || !p.armies[2].empty() ||
                                    !p.pool.empty();
            if (setupLines)
                fail("player " + p.id +
                     " has 'terrain', 'army', 'pool' or 'roster' lines, which set up a game from its start; a log "
                     "that starts from a position states its terrains and pieces in the position section");
        }
        log_.position.emplace();
        log_.position->line = line_;
    }

    // `usage` follows the statement's keyword in the message when it starts with a space (" <player> ...").
    void needPlayer(const Words& w, std::string_view usage) {
        if (w.size() < 2)
            fail("expected '" + (usage.starts_with(' ') ? std::string(w[0]) : std::string()) + std::string(usage) +
                 "'");
        if (!isPlayer(w[1])) fail("unknown player '" + shown(w[1]) + "' in '" + shown(w[0]) + "'");
    }

    void parseFaces(Event& e, const Words& w, std::size_t from) {
        // <totals> : <faces> [/ reason <faces>]...
        std::size_t i = from;
        for (; i < w.size() && w[i] != ":"; ++i) {
            const auto eq = w[i].find('=');
            if (eq == std::string::npos && log_.version >= 2 && isToken(w[i])) {
                e.bare.emplace_back(w[i]);  // a purpose, or a type counted without a stated total
                continue;
            }
            if (eq == std::string::npos || eq == 0)
                fail("expected a stated total like 'melee=7' before ':', found '" + shown(w[i]) + "'");
            const std::string_view key = w[i].substr(0, eq);
            const std::string_view value = w[i].substr(eq + 1);
            // Version 3: the owner's roll-level choices ('wilding=c2', 'palsy=save', 'bone-magic=1').
            if (log_.version >= 3 && (isChoiceKey(key) || (!value.empty() && !toInt(value)))) {
                if (!isToken(key) || value.empty() || !isChoiceValue(value))
                    fail("expected a choice like 'wilding=c2' or 'palsy=save' before ':', found '" + shown(w[i]) + "'");
                e.choices.push_back({std::string(key), std::string(value)});
                continue;
            }
            const auto v = toInt(value);
            if (!v || *v < 0)
                fail("the total in '" + shown(w[i]) + "' must be a number 0 or more (at most " +
                     std::to_string(std::numeric_limits<int>::max()) + ")");
            auto& total = e.totals.emplace_back();
            total.type = key;
            total.value = *v;
        }
        if (i == w.size()) fail("a roll needs ':' followed by each die's face, e.g. 'roll A melee=3 : f1=2'");
        if (e.totals.empty() && e.bare.empty()) fail("a roll must state its total before ':', e.g. 'melee=3'");
        ++i;
        e.faces.reserve(w.size() - i);  // at most one face per word left (fewer with re-roll segments)
        std::vector<engine::FaceToken>* target = &e.faces;
        SeenUnits seen;
        for (; i < w.size(); ++i) {
            if (w[i] == "/") {
                if (i + 1 >= w.size() || w[i + 1].find('=') != std::string::npos)
                    fail("'/' must be followed by the reason for the re-roll, e.g. '/ rapid-growth t1=3'");
                e.rerolls.push_back({std::string(w[i + 1]), {}});
                target = &e.rerolls.back().faces;
                seen.clear();
                ++i;
                continue;
            }
            const auto eq = w[i].find('=');
            if (eq == std::string::npos || eq == 0 || eq + 1 == w[i].size())
                fail("expected '<unit>=<face>' (e.g. 'f1=3' or 'f1=ID'), found '" + shown(w[i]) + "'");
            const std::string_view unit = w[i].substr(0, eq);
            std::string_view face = w[i].substr(eq + 1);
            std::string_view note;
            const auto colon = face.find(':');
            if (colon != std::string_view::npos && log_.version < 2)
                fail("'" + shown(w[i]) + "': a note after ':' (ID allocation, an SAI's result type) needs 'format " +
                     std::string(kFormatTag) + " 2'; version " + std::to_string(log_.version) + " has none");
            if (colon != std::string_view::npos) {
                note = face.substr(colon + 1);
                face = face.substr(0, colon);
                if (face.empty() || note.empty())
                    fail("expected '<unit>=<face>:<allocation>', found '" + shown(w[i]) + "'");
            }
            if (!seen.insert(unit)) fail("unit '" + shown(unit) + "' appears twice in one roll");
            auto& token = target->emplace_back();  // filled in place: no strings moved
            token.unit = unit;
            token.face = face;
            token.note = note;
        }
    }

    // Version 3: 'kill B c1>dua c3>pool' states where each unit went (docs/match-log.md, "Where killed units go").
    void killDestinations(Event& e) const {
        bool any = false;
        std::vector<std::string> where(e.args.size());
        for (std::size_t i = 0; i < e.args.size(); ++i) {
            const auto arrow = e.args[i].find('>');
            if (arrow == std::string::npos) continue;
            if (log_.version < 3)
                fail("'" + shown(e.args[i]) + "': where a killed unit went ('>dua') needs 'format " +
                     std::string(kFormatTag) + " 3'; version " + std::to_string(log_.version) + " has none");
            const std::string to = e.args[i].substr(arrow + 1);
            if (arrow == 0 || (to != "dua" && to != "bua" && to != "pool" && to != "reserve"))
                fail("expected '<unit>>dua', '<unit>>bua', '<unit>>pool' or '<unit>>reserve', found '" +
                     shown(e.args[i]) + "'");
            where[i] = to;
            e.args[i].resize(arrow);
            any = true;
        }
        if (any) e.destinations = std::move(where);
    }

    // Reads one statement into a new event at the end of the log's list (the whole list is dropped when a line
    // is refused).
    void eventLine(const Words& w, std::string_view text) {
        const auto kind = keywords().find(w[0]);
        if (!kind) fail("unknown line '" + shown(w[0]) + "' (see docs/match-log.md for the keywords)");
        const bool afterResult = !log_.events.empty() && log_.events.back().kind == EventKind::Result;
        Event& e = log_.events.emplace_back();
        e.kind = *kind;
        e.line = line_;
        e.text = text;
        auto rest = [&](std::size_t from) {
            return std::vector<std::string>(w.begin() + static_cast<long>(std::min(from, w.size())), w.end());
        };
        switch (e.kind) {
            case EventKind::HordeRoll:
            case EventKind::Roll:
                needPlayer(w, " <player> <type>=<total> : <unit>=<face> ...");
                e.player = w[1];
                parseFaces(e, w, 2);
                break;
            case EventKind::Choose:
                needPlayer(w, "choose <player> first-turn|frontier");
                if (w.size() != 3 || (w[2] != "first-turn" && w[2] != "frontier"))
                    fail("expected 'choose <player> first-turn' or 'choose <player> frontier'");
                e.player = w[1];
                e.args = rest(2);
                break;
            case EventKind::FrontierPick:
                needPlayer(w, "frontier-pick <player> <proposing player>");
                if (w.size() != 3 || !isPlayer(w[2]))
                    fail("expected 'frontier-pick <player> <player whose proposed frontier is used>'");
                e.player = w[1];
                e.args = rest(2);
                break;
            case EventKind::Place:
                needPlayer(w, "place <player> home|horde|campaign <terrain>");
                if (w.size() != 4 || (w[2] != "home" && w[2] != "horde" && w[2] != "campaign"))
                    fail("expected 'place <player> home|horde|campaign <terrain>'");
                e.player = w[1];
                e.args = rest(2);
                break;
            case EventKind::StartRoll: {
                needPlayer(w, "start-roll <player> <terrain> <face>");
                const auto f = w.size() == 4 ? toInt(w[3]) : std::nullopt;
                if (!f || *f < 1 || *f > 8) fail("expected 'start-roll <player> <terrain> <face 1-8>'");
                e.player = w[1];
                e.args = {std::string(w[2])};
                e.number = *f;
                break;
            }
            case EventKind::Turn: {
                const auto n = w.size() == 3 ? toInt(w[1]) : std::nullopt;
                if (!n || *n < 1) fail("expected 'turn <number> <player>'");
                if (!isPlayer(w[2])) fail("unknown player '" + shown(w[2]) + "' in 'turn'");
                e.number = *n;
                e.player = w[2];
                break;
            }
            case EventKind::Phase: {
                static const std::set<std::string, std::less<>> phases = {
                    "expire", "eighth", "dragon", "species", "first-march", "second-march", "reserves"};
                if (w.size() != 2 || !phases.contains(w[1]))
                    fail("expected 'phase expire|eighth|dragon|species|first-march|second-march|reserves'");
                e.args = rest(1);
                break;
            }
            case EventKind::City:
                needPlayer(w, "city <player> recruit <unit> | city <player> promote <unit> <dead unit>");
                if (!((w.size() == 4 && w[2] == "recruit") || (w.size() == 5 && w[2] == "promote")))
                    fail("expected 'city <player> recruit <dead unit>' or 'city <player> promote <unit> <dead unit>'");
                e.player = w[1];
                e.args = rest(2);
                break;
            case EventKind::Temple:
                needPlayer(w, "temple <player> <victim> <dead unit>");
                if (w.size() != 4 || !isPlayer(w[2])) fail("expected 'temple <player> <victim player> <dead unit>'");
                e.player = w[1];
                e.args = rest(2);
                break;
            case EventKind::Feralize:
                needPlayer(w, "feralize <player> <terrain> recruit <dead unit> | promote <unit> <dead unit>");
                if (!((w.size() == 5 && w[3] == "recruit") || (w.size() == 6 && w[3] == "promote")))
                    fail(
                        "expected 'feralize <player> <terrain> recruit <dead unit>' or '... promote <unit> <dead "
                        "unit>'");
                e.player = w[1];
                e.args = rest(2);
                break;
            case EventKind::WintersFortitude:
                needPlayer(w, "winters-fortitude <player> <buried unit>");
                if (w.size() != 3) fail("expected 'winters-fortitude <player> <buried unit>'");
                e.player = w[1];
                e.args = rest(2);
                break;
            case EventKind::Mutate:
                needPlayer(w, "mutate <player> <opponent> <reserve unit>...");
                if (w.size() < 4 || !isPlayer(w[2]))
                    fail("expected 'mutate <player> <opponent> <unit in the opponent's Reserve Area>...'");
                e.player = w[1];
                e.args = rest(2);
                break;
            case EventKind::MutateGain:
            case EventKind::DragonkinHandlers:
                needPlayer(w, " <player> <terrain> recruit <unit> | promote <unit> <unit>");
                if (!((w.size() == 5 && w[3] == "recruit") || (w.size() == 6 && w[3] == "promote")))
                    fail("expected '" + std::string(w[0]) + " <player> <terrain> recruit <unit>' or '" +
                         std::string(w[0]) + " <player> <terrain> promote <unit> <exchanged unit>'");
                e.player = w[1];
                e.args = rest(2);
                break;
            case EventKind::Minor: {
                needPlayer(w, "minor <player> bring <minor terrain> <face> | roll <face> | keep | bury");
                const bool ok =
                    w.size() >= 3 && ((w[2] == "bring" && w.size() == 5) || (w[2] == "roll" && w.size() == 4) ||
                                      ((w[2] == "keep" || w[2] == "bury") && w.size() == 3));
                if (!ok)
                    fail(
                        "expected 'minor <player> bring <minor terrain> <face>', 'minor <player> roll <face>', "
                        "'minor <player> keep' or 'minor <player> bury'");
                e.player = w[1];
                e.args = rest(2);
                break;
            }
            case EventKind::MinorFace:
                needPlayer(w, "minor-face <player> magic|melee|missile");
                if (w.size() != 3 || (w[2] != "magic" && w[2] != "melee" && w[2] != "missile"))
                    fail("expected 'minor-face <player> magic|melee|missile'");
                e.player = w[1];
                e.args = rest(2);
                break;
            case EventKind::Charge:
                needPlayer(w, "charge <player> javelin|kukri <minor terrain>");
                if (w.size() != 4 || (w[2] != "javelin" && w[2] != "kukri"))
                    fail(
                        "expected 'charge <player> javelin <minor terrain>' or 'charge <player> kukri <minor "
                        "terrain>'");
                e.player = w[1];
                e.args = rest(2);
                break;
            case EventKind::March: {
                const auto n = w.size() == 3 ? toInt(w[1]) : std::nullopt;
                if (!n || (*n != 1 && *n != 2)) fail("expected 'march 1|2 <location>'");
                e.number = *n;
                e.args = rest(2);
                break;
            }
            case EventKind::Maneuver:
                if (w.size() > 1 && w[1] != "counter") fail("expected 'maneuver' or 'maneuver counter <player>...'");
                if (w.size() == 2) fail("'maneuver counter' must name the counter-maneuvering players");
                for (std::size_t i = 2; i < w.size(); ++i)
                    if (!isPlayer(w[i])) fail("unknown player '" + shown(w[i]) + "' in 'maneuver counter'");
                e.args = rest(2);
                break;
            case EventKind::TerrainTurn:
                if (w.size() != 2 || (w[1] != "up" && w[1] != "down")) fail("expected 'terrain up' or 'terrain down'");
                e.args = rest(1);
                break;
            case EventKind::Action:
                if (w.size() == 2 && w[1] == "magic") {
                } else if (w.size() == 3 && w[1] == "melee") {
                    const auto at = w[2].find('@');
                    if (!isPlayer(w[2].substr(0, at))) fail("unknown player '" + shown(w[2]) + "' as melee target");
                } else if (w.size() == 3 && w[1] == "missile") {
                    const auto at = w[2].find('@');
                    if (at == std::string::npos || !isPlayer(w[2].substr(0, at)))
                        fail("a missile target is an army: '<player>@<location>', e.g. 'B@frontier'");
                } else {
                    fail("expected 'action melee <player>', 'action missile <player>@<location>' or 'action magic'");
                }
                e.args = rest(1);
                break;
            case EventKind::Kill:
            case EventKind::FoulStench:
            case EventKind::Retreat:
                needPlayer(w, " <player> <unit>...");
                if (w.size() < 3)
                    fail("'" + shown(w[0]) + "' must list units (write '" + std::string(w[0]) + " " +
                         std::string(w[1]) + " -' for none)");
                e.player = w[1];
                e.args = rest(2);
                if (e.args.size() == 1 && e.args[0] == "-") e.args.clear();
                if (e.kind == EventKind::Kill) killDestinations(e);
                break;
            case EventKind::SteppedDamage:
                needPlayer(w, "step-down <player> <killed unit> <dead unit>");
                if (w.size() != 4) fail("expected 'step-down <player> <killed unit> <smaller dead unit>'");
                e.player = w[1];
                e.args = rest(2);
                break;
            case EventKind::CounterAttack:
                needPlayer(w, "counter-attack <player>");
                if (w.size() != 2) fail("expected 'counter-attack <player>'");
                e.player = w[1];
                break;
            case EventKind::Cast: {
                needPlayer(w, "cast <player> <spell> with <element> [xN] [on <target>]");
                std::size_t with = 2;
                while (with < w.size() && w[with] != "with") ++with;
                if (with == 2 || with + 1 >= w.size())
                    fail("expected 'cast <player> <spell name> with <element> [xN] [on <target>]'");
                e.player = w[1];
                e.args = {join(w, 2, with), std::string(w[with + 1])};
                e.number = 1;
                std::size_t i = with + 2;
                if (i < w.size() && w[i].size() > 1 && w[i][0] == 'x') {
                    const auto n = toInt(std::string_view(w[i]).substr(1));
                    if (!n || *n < 1) fail("the number of castings must look like 'x2'");
                    e.number = *n;
                    ++i;
                }
                if (i < w.size()) {
                    if (w[i] != "on" || i + 1 >= w.size()) fail("a spell target follows 'on', e.g. 'on B@frontier'");
                    for (std::size_t j = i + 1; j < w.size(); ++j) e.args.emplace_back(w[j]);
                }
                break;
            }
            case EventKind::Reinforce:
            case EventKind::AirFlight:
                needPlayer(w, " <player> <terrain> <unit>...");
                if (w.size() < 4) fail("expected '" + std::string(w[0]) + " <player> <terrain> <unit>...'");
                e.player = w[1];
                e.args = rest(2);
                break;
            case EventKind::Sai: {
                needPlayer(w, "sai <player> <SAI> <unit>[+<unit>] [choices] [: <targets>]");
                e.player = w[1];
                std::size_t i = 2;
                for (; i < w.size() && w[i] != ":"; ++i) e.args.emplace_back(w[i]);
                if (e.args.empty()) fail("expected 'sai <player> <SAI> <unit>[+<unit>] [choices] [: <targets>]'");
                for (++i; i < w.size(); ++i) e.targets.emplace_back(w[i]);
                break;
            }
            case EventKind::Resolve: {
                const auto n = w.size() == 2 ? toInt(w[1]) : std::nullopt;
                if (!n || *n < 1) fail("expected 'resolve <number of the announced spell>'");
                e.number = *n;
                break;
            }
            case EventKind::DragonAttack:
            case EventKind::Castle:
                if (w.size() < 2) fail("expected '" + std::string(w[0]) + " ...'");
                if (e.kind == EventKind::Castle) {
                    needPlayer(w, "castle <player> city|standing-stones|temple|tower");
                    e.player = w[1];
                    e.args = rest(2);
                } else {
                    e.args = rest(1);
                }
                break;
            case EventKind::Lair:
            case EventKind::Grove:
            case EventKind::DragonTarget:
            case EventKind::Control:
            case EventKind::Treasure:
            case EventKind::Tame:
            case EventKind::Slay:
            case EventKind::DragonDamage:
            case EventKind::Promote:
            case EventKind::Mire:
            case EventKind::Grow:
            case EventKind::Plague:
            case EventKind::Return:
            case EventKind::BuryItem:
            case EventKind::CarryItem:
            case EventKind::Ride:
                needPlayer(w, " <player> ...");
                if (w.size() < 3) fail("'" + shown(w[0]) + "' needs more than the player: see docs/match-log.md");
                e.player = w[1];
                e.args = rest(2);
                break;
            case EventKind::Result:
                if (w.size() == 2 && w[1] == "none") {
                    e.args = {"none"};
                } else {
                    needPlayer(w, "result <player> capture|elimination");
                    if (w.size() != 3 || (w[2] != "capture" && w[2] != "elimination"))
                        fail("expected 'result <winner> capture', 'result <winner> elimination' or 'result none'");
                    e.player = w[1];
                    e.args = rest(2);
                }
                break;
        }
        if (afterResult) fail("nothing may follow the 'result' line");
    }

    std::string_view content_;
    ParseOptions options_;
    MatchLog log_;
    int line_ = 0;
    int lastLine_ = 0;
    std::map<std::string, std::set<std::string>> labels_;
    Words words_;  // the words of the line being read
};

}  // namespace

MatchLog MatchLogParser::parse(std::string_view content, const std::string& fileName, ParseOptions options) {
    return Parser(content, fileName, options).run();
}

engine::Event MatchLogParser::parseStatement(const MatchLog& header, std::string_view line, int lineNumber) {
    return Parser(line, header.file).statement(header, lineNumber);
}

}  // namespace muster::rules::matchlog
