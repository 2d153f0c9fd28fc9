"""Typed, validated access to the user's settings, stored with QSettings in the platform's usual place.

The settings file is the user's to edit and may hold anything: every value is read through the
checks listed here, and a value out of range or of the wrong kind falls back to the default with a
log line, so a bad file never reaches the rest of the app.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

ORGANIZATION = "Ludoteca"
APPLICATION = "Ludoteca"

log = logging.getLogger(__name__)

#: Thinking time a player can choose for the computer, in seconds.
AI_SECONDS_RANGE = (0.05, 30.0)  # the dialog offers 0.2–30; tests and scripts may go lower
#: The longest remembered new-game setup (a few hundred characters is typical).
MAX_SETUP_CHARS = 20_000
#: Window geometry as Qt saves it is well under a kilobyte.
MAX_GEOMETRY_BYTES = 4096


def _language(value: Any) -> str | None:
    from gui.i18n import LANGUAGES

    return value if isinstance(value, str) and (value == "" or value in LANGUAGES) else None


def _flag(value: Any) -> bool | None:
    if isinstance(value, bool):
        return value
    return {"true": True, "1": True, "false": False, "0": False}.get(str(value).strip().lower())


def _one_of(*choices: str) -> Callable[[Any], str | None]:
    return lambda value: value if isinstance(value, str) and value in choices else None


def _folder(value: Any) -> str | None:
    return value if isinstance(value, str) and len(value) < 4096 and "\0" not in value else None


def _seconds(value: Any) -> float | None:
    try:
        seconds = float(value)
    except (TypeError, ValueError, OverflowError):
        return None
    low, high = AI_SECONDS_RANGE
    return seconds if math.isfinite(seconds) and low <= seconds <= high else None


def _broker(value: Any) -> str | None:
    from netplay.carrier import check

    try:
        return value if isinstance(value, str) and len(value) < 500 and check(value) else None
    except ValueError:
        return None


def _percent(value: Any) -> int | None:
    try:
        number = int(value)
    except (TypeError, ValueError, OverflowError):
        return None
    return number if 0 <= number <= 100 and str(value).strip() == str(number) else None


def _short_text(value: Any) -> str | None:
    return value if isinstance(value, str) and len(value) <= 200 and "\0" not in value else None


class Settings:
    """A validating layer over QSettings; every key, its default and its check are listed here."""

    #: key -> (default, check): the check returns the value to use, or None when it is not acceptable.
    KEYS: dict[str, tuple[Any, Callable[[Any], Any]]] = {
        "language": ("", _language),
        "animations": (True, _flag),
        "animation_speed": ("normal", _one_of("fast", "normal", "slow")),  # while animations are on
        "theme": ("system", _one_of("system", "light", "dark", "high-contrast")),
        "palette": ("standard", _one_of("standard", "colour-blind")),
        "privacy_screen": (True, _flag),
        "side_panel": (True, _flag),
        "toolbar": (True, _flag),
        "sound_volume": (70, _percent),  # 0–100
        "sound_muted": (False, _flag),
        "camera": ("perspective", _one_of("perspective", "top")),  # a 3D board's view: in perspective or from above
        "ai_seconds": (2.0, _seconds),
        "analysis_seconds": (0.25, _seconds),  # the analysis's time for each position of a game
        "autosave": (True, _flag),
        "save_folder": ("", _folder),  # where the last game was saved or opened: the file dialogs start there
        # Network games: the MQTT broker rooms meet at (mqtt://host:port), and the name this player goes by.
        "network_broker": ("mqtt://localhost:1883", _broker),
        "network_name": ("", _short_text),
        "network_meeting": ("server", _one_of("server", "here")),  # a host's room: on the server, or served here
    }
    DEFAULTS: dict[str, Any] = {key: default for key, (default, _check) in KEYS.items()}

    def __init__(self, settings: QSettings | None = None):
        self._q = settings or QSettings()
        self._for_run: dict[str, Any] = {}  # values the command line set for this run, never saved

    def hold_for_run(self, key: str, value: Any) -> None:
        """Use `value` for `key` during this run without saving it (like --theme); a later `set` saves and
        ends it."""
        if self.KEYS[key][1](value) is None:
            raise ValueError(f"{key}: {value!r} is not valid")
        self._for_run[key] = value

    def get(self, key: str) -> Any:
        if key in self._for_run:
            return self._for_run[key]
        default, check = self.KEYS[key]
        value = self._q.value(key, default)
        checked = check(value)
        if checked is None:
            log.warning("settings: %s = %.80r is not valid; using %r", key, value, default)
            return default
        return checked

    def set(self, key: str, value: Any) -> None:
        if key not in self.KEYS:
            raise KeyError(key)
        if self.KEYS[key][1](value) is None:
            raise ValueError(f"{key}: {value!r} is not valid")
        self._for_run.pop(key, None)
        self._q.setValue(key, value)

    def animation_speed(self) -> str:
        """"off", "fast", "normal" or "slow": the two settings above as one choice."""
        return self.get("animation_speed") if self.get("animations") else "off"

    def set_animation_speed(self, speed: str) -> None:
        self.set("animations", speed != "off")
        if speed != "off":
            self.set("animation_speed", speed)

    # -- free-form values: window geometry, the last choices per game, best scores --
    def geometry(self, name: str) -> QByteArray | None:
        value = self._q.value(f"window/{name}")
        return value if isinstance(value, QByteArray) and value.size() <= MAX_GEOMETRY_BYTES else None

    def set_geometry(self, name: str, value: QByteArray) -> None:
        self._q.setValue(f"window/{name}", value)

    def last_setup(self, game_id: str) -> str:
        """The JSON text of the last new-game setup for `game_id` (not yet checked: see `gui.setup`)."""
        value = self._q.value(f"setup/{game_id}", "")
        if isinstance(value, str) and len(value) <= MAX_SETUP_CHARS:
            return value
        log.warning("settings: setup/%s is not a setup text; forgetting it", game_id)
        return ""

    def set_last_setup(self, game_id: str, json_text: str) -> None:
        self._q.setValue(f"setup/{game_id}", json_text)

    def best_score(self, name: str) -> int | None:
        """A personal best (for example "tripledomino/solitaire"), None before the first."""
        value = self._q.value(f"best/{name}")
        if value is None:
            return None
        try:
            score = int(value)
        except (TypeError, ValueError, OverflowError):
            score = None
        if score is None or abs(score) > 10**9:
            log.warning("settings: best/%s = %.80r is not a score; forgetting it", name, value)
            return None
        return score

    def record_best_score(self, name: str, score: int) -> bool:
        """Remember `score` when it beats the personal best; True when it does."""
        best = self.best_score(name)
        if best is not None and score <= best:
            return False
        self._q.setValue(f"best/{name}", score)
        return True

    def migrate_renamed_bests(self, renamed: dict[str, str]) -> None:
        """Move bests kept under an earlier version's key (old key -> name) to `best_score`'s, keeping the
        higher of the two; the old key goes, so this happens once."""
        for old_key, name in renamed.items():
            value = self._q.value(old_key)
            if value is None:
                continue
            try:
                score = int(value)
            except (TypeError, ValueError, OverflowError):
                log.warning("settings: %s = %.80r is not a score; forgetting it", old_key, value)
            else:
                if abs(score) <= 10**9:
                    self.record_best_score(name, score)
            self._q.remove(old_key)

    def sync(self) -> None:
        self._q.sync()
