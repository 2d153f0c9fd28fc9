"""Headless Qt for every test, and a settings file that never touches the user's."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    """QSettings and the autosave slot go to a per-test folder."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from PySide6.QtCore import QSettings, QStandardPaths

    QStandardPaths.setTestModeEnabled(True)
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
