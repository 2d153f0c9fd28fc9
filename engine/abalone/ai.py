"""Abalone's computer player: alpha-beta (negamax) with iterative deepening.

The search works on bare bitboards from the mover's point of view: `own`,
`opp` and the marbles each side has lost. Children come straight from
`rules.generate`, ordered transposition-table move first, then ejections,
pushes and the history heuristic. The evaluation follows the features every
published Abalone program shares (spec §4.2): material by far first, then
distance to the centre, cohesion (neighbouring own marbles) and marbles on
the edge that can be pushed off next move.

Levels: easy looks one move ahead and picks loosely among the good moves;
normal searches up to 3 plies in a part of the time; hard deepens until the
deadline.

`engine.ai.choose` calls `choose(state, level, rng, budget)`: the
`engine.Rng` breaks ties and makes easy's loose pick, the `engine.ai.Budget`
gives the time (the level's share of it) and the caller's cancel flag.
"""

from __future__ import annotations

from engine.abalone.board import CELLS, OFFSETS, RINGS, neighbour
from engine.abalone.rules import EJECT, PUSH, AbaloneState, Move, generate
from engine.ai.budget import Budget, OutOfTime
from engine.rng import Rng

WIN = 1_000_000
MATERIAL = 1000
#: Bonus per marble by ring, centre (E5) to edge: the edge is where marbles die.
RING_VALUE = (40, 32, 22, 10, -12)
COHESION = 6
#: Own marble that the opponent could push off with their next move.
THREATENED = 150
#: The side to move can push a marble off right now.
CAN_EJECT = 500

#: EDGE[d]: cells whose neighbour in direction d is off the board.
EDGE = tuple(sum(1 << c for c in CELLS if neighbour(c, d) is None) for d in range(6))

LEVEL_SETTINGS = {
    # (deepest search, share of the deadline, random margin for picking among near-best moves)
    "easy": (1, 0.2, 400),
    "normal": (3, 0.5, 0),
    "hard": (64, 0.95, 0),
}

_EXACT, _LOWER, _UPPER = 0, 1, 2
#: Nodes between two looks at the clock and the cancel flag.
_POLL_EVERY = 256


def _shift(bits: int, offset: int) -> int:
    return bits << offset if offset > 0 else bits >> -offset


def threatened(own: int, opp: int) -> int:
    """Own marbles that `opp` could push off the board with one move (2v1, 3v1 or 3v2 at the edge)."""
    found = 0
    for d, offset in enumerate(OFFSETS):
        exposed = own & EDGE[d]
        if not exposed:
            continue
        # bit e of pushers2: opposing marbles on the two cells behind e (the padding column
        # keeps chains of single steps from wrapping around a row)
        pushers2 = _shift(opp, offset) & _shift(opp, 2 * offset)
        single = exposed & pushers2
        pair = exposed & _shift(own, offset) & _shift(pushers2, offset) & _shift(opp, 4 * offset)
        found |= single | pair
    return found


def evaluate(own: int, opp: int, own_lost: int, opp_lost: int) -> int:
    """The position for the side to move (owning `own`), in marble-thousandths."""
    score = MATERIAL * (opp_lost - own_lost)
    for ring, value in zip(RINGS, RING_VALUE):
        score += value * ((own & ring).bit_count() - (opp & ring).bit_count())
    for offset in OFFSETS[:3]:
        score += COHESION * ((own & (own >> offset)).bit_count() - (opp & (opp >> offset)).bit_count())
    if threatened(opp, own):
        score += CAN_EJECT
    score -= THREATENED * threatened(own, opp).bit_count()
    return score


