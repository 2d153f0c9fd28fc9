"""Tumblin-Dice: positions for the generic test of `engine.ai.evaluate` (tests/test_evaluate.py).

A new game's score sheet is written on as the rounds before would have left it (`_sheet`), then real
throws (the physics) bring the last round to its last die where a position needs dice on the board.
The game has no list of moves (`finite_moves` is False), so a won-in-one position is one whose win is
certain, or nearly so, whatever the last throw does: the game's own `chances` must see that.
"""

from __future__ import annotations

import json

import engine
from engine.tumblin import Throw

#: Throws that land on the board (mostly on 3x), each from another start so they rarely collide head-on.
_THROWS = [Throw(40, y, -round(y * 1.6), 1900, 6, 0) for y in (-60, -30, 0, 30, 60, -45, 45, -15, 15, 0) * 2]


def _sheet(seats: int, options: dict, round_no: int, totals: list[int], wins: list[int] | None = None):
    """The start of round `round_no` of a new game, the rounds before having given each team `totals`
    (spread evenly over them) and `wins`."""
    state = engine.new_game("tumblin", seats, options, seed=seats + round_no)
    data = json.loads(state.to_json())
    played = round_no - 1
    rows = [[total // played + (total % played if k == 0 else 0) for total in totals] for k in range(played)]
    data["data"].update(round=round_no, history=rows, totals=totals, wins=wins or [0] * len(totals))
    return engine.from_json(json.dumps(data))


def _to_last_die(state):
    """Throw until a single die of the whole round is left in hand."""
    for throw in _THROWS:
        if sum(len(state.hand(seat)) for seat in range(state.seats)) == 1:
            return state
        state = state.apply(throw)
    raise AssertionError("more dice than throws")


def _team_ahead(state, lead: int, behind: int) -> list[int]:
    """Totals with the team of the seat to move at `lead` and every other team at `behind`."""
    mover = state.teams[state.to_move]
    return [lead if team == mover else behind for team in range(state.team_count)]


def _last_throw(seats: int, options: dict, round_no: int, lead: int, behind: int):
    start = engine.new_game("tumblin", seats, options, seed=seats + round_no)
    last_seat = start.order[-1]  # the order of a round does not depend on the totals written in
    totals = [lead if team == start.teams[last_seat] else behind for team in range(start.team_count)]
    state = _to_last_die(_sheet(seats, options, round_no, totals))
    assert state.to_move == last_seat
    return state, last_seat


def won_in_one():
    """The last throw of the game, its thrower's team far ahead: 300 to 60 after three of four rounds (more
    than a round's dice can make up), or 295 of 301 with its dice already scoring."""
    return [_last_throw(2, {}, 4, 300, 60), _last_throw(3, {}, 4, 280, 50), _last_throw(2, {"goal": "301"}, 3, 295, 80)]


def clearly_ahead():
    """At the start of a round, well ahead on the score sheet with rounds still to play (and in a game for
    won rounds, two of them ahead)."""
    found = []
    for seats, options, round_no, lead, behind in ((2, {}, 3, 110, 70), (3, {}, 3, 120, 80),
                                                  (4, {"teams": False}, 2, 70, 25), (2, {"goal": "501"}, 6, 300, 230),
                                                  (2, {"goal": "wins"}, 4, 150, 120),
                                                  (2, {"two_player_dice": "bonus", "dice": "d10"}, 3, 150, 90)):
        start = engine.new_game("tumblin", seats, options, seed=seats + round_no)
        wins = _team_ahead(start, 2, 0) if options.get("goal") == "wins" else None
        found.append((_sheet(seats, options, round_no, _team_ahead(start, lead, behind), wins), start.to_move))
    return found
