// How the engine read one statement (muster/rules/judge/StatementExplainer.h): the statement is applied to a copy of
// the state with a StepTrace, and what the trace recorded (the steps it met, each roll counted die by die) is put in
// a player's words with the rulebook places of the rules involved (engine/RulebookPlaces).
#include "muster/rules/judge/StatementExplainer.h"

#include <algorithm>
#include <array>
#include <set>

#include "muster/rules/engine/StepTrace.h"

namespace muster::rules::judge {

using engine::Event;
using engine::EventKind;
using engine::GameState;
using engine::RollType;
using engine::Rule;

RuleCitation citationOf(Rule rule) {
    const auto& place = engine::RulebookPlaces::of(rule);
    return {rule, std::string(engine::ruleKey(rule)), std::string(place.section), engine::citeLines(place.lines),
            std::string(place.gist)};
}

namespace {

constexpr std::array<const char*, 11> kStepTitles = {"",
                                                     "Roll the dice",
                                                     "SAIs delayed from the attacker's roll",
                                                     "Re-rolls",
                                                     "SAIs",
                                                     "Results that are not SAI-generated (subtotal)",
                                                     "Modifiers that subtract",
                                                     "Modifiers that divide",
                                                     "SAI-generated results",
                                                     "Modifiers that multiply",
                                                     "Modifiers that add, and counts-as results (total)"};

bool basicIcon(const std::string& icon) {
    return icon == "ID" || icon == "Melee" || icon == "Missile" || icon == "Magic" || icon == "Save" ||
           icon == "Maneuver" || icon.empty();
}

std::string typesOf(engine::TypeMask mask) {
    std::string out;
    for (const RollType t : engine::kRollTypes)
        if (engine::hasType(mask, t)) out += (out.empty() ? "" : ", ") + std::string(engine::toString(t));
    return out;
}

class Explaining {
public:
    Explaining(const engine::Engine& engine, const GameState& before, const Event& event)
        : engine_(engine), cat_(engine.catalog()), before_(before), event_(event) {}

    Explanation run() {
        Explanation out;
        out.line = event_.line;
        out.statement = event_.text;
        out.turn = before_.turn.number;
        out.player = before_.turn.player >= 0 && before_.turn.number > 0 ? before_.pid(before_.turn.player) : "";
        out.phase = before_.turn.number == 0 ? "setup" : std::string(engine::toString(before_.turn.phase));
        GameState after = before_;
        engine::StepTrace trace;
        const auto refused = engine_.apply(after, event_, trace);
        if (!trace.met.empty()) {
            const auto& took = trace.met.back();
            out.step = trace.steps.back();
            out.what = took.what;
            out.why = took.why;
            for (std::size_t i = 0; i + 1 < trace.met.size(); ++i)
                out.passed.push_back(trace.steps[i] + ": " + trace.met[i].what + " (nothing more was owed there)");
            for (const auto& x : trace.met) cite(out, x.rule);
        } else if (event_.kind == EventKind::BuryItem || event_.kind == EventKind::CarryItem) {
            out.step = "items";
            out.what = std::string(engine::toString(event_.kind)) + " (items that follow or are buried)";
            cite(out, Rule::Items);
        }
        if (refused) {
            out.refused = refused->rulesGive;
            cite(out, refused->ruleId);
            if (out.what.empty()) {
                out.step = refused->step;
                out.what = refused->rule;
            }
        }
        // A roll counted again (after the SAIs delayed from the attack, or once step 4 is over) is explained as it was
        // counted last.
        for (std::size_t i = 0; i < trace.rolls.size(); ++i) {
            const auto& roll = trace.rolls[i];
            const bool again = std::any_of(trace.rolls.begin() + static_cast<std::ptrdiff_t>(i) + 1, trace.rolls.end(),
                                           [&](const engine::TracedRoll& later) {
                                               return later.line == roll.line && later.roller == roll.roller &&
                                                      later.counts == roll.counts && later.purpose == roll.purpose;
                                           });
            if (!again) out.rolls.push_back(explainRoll(out, roll));
        }
        statementRules(out);
        choices(out);
        if (!refused) {
            changes(out, after);
            for (const auto& x : engine_.expect(after)) {
                out.next.push_back(x.what + (x.optional ? " (optional)" : ""));
                if (out.next.size() >= 3) break;
            }
        }
        return out;
    }

private:
    void cite(Explanation& out, Rule rule) {
        if (!cited_.insert(rule).second) return;
        out.rules.push_back(citationOf(rule));
    }
    void row(Explanation& out, const std::string& kind, const std::string& name) {
        if (!rowsCited_.insert(kind + ":" + name).second) return;
        std::optional<engine::SeedLines> at;
        if (kind == "sai") at = engine::RulebookPlaces::saiRow(name);
        if (kind == "spell") at = engine::RulebookPlaces::spellRow(name);
        if (kind == "ability") at = engine::RulebookPlaces::abilityRow(name);
        if (at) out.rows.push_back({kind, name, engine::citeLines({*at})});
    }

