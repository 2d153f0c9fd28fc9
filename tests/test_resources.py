"""Files, settings and memory: nothing a player's disk or settings file holds can hang, crash or leak the app."""

import json
import logging
import os
import time

import pytest
from PySide6.QtCore import QSettings, QTranslator

from engine.record import GameRecord
from gui import saves
from gui.settings import Settings
from gui.setup import setup_from_json


@pytest.fixture
def ini(tmp_path):
    return QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)


@pytest.mark.parametrize("bad", ["inf", "nan", "-1", "-inf", "0", "0.01", "1e308", "31", "abc", "", "[1, 2]"])
def test_thinking_time_from_a_bad_settings_file_falls_back_to_the_default(ini, bad, caplog):
    ini.setValue("ai_seconds", bad)
    with caplog.at_level(logging.WARNING):
        assert Settings(ini).get("ai_seconds") == 2.0
    assert "ai_seconds" in caplog.text


def test_good_settings_are_read_back(ini):
    settings = Settings(ini)
    for key, value in (("ai_seconds", 5.5), ("language", "de"), ("animations", False), ("save_folder", "/tmp")):
        settings.set(key, value)
        assert settings.get(key) == value
    with pytest.raises(ValueError):
        settings.set("ai_seconds", float("inf"))
    ini.setValue("language", "klingon")
    ini.setValue("animations", "maybe")
    assert settings.get("language") == "" and settings.get("animations") is True


def test_a_deeply_nested_remembered_setup_is_forgotten(ini):
    ini.setValue("setup/halma", "[" * 100_000 + "]" * 100_000)
    ini.setValue("setup/abalone", "[" * 5000 + "]" * 5000)
    settings = Settings(ini)
    assert setup_from_json(settings.last_setup("halma")) is None
    assert setup_from_json(settings.last_setup("abalone")) is None


def test_best_scores_survive_junk(ini):
    settings = Settings(ini)
    assert settings.best_score("x") is None
    assert settings.record_best_score("x", 50) and not settings.record_best_score("x", 40)
    assert settings.best_score("x") == 50
    ini.setValue("best/x", "1e999")
    assert settings.best_score("x") is None


def a_save(tmp_path):
    import engine

    record = GameRecord(engine.new_game("halma", 2, seed=1), [], 0,
                        [{"name": "A", "colour": "red"}, {"name": "B", "colour": "black"}])
    path = tmp_path / "game.ludoteca"
    saves.save_game(path, record)
    return path


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_devices_are_refused_at_once(device, qapp):
    if not os.path.exists(device):
        pytest.skip(f"no {device} here")
    started = time.monotonic()
    with pytest.raises(saves.SaveError, match="not a file"):
        saves.load_game(__import__("pathlib").Path(device))
    assert time.monotonic() - started < 5  # not a speed goal: the old code read /dev/zero until memory ran out


def test_a_fifo_and_a_folder_are_refused_without_waiting(tmp_path, qapp):
    fifo = tmp_path / "pipe.ludoteca"
    os.mkfifo(fifo)
    with pytest.raises(saves.SaveError, match="not a file"):
        saves.load_game(fifo)  # opening a FIFO for reading would wait for a writer for ever
    with pytest.raises(saves.SaveError):
        saves.load_game(tmp_path)


def test_a_file_over_the_cap_is_refused_however_it_reports_its_size(tmp_path, qapp, monkeypatch):
    path = tmp_path / "big.ludoteca"
    path.write_bytes(b" " * 2048)
    monkeypatch.setattr(saves, "MAX_FILE_BYTES", 1024)
    with pytest.raises(saves.SaveError, match="too large"):
        saves.load_game(path)


def test_a_save_with_a_byte_order_mark_opens(tmp_path, qapp):
    path = a_save(tmp_path)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    record, setup = saves.load_game(path)
    assert record.game_id == "halma" and len(setup.seats) == 2


def test_stale_temporary_saves_are_removed_and_nothing_else(tmp_path):
    old = time.time() - 3600
    names = {"game.ludoteca.Ab12Cd": True, "autosave.ludoteca.x9Y8z7": True, "game.ludoteca": False,
             "notes.txt.Ab12Cd": False, "game.ludoteca.Ab12C": False, "fresh.ludoteca.Zz99Zz": False}
    for name in names:
        (tmp_path / name).write_text("x")
        if name != "fresh.ludoteca.Zz99Zz":
            os.utime(tmp_path / name, (old, old))
    assert saves.remove_stale_temporaries(tmp_path, tmp_path / "missing") == 2
    assert {p.name for p in tmp_path.iterdir()} == {n for n, stale in names.items() if not stale}


def test_switching_language_does_not_keep_old_translators(qapp, languages):
    from PySide6.QtCore import QCoreApplication, QEvent

    def alive():
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        return len(languages.findChildren(QTranslator))

    languages.set_language("de")
    first = alive()
    for code in ["nl", "fr", "it", "es", "en"] * 6:
        languages.set_language(code)
    assert alive() <= first


def test_screenshots_leave_no_temporary_folder(tmp_path):
    import subprocess
    import sys

    env = dict(os.environ, TMPDIR=str(tmp_path))
    target = tmp_path / "shot.png"
    result = subprocess.run([sys.executable, "-m", "gui", "--screenshot", str(target), "--game", "tripledomino",
                             "--seats", "1", "--play", "3"], capture_output=True, text=True, timeout=120, env=env)
    assert result.returncode == 0, result.stderr
    assert [p.name for p in tmp_path.iterdir()] == ["shot.png"]


def test_opening_a_file_remembers_its_folder(tmp_path, window, count_game):
    path = a_save(tmp_path)
    assert window.files.open(path)
    assert window.settings.get("save_folder") == str(tmp_path.resolve())
    json.loads(path.read_text())


def test_a_panel_plot_leaves_no_windows_behind(qapp):
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication, QWidget

    from gui.common.plots import panel_plot

    def windows():
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        return set(QApplication.topLevelWidgets())

    before = windows()
    for _ in range(3):
        holder = QWidget()
        panel_plot().setParent(holder)
        holder.deleteLater()
    assert windows() == before


def test_freed_memory_can_be_given_back():
    from gui.memory import release_free_memory

    junk = [bytes(1000) for _ in range(20_000)]
    del junk
    release_free_memory()  # glibc's malloc_trim where there is one; nothing to do elsewhere
