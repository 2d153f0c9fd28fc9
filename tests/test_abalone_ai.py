"""Abalone's computer player: its own move generator, and behaviour the levels must show (issue 18).

Searches here are capped by depth (`depth=`), never by the clock, so the moves do not depend on the load.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

import engine
from engine.abalone import ai
from engine.abalone.rules import EJECT, generate, position_from_dict
from engine.ai import Budget, OutOfTime
from engine.rng import Rng

LAYOUTS = ("standard", "belgian_daisy", "german_daisy", "the_wall", "snakes", "pyramid")


def position(black: str, white: str, to_move: str = "black", black_out: int = 0, white_out: int = 0):
    return position_from_dict({"black": black.split(), "white": white.split(), "to_move": to_move,
                               "out": {"black": black_out, "white": white_out}})


def test_search_generator_gives_the_rules_children():
    """`ai.children` (set-wise, for the search) and `rules.generate` (the contract's) agree everywhere."""
    rnd = random.Random(18)
    compared = 0
    for game in range(12):
        state = engine.new_game("abalone", 2, {"layout": LAYOUTS[game % len(LAYOUTS)]})
        for _ in range(120):
            if state.outcome():
                break
            own, opp = state.marbles[state.turn], state.marbles[1 - state.turn]
            expected = sorted((o1, o2, int(e == EJECT)) for _, _, o1, o2, e in generate(own, opp))
            found = ai.children(own, opp)
            assert sorted((o1, o2, e) for _, o1, o2, e in found) == expected
            assert all(key == own ^ o1 for key, o1, _, _ in found)  # the key names the move
            compared += 1
            moves = state.legal_moves()
            pushes = [m for m in moves if state.effect(m) != 2]  # push often, so marbles go off
            state = state.apply(rnd.choice(pushes if pushes and rnd.random() < 0.7 else moves))
    assert compared > 1000


def play(state, black: tuple[str, int], white: tuple[str, int], plies: int):
    """Play up to `plies` plies between (level, depth) players; the states after each of Black's moves."""
    after_black = []
    for ply in range(plies):
        if state.outcome() is not None:
            break
        level, depth = black if state.turn == 0 else white
        move = ai.choose(state, level, Rng(ply), Budget(600), depth=depth)
        state = state.apply(move)
        if state.turn == 1:
            after_black.append(state.marbles)
    return state, after_black


def test_hard_converts_a_won_position_without_shuffling():
    """Five marbles up, hard pushes the sixth off against a defending opponent, never repeating itself."""
    won = [
        position("A1 A2 A3 A4 A5 B1 B2 B3 B4 B5 B6 C3 C4 C5", "I5 I6 I7 I8 I9 H6 H7 H8 H9", white_out=5),
        position("A1 A2 A3 A4 A5 B1 B2 B3 B4 B5 B6 C3 C4 C5", "E3 E4 E5 E6 D4 D5 F4 F5 F6", white_out=5),
        position("C3 C4 D3 D4 D5 E4 E5 E6 F5 F6", "G6 G7 H6 H7 H8 I7 I8 I9", black_out=4, white_out=5),
    ]
    for state in won:
        end, after_black = play(state, ("hard", 3), ("hard", 3), plies=120)
        assert end.outcome() is not None and end.outcome().winners == (0,), state.to_json()
        assert max(Counter(after_black).values()) < 3  # never back and forth


def test_the_side_ahead_never_goes_round_in_circles():
    """From this position (three marbles up, reached by random play), hard at depth 3 against itself went
    round a four-ply circle for ever until the side ahead learnt to avoid the positions it had just left."""
    state = position("A2 A4 A5 B1 B4 C1 C4 D4 D5 E2 F2",
                     "C7 D6 E3 E5 E6 F4 G5 G6 H7 H9 I5 I7 I8 I9", to_move="white", black_out=3)
    end, _ = play(state, ("hard", 3), ("hard", 3), plies=160)
    assert end.outcome() is not None and end.outcome().winners == (1,)


def test_a_state_remembers_the_positions_since_the_last_ejection():
    state = engine.new_game("abalone", 2)
    for text in ["c3d3", "g5f5", "d3c3"]:
        state = state.apply(engine.parse_move(state, text))
    assert len(state.recent) == 3 and state.recent[0] == (*engine.new_game("abalone", 2).marbles, 0)
    assert engine.from_json(state.to_json()) == state  # in memory only: not saved, not compared
    back = engine.parse_move(state, "f5g5")  # White back to the start position
    assert all(fixed is None for *_, fixed in ai._root_moves(state))  # level on marbles: no one is ahead
    ahead = position("C3 C4 C5 A1", "G5 G6 G7 I9", to_move="white", black_out=1)
    ahead.recent = ((ahead.marbles[0], ahead.marbles[1] ^ (1 << 64) ^ (1 << 54), 0),)  # G5 was on F5
    fixed = {move: score for *_, move, score in ai._root_moves(ahead)}
    assert fixed[engine.parse_move(ahead, "g5f5")] == 0 and sum(s is not None for s in fixed.values()) == 1
    assert back in state.legal_moves()


def test_hard_takes_the_repetition_rule_into_account():
    """With threefold repetition on, a move that repeats a position a third time scores as a draw."""
    state = engine.new_game("abalone", 2, {"repetition": True})
    root = ai._root_moves(state)
    assert all(fixed is None for *_, fixed in root)
    for text in ["c3d3", "g5f5", "d3c3", "f5g5", "c3d3", "g5f5", "d3c3"]:
        state = state.apply(engine.parse_move(state, text))
    fixed = {move: score for *_, move, score in ai._root_moves(state)}
    assert fixed[engine.parse_move(state, "f5g5")] == 0  # the start position a third time
    assert sum(score is not None for score in fixed.values()) == 1


def test_every_level_takes_an_offered_marble_and_the_search_is_deterministic():
    # Black's C5-C6 line pushes White's C7 off; nothing of Black's is in danger.
    state = position("C5 C6 A1 A2", "C7 I9 I8")
    eject = engine.parse_move(state, "c5c6")
    for level in ("easy", "normal", "hard"):
        for seed in range(3):
            assert ai.choose(state, level, Rng(seed), Budget(600), depth=3) == eject
    start = engine.new_game("abalone", 2, {"layout": "belgian_daisy"})
    first = ai.choose(start, "hard", Rng(5), Budget(600), depth=4)
    assert all(ai.choose(start, "hard", Rng(5), Budget(600), depth=4) == first for _ in range(2))


def test_no_level_leaves_a_marble_to_be_pushed_off_when_a_safe_move_exists():
    # White's C3-B3 line can push Black's lone A3 off the board; every level moves it away.
    state = position("A3 E5 E6", "B3 C3 I9", to_move="black")
    for level in ("easy", "normal", "hard"):
        for seed in range(4):
            move = ai.choose(state, level, Rng(seed), Budget(600), depth=3)
            after = state.apply(move)
            own, opp = after.marbles[0], after.marbles[1]
            assert not ai.threatened(own, opp), (level, seed, engine.move_to_text(state, move))


def test_easy_varies_among_good_moves_only():
    state = engine.new_game("abalone", 2, {"layout": "german_daisy"})
    picks = {ai.choose(state, "easy", Rng(seed), Budget(600)) for seed in range(8)}
    assert len(picks) > 1
    for move in picks:
        after = state.apply(move)
        assert not ai.threatened(after.marbles[0], after.marbles[1])


def test_a_search_out_of_time_still_answers_a_legal_move():
    ticks = iter(range(10**9))
    budget = Budget(3, clock=lambda: next(ticks) * 0.1)  # 0.1 s per look at the clock: ends mid-search
    state = engine.new_game("abalone", 2, {"layout": "german_daisy"})
    stats: dict = {}
    move = ai.choose(state, "hard", Rng(1), budget, stats=stats)
    assert move in state.legal_moves() and stats["depth"] >= 1


def test_out_of_time_is_caught_inside_choose():
    budget = Budget(0)  # no time at all: still a legal move
    state = engine.new_game("abalone", 2)
    try:
        move = ai.choose(state, "hard", Rng(1), budget)
    except OutOfTime:  # pragma: no cover - the failure this test guards against
        raise AssertionError("OutOfTime escaped choose") from None
    assert move in state.legal_moves()


def test_the_search_looks_at_the_cancel_flag_every_few_hundred_nodes():
    """About 4 ms of search on this machine between two looks, so a cancel lands well within 50 ms."""
    polls = []
    stats: dict = {}
    state = engine.new_game("abalone", 2, {"layout": "german_daisy"})
    ai.choose(state, "hard", Rng(1), Budget(600, cancel=lambda: polls.append(1) and False), stats=stats, depth=4)
    assert stats["nodes"] > 5000 and len(polls) >= stats["nodes"] // (2 * ai._SEARCH["poll_every"])


# --------------------------------------------------------------------------- win chances (issue 19)


def test_the_chances_at_the_start_are_even_for_every_layout():
    for layout in LAYOUTS:
        state = engine.new_game("abalone", 2, {"layout": layout})
        chances = engine.ai.evaluate(state, 60.0, seed=1)
        assert sum(chances) == pytest.approx(1.0)
        assert abs(chances[0] - 0.5) < 0.1, (layout, chances)
        assert chances.best in state.legal_moves()


def test_more_marbles_ahead_give_a_higher_chance_and_a_forced_win_about_one():
    black = "A1 A2 A3 A4 A5 B1 B2 B3 B4 B5 B6 C3 C4 C5"
    white = "I5 I6 I7 I8 I9 H4 H5 H6 H7 H8 H9 G5 G6 G7".split()
    chances = [engine.ai.evaluate(position(black, " ".join(white[k:]), white_out=k), 60.0)[0] for k in range(4)]
    assert chances == sorted(chances) and chances[1] > 0.65 and chances[3] > 0.9, chances
    assert ai.logistic(ai.WIN / ai._ANALYSIS["scale"]) == 1.0 and ai.logistic(-ai.WIN) < 1e-20


def test_the_chances_do_not_zigzag_with_the_side_to_move():
    """The score is the mean of an odd and an even depth: along a game the chances of one side move
    smoothly, not up and down with every ply."""
    state = engine.new_game("abalone", 2, {"layout": "belgian_daisy"}, seed=2)
    black = []
    for ply in range(24):
        black.append(engine.ai.evaluate(state, 60.0)[0])
        state = state.apply(ai.choose(state, "normal", Rng(ply), Budget(600), depth=2))
    steps = [abs(a - b) for a, b in zip(black, black[1:])]
    assert sum(steps) / len(steps) < 0.05, black


def test_the_chances_are_deterministic_and_do_not_depend_on_how_the_state_was_reached():
    state = engine.new_game("abalone", 2, seed=4)
    for ply in range(10):
        state = state.apply(ai.choose(state, "normal", Rng(ply), Budget(600), depth=2))
    assert state.recent  # remembered in memory only
    loaded = engine.from_json(state.to_json())
    first, again, reloaded = (engine.ai.evaluate(s, 60.0, seed=7) for s in (state, state, loaded))
    assert tuple(first) == tuple(again) == tuple(reloaded)
    assert first.best == again.best == reloaded.best


def test_out_of_time_the_chances_still_come_with_a_legal_move():
    state = engine.new_game("abalone", 2, {"layout": "german_daisy"})
    ticks = iter(range(10**6))
    budget = Budget(0.5, clock=lambda: next(ticks) * 0.01)  # time runs out within the first iteration
    chances = ai.chances(state, Rng(1), budget)
    assert sum(chances) == pytest.approx(1.0) and chances.best in state.legal_moves()
