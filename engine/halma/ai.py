"""Computer players for Halma and Chinese checkers.

The evaluation is a race count: the steps each seat's pegs still need to reach
the deepest holes of its target camp (plus a small squared term, so the pegs
farthest back count most), plus penalties for the rearmost peg (a straggler
costs many turns at the end) and, as the game goes on, for pegs left at home,
by the steps each needs to get out. A position is worth the strongest opposing
side's count minus one's own side's. With partners a side's count adds up its
players still racing, and a peg standing in a partner's target camp costs the
steps it needs to get out of the partner's way. A seat's last few pegs outside
its camp (`race.late_pegs`, when the search starts) count by their way to the tip
through the camp's nearest free hole: near a full camp the plain count is flat.

The adversarial search is best-reply search (Schadd & Winands): the seat to
move against the single strongest reply of any opponent, then the seat again,
with alpha-beta pruning; with two players this is plain alpha-beta. With
partners it follows the game's turn order instead, seat by seat (the root's
side maximising, the others minimising), and skips a player who has finished,
before the search or by a move of the line, exactly as the game skips them: a
side whose partner is home moves once a round, not as often as before. Only the moves that make the most
progress are searched below the root. Iterative deepening goes on until the
level's depth or its share of the time budget, keeping the order of the last
depth searched to the end.

Hard also plans alone, as in a race: a beam search over its own moves to the
full camp, each layer keeping the `width` positions with the lowest count,
widening while time is left; the first move of the shortest plan found is its
candidate. Once no opponent can get in the way any more (every peg of theirs
outside its target camp is behind all of its own, or there is nobody else) it
plays that move at once, with the others' pegs standing still in the plan.
While the armies are engaged the plan keeps the others' pegs only for its
first move (they will have moved on), and the adversarial search checks it:
the planned move is searched first at every depth, and played unless the
search finds another move better by more than `race_margin`. A player well
ahead (its plan `race_lead` moves shorter than the shortest plan of any
opponent, planned the same way) just races instead: it plays the first move of
a plan in which, after each of its moves, every opponent makes its greediest
move in turn, so their pegs are ladders and obstacles where they will be. The
search's few plies favour big hops that make a long race longer, and the plan
alone ignores the others' progress: racing only when ahead keeps both (issue
32: against easy about 31 own moves instead of 36, and as strong against
normal, whose search blocks a player that only races).

Move generation here is the rules' own search written on flat tables for the
usual options (`_Reach`); long hops and swaps go through `Rules.reachable`.
Levels differ in depth, breadth, race width and the noise added to the root
moves (see `data/ai.json`).

`chances(state, rng, budget)` gives each seat's chance to win for the analysis (`engine.ai.evaluate`):
the best-reply search, to a fixed depth, picks the mover's move; after it, each seat's count (`cost`)
is turned into the turns it still needs (a power law fitted to games) and the turn it would finish on (a seat
moving earlier in the round finishes first on equal turns; partners finish with the slower of them).
The chances are a softmax of those finishing turns, softer the longer the race still is
(`data/ai.json`, "analysis").
"""

from __future__ import annotations

import json
import math
from pathlib import Path

from engine.ai import Evaluation, share_win
from engine.ai.budget import Budget, OutOfTime
from engine.halma.rules import EMPTY, PASS, HalmaState, Move, Pass, Rules
from engine.rng import Rng

PARAMS = json.loads((Path(__file__).parent / "data" / "ai.json").read_text(encoding="utf-8"))
WIN = 100_000.0
_CHECK_EVERY = 32  # nodes between looks at the clock and at the caller's cancel flag


