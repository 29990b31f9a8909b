// A recording's entry as data (muster/services/RecordingEntry.h), and the roll line it writes.
#include "muster/services/RecordingEntry.h"

#include <sstream>
#include <stdexcept>

#include "muster/domain/TextUtil.h"

namespace muster::services {

namespace {

std::string dieToken(const RolledDie& d) {
    return d.unit + "=" + d.face + (d.note.empty() ? "" : ":" + d.note);
}

RolledDie readDie(const std::string& word) {
    const auto eq = word.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == word.size())
        throw std::invalid_argument("'" + domain::text::printable(word) +
                                    "' is not a die's face: write label=face, such as c1=3 or c2=Save");
    RolledDie d;
    d.unit = word.substr(0, eq);
    d.face = word.substr(eq + 1);
    if (const auto colon = d.face.find(':'); colon != std::string::npos) {
        d.note = d.face.substr(colon + 1);
        d.face.resize(colon);
    }
    return d;
}

}  // namespace

RecordingEntry RecordingEntry::statementOf(std::string text) {
    RecordingEntry e;
    e.kind = Kind::Statement;
    e.statement = std::move(text);
    return e;
}

RecordingEntry RecordingEntry::rollOf(std::vector<RolledDie> dice) {
    RecordingEntry e;
    e.kind = Kind::Roll;
    e.dice = std::move(dice);
    return e;
}

RecordingEntry RecordingEntry::rollOf(std::string_view facesText) {
    RecordingEntry e;
    e.kind = Kind::Roll;
    std::istringstream in{std::string(facesText)};
    bool segmentReason = false;
    for (std::string word; in >> word;) {
        if (word == "/") {
            e.rerolls.emplace_back();
            segmentReason = true;
            continue;
        }
        if (segmentReason) {
            e.rerolls.back().reason = word;
            segmentReason = false;
            continue;
        }
        (e.rerolls.empty() ? e.dice : e.rerolls.back().dice).push_back(readDie(word));
    }
    if (segmentReason)
        throw std::invalid_argument("'/' must be followed by the reason of the re-roll, such as '/ rend'");
    if (e.dice.empty()) throw std::invalid_argument("no die's face given: write label=face, such as c1=3 c2=Save");
    return e;
}

RecordingEntry RecordingEntry::fromEvent(const rules::engine::Event& event) {
    using rules::engine::EventKind;
    if (event.kind != EventKind::Roll && event.kind != EventKind::HordeRoll) return statementOf(event.text);
    RecordingEntry e;
    e.kind = Kind::Roll;
    e.horde = event.kind == EventKind::HordeRoll;
    e.player = event.player;
    e.purposes = event.bare;
    for (const auto& t : event.totals) e.counted.push_back(t.type);  // the types it states, never their values
    e.choices = event.choices;
    const auto dice = [](const std::vector<rules::engine::FaceToken>& faces) {
        std::vector<RolledDie> out;
        for (const auto& f : faces) out.push_back({f.unit, f.face, f.note});
        return out;
    };
    e.dice = dice(event.faces);
    for (const auto& segment : event.rerolls) e.rerolls.push_back({segment.reason, dice(segment.faces)});
    return e;
}

std::string RecordingEntry::facesText() const {
    std::string out;
    for (const auto& d : dice) out += (out.empty() ? "" : " ") + dieToken(d);
    for (const auto& segment : rerolls) {
        out += " / " + segment.reason;
        for (const auto& d : segment.dice) out += " " + dieToken(d);
    }
    return out;
}

std::string RecordingEntry::rollLine(const std::string& head) const {
    std::string out = head;
    for (const auto& c : choices) out += " " + c.key + "=" + c.value;
    return out + " : " + facesText();
}

}  // namespace muster::services
