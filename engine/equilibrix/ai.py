"""The computer player.

* easy looks at a few random placements and takes the best of them by a noisy evaluation (it
  passes only when that placement would do it more harm than passing);
* normal evaluates every legal move one ply deep, then checks its five most promising ones
  against a sample of the opponent's replies (two plies);
* hard runs an iterative-deepening alpha-beta search (negamax) within its share of the deadline:
  every node ranks its moves by the evaluation one ply deep and searches only the best few
  (`widths` in `data/ai.json`: many at the root, fewer further down), the last level before
  the leaves takes the best of every move. The deepest finished iteration (or, for an unfinished
  one, the best of the moves it finished, the previous best searched first) gives the move.

A pass that ends the game is only played when it wins (`playing_on`).

`engine.ai.choose` calls `choose(state, level, rng, budget)`: `rng` (an `engine.Rng`) is the
only randomness, `budget` (an `engine.ai.Budget`) the time and the caller's cancel flag.

The search does not use `EquilibrixState` itself but `Pos`, a lean copy of what the rules need
(field masks, the per-point counts of the five-point rule, ring, tokens, passes) whose `apply` and
`moves` give the rules' results (tests/test_equilibrix_ai.py checks both against the rules). Its
move generation checks the five-point rule with a few ANDs per placement, and counts or lists the
placements of every piece at once with numpy (`_SideArrays`, imported on first use).

The evaluation is the target's own score plus "influence": empty fields closer (across arcs)
to one colour than to the other. Both come from one bit-parallel flood through the empty fields
(a dilation is twelve table look-ups): an empty field only one colour's flood reaches is that
colour's territory. In Time Factor it also counts how many placements each side would have next,
because a player without one loses. In 3+3 Targets it counts the linked bases and the distance to
the unlinked ones. Hard also weighs what each side still holds: the microbacteria (single fields
fit where no bacterium does; a hard player that spent one on its first move got stuck at the end
of Time Factor) and, in Autonomy, the 5+1 token. All weights are in `data/ai.json`; hard has its own.

`chances(state, rng, budget)` gives each seat's chance to win for the analysis (`engine.ai.evaluate`):
hard's evaluation and search to a fixed depth and width (`data/ai.json`, "analysis"), the score being the
mean of the one-ply and the two-ply value (the first flatters the mover, the second its opponent), mapped
to a chance by a logistic with a scale per target. Until a player has placed its first piece both have
even chances (a lone piece on the board would count as all the influence there is). In
a campaign the chance of the current game is carried through the points still to win, later games
counted as even.

Measured with bench/equilibrix.py --cpu (0.5 s of CPU per move, seats alternated, seeds 11-30 not
used for tuning): hard beat normal 19/20 in Autonomy, 20/20 in Time Factor, 17.5/20 in 3+3 Targets
and 10/10 campaigns. The old hard (two plies over twelve moves) scored 35% against the old
normal in Autonomy. Easy scores about 20% against normal.
"""

from __future__ import annotations

import json
import math
from functools import cache
from pathlib import Path
from typing import Any

from engine.ai import Evaluation, logistic
from engine.ai.budget import Budget, OutOfTime
from engine.equilibrix.geometry import board, hex_distance
from engine.equilibrix.pieces import MICROS, Placement, placements, shapes
from engine.equilibrix.rules import (
    AUTONOMIE,
    BASES_PHASE,
    CHOOSE_TARGET,
    LIMIT,
    MAX_CAMPAIGN_GAMES,
    ORIGIN,
    PLAY,
    ZEITFAKTOR,
    ZIELE,
    EquilibrixState,
    Pass,
    Place,
)
from engine.rng import Rng

PARAMS = json.loads((Path(__file__).parent / "data" / "ai.json").read_text(encoding="utf-8"))
LEVELS = PARAMS["levels"]
WEIGHTS = PARAMS["weights"]
MARGIN = PARAMS["margin"]
WIN = 10_000.0
_CHECK_EVERY = 16  # children between looks at the clock and at the caller's cancel flag

# --------------------------------------------------------------------------- bit tables

_CHUNK = 12


