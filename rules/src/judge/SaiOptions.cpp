// The judge's option maker for 'sai' lines (OptionMakers.h): for each SAI of the roll that waits for the roller's
// decision, the statements its kind of target allows (docs/match-log.md, "The `sai` statement"): as much of the
// attacked army as its X covers, one unit, a unit that rolled an ID, an army, units of the roller's DUA, promotions,
// a move to another terrain with the units it takes along, the medallions' and relics' choices. The shapes are the
// log's grammar for each SAI (a table by catalog name); the engine keeps the legal statements. Faces of one SAI may
// be resolved together ('c3+c4'): the single faces and all of them together are offered.
#include <algorithm>
#include <map>

#include "OptionMakers.h"

namespace muster::rules::judge {

namespace {

enum class Shape : std::uint8_t {
    Plain,            // no targets ('sai A Firebreath c4')
    UpToOpposing,     // as much of the attacked army as the budget covers
    OneOpposing,      // one unit of the army the SAI works against
    OneRolledId,      // one unit of the attacked army that rolled an ID in its save roll (Choke, Decapitate, ...)
    OpposingArmy,     // an opposing army at the roll's terrain (': B@frontier')
    AnyOpposingArmy,  // an opposing army at any terrain
    OwnArmy,          // one of the roller's armies
    SneakAttack,      // no target, or the attacked army's owner (': B')
    OwnDua,           // units of the roller's DUA, at most X health-worth (none included)
    Promotions,       // pairs <unit of the army> <DUA unit one health larger>, at most X health-worth promoted
    Relic,            // recruit <1-health DUA unit> ... promote <unit> <DUA unit> ...
    Silver,      // item <BUA item> | pool <BUA piece> | summon <pool Dragonkin> | promote <Dragonkin> <pool Dragonkin>
    Move,        // <terrain> : <units of its army>... (Ferry, Firewalking, Teleport), or no move
    Vanish,      // <terrain>|reserve [: <items>], or no move
    Wayfare,     // <terrain>|reserve : <one unit that can carry the item>
    DragonMove,  // : <dragon> <terrain> (Dragonkin Champion Logo, the Summon Dragon item SAI), or no move
};

struct ShapeRow {
    std::string_view sai;
    Shape shape;
    int perFace = 0;  // the budget per face combined (0: the SAI's X); Move: the health-worth taken along
};

constexpr ShapeRow kShapes[] = {
    {"Stomp", Shape::UpToOpposing},
    {"Smother", Shape::UpToOpposing},
    {"Firecloud", Shape::UpToOpposing},
    {"Crush", Shape::UpToOpposing},
    {"Poison", Shape::UpToOpposing},
    {"Flaming Arrow", Shape::UpToOpposing},
    {"Seize", Shape::UpToOpposing},
    {"Scare", Shape::UpToOpposing},
    {"Entangle", Shape::UpToOpposing},
    {"Breath", Shape::UpToOpposing},
    {"Roar", Shape::UpToOpposing},
    {"Convert", Shape::UpToOpposing},
    {"Charm", Shape::UpToOpposing},
    {"Net", Shape::UpToOpposing},
    {"Web", Shape::UpToOpposing},
    {"Stun", Shape::UpToOpposing},
    {"Confuse", Shape::UpToOpposing},
    {"Bullseye", Shape::UpToOpposing},
    {"Double Strike", Shape::UpToOpposing, 4},
    {"Flame", Shape::UpToOpposing, 2},
    {"Slay", Shape::OneOpposing},
    {"Swallow", Shape::OneOpposing},
    {"Plague", Shape::OneOpposing},
    {"Kick", Shape::OneOpposing},
    {"Gore", Shape::OneOpposing},
    {"Hug", Shape::OneOpposing},
    {"Coil", Shape::OneOpposing},
    {"Sleep", Shape::OneOpposing},
    {"Bash", Shape::OneOpposing},
    {"Choke", Shape::OneRolledId},
    {"Decapitate", Shape::OneRolledId},
    {"Impale", Shape::OneRolledId},
    {"Earthfang", Shape::OneRolledId},
    {"Frost Breath", Shape::OpposingArmy},
    {"Wither", Shape::OpposingArmy},
    {"Galeforce", Shape::AnyOpposingArmy},
    {"Illusion", Shape::OwnArmy},
    {"Sneak Attack", Shape::SneakAttack},
    {"Firebreath", Shape::Plain},
    {"Regenerate", Shape::OwnDua},
    {"Gold Medallion", Shape::OwnDua},
    {"Wild Growth", Shape::Promotions},
    {"Elemental Relic", Shape::Relic},
    {"Silver Medallion", Shape::Silver},
    {"Ferry", Shape::Move, 4},
    {"Firewalking", Shape::Move, 3},
    {"Teleport", Shape::Move, 3},
    {"Vanish", Shape::Vanish},
    {"Wayfare", Shape::Wayfare},
    {"Dragonkin Champion Logo", Shape::DragonMove},
    {"Summon Dragon", Shape::DragonMove},
};

const ShapeRow* shapeOf(std::string_view sai) {
    for (const auto& row : kShapes)
        if (row.sai == sai) return &row;
    return nullptr;
}

// One 'sai' line's beginning: the SAI on one face or several combined, with their X.
struct Use {
    std::string name;
    std::vector<int> pieces;
    int x = 0;
};

class SaiOffers {
public:
    SaiOffers(const OptionContext& c, const Expectation& x, StatementOptions& out) : c_(c), x_(x), out_(out) {}