class _Reach:
    """The holes where one peg may end its move, as `Rules.reachable` finds them (in another order)."""

    def __init__(self, rules: Rules):
        layout = rules.layout
        self.rules = rules
        #: Long hops and swaps are rare options: the rules' own search handles them.
        self.fast = not rules.long_jumps and not rules.swap
        self.hops = layout.board.hops
        self.steps = layout.board.steps
        self.targets = layout.targets
        self.foreign = layout.foreign if rules.no_stop_foreign else None

    def __call__(self, board: list[int], origin: int, seat: int) -> list[int]:
        if not self.fast:
            return self.rules.reachable(board, origin, seat)
        hops, target = self.hops, self.targets[seat]
        confined = origin in target  # a peg that has arrived stays in its target camp
        board[origin] = EMPTY
        seen = {origin}
        frontier = [origin]
        for hole in frontier:
            for over, land in hops[hole]:
                if board[land] == EMPTY and board[over] != EMPTY and land not in seen:
                    if confined and land not in target:
                        continue
                    seen.add(land)
                    frontier.append(land)
        board[origin] = seat
        found = frontier[1:]
        for near in self.steps[origin]:
            if board[near] == EMPTY and near not in seen and (not confined or near in target):
                found.append(near)
        if self.foreign is not None:
            foreign = self.foreign[seat]
            return [h for h in found if h not in foreign]
        return found