class _Tables:
    """Precomputed masks: arc dilation by chunks of twelve fields, and per placement the nodes where it
    puts at least 1, 2, ... 5 fields (the five-point rule checked with a few ANDs)."""

    def __init__(self) -> None:
        geo = board()
        self.n_fields = len(geo.fields)
        self.full = (1 << self.n_fields) - 1
        self.chunks = (self.n_fields + _CHUNK - 1) // _CHUNK
        nb = [sum(1 << g for g in geo.arc_neighbours[f]) for f in range(self.n_fields)]
        self.dil: list[list[int]] = []
        for k in range(self.chunks):
            table = [0] * (1 << _CHUNK)
            for bits in range(1, 1 << _CHUNK):
                low = bits & -bits
                f = k * _CHUNK + low.bit_length() - 1
                table[bits] = table[bits ^ low] | (nb[f] if f < self.n_fields else 0)
            self.dil.append(table)
        self.n_nodes = len(geo.nodes)
        self.corner_nodes = tuple(geo.node_index[c] for c in geo.corners)
        self.node_dist = [[hex_distance((a[0] - b[0], a[1] - b[1])) for b in geo.nodes] for a in geo.nodes]
        self.around = tuple(sum(1 << f for f in fields) for fields in geo.around)

        self.dilate = _dilater(self.dil)


def _dilater(dil: list[list[int]]) -> Any:
    """`dilate(s)`: the fields sharing an arc with a field of `s` (twelve look-ups, unrolled)."""
    assert len(dil) == 12 and _CHUNK == 12
    d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11 = dil

    def dilate(s: int) -> int:
        return (d0[s & 4095] | d1[s >> 12 & 4095] | d2[s >> 24 & 4095] | d3[s >> 36 & 4095]
                | d4[s >> 48 & 4095] | d5[s >> 60 & 4095] | d6[s >> 72 & 4095] | d7[s >> 84 & 4095]
                | d8[s >> 96 & 4095] | d9[s >> 108 & 4095] | d10[s >> 120 & 4095] | d11[s >> 132])

    return dilate


@cache
def tables() -> _Tables:
    return _Tables()


Entry = tuple[Placement, int, int, int, int, int, int, int]


@cache
def entries(piece: str, side: int) -> tuple[Entry, ...]:
    """Per placement of `piece` in rules order: (placement, mask, node mask, nodes with >= 1..5 fields)."""
    out = []
    for pl in placements(piece, side):
        ge = [0] * 6
        for node, c in pl.counts:
            for k in range(1, min(c, 5) + 1):
                ge[k] |= 1 << node
        out.append((pl, pl.mask, pl.node_mask, ge[1], ge[2], ge[3], ge[4], ge[5]))
    return tuple(out)


class _SideArrays:
    """Every placement of one side as numpy columns (field mask in three 64-bit words, node mask, nodes
    with >= 1..5 fields), pieces one after another: the five-point rule checked for all at once."""

    def __init__(self, side: int) -> None:
        import numpy as np

        self.np = np
        rows: list[Entry] = []
        self.span: dict[str, tuple[int, int]] = {}
        for piece in shapes():
            block = entries(piece, side)
            self.span[piece] = (len(rows), len(rows) + len(block))
            rows.extend(block)
        self.pls = [r[0] for r in rows]
        words = (1 << 64) - 1

        def column(values: list[int]) -> Any:
            return np.array(values, dtype=np.uint64)

        self.w = [column([r[1] >> (64 * k) & words for r in rows]) for k in range(3)]
        self.nm = column([r[2] for r in rows])
        self.g = [None] + [column([r[k] for r in rows]) for k in range(3, 8)]

    def legal(self, occupied: int, own: int, h: list[int], token: bool, any_points: bool) -> Any:
        """A boolean column: which placements are legal (every piece, offered or not)."""
        u = self.np.uint64
        words = (1 << 64) - 1
        w0, w1, w2 = self.w
        ok = ((w0 & u(occupied & words)) | (w1 & u(occupied >> 64 & words)) | (w2 & u(occupied >> 128))) == 0
        if own != -1:
            ok &= (self.nm & u(own)) != 0
        _, g1, g2, g3, g4, g5 = self.g
        h1, h2, h3, h4, h5, h6 = h[1], h[2], h[3], h[4], h[5], h[6] | h[7]
        over = g1 & u(h5 | h6)
        for g, mask in ((g2, h4), (g3, h3), (g4, h2), (g5, h1)):
            if mask:
                over |= g & u(mask)
        if not token:
            return ok & (over == 0)
        blocked = g1 & u(h6)
        for g, mask in ((g2, h5), (g3, h4), (g4, h3), (g5, h2)):
            if mask:
                blocked |= g & u(mask)
        ok &= blocked == 0
        if not any_points:
            ok &= (over & (over - u(1))) == 0
        return ok

    def pick(self, ok: Any, pieces: list[str]) -> list[Placement]:
        out: list[Placement] = []
        pls = self.pls
        for piece in pieces:
            a, b = self.span[piece]
            out.extend([pls[i] for i in (self.np.flatnonzero(ok[a:b]) + a).tolist()])
        return out

    def count(self, ok: Any, pieces: list[str]) -> int:
        total = 0
        for piece in pieces:
            a, b = self.span[piece]
            total += int(self.np.count_nonzero(ok[a:b]))
        return total


