"""The MuJoCo simulation of one throw: a stepped board, dice as rigid bodies, run until all rest.

Everything physical (board, pegs, die size and mass, friction, contact
softness, time step) comes from `data/board.json`, turned into an MJCF model.
A compiled model is cached per set of die shapes; every simulation uses a
fresh `MjData`, so the result depends only on its inputs and is bit-identical
in any process running the same MuJoCo version. The start (the die's height
and spin) is computed without BLAS (see `shapes`), whose kernels round
differently on different processors. MuJoCo is imported inside
functions so `import engine` stays fast.
"""

from __future__ import annotations

import json
import math
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

from engine.tumblin.shapes import lowest, shape, to_body

DATA = Path(__file__).with_name("data") / "board.json"

#: A pose: position (x, y, z) then orientation quaternion (w, x, y, z).
Pose = tuple[float, float, float, float, float, float, float]


@dataclass(frozen=True)
class Slab:
    name: str
    level: int  # -1 launch pad, 1..4 the scoring levels (level 1 holds the 0x part before the line)
    x0: float
    x1: float
    y0: float
    y1: float
    top: float

    def covers(self, x: float, y: float) -> bool:
        return self.x0 <= x <= self.x1 and self.y0 <= y <= self.y1


@dataclass(frozen=True)
class Board:
    slabs: tuple[Slab, ...]
    line_x: float
    pegs: tuple[tuple[float, float, float], ...]  # x, y, base z
    peg_radius: float
    peg_height: float
    launch_x: tuple[float, float]
    launch_y: tuple[float, float]
    edge: float
    mass: float
    raw: dict[str, Any]

    @property
    def launch(self) -> Slab:
        return next(s for s in self.slabs if s.level == -1)

    def slab_under(self, x: float, y: float, below: float) -> Slab | None:
        """The highest slab whose footprint holds (x, y) and whose top is not above `below`."""
        best = None
        for slab in self.slabs:
            if slab.covers(x, y) and slab.top <= below and (best is None or slab.top > best.top):
                best = slab
        return best


@cache
def board() -> Board:
    raw = json.loads(DATA.read_text(encoding="utf-8"))
    slabs = tuple(Slab(s["name"], int(s["level"]), *s["x"], *s["y"], float(s["top"])) for s in raw["slabs"])
    pegs = []
    for x, y in raw["pegs"]:
        under = max((s for s in slabs if s.covers(x, y)), key=lambda s: s.top, default=None)
        pegs.append((float(x), float(y), under.top if under else 0.0))
    return Board(slabs, float(raw["line_x"]), tuple(pegs), float(raw["peg"]["radius"]), float(raw["peg"]["height"]),
                 tuple(raw["launch_area"]["x"]), tuple(raw["launch_area"]["y"]), float(raw["die"]["edge"]),
                 float(raw["die"]["mass"]), raw)


def _f(values) -> str:
    return " ".join(repr(float(v)) for v in values)


