"""Tumblin-Dice physics speed: one throw to rest with 18 dice on the board, and the computer's search.

    nice -n 19 .venv/bin/python bench/tumblin.py [--search-only]

Prints the median wall time per throw (goal: under 20 ms with 18 dice), the
simulated seconds per wall second, and, side by side as the peer figure, the
same throws with MuJoCo's sleeping switched off (what the sleep flag buys).
Then the search: the cheaper trial settings of `data/ai.json` against the full
simulation (CPU time, same final level and place for every die), and per level
the trial throws, candidates and simulations per second in a 2 s move on a
board with 3 and with 17 dice (the load average is printed beside).

`TOURNAMENT` tells `bench/strength.py` which matches to play (see there); a level-against-level
match with fixed work per throw is `bench/tumblin_match.py`.
"""

from __future__ import annotations

import math
import os
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
import engine.ai  # noqa: E402
from engine.ai.budget import Budget  # noqa: E402
from engine.rng import Rng  # noqa: E402
from engine.tumblin import Throw, ai, physics  # noqa: E402
from engine.tumblin.rules import BOARD, place_of  # noqa: E402
from engine.tumblin.shapes import resting_quat, shape  # noqa: E402

#: The matches of the strength tournament (bench/strength.py reads this literal): Tumblin-Dice games end by
#: themselves (4 rounds, then overtime between tied players only), so the cap only guards; at the cap the
#: seat ahead by `state.scores()` (the running totals) wins, equal totals draw. The issue measures at 2 s per
#: move: a 2-player game is 40 throws (about 50 s with hard in it, 20 s for normal against easy), a 3-player
#: one 48. Hard uses all its time; normal and easy stop when their fixed work is done.
TOURNAMENT = {
    "seconds": 2.0,
    "games": 4,
    "modes": [
        {"name": "2 players, 5 dice, 4 rounds", "seats": 2, "options": {}, "move_cap": 200},
        {"name": "3 players, 4 dice, 4 rounds", "seats": 3, "options": {}, "move_cap": 200, "games": 8},
    ],
}


def board_with_17_dice(seed: int = 1):
    """A 2-player game (9 dice each) with 17 dice resting on the scoring levels; the 18th is thrown."""
    state = engine.new_game("tumblin", 2, {"two_player_dice": "nine"}, seed=seed)
    rnd = random.Random(seed)
    b = physics.board()
    dice, spots = list(state.dice), []
    for index in range(17):
        while True:
            x, y = rnd.uniform(0.32, 0.86), rnd.uniform(-0.2, 0.2)
            slab = b.slab_under(x, y, 1.0)
            inside = slab and slab.x0 + 0.012 < x < slab.x1 - 0.012 and slab.y0 + 0.012 < y < slab.y1 - 0.012
            if (inside and slab.level >= 1
                    and all((x - px) ** 2 + (y - py) ** 2 > 0.03 ** 2 for px, py in spots)
                    and all((x - px) ** 2 + (y - py) ** 2 > 0.02 ** 2 for px, py, _ in b.pegs)):
                break
        spots.append((x, y))
        quat = resting_quat(shape("d6", b.edge), rnd.randint(1, 6), rnd.uniform(0, 6.28))
        dice[index] = replace(dice[index], status=BOARD, pose=(x, y, slab.top + b.edge / 2 + 1e-4, *quat))
    state = state._with(dice=tuple(dice))
    return state._with(order=(1, 0), turn=0)  # die 17, the last in hand, is seat 1's


def throws(n: int):
    rnd = random.Random(7)
    return [Throw(40, rnd.randint(-60, 60), rnd.randint(-90, 90), rnd.randint(1400, 2300), rnd.randint(0, 20), 0)
            for _ in range(n)]


def time_throws(state, sleep: bool) -> tuple[float, float, float]:
    original = physics.model_xml
    if not sleep:
        physics.model_xml = lambda shapes, timestep=None: original(shapes, timestep).replace('<flag sleep="enable"/>', "")
        physics._models.clear()
    walls, cpus, sims = [], [], []
    try:
        for throw in throws(21):
            thrown = state.thrown_die(throw)
            bodies = tuple(state.on_board()) + (thrown,)
            launch = physics.launch_for(throw.x / 1000, throw.y / 1000, throw.aim / 1000, throw.speed / 1000,
                                        throw.topspin, 0.0, (1.0, 0.0, 0.0, 0.0), "d6")
            start, cpu = time.perf_counter(), time.process_time()
            shapes = tuple(state.dice[i].shape for i in bodies)
            run = physics.simulate(shapes, [state.dice[i].pose for i in bodies[:-1]], launch)
            walls.append(time.perf_counter() - start)
            cpus.append(time.process_time() - cpu)
            sims.append(run.sim_time)
    finally:
        physics.model_xml = original
        physics._models.clear()
    walls, cpus = walls[1:], cpus[1:]  # the first includes compiling the model
    return statistics.median(walls) * 1000, statistics.median(cpus) * 1000, sum(sims[1:]) / sum(walls)


