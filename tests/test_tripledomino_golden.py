"""Golden Triple Domino games: whole recorded games replayed move by move to their known ends.

Each file in tests/data is a saved game (`GameRecord` JSON) recorded once with a fixed seed by computer
players at the easy and normal levels (their choices do not depend on the clock). The test replays every
move through the engine and checks the score sheet round by round (how each round ended, who went out or
had the fewest points in hand, the points per seat), the bonuses, draws and passes on the way, and the
final totals and winners, so a rules change that alters a result is caught. To record them again after a
deliberate rules change (then read the new games before freezing them):

    .venv/bin/python -m tests.test_tripledomino_golden
"""

from __future__ import annotations

from collections import Counter

import pytest

import engine
from engine.tripledomino import Place
from engine.tripledomino.rules import BLOCKED, OUT, SOLITAIRE_OVER, TARGET
from tests import golden

#: file -> (seats, options, the level of each seat, seed).
GAMES = {
    # two players to 300: a round gone out, two blocked rounds; hexagons, bridges and a double link
    "tripledomino_two.json": (2, {}, ("normal", "easy"), 1),
    # four players to 300: a blocked round between two rounds gone out, its lowest hand shared by two
    "tripledomino_four.json": (4, {}, ("easy", "normal", "easy", "normal"), 1),
    # the Triominos style, three players to 400
    "tripledomino_triominos.json": (3, {"rules": "triominos"}, ("normal", "easy", "normal"), 2),
    # solitaire with 20 draws: the hand emptied (+20), and a game that ends with tiles in hand
    "tripledomino_solitaire_out.json": (1, {}, ("normal",), 6),
    "tripledomino_solitaire_blocked.json": (1, {}, ("normal",), 7),
}

#: What each game comes to: plies; per round (end, seats that went out or had the lowest hand, points per seat); final totals; winners; reason;
#: how often each bonus was scored and how often a player drew and passed.
EXPECTED: dict[str, tuple] = {
    "tripledomino_two.json": (
        204, [(OUT, (0,), (193, 39)), (BLOCKED, (1,), (81, 226)), (BLOCKED, (0,), (213, 87))], (487, 352), (0,), TARGET,
        {"bridge": 4, "double link": 1, "draw": 80, "hexagon": 2, "pass": 5, "start": 3}),
    "tripledomino_four.json": (
        185, [(OUT, (3,), (31, 79, 50, 153)), (BLOCKED, (0, 2), (81, 132, 87, 63)), (OUT, (3,), (57, 90, 154, 180))],
        (169, 301, 291, 396), (3,), TARGET, {"bridge": 5, "draw": 52, "hexagon": 2, "pass": 4, "start": 3}),
    "tripledomino_triominos.json": (
        167, [(OUT, (0,), (88, 39, 71)), (OUT, (2,), (104, 24, 138)), (OUT, (1,), (54, 101, 45)), (BLOCKED, (1,), (170, 92, 113))],
        (416, 256, 367), (0,), TARGET, {"bridge": 3, "draw": 50, "hexagon": 2, "pass": 4, "start": 4}),
    "tripledomino_solitaire_out.json": (46, [(OUT, (0,), (163,))], (163,), (0,), SOLITAIRE_OVER, {"draw": 18}),
    "tripledomino_solitaire_blocked.json": (
        44, [(BLOCKED, (0,), (121,))], (121,), (0,), SOLITAIRE_OVER, {"bridge": 1, "draw": 20, "hexagon": 1}),
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


def record_games() -> None:
    """Play the games of `GAMES` with their computer levels and write them as saved games."""
    for name, (seats, options, levels, seed) in GAMES.items():
        players = golden.computer_players("tripledomino", levels, "{Level} {number}", colours=False)
        record = golden.computer_game("tripledomino", seats, options, seed, levels, first_ply_seed=seed * 1000,
                                      players=players)
        golden.save(name, record)
        print(f"{name!r}: {summary(*replay(name))!r},")


if __name__ == "__main__":
    record_games()
