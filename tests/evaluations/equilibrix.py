"""EQUILIBRIX positions for tests/test_evaluate.py, from seeded duels that do not depend on the clock.

A duel: the tetrahedron put in, then the strong seat plays hard's search for a fixed amount of work
(`max_nodes`) and the other seat easy (a few random placements), so the strong seat pulls ahead.
"""

import engine
import engine.ai
from engine.ai.budget import Budget
from engine.equilibrix import ai
from engine.equilibrix.rules import AUTONOMIE, KAMPAGNE, ZEITFAKTOR, ZIELE, Pass, Place, SetOrigin
from engine.rng import Rng


def strong_move(state):
    pos = ai.Pos.of(state)
    move = ai.Search(pos, Rng(1), Budget(60.0), max_nodes=600).run(ai._playing_on(pos, pos.moves(), pos.turn))
    return Pass() if move is None else Place(move.piece, move.rotation, move.anchor)


def duel(target: str, seed: int, plies: int, strong: int = 0, **options):
    """The state after the tetrahedron and `plies` moves of a duel (or at its end, if sooner)."""
    state = engine.new_game("equilibrix", 2, {"target": target, **options}, seed=seed)
    state = state.apply(SetOrigin(seed % 21))
    for ply in range(plies):
        if state.outcome() is not None:
            break
        if state.turn == strong:
            state = state.apply(strong_move(state))
        else:
            state = state.apply(engine.ai.choose(state, "easy", seed=seed * 100 + ply))
    return state


def winning_moves(state):
    return [m for m in state.legal_moves() if (after := state.apply(m)).outcome() is not None
            and after.outcome().winners == (state.turn,)]


def won_in_one():
    cases = []
    # Autonomy and 3+3 Targets: the weak seat passes while behind, so the strong seat's pass ends the game
    # with its win (in the campaign to one victory point, the campaign's).
    for target, seed, options in ((AUTONOMIE, 1, {}), (ZIELE, 4, {}),
                                  (KAMPAGNE, 5, {"first_target": ZIELE, "campaign_wins": 1})):
        cases.append((duel(target, seed, 5, **options).apply(Pass()), 0))
    # Time Factor: the first position of a duel where a placement leaves the other seat without one.
    state = duel(ZEITFAKTOR, 2, 0)
    while not winning_moves(state):
        state = state.apply(strong_move(state) if state.turn == 0 else
                            engine.ai.choose(state, "easy", seed=len(state.placed)))
    cases.append((state, state.turn))
    return cases


def clearly_ahead():
    return [
        (duel(AUTONOMIE, 2, 6), 0),
        (duel(AUTONOMIE, 1, 8), 0),
        (duel(AUTONOMIE, 6, 5, strong=1), 1),
        (duel(ZIELE, 4, 6), 0),
        (duel(ZEITFAKTOR, 2, 6), 0),
        # A campaign to two victory points: winning this game is worth about three quarters of the campaign.
        (duel(KAMPAGNE, 5, 6, first_target=ZIELE), 0),
    ]
