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
from pathlib import Path

import pytest

import engine
import engine.ai
from engine.abalone import ai, search
from engine.abalone.rules import layouts
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
    states = random_positions(24, seed=34)
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
    assert engine.ai.search_cores(engine.GAMES) == {"abalone": search.COMPILED}
    assert ai.SEARCH == ("compiled" if search.COMPILED else "python (slower search)")