def model_xml(shapes: tuple[str, ...], timestep: float | None = None) -> str:
    """The MJCF text for the board with one free body per die, in the order of `shapes` (with the
    board's time step, or `timestep` for a cheaper trial simulation)."""
    b = board()
    fr, contact, sim = b.raw["friction"], b.raw["contact"], b.raw["simulation"]
    step = sim["timestep"] if timestep is None else float(timestep)
    solref, solimp, condim = _f(contact["solref"]), _f(contact["solimp"]), int(contact["condim"])
    geoms = []
    for s in b.slabs:
        centre = ((s.x0 + s.x1) / 2, (s.y0 + s.y1) / 2, s.top / 2)
        size = ((s.x1 - s.x0) / 2, (s.y1 - s.y0) / 2, s.top / 2)
        geoms.append(f'<geom name="{s.name}" type="box" class="wood" pos="{_f(centre)}" size="{_f(size)}"/>')
    for i, (x, y, z) in enumerate(b.pegs):
        geoms.append(f'<geom name="peg{i}" type="cylinder" class="wood" pos="{_f((x, y, z + b.peg_height / 2))}" '
                     f'size="{_f((b.peg_radius, b.peg_height / 2))}"/>')
    meshes, bodies = [], []
    for name in sorted(set(shapes) - {"d6"}):
        meshes.append(f'<mesh name="{name}" vertex="{_f(shape(name).vertices.ravel())}"/>')
    half = b.edge / 2
    for i, name in enumerate(shapes):
        geom = (f'type="box" size="{_f((half, half, half))}"' if name == "d6" else f'type="mesh" mesh="{name}"')
        # Dice already lying on the board start asleep: they cost nothing until something hits them.
        sleep = ' sleep="init"' if i < len(shapes) - 1 else ""
        bodies.append(f'<body name="die{i}"{sleep} pos="0 {i} 1"><freejoint/>'
                      f'<geom class="die" {geom} mass="{b.mass!r}"/></body>')
    # Friction is (slide, torsional, rolling); condim 4 adds torsional friction so a die
    # cannot spin on a face forever. Sleeping islands make resting dice almost free.
    return f"""<mujoco model="tumblin">
  <option timestep="{step!r}" integrator="implicitfast" cone="elliptic"><flag sleep="enable"/></option>
  <asset>{''.join(meshes)}</asset>
  <default>
    <default class="wood"><geom friction="{_f((fr['die_board'], fr['torsional'], fr['rolling']))}" condim="{condim}"
      solref="{solref}" solimp="{solimp}"/></default>
    <default class="die"><geom friction="{_f((fr['die_die'], fr['torsional'], fr['rolling']))}" condim="{condim}"
      solref="{solref}" solimp="{solimp}"/></default>
  </default>
  <worldbody>
    <geom name="table" type="plane" size="3 3 0.1" friction="{_f((fr['die_table'], 0.005, fr['rolling']))}"
      condim="{condim}" solref="{solref}"/>
    {''.join(geoms)}
    {''.join(bodies)}
  </worldbody>
</mujoco>"""


_models: OrderedDict[tuple[tuple[str, ...], float | None], Any] = OrderedDict()
_models_lock = threading.Lock()
#: Compiled boards kept for reuse, the most recently used first out last (a model is ~0.3 MB; a game
#: needs one per number and mix of dice on the board, and compiling one takes a few milliseconds).
MODELS_KEPT = 12


def _model(shapes: tuple[str, ...], timestep: float | None = None):
    import mujoco

    key = (shapes, timestep)
    with _models_lock:
        model = _models.get(key)
        if model is None:
            model = _models[key] = mujoco.MjModel.from_xml_string(model_xml(shapes, timestep))
            while len(_models) > MODELS_KEPT:
                _models.popitem(last=False)
        else:
            _models.move_to_end(key)
        return model


@dataclass(frozen=True)
class Launch:
    """The flicked die's start: position, orientation, linear and angular velocity (world frame)."""

    pos: tuple[float, float, float]
    quat: tuple[float, float, float, float]
    velocity: tuple[float, float, float]
    spin: tuple[float, float, float]


#: A die's velocity changing by more than this (m/s) within one frame, beyond what gravity or friction
#: gives, is a hit: it struck the board, a peg or another die.
HIT_SPEED = 0.12


@dataclass
class Run:
    """A simulated throw: final poses, and the trajectory sampled every frame for drawing."""

    final: list[Pose]
    times: list[float]
    frames: np.ndarray  # (frames, dice, 7) float32
    sim_time: float
    #: With `frames`: each hit as (time s, die, impulse N·s), in time order (what the sound of a throw follows).
    hits: list[tuple[float, int, float]] = field(default_factory=list)


def frame_hits(time: float, before: np.ndarray, after: np.ndarray, gravity_step: np.ndarray, mass: float
               ) -> list[tuple[float, int, float]]:
    """The dice hit within one frame, from their linear velocities at its start and end (`before`, `after`:
    (dice, 3)). A die at rest or gliding changes little, one falling freely by gravity's share: the smaller of
    the change and the change beyond gravity counts, as an impulse (its mass times that change)."""
    change = after - before
    excess = np.minimum(np.linalg.norm(change, axis=1), np.linalg.norm(change - gravity_step, axis=1))
    return [(time, int(die), float(mass * excess[die])) for die in np.flatnonzero(excess > HIT_SPEED)]


