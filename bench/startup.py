"""Start-up time to the chooser and size of the bundle, side by side: an earlier bundle (before), this one
(after) and the source install (./run).

    ./packaging/build && .venv/bin/python bench/startup.py [--before OLD_BUNDLE_FOLDER] [--runs N]

Goals (issue 22): at most 150 MB unpacked, at most 0.5 s to the chooser on the 2-core machine. Each time is
the median of N cold-process runs of `--quit-when-shown` (the window is shown, painted once, and the app
exits), offscreen, with settings and data in a scratch folder. `--before` takes a copy of an earlier
`dist/ludoteca` (e.g. made with `cp -a dist/ludoteca /tmp/ludoteca-before` before rebuilding).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "ludoteca"
GOAL_MB, GOAL_S = 150, 0.5


def time_to_chooser(command: list[str], runs: int) -> float:
    with tempfile.TemporaryDirectory(prefix="ludoteca-startup-") as scratch:
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
                   XDG_CONFIG_HOME=f"{scratch}/config", XDG_DATA_HOME=f"{scratch}/data")
        times = []
        for _ in range(runs + 1):  # the first run warms the disk cache and is not counted
            start = time.perf_counter()
            subprocess.run(command + ["--quit-when-shown", "--lang", "en"], env=env, check=True, cwd=scratch,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            times.append(time.perf_counter() - start)
    return statistics.median(times[1:])


def folder_mb(path: Path) -> float:
    """Bytes of the files in `path`, a file linked twice counted once, in MB (10^6)."""
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6


def bundle_figures(folder: Path | None, runs: int) -> tuple[str, str]:
    if folder is None or not (folder / "ludoteca").exists():
        return "–", "–"
    # The app itself (not the desktop files and install scripts that share its folder in the tarball).
    size = folder_mb(folder / "_internal") + (folder / "ludoteca").stat().st_size / 1e6
    return f"{size:.0f}", f"{time_to_chooser([str(folder / 'ludoteca')], runs):.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", type=Path, help="an earlier bundle folder, measured the same way")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    before = bundle_figures(args.before, args.runs)
    after = bundle_figures(BUNDLE, args.runs)
    source = f"{time_to_chooser([str(ROOT / '.venv' / 'bin' / 'python'), '-m', 'gui'], args.runs):.2f}"
    print(f"{'':24}{'before':>10}{'after':>10}{'source (./run)':>16}{'goal':>8}")
    print(f"{'size unpacked (MB)':24}{before[0]:>10}{after[0]:>10}{'':>16}{'≤ ' + str(GOAL_MB):>8}")
    print(f"{'start to chooser (s)':24}{before[1]:>10}{after[1]:>10}{source:>16}{'≤ ' + str(GOAL_S):>8}")
    if after[0] == "–":
        print("no bundle: run ./packaging/build first")


if __name__ == "__main__":
    main()
