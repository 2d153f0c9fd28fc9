"""Tumblin-Dice: one level against another over whole games, with the search's work counted.

    nice -n 19 .venv/bin/python bench/tumblin_match.py --a hard --b normal --games 20 --deadline 2

Plays `--games` 2-player games of `--rounds` rounds (default 4, five dice each), seats alternated, a new
seed for every game (a pair on one seed would replay whole rounds move for move), and prints
one line per game and a summary: wins/draws/losses of `--a` (draws half), the mean final totals, and per
level the simulations per computer throw, the simulated throws per second of search and the mean and
max seconds per throw. `--samples A,B` fixes each level's number of trial simulations per throw instead
of its time (so a run does not depend on the machine's load; `--deadline` then only guards).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
import engine.ai  # noqa: E402
from engine.tumblin import ai as tumblin_ai  # noqa: E402
from engine.tumblin import physics  # noqa: E402

_count = {"sims": 0}
_simulate = physics.simulate


def _counted(*args, **kwargs):
    _count["sims"] += 1
    return _simulate(*args, **kwargs)


physics.simulate = _counted


def play_game(levels: tuple[str, str], seed: int, deadline: float, rounds: int, samples: dict[str, int],
              stats: dict[str, dict[str, list[float]]]):
    state = engine.new_game("tumblin", 2, {"rounds": rounds}, seed=seed)
    ply = 0
    while state.outcome() is None:
        level = levels[state.to_move]
        before = _count["sims"]
        start = time.perf_counter()
        tumblin_ai.FIXED_SAMPLES = samples.get(level)
        move = engine.ai.choose(state, level, seed=seed * 1000 + ply, deadline_s=deadline)
        spent = time.perf_counter() - start
        if not state.legal_moves():  # a throw, not the collecting of the dice
            sims = _count["sims"] - before
            stats[level]["sims"].append(sims)
            stats[level]["seconds"].append(spent)
        state = state.apply(move)
        ply += 1
    return state.outcome(), state.totals, state.history


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--a", default="hard")
    parser.add_argument("--b", default="normal")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deadline", type=float, default=2.0)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--samples", default="", help="trial simulations per throw for --a,--b (fixed work)")
    parser.add_argument("--json", default="", help="append the summary as one JSON line to this file")
    args = parser.parse_args()
    samples = {}
    if args.samples:
        a, b = (int(v) for v in args.samples.split(","))
        samples = {args.a: a, args.b: b} if args.a != args.b else {}
    stats = {level: {"sims": [], "seconds": []} for level in (args.a, args.b)}
    score = 0.0
    wins = draws = losses = 0
    totals_a, totals_b = [], []
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; {args.a} vs {args.b}, "
          f"{args.games} games of {args.rounds} rounds, deadline {args.deadline} s, samples {samples or 'by time'}")
    for game in range(args.games):
        seed = args.seed + game  # not one seed per pair: with the seats swapped, every round after a round
        # won by the same level would replay move for move (an empty board, the same Rng, the same order)
        a_seat = game % 2
        levels = (args.a, args.b) if a_seat == 0 else (args.b, args.a)
        outcome, totals, history = play_game(levels, seed, args.deadline, args.rounds, samples, stats)
        a_total, b_total = totals[a_seat], totals[1 - a_seat]
        totals_a.append(a_total)
        totals_b.append(b_total)
        if a_seat in outcome.winners and len(outcome.winners) == 1:
            wins, score = wins + 1, score + 1
        elif outcome.winners and a_seat not in outcome.winners:
            losses += 1
        else:
            draws, score = draws + 1, score + 0.5
        rounds = " ".join(f"{row[a_seat]}-{row[1 - a_seat]}" for row in history)
        print(f"game {game + 1:3} seed {seed} {args.a} seat {a_seat}: {a_total:4}-{b_total:<4} "
              f"running {wins}-{draws}-{losses}  rounds {rounds}", flush=True)
    n = args.games
    rate = score / n
    half = 1.96 * math.sqrt(max(rate * (1 - rate), 1e-9) / n)
    print(f"{args.a} vs {args.b}: {wins}-{draws}-{losses} (W-D-L) in {n} games, score {rate:.0%} "
          f"± {half:.0%} (95%), mean totals {statistics.mean(totals_a):.1f} vs {statistics.mean(totals_b):.1f}")
    summary = {"a": args.a, "b": args.b, "games": n, "wins": wins, "draws": draws, "losses": losses,
               "score": rate, "deadline": args.deadline, "samples": samples, "levels": {}}
    for level, s in stats.items():
        if not s["sims"]:
            continue
        rate_sims = sum(s["sims"]) / max(1e-9, sum(s["seconds"]))
        print(f"  {level:7} {statistics.mean(s['sims']):6.1f} sims/throw, {rate_sims:6.1f} sims/s, "
              f"{statistics.mean(s['seconds']):.2f} s mean, {max(s['seconds']):.2f} s max per throw "
              f"({len(s['sims'])} throws)")
        summary["levels"][level] = {"sims_per_throw": statistics.mean(s["sims"]), "sims_per_s": rate_sims,
                                    "mean_s": statistics.mean(s["seconds"]), "max_s": max(s["seconds"])}
    if args.json:
        with open(args.json, "a", encoding="utf-8") as out:
            out.write(json.dumps(summary) + "\n")


if __name__ == "__main__":
    main()
