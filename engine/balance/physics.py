"""The balance arm as a physical object: the exact tip test and the swinging motion.

The arm hangs from the bridge with its centre of mass a depth h below the
pivot. With N the net moment of the pawns and D the righting term, gravity's
torque about the pivot is g·(N·cosθ − D·sinθ), so the arm comes to rest at
tan θ = N / D. It rests on the board exactly when that angle lies beyond the
contact angle θ_max, that is when |N| > D·tan θ_max. Measured in "L units"
(one large pawn at holder 1), D·tan θ_max is the tipping limit T*.

The game decides tipping with `Arm.tips` on exact integers and fractions; the
animation (`ArmMotion`) integrates the same torque, so it swings back exactly
when the static test says the arm is safe and stays on the board when it says
the arm tipped. Pure Python: the view only steps and draws it.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from functools import cache, cached_property, lru_cache
from pathlib import Path

_DATA = Path(__file__).with_name("data") / "physics.json"


@lru_cache(maxsize=1)
def parameters() -> dict:
    """The physical parameters and sensitivity presets from `data/physics.json`."""
    return json.loads(_DATA.read_text(encoding="utf-8"))


def presets() -> tuple[str, ...]:
    return tuple(parameters()["sensitivity"])


def pawn_weights() -> dict[str, int]:
    """Whole-number pawn weights (L = 5, M = 3) used for exact moments."""
    return {size: int(w) for size, w in parameters()["pawn_weight"].items()}


@dataclass(frozen=True)
class Arm:
    """The arm with one sensitivity preset: the exact tip test and the statics behind it."""

    limit: Fraction  # T*, in L units (one large pawn at holder 1)
    weights: tuple[tuple[str, int], ...]
    g: float
    pitch: float
    length: float
    arm_mass: float
    large_mass: float
    theta_max: float  # radians
    damping_ratio: float
    bounce: float
    rest_speed: float
    dt: float
    lower_in: float

    @classmethod
    def for_preset(cls, preset: str) -> Arm:
        return _arm(preset)

    # -- exact statics (the game's rule) ---------------------------------------------
    @cached_property
    def _table(self) -> dict[str, int]:
        return dict(self.weights)

    def weight(self, size: str) -> int:
        return self._table[size]

    @property
    def large_weight(self) -> int:
        return self.weight("L")

    def moment(self, load: Iterable[tuple[int, str]]) -> int:
        """Net moment of pawns (distance in pitches, signed; size) in weight·pitch units, exactly."""
        table = self._table
        return sum(x * table[size] for x, size in load)

    def halves(self, load: Iterable[tuple[int, str]]) -> tuple[float, float]:
        """The moments pulling the left and the right half down, both positive, in L units (for display)."""
        table = dict(self.weights)
        left = right = 0
        for x, size in load:
            if x < 0:
                left -= x * table[size]
            else:
                right += x * table[size]
        return left / self.large_weight, right / self.large_weight

    def in_l_units(self, moment: int) -> Fraction:
        return Fraction(moment, self.large_weight)

    def tips(self, moment: int) -> bool:
        """Does the arm come to rest on the board under this net moment? Exact, never a float tie:
        |moment| / L > limit, in whole numbers."""
        limit = self.limit
        return abs(moment) * limit.denominator > limit.numerator * self.large_weight

    def margin(self, moment: int) -> Fraction:
        """How far the moment stays below the limit, in L units (negative once it tips)."""
        return self.limit - abs(Fraction(moment, self.large_weight))

    # -- the same statics in floats (for drawing) ------------------------------------
    @property
    def righting(self) -> float:
        """D in kg·m, chosen so that D·tan θ_max equals the limit."""
        return float(self.limit) * self.large_mass * self.pitch / math.tan(self.theta_max)

    @property
    def keel_depth(self) -> float:
        """Depth h of the arm's centre of mass below the pivot (D = M·h)."""
        return self.righting / self.arm_mass

    def si_moment(self, moment: float) -> float:
        return moment / self.large_weight * self.large_mass * self.pitch

    def equilibrium(self, moment: float) -> float:
        """The tilt (radians, + = the +x end down) the arm settles at; ±θ_max when it rests on the board."""
        if abs(Fraction(moment)) > self.limit * self.large_weight:  # the same exact test as `tips`
            return math.copysign(self.theta_max, moment)
        return math.atan2(self.si_moment(moment), self.righting)

    def torque(self, moment: float, theta: float) -> float:
        """Gravity's torque about the pivot at tilt `theta` (N·m)."""
        return self.g * (self.si_moment(moment) * math.cos(theta) - self.righting * math.sin(theta))

    def inertia(self, load: Iterable[tuple[int, str]]) -> float:
        """Moment of inertia about the pivot: a uniform bar hung below it plus point-mass pawns."""
        per_weight = self.large_mass / self.large_weight
        table = dict(self.weights)
        pawns = sum(table[size] * per_weight * (x * self.pitch) ** 2 for x, size in load)
        h = self.keel_depth
        return self.arm_mass * (self.length ** 2 / 12 + h * h) + pawns