    [[nodiscard]] std::string named(const GameState& s, int piece) const {
        return s.label(piece) + " (" + cat_.die(s.piece(piece).die).name + ")";
    }
    [[nodiscard]] std::string faceWords(const engine::TracedDie& d) const {
        const std::string icon = d.amount > 0 ? std::to_string(d.amount) + " " + d.icon : d.icon;
        return "face " + std::to_string(d.face) + " (" + icon + ")";
    }

    RollExplanation explainRoll(Explanation& out, const engine::TracedRoll& r) {
        const auto& s = before_;
        RollExplanation e;
        const std::string roller = r.roller >= 0 ? s.pid(r.roller) : "?";
        e.what = roller + "'s " + r.purpose + " roll (counting " + typesOf(r.counts) +
                 (r.cause.empty() ? "" : "; " + r.cause) + ")";
        const bool combination = std::count_if(std::begin(engine::kRollTypes), std::end(engine::kRollTypes),
                                               [&](RollType t) { return engine::hasType(r.counts, t); }) > 1;
        cite(out, Rule::DieRollResolution);
        if (combination) cite(out, Rule::CombinationRolls);
        if (r.eighthFace) cite(out, Rule::EighthFace);
        std::vector<ResolutionStep> steps;
        for (int n = 1; n <= 10; ++n) steps.push_back({n, kStepTitles[static_cast<std::size_t>(n)], {}});
        auto& roll = steps[0].lines;
        const bool thisLine = r.line == event_.line && event_.kind != EventKind::Sai;
        // 1: the faces as first rolled (the statement's faces before any re-roll segment).
        for (const auto& d : r.dice) {
            if (d.generation > 0) continue;
            std::string said = named(s, d.piece) + ": " + (d.replaced ? "re-rolled (step 3), now " : "") + faceWords(d);
            if (!d.note.empty()) said += ", written '" + d.note + "'";
            if (d.item) said += " (an item)";
            roll.push_back(said);
        }
        // 2 and 3: re-roll segments.
        for (const auto& d : r.dice) {
            const std::string& reason = d.generation > 0 ? d.addedBy : d.replacedBy;
            if (reason.empty()) continue;
            const bool delayed = reason == "confuse";
            auto& lines = steps[delayed ? 1 : 2].lines;
            lines.push_back(reason + ": " + named(s, d.piece) +
                            (d.generation > 0 ? " rolls again and adds " : " now shows ") + faceWords(d));
            cite(out, delayed ? Rule::Sais : Rule::Rerolls);
        }
        if (thisLine)
            for (const auto& seg : event_.rerolls)
                if (std::none_of(r.dice.begin(), r.dice.end(), [&](const engine::TracedDie& d) {
                        return d.addedBy == seg.reason || d.replacedBy == seg.reason;
                    }))
                    steps[2].lines.push_back(seg.reason + ": written, no face changed");
        // 4: SAIs.
        for (const auto& d : r.dice) {
            if (basicIcon(d.icon)) continue;
            std::string said = named(s, d.piece) + " shows " + d.icon;
            std::vector<std::string> does;
            for (const RollType t : engine::kRollTypes)
                if (d.sai[engine::index(t)] > 0)
                    does.push_back(std::to_string(d.sai[engine::index(t)]) + " " + std::string(engine::toString(t)) +
                                   " (counted at step 8)");
            if (d.choiceAmount > 0)
                does.push_back(std::to_string(d.choiceAmount) + " results of the owner's choice (" +
                               typesOf(d.choiceTypes) + ")");
            if (d.noSaveDamage > 0) does.push_back(std::to_string(d.noSaveDamage) + " damage no save reduces");
            if (d.rollAgain) does.push_back("its die rolls again (step 3)");
            if (d.doubled != 0) does.push_back("doubles this unit's " + typesOf(d.doubled) + " results");
            for (const auto& p : r.pending)
                if (p.piece == d.piece && p.name == d.icon)
                    does.push_back(p.delayed ? "acts at step 2 of the defender's save roll"
                                             : std::string("waits for the roller's decision ('sai' line") +
                                                   (p.optional ? ", optional)" : ")") + ", X=" + std::to_string(p.x));
            if (does.empty()) does.push_back("nothing in this roll");
            for (std::size_t i = 0; i < does.size(); ++i) said += (i == 0 ? ": " : "; ") + does[i];
            steps[3].lines.push_back(said);
            cite(out, Rule::Sais);
            row(out, "sai", d.icon == "Logo" ? "SFR/TSR Logo" : d.icon);
        }
        for (const auto& p : r.pending)
            if (std::none_of(r.dice.begin(), r.dice.end(),
                             [&](const auto& d) { return d.piece == p.piece && d.icon == p.name; }))
                steps[3].lines.push_back(named(s, p.piece) + ": " + p.name +
                                         " waits for the roller's decision, X=" + std::to_string(p.x));
        // 5-10 per counted type.
        for (const RollType t : engine::kRollTypes) {
            if (!engine::hasType(r.counts, t)) continue;
            const auto i = engine::index(t);
            const std::string type(engine::toString(t));
            int ids = 0;
            int icons = 0;
            int sai = 0;
            int countsAs = 0;
            int auto_ = 0;
            for (const auto& d : r.dice) {
                if (d.countsAs[i] > 0)
                    if (const Rule species = engine::speciesRule(cat_.die(s.piece(d.piece).die).species);
                        species != Rule::NotModelled)
                        cite(out, species);
                ids += d.id[i];
                icons += d.normal[i];
                sai += d.sai[i];
                countsAs += d.countsAs[i];
                if (t == RollType::Save) auto_ += d.autoSaves;
            }
            const auto& m = r.modifiers[i];
            std::string subtotal = type + ": " + std::to_string(icons) + " from icons + " + std::to_string(ids) +
                                   " from ID icons = " + std::to_string(icons + ids);
            if (r.eighthFace && ids > 0) subtotal += " (ID results doubled: the army controls its terrain)";
            if (m.doubleIds && ids > 0) subtotal += " (ID results doubled by a minor terrain)";
            if (m.ignoreIds) subtotal += " (ID results are not counted)";
            steps[4].lines.push_back(subtotal);
            if (m.subtract > 0) {
                steps[5].lines.push_back(type + ": subtract " + std::to_string(m.subtract) +
                                         " (never below 0; ID results are removed last)");
                cite(out, Rule::RollModifiers);
            }
            if (m.divisor > 1) {
                steps[6].lines.push_back(type + ": divide by " + std::to_string(m.divisor) + ", rounded down");
                cite(out, Rule::RollModifiers);
            }
            if (sai > 0) steps[7].lines.push_back(type + ": add " + std::to_string(sai) + " SAI-generated results");
            if (m.multiplier > 1) {
                steps[8].lines.push_back(type + ": multiply by " + std::to_string(m.multiplier));
                cite(out, Rule::RollModifiers);
            }
            if (m.add > 0) {
                steps[9].lines.push_back(type + ": add " + std::to_string(m.add));
                cite(out, Rule::RollModifiers);
            }
            if (auto_ > 0)
                steps[9].lines.push_back(type + ": add " + std::to_string(auto_) + " automatic saves (Dragonkin)");
            if (countsAs > 0) {
                steps[9].lines.push_back(type + ": up to " + std::to_string(countsAs) +
                                         " more may count ('counts as' results: the owner's choice)");
                cite(out, Rule::CountsAs);
            }
            std::string total;
            if (!combination) {
                total = type + " " + std::to_string(r.base[i]);
                if (r.optional[i] > 0)
                    total += " to " + std::to_string(r.base[i] + r.optional[i]) + " (counts-as results may count)";
            } else {
                total = type + ": placed by the owner";
            }
            if (thisLine)
                for (const auto& st : event_.totals)
                    if (engine::parseRollType(st.type) == t) total += ", stated " + std::to_string(st.value);
            e.totals.push_back(total);
        }
        if (combination) {
            int flex = 0;
            for (const auto& d : r.dice) flex += d.flexId;
            if (flex > 0)
                steps[4].lines.push_back(std::to_string(flex) + " ID results the owner places on a counted type " +
                                         "(annotations, or any placement that gives the stated totals)");
            for (const auto& c : r.choiceModifiers) steps[5].lines.push_back("the owner's choice: " + c);
        }
        if (r.mayDoubleUnits > 0)
            steps[9].lines.push_back("Wilding: the owner may double the results of up to " +
                                     std::to_string(r.mayDoubleUnits) + " unit(s)");
        for (const RollType t : engine::kRollTypes)
            if (r.otherSideLoses[engine::index(t)] > 0)
                steps[3].lines.push_back("the answering roll subtracts " +
                                         std::to_string(r.otherSideLoses[engine::index(t)]) + " " +
                                         std::string(engine::toString(t)) + " results");
        if (!r.unsupported.empty()) steps[9].lines.push_back("not modelled yet: " + r.unsupported);
        for (auto& step : steps)
            if (step.lines.empty()) step.lines.push_back("nothing");
        e.steps = std::move(steps);
        return e;
    }