@cache
def side_arrays(side: int) -> _SideArrays:
    return _SideArrays(side)


# --------------------------------------------------------------------------- search position


class Pos:
    """What the rules need of one game in progress, for the search: `apply` and `moves` give the same
    results as `EquilibrixState.after` and `legal_moves` (moves are `Placement`s, None a pass)."""

    __slots__ = ("target", "any_points", "bases", "masks", "node_masks", "counts", "ring", "origin",
                 "micros", "tokens", "passes", "turn", "offer", "result", "_moves")

    @classmethod
    def of(cls, state: EquilibrixState) -> Pos:
        p = cls()
        p.target = state.target
        p.any_points = state.options["token_rule"] == "any_points"
        p.bases = state.bases
        p.masks = tuple(state.masks)
        p.node_masks = tuple(state.node_masks)
        p.counts = (tuple(state.counts[0]), tuple(state.counts[1]))
        p.ring = state.ring
        p.origin = state.origin
        p.micros = state.micros
        p.tokens = state.tokens
        p.passes = state.passes
        p.turn = state.turn
        p.offer = state.offer
        p.result = None
        p._moves = None
        return p

    def _copy(self) -> Pos:
        p = Pos.__new__(Pos)
        p.target, p.any_points, p.bases = self.target, self.any_points, self.bases
        p.masks, p.node_masks, p.counts = self.masks, self.node_masks, self.counts
        p.ring, p.origin, p.micros, p.tokens = self.ring, self.origin, self.micros, self.tokens
        p.offer = self.offer
        p.result = None
        p._moves = None
        return p

    def offered(self, seat: int) -> list[str]:
        ring, n = self.ring, len(self.ring)
        out = []
        if self.origin is not None:
            want = self.offer[seat]
            for i in range(n):
                piece = ring[(self.origin + i) % n]
                if piece is not None:
                    out.append(piece)
                    if len(out) == want:
                        break
        return out + list(self.micros[seat])

    def _legal(self, seat: int) -> Any:
        h = [0] * 8
        for node, c in enumerate(self.counts[seat]):
            if c:
                h[c] |= 1 << node
        return side_arrays(seat).legal(self.masks[0] | self.masks[1],
                                       self.node_masks[seat] if self.masks[seat] else -1,
                                       h, self.tokens[seat] > 0, self.any_points)

    def mobility(self, seat: int) -> int:
        """How many legal placements `seat` has (`placements(seat, count_only=True)`, vectorised)."""
        return side_arrays(seat).count(self._legal(seat), self.offered(seat))

    def legal_placements(self, seat: int) -> list[Placement]:
        """The legal placements of `seat` in rules order (`placements(seat)`, vectorised)."""
        return side_arrays(seat).pick(self._legal(seat), self.offered(seat))

    def placements(self, seat: int, count_only: bool = False, first_only: bool = False) -> Any:
        """The legal placements of `seat` (rules order), or only how many there are (`first_only`: 0 or 1)."""
        occupied = self.masks[0] | self.masks[1]
        own = self.node_masks[seat] if self.masks[seat] else -1
        h = [0] * 8
        for node, c in enumerate(self.counts[seat]):
            if c:
                h[c] |= 1 << node
        h1, h2, h3, h4, h5, h6 = h[1], h[2], h[3], h[4], h[5], h[6] | h[7]
        token = self.tokens[seat] > 0
        any_points = self.any_points
        side = seat
        found = []
        n = 0
        for piece in self.offered(seat):
            for pl, mask, node_mask, g1, g2, g3, g4, g5 in entries(piece, side):
                if mask & occupied or not node_mask & own:
                    continue
                if node_mask & (h1 | h2 | h3 | h4 | h5 | h6):
                    over = (h5 | h6) & g1 | h4 & g2 | h3 & g3 | h2 & g4 | h1 & g5
                    if over:
                        if not token or h6 & g1 | h5 & g2 | h4 & g3 | h3 & g4 | h2 & g5:
                            continue
                        if over & (over - 1) and not any_points:
                            continue
                if count_only:
                    n += 1
                    if first_only:
                        return n
                else:
                    found.append(pl)
        return n if count_only else found

    def moves(self) -> list[Placement | None]:
        """Legal moves of the seat to move: placements, then None (a pass) where passing is allowed."""
        if self._moves is None:
            moves: list[Placement | None] = self.legal_placements(self.turn)
            if self.target != ZEITFAKTOR:
                moves.append(None)
            self._moves = moves
        return self._moves

    def apply(self, move: Placement | None) -> Pos:
        seat = self.turn
        p = self._copy()
        p.turn = 1 - seat
        if move is None:
            p.passes = self.passes + 1
            if p.passes >= 2:
                p.result = p.final()
            return p
        p.passes = 0
        masks = list(self.masks)
        masks[seat] |= move.mask
        p.masks = tuple(masks)
        node_masks = list(self.node_masks)
        node_masks[seat] |= move.node_mask
        p.node_masks = tuple(node_masks)
        counts = list(self.counts[seat])
        over = False
        for node, c in move.counts:
            counts[node] += c
            if counts[node] > LIMIT:
                over = True
        p.counts = (tuple(counts), self.counts[1]) if seat == 0 else (self.counts[0], tuple(counts))
        if move.piece in MICROS:
            micros = list(self.micros)
            micros[seat] = tuple(m for m in micros[seat] if m != move.piece)
            p.micros = tuple(micros)
        else:
            slot = self.ring.index(move.piece)
            p.ring = self.ring[:slot] + (None,) + self.ring[slot + 1:]
            p.origin = slot
        if over:
            p.tokens = (self.tokens[0] - 1, self.tokens[1] + 1) if seat == 0 else (self.tokens[0] + 1,
                                                                                  self.tokens[1] - 1)
        if self.target == ZEITFAKTOR and not p.placements(p.turn, count_only=True, first_only=True):
            p.result = (seat, p.field_counts())
        return p

    # -- scoring (the rules' game_scores) --
    def field_counts(self) -> tuple[int, int]:
        return self.masks[0].bit_count(), self.masks[1].bit_count()

    def territory(self) -> tuple[int, int]:
        """Autonomy's score: empty fields in areas bordered by one colour only (see `flood`)."""
        terr = flood(self, 0)
        return terr[2], terr[3]

    def linked_bases(self, seat: int) -> tuple[int, int]:
        own = opp = 0
        counts = self.counts[seat]
        for node, colour in zip(tables().corner_nodes, self.bases):
            if colour is not None and counts[node]:
                if colour == seat:
                    own += 1
                else:
                    opp += 1
        return own, opp

    def final(self) -> tuple[int | None, tuple[int, int]]:
        """(winner or None for a draw, the score difference seat 0 minus seat 1) after two passes."""
        if self.target == AUTONOMIE:
            a, b = self.territory()
            return (None if a == b else 0 if a > b else 1), (a, b)
        k0, k1 = self.linked_bases(0), self.linked_bases(1)
        return (None if k0 == k1 else 0 if k0 > k1 else 1), (k0[0], k1[0])


