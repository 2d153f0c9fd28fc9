"""Abalone's computer player: principal-variation alpha-beta (negamax) with iterative deepening.

The search works on bare bitboards from the mover's point of view: `own`, `opp`
and the marbles each side has lost. It does not go through `rules.generate`
(one Python loop per marble and direction) but through its own set-wise
generator: for each direction, a handful of shifts of the whole board finds
every tail of a line that can step, push or push off, and only the moves
themselves are built one by one. `tests/test_abalone_ai.py` checks that the two
generators give the same children everywhere they are compared. The moves come
in stages: the transposition-table move, then ejections and pushes (built
first, and cheap), and only when none of them cuts off the quiet moves, killer
moves first and then by the history heuristic. Late quiet moves are searched
one ply shallower (late-move reductions) and re-searched when they surprise; a
null move (letting the opponent move twice) prunes positions that are good
enough even so. The root deepens one ply at a time inside an aspiration window
around the previous score.

The transposition table is keyed by the position itself, `(own, opp)` (the lost
counts follow from it within one search): an exact key, which in CPython costs
less than keeping a Zobrist hash up to date move by move (see the report of
issue 18 and `bench/abalone.py --speed`).

The evaluation follows the features every published Abalone program shares:
material first (a side's worth grows more steeply as it nears its last marble,
so the side ahead welcomes trades), distance to the centre, cohesion
(neighbouring own marbles), marbles on the edge that can be pushed off next
move, and, for the side ahead, pressure on the opponent's marbles on the outer
rings. Every weight is in `data/ai.json`. Against going round in circles the
root also reads `state.recent` (the positions of the last plies): for the side
ahead on marbles a move back to one of them scores as a draw, so a won position
is converted rather than shuffled.

`chances(state, rng, budget)` gives each side's chance to win for the analysis (`engine.ai.evaluate`):
the same search to a fixed depth, its score mapped to a chance by a logistic. The score is the mean of
the two deepest iterations: an odd depth ends on the mover's move and flatters it, an even one the
opponent, and the mean keeps the chances of a game from zigzagging from one ply to the next.

Levels: easy looks one move ahead and picks loosely among the good moves;
normal searches 3 plies in part of the time; hard deepens until its time is
used. Hard searches with the compiled core of `search.py` (issue 32: a dense 64-bit board, about
twenty times the nodes per second) when it was built, and deepens until its whole share of the time
is used; without a C compiler it searches with the Python search of this file (`SEARCH` says which).
`engine.ai.choose` calls `choose(state, level, rng, budget)`: the `engine.Rng` breaks ties and makes
easy's loose pick, the `engine.ai.Budget` gives the time (the level's share of it) and the caller's
cancel flag.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from functools import cache
from importlib import resources

from engine.abalone import search as core
from engine.abalone.board import CELLS, OFFSETS, RINGS, mask, neighbour
from engine.abalone.rules import EJECT, AbaloneState, Move, generate
from engine.ai import PURE_SEARCH_ENV, Evaluation, logistic
from engine.ai.budget import Budget, OutOfTime
from engine.rng import Rng


@cache
def config() -> dict:
    """The tunable numbers of `data/ai.json`."""
    text = resources.files("engine.abalone").joinpath("data", "ai.json").read_text(encoding="utf-8")
    return json.loads(text)


_CFG = config()
_EVAL = _CFG["evaluation"]
_SEARCH = _CFG["search"]
_ANALYSIS = _CFG["analysis"]

WIN = 1_000_000
LIFE = tuple(_EVAL["life"])
RING_VALUE = tuple(_EVAL["ring"])
COHESION = _EVAL["cohesion"]
#: Own marble that the opponent could push off with their next move.
THREATENED = _EVAL["threatened"]
#: The side to move can push a marble off right now.
CAN_EJECT = _EVAL["can_eject"]
PRESSURE = _EVAL["pressure"]

#: (deepest search, share of the deadline, random margin for picking among near-best moves)
LEVEL_SETTINGS = {name: (v["max_depth"], v["share"], v["margin"]) for name, v in _CFG["levels"].items()}

VALID = mask(CELLS)
#: EDGE[d]: cells whose neighbour in direction d is off the board.
EDGE = tuple(sum(1 << c for c in CELLS if neighbour(c, d) is None) for d in range(6))
R0, R1, R2, R3, R4 = RINGS
OUTER = R3 | R4
W0, W1, W2, W3, W4 = RING_VALUE
_DIRS = tuple(zip(OFFSETS, EDGE))
#: Broadsides: (axis offset, the offsets of the four directions that cross the axis).
_BROADSIDE = tuple((OFFSETS[a], tuple(d for d in range(6) if d % 3 != a)) for a in range(3))

_EXACT, _LOWER, _UPPER = 0, 1, 2
_INF = 2 * WIN
#: The score of a root move that would make a position come back a third time (see `_root_moves`).
CIRCLING = -WIN // 2

#: The compiled core serves the levels marked "compiled" in data/ai.json when it is built; the environment
#: variable LUDOTECA_PURE_SEARCH=1 keeps them on the Python search (to test that path, or compare).
COMPILED = core.COMPILED and not os.environ.get(PURE_SEARCH_ENV)
#: Which search hard uses, for the start-up log.
SEARCH = "compiled" if COMPILED else "python (slower search)"


# --------------------------------------------------------------------------- move generation
# A child is (key, new_own, new_opp, eject): `key` = own ^ new_own, the cells the mover's marbles
# leave and enter, names the move in this position (and the same move in similar positions, for
# killers and history).


def gen_noisy(own: int, opp: int) -> tuple[list, list]:
    """(ejections, pushes) of the side owning `own`: in-line moves that move opposing marbles."""
    ejects: list = []
    pushes: list = []
    if not opp:
        return ejects, pushes
    empty = VALID & ~(own | opp)
    for o, edge in _DIRS:
        # runN: the tail of a line of exactly N own marbles in direction o; the opposing marble
        # just ahead of it, then an empty cell (a push) or the edge (off the board)
        if o > 0:
            own1, own2 = own >> o, own >> 2 * o
            run2 = own & own1 & ~own2 & (opp >> 2 * o)
            run3 = own & own1 & own2 & (opp >> 3 * o) & ~(own >> 3 * o)
        else:
            p = -o
            own1, own2 = own << p, own << 2 * p
            run2 = own & own1 & ~own2 & (opp << 2 * p)
            run3 = own & own1 & own2 & (opp << 3 * p) & ~(own << 3 * p)
        if not run2 and not run3:
            continue
        off = opp & edge
        for x, n, m in ((run2, 2, 1), (run3, 3, 1), (run3, 3, 2)):
            if not x:
                continue
            if o > 0:
                s = o * (n + m)
                if m == 2:
                    x &= opp >> s - o
                else:
                    x &= ~(opp >> s)
                push = x & (empty >> s)
                eject = x & (off >> s - o)
            else:
                s = p * (n + m)
                if m == 2:
                    x &= opp << s - p
                else:
                    x &= ~(opp << s)
                push = x & (empty << s)
                eject = x & (off << s - p)
            while eject:
                low = eject & -eject
                eject ^= low
                front = low << n * o if o > 0 else low >> n * p
                key = low | front
                ejects.append((key, own ^ key, opp ^ front, 1))
            while push:
                low = push & -push
                push ^= low
                if o > 0:
                    front = low << n * o
                    beyond = low << s
                else:
                    front = low >> n * p
                    beyond = low >> s
                key = low | front
                pushes.append((key, own ^ key, opp ^ front ^ beyond, 0))
    return ejects, pushes


def gen_quiet(own: int, opp: int) -> list:
    """Every move of the side owning `own` that moves no opposing marble: in-line steps, then broadsides."""
    moves: list = []
    append = moves.append
    empty = VALID & ~(own | opp)
    steps = {}
    for o, _edge in _DIRS:
        if o > 0:
            own1, own2, own3 = own >> o, own >> 2 * o, own >> 3 * o
            e1 = empty >> o
            x = own & e1 & ~own1
            x |= (own & own1 & ~own2 & (empty >> 2 * o))
            x3 = own & own1 & own2 & ~own3 & (empty >> 3 * o)
            steps[o] = e1
            while x:
                low = x & -x
                x ^= low
                # a tail with an empty cell ahead moves 1; with an own marble then empty, moves 2
                key = low | (low << o if e1 & low else low << 2 * o)
                append((key, own ^ key, opp, 0))
            while x3:
                low = x3 & -x3
                x3 ^= low
                key = low | low << 3 * o
                append((key, own ^ key, opp, 0))
        else:
            p = -o
            own1, own2, own3 = own << p, own << 2 * p, own << 3 * p
            e1 = empty << p
            x = own & e1 & ~own1
            x |= (own & own1 & ~own2 & (empty << 2 * p))
            x3 = own & own1 & own2 & ~own3 & (empty << 3 * p)
            steps[o] = e1
            while x:
                low = x & -x
                x ^= low
                key = low | (low >> p if e1 & low else low >> 2 * p)
                append((key, own ^ key, opp, 0))
            while x3:
                low = x3 & -x3
                x3 ^= low
                key = low | low >> 3 * p
                append((key, own ^ key, opp, 0))
    for oa, crossing in _BROADSIDE:
        pairs = own & (own >> oa)
        if not pairs:
            continue
        triples = pairs & (own >> 2 * oa)
        for d in crossing:
            od = OFFSETS[d]
            ed = steps[od]
            x = pairs & ed & (ed >> oa)
            if not x:
                continue
            x3 = x & triples & (ed >> 2 * oa)
            while x:
                low = x & -x
                x ^= low
                group = low | low << oa
                key = group | (group << od if od > 0 else group >> -od)
                append((key, own ^ key, opp, 0))
            while x3:
                low = x3 & -x3
                x3 ^= low
                group = low | low << oa | low << 2 * oa
                key = group | (group << od if od > 0 else group >> -od)
                append((key, own ^ key, opp, 0))
    return moves


def children(own: int, opp: int) -> list:
    """Every legal move as a child tuple, ejections first, then pushes, then quiet moves."""
    ejects, pushes = gen_noisy(own, opp)
    return ejects + pushes + gen_quiet(own, opp)


# --------------------------------------------------------------------------- evaluation


@cache
def material_table(target: int) -> tuple[tuple[int, ...], ...]:
    """MATERIAL[own_lost][opp_lost] for a game to `target` marbles (from the mover's side)."""
    def worth(lost: int) -> int:
        return LIFE[max(0, min(len(LIFE) - 1, target - lost))]
    return tuple(tuple(worth(a) - worth(b) for b in range(15)) for a in range(15))


def threats(own: int, opp: int) -> tuple[int, int]:
    """(own marbles `opp` could push off with one move, opposing marbles `own` could push off).

    2 against 1, 3 against 1 or 3 against 2 at the edge; the padding column of the board keeps
    chains of single steps from wrapping around a row.
    """
    own_threat = opp_threat = 0
    for o, edge in _DIRS:
        exposed_own = own & edge
        exposed_opp = opp & edge
        if not exposed_own and not exposed_opp:
            continue
        if o > 0:
            opp1, opp2 = opp << o, opp << 2 * o
            own1, own2 = own << o, own << 2 * o
            if exposed_own:
                pushers = opp1 & opp2
                own_threat |= exposed_own & (pushers | own1 & (pushers << o) & (opp << 4 * o))
            if exposed_opp:
                pushers = own1 & own2
                opp_threat |= exposed_opp & (pushers | opp1 & (pushers << o) & (own << 4 * o))
        else:
            p = -o
            opp1, opp2 = opp >> p, opp >> 2 * p
            own1, own2 = own >> p, own >> 2 * p
            if exposed_own:
                pushers = opp1 & opp2
                own_threat |= exposed_own & (pushers | own1 & (pushers >> p) & (opp >> 4 * p))
            if exposed_opp:
                pushers = own1 & own2
                opp_threat |= exposed_opp & (pushers | opp1 & (pushers >> p) & (own >> 4 * p))
    return own_threat, opp_threat


def threatened(own: int, opp: int) -> int:
    """Own marbles that `opp` could push off the board with one move."""
    return threats(own, opp)[0]


def evaluate(own: int, opp: int, own_lost: int, opp_lost: int, target: int = 6) -> int:
    """The position for the side to move (owning `own`), in marble-thousandths."""
    score = material_table(target)[own_lost][opp_lost]
    score += (W0 * ((own & R0).bit_count() - (opp & R0).bit_count())
              + W1 * ((own & R1).bit_count() - (opp & R1).bit_count())
              + W2 * ((own & R2).bit_count() - (opp & R2).bit_count())
              + W3 * ((own & R3).bit_count() - (opp & R3).bit_count())
              + W4 * ((own & R4).bit_count() - (opp & R4).bit_count()))
    score += COHESION * ((own & (own >> 1)).bit_count() + (own & (own >> 11)).bit_count()
                         + (own & (own >> 10)).bit_count() - (opp & (opp >> 1)).bit_count()
                         - (opp & (opp >> 11)).bit_count() - (opp & (opp >> 10)).bit_count())
    lead = opp_lost - own_lost
    if lead > 0:
        score += PRESSURE * lead * (opp & OUTER).bit_count()
    elif lead < 0:
        score += PRESSURE * lead * (own & OUTER).bit_count()
    own_threat, opp_threat = threats(own, opp)
    if opp_threat:
        score += CAN_EJECT
    if own_threat:
        score -= THREATENED * own_threat.bit_count()
    return score


# --------------------------------------------------------------------------- search


class Searcher:
    """One search: the transposition table, killers and history shared across the deepening iterations."""

    def __init__(self, target: int, budget: Budget):
        self.target = target
        self.budget = budget
        self.material = material_table(target)
        self.table: dict[tuple[int, int], tuple[int, int, int, tuple | None]] = {}
        self.history: dict[int, int] = {}
        self.killers: list[list] = [[None, None] for _ in range(128)]
        self.nodes = 0
        self.poll = max(1, int(_SEARCH["poll_every"]))
        self.next_poll = self.poll
        self.lmr_min_depth = _SEARCH["lmr_min_depth"]
        self.lmr_after = _SEARCH["lmr_after"]
        self.lmr_deep_after = _SEARCH["lmr_deep_after"]
        self.null_move = _SEARCH["null_move"]
        self.null_min_depth = _SEARCH["null_min_depth"]
        self.null_reduction = _SEARCH["null_reduction"]

    def search(self, own: int, opp: int, own_lost: int, opp_lost: int, depth: int, alpha: int, beta: int,
               ply: int, null_ok: bool = True) -> int:
        """Negamax value of the position for the side owning `own`, within (alpha, beta)."""
        self.nodes += 1
        if self.nodes >= self.next_poll:  # the frontier counts its leaves too: a threshold, not a modulus
            self.next_poll = self.nodes + self.poll
            self.budget.check()
        target = self.target
        if own_lost >= target:
            return -WIN + ply
        if depth <= 0:
            return evaluate(own, opp, own_lost, opp_lost, target)
        key = (own, opp)
        entry = self.table.get(key)
        tt_child = None
        if entry is not None:
            entry_depth, flag, value, tt_child = entry
            if entry_depth >= depth and (flag == _EXACT or flag == _LOWER and value >= beta
                                         or flag == _UPPER and value <= alpha):
                return value
        pv = beta - alpha > 1
        if (null_ok and not pv and depth >= self.null_min_depth and self.null_move
                and evaluate(own, opp, own_lost, opp_lost, target) >= beta):
            value = -self.search(opp, own, opp_lost, own_lost, depth - 1 - self.null_reduction,
                                 -beta, -beta + 1, ply + 1, False)
            if value >= beta:
                return value if value < WIN - 1000 else beta
        original_alpha = alpha
        best_value = -_INF
        best_child = None
        tt_key = tt_child[0] if tt_child is not None else -1
        killers = self.killers[ply]
        history = self.history
        searched = 0
        for stage in (0, 1, 2):
            if stage == 0:
                if tt_child is None:
                    continue
                batch = (tt_child,)
            elif stage == 1:
                ejects, pushes = gen_noisy(own, opp)
                batch = ejects + pushes if pushes else ejects
            else:
                quiet = gen_quiet(own, opp)
                get = history.get
                quiet.sort(key=lambda c: -get(c[0], 0))
                k0, k1 = killers
                if k0 is not None or k1 is not None:
                    front = [c for c in quiet if c[0] == k0 or c[0] == k1]
                    if front:
                        quiet = front + [c for c in quiet if c[0] != k0 and c[0] != k1]
                batch = quiet
            for child in batch:
                ckey, new_own, new_opp, eject = child
                if stage and ckey == tt_key:
                    continue
                lost = opp_lost + eject
                if lost >= target:
                    value = WIN - ply - 1
                elif depth == 1:
                    self.nodes += 1
                    value = -evaluate(new_opp, new_own, lost, own_lost, target)
                elif searched == 0:
                    value = -self.search(new_opp, new_own, lost, own_lost, depth - 1, -beta, -alpha, ply + 1)
                else:
                    reduce = 0
                    if (stage == 2 and searched >= self.lmr_after and depth >= self.lmr_min_depth
                            and ckey != killers[0] and ckey != killers[1]):
                        reduce = 2 if searched >= self.lmr_deep_after and depth >= 4 and not pv else 1
                    value = -self.search(new_opp, new_own, lost, own_lost, depth - 1 - reduce,
                                         -alpha - 1, -alpha, ply + 1)
                    if value > alpha and reduce:
                        value = -self.search(new_opp, new_own, lost, own_lost, depth - 1, -alpha - 1, -alpha, ply + 1)
                    if alpha < value < beta:
                        value = -self.search(new_opp, new_own, lost, own_lost, depth - 1, -beta, -alpha, ply + 1)
                searched += 1
                if value > best_value:
                    best_value, best_child = value, child
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            if stage == 2 or (stage == 0 and new_opp == opp):
                                history[ckey] = history.get(ckey, 0) + depth * depth
                                if killers[0] != ckey:
                                    killers[1] = killers[0]
                                    killers[0] = ckey
                            break
            else:
                continue
            break
        if searched == 0:
            return 0  # no legal move: a draw
        flag = _UPPER if best_value <= original_alpha else _LOWER if best_value >= beta else _EXACT
        self.table[key] = (depth, flag, best_value, best_child)
        return best_value

    def root(self, own: int, opp: int, own_lost: int, opp_lost: int, moves: list, depth: int,
             alpha: int, beta: int, found: list) -> int:
        """The value of the root within (alpha, beta), searching `moves` in order.

        `found` receives the index of every move proven better than all before it, as soon as it is,
        so the last entry is a sound choice even when the time runs out part way.
        """
        best = -_INF
        target = self.target
        for i, (_ckey, new_own, new_opp, eject, _move, fixed) in enumerate(moves):
            lost = opp_lost + eject
            if fixed is not None:
                value = fixed
            elif lost >= target:
                value = WIN - 1
            elif i == 0:
                value = -self.search(new_opp, new_own, lost, own_lost, depth - 1, -beta, -alpha, 1)
            else:
                value = -self.search(new_opp, new_own, lost, own_lost, depth - 1, -alpha - 1, -alpha, 1)
                if alpha < value < beta:
                    value = -self.search(new_opp, new_own, lost, own_lost, depth - 1, -beta, -alpha, 1)
            if value > best:
                best = value
                if value > alpha:
                    found.append(i)
                    alpha = value
                    if alpha >= beta:
                        break
        return best

    def scores(self, own: int, opp: int, own_lost: int, opp_lost: int, moves: list, depth: int) -> list[int]:
        """Exact scores of every root move at `depth` (for a loose pick among the good ones)."""
        out = []
        for _ckey, new_own, new_opp, eject, _move, fixed in moves:
            lost = opp_lost + eject
            if fixed is not None:
                out.append(fixed)
            elif lost >= self.target:
                out.append(WIN - 1)
            else:
                out.append(-self.search(new_opp, new_own, lost, own_lost, depth - 1, -_INF, _INF, 1))
        return out


def _root_moves(state: AbaloneState, avoid_recent: bool = True) -> list:
    """The root children: (key, new_own, new_opp, eject, Move, fixed score or None).

    No level goes round in circles (issue 32). A move that would bring back, a third time since the last
    ejection, a position the mover has already left twice (`state.recent`) scores `CIRCLING`: it is played
    only when nothing else is left, whether the mover is ahead, level or behind, so a level side looks for
    progress elsewhere. The side ahead on marbles goes further: a move back to any recent position scores as
    a draw, so a won position is converted rather than shuffled. With the repetition house rule a move that
    repeats a position a third time is a draw for either side, taken when a draw is what the search wants.
    `avoid_recent` False leaves `recent` out, for an analysis that must not depend on how the state was reached.
    """
    seat = state.turn
    own, opp = state.marbles[seat], state.marbles[1 - seat]
    history = state.history
    seen = Counter(state.recent) if avoid_recent else Counter()
    ahead = state.lost[1 - seat] > state.lost[seat]
    moves = []
    for marbles, d, new_own, new_opp, effect in generate(own, opp):
        fixed = None
        if effect != EJECT and (history or seen):
            after = (new_own, new_opp) if seat == 0 else (new_opp, new_own)
            times = seen[(*after, 1 - seat)]
            if history and history.count(f"{after[0]:x}.{after[1]:x}.{1 - seat}") >= 2:
                fixed = 0  # a third repetition: the house rule draws the game
            elif times >= 2:
                fixed = CIRCLING
            elif times and ahead:
                fixed = 0
        moves.append((own ^ new_own, new_own, new_opp, int(effect == EJECT), Move(marbles, d), fixed))
    return moves


def choose(state: AbaloneState, level: str, rng: Rng, budget: Budget, stats: dict | None = None,
           depth: int | None = None, compiled: bool | None = None) -> Move:
    """A legal move for the side to move (see `engine.ai.choose`, which builds `rng` and `budget`).

    The search uses the level's share of `budget`; `SearchCancelled` goes up to the caller.
    `stats`, when given, receives the search figures: deepest completed depth, nodes, seconds.
    `depth` caps the search depth (for tests and benchmarks that must not depend on the clock).
    `compiled` False keeps the level on the Python search of this file even where the compiled core
    serves it (for benchmarks that compare the two); None follows `COMPILED` and data/ai.json.
    """
    budget.check_cancel()
    max_depth, share, margin = LEVEL_SETTINGS[level]
    if depth is not None:
        max_depth = min(max_depth, depth)
    if (COMPILED if compiled is None else compiled) and _CFG["levels"][level].get("compiled"):
        return choose_with_core(core, state, rng, budget.part(share, poll_every=1), max_depth, stats)
    seat = state.turn
    own, opp = state.marbles[seat], state.marbles[1 - seat]
    own_lost, opp_lost = state.lost[seat], state.lost[1 - seat]
    moves = _root_moves(state)
    rng.shuffle(moves)  # equal scores are broken differently for different seeds
    moves.sort(key=lambda m: 0 if m[3] else 1 if m[2] != opp else 2)  # stable: ejections, pushes, the rest
    searcher = Searcher(state.options["marbles_to_win"], budget.part(share, poll_every=1))
    completed = 0
    if margin:
        try:
            scores = searcher.scores(own, opp, own_lost, opp_lost, moves, max_depth)
            completed = max_depth
        except OutOfTime:
            scores = [0] * len(moves)
        best = max(scores)
        pick = rng.choice([m for m, s in zip(moves, scores) if s >= best - margin])
    else:
        aspiration = _SEARCH["aspiration"]
        value = 0
        for depth in range(1, max_depth + 1):
            iteration_started = budget.elapsed()
            found: list[int] = []
            try:
                if depth >= 3 and abs(value) < WIN - 1000:
                    alpha, beta = value - aspiration, value + aspiration
                    result = searcher.root(own, opp, own_lost, opp_lost, moves, depth, alpha, beta, found)
                    if not alpha < result < beta:
                        found = []
                        result = searcher.root(own, opp, own_lost, opp_lost, moves, depth, -_INF, _INF, found)
                else:
                    result = searcher.root(own, opp, own_lost, opp_lost, moves, depth, -_INF, _INF, found)
            except OutOfTime:
                if found and found[-1] > 0:
                    moves.insert(0, moves.pop(found[-1]))  # proven better than the previous choice
                break
            completed, value = depth, result
            if found and found[-1] > 0:
                moves.insert(0, moves.pop(found[-1]))
            if abs(value) >= WIN - 1000:  # a forced result: deeper search will not change it
                break
            # The next iteration costs several times this one; start it only if a good part of it fits.
            if searcher.budget.left() < (budget.elapsed() - iteration_started) * _SEARCH["next_iteration"]:
                break
        pick = moves[0]
    if stats is not None:
        stats.update(depth=completed, nodes=searcher.nodes, seconds=budget.elapsed())
    return pick[4]


def core_searcher(module, target: int, clock=None, node_limit: int = 0, table_size: int | None = None):
    """A `Core` of the search module `module` (the compiled one, or its source imported as Python) set up
    with the numbers of data/ai.json for a game to `target` marbles."""
    return module.Core(target, LIFE, {**_EVAL, **_SEARCH}, table_size or _SEARCH["table_size"], clock,
                       node_limit, _SEARCH["poll_every"])


def core_root(state: AbaloneState, rng: Rng) -> tuple[list, list]:
    """The root moves of `_root_moves` in search order (shuffled by `rng`, then ejections, pushes, the rest),
    and the same moves as the core takes them: (dense key, dense delta, fixed score or None)."""
    seat = state.turn
    own, opp = core.to_dense(state.marbles[seat]), core.to_dense(state.marbles[1 - seat])
    moves = _root_moves(state)
    rng.shuffle(moves)
    moves.sort(key=lambda m: 0 if m[3] else 1 if m[2] != state.marbles[1 - seat] else 2)
    return moves, [(own ^ core.to_dense(m[1]), opp ^ core.to_dense(m[2]), m[5]) for m in moves]


#: (depth, entries): a search capped at that depth or less (tests, a move of a capped level) has a table of
#: that many entries, quicker to set up than the full one (about 18 ms for its 46 MB).
SMALL_TABLE = (6, 65521)


def choose_with_core(module, state: AbaloneState, rng: Rng, budget: Budget, max_depth: int,
                     stats: dict | None = None, node_limit: int = 0) -> Move:
    """The move the search core of `module` chooses within `budget` (all of it: it deepens until the time
    is up), `max_depth` plies and `node_limit` nodes (0: no limit). `stats` receives depth, nodes,
    seconds and the score."""
    seat = state.turn
    moves, root = core_root(state, rng)
    table_size = SMALL_TABLE[1] if max_depth <= SMALL_TABLE[0] or 0 < node_limit <= SMALL_TABLE[1] else None
    searcher = core_searcher(module, state.options["marbles_to_win"], budget.check, node_limit, table_size)
    order, value, completed = searcher.think(core.to_dense(state.marbles[seat]),
                                             core.to_dense(state.marbles[1 - seat]), state.lost[seat],
                                             state.lost[1 - seat], root, max_depth, _SEARCH["aspiration"])
    if stats is not None:
        stats.update(depth=completed, nodes=searcher.node_count(), seconds=budget.elapsed(), score=value)
    return moves[order[0]][4]


# --------------------------------------------------------------------------- analysis


def chances(state: AbaloneState, rng: Rng, budget: Budget) -> Evaluation:
    """Each side's chance to win (for `engine.ai.evaluate`) and the move the search prefers.

    The search runs to the depth `data/ai.json` ("analysis") sets for the time granted, so the answer depends on the
    position and the seed only; the deadline is a safety net (the deepest finished iteration answers).
    """
    seat = state.turn
    own, opp = state.marbles[seat], state.marbles[1 - seat]
    own_lost, opp_lost = state.lost[seat], state.lost[1 - seat]
    moves = _root_moves(state, avoid_recent=False)  # `recent` is not saved: a loaded game must read the same
    rng.shuffle(moves)
    moves.sort(key=lambda m: 0 if m[3] else 1 if m[2] != opp else 2)
    searcher = Searcher(state.options["marbles_to_win"], budget)
    values: list[int] = []
    for depth in range(1, budget.analysis_depth(_ANALYSIS) + 1):
        found: list[int] = []
        try:
            value = searcher.root(own, opp, own_lost, opp_lost, moves, depth, -_INF, _INF, found)
        except OutOfTime:
            value = None
        if found and found[-1] > 0:
            moves.insert(0, moves.pop(found[-1]))  # proven better than the previous choice
        if value is None:
            break
        values.append(value)
        if abs(value) >= WIN - 1000:  # a forced result: deeper search will not change it
            break
    score = analysis_score(values) if values else evaluate(own, opp, own_lost, opp_lost, state.options["marbles_to_win"])
    mover = logistic(score / _ANALYSIS["scale"])
    chance = [0.0, 0.0]
    chance[seat], chance[1 - seat] = mover, 1.0 - mover
    return Evaluation(chance, moves[0][4] if moves else None)


def analysis_score(values: list[int]) -> float:
    """The score of a position from the values of its deepening iterations (shallowest first): a forced
    result as it is, else the mean of the last `average` iterations (odd and even depths balance)."""
    if abs(values[-1]) >= WIN - 1000:
        return values[-1]
    last = values[-_ANALYSIS["average"]:]
    return sum(last) / len(last)


