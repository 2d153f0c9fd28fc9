"""Start-up time to the chooser and bundle size: the PyInstaller bundle beside the source install (./run).

    ./packaging/build && .venv/bin/python bench/startup.py

Goals (issue 9): under 1.5 s to the chooser, bundle under 200 MB. Each figure is the median of 5
cold-process runs of `--quit-when-shown` (the window is shown, painted once, and the app exits).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "ludoteca" / "ludoteca"
RUNS = 5


def time_to_chooser(command: list[str]) -> float:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        subprocess.run(command + ["--quit-when-shown", "--lang", "en"], env=env, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())  # links counted once


def main() -> None:
    source = [str(ROOT / ".venv" / "bin" / "python"), "-m", "gui"]
    print(f"{'':28}{'bundle':>12}{'source (./run)':>16}{'goal':>10}")
    bundle_time = time_to_chooser([str(BUNDLE)]) if BUNDLE.exists() else float("nan")
    source_time = time_to_chooser(source)
    print(f"{'start to chooser (s)':28}{bundle_time:12.2f}{source_time:16.2f}{'< 1.5':>10}")
    if BUNDLE.exists():
        size = folder_size(BUNDLE.parent) / 1e6
        print(f"{'size on disk (MB)':28}{size:12.0f}{'':>16}{'< 200':>10}")
    else:
        print("no bundle: run ./packaging/build first", file=sys.stderr)


if __name__ == "__main__":
    main()
