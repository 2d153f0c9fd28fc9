"""The computer player.

* easy looks at a few random placements and takes the best of them by a noisy evaluation;
* normal evaluates every legal move one ply deep with the target's evaluation, then checks
  the five most promising ones against a sample of the opponent's replies (two plies);
* hard does the same for its twelve most promising moves against every reply. Measured with
  bench/equilibrix.py (20 games a target, 1 s a decision) it beat normal 12-8 in each target;
  a shortlist of 30 did no better (more candidates let the evaluation's noise pick), and the
  generic Monte Carlo tree search (`engine.ai.mcts`) only drew with normal in AUTONOMIE.

A pass that ends the game is only played when it wins (`playing_on`).

`engine.ai.choose` calls `choose(state, level, rng, budget)`: `rng` (an
`engine.Rng`) is the only randomness, `budget` (an `engine.ai.Budget`) the time and the
caller's cancel flag. Normal and hard give the one-ply ranking the first 40% of their share of
the deadline and the two-ply check the rest.

The evaluation is the target's own score plus "influence": empty fields closer (across
arcs) to one colour than to the other. In ZEITFAKTOR it also counts how many placements
each side would have next, because a player without one loses.
"""

from __future__ import annotations

from typing import Any

from engine.ai.budget import Budget
from engine.equilibrix.geometry import board
from engine.equilibrix.rules import (
    AUTONOMIE,
    BASES_PHASE,
    CHOOSE_TARGET,
    ORIGIN,
    PLAY,
    ZEITFAKTOR,
    ZIELE,
    EquilibrixState,
    Pass,
)
from engine.rng import Rng

WIN = 10_000.0
#: Per level: how many of the best one-ply moves are examined two plies deep, how many
#: opponent replies are sampled for each of them, and the share of the deadline used.
SHORTLIST = {"normal": 5, "hard": 12}
REPLIES = {"normal": 60, "hard": 5000}
BUDGET = {"normal": 0.5, "hard": 0.9}
EASY_SAMPLE = 12
EASY_NOISE = 6.0


def choose(state: EquilibrixState, level: str, rng: Rng, budget: Budget) -> Any:
    """A legal move for the seat to move (`engine.ai.choose` checked that the game is not over)."""
    moves = state.legal_moves()
    if state.phase == BASES_PHASE and level != "easy":
        return base_choice(state, moves, rng)
    if len(moves) == 1 or state.phase in (BASES_PHASE, ORIGIN, CHOOSE_TARGET):
        return rng.choice(moves)
    seat = state.turn
    moves = playing_on(state, moves, seat)
    if level == "easy":
        sample = rng.sample(moves, min(EASY_SAMPLE, len(moves)))
        return max(sample, key=lambda m: value(state.after(m), seat) + rng.gauss(0, EASY_NOISE))
    # the one-ply ranking may use only part of the time, so the two-ply check gets the rest
    ranked = rank(state, moves, seat, rng, budget.part(BUDGET[level] * 0.4))
    if len(ranked) == 1:
        return ranked[0][1]
    return two_ply(ranked[:SHORTLIST[level]], seat, rng, budget.part(BUDGET[level]), REPLIES[level])


def playing_on(state: EquilibrixState, moves: list[Any], seat: int) -> list[Any]:
    """`moves` without a pass that would end the game unless that pass wins it.

    After the opponent's pass, passing ends the game (Autonomy, 3+3 Targets). Taking a draw
    or a loss that way throws away a game the computer could still win or improve by placing,
    however bad the evaluation thinks its placements are (it passed at 0-0 before)."""
    placements = [m for m in moves if not isinstance(m, Pass)]
    if not placements or len(placements) == len(moves):
        return moves
    ended = state.after(Pass())
    if ended.phase == PLAY or value(ended, seat) == WIN:
        return moves
    return placements


def rank(state: EquilibrixState, moves: list[Any], seat: int, rng: Rng,
         budget: Budget) -> list[tuple[float, Any, EquilibrixState]]:
    """Moves with their one-ply values, best first (as many as the budget allows, at least 32)."""
    order = moves[:]
    rng.shuffle(order)
    scored = []
    for i, move in enumerate(order):
        if i % 16 == 0:
            budget.check_cancel()
            if i >= 32 and budget.expired():
                break
        after = state.after(move)
        scored.append((value(after, seat) + rng.random() * 1e-3, move, after))
    scored.sort(key=lambda t: t[0], reverse=True)
    return scored


