"""EQUILIBRIX computer players: the search's own position agrees with the rules, and the levels behave.

Behaviour only (no win rates, no wall-clock): hard takes an immediate win, never ends a game by passing
unless the pass wins, uses the time it is given (a fake clock), answers the same for the same seed when
its work is fixed, and stops promptly when cancelled. Win rates are measured by bench/equilibrix.py.
"""

from __future__ import annotations

import random

import pytest

import engine
import engine.ai
from engine.ai.budget import Budget, SearchCancelled
from engine.equilibrix import ai
from engine.equilibrix.rules import AUTONOMIE, KAMPAGNE, PLAY, ZEITFAKTOR, ZIELE, Pass, Place, SetOrigin
from engine.rng import Rng


def new(target=AUTONOMIE, seed=1, **options):
    return engine.new_game("equilibrix", 2, {"target": target, **options}, seed=seed)


def played(target=AUTONOMIE, seed=1, plies=6, **options):
    """A seeded game after the tetrahedron and `plies` random placements."""
    s = new(target, seed, **options).apply(SetOrigin(seed % 21))
    rnd = random.Random(seed)
    for _ in range(plies):
        s = s.apply(rnd.choice([m for m in s.legal_moves() if m != Pass()]))
    return s


def as_move(move):
    return Pass() if move is None else Place(move.piece, move.rotation, move.anchor)


class FakeClock:
    """A clock that moves `step` seconds every time it is read: a search's progress, not the machine's speed."""

    def __init__(self, step=1e-4):
        self.now, self.step = 0.0, step

    def __call__(self):
        self.now += self.step
        return self.now


@pytest.mark.parametrize("target,token_rule", [(AUTONOMIE, "one_point"), (ZEITFAKTOR, "one_point"),
                                               (ZIELE, "any_points")])
def test_the_search_position_agrees_with_the_rules(target, token_rule):
    rnd = random.Random(3)
    for seed in (2, 5):
        s = new(target, seed, token_rule=token_rule).apply(SetOrigin(seed))
        while s.outcome() is None and s.phase == PLAY:
            pos = ai.Pos.of(s)
            moves = s.legal_moves()
            assert [as_move(m) for m in pos.moves()] == moves
            assert pos.territory() == (s.territory().count(0), s.territory().count(1))
            for move in rnd.sample(pos.moves(), min(4, len(moves))):
                after, mine = s.apply(as_move(move)), pos.apply(move)
                if after.phase == PLAY:
                    assert mine.result is None and mine.turn == after.turn and mine.tokens == after.tokens
                    assert mine.masks == tuple(after.masks) and mine.counts == tuple(map(tuple, after.counts))
                    assert mine.ring == after.ring and mine.origin == after.origin and mine.micros == after.micros
                else:
                    assert list(after.outcome().winners) == ([] if mine.result[0] is None else [mine.result[0]])
            # mostly placements, a pass now and then (two in a row end the game)
            s = s.apply(rnd.choice(moves) if rnd.random() < 0.1 else rnd.choice([m for m in moves if m != Pass()]
                                                                                or moves))


def test_hard_takes_an_immediate_win_in_time_factor():
    rnd = random.Random(11)
    for seed in range(1, 30):
        s = played(ZEITFAKTOR, seed, plies=0)
        while s.outcome() is None:
            moves = s.legal_moves()
            winning = [m for m in moves if s.apply(m).outcome() is not None]
            if winning and len(winning) < len(moves):
                after = s.apply(engine.ai.choose(s, "hard", seed=1, deadline_s=5.0))
                assert after.outcome() is not None and after.outcome().winners == (s.turn,)
                return
            s = s.apply(rnd.choice(moves))
    raise AssertionError("no seeded game offered a choice between winning and other moves")


#: White passed at 0-0 with Black to move (issue 15): passing too would end the game drawn.
PASSED_AT_NIL = ["origin 1", "pass", "B05 r0 d2", "pass", "B19 r4 d3", "B01 r0 d5", "pass"]


def test_hard_never_ends_a_game_by_passing_unless_it_wins():
    s = new(seed=31)
    for text in PASSED_AT_NIL:
        s = s.apply(engine.parse_move(s, text))
    assert s.passes == 1 and s.apply(Pass()).outcome().winners == ()
    pos = ai.Pos.of(s)
    assert None not in ai._playing_on(pos, pos.moves(), 0)
    for seed in range(3):
        assert isinstance(engine.ai.choose(s, "hard", seed=seed, deadline_s=0.3), Place)


def test_inside_the_search_a_pass_after_a_pass_ends_the_game():
    s = played(AUTONOMIE, 4, plies=6)
    pos = ai.Pos.of(s).apply(None)
    assert pos.result is None and pos.passes == 1
    ended = pos.apply(None)
    assert ended.result is not None
    assert ended.result[1] == ai.Pos.of(s).territory() == tuple(s.scores())


def test_hard_uses_its_time_and_searches_deeper_than_two_plies():
    s = played(AUTONOMIE, 7, plies=6)
    pos = ai.Pos.of(s)
    clock = FakeClock(step=2e-3)
    budget = Budget(2.0, clock=clock)
    search = ai.Search(pos, Rng(1), budget)
    move = search.run(ai._playing_on(pos, pos.moves(), pos.turn))
    assert s.apply(as_move(move)) is not None
    assert search.depth_done >= 3
    assert budget.expired()  # it went on until the time was up (or searched the whole game)