def terminal_value(pos: Pos, seat: int, margin: float) -> float:
    winner, scores = pos.result
    if winner is None:
        return 0.0
    diff = scores[seat] - scores[1 - seat]
    return (WIN if winner == seat else -WIN) + margin * diff


# --------------------------------------------------------------------------- evaluation


def flood(pos: Pos, seat: int) -> tuple[int, int, int, int]:
    """(empty fields strictly nearer, in arc steps through empty fields, to `seat`'s fields; to the
    opponent's; the seat's territory; the opponent's).

    Both colours spread through the empty fields one arc step at a time, bit-parallel. An empty
    field that only one colour's spread reaches lies in an area bordered by that colour alone:
    its territory (the rules' `territory`, counted at once for every area)."""
    t = tables()
    dilate = t.dilate
    a, b = pos.masks[seat], pos.masks[1 - seat]
    empty = t.full & ~(a | b)
    seen_a, seen_b, fa, fb = a, b, a, b
    mine = theirs = 0
    while fa or fb:
        na = dilate(fa) & empty & ~seen_a if fa else 0
        nb = dilate(fb) & empty & ~seen_b if fb else 0
        mine |= na & ~seen_b & ~nb
        theirs |= nb & ~seen_a & ~na
        seen_a |= na
        seen_b |= nb
        fa, fb = na, nb
    return (mine.bit_count(), theirs.bit_count(), (seen_a & empty & ~seen_b).bit_count(),
            (seen_b & empty & ~seen_a).bit_count())