    // Rules the statement's own kind involves, and the rows of the SAI or spell it names.
    void statementRules(Explanation& out) {
        switch (event_.kind) {
            case EventKind::Kill:
                cite(out, Rule::Damage);
                break;
            case EventKind::Sai:
                cite(out, Rule::Sais);
                cite(out, Rule::SaiTargeting);
                for (std::size_t k = event_.args.size(); k > 0; --k) {
                    std::string name;
                    for (std::size_t i = 0; i < k; ++i) name += (i == 0 ? "" : " ") + event_.args[i];
                    if (engine::RulebookPlaces::saiRow(name)) {
                        row(out, "sai", name);
                        break;
                    }
                }
                break;
            case EventKind::Cast:
                cite(out, Rule::Spells);
                if (!event_.args.empty()) row(out, "spell", event_.args.front());
                break;
            case EventKind::Promote:
            case EventKind::Treasure:
                cite(out, Rule::Promotion);
                break;
            default:
                break;
        }
    }

    void choices(Explanation& out) {
        const auto& e = event_;
        for (const auto& f : e.faces)
            if (!f.note.empty()) out.choices.push_back(f.unit + "'s face is written '" + f.note + "'");
        for (const auto& seg : e.rerolls) {
            std::string dice;
            for (const auto& f : seg.faces) dice += " " + f.unit + "=" + f.face;
            out.choices.push_back("re-roll '" + seg.reason + "':" + dice);
        }
        if (e.kind == EventKind::Roll || e.kind == EventKind::HordeRoll)
            for (const auto& t : e.totals) out.choices.push_back("states " + t.type + "=" + std::to_string(t.value));
        if (e.kind == EventKind::Sai && !e.targets.empty()) {
            std::string t;
            for (const auto& w : e.targets) t += " " + w;
            out.choices.push_back("targets:" + t);
        }
        if (e.kind == EventKind::Kill) {
            std::string t;
            for (const auto& w : e.args) t += " " + w;
            out.choices.push_back("the units killed:" + (t.empty() ? std::string(" none") : t));
        }
    }

