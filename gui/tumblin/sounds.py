"""The sound of a throw: each hit the physics found (`Run.hits`: a die striking the board, a peg or another
die) sounds as the replay passes its time, louder and brighter for a harder hit. The scene calls `hits_until`
from its replay's frames, and `thrown` for a throw shown at once (animations off): one hit."""

from __future__ import annotations

import math

#: A hit this hard (N·s; a 4.5 g die stopped from 1.8 m/s) or harder sounds at full strength.
HARD_IMPULSE = 0.008


def strength(impulse: float) -> float:
    """How loud a hit of `impulse` sounds, 0..1 (heard loudness grows slower than the impulse)."""
    return min(1.0, math.sqrt(max(0.0, impulse) / HARD_IMPULSE))


def hits_until(scene, run, t: float) -> None:
    """Emit the hits of `run` up to simulated time `t` not yet heard. Another run, or the same one replayed
    (its time back at the start), is heard from its beginning."""
    heard_run, heard, last_t = getattr(scene, "_heard_hits", (None, 0, 0.0))
    if heard_run is not run or t < last_t:
        heard = 0
    hits = run.hits
    while heard < len(hits) and hits[heard][0] <= t:
        scene.soundCue.emit("die_hit", strength(hits[heard][2]))
        heard += 1
    scene._heard_hits = (run, heard, t)  # kept on the scene: its replay's frames call this one after another


def thrown(scene) -> None:
    """A throw shown at rest at once (not simulated here): one firm hit."""
    scene.soundCue.emit("die_hit", 0.7)
