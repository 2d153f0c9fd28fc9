"""Computer players for Triple Domino.

easy   - a tile that fits, picked at random among the better half of the placements by points now
         (a beginner: never an absurd tile, but often not the best one).
normal - the placement worth the most points now (bonuses and going out included).
hard   - a determinized lookahead: the tiles this seat cannot see (the pool and the other hands) are dealt
         at random many times; in each deal every candidate placement is played out by greedy players for
         the rest of the round (or a few turns, then judged by hand sizes and hand values), and the candidate
         with the best mean round score difference wins. Every candidate sees the same deals, so the
         comparison is fair even with few of them. That weighs, all at once, the points now, the bonus spots a
         placement opens for the opponent (and whether the opponent can hold the one tile that fits there), the
         blocking value of leaving numbers the opponent lacks, drawing and passing, and the race to go out.
         The deals respect what the table tells: a seat that laid no tile on a turn held no tile fitting
         the table then (`_lacks`). Weak candidates are dropped after a few deals, and the search stops
         early once the leader is clearly ahead; otherwise it deals again until its time is used.
         The AI never looks at the pool's order or at another player's real hand.

The tunable numbers (candidates, deals, pruning, stop rule, horizon, leaf weights, time share) are in
`data/ai.json`; bench/tripledomino_strength.py measures them.

`chances(state, rng, budget)` (for `engine.ai.evaluate`) deals the tiles the seat to move cannot see a fixed
number of times (data/ai.json "analysis"), as hard does; in each deal the best few placements by points now
are played out by greedy players to the end of the round, the one with the best mean round (its points
minus the best rival's) is the preferred move, and its deals go on to the target with further rounds drawn
from a fixed bank of greedy rounds (`_round_bank`). A seat's chance is its share of those games won (ties
share).
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from engine.ai import Budget, Evaluation, share_win
from engine.rng import Rng
from engine.tripledomino.grid import cells_at, corners, edge_neighbours
from engine.tripledomino.rules import (
    DRAW,
    DRAWN,
    PASS,
    START,
    START_CELL,
    Place,
    TripleDominoState,
    canonical,
    start_tile,
)
from engine.tripledomino.rulesets import Rules
from engine.tripledomino.tiles import TILES, rotated, value

PARAMS = json.loads((Path(__file__).parent / "data" / "ai.json").read_text(encoding="utf-8"))
#: What the last hard decision did (for the bench and the tests): deals sampled, candidates weighed.
LAST = {"samples": 0, "candidates": 0}


def choose(state: TripleDominoState, level: str, rng: Rng, budget: Budget, params: dict | None = None):
    """`params` replaces the level's numbers of `data/ai.json` (for the bench)."""
    budget.check_cancel()
    LAST["samples"], LAST["candidates"] = 0, 0
    moves = state.legal_moves()
    places = [m for m in moves if isinstance(m, Place)]
    if not places:
        return DRAW if DRAW in moves else PASS
    p = dict(PARAMS["levels"][level])
    if params:
        p.update(params)
    ranked = sorted(places, key=lambda m: -immediate(state, m))
    if level == "easy":
        keep = max(1, int(len(ranked) * p["keep_share"] + 0.5))
        return ranked[rng.below(keep)]
    if level == "normal" or len(ranked) == 1 or state.seats == 1:
        return ranked[0]
    share = min(1.0, p["seconds"] / budget.seconds) if budget.seconds > 0 else 1.0
    return _look_ahead(state, ranked, rng, budget.part(share), p)


def immediate(state: TripleDominoState, move: Place) -> float:
    """Points now, plus the going-out reward when this is the last tile in hand."""
    points = state.score_of(move).total
    if state.phase != START and len(state.hands[state.turn]) == 1:
        points += state.rules.out_bonus + _expected_hands(state)
    return points


def unseen(state: TripleDominoState) -> list:
    """Tiles the seat to move cannot see: the pool and every other hand."""
    visible = set(state.hands[state.turn]) | {canonical(n) for _, n, _ in state.placed}
    return [t for t in TILES if t not in visible]