    void changes(Explanation& out, const GameState& after) {
        const auto& s = before_;
        static constexpr std::array<const char*, 6> kWhere = {"",        "the Reserve Area",   "the DUA",
                                                              "the BUA", "the Summoning Pool", "out of the game"};
        auto where = [&](const GameState& g, engine::Location loc) {
            return loc.atTerrain() ? g.terrain(loc.terrain).key
                                   : std::string(kWhere[static_cast<std::size_t>(loc.where)]);
        };
        for (std::size_t p = 0; p < s.pieces.size() && p < after.pieces.size(); ++p) {
            const int piece = static_cast<int>(p);
            if (s.piece(piece).loc != after.piece(piece).loc)
                out.changes.push_back(s.pid(s.piece(piece).owner) + "'s " + named(s, piece) + ": " +
                                      where(s, s.piece(piece).loc) + " -> " + where(after, after.piece(piece).loc));
        }
        for (std::size_t t = 0; t < s.terrains.size(); ++t) {
            const auto& a = s.terrains[t];
            const auto& b = after.terrains[t];
            if (a.face != b.face || a.controller != b.controller)
                out.changes.push_back(a.key + ": face " + std::to_string(a.face) + " -> " + std::to_string(b.face) +
                                      (b.controller >= 0 ? " (captured by " + after.pid(b.controller) + ")" : ""));
        }
        std::set<int> had;
        for (const auto& fx : s.effects) had.insert(fx.id);
        std::set<int> has;
        for (const auto& fx : after.effects) {
            has.insert(fx.id);
            if (had.count(fx.id) == 0) out.changes.push_back("new effect: " + fx.source);
        }
        for (const auto& fx : s.effects)
            if (has.count(fx.id) == 0) out.changes.push_back("effect ended: " + fx.source);
        for (std::size_t p = 0; p < s.players.size(); ++p)
            if (!s.players[p].eliminated && after.players[p].eliminated)
                out.changes.push_back(s.players[p].id + " has no unit left in play");
        if (s.winner < 0 && after.winner >= 0)
            out.changes.push_back(after.pid(after.winner) + " wins by " + after.winBy);
        if (s.turn.number != after.turn.number || s.turn.phase != after.turn.phase)
            if (after.turn.number > 0)
                out.changes.push_back("now turn " + std::to_string(after.turn.number) + " (" +
                                      after.pid(after.turn.player) + "), " +
                                      std::string(engine::toString(after.turn.phase)) + " phase");
    }

    const engine::Engine& engine_;
    const domain::Catalog& cat_;
    const GameState& before_;
    const Event& event_;
    std::set<Rule> cited_;
    std::set<std::string> rowsCited_;
};

}  // namespace

Explanation StatementExplainer::explain(const GameState& before, const Event& event) const {
    return Explaining(engine_, before, event).run();
}

}  // namespace muster::rules::judge
