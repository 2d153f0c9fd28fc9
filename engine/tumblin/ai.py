"""The computer player: try throws through the same simulator and keep the best on average.

Every level throws with its own shaky hand: the throw finally played carries the level's aiming and
speed error, drawn from the search's `Rng` (`data/ai.json` holds every number below).

* easy aims like a beginner at a natural spot (one of the 4x pads, a gap between the pegs on 3x or 2x)
  with a rough guess of the speed, tries a few such ideas once each and throws the one that scores
  for itself;
* normal tries random throws towards the board twice each and keeps the best for its own points minus
  the best rival team's (so knocking opposing dice off pays);
* hard plans its throws (every target from two start points at a few speeds around the level's speed,
  straight shots at the rivals' best dice, a few random ones, the likeliest first), screens as many as
  its time allows with one trial each, then gives the best few more and more trials (successive
  halving) until its time is up. Candidates are
  compared on the same aiming errors trial by trial (common random numbers), and the trials run with
  the cheaper `trial_simulation` settings, which end a throw sooner with the same final poses.

Trial throws go through `state.result(..., remember=False)`, so the memo of the game's own throws
never fills with them; the throw played is simulated with the full settings and remembered, so
applying it is instant. The search always scores at least one candidate and polls the caller's cancel
flag on every simulated frame.

`chances(state, rng, budget)` (for `engine.ai.evaluate`) simulates no throw at all: a MuJoCo run per throw is
far too slow for the analysis of every position. It plays the rest of the game many times through a seeded
statistical model instead (`_Model`, figures in data/ai.json "analysis"): every throw still to come lands
on a level (or off the board) with the frequencies measured in computer games, with a random face, and
may knock a die lying on the board to another place; the current round starts from the dice where they
lie, later rounds come from a fixed bank of rounds played through the same model. A seat's chance is its
share of the model's games its team wins.
"""

from __future__ import annotations

import json
import math
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from engine.ai import Evaluation, share_win
from engine.ai.budget import Budget
from engine.core import IllegalMove, Refusal
from engine.rng import Rng
from engine.tumblin.physics import board
from engine.tumblin.rules import (
    BOARD,
    HAND,
    NEXT_ROUND,
    SCORED,
    NextRound,
    Throw,
    TumblinState,
    count_round,
    die_points,
    place_of,
)
from engine.tumblin.shapes import shape

DATA = Path(__file__).with_name("data") / "ai.json"

#: A benchmark's hook: when set, hard runs exactly this many trial simulations (time permitting)
#: instead of `max_trials`, so a measurement does not depend on the machine's load.
FIXED_SAMPLES: int | None = None

@cache
def config() -> dict[str, Any]:
    return json.loads(DATA.read_text(encoding="utf-8"))


def _clamp(value: float, low: int, high: int) -> int:
    return int(min(high, max(low, round(value))))


def _jitter(throw: Throw, aim_gauss: float, speed_gauss: float, aim_error: float, speed_error: float) -> Throw:
    limits = board().raw["throw_limits"]
    return Throw(throw.x, throw.y, _clamp(throw.aim + aim_error * aim_gauss, *limits["aim_mrad"]),
                 _clamp(throw.speed + speed_error * speed_gauss, *limits["speed_mm_s"]), throw.topspin,
                 throw.sidespin, throw.bonus)


def _noisy(throw: Throw, rng: Rng, aim_error: float, speed_error: float) -> Throw:
    gauss = rng.gauss()
    gauss2 = rng.gauss()
    return _jitter(throw, gauss, gauss2, aim_error, speed_error)


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


def _aimed(start_x: int, start_y: int, target_x: float, target_y: float) -> int:
    """The aim (mrad) from a start on the launch pad to a target (mm)."""
    return round(1000 * math.atan2(target_y - start_y, target_x - start_x))