    // Every statement of one use; false once the list is full.
    bool offerUse(const Use& use) {
        const auto* row = shapeOf(use.name);
        std::string head = "sai " + c_.pid(x_.who) + " " + use.name + " ";
        for (std::size_t i = 0; i < use.pieces.size(); ++i) head += (i == 0 ? "" : "+") + c_.state.label(use.pieces[i]);
        head_ = head;
        use_ = use;
        if (row == nullptr) {
            out_.coverage = Coverage::Partial;
            return plain("resolve " + use.name) && upTo(use.x) && one();
        }
        const int budget = row->perFace > 0 ? row->perFace * static_cast<int>(use.pieces.size()) : use.x;
        switch (row->shape) {
            case Shape::Plain:
                return plain("resolve " + use.name);
            case Shape::UpToOpposing:
                return upTo(budget) && plain(use.name + " with nothing left to target");
            case Shape::OneOpposing:
                return one() && plain(use.name + " with nothing left to target");
            case Shape::OneRolledId:
                return rolledId() && plain(use.name + " without a target");
            case Shape::OpposingArmy:
            case Shape::AnyOpposingArmy:
            case Shape::OwnArmy:
                return army(row->shape) && plain(use.name + " without a target");
            case Shape::SneakAttack:
                return sneakAttack();
            case Shape::OwnDua:
                return ownDua(budget);
            case Shape::Promotions:
                return promotions(budget);
            case Shape::Relic:
                return relic(budget);
            case Shape::Silver:
                return silver();
            case Shape::Move:
                return move(budget);
            case Shape::Vanish:
                return vanish();
            case Shape::Wayfare:
                return wayfare();
            case Shape::DragonMove:
                return dragonMove();
        }
        return true;
    }

private:
    bool add(const std::string& rest, const std::string& words, std::vector<int> pieces = {}) {
        LegalOption o{head_ + rest, words};
        o.pieces = std::move(pieces);
        for (const int p : o.pieces)
            if (c_.state.piece(p).kind == PieceKind::Unit) o.healthWorth += c_.health(p);
        return c_.offer(out_, std::move(o), c_.limits.maxOptions * 4);
    }
    bool plain(const std::string& words) { return add("", words); }

