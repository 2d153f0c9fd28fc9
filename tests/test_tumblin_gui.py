"""Tumblin-Dice on the real window: a flick with the mouse, the panel controls, replay, next round, the computer."""

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor

import engine
from engine import IllegalMove
from engine.tumblin.rules import HAND, NEXT_ROUND, SCORED, Throw
from engine.tutorial import GOAL_MISSED, Lesson, load_tutorial
from gui.common.board import MoveMark, SeatInfo
from gui.setup import GameSetup, SeatSetup


def start(window, seats, options=None):
    window.start_game(GameSetup("tumblin", seats, options or {}), seed=1)
    return window.scene


def wait_idle(qtbot, window, moves):
    qtbot.waitUntil(lambda: window.session.cursor >= moves and not window.scene.animation_running(), timeout=20000)


def test_flick_with_the_mouse(qtbot, window):
    scene = start(window, [SeatSetup("Ann", "red"), SeatSetup("Bob", "black")])
    view = window.board.view
    seat = scene.state.to_move
    pad = scene.launch_rect.center()
    press = view.mapFromScene(scene.to_scene(pad))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=press)
    # Drag back (to the left, away from the board): aim straight down the board.
    target = view.mapFromScene(scene.to_scene(QPointF(pad.x() - 120, pad.y())))
    for step in range(1, 6):
        qtbot.mouseMove(view.viewport(), press + (target - press) * step / 5)
    assert abs(scene.aim) < 0.05 and 1.2 < scene.speed < 2.6
    assert "m/s" in scene.readout.text()
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=target)
    assert scene.animation_running()
    wait_idle(qtbot, window, 1)
    state = window.session.state
    thrown = [d for d in state.dice if d.owner == seat and d.status != HAND]
    assert len(thrown) == 1
    assert window.session.moves[0].startswith("x")
    assert window.session.setup.seats[seat].name in window.status_label.text(), window.status_label.text()


def test_panel_throw_replay_and_next_round(qtbot, window):
    scene = start(window, [SeatSetup("Ann", "red"), SeatSetup("Bob", "black")])
    panel = scene.panel
    panel.speed.setValue(1.75)
    panel.aim.setValue(-2.0)
    qtbot.mouseClick(panel.spin_pad, Qt.MouseButton.LeftButton, pos=QPoint(32, 12))
    assert scene.spin[0] > 0
    qtbot.mouseClick(panel.throw_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, window, 1)
    move = window.session.state  # noqa: F841 - the throw was played
    assert "v1750" in window.session.moves[0] and "a-35" in window.session.moves[0]
    assert panel.replay_button.isEnabled()
    qtbot.mouseClick(panel.replay_button, Qt.MouseButton.LeftButton)
    assert scene.animation_running()
    qtbot.waitUntil(lambda: not scene.animation_running(), timeout=10000)
    for n in range(2, 11):  # the rest of the round, thrown with the button
        qtbot.mouseClick(panel.throw_button, Qt.MouseButton.LeftButton)
        wait_idle(qtbot, window, n)
    assert window.session.state.phase == SCORED
    assert panel.next_button.isVisible() and scene.score_tags is not None
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session.cursor == 11)
    assert window.session.state.round_no == 2 and panel.sheet.rowCount() == 2


def test_against_the_computer_in_teams(qtbot, window):
    seats = [SeatSetup("Ann", "red"), SeatSetup("C1", "black", False, "easy"),
             SeatSetup("Cid", "green"), SeatSetup("C2", "white", False, "easy")]
    scene = start(window, seats)
    assert scene.panel.sheet.rowCount() == 2
    qtbot.waitUntil(lambda: window.session.human_to_move() and not scene.animation_running(), timeout=20000)
    assert scene.panel.throw_button.isEnabled()
    qtbot.mouseClick(scene.panel.throw_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session.cursor >= 2 and not scene.animation_running(), timeout=30000)
    assert window.session.state.outcome() is None


def test_six_computers_in_teams_play_to_the_end(qtbot, window):
    window.act_animations.setChecked(False)
    seats = [SeatSetup(f"C{i}", colour, False, "easy")
             for i, colour in enumerate(["red", "black", "green", "white", "blue", "yellow"])]
    start(window, seats, {"rounds": 1})
    qtbot.waitUntil(lambda: window.session.state.outcome() is not None, timeout=60000)
    outcome = window.session.state.outcome()
    assert len(window.session.moves) == 18 and len(outcome.winners) in (3, 6)


