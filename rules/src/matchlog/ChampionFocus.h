#pragma once
// GeneratorOptions::dragonChampions, a corpus mode like spellsCastBefore: games in which Eldarim champions meet
// dragons, so that the corpus reaches 'tame', 'slay', 'control' (the bond and a controlled dragon's later order) and
// 'ride'. Only the order of the candidates changes, and a few are added that the ordinary makers offer too rarely
// (a Summon Dragon aimed at a champion's terrain, a champion showing its logo in the answer to the dragons); the
// engine still decides what is legal. Ordinary games never call it, so they stay byte-identical.
#include <vector>

#include "StatementCandidates.h"

namespace muster::rules::matchlog {

// Reorders (and adds to) the candidates made for one expectation.
void focusOnChampions(const CandidateContext& c, const engine::Expectation& x, std::vector<Candidate>& out);

}  // namespace muster::rules::matchlog