def evaluate(pos: Pos, seat: int, w: dict[str, float], margin: float = 0.0) -> float:
    """How good `pos` is for `seat` (higher is better); decided games are worth +-WIN (+ margin * score)."""
    if pos.result is not None:
        return terminal_value(pos, seat, margin)
    opp = 1 - seat
    near_me, near_opp, terr_me, terr_opp = flood(pos, seat)
    score = w["influence"] * (near_me - near_opp)
    me_fields, opp_fields = pos.masks[seat].bit_count(), pos.masks[opp].bit_count()
    score += w["fields"] * (me_fields - opp_fields)
    if w.get("token"):
        score += w["token"] * (pos.tokens[seat] - pos.tokens[opp])
    if w.get("micros"):
        score += w["micros"] * (len(pos.micros[seat]) - len(pos.micros[opp]))
    target = pos.target
    if target == AUTONOMIE:
        if pos.masks[opp] and pos.masks[seat]:
            score += w["territory"] * (terr_me - terr_opp)
    elif target == ZIELE:
        own, taken = pos.linked_bases(seat)
        their, their_taken = pos.linked_bases(opp)
        score += w["own_bases"] * (own - their) + w["their_bases"] * (taken - their_taken)
        score -= w["base_distance"] * (base_distance(pos, seat) - base_distance(pos, opp))
    elif target == ZEITFAKTOR:
        if w.get("mobility") or w.get("mobility_log"):
            mine, theirs = pos.mobility(seat), pos.mobility(opp)
            score += w["mobility"] * (mine - theirs)
            if w.get("mobility_log"):
                score += w["mobility_log"] * (math.log1p(mine) - math.log1p(theirs))
        if w.get("liberties"):
            score += w["liberties"] * (liberties(pos, seat) - liberties(pos, opp))
    return score


def liberties(pos: Pos, seat: int) -> int:
    """Empty fields at the seat's connection points that may still take a field of its colour:
    a quick stand-in for how many placements it has left (Time Factor)."""
    t = tables()
    around = t.around
    limit = LIMIT + (pos.tokens[seat] > 0)
    counts = pos.counts[seat]
    room = 0
    nodes = pos.node_masks[seat]
    while nodes:
        low = nodes & -nodes
        node = low.bit_length() - 1
        if counts[node] < limit:
            room |= around[node]
        nodes ^= low
    return (room & ~(pos.masks[0] | pos.masks[1])).bit_count()


def base_distance(pos: Pos, seat: int) -> int:
    """Sum over the seat's unconnected own-colour bases of the lattice distance to its nearest fields."""
    t = tables()
    counts = pos.counts[seat]
    touched = [i for i, c in enumerate(counts) if c]
    if not touched:
        return 0
    total = 0
    for node, colour in zip(t.corner_nodes, pos.bases):
        if colour != seat or counts[node]:
            continue
        row = t.node_dist[node]
        total += min(row[i] for i in touched)
    return total


def value(state: EquilibrixState, seat: int) -> float:
    """How good `state` is for `seat` by normal's evaluation; decided games are worth +-WIN."""
    outcome = state.outcome()
    result = state.result if outcome is not None else (state.games[-1] if state.phase == CHOOSE_TARGET
                                                       and state.games else None)
    if result is not None:
        if not result["winners"]:
            return 0.0
        return WIN if result["winners"][0] == seat else -WIN
    return evaluate(Pos.of(state), seat, WEIGHTS["normal"][state.target])


# --------------------------------------------------------------------------- choosing


def choose(state: EquilibrixState, level: str, rng: Rng, budget: Budget) -> Any:
    """A legal move for the seat to move (`engine.ai.choose` checked that the game is not over)."""
    moves = state.legal_moves()
    if state.phase == BASES_PHASE and level != "easy":
        return base_choice(state, moves, rng)
    if len(moves) == 1 or state.phase in (BASES_PHASE, ORIGIN, CHOOSE_TARGET):
        return rng.choice(moves)
    if level == "hard":
        return hard_choice(state, rng, budget)
    pos = Pos.of(state)
    seat = pos.turn
    options = _playing_on(pos, pos.moves(), seat)
    if level == "easy":
        cfg = LEVELS["easy"]
        w = WEIGHTS["normal"][pos.target]
        best = easy_choice(pos, options, rng, cfg, w)
    else:
        best = normal_choice(pos, options, rng, budget)
    return Pass() if best is None else Place(best.piece, best.rotation, best.anchor)


def hard_choice(state: EquilibrixState, rng: Rng, budget: Budget, cfg: dict[str, Any] | None = None,
                weights: dict[str, dict[str, float]] | None = None) -> Any:
    """Hard's move in a position of play (`cfg` and `weights` replace data/ai.json's, for measurements)."""
    cfg = cfg or LEVELS["hard"]
    pos = Pos.of(state)
    options = _playing_on(pos, pos.moves(), pos.turn)
    w = (weights or WEIGHTS["hard"])[pos.target]
    best = Search(pos, rng, budget.part(cfg["time_share"]), cfg, w).run(options)
    return Pass() if best is None else Place(best.piece, best.rotation, best.anchor)


