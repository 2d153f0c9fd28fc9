"""Frame intervals while the real scenes animate, offscreen (issue 20: "Animation that feels right").

    QT_QPA_PLATFORM=offscreen nice -n 19 .venv/bin/python bench/animation.py
    .venv/bin/python bench/animation.py --repeat 5 --game halma --speed slow --json

A real `MainWindow` (1100x760, so the board view is about 820x720) starts each game with
`gui.setup.quick_setup`, and a move is played through `window.session.play` as a click or the computer
would play it; the scene animates it on its own timers. What a player sees is measured on the board view's
viewport: the time between successive paints (`QEvent.Paint`, `time.perf_counter`), from the first paint
after the move (Tumblin-Dice: after its worker has simulated the throw and the replay starts) until
`scene.animation_running()` is False, plus the paint that shows the final position. The paint cost is the
time from the Paint event to the end of the view's `drawForeground` (the last thing
`QGraphicsView.paintEvent` draws). "ticks" counts `scene.changed` signals: every tick that changed an item
should give one paint. The computer players are paused so nothing else runs meanwhile. Tumblin-Dice is
measured through both cameras (the setting "camera": in perspective and from above), with one die thrown
and with 18 dice tumbling at once (nine each; the replay of the last throw moves every die, `tumble`).

Target: 60 frames per second, i.e. a mean interval of at most 16.7 ms, and no frame over 33.3 ms. The
figures depend on the machine and its load (the load average is printed); never a test on wall-clock time.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, QSettings, QTimer  # noqa: E402

TARGET_MEAN_MS = 1000 / 60
TARGET_WORST_MS = 1000 / 30
WINDOW_SIZE = (1100, 760)
TIMEOUT_S = 15.0


# -- the scenarios --------------------------------------------------------------------------------------


@dataclass
class Case:
    """One animation: the game, how to pick the move to watch, and when its frames start."""

    key: str
    label: str
    pick: Callable[[Any], Any]  # window -> the move to animate (may play lead-in moves first, unanimated)
    started: Callable[[Any], bool] = lambda scene: True  # scene -> its frames have started
    options: dict = field(default_factory=dict)
    camera: str | None = None  # the setting "camera" for the game (Tumblin-Dice: "perspective" or "top")


def pick_abalone(window) -> Any:
    """Three marbles in line stepping forward: the longest slide of an opening move."""
    moves = window.session.state.legal_moves()
    return max(moves, key=lambda m: (m.inline, len(m.marbles)))


def pick_halma(window) -> Any:
    """The first chain of three hops or more, after unanimated easy moves."""
    import engine.ai

    session = window.session
    for ply in range(60):
        moves = [m for m in session.state.legal_moves() if hasattr(m, "path")]
        longest = max(moves, key=lambda m: len(m.path), default=None)
        if longest is not None and len(longest.path) >= 4:
            return longest
        play_unanimated(window, engine.ai.choose(session.state, "easy", seed=ply, deadline_s=0.1))
    raise RuntimeError("no chain of three hops came up")


def pick_balance(window) -> Any:
    """The move that turns the arm most without tipping it (a tip holds the arm still on purpose, which
    would read as a long frame)."""
    state = window.session.state

    def torque(arm) -> float:
        return sum(x * (2 if size == "L" else 1) for x, _, size in arm)

    def swing(move) -> float:
        after = state.apply(move)
        if any(type(event).__name__ in ("Tipped", "Rearranged") for event in after.events):
            return -1
        return abs(torque(after.arm) - torque(state.arm))

    return max(state.legal_moves(), key=swing)


def pick_tumblin(window) -> Any:
    import engine.ai

    return engine.ai.choose(window.session.state, "easy", seed=1, deadline_s=0.5)


def pick_tumblin_crowd(window) -> Any:
    """Seventeen throws shown at once, then the eighteenth, whose replay sets every die tumbling (`tumble`)."""
    for _ in range(17):
        play_unanimated(window, pick_tumblin(window))
    scene = window.scene
    scene.runner.finished.disconnect(scene._simulated)
    scene.runner.finished.connect(lambda result: scene._simulated(tumble(result)))
    return pick_tumblin(window)


def tumble(result) -> Any:
    """The throw's result with a replay in which all 18 dice fly and turn down the board for two seconds
    (the worst a replay can draw: every die moves in every frame); the position after it is the real one."""
    import numpy as np

    from engine.tumblin.physics import Run as Replay
    from engine.tumblin.rules import Result

    count, frames = len(result.state.dice), 121
    times = np.linspace(0.0, 2.0, frames)
    poses = np.zeros((frames, count, 7), dtype=np.float32)
    for die in range(count):
        t = times / 2.0
        poses[:, die, 0] = 0.06 + t * (0.3 + 0.5 * (die % 6) / 5)
        poses[:, die, 1] = (die % 7 - 3) * 0.05 + 0.02 * np.sin(6 * t + die)
        poses[:, die, 2] = 0.1 - 0.08 * t + 0.03 * np.abs(np.sin(9 * t + die))
        half = (4 + die % 5) * times  # half the angle turned about the die's own axis
        axis = np.array([1.0, 0.5 + die % 3, 0.3 * (die % 4)])
        axis /= np.linalg.norm(axis)
        poses[:, die, 3] = np.cos(half)
        poses[:, die, 4:] = np.sin(half)[:, None] * axis
    for die, where in enumerate(result.state.dice):  # the last frame shows the dice where they come to rest
        if where.pose is not None:
            poses[-1, die] = where.pose
    replay = Replay([tuple(map(float, pose)) for pose in poses[-1]], list(times), poses, 2.0)
    return Result(replay, tuple(range(count)), result.state)


def tumblin_started(scene) -> bool:
    """The replay runs on the scene's timer once the worker has simulated the throw."""
    timer = getattr(scene, "_timer", None)
    return timer is None or timer.isActive()


