"""EQUILIBRIX Combact: a real situation for every refusal code (see tests/refusals/__init__.py).

Positions are reached by playing moves in notation from a seeded game; with seed 1 the ring
reads B19 B20 B16 B07 B17 B04 B18 B06 B13 B12 B21 B02 B03 B05 B08 B10 B09 B15 B01 B14 B11.
"""

import engine
from engine import Refusal
from engine.equilibrix import rules
from engine.equilibrix.rules import ChooseTarget, Pass, PlaceBase, SetOrigin


def game(*texts, target="autonomie", **options):
    """The position after `texts`, played from a seeded new game."""
    state = engine.new_game("equilibrix", 2, {"target": target, **options}, seed=1)
    for text in texts:
        state = state.apply(engine.parse_move(state, text))
    return state


def read(state, text):
    return engine.parse_move(state, text)


def campaign_choice():
    """A campaign whose first game Black won (its lens is the only piece: all territory): White chooses."""
    return game("origin 1", "mL r0 d4", "pass", "pass", target="kampagne", first_target="autonomie")


CASES = {
    Refusal.GAME_OVER: lambda: game("origin 1", "pass", "pass").apply(Pass()),
    Refusal.NOT_A_MOVE: lambda: game().apply(SetOrigin(True)),  # True == 1, but it is no ring slot
    Refusal.NOT_TEXT: lambda: engine.parse_move(game(), 5),
    Refusal.UNREADABLE: lambda: read(game("origin 1"), "mL d4"),
    Refusal.NOT_LEGAL: lambda: game("origin 1").apply(SetOrigin(3)),  # the tetrahedron is already in the ring
    rules.NOT_OFFERED: lambda: read(game("origin 1"), "B17 r0 d4"),  # the fifth piece: only four are on offer
    rules.MICRO_USED: lambda: read(game("origin 1", "mL r0 d4", "pass"), "mL r1 d4"),
    rules.BAD_ROTATION: lambda: read(game("origin 1"), "mL r6 d4"),
    rules.SAME_ROTATION: lambda: read(game("origin 1"), "mT r2 d4"),  # a triangle has two distinct turns
    rules.OFF_BOARD: lambda: read(game("origin 1"), "B20 r0 g7"),
    rules.OCCUPIED: lambda: read(game("origin 1", "mL r0 d4"), "mL r2 d4"),  # White's side: the same lens
    rules.NOT_CONNECTED: lambda: read(game("origin 1", "mL r0 d4", "pass"), "mT r0 a4"),
    rules.TOO_MANY: lambda: read(game("origin 5", "B06 r5 b3", "pass", "B13 r4 e2", "pass", "B02 r1 f2", "pass"),
                                 "B03 r0 e1"),  # B02 used the token: d3 cannot take a sixth field
    rules.TOKEN_ONE_POINT: lambda: read(game("origin 16", "B09 r2 c4", "pass"), "B11 r5 a5"),  # b5 and c5
    rules.OVER_SIX: lambda: read(game("origin 4", "B18 r3 f1", "pass", "B12 r2 f3", "pass"), "B02 r0 e2"),
    rules.NO_PASSING: lambda: game("origin 1", target="zeitfaktor").apply(Pass()),
    rules.NO_GAP: lambda: read(game(), "origin 22"),
    rules.NO_CORNER: lambda: read(game(target="ziele", bases="placed"), "base d4"),
    rules.CORNER_TAKEN: lambda: game("base g4", target="ziele", bases="placed").apply(PlaceBase(0)),
    rules.NO_TARGET: lambda: campaign_choice().apply(ChooseTarget("kampagne")),
    rules.BASES_FIRST: lambda: read(game(target="ziele", bases="placed"), "origin 1"),
    rules.ORIGIN_FIRST: lambda: game().apply(Pass()),
    rules.TARGET_FIRST: lambda: campaign_choice().apply(Pass()),
}

UNUSED_COMMON: dict[str, str] = {}