def easy_choice(pos: Pos, moves: list[Any], rng: Rng, cfg: dict[str, Any], w: dict[str, float]) -> Any:
    """The best of a few random placements by a noisy evaluation; a pass only when that placement would
    leave the mover worse off than passing (a beginner does not pass while a piece still helps)."""
    seat = pos.turn
    placed = [m for m in moves if m is not None]
    if not placed:
        return None
    sample = rng.sample(placed, min(cfg["sample"], len(placed)))
    best = max(sample, key=lambda m: evaluate(pos.apply(m), seat, w) + rng.gauss(0, cfg["noise"]))
    if None in moves and evaluate(pos.apply(best), seat, w) < evaluate(pos.apply(None), seat, w):
        return None
    return best


def _playing_on(pos: Pos, moves: list[Any], seat: int) -> list[Any]:
    """`moves` without a pass (None) that would end the game unless that pass wins it."""
    if None not in moves or len(moves) == 1 or pos.passes == 0:
        return moves
    if pos.apply(None).result[0] == seat:
        return moves
    return [m for m in moves if m is not None]


def playing_on(state: EquilibrixState, moves: list[Any], seat: int) -> list[Any]:
    """`moves` without a pass that would end the game unless that pass wins it.

    After the opponent's pass, passing ends the game (Autonomy, 3+3 Targets). Taking a draw
    or a loss that way throws away a game the computer could still win or improve by placing,
    however bad the evaluation thinks its placements are (it passed at 0-0 before)."""
    placements_ = [m for m in moves if not isinstance(m, Pass)]
    if not placements_ or len(placements_) == len(moves):
        return moves
    ended = state.after(Pass())
    if ended.phase == PLAY or value(ended, seat) == WIN:
        return moves
    return placements_


# --------------------------------------------------------------------------- normal


def normal_choice(pos: Pos, moves: list[Any], rng: Rng, budget: Budget) -> Any:
    cfg = LEVELS["normal"]
    w = WEIGHTS["normal"][pos.target]
    seat = pos.turn
    share = cfg["time_share"]
    # the one-ply ranking may use only part of the time, so the two-ply check gets the rest
    ranked = rank(pos, moves, seat, rng, budget.part(share * cfg["rank_share"]), w)
    if len(ranked) == 1:
        return ranked[0][1]
    return two_ply(ranked[:cfg["shortlist"]], seat, rng, budget.part(share), cfg["replies"], w)


def rank(pos: Pos, moves: list[Any], seat: int, rng: Rng, budget: Budget,
         w: dict[str, float]) -> list[tuple[float, Any, Pos]]:
    """Moves with their one-ply values, best first (as many as the budget allows, at least 32)."""
    order = moves[:]
    rng.shuffle(order)
    scored = []
    for i, move in enumerate(order):
        if i % 16 == 0:
            budget.check_cancel()
            if i >= 32 and budget.expired():
                break
        after = pos.apply(move)
        scored.append((evaluate(after, seat, w, 0.0) + rng.random() * 1e-3, move, after))
    scored.sort(key=lambda t: t[0], reverse=True)
    return scored


def two_ply(shortlist: list[tuple[float, Any, Pos]], seat: int, rng: Rng, budget: Budget, sample: int,
            w: dict[str, float]) -> Any:
    """The shortlisted move whose worst opponent reply is best for `seat`.

    Replies are examined in rounds of a few per move, so that when time runs out every
    candidate has been tested about equally (Time Factor's evaluation is slow)."""
    worst, pools = [], []
    for _quick, _move, after in shortlist:
        if after.result is not None:
            worst.append(evaluate(after, seat, w))
            pools.append([])
            continue
        replies = after.moves()
        # A random order: when time runs out, the replies examined are a fair sample, not the
        # placements of the first piece on offer (moves are generated piece by piece).
        picked = rng.sample(replies, min(sample, len(replies)))
        pool = ([None] if None in replies else []) + [m for m in picked if m is not None]
        worst.append(float("inf"))
        pools.append(pool)
    examined = [not pool for pool in pools]
    chunk = 16
    offset = 0
    while any(offset < len(pool) for pool in pools):
        for i, (_quick, _move, after) in enumerate(shortlist):
            budget.check_cancel()
            if budget.expired() and any(examined):
                offset = 1 << 30
                break
            for reply in pools[i][offset:offset + chunk]:
                worst[i] = min(worst[i], evaluate(after.apply(reply), seat, w))
                examined[i] = True
        offset += chunk
    best = max((i for i in range(len(shortlist)) if examined[i]), key=lambda i: (worst[i], shortlist[i][0]))
    return shortlist[best][1]


# --------------------------------------------------------------------------- hard


