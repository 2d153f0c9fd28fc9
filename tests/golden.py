"""What the golden-game tests share: reading, replaying, recording and writing saved games in tests/data.

A golden game is a `GameRecord` the computer players played once and that was then frozen; each
tests/test_<game>_golden.py replays its records and checks how they end, and records them again from
its `main()` after a deliberate rules change.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import engine
import engine.ai
from engine.core import GameState
from engine.record import GameRecord

DATA = Path(__file__).parent / "data"


def load(name: str) -> GameRecord:
    """The saved game in tests/data/`name`."""
    return GameRecord.from_json((DATA / name).read_text(encoding="utf-8"))


def save(name: str, record: GameRecord) -> None:
    """Write `record` as tests/data/`name`."""
    (DATA / name).write_text(record.to_json() + "\n", encoding="utf-8")


def replay(record: GameRecord) -> list[GameState]:
    """Every state of the record's game, checking that each move is still written as recorded."""
    states = [record.initial]
    for ply, text in enumerate(record.moves, 1):
        move = engine.parse_move(states[-1], text)
        assert engine.move_to_text(states[-1], move) == text, f"{record.game_id}: move {ply} is written differently now"
        states.append(states[-1].apply(move))
    return states


def computer_players(game_id: str, levels: tuple[str, ...], name: str = "Computer ({level})",
                     colours: bool = True) -> list[dict[str, Any]]:
    """A player entry per seat for computers at `levels`; `name` may use {level}, {Level} and {number}."""
    keys = [colour.key for colour in engine.GAMES[game_id].colours]
    return [{"name": name.format(level=level, Level=level.capitalize(), number=seat + 1),
             **({"colour": keys[seat]} if colours else {}), "human": False, "level": level}
            for seat, level in enumerate(levels)]


def computer_game(game_id: str, seats: int, options: dict, seed: int, levels: tuple[str, ...],
                  choose: Callable[[GameState, int], Any] | None = None, *, first_ply_seed: int = 0,
                  deadline_s: float = 1.0, players: list[dict[str, Any]] | None = None) -> GameRecord:
    """A game played to its end by computers at `levels` (one per seat, seeded `first_ply_seed` + ply).

    `choose(state, ply)` may pick a move itself; when it returns None the seat's computer chooses.
    """
    state = engine.new_game(game_id, seats, options, seed=seed)
    initial, texts = state, []
    while state.outcome() is None:
        move = choose(state, len(texts)) if choose else None
        if move is None:
            move = engine.ai.choose(state, levels[state.to_move], seed=first_ply_seed + len(texts),
                                    deadline_s=deadline_s)
        texts.append(engine.move_to_text(state, move))
        state = state.apply(move)
    return GameRecord(initial, texts, len(texts), players or computer_players(game_id, levels))