@cache
def _arm(preset: str) -> Arm:
    p = parameters()
    if preset not in p["sensitivity"]:
        raise KeyError(preset)
    return Arm(
        limit=Fraction(p["sensitivity"][preset]),
        weights=tuple(sorted(pawn_weights().items())),
        g=float(p["g"]), pitch=float(p["pitch_m"]), length=float(p["arm_length_m"]),
        arm_mass=float(p["arm_mass_kg"]), large_mass=float(p["large_pawn_mass_kg"]),
        theta_max=math.radians(float(p["theta_max_deg"])), damping_ratio=float(p["damping_ratio"]),
        bounce=float(p["bounce"]), rest_speed=float(p["rest_speed_rad_s"]), dt=float(p["dt_s"]),
        lower_in=float(p["lower_in_s"]),
    )


class ArmMotion:
    """A damped rigid pendulum with a bouncy stop on the board, for the animation.

    `set_load` starts lowering pawns in (or lifting them out): the moment moves
    from its current value to the new one over `Arm.lower_in` seconds, so the
    arm swings as it would under a hand. `advance` integrates with semi-implicit
    Euler at the fixed step `Arm.dt`.
    """

    def __init__(self, arm: Arm, load: Iterable[tuple[int, str]] = (), theta: float | None = None):
        self.arm = arm
        load = list(load)
        self._from = self._to = float(arm.moment(load))
        self._ramp = 0.0
        self._elapsed = 0.0
        self.inertia = arm.inertia(load)
        self.theta = arm.equilibrium(self._to) if theta is None else theta
        self.omega = 0.0
        self._spare = 0.0

    @property
    def moment(self) -> float:
        """The moment acting now (between the old and the new load while pawns are lowered in)."""
        if self._ramp <= 0 or self._elapsed >= self._ramp:
            return self._to
        return self._from + (self._to - self._from) * self._elapsed / self._ramp

    @property
    def target(self) -> float:
        return self.arm.equilibrium(self._to)

    def set_load(self, load: Iterable[tuple[int, str]], ramp: float | None = None) -> None:
        load = list(load)
        self._from = self.moment
        self._to = float(self.arm.moment(load))
        self._ramp = self.arm.lower_in if ramp is None else ramp
        self._elapsed = 0.0
        self.inertia = self.arm.inertia(load)

    def jump_to(self, load: Iterable[tuple[int, str]]) -> None:
        """Put the arm at rest in its equilibrium at once (no animation)."""
        load = list(load)
        self._from = self._to = float(self.arm.moment(load))
        self._ramp = 0.0
        self.inertia = self.arm.inertia(load)
        self.theta = self.arm.equilibrium(self._to)
        self.omega = 0.0

    def step(self) -> None:
        arm, dt = self.arm, self.arm.dt
        self._elapsed += dt
        damping = 2 * arm.damping_ratio * math.sqrt(self.inertia * arm.g * arm.righting)
        torque = arm.torque(self.moment, self.theta) - damping * self.omega
        self.omega += torque / self.inertia * dt
        self.theta += self.omega * dt
        limit = arm.theta_max
        if abs(self.theta) >= limit:
            side = math.copysign(1.0, self.theta)
            self.theta = side * limit
            if self.omega * side > 0:
                self.omega = -arm.bounce * self.omega  # a small bounce off the board
            if abs(self.omega) < arm.rest_speed and arm.torque(self.moment, self.theta) * side > 0:
                self.omega = 0.0  # lying on the board, pressed down

    def advance(self, seconds: float) -> None:
        """Integrate `seconds` of motion in whole fixed steps (the remainder carries over)."""
        self._spare += seconds
        steps = int(self._spare / self.arm.dt)
        self._spare -= steps * self.arm.dt
        for _ in range(min(steps, 2000)):
            self.step()

    def on_board(self) -> bool:
        return abs(self.theta) >= self.arm.theta_max - 1e-9

    def settled(self) -> bool:
        """At rest: the load is in, and the arm is still at its equilibrium (or lies on the board)."""
        if self._elapsed < self._ramp:
            return False
        if abs(self.target) >= self.arm.theta_max:  # tipped: settled only once it lies on the board
            return self.on_board() and self.omega == 0.0
        return abs(self.theta - self.target) < math.radians(0.05) and abs(self.omega) < 0.004

    def settle(self, max_seconds: float = 20.0) -> float:
        """Run until settled (tests, benches); returns the final tilt."""
        steps = int(max_seconds / self.arm.dt)
        for _ in range(steps):
            self.step()
            if self.settled():
                break
        return self.theta

    def peak_after(self, seconds: float) -> float:
        """The largest |tilt| reached in the next `seconds` (tests of the swing)."""
        peak = abs(self.theta)
        for _ in range(int(seconds / self.arm.dt)):
            self.step()
            peak = max(peak, abs(self.theta))
        return peak
