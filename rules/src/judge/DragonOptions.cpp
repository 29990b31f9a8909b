// The judge's option makers for dragons and the Eldarim champions' dragon powers (OptionMakers.h): which terrain's
// dragons attack, each dragon's target, the dragons the army's answer kills (each with melee, missile or neither),
// tame, slay, control and a controlled dragon's order, and a tamer's ride.
#include <algorithm>

#include "OptionMakers.h"

namespace muster::rules::judge {

namespace {

// The engine's options "<power> <champion> <dragon>" for one power, as statements of the player.
void championPower(const OptionContext& c, const Expectation& x, StatementOptions& out, const std::string& power) {
    out.form = power + " <player> <unit> <dragon>";
    if (x.who < 0) return;
    for (const auto& o : x.options)
        if (o.rfind(power + " ", 0) == 0 &&
            !c.offer(out, {power + " " + c.pid(x.who) + o.substr(power.size()),
                           c.pid(x.who) + "'s champion " + o.substr(power.size() + 1) + " (" + power + ")"}))
            return;
}

}  // namespace

void dragonAttackOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "dragon-attack <terrain>";
    for (const auto& o : x.options)
        if (!c.offer(out, {"dragon-attack " + o, "the dragons at " + o + " attack"})) return;
}

void dragonTargetOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "dragon-target <owner> <dragon> <target dragon>";
    if (x.who < 0) return;
    for (const auto& o : x.options)
        if (o.rfind("order ", 0) != 0 &&
            !c.offer(out, {"dragon-target " + c.pid(x.who) + " " + o,
                           "dragon " + o.substr(0, o.find(' ')) + " attacks " + o.substr(o.find(' ') + 1)}))
            return;
}

void dragonDamageOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "dragon-damage <player> <dragon>=melee|missile ...";
    if (x.who < 0 || x.options.empty()) return;
    const std::size_t n = std::min<std::size_t>(x.options.size(), 6);
    std::size_t combos = 1;
    for (std::size_t i = 0; i < n; ++i) combos *= 3;
    for (std::size_t code = 0; code < combos; ++code) {
        std::string text = "dragon-damage " + c.pid(x.who);
        std::string words;
        std::size_t rest = code;
        for (std::size_t i = 0; i < n; ++i, rest /= 3)
            if (rest % 3 != 0) {
                const char* with = rest % 3 == 1 ? "melee" : "missile";
                text += " " + x.options[i] + "=" + with;
                words += (words.empty() ? "" : ", ") + x.options[i] + " with " + with;
            }
        if (!c.offer(out, {text, words.empty() ? "no dragon is killed" : "kill " + words})) return;
    }
    if (x.options.size() > n) out.coverage = Coverage::Partial;
}

void tameOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    championPower(c, x, out, "tame");
}

void slayOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    championPower(c, x, out, "slay");
}

void controlOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    championPower(c, x, out, "control");
    out.form = "control <player> <unit> <dragon> [skip|<target dragon>]";
    for (const auto& o : x.options)
        if (o.rfind("order ", 0) == 0 &&
            !c.offer(out, {"control " + o.substr(6), "the controlled dragon's order: " + o.substr(6)}))
            return;
}

void rideOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "ride <player> <unit> <terrain> [<item>...]";
    const auto& s = c.state;
    if (x.who < 0) return;
    for (const auto& fx : s.effects) {
        if (fx.status != engine::Status::Tamed || fx.sourcePiece < 0 || s.piece(fx.sourcePiece).owner != x.who)
            continue;
        const int rider = fx.sourcePiece;
        for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t) {
            LegalOption o{"ride " + c.pid(x.who) + " " + s.label(rider) + " " + c.terrainKey(t),
                          c.named(rider) + " rides the tamed dragon to " + c.terrainKey(t)};
            o.pieces = {rider};
            const auto items = s.itemsAt(x.who, s.piece(rider).loc);
            if (!items.empty()) o.pick = OptionContext::itemsAlong(items);
            if (!c.offer(out, std::move(o))) return;
        }
    }
}

}  // namespace muster::rules::judge
