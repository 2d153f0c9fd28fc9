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

#: The modes the lead's tournament (bench/strength.py) plays. Every Balance game ends by itself (a tip, or a
#: colour all home; the rules' own cap of 1000 turns is a draw and never came near in the spec's
#: simulations), so there is no move cap: "move_cap" None. Should a cap be wanted anyway, adjudicate by
#: `state.scores()` (pawns in the finish half per colour): the seat ahead wins, equal is a draw. In the
#: team game seats 0+1 play against 2+3 (`state.outcome().winners` names both partners); in the individual
#: game whoever tips is out and the last standing or the first all home wins. A game takes about 45-60 plies.
TOURNAMENT = {
    "game": "balance",
    "modes": [
        {"name": "duel", "seats": 2, "options": {}, "move_cap": None},
        {"name": "team 4p", "seats": 4, "options": {"mode": "team"}, "move_cap": None, "games": 48},
        {"name": "individual 4p", "seats": 4, "options": {"mode": "individual"}, "move_cap": None, "games": 48},
    ],
}


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


def avoidable_tips(games: int, deadline: float) -> None:
    """Team and individual games of mixed levels: at every position where some moves tip the arm and others
    (or the pass) do not, whether the level to move tipped (issue 18: it never should, unless the tip wins)."""
    print(f"\nAvoidable tips, {games} games per mode, mixed levels, {deadline} s per move: tips / positions with a choice")
    for label, seats, options in MODES[2:]:
        counts = {level: [0, 0] for level in engine.LEVELS}
        for g in range(games):
            levels = [engine.LEVELS[(g + seat) % 3] for seat in range(seats)]
            state = engine.new_game("balance", seats, options, seed=g)
            ply = 0
            while state.outcome() is None:
                level = levels[state.to_move]
                move = engine.ai.choose(state, level, seed=g * 1000 + ply, deadline_s=deadline)
                tipping = [ai.tips_arm(state, state.apply(m)) for m in state.legal_moves()]
                if any(tipping) and not all(tipping):
                    counts[level][1] += 1
                    counts[level][0] += tipping[state.legal_moves().index(move)]
                state = state.apply(move)
                ply += 1
        print(f"{label:10s}" + "".join(f"{level:>8s} {t}/{n}" for level, (t, n) in counts.items()), flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--long", action="store_true", help="more games per cell (several minutes)")
    parser.add_argument("--games", type=int, help="games per cell of the tip table")
    parser.add_argument("--matches", type=int, help="games per pairing of the level table")
    parser.add_argument("--skip-tips", action="store_true", help="only the level table")
    parser.add_argument("--avoidable", type=int, metavar="GAMES",
                        help="only count avoidable tips per level in GAMES team and individual games per mode")
    args = parser.parse_args()
    games = args.games or (300 if args.long else 30)
    matches = args.matches or (200 if args.long else 20)
    if args.avoidable:
        avoidable_tips(args.avoidable, 2.0)
        return 0
    if not args.skip_tips:
        tip_table(games)
    level_table(matches)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