    // The units an SAI aimed at the attacked army may name.
    [[nodiscard]] std::vector<int> opposing() const {
        if (x_.opponent < 0) return {};
        return c_.state.army(x_.opponent, x_.place);
    }

    bool upTo(int budget) {
        bool more = false;
        for (const auto& set : fullestCovers(c_, opposing(), budget, c_.limits.maxCovers, more))
            if (!set.empty() && !add(" :" + c_.labels(set), use_.name + " on " + c_.namedList(set), set)) return false;
        if (more) out_.coverage = Coverage::Bounded;
        return true;
    }
    bool one() {
        for (const int u : c_.representatives(opposing()))
            if (!add(" : " + c_.state.label(u), use_.name + " on " + c_.named(u), {u})) return false;
        return true;
    }
    bool rolledId() {
        std::vector<int> pool;
        for (const int u : opposing())
            if (std::find(x_.rollers.begin(), x_.rollers.end(), u) != x_.rollers.end()) pool.push_back(u);
        for (const int u : c_.representatives(pool))
            if (!add(" : " + c_.state.label(u), use_.name + " on " + c_.named(u), {u})) return false;
        return true;
    }
    bool army(Shape shape) {
        std::vector<int> owners = shape == Shape::OwnArmy ? std::vector<int>{x_.who} : c_.opponents(x_.who);
        for (const int q : owners)
            for (const auto loc : c_.armyPlaces(q)) {
                if (shape == Shape::OpposingArmy && loc != x_.place && loc != rollAt()) continue;
                if (!add(" : " + c_.pid(q) + "@" + c_.placeKey(loc), use_.name + " on " + c_.armyName(q, loc)))
                    return false;
            }
        return true;
    }
    bool sneakAttack() {
        if (!plain(use_.name + " on the attacked army")) return false;
        for (const int q : c_.opponents(x_.who))
            if (!add(" : " + c_.pid(q), use_.name + " on " + c_.pid(q) + "'s army")) return false;
        return true;
    }
    bool ownDua(int budget) {
        bool more = false;
        for (const auto& set : coversUpTo(c_, c_.unitsIn(x_.who, Where::Dua), budget, true, c_.limits.maxCovers, more))
            if (!add(set.empty() ? "" : " :" + c_.labels(set),
                     set.empty() ? use_.name + ": nothing returns" : use_.name + " returns " + c_.namedList(set), set))
                return false;
        if (more) out_.coverage = Coverage::Bounded;
        return true;
    }
    // Every set of promotions of at most X health-worth, all at once (OptionMakers.h, promotionSets).
    bool promotions(int budget) {
        if (!plain(use_.name + ": no promotion")) return false;
        PromotionLimits limits;
        limits.maxHealth = budget;
        limits.bound = c_.limits.maxCovers;
        bool more = false;
        for (const auto& set : promotionSets(c_, c_.state.army(x_.who, rollAt()), limits, more)) {
            std::string rest = " :";
            std::string words;
            std::vector<int> pieces;
            for (const auto& [u, d] : set) {
                rest += " " + c_.state.label(u) + " " + c_.state.label(d);
                words += (words.empty() ? "" : ", ") + c_.named(u) + " to " + c_.named(d);
                pieces.push_back(u);
                pieces.push_back(d);
            }
            if (!add(rest, use_.name + " promotes " + words, pieces)) return false;
        }
        if (more) out_.coverage = Coverage::Bounded;
        return true;
    }
    // Every mix of recruits (1-health units of the DUA) and promotions of at most X health-worth together: a recruit
    // counts 1, a promotion the promoted unit's health. The engine keeps those of the face's element.
    bool relic(int budget) {
        if (!plain(use_.name + ": nothing")) return false;
        PromotionLimits limits;
        limits.maxHealth = budget;
        limits.bound = c_.limits.maxCovers;
        bool more = false;
        auto promotionChoices = promotionSets(c_, c_.state.army(x_.who, rollAt()), limits, more);
        promotionChoices.insert(promotionChoices.begin(), Promotions{});
        std::vector<int> small;
        for (const int d : c_.unitsIn(x_.who, Where::Dua))
            if (c_.health(d) == 1) small.push_back(d);
        for (const auto& set : promotionChoices) {
            int promoted = 0;
            for (const auto& pair : set) promoted += c_.health(pair.first);
            bool moreRecruits = false;
            for (const auto& recruits :
                 coversUpTo(c_, small, budget - promoted, true, c_.limits.maxCovers, moreRecruits)) {
                if (recruits.empty() && set.empty()) continue;
                std::string rest = " :";
                std::string words;
                std::vector<int> pieces = recruits;
                if (!recruits.empty()) {
                    rest += " recruit" + c_.labels(recruits);
                    words = "recruits " + c_.namedList(recruits);
                }
                if (!set.empty()) {
                    rest += " promote";
                    words += words.empty() ? "promotes " : ", promotes ";
                    for (std::size_t i = 0; i < set.size(); ++i) {
                        const auto [u, d] = set[i];
                        rest += " " + c_.state.label(u) + " " + c_.state.label(d);
                        words += (i == 0 ? "" : ", ") + c_.named(u) + " to " + c_.named(d);
                        pieces.push_back(u);
                        pieces.push_back(d);
                    }
                }
                if (!add(rest, use_.name + " " + words, pieces)) return false;
            }
            more = more || moreRecruits;
        }
        if (more) out_.coverage = Coverage::Bounded;
        return true;
    }
    bool silver() {
        const auto& s = c_.state;
        if (!plain(use_.name + ": not used")) return false;
        for (int p = 0; p < static_cast<int>(s.pieces.size()); ++p) {
            const auto& piece = s.piece(p);
            if (piece.owner != x_.who) continue;
            if (piece.loc.where == Where::Bua && piece.kind == PieceKind::Item &&
                !add(" : item " + s.label(p), "an item back from the BUA: " + c_.named(p), {p}))
                return false;
            if (piece.loc.where == Where::Bua && piece.kind != PieceKind::Item &&
                !add(" : pool " + s.label(p), c_.named(p) + " back to the Summoning Pool", {p}))
                return false;
            if (piece.loc.where == Where::Pool && piece.kind == PieceKind::Unit && c_.die(p).isDragonkin()) {
                if (!add(" : summon " + c_.ref(p), "summon " + c_.named(p), {p})) return false;
                for (const int k : c_.representatives(s.army(x_.who, rollAt())))
                    if (c_.die(k).isDragonkin() && !add(" : promote " + s.label(k) + " " + c_.ref(p),
                                                        "promote " + c_.named(k) + " to " + c_.named(p), {k, p}))
                        return false;
            }
        }
        return true;
    }
    bool move(int budget) {
        const auto& s = c_.state;
        if (!plain(use_.name + ": nobody moves")) return false;
        const int mover = use_.pieces.front();
        const Location from = s.piece(mover).loc;
        std::vector<int> others;
        for (const int u : s.army(x_.who, from))
            if (u != mover) others.push_back(u);
        for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t) {
            if (Location::at(t) == from) continue;
            const std::string head = " " + c_.terrainKey(t);
            if (!c_.accepts(head_ + head)) continue;
            LegalOption o{head_ + head, use_.name + ": " + c_.named(mover) + " moves to " + c_.terrainKey(t) +
                                            ", with up to " + std::to_string(budget) + " health-worth of its army"};
            o.pieces = {mover};
            PieceChoice pick;
            pick.lead = " : ";
            for (const int u : others)
                if (c_.accepts(head_ + head + " : " + s.label(u))) pick.from.push_back(u);
            pick.along = s.itemsAt(x_.who, from);
            pick.maxHealth = budget;
            o.pick = std::move(pick);
            if (static_cast<int>(out_.options.size()) >= c_.limits.maxOptions * 4) {
                out_.coverage = Coverage::Bounded;
                return false;
            }
            out_.options.push_back(std::move(o));
            if (out_.coverage == Coverage::Complete) out_.coverage = Coverage::Open;
        }
        return true;
    }
    bool vanish() {
        const auto& s = c_.state;
        if (!plain(use_.name + ": the unit stays")) return false;
        const int mover = use_.pieces.front();
        std::vector<std::string> places = {"reserve"};
        for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t) places.push_back(c_.terrainKey(t));
        for (const auto& place : places) {
            LegalOption o{head_ + " " + place, use_.name + ": " + c_.named(mover) + " goes to " + place};
            o.pieces = {mover};
            const auto items = s.itemsAt(x_.who, s.piece(mover).loc);
            if (!items.empty()) {
                o.pick = OptionContext::itemsAlong(items);
                o.pick->lead = " : ";
            }
            if (!c_.offer(out_, std::move(o), c_.limits.maxOptions * 4)) return false;
        }
        return true;
    }
    bool wayfare() {
        const auto& s = c_.state;
        if (!plain(use_.name + ": the item stays")) return false;
        const int item = use_.pieces.front();
        const Location from = s.piece(item).loc;
        std::vector<std::string> places = {"reserve"};
        for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t) places.push_back(c_.terrainKey(t));
        for (const auto& place : places)
            for (const int u : c_.representatives(s.army(x_.who, from)))
                if (!add(" " + place + " : " + s.label(u),
                         use_.name + ": " + c_.named(item) + " and its carrier " + c_.named(u) + " go to " + place,
                         {u}))
                    return false;
        return true;
    }
    bool dragonMove() {
        const auto& s = c_.state;
        if (!plain(use_.name + ": no dragon moves")) return false;
        for (int d = 0; d < static_cast<int>(s.pieces.size()); ++d) {
            if (s.piece(d).kind != PieceKind::Dragon || s.piece(d).loc.where == Where::Removed) continue;
            for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
                if (!add(" : " + c_.ref(d) + " " + c_.terrainKey(t),
                         use_.name + ": " + c_.pid(s.piece(d).owner) + "'s " + c_.named(d) + " to " + c_.terrainKey(t),
                         {d}))
                    return false;
        }
        return true;
    }
    // Where the roller's army rolled (the SAI's own army).
    [[nodiscard]] Location rollAt() const {
        return use_.pieces.empty() ? x_.place : c_.state.piece(use_.pieces.front()).loc;
    }

    const OptionContext& c_;
    const Expectation& x_;
    StatementOptions& out_;
    std::string head_;
    Use use_;
};

}  // namespace

void saiOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    if (x.who < 0) return;
    // The faces of each SAI, in the order the engine lists them.
    std::vector<Use> bySai;
    for (const auto& open : x.sais) {
        Use one{open.name, {open.piece}, open.x};
        const auto same = std::find_if(bySai.begin(), bySai.end(), [&](const Use& u) { return u.name == open.name; });
        if (same == bySai.end()) {
            bySai.push_back(one);
        } else {
            same->pieces.push_back(open.piece);
            same->x += open.x;
        }
    }
    SaiOffers offers(c, x, out);
    for (const auto& group : bySai) {
        for (std::size_t i = 0; i < group.pieces.size(); ++i) {
            const auto& open = *std::find_if(x.sais.begin(), x.sais.end(), [&](const Expectation::OpenSai& o) {
                return o.name == group.name && o.piece == group.pieces[i];
            });
            if (!offers.offerUse({open.name, {open.piece}, open.x})) return;
        }
        // All the faces together (the engine refuses it for an SAI that does not combine); pairs of three or more
        // faces are not enumerated.
        if (group.pieces.size() >= 2 && !offers.offerUse(group)) return;
        if (group.pieces.size() >= 3) out.coverage = Coverage::Partial;
    }
}

}  // namespace muster::rules::judge
