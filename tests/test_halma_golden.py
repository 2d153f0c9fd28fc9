"""Golden games of Halma and Chinese checkers: recorded computer games replayed move by move to their known end.

Each file in tests/data/halma_*.json is a saved game (`GameRecord`) played once by the computer players and then
frozen. Replaying it must give the same notation for every move and end exactly as written below, so a change of
the rules that alters any result shows up here. To record a game again after an intended rules change:

    .venv/bin/python -m tests.test_halma_golden star2     # or star3, square4, partners6; then update FINALS
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import engine
from engine.record import GameRecord

DATA = Path(__file__).parent / "data"

#: mode -> (seats, options, levels per seat, seed) used to record the game.
MODES = {
    "star2": (2, {}, ("normal", "hard"), 21),
    "star3": (3, {"play_on": True}, ("easy", "normal", "hard"), 22),
    "square4": (4, {"board": "square"}, ("normal", "easy", "normal", "easy"), 23),
    "partners6": (6, {"partners": True}, ("normal", "easy", "easy", "normal", "easy", "easy"), 24),
}

#: mode -> what the recorded game ends with: plies, winners, reason, pegs home per seat, finishing order, places.
FINALS = {
    "star2": (78, (1,), "filled", (6.0, 10.0), (1,), (2, 1)),
    "star3": (148, (2,), "filled", (10.0, 7.0, 10.0), (2, 0), (2, 3, 1)),
    "square4": (231, (2,), "filled", (10.0, 8.0, 13.0, 11.0), (2,), (3, 4, 1, 2)),
    "partners6": (202, (0, 3), "filled", (10.0, 8.0, 9.0, 10.0, 9.0, 6.0), (0, 3), (1, 2, 3, 1, 2, 3)),
}


def record_path(mode: str) -> Path:
    return DATA / f"halma_{mode}.json"


@pytest.mark.parametrize("mode", sorted(MODES))
def test_golden_game_replays_to_its_known_end(mode):
    record = GameRecord.from_json(record_path(mode).read_text(encoding="utf-8"))
    seats, options, _, _ = MODES[mode]
    state = record.initial
    assert state.seats == seats and all(state.options[k] == v for k, v in options.items())
    for ply, text in enumerate(record.moves):
        assert state.outcome() is None, f"{mode}: the game ended before move {ply + 1}"
        move = engine.parse_move(state, text)
        assert engine.move_to_text(state, move) == text, f"{mode}: move {ply + 1} is written differently now"
        state = state.apply(move)
    plies, winners, reason, scores, finished, places = FINALS[mode]
    outcome = state.outcome()
    assert outcome is not None, f"{mode}: the game no longer ends after its last recorded move"
    assert (len(record.moves), outcome.winners, outcome.reason) == (plies, winners, reason)
    assert outcome.scores == scores and state.finished == finished and state.places() == places


def record_game(mode: str) -> GameRecord:
    """Let the computer players play the mode's game to its end (takes a minute or two)."""
    import engine.ai

    seats, options, levels, seed = MODES[mode]
    state = engine.new_game("halma", seats, options, seed=seed)
    colours = [c.key for c in engine.GAMES["halma"].colours]
    players = [{"name": f"{level.capitalize()} {seat + 1}", "colour": colours[seat], "human": False, "level": level}
               for seat, level in enumerate(levels)]
    record = GameRecord(state, [], 0, players)
    while state.outcome() is None:
        move = engine.ai.choose(state, levels[state.to_move], seed=seed + len(record.moves), deadline_s=0.5)
        record.moves.append(engine.move_to_text(state, move))
        state = state.apply(move)
    record.cursor = len(record.moves)
    outcome = state.outcome()
    print(f'    "{mode}": ({len(record.moves)}, {outcome.winners}, "{outcome.reason}", {outcome.scores}, '
          f"{state.finished}, {state.places()}),")
    return record


if __name__ == "__main__":
    for name in sys.argv[1:] or sorted(MODES):
        record_path(name).write_text(record_game(name).to_json() + "\n", encoding="utf-8")
