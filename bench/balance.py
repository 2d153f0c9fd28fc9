"""Balance DUELS figures: how often games end by a tip, how long they last, and how strong each level is.

    .venv/bin/python bench/balance.py            # short run (a few minutes; hard games take a second or two each)
    .venv/bin/python bench/balance.py --long     # more games per cell
    .venv/bin/python bench/balance.py --games 200 --matches 100

Part 1 plays cautious greedy players (the spec's section 3.5 bots) against each other in every mode at
every sensitivity preset and prints the share of games that ended by a tip (spec, 2 players at 8.5:
about 0.33, about 46 turns). Part 2 plays each computer level against the cautious greedy player and the
levels against each other in the 2-player duel, seats swapped every game.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
import engine.ai  # noqa: E402
from engine.balance import ai  # noqa: E402
from engine.balance.events import Tipped  # noqa: E402
from engine.balance.physics import presets  # noqa: E402

MODES = (
    ("duel 6L", 2, {}),
    ("duel 8L", 2, {"pawns": 8}),
    ("team 3p", 3, {"mode": "team"}),
    ("team 4p", 4, {"mode": "team"}),
    ("indiv 3p", 3, {"mode": "individual"}),
    ("indiv 4p", 4, {"mode": "individual"}),
)

GREEDY = "greedy"


def pick(state, player: str, seed: int):
    if player == GREEDY:
        return ai.greedy_choose(state)
    return engine.ai.choose(state, player, seed=seed, deadline_s=1.0)


def play(seats: int, options: dict, players: list[str], seed: int, tips: list[int] | None = None):
    """Play one game to the end; `tips` (if given) gets one entry per tip of the arm."""
    state = engine.new_game("balance", seats, options, seed=seed)
    ply = 0
    while state.outcome() is None:
        state = state.apply(pick(state, players[state.to_move], seed * 1000 + ply))
        if tips is not None:
            tips.extend(1 for e in state.events if isinstance(e, Tipped))
        ply += 1
    return state


def tip_table(games: int) -> None:
    print(f"Cautious greedy players, {games} games per cell: share of rounds ended by a tip / mean turns per game")
    print("(a duel is one round; team and individual games play a new round after every tip that does not end them)")
    names = presets()
    print(f"{'mode':10s}" + "".join(f"{name:>18s}" for name in names))
    for label, seats, options in MODES:
        cells = []
        for preset in names:
            opts = dict(options, sensitivity=preset)
            tips: list[int] = []
            rounds = turns = 0
            for g in range(games):
                end = play(seats, opts, [GREEDY] * seats, seed=g + 1, tips=tips)
                rounds += end.round_no
                turns += end.turns
            cells.append(f"{len(tips) / rounds:6.2f} / {turns / games:5.1f}")
        print(f"{label:10s}" + "".join(f"{c:>18s}" for c in cells), flush=True)


def match(a: str, b: str, games: int, options: dict | None = None) -> tuple[float, float]:
    """Share of games `a` wins against `b` (seats swapped every game), and seconds per game."""
    wins = 0.0
    start = time.monotonic()
    for g in range(games):
        players = [a, b] if g % 2 == 0 else [b, a]
        end = play(2, options or {}, players, seed=10_000 + g // 2)
        winners = end.outcome().winners
        seat_a = 0 if g % 2 == 0 else 1
        wins += 1.0 if seat_a in winners else (0.5 if not winners else 0.0)
    return wins / games, (time.monotonic() - start) / games


def level_table(games: int) -> None:
    print(f"\nLevels in the duel (model A, normal arm), {games} games each, seats swapped: win rate of the first")
    pairs = [(level, GREEDY) for level in engine.LEVELS]
    pairs += [("normal", "easy"), ("hard", "easy"), ("hard", "normal")]
    for a, b in pairs:
        rate, secs = match(a, b, games)
        print(f"{a:>7s} vs {b:<7s} {rate:6.2f}   ({secs:.2f} s/game)", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--long", action="store_true", help="more games per cell (several minutes)")
    parser.add_argument("--games", type=int, help="games per cell of the tip table")
    parser.add_argument("--matches", type=int, help="games per pairing of the level table")
    parser.add_argument("--skip-tips", action="store_true", help="only the level table")
    args = parser.parse_args()
    games = args.games or (300 if args.long else 30)
    matches = args.matches or (200 if args.long else 20)
    if not args.skip_tips:
        tip_table(games)
    level_table(matches)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
