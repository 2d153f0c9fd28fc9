"""Dice per second: Ludoteca's serializable PCG32 beside CPython's random.Random (the peer).

    .venv/bin/python bench/rng_speed.py

Our RNG is pure Python so that its whole state fits in JSON; this prints what that
costs, side by side, for the draws games make most: d6 rolls and shuffles of 56 tiles.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.rng import Rng  # noqa: E402


def rate(label: str, draw, count: int) -> float:
    start = time.perf_counter()
    for _ in range(count):
        draw()
    per_second = count / (time.perf_counter() - start)
    return per_second


def main() -> None:
    ours, peer = Rng(1), random.Random(1)
    tiles_ours, tiles_peer = list(range(56)), list(range(56))
    rows = [
        ("d6 rolls / s", lambda: ours.randint(1, 6), lambda: peer.randint(1, 6), 200_000),
        ("floats / s", ours.random, peer.random, 200_000),
        ("56-tile shuffles / s", lambda: ours.shuffle(tiles_ours), lambda: peer.shuffle(tiles_peer), 5_000),
    ]
    print(f"{'':24}{'Ludoteca PCG32':>18}{'random.Random':>18}{'ratio':>8}")
    for label, mine, theirs, count in rows:
        a, b = rate(label, mine, count), rate(label, theirs, count)
        print(f"{label:24}{a:18,.0f}{b:18,.0f}{a / b:8.2f}")
    print(f"{'state size (JSON chars)':24}{len(str(ours.to_dict())):18}{len(str(peer.getstate())):18}")


if __name__ == "__main__":
    main()