def _expected_hands(state: TripleDominoState) -> float:
    hidden = unseen(state)
    mean = sum(value(t) for t in hidden) / max(1, len(hidden))
    return mean * sum(len(h) for s, h in enumerate(state.hands) if s != state.turn)


# --------------------------------------------------------------------------- a fast table for playouts

_CORNERS: dict = {}
_EDGES: dict = {}
_AROUND: dict = {}


def _corners(cell):
    c = _CORNERS.get(cell)
    if c is None:
        c = _CORNERS[cell] = corners(cell)
    return c


def _edges(cell):
    e = _EDGES.get(cell)
    if e is None:
        e = _EDGES[cell] = edge_neighbours(cell)
    return e


def _around(point):
    a = _AROUND.get(point)
    if a is None:
        a = _AROUND[point] = cells_at(point)
    return a


def _fits_table() -> dict:
    """Needs (a number or None at each corner, at most one None) -> [(numbers, tile, pips)] that fit there."""
    table: dict = {}
    shown = {}
    for tile in TILES:
        for k in range(3):
            shown.setdefault(rotated(tile, k), tile)
    for numbers, tile in shown.items():
        a, b, c = numbers
        for key in ((a, b, c), (None, b, c), (a, None, c), (a, b, None)):
            table.setdefault(key, []).append((numbers, tile, a + b + c))
    return table


_FITS = _fits_table()
#: Needs -> the tiles that fit there (only needs that some tile fits).
_FIT_TILES = {key: frozenset(t for _, t, _ in fits) for key, fits in _FITS.items()}


class Table:
    """A mutable copy of the layout for playouts: cell -> numbers, lattice point -> number, the open cells,
    and `live`: the open cells some tile still fits, with what their corners need."""

    __slots__ = ("cells", "points", "open", "live")

    def __init__(self, cells: dict, points: dict, open_: set, live: dict):
        self.cells, self.points, self.open, self.live = cells, points, open_, live

    @classmethod
    def of(cls, state: TripleDominoState) -> Table:
        table = cls({}, {}, set(), {})
        for cell, numbers, _ in state.placed:
            table.put(cell, numbers)
        if not state.placed:
            table.open.add((0, 0))
        return table

    def copy(self) -> Table:
        return Table(dict(self.cells), dict(self.points), set(self.open), dict(self.live))

    def put(self, cell, numbers) -> None:
        cells = self.cells
        cells[cell] = numbers
        points = self.points
        corner_points = _corners(cell)
        for point, n in zip(corner_points, numbers):
            points[point] = n
        open_ = self.open
        live = self.live
        open_.discard(cell)
        live.pop(cell, None)
        for n in _edges(cell):
            if n not in cells:
                open_.add(n)
        get = points.get
        for point in corner_points:
            for other in _around(point):
                if other in open_:
                    a, b, c = _corners(other)
                    key = (get(a), get(b), get(c))
                    if key in _FIT_TILES:
                        live[other] = key
                    else:
                        live.pop(other, None)

    def needs(self, cell):
        get = self.points.get
        a, b, c = _corners(cell)
        return get(a), get(b), get(c)

    def fits(self, hand) -> list:
        """Every (cell, numbers, tile) of `hand` (a set of tiles) that fits."""
        out = []
        for cell, key in self.live.items():
            common = _FIT_TILES[key] & hand
            if common:
                for numbers, tile, _ in _FITS[key]:
                    if tile in common:
                        out.append((cell, numbers, tile))
        return out

    def any_fit(self, hand) -> bool:
        return any(not _FIT_TILES[key].isdisjoint(hand) for key in self.live.values())

    def best(self, rules: Rules, hand) -> tuple | None:
        """The placement of `hand` worth most now, as (points, cell, numbers, tile), or None."""
        best = None
        best_points = -1
        for cell, key in self.live.items():
            common = _FIT_TILES[key] & hand
            if common:
                bonus = self.bonus(rules, cell) if None not in key else 0
                for numbers, tile, pips in _FITS[key]:
                    if tile in common and pips + bonus > best_points:
                        best, best_points = (cell, numbers, tile), pips + bonus
        return None if best is None else (best_points, *best)

    def bonus(self, rules: Rules, cell) -> int:
        """The bonus for a tile in the open `cell` (its value comes on top)."""
        get = self.points.get
        a, b, c = _corners(cell)
        if get(a) is None or get(b) is None or get(c) is None:
            return 0  # one side only and nothing at the far corner: no shape
        cells = self.cells
        hexagons = 0
        for point in (a, b, c):
            if all(o in cells or o == cell for o in _around(point)):
                hexagons += 1
        if hexagons:
            return rules.hexagon[hexagons - 1]
        sides = sum(1 for n in _edges(cell) if n in cells)
        if sides >= 2:
            return rules.double_link
        return rules.bridge