def trial_agreement(state, n: int = 12) -> tuple[float, float, float]:
    """CPU time of the trial settings against the full simulation, and the share of dice that end on
    the same level within 2 mm of the same place."""
    trial = ai.config()["trial_simulation"]
    full_cpu = trial_cpu = 0.0
    same = total = 0
    for throw in throws(n):
        start = time.process_time()
        full = state.result(throw, remember=False).state
        full_cpu += time.process_time() - start
        start = time.process_time()
        cheap = state.result(throw, remember=False, trial=trial).state
        trial_cpu += time.process_time() - start
        for a, b in zip(full.dice, cheap.dice):
            if a.status != "hand":
                total += 1
                same += a.status == b.status and (a.status != BOARD or (
                    place_of(a) == place_of(b) and math.dist(a.pose[:3], b.pose[:3]) < 0.002))
    return full_cpu * 1000 / n, trial_cpu * 1000 / n, same / total


def search_work(state, seconds: float = 2.0) -> None:
    """Trial throws, candidates and simulations per second of each level in one move of `seconds`."""
    count = {"sims": 0}
    original = physics.simulate

    def counted(*args, **kwargs):
        count["sims"] += 1
        return original(*args, **kwargs)

    physics.simulate = counted
    try:
        for level in engine.LEVELS:
            count["sims"] = 0
            cpu, wall = time.process_time(), time.perf_counter()
            budget = Budget(seconds)
            if level == "hard":
                candidates = ai._planned_candidates(state, Rng(1), False)
                _, trials, screened = ai._halving_search(state, candidates, Rng(1), budget,
                                                         budget.part(ai.config()["search_share"]))
                what = f"{screened} of {len(candidates)} candidates screened"
            else:
                ai.choose(state, level, Rng(1), budget)
                trials = count["sims"] - 1
                settings = ai.config()["levels"][level]
                what = f"{settings['candidates']} candidates x {settings['samples']}"
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            print(f"  {level:7} {trials:4} trials ({what}) in {wall:.2f} s: {trials / wall:6.1f} sims/s wall, "
                  f"{trials / max(cpu, 1e-9):6.1f} per CPU second")
    finally:
        physics.simulate = original


def main() -> None:
    if "--search-only" in sys.argv:
        return search_report()
    state = board_with_17_dice()
    assert len(state.on_board()) == 17
    ms, cpu, rate = time_throws(state, sleep=True)
    peer_ms, peer_cpu, peer_rate = time_throws(state, sleep=False)
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"{'one throw, 18 dice':32} {'median ms':>10} {'cpu ms':>8} {'sim-s/wall-s':>13}")
    print(f"{'MuJoCo, sleep on (ours)':32} {ms:10.1f} {cpu:8.1f} {rate:13.1f}")
    print(f"{'MuJoCo, sleep off (peer)':32} {peer_ms:10.1f} {peer_cpu:8.1f} {peer_rate:13.1f}")
    print(f"goal < 20 ms median: wall {'met' if ms < 20 else 'not met at this load'}, "
          f"CPU time {'met' if cpu < 20 else 'not met'}")
    for level in ("normal", "hard"):
        start = time.perf_counter()
        engine.ai.choose(state, level, seed=1, deadline_s=3.0)
        print(f"{level} computer move with 17 dice on the board: {time.perf_counter() - start:.2f} s (deadline 3 s)")
    search_report()


def search_report() -> None:
    few = engine.new_game("tumblin", 2, seed=2)
    rnd = random.Random(3)
    for _ in range(4):
        few = few.apply(Throw(40, rnd.randint(-60, 60), rnd.randint(-90, 90), rnd.randint(1500, 2100), 6, 0))
    many = board_with_17_dice()
    for name, state in ((f"{len(few.on_board())} dice on the board", few), ("17 dice on the board", many)):
        full_ms, trial_ms, same = trial_agreement(state)
        print(f"{name}, load average {os.getloadavg()[0]:.1f}: full simulation {full_ms:.1f} CPU ms, trial "
              f"{trial_ms:.1f} CPU ms ({trial_ms / full_ms:.2f}x), {same:.0%} of the dice end at the same place")
        search_work(state)


if __name__ == "__main__":
    main()