class Searcher:
    """One search: a transposition table and history scores shared across the deepening iterations."""

    def __init__(self, target: int, budget: Budget):
        self.target = target
        self.budget = budget
        self.table: dict[tuple[int, int, int, int], tuple[int, int, int, tuple | None]] = {}
        self.history: dict[tuple, int] = {}
        self.nodes = 0

    def _tick(self) -> None:
        self.nodes += 1
        self.budget.check()  # every _POLL_EVERY nodes: SearchCancelled, or OutOfTime when the time is up

    def ordered(self, own: int, opp: int, best: tuple | None) -> list:
        moves = generate(own, opp)
        history = self.history

        def rank(move):
            marbles, d, _, _, effect = move
            key = (marbles, d)
            if key == best:
                return -10**9
            return effect * 10**6 - history.get(key, 0)

        moves.sort(key=rank)
        return moves

    def negamax(self, own: int, opp: int, own_lost: int, opp_lost: int, depth: int, alpha: int, beta: int) -> int:
        self._tick()
        if own_lost >= self.target:
            return -WIN - depth  # lost: prefer losing later
        if depth == 0:
            return evaluate(own, opp, own_lost, opp_lost)
        key = (own, opp, own_lost, opp_lost)
        entry = self.table.get(key)
        best_key = None
        if entry is not None:
            entry_depth, flag, value, best_key = entry
            if entry_depth >= depth:
                if flag == _EXACT or flag == _LOWER and value >= beta or flag == _UPPER and value <= alpha:
                    return value
        moves = self.ordered(own, opp, best_key)
        if not moves:
            return 0  # no legal move: a draw
        original_alpha = alpha
        best_value = -WIN * 2
        for marbles, d, new_own, new_opp, effect in moves:
            lost = opp_lost + (effect == EJECT)
            value = -self.negamax(new_opp, new_own, lost, own_lost, depth - 1, -beta, -alpha)
            if value > best_value:
                best_value, best_key = value, (marbles, d)
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        if effect > PUSH:  # quiet moves that cut earn a place further forward
                            self.history[best_key] = self.history.get(best_key, 0) + depth * depth
                        break
        flag = _UPPER if best_value <= original_alpha else _LOWER if best_value >= beta else _EXACT
        self.table[key] = (depth, flag, best_value, best_key)
        return best_value

    def root(self, own: int, opp: int, own_lost: int, opp_lost: int, moves: list, depth: int, done: list) -> None:
        """Score the root `moves` at `depth`, in order, appending each score to `done` as it is known.

        The first score is exact, later ones exact when they beat every earlier one and upper
        bounds otherwise, so the best of a partly searched list is still a sound choice.
        """
        alpha = -WIN * 2
        for _marbles, _d, new_own, new_opp, effect in moves:
            lost = opp_lost + (effect == EJECT)
            value = -self.negamax(new_opp, new_own, lost, own_lost, depth - 1, -WIN * 2, -alpha)
            done.append(value)
            alpha = max(alpha, value)


def choose(state: AbaloneState, level: str, rng: Rng, budget: Budget, stats: dict | None = None) -> Move:
    """A legal move for the side to move (see `engine.ai.choose`, which builds `rng` and `budget`).

    The search uses the level's share of `budget`; `SearchCancelled` goes up to the caller.
    `stats`, when given, receives the search figures: deepest completed depth, nodes, seconds.
    """
    budget.check_cancel()
    max_depth, share, margin = LEVEL_SETTINGS[level]
    seat = state.turn
    own, opp = state.marbles[seat], state.marbles[1 - seat]
    own_lost, opp_lost = state.lost[seat], state.lost[1 - seat]
    moves = generate(own, opp)
    rng.shuffle(moves)  # equal scores are broken differently for different seeds
    searcher = Searcher(state.options["marbles_to_win"], budget.part(share, poll_every=_POLL_EVERY))
    scores = [0] * len(moves)
    completed = 0
    for depth in range(1, max_depth + 1):
        iteration_started = budget.elapsed()
        done: list[int] = []
        try:
            searcher.root(own, opp, own_lost, opp_lost, moves, depth, done)
        except OutOfTime:
            # The moves are searched best first: if a later one already beat the previous
            # choice at this depth, it is the better move.
            if len(done) > 1 and max(done) > done[0]:
                best = done.index(max(done))
                moves.insert(0, moves.pop(best))
            break
        completed = depth
        ranked = sorted(zip(done, range(len(moves))), key=lambda pair: -pair[0])
        moves = [moves[i] for _, i in ranked]
        scores = [s for s, _ in ranked]
        if abs(scores[0]) >= WIN:  # a forced result: deeper search will not change it
            break
        # The next iteration costs several times this one; start it only if a good part of it fits.
        if searcher.budget.left() < (budget.elapsed() - iteration_started) * 2:
            break
    if margin:
        near = [m for m, s in zip(moves, scores) if s >= scores[0] - margin]
        pick = rng.choice(near)
    else:
        pick = moves[0]
    if stats is not None:
        stats.update(depth=completed, nodes=searcher.nodes, seconds=budget.elapsed())
    marbles, d = pick[0], pick[1]
    return Move(tuple(marbles), d)
