"""Full screen and the View menu (issue 31, item 3): F11 and View ▸ Full Screen, Escape leaves it once the board has
nothing to drop, the game's own view choices in the View menu, and a board that grows into the room it is given.

The last test runs the window on a real X server with a window manager (`tests/full_screen_window.py`)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest
from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QWidget

import engine
from engine.abalone.board import CELL_BY_NAME
from gui.setup import GameSetup, SeatSetup, default_setup
from tests.keyboard import press, walk_to
from tests.test_finale import finish_count
from tests.test_screen_fit import ROOT, RUN_TIMEOUT_S, framed_display

KEY = Qt.Key


def start_abalone(window):
    seats = [SeatSetup("Ann", "black"), SeatSetup("Bob", "white")]
    window.start_game(GameSetup("abalone", seats, {}), seed=1)
    window.board.view.setFocus()
    return window.scene


def menu_actions(menu) -> list[QAction]:
    return [action for action in menu.actions() if action.isVisible()]


def drawn_size(view) -> QSize:
    """How big the board (its `content_rect`) is drawn in the view, in pixels."""
    return view.mapFromScene(view.scene().content_rect()).boundingRect().size()


def test_f11_toggles_full_screen_and_the_check_mark_follows_the_window(qtbot, window):
    start_abalone(window)
    view = window.board.view
    assert not window.isFullScreen() and not window.act_full_screen.isChecked()
    assert "F11" in [key.toString() for key in window.act_full_screen.shortcuts()]
    qtbot.keyClick(view, KEY.Key_F11)
    qtbot.waitUntil(lambda: window.isFullScreen())
    assert window.act_full_screen.isChecked()
    assert window.statusBar().isVisible() and window.menuBar().isVisible()  # still reachable
    qtbot.keyClick(view, KEY.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.act_full_screen.isChecked()
    window.act_full_screen.trigger()  # View ▸ Full Screen does the same
    qtbot.waitUntil(lambda: window.isFullScreen())
    window.showNormal()  # the window system ends full screen by itself: the check mark goes too
    assert not window.act_full_screen.isChecked()


def test_escape_first_drops_the_selection_then_leaves_full_screen(qtbot, window):
    scene = start_abalone(window)
    view = window.board.view
    window.act_full_screen.trigger()
    qtbot.waitUntil(lambda: window.isFullScreen())
    walk_to(qtbot, view, scene, "C3")
    press(qtbot, view, KEY.Key_Space)
    assert scene.selection == [CELL_BY_NAME["C3"]]
    press(qtbot, view, KEY.Key_Escape)
    assert scene.selection == [] and window.isFullScreen()
    press(qtbot, view, KEY.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.act_full_screen.isChecked()
    press(qtbot, view, KEY.Key_Escape)  # in a window Escape changes nothing
    assert not window.isFullScreen()


@pytest.mark.parametrize("game", engine.GAME_IDS)
def test_escape_on_any_board_with_nothing_to_drop_leaves_full_screen(qtbot, window, game):
    window.start_game(default_setup(game), seed=1)
    view = window.board.view
    view.setFocus()
    # The keyboard cursor shows. A cursor is nothing to drop, but in Tumblin-Dice Escape hides it first.
    press(qtbot, view, KEY.Key_Right)
    cursor = window.scene.cursor
    window.act_full_screen.trigger()
    qtbot.waitUntil(lambda: window.isFullScreen())
    press(qtbot, view, KEY.Key_Escape)
    if window.isFullScreen():
        assert game == "tumblin" and cursor is not None and window.scene.cursor is None
        press(qtbot, view, KEY.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen())


def test_escape_on_the_finale_only_dismisses_it(qtbot, window, count_game):
    window.act_full_screen.trigger()
    finale = finish_count(window, count_game)
    qtbot.waitUntil(lambda: finale.isVisible() and finale.new_button.hasFocus())
    qtbot.keyClick(finale.new_button, KEY.Key_Escape)
    assert not finale.isVisible() and window.isFullScreen()
    qtbot.keyClick(window.board.view, KEY.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen())


def test_the_window_keeps_its_geometry_from_before_full_screen(qtbot, window):
    window.resize(700, 500)
    QApplication.processEvents()
    window.act_full_screen.trigger()
    qtbot.waitUntil(lambda: window.isFullScreen())
    kept = QWidget()
    assert kept.restoreGeometry(window.full_screen.geometry_to_keep())
    assert not kept.isFullScreen() and kept.size() == QSize(700, 500)  # the next run starts in a window
    kept.deleteLater()


class CameraScene:
    """Mixed into the fake game's scene: a board with a view choice of its own."""

    def view_actions(self) -> list[QAction]:
        if not hasattr(self, "camera"):
            self.camera = QAction("From Above", self, checkable=True)
        return [self.camera]


