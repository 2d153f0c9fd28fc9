"""Sound as such: the synthesised files, the mixer's samples, the SoundBoard's settings, throttle and device,
the toolbar's toggle and the preferences. The cues of each game are in tests/test_sound_cues.py."""

import json
import os
import subprocess
import sys
import wave
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from gui.settings import Settings
from gui.sound import MAX_VOICES, RATE, Mixer, SoundBoard, load_cues, read_sound, self_check

ROOT = Path(__file__).resolve().parent.parent
SOUNDS = ROOT / "assets" / "sounds"
LONG_CUES = {"arm_crash", "win"}  # the only cues longer than a second


def test_the_script_makes_the_committed_files():
    result = subprocess.run([sys.executable, str(SOUNDS / "synthesise.py"), "--check"], capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_cue_has_short_clean_files():
    cues = load_cues()
    assert {"marble_click", "marble_drop", "peg_tap", "piece_set", "dice_rattle", "die_hit", "tile_laid",
            "arm_creak", "arm_crash", "win", "refused"} <= set(cues)
    for cue, entry in cues.items():
        assert 0 < entry["gain"] <= 1
        for name in entry["files"]:
            with wave.open(str(SOUNDS / f"{name}.wav"), "rb") as file:
                assert (file.getnchannels(), file.getsampwidth(), file.getframerate()) == (1, 2, RATE)
            samples = read_sound(name)
            seconds = len(samples) / RATE
            assert 0.05 < seconds <= (2.0 if cue in LONG_CUES else 1.0), (name, seconds)
            peak = np.abs(samples).max()
            assert 0.4 < peak <= 0.51, (name, peak)  # headroom for several at once, never clipped
            assert abs(samples.mean()) < 0.002, name  # no offset (DC)
            assert abs(samples[0]) < 0.05 and abs(samples[-1]) < 0.01, name  # starts and stops without a pop


def test_cues_json_names_only_files_that_exist():
    data = json.loads((SOUNDS / "cues.json").read_text(encoding="utf-8"))
    files = {path.stem for path in SOUNDS.glob("*.wav")}
    named = {name for cue, entry in data.items() if not cue.startswith("_") for name in entry["files"]}
    assert named == files


def test_the_mixer_is_silent_at_volume_zero_and_adds_two_sounds():
    click, drop = read_sound("marble-click"), read_sound("marble-drop")
    mixer = Mixer()
    mixer.add(click, 1.0)
    mixer.volume = 0.0
    assert not mixer.mix(512).any()
    mixer = Mixer()
    mixer.add(click, 1.0)
    mixer.add(drop, 0.5)
    block = mixer.mix(1024).astype(float) / 32767
    expected = click[:1024] + 0.5 * drop[:1024]
    assert np.abs(block - expected).max() < 2 / 32767
    later = mixer.mix(len(drop))  # the click ends, the drop goes on, then both are gone
    assert later.any() and len(mixer.voices) == 0 and not mixer.mix(256).any()


def test_many_loud_sounds_at_once_never_clip():
    mixer = Mixer()
    for _ in range(40):
        mixer.add(read_sound("arm-crash"), 1.0)
    assert len(mixer.voices) == MAX_VOICES  # the oldest gave way
    block = mixer.mix(4096)
    assert np.abs(block.astype(int)).max() <= 32767
    assert np.count_nonzero(np.abs(block.astype(int)) >= 32767) <= 1  # scaled down, not flattened at the limit


def test_the_stream_gives_miniaudio_the_frames_it_asks_for():
    mixer = Mixer()
    mixer.add(read_sound("peg-tap"), 1.0)
    stream = mixer.stream()
    assert next(stream) == b""
    data = stream.send(300)
    assert isinstance(data, bytes) and len(data) == 600  # 16-bit mono


def board(qapp, tmp_path, **values):
    settings = Settings(QSettings(str(tmp_path / "sound.ini"), QSettings.Format.IniFormat))
    for key, value in values.items():
        settings.set(key, value)
    return SoundBoard(settings)


def test_cues_are_told_muted_or_not_but_only_heard_when_on(qapp, tmp_path):
    sound = board(qapp, tmp_path, sound_muted=True)
    sound.play("peg_tap", 0.5)
    assert list(sound.recent) == [("peg_tap", 0.5)] and sound.mixer.voices == []
    sound.set_muted(False)
    sound.play("peg_tap", 0.5)
    assert len(sound.mixer.voices) == 1 and sound.mixer.voices[0].gain == pytest.approx(0.8 * 0.5)
    assert sound.device is None and sound._device_state == "closed"  # tests never open a device
    sound.set_volume(0)
    sound.play("peg_tap")
    assert len(sound.mixer.voices) == 1  # volume 0: nothing more is mixed


def test_eighteen_dice_landing_together_are_heard_as_one_hit_as_loud_as_the_hardest(qapp, tmp_path):
    sound = board(qapp, tmp_path)
    sound.play("die_hit", 0.9)  # loads the sounds first
    for index in range(17):
        sound.play("die_hit", 0.2 + index * 0.01)
    assert len(sound.recent) == 18  # every hit is told…
    assert len(sound.mixer.voices) == 1  # …but heard as one
    assert sound.mixer.voices[0].gain == pytest.approx(0.9 * 0.9)


def test_strength_picks_a_harder_sound_and_scales_its_loudness(qapp, tmp_path):
    sound = board(qapp, tmp_path)
    sound.play("die_hit", 0.1)
    sound.mixer.mix(RATE)  # played out
    sound.play("die_hit", 1.0)
    soft, hard = read_sound("die-hit-soft"), read_sound("die-hit-hard")
    assert sound.mixer.voices[-1].samples is not None and np.array_equal(sound.mixer.voices[-1].samples, hard)
    assert not np.array_equal(soft, hard)


def test_settings_hold_volume_and_mute_and_refuse_nonsense(tmp_path):
    path = tmp_path / "settings.ini"
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert settings.get("sound_volume") == 70 and settings.get("sound_muted") is False
    settings.set("sound_volume", 35)
    settings.set("sound_muted", True)
    settings.sync()
    again = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert again.get("sound_volume") == 35 and again.get("sound_muted") is True
    for bad in (101, -1, "loud", 2.5, True):
        with pytest.raises(ValueError):
            settings.set("sound_volume", bad)
    raw = QSettings(str(path), QSettings.Format.IniFormat)
    raw.setValue("sound_volume", "eleven")
    raw.sync()
    assert Settings(QSettings(str(path), QSettings.Format.IniFormat)).get("sound_volume") == 70


def toolbar_buttons(window):
    return [action for action in window.toolbar.actions() if not action.isSeparator()]


def test_the_toolbar_holds_the_common_actions_and_the_sound_toggle_at_its_end(window):
    assert window.toolbar.objectName() == "mainToolBar" and not window.toolbar.isMovable()
    assert toolbar_buttons(window) == [window.act_new, window.act_undo, window.act_redo, window.act_hint,
                                       window.act_sound]
    for action in toolbar_buttons(window):
        assert not action.icon().isNull() and not action.icon().pixmap(20, 20).isNull()
    assert window.toolbar.height() <= 44  # small icons: the board keeps its room on an 800x600 screen


def test_the_sound_toggle_is_clicked_shows_its_state_and_is_remembered(qtbot, window, languages):
    from tests.conftest import close_window, open_window

    button = window.toolbar.widgetForAction(window.act_sound)
    on_tip = window.act_sound.toolTip()
    on_icon = window.act_sound.icon().pixmap(20, 20).toImage()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.sound.muted and window.settings.get("sound_muted") and window.act_sound.isChecked()
    assert window.act_sound.toolTip() != on_tip and window.act_sound.icon().pixmap(20, 20).toImage() != on_icon
    window.sound.play("marble_click")
    assert window.sound.mixer.voices == []
    window.settings.sync()
    other = open_window(qtbot, languages)  # a new window (a new run) starts muted
    try:
        assert other.sound.muted and other.act_sound.isChecked()
        assert other.act_sound.toolTip() == window.act_sound.toolTip()
    finally:
        close_window(other)
    qtbot.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)  # its key: Ctrl+M
    assert not window.sound.muted and not window.act_sound.isChecked()


