"""Where the app finds its read-only data (translations, rules, assets) and keeps its files."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from PySide6.QtCore import QStandardPaths


def resource_root() -> Path:
    """The source tree, or the unpacked PyInstaller bundle (never the current directory)."""
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) if bundle else Path(__file__).resolve().parent.parent


def i18n_dir() -> Path:
    return resource_root() / "i18n"


def rules_file(game_id: str, lang: str) -> Path:
    return i18n_dir() / "rules" / game_id / f"{lang}.md"


def asset(*parts: str) -> Path:
    return resource_root().joinpath("assets", *parts)


def data_dir() -> Path:
    """The per-user folder for autosaves and the history (created on demand), e.g. ~/.local/share/Ludoteca/Ludoteca.
    When it cannot be made (a file in its place, no permission) it is still the answer: what is kept there then
    fails with its own message, and the app goes on."""
    path = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        logging.getLogger(__name__).warning("the data folder %s cannot be made: %s", path, exc)
    return path