def test_two_humans_play_to_the_end_with_the_mouse(qtbot, window):
    window.act_animations.setChecked(False)
    scene = start(window, [SeatSetup("Ann", "red"), SeatSetup("Bob", "black")], {"rounds": 1})
    view = window.board.view
    for n in range(1, 11):
        pad = scene.launch_rect.center()
        press = view.mapFromScene(scene.to_scene(pad))
        qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=press)
        target = view.mapFromScene(scene.to_scene(QPointF(pad.x() - 110, pad.y() + (n % 3 - 1) * 12)))
        qtbot.mouseMove(view.viewport(), target)
        qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=target)
        wait_idle(qtbot, window, n)
    assert window.session.state.outcome() is not None


def test_hint_sets_the_flick(qtbot, window):
    scene = start(window, [SeatSetup("Ann", "red"), SeatSetup("Bob", "black")])
    window.session.request_hint(0.5)
    qtbot.waitUntil(lambda: scene.panel.speed.value() != 1.70, timeout=20000)
    assert scene.current_throw() is not None


def test_a_hint_for_the_bonus_die_ticks_its_box(qtbot, window):
    from engine.tumblin.rules import Throw

    scene = start(window, [SeatSetup("Ann", "red"), SeatSetup("Bob", "black")], {"two_player_dice": "bonus"})
    assert not scene.panel.bonus.isChecked()
    scene.show_hint(Throw(0, 0, 0, 1700, bonus=True))
    assert scene.use_bonus and scene.panel.bonus.isChecked()
    scene.show_hint(Throw(0, 0, 0, 1700))
    assert not scene.use_bonus and not scene.panel.bonus.isChecked()


def test_panel_follows_the_language(qtbot, window, languages):
    scene = start(window, [SeatSetup("Ann", "red"), SeatSetup("Bob", "black")])
    languages.set_language("de")
    qtbot.waitUntil(lambda: scene.panel.throw_button.text() == "Werfen")
    assert scene.panel.sheet.horizontalHeaderItem(0).text() == "Spieler"


def test_pull_length_gives_fine_control_of_speed():
    from gui.tumblin.flick import pull_for_speed, speed_for_pull

    assert speed_for_pull(0) < 1.0 and speed_for_pull(1000) == speed_for_pull(170)
    for speed in (1.2, 1.5, 1.8, 2.1):
        assert abs(speed_for_pull(pull_for_speed(speed)) - speed) < 1e-9
        # A level's band (about 0.25 m/s wide) spans well over 10 mm of pull.
        assert pull_for_speed(speed + 0.25) - pull_for_speed(speed) > 10


def play_a_round_with_the_button(qtbot, window, scene):
    window.act_animations.setChecked(False)
    for n in range(1, 11):
        qtbot.mouseClick(scene.panel.throw_button, Qt.MouseButton.LeftButton)
        wait_idle(qtbot, window, n)
    assert window.session.state.phase == SCORED


def test_a_click_on_the_launch_pad_after_the_round_is_refused_in_german(qtbot, window, languages):
    scene = start(window, [SeatSetup("Ann", "red"), SeatSetup("Bob", "black")])
    play_a_round_with_the_button(qtbot, window, scene)
    languages.set_language("de")
    view = window.board.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(scene.to_scene(scene.launch_rect.center())))
    sentence = "Die Runde ist vorbei: Sammle zuerst die Würfel ein, bevor du wieder wirfst."
    assert window.panel.notice.isVisibleTo(window.panel) and window.panel.notice.text() == sentence
    assert window.status_label.text() == f"Nicht erlaubt: {sentence}"
    assert len(window.session.moves) == 10 and not scene.animation_running()


def test_a_typed_throw_out_of_range_is_refused_in_italian(qtbot, window, languages):
    start(window, [SeatSetup("Ann", "red"), SeatSetup("Bob", "black")])
    languages.set_language("it")
    entry = window.panel.move_entry
    qtbot.keyClicks(entry, "x40 y0 a0 v9000 t0 s0")
    qtbot.keyClick(entry, Qt.Key.Key_Return)
    assert window.panel.notice.text() == "La velocità deve stare tra 200 e 4000 mm/s."
    assert window.session.moves == []
    entry.clear()
    qtbot.keyClicks(entry, "x40 y0 a0 v1800 t0 s0")
    qtbot.keyClick(entry, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(window.session.moves) == 1, timeout=10000)
    assert window.session.moves == ["x40 y0 a0 v1800 t0 s0"]


