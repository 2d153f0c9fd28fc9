"""Triple Domino strength: one level against another in two-player games, seats alternated, on a clock that
stands still (so the hard level takes its full sample count and the figures do not depend on the machine's load).

    .venv/bin/python bench/tripledomino_strength.py --games 200 --a hard --b normal --rules schmidt --target 400

Each seed is played twice, once with each level in seat 0 (the deal is the same), so luck of the deal cancels.
Prints the win rate of `--a` with a 95% interval (draws count half) and the mean points per game.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
from engine import Rng  # noqa: E402
from engine.ai import Budget  # noqa: E402
from engine.tripledomino import ai  # noqa: E402


def frozen() -> Budget:
    return Budget(2.0, clock=lambda: 0.0)


def player(level: str, params: str | None, module: str | None):
    """A function (state, rng) -> move: `level` of `engine.tripledomino.ai` with `params` (JSON) in place of
    its numbers of data/ai.json, or of another AI module's file (e.g. an older version, for comparison)."""
    if module:
        spec = importlib.util.spec_from_file_location("other_ai", module)
        other = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(other)
        return lambda state, rng: other.choose(state, level, rng, frozen())
    extra = json.loads(params) if params else None
    return lambda state, rng: ai.choose(state, level, rng, frozen(), extra)


def play(players: tuple, seed: int, options: dict) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    state = engine.new_game("tripledomino", 2, options=options, seed=seed)
    ply = 0
    while state.outcome() is None:
        move = players[state.to_move](state, Rng(seed * 7919 + ply))
        state = state.apply(move)
        ply += 1
    out = state.outcome()
    return out.winners, state.totals(), ply


def interval(p: float, n: int) -> float:
    return 1.96 * math.sqrt(max(p * (1 - p), 1e-9) / max(n, 1))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=40, help="games in all (an even number: seeds x 2 seats)")
    parser.add_argument("--a", default="hard")
    parser.add_argument("--b", default="normal")
    parser.add_argument("--a-params", help="JSON numbers replacing --a's of data/ai.json")
    parser.add_argument("--b-params")
    parser.add_argument("--a-module", help="the file of another AI module to play --a from")
    parser.add_argument("--b-module")
    parser.add_argument("--rules", default="schmidt")
    parser.add_argument("--target", type=int, default=400)
    parser.add_argument("--first-seed", type=int, default=1000)
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    options = {"rules": args.rules, "target": args.target}
    score = 0.0
    points = [0, 0]
    games = 0
    started = time.perf_counter()
    a = player(args.a, args.a_params, args.a_module)
    b = player(args.b, args.b_params, args.b_module)
    for i in range(args.games // 2):
        seed = args.first_seed + i
        for a_seat in (0, 1):
            players = (a, b) if a_seat == 0 else (b, a)
            winners, totals, _ = play(players, seed, options)
            games += 1
            if a_seat in winners:
                score += 1 / len(winners)
            points[0] += totals[a_seat]
            points[1] += totals[1 - a_seat]
        if not args.quiet:
            p = score / games
            print(f"{games:4d} games: {args.a} {p:5.1%} ± {interval(p, games):4.1%}", flush=True)
    p = score / games
    print(f"{args.rules} to {args.target}: {args.a} vs {args.b}: {score:g}/{games} = {p:.1%} ± {interval(p, games):.1%}"
          f"  mean points {points[0] / games:.0f} vs {points[1] / games:.0f}"
          f"  ({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