# --------------------------------------------------------------------------- playouts


def _playout(table: Table, rules: Rules, hands: list, pool: list, turn: int, me: int, horizon: int,
             leaf: dict) -> float:
    """Greedy players from `turn` on until the round ends or `horizon` turns are played; the round
    points of seat `me` minus the best of the others' (plus the leaf judgement when cut short)."""
    seats = len(hands)
    points = [0.0] * seats
    turns = 0
    while True:
        if turns >= horizon:
            return _leaf(points, hands, me, pool, leaf)
        turns += 1
        if _greedy_turn(table, rules, hands, pool, turn, points):
            break
        turn = (turn + 1) % seats
    others = max(points[s] for s in range(seats) if s != me)
    return points[me] - others


def _greedy_turn(table: Table, rules: Rules, hands: list, pool: list, turn: int, points: list,
                 drawn: int | None = None) -> bool:
    """Seat `turn` plays one turn greedily: its placement worth most now, else draws until a drawn tile fits
    (placing it), else passes. `drawn`: the turn is already under way with that many tiles drawn (only a
    tile drawn from now on may be placed). Adds the points to `points`; True when the round ended."""
    hand = hands[turn]
    move = table.best(rules, hand) if drawn is None else None
    if move is None:
        if not pool and drawn is None:
            if not any(table.any_fit(h) for h in hands):
                _close_blocked(hands, points)
                return True
            points[turn] -= rules.empty_pool_penalty
            return False
        draws = drawn or 0
        while move is None and draws < rules.max_draws and pool:
            tile = pool.pop()
            draws += 1
            points[turn] -= rules.draw_penalty
            hand.add(tile)
            move = table.best(rules, {tile})
        if move is None:
            if draws >= rules.max_draws:
                points[turn] -= rules.failed_draws_penalty
            return False
    gained, cell, numbers, tile = move
    table.put(cell, numbers)
    hand.discard(tile)
    points[turn] += gained
    if not hand:
        points[turn] += rules.out_bonus + _pips(hands)
        return True
    return False


def _pips(hands: list) -> int:
    return sum(t[0] + t[1] + t[2] for h in hands for t in h)


def _close_blocked(hands: list, points: list) -> None:
    """A blocked round's closing points: the lowest hand (ties all) scores the others' pips minus its own."""
    left = [sum(t[0] + t[1] + t[2] for t in h) for h in hands]
    low = min(left)
    total = sum(left)
    for s in range(len(hands)):
        if left[s] == low:
            points[s] += total - 2 * left[s]


def _leaf(points: list, hands: list, me: int, pool: list, leaf: dict) -> float:
    """The round so far, plus a judgement of the hands: fewer tiles are closer to going out."""
    mine = hands[me]
    other = max(range(len(hands)), key=lambda s: -1e9 if s == me else points[s])
    theirs = hands[other]
    return (points[me] - points[other]
            + leaf["tile"] * (len(theirs) - len(mine))
            + leaf["value"] * (sum(map(sum, theirs)) - sum(map(sum, mine))))


