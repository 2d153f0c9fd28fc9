"""Abalone's search core: one typed source that runs as plain Python and, compiled by Cython, as C.

The source is written in Cython's pure-Python mode (issue 32): the annotations (`cython.int`,
`cython.ulonglong`, `cython.ulonglong[::1]`) and the decorators are C types and C functions to Cython,
and nothing to Python; `search.pxd` adds the C the compiled path uses for bit counting.
`setup.py` compiles it when a C compiler is present; otherwise the same file is imported as Python.
Both give the same moves, scores and node counts for the same work budget (`tests/test_abalone_search.py`
plays both). Interpreted, this marble-by-marble core is three to four times slower than the set-wise
Python search of `ai.py` (`bench/abalone.py --core`), so without the compiled module hard keeps that one
(`ai.COMPILED`).

The board is dense: the 61 cells in reading order A1..I9 are bits 0-60 of one 64-bit word per colour
(index 61 stands for "off the board" in the neighbour table, and its bit is 0). Moves are generated
marble by marble along precomputed neighbour tables, the evaluation is the one of `ai.py` (same
weights, same features, same numbers: a test compares them), and the search is a principal-variation
alpha-beta with iterative deepening, a transposition table with exact keys (both words are stored),
null-move pruning, late-move reductions, killer moves and the history heuristic.

Nothing here overflows 64 bits, so Python's unbounded ints and C's words give the same numbers.
"""

from __future__ import annotations

from array import array

try:
    import cython
except ImportError:  # no Cython installed: the decorators are no-ops and this file is plain Python
    from engine.ai import pure_cython as cython

from engine.abalone.board import CELLS, OFFSETS, RINGS
from engine.ai.budget import OutOfTime, SearchCancelled

COMPILED = cython.compiled
OFF = 61
STRIDE = 64
MAX_PLY = 72
MAX_MOVES = 256
#: Move ids: an in-line move is (tail, direction); a broadside (first cell, axis, 2 or 3 marbles, direction).
BROADSIDE_IDS = 61 * 6
MOVE_IDS = BROADSIDE_IDS + 61 * 3 * 2 * 4
WIN = 1_000_000
INF = 2 * WIN
EXACT, LOWER, UPPER = 0, 1, 2
#: Move-ordering bands (after the table's move, searched before any is generated): ejections, pushes,
#: the two killers, then quiet moves by history.
EJECT_BAND, PUSH_BAND, KILLER0, KILLER1 = 1 << 29, 1 << 28, 1 << 27, 1 << 26
HISTORY_CAP = (1 << 26) - 1

DENSE = {cell: i for i, cell in enumerate(CELLS)}


def to_dense(bits: int) -> int:
    """A bitboard of `board.py` (cell = row * 10 + column) as a dense 61-bit word."""
    out = 0
    for cell, i in DENSE.items():
        if bits >> cell & 1:
            out |= 1 << i
    return out


def _tables():
    nxt = array("i", [OFF] * (6 * STRIDE))
    for d, offset in enumerate(OFFSETS):
        for i, cell in enumerate(CELLS):
            nxt[d * STRIDE + i] = DENSE.get(cell + offset, OFF)
    bit = array("Q", [to_dense(1 << cell) for cell in CELLS] + [0] * (STRIDE - 61))
    forward = array("Q", [0] * STRIDE)
    edge_dirs = array("i", [0] * STRIDE)
    for i in range(61):
        for d in range(6):
            j = nxt[d * STRIDE + i]
            if j == OFF:
                edge_dirs[i] |= 1 << d
            elif d < 3:
                forward[i] |= bit[j]
    # An edge marble can be pushed off only with an opposing marble two cells behind it (two or three
    # pushing one, three pushing two): those cells, to skip the others at once.
    second_behind = array("Q", [0] * STRIDE)
    for i in range(61):
        for d in range(6):
            if edge_dirs[i] >> d & 1:
                back = (d + 3) % 6 * STRIDE
                second_behind[i] |= bit[nxt[back + nxt[back + i]]]
    rings = tuple(to_dense(r) for r in RINGS)
    return nxt, bit, forward, edge_dirs, second_behind, rings