def first_place(window) -> Any:
    """The first placement offered, after unanimated lead-in moves (the first legal one) until there is one:
    a Triple Domino tile laid on the table, an EQUILIBRIX piece placed once the origin is set."""
    session = window.session
    for _ in range(40):
        moves = session.state.legal_moves()
        places = [m for m in moves if type(m).__name__ == "Place"]
        if places:
            return places[0]
        play_unanimated(window, moves[0])
    raise RuntimeError("nothing could be placed")


CASES = [
    Case("abalone", "Abalone: marbles slide", pick_abalone),
    Case("halma", "Halma: peg hops (multi-jump)", pick_halma),
    Case("balance", "Balance DUELS: arm swings", pick_balance),
    Case("tumblin", "Tumblin-Dice: a die tumbles (from above)", pick_tumblin, tumblin_started, camera="top"),
    Case("tumblin", "Tumblin-Dice: a die tumbles (perspective)", pick_tumblin, tumblin_started, camera="perspective"),
    Case("tumblin", "Tumblin-Dice: 18 dice tumble (from above)", pick_tumblin_crowd, tumblin_started,
         {"two_player_dice": "nine"}, "top"),
    Case("tumblin", "Tumblin-Dice: 18 dice tumble (perspective)", pick_tumblin_crowd, tumblin_started,
         {"two_player_dice": "nine"}, "perspective"),
    Case("tripledomino", "Triple Domino: tile is laid", first_place),
    Case("equilibrix", "EQUILIBRIX: piece placed", first_place),
]


# -- the clock on the viewport ----------------------------------------------------------------------------