def test_the_view_menu_holds_full_screen_the_side_panel_and_the_games_own_views(qtbot, window, count_game,
                                                                                  monkeypatch):
    titles = [menu.title() for menu in (window.menu_game, window.menu_move, window.menu_view, window.menu_settings)]
    assert [a.menu() for a in window.menuBar().actions()][:4] == [window.menu_game, window.menu_move,
                                                                   window.menu_view, window.menu_settings], titles
    assert window.menu_view.title() == "&View"
    assert menu_actions(window.menu_view) == [window.act_full_screen, window.act_side_panel, window.act_toolbar]
    assert window.act_side_panel not in window.menu_settings.actions()  # moved, not shown twice
    plain = sys.modules["gui.count.view"].Scene
    monkeypatch.setattr(sys.modules["gui.count.view"], "Scene", type("Scene", (CameraScene, plain), {}))
    window.start_game(default_setup("count"), seed=1)
    shown = menu_actions(window.menu_view)
    assert shown[:3] == [window.act_full_screen, window.act_side_panel, window.act_toolbar]
    assert shown[3].isSeparator() and shown[4:] == [window.scene.camera]
    window.show_chooser()  # no board, no board's views
    assert menu_actions(window.menu_view) == [window.act_full_screen, window.act_side_panel, window.act_toolbar]
    window.start_game(default_setup("count"), seed=2)  # a new board: its own action, not the old one's too
    assert menu_actions(window.menu_view)[4:] == [window.scene.camera]
    start_abalone(window)  # a game without view choices of its own
    assert menu_actions(window.menu_view) == [window.act_full_screen, window.act_side_panel, window.act_toolbar]


def test_the_view_menu_speaks_the_players_language(qtbot, window, languages):
    languages.set_language("de")
    assert window.menu_view.title() == "&Ansicht" and window.act_full_screen.text() == "&Vollbild"
    languages.set_language("en")
    assert window.act_full_screen.text() == "&Full Screen"


def fills_its_view(view) -> bool:
    """The board is as large as the view allows one way or the other, but for the view's small margin."""
    drawn, room = drawn_size(view), view.viewport().size()
    return max(drawn.width() / room.width(), drawn.height() / room.height()) > 0.85


@pytest.mark.parametrize("game", engine.GAME_IDS)
def test_every_board_grows_when_the_side_panel_is_hidden(qtbot, window, game):
    window.start_game(default_setup(game), seed=1)
    window.resize(780, 760)  # a small screen: the side panel takes much of the width
    QApplication.processEvents()
    view = window.board.view
    with_panel = drawn_size(view)
    assert fills_its_view(view)
    window.act_side_panel.trigger()
    QApplication.processEvents()
    without = drawn_size(view)
    assert without.width() > with_panel.width() and without.height() > with_panel.height(), (with_panel, without)
    assert fills_its_view(view)
    window.act_side_panel.trigger()


def test_the_review_stays_usable_in_full_screen_without_the_side_panel(qtbot, window):
    start_abalone(window)
    window.act_side_panel.trigger()
    window.act_full_screen.trigger()
    qtbot.waitUntil(lambda: window.isFullScreen())
    window.review.open_review()
    QApplication.processEvents()
    assert window.review.isVisible() and window.review.height() > 40
    board = QRectF(window.board.view.viewport().rect())
    assert board.height() > 200 and drawn_size(window.board.view).height() > 150
    window.act_side_panel.trigger()


def covers(frame: list[int], screen: list[int]) -> bool:
    """Whether the rectangle `frame` ([x, y, width, height]) takes in all of `screen`."""
    return (frame[0] <= screen[0] and frame[1] <= screen[1] and frame[0] + frame[2] >= screen[0] + screen[2]
            and frame[1] + frame[3] >= screen[1] + screen[3])


@pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("openbox")), reason="needs Xvfb and openbox")
@pytest.mark.parametrize("size", ["1280x800", "1920x1080"])
def test_f11_covers_a_real_screen_and_gives_the_window_back(tmp_path, size):
    folder = tmp_path / "x"
    folder.mkdir()
    with framed_display(size, folder) as display:
        env = {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb", "PYTHONPATH": str(ROOT)}
        done = subprocess.run([sys.executable, "-m", "tests.full_screen_window"], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=RUN_TIMEOUT_S)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    screen = report["screen"]
    for key in ("F11", "Escape"):
        steps = report[key]
        assert steps["full"]["inner"] == screen and covers(steps["full"]["frame"], screen), (key, report)
        assert steps["full"]["checked"], (key, report)
        assert steps["after"]["frame"] == steps["before"]["frame"] and not steps["after"]["checked"], (key, report)
        assert steps["before"]["frame"] != screen  # a window with its frame, on a part of the screen
    maximised = report["maximised"]
    assert maximised["full"]["inner"] == screen and covers(maximised["full"]["frame"], screen), report
    assert maximised["after"]["maximised"], report
    # Maximised again: openbox may draw a maximised frame a few pixels past the screen's edge one time and not
    # the next (its border), so the frame comes back within a border's width.
    assert all(abs(a - b) <= 8 for a, b in zip(maximised["after"]["frame"], maximised["before"]["frame"])), report


@pytest.mark.parametrize("lang", ["nl", "en", "es", "de", "fr", "it"])
def test_the_keyboard_page_names_the_keys_of_full_screen(qtbot, lang):
    from gui.menus import shortcut_texts
    from gui.rules_view import RulesBrowser

    browser = RulesBrowser(lang)
    qtbot.addWidget(browser)
    browser.show_keys()
    keys = shortcut_texts()
    assert "F11" in keys["full_screen"] and keys["full_screen"] in browser.text.toPlainText(), lang
