"""Tumblin-Dice on the real window: the mouse's flick (aim toward the board, the pointer's speed at release,
Escape), the result shown when the die rests, the pause after a round, and the help beside the board."""

import math

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from engine.tumblin.rules import SCORED, Throw, throw_limits
from gui.session import COMPUTER_PAUSE_MS
from gui.setup import GameSetup, SeatSetup
from gui.tumblin.flick import SPEED_MAX, aim_limit

TWO = [SeatSetup("Ann", "red"), SeatSetup("Bob", "black")]


def start(window, seats, options=None):
    window.start_game(GameSetup("tumblin", seats, options or {}), seed=1)
    return window.scene


def mouse(window, kind, spot: QPointF, time_ms: int) -> None:
    """A mouse event on the board's viewport over `spot` of the launch pad's plane (millimetres of the plan, as
    a throw's start), stamped `time_ms` (as the window system does)."""
    view = window.board.view
    pos = QPointF(view.mapFromScene(window.scene.to_scene(spot)))
    left = Qt.MouseButton.LeftButton
    buttons = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseButtonRelease else left
    event = QMouseEvent(kind, pos, QPointF(view.viewport().mapToGlobal(pos.toPoint())),
                        Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else left, buttons,
                        Qt.KeyboardModifier.NoModifier)
    event.setTimestamp(time_ms)
    QApplication.sendEvent(view.viewport(), event)


def drag(window, start: QPointF, path: list[tuple[QPointF, int]], release: bool = True, t0: int = 1000) -> None:
    """Press at `start`, move through `path` (offset from `start`, milliseconds after the press), let go."""
    mouse(window, QEvent.Type.MouseButtonPress, start, t0)
    for offset, ms in path:
        mouse(window, QEvent.Type.MouseMove, start + offset, t0 + ms)
    if release:
        offset, ms = path[-1]
        mouse(window, QEvent.Type.MouseButtonRelease, start + offset, t0 + ms)


def slow(end: QPointF, steps: int = 10) -> list[tuple[QPointF, int]]:
    """A careful drag to `end`: 100 ms a step, and a rest of 300 ms before letting go."""
    path = [(end * (k / steps), 100 * k) for k in range(1, steps + 1)]
    return path + [(end, 100 * steps + 300)]


def test_a_sweep_toward_the_board_throws_toward_the_board(qtbot, window):
    window.act_animations.setChecked(False)
    scene = start(window, TWO)
    pad = scene.launch_rect.center()
    drag(window, pad, slow(QPointF(110, -12)), release=False)
    # The aim line shows a throw toward the board, slightly up, as the sweep goes.
    assert scene.aim == pytest.approx(math.atan2(-12, 110), abs=0.01)
    assert not scene.aim_path.path().isEmpty() and "m/s" in scene.readout.text()
    shown = scene.current_throw()
    mouse(window, QEvent.Type.MouseButtonRelease, pad + QPointF(110, -12), 3400)
    qtbot.waitUntil(lambda: window.session.cursor == 1)
    assert window.session.moves[0] == window.session.states[0].move_to_text(shown)  # what the line showed
    assert abs(shown.aim) < 150


def test_the_pointer_speed_at_release_is_the_flick_speed(qtbot, window):
    window.act_animations.setChecked(False)
    scene = start(window, TWO)
    pad = scene.launch_rect.center()
    drag(window, pad, slow(QPointF(60, 0)))  # 60 mm, held still before letting go: the length counts
    qtbot.waitUntil(lambda: window.session.cursor == 1)
    # The same 60 mm swept in 40 ms and let go while moving: a harder flick.
    drag(window, pad, [(QPointF(20, 0), 10), (QPointF(40, 0), 20), (QPointF(60, 0), 40)])
    qtbot.waitUntil(lambda: window.session.cursor == 2)
    played = [window.session.states[i].parse_move(window.session.moves[i]) for i in (0, 1)]
    assert played[1].speed > played[0].speed + 300
    # A sweep faster than any flick stays within the engine's limits.
    drag(window, pad, [(QPointF(100, 0), 5), (QPointF(200, 0), 10)])
    qtbot.waitUntil(lambda: window.session.cursor == 3)
    fastest = window.session.states[2].parse_move(window.session.moves[2])
    assert fastest.speed == round(SPEED_MAX * 1000) <= throw_limits()["speed_mm_s"][1]


def test_a_sideways_drag_shows_no_throw_and_throws_nothing(qtbot, window):
    window.act_animations.setChecked(False)
    scene = start(window, TWO)
    pad = scene.launch_rect.center()
    drag(window, pad, slow(QPointF(20, -100)), release=False)  # 79° off the board: beyond the aim limit
    assert scene.aim_path.path().isEmpty() and scene.readout.text() == "No throw: aim toward the board"
    assert abs(scene.aim) <= aim_limit()
    mouse(window, QEvent.Type.MouseButtonRelease, pad + QPointF(20, -100), 3400)
    qtbot.wait(50)
    assert window.session.cursor == 0 and not scene.animation_running()


