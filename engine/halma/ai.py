"""Computer players for Halma and Chinese checkers.

The evaluation is a race count: the steps each seat's pegs still need to reach
the deepest holes of its target camp (plus a small squared term, so the pegs
farthest back count most), plus penalties for the rearmost peg (a straggler
costs many turns at the end) and, as the game goes on, for pegs left at home,
by the steps each needs to get out. A position is worth the strongest opposing
side's count minus one's own side's. With partners a side's count adds up its
players still racing, and a peg standing in a partner's target camp costs the
steps it needs to get out of the partner's way.

The search is best-reply search (Schadd & Winands): the seat to move against
the single strongest reply of any opponent, then the seat again (with
partners, the best move of anyone on its side), with alpha-beta pruning; with
two players this is plain alpha-beta. Only the moves that make the most
progress are searched below the root. Levels differ in depth, breadth and the
noise added to the root moves (see `data/ai.json`). Iterative deepening stops
when the level's share of the time budget runs out, keeping the order of the
last depth searched to the end.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

from engine.ai.budget import Budget, OutOfTime
from engine.halma.rules import EMPTY, PASS, HalmaState, Move, Pass
from engine.rng import Rng

PARAMS = json.loads((Path(__file__).parent / "data" / "ai.json").read_text(encoding="utf-8"))
WIN = 100_000.0
_CHECK_EVERY = 64  # nodes between looks at the clock and at the caller's cancel flag


class _Search:
    """Best-reply search on a mutable copy of the board; `budget.check()` at every node."""

    def __init__(self, state: HalmaState, breadth: int, budget: Budget):
        layout, weights = state.layout, PARAMS["weights"]
        self.rules = state.rules
        self.board = list(state.board)
        self.root = state.turn
        active = state.active_seats()
        #: The root's side and the opposing sides, each as its players still racing.
        self.side = [s for s in state.side_of(self.root) if s in active]
        self.opposing = [racing for side in state.sides
                         if self.root not in side and (racing := [s for s in side if s in active])]
        self.opponents = [s for side in self.opposing for s in side]
        self.done = set(state.finished)
        # Every seat, finished ones too: a swap may move any peg still at home.
        self.pegs = {s: [h for h, owner in enumerate(self.board) if owner == s] for s in range(state.seats)}
        self.distance, self.targets = layout.distance, layout.targets
        squared = weights["squared"]
        #: Per seat and hole: the cost of a peg there. The squared part makes far-back pegs
        #: the most urgent, so stragglers move with the group instead of walking in alone at the end.
        self.peg_cost = [[d + squared * d * d for d in layout.distance[s]] for s in range(state.seats)]
        #: Per seat: the cost of a full target camp, the least that seat can reach.
        self.arrived = [sum(self.peg_cost[s][h] for h in layout.targets[s]) for s in range(state.seats)]
        self.rearmost_weight = weights["rearmost"]
        self.opponent_weight = weights["opponents"]
        #: Per seat and hole: the cost of a peg there for being in the way, counted in the steps it
        #: still needs to get out: of its home as the game goes on, and at once of a partner's target
        #: camp (with partners sitting opposite, the same holes). The steps give a peg deep in a
        #: corner a reason to start moving even where it makes no progress towards its target yet.
        board = layout.board
        self.in_the_way = []
        for s in range(state.seats):
            home_weight = weights["at_home"] * min(1.0, state.moves_made[s] / weights["home_turns"])
            home = board.steps_out(layout.homes[s])
            partner_camp = frozenset().union(*(layout.targets[p] for p in state.side_of(s) if p != s))
            partner = board.steps_out(partner_camp)
            self.in_the_way.append([home_weight * home[h] + weights["partner_camp"] * partner[h]
                                    for h in range(len(board))])
        self.breadth = breadth
        self.budget = budget

    # -- evaluation ---------------------------------------------------------------
    def cost(self, seat: int) -> float:
        """About how many steps `seat` still needs to fill its target camp."""
        distance, target, peg_cost, in_the_way = (self.distance[seat], self.targets[seat], self.peg_cost[seat],
                                                  self.in_the_way[seat])
        total = 0.0
        rearmost = 0
        for hole in self.pegs[seat]:
            total += peg_cost[hole] + in_the_way[hole]
            d = distance[hole]
            if d > rearmost and hole not in target:
                rearmost = d
        return total - self.arrived[seat] + self.rearmost_weight * rearmost

    def value(self) -> float:
        mine = sum(self.cost(s) for s in self.side)
        if not self.opposing:
            return -mine
        return self.opponent_weight * min(sum(self.cost(s) for s in side) for side in self.opposing) - mine

    def has_won(self, seat: int) -> bool:
        """Whether `seat`'s move completes its side: every partner finished or with a full camp now."""
        return all(s in self.done or self.rules.camp_filled(self.board, s)
                   for s in self.side_with(seat))

    def side_with(self, seat: int) -> list[int]:
        return self.side if seat in self.side else next(side for side in self.opposing if seat in side)

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
    def replies(self, seats: list[int]) -> list[tuple[int, int, int, int]]:
        found = [m for seat in seats for m in self.moves(seat, self.breadth)]
        found.sort(reverse=True)
        return found[:self.breadth] if self.breadth else found

    def search(self, depth: int, alpha: float, beta: float, root_to_move: bool) -> float:
        self.budget.check()
        if depth == 0:
            return self.value()
        moves = self.replies(self.side if root_to_move else self.opponents)
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
        ours = seat in self.side
        try:
            if self.has_won(seat):
                return WIN + depth if ours else -WIN - depth
            return self.search(depth - 1, alpha, beta, not ours)
        finally:
            self.unmake(seat, origin, destination, swapped)


def choose(state: HalmaState, level: str, rng: Rng, budget: Budget) -> Move | Pass:
    """The move `level` plays here, within the level's share of `budget` (see `engine.ai.choose`)."""
    legal = state.legal_moves()
    if legal == [PASS] or len(legal) == 1:
        return legal[0]
    params = PARAMS["levels"][level]
    search = _Search(state, params["breadth"], budget.part(params["time_share"], poll_every=_CHECK_EVERY))
    root_moves = search.moves(state.turn, 0)
    noise = {(o, d): rng.gauss(0.0, params["noise"]) for _, o, d, _ in root_moves}
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
        except OutOfTime:
            break  # keep the choice of the last depth searched to the end
        scored.sort(key=lambda pair: pair[0], reverse=True)
        root_moves = [move for _, move in scored]
        best = root_moves[0]
        if scored[0][0] >= WIN:
            break
    return state.legal_move(best[1], best[2])
