"""Golden games of Halma and Chinese checkers: recorded computer games replayed move by move to their known end.

Each file in tests/data/halma_*.json is a saved game (`GameRecord`) played once by the computer players and then
frozen. Replaying it must give the same notation for every move and end exactly as written below, so a change of
the rules that alters any result shows up here. To record a game again after an intended rules change:

    .venv/bin/python -m tests.golden halma_star2.json   # or no name: every golden file (see tests/golden.py)
"""

from __future__ import annotations

import pytest

from engine.record import GameRecord
from tests import golden

#: mode -> (seats, options, levels per seat, seed) used to record the game.
MODES = {
    "star2": (2, {}, ("normal", "hard"), 21),
    "star3": (3, {"play_on": True}, ("easy", "normal", "hard"), 22),
    "square4": (4, {"board": "square"}, ("normal", "easy", "normal", "easy"), 23),
    "partners6": (6, {"partners": True}, ("normal", "easy", "easy", "normal", "easy", "easy"), 24),
}

#: mode -> what the recorded game ends with: plies, winners, reason, pegs home per seat, finishing order, places.
FINALS = {
    "partners6": (282, (0, 3), "filled", (10.0, 10.0, 10.0, 10.0, 8.0, 8.0), (2, 1, 3, 0), (1, 2, 2, 1, 2, 2)),
    "square4": (215, (2,), "filled", (10.0, 6.0, 13.0, 8.0), (2,), (2, 4, 1, 3)),
    "star2": (86, (1,), "filled", (8.0, 10.0), (1,), (2, 1)),
    "star3": (126, (1,), "filled", (6.0, 10.0, 10.0), (1, 2), (3, 1, 2)),
}


def file_name(mode: str) -> str:
    """The mode's saved game in tests/data."""
    return f"halma_{mode}.json"


@pytest.mark.parametrize("mode", sorted(MODES))
def test_golden_game_replays_to_its_known_end(mode):
    record = golden.load(file_name(mode))
    seats, options, _, _ = MODES[mode]
    state = record.initial
    assert state.seats == seats and all(state.options[k] == v for k, v in options.items())
    states = golden.replay(record)
    for ply, state in enumerate(states[:-1]):
        assert state.outcome() is None, f"{mode}: the game ended before move {ply + 1}"
    state = states[-1]
    plies, winners, reason, scores, finished, places = FINALS[mode]
    outcome = state.outcome()
    assert outcome is not None, f"{mode}: the game no longer ends after its last recorded move"
    assert (len(record.moves), outcome.winners, outcome.reason) == (plies, winners, reason)
    assert outcome.scores == scores and state.finished == finished and state.places() == places


FILES = [file_name(mode) for mode in sorted(MODES)]


def record(name: str) -> GameRecord:
    """Let the computer players play the mode's game to its end."""
    seats, options, levels, seed = MODES[name.removeprefix("halma_").removesuffix(".json")]
    return golden.computer_game("halma", seats, options, seed, levels, first_ply_seed=seed,
                                players=golden.computer_players("halma", levels, "{Level} {number}"))


def expected(name: str) -> tuple:
    """What the saved game `name` comes to, as in `FINALS`."""
    state = golden.replay(golden.load(name))[-1]
    outcome = state.outcome()
    return len(golden.load(name).moves), outcome.winners, outcome.reason, outcome.scores, state.finished, state.places()
