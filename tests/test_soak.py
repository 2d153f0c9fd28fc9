"""A short soak of the real main window per game: random input for 20 s with a watchdog (tests/soak.py).

Each run is its own process, so a stall or a deadlock fails this test with every thread's stack
instead of hanging the suite. `bench/soak.py` runs the long version and reports memory.
"""

import json
import subprocess
import sys

import pytest

from tests.playouts import PLAYABLE

#: A seed per game; EQUILIBRIX's is the one that found the endless repaint (issue 16).
SEEDS = {"equilibrix": 2}


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_random_input_never_stalls_or_raises(game_id):
    seed = SEEDS.get(game_id, 1)
    result = subprocess.run([sys.executable, "-m", "tests.soak", "--game", game_id, "--seconds", "20",
                             "--seed", str(seed)], capture_output=True, text=True, timeout=240)
    lines = result.stdout.strip().splitlines()
    assert lines, result.stderr[-3000:]
    report = json.loads(lines[-1])
    assert not report["stalls"], report["stalls"][0]["stacks"]
    assert not report["exceptions"], report["exceptions"][0]
    assert result.returncode == 0, result.stderr[-3000:]
    assert report["actions"] > 300, report["by_action"]  # the input really reached the window
    assert report["by_action"].get("new_game", 0) and report["by_action"].get("click", 0)
