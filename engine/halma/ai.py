"""Computer players for Halma and Chinese checkers.

The evaluation is a race count: the steps each seat's pegs still need to reach
the deepest holes of its target camp (plus a small squared term, so the pegs
farthest back count most), plus penalties for the rearmost peg (a
straggler costs many turns at the end) and for pegs left at home as the game
goes on. A position is worth the strongest opponent's count minus one's own.

The search is best-reply search (Schadd & Winands): the seat to move against
the single strongest reply of any opponent, then the seat again, with
alpha-beta pruning; with two players this is plain alpha-beta. Only the moves
that make the most progress are searched below the root. Levels differ in
depth, breadth and the noise added to the root moves (see `data/ai.json`).
"""

from __future__ import annotations

import json
import math
import random
import time
from collections.abc import Callable
from pathlib import Path

from engine.halma.rules import EMPTY, PASS, HalmaState, Move, Pass

PARAMS = json.loads((Path(__file__).parent / "data" / "ai.json").read_text(encoding="utf-8"))
WIN = 100_000.0
_CHECK_EVERY = 64  # nodes between looks at the clock and at cancel()


class _OutOfTime(Exception):
    pass


class _Search:
    """Best-reply search on a mutable copy of the board."""

    def __init__(self, state: HalmaState, breadth: int, deadline: float, cancel: Callable[[], bool]):
        layout, weights = state.layout, PARAMS["weights"]
        self.rules = state.rules
        self.board = list(state.board)
        self.root = state.turn
        self.opponents = [s for s in state.active_seats() if s != self.root]
        # Every seat, finished ones too: a swap may move any peg still at home.
        self.pegs = {s: [h for h, owner in enumerate(self.board) if owner == s] for s in range(state.seats)}
        self.distance, self.targets, self.homes = layout.distance, layout.targets, layout.homes
        squared = weights["squared"]
        #: Per seat and hole: the cost of a peg there. The squared part makes far-back pegs
        #: the most urgent, so stragglers move with the group instead of walking in alone at the end.
        self.peg_cost = [[d + squared * d * d for d in layout.distance[s]] for s in range(state.seats)]
        #: Per seat: the cost of a full target camp, the least that seat can reach.
        self.arrived = [sum(self.peg_cost[s][h] for h in layout.targets[s]) for s in range(state.seats)]
        self.parlett = state.options["win_rule"] == "parlett"
        self.rearmost_weight = weights["rearmost"]
        self.opponent_weight = weights["opponents"]
        self.home_weight = {s: weights["at_home"] * min(1.0, state.moves_made[s] / weights["home_turns"])
                            for s in self.pegs}
        self.breadth = breadth
        self.deadline = deadline
        self.cancel = cancel
        self.nodes = 0

    # -- evaluation ---------------------------------------------------------------
    def cost(self, seat: int) -> float:
        """About how many steps `seat` still needs to fill its target camp."""
        distance, target, home, peg_cost = self.distance[seat], self.targets[seat], self.homes[seat], self.peg_cost[seat]
        total = 0.0
        rearmost = at_home = 0
        for hole in self.pegs[seat]:
            total += peg_cost[hole]
            d = distance[hole]
            if d > rearmost and hole not in target:
                rearmost = d
            at_home += hole in home
        return total - self.arrived[seat] + self.rearmost_weight * rearmost + self.home_weight[seat] * at_home

    def value(self) -> float:
        mine = self.cost(self.root)
        if not self.opponents:
            return -mine
        return self.opponent_weight * min(self.cost(s) for s in self.opponents) - mine

    def has_won(self, seat: int) -> bool:
        occupants = [self.board[h] for h in self.targets[seat]]
        if EMPTY in occupants:
            return False
        return seat in occupants if self.parlett else all(o == seat for o in occupants)

    # -- moves ----------------------------------------------------------------------
    def moves(self, seat: int, breadth: int) -> list[tuple[int, int, int, int]]:
        """(progress, origin, destination, seat), most progress first, the best `breadth` (0: all)."""
        distance = self.distance[seat]
        found = [(distance[origin] - distance[destination], origin, destination, seat)
                 for origin in list(self.pegs[seat])
                 for destination in self.rules.reachable(self.board, origin, seat)]
        found.sort(reverse=True)
        return found[:breadth] if breadth else found

    def make(self, seat: int, origin: int, destination: int) -> int:
        """Play a move; returns the peg it swapped away (or EMPTY) for `unmake`."""
        swapped = self.board[destination]
        self.board[origin], self.board[destination] = swapped, seat
        pegs = self.pegs[seat]
        pegs[pegs.index(origin)] = destination
        if swapped != EMPTY:
            others = self.pegs[swapped]
            others[others.index(destination)] = origin
        return swapped

    def unmake(self, seat: int, origin: int, destination: int, swapped: int) -> None:
        self.board[origin], self.board[destination] = seat, swapped
        pegs = self.pegs[seat]
        pegs[pegs.index(destination)] = origin
        if swapped != EMPTY:
            others = self.pegs[swapped]
            others[others.index(origin)] = destination

    # -- search -------------------------------------------------------------------
    def tick(self) -> None:
        self.nodes += 1
        if self.nodes % _CHECK_EVERY == 0:
            from engine.ai import SearchCancelled

            if self.cancel():
                raise SearchCancelled
            if time.monotonic() > self.deadline:
                raise _OutOfTime

    def replies(self, seats: list[int]) -> list[tuple[int, int, int, int]]:
        found = [m for seat in seats for m in self.moves(seat, self.breadth)]
        found.sort(reverse=True)
        return found[:self.breadth] if self.breadth else found

    def search(self, depth: int, alpha: float, beta: float, root_to_move: bool) -> float:
        self.tick()
        if depth == 0:
            return self.value()
        moves = self.moves(self.root, self.breadth) if root_to_move else self.replies(self.opponents)
        if not moves:  # nobody on this side can move: they pass
            return self.search(depth - 1, alpha, beta, not root_to_move)
        best = -math.inf if root_to_move else math.inf
        for _, origin, destination, seat in moves:
            value = self.after(seat, origin, destination, depth, alpha, beta)
            if root_to_move:
                best = max(best, value)
                alpha = max(alpha, value)
            else:
                best = min(best, value)
                beta = min(beta, value)
            if alpha >= beta:
                break
        return best

    def after(self, seat: int, origin: int, destination: int, depth: int, alpha: float, beta: float) -> float:
        """The value of the position after `seat` plays origin -> destination (a sooner win is worth more)."""
        swapped = self.make(seat, origin, destination)
        try:
            if self.has_won(seat):
                return WIN + depth if seat == self.root else -WIN - depth
            return self.search(depth - 1, alpha, beta, seat != self.root)
        finally:
            self.unmake(seat, origin, destination, swapped)


