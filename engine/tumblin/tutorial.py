"""The goals of the Tumblin-Dice tutorial (`data/tutorial.json`): what a learner's throw must achieve.

A throw is continuous (start, aim, speed, spin), so the tutorial does not list the throws it accepts: each
turn names a goal, and `engine.tutorial.Lesson` asks the check below whether the position after the
throw reaches it. Every check has the form `check(before, after, **params) -> bool`; the physics is
seeded, so the turn's "solution" throw reaches its goal every time.
"""

from __future__ import annotations

import math

from engine.tumblin.rules import BOARD, HAND, OFF, TumblinState, place_of


def thrown_die(before: TumblinState, after: TumblinState) -> int | None:
    """The index of the die that left a hand between the two positions (None after collecting the dice)."""
    return next((i for i, (old, new) in enumerate(zip(before.dice, after.dice))
                 if old.status == HAND and new.status != HAND), None)


def die_on_level(before: TumblinState, after: TumblinState, level: int, at_least: bool = False) -> bool:
    """The thrown die rests on `level` (1-4), or on `level` or a better one when `at_least`."""
    index = thrown_die(before, after)
    if index is None or after.dice[index].status != BOARD:
        return False  # off the board, or removed short of the line
    reached = place_of(after.dice[index]).level or 0
    return reached >= level if at_least else reached == level


def die_off_board(before: TumblinState, after: TumblinState) -> bool:
    """The thrown die fell off the board."""
    index = thrown_die(before, after)
    return index is not None and after.dice[index].status == OFF


def die_knocked(before: TumblinState, after: TumblinState, min_mm: int = 15, off: bool = False) -> bool:
    """A die that lay on the board before the throw was moved at least `min_mm` millimetres by it
    (or, with `off`, knocked off the board)."""
    for old, new in zip(before.dice, after.dice):
        if old.status != BOARD:
            continue
        if new.status == OFF:
            return True
        if not off and new.status != BOARD:
            return True  # pushed back short of the line and removed
        if not off and math.dist(old.pose[:2], new.pose[:2]) * 1000 >= min_mm:
            return True
    return False


#: Goal kinds by name, as the tutorial data writes them ({"kind": "die_on_level", "level": 4}).
GOALS = {
    "die_on_level": die_on_level,
    "die_off_board": die_off_board,
    "die_knocked": die_knocked,
}