class FrameClock(QObject):
    """Paint start times of the viewport (an event filter) and paint end times (the view's
    `drawForeground`, hooked by `paint_hook`); counts the scene's `changed` signals."""

    active: FrameClock | None = None

    def __init__(self):
        super().__init__()
        self.frames: list[tuple[float, float | None]] = []  # (paint start, paint end)
        self.cpu: list[float] = []  # the UI thread's CPU time per finished paint, in seconds
        self.changes: list[float] = []
        self._open: tuple[float, float] | None = None

    def eventFilter(self, watched, event):  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint:
            self._open = (time.perf_counter(), time.thread_time())
            self.frames.append((self._open[0], None))
        return False

    def painted(self) -> None:
        if self._open is not None and self.frames and self.frames[-1][0] == self._open[0]:
            self.frames[-1] = (self._open[0], time.perf_counter())
            self.cpu.append(time.thread_time() - self._open[1])
        self._open = None

    def changed(self, region) -> None:
        if region:  # an empty list comes after each paint and changes nothing
            self.changes.append(time.perf_counter())

    def clear(self) -> None:
        self.frames.clear()
        self.cpu.clear()
        self.changes.clear()


class paint_hook:  # noqa: N801 - used as a context manager
    """Wraps `BoardView.drawForeground` (before any view exists) so the active clock sees each paint end."""

    def __enter__(self):
        from gui.common.board import BoardView

        self.had_own = "drawForeground" in BoardView.__dict__
        self.original = BoardView.drawForeground

        def draw_foreground(view, painter, rect, _original=self.original):
            _original(view, painter, rect)
            if FrameClock.active is not None:
                FrameClock.active.painted()

        BoardView.drawForeground = draw_foreground
        return self

    def __exit__(self, *exc):
        from gui.common.board import BoardView

        if self.had_own:
            BoardView.drawForeground = self.original
        else:
            del BoardView.drawForeground


# -- running one animation --------------------------------------------------------------------------------


@dataclass
class Run:
    """One animation's frames: intervals and paint costs in ms; `start_ms` from the move to the first frame."""

    intervals: list[float]
    paints: list[float]
    paint_cpu: list[float]  # the same paints in the UI thread's CPU time: wall minus time lost to other processes
    ticks: int
    start_ms: float
    cpu_share: float = 0.0  # the UI thread's CPU time over the wall time, from the move to the last frame
    animated: bool = True
    timed_out: bool = False


def wait_until(predicate: Callable[[], bool], timeout_s: float) -> bool:
    """Run the event loop until `predicate()` holds; False on a timeout."""
    guard = QTimer()
    guard.start(10)  # wakes the loop so the predicate is checked even when nothing else happens
    deadline = time.perf_counter() + timeout_s
    try:
        while not predicate():
            if time.perf_counter() > deadline:
                return False
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
        return True
    finally:
        guard.stop()


def settle(msecs: int) -> None:
    end = time.perf_counter() + msecs / 1000
    wait_until(lambda: time.perf_counter() >= end, msecs / 1000 + 1)


def play_unanimated(window, move) -> None:
    """A lead-in move, shown at once."""
    scene = window.scene
    factor, scene.animation_factor = scene.animation_factor, 0.0
    try:
        window.session.play(move)
        wait_until(lambda: not scene.animation_running(), TIMEOUT_S)
    finally:
        scene.animation_factor = factor


def start(window, case: Case, seed: int) -> None:
    from gui.setup import quick_setup

    if case.camera:
        window.settings.set("camera", case.camera)
    window.start_game(quick_setup(case.key, None, case.options), seed)
    window.session.paused = True  # no computer thinks while we watch (their moves animate the same way)
    window.session.stop()
    settle(200)


def measure(window, case: Case, seed: int = 1) -> Run:
    """Start a game, pick the case's move, play it through the session and record the frames."""
    start(window, case, seed)
    move = case.pick(window)
    settle(150)
    scene = window.scene
    clock = FrameClock()
    viewport = window.board.view.viewport()
    viewport.installEventFilter(clock)
    scene.changed.connect(clock.changed)
    FrameClock.active = clock
    try:
        return record(window, scene, case, move, clock)
    finally:
        FrameClock.active = None
        viewport.removeEventFilter(clock)
        scene.changed.disconnect(clock.changed)


