// The owner's choices of a roll as text (docs/match-log.md, "The owner's choices on the roll line").
#include "muster/rules/engine/RollOutcomes.h"

#include <algorithm>
#include <cctype>

namespace muster::rules::engine {

namespace {

std::vector<std::string> words(std::string_view line) {
    if (const auto hash = line.find('#'); hash != std::string_view::npos) line = line.substr(0, hash);
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
        std::size_t j = i;
        while (j < line.size() && line[j] != ' ' && line[j] != '\t' && line[j] != '\r') ++j;
        if (j > i) out.emplace_back(line.substr(i, j - i));
        i = j;
    }
    return out;
}

bool isNumber(std::string_view s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// A roll-level choice word already on the line ('wilding=c2', 'palsy=save', 'bone-magic=1').
bool isChoiceWord(const std::string& word) {
    const auto eq = word.find('=');
    if (eq == std::string::npos || eq == 0) return false;
    const std::string key = word.substr(0, eq);
    const std::string value = word.substr(eq + 1);
    return key == "wilding" || key == "bone-magic" || (!isNumber(value) && value != "?");
}

std::string joinWords(const std::vector<std::string>& w) {
    std::string out;
    for (const auto& x : w) out += (out.empty() ? "" : " ") + x;
    return out;
}

}  // namespace

std::string DieChoice::note() const {
    int kinds = 0;
    RollType only = RollType::Melee;
    for (RollType t : kRollTypes)
        if (to[index(t)] > 0) {
            ++kinds;
            only = t;
        }
    if (kinds == 0) return "";
    if (kinds == 1 && (kind != Kind::CountsAs || to[index(only)] == available)) return std::string(toString(only));
    std::string out;
    for (RollType t : kRollTypes)
        if (to[index(t)] > 0) out += (out.empty() ? "" : "+") + std::to_string(to[index(t)]) + std::string(toString(t));
    return out;
}

std::string DieChoice::token() const {
    return unit + "=" + (face.empty() ? std::string("?") : face) + ":" + note();
}

std::vector<std::string> RollChoices::words() const {
    std::vector<std::string> out;
    if (!doubled.empty()) {
        std::string units;
        for (const auto& d : doubled) units += (units.empty() ? "" : "+") + d.unit;
        out.push_back("wilding=" + units);
    }
    std::vector<std::string> sources;
    for (const auto& m : modifiers)
        if (std::find(sources.begin(), sources.end(), m.source) == sources.end()) sources.push_back(m.source);
    for (const auto& source : sources) {
        std::string types;
        for (const auto& m : modifiers)
            if (m.source == source) types += (types.empty() ? "" : "+") + std::string(toString(m.to));
        out.push_back(choiceWord(source) + "=" + types);
    }
    if (boneMagic > 0) out.push_back("bone-magic=" + std::to_string(boneMagic));
    return out;
}

std::string RollChoices::text() const {
    auto out = words();
    for (const auto& d : dice)
        if (!d.note().empty()) out.push_back(d.token());
    for (const auto& n : faceNotes) out.push_back(n.unit + "=" + n.face + ":" + n.note);
    return joinWords(out);
}

bool RollChoices::empty() const {
    return text().empty();
}

std::string choiceWord(std::string_view source) {
    std::string out;
    for (char c : source) {
        if (c == ' ' || c == '-' || c == '_') {
            if (!out.empty() && out.back() != '-') out += '-';
        } else if (std::isalnum(static_cast<unsigned char>(c)) != 0) {
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
    }
    return out;
}

namespace {

std::string write(std::string_view rollLine, const RollChoices& choices, const RollOption* option) {
    const auto w = words(rollLine);
    const auto colon = std::find(w.begin(), w.end(), ":");
    if (colon == w.end()) return joinWords(w);
    std::vector<std::string> out;
    for (auto it = w.begin(); it != colon; ++it) {
        if (isChoiceWord(*it)) continue;  // replaced by the choices' words
        std::string word = *it;
        const auto eq = word.find('=');
        if (option != nullptr && eq != std::string::npos && eq > 0)
            if (const auto t = parseRollType(word.substr(0, eq)))
                word = word.substr(0, eq + 1) + std::to_string(option->totals[index(*t)]);
        out.push_back(std::move(word));
    }
    for (const auto& x : choices.words()) out.push_back(x);
    out.emplace_back(":");
    int segment = -1;
    for (auto it = colon + 1; it != w.end(); ++it) {
        if (*it == "/") {
            out.push_back(*it);
            if (it + 1 != w.end()) out.push_back(*++it);
            ++segment;
            continue;
        }
        std::string token = *it;
        const auto eq = token.find('=');
        if (eq != std::string::npos) {
            const std::string unit = token.substr(0, eq);
            const auto c = std::find_if(choices.dice.begin(), choices.dice.end(), [&](const DieChoice& d) {
                return d.segment == segment && d.unit == unit && !d.note().empty();
            });
            const auto n = std::find_if(choices.faceNotes.begin(), choices.faceNotes.end(),
                                        [&](const FaceNote& x) { return x.segment == segment && x.unit == unit; });
            const auto note = token.find(':', eq);
            if (c != choices.dice.end())
                token = token.substr(0, note == std::string::npos ? token.size() : note) + ":" + c->note();
            else if (n != choices.faceNotes.end())
                token = token.substr(0, note == std::string::npos ? token.size() : note) + ":" + n->note;
        }
        out.push_back(std::move(token));
    }
    return joinWords(out);
}

}  // namespace

std::string writeChoices(std::string_view rollLine, const RollChoices& choices) {
    return write(rollLine, choices, nullptr);
}

std::string writeOption(std::string_view rollLine, const RollOption& option) {
    return write(rollLine, option.choices, &option);
}

}  // namespace muster::rules::engine
