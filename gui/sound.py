"""Sound: the cues a scene or the window plays (`assets/sounds/cues.json`: a marble's click, a die's hit, a win),
mixed and sent to one audio output.

Playback goes through pyminiaudio (`miniaudio`): one self-contained module of under a megabyte that opens
PulseAudio or ALSA at run time. Qt's own sound classes are in QtMultimedia, which PySide6-Essentials does not
ship and whose FFmpeg backend alone would take the bundle past its 150 MB goal.

Start-up pays nothing: the sounds are read and the device is opened (in a thread of its own) on the first cue.
When no device opens, sound stays off for the run with one log line. `LUDOTECA_SOUND=off` (tests set it; the
screenshots too) never opens a device; every cue is still told (`cuePlayed`, `recent`), so tests can follow
what would be heard.
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
import wave
from collections import deque
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from gui.paths import asset

if TYPE_CHECKING:
    import numpy as np  # imported on the first cue: start-up does not load numpy (the games that need it do)

log = logging.getLogger(__name__)

#: The rate of the sound files (mono, 16 bit); the device converts to its own.
RATE = 22050
#: Most sounds heard at once: a new one beyond them replaces the oldest.
MAX_VOICES = 10
#: The same cue again within this time is heard as one (18 dice landing together), as loud as the loudest.
MERGE_SECONDS = 0.03


def load_cues() -> dict[str, dict]:
    """Cue name -> {"files": [sound names, soft to hard], "gain": float}, from `assets/sounds/cues.json`."""
    data = json.loads(asset("sounds", "cues.json").read_text(encoding="utf-8"))
    return {name: entry for name, entry in data.items() if not name.startswith("_")}


def read_sound(name: str) -> np.ndarray:
    """The samples of `assets/sounds/<name>.wav` as floats in -1..1."""
    import numpy as np

    with wave.open(str(asset("sounds", f"{name}.wav")), "rb") as file:
        if (file.getnchannels(), file.getsampwidth(), file.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{name}.wav is not 16-bit mono at {RATE} Hz")
        return np.frombuffer(file.readframes(file.getnframes()), "<i2").astype(np.float32) / 32768


_ALSA_QUIET = None


def quiet_alsa() -> None:
    """ALSA writes dozens of lines to stderr while looking for a card that is not there: its errors go nowhere
    (our one log line says what matters). Nothing happens where there is no ALSA library."""
    global _ALSA_QUIET
    if _ALSA_QUIET is not None:
        return
    import ctypes
    import ctypes.util

    name = ctypes.util.find_library("asound")
    try:
        alsa = ctypes.CDLL(name or "libasound.so.2")
    except OSError:
        _ALSA_QUIET = False
        return
    handler = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p)
    _ALSA_QUIET = handler(lambda *_: None)  # kept: the library calls it for the rest of the run
    alsa.snd_lib_error_set_handler(_ALSA_QUIET)


class Voice:
    """One sound playing: its samples, how far it has got, and its loudness."""

    def __init__(self, samples: np.ndarray, gain: float):
        self.samples, self.gain, self.position = samples, gain, 0


class Mixer:
    """Adds up the voices playing into blocks of 16-bit samples, at the volume set; the audio device's thread
    asks for them (`stream`) while the UI thread adds voices."""

    def __init__(self, max_voices: int = MAX_VOICES):
        self.max_voices = max_voices
        self.voices: list[Voice] = []
        self.volume = 1.0
        self._lock = threading.Lock()

    def add(self, samples: np.ndarray, gain: float) -> Voice:
        voice = Voice(samples, gain)
        with self._lock:
            if len(self.voices) >= self.max_voices:
                self.voices.pop(0)
            self.voices.append(voice)
        return voice

    def mix(self, frames: int) -> np.ndarray:
        """The next `frames` samples (int16) of all voices together; a block that would clip is scaled down."""
        import numpy as np

        out = np.zeros(frames, np.float32)
        with self._lock:
            for voice in self.voices:
                chunk = voice.samples[voice.position:voice.position + frames]
                out[:len(chunk)] += voice.gain * chunk
                voice.position += frames
            self.voices = [voice for voice in self.voices if voice.position < len(voice.samples)]
        out *= self.volume
        peak = float(np.abs(out).max(initial=0.0))
        if peak > 1.0:
            out /= peak
        return np.round(out * 32767).astype(np.int16)

    def stream(self):
        """The generator miniaudio's playback device pulls from: sent a frame count, it yields the samples."""
        frames = yield b""
        while True:
            frames = yield self.mix(frames).tobytes()


