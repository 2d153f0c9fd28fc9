"""Abalone's search core (issue 32): one source, run as Python and compiled, giving the same search.

The compiled module is `engine.abalone.search` when `setup.py` built it (./test builds it where a C
compiler is present); the interpreted one is the same file imported from its source here. Searches are
bounded by depth and nodes, never by the clock, so the figures do not depend on the load.
"""

from __future__ import annotations

import importlib.util
import os
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

import engine
import engine.ai
from engine.abalone import ai, search
from engine.abalone.rules import layouts, position_from_dict
from engine.ai import Budget
from engine.rng import Rng

ROOT = Path(__file__).resolve().parent.parent


def source_module():
    """search.py imported as plain Python, whether or not a compiled module sits beside it."""
    spec = importlib.util.spec_from_file_location("abalone_search_source", Path(search.__file__).with_name("search.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


PURE = source_module()


def compiled_module():
    if not search.COMPILED:
        pytest.skip("the compiled search core is not built (no C compiler): only the Python path runs")
    return search


def random_positions(count: int, seed: int) -> list:
    """States from the six layouts after random plies that prefer pushes (so marbles go off)."""
    rnd = random.Random(seed)
    names = sorted(layouts())
    states = []
    while len(states) < count:
        state = engine.new_game("abalone", 2, {"layout": rnd.choice(names)})
        for _ in range(rnd.randint(0, 80)):
            if state.outcome():
                break
            moves = state.legal_moves()
            pushes = [m for m in moves if state.effect(m) != 2]
            state = state.apply(rnd.choice(pushes if pushes and rnd.random() < 0.7 else moves))
        if not state.outcome():
            states.append(state)
    return states


def dense_children(module, state) -> list:
    own = search.to_dense(state.marbles[state.turn])
    opp = search.to_dense(state.marbles[1 - state.turn])
    searcher = ai.core_searcher(module, state.options["marbles_to_win"], table_size=101)
    return sorted((own ^ key, opp ^ delta) for key, delta, _ in searcher.moves(own, opp))


def rules_children(state) -> list:
    seat = state.turn
    return sorted((search.to_dense(c[seat]), search.to_dense(c[1 - seat])) for c in state.children().values())


def test_the_core_generates_the_rules_moves_from_every_layout_and_random_positions():
    starts = {name: engine.new_game("abalone", 2, {"layout": name}) for name in layouts()}
    assert len(dense_children(PURE, starts["standard"])) == 44  # the booklet's opening: 44 moves
    modules = [PURE] + ([search] if search.COMPILED else [])
    for state in [*starts.values(), *random_positions(150, seed=32)]:
        expected = rules_children(state)
        assert len(expected) == len(state.legal_moves())
        for module in modules:
            assert dense_children(module, state) == expected, (module.__name__, state.to_json())


def test_the_core_evaluates_as_the_python_search():
    modules = [PURE] + ([search] if search.COMPILED else [])
    for state in random_positions(120, seed=33):
        seat = state.turn
        own, opp = state.marbles[seat], state.marbles[1 - seat]
        expected = ai.evaluate(own, opp, state.lost[seat], state.lost[1 - seat])
        for module in modules:
            searcher = ai.core_searcher(module, 6, table_size=101)
            assert searcher.evaluation(search.to_dense(own), search.to_dense(opp), state.lost[seat],
                                       state.lost[1 - seat]) == expected


def search_figures(module, state, seed: int, depth: int, nodes: int) -> tuple:
    stats: dict = {}
    move = ai.choose_with_core(module, state, Rng(seed), Budget(600), depth, stats, node_limit=nodes)
    return engine.move_to_text(state, move), stats["score"], stats["depth"], stats["nodes"]


def test_compiled_and_interpreted_choose_the_same_moves_with_the_same_scores_and_nodes():
    compiled = compiled_module()
    states = random_positions(18, seed=34)
    states += [engine.new_game("abalone", 2, {"layout": name}) for name in ("standard", "belgian_daisy")]
    for i, state in enumerate(states):
        depth, nodes = (4, 0) if i % 3 == 0 else (64, 2500)  # a depth budget, or a node budget cut mid-iteration
        assert search_figures(compiled, state, i, depth, nodes) == search_figures(PURE, state, i, depth, nodes), \
            state.to_json()


def test_a_node_budget_gives_the_same_choice_every_time():
    compiled = search if search.COMPILED else PURE
    state = engine.new_game("abalone", 2, {"layout": "german_daisy"})
    first = search_figures(compiled, state, 7, 64, 20_000)
    assert first[3] >= 20_000 and first[2] >= 3
    assert all(search_figures(compiled, state, 7, 64, 20_000) == first for _ in range(2))


def test_without_the_compiled_core_hard_plays_with_the_python_search():
    """LUDOTECA_PURE_SEARCH=1 stands for a machine without a compiler: hard still answers, with the slower search."""
    script = ("import engine, engine.ai; from engine.abalone import ai; print(ai.SEARCH); "
              "s = engine.new_game('abalone', 2); m = engine.ai.choose(s, 'hard', seed=1, deadline_s=0.3); "
              "print(m in s.legal_moves(), engine.ai.search_cores(engine.GAMES))")
    env = {**os.environ, "LUDOTECA_PURE_SEARCH": "1", "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.split("\n")[:2] == ["python (slower search)", "True {'abalone': False}"]


def test_the_start_up_log_says_whether_the_search_is_compiled():
    assert ai.COMPILED == (search.COMPILED and not os.environ.get(engine.ai.PURE_SEARCH_ENV))
    assert engine.ai.search_cores(engine.GAMES) == {"abalone": ai.COMPILED}
    assert ai.SEARCH == ("compiled" if ai.COMPILED else "python (slower search)")


# --------------------------------------------------------------------------- no level circles (issue 32)


def repeats_by_own_choice(state, players: dict, plies: int) -> int:
    """Play `plies` plies between `players` (seat -> (level, depth)); the most times one position came
    about by the same seat's own moves."""
    made: dict[int, Counter] = {0: Counter(), 1: Counter()}
    for ply in range(plies):
        if state.outcome() is not None:
            break
        seat = state.turn
        level, depth = players[seat]
        state = state.apply(ai.choose(state, level, Rng(ply), Budget(600), depth=depth))
        made[seat][(*state.marbles, state.turn)] += 1
    return max(max(counter.values(), default=0) for counter in made.values())


LEVEL_DEPTHS = {"easy": 1, "normal": 3, "hard": 4}


@pytest.mark.parametrize("level", LEVEL_DEPTHS)
def test_no_level_brings_a_position_back_a_third_time_from_level_material(level):
    """From the standard start, hard at depth 4 against itself went round a four-ply circle (one position 17
    times in 100 plies) before the root refused a third visit by the mover's own choice."""
    players = {0: (level, LEVEL_DEPTHS[level]), 1: (level, LEVEL_DEPTHS[level])}
    for layout in ("standard", "german_daisy") if level == "hard" else ("standard",):
        assert repeats_by_own_choice(engine.new_game("abalone", 2, {"layout": layout}), players, 100) <= 2


@pytest.mark.parametrize("level", LEVEL_DEPTHS)
def test_no_level_circles_ahead_or_behind(level):
    """Five marbles up against a defending hard player, and behind against it: never a third visit."""
    won = position_from_dict({"black": "A1 A2 A3 A4 A5 B1 B2 B3 B4 B5 B6 C3 C4 C5".split(),
                              "white": "E3 E4 E5 E6 D4 D5 F4 F5 F6".split(), "to_move": "black",
                              "out": {"black": 0, "white": 5}})
    for seat in (0, 1):
        players = {seat: (level, LEVEL_DEPTHS[level]), 1 - seat: ("hard", 3)}
        assert repeats_by_own_choice(won, players, 80) <= 2


def test_with_the_repetition_rule_the_side_behind_takes_the_draw_the_side_ahead_does_not():
    state = engine.new_game("abalone", 2, {"repetition": True})
    for text in ["c3d3", "g5f5", "d3c3", "f5g5", "c3d3", "g5f5", "d3c3"]:
        state = state.apply(engine.parse_move(state, text))
    fixed = {move: score for *_, move, score in ai._root_moves(state)}
    assert fixed[engine.parse_move(state, "f5g5")] == 0  # a draw, not a circle: the search weighs it
    assert ai.CIRCLING not in fixed.values()


def test_without_cython_installed_the_source_runs_with_the_stand_in_decorators():
    """A machine with neither a compiler nor Cython imports search.py with engine/ai/pure_cython.py as `cython`."""
    script = ("import sys; sys.modules['cython'] = None; "  # `import cython` now fails, as without Cython
              "import importlib.util, engine, engine.ai.pure_cython as shim; from engine.abalone import ai, search; "
              "spec = importlib.util.spec_from_file_location('src', search.__file__.rsplit('/', 1)[0] + '/search.py'); "
              "m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m); "
              "s = engine.new_game('abalone', 2, {'layout': 'belgian_daisy'}); st = {}; "
              "ai.choose_with_core(m, s, engine.Rng(3), engine.ai.Budget(600), 3, st); "
              "print(m.cython is shim, m.COMPILED, st['nodes'], st['score'])")
    out = subprocess.run([sys.executable, "-c", script], env={**os.environ, "PYTHONPATH": str(ROOT)},
                         capture_output=True, text=True, check=True)
    stats: dict = {}
    ai.choose_with_core(PURE, engine.new_game("abalone", 2, {"layout": "belgian_daisy"}), Rng(3), Budget(600), 3,
                        stats)
    assert out.stdout.split() == ["True", "False", str(stats["nodes"]), str(stats["score"])]