def _look_ahead(state: TripleDominoState, ranked: list[Place], rng: Rng, budget: Budget, p: dict) -> Place:
    """The candidate with the best mean playout over sampled deals of the hidden tiles.

    At most `max_samples` deals, fewer when `budget` runs out (two at least). After the deal counts in
    `prune` the weakest candidates are dropped, and from `min_samples` deals on, every `check_every` deals,
    the search stops once the leader is ahead of the second by `stop_z` standard errors of their paired
    difference."""
    rules = state.rules
    me = state.turn
    candidates = _candidates(state, ranked, p)
    LAST["samples"], LAST["candidates"] = 0, len(candidates)
    if len(candidates) == 1:
        return candidates[0]
    hidden = unseen(state)
    base = Table.of(state)
    sizes = [len(h) for h in state.hands]
    my_hand = set(state.hands[me])
    nxt = (me + 1) % state.seats
    horizon = p["horizon"] or 10_000
    leaf = p["leaf"]
    lacks = _lacks(state, hidden) if p.get("infer") else {}
    gained = [state.score_of(move).total for move in candidates]
    tables = []
    for move in candidates:
        table = base.copy()
        table.put(move.cell, move.numbers)
        tables.append(table)
    alive = list(range(len(candidates)))
    values: list[list[float]] = [[] for _ in candidates]
    prune = sorted((int(at), int(keep)) for at, keep in p["prune"])
    samples = 0
    while samples < p["max_samples"] and (samples < 2 or not budget.expired()):
        budget.check_cancel()
        dealt, pool = _deal(hidden, rng, sizes, me, my_hand, lacks)
        deal_values = []
        for i in alive:
            if samples >= 2 and budget.expired():
                break  # time is up in the middle of a deal: it does not count
            budget.check_cancel()
            hands = [set(h) for h in dealt]
            hands[me].discard(candidates[i].tile)
            if not hands[me]:
                got = gained[i] + rules.out_bonus + sum(sum(t) for h in hands for t in h)
            else:
                got = gained[i] + _playout(tables[i].copy(), rules, hands, list(pool), nxt, me, horizon, leaf)
            deal_values.append(got)
        if len(deal_values) < len(alive):
            break
        for i, got in zip(alive, deal_values):
            values[i].append(got)
        samples += 1
        while prune and samples >= prune[0][0]:
            keep = prune.pop(0)[1]
            alive = sorted(alive, key=lambda i: -sum(values[i]))[:max(1, keep)]
            alive.sort()
        if len(alive) == 1:
            break
        if samples >= p["min_samples"] and samples % p["check_every"] == 0 and _settled(values, alive, p["stop_z"]):
            break
    LAST["samples"] = samples
    best = max(alive, key=lambda i: (sum(values[i]), -i))
    return candidates[best]


def _deal(hidden: list, rng: Rng, sizes: list[int], me: int, my_hand: set, lacks: dict) -> tuple[list, list]:
    """One deal of the hidden tiles: a hand per seat (`my_hand` for `me`) and the pool. A seat in `lacks`
    gets its known-held tiles among the ones it can hold (`lacks[seat]` = (count, allowed tiles))."""
    deal = list(hidden)
    rng.shuffle(deal)
    hands: list = [None] * len(sizes)
    taken: set = set()
    for seat, (count, allowed) in lacks.items():
        picks = [t for t in deal if t in allowed][:count]
        taken.update(picks)
        hands[seat] = picks
    rest = [t for t in deal if t not in taken] if taken else deal
    at = 0
    for seat, size in enumerate(sizes):
        if seat == me:
            hands[seat] = my_hand
            continue
        have = hands[seat] or []
        need = size - len(have)
        hands[seat] = have + rest[at:at + need]
        at += need
    return hands, rest[at:]


