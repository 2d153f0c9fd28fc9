"""Tumblin-Dice physics speed: one throw to rest with 18 dice on the board, and a hard computer move.

    .venv/bin/python bench/tumblin.py

Prints the median wall time per throw (goal: under 20 ms with 18 dice), the
simulated seconds per wall second, and, side by side as the peer figure, the
same throws with MuJoCo's sleeping switched off (what the sleep flag buys).
"""

from __future__ import annotations

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
from engine.tumblin import Throw, physics  # noqa: E402
from engine.tumblin.rules import BOARD  # noqa: E402
from engine.tumblin.shapes import resting_quat, shape  # noqa: E402


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
        physics.model_xml = lambda shapes: original(shapes).replace('<flag sleep="enable"/>', "")
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


def main() -> None:
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


if __name__ == "__main__":
    main()
