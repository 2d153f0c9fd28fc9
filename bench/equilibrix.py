"""EQUILIBRIX Combact computer levels: win rate of each level against the others, time per decision.

    .venv/bin/python bench/equilibrix.py                      # short: 4 games per pairing, Autonomy
    .venv/bin/python bench/equilibrix.py --games 20 --targets ziele,kampagne --deadline 1.0
    .venv/bin/python bench/equilibrix.py --levels normal,hard --targets all --games 20
    .venv/bin/python bench/equilibrix.py --mcts               # the generic MCTS (engine/ai) as a peer

Games come in pairs: the same seed (ring order) twice, each level starting once. A draw counts
half. The three levels are the game's own players (engine/equilibrix/ai.py): easy a noisy one-ply
pick, normal a two-ply check of its best moves, hard an iterative-deepening alpha-beta search over
the best-looking moves. --mcts adds the generic Monte Carlo tree search of engine/ai, called with
the whole deadline, as a peer. Every game runs to its natural end (they are short: the ring and
the board run out), so no adjudication is needed.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import math
import os
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
import engine.ai  # noqa: E402
from engine.ai import Budget  # noqa: E402
from engine.ai.mcts import mcts_choose  # noqa: E402
from engine.equilibrix import ai as equilibrix_ai  # noqa: E402

TARGETS = ("autonomie", "zeitfaktor", "ziele", "kampagne")

#: The modes the strength tournament (bench/strength.py) plays: every target, two seats. A game ends by
#: itself (the ring and the board run out; Autonomy and 3+3 Targets after two passes, which the computer
#: only plays when it wins or has nothing left to place), so there is no move cap; a campaign is one
#: game of up to nine games. Should a cap ever be set, adjudicate by `state.scores()` (territory in
#: Autonomy, own linked bases in 3+3 Targets, covered fields in Time Factor, victory points in a campaign).
TOURNAMENT = {
    "modes": [
        {"name": "autonomy", "seats": 2, "options": {"target": "autonomie"}, "move_cap": None},
        {"name": "time factor", "seats": 2, "options": {"target": "zeitfaktor"}, "move_cap": None},
        {"name": "3+3 targets", "seats": 2, "options": {"target": "ziele"}, "move_cap": None},
        {"name": "campaign", "seats": 2, "options": {"target": "kampagne", "first_target": "autonomie"},
         "move_cap": None},
    ],
}

#: The clock of every budget: wall time, or (--cpu) this process's CPU time, for a fair match on a
#: machine other jobs share.
CLOCK = [time.monotonic]


def game_ai(module, level: str):
    def player(state, seed: int, deadline: float):
        if state.outcome() is not None:
            raise engine.IllegalMove("game_over")
        return module.choose(state, level, engine.Rng(seed), Budget(deadline, clock=CLOCK[0]))
    return player


PLAYERS = {
    "easy": game_ai(equilibrix_ai, "easy"),
    "normal": game_ai(equilibrix_ai, "normal"),
    "hard": game_ai(equilibrix_ai, "hard"),
    "mcts": lambda s, seed, dl: mcts_choose(s, engine.Rng(seed), Budget(dl, clock=CLOCK[0]), min_iterations=16),
}


def add_variant(name: str, changes: str) -> None:
    """Add a player `name`: hard with data/ai.json changed by `changes`, a JSON object such as
    '{"levels": {"hard": {"widths": [10, 6]}}, "weights": {"hard": {"zeitfaktor": {"mobility": 0}}}}'
    (objects are merged key by key)."""
    def merged(base, extra):
        if isinstance(base, dict) and isinstance(extra, dict):
            return {**base, **{k: merged(base.get(k), v) for k, v in extra.items()}}
        return extra
    params = merged(equilibrix_ai.PARAMS, json.loads(changes))

    def player(state, seed: int, deadline: float):
        budget = Budget(deadline, clock=CLOCK[0])
        if state.phase != "play" or len(state.legal_moves()) == 1:
            return equilibrix_ai.choose(state, "hard", engine.Rng(seed), budget)
        return equilibrix_ai.hard_choice(state, engine.Rng(seed), budget, params["levels"]["hard"],
                                         params["weights"]["hard"])
    PLAYERS[name] = player


def load_old(path: str) -> None:
    """Add "old-easy", "old-normal" and "old-hard": the levels of another copy of ai.py (before/after)."""
    spec = importlib.util.spec_from_file_location("equilibrix_old_ai", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for level in ("easy", "normal", "hard"):
        PLAYERS["old-" + level] = game_ai(module, level)


def options_for(target: str) -> dict:
    return {"target": target, "first_target": "autonomie"} if target == "kampagne" else {"target": target}


def play(first: str, second: str, target: str, seed: int, deadline: float, times: dict) -> tuple[int | None, int]:
    """One game; (the winning player's index (0 = `first`) or None for a draw, plies played)."""
    state = engine.new_game("equilibrix", 2, options_for(target), seed=seed)
    names = (first, second)
    ply = 0
    while state.outcome() is None:
        name = names[state.to_move]
        start = CLOCK[0]()
        move = PLAYERS[name](state, seed * 1000 + ply, deadline)
        times[name].append(CLOCK[0]() - start)
        state = state.apply(move)
        ply += 1
    winners = state.outcome().winners
    return (winners[0] if winners else None), ply


def interval(score: float, games: int) -> str:
    """A 95% Wilson interval of the win rate."""
    if not games:
        return ""
    p, z = score / games, 1.96
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return f"{max(0.0, centre - half):.0%}-{min(1.0, centre + half):.0%}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=4, help="games per pairing and target, even (default 4)")
    parser.add_argument("--targets", default="autonomie",
                        help=f"comma-separated, from {', '.join(TARGETS)}, or all (default autonomie)")
    parser.add_argument("--deadline", type=float, default=0.5, help="seconds per decision (default 0.5)")
    parser.add_argument("--first-seed", type=int, default=1, help="seed of the first pair of games (default 1)")
    parser.add_argument("--mcts", action="store_true", help="add the generic MCTS player as a peer")
    parser.add_argument("--levels", default="easy,normal,hard",
                        help="the players to pair up, comma-separated (default easy,normal,hard)")
    parser.add_argument("--verbose", action="store_true", help="print every game")
    parser.add_argument("--cpu", action="store_true",
                        help="count the deadline in this process's CPU time, not wall time (a shared machine)")
    parser.add_argument("--old", metavar="AI_PY", help="another copy of engine/equilibrix/ai.py: adds its "
                        "levels as old-easy, old-normal, old-hard")
    parser.add_argument("--variant", action="append", default=[], metavar="NAME=JSON",
                        help="add a player NAME: hard with data/ai.json changed by JSON (see add_variant)")
    args = parser.parse_args()
    for variant in args.variant:
        name, _, changes = variant.partition("=")
        add_variant(name, changes)
    if args.cpu:
        CLOCK[0] = time.process_time
    if args.old:
        load_old(args.old)
    levels = args.levels.split(",") + (["mcts"] if args.mcts else [])
    if not set(levels) <= set(PLAYERS) or len(levels) < 2:
        parser.error(f"--levels: at least two of {', '.join(PLAYERS)}")
    targets = TARGETS if args.targets == "all" else tuple(args.targets.split(","))
    if not set(targets) <= set(TARGETS):
        parser.error(f"--targets: from {', '.join(TARGETS)}")
    times: dict[str, list[float]] = defaultdict(list)
    print(f"EQUILIBRIX Combact, {args.games} games per pairing and target, {args.deadline:.2f} s per decision"
          f" ({'CPU' if args.cpu else 'wall'} time; load {os.getloadavg()[0]:.1f})")
    print(f"{'target':<12}{'pairing':<18}{'score':>10}{'win rate':>10}{'95%':>11}{'plies':>7}")
    totals: dict[str, list[float]] = defaultdict(lambda: [0.0, 0])
    for target in targets:
        for i, a in enumerate(levels):
            for b in levels[i + 1:]:
                score, plies = 0.0, []
                for g in range(args.games):
                    first, second = (a, b) if g % 2 == 0 else (b, a)
                    seed = args.first_seed + g // 2
                    winner, ply = play(first, second, target, seed=seed, deadline=args.deadline, times=times)
                    plies.append(ply)
                    if winner is None:
                        score += 0.5
                    elif (first, second)[winner] == a:
                        score += 1
                    if args.verbose:
                        won = "draw" if winner is None else (first, second)[winner]
                        print(f"  seed {seed} {first} v {second}: {won} ({ply} plies)", flush=True)
                totals[a][0] += score
                totals[a][1] += args.games
                totals[b][0] += args.games - score
                totals[b][1] += args.games
                print(f"{target:<12}{a + ' v ' + b:<18}{score:>6.1f}/{args.games:<3}{score / args.games:>10.0%}"
                      f"{interval(score, args.games):>11}{statistics.mean(plies):>7.1f}", flush=True)
    print()
    print(f"{'player':<10}{'win rate':>10}{'decisions':>11}{'mean s':>9}{'max s':>8}")
    for name in levels:
        won, played = totals[name]
        t = times[name]
        print(f"{name:<10}{won / played:>10.0%}{len(t):>11}{statistics.mean(t):>9.3f}{max(t):>8.3f}")


if __name__ == "__main__":
    main()
