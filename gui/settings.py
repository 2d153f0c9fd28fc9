"""Typed access to the user's settings, stored with QSettings in the platform's usual place."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray, QSettings

ORGANIZATION = "Ludoteca"
APPLICATION = "Ludoteca"


class Settings:
    """A thin typed layer over QSettings; every key and its default is listed here."""

    DEFAULTS: dict[str, Any] = {
        "language": "",
        "animations": True,
        "privacy_screen": True,
        "side_panel": True,
        "ai_seconds": 2.0,
        "autosave": True,
    }

    def __init__(self, settings: QSettings | None = None):
        self._q = settings or QSettings()

    def get(self, key: str) -> Any:
        default = self.DEFAULTS[key]
        value = self._q.value(key, default)
        try:
            if isinstance(default, bool):
                return value if isinstance(value, bool) else str(value).lower() in ("true", "1")
            return type(default)(value)
        except (TypeError, ValueError):
            return default

    def set(self, key: str, value: Any) -> None:
        if key not in self.DEFAULTS:
            raise KeyError(key)
        self._q.setValue(key, value)

    # -- free-form values: window geometry and the last choices per game --
    def geometry(self, name: str) -> QByteArray | None:
        value = self._q.value(f"window/{name}")
        return value if isinstance(value, QByteArray) else None

    def set_geometry(self, name: str, value: QByteArray) -> None:
        self._q.setValue(f"window/{name}", value)

    def last_setup(self, game_id: str) -> str:
        value = self._q.value(f"setup/{game_id}", "")
        return value if isinstance(value, str) else ""

    def set_last_setup(self, game_id: str, json_text: str) -> None:
        self._q.setValue(f"setup/{game_id}", json_text)

    def sync(self) -> None:
        self._q.sync()
