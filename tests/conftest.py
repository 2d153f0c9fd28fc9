"""Headless Qt for every test, and a settings file that never touches the user's."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Rooms announced on the home network (zeroconf) stay on this computer in every test and every process they start.
os.environ["NETPLAY_LAN_INTERFACES"] = "127.0.0.1"
# No test opens an audio device; the sound cues are still recorded (gui/sound.py).
os.environ["LUDOTECA_SOUND"] = "off"

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _collect_between_tests(request):
    """After each test (and its widgets' teardown), let Qt delete what was scheduled and collect Python's
    garbage then, not at a random allocation inside a later test's event loop."""
    yield
    if "qapp" in request.fixturenames or "qtbot" in request.fixturenames:
        import gc

        from PySide6.QtCore import QCoreApplication, QEvent

        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    """QSettings and the autosave slot go to a per-test folder.

    Qt's own test mode is not used: it puts every test run's data in one ~/.qttest folder, so
    two suites running at once read each other's autosaves.
    """
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from PySide6.QtCore import QSettings

    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path / "config"))
    yield


@pytest.fixture
def count_game(monkeypatch):
    """Registers tests/fake_game.py as game "count" in the engine and the GUI."""
    import sys
    import types

    import engine
    from tests import fake_game

    package = types.ModuleType("gui.count")
    package.__path__ = []
    view = types.ModuleType("gui.count.view")
    view.Scene = fake_game.Scene
    monkeypatch.setitem(sys.modules, "gui.count", package)
    monkeypatch.setitem(sys.modules, "gui.count.view", view)
    monkeypatch.setitem(engine.GAMES, "count", fake_game.SPEC)
    return fake_game


@pytest.fixture
def languages(qapp):
    """The app's translators, in English; tests may switch and are set back."""
    from gui.i18n import LanguageManager

    manager = LanguageManager(qapp)
    manager.set_language("en")
    yield manager
    manager.set_language("en")


@pytest.fixture
def window(qtbot, languages):
    """A shown main window with its own settings; running searches are stopped afterwards."""
    win = open_window(qtbot, languages)
    yield win
    close_window(win)


@pytest.fixture
def second_window(qtbot, languages):
    """Another main window in the same app (a network game's guest beside its host)."""
    win = open_window(qtbot, languages)
    yield win
    close_window(win)


def open_window(qtbot, languages):
    from gui.main_window import MainWindow

    win = MainWindow(languages)
    qtbot.addWidget(win)
    win.show()
    return win


def close_window(win) -> None:
    """Leave its network room, stop its scene and its searches."""
    win.network.leave()
    if win.scene is not None:
        win.scene.shutdown()
    if win.session is not None:
        win.session.stop()
        win.session.ai.wait()
        win.session.hints.wait()


def click_scene_item(qtbot, view, item, button=None):
    """A real mouse click on `view.viewport()` at the centre of a scene item."""
    from PySide6.QtCore import Qt

    pos = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), button or Qt.MouseButton.LeftButton, pos=pos)


@pytest.fixture
def themes(window, monkeypatch):
    """`themes(name, palette)` switches the window's theme; light with the standard palette comes back after."""
    from gui import theme

    monkeypatch.setattr(theme, "_current", theme.current())
    yield window.appearance.set_theme
    window.appearance.set_theme("light", "standard")


@pytest.fixture(scope="session")
def broker(tmp_path_factory):
    """A Mosquitto broker on a free localhost port for the whole session (tests that restart one make their own)."""
    from tests.broker import Mosquitto

    running = Mosquitto(tmp_path_factory.mktemp("mosquitto")).start()
    yield running
    running.stop()
