"""Tumblin-Dice in perspective (issue 31): the camera on known points and back, the flick with the mouse, the
View menu's choice of camera and `--camera`, and the board as a player sees it at two sizes in two languages,
also with a die in mid-fall."""

import subprocess
import sys

import numpy as np
import pytest
from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtGui import QColor, QImage, QPolygonF

import engine
from engine.tumblin.physics import board as physics_board
from engine.tumblin.rules import Throw
from gui.common.board import SeatInfo
from gui.settings import Settings
from gui.setup import GameSetup, SeatSetup
from gui.tumblin.camera import camera
from gui.tumblin.items import hull
from gui.tumblin.perspective import Bands

TWO = [SeatSetup("Ann", "red"), SeatSetup("Bob", "black")]
#: A spot well inside each scoring level (metres), clear of the pegs, and the part of the board it is on:
#: (x from, x to, slab) — level 1 is split by the line into 0× and 1×.
LEVEL_SPOTS = {
    "0x": ((0.21, 0.05), (0.12, 0.30, "L1")),
    "1x": ((0.40, -0.12), (0.30, 0.50, "L1")),
    "2x": ((0.62, 0.11), (0.50, 0.66, "L2")),
    "3x": ((0.75, -0.01), (0.66, 0.78, "L3")),
    "4x": ((0.825, -0.14), (0.78, 0.87, "L4a")),
}


def lone_scene():
    from gui.tumblin.view import Scene

    return Scene(engine.GAMES["tumblin"], [SeatInfo("Ann", QColor("#c8312f")), SeatInfo("Bob", QColor("#26262b"))])


def resting_die(scene, x, y):
    """A die item resting flat on what lies under (x, y), as the scene draws one."""
    b = physics_board()
    slab = b.slab_under(x, y, 1.0)
    die = scene.make_die("d6", QColor("#c8312f"))
    scene.addItem(die)
    die.set_pose((x, y, (slab.top if slab else 0.0) + b.edge / 2, 1.0, 0.0, 0.0, 0.0))
    return die


def top_area(cam, x0, x1, slab) -> QPolygonF:
    """The drawn top of a slab between x0 and x1: its corners through the camera."""
    corners = np.array([(x0, slab.y0, slab.top), (x1, slab.y0, slab.top), (x1, slab.y1, slab.top),
                        (x0, slab.y1, slab.top)])
    return QPolygonF([QPointF(*p) for p in cam.project_many(corners)[0]])


def start(window, options=None, animations=False):
    window.act_animations.setChecked(animations)
    window.start_game(GameSetup("tumblin", TWO, options or {}), seed=1)
    view = window.board.view
    view.setFocus()
    return window.scene, view


@pytest.mark.parametrize("level", LEVEL_SPOTS)
def test_a_die_resting_on_each_level_is_drawn_inside_it_and_over_it(qtbot, level):
    scene = lone_scene()
    assert scene.camera.kind == "perspective"  # the default
    (x, y), (x0, x1, name) = LEVEL_SPOTS[level]
    slab = next(s for s in physics_board().slabs if s.name == name)
    die = resting_die(scene, x, y)
    area = top_area(scene.camera, x0, x1, slab)
    contact = scene.camera.project(x, y, slab.top)[0]
    assert area.containsPoint(die.pos(), Qt.FillRule.OddEvenFill), level
    assert area.containsPoint(contact, Qt.FillRule.OddEvenFill), level
    # Drawn after its own level and nothing of the board over it: the die is what shows at its centre.
    assert scene.items(die.scenePos())[0] is die, level
    for other in physics_board().slabs:  # every level but its own lies outside the die's centre
        if other.name != name and other.level != slab.level:
            assert not top_area(scene.camera, other.x0, other.x1, other).containsPoint(
                die.pos(), Qt.FillRule.OddEvenFill), (level, other.name)


