"""Makes every sound cue of the games as a 16-bit mono WAV file beside this script: struck objects as a few
resonant modes (decaying sine partials) excited by a short noise burst, scrapes and rattles as filtered noise
and trains of such strikes. Deterministic: each cue has its own fixed seed, so running it again gives the
committed files byte for byte (tests/test_sound.py checks that).

    python assets/sounds/synthesise.py          # writes the files
    python assets/sounds/synthesise.py --check  # exits 1 when a committed file differs

Only numpy; not part of the app (the app reads the WAV files and cues.json).
"""

from __future__ import annotations

import json
import sys
import wave
from collections.abc import Callable
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
RATE = 22050
#: The loudest sample of every file, against full scale: room for several cues at once in the mixer.
PEAK = 0.5


def seconds(length: float) -> np.ndarray:
    return np.arange(int(RATE * length)) / RATE


def modes(length: float, partials: list[tuple[float, float, float]], rng: np.random.Generator) -> np.ndarray:
    """A struck body: partials (frequency Hz, amplitude, decay time s), each with a random phase."""
    t = seconds(length)
    out = np.zeros_like(t)
    for frequency, amplitude, decay in partials:
        out += amplitude * np.exp(-t / decay) * np.sin(2 * np.pi * frequency * t + rng.uniform(0, 2 * np.pi))
    return out


def lowpass(signal: np.ndarray, cutoff: float) -> np.ndarray:
    """One-pole low-pass, run twice (12 dB per octave)."""
    alpha = 1 - np.exp(-2 * np.pi * cutoff / RATE)
    for _ in range(2):
        out = np.empty_like(signal)
        level = 0.0
        for index, sample in enumerate(signal):
            level += alpha * (sample - level)
            out[index] = level
        signal = out
    return signal


def bandpass(signal: np.ndarray, low: float, high: float) -> np.ndarray:
    return lowpass(signal, high) - lowpass(signal, low)


def burst(length: float, decay: float, rng: np.random.Generator) -> np.ndarray:
    """White noise with a sharp attack and an exponential tail: the contact itself."""
    t = seconds(length)
    return rng.standard_normal(len(t)) * np.exp(-t / decay)


def place(out: np.ndarray, sound: np.ndarray, at: float, gain: float = 1.0) -> None:
    start = int(at * RATE)
    end = min(len(out), start + len(sound))
    out[start:end] += gain * sound[: end - start]


def fade_ends(signal: np.ndarray, attack: float = 0.0015, release: float = 0.01) -> np.ndarray:
    """A ramp in over 1.5 ms and a fade at the very end, so no file starts or stops on a step (a pop)."""
    count = int(attack * RATE)
    signal[:count] *= np.linspace(0, 1, count)
    count = min(len(signal), int(release * RATE))
    signal[-count:] *= np.linspace(1, 0, count)
    return signal


# -- the cues ---------------------------------------------------------------------------------------------------
def marble_click(rng):
    """Two glass marbles meeting: bright, inharmonic partials that die within tens of milliseconds."""
    body = modes(0.12, [(3150, 1.0, 0.018), (4870, 0.6, 0.012), (6900, 0.35, 0.008), (2240, 0.3, 0.025)], rng)
    return body + 0.25 * bandpass(burst(0.12, 0.002, rng), 2500, 9000)


def marble_drop(rng):
    """A pushed-off marble falls into the wooden tray: a thud, then bounces closer and softer, then rolling."""
    out = np.zeros(int(0.75 * RATE))
    at, gain = 0.0, 1.0
    for _bounce in range(6):
        thud = modes(0.2, [(190, 0.8, 0.05), (420, 0.5, 0.03), (2900, 0.35, 0.012), (4300, 0.2, 0.008)], rng)
        place(out, thud + 0.3 * lowpass(burst(0.2, 0.004, rng), 3000), at, gain)
        at += 0.16 * gain + 0.02
        gain *= 0.55
    roll = bandpass(rng.standard_normal(len(out)), 200, 1200) * np.exp(-seconds(0.75) / 0.18)
    return out + 0.15 * roll * (seconds(0.75) > 0.05)