def _lacks(state: TripleDominoState, hidden: list) -> dict:
    """What the table says about the other hands: a seat that laid no tile on a turn had no tile fitting
    the table then (it drew in vain or passed), and neither did the tiles it drew then. For each such
    seat, (how many of the tiles it holds now it held at its latest such turn, the hidden tiles that did
    not fit the table then). Tiles it may have drawn since, on turns it went on to lay the drawn tile, are
    not known to be held; their number is bounded by its hand size and the tiles it laid."""
    seats = state.seats
    placed = state.placed
    me = state.turn
    if seats < 2 or len(placed) < 2:
        return {}
    latest: dict[int, int] = {}  # seat -> table size at its latest turn without a tile laid
    misses = [0] * seats
    laid = [0] * seats
    laid[placed[0][2]] += 1
    expected = (placed[0][2] + 1) % seats
    for k in range(1, len(placed)):
        seat = placed[k][2]
        for _ in range(seats):
            if expected == seat:
                break
            latest[expected] = k
            misses[expected] += 1
            expected = (expected + 1) % seats
        laid[seat] += 1
        expected = (seat + 1) % seats
    for _ in range(seats):
        if expected == me:
            break
        latest[expected] = len(placed)
        misses[expected] += 1
        expected = (expected + 1) % seats
    rules = state.rules
    out = {}
    for seat, k in latest.items():
        if seat == me:
            continue
        held = len(state.hands[seat])
        drawn = held - rules.hand_size + laid[seat]
        since = max(0, drawn - rules.max_draws * misses[seat])  # drawn on turns that laid the tile drawn
        count = max(0, held - since)
        if not count:
            continue
        table = Table({}, {}, set(), {})
        for cell, numbers, _ in placed[:k]:
            table.put(cell, numbers)
        out[seat] = (count, frozenset(t for t in hidden if not table.any_fit({t})))
    return out