@pytest.mark.parametrize("spot", [(0.40, 0.33), (0.70, -0.30), (0.96, 0.0), (-0.04, 0.15)])
def test_a_die_off_the_board_is_drawn_off_it(qtbot, spot):
    scene = lone_scene()
    die = resting_die(scene, *spot)
    for slab in physics_board().slabs:  # outside every block's picture (its top and its sides)
        box = np.array([(x, y, z) for x in (slab.x0, slab.x1) for y in (slab.y0, slab.y1) for z in (0.0, slab.top)])
        drawn = hull([QPointF(*p) for p in scene.camera.project_many(box)[0]])
        assert not drawn.containsPoint(die.pos(), Qt.FillRule.OddEvenFill), (spot, slab.name)
    if spot[0] > 0.87:  # behind the far end: the last level is drawn over it
        assert die.zValue() < Bands(physics_board()).slab_z(0.8)


def test_the_far_end_is_smaller_than_the_near_end(qtbot):
    cam = camera("perspective")
    b = physics_board()
    l1, l4 = b.slabs[1], b.slabs[-1]

    def width(x, z):
        return cam.project(x, 0.22, z)[0].x() - cam.project(x, -0.22, z)[0].x()

    assert width(0.87, l4.top) < 0.8 * width(l1.x0, l1.top)
    assert cam.project(0.87, 0, l4.top)[0].y() < cam.project(l1.x0, 0, l1.top)[0].y()  # the far end is higher up
    scene = lone_scene()
    near, far = resting_die(scene, 0.2, 0.0), resting_die(scene, 0.825, 0.0)
    assert far.radius < 0.8 * near.radius
    labels = [item for item in scene.board_items if hasattr(item, "text") and item.text().endswith("×")]
    sizes = {item.text(): item.font().pointSizeF() for item in labels}
    assert set(sizes) == {"0×", "1×", "2×", "3×", "4×"}
    assert sizes["4×"] < sizes["0×"] and sizes["4×"] >= 0.75 * sizes["0×"]  # smaller, still readable


@pytest.mark.parametrize("kind", ["perspective", "top"])
def test_the_inverse_finds_the_spot_on_the_plane_again(kind):
    cam = camera(kind)
    for z in (0.0, 0.019, 0.076, 0.095):
        for x in np.linspace(-0.05, 0.95, 9):
            for y in np.linspace(-0.3, 0.3, 7):
                point, _depth = cam.project(x, y, z)
                back = cam.unproject_to_plane(point, z)
                assert back == pytest.approx((x, y), abs=1e-9)
    if kind == "perspective":  # a point above the horizon meets no plane below the eye
        assert cam.unproject_to_plane(QPointF(0, -1e6), 0.0) is None


def test_a_mouse_flick_in_perspective_throws_toward_the_board(qtbot, window):
    scene, view = start(window, animations=True)
    assert scene.camera.kind == "perspective"
    qtbot.waitUntil(lambda: scene.interactive and scene.ghost is not None and scene.ghost.isVisible())
    on_die = view.mapFromScene(scene.ghost.scenePos())
    placed = QPointF(scene.placed)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=on_die)
    assert scene.placed == placed  # a press on the die flicks it from where it lies
    for step in range(1, 9):  # pull back toward the thrower (down the screen), then let go
        qtbot.mouseMove(view.viewport(), on_die + QPointF(0, 14 * step).toPoint())
    assert not scene.aim_path.path().isEmpty() and scene.readout.isVisible()
    assert scene.aim_path.path().boundingRect().top() < scene.ghost.scenePos().y()  # the arrow points up the board
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=on_die + QPointF(0, 112).toPoint())
    qtbot.waitUntil(lambda: len(window.session.moves) == 1, timeout=10000)
    before = window.session.states[0]
    throw = before.parse_move(window.session.moves[0])
    assert isinstance(throw, Throw) and abs(throw.aim) < 60 and throw.speed > 600
    qtbot.waitUntil(lambda: not scene.animation_running(), timeout=20000)
    thrown = window.session.state.dice[before.thrown_die(throw)]
    assert thrown.status != "board" or thrown.pose[0] > physics_board().launch.x1  # it left the launch pad


