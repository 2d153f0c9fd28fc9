"""Triple Domino: positions for the generic test of `engine.ai.evaluate` (tests/test_evaluate.py).

The table and the hands come from real rounds played by the normal computer; the score sheet of the rounds
before is then written in (`_with_sheet`), as a game further on would have it.
"""

from __future__ import annotations

import json

import engine
import engine.ai
from engine.tripledomino import Place


def _played(seats: int, options: dict, seed: int, done) -> engine.GameState:
    """The first position of a round played by the normal computer where `done(state)` holds."""
    state = engine.new_game("tripledomino", seats, options, seed=seed)
    for ply in range(200):
        if done(state):
            return state
        state = state.apply(engine.ai.choose(state, "normal", seed=ply, deadline_s=0.1))
    raise AssertionError("no such position in the round")


def _with_sheet(state, totals: list[int]) -> engine.GameState:
    """`state` with one earlier round on the score sheet that gave each seat `totals[seat]`."""
    data = json.loads(state.to_json())
    data["data"]["round"] = 2
    data["data"]["history"] = [{"points": totals, "end": "out", "seat": totals.index(max(totals))}]
    return engine.from_json(json.dumps(data))


def _last_tile_fits(state) -> bool:
    return (state.to_move is not None and len(state.hands[state.to_move]) == 1
            and any(isinstance(m, Place) for m in state.legal_moves()))


def won_in_one():
    """The seat to move lays its last tile: out, and past the target with the best total."""
    found = []
    for seats, options, seed in ((2, {}, 1), (4, {"rules": "triominos"}, 2), (3, {"target": 200}, 3)):
        state = _played(seats, options, seed, _last_tile_fits)
        seat = state.to_move
        target = state.rules.target
        totals = [40] * seats
        totals[seat] = target - 15 - state.round_points[seat]
        found.append((_with_sheet(state, totals), seat))
    return found


def clearly_ahead():
    """Far ahead on the score sheet, near the target, several tiles still in every hand."""
    found = []
    for seats, options, seed, plies in ((2, {}, 4, 6), (4, {"rules": "triominos"}, 5, 9), (3, {"target": 200}, 6, 4),
                                        (6, {}, 7, 8)):
        state = _played(seats, options, seed, lambda s, plies=plies: len(s.placed) >= plies)
        seat = state.to_move
        target = state.rules.target
        totals = [target // 5] * seats
        totals[seat] = target - 30
        found.append((_with_sheet(state, totals), seat))
    return found
