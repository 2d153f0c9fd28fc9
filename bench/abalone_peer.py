"""abalone-boai (PyPI `abalone-boai`, import name `abalone`) as an out-of-tree oracle for Ludoteca's Abalone.

Used by `bench/abalone.py` and `tests/test_abalone_engine.py` only; the game never imports it.
Positions are compared as frozensets of (cell name, +1 black / -1 white), the form boai's
own board gives most cheaply. Children are made with a shallow row copy instead of boai's
deepcopy (about five times cheaper, same result).

    .venv/bin/python bench/abalone_peer.py     # perft 1-3 of the three main layouts, boai vs ours
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path[0] = str(Path(__file__).resolve().parent.parent)  # bench/abalone.py would shadow `abalone`

from engine.abalone.board import CELL_NAMES, cells_of  # noqa: E402


def available() -> bool:
    try:
        import abalone.game  # noqa: F401
    except ImportError:
        return False
    return True


def boai_game(black: int, white: int, black_to_move: bool = True):
    """A boai Game holding our bitboards `black` and `white`."""
    from abalone.enums import Marble, Player, Space
    from abalone.game import Game

    game = Game()
    for space in Space:
        if space is not Space.OFF:
            game.set_marble(space, Marble.BLANK)
    for bits, marble in ((black, Marble.BLACK), (white, Marble.WHITE)):
        for cell in cells_of(bits):
            game.set_marble(Space[CELL_NAMES[cell]], marble)
    game.turn = Player.BLACK if black_to_move else Player.WHITE
    return game


def position_set(game) -> frozenset:
    from abalone.enums import Marble, Space

    return frozenset((s.name, game.get_marble(s).value) for s in Space
                     if s is not Space.OFF and game.get_marble(s) is not Marble.BLANK)


def ours_as_set(black: int, white: int) -> frozenset:
    return frozenset([(CELL_NAMES[c], 1) for c in cells_of(black)] + [(CELL_NAMES[c], -1) for c in cells_of(white)])


def boai_children(game) -> list:
    """boai's child Games after every legal move (the side to move switched)."""
    from abalone.game import Game

    children = []
    for marbles, direction in game.generate_legal_moves():
        child = Game.__new__(Game)
        child.board, child.turn = [row[:] for row in game.board], game.turn
        child.move(marbles, direction)
        child.switch_player()
        children.append(child)
    return children


def boai_perft(game, depth: int) -> int:
    if depth == 1:
        return sum(1 for _ in game.generate_legal_moves())
    return sum(boai_perft(child, depth - 1) for child in boai_children(game))


def main() -> None:
    import engine
    from engine.abalone.rules import generate

    def ours(own, opp, depth):
        moves = generate(own, opp)
        return len(moves) if depth == 1 else sum(ours(o2, o1, depth - 1) for _, _, o1, o2, _ in moves)

    depth = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    print(f"{'layout':15} {'depth':>5} {'ours':>9} {'time':>7} {'abalone-boai':>12} {'time':>8}")
    for layout in ("standard", "belgian_daisy", "german_daisy"):
        black, white = engine.new_game("abalone", 2, {"layout": layout}).marbles
        for d in range(1, depth + 1):
            t0 = time.perf_counter()
            mine = ours(black, white, d)
            t1 = time.perf_counter()
            theirs = boai_perft(boai_game(black, white), d) if available() else None
            t2 = time.perf_counter()
            print(f"{layout:15} {d:5} {mine:9} {t1 - t0:6.2f}s {theirs!s:>12} {t2 - t1:7.1f}s"
                  f"{'' if theirs in (None, mine) else '  MISMATCH'}", flush=True)


if __name__ == "__main__":
    main()