def test_the_view_menu_actions_switch_the_camera_live(qtbot, window, languages):
    scene, view = start(window, animations=True)
    perspective, top = scene.view_actions()
    assert perspective.isCheckable() and top.isCheckable() and perspective.isChecked() and not top.isChecked()
    assert perspective.actionGroup() is top.actionGroup() and perspective.actionGroup().isExclusive()
    assert (perspective.text(), top.text()) == ("Perspective View", "View From Above")
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Space)  # the first press shows the cursor, the second throws
    qtbot.waitUntil(lambda: scene._animation is not None, timeout=10000)
    state, board_items, rect = scene.state, list(scene.board_items), scene.content_rect()
    top.trigger()
    assert scene.camera.kind == "top" and top.isChecked() and not perspective.isChecked()
    assert window.settings.get("camera") == "top"
    assert scene.animation_running() and scene.state is state and len(window.session.moves) == 1
    assert not set(board_items) & set(scene.board_items) and scene.content_rect() != rect
    assert all(item.scene() is scene for item in scene.die_items + scene.board_items)
    qtbot.waitUntil(lambda: not scene.animation_running(), timeout=20000)
    assert len(window.session.moves) == 1
    perspective.trigger()
    assert scene.camera.kind == "perspective" and window.settings.get("camera") == "perspective"
    shown = [item for item, die in zip(scene.die_items, scene.state.dice) if die.status == "board"]
    assert all(item.isVisible() and item.camera is scene.camera for item in shown)
    languages.set_language("de")
    assert "Perspektiv" in perspective.text() and top.text() != "View From Above"


def test_a_new_game_uses_the_stored_camera(qtbot, window):
    window.settings.set("camera", "top")
    scene, _view = start(window)
    assert scene.camera.kind == "top" and scene.view_actions()[1].isChecked()


def test_the_command_line_camera_holds_for_the_run_only(qtbot, qapp, tmp_path, monkeypatch):
    from gui import app

    seen = {}

    def take_screenshot(_app, window, _args):
        seen["camera"] = window.scene.camera.kind
        seen["stored"] = window.settings._q.value("camera")
        window.close()
        return 0

    monkeypatch.setattr(app, "take_screenshot", take_screenshot)
    assert app.main(["--screenshot", str(tmp_path / "x.png"), "--game", "tumblin", "--camera", "top"]) == 0
    assert seen == {"camera": "top", "stored": None}
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.hold_for_run("camera", "top")
    assert settings.get("camera") == "top"
    assert Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)).get("camera") == "perspective"
    settings.set("camera", "perspective")  # a choice in the menu is stored and ends the run's choice
    assert settings.get("camera") == "perspective"
    with pytest.raises(ValueError):
        settings.hold_for_run("camera", "sideways")


