"""Triple Domino figures: points per round of each computer level against the others, and time per decision.

    .venv/bin/python bench/tripledomino.py            # a few minutes (hard uses its --deadline)
    .venv/bin/python bench/tripledomino.py --games 40 # more games, steadier averages

1. Pairings easy/normal, normal/hard, easy/hard in two-player games to 300, seats
   alternating; the average points each level scores per round (placements, bonuses,
   draw penalties, going out and blocked-round settlements), and its share of wins.
2. A four-player table with easy, normal, hard and hard again.
3. Time per decision of each level (mean and worst), and legal-move generation time
   on late, large layouts, each against its goal (`GOALS`, `MOVES_GOAL_MS`): the
   computer must answer at once at easy and normal, and well within its own time
   limit at hard, so the table never waits. The exit status is 1 when a goal is missed.
   (These goals live here rather than in the tests, which must not depend on the
   speed of the machine.)
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
import engine.ai  # noqa: E402
from engine.tripledomino.rules import TripleDominoState  # noqa: E402

#: The slowest decision allowed per level, in seconds; hard uses its time (the deadline, at most `seconds` of
#: data/ai.json) and may overrun it only by a small margin: its goal is the deadline plus `HARD_MARGIN`.
GOALS = {"easy": 0.05, "normal": 0.05, "hard": None}
HARD_MARGIN = 0.1

#: The modes the lead's tournament (bench/strength.py) plays. A round always ends (a tile is laid or drawn at
#: every turn but passes, and passes end the round once nobody can lay a tile), so no move cap is needed; were
#: one set, the seat ahead by `state.scores()` (the running totals) would win.
TOURNAMENT = [
    {"name": "duel to 400", "seats": 2, "options": {"rules": "schmidt", "target": 400}, "move_cap": None},
    {"name": "Triominos duel", "seats": 2, "options": {"rules": "triominos"}, "move_cap": None},
    {"name": "four players", "seats": 4, "options": {"rules": "schmidt"}, "move_cap": None, "games": 24},
]
#: Legal-move generation on a late layout, in milliseconds.
MOVES_GOAL_MS = 2.0


def verdict(ok: bool) -> str:
    return "goal met" if ok else "GOAL MISSED"


def play(levels: list[str], seed: int, deadline: float, timings: dict[str, list[float]]):
    """One game to the target; per seat (points, rounds) and the winners."""
    state: TripleDominoState = engine.new_game("tripledomino", len(levels), seed=seed)
    ply = 0
    while state.outcome() is None:
        level = levels[state.to_move]
        start = time.perf_counter()
        move = engine.ai.choose(state, level, seed=seed * 1000 + ply, deadline_s=deadline)
        timings[level].append(time.perf_counter() - start)
        state = state.apply(move)
        ply += 1
    return state.totals(), len(state.history), state.outcome().winners


def match(levels: list[str], games: int, deadline: float, timings) -> None:
    n = len(levels)
    points = {lv: [] for lv in set(levels)}
    wins = {lv: 0.0 for lv in set(levels)}
    for g in range(games):
        seating = levels[g % n:] + levels[:g % n]  # rotate the seats
        totals, rounds, winners = play(seating, 100 + g, deadline, timings)
        for seat, level in enumerate(seating):
            points[level].append(totals[seat] / rounds)
            if seat in winners:
                wins[level] += 1 / len(winners)
    line = "  ".join(f"{lv:>6}: {statistics.mean(points[lv]):6.1f} "
                     f"pts/round, wins {wins[lv] / levels.count(lv) / games:4.0%}" for lv in dict.fromkeys(levels))
    print(f"{' vs '.join(levels):28} {line}")


def move_generation() -> bool:
    state = engine.new_game("tripledomino", 2, seed=5)
    big = state
    while state.outcome() is None and state.round_no == 1:
        big = state
        state = state.apply(engine.ai.choose(state, "normal", seed=1))
    for _ in range(2):
        start = time.perf_counter()
        for _ in range(200):
            big._moves = None
            big.legal_moves()
        per = (time.perf_counter() - start) / 200 * 1000
    print(f"legal moves on a layout of {len(big.placed)} tiles ({len(big.layout.open_cells())} open cells): "
          f"{per:.3f} ms (goal {MOVES_GOAL_MS} ms: {verdict(per <= MOVES_GOAL_MS)})")
    return per <= MOVES_GOAL_MS


def main(argv=None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--deadline", type=float, default=0.5)
    args = parser.parse_args(argv)
    timings: dict[str, list[float]] = {lv: [] for lv in engine.LEVELS}
    print(f"Two players, {args.games} games per pairing to 300, seats alternating:")
    for pair in (["easy", "normal"], ["normal", "hard"], ["easy", "hard"]):
        match(pair, args.games, args.deadline, timings)
    print(f"Four players, {max(4, args.games // 2)} games:")
    match(["easy", "normal", "hard", "hard"], max(4, args.games // 2), args.deadline, timings)
    print("Time per decision:")
    met = True
    for level, times in timings.items():
        goal = GOALS[level] if GOALS[level] is not None else args.deadline + HARD_MARGIN
        ok = max(times) <= goal
        met &= ok
        print(f"  {level:>6}: mean {statistics.mean(times) * 1000:7.2f} ms, worst {max(times) * 1000:7.1f} ms "
              f"over {len(times)} decisions (goal {goal * 1000:.0f} ms: {verdict(ok)})")
    met &= move_generation()
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
