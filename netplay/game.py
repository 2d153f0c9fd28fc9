"""The game as the room shares it: views, their hashes, and the moves as they travel.

The host holds the real states (its RNG, every hand). Everybody else holds, per position, a state rebuilt from
the view they may see (`engine.state_from_view`): the RNG and other seats' hidden tiles are not theirs to know,
so their local state fills them with a guess of their own that the screen never shows. What every screen agrees
on is the public view (what a spectator sees); its hash travels with every move and every client checks its own
position against it.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import engine
from engine import GameState, Rng


def view_hash(state: GameState) -> str:
    """The hash of what everybody may see of `state` (its public view), as every client computes it."""
    text = json.dumps(state.view(None), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def hidden(state: GameState) -> bool:
    """Whether the seats of this game see different things (hands), so each seat gets its own view."""
    return state.spec.hidden_hands


def needs_view(before: GameState, after: GameState) -> bool:
    """Whether a client cannot work out `after` from `before` and the move's text by itself: the move drew from
    the host's RNG (dice, a deal, a campaign's next set-up), or it is a throw whose physics the host ran (the
    result is sent so every screen ends in the same state)."""
    return not before.spec.finite_moves or after.rng != before.rng


def entry(before: GameState, after: GameState, by: int, text: str) -> dict[str, Any]:
    """A move as it goes to everybody: who, the text, the public hash, and the public view where needed."""
    body: dict[str, Any] = {"by": by, "text": text, "hash": view_hash(after), "view": None}
    if hidden(after) or needs_view(before, after):
        body["view"] = after.view(None)
    return body


class Follower:
    """The positions of the game as one client sees them, rebuilt move by move from what the host sends.

    `advance` takes the next move; a move it cannot check (a hash that differs, a view the engine refuses) raises
    `OutOfStep`, after which the client asks the host for the whole game again.
    """

    def __init__(self, start: dict[str, Any], seat: int | None, hash_: str, seed: int):
        self.seat = seat
        self._rng = Rng(seed)
        self.states: list[GameState] = [self._read(start)]
        self.moves: list[str] = []
        self.by: list[int] = []
        self.hashes: list[str] = [view_hash(self.states[0])]
        if self.hashes[0] != hash_:
            raise OutOfStep("the start does not match its hash")

    def _read(self, view: dict[str, Any]) -> GameState:
        try:
            return engine.state_from_view(view, self._rng.copy())
        except engine.BadState as exc:
            raise OutOfStep(f"a view the engine refuses: {exc}") from None
        finally:
            self._rng.below(2**31)  # each guess from new numbers

    @property
    def state(self) -> GameState:
        return self.states[-1]

    @property
    def seq(self) -> int:
        return len(self.moves)

    def wants_private(self) -> bool:
        return self.seat is not None and hidden(self.state)

    def advance(self, by: int, text: str, hash_: str, view: dict[str, Any] | None,
                pview: dict[str, Any] | None) -> GameState:
        before = self.state
        if pview is not None:
            after = self._read(pview)
        elif view is not None:
            after = self._read(view)
        else:
            try:
                after = before.apply(before.parse_move(text))
            except engine.IllegalMove as exc:
                raise OutOfStep(f"move {text[:40]!r} does not apply here: {exc}") from None
        if view_hash(after) != hash_:
            raise OutOfStep(f"position {self.seq + 1} differs from the host's")
        self.states.append(after)
        self.moves.append(text)
        self.by.append(by)
        self.hashes.append(hash_)
        return after

    def undo_to(self, seq: int, hash_: str) -> None:
        if not 0 <= seq <= self.seq or self.hashes[seq] != hash_:
            raise OutOfStep("an undo to a position this client does not have")
        del self.states[seq + 1:], self.moves[seq:], self.by[seq:], self.hashes[seq + 1:]


class OutOfStep(Exception):
    """This client's positions and the host's no longer agree: it needs the whole game again."""
