"""Which games the GUI can play: an engine that is built plus a board view for it."""

from __future__ import annotations

import importlib
import importlib.util
import sys

from engine import GAMES


def scene_class(game_id: str):
    """The game's `Scene` class from `gui/<id>/view.py`, or None while it has no view."""
    try:
        module = importlib.import_module(f"gui.{game_id}.view")
    except ModuleNotFoundError as exc:
        if exc.name not in (f"gui.{game_id}", f"gui.{game_id}.view"):
            raise
        return None
    return module.Scene


def has_view(game_id: str) -> bool:
    """Whether `gui/<id>/view.py` exists, found without running it: the chooser asks at start-up, and some
    views bring heavy modules (Tumblin-Dice's physics brings NumPy and MuJoCo)."""
    name = f"gui.{game_id}.view"
    if name in sys.modules:
        return True
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:  # no gui/<id>/ at all
        return False


def playable(game_id: str) -> bool:
    return GAMES[game_id].available and has_view(game_id)


def renamed_bests() -> dict[str, str]:
    """Settings keys under which earlier versions kept a personal best -> the best's name now, as each
    game's package lists them in `RENAMED_BESTS`."""
    renamed: dict[str, str] = {}
    for game_id in GAMES:
        try:
            package = importlib.import_module(f"gui.{game_id}")
        except ModuleNotFoundError:
            continue
        renamed.update(getattr(package, "RENAMED_BESTS", {}))
    return renamed
