"""Computer players for every game.

`choose(state, level, seed, deadline_s, cancel)` asks the game's own `engine.<id>.ai` module when it
has one (its evaluation knows the game), and otherwise falls back on a game-independent Monte Carlo
tree search over `legal_moves()`. Every search gets the same two things: an `engine.Rng` seeded from
`seed` (the only randomness it may use) and a `Budget` (its time and the caller's cancel flag).

`evaluate(state, deadline_s, cancel, seed)` gives each seat's chance to win (an `Evaluation`): a finished
game gives its outcome, a move that wins at once gives that win, and otherwise the game's own
`chances(state, rng, budget)` answers, from its search where it has one and from seeded playouts where
the game has chance; a game without it falls back on random playouts.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import math
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.ai.budget import Budget, OutOfTime, SearchCancelled
from engine.core import GameState, IllegalMove, Refusal
from engine.rng import Rng

__all__ = ["LEVELS", "Budget", "Evaluation", "OutOfTime", "SearchCancelled", "choose", "evaluate",
           "logistic", "outcome_chances", "search_cores", "share_win"]

LEVELS = ("easy", "normal", "hard")

#: Fraction of the deadline each level may use in the generic search.
_GENERIC_BUDGET = {"easy": 0.0, "normal": 0.4, "hard": 1.0}

Cancelled = Callable[[], bool]

#: Set (to anything) in the environment, it keeps every game on the Python search even where a compiled core
#: is built: the path a machine without a C compiler takes, for tests and comparisons.
PURE_SEARCH_ENV = "LUDOTECA_PURE_SEARCH"


def search_cores(game_ids) -> dict[str, bool]:
    """For each game of `game_ids` that has a search core (`engine/<id>/search.py`, issue 32): whether it runs
    compiled. Found without importing the cores (for the start-up log, which must cost nothing)."""
    cores = {}
    for game_id in game_ids:
        spec = importlib.util.find_spec(f"engine.{game_id}.search")
        if spec is not None:
            cores[game_id] = not spec.origin.endswith(".py") and not os.environ.get(PURE_SEARCH_ENV)
    return cores


def _game_ai(state: GameState):
    try:
        return importlib.import_module(f"engine.{state.spec.id}.ai")
    except ModuleNotFoundError as exc:
        if exc.name not in (f"engine.{state.spec.id}", f"engine.{state.spec.id}.ai"):
            raise  # the game's AI exists but one of its own imports is missing
        return None


def work_per_second(game_id: str) -> float:
    """The units of work (`engine.ai.budget.WorkClock`) a second of the game's search is worth: its
    `data/ai.json` "work_per_second", measured on a desktop machine; 1000 for a game without one."""
    path = Path(__file__).parent.parent / game_id / "data" / "ai.json"
    data = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    return float(data.get("work_per_second", 1000))


def choose(
    state: GameState,
    level: str = "normal",
    seed: int = 0,
    deadline_s: float = 2.0,
    cancel: Cancelled | None = None,
    work: int | None = None,
) -> Any:
    """A legal move for the seat to move, chosen at `level` within about `deadline_s` seconds.

    The same `seed` gives the same move whenever the search finishes its work before the deadline;
    `cancel()` returning True stops it early (raising `SearchCancelled`). With `work` (a number of units:
    nodes, playouts, trials) the search is timed by the work it does instead of the clock, `work` units in
    all, and the same `seed` always gives the same move, on any machine (the golden games); play keeps
    the deadline.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; expected one of {LEVELS}")
    if state.outcome() is not None:
        raise IllegalMove(Refusal.GAME_OVER)
    rng = Rng(seed)
    budget = (Budget(deadline_s, cancel) if work is None
              else Budget.of_work(work, work_per_second(state.spec.id), cancel))
    budget.check_cancel()
    game_ai = _game_ai(state)
    if game_ai is not None:
        return game_ai.choose(state, level, rng, budget)
    from engine.ai.mcts import mcts_choose

    return mcts_choose(state, rng, budget.part(_GENERIC_BUDGET[level]), min_iterations=0 if level == "easy" else 64)


class Evaluation(tuple):
    """Each seat's chance to win, in [0, 1], summing to 1 (less where a draw is possible): a tuple of
    floats, indexed by seat. `best` is the move the evaluation prefers for the seat to move, when its
    search found one (None otherwise, and in a finished game)."""

    best: Any

    def __new__(cls, chances, best: Any = None) -> Evaluation:
        values = tuple(min(1.0, max(0.0, float(c))) for c in chances)
        total = sum(values)
        if total > 1.0:  # rounding, or a game whose estimate overshoots: chances never sum above 1
            values = tuple(v / total for v in values)
        evaluation = super().__new__(cls, values)
        evaluation.best = best
        return evaluation

    def __repr__(self) -> str:
        return f"Evaluation({', '.join(f'{v:.3f}' for v in self)}, best={self.best!r})"


def share_win(totals: list[float], winners) -> None:
    """Count one won game in `totals` (per seat): shared equally among `winners`, nothing for a draw."""
    for seat in winners:
        totals[seat] += 1.0 / len(winners)


def logistic(x: float) -> float:
    """1 / (1 + e^-x), without overflow for the scores of won and lost positions: a score as a chance."""
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, x))))


def outcome_chances(state: GameState) -> Evaluation | None:
    """The chances a finished game leaves: 1 for a single winner, shared among several, 0 for a draw."""
    outcome = state.outcome()
    if outcome is None:
        return None
    totals = [0.0] * state.seats
    share_win(totals, set(outcome.winners))
    return Evaluation(totals)


#: Legal moves tried for a win at once before the game's own evaluation is asked (a cheap, sure answer).
_WIN_CHECK_MOVES = 400


def _winning_move(state: GameState, budget: Budget) -> tuple[Any, Evaluation] | None:
    """A move that ends the game with the mover among the winners, if one of the first moves is one."""
    if not state.spec.finite_moves:
        return None
    mover = state.to_move
    for move in state.legal_moves()[:_WIN_CHECK_MOVES]:
        if budget.expired():
            return None
        after = state.apply(move)
        chances = outcome_chances(after)
        if chances is not None and mover in after.outcome().winners:
            return move, chances
    return None


def evaluate(
    state: GameState,
    deadline_s: float = 1.0,
    cancel: Cancelled | None = None,
    seed: int = 0,
) -> Evaluation:
    """Each seat's chance to win from `state` (see `Evaluation`), within about `deadline_s` seconds.

    The same `seed` gives the same answer whenever the game's evaluation finishes its work before the
    deadline (its depth and playout counts are fixed in the game's data; time is only a safety net).
    """
    finished = outcome_chances(state)
    if finished is not None:
        return finished
    rng, budget = Rng(seed), Budget(deadline_s, cancel)
    budget.check_cancel()
    win = _winning_move(state, budget.part(0.2))
    if win is not None:
        move, chances = win
        return Evaluation(chances, move)
    game_ai = _game_ai(state)
    if game_ai is not None and hasattr(game_ai, "chances"):
        result = game_ai.chances(state, rng, budget)
        return result if isinstance(result, Evaluation) else Evaluation(result)
    from engine.ai.mcts import playout_chances

    return Evaluation(playout_chances(state, rng, budget))
