"""The time a computer player may use, and the caller's wish to stop: one type for every game's search.

Time is read from a clock: the real one in play, or a `WorkClock` that counts work (a fixed budget of nodes,
playouts or trials), with which a player chooses the same from the same seed on any machine."""

from __future__ import annotations

import time
from collections.abc import Callable


class SearchCancelled(Exception):
    """Raised inside a search when the caller's `cancel()` turned true; the move is not wanted any more."""


class OutOfTime(Exception):
    """Raised by `Budget.check` when the time is up; the search that set the budget catches it and answers."""


class WorkClock:
    """A clock that reads work done instead of time, for a computer player that must choose the same on any
    machine under any load (the golden games): each unit of work moves it on by `1 / rate` seconds. A unit is a
    `Budget.check()` of the search (a node, a playout, a trial throw) or a look at the clock between them, so a
    search timed by it does the same work, in the same order, whatever the machine. `rate` is the game's
    `work_per_second` (its data/ai.json): about the units one second of play gives, so the shares and
    thresholds a search reckons in seconds keep their sense."""

    def __init__(self, rate: float):
        self.rate = float(rate)
        self.units = 0

    def tick(self) -> None:
        self.units += 1

    def __call__(self) -> float:
        self.units += 1
        return self.units / self.rate


class Budget:
    """`seconds` from now, and a `cancel` callable polled on the way.

    A search calls `check()` now and then (cheap: it reads the clock only every `poll_every` calls) and
    catches `OutOfTime` where it can still answer; `SearchCancelled` goes up to the caller. `part(f)`
    gives the budget for the first fraction `f` of the time, sharing the cancel flag.
    """

    def __init__(self, seconds: float, cancel: Callable[[], bool] | None = None, poll_every: int = 1,
                 clock: Callable[[], float] = time.monotonic):
        self.clock = clock
        self.started = clock()
        self.seconds = max(0.0, seconds)
        self.deadline = self.started + self.seconds
        self.cancel = cancel or (lambda: False)
        self.poll_every = max(1, poll_every)
        self._calls = 0

    def part(self, fraction: float, poll_every: int | None = None) -> Budget:
        """The first `fraction` of this budget's time (counted from its start)."""
        share = Budget(0, self.cancel, self.poll_every if poll_every is None else poll_every, self.clock)
        share.started, share.seconds = self.started, self.seconds * fraction
        share.deadline = self.started + share.seconds
        return share

    def analysis_depth(self, settings: dict) -> int:
        """The depth a game's analysis searches with this budget: `settings["depth"]`, or more where the
        player gave each position more time (`settings["deeper"]`: [seconds, depth] steps, in order).
        Chosen by the time granted, not the time used, so the answer stays the same for the same seed."""
        depth = settings["depth"]
        for seconds, deeper in settings.get("deeper", ()):
            if self.seconds >= seconds:
                depth = deeper
        return depth

    def elapsed(self) -> float:
        return self.clock() - self.started

    def left(self) -> float:
        return self.deadline - self.clock()

    def expired(self) -> bool:
        return self.clock() > self.deadline

    def check_cancel(self) -> None:
        """Raise `SearchCancelled` if the caller no longer wants the answer."""
        if self.cancel():
            raise SearchCancelled

    @classmethod
    def of_work(cls, units: int, rate: float, cancel: Callable[[], bool] | None = None) -> Budget:
        """`units` of work instead of time (see `WorkClock`): `units / rate` seconds on a clock of work."""
        return cls(units / rate, cancel, clock=WorkClock(rate))

    def check(self) -> None:
        """Every `poll_every`-th call: `SearchCancelled` if cancelled, `OutOfTime` if the time is up."""
        self._calls += 1
        if isinstance(self.clock, WorkClock):  # every check is a unit of work, looked at or not
            self.clock.tick()
        if self._calls % self.poll_every:
            return
        self.check_cancel()
        if self.expired():
            raise OutOfTime
