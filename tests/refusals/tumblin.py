"""Tumblin-Dice: a real situation for every refusal code (see tests/refusals/__init__.py)."""

from functools import cache

import engine
from engine import Refusal
from engine.tumblin import NEXT_ROUND, Refused, Throw
from engine.tumblin.rules import SCORED

FLICK = Throw(40, 0, 0, 1800)


def fresh(**options):
    return engine.new_game("tumblin", 2, options, seed=1)


def thrown(state, count: int):
    """`state` after `count` ordinary throws."""
    for _ in range(count):
        state = state.apply(FLICK)
    return state


@cache
def scored():
    """A two-player round just scored: every die thrown, not yet collected."""
    state = thrown(fresh(), 10)
    assert state.phase == SCORED
    return state


@cache
def finished():
    """A one-round game played to its end (extra rounds while tied)."""
    state = fresh(rounds=1)
    while state.outcome() is None:
        state = state.apply(NEXT_ROUND) if state.legal_moves() else state.apply(FLICK)
    return state


CASES = {
    Refusal.GAME_OVER: lambda: finished().apply(FLICK),
    Refusal.NOT_A_MOVE: lambda: fresh().apply(Throw(40.0, 0, 0, 1800)),
    Refusal.NOT_TEXT: lambda: engine.parse_move(fresh(), 40),
    Refused.THROW_NOTATION: lambda: engine.parse_move(fresh(), "x40 y0 a0 v1800"),
    Refused.ROUND_NOT_OVER: lambda: fresh().apply(NEXT_ROUND),
    Refused.COLLECT_FIRST: lambda: scored().apply(FLICK),
    Refused.OFF_LAUNCH_PAD: lambda: fresh().apply(Throw(200, 0, 0, 1800)),
    Refused.AIM: lambda: fresh().apply(Throw(40, 0, 2000, 1800)),
    Refused.SPEED: lambda: engine.parse_move(fresh(), "x40 y0 a0 v9000 t0 s0"),
    Refused.TOPSPIN: lambda: fresh().apply(Throw(40, 0, 0, 1800, topspin=99)),
    Refused.SIDESPIN: lambda: fresh().apply(Throw(40, 0, 0, 1800, sidespin=-50)),
    Refused.NO_BONUS_DIE: lambda: fresh().apply(Throw(40, 0, 0, 1800, bonus=True)),
    # Five ordinary dice each thrown: only the bonus dice are left.
    Refused.ONLY_BONUS_DIE: lambda: thrown(fresh(two_player_dice="bonus"), 10).apply(FLICK),
}

UNUSED_COMMON = {
    Refusal.UNREADABLE: "text that is not a throw gets the game's own sentence, which shows how a throw is written",
    Refusal.NOT_LEGAL: "every refusal of a throw or of collecting the dice has a more precise code of its own",
}