class Search:
    """Iterative-deepening negamax with alpha-beta over the best-looking moves (see the module doc)."""

    def __init__(self, pos: Pos, rng: Rng, budget: Budget, cfg: dict[str, Any] | None = None,
                 weights: dict[str, float] | None = None, max_nodes: int | None = None):
        self.pos = pos
        self.rng = rng
        self.budget = budget
        self.cfg = cfg or LEVELS["hard"]
        self.w = weights or WEIGHTS["hard"][pos.target]
        self.widths = self.cfg["widths"]
        self.full_below = self.cfg.get("full_below", 0)  # nodes with this few moves are searched in full
        self.seat = pos.turn
        self.nodes = 0  # positions evaluated
        self.max_nodes = max_nodes  # for fixed-work measurements: stop after about this many evaluations
        self.depth_done = 0
        self._ticks = 0
        self._cut = False  # whether the iteration left anything unsearched (a leaf or a move beyond the widths)

    def _tick(self) -> None:
        self._ticks += 1
        if self._ticks % _CHECK_EVERY == 0:
            self.budget.check_cancel()
            if self.budget.expired() or self.max_nodes is not None and self.nodes > self.max_nodes:
                raise OutOfTime

    def _eval(self, pos: Pos, seat: int) -> float:
        self.nodes += 1
        if pos.result is None:
            self._cut = True
        self._tick()
        return evaluate(pos, seat, self.w, MARGIN)

    def run(self, moves: list[Any]) -> Any:
        pos, seat = self.pos, self.seat
        if len(moves) == 1:
            return moves[0]
        # One ply first, every move in a random order: should the time run out already (the first
        # placement of a game has some 700 choices), the moves ranked are a fair sample.
        shuffled = list(range(len(moves)))
        self.rng.shuffle(shuffled)
        children: dict[int, tuple[Any, Pos]] = {}
        scored = []
        try:
            for i in shuffled:
                child = pos.apply(moves[i])
                children[i] = (moves[i], child)
                scored.append((self._eval(child, seat) + self.rng.random() * 1e-3, i))
        except OutOfTime:
            pass
        scored.sort(reverse=True)
        order = [i for _s, i in scored]
        best = order[0]
        self.depth_done = 1
        if scored[0][0] >= WIN / 2:
            return moves[best]  # an immediate win
        try:
            if len(scored) < len(moves):
                raise OutOfTime
            for depth in range(2, self.cfg["max_depth"] + 1):
                cand = order[:self.widths[0]]
                values: dict[int, float] = {}
                self._cut = len(order) > len(cand)
                alpha = -float("inf")
                for i in cand:
                    v = -self.negamax(children[i][1], depth - 1, 1, -float("inf"), -alpha)
                    values[i] = v
                    if v > alpha:
                        alpha = v
                        best = i  # searched with the previous best first: any improvement is real
                cand.sort(key=lambda i: values[i], reverse=True)
                order = cand + [i for i in order if i not in values]
                self.depth_done = depth
                if abs(alpha) >= WIN / 2 or not self._cut:
                    break
        except OutOfTime:
            pass
        return moves[best]

    def negamax(self, pos: Pos, depth: int, ply: int, alpha: float, beta: float) -> float:
        """The value of `pos` for the seat to move, searched `depth` plies (fail-soft)."""
        me = pos.turn
        if pos.result is not None:
            return terminal_value(pos, me, MARGIN)
        if depth == 0:
            return self._eval(pos, me)
        moves = pos.moves()
        if not moves:  # Time Factor: stuck (the rules end the game before; kept for safety)
            return -WIN
        if depth == 1:
            best = -float("inf")
            for m in moves:
                v = self._eval(pos.apply(m), me)
                if v > best:
                    best = v
                    if best >= beta:
                        break
            return best
        kids = []
        for m in moves:
            child = pos.apply(m)
            kids.append((self._eval(child, me), child))
        kids.sort(key=lambda t: t[0], reverse=True)
        width = self.widths[min(ply, len(self.widths) - 1)]
        if len(kids) <= self.full_below:
            width = len(kids)
        if len(kids) > width:
            self._cut = True
        best = -float("inf")
        for quick, child in kids[:width]:
            if quick >= WIN / 2:
                return quick  # a win now: nothing deeper is better
            v = -self.negamax(child, depth - 1, ply + 1, -beta, -max(alpha, best))
            if v > best:
                best = v
                if best >= beta:
                    break
        return best


# --------------------------------------------------------------------------- set-up


def base_choice(state: EquilibrixState, moves: list[Any], rng: Rng) -> Any:
    """A rim corner next to the mover's other bases: neighbouring bases are linked by one chain of pieces."""
    def neighbours(move: Any) -> int:
        return sum(state.bases[(move.corner + step) % 6] == state.turn for step in (-1, 1))

    best = max(neighbours(m) for m in moves)
    return rng.choice([m for m in moves if neighbours(m) == best])


# --------------------------------------------------------------------------- analysis