def test_hard_is_deterministic_for_a_fixed_amount_of_work():
    s = played(ZIELE, 3, plies=4)
    pos = ai.Pos.of(s)
    moves = ai._playing_on(pos, pos.moves(), pos.turn)
    picks = {ai.Search(pos, Rng(5), Budget(60.0), max_nodes=3000).run(moves) for _ in range(2)}
    assert len(picks) == 1


def test_hard_stops_when_cancelled():
    s = played(AUTONOMIE, 2, plies=4)
    polls = []

    def cancel():
        polls.append(1)
        return len(polls) > 20

    with pytest.raises(SearchCancelled):
        engine.ai.choose(s, "hard", seed=1, deadline_s=60.0, cancel=cancel)
    assert len(polls) == 21


@pytest.mark.parametrize("level", engine.LEVELS)
def test_every_level_plays_a_whole_game_of_each_target(level):
    for target in (AUTONOMIE, ZEITFAKTOR, ZIELE):
        s = new(target, seed=9)
        while s.outcome() is None:
            s = s.apply(engine.ai.choose(s, level, seed=len(s.placed), deadline_s=0.05))
        assert s.outcome().reason in ("territory", "stuck", "bases", "bases_tiebreak", "draw")


def test_easy_places_pieces_rather_than_passing_early():
    for seed in range(1, 6):
        s = new(AUTONOMIE, seed).apply(SetOrigin(seed))
        for ply in range(8):
            move = engine.ai.choose(s, "easy", seed=seed * 100 + ply, deadline_s=1.0)
            assert isinstance(move, Place), (seed, ply)
            s = s.apply(move)


def test_hard_answers_within_a_tiny_budget_and_on_the_first_move():
    # the first placement of a game has some 700 choices: a budget too short to rank them all still
    # gives a legal move (the ranking is a fair sample, not the first piece's placements)
    s = new(ZEITFAKTOR, 4).apply(SetOrigin(4))
    clock = FakeClock(step=0.01)
    move = ai.choose(s, "hard", Rng(1), Budget(0.5, clock=clock))
    assert move in s.legal_moves()


# --------------------------------------------------------------------------- win chances (issue 19)


def test_before_the_first_pieces_the_chances_are_even():
    for target in (AUTONOMIE, ZEITFAKTOR, ZIELE, KAMPAGNE):
        s = new(target, 3)
        start = engine.ai.evaluate(s, 60.0)
        assert tuple(start) == (0.5, 0.5) and start.best is None  # the tetrahedron: no search
        s = s.apply(SetOrigin(3))
        first = engine.ai.evaluate(s, 60.0)
        assert tuple(first) == (0.5, 0.5) and first.best in s.legal_moves()
        second = s.apply(first.best)
        assert tuple(engine.ai.evaluate(second, 60.0)) == (0.5, 0.5)  # the other's first piece


def test_a_campaign_carries_the_game_through_the_points():
    assert ai.campaign_chances((0, 0), 0, 2, [0.5, 0.5]) == pytest.approx([0.5, 0.5])
    assert ai.campaign_chances((1, 0), 1, 2, None) == pytest.approx([0.75, 0.25])
    assert ai.campaign_chances((0, 0), 0, 2, [1.0, 0.0]) == pytest.approx([0.75, 0.25])
    assert ai.campaign_chances((1, 0), 1, 2, [1.0, 0.0]) == pytest.approx([1.0, 0.0])
    assert ai.campaign_chances((0, 0), 0, 1, [0.8, 0.2]) == pytest.approx([0.8, 0.2])
    # the ninth game is the last: drawn games leave fewer to play and the points may end level
    draw = ai.campaign_chances((1, 1), 8, 2, [0.3, 0.3])
    assert draw == pytest.approx([0.3, 0.3])


def test_between_campaign_games_the_points_decide_the_chances():
    s = new(KAMPAGNE, 5, campaign_wins=2).apply(SetOrigin(5))
    while s.phase == PLAY:
        s = s.apply(engine.ai.choose(s, "easy", seed=len(s.placed)))
    assert s.phase == "target" and s.outcome() is None
    winners = s.games[-1]["winners"]
    result = engine.ai.evaluate(s, 60.0)
    assert result.best is None
    if winners:
        assert result[winners[0]] == pytest.approx(0.75)
    else:
        assert tuple(result) == pytest.approx((0.5, 0.5))


@pytest.mark.parametrize("target", [AUTONOMIE, ZEITFAKTOR, ZIELE])
def test_the_chances_are_deterministic_and_the_best_move_legal_along_a_game(target):
    s = played(target, seed=8, plies=0)
    while s.outcome() is None:
        first, again = engine.ai.evaluate(s, 60.0, seed=2), engine.ai.evaluate(s, 60.0, seed=2)
        assert tuple(first) == tuple(again) and first.best == again.best
        assert sum(first) == pytest.approx(1.0) and first.best in s.legal_moves()
        s = s.apply(engine.ai.choose(s, "easy", seed=len(s.placed)))


def test_out_of_time_the_chances_still_come_with_a_legal_move():
    s = played(ZEITFAKTOR, seed=4, plies=3)
    result = ai.chances(s, Rng(1), Budget(0.5, clock=FakeClock(step=0.05)))
    assert sum(result) == pytest.approx(1.0) and result.best in s.legal_moves()
