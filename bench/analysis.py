"""How long a whole game's analysis takes (issue 19): every position evaluated as the review does it.

    .venv/bin/python bench/analysis.py                      # a long Abalone, Halma and EQUILIBRIX game
    .venv/bin/python bench/analysis.py --games balance,tumblin --seconds 0.25 --moves 200
    .venv/bin/python bench/analysis.py --games "" --record my-game.ludoteca    # a saved game

Besides the games played here, it analyses the long golden games of tests/data (a six-player Halma with
partners, an EQUILIBRIX campaign) unless `--record` names others.

Each game is played by two easy computer players (seeded) up to `--moves` moves, then analysed position by
position with `engine.analysis.analyse_position` at `--seconds` per position, in one thread as the review's
worker does. Prints per game the moves, the total time, the slowest position, the marked moves, and the
goal of issue 19 for a 200-move Abalone game (60 s on the 2-core test machine). No peer offers an analysis
of these games, so the figures stand alone.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
import engine.ai  # noqa: E402
from engine.analysis import DEFAULT_SECONDS, GameAnalysis, analyse_position  # noqa: E402
from engine.record import GameRecord  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
RECORDS = [ROOT / "tests" / "data" / name for name in ("halma_partners6.json", "equilibrix_kampagne.json")]

GOAL_S = 60.0


def long_game(game_id: str, moves: int, seed: int) -> tuple[list, list[str]]:
    state = engine.new_game(game_id, 2, seed=seed)
    states, texts = [state], []
    for ply in range(moves):
        if state.outcome() is not None:
            break
        move = engine.ai.choose(state, "easy", seed=seed * 1000 + ply, deadline_s=0.05)
        texts.append(state.move_to_text(move))
        state = state.apply(move)
        states.append(state)
    return states, texts


def analyse(states, moves, seconds: float) -> tuple[float, float, GameAnalysis]:
    analysis = GameAnalysis(states[0].seats, seconds)
    previous, slowest = None, 0.0
    started = time.perf_counter()
    for index in range(len(states)):
        t = time.perf_counter()
        evaluation, preferred = analyse_position(states, moves, index, seconds, None, previous)
        slowest = max(slowest, time.perf_counter() - t)
        analysis.chances.append(tuple(evaluation))
        if preferred is not None:
            analysis.preferred[preferred.index] = preferred
        previous = evaluation
    return time.perf_counter() - started, slowest, analysis


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="abalone,halma,equilibrix")
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=DEFAULT_SECONDS)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--record", action="append", type=Path, help="a saved game to analyse (repeatable)")
    args = parser.parse_args()
    print(f"{'game':28} {'moves':>5} {'total s':>8} {'per pos s':>9} {'slowest s':>9} {'marked':>6}")
    games = [(f"{game_id} (easy v easy)", *long_game(game_id, args.moves, args.seed))
             for game_id in filter(None, args.games.split(","))]
    for path in args.record or RECORDS:
        record = GameRecord.from_json(path.read_bytes())
        games.append((path.name, record.states(), record.moves))
    for name, states, moves in games:
        total, slowest, analysis = analyse(states, moves, args.seconds)
        marked = sum(bool(analysis.mark(states, moves, i)) for i in range(len(moves)))
        print(f"{name:28} {len(moves):5} {total:8.1f} {total / len(states):9.3f} {slowest:9.3f} {marked:6}",
              flush=True)
    print(f"goal: a 200-move Abalone game in at most {GOAL_S:.0f} s at {DEFAULT_SECONDS} s per position")
    return 0


if __name__ == "__main__":
    sys.exit(main())