class _Search:
    """Best-reply search and the race planner on a mutable copy of the board."""

    def __init__(self, state: HalmaState, breadth: int, budget: Budget, weights: dict | None = None):
        layout, weights = state.layout, {**PARAMS["weights"], **(weights or {})}
        self.rules = state.rules
        self.reach = _Reach(state.rules)
        self.board = list(state.board)
        self.root = state.turn
        self.partners = len(state.side_of(self.root)) > 1
        self.parlett = state.rules.parlett
        active = state.active_seats()
        #: The root's side and the opposing sides, each as its players still racing.
        self.side = [s for s in state.side_of(self.root) if s in active]
        self.opposing = [racing for side in state.sides
                         if self.root not in side and (racing := [s for s in side if s in active])]
        self.opponents = [s for side in self.opposing for s in side]
        self.done = set(state.finished)
        #: The seats still in the race (neither finished nor out) and the direction of play, for the turn order.
        self.in_race, self.seats = set(active), state.seats
        self.step = -1 if state.options.get("counter_clockwise", False) else 1
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
        #: Per seat: whether its last few pegs are outside the camp at the root (see `cost`); fixed for the
        #: whole search, so that no move gains or loses by crossing the line.
        self.squared = squared
        self.late = [sum(1 for h in self.pegs[s] if h not in layout.targets[s]) <= PARAMS["race"]["late_pegs"]
                     for s in range(state.seats)]
        self.breadth = breadth
        self.budget = budget
        self.nodes = 0

    def pull_to_free_holes(self, seat: int) -> list[float]:
        """Per hole outside `seat`'s target camp: `race.pull` for each step to the camp's nearest hole not yet
        taken by its own pegs (0 inside), for a plan. Near a full camp the count alone is flat (a free hole at
        the camp's edge is as far from the tip as the pegs waiting beside it), and a narrow beam then fills
        with moves that lead nowhere."""
        target = self.targets[seat]
        free = frozenset(h for h in target if h not in self.pegs[seat])
        if not free:
            return [0.0] * len(self.board)
        toward = self.rules.layout.board.steps_out(frozenset(range(len(self.board))) - free)
        return [0.0 if h in target else PARAMS["race"]["pull"] * toward[h] for h in range(len(toward))]

    # -- evaluation ---------------------------------------------------------------
    def cost(self, seat: int) -> float:
        """About how many steps `seat` still needs to fill its target camp."""
        distance, target, peg_cost, in_the_way = (self.distance[seat], self.targets[seat], self.peg_cost[seat],
                                                  self.in_the_way[seat])
        total = 0.0
        rearmost = 0
        late = self.late[seat]
        free = [h for h in target if self.board[h] == EMPTY] if late else None
        geometry = self.rules.layout.board
        for hole in self.pegs[seat]:
            if late and free and hole not in target:
                # Near a full camp the count alone is flat or worse (a free hole at the camp's edge is as far
                # from the tip as the pegs waiting beside it, or further): a last peg counts by its way to
                # the tip through a free hole, so that a shallow search does not walk a peg back and forth.
                d = min(distance[f] + geometry.distances_from(f)[hole] for f in free)
                total += d + self.squared * d * d + in_the_way[hole]
            else:
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
        distance, board, reach = self.distance[seat], self.board, self.reach
        found = []
        for origin in list(self.pegs[seat]):
            start = distance[origin]
            found.extend((start - distance[destination], origin, destination, seat)
                         for destination in reach(board, origin, seat))
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

    # -- best-reply search ------------------------------------------------------------
    def replies(self, seats: list[int]) -> list[tuple[int, int, int, int]]:
        found = [m for seat in seats for m in self.moves(seat, self.breadth)]
        found.sort(reverse=True)
        return found[:self.breadth] if self.breadth else found

    def after_turn(self, seat: int) -> tuple[list[int], bool]:
        """Who may move after `seat`'s turn in a line, and whether they play for the root's side.

        Without partners, best-reply search: the root against the strongest reply of any opponent. With
        partners, the game's own turn order, seat by seat, skipping a player who has finished (before the
        search or by a move of the line) or is out, exactly as the game skips them."""
        if not self.partners:
            return (self.opponents, False) if seat in self.side else (self.side, True)
        for k in range(1, self.seats + 1):
            following = (seat + self.step * k) % self.seats
            if following in self.in_race and self.still_racing(following):
                return [following], following in self.side
        return [], False

    def still_racing(self, seat: int) -> bool:
        """Whether `seat` still has turns in this line (a player whose camp a move of the line filled has not)."""
        return seat not in self.done and not self.rules.camp_filled(self.board, seat)

    def search(self, depth: int, alpha: float, beta: float, movers: list[int], root_to_move: bool) -> float:
        self.budget.check()
        self.nodes += 1
        if depth == 0 or not movers:
            return self.value()
        moves = self.replies(movers)
        if not moves:  # nobody to move here can: they pass
            return self.search(depth - 1, alpha, beta, *self.after_turn(movers[0]))
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
            return self.search(depth - 1, alpha, beta, *self.after_turn(seat))
        finally:
            self.unmake(seat, origin, destination, swapped)

    # -- the race -----------------------------------------------------------------------
    def racing(self, gap: float) -> bool:
        """Whether the root seat can plan alone: it plays without partners and every opponent's peg
        outside its target camp stands at least `race_gap` steps further from that camp than its
        own rearmost peg outside it (the armies have passed each other), or there is no opponent."""
        if self.partners or self.rules.swap:
            return False
        seat = self.root
        distance, target = self.distance[seat], self.targets[seat]
        ours = [distance[h] for h in self.pegs[seat] if h not in target]
        if not ours:
            return True
        rearmost = max(ours)
        return all(distance[h] >= rearmost + gap
                   for s in self.opponents for h in self.pegs[s] if h not in target)

    def race(self, widths: list[int], slack: float, horizon: int, clear_camp: bool = False,
             engaged: bool = False, replies: bool = False) -> tuple[int, int, int] | None:
        """(moves to a full camp, origin, destination) of the shortest plan found by beam searches of
        the given widths, each until the camp is full or `horizon` moves (then `horizon + 1` moves, for the
        lowest count reached); None if no beam finished in time. A wider beam is not started when the time
        left could not fit it: once the plan is settled the player answers early."""
        best, budget = None, self.budget
        self.budget = budget.part(1.0, poll_every=8)  # a layer's expansions are slow: look at the clock often
        began = budget.elapsed()
        try:
            for width in widths:
                spent = budget.elapsed() - began
                if best is not None and spent * 3 > budget.left():
                    break  # the next beam, four times as wide, could not finish: do not start it
                try:
                    plan = self.beam(width, slack, horizon, clear_camp, engaged, replies)
                except OutOfTime:
                    break
                if plan is not None and (best is None or plan[0] < best[0]):
                    best = plan
        finally:
            self.budget = budget
        return best

    def lead(self, moves: int, race: dict) -> int:
        """How many moves shorter `moves` (the root seat's plan while engaged) is than the shortest plan of any
        opponent, each planned the same way by a beam of `race["lead_width"]`."""
        theirs = (self.beam(race["lead_width"], race["slack"], race["horizon"], clear_camp=True, engaged=True,
                            seat=seat) for seat in self.opponents)
        return min((plan[0] if plan else race["horizon"] + 1) for plan in theirs) - moves

    def reply_order(self) -> list[int]:
        """The opponents still racing, in the order they move after the root seat."""
        return [s for s in ((self.root + self.step * k) % self.seats for k in range(1, self.seats))
                if s in self.opponents]

    def replied(self, others: list[int], pegs: tuple[int, ...], order: list[int],
                their_cost: dict[int, list[float]]) -> list[int]:
        """The others' board after each of them in `order` makes its greediest move, our `pegs` standing."""
        board = others[:]
        for hole in pegs:
            board[hole] = self.root
        for seat in order:
            count = their_cost[seat]
            best, best_delta = None, 0.0
            for origin in [h for h, owner in enumerate(board) if owner == seat]:
                here = count[origin]
                for destination in self.reach(board, origin, seat):
                    delta = count[destination] - here
                    if delta < best_delta:
                        best, best_delta = (origin, destination), delta
            if best is not None:
                board[best[0]], board[best[1]] = EMPTY, seat
        for hole in pegs:
            board[hole] = EMPTY
        return board

    def race_cost(self, seat: int) -> list[float]:
        """Per hole: the count of a peg of `seat` there in a plan."""
        return [c + w for c, w in zip(self.peg_cost[seat], self.in_the_way[seat], strict=True)]

    def beam(self, width: int, slack: float, horizon: int, clear_camp: bool = False, engaged: bool = False,
             replies: bool = False, seat: int | None = None) -> tuple[int, int, int] | None:
        """(moves, origin, destination) of the best plan of one beam search for `seat` (the root seat if None):
        the first to fill the camp (with `replies`, of the plans as short the one whose first move gains most now:
        a plan's moves come in any order, and with the others moving a move that can wait is better played when
        it must), else (horizon + 1, ...) for the lowest count after `horizon` moves. The others' pegs stand
        still, except: `clear_camp`, plan as if
        the other pegs in our target camp had left (while the armies are engaged they are on their way out);
        `engaged`, the others' pegs outside our camp count only for the plan's first `static_moves` moves (they
        will have moved on); `replies`, after each move of the plan every opponent in turn makes its greediest
        move (the one that lowers its own count most), so their pegs are ladders and obstacles where they will
        be (for the root seat only)."""
        seat = self.root if seat is None else seat
        reach, budget = self.reach, self.budget
        target = self.targets[seat]
        cost = [c + p for c, p in zip(self.race_cost(seat), self.pull_to_free_holes(seat), strict=True)]
        order = self.reply_order() if replies else []
        their_cost = {s: self.race_cost(s) for s in order}
        base = list(self.board)
        pegs = tuple(sorted(self.pegs[seat]))
        for hole in pegs:
            base[hole] = EMPTY
        if clear_camp:
            for hole in target:
                base[hole] = EMPTY
        # After the first `static` moves of a plan the others' pegs are left out (they will have moved on);
        # pegs in our camp stay when they are there for good.
        static = PARAMS["race"]["static_moves"] if engaged else horizon
        later = [EMPTY] * len(base)
        for hole in target:
            later[hole] = base[hole]
        standing = sum(base[h] != EMPTY for h in target)
        if not replies and standing and (not self.parlett or standing == len(target)):
            return None  # pegs standing still in our camp keep it from filling (Parlett: when one of ours can't in)
        inside = sum(1 for h in pegs if h in target)
        # A layer: (count, key: the pegs' holes as bits, pegs, pegs inside the camp, first move, the others'
        # board when they move, else None).
        layer = [(sum(cost[h] for h in pegs), sum(1 << h for h in pegs), pegs, inside, None,
                  base if replies else None)]
        for depth in range(1, horizon + 1):
            children = []
            finished = None  # (gain of its first move, first move) of the plans that fill the camp at this depth
            if depth > static:
                base = later
            for index, (score, key, pegs, inside, first, others) in enumerate(layer):
                budget.check()
                self.nodes += 1
                others = base if others is None else others
                # By the winning rule the others' pegs in the camp fill it too (Parlett) or keep it from filling.
                need = len(target) - sum(others[h] != EMPTY for h in target) if self.parlett else len(target)
                if need == 0:  # the others hold every hole: no count of ours fills it (one of ours must be in)
                    need = len(target) + 1
                board = others[:]
                for hole in pegs:
                    board[hole] = seat
                for origin in pegs:
                    here = cost[origin]
                    was_in = origin in target
                    for destination in reach(board, origin, seat):
                        delta = cost[destination] - here
                        if delta > slack:
                            continue
                        if inside + (destination in target) - was_in == need:
                            opening = first or (origin, destination)
                            gain = cost[opening[0]] - cost[opening[1]]
                            if finished is None or replies and gain > finished[0]:
                                finished = (gain, opening)
                            continue
                        children.append((score + delta, key ^ (1 << origin) ^ (1 << destination), index, origin,
                                         destination))
            if finished is not None:
                return depth, *finished[1]
            if not children:
                break
            if len(children) > 4096:  # a long sort ahead: not past the deadline, not when cancelled
                budget.check_cancel()
                if budget.expired():
                    raise OutOfTime
            children.sort()
            seen = set()
            nxt = []
            for score, key, index, origin, destination in children:
                if key in seen:
                    continue
                seen.add(key)
                _, _, pegs, inside, first, others = layer[index]
                pegs = tuple(destination if h == origin else h for h in pegs)
                if order:
                    others = self.replied(others, pegs, order, their_cost)
                nxt.append((score, key, pegs, inside + (destination in target) - (origin in target),
                            first or (origin, destination), others))
                if len(nxt) == width:
                    break
            layer = nxt
        best = min(layer, key=lambda node: node[0])
        return (horizon + 1, *best[4]) if best[4] else None