def _settled(values: list[list[float]], alive: list[int], z: float) -> bool:
    """Whether the leader's lead over the second is more than `z` standard errors of their paired difference."""
    if z <= 0:
        return False
    order = sorted(alive, key=lambda i: -sum(values[i]))
    first, second = values[order[0]], values[order[1]]
    n = len(first)
    diffs = [a - b for a, b in zip(first, second)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
    return mean * mean > z * z * var / n


def _candidates(state: TripleDominoState, ranked: list[Place], p: dict) -> list[Place]:
    """The best `candidates` placements by points now; with `tiles_first`, each tile's best placement
    comes before second placements of a tile, so that which tile to play (and which to hold) is weighed too."""
    if not p.get("tiles_first"):
        return ranked[:p["candidates"]]
    firsts, seconds, seen = [], [], set()
    for move in ranked:
        (seconds if move.tile in seen else firsts).append(move)
        seen.add(move.tile)
    return (firsts + seconds)[:p["candidates"]]


# --------------------------------------------------------------------------- the analysis


def chances(state: TripleDominoState, rng: Rng, budget: Budget) -> Evaluation:
    """Each seat's chance to win from `state` (not finished), from the point of view of the seat to move:
    the unseen tiles are dealt at random (`_deal`, with what the table tells, `_lacks`), never read."""
    budget.check_cancel()
    moves = state.legal_moves()
    ranked = sorted((m for m in moves if isinstance(m, Place)), key=lambda m: -immediate(state, m))
    if state.seats == 1:  # solitaire: the only seat always has the best score
        return Evaluation([1.0], ranked[0] if ranked else (DRAW if DRAW in moves else PASS))
    p = PARAMS["analysis"]
    candidates = ranked[:p["candidates"]] or [DRAW if DRAW in moves else PASS]
    rounds = _round_ends(state, candidates, rng, budget, p["deals"])
    me, seats = state.turn, state.seats
    best = max(range(len(candidates)),
               key=lambda i: (sum(r[me] - max(r[s] for s in range(seats) if s != me) for r in rounds[i]), -i))
    history = [total - now for total, now in zip(state.totals(), state.round_points)]
    bank = _round_bank(state.rules, seats)
    futures = p["futures"]
    wins = [0.0] * seats
    for round_points in rounds[best]:
        for _ in range(futures):
            winners = _game_winners([h + r for h, r in zip(history, round_points)], state.rules.target, bank, rng)
            share_win(wins, winners)
    games = len(rounds[best]) * futures
    return Evaluation([w / games for w in wins], candidates[best])


def _round_ends(state: TripleDominoState, candidates: list, rng: Rng, budget: Budget, deals: int) -> list:
    """For each candidate first move, the round's points per seat at its end in each deal (the same deals for
    every candidate); fewer deals when the time runs out (one at least)."""
    me = state.turn
    hidden = unseen(state)
    lacks = _lacks(state, hidden)
    sizes = [len(h) for h in state.hands]
    my_hand = set(state.hands[me])
    base = Table.of(state)
    results: list[list] = [[] for _ in candidates]
    for done in range(deals):
        if done and budget.expired():
            break
        budget.check_cancel()
        dealt, pool = _deal(hidden, rng, sizes, me, my_hand, lacks)
        for i, move in enumerate(candidates):
            hands = [set(h) for h in dealt]
            table, points, rest = base.copy(), list(state.round_points), list(pool)
            if not _first_turn(state, move, table, hands, rest, points):
                _play_round(table, state.rules, hands, rest, (me + 1) % state.seats, points)
            results[i].append(points)
    return results


def _first_turn(state: TripleDominoState, move, table: Table, hands: list, pool: list, points: list) -> bool:
    """The seat to move plays `move` in a dealt world; True when that ends the round."""
    rules, me = state.rules, state.turn
    if isinstance(move, Place):
        table.put(move.cell, move.numbers)
        hands[me].discard(move.tile)
        points[me] += state.score_of(move).total
        if not hands[me]:
            points[me] += rules.out_bonus + _pips(hands)
            return True
        return False
    if move == DRAW:
        return _greedy_turn(table, rules, hands, pool, me, points, drawn=state.draws)
    if state.phase == DRAWN:  # a pass after drawing in vain
        if state.draws >= rules.max_draws:
            points[me] -= rules.failed_draws_penalty
    elif not pool:
        points[me] -= rules.empty_pool_penalty
    return False


def _play_round(table: Table, rules: Rules, hands: list, pool: list, turn: int, points: list) -> None:
    """Greedy turns from seat `turn` on until the round ends."""
    while not _greedy_turn(table, rules, hands, pool, turn, points):
        turn = (turn + 1) % len(hands)


def _game_winners(totals: list, target: int, bank: tuple, rng: Rng) -> list[int]:
    """The seats with the best total once someone has reached the target at the end of a round, adding
    rounds drawn from `bank` until then, each turned by a random number of seats (the bank's seat order
    means nothing)."""
    seats = len(totals)
    for _ in range(PARAMS["analysis"]["round_cap"]):
        if max(totals) >= target:
            break
        row, turn = bank[rng.below(len(bank))], rng.below(seats)
        for seat in range(seats):
            totals[seat] += row[(seat + turn) % seats]
    top = max(totals)
    return [seat for seat, total in enumerate(totals) if total == top]


@lru_cache(maxsize=16)
def _round_bank(rules: Rules, seats: int) -> tuple:
    """Points per seat of freshly shuffled rounds played by greedy players: the model of the rounds still to
    come. Always the same rounds for the same rules (their own fixed seed, data/ai.json "analysis")."""
    p = PARAMS["analysis"]
    rng = Rng(p["bank_seed"])
    return tuple(tuple(_new_round(rules, seats, rng)) for _ in range(p["bank_rounds"]))


def _new_round(rules: Rules, seats: int, rng: Rng) -> list:
    """The points per seat of one freshly shuffled round played by greedy players."""
    bag = list(TILES)
    rng.shuffle(bag)
    size = rules.hand_size
    hands = [set(bag[i * size:(i + 1) * size]) for i in range(seats)]
    pool = bag[seats * size:]
    first = start_tile([t for hand in hands for t in hand])
    holder = next(seat for seat, hand in enumerate(hands) if first in hand)
    table = Table({}, {}, {START_CELL}, {})
    table.put(START_CELL, first)
    hands[holder].discard(first)
    points = [0] * seats
    points[holder] += sum(first) + rules.start_bonus(tuple(sorted(first)))
    _play_round(table, rules, hands, pool, (holder + 1) % seats, points)
    return points