def test_show_toolbar_is_remembered(qtbot, window, languages):
    from tests.conftest import close_window, open_window

    assert window.toolbar.isVisible() and window.act_toolbar.isChecked()
    window.act_toolbar.trigger()
    assert not window.toolbar.isVisible() and window.settings.get("toolbar") is False
    window.settings.sync()
    other = open_window(qtbot, languages)
    try:
        assert not other.toolbar.isVisible() and not other.act_toolbar.isChecked()
    finally:
        close_window(other)


def test_the_toolbar_icons_take_the_dark_themes_text_colour(window, themes):
    def ink(action):
        image = action.icon().pixmap(24, 24).toImage()
        pixels = [image.pixelColor(x, y) for x in range(24) for y in range(24)]
        return max(pixels, key=lambda colour: colour.alpha()).lightness()

    assert ink(window.act_undo) < 128
    themes("dark", "standard")
    assert ink(window.act_undo) > 128  # light lines on the dark toolbar


def test_preferences_set_the_volume_and_mute(qtbot, window):
    def choose():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QDialog)
        dialog.volume.setValue(40)
        dialog.muted.setChecked(True)
        dialog.accept()

    QTimer.singleShot(50, choose)
    window.settings_dialog()
    assert window.settings.get("sound_volume") == 40 and window.sound.muted and window.act_sound.isChecked()
    assert window.sound.mixer.volume == 0.0
    window.sound.set_muted(False)
    assert window.sound.mixer.volume == pytest.approx(0.16)


