"""Computer players for Triple Domino.

easy   - any tile that fits, at random.
normal - the placement worth the most points now (bonuses included).
hard   - the best few placements by points, each weighed against what it opens
         for the next player: that player's hand is sampled many times from the
         tiles this seat cannot see (the pool and the other hands), and the best
         reply each sample allows is subtracted. Going out is valued with the
         tiles the others are likely to hold. The AI never looks at the pool's
         order or at another player's real hand.
"""

from __future__ import annotations

from engine.ai import Budget
from engine.rng import Rng
from engine.tripledomino.rules import DRAW, PASS, START, Place, TripleDominoState, canonical
from engine.tripledomino.rulesets import placement_score
from engine.tripledomino.tiles import TILES, value

#: How much of the next player's best reply counts against a placement.
REPLY_WEIGHT = 0.9  # tuned with bench/tripledomino.py: 0.6 -> 62%, 0.9 -> 66% wins over normal
#: Placements considered by the hard level (the best by immediate points).
CANDIDATES = 8
#: Samples per candidate at most (fewer when the deadline comes first).
MAX_SAMPLES = 24
#: The hard level's own time limit, whatever the deadline (bench/tripledomino.py checks it is kept).
HARD_SECONDS = 1.5


def choose(state: TripleDominoState, level: str, rng: Rng, budget: Budget):
    budget.check_cancel()
    moves = state.legal_moves()
    places = [m for m in moves if isinstance(m, Place)]
    if not places:
        return DRAW if DRAW in moves else PASS
    if level == "easy":
        return places[rng.below(len(places))]
    ranked = sorted(places, key=lambda m: -immediate(state, m))
    if level == "normal" or len(ranked) == 1 or state.seats == 1:
        return ranked[0]
    if budget.seconds > HARD_SECONDS:
        budget = budget.part(HARD_SECONDS / budget.seconds)
    return _look_ahead(state, ranked[:CANDIDATES], rng, budget)


def immediate(state: TripleDominoState, move: Place) -> float:
    """Points now, plus the going-out reward when this is the last tile in hand."""
    points = state.score_of(move).total
    if state.phase != START and len(state.hands[state.turn]) == 1:
        points += state.rules.out_bonus + _expected_hands(state)
    return points


def unseen(state: TripleDominoState) -> list:
    """Tiles the seat to move cannot see: the pool and every other hand."""
    visible = set(state.hands[state.turn]) | {canonical(n) for _, n, _ in state.placed}
    return [t for t in TILES if t not in visible]


def _expected_hands(state: TripleDominoState) -> float:
    hidden = unseen(state)
    mean = sum(value(t) for t in hidden) / max(1, len(hidden))
    return mean * sum(len(h) for s, h in enumerate(state.hands) if s != state.turn)


def _look_ahead(state: TripleDominoState, candidates: list[Place], rng: Rng, budget: Budget) -> Place:
    """The candidate worth most after the next player's best reply, sampled until `budget` runs out
    (two samples at least, `MAX_SAMPLES` at most)."""
    rules = state.rules
    hidden = unseen(state)
    nxt = (state.turn + 1) % state.seats
    hand_size = len(state.hands[nxt])
    after = [state.layout.placed(m.cell, m.numbers) for m in candidates]
    reply_sums = [0.0] * len(candidates)
    samples = 0
    while samples < MAX_SAMPLES and (samples < 2 or not budget.expired()):
        budget.check_cancel()
        pool = list(hidden)
        rng.shuffle(pool)
        hand = pool[:hand_size]
        for i, layout in enumerate(after):
            replies = state.placements(hand, layout)
            reply_sums[i] += max((placement_score(rules, layout, m.cell, m.numbers).total for m in replies),
                                 default=-rules.draw_penalty)
        samples += 1
    best = max(range(len(candidates)),
               key=lambda i: immediate(state, candidates[i]) - REPLY_WEIGHT * reply_sums[i] / samples)
    return candidates[best]
