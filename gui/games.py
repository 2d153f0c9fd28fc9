"""Which games the GUI can play: an engine that is built plus a board view for it."""

from __future__ import annotations

import importlib

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


def playable(game_id: str) -> bool:
    return GAMES[game_id].available and scene_class(game_id) is not None