def choose(state: HalmaState, level: str, rng: Rng, budget: Budget) -> Move | Pass:
    """The move `level` plays here, within the level's share of `budget` (see `engine.ai.choose`)."""
    legal = state.legal_moves()
    if legal == [PASS] or len(legal) == 1:
        return legal[0]
    params = PARAMS["levels"][level]
    search = _Search(state, params["breadth"], budget.part(params["time_share"], poll_every=_CHECK_EVERY),
                     params.get("weights"))
    widths = params.get("race_widths", [])
    race = PARAMS["race"]
    plan = None
    if widths and search.racing(params["race_gap"]):
        plan = search.race(widths, race["slack"], race["horizon"])
        move = state.legal_move(plan[1], plan[2]) if plan is not None else None
        if move is not None:
            return move
    if widths and params.get("race_share", 0.0) > 0 and not search.partners:
        # Engaged: a plan alone, as if the others stood still, checked by the adversarial search below.
        whole = search.budget
        search.budget = whole.part(params["race_share"])
        try:
            plan = search.race(widths, race["slack"], race["horizon"], clear_camp=True, engaged=True)
            lead = params.get("race_lead")
            if plan is not None and lead is not None and search.lead(plan[0], race) >= lead:
                search.budget = whole
                alone = search.race(widths, race["slack"], race["horizon"], replies=True)
                move = state.legal_move(alone[1], alone[2]) if alone is not None else None
                if move is not None:
                    return move
        except OutOfTime:  # no time left to weigh the lead: the search checks the plan
            pass
        finally:
            search.budget = whole
    root_moves = search.moves(state.turn, 0)
    noise = {(o, d): rng.gauss(0.0, params["noise"]) for _, o, d, _ in root_moves}
    planned = next((m for m in root_moves if plan is not None and (m[1], m[2]) == (plan[1], plan[2])), None)
    if planned is not None:  # searched first at every depth: its value is exact, not a bound
        root_moves.remove(planned)
        root_moves.insert(0, planned)
    best, best_value, planned_value = root_moves[0], 0.0, -math.inf
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
            if depth == 1 and len(scored) > 1:  # no depth done: the best of the moves it did look at
                best, best_value = max(scored, key=lambda pair: pair[0])[::-1]
                planned_value = scored[0][0] if planned is not None else planned_value
            break  # else keep the choice of the last depth searched to the end
        if planned is not None:
            planned_value = scored[0][0]
        scored.sort(key=lambda pair: pair[0], reverse=True)
        root_moves = [move for _, move in scored]
        best, best_value = root_moves[0], scored[0][0]
        if planned is not None:
            root_moves.remove(planned)
            root_moves.insert(0, planned)
        if best_value >= WIN:
            break
    # Best-reply search grows more pessimistic with every opponent (the worst reply of any of them): with more
    # opponents it must find the plan worse by more before it is overruled.
    margin = params.get("race_margin", 0.0) + params.get("race_margin_per_opponent", 0.0) * (len(search.opponents) - 1)
    if planned is not None and best_value < WIN and planned_value >= best_value - margin:
        return state.legal_move(planned[1], planned[2])
    return state.legal_move(best[1], best[2])