def record(window, scene, case: Case, move, clock: FrameClock) -> Run:
    played, cpu_before = time.perf_counter(), time.thread_time()
    window.session.play(move)
    if not scene.animation_running():
        settle(30)  # an animation may start a moment later
        if not scene.animation_running():
            return Run([], [], [], 0, 0.0, animated=False)
    started_at: list[float] = []

    def done() -> bool:
        if not started_at and case.started(scene):
            started_at.append(time.perf_counter())
        return bool(started_at) and not scene.animation_running()

    finished = wait_until(done, TIMEOUT_S)
    ended, cpu_after = time.perf_counter(), time.thread_time()
    settle(60)  # the paint that shows the final position
    run = frames_between(clock, started_at[0] if started_at else played, ended, played, not finished)
    run.cpu_share = (cpu_after - cpu_before) / (ended - played)
    return run


def frames_between(clock: FrameClock, first: float, ended: float, played: float, timed_out: bool) -> Run:
    """The paints from `first` on, up to the first one after `ended` (within two frames of it)."""
    cpu = dict(zip([f for f in clock.frames if f[1] is not None], clock.cpu))
    frames = [f for f in clock.frames if f[0] >= first]
    inside = [f for f in frames if f[0] <= ended]
    after = [f for f in frames if ended < f[0] <= ended + 2 * TARGET_WORST_MS / 1000]
    frames = inside + after[:1]
    starts = [f[0] for f in frames]
    intervals = [(b - a) * 1000 for a, b in zip(starts, starts[1:])]
    paints = [(end - begin) * 1000 for begin, end in frames if end is not None]
    paint_cpu = [cpu[f] * 1000 for f in frames if f in cpu]
    ticks = sum(1 for t in clock.changes if first <= t <= (frames[-1][0] if frames else ended))
    start_ms = (starts[0] - played) * 1000 if starts else float("nan")
    return Run(intervals, paints, paint_cpu, ticks, start_ms, timed_out=timed_out)


# -- figures ----------------------------------------------------------------------------------------------


@dataclass
class Row:
    key: str
    label: str
    runs: int
    frames: list[int]
    ticks: list[int]
    mean_ms: float
    p95_ms: float
    worst_ms: float
    paint_mean_ms: float
    paint_worst_ms: float
    paint_cpu_mean_ms: float
    paint_cpu_worst_ms: float
    start_ms: float
    cpu_share: float
    verdict: str
    intervals: list[float] = field(default_factory=list)


def percentile(values: list[float], share: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, round(share * len(ordered) + 0.5) - 1))]


def summarise(case: Case, runs: list[Run]) -> Row:
    intervals = [i for run in runs for i in run.intervals]
    paints = [p for run in runs for p in run.paints]
    paint_cpu = [p for run in runs for p in run.paint_cpu]
    nan = float("nan")
    if not any(run.animated for run in runs):
        return Row(case.key, case.label, len(runs), [0] * len(runs), [0] * len(runs), nan, nan, nan, nan, nan, nan,
                   nan, nan, nan, "no animation")
    mean = statistics.fmean(intervals) if intervals else nan
    worst = max(intervals, default=nan)
    verdict = judge(mean, worst, any(run.timed_out for run in runs))
    return Row(case.key, case.label, len(runs), [len(run.intervals) + 1 for run in runs], [run.ticks for run in runs],
               mean, percentile(intervals, 0.95) if intervals else nan, worst,
               statistics.fmean(paints) if paints else nan, max(paints, default=nan),
               statistics.fmean(paint_cpu) if paint_cpu else nan, max(paint_cpu, default=nan),
               statistics.median(run.start_ms for run in runs), statistics.fmean(run.cpu_share for run in runs),
               verdict, [round(i, 2) for i in intervals])


def judge(mean: float, worst: float, timed_out: bool) -> str:
    if timed_out:
        return "did not end"
    misses = []
    if not mean <= TARGET_MEAN_MS:
        misses.append("mean")
    if not worst <= TARGET_WORST_MS:
        misses.append("frame > 33.3 ms")
    if misses:
        return "MISS (" + ", ".join(misses) + ")"
    if mean < 0.75 * TARGET_MEAN_MS:  # more paints than a 60 Hz screen shows: timers out of step
        return f"ok, but {1000 / mean:.0f} paints/s"
    return "ok"


