"""The six games of Ludoteca and where their rules live.

Each built game is a package `engine/<id>/` whose `__init__` defines `SPEC`
(a `GameSpec` with its `state_class`). Importing it must stay cheap: heavy
dependencies (MuJoCo) are imported inside the functions that need them.
A game whose package does not exist yet, or has no `SPEC` yet, is listed from
`_NOT_YET_BUILT`, so the chooser can show it as not yet available.
"""

from __future__ import annotations

import importlib

from engine.core import QT_TRANSLATE_NOOP, GameSpec

GAME_IDS = ("balance", "abalone", "equilibrix", "tumblin", "tripledomino", "halma")

_NOT_YET_BUILT: dict[str, GameSpec] = {
    spec.id: spec
    for spec in (
        GameSpec(
            "balance",
            QT_TRANSLATE_NOOP("games", "Balance DUELS"),
            QT_TRANSLATE_NOOP("games", "A dice race along a balance arm that must never tip."),
            range(2, 5),
            available=False,
        ),
        GameSpec(
            "abalone",
            QT_TRANSLATE_NOOP("games", "Abalone"),
            QT_TRANSLATE_NOOP("games", "Push six of your opponent's marbles off the hexagonal board."),
            range(2, 3),
            available=False,
        ),
        GameSpec(
            "equilibrix",
            QT_TRANSLATE_NOOP("games", "EQUILIBRIX Combact"),
            QT_TRANSLATE_NOOP("games", "Claim territory with shaped pieces on a Flower-of-Life board."),
            range(2, 3),
            available=False,
        ),
        GameSpec(
            "tumblin",
            QT_TRANSLATE_NOOP("games", "Tumblin-Dice"),
            QT_TRANSLATE_NOOP("games", "Flick dice down a stepped board and land them on the best level."),
            range(2, 17),
            finite_moves=False,
            available=False,
        ),
        GameSpec(
            "tripledomino",
            QT_TRANSLATE_NOOP("games", "Triple Domino"),
            QT_TRANSLATE_NOOP("games", "Match the numbers of 56 triangular tiles and build bonus shapes."),
            range(1, 7),
            hidden_hands=True,
            available=False,
        ),
        GameSpec(
            "halma",
            QT_TRANSLATE_NOOP("games", "Halma and Chinese checkers"),
            QT_TRANSLATE_NOOP("games", "Hop your whole army across the board into the opposite corner."),
            range(2, 7),
            available=False,
        ),
    )
}


def _load(game_id: str) -> GameSpec:
    try:
        module = importlib.import_module(f"engine.{game_id}")
    except ModuleNotFoundError as exc:
        if exc.name != f"engine.{game_id}":
            raise  # the package exists but one of its imports is missing: a real error
        return _NOT_YET_BUILT[game_id]
    spec = getattr(module, "SPEC", None)
    if spec is None:  # the package is being built: its first pieces exist, its rules do not yet
        return _NOT_YET_BUILT[game_id]
    if spec.id != game_id or spec.state_class is None:
        raise RuntimeError(f"engine.{game_id}.SPEC does not describe game {game_id!r}")
    return spec


def load_games() -> dict[str, GameSpec]:
    return {game_id: _load(game_id) for game_id in GAME_IDS}