NEXT, BIT, FORWARD, EDGE_DIRS, SECOND_BEHIND, DENSE_RINGS = _tables()
#: For each axis, the four directions that cross it (broadside directions).
SIDEWAYS = array("i", [d for axis in range(3) for d in range(6) if d % 3 != axis])


@cython.cfunc
@cython.inline
@cython.exceptval(check=False)
def popcount(x: cython.ulonglong) -> cython.int:
    if not cython.compiled:
        return x.bit_count()
    return ludoteca_popcount(x)  # noqa: F821 - C declared in search.pxd


@cython.cfunc
@cython.inline
@cython.exceptval(check=False)
def lowest(x: cython.ulonglong) -> cython.int:
    """The index of the lowest set bit of a non-zero word."""
    if not cython.compiled:
        return (x & -x).bit_length() - 1
    return __builtin_ctzll(x)  # noqa: F821 - a C builtin declared in search.pxd


@cython.final
@cython.cclass
class Core:
    """One search: its transposition table, killers and history, kept across the deepening iterations.

    `settings` are the numbers of `data/ai.json` ("evaluation" and "search" merged); `life` the
    material values; `tt_size` the table's entries (a prime: the index is the key modulo it).
    `clock`, polled every `poll_every` nodes, raises `OutOfTime` or `SearchCancelled`;
    `node_limit` (0: none) stops the search after that many nodes, whatever the clock.
    """

    target: cython.int
    nodes: cython.longlong
    next_poll: cython.longlong
    node_limit: cython.longlong
    poll_every: cython.longlong
    stopped: cython.bint
    cancelled: cython.bint
    clock: object
    lmr_min_depth: cython.int
    lmr_after: cython.int
    lmr_deep_after: cython.int
    null_move: cython.bint
    null_min_depth: cython.int
    null_reduction: cython.int
    w0: cython.int
    w1: cython.int
    w2: cython.int
    w3: cython.int
    w4: cython.int
    cohesion: cython.int
    threatened: cython.int
    can_eject: cython.int
    pressure: cython.int
    r0: cython.ulonglong
    r1: cython.ulonglong
    r2: cython.ulonglong
    r3: cython.ulonglong
    r4: cython.ulonglong
    outer: cython.ulonglong
    tt_size: cython.ulonglong
    material: cython.int[::1]
    nxt: cython.int[::1]
    bit: cython.ulonglong[::1]
    forward: cython.ulonglong[::1]
    edge_dirs: cython.int[::1]
    second_behind: cython.ulonglong[::1]
    sideways: cython.int[::1]
    tt_own: cython.ulonglong[::1]
    tt_opp: cython.ulonglong[::1]
    tt_value: cython.int[::1]
    tt_depth: cython.int[::1]
    tt_move: cython.int[::1]
    tt_key: cython.ulonglong[::1]
    tt_delta: cython.ulonglong[::1]
    mv_key: cython.ulonglong[::1]
    mv_delta: cython.ulonglong[::1]
    mv_id: cython.int[::1]
    mv_score: cython.int[::1]
    killers: cython.int[::1]
    history: cython.longlong[::1]

    def __init__(self, target: int, life, settings: dict, tt_size: int = 1048573, clock=None,
                 node_limit: int = 0, poll_every: int = 1024):
        self.target = target
        self.nodes = 0
        self.node_limit = node_limit
        self.poll_every = max(1, poll_every)
        self.next_poll = min(self.poll_every, node_limit) if node_limit else self.poll_every
        self.stopped = False
        self.cancelled = False
        self.clock = clock
        self.lmr_min_depth = settings["lmr_min_depth"]
        self.lmr_after = settings["lmr_after"]
        self.lmr_deep_after = settings["lmr_deep_after"]
        self.null_move = bool(settings["null_move"])
        self.null_min_depth = settings["null_min_depth"]
        self.null_reduction = settings["null_reduction"]
        self.w0, self.w1, self.w2, self.w3, self.w4 = settings["ring"]
        self.cohesion = settings["cohesion"]
        self.threatened = settings["threatened"]
        self.can_eject = settings["can_eject"]
        self.pressure = settings["pressure"]
        self.r0, self.r1, self.r2, self.r3, self.r4 = DENSE_RINGS
        self.outer = self.r3 | self.r4

        def worth(lost: int) -> int:
            return life[max(0, min(len(life) - 1, target - lost))]
        self.material = array("i", [worth(a) - worth(b) for a in range(15) for b in range(15)])
        self.nxt, self.bit, self.forward, self.edge_dirs, self.sideways = NEXT, BIT, FORWARD, EDGE_DIRS, SIDEWAYS
        self.second_behind = SECOND_BEHIND
        self.tt_size = tt_size
        tt_size += 1  # the second entry of the last slot
        self.tt_own = array("Q", bytes(8 * tt_size))
        self.tt_opp = array("Q", bytes(8 * tt_size))
        self.tt_value = array("i", bytes(4 * tt_size))
        self.tt_depth = array("i", [-1]) * tt_size
        self.tt_move = array("i", bytes(4 * tt_size))
        self.tt_key = array("Q", bytes(8 * tt_size))
        self.tt_delta = array("Q", bytes(8 * tt_size))
        self.mv_key = array("Q", bytes(8 * MAX_PLY * MAX_MOVES))
        self.mv_delta = array("Q", bytes(8 * MAX_PLY * MAX_MOVES))
        self.mv_id = array("i", bytes(4 * MAX_PLY * MAX_MOVES))
        self.mv_score = array("i", bytes(4 * MAX_PLY * MAX_MOVES))
        self.killers = array("i", [-1]) * (2 * MAX_PLY)
        self.history = array("q", bytes(8 * MOVE_IDS))

    # ------------------------------------------------------------------ move generation

    @cython.cfunc
    @cython.boundscheck(False)
    @cython.wraparound(False)
    @cython.exceptval(check=False)
    def generate(self, own: cython.ulonglong, opp: cython.ulonglong, base: cython.int) -> cython.int:
        """Write every legal move of the side owning `own` at `base` of the move stack; return their count.

        A move is `key` (the mover's cells it empties and fills: own ^ new own), `delta` (opp ^ new
        opp: nothing for a step, the front cell for an ejection, the front and the cell beyond for a
        push) and an id naming it for the killers and the history.
        """
        nxt: cython.int[::1] = self.nxt
        bit: cython.ulonglong[::1] = self.bit
        count: cython.int = base
        x: cython.ulonglong = own
        occupied: cython.ulonglong = own | opp
        c: cython.int
        d: cython.int
        n: cython.int
        m: cython.int
        j: cython.int
        front: cython.int
        y: cython.int
        s: cython.int
        t: cython.int
        a: cython.int
        u: cython.int
        group: cython.ulonglong
        target: cython.ulonglong
        while x:
            c = lowest(x)
            x &= x - 1
            for d in range(6):
                front = nxt[d * STRIDE + c]
                n = 1
                while own & bit[front]:
                    n += 1
                    front = nxt[d * STRIDE + front]
                if n > 3 or front == OFF:
                    continue
                if not opp & bit[front]:
                    self.mv_key[count] = bit[c] | bit[front]
                    self.mv_delta[count] = 0
                    self.mv_id[count] = c * 6 + d
                    count += 1
                    continue
                m = 1
                y = nxt[d * STRIDE + front]
                while m < n and opp & bit[y]:
                    m += 1
                    y = nxt[d * STRIDE + y]
                if m >= n or own & bit[y]:  # no superiority, or an own marble behind the pushed ones
                    continue
                self.mv_key[count] = bit[c] | bit[front]
                self.mv_delta[count] = bit[front] | bit[y]  # bit[OFF] is 0: an ejection only loses the front
                self.mv_id[count] = c * 6 + d
                count += 1
        x = own
        while x:
            c = lowest(x)
            x &= x - 1
            for a in range(3):
                s = nxt[a * STRIDE + c]
                if not own & bit[s]:
                    continue
                t = nxt[a * STRIDE + s]
                for n in range(2, 4):
                    if n == 3 and not own & bit[t]:
                        break
                    group = bit[c] | bit[s] | (bit[t] if n == 3 else 0)
                    for j in range(4):
                        d = self.sideways[a * 4 + j]
                        u = nxt[d * STRIDE + c]
                        if u == OFF or occupied & bit[u]:
                            continue
                        target = bit[u]
                        u = nxt[d * STRIDE + s]
                        if u == OFF or occupied & bit[u]:
                            continue
                        target |= bit[u]
                        if n == 3:
                            u = nxt[d * STRIDE + t]
                            if u == OFF or occupied & bit[u]:
                                continue
                            target |= bit[u]
                        self.mv_key[count] = group | target
                        self.mv_delta[count] = 0
                        self.mv_id[count] = BROADSIDE_IDS + ((c * 3 + a) * 2 + n - 2) * 4 + j
                        count += 1
        return count - base

    def moves(self, own: int, opp: int) -> list[tuple[int, int, int]]:
        """Every legal move as (key, delta, id), in generation order (for the root and the tests)."""
        n = self.generate(own, opp, 0)
        return [(self.mv_key[i], self.mv_delta[i], self.mv_id[i]) for i in range(n)]

    # ------------------------------------------------------------------ evaluation

    @cython.cfunc
    @cython.boundscheck(False)
    @cython.wraparound(False)
    @cython.exceptval(check=False)
    def threats(self, own: cython.ulonglong, opp: cython.ulonglong, first_only: cython.bint) -> cython.int:
        """How many of `own`'s edge marbles `opp` could push off with one move (at most one if `first_only`)."""
        nxt: cython.int[::1] = self.nxt
        bit: cython.ulonglong[::1] = self.bit
        count: cython.int = 0
        x: cython.ulonglong = own & self.r4
        c: cython.int
        d: cython.int
        back: cython.int
        b1: cython.int
        b2: cython.int
        b3: cython.int
        b4: cython.int
        dirs: cython.int
        while x:
            c = lowest(x)
            x &= x - 1
            if not opp & self.second_behind[c]:
                continue
            dirs = self.edge_dirs[c]
            for d in range(6):
                if not dirs >> d & 1:
                    continue
                back = (d + 3) % 6 * STRIDE
                b1 = nxt[back + c]
                b2 = nxt[back + b1]
                if opp & bit[b2] and opp & bit[b1]:  # two or three against one
                    count += 1
                    break
                b3 = nxt[back + b2]
                b4 = nxt[back + b3]
                if own & bit[b1] and opp & bit[b2] and opp & bit[b3] and opp & bit[b4]:  # three against two
                    count += 1
                    break
            if count and first_only:
                break
        return count

    @cython.cfunc
    @cython.boundscheck(False)
    @cython.wraparound(False)
    @cython.exceptval(check=False)
    def evaluate(self, own: cython.ulonglong, opp: cython.ulonglong, own_lost: cython.int,
                 opp_lost: cython.int) -> cython.int:
        """The position for the side owning `own` (to move), in marble-thousandths: `ai.evaluate`."""
        score: cython.int = self.material[own_lost * 15 + opp_lost]
        score += (self.w0 * (popcount(own & self.r0) - popcount(opp & self.r0))
                  + self.w1 * (popcount(own & self.r1) - popcount(opp & self.r1))
                  + self.w2 * (popcount(own & self.r2) - popcount(opp & self.r2))
                  + self.w3 * (popcount(own & self.r3) - popcount(opp & self.r3))
                  + self.w4 * (popcount(own & self.r4) - popcount(opp & self.r4)))
        pairs: cython.int = 0
        x: cython.ulonglong = own
        c: cython.int
        while x:
            c = lowest(x)
            x &= x - 1
            pairs += popcount(own & self.forward[c])
        x = opp
        while x:
            c = lowest(x)
            x &= x - 1
            pairs -= popcount(opp & self.forward[c])
        score += self.cohesion * pairs
        lead: cython.int = opp_lost - own_lost
        if lead > 0:
            score += self.pressure * lead * popcount(opp & self.outer)
        elif lead < 0:
            score += self.pressure * lead * popcount(own & self.outer)
        if self.threats(opp, own, True):
            score += self.can_eject
        score -= self.threatened * self.threats(own, opp, False)
        return score

    def evaluation(self, own: int, opp: int, own_lost: int, opp_lost: int) -> int:
        """`evaluate` for Python callers (tests)."""
        return self.evaluate(own, opp, own_lost, opp_lost)

    # ------------------------------------------------------------------ search

    @cython.cfunc
    @cython.exceptval(check=False)
    def poll(self) -> cython.void:
        """Stop at the node limit, or when the clock says the time is up or the caller cancelled."""
        if self.node_limit and self.nodes >= self.node_limit:
            self.stopped = True
            return
        self.next_poll = self.nodes + self.poll_every
        if self.node_limit and self.next_poll > self.node_limit:
            self.next_poll = self.node_limit
        if self.clock is not None:
            try:
                self.clock()
            except OutOfTime:
                self.stopped = True
            except SearchCancelled:
                self.stopped = True
                self.cancelled = True

    @cython.cfunc
    @cython.exceptval(check=False)
    def child(self, own: cython.ulonglong, opp: cython.ulonglong, own_lost: cython.int, opp_lost: cython.int,
              key: cython.ulonglong, delta: cython.ulonglong, depth: cython.int, alpha: cython.int,
              beta: cython.int, ply: cython.int, searched: cython.int, reducible: cython.bint,
              pv: cython.bint) -> cython.int:
        """The value of the move (`key`, `delta`) for the mover, the `searched`-th of its node: the first with
        the full window, the others with a null window (late quiet ones, `reducible`, a ply or two shallower
        first), searched again when they surprise."""
        new_own: cython.ulonglong = own ^ key
        new_opp: cython.ulonglong = opp ^ delta
        lost: cython.int = opp_lost + (1 if delta and delta & (delta - 1) == 0 else 0)
        value: cython.int
        reduce: cython.int = 0
        if lost >= self.target:
            return WIN - ply - 1
        if depth == 1:
            self.nodes += 1
            return -self.evaluate(new_opp, new_own, lost, own_lost)
        if searched == 0:
            return -self.search(new_opp, new_own, lost, own_lost, depth - 1, -beta, -alpha, ply + 1, True)
        if reducible and searched >= self.lmr_after and depth >= self.lmr_min_depth:
            reduce = 2 if searched >= self.lmr_deep_after and depth >= 4 and not pv else 1
        value = -self.search(new_opp, new_own, lost, own_lost, depth - 1 - reduce, -alpha - 1, -alpha, ply + 1, True)
        if value > alpha and reduce and not self.stopped:
            value = -self.search(new_opp, new_own, lost, own_lost, depth - 1, -alpha - 1, -alpha, ply + 1, True)
        if alpha < value < beta and not self.stopped:
            value = -self.search(new_opp, new_own, lost, own_lost, depth - 1, -beta, -alpha, ply + 1, True)
        return value

    @cython.cfunc
    @cython.boundscheck(False)
    @cython.wraparound(False)
    @cython.exceptval(check=False)
    def cutoff(self, ident: cython.int, depth: cython.int, ply: cython.int) -> cython.void:
        """A quiet move refuted the opponent's: remember it for the history and as the ply's killer."""
        self.history[ident] += depth * depth
        if self.killers[2 * ply] != ident:
            self.killers[2 * ply + 1] = self.killers[2 * ply]
            self.killers[2 * ply] = ident

    @cython.cfunc
    @cython.boundscheck(False)
    @cython.wraparound(False)
    @cython.exceptval(check=False)
    def search(self, own: cython.ulonglong, opp: cython.ulonglong, own_lost: cython.int, opp_lost: cython.int,
               depth: cython.int, alpha: cython.int, beta: cython.int, ply: cython.int,
               null_ok: cython.bint) -> cython.int:
        """Negamax value of the position for the side owning `own`, within (alpha, beta); 0 once stopped.

        The table's move (stored with its key and delta) is searched before any move is generated: when it
        refutes, as it mostly does once the deepening has filled the table, the node costs no generation."""
        self.nodes += 1
        if self.nodes >= self.next_poll:
            self.poll()
        if self.stopped:
            return 0
        if own_lost >= self.target:
            return -WIN + ply
        if depth <= 0:
            return self.evaluate(own, opp, own_lost, opp_lost)
        # Two entries a slot: the first keeps the deepest search of the positions that fall there, the
        # second the latest (a deep result survives the many shallow ones of later iterations).
        slot: cython.ulonglong = (own ^ opp * 5) % self.tt_size
        slot -= slot & 1
        if not (self.tt_own[slot] == own and self.tt_opp[slot] == opp and self.tt_depth[slot] >= 0):
            slot += 1
        tt_move: cython.int = -1
        tt_key: cython.ulonglong = 0
        tt_delta: cython.ulonglong = 0
        value: cython.int
        flag: cython.int
        if self.tt_own[slot] == own and self.tt_opp[slot] == opp and self.tt_depth[slot] >= 0:
            tt_move = self.tt_move[slot]
            tt_key = self.tt_key[slot]
            tt_delta = self.tt_delta[slot]
            if self.tt_depth[slot] >= depth:
                value = self.tt_value[slot] >> 2
                flag = self.tt_value[slot] & 3
                if flag == EXACT or flag == LOWER and value >= beta or flag == UPPER and value <= alpha:
                    return value
        pv: cython.bint = beta - alpha > 1
        if (null_ok and not pv and self.null_move and depth >= self.null_min_depth
                and self.evaluate(own, opp, own_lost, opp_lost) >= beta):
            value = -self.search(opp, own, opp_lost, own_lost, depth - 1 - self.null_reduction,
                                 -beta, -beta + 1, ply + 1, False)
            if self.stopped:
                return 0
            if value >= beta:
                return value if value < WIN - 1000 else beta
        original_alpha: cython.int = alpha
        best_value: cython.int = -INF
        best_move: cython.int = -1
        best_key: cython.ulonglong = 0
        best_delta: cython.ulonglong = 0
        searched: cython.int = 0
        if tt_move >= 0:
            value = self.child(own, opp, own_lost, opp_lost, tt_key, tt_delta, depth, alpha, beta, ply, 0, False, pv)
            if self.stopped:
                return 0
            searched = 1
            best_value, best_move, best_key, best_delta = value, tt_move, tt_key, tt_delta
            if value > alpha:
                alpha = value
        if alpha < beta:
            base: cython.int = ply * MAX_MOVES
            count: cython.int = self.generate(own, opp, base)
            if count == 0:
                return 0  # no legal move: a draw
            killer0: cython.int = self.killers[2 * ply]
            killer1: cython.int = self.killers[2 * ply + 1]
            i: cython.int
            j: cython.int
            k: cython.int
            ident: cython.int
            key: cython.ulonglong
            delta: cython.ulonglong
            for i in range(base, base + count):
                ident = self.mv_id[i]
                delta = self.mv_delta[i]
                if ident == tt_move:
                    self.mv_score[i] = -1  # searched already: last, and skipped
                elif delta:
                    self.mv_score[i] = EJECT_BAND if delta & (delta - 1) == 0 else PUSH_BAND
                elif ident == killer0:
                    self.mv_score[i] = KILLER0
                elif ident == killer1:
                    self.mv_score[i] = KILLER1
                else:
                    self.mv_score[i] = min(self.history[ident], HISTORY_CAP)
            for i in range(base, base + count):
                k = i  # the best of the rest comes next
                for j in range(i + 1, base + count):
                    if self.mv_score[j] > self.mv_score[k]:
                        k = j
                if self.mv_score[k] < 0:
                    break  # only the table's move is left
                if k != i:
                    self.mv_key[i], self.mv_key[k] = self.mv_key[k], self.mv_key[i]
                    self.mv_delta[i], self.mv_delta[k] = self.mv_delta[k], self.mv_delta[i]
                    self.mv_id[i], self.mv_id[k] = self.mv_id[k], self.mv_id[i]
                    self.mv_score[i], self.mv_score[k] = self.mv_score[k], self.mv_score[i]
                key = self.mv_key[i]
                delta = self.mv_delta[i]
                ident = self.mv_id[i]
                value = self.child(own, opp, own_lost, opp_lost, key, delta, depth, alpha, beta, ply, searched,
                                   delta == 0 and ident != killer0 and ident != killer1, pv)
                if self.stopped:
                    return 0
                searched += 1
                if value > best_value:
                    best_value, best_move, best_key, best_delta = value, ident, key, delta
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            break
        if best_value >= beta and best_delta == 0:
            self.cutoff(best_move, depth, ply)
        flag = UPPER if best_value <= original_alpha else LOWER if best_value >= beta else EXACT
        slot -= slot & 1
        if not (self.tt_own[slot] == own and self.tt_opp[slot] == opp) and depth < self.tt_depth[slot]:
            slot += 1
        self.tt_own[slot] = own
        self.tt_opp[slot] = opp
        self.tt_depth[slot] = depth
        self.tt_value[slot] = best_value * 4 + flag
        self.tt_move[slot] = best_move
        self.tt_key[slot] = best_key
        self.tt_delta[slot] = best_delta
        return best_value

    def root(self, own: cython.ulonglong, opp: cython.ulonglong, own_lost: cython.int, opp_lost: cython.int,
             moves: list, order: list, depth: cython.int, alpha: cython.int, beta: cython.int, found: list) -> int:
        """The value of the root within (alpha, beta), searching `moves` (key, delta, fixed score or None)
        in `order`. `found` receives the place in `order` of every move proven better than all before it,
        as soon as it is, so its last entry is a sound choice even when the search stops part way."""
        best: cython.int = -INF
        value: cython.int
        lost: cython.int
        new_own: cython.ulonglong
        new_opp: cython.ulonglong
        delta: cython.ulonglong
        for place, index in enumerate(order):
            key, delta, fixed = moves[index]
            new_own = own ^ key
            new_opp = opp ^ delta
            lost = opp_lost + (1 if delta and delta & (delta - 1) == 0 else 0)
            if fixed is not None:
                value = fixed
            elif lost >= self.target:
                value = WIN - 1
            elif place == 0:
                value = -self.search(new_opp, new_own, lost, own_lost, depth - 1, -beta, -alpha, 1, True)
            else:
                value = -self.search(new_opp, new_own, lost, own_lost, depth - 1, -alpha - 1, -alpha, 1, True)
                if alpha < value < beta and not self.stopped:
                    value = -self.search(new_opp, new_own, lost, own_lost, depth - 1, -beta, -alpha, 1, True)
            if self.stopped:
                break
            if value > best:
                best = value
                if value > alpha:
                    found.append(place)
                    alpha = value
                    if alpha >= beta:
                        break
        return best

    def think(self, own: int, opp: int, own_lost: int, opp_lost: int, moves: list, max_depth: int,
              aspiration: int) -> tuple[list, int, int]:
        """Deepen from 1 to `max_depth` plies until the search stops: (order of `moves`, best first; the value
        of the deepest completed iteration; that depth). Raises `SearchCancelled` if the caller cancelled."""
        order = list(range(len(moves)))
        value: cython.int = 0
        completed: cython.int = 0
        result: cython.int
        for depth in range(1, min(max_depth, MAX_PLY - 8) + 1):
            found: list = []
            if depth >= 3 and abs(value) < WIN - 1000:
                alpha, beta = value - aspiration, value + aspiration
                result = self.root(own, opp, own_lost, opp_lost, moves, order, depth, alpha, beta, found)
                if not self.stopped and not alpha < result < beta:
                    found = []
                    result = self.root(own, opp, own_lost, opp_lost, moves, order, depth, -INF, INF, found)
            else:
                result = self.root(own, opp, own_lost, opp_lost, moves, order, depth, -INF, INF, found)
            if found and found[-1] > 0:
                order.insert(0, order.pop(found[-1]))  # proven better than the previous choice
            if self.cancelled:
                raise SearchCancelled
            if self.stopped:
                break
            completed, value = depth, result
            if abs(value) >= WIN - 1000:  # a forced result: deeper search will not change it
                break
        return order, value, completed

    def node_count(self) -> int:
        return self.nodes