def _start_y(target_y: float, offset: float = 0.0) -> int:
    """Where a player puts the die on the launch pad for a target: on the target's side of the pad,
    so the line to it is straighter."""
    b = board()
    return _clamp(target_y * 0.43 + offset, round(b.launch_y[0] * 1000) + 25, round(b.launch_y[1] * 1000) - 25)


def _random_candidates(count: int, rng: Rng, bonus: bool) -> list[Throw]:
    """Random throws towards the board (half of them towards a 4x pad)."""
    start_x, spec = config()["start_x"], config()["random_throws"]
    pads = [y for _, y, _ in config()["targets"]["pads"]]
    throws = []
    for _ in range(count):
        y = rng.randint(-spec["start_y"], spec["start_y"])
        target_y = rng.choice(pads) + rng.randint(-25, 25) if rng.below(2) else rng.randint(*spec["target_y"])
        aim = round(1000 * math.atan2((target_y - y) / 1000, spec["aim_distance"] / 1000))
        throws.append(Throw(start_x, y, aim, rng.randint(*spec["speed"]), rng.randint(*spec["topspin"]), 0, bonus))
    return throws


def _targets() -> list[list[int]]:
    targets = config()["targets"]
    return targets["pads"] + targets["terrace"]


def _person_candidates(rng: Rng, bonus: bool) -> list[Throw]:
    """Easy's ideas: a natural spot, a start somewhere on the launch pad, the speed roughly guessed."""
    cfg, level = config(), config()["levels"]["easy"]
    start_x, spread, guess = cfg["start_x"], level["start_spread"], level["speed_guess"]
    throws = []
    for target_x, target_y, target_level in rng.sample(_targets(), level["candidates"]):
        y = _start_y(target_y, rng.randint(-spread, spread))
        speed = cfg["level_speed"][str(target_level)] + rng.randint(-guess, guess)
        throws.append(Throw(start_x, y, _aimed(start_x, y, target_x, target_y), speed, 6, 0, bonus))
    return throws


def _knock_shots(state: TumblinState, bonus: bool) -> list[Throw]:
    """Straight shots at the rival dice that score the most (further dice need a harder hit)."""
    cfg, hard = config(), config()["levels"]["hard"]
    b = board()
    start_x = cfg["start_x"]
    seat = state.to_move
    targets = []
    for index in state.on_board():
        die = state.dice[index]
        if state.teams[die.owner] != state.teams[seat] and die.status == BOARD:
            targets.append((-die_points(die, state.options), -(place_of(die).level or 0), index))
    throws = []
    for _, _, index in sorted(targets)[:hard["knock_targets"]]:
        x, y = (v * 1000 for v in state.dice[index].pose[:2])
        start_y = _clamp(y * 0.3, round(b.launch_y[0] * 1000), round(b.launch_y[1] * 1000))
        aim = _aimed(start_x, start_y, x, y)
        base = hard["knock_speed_at_line"] + round(hard["knock_speed_per_m"] * (x / 1000 - b.line_x))
        throws += [Throw(start_x, start_y, aim, base + extra, 0, 0, bonus) for extra in hard["knock_speeds"]]
    return throws


def _interleave(groups: list[list[Throw]]) -> list[Throw]:
    """The first of every group, then the second of every group, ...: a search cut short still tried
    every kind of throw."""
    merged = []
    for rank in range(max(len(g) for g in groups)):
        merged += [g[rank] for g in groups if rank < len(g)]
    return list(dict.fromkeys(merged))  # the same throw twice would only waste trials