# --------------------------------------------------------------------------- analysis

ANALYSIS = PARAMS["analysis"]


def chances(state: HalmaState, rng: Rng, budget: Budget) -> Evaluation:
    """Each seat's chance to win (for `engine.ai.evaluate`) and the move the search prefers.

    Partners share their side's chance (each seat gets its half, as `engine.ai.outcome_chances` gives a
    finished game). `rng` is not needed: the search is deterministic; the deadline is a safety net.
    """
    search = _Search(state, ANALYSIS["breadth"], budget.part(1.0, poll_every=_CHECK_EVERY))
    best = _analysis_move(state, search, budget.analysis_depth(ANALYSIS))
    if best is not None:
        swapped = search.make(state.turn, best[1], best[2])
        try:
            won = search.has_won(state.turn)
            costs = [search.cost(seat) for seat in range(state.seats)]
        finally:
            search.unmake(state.turn, best[1], best[2], swapped)
        move = state.legal_move(best[1], best[2])
    else:  # only a pass (or nothing: the mover stands still)
        won = False
        costs = [search.cost(seat) for seat in range(state.seats)]
        move = PASS if state.legal_moves() == [PASS] else None
    decided = state.finished_sides()  # playing on for the places: the first side home has won already
    if decided:
        winners = decided[0]
    elif won:
        winners = state.side_of(state.turn)
    else:
        return Evaluation(side_chances(state, costs), move)
    chances = [0.0] * state.seats
    share_win(chances, winners)
    return Evaluation(chances, move)


