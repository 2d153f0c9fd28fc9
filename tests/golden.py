"""What the golden-game tests share: reading, replaying, recording and writing saved games in tests/data.

A golden game is a `GameRecord` the computer players played once and that was then frozen; each
tests/test_<game>_golden.py replays its records and checks how they end. Its computer players search on a
fixed budget of work (`WORK`, kept in each player's entry of the record as "work": nodes, playouts or trial
throws, see `engine.ai.budget.WorkClock`), never on the clock, so recording a game again gives the same file
byte for byte on any machine; tests/test_golden_record.py does so for every file. Each golden test module
names its files in `FILES` and records one with `record(name)`. After a deliberate rules or computer player
change, record them again and read the new games before freezing them (then update the modules' expected
results, which `python -m tests.golden` prints):

    .venv/bin/python -m tests.golden                      # every golden file
    .venv/bin/python -m tests.golden halma_star2.json     # or only these
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


#: The work each golden game's computer players may do for a move (units of `engine.ai.budget.WorkClock`:
#: about a tenth to half a second of play on a desktop machine, and cheap enough to record every file in a test).
WORK = {"abalone": 300, "balance": 5000, "equilibrix": 500, "halma": 5000, "tripledomino": 1000, "tumblin": 25}


def computer_players(game_id: str, levels: tuple[str, ...], name: str = "Computer ({level})",
                     colours: bool = True) -> list[dict[str, Any]]:
    """A player entry per seat for computers at `levels`, each with its budget of work; `name` may use {level},
    {Level} and {number}."""
    keys = [colour.key for colour in engine.GAMES[game_id].colours]
    return [{"name": name.format(level=level, Level=level.capitalize(), number=seat + 1),
             **({"colour": keys[seat]} if colours else {}), "human": False, "level": level, "work": WORK[game_id]}
            for seat, level in enumerate(levels)]


def computer_game(game_id: str, seats: int, options: dict, seed: int, levels: tuple[str, ...],
                  choose: Callable[[GameState, int], Any] | None = None, *, first_ply_seed: int = 0,
                  players: list[dict[str, Any]] | None = None) -> GameRecord:
    """A game played to its end by computers at `levels` (one per seat, seeded `first_ply_seed` + ply), each
    searching on the budget of work its player entry gives.

    `choose(state, ply)` may pick a move itself; when it returns None the seat's computer chooses.
    """
    players = players or computer_players(game_id, levels)
    state = engine.new_game(game_id, seats, options, seed=seed)
    initial, texts = state, []
    while state.outcome() is None:
        move = choose(state, len(texts)) if choose else None
        if move is None:
            move = engine.ai.choose(state, levels[state.to_move], seed=first_ply_seed + len(texts),
                                    work=players[state.to_move]["work"])
        texts.append(engine.move_to_text(state, move))
        state = state.apply(move)
    return GameRecord(initial, texts, len(texts), players)


def golden_modules() -> list:
    """The golden test modules, each with `FILES` and `record(name)`."""
    import importlib

    return [importlib.import_module(f"tests.test_{game}_golden") for game in sorted(engine.GAMES)]


def main(names: list[str]) -> None:
    """Record the golden files `names` (every one when empty) again, and print what each module expects now."""
    for module in golden_modules():
        chosen = [name for name in module.FILES if not names or name in names]
        for name in chosen:
            save(name, module.record(name))
        if chosen and hasattr(module, "expected"):
            print(module.__name__, "expects:")
            for name in chosen:
                print(f"    {name!r}: {module.expected(name)!r},")


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