def test_a_simulation_that_fails_is_reported_in_french(qtbot, window, languages, monkeypatch):
    from engine.tumblin.rules import TumblinState

    scene = start(window, [SeatSetup("Ann", "red"), SeatSetup("Bob", "black")])
    languages.set_language("fr")

    def broken(self, move, cancel=None):
        raise RuntimeError("the physics broke")

    monkeypatch.setattr(TumblinState, "result", broken)
    qtbot.mouseClick(scene.panel.throw_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not scene.animation_running(), timeout=10000)
    assert window.status_label.text() == "Le lancer n’a pas pu être simulé. Merci de signaler ce bogue."
    assert window.session.moves == [] and scene.panel.throw_button.isEnabled()



def test_marks_point_at_the_board_and_follow_throws(qtbot):
    from gui.tumblin.view import Scene

    scene = Scene(engine.GAMES["tumblin"], [SeatInfo("Ann", QColor("#c8312f")), SeatInfo("Bob", QColor("#26262b"))])
    scene.set_camera("top", store=False)  # the plan's millimetres are the scene's units
    area = scene.content_rect()
    for step in load_tutorial("tumblin").steps:
        scene.show_state(step.position, None, animate=False)
        for name in step.highlight:
            point = scene.cell_point(name)
            assert point is not None and area.contains(point), (step.title, name)
    state = scene.state  # the challenge: the other player's die lies on level 3
    die = next(i for i, d in enumerate(state.dice) if d.status == "board")
    assert scene.cell_point(f"die{die}") == QPointF(state.dice[die].pose[0] * 1000, state.dice[die].pose[1] * 1000)
    assert scene.cell_point("launch") == scene.launch_rect.center()
    for name in ("die0", "die99", "peg99", "L9", "5x", ""):  # die 0 is still in a hand
        assert scene.cell_point(name) is None
    for x, y in ((15, -85), (105, 85), (60, 0)):
        for aim in (-1200, -300, 0, 175, 1200):
            for speed in (200, 1400, 2050, 4000):
                path = scene.move_path(state, Throw(x, y, aim, speed))
                assert path[0] == QPointF(x, y) and len(path) == 2 and all(area.contains(p) for p in path)
    short, far = (scene.move_path(state, Throw(60, 0, 0, v))[1].x() for v in (1400, 2050))
    assert 300 < short < far  # a harder flick reaches further down the board
    assert scene.move_path(state, NEXT_ROUND) == []
    scene.show_marks([MoveMark(Throw(60, 0, 0, 1900), "played", "41 %"),
                      MoveMark(Throw(60, 0, 175, 2050), "preferred", "63 %")])
    assert len(scene.marks.items) == 4  # an arrow and a label each
    scene.shutdown()


def test_the_tutorial_judges_throws_by_their_goals():
    """Every goal turn's solution reaches its goal (the physics is seeded); a die left on the pad misses."""
    tutorial = load_tutorial("tumblin")
    goals = [(index, turn) for index, step in enumerate(tutorial.steps) for turn in step.turns if turn.goal]
    assert {turn.goal["kind"] for _, turn in goals} == {"die_on_level", "die_off_board", "die_knocked"}
    assert tutorial.steps[-1].challenge and tutorial.steps[-1].turns[0].goal == {"kind": "die_on_level", "level": 4}
    for index, turn in goals:
        lesson = Lesson(tutorial, index)
        with pytest.raises(IllegalMove) as refused:
            lesson.judge(Throw(60, 0, 0, 300))
        assert refused.value.code == GOAL_MISSED
        lesson.play(lesson.state.parse_move(turn.solution))


def test_the_flick_readout_uses_the_languages_decimal_separator(qtbot, window, languages):
    languages.set_language("de")
    scene = start(window, [SeatSetup("Ann", "red"), SeatSetup("Bob", "black")])
    view = window.board.view
    pad = scene.launch_rect.center()
    press = view.mapFromScene(scene.to_scene(pad))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=press)
    qtbot.mouseMove(view.viewport(), view.mapFromScene(scene.to_scene(QPointF(pad.x() - 100, pad.y()))))
    assert "," in scene.readout.text() and "." not in scene.readout.text()
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.RightButton, pos=press)