def _analysis_move(state: HalmaState, search: _Search, depth: int) -> tuple[int, int, int, int] | None:
    """The mover's best move by the best-reply search to `depth`, or None when it has none.

    Moves come most progress first; when the time runs out the best of those searched answers.
    """
    root_moves = search.moves(state.turn, 0)
    if not root_moves:
        return None
    best, best_value = root_moves[0], -math.inf
    try:
        for move in root_moves:
            _, origin, destination, seat = move
            value = search.after(seat, origin, destination, depth, best_value, math.inf)
            if value > best_value:
                best, best_value = move, value
    except OutOfTime:
        pass
    return best


def finishing_turns(state: HalmaState, costs: list[float]) -> dict[tuple[int, ...], float]:
    """Per side still racing: the round on which it would fill its camps, from each seat's count.

    A seat needs about `factor * cost ** power` more turns (fewer than the count's proportion: early
    moves gain many steps at once, the last pegs only one or two); its turns come in the order of play
    from the seat after the mover (the mover, who has just moved, comes last in the round). A side is
    home when its slowest racing player is.
    """
    active = state.active_seats()
    step = -1 if state.options.get("counter_clockwise", False) else 1
    order = [s for s in ((state.turn + step * k) % state.seats for k in range(1, state.seats + 1)) if s in active]
    place = {seat: i / len(order) for i, seat in enumerate(order)}
    factor, power = ANALYSIS["turns_factor"], ANALYSIS["turns_power"]
    return {side: max(factor * max(0.0, costs[s]) ** power + place[s] for s in side if s in place)
            for side in state.live_sides() if any(s in place for s in side)}


def side_chances(state: HalmaState, costs: list[float]) -> list[float]:
    """Each seat's chance: a softmax over the sides of minus their finishing rounds, over a temperature
    that grows with the square root of the rounds left (a long race has more turns to swing)."""
    rounds = finishing_turns(state, costs)
    if not rounds:
        return [0.0] * state.seats
    mean = sum(rounds.values()) / len(rounds)
    temperature = ANALYSIS["spread"] + ANALYSIS["spread_per_root_round"] * math.sqrt(mean)
    lead = min(rounds.values())
    weights = {side: math.exp(-(r - lead) / temperature) for side, r in rounds.items()}
    total = sum(weights.values())
    chance = [0.0] * state.seats
    for side, weight in weights.items():
        for seat in side:
            chance[seat] = weight / total / len(side)
    return chance
