"""EQUILIBRIX Combact computer levels: win rate of each level against the others, time per decision.

    .venv/bin/python bench/equilibrix.py                      # short: 4 games per pairing, Autonomy
    .venv/bin/python bench/equilibrix.py --games 10 --target ziele --deadline 1.0
    .venv/bin/python bench/equilibrix.py --mcts               # the generic MCTS (engine/ai) as a peer

Every pairing plays half its games with each level starting. A draw counts half. The three
levels are the game's own players (engine/equilibrix/ai.py): easy a noisy one-ply pick, normal
and hard a two-ply search, hard over a longer shortlist against every reply. --mcts adds the
generic Monte Carlo tree search of engine/ai, called with the whole deadline, as a peer.
"""

from __future__ import annotations

import argparse
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

PLAYERS = {
    "easy": lambda s, seed, dl: engine.ai.choose(s, "easy", seed, dl),
    "normal": lambda s, seed, dl: engine.ai.choose(s, "normal", seed, dl),
    "hard": lambda s, seed, dl: engine.ai.choose(s, "hard", seed, dl),
    "mcts": lambda s, seed, dl: mcts_choose(s, engine.Rng(seed), Budget(dl), min_iterations=16),
}


def play(first: str, second: str, target: str, seed: int, deadline: float, times: dict) -> int | None:
    """One game; returns the winning player's index (0 = `first`), None for a draw."""
    state = engine.new_game("equilibrix", 2, {"target": target}, seed=seed)
    names = (first, second)
    ply = 0
    while state.outcome() is None:
        name = names[state.to_move]
        start = time.perf_counter()
        move = PLAYERS[name](state, seed * 1000 + ply, deadline)
        times[name].append(time.perf_counter() - start)
        state = state.apply(move)
        ply += 1
    winners = state.outcome().winners
    return winners[0] if winners else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=4, help="games per pairing (default 4)")
    parser.add_argument("--target", default="autonomie", choices=("autonomie", "zeitfaktor", "ziele"))
    parser.add_argument("--deadline", type=float, default=0.5, help="seconds per decision (default 0.5)")
    parser.add_argument("--mcts", action="store_true", help="add the generic MCTS player as a peer")
    parser.add_argument("--levels", default="easy,normal,hard",
                        help="the players to pair up, comma-separated (default easy,normal,hard)")
    args = parser.parse_args()
    levels = args.levels.split(",") + (["mcts"] if args.mcts else [])
    if not set(levels) <= set(PLAYERS) or len(levels) < 2:
        parser.error(f"--levels: at least two of {', '.join(PLAYERS)}")
    times: dict[str, list[float]] = defaultdict(list)
    print(f"EQUILIBRIX Combact, target {args.target}, {args.games} games per pairing, "
          f"{args.deadline:.2f} s per decision")
    print(f"{'pairing':<18}{'score':>10}{'win rate':>10}")
    totals: dict[str, list[float]] = defaultdict(lambda: [0.0, 0])
    for i, a in enumerate(levels):
        for b in levels[i + 1:]:
            score = 0.0
            for g in range(args.games):
                first, second = (a, b) if g % 2 == 0 else (b, a)
                winner = play(first, second, args.target, seed=g + 1, deadline=args.deadline, times=times)
                if winner is None:
                    score += 0.5
                elif (first, second)[winner] == a:
                    score += 1
            totals[a][0] += score
            totals[a][1] += args.games
            totals[b][0] += args.games - score
            totals[b][1] += args.games
            print(f"{a + ' v ' + b:<18}{score:>6.1f}/{args.games:<3}{score / args.games:>10.0%}")
    print()
    print(f"{'player':<10}{'win rate':>10}{'decisions':>11}{'mean s':>9}{'max s':>8}")
    for name in levels:
        won, played = totals[name]
        t = times[name]
        print(f"{name:<10}{won / played:>10.0%}{len(t):>11}{statistics.mean(t):>9.3f}{max(t):>8.3f}")


if __name__ == "__main__":
    main()
