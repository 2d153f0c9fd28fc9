"""The computer player: expectimax over the next player's die, with the risk of tipping.

* easy: plays a random move that does not tip the arm at once (and passes only when every move tips).
* normal: looks one move deep at the race (how far each colour got); now and then (data/ai.json
  "normal_slip") it plays some other safe move instead. Never a tipping move when a safe one exists.
* hard: expectimax: the race plus the danger that a player who must move is forced to tip; for each of its
  moves, every roll of the next player (1–6, equally likely), that
  player's best answer by the same evaluation, then the evaluation; a move that tips is a loss, a move
  that makes the opponent tip is a win.

The search never reads the dice the state will really draw: it takes every roll in turn (`with_die`) on a
reseeded copy of the position.

`engine.ai.choose` calls `choose(state, level, rng, budget)`: `rng` is the only randomness
(the off moves of easy and normal, the reseeding of hard), `budget` the time and the caller's cancel flag.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from engine.ai.budget import Budget
from engine.balance.events import Tipped
from engine.balance.layout import HALF, TRACK
from engine.balance.rules import PASS, BalanceState, Pass, Step, team_of
from engine.rng import Rng

__all__ = ["choose", "greedy_choose", "progress", "value"]

_DATA = Path(__file__).with_name("data") / "ai.json"

#: Share of the budget the hard level searches for, and the least time it takes however short the budget.
_HARD_SHARE = 0.9
_HARD_MIN_S = 0.05


@lru_cache(maxsize=1)
def weights() -> dict:
    """Evaluation weights from `data/ai.json`."""
    return json.loads(_DATA.read_text(encoding="utf-8"))


# --------------------------------------------------------------------------- evaluation


def progress(state: BalanceState, colour: int) -> float:
    """0 with every pawn in the supply, 1 with every pawn home (a pawn counts its track index; home = 14)."""
    pawns = state.pawns_of(colour)
    total = sum(state.kit)
    if total == 0:
        return 0.0
    return sum(TRACK if index > HALF else index for index, _ in pawns) / (total * TRACK)


def forced_tip_share(state: BalanceState, seat: int) -> float:
    """For a seat that must move: the share of rolls whose every placement and move tips the arm."""
    if not state.must_move[seat] or state.colour_of(seat) is None:
        return 0.0
    physics = state.physics
    bad = 0
    for die in range(1, 7):
        acts = state.actions(seat, die)
        if acts and all(physics.tips(physics.moment((x, s) for x, _, s in state.arm_after(m, seat, die)))
                        for m in acts):
            bad += 1
    return bad / 6


def value(state: BalanceState, seat: int, risk: bool = True) -> float:
    """How good `state` is for `seat`, in [-1, 1] (1: won); `risk` adds the danger of forced tips."""
    out = state.outcome()
    if out is not None:
        if not out.winners:
            return 0.0
        return 1.0 if seat in out.winners else -1.0
    w = weights()
    mode = state.mode
    if mode == "team":
        mine = team_of(mode, seat)
        my_colours = [c for c in range(state.seats) if team_of(mode, c) == mine and state.alive[c]]
        their_colours = [c for c in range(state.seats) if team_of(mode, c) != mine and state.alive[c]]
        race = (max((progress(state, c) for c in my_colours), default=0.0)
                - max((progress(state, c) for c in their_colours), default=0.0))
        race += w["tip_lead"] * (state.tips[1 - mine] - state.tips[mine])
        friends = [s for s in range(state.seats) if team_of(mode, s) == mine]
    else:
        if state.sides[seat] == 0:
            return -1.0
        others = [s for s in range(state.seats) if s != seat and state.sides[s] != 0]
        race = progress(state, seat) - max(progress(state, s) for s in others)
        race += w["fewer_rivals"] * (state.seats - 1 - len(others))
        friends = [seat]
    danger = 0.0
    for s in range(state.seats if risk else 0):
        if state.must_move[s] and state.sides[s] != 0:
            share = forced_tip_share(state, s)
            danger += -share if s in friends else share
    score = w["race"] * race + w["forced_tip"] * danger
    return math.tanh(score)


# --------------------------------------------------------------------------- the players


def _after(state: BalanceState, move) -> BalanceState:
    return state.apply(move)


def _immediate(state: BalanceState, move) -> float:
    """+1 when `move` wins at once, -1 when it tips the arm, else 0."""
    nxt = _after(state, move)
    seat = state.to_move
    out = nxt.outcome()
    if out is not None:
        return 1.0 if seat in out.winners else -1.0
    if any(isinstance(e, Tipped) and e.seat == seat for e in nxt.events):
        return -1.0
    return 0.0


def greedy_choose(state: BalanceState):
    """The cautious greedy player of the spec's simulations: never a tipping move when a safe one exists;
    among safe moves the most progress (beats count extra); passes only when every move tips."""
    moves = state.legal_moves()
    seat = state.to_move
    colour = state.colour_of(seat)
    best, best_key = None, None
    for move in moves:
        if isinstance(move, Pass):
            continue
        verdict = _immediate(state, move)
        gain = state.die if isinstance(move, Step) else 0.5
        key = (verdict, (1 if isinstance(move, Step) and move.beat else 0), gain,
               -(move.origin if isinstance(move, Step) else 0), move.size == "L" if colour is not None else 0)
        if best_key is None or key > best_key:
            best, best_key = move, key
    if best is None or (best_key[0] < 0 and PASS in moves):
        return PASS
    return best


def _safe_moves(state: BalanceState) -> list:
    moves = state.legal_moves()
    safe = [m for m in moves if not isinstance(m, Pass) and _immediate(state, m) >= 0]
    if safe:
        return safe
    return [PASS] if PASS in moves else moves


def _ranked(state: BalanceState, seat: int, check: Callable[[], None], risk: bool = True) -> list[tuple[float, object]]:
    """Every legal move with its one-move-deep value for `seat`."""
    scored = []
    for move in state.legal_moves():
        check()
        scored.append((value(_after(state, move), seat, risk), move))
    return scored


def _reply_value(state: BalanceState, me: int, check: Callable[[], None], depth: int = 1) -> float:
    """Chance node: the expected value for `me` over the roll of the player now to move, who answers with
    the move best for themself (one move deep); with `depth` > 1 the position after that answer is valued
    by the next chance node instead of the evaluation."""
    if state.outcome() is not None:
        return value(state, me)
    mover = state.to_move
    total = 0.0
    for die in range(1, 7):
        check()
        probe = state.with_die(die)
        if not probe.actions():
            total += value(state, me)  # that roll is skipped
            continue
        best_for_mover, mine, best_after = -math.inf, 0.0, None
        for move in probe.legal_moves():
            after = _after(probe, move)
            theirs = value(after, mover)
            if theirs > best_for_mover:
                best_for_mover, best_after = theirs, after
                mine = theirs if _same_side(state, mover, me) else value(after, me)
        if depth > 1 and best_after is not None and best_after.outcome() is None:
            mine = _reply_value(best_after, me, check, depth - 1)
        total += mine
    return total / 6


def _tipped(state: BalanceState) -> bool:
    """Whether the move that led to `state` tipped the arm (a new round may have started since)."""
    return any(isinstance(e, Tipped) for e in state.events)


def _same_side(state: BalanceState, a: int, b: int) -> bool:
    if a == b:
        return True
    return state.mode == "team" and team_of(state.mode, a) == team_of(state.mode, b)


def _hard_budget(budget: Budget) -> Budget:
    """Most of the budget, but never less than a moment for the deep look at the best candidates."""
    if budget.seconds * _HARD_SHARE >= _HARD_MIN_S:
        return budget.part(_HARD_SHARE)
    return Budget(_HARD_MIN_S - budget.elapsed(), budget.cancel)


def choose(state: BalanceState, level: str, rng: Rng, budget: Budget):
    """A move for the player to move at `level` ("easy", "normal" or "hard")."""
    check = budget.check_cancel
    check()
    moves = state.legal_moves()
    if len(moves) == 1:
        return moves[0]
    seat = state.to_move
    if level == "easy":
        return rng.choice(_safe_moves(state))
    if level == "normal":
        if rng.random() < weights()["normal_slip"]:
            return rng.choice(_safe_moves(state))  # an ordinary player's off move, never a tipping one
        scored = _ranked(state, seat, check, risk=False)
        top = max(v for v, _ in scored)
        return next(m for v, m in scored if v == top)
    # hard: expectimax over the next roll, within the budget
    search = _hard_budget(budget)
    hidden = state.reseeded(rng.below(1 << 32))  # never read the dice the real state will draw
    scored = _ranked(hidden, seat, check)
    scored.sort(key=lambda vm: -vm[0])
    best_move = scored[0][1]
    results = []
    for shallow, move in scored:
        check()
        if search.expired():
            break
        after = _after(hidden, move)
        if after.outcome() is not None or _tipped(after):
            deep = value(after, seat)
        elif after.to_move is not None and _same_side(after, after.to_move, seat):
            deep = 0.5 * shallow + 0.5 * value(after, seat)
        else:
            deep = _reply_value(after, seat, check)
        results.append((deep, shallow, move))
    results.sort(key=lambda r: (-r[0], -r[1]))
    deeper = []
    for deep, shallow, move in results[:weights()["hard_deep_candidates"]]:
        if search.expired() or len(results) < 2:
            break
        check()
        after = _after(hidden, move)
        if after.outcome() is None and not _tipped(after) and \
                after.to_move is not None and not _same_side(after, after.to_move, seat):
            deep = _reply_value(after, seat, check, depth=2)
        deeper.append((deep, shallow, move))
    if deeper and len(deeper) == min(len(results), weights()["hard_deep_candidates"]):
        results = deeper
    if results:
        best_move = max(results, key=lambda r: (r[0], r[1]))[2]
    return best_move