START_UP = """
import sys
from PySide6.QtWidgets import QApplication
from gui.i18n import LanguageManager
from gui.main_window import MainWindow
app = QApplication([])
window = MainWindow(LanguageManager(app), autosave=False)
window.show()
app.processEvents()
print("at start", "miniaudio" in sys.modules, "numpy" in sys.modules)
window.sound.set_volume(1)  # all but silent, should a device open on this computer
window.sound.play("peg_tap")
import time
for _ in range(400):
    app.processEvents()
    if window.sound._device_state in ("open", "failed"):
        break
    time.sleep(0.025)
print("after a cue", "miniaudio" in sys.modules, window.sound._device_state)
window.sound.close()
"""


def test_start_up_does_not_load_miniaudio_until_the_first_cue(tmp_path):
    env = {key: value for key, value in os.environ.items() if key != "LUDOTECA_SOUND"}
    env.update(PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"))
    result = subprocess.run([sys.executable, "-c", START_UP], env=env, capture_output=True, text=True,
                            timeout=120, cwd=tmp_path)
    lines = result.stdout.splitlines()
    assert "at start False False" in lines, result.stdout + result.stderr  # neither miniaudio nor numpy
    after = next(line for line in lines if line.startswith("after a cue"))
    assert after.split()[3] == "True" and after.split()[4] in ("open", "failed"), after
    assert "Traceback" not in result.stderr, result.stderr  # no device is no error: one log line at most


def test_a_miniaudio_device_plays_the_mixer_out(qtbot):
    """The mixer's stream on a real miniaudio device: its null backend (no audio hardware) pulls the frames in
    real time, as a sound card would, until the sound has played."""
    # gui.sound.self_check plays a cue that way and raises unless the mixer's voice has played out within 5 s.
    assert self_check() == "miniaudio 1.71"


def test_a_screenshot_is_silent(tmp_path):
    """--screenshot turns sound output off for its run (its moves' cues are told, never played)."""
    env = {key: value for key, value in os.environ.items() if key != "LUDOTECA_SOUND"}
    env.update(PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"))
    code = ("import os, sys\nfrom gui.app import main\n"
            f"code = main(['--screenshot', {str(tmp_path / 'shot.png')!r}, '--game', 'halma', '--play', '2', "
            "'--size', '800x600'])\nprint('sound', os.environ.get('LUDOTECA_SOUND'), code)\n")
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120,
                            cwd=tmp_path)
    assert "sound off 0" in result.stdout.splitlines(), result.stdout + result.stderr
    assert "sound:" not in result.stderr  # no device was tried
