"""Golden Triple Domino games: whole recorded games replayed move by move to their known ends.

Each file in tests/data is a saved game (`GameRecord` JSON) recorded once with a fixed seed by computer
players at the easy and normal levels (their choices do not depend on the clock). The test replays every
move through the engine and checks the score sheet round by round (how each round ended, who went out or
had the fewest points in hand, the points per seat), the bonuses, draws and passes on the way, and the
final totals and winners, so a rules change that alters a result is caught. To record them again after a
deliberate rules change (then read the new games before freezing them):

    .venv/bin/python -m tests.golden   # every golden file, or only those named (see tests/golden.py)
"""

from __future__ import annotations

from collections import Counter

import pytest

import engine
from engine.record import GameRecord
from engine.tripledomino import Place
from engine.tripledomino.rules import BLOCKED, OUT, SOLITAIRE_OVER, TARGET
from tests import golden

#: file -> (seats, options, the level of each seat, seed).
GAMES = {
    # two players to 300: a round gone out, two blocked rounds; hexagons and bridges
    "tripledomino_two.json": (2, {}, ("normal", "easy"), 38),
    # four players to 300: a blocked round between two rounds gone out, its lowest hand shared by two
    "tripledomino_four.json": (4, {}, ("easy", "normal", "easy", "normal"), 36),
    # the Triominos style, three players to 400
    "tripledomino_triominos.json": (3, {"rules": "triominos"}, ("normal", "easy", "normal"), 2),
    # solitaire with 20 draws: the hand emptied (+20), and a game that ends with tiles in hand
    "tripledomino_solitaire_out.json": (1, {}, ("normal",), 6),
    "tripledomino_solitaire_blocked.json": (1, {}, ("normal",), 7),
}

#: What each game comes to: plies; per round (end, seats that went out or had the lowest hand, points per seat);
#: final totals; winners; reason; how often each bonus was scored and how often a player drew and passed.
EXPECTED: dict[str, tuple] = {
    "tripledomino_two.json": (220, [(OUT, (1,), (134, 113)), (BLOCKED, (0,), (156, 183)), (BLOCKED, (0,), (279, 144))], (569, 440),
         (0,), TARGET, {"bridge": 5, "draw": 87, "hexagon": 5, "pass": 5, "start": 3}),
    "tripledomino_four.json": (197,
         [(OUT, (2,), (68, 61, 108, 65)), (BLOCKED, (2, 3), (66, 103, 127, 150)),
          (OUT, (2,), (95, 148, 194, 63))],
         (229, 312, 429, 278), (2,), TARGET,
         {"bridge": 3, "double link": 2, "draw": 59, "hexagon": 3, "pass": 8, "start": 3}),
    "tripledomino_triominos.json": (128,
         [(OUT, (2,), (47, 44, 107)), (OUT, (2,), (55, 24, 129)), (OUT, (2,), (48, 63, 95)),
          (OUT, (2,), (100, 38, 115))],
         (250, 169, 446), (2,), TARGET, {"bridge": 1, "draw": 29, "pass": 3, "start": 4}),
    "tripledomino_solitaire_out.json": (46, [(OUT, (0,), (163,))], (163,), (0,), SOLITAIRE_OVER, {"draw": 18}),
    "tripledomino_solitaire_blocked.json": (44, [(BLOCKED, (0,), (121,))], (121,), (0,), SOLITAIRE_OVER, {"bridge": 1, "draw": 20, "hexagon": 1}),
}


def replay(name: str):
    """The record, its last state and how often each bonus, draw and pass occurred."""
    record = golden.load(name)
    states = golden.replay(record)
    events = Counter()
    for state, text in zip(states, record.moves):
        move = engine.parse_move(state, text)
        if isinstance(move, Place):
            events.update(name for name, _ in state.score_of(move).bonuses)
        else:
            events[type(move).__name__.lower()] += 1
    return record, states[-1], events


def summary(record, state, events) -> tuple:
    """What the game came to, in the order of `EXPECTED`."""
    outcome = state.outcome()
    rounds = [(r.end, r.seats, r.points) for r in state.history]
    return (len(record.moves), rounds, state.totals(), outcome.winners, outcome.reason, dict(sorted(events.items())))


@pytest.mark.parametrize("name", list(GAMES))
def test_a_recorded_game_replays_to_its_known_end(name):
    record, state, events = replay(name)
    seats, options, _levels, _seed = GAMES[name]
    assert record.initial.seats == seats and all(record.initial.options[k] == v for k, v in options.items())
    assert summary(record, state, events) == EXPECTED[name]
    outcome = state.outcome()
    assert outcome.scores == state.totals() and state.legal_moves() == []
    if seats > 1:
        assert max(state.totals()) >= state.rules.target and outcome.reason == TARGET
        before_last = [sum(r.points[seat] for r in state.history[:-1]) for seat in range(seats)]
        assert max(before_last) < state.rules.target  # the game ended with the first round that reached it
    else:
        assert outcome.reason == SOLITAIRE_OVER


FILES = list(GAMES)


def record(name: str) -> GameRecord:
    """The game of `GAMES` played by its computer levels."""
    seats, options, levels, seed = GAMES[name]
    players = golden.computer_players("tripledomino", levels, "{Level} {number}", colours=False)
    return golden.computer_game("tripledomino", seats, options, seed, levels, first_ply_seed=seed * 1000,
                                players=players)


def expected(name: str) -> tuple:
    """What the saved game `name` comes to, as in `EXPECTED`."""
    return summary(*replay(name))