def peg_tap(rng):
    """A wooden peg hopping onto a wooden board: a dry knock."""
    body = modes(0.1, [(880, 1.0, 0.02), (1720, 0.55, 0.012), (2650, 0.3, 0.008), (420, 0.35, 0.03)], rng)
    return body + 0.4 * bandpass(burst(0.1, 0.003, rng), 800, 5000)


def piece_set(rng):
    """A shaped wooden piece set down on the board: a fuller, lower knock with a little slide before it."""
    out = np.zeros(int(0.2 * RATE))
    place(out, bandpass(rng.standard_normal(int(0.03 * RATE)), 600, 3000) * np.linspace(0, 1, int(0.03 * RATE)),
          0.0, 0.12)
    knock = modes(0.17, [(340, 1.0, 0.035), (760, 0.6, 0.02), (1290, 0.35, 0.013), (2100, 0.2, 0.008)], rng)
    place(out, knock + 0.35 * lowpass(burst(0.17, 0.003, rng), 3500), 0.03)
    return out


def dice_rattle(rng):
    """Dice shaken and let go: many small clicks of dice against dice and the cup, thinning out."""
    length = 0.7
    out = np.zeros(int(length * RATE))
    for _click in range(26):
        at = length * 0.85 * rng.uniform() ** 1.6
        pitch = rng.uniform(0.8, 1.3)
        click = modes(0.06, [(2400 * pitch, 1.0, 0.009), (3900 * pitch, 0.5, 0.006), (1300 * pitch, 0.4, 0.012)], rng)
        place(out, click + 0.3 * bandpass(burst(0.06, 0.0015, rng), 1500, 7000), at, rng.uniform(0.3, 1.0))
    swish = bandpass(rng.standard_normal(len(out)), 400, 4000) * np.exp(-seconds(length) / 0.25)
    return out + 0.08 * swish


def die_hit(hardness: float) -> Callable:
    """A die landing on the board: softer hits are duller (fewer high partials) as well as quieter."""

    def make(rng):
        bright = 0.3 + 0.7 * hardness
        body = modes(0.16, [(610, 1.0, 0.03), (1450, 0.7 * bright, 0.016), (2750, 0.5 * bright, 0.01),
                            (4100, 0.3 * bright * bright, 0.006)], rng)
        return body + 0.35 * lowpass(burst(0.16, 0.002 + 0.002 * hardness, rng), 1500 + 4500 * hardness)

    return make


def tile_laid(rng):
    """A domino tile laid flat on the table: a short slide, then a flat slap with a clicky edge."""
    out = np.zeros(int(0.22 * RATE))
    slide = bandpass(rng.standard_normal(int(0.05 * RATE)), 800, 4000) * np.linspace(0.2, 1, int(0.05 * RATE))
    place(out, slide, 0.0, 0.1)
    slap = modes(0.17, [(260, 0.9, 0.03), (1850, 0.5, 0.012), (3300, 0.35, 0.007)], rng)
    place(out, slap + 0.6 * bandpass(burst(0.17, 0.004, rng), 300, 6000), 0.05)
    return out


def arm_creak(rng):
    """The balance arm straining at its pivot: stick-slip pulses at a wandering rate through a wooden body."""
    length = 0.8
    out = np.zeros(int(length * RATE))
    at = 0.02
    while at < length - 0.06:
        rate = 55 + 25 * np.sin(2 * np.pi * at / length) + rng.uniform(-6, 6)
        pulse = modes(0.05, [(620, 1.0, 0.006), (1130, 0.6, 0.004), (1900, 0.3, 0.003)], rng)
        place(out, pulse, at, rng.uniform(0.6, 1.0))
        at += 1 / rate
    t = seconds(length)
    swell = np.sin(np.pi * np.clip(t / length, 0, 1)) ** 0.7
    return out * swell