ANALYSIS = PARAMS["analysis"]


def chances(state: EquilibrixState, rng: Rng, budget: Budget) -> Evaluation:
    """Each seat's chance to win (for `engine.ai.evaluate`): of the game, or in a campaign of the campaign.

    The best move is given in a position of play; the set-up moves (bases, tetrahedron, a campaign's next
    target) have none, and their game is even. `rng` breaks ties; the deadline is a safety net only.
    """
    best = None
    game: list[float] | None = [0.5, 0.5]  # nothing on the board yet
    if state.phase == PLAY:
        mover, best = _play_chance(state, rng, budget)
        game[state.turn], game[1 - state.turn] = mover, 1.0 - mover
    elif state.phase == CHOOSE_TARGET:
        game = None  # the last game is counted in the points already
    if state.campaign:
        return Evaluation(campaign_chances(state.points, len(state.games), state.options["campaign_wins"], game),
                          best)
    return Evaluation(game, best)


def _play_chance(state: EquilibrixState, rng: Rng, budget: Budget) -> tuple[float, Any]:
    """(the mover's chance to win the current game, its best move as a rules move)."""
    pos = Pos.of(state)
    first = not pos.masks[pos.turn]  # the mover's first piece: no position to judge yet, the game is even
    cfg = {"max_depth": 1 if first else ANALYSIS["depth"], "widths": ANALYSIS["widths"]}
    search = Search(pos, rng, budget, cfg, WEIGHTS["hard"][pos.target])
    score, move = analysis_search(search, pos.moves())
    chance = 0.5 if first else logistic(score / ANALYSIS["scale"][pos.target])
    return chance, (Pass() if move is None else Place(move.piece, move.rotation, move.anchor))


def analysis_search(search: Search, moves: list[Any]) -> tuple[float, Any]:
    """(score for the seat to move, its best move) by `search` to its fixed depth over `moves`.

    Every move is valued one ply deep, the best `widths[0]` of them deeper. A won or lost game counts
    as it is; otherwise the score is the mean of the last `average` depths: odd and even depths balance.
    Out of time, the deepest finished depth answers (at least one move is always valued).
    """
    pos, seat = search.pos, search.seat
    scored: list[tuple[float, int, Pos]] = []
    try:
        for i, move in enumerate(moves):
            child = pos.apply(move)
            scored.append((search._eval(child, seat), i, child))
    except OutOfTime:
        if not scored:
            child = pos.apply(moves[0])
            scored.append((evaluate(child, seat, search.w, MARGIN), 0, child))
    scored.sort(key=lambda t: -t[0])  # stable: equal values keep the rules' order
    values, best = [scored[0][0]], scored[0][1]
    try:
        for depth in range(2, search.cfg["max_depth"] + 1):
            if abs(values[-1]) >= WIN / 2 or len(scored) < len(moves):
                break
            alpha, chosen = -math.inf, best
            for _quick, i, child in scored[:search.widths[0]]:
                value = -search.negamax(child, depth - 1, 1, -math.inf, -alpha)
                if value > alpha:
                    alpha, chosen = value, i
            values.append(alpha)
            best = chosen
    except OutOfTime:
        pass
    if abs(values[-1]) >= WIN / 2:
        return values[-1], moves[best]
    last = values[-ANALYSIS["average"]:]
    return sum(last) / len(last), moves[best]


def campaign_chances(points: tuple[int, int], played: int, needed: int, game: list[float] | None) -> list[float]:
    """Each seat's chance to win the campaign: the current game's chances (None: no game under way) and
    then even games until a seat has `needed` points or the campaign its last game."""
    if game is None:
        return list(_campaign_from(points[0], points[1], played, needed))
    draw = max(0.0, 1.0 - game[0] - game[1])
    outcomes = ((game[0], (points[0] + 1, points[1])), (game[1], (points[0], points[1] + 1)), (draw, points))
    total = [0.0, 0.0]
    for weight, (a, b) in outcomes:
        if weight:
            after = _campaign_from(a, b, played + 1, needed)
            total[0] += weight * after[0]
            total[1] += weight * after[1]
    return total


@cache
def _campaign_from(a: int, b: int, played: int, needed: int) -> tuple[float, float]:
    """The chances with `a` and `b` points after `played` games, the games still to come even."""
    if max(a, b) >= needed or played >= MAX_CAMPAIGN_GAMES:
        return (1.0, 0.0) if a > b else (0.0, 1.0) if b > a else (0.0, 0.0)
    first, second = _campaign_from(a + 1, b, played + 1, needed), _campaign_from(a, b + 1, played + 1, needed)
    return (first[0] + second[0]) / 2, (first[1] + second[1]) / 2