def board_shot(window, view, png):
    """The board view as shown, saved as a PNG and read back, and the part of the scene it shows."""
    assert view.viewport().grab().save(str(png), "PNG")
    image = QImage(str(png))
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    return image, shown, colours


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_perspective_board_at_two_sizes_in_two_languages(qtbot, window, languages, tmp_path, lang, size):
    languages.set_language(lang)
    window.resize(*size)
    scene, view = start(window)
    for _ in range(4):  # four throws, shown at once
        qtbot.waitUntil(lambda: scene.interactive and scene.panel.throw_button.isEnabled(), timeout=10000)
        scene.panel.throw_button.click()
        count = len(window.session.moves)
        qtbot.waitUntil(lambda count=count: len(window.session.moves) >= count and not scene.animation_running(),
                        timeout=20000)
    qtbot.waitUntil(lambda: len(window.session.moves) == 4 and not scene.animation_running(), timeout=20000)
    image, shown, colours = board_shot(window, view, tmp_path / f"board-{lang}-{size[0]}.png")
    assert image.width() > 300 and len(colours) > 40
    assert shown.contains(scene.content_rect().adjusted(2, 2, -2, -2))  # the whole board is in view
    on_board = [item for item, die in zip(scene.die_items, window.session.state.dice) if die.status == "board"]
    assert on_board and all(shown.contains(item.sceneBoundingRect().center()) for item in on_board)
    in_hand = [item for item in scene.hand_items if item.isVisible()]  # the dice still to throw, on the table
    assert len(in_hand) == 6 and all(shown.contains(item.sceneBoundingRect()) for item in in_hand)
    assert all(item.pose[2] < 0.02 and abs(item.pose[1]) > physics_board().launch_y[1] for item in in_hand)
    labels = [item for item in scene.board_items if hasattr(item, "text") and item.text().endswith("×")]
    assert len(labels) == 5 and all(shown.contains(item.sceneBoundingRect()) for item in labels)
    assert scene.panel.throw_button.text() == ("Throw" if lang == "en" else "Werfen")


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_die_in_mid_fall_is_drawn_in_view(qtbot, window, tmp_path, size):
    window.resize(*size)
    scene, view = start(window, animations=True)
    qtbot.waitUntil(lambda: scene.interactive, timeout=10000)
    scene.panel.throw_button.click()
    qtbot.waitUntil(lambda: scene._animation is not None and scene._clock.elapsed() > 250, timeout=10000)
    result, _before = scene._animation
    thrown = scene.die_items[result.bodies[-1]]
    final = result.run.final[-1]
    assert thrown.isVisible() and thrown.pose != pytest.approx(final, abs=1e-6)  # still on its way
    image, shown, colours = board_shot(window, view, tmp_path / "mid-fall.png")
    assert len(colours) > 40 and shown.contains(thrown.sceneBoundingRect())
    # The die is what shows there: without it, most of its pixels change.
    box = view.mapFromScene(thrown.mapToScene(thrown.body_rect)).boundingRect()
    thrown.hide()
    without = view.viewport().grab().toImage()
    thrown.show()
    changed = sum(1 for x in range(box.left(), box.right()) for y in range(box.top(), box.bottom())
                  if image.pixel(x, y) != without.pixel(x, y))
    assert changed > 0.4 * box.width() * box.height()
    qtbot.waitUntil(lambda: not scene.animation_running(), timeout=20000)


def test_a_die_come_to_rest_shows_its_points_beside_it(qtbot, window):
    from engine.tumblin.rules import die_points

    scene, view = start(window, {"two_player_dice": "nine"})
    for _ in range(18):
        qtbot.waitUntil(lambda: scene.interactive and scene.panel.throw_button.isEnabled(), timeout=10000)
        count = len(window.session.moves)
        scene.panel.throw_button.click()
        qtbot.waitUntil(lambda count=count: len(window.session.moves) > count and not scene.animation_running(),
                        timeout=20000)
        state, before = window.session.state, window.session.states[-2]
        thrown = before.thrown_die(before.parse_move(window.session.moves[-1]))
        if state.phase == "throwing" and state.dice[thrown].status == "board":
            (tag,) = scene.score_tags  # the last die thrown: its points, over the board beside it
            item = scene.die_items[thrown]
            assert tag.text() == str(die_points(state.dice[thrown], state.options))
            assert (tag.sceneBoundingRect().center() - item.scenePos()).manhattanLength() < 6 * item.radius
            assert tag.zValue() > max(board.zValue() for board in scene.board_items)
    assert window.session.state.phase == "scored"
    tags = scene.score_tags  # the round's end: every die's points, none over another
    assert len(tags) == sum(1 for die in window.session.state.dice if die.status == "board") > 3
    for i, tag in enumerate(tags):
        assert not any(tag.sceneBoundingRect().intersects(other.sceneBoundingRect()) for other in tags[i + 1:])


