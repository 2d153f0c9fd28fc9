"""Every golden game records again byte for byte (issue 33): its computer players search on the budget of work
their entries in the record give, never on the clock, so the same seed gives the same game on any machine.

To record the files again after a deliberate change: `.venv/bin/python -m tests.golden` (see tests/golden.py).
"""

from __future__ import annotations

import pytest

from tests import golden

FILES = [(module, name) for module in golden.golden_modules() for name in module.FILES]


def test_every_golden_file_is_recorded_here():
    assert sorted(name for _, name in FILES) == sorted(path.name for path in golden.DATA.glob("*.json")
                                                      if path.stem.split("_")[0] in golden.WORK)


@pytest.mark.parametrize(("module", "name"), FILES, ids=[name for _, name in FILES])
def test_a_golden_game_records_again_byte_for_byte(module, name):
    record = module.record(name)
    assert all(player["work"] == golden.WORK[record.game_id] for player in record.players if not player["human"])
    assert (record.to_json() + "\n").encode() == (golden.DATA / name).read_bytes()


@pytest.mark.parametrize("game_id", ["abalone", "equilibrix", "halma"])
def test_a_budget_of_work_is_the_same_whatever_the_deadline(game_id):
    """The hard levels search until their time is up; on a budget of work the deadline plays no part."""
    import engine
    import engine.ai

    state = engine.new_game(game_id, 2, seed=3)
    for ply in range(4):
        state = state.apply(engine.ai.choose(state, "easy", seed=ply, deadline_s=0.2))
    moves = {engine.ai.choose(state, "hard", seed=1, deadline_s=deadline, work=golden.WORK[game_id])
             for deadline in (0.0, 0.01, 30.0)}
    assert len(moves) == 1
