"""Golden Abalone games: whole recorded games replayed move by move to their known ends.

Each file in tests/data is a saved game (`GameRecord` JSON) that the computer played against itself
once; the test replays every move through the engine and checks where the marbles went and how the
game ended, so a rules change that alters a result is caught. To record them again after a
deliberate rules change (then read the new games before freezing them):

    .venv/bin/python -m tests.golden   # every golden file, or only those named (see tests/golden.py)
"""

from __future__ import annotations

import pytest

import engine
from engine import Reason
from engine.abalone import Timeout
from engine.abalone.notation import record_from_text, record_to_text
from engine.abalone.rules import EJECT, PUSHED_OFF
from engine.record import GameRecord
from tests import golden

#: file -> (options, Black's level, White's level, plies before the flag falls (None: play to the end)).
GAMES = {
    "abalone_standard.json": ({"layout": "standard"}, "normal", "easy", None),
    "abalone_belgian_daisy.json": ({"layout": "belgian_daisy"}, "easy", "normal", None),
    "abalone_german_daisy_clock.json": ({"layout": "german_daisy", "clock_minutes": 10}, "normal", "normal", 40),
}

#: What each golden game comes to: plies played, the plies that pushed a marble off, marbles lost by
#: (Black, White), winners, reason and the outcome's scores (marbles each seat pushed off).
EXPECTED = {
    "abalone_standard.json": (57, [45, 47, 51, 53, 55, 57], (0, 6), (0,), PUSHED_OFF, (6.0, 0.0)),
    "abalone_belgian_daisy.json": (28, [6, 18, 22, 24, 26, 28], (6, 0), (1,), PUSHED_OFF, (0.0, 6.0)),
    "abalone_german_daisy_clock.json": (41, [22, 23, 25, 29], (1, 3), (1,), Reason.TIMEOUT, (3.0, 1.0)),
}


def replay(name: str):
    """The record, its last state, the plies that pushed a marble off, and its moves as objects."""
    record = golden.load(name)
    states = golden.replay(record)
    moves = [engine.parse_move(state, text) for state, text in zip(states, record.moves)]
    ejections = [ply for ply, (state, move) in enumerate(zip(states, moves), 1)
                 if not isinstance(move, Timeout) and state.effect(move) == EJECT]
    return record, states[-1], ejections, moves


@pytest.mark.parametrize("name", list(GAMES))
def test_golden_game_replays_to_its_known_end(name):
    record, state, ejections, moves = replay(name)
    options = GAMES[name][0]
    assert {key: record.initial.options[key] for key in options} == options
    outcome = state.outcome()
    plies, pushed_off_at, lost, winners, reason, scores = EXPECTED[name]
    assert len(record.moves) == plies and record.cursor == plies
    assert ejections == pushed_off_at
    assert state.lost == lost
    assert outcome is not None and outcome.winners == winners and outcome.reason == reason
    assert outcome.scores == scores
    assert engine.from_json(state.to_json()) == state
    # the same game as an Aba-Pro text record (the panel's "Copy game record"), the flag's fall included
    initial, again = record_from_text(record_to_text(record.initial, moves))
    assert initial.options == record.initial.options and again == moves


def test_golden_games_cover_both_ways_to_win():
    reasons = {EXPECTED[name][4] for name in GAMES}
    assert reasons == {PUSHED_OFF, Reason.TIMEOUT}


# --------------------------------------------------------------------------- recording them

FILES = list(GAMES)


def record(name: str) -> GameRecord:
    """The computers' game, the player to move losing on time at ply `flag_at` (no clock readings: by decree)."""
    options, black, white, flag_at = GAMES[name]
    return golden.computer_game("abalone", 2, options, 1, (black, white),
                                lambda state, ply: Timeout(state.turn) if ply == flag_at else None)


def expected(name: str) -> tuple:
    """What the saved game `name` comes to, as in `EXPECTED`."""
    record, state, ejections, _ = replay(name)
    outcome = state.outcome()
    return len(record.moves), ejections, state.lost, outcome.winners, outcome.reason, outcome.scores