def span(values: list[int]) -> str:
    return str(values[0]) if min(values) == max(values) else f"{min(values)}–{max(values)}"


def table(rows: list[Row]) -> str:
    head = ("| animation | frames | ticks | mean interval ms | p95 ms | worst ms | paint ms (mean/worst) "
            "| paint CPU ms (mean/worst) | UI thread CPU | move to first frame ms | target | verdict |")
    lines = [head, "|" + "---|" * 12]
    target = f"mean ≤ {TARGET_MEAN_MS:.1f}, none > {TARGET_WORST_MS:.1f}"
    for r in rows:
        lines.append(f"| {r.label} | {span(r.frames)} | {span(r.ticks)} | {r.mean_ms:.1f} | {r.p95_ms:.1f} "
                     f"| {r.worst_ms:.1f} | {r.paint_mean_ms:.1f}/{r.paint_worst_ms:.1f} "
                     f"| {r.paint_cpu_mean_ms:.1f}/{r.paint_cpu_worst_ms:.1f} | {100 * r.cpu_share:.0f}% | {r.start_ms:.0f} "
                     f"| {target} | {r.verdict} |")
    return "\n".join(lines)


# -- the program ------------------------------------------------------------------------------------------


def make_window(speed: str):
    """A shown main window with throw-away settings (like --screenshot), at a realistic size."""
    from gui.app import make_application

    app = make_application([sys.argv[0]])
    from gui.i18n import LanguageManager
    from gui.main_window import MainWindow
    from gui.settings import Settings

    scratch = tempfile.TemporaryDirectory(prefix="ludoteca-bench-")
    settings = Settings(QSettings(str(Path(scratch.name) / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_animation_speed(speed)
    languages = LanguageManager(app)
    languages.set_language("en")
    window = MainWindow(languages, settings, autosave=False)
    window.resize(*WINDOW_SIZE)
    window.show()
    settle(100)
    return window, scratch


def close_window(window) -> None:
    if window.scene is not None:
        window.scene.shutdown()
    if window.session is not None:
        window.session.stop()
    window.close()
    window.deleteLater()
    settle(50)


def run(cases: list[Case], repeat: int, speed: str = "normal") -> tuple[list[Row], dict]:
    load_before = os.getloadavg()
    with paint_hook():
        window, scratch = make_window(speed)
        try:
            rows = [summarise(case, [measure(window, case, seed=1) for _ in range(repeat)]) for case in cases]
            view = window.board.view.viewport().size()  # as laid out beside the side panel
        finally:
            close_window(window)
            scratch.cleanup()
    about = {"load_before": load_before, "load_after": os.getloadavg(), "cpus": os.cpu_count(), "speed": speed,
             "window": WINDOW_SIZE, "viewport": (view.width(), view.height()), "repeat": repeat,
             "platform": os.environ.get("QT_QPA_PLATFORM")}
    return rows, about


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="animations per game (figures pooled)")
    parser.add_argument("--game", choices=[case.key for case in CASES], action="append",
                        help="only this game (may be repeated)")
    parser.add_argument("--speed", choices=["fast", "normal", "slow"], default="normal")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    cases = [case for case in CASES if not args.game or case.key in args.game]
    rows, about = run(cases, max(1, args.repeat), args.speed)
    if args.json:
        print(json.dumps({"about": about, "rows": [asdict(row) for row in rows]}, indent=1))
        return 0
    load = ", ".join(f"{a:.2f}/{b:.2f}" for a, b in zip(about["load_before"], about["load_after"]))
    print(f"{about['repeat']} run(s) per animation, speed {about['speed']}, window {WINDOW_SIZE[0]}x{WINDOW_SIZE[1]} "
          f"(viewport {about['viewport'][0]}x{about['viewport'][1]}), {about['platform']}, {about['cpus']} CPUs, "
          f"load average 1/5/15 min before/after: {load}")
    print(table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
