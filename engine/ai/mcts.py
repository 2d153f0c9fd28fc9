"""Game-independent UCT Monte Carlo tree search for any number of seats.

Chance (dice, draws) lives in the state's RNG, so a plain search would read the
future. Each iteration therefore re-seeds the root (determinization): the tree
is shared, and the dice differ from one playout to the next.
"""

from __future__ import annotations

import math
from typing import Any

from engine.ai.budget import Budget
from engine.core import GameState, IllegalMove
from engine.rng import Rng

_EXPLORATION = 1.4
_PLAYOUT_CAP = 400


def rewards(state: GameState) -> list[float]:
    """1 for each winner, shared equally in a draw; 0 while unfinished (a capped playout)."""
    outcome = state.outcome()
    n = state.seats
    if outcome is None:
        return [1.0 / n] * n
    if not outcome.winners:
        return [1.0 / n] * n
    share = 1.0 / len(outcome.winners)
    return [share if seat in outcome.winners else 0.0 for seat in range(n)]


class _Node:
    __slots__ = ("move", "seat", "children", "untried", "visits", "total")

    def __init__(self, move: Any, seat: int | None):
        self.move = move
        self.seat = seat  # who made `move`
        self.children: list[_Node] = []
        self.untried: list[Any] | None = None
        self.visits = 0
        self.total = 0.0


def mcts_choose(
    root_state: GameState,
    rng: Rng,
    budget: Budget,
    min_iterations: int = 64,
    max_iterations: int = 20_000,
) -> Any:
    moves = root_state.legal_moves()
    if len(moves) == 1 or min_iterations == 0 and budget.expired():
        return rng.choice(moves)
    root = _Node(None, None)
    iterations = 0
    while iterations < max_iterations and (iterations < min_iterations or not budget.expired()):
        budget.check_cancel()
        state = root_state.reseeded(rng.below(2**64))
        node, path = root, [root]
        # selection
        while True:
            if node.untried is None:
                node.untried = state.legal_moves()
                rng.shuffle(node.untried)
            if node.untried or not node.children:
                break
            log_n = math.log(node.visits)
            node = max(node.children, key=lambda c: c.total / c.visits + _EXPLORATION * math.sqrt(log_n / c.visits))
            state = _apply_or_none(state, node.move)
            if state is None:
                break
            path.append(node)
        # expansion
        if state is not None and node.untried:
            move = node.untried.pop()
            seat = state.to_move
            state = _apply_or_none(state, move)
            if state is not None:
                child = _Node(move, seat)
                node.children.append(child)
                path.append(child)
        # playout
        if state is not None:
            for _ in range(_PLAYOUT_CAP):
                if state.outcome() is not None:
                    break
                legal = state.legal_moves()
                if not legal:
                    break
                state = state.apply(rng.choice(legal))
            result = rewards(state)
        else:
            result = [1.0 / root_state.seats] * root_state.seats
        for visited in path:
            visited.visits += 1
            if visited.seat is not None:
                visited.total += result[visited.seat]
        iterations += 1
    if not root.children:
        return rng.choice(moves)
    return max(root.children, key=lambda c: (c.visits, c.total)).move


def playout_chances(root_state: GameState, rng: Rng, budget: Budget, playouts: int = 200) -> list[float]:
    """Each seat's share of wins in random playouts from `root_state` (re-seeded each time)."""
    totals = [0.0] * root_state.seats
    done = 0
    while done < playouts and (done < 8 or not budget.expired()):
        budget.check_cancel()
        state = root_state.reseeded(rng.below(2**64))
        for _ in range(_PLAYOUT_CAP):
            legal = state.outcome() is None and state.legal_moves()
            if not legal:
                break
            state = state.apply(rng.choice(legal))
        for seat, share in enumerate(rewards(state)):
            totals[seat] += share
        done += 1
    return [total / done for total in totals]


def _apply_or_none(state: GameState, move: Any) -> GameState | None:
    """With a re-seeded RNG a stored move can stop being legal (other dice): end the descent."""
    try:
        return state.apply(move)
    except IllegalMove:
        return None