def _planned_candidates(state: TumblinState, rng: Rng, bonus: bool) -> list[Throw]:
    """Hard's candidates, the likeliest first: every target from a couple of start points at a few speeds
    around its level's speed (pads, gaps on 3x, gaps on 2x), knock shots, and a few random throws."""
    cfg, hard = config(), config()["levels"]["hard"]
    start_x = cfg["start_x"]
    groups = []
    for kind, deltas in (("pads", hard["pad_speeds"]), ("terrace", hard["terrace_speeds"])):
        by_level: dict[int, list[Throw]] = {}
        for delta in deltas:  # listed likeliest first
            for offset in hard["start_offsets"]:
                for target_x, target_y, target_level in cfg["targets"][kind]:
                    y = _start_y(target_y, offset if target_y <= 0 else -offset)
                    speed = cfg["level_speed"][str(target_level)] + delta
                    by_level.setdefault(target_level, []).append(
                        Throw(start_x, y, _aimed(start_x, y, target_x, target_y), speed, 6, 0, bonus))
        groups += [by_level[level] for level in sorted(by_level, reverse=True)]
    groups.append(_knock_shots(state, bonus))
    groups.append(_random_candidates(hard["random_candidates"], rng, bonus))
    return _interleave([g for g in groups if g])


class _Search:
    """Trials of candidate throws from one position, their running means, and the work done."""

    def __init__(self, state: TumblinState, budget: Budget, search: Budget, greedy: bool, trial: dict | None):
        self.state, self.budget, self.search, self.greedy, self.trial = state, budget, search, greedy, trial
        self.team = state.teams[state.to_move]
        self.trials = 0

    def time_for_another(self) -> bool:
        """Whether one more trial, as long as those so far took, still ends within the search's time
        (the first trial always runs): so a slow trial on a busy machine does not overrun it."""
        if not self.trials:
            return True
        return self.search.left() > self.search.elapsed() / self.trials

    def value(self, throw: Throw) -> float:
        self.budget.check_cancel()
        self.trials += 1
        after = self.state.result(throw, self.budget.cancel, remember=False, trial=self.trial).state
        return _value(self.state, after, self.team, self.greedy)


def _simple_search(state: TumblinState, level: str, candidates: list[Throw], rng: Rng, budget: Budget,
                   search: Budget) -> Throw:
    """Easy and normal: each candidate tried `samples` times with fresh errors; the best mean wins."""
    settings = config()["levels"][level]
    samples, aim_error, speed_error = settings["samples"], settings["aim_error"], settings["speed_error"]
    trials = _Search(state, budget, search, level == "easy", config()["trial_simulation"])
    scored: list[tuple[float, int, Throw]] = []
    for k, intent in enumerate(candidates):
        total = 0.0
        for _ in range(samples):
            if scored and not trials.time_for_another():
                return max(scored, key=lambda entry: entry[:2])[2]
            total += trials.value(_noisy(intent, rng, aim_error, speed_error))
        scored.append((total / samples, -k, intent))
    return max(scored, key=lambda entry: entry[:2])[2]


