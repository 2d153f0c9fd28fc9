"""The computer player: sample throws through the same simulator and keep the best on average.

Each candidate is an intended throw; it is simulated a few times with the
aiming error of the level, and scored by the points it leaves on the board
(for its own team, minus the best other team's on normal and hard, so
knocking opposing dice off pays). Hard also aims straight at opposing dice.
The throw finally played carries the level's aiming error too, drawn from the
search's `Rng`, so the easy player misses more often. The search uses 85% of
its `Budget` and always scores at least one candidate.
"""

from __future__ import annotations

import math
from dataclasses import replace

from engine.ai.budget import Budget
from engine.core import IllegalMove, Refusal
from engine.rng import Rng
from engine.tumblin.physics import board
from engine.tumblin.rules import BOARD, NEXT_ROUND, NextRound, Throw, TumblinState, die_points, place_of
from engine.tumblin.shapes import shape

#: level -> (candidates, samples per candidate, aim error mrad, speed error mm/s)
LEVEL_SEARCH = {"easy": (5, 1, 45.0, 140.0), "normal": (14, 2, 18.0, 60.0), "hard": (24, 2, 7.0, 25.0)}
#: Share of the budget the search uses (the throw finally played is simulated after it).
SEARCH_SHARE = 0.85
#: The three 4x pads are worth aiming for (y in mm).
PAD_CENTRES = (-140, 0, 140)
START_X = 40  # mm: where the computer places its die on the launch pad


def _clamp(value: float, low: int, high: int) -> int:
    return int(min(high, max(low, round(value))))


def _noisy(throw: Throw, rng: Rng, aim_error: float, speed_error: float) -> Throw:
    limits = board().raw["throw_limits"]
    gauss = rng.gauss()
    gauss2 = rng.gauss()
    return Throw(throw.x, throw.y, _clamp(throw.aim + aim_error * gauss, *limits["aim_mrad"]),
                 _clamp(throw.speed + speed_error * gauss2, *limits["speed_mm_s"]), throw.topspin, throw.sidespin,
                 throw.bonus)


def _value(before: TumblinState, after: TumblinState, team: int, greedy: bool) -> float:
    """Points for `team` (minus the best other team's unless `greedy`) after a throw. Dice the throw
    moved count with their average face: which face ends on top is chaos, where they stop is not."""
    points = [0.0] * after.team_count
    for old, new in zip(before.dice, after.dice):
        moved = new.pose != old.pose
        face = (shape(new.shape).sides + 1) / 2 if moved else None
        points[after.teams[new.owner]] += die_points(new, after.options, face)
    mine = points[team]
    if greedy:
        return mine
    playing = {after.teams[s] for s in after.order}
    others = [p for t, p in enumerate(points) if t != team and t in playing]
    return mine - (max(others) if others else 0)


def _candidates(state: TumblinState, level: str, rng: Rng, bonus: bool) -> list[Throw]:
    b = board()
    count = LEVEL_SEARCH[level][0]
    throws = []
    for _ in range(count):
        y = rng.randint(-60, 60)
        target_y = rng.choice(PAD_CENTRES) + rng.randint(-25, 25) if rng.below(2) else rng.randint(-160, 160)
        aim = round(1000 * math.atan2((target_y - y) / 1000, 0.55))
        throws.append(Throw(START_X, y, aim, rng.randint(1450, 2150), rng.randint(0, 12), 0, bonus))
    if level == "hard":  # also aim straight at the opposing dice that score the most
        seat = state.to_move
        targets = []
        for index in state.on_board():
            die = state.dice[index]
            if state.teams[die.owner] != state.teams[seat] and die.status == BOARD:
                level_here = place_of(die).level or 0
                targets.append((-level_here, index))
        for _, index in sorted(targets)[:3]:
            x, y = state.dice[index].pose[:2]
            start_y = _clamp(y * 1000 * 0.3, round(b.launch_y[0] * 1000), round(b.launch_y[1] * 1000))
            aim = round(1000 * math.atan2(y - start_y / 1000, x - START_X / 1000))
            # Further dice need a harder hit to go over the edge.
            base = 1900 + round(900 * (x - b.line_x) / 0.5)
            throws += [Throw(START_X, start_y, aim, base + extra, 0, 0, bonus) for extra in (-350, -100, 150, 400)]
    return throws


def choose(state: TumblinState, level: str, rng: Rng, budget: Budget) -> Throw | NextRound:
    """The move for the seat to move: `NEXT_ROUND` after a scored round, else the best throw found
    within `budget` (`SearchCancelled` when the caller cancels)."""
    if state.outcome() is not None:
        raise IllegalMove(Refusal.GAME_OVER)
    if state.legal_moves():
        return NEXT_ROUND
    search = budget.part(SEARCH_SHARE)
    seat = state.to_move
    team = state.teams[seat]
    hand = [state.dice[i] for i in state.hand(seat)]
    bonus = all(d.bonus for d in hand)  # the bonus die goes last, where nobody can knock it off
    _, samples, aim_error, speed_error = LEVEL_SEARCH[level]

    def expected(intent: Throw) -> float:
        total = 0.0
        for _ in range(samples):
            budget.check_cancel()
            after = state.result(_noisy(intent, rng, aim_error, speed_error), budget.cancel, remember=False).state
            total += _value(state, after, team, level == "easy")
        return total / samples

    scored: list[tuple[float, int, Throw]] = []
    for k, intent in enumerate(_candidates(state, level, rng, bonus)):
        scored.append((expected(intent), -k, intent))
        if search.expired():
            break
    scored.sort(key=lambda entry: entry[:2], reverse=True)
    if level == "hard":  # refine the best few: a little softer and a little harder
        for _, k, intent in scored[:3]:
            for delta in (-60, 60):
                if search.expired():
                    break
                nearby = replace(intent, speed=min(3800, intent.speed + delta))
                scored.append((expected(nearby), k - 1000 - len(scored), nearby))
        scored.sort(key=lambda entry: entry[:2], reverse=True)
    best = scored[0][2]
    throw = _noisy(best, rng, aim_error, speed_error)
    state.result(throw, budget.cancel)  # simulate it here, in the worker, so applying it is instant
    return throw