def launch_for(x: float, y: float, aim: float, speed: float, topspin: float, sidespin: float,
               quat: tuple[float, float, float, float], die_shape: str) -> Launch:
    """Where a die placed at (x, y) on the launch pad starts, moving `speed` m/s at angle `aim`."""
    b = board()
    z = b.launch.top - lowest(shape(die_shape, b.edge), quat) + 0.0002
    direction = (math.cos(aim), math.sin(aim))
    # Topspin turns about the horizontal axis across the direction of travel.
    spin = (-direction[1] * topspin, direction[0] * topspin, sidespin)
    return Launch((x, y, z), quat, (direction[0] * speed, direction[1] * speed, 0.0), spin)


def simulate(shapes: tuple[str, ...], poses: list[Pose], launch: Launch, cancel=None, frames: bool = True,
             trial: dict[str, float] | None = None) -> Run:
    """Run the board with resting dice `poses` (all but the last of `shapes`) and the last die
    flicked as `launch`, until every die on the board has been at rest for a while.

    Without `frames` the run keeps only the first and the last frame (a search needs no animation).
    `trial` overrides some of the board's `simulation` settings (`timestep`, `rest_hold`, `rest_speed`,
    `rest_spin`, `max_time`) for a computer player's cheaper trial throws; the game's own throws never
    pass it."""
    import mujoco

    b = board()
    sim = dict(b.raw["simulation"])
    if trial:
        sim.update(trial)
    model = _model(shapes, float(trial["timestep"]) if trial and "timestep" in trial else None)
    data = mujoco.MjData(model)
    n = len(shapes)
    qpos = data.qpos.reshape(n, 7)
    for i, pose in enumerate(poses):
        qpos[i] = pose
    qpos[n - 1, :3] = launch.pos
    qpos[n - 1, 3:] = launch.quat
    qvel = data.qvel.reshape(n, 6)
    qvel[n - 1, :3] = launch.velocity
    # A free joint's angular velocity is in the body frame.
    qvel[n - 1, 3:] = to_body(launch.quat, launch.spin)
    mujoco.mj_forward(model, data)

    steps = max(1, round(sim["frame"] / model.opt.timestep))
    rest_speed, rest_spin = sim["rest_speed"], sim["rest_spin"]
    hold_frames = math.ceil(sim["rest_hold"] / (steps * model.opt.timestep))
    off_z = sim["off_board_z"]
    times = [0.0]
    kept = [qpos.astype(np.float32)]
    hits: list[tuple[float, int, float]] = []
    gravity_step = np.array(model.opt.gravity) * steps * model.opt.timestep
    velocity = qvel[:, :3].copy()
    still = 0
    while data.time < sim["max_time"]:
        mujoco.mj_step(model, data, nstep=steps)
        if frames or len(kept) == 1:
            times.append(float(data.time))
            kept.append(qpos.astype(np.float32))
        else:
            times[-1], kept[-1] = float(data.time), qpos.astype(np.float32)
        if frames:  # only read from the simulation: the throw goes exactly as without
            before, velocity = velocity, qvel[:, :3].copy()
            hits += frame_hits(float(data.time), before, velocity, gravity_step, b.mass)
        if cancel is not None and cancel():
            from engine.ai import SearchCancelled

            raise SearchCancelled  # never return (and so never memoize) a throw stopped half-way
        on_board = qpos[:, 2] > off_z
        moving = ((np.abs(qvel[:, :3]).max(axis=1) > rest_speed) | (np.abs(qvel[:, 3:]).max(axis=1) > rest_spin))
        if np.any(moving & on_board):
            still = 0
        else:
            still += 1
            if still >= hold_frames:
                break
    final = [tuple(float(v) for v in row) for row in qpos]
    return Run(final, times, np.stack(kept), float(data.time), hits)
