"""The long soak: random input on the real main window for minutes per game (tests/soak.py), one process per run.

    .venv/bin/python bench/soak.py                       # 10 minutes per game after a 1-minute warm-up, seeds 1-3
    .venv/bin/python bench/soak.py --minutes 2 --seeds 1 --games halma,abalone --jobs 2

Prints per run the actions, exceptions, stalls (the event loop not turning for 5 s) and the resident memory
after the warm-up (start), at its peak and at the end. Goals (issue 16): 0 stalls, 0 exceptions, and less
than 20 MB of growth over 10 minutes after a warm-up minute. Exit status 1 when a run misses one.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("balance", "abalone", "equilibrix", "tumblin", "tripledomino", "halma")
GROWTH_GOAL_MB = 20.0


def run(game: str, seed: int, seconds: float, warmup: float, log_folder: Path) -> dict:
    command = [sys.executable, "-m", "tests.soak", "--game", game, "--seed", str(seed),
               "--seconds", str(seconds + warmup), "--warmup", str(warmup)]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=seconds + warmup + 300)
    (log_folder / f"{game}-{seed}.log").write_text(result.stderr, encoding="utf-8")
    lines = result.stdout.strip().splitlines()
    if not lines:
        return {"game": game, "seed": seed, "gave_up": f"no report (exit {result.returncode})", "actions": 0,
                "exceptions": [], "stalls": [], "memory_mb": {}}
    return json.loads(lines[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--warmup", type=float, default=60, help="seconds before memory counts")
    parser.add_argument("--seeds", default="1,2,3")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--jobs", type=int, default=2, help="runs at the same time")
    parser.add_argument("--logs", default="soak-logs", help="folder for each run's error output")
    args = parser.parse_args()
    logs = Path(args.logs)
    logs.mkdir(exist_ok=True)
    runs = [(g, int(s)) for g in args.games.split(",") for s in args.seeds.split(",")]
    with ThreadPoolExecutor(args.jobs) as pool:
        reports = list(pool.map(lambda r: run(*r, args.minutes * 60, args.warmup, logs), runs))
    print(f"{args.minutes:g} min per run after a {args.warmup:g} s warm-up; memory in MB (resident)")
    header = f"{'game':14}{'seed':>5}{'actions':>9}{'exceptions':>11}{'stalls':>7}{'start':>8}{'peak':>8}{'end':>8}" \
             f"{'growth':>8}  verdict"
    print(header)
    print("-" * len(header))
    failed = 0
    for r in reports:
        memory = r.get("memory_mb") or {}
        ok = (not r["exceptions"] and not r["stalls"] and not r.get("gave_up")
              and memory.get("growth", 1e9) < GROWTH_GOAL_MB * max(args.minutes, 1) / 10)
        failed += not ok
        print(f"{r['game']:14}{r['seed']:>5}{r['actions']:>9}{len(r['exceptions']):>11}{len(r['stalls']):>7}"
              f"{memory.get('start', 0):>8.1f}{memory.get('peak', 0):>8.1f}{memory.get('end', 0):>8.1f}"
              f"{memory.get('growth', 0):>8.1f}  {'ok' if ok else r.get('gave_up') or 'MISSED'}")
    print(f"goal: 0 exceptions, 0 stalls, growth < {GROWTH_GOAL_MB:g} MB per 10 minutes; logs in {logs}/")
    print("\nresident memory every 30 s after the warm-up (MB):")
    for r in reports:
        print(f"{r['game']:14}{r['seed']:>5}  " + " ".join(f"{mb:.0f}" for mb in r.get("memory_every_30s", [])))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
