"""Analysis of a whole game: each position's win chances, the moves where the mover's chance fell, and the
move the evaluation preferred there. Pure data and functions: the GUI runs `analyse_position` one position
at a time in a worker thread and keeps the result in the game record (so reopening does not recompute).

Marks follow the usual annotation: "?!" (dubious) where the move cost the mover at least `dubious` of
their chance to win, "?" (a mistake) at least `mistake`: measured against the move the evaluation
preferred (the chance each leads to), and never where the move played is the preferred one (in a game
with chance a fall then came from the dice, not the move).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from engine.ai import Evaluation, evaluate
from engine.core import BadState, GameState, IllegalMove

DUBIOUS, MISTAKE = 0.10, 0.25
#: A fall from one position to the next that makes the analysis keep the preferred move (below `DUBIOUS`,
#: so that a mark always has it).
SUSPECT = 0.05
#: The default time for one position (seconds).
DEFAULT_SECONDS = 0.25


@dataclass(frozen=True)
class Preferred:
    """At position `index`, the evaluation preferred `move` (its text), which leads to `chances`."""

    index: int
    move: str
    chances: tuple[float, ...]


@dataclass
class GameAnalysis:
    """Win chances per position (from the start; maybe only the first positions so far) and the preferred
    moves found where a move lost ground. `seconds` is the time each position was given."""

    seats: int
    seconds: float = DEFAULT_SECONDS
    chances: list[tuple[float, ...]] = field(default_factory=list)
    preferred: dict[int, Preferred] = field(default_factory=dict)

    def fall(self, states: list[GameState], index: int) -> float | None:
        """How much move `index` (from position `index` to `index + 1`) cost its mover: the chance the
        preferred move leads to minus the chance the move played leads to (`position_chances` makes the
        first position `index`'s own chance). Without a preferred move: the fall from position `index` to
        `index + 1`."""
        if index + 1 >= len(self.chances) or index + 1 >= len(states):
            return None
        mover = states[index].to_move
        if mover is None:
            return None
        preferred = self.preferred.get(index)
        before = preferred.chances[mover] if preferred is not None else self.chances[index][mover]
        return before - self.chances[index + 1][mover]

    def mark(self, states: list[GameState], moves: list[str], index: int,
             dubious: float = DUBIOUS, mistake: float = MISTAKE) -> str:
        """"?", "?!" or "" for move `index`."""
        fall = self.fall(states, index)
        preferred = self.preferred.get(index)
        if fall is None or fall < dubious or (preferred is not None and preferred.move == moves[index]):
            return ""
        return "?" if fall >= mistake else "?!"

    def truncate(self, positions: int) -> None:
        """Forget what lies beyond the first `positions` positions (the game took another course there)."""
        del self.chances[positions:]
        self.preferred = {i: p for i, p in self.preferred.items() if i + 1 < positions}

    @property
    def complete_for(self) -> int:
        """How many positions, from the start, have their chances."""
        return len(self.chances)

    def to_dict(self) -> dict[str, Any]:
        return {"seconds": self.seconds,
                "chances": [[round(c, 4) for c in chances] for chances in self.chances],
                "preferred": [{"index": p.index, "move": p.move, "chances": [round(c, 4) for c in p.chances]}
                              for p in sorted(self.preferred.values(), key=lambda p: p.index)]}

    @classmethod
    def from_dict(cls, data: Any, states: list[GameState]) -> GameAnalysis:
        """Read back `to_dict` for the game whose positions are `states`; `BadState` for anything else."""
        seats = states[0].seats
        if not isinstance(data, dict):
            raise BadState("analysis must be an object")
        seconds, chances, preferred = data.get("seconds"), data.get("chances"), data.get("preferred", [])
        if not _number(seconds) or not 0 < seconds <= 3600:
            raise BadState("analysis: seconds per position out of range")
        if not isinstance(chances, list) or len(chances) > len(states) or not all(
                _chances_ok(entry, seats) for entry in chances):
            raise BadState("analysis: chances must give each seat's chance at each position")
        if not isinstance(preferred, list):
            raise BadState("analysis: preferred moves must be a list")
        analysis = cls(seats, float(seconds), [tuple(float(c) for c in entry) for entry in chances])
        for entry in preferred:
            index = entry.get("index") if isinstance(entry, dict) else None
            if (not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(states) - 1
                    or not isinstance(entry.get("move"), str) or not _chances_ok(entry.get("chances"), seats)):
                raise BadState("analysis: a preferred move is not valid")
            try:
                states[index].parse_move(entry["move"])
            except IllegalMove:
                raise BadState(f"analysis: the preferred move at position {index} is not legal there") from None
            analysis.preferred[index] = Preferred(index, entry["move"], tuple(float(c) for c in entry["chances"]))
        return analysis


def _number(value: Any) -> bool:
    """A JSON number fit for arithmetic (an int of any size, or a finite float; no bool)."""
    if isinstance(value, float):
        return math.isfinite(value)
    return isinstance(value, int) and not isinstance(value, bool)


def _chances_ok(entry: Any, seats: int) -> bool:
    return (isinstance(entry, list) and len(entry) == seats and all(_number(c) and 0 <= c <= 1 for c in entry)
            and sum(entry) <= 1.001)


def position_seed(index: int) -> int:
    """The evaluation's seed at position `index`: fixed, so the same game always gets the same analysis."""
    return 7919 * index + 17


def position_chances(state: GameState, index: int, seconds: float, cancel=None) -> Evaluation:
    """The chances at `state` (position `index`), the same whoever is to move: the mean of the game's
    evaluation here and after the move it prefers, with that move as `best`.

    A fixed-depth search or a static score after the mover's best move gives the side to move a tempo
    the other side has not had yet, so on its own it rates consecutive positions for alternate sides
    and the curve zig-zags from ply to ply; the mean over the two plies of the preferred line gives
    each side its move. Being the value of that line, it is also the preferred move's chance: the
    position is never worth more than its best move, and a fall from one position to the next is the
    cost of the move played. A game of throws (no finite moves) keeps its evaluation: where a preferred
    throw lands is chance."""
    here = evaluate(state, seconds, cancel, position_seed(index))
    if here.best is None or not state.spec.finite_moves:  # a throw's landing is luck, not the line's value
        return here
    after = evaluate(state.apply(here.best), seconds, cancel, position_seed(index) + 1)
    return Evaluation([(a + b) / 2 for a, b in zip(here, after, strict=True)], here.best)


def analyse_position(states: list[GameState], moves: list[str], index: int, seconds: float,
                     cancel=None, previous: Evaluation | None = None) -> tuple[Evaluation, Preferred | None]:
    """The chances at position `index` (`position_chances`), and, when move `index - 1` lowered its
    mover's chance by at least `SUSPECT` and the evaluation of position `index - 1` (`previous`)
    preferred another move, that move with the chances it leads to (position `index - 1`'s own)."""
    evaluation = position_chances(states[index], index, seconds, cancel)
    preferred = None
    if previous is not None and index > 0:
        before = states[index - 1]
        mover = before.to_move
        best = previous.best
        if mover is not None and best is not None and previous[mover] - evaluation[mover] >= SUSPECT:
            preferred = Preferred(index - 1, before.move_to_text(best), tuple(previous))
    return evaluation, preferred
