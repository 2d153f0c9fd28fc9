"""Game records: what a save file holds, independent of any GUI.

A record is the starting state, the moves in the game's notation and how far
along them the game currently is (moves past `cursor` are the redo tail), plus
free-form player data (names, colours, computer levels), and for games played
on a clock the time each player had left at every position, and the game's analysis when it has one
(`engine.analysis.GameAnalysis`). Loading replays every
move through the engine, so a record that does not describe a legal game is
refused with `BadState` instead of producing a broken position.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from engine import state_from_dict
from engine.analysis import GameAnalysis
from engine.core import BadState, GameState, IllegalMove, load_json

SAVE_FORMAT = "ludoteca-save"
SAVE_VERSION = 1
MAX_MOVES = 100_000
#: The largest clock reading accepted, in milliseconds (a day).
MAX_CLOCK_MS = 86_400_000


class RecordMoveRefused(BadState):
    """Move `index` (0-based) of a record of `game_id`, written `text`, refused by the engine for `refusal`."""

    def __init__(self, game_id: str, index: int, text: str, refusal: IllegalMove):
        super().__init__(f"move {index + 1} ({text[:40]!r}) is not legal: {refusal}")
        self.game_id = game_id
        self.index = index
        self.text = text
        self.refusal = refusal


@dataclass
class GameRecord:
    initial: GameState
    moves: list[str] = field(default_factory=list)
    cursor: int = 0
    players: list[dict[str, Any]] = field(default_factory=list)
    #: For a game on a clock: per position (the initial one, then after each move, the redo
    #: tail included) the milliseconds each seat had left; the cursor's entry is the time
    #: left when the record was made. None without a clock.
    clocks: list[list[float]] | None = None
    #: The analysis of the game's positions (win chances, preferred moves), when it has been analysed.
    analysis: GameAnalysis | None = None
    _replayed: tuple | None = field(default=None, repr=False, compare=False)

    @property
    def game_id(self) -> str:
        return self.initial.spec.id

    def states(self) -> list[GameState]:
        """Every position from the start to the end of the redo tail, replayed through the engine once."""
        key = (self.initial, tuple(self.moves))
        if self._replayed is not None and self._replayed[0] == key:
            return list(self._replayed[1])
        states = self._replay()
        self._replayed = (key, states)
        return list(states)

    def _replay(self) -> list[GameState]:
        states = [self.initial]
        for index, text in enumerate(self.moves):
            state = states[-1]
            try:
                states.append(state.apply(state.parse_move(text)))
            except IllegalMove as exc:
                raise RecordMoveRefused(self.game_id, index, text, exc) from None
        return states

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game_id,
            "initial": self.initial.to_dict(),
            "moves": list(self.moves),
            "cursor": self.cursor,
            "players": self.players,
            **({"clocks": self.clocks} if self.clocks is not None else {}),
            **({"analysis": self.analysis.to_dict()} if self.analysis is not None else {}),
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=1, ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise BadState("this is not a Ludoteca saved game")
        if data.get("version") != SAVE_VERSION:
            raise BadState(f"saved-game version {data.get('version')!r} is not supported (expected {SAVE_VERSION})")
        initial = state_from_dict(data.get("initial"))
        if data.get("game") != initial.spec.id:
            raise BadState("the saved game names a different game than its position")
        moves, cursor, players = data.get("moves"), data.get("cursor"), data.get("players", [])
        if not isinstance(moves, list) or len(moves) > MAX_MOVES or not all(isinstance(m, str) for m in moves):
            raise BadState("moves must be a list of move texts")
        if not isinstance(cursor, int) or isinstance(cursor, bool) or not 0 <= cursor <= len(moves):
            raise BadState("cursor is out of range")
        if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
            raise BadState("players must be a list of objects")
        clocks = data.get("clocks")
        if clocks is not None and not _clocks_ok(clocks, len(moves) + 1, initial.seats):
            raise BadState("clocks must give each seat's time left at every position")
        record = cls(initial, moves, cursor, players, clocks)
        states = record.states()  # validates every move
        if data.get("analysis") is not None:
            record.analysis = GameAnalysis.from_dict(data["analysis"], states)
        return record

    @classmethod
    def from_json(cls, text: str | bytes) -> GameRecord:
        return cls.from_dict(load_json(text, "the file"))


def _clocks_ok(clocks: Any, positions: int, seats: int) -> bool:
    return isinstance(clocks, list) and len(clocks) == positions and all(
        isinstance(entry, list) and len(entry) == seats and all(
            isinstance(ms, (int, float)) and not isinstance(ms, bool) and 0 <= ms <= MAX_CLOCK_MS for ms in entry)
        for entry in clocks)