class SoundBoard(QObject):
    """Plays cues at the volume and mute the settings hold (`sound_volume`, `sound_muted`)."""

    #: Every cue asked for (name, strength 0..1), heard or not (muted, no device): what tests follow.
    cuePlayed = Signal(str, float)
    #: Sound was turned on or off (the toolbar's toggle shows it).
    mutedChanged = Signal(bool)

    def __init__(self, settings, parent=None):
        super().__init__(parent)
        self.settings = settings
        self.recent: deque[tuple[str, float]] = deque(maxlen=500)
        self.mixer = Mixer()
        self._apply_volume()
        #: Whether a device may be opened: not under tests or for screenshots.
        self.output_allowed = os.environ.get("LUDOTECA_SOUND", "").lower() != "off"
        self.device = None
        self._device_state = "closed"  # "opening", "open" or "failed"
        self._cues: dict[str, dict] | None = None
        self._sounds: dict[str, np.ndarray] = {}
        self._last: dict[str, tuple[float, Voice]] = {}
        self._win_waits: list = []  # scenes whose game was won while the winning move still moved
        self._win_timer = QTimer(self)
        self._win_timer.setInterval(50)
        self._win_timer.timeout.connect(self._win_after_animation)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.close)  # the device's thread must not call into a Python shutting down

    # -- settings --------------------------------------------------------------------------------------------------
    @property
    def muted(self) -> bool:
        return self.settings.get("sound_muted")

    def set_muted(self, muted: bool) -> None:
        if muted != self.muted:
            self.settings.set("sound_muted", bool(muted))
            self._apply_volume()  # sounds still playing go quiet too
            self.mutedChanged.emit(bool(muted))

    def set_volume(self, percent: int) -> None:
        self.settings.set("sound_volume", int(percent))
        self._apply_volume()

    def _apply_volume(self) -> None:
        """Loudness as heard grows about as the square of the slider's share."""
        self.mixer.volume = 0.0 if self.muted else (self.settings.get("sound_volume") / 100) ** 2

    # -- playing ------------------------------------------------------------------------------------------------------
    def play(self, cue: str, strength: float = 1.0) -> None:
        """Play `cue` (a name in cues.json) at `strength` (0..1: how hard the hit was) unless sound is off."""
        strength = max(0.0, min(1.0, float(strength)))
        self.recent.append((cue, strength))
        self.cuePlayed.emit(cue, strength)
        if self.mixer.volume <= 0 or strength <= 0:  # muted, or the volume at 0
            return
        self._mix(cue, strength)
        if self.output_allowed and self._device_state == "closed":
            self._device_state = "opening"
            threading.Thread(target=self._open_device, name="sound output", daemon=True).start()

    def celebrate(self, outcome, scene=None) -> None:
        """A game's end shown (the finale): a win sounds when someone won, once the move that won it has been
        seen (`scene`'s animation over)."""
        if outcome.is_draw or not outcome.winners:
            return
        if scene is not None and scene.animation_running():
            self._win_waits.append(scene)
            self._win_timer.start()
            return
        self.play("win")

    def _win_after_animation(self) -> None:
        waiting = [scene for scene in self._win_waits if scene.animation_running()]
        if len(waiting) < len(self._win_waits):
            self.play("win")
        self._win_waits = waiting
        if not waiting:
            self._win_timer.stop()

    def _mix(self, cue: str, strength: float) -> None:
        if self._cues is None:
            self._cues = load_cues()
        entry = self._cues.get(cue)
        if entry is None:
            log.warning("sound: no cue %r", cue)
            return
        files = entry["files"]
        name = files[min(len(files) - 1, int(strength * len(files)))]
        if name not in self._sounds:
            self._sounds[name] = read_sound(name)
        gain = entry["gain"] * strength
        now = time.monotonic()
        last = self._last.get(cue)
        if last is not None and now - last[0] < MERGE_SECONDS and last[1].position == 0:
            last[1].gain = max(last[1].gain, gain)  # heard as one, as loud as the loudest
            return
        self._last[cue] = (now, self.mixer.add(self._sounds[name], gain))

    def _open_device(self) -> None:
        quiet_alsa()
        try:
            import miniaudio

            device = miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                                              sample_rate=RATE, buffersize_msec=30, app_name="Ludoteca")
            if device.backend.lower() == "null":
                device.close()
                raise RuntimeError("only the null backend is available")
            stream = self.mixer.stream()
            next(stream)
            device.start(stream)
        except Exception as exc:  # no library, no sound server, no card: the games go on without sound
            log.warning("sound: no audio output (%s); sound stays off", exc)
            self._device_state = "failed"
            return
        self.device = device
        self._device_state = "open"

    def close(self) -> None:
        """Stop the output (the application quits)."""
        device, self.device = self.device, None
        if device is not None:
            device.close()
        self._device_state = "closed"


def self_check() -> str:
    """A cue played through miniaudio's null backend, which needs no sound card: the library, its compiled part and
    the sounds are installed (the bundle's --self-test runs it)."""
    import time

    import miniaudio

    mixer = Mixer()
    mixer.add(read_sound("peg-tap"), 1.0)
    device = miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE,
                                      buffersize_msec=30, backends=[miniaudio.Backend.NULL])
    try:
        stream = mixer.stream()
        next(stream)
        device.start(stream)
        deadline = time.monotonic() + 5.0
        while mixer.voices and time.monotonic() < deadline:
            time.sleep(0.01)
    finally:
        device.close()
    if mixer.voices:
        raise RuntimeError("miniaudio's null device did not play the sound")
    return f"miniaudio {miniaudio.__version__}"
