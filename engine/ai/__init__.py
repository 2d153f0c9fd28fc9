"""Computer players for every game.

`choose(state, level, seed, deadline_s, cancel)` asks the game's own `engine.<id>.ai` module when it
has one (its evaluation knows the game), and otherwise falls back on a game-independent Monte Carlo
tree search over `legal_moves()`. Every search gets the same two things: an `engine.Rng` seeded from
`seed` (the only randomness it may use) and a `Budget` (its time and the caller's cancel flag).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from engine.ai.budget import Budget, OutOfTime, SearchCancelled
from engine.core import GameState, IllegalMove, Refusal
from engine.rng import Rng

__all__ = ["LEVELS", "Budget", "OutOfTime", "SearchCancelled", "choose"]

LEVELS = ("easy", "normal", "hard")

#: Fraction of the deadline each level may use in the generic search.
_GENERIC_BUDGET = {"easy": 0.0, "normal": 0.4, "hard": 1.0}

Cancelled = Callable[[], bool]


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

    The same `seed` gives the same move whenever the search finishes its work before the deadline;
    `cancel()` returning True stops it early (raising `SearchCancelled`).
    """
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; expected one of {LEVELS}")
    if state.outcome() is not None:
        raise IllegalMove(Refusal.GAME_OVER)
    rng, budget = Rng(seed), Budget(deadline_s, cancel)
    budget.check_cancel()
    game_ai = _game_ai(state)
    if game_ai is not None:
        return game_ai.choose(state, level, rng, budget)
    from engine.ai.mcts import mcts_choose

    return mcts_choose(state, rng, budget.part(_GENERIC_BUDGET[level]), min_iterations=0 if level == "easy" else 64)
