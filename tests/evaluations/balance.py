"""Balance DUELS: positions for the generic test of `engine.ai.evaluate` (tests/test_evaluate.py).

Both kinds come from real games: the cautious greedy player (`greedy_choose`) plays every seat, and for a
lead the other seats pass whenever they may (they fall behind in the race without tipping the arm).
Only modes with one winner are used: in a team game partners share a win, so no seat's chance exceeds 1/2.
"""

from __future__ import annotations

import engine
from engine.ai import Budget, _winning_move
from engine.balance import PASS
from engine.balance.ai import greedy_choose, progress

#: (seats, options, seed) of the greedy games searched.
_WON = [(2, {}, 1), (2, {"pawns": 8}, 1), (3, {"mode": "individual"}, 2), (4, {"mode": "individual"}, 0),
        (3, {"mode": "team"}, 0)]
#: (seats, options, seed, seat, lead): the first position with `seat` to move and its race `lead` ahead.
_AHEAD = [(2, {}, 0, 0, 0.3), (2, {}, 1, 1, 0.3), (2, {"pawns": 8, "model": "B"}, 1, 0, 0.4),
          (3, {"mode": "team"}, 2, 2, 0.3), (3, {"mode": "individual"}, 0, 1, 0.3)]


def _wins_at_once(state) -> bool:
    return _winning_move(state, Budget(60.0)) is not None


def _greedy_game(seats: int, options: dict, seed: int, held_back: int | None = None):
    """Every position (not finished) of a game of greedy players; with `held_back` a seat, every other
    seat passes whenever it may."""
    state = engine.new_game("balance", seats, options, seed=seed)
    while state.outcome() is None:
        yield state
        moves = state.legal_moves()
        lagging = held_back is not None and state.to_move != held_back and PASS in moves
        state = state.apply(PASS if lagging else greedy_choose(state))


def won_in_one():
    found = []
    for seats, options, seed in _WON:
        state = next(s for s in _greedy_game(seats, options, seed) if _wins_at_once(s))
        found.append((state, state.to_move))
    return found


def clearly_ahead():
    found = []
    for seats, options, seed, seat, lead in _AHEAD:
        for state in _greedy_game(seats, options, seed, held_back=seat):
            rivals = max(progress(state, c) for c in range(seats) if c != seat)
            if state.to_move == seat and progress(state, seat) - rivals >= lead and not _wins_at_once(state):
                found.append((state, seat))
                break
    return found