def two_ply(shortlist: list[tuple[float, Any, EquilibrixState]], seat: int, rng: Rng,
            budget: Budget, sample: int) -> Any:
    """The shortlisted move whose worst opponent reply is best for `seat`.

    Replies are examined in rounds of a few per move, so that when time runs out every
    candidate has been tested about equally (ZEITFAKTOR's evaluation is slow)."""
    worst, pools = [], []
    for _quick, _move, after in shortlist:
        if after.outcome() is not None or after.to_move != 1 - seat:
            worst.append(value(after, seat))
            pools.append([])
            continue
        replies = after.legal_moves()
        passes = [m for m in replies if isinstance(m, Pass)]
        # A random order: when time runs out, the replies examined are a fair sample, not the
        # placements of the first piece on offer (moves are generated piece by piece).
        replies = rng.sample(replies, min(sample, len(replies)))
        replies = passes + [m for m in replies if not isinstance(m, Pass)]
        worst.append(float("inf"))
        pools.append(replies)
    examined = [not pool for pool in pools]
    chunk = 16
    offset = 0
    while any(offset < len(pool) for pool in pools):
        for i, (_quick, _move, after) in enumerate(shortlist):
            budget.check_cancel()
            if budget.expired() and any(examined):
                offset = 1 << 30
                break
            for reply in pools[i][offset:offset + chunk]:
                worst[i] = min(worst[i], value(after.after(reply), seat))
                examined[i] = True
        offset += chunk
    best = max((i for i in range(len(shortlist)) if examined[i]), key=lambda i: (worst[i], shortlist[i][0]))
    return shortlist[best][1]


def value(state: EquilibrixState, seat: int) -> float:
    """How good `state` is for `seat` (higher is better); decided games are worth +-WIN."""
    outcome = state.outcome()
    result = state.result if outcome is not None else (state.games[-1] if state.phase == CHOOSE_TARGET
                                                       and state.games else None)
    if result is not None:
        if not result["winners"]:
            return 0.0
        return WIN if result["winners"][0] == seat else -WIN
    opp = 1 - seat
    near_me, near_opp = influence(state, seat)
    score = 0.5 * (near_me - near_opp)
    if state.target == AUTONOMIE:
        territory = state.territory()
        score += 2.0 * (territory.count(seat) - territory.count(opp)) if state.masks[opp] else 0.0
    elif state.target == ZIELE:
        own, taken = state.connected_bases(seat)
        their, their_taken = state.connected_bases(opp)
        score += 40.0 * (own - their) + 12.0 * (taken - their_taken)
        score -= 3.0 * (base_distance(state, seat) - base_distance(state, opp))
    elif state.target == ZEITFAKTOR:
        score += 0.2 * (len(state._legal_placements(seat)) - len(state._legal_placements(opp)))
    score += 0.3 * (bin(state.masks[seat]).count("1") - bin(state.masks[opp]).count("1"))
    return score


def influence(state: EquilibrixState, seat: int) -> tuple[int, int]:
    """Empty fields strictly nearer (in arc steps through empty fields) to `seat`'s fields, and to the opponent's."""
    geo = board()
    n = len(geo.fields)
    occupied = state.masks[0] | state.masks[1]
    dist = [[99] * n, [99] * n]
    for side in (seat, 1 - seat):
        d = dist[0 if side == seat else 1]
        frontier = [f for f in range(n) if state.masks[side] >> f & 1]
        for f in frontier:
            d[f] = 0
        step = 0
        while frontier:
            step += 1
            nxt = []
            for f in frontier:
                for g in geo.arc_neighbours[f]:
                    if d[g] == 99 and not occupied >> g & 1:
                        d[g] = step
                        nxt.append(g)
            frontier = nxt
    mine = theirs = 0
    for f in range(n):
        if not occupied >> f & 1:
            if dist[0][f] < dist[1][f]:
                mine += 1
            elif dist[1][f] < dist[0][f]:
                theirs += 1
    return mine, theirs


def base_choice(state: EquilibrixState, moves: list[Any], rng: Rng) -> Any:
    """A rim corner next to the mover's other bases: neighbouring bases are linked by one chain of pieces."""
    def neighbours(move: Any) -> int:
        return sum(state.bases[(move.corner + step) % 6] == state.turn for step in (-1, 1))

    best = max(neighbours(m) for m in moves)
    return rng.choice([m for m in moves if neighbours(m) == best])


def base_distance(state: EquilibrixState, seat: int) -> int:
    """Sum over the seat's unconnected own-colour bases of the lattice distance to its nearest fields."""
    geo = board()
    touched = [geo.nodes[i] for i, c in enumerate(state.counts[seat]) if c]
    if not touched:
        return 0
    total = 0
    for corner, colour in zip(geo.corners, state.bases):
        if colour != seat or state.counts[seat][geo.node_index[corner]]:
            continue
        total += min(_hex(corner, t) for t in touched)
    return total


def _hex(a: tuple[int, int], b: tuple[int, int]) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))