def arm_crash(rng):
    """The arm tips: a heavy wooden thump, then the pieces scatter and clatter to rest."""
    length = 1.6
    out = np.zeros(int(length * RATE))
    thump = modes(0.6, [(85, 1.0, 0.14), (160, 0.6, 0.09), (310, 0.4, 0.05), (700, 0.2, 0.02)], rng)
    place(out, thump + 0.5 * lowpass(burst(0.6, 0.02, rng), 900), 0.0)
    for _piece in range(30):
        at = 0.04 + 1.3 * rng.uniform() ** 2
        pitch = rng.uniform(0.7, 1.5)
        knock = modes(0.12, [(700 * pitch, 1.0, 0.02), (1650 * pitch, 0.5, 0.01), (2900 * pitch, 0.3, 0.006)], rng)
        place(out, knock + 0.3 * bandpass(burst(0.12, 0.002, rng), 600, 5000), at, 0.5 * rng.uniform(0.3, 1.0)
              * (1 - at / length))
    return out


def win(rng):
    """A rising major arpeggio on a bell-like voice (slightly stretched partials), ringing out together."""
    length = 1.8
    out = np.zeros(int(length * RATE))
    for index, frequency in enumerate((523.25, 659.26, 783.99, 1046.5)):
        bell = modes(length - 0.12 * index, [(frequency, 1.0, 0.6), (2.01 * frequency, 0.45, 0.35),
                                              (3.03 * frequency, 0.2, 0.18), (4.2 * frequency, 0.1, 0.08)], rng)
        attack = np.minimum(1, seconds(len(bell) / RATE) / 0.004)
        place(out, bell * attack, 0.12 * index, 0.8)
    return out


def refused(rng):
    """Not allowed: two soft, muted knocks, the second lower, like a knuckle on the table."""
    out = np.zeros(int(0.3 * RATE))
    for at, frequency in ((0.0, 330), (0.12, 247)):
        knock = modes(0.16, [(frequency, 1.0, 0.04), (2.3 * frequency, 0.35, 0.015)], rng)
        place(out, knock + 0.25 * lowpass(burst(0.16, 0.003, rng), 1500), at)
    return out


#: file name -> how to make it; its seed is its place in this list.
SOUNDS: dict[str, Callable] = {
    "marble-click": marble_click, "marble-drop": marble_drop, "peg-tap": peg_tap, "piece-set": piece_set,
    "dice-rattle": dice_rattle, "die-hit-soft": die_hit(0.0), "die-hit": die_hit(0.5), "die-hit-hard": die_hit(1.0),
    "tile-laid": tile_laid, "arm-creak": arm_creak, "arm-crash": arm_crash, "win": win, "refused": refused,
}


def render(name: str) -> bytes:
    """The 16-bit samples of sound `name`: no offset, faded in and out, its peak at `PEAK` of full scale."""
    signal = SOUNDS[name](np.random.default_rng(list(SOUNDS).index(name) + 31))
    signal = signal - signal.mean()
    signal = fade_ends(signal)
    signal = signal * (PEAK / np.abs(signal).max())
    return np.round(signal * 32767).astype("<i2").tobytes()


def wav_bytes(samples: bytes) -> bytes:
    import io

    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(samples)
    return buffer.getvalue()


def same_samples(committed: bytes, made: bytes) -> bool:
    """The same header and samples, each within 2 steps (another machine's maths library may round a sine
    differently in its last bit)."""
    if len(committed) != len(made) or committed[:44] != made[:44]:
        return False
    difference = np.frombuffer(committed[44:], "<i2").astype(int) - np.frombuffer(made[44:], "<i2").astype(int)
    return bool(np.abs(difference).max(initial=0) <= 2)


def main(argv: list[str]) -> int:
    check = "--check" in argv
    cues = json.loads((HERE / "cues.json").read_text(encoding="utf-8"))
    named = {file for entry in cues.values() if isinstance(entry, dict) for file in entry["files"]}
    missing = named - set(SOUNDS)
    if missing:
        print(f"cues.json names sounds this script does not make: {sorted(missing)}")
        return 1
    differ = []
    for name in SOUNDS:
        data = wav_bytes(render(name))
        path = HERE / f"{name}.wav"
        if check:
            if not path.exists() or not same_samples(path.read_bytes(), data):
                differ.append(name)
        else:
            path.write_bytes(data)
    if differ:
        print(f"differ from what synthesise.py makes: {differ}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