def test_escape_during_a_drag_cancels_it(qtbot, window):
    window.act_animations.setChecked(False)
    scene = start(window, TWO)
    aim, speed = scene.aim, scene.speed
    pad = scene.launch_rect.center()
    drag(window, pad, slow(QPointF(120, 30)), release=False)
    assert scene.aim != aim
    qtbot.keyClick(window.board.view, Qt.Key.Key_Escape)
    assert (scene.aim, scene.speed) == (aim, speed)
    mouse(window, QEvent.Type.MouseButtonRelease, pad + QPointF(120, 30), 3400)
    qtbot.wait(50)
    assert window.session.cursor == 0 and not scene.animation_running()


def test_the_result_shows_when_the_die_comes_to_rest(qtbot, window):
    scene = start(window, TWO)
    window.session.play(Throw(60, -60, 0, 1700))  # Bob's die ends on a level: 6 points
    stack = window.session.undo_stack
    now = 1  # the sheet's column of this round's points
    assert scene.animation_running()
    assert "rolling" in stack.text(0) and "came to rest" not in stack.text(0)
    assert scene.panel.sheet.item(1, now).text() == "0"
    qtbot.waitUntil(lambda: not scene.animation_running(), timeout=20000)
    assert "came to rest" in stack.text(0)
    assert scene.panel.sheet.item(1, now).text() == "6"
    window.act_animations.setChecked(False)  # without animations: at once
    window.session.play(Throw(60, -36, 0, 1700))
    assert "rolling" not in stack.text(1)


def play_round_the_computer_wins(window) -> None:
    """Ann's dice all fly off, the computer's score: the computer is to collect the dice."""
    session = window.session
    for n in range(10):
        speed = 4000 if session.state.to_move == 0 else 1700
        if n == 9:
            window.act_animations.setChecked(True)  # the last throw is shown rolling
        session.play(Throw(60, -60 + 12 * n, 0, speed))


def test_a_round_the_computer_collects_waits_for_the_player(qtbot, window):
    window.act_animations.setChecked(False)
    scene = start(window, [SeatSetup("Ann", "red"), SeatSetup("Cpu", "black", False, "easy")])
    play_round_the_computer_wins(window)
    stack = window.session.undo_stack
    seat_score = window.panel.rows[1][3]
    assert "rolling" in stack.text(9) and seat_score.text() in ("", "0")  # the round's points wait for the die
    qtbot.waitUntil(lambda: "rolling" not in stack.text(9), timeout=20000)  # the last die rests
    assert seat_score.text() == "42"
    assert window.session.state.phase == SCORED and scene.animation_running()  # computers wait
    qtbot.wait(4 * COMPUTER_PAUSE_MS)  # the computer would have collected the dice by now
    assert window.session.cursor == 10
    assert scene.panel.round_label.text() == "Round 1 is over: Ann 0, Cpu 42."
    assert scene.panel.next_button.isEnabled() and scene.panel.next_button.text() == "Go on: next round"
    qtbot.keyClick(window.board.view, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: window.session.cursor >= 11, timeout=20000)
    assert window.session.state.round_no == 2


def test_without_animations_a_round_pauses_a_moment(qtbot, window):
    window.act_animations.setChecked(False)
    scene = start(window, [SeatSetup("Ann", "red"), SeatSetup("Cpu", "black", False, "easy")])
    session = window.session
    for n in range(10):
        session.play(Throw(60, -60 + 12 * n, 0, 4000 if session.state.to_move == 0 else 1700))
    assert scene.animation_running() and scene.panel.next_button.text() == "Go on: next round"
    qtbot.waitUntil(lambda: session.cursor >= 11, timeout=20000)  # then the computer goes on by itself


def test_the_winner_shows_at_the_end(qtbot, window):
    window.act_animations.setChecked(False)
    scene = start(window, TWO, {"rounds": 1})
    session = window.session
    for _ in range(10):
        session.play(Throw(60, 0, 0, 4000 if session.state.to_move == 0 else 1700))
    assert session.state.outcome() is not None
    assert scene.panel.round_label.text().endswith("Winner: Bob")


@pytest.mark.parametrize("lang", ["nl", "en", "es", "de", "fr", "it"])
def test_the_status_bar_help_is_not_cut_at_800_by_600(qtbot, window, languages, lang):
    languages.set_language(lang)
    window.resize(800, 600)
    scene = start(window, TWO)
    qtbot.waitUntil(lambda: scene.interactive)
    label = window.status_label
    assert label.fontMetrics().horizontalAdvance(label.text()) <= label.width()
    assert scene.panel.help.text() and scene.panel.help.wordWrap()  # how to throw: in the panel
