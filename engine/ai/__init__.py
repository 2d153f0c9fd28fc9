"""Computer players for every game.

`choose(state, level, seed, deadline_s)` asks the game's own `engine.<id>.ai`
module when it has one (its evaluation knows the game), and otherwise falls
back on a game-independent Monte Carlo tree search over `legal_moves()`.
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable
from typing import Any

from engine.core import GameState, IllegalMove, Refusal

LEVELS = ("easy", "normal", "hard")

#: Fraction of the deadline each level may use in the generic search.
_GENERIC_BUDGET = {"easy": 0.0, "normal": 0.4, "hard": 1.0}

Cancelled = Callable[[], bool]


class SearchCancelled(Exception):
    """Raised inside a search when the caller's `cancel()` turned true."""


def _game_ai(state: GameState):
    try:
        return importlib.import_module(f"engine.{state.spec.id}.ai")
    except ModuleNotFoundError as exc:
        if exc.name not in (f"engine.{state.spec.id}", f"engine.{state.spec.id}.ai"):
            raise  # the game's AI exists but one of its own imports is missing
        return None


def choose(
    state: GameState,
    level: str = "normal",
    seed: int = 0,
    deadline_s: float = 2.0,
    cancel: Cancelled | None = None,
) -> Any:
    """A legal move for the seat to move, chosen at `level` within about `deadline_s` seconds.

    The same `seed` gives the same move whenever the search finishes its work
    before the deadline; `cancel()` returning True stops it early (raising
    `SearchCancelled`).
    """
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; expected one of {LEVELS}")
    if state.outcome() is not None:
        raise IllegalMove(Refusal.GAME_OVER)
    cancel = cancel or (lambda: False)
    game_ai = _game_ai(state)
    if game_ai is not None:
        return game_ai.choose(state, level, seed, deadline_s, cancel)
    from engine.ai.mcts import mcts_choose

    return mcts_choose(state, seed, time.monotonic() + deadline_s * _GENERIC_BUDGET[level], cancel,
                       min_iterations=0 if level == "easy" else 64)
