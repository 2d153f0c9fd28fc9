"""The six games of Ludoteca and where their rules live.

Each game is a package `engine/<id>/` whose `__init__` defines `SPEC` (a `GameSpec` with its
`state_class`). Importing it must stay cheap: heavy dependencies (MuJoCo) are imported inside the
functions that need them. A game still being built sets `available=False` in its SPEC, and the
chooser shows it greyed out.
"""

from __future__ import annotations

import importlib

from engine.core import GameSpec

GAME_IDS = ("balance", "abalone", "equilibrix", "tumblin", "tripledomino", "halma")


def _load(game_id: str) -> GameSpec:
    spec = getattr(importlib.import_module(f"engine.{game_id}"), "SPEC", None)
    if spec is None or spec.id != game_id or spec.state_class is None:
        raise RuntimeError(f"engine.{game_id}.SPEC does not describe game {game_id!r}")
    return spec


def load_games() -> dict[str, GameSpec]:
    return {game_id: _load(game_id) for game_id in GAME_IDS}