def test_marks_and_the_hint_are_drawn_in_perspective(qtbot):
    from engine.tutorial import load_tutorial
    from gui.common.board import MoveMark

    scene = lone_scene()
    area = scene.content_rect()
    for step in load_tutorial("tumblin").steps:  # the tutorial's rings fall on the board in view
        scene.show_state(step.position, None, animate=False)
        for name in step.highlight:
            point = scene.cell_point(name)
            assert point is not None and area.contains(point), (step.title, name)
    state = scene.state
    die = next(i for i, d in enumerate(state.dice) if d.status == "board")
    pose = state.dice[die].pose
    assert scene.cell_point(f"die{die}") == scene.camera.project(*pose[:3])[0]
    assert scene.cell_point("4x").y() < scene.cell_point("2x").y() < scene.cell_point("0x").y()  # far is up
    start, end = scene.move_path(state, Throw(60, 0, 0, 2050))
    assert start == scene.to_scene(QPointF(60, 0)) and end.y() < start.y() and area.contains(end)
    left = scene.move_path(state, Throw(60, 0, -300, 2050))[1]
    assert left.x() < end.x()  # aimed left (the engine's -y): to the left of the picture
    scene.show_marks([MoveMark(Throw(60, 0, 0, 1900), "played", "41 %"),
                      MoveMark(Throw(60, 0, 175, 2050), "preferred", "63 %")])
    assert len(scene.marks.items) == 4
    arrow = scene.marks.items[0].sceneBoundingRect()
    scene.set_camera("top", store=False)  # the marks follow the camera
    assert len(scene.marks.items) == 4 and scene.marks.items[0].sceneBoundingRect() != arrow
    scene.set_camera("perspective", store=False)
    scene.show_hint(Throw(30, -40, 100, 2500))  # the hint sets the flick; its arrow starts at the die
    scene.set_interactive(True)
    assert scene.placed == QPointF(30, -40) and scene.ghost.isVisible()
    assert scene.aim_path.path().elementAt(0).x == pytest.approx(scene.to_scene(QPointF(30, -40)).x())
    scene.shutdown()


def test_screenshots_from_the_command_line_in_either_camera(tmp_path):
    shots = {}
    for kind in ("perspective", "top"):
        shots[kind] = tmp_path / f"{kind}.png"
        result = subprocess.run([sys.executable, "-m", "gui", "--screenshot", str(shots[kind]), "--game", "tumblin",
                                 "--lang", "nl", "--size", "800x600", "--play", "3", "--seed", "2", "--camera", kind],
                                capture_output=True, text=True, timeout=120)
        assert result.returncode == 0, result.stderr
    perspective, top = QImage(str(shots["perspective"])), QImage(str(shots["top"]))
    assert (perspective.width(), perspective.height()) == (top.width(), top.height()) == (800, 600)
    differ = sum(1 for x in range(0, 500, 5) for y in range(40, 560, 5) if perspective.pixel(x, y) != top.pixel(x, y))
    assert differ > 2000  # the board is seen another way
    # Level 1's wood, row by row: from above its rows are all as wide; in perspective they widen toward the thrower.
    wood = theme_colour("level_1")
    for image, narrower in ((perspective, True), (top, False)):
        rows = level_rows([[x for x in range(0, 500, 2) if near(image.pixelColor(x, y), wood)] for y in range(60, 560, 4)])
        assert len(rows) > 5 and (rows[0] < 0.97 * rows[-1]) == narrower, rows


def level_rows(rows: list[list[int]]) -> list[int]:
    """From the wood found in each row, the width of the level from its left edge to its right (a die lying on it
    does not narrow it) over the longest run of successive rows with wood across them: the level itself (the
    launch pad lower down is of a wood like it)."""
    runs: list[list[int]] = [[]]
    for xs in rows:
        if len(xs) > 40:
            runs[-1].append(xs[-1] - xs[0])
        elif runs[-1]:
            runs.append([])
    return max(runs, key=len)


def theme_colour(key: str) -> QColor:
    from gui import theme

    return theme.current().board("tumblin", key)


def near(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < 30
