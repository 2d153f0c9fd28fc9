"""The computer player: expectimax over the next player's die, with the risk of tipping.

Every level keeps to one rule of good play: it never tips the arm while it has a move or a pass that does
not, unless that move wins the game (`playable`). The search expects the same of every other player, so a
rival's tip is only ever a forced one. (Before this rule, hard sometimes tipped on purpose in team games:
after a tip the new round clears the arm, and the evaluation saw the reset race as a gain for a team that
was behind, or preferred its plain value to the expectimax of a safe move with a dangerous reply.)

* easy: a beginner: takes a move that wins at once, else plays a random move that does not tip the arm
  (and passes only when every move tips).
* normal: looks one move deep at the race (how far each colour got); now and then (data/ai.json
  "normal_slip") it plays some other safe move instead.
* hard: expectimax: for each of its moves, every roll of the next player (1–6, equally likely) and that
  player's best answer by its one-move value, then the evaluation: the race plus the danger that a player
  who must move is forced to tip. Then the best few candidates once more, several rolls and answers ahead
  (data/ai.json "hard_deeper"), while the time lasts. A move that tips is a loss, a move that makes the
  opponent tip is a win. (A full expectiminimax over every move, each side answering by the search itself,
  measured weaker: it chose to pass far too often.)

The search never reads the dice the state will really draw: it takes every roll in turn (`with_die`) on a
reseeded copy of the position.

`chances(state, rng, budget)` (for `engine.ai.evaluate`): the mover's move by its one-move value with the risk
of tips (averaged over a few futures of the dice), then a fixed number of playouts (data/ai.json "analysis") of the cautious greedy player from the
position after it, each with its own reseeded dice; a seat's chance is its share of the wins (team partners
share theirs).

`engine.ai.choose` calls `choose(state, level, rng, budget)`: `rng` is the only randomness
(the off moves of easy and normal, the reseeding of hard), `budget` the time and the caller's cancel flag.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from engine.ai import Evaluation, share_win
from engine.ai.budget import Budget, OutOfTime
from engine.balance.events import Tipped
from engine.balance.layout import HALF, TRACK
from engine.balance.rules import PASS, TURN_CAP, BalanceState, Pass, Step, team_of
from engine.rng import Rng

__all__ = ["chances", "choose", "greedy_choose", "playable", "progress", "tips_arm", "value"]

_DATA = Path(__file__).with_name("data") / "ai.json"

#: Share of the budget the hard level searches for, and the least time it takes however short the budget.
_HARD_SHARE = 0.9
_HARD_MIN_S = 0.05


@lru_cache(maxsize=1)
def weights() -> dict:
    """Evaluation weights from `data/ai.json`."""
    return json.loads(_DATA.read_text(encoding="utf-8"))


# --------------------------------------------------------------------------- evaluation


def progress(state: BalanceState, colour: int) -> float:
    """0 with every pawn in the supply, 1 with every pawn home (a pawn counts its track index; home = 14)."""
    pawns = state.pawns_of(colour)
    total = sum(state.kit)
    if total == 0:
        return 0.0
    return sum(TRACK if index > HALF else index for index, _ in pawns) / (total * TRACK)


def forced_tip_share(state: BalanceState, seat: int, memo: dict | None = None) -> float:
    """For a seat that must move: the share of rolls whose every placement and move tips the arm (0 for a
    seat that may pass)."""
    if not state.must_move[seat]:
        return 0.0
    return tip_share(state, seat, memo)


def tip_share(state: BalanceState, seat: int, memo: dict | None = None) -> float:
    """The share of rolls on which every placement and move of `seat` tips the arm (`memo`, a dict kept for
    one position's search, remembers the answers by arm, colour, supply and first turn)."""
    colour = state.colour_of(seat)
    if colour is None:
        return 0.0
    if memo is not None:
        key = (state.arm, colour, state.supply[colour], state.placed[seat])
        share = memo.get(key)
        if share is None:
            share = memo[key] = tip_share(state, seat)
        return share
    physics = state.physics
    bad = 0
    for die in range(1, 7):
        acts = state.actions(seat, die)
        if acts and all(physics.tips(physics.moment((x, s) for x, _, s in state.arm_after(m, seat, die)))
                        for m in acts):
            bad += 1
    return bad / 6


def value(state: BalanceState, seat: int, risk: bool = True, memo: dict | None = None) -> float:
    """How good `state` is for `seat`, in [-1, 1] (1: won); `risk` adds the danger of forced tips (`memo`:
    see `tip_share`)."""
    out = state.outcome()
    if out is not None:
        if not out.winners:
            return 0.0
        return 1.0 if seat in out.winners else -1.0
    w = weights()
    mode = state.mode
    if mode == "team":
        mine = team_of(mode, seat)
        my_colours = [c for c in range(state.seats) if team_of(mode, c) == mine and state.alive[c]]
        their_colours = [c for c in range(state.seats) if team_of(mode, c) != mine and state.alive[c]]
        race = (max((progress(state, c) for c in my_colours), default=0.0)
                - max((progress(state, c) for c in their_colours), default=0.0))
        race += w["tip_lead"] * (state.tips[1 - mine] - state.tips[mine])
        friends = [s for s in range(state.seats) if team_of(mode, s) == mine]
    else:
        if state.sides[seat] == 0:
            return -1.0
        others = [s for s in range(state.seats) if s != seat and state.sides[s] != 0]
        race = progress(state, seat) - max(progress(state, s) for s in others)
        race += w["fewer_rivals"] * (state.seats - 1 - len(others))
        friends = [seat]
    danger = 0.0
    stuck = w["stuck"]
    for s in range(state.seats if risk else 0):
        if state.sides[s] == 0:
            continue
        if state.must_move[s]:
            share = w["forced_tip"] * tip_share(state, s, memo)
        elif stuck:
            share = stuck * tip_share(state, s, memo)  # every move tips: a pass now, and a forced move next
        else:
            continue
        danger += -share if s in friends else share
    return math.tanh(w["race"] * race + danger)


# --------------------------------------------------------------------------- the players


def _after(state: BalanceState, move) -> BalanceState:
    """The position after one of `state.legal_moves()` (not checked again)."""
    return state.after(move)


def tips_arm(before: BalanceState, after: BalanceState) -> bool:
    """Whether the move that led from `before` to `after` tipped the arm without winning the game for its
    player (a last pawn home whose arrangement stands wins, however the arm leaned on the way)."""
    seat = before.to_move
    out = after.outcome()
    if out is not None and seat in out.winners:
        return False
    return any(isinstance(e, Tipped) and e.seat == seat for e in after.events)


def playable(state: BalanceState, check: Callable[[], None] = lambda: None) -> list[tuple[object, BalanceState]]:
    """The moves a sound player considers, each with the position after it: every legal move, except that
    the moves that tip the arm go whenever a move or a pass that does not tip is left (a tip that wins
    stays). Every level chooses among these, and the search expects the same of every other player."""
    pairs = []
    for move in state.legal_moves():
        check()
        pairs.append((move, _after(state, move)))
    safe = [(m, a) for m, a in pairs if not tips_arm(state, a)]
    return safe or pairs


def _immediate(state: BalanceState, move) -> float:
    """+1 when `move` wins at once, -1 when it tips the arm, else 0."""
    nxt = _after(state, move)
    seat = state.to_move
    out = nxt.outcome()
    if out is not None:
        return 1.0 if seat in out.winners else -1.0
    if any(isinstance(e, Tipped) and e.seat == seat for e in nxt.events):
        return -1.0
    return 0.0


def _quick_verdict(state: BalanceState, move) -> float:
    """`_immediate` without playing the whole turn where the arm alone tells: a move that brings no colour
    home and leaves the arm standing is 0 (short of the turn cap, where the game ends), one that tips it -1."""
    seat = state.to_move
    colour = state.colour_of(seat)
    arm = state.arm_after(move)
    home = isinstance(move, Step) and not any(state.supply[colour]) and all(
        (x > 0) != (state.side_of_colour(colour) > 0) for x, c, _ in arm if c == colour)
    if home or state.turns + 1 >= TURN_CAP:
        return _immediate(state, move)
    physics = state.physics
    return -1.0 if physics.tips(physics.moment((x, size) for x, _, size in arm)) else 0.0


def greedy_choose(state: BalanceState, verdict: Callable[[BalanceState, object], float] = _immediate):
    """The cautious greedy player of the spec's simulations: never a tipping move when a safe one exists;
    among safe moves the most progress (beats count extra); passes only when every move tips. `verdict`
    judges a move at once (+1 wins, -1 tips or loses, 0 else); the playouts pass the quicker one."""
    moves = state.legal_moves()
    seat = state.to_move
    colour = state.colour_of(seat)
    best, best_key = None, None
    for move in moves:
        if isinstance(move, Pass):
            continue
        verdict_now = verdict(state, move)
        gain = state.die if isinstance(move, Step) else 0.5
        key = (verdict_now, (1 if isinstance(move, Step) and move.beat else 0), gain,
               -(move.origin if isinstance(move, Step) else 0), move.size == "L" if colour is not None else 0)
        if best_key is None or key > best_key:
            best, best_key = move, key
    if best is None or (best_key[0] < 0 and PASS in moves):
        return PASS
    return best


def _easy(state: BalanceState, rng: Rng):
    """A beginner: a move that wins at once if there is one, else any placement or step that keeps the arm
    up (a pass only when every one of them tips)."""
    seat = state.to_move
    pairs = playable(state)
    for move, after in pairs:
        out = after.outcome()
        if out is not None and seat in out.winners:
            return move
    return rng.choice(_safe_moves(state, pairs))


def _safe_moves(state: BalanceState, pairs: list | None = None) -> list:
    """The playable placements and steps; the pass only when every placement and step tips."""
    pairs = playable(state) if pairs is None else pairs
    return [m for m, _ in pairs if not isinstance(m, Pass)] or [PASS]


def _ranked(state: BalanceState, seat: int, check: Callable[[], None], risk: bool = True) -> list[tuple[float, object]]:
    """Every playable move with its one-move-deep value for `seat`."""
    return [(value(after, seat, risk), move) for move, after in playable(state, check)]


def _tipped(state: BalanceState) -> bool:
    """Whether the move that led to `state` tipped the arm (a new round may have started since)."""
    return any(isinstance(e, Tipped) for e in state.events)


def _same_side(state: BalanceState, a: int, b: int) -> bool:
    if a == b:
        return True
    return state.mode == "team" and team_of(state.mode, a) == team_of(state.mode, b)


def _hard_budget(budget: Budget) -> Budget:
    """Most of the budget, but never less than a moment for a look one roll deeper."""
    if budget.seconds * _HARD_SHARE >= _HARD_MIN_S:
        return budget.part(_HARD_SHARE)
    return Budget(_HARD_MIN_S - budget.elapsed(), budget.cancel, clock=budget.clock)  # a clock of work stays one


def choose(state: BalanceState, level: str, rng: Rng, budget: Budget):
    """A move for the player to move at `level` ("easy", "normal" or "hard")."""
    check = budget.check_cancel
    check()
    moves = state.legal_moves()
    if len(moves) == 1:
        return moves[0]
    seat = state.to_move
    if level == "easy":
        return _easy(state, rng)
    if level == "normal":
        if rng.random() < weights()["normal_slip"]:
            return rng.choice(_safe_moves(state))  # an ordinary player's off move, never a tipping one
        scored = _ranked(state, seat, check, risk=False)
        top = max(v for v, _ in scored)
        return next(m for v, m in scored if v == top)
    return _hard(state, seat, rng, budget)


def _hard(state: BalanceState, seat: int, rng: Rng, budget: Budget):
    """Expectimax over the next rolls: every playable move, then every roll of the next player and that
    player's best answer by its one-move value (`_Search.answers`); then the best few candidates again,
    answers and rolls further ahead (data/ai.json "hard_deeper": rounds of {"candidates", "depth"}), as long
    as the time lasts. A round that the deadline cuts short is not used."""
    hard_budget = _hard_budget(budget)
    search = _Search(seat, hard_budget.check)
    hidden = state.reseeded(rng.below(1 << 32))  # never read the dice the real state will draw
    scored = [(search.value(after, seat), move, after) for move, after in playable(hidden, budget.check_cancel)]
    scored.sort(key=lambda vma: -vma[0])
    if len(scored) < 2:
        return scored[0][1]
    results = []
    try:
        for shallow, move, after in scored:
            results.append((search.deep(after, shallow, 1), shallow, move, after))
    except OutOfTime:
        pass  # the moves valued so far are the best ones by their one-move value
    if not results:
        return scored[0][1]
    results.sort(key=lambda r: (-r[0], -r[1]))
    for round_ in weights()["hard_deeper"]:
        top = results[:round_["candidates"]]
        if len(top) < 2:
            break
        try:
            deeper = [(search.deep(after, shallow, round_["depth"]), shallow, move, after)
                      for _, shallow, move, after in top]
        except OutOfTime:
            break
        deeper.sort(key=lambda r: (-r[0], -r[1]))
        results = deeper
    return results[0][2]


class _Search:
    """The hard level's expectimax for seat `me`, with the evaluations of one move's search remembered."""

    def __init__(self, me: int, check: Callable[[], None]):
        self.me = me
        self.check = check
        self.values: dict = {}
        self.shares: dict = {}

    def value(self, state: BalanceState, seat: int) -> float:
        key = (state.arm, state.supply, state.must_move, state.placed, state.tips, state.alive, state.sides,
               state.result, seat)
        found = self.values.get(key)
        if found is None:
            found = self.values[key] = value(state, seat, memo=self.shares)
        return found

    def deep(self, after: BalanceState, shallow: float, depth: int) -> float:
        """The value for `me` of the position after one of its moves, `depth` rolls and answers ahead."""
        if after.result is not None or _tipped(after):
            return self.value(after, self.me)
        if after.to_move is None or _same_side(after, after.to_move, self.me):
            return shallow
        return self.answers(after, depth)

    def answers(self, state: BalanceState, depth: int) -> float:
        """Chance node: the expected value for `me` over the roll of the player now to move, who answers with
        the playable move best for themself by its one-move value; with `depth` > 1 the position after that
        answer is valued by the next chance node instead of the evaluation."""
        me = self.me
        if state.result is not None:
            return self.value(state, me)
        mover = state.to_move
        friend = _same_side(state, mover, me)
        total = 0.0
        for die in range(1, 7):
            self.check()
            probe = state.with_die(die)
            if not probe.actions():
                total += self.value(state, me)  # that roll is skipped
                continue
            best_for_mover, mine, best_after = -math.inf, 0.0, None
            for _move, after in playable(probe):
                theirs = self.value(after, mover)
                if theirs > best_for_mover:
                    best_for_mover, best_after = theirs, after
                    mine = theirs if friend else self.value(after, me)
            if depth > 1 and best_after is not None and best_after.result is None:
                mine = self.answers(best_after, depth - 1)
            total += mine
        return total / 6


# --------------------------------------------------------------------------- the analysis


def chances(state: BalanceState, rng: Rng, budget: Budget) -> Evaluation:
    """Each seat's chance to win from `state` (not finished): the move with the best one-move value for the
    mover (`value` with the risk of tips), then seeded playouts of `greedy_choose` from the position after it.
    The playout count is fixed (data/ai.json "analysis"); the deadline only cuts it short as a safety net."""
    budget.check_cancel()
    settings = weights()["analysis"]
    # Every position after a move holds the next roll, drawn from the state's own dice: only reseeded
    # copies are ever played on, so the analysis never sees the rolls to come.
    best = _preferred(state, [rng.below(1 << 32) for _ in range(settings["futures"])], budget.check_cancel)
    totals = [0.0] * state.seats
    done = 0
    for _ in range(settings["playouts"]):
        budget.check_cancel()
        if done and budget.expired():
            break
        winners = _playout(state.reseeded(rng.below(1 << 32)).after(best), settings["playout_cap"])
        share_win(totals, winners)
        done += 1
    return Evaluation([total / done for total in totals], best)


def _preferred(state: BalanceState, seeds: list[int], check: Callable[[], None]):
    """The playable move with the best one-move value for the mover (the first of equals), averaged over
    futures of the dice (one reseeded copy of `state` per seed, the same ones for every move): the value
    after a move depends on the next roll (who is skipped, who moves next)."""
    seat = state.to_move
    copies = [state.reseeded(seed) for seed in seeds]
    moves = [move for move, _ in playable(copies[0], check)]
    if len(moves) == 1:
        return moves[0]
    scored = []
    for i, move in enumerate(moves):
        check()
        scored.append((sum(value(copy.after(move), seat) for copy in copies), -i))
    return moves[-max(scored)[1]]


def _playout(state: BalanceState, cap: int) -> tuple[int, ...]:
    """The winners when the cautious greedy player plays every seat from `state` (none: a draw, or the cap)."""
    for _ in range(cap):
        if state.result is not None:
            return state.result[0]
        state = state.after(greedy_choose(state, _quick_verdict))
    return () if state.result is None else state.result[0]
