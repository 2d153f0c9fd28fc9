"""Golden Balance DUELS games: whole recorded games replayed move by move to their known ends.

Each file in tests/data is a saved game (`GameRecord` JSON) recorded once with a fixed seed: computers at
the easy and normal levels, and in the games with tips a careless player who picks any legal move (tipping
ones included). The test replays every move through the engine and checks what happened on the way (tips,
lost colours, players out, the winner's free final arrangement) and how the game ended, down to the arm,
so a rules change that alters a result is caught. To record them again after a deliberate rules change
(then read the new games before freezing them):

    .venv/bin/python -m tests.golden   # every golden file, or only those named (see tests/golden.py)
"""

from __future__ import annotations

import random

import pytest

import engine
from engine.balance.rules import HOME, TIPPED, TWO_TIPS
from engine.record import GameRecord
from tests import golden

#: file -> (seats, options, the level of each seat ("careless": any legal move), seed).
GAMES = {
    # two players, the booklet's game: the normal computer is forced to tip after a pass
    "balance_duel.json": (2, {}, ("normal", "easy"), 8),
    # the variant with 8 large pawns, model B, no beating and a twitchy arm: won home after a free rearrangement
    "balance_duel_variant.json": (2, {"pawns": 8, "model": "B", "beating": False, "sensitivity": "hard"},
                                  ("normal", "normal"), 2),
    # A+B against C+D: each team loses a colour, then C+D tip a second time and lose
    "balance_team4.json": (4, {"mode": "team"}, ("careless", "normal", "careless", "easy"), 8),
    # each for themselves: two players tip out, the last two play the final duel on opposite sides
    "balance_individual4.json": (4, {"mode": "individual"}, ("careless", "normal", "careless", "easy"), 14),
}

#: What each game comes to: plies, the events that matter as (ply, kind, seat or colour), winners, reason,
#: scores (pawns home per seat), rounds, team tips, sides at the end, and the arm as it stands at the end.
EXPECTED: dict[str, tuple] = {
    "balance_duel.json": (33, [(33, "tip", 0)], (1,), "tipped", (5.0, 3.0), 1, (0, 0), (1, -1),
         ((-7, 0, "L"), (-6, 0, "L"), (-4, 0, "L"), (-4, 0, "L"), (-3, 1, "L"), (-3, 1, "L"), (-1, 0, "L"),
          (2, 1, "L"), (5, 0, "L"), (6, 1, "L"), (6, 1, "L"))),
    "balance_duel_variant.json": (38, [(38, "rearranged", 0), (38, "home", 0)], (0,), "home", (8.0, 7.0), 1, (0, 0), (1, -1),
         ((-6, 0, "L"), (-6, 0, "L"), (-5, 0, "L"), (-4, 0, "L"), (-4, 0, "L"), (-3, 0, "L"), (-2, 0, "L"),
          (-1, 0, "L"), (1, 1, "L"), (1, 1, "L"), (3, 1, "L"), (3, 1, "L"), (4, 1, "L"), (6, 1, "L"), (6, 1, "L"))),
    "balance_team4.json": (51, [(21, "tip", 0), (21, "colour_lost", 0), (41, "tip", 2), (41, "colour_lost", 2), (51, "tip", 2)],
         (0, 1), "two_tips", (0.0, 0.0, 0.0, 1.0), 3, (1, 2), (1, 1, -1, -1),
         ((-3, 3, "M"), (1, 1, "L"), (1, 1, "M"), (4, 3, "L"), (5, 1, "L"))),
    "balance_individual4.json": (42, [(8, "tip", 0), (8, "out", 0), (21, "tip", 2), (21, "out", 2), (42, "rearranged", 1), (42, "home", 1)],
         (1,), "home", (0.0, 4.0, 0.0, 1.0), 3, (0, 0), (0, -1, 0, 1),
         ((-6, 3, "M"), (1, 1, "L"), (1, 3, "L"), (2, 1, "L"), (2, 1, "M"), (3, 1, "M"), (5, 3, "L"))),
}


def key_events(state, ply: int) -> list[tuple[int, str, int]]:
    """The events of the move that led to `state` that the test follows, as (ply, kind, seat or colour)."""
    wanted = {"tip": "seat", "colour_lost": "colour", "out": "seat", "rearranged": "colour", "home": "colour"}
    return [(ply, e.kind, getattr(e, wanted[e.kind])) for e in state.events if e.kind in wanted]


def replay(name: str):
    """The record, its last state and the key events on the way."""
    record = golden.load(name)
    states = golden.replay(record)
    events = [event for ply, state in enumerate(states[1:], 1) for event in key_events(state, ply)]
    return record, states[-1], events


def summary(record, state, events) -> tuple:
    """What the game came to, in the order of `EXPECTED`."""
    outcome = state.outcome()
    return (len(record.moves), events, outcome.winners, outcome.reason, outcome.scores, state.round_no,
            state.tips, state.sides, state.arm)


@pytest.mark.parametrize("name", list(GAMES))
def test_golden_game_replays_to_its_known_end(name):
    record, state, events = replay(name)
    seats, options, _, _ = GAMES[name]
    assert record.initial.seats == seats
    assert {key: record.initial.options[key] for key in options} == options
    assert record.cursor == len(record.moves)
    assert summary(record, state, events) == EXPECTED[name]
    assert state.tipped() == (state.outcome().reason != HOME)  # a won game's arm stands, a lost one lies
    assert engine.from_json(state.to_json()) == state


def test_golden_games_cover_every_way_a_game_ends():
    assert {EXPECTED[name][3] for name in GAMES} == {TIPPED, HOME, TWO_TIPS}


# --------------------------------------------------------------------------- recording them

FILES = list(GAMES)


def record(name: str) -> GameRecord:
    """The game of computers at `levels`, a careless seat (a human in the record) playing any legal move."""
    seats, options, levels, seed = GAMES[name]
    careless = random.Random(seed)

    def choose(state, ply):
        """Any legal move for a careless seat; None lets a computer seat choose."""
        return careless.choice(state.legal_moves()) if levels[state.to_move] == "careless" else None

    computers = golden.computer_players("balance", levels)
    players = [{"name": f"Player {seat + 1}", "colour": computers[seat]["colour"], "human": True}
               if level == "careless" else computers[seat] for seat, level in enumerate(levels)]
    return golden.computer_game("balance", seats, options, seed, levels, choose, players=players)


def expected(name: str) -> tuple:
    """What the saved game `name` comes to, as in `EXPECTED`."""
    return summary(*replay(name))