def choose(state: HalmaState, level: str, seed: int, deadline_s: float, cancel: Callable[[], bool]) -> Move | Pass:
    """The move `level` plays here, within about `deadline_s` seconds."""
    from engine.ai import SearchCancelled

    if cancel():
        raise SearchCancelled
    legal = state.legal_moves()
    if legal == [PASS] or len(legal) == 1:
        return legal[0]
    params = PARAMS["levels"][level]
    start = time.monotonic()
    search = _Search(state, params["breadth"], start + deadline_s * params["time_share"], cancel)
    rnd = random.Random(seed)
    root_moves = search.moves(state.turn, 0)
    noise = {(o, d): rnd.gauss(0.0, params["noise"]) for _, o, d, _ in root_moves}
    best = root_moves[0]
    for depth in range(1, params["depth"] + 1):
        try:
            scored = []
            best_noisy = -math.inf
            for move in root_moves:
                _, origin, destination, seat = move
                jitter = noise[(origin, destination)]
                value = search.after(seat, origin, destination, depth, best_noisy - jitter, math.inf) + jitter
                best_noisy = max(best_noisy, value)
                scored.append((value, move))
        except _OutOfTime:
            break  # keep the choice of the last depth searched to the end
        scored.sort(key=lambda pair: pair[0], reverse=True)
        root_moves = [move for _, move in scored]
        best = root_moves[0]
        if scored[0][0] >= WIN:
            break
    return state._legal_move_like(Move((best[1], best[2])))