def _halving_search(state: TumblinState, candidates: list[Throw], rng: Rng, budget: Budget,
                    search: Budget) -> tuple[Throw, int, int]:
    """Hard: screen as many candidates as the time allows with one trial each, then successive halving
    (the best third stay, each round shares out what is left) with common random numbers; the last few
    then take trials in turn until the time is up. Returns the best throw, the trials run and the number
    of candidates screened.

    The plan follows the trials the time still allows, projected from the time per trial so far (at most
    `max_trials`, or `FIXED_SAMPLES`): on a busy machine fewer candidates are screened, so the best
    still get most of the trials. With time to spare the plan depends on the counts only (deterministic)."""
    hard = config()["levels"]["hard"]
    aim_error, speed_error = hard["aim_error"], hard["speed_error"]
    cap = max(1, FIXED_SAMPLES if FIXED_SAMPLES is not None else hard["max_trials"])
    ratio, final_keep = hard["keep_ratio"], hard["final_keep"]
    trials = _Search(state, budget, search, False, config()["trial_simulation"])
    errors: list[tuple[float, float]] = []  # trial k of every candidate uses errors[k]
    sums = [0.0] * len(candidates)
    counts = [0] * len(candidates)

    def projected() -> int:
        """The trials this search can run in all."""
        if not trials.trials:
            return cap
        per_trial = max(search.elapsed(), 1e-6) / trials.trials
        return min(cap, trials.trials + int(max(0.0, search.left()) / per_trial))

    def out_of_work() -> bool:
        return trials.trials >= cap or not trials.time_for_another()

    def run(k: int) -> None:
        n = counts[k]
        while len(errors) <= n:
            errors.append((rng.gauss(), rng.gauss()))
        sums[k] += trials.value(_jitter(candidates[k], *errors[n], aim_error, speed_error))
        counts[k] += 1

    def mean(k: int) -> float:
        return sums[k] / counts[k] if counts[k] else -math.inf

    # Stage one: the screen. Its first trial tells how long a trial takes.
    alive: list[int] = []
    for k in range(len(candidates)):
        if out_of_work():
            break
        if k >= hard["min_screen"] and k >= projected() * hard["screen_share"]:
            break
        run(k)
        alive.append(k)
    # Stage two: successive halving, then the last few in turn.
    while not out_of_work():
        alive.sort(key=lambda k: (-mean(k), k))
        keep = max(final_keep, math.ceil(len(alive) / ratio))
        alive = alive[:keep]
        rounds = 1 + (math.ceil(math.log(keep / final_keep, ratio)) if keep > final_keep else 0)
        share = max(1, (projected() - trials.trials) // rounds // keep)
        for _ in range(share):
            for k in alive:
                if out_of_work():
                    break
                run(k)
    best = min(alive, key=lambda k: (-mean(k), k))
    return candidates[best], trials.trials, len(counts) - counts.count(0)


def choose(state: TumblinState, level: str, rng: Rng, budget: Budget) -> Throw | NextRound:
    """The move for the seat to move: `NEXT_ROUND` after a scored round, else the best throw found
    within `budget` (`SearchCancelled` when the caller cancels)."""
    if state.outcome() is not None:
        raise IllegalMove(Refusal.GAME_OVER)
    if state.legal_moves():
        return NEXT_ROUND
    cfg = config()
    settings = cfg["levels"][level]
    search = budget.part(cfg["search_share"])
    hand = [state.dice[i] for i in state.hand(state.to_move)]
    bonus = all(d.bonus for d in hand)  # the bonus die goes last, where nobody can knock it off
    if level == "hard":
        best, _, _ = _halving_search(state, _planned_candidates(state, rng, bonus), rng, budget, search)
    elif level == "easy":
        best = _simple_search(state, level, _person_candidates(rng, bonus), rng, budget, search)
    else:
        best = _simple_search(state, level, _random_candidates(settings["candidates"], rng, bonus), rng, budget,
                              search)
    throw = _noisy(best, rng, settings["aim_error"], settings["speed_error"])
    state.result(throw, budget.cancel)  # simulate it here, in the worker, so applying it is instant
    return throw




# --------------------------------------------------------------------------- the analysis


def chances(state: TumblinState, rng: Rng, budget: Budget) -> Evaluation:
    """Each seat's chance to win from `state` (not finished): the share of the model's games (a fixed
    number, data/ai.json "analysis") that its team wins, shared among the winners like a finished game's."""
    budget.check_cancel()
    model = _Model(state.options)
    now = _Position(state)
    bank = _round_bank(state.seats, json.dumps(state.options, sort_keys=True))
    wins = [0.0] * state.seats
    games = 0
    for _ in range(config()["analysis"]["games"]):
        if games and budget.expired():
            break  # the safety net: fewer games than the data asks for
        budget.check_cancel()
        leaders = now.play_out(model, bank, rng)
        winners = [seat for seat in range(state.seats) if state.teams[seat] in leaders]
        share_win(wins, winners)
        games += 1
    return Evaluation([w / games for w in wins], NEXT_ROUND if state.legal_moves() else None)


OFF_LEVEL = -1  # a die off the board; level 0 is short of the line


class _Model:
    """Where the model's throws land and what they score (data/ai.json "analysis")."""

    def __init__(self, options: dict[str, Any]):
        figures = config()["analysis"]
        self.landing = [(int(level), p) for level, p in figures["landing"].items() if not level.startswith("_")]
        self.knock = {int(level): p for level, p in figures["knock"].items() if not level.startswith("_")}
        self.moved = {int(level): (p["off"], p["off"] + p["up"]) for level, p in figures["knocked"].items()
                      if not level.startswith("_")}
        self.negative = options.get("off_board") == "negative"
        self.add = options.get("scoring") == "add"

    def land(self, rng: Rng) -> int:
        """A thrown die's level (OFF_LEVEL, 0 short, 1-4)."""
        draw = rng.random()
        for level, p in self.landing:
            draw -= p
            if draw < 0:
                return level
        return self.landing[-1][0]

    def knocked(self, level: int, rng: Rng) -> int:
        """Where a die that a throw moved ends up: off the board, one level further down, or on its level."""
        off, up = self.moved[level]
        draw = rng.random()
        if draw < off:
            return OFF_LEVEL
        return min(4, level + 1) if draw < up else level

    def points(self, level: int, face: int, bonus: bool) -> int:
        if level == OFF_LEVEL:
            points = -face if self.negative else 0
        elif level == 0:
            points = 0
        else:
            points = face + level if self.add else face * level
        return points * 2 if bonus else points


class _Position:
    """What the model needs of a position: the dice on the board, the hands, the order, the score sheet."""

    def __init__(self, state: TumblinState):
        self.state = state
        options = state.options
        self.teams, self.team_count = state.teams, state.team_count
        self.goal = options.get("goal", "rounds")
        self.rounds = int(options.get("rounds", 4))
        self.wins_needed = int(options.get("wins_needed", 4))
        self.bonus = options.get("all_dice_bonus", "none")
        self.dice_of = [sum(1 for d in state.dice if d.owner == seat) for seat in range(state.seats)]
        self.scored = state.phase == SCORED
        self.board = []  # [owner, level, face, sides, bonus] of every die that still counts where it lies
        self.gone = [0] * state.seats  # points of the dice that left the board this round, per owner
        self.hands: list[list[tuple[int, bool]]] = [[] for _ in range(state.seats)]
        for die in state.dice:
            sides = shape(die.shape).sides
            if die.status == HAND:
                self.hands[die.owner].append((sides, die.bonus))
            elif not self.scored:
                if die.status == BOARD:
                    place = place_of(die)
                    self.board.append([die.owner, place.level or 0, place.face, sides, die.bonus])
                else:
                    self.gone[die.owner] += die_points(die, options)
        for hand in self.hands:
            hand.sort(key=lambda d: d[1])  # the bonus die last

    def play_out(self, model: _Model, bank: tuple, rng: Rng) -> list[int]:
        """One game to its end through the model: the winning teams."""
        state = self.state
        totals, wins = list(state.totals), list(state.wins)
        playing = sorted({self.teams[s] for s in state.order})
        round_no = state.round_no
        if not self.scored:
            points = self._finish_round(model, rng)
            leaders, playing = self._close(points, playing, totals, wins, round_no)
            if leaders:
                return leaders
        for _ in range(config()["analysis"]["round_cap"]):
            round_no += 1
            row, turn = bank[rng.below(len(bank))], rng.below(self.team_count)
            points = [row[(t + turn) % self.team_count] for t in range(self.team_count)]
            leaders, playing = self._close(points, playing, totals, wins, round_no)
            if leaders:
                return leaders
        top = max(totals)
        return [t for t in range(self.team_count) if totals[t] == top]

    def _finish_round(self, model: _Model, rng: Rng) -> list[int]:
        """The points per team at the end of the current round: the throws still to come, in turn."""
        state = self.state
        board = [list(d) for d in self.board]
        gone = list(self.gone)
        hands = [list(h) for h in self.hands]
        order, turn = state.order, state.turn
        while True:
            seat = order[turn]
            _throw(model, rng, seat, hands[seat].pop(0), board, gone)
            for step in range(1, len(order) + 1):
                if hands[order[(turn + step) % len(order)]]:
                    turn = (turn + step) % len(order)
                    break
            else:
                break
        return self._round_points(model, board, gone, order)

    def _round_points(self, model: _Model, board: list, gone: list, order: tuple) -> list[int]:
        points = [0] * self.team_count
        for seat, lost in enumerate(gone):
            points[self.teams[seat]] += lost
        scoring = [0] * len(gone)
        for owner, level, face, _, bonus in board:
            points[self.teams[owner]] += model.points(level, face, bonus)
            scoring[owner] += level >= 1
        if self.bonus != "none":
            for seat in set(order):
                if scoring[seat] == self.dice_of[seat]:
                    if self.bonus == "double":
                        points[self.teams[seat]] += sum(model.points(d[1], d[2], d[4]) for d in board if d[0] == seat)
                    else:
                        points[self.teams[seat]] += 10 if self.bonus == "plus10" else 20
        return points

    def _close(self, points: list, playing: list, totals: list, wins: list, round_no: int) -> tuple[list, list]:
        """The end of a round as the rules score it (`TumblinState._end_round`): the teams that won the
        game (none yet: an empty list), and the teams that play the next round."""
        count_round(points, playing, totals, wins)
        teams = range(self.team_count)
        if self.goal == "rounds":
            if round_no < self.rounds:
                return [], playing
            top = max(totals[t] for t in playing)
            leaders = [t for t in playing if totals[t] == top]
            return (leaders, playing) if len(leaders) == 1 else ([], leaders)
        if self.goal in ("301", "501"):
            if max(totals) < int(self.goal):
                return [], playing
            return [t for t in teams if totals[t] == max(totals)], playing
        if max(wins) < self.wins_needed:
            return [], playing
        top = max((wins[t], totals[t]) for t in teams)
        return [t for t in teams if (wins[t], totals[t]) == top], playing


def _throw(model: _Model, rng: Rng, seat: int, die: tuple[int, bool], board: list, gone: list) -> None:
    """One throw of the model: it may knock dice lying on the board away, then the die lands."""
    knock = model.knock
    for lying in list(board):
        if rng.random() < knock.get(lying[1], 0.0):
            level = model.knocked(lying[1], rng)
            lying[2] = rng.randint(1, lying[3])
            if level == OFF_LEVEL:
                board.remove(lying)
                gone[lying[0]] += model.points(OFF_LEVEL, lying[2], lying[4])
            else:
                lying[1] = level
    sides, bonus = die
    level, face = model.land(rng), rng.randint(1, sides)
    if level >= 1:
        board.append([seat, level, face, sides, bonus])
    else:
        gone[seat] += model.points(level, face, bonus)


@lru_cache(maxsize=8)
def _round_bank(seats: int, options_json: str) -> tuple:
    """Points per team of whole rounds played through the model from an empty board, every seat throwing:
    the rounds still to come. Always the same rounds for the same game (their own fixed seed)."""
    figures = config()["analysis"]
    options = json.loads(options_json)
    model = _Model(options)
    start = TumblinState.initial(seats, options, Rng(0))
    fresh = _Position(start)
    rng = Rng(figures["bank_seed"])
    order = tuple(range(seats))
    rows = []
    for _ in range(figures["bank_rounds"]):
        board: list = []
        gone = [0] * seats
        hands = [list(h) for h in fresh.hands]
        for k in range(max(len(h) for h in hands)):
            for seat in order:
                if k < len(hands[seat]):
                    _throw(model, rng, seat, hands[seat][k], board, gone)
        rows.append(tuple(fresh._round_points(model, board, gone, order)))
    return tuple(rows)


__all__ = ["chances", "choose", "config"]
