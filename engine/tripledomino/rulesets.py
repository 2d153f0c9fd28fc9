"""The rule set in force for one game, picked by its options and read from `data/rulesets.json`
(hand size, draw limits and penalties, bonuses, target), and what a placement earns under it.

Two presets: Schmidt's Triple Domino (the seed booklet; its bridge and double-link
values are reconstructed, so the readings are options) and a Triominos-style
preset. The options of `SPEC` pick the preset and the uncertain values.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from engine.core import QT_TRANSLATE_NOOP
from engine.tripledomino.layout import Layout, Numbers
from engine.tripledomino.tiles import is_triple

DATA = Path(__file__).with_name("data") / "rulesets.json"

#: Bonus names, shown next to ghost outlines and in move descriptions (context "tripledomino").
START = QT_TRANSLATE_NOOP("tripledomino", "start")
BRIDGE = QT_TRANSLATE_NOOP("tripledomino", "bridge")
DOUBLE_LINK = QT_TRANSLATE_NOOP("tripledomino", "double link")
HEXAGON = QT_TRANSLATE_NOOP("tripledomino", "hexagon")
TWO_HEXAGONS = QT_TRANSLATE_NOOP("tripledomino", "two hexagons")
THREE_HEXAGONS = QT_TRANSLATE_NOOP("tripledomino", "three hexagons")
HEXAGON_NAMES = (HEXAGON, TWO_HEXAGONS, THREE_HEXAGONS)


@cache
def _data() -> dict[str, Any]:
    return json.loads(DATA.read_text(encoding="utf-8"))


@dataclass(frozen=True)
class Rules:
    hand_size: int
    start_tile_bonus: int  # any start tile
    start_triple_bonus: int  # a triple as start tile
    start_zero_bonus: int  # 0-0-0 as start tile
    max_draws: int
    draw_penalty: int
    failed_draws_penalty: int  # extra, after the last allowed draw still did not help
    empty_pool_penalty: int
    out_bonus: int
    bridge: int
    double_link: int
    hexagon: tuple[int, int, int]  # for completing 1, 2, 3 hexagons at once
    target: int

    def start_bonus(self, tile: Numbers) -> int:
        if tile == (0, 0, 0):
            return self.start_zero_bonus
        return self.start_triple_bonus if is_triple(tile) else self.start_tile_bonus


@cache
def rules_for(seats: int, preset: str, reading: str, hexagons: str, target: int) -> Rules:
    """The rules of a game; `target` 0 keeps the preset's own target score."""
    data = _data()
    raw = dict(data[preset])
    if preset == "schmidt":
        raw.update(data["schmidt_readings"][reading])
        raw["hexagon"] = data["schmidt_hexagons"][hexagons]
    start = raw["start_bonus"]
    return Rules(
        hand_size=int(raw["hand_sizes"][str(seats)]),
        start_tile_bonus=int(start["tile"]),
        start_triple_bonus=int(start["triple"]),
        start_zero_bonus=int(start["zero_triple"]),
        max_draws=int(raw["max_draws"]),
        draw_penalty=int(raw["draw_penalty"]),
        failed_draws_penalty=int(raw["failed_draws_penalty"]),
        empty_pool_penalty=int(raw["empty_pool_penalty"]),
        out_bonus=int(raw["out_bonus"]),
        bridge=int(raw["bridge"]),
        double_link=int(raw["double_link"]),
        hexagon=tuple(int(v) for v in raw["hexagon"]),  # type: ignore[arg-type]
        target=target or int(raw["target"]),
    )


@dataclass(frozen=True)
class Score:
    """What one placement earns: the tile's value plus named bonuses."""

    value: int
    bonuses: tuple[tuple[str, int], ...] = ()

    @property
    def total(self) -> int:
        return self.value + sum(points for _, points in self.bonuses)


def placement_score(rules: Rules, layout: Layout, cell, numbers: Numbers, start: bool = False) -> Score:
    """The points for putting `numbers` in `cell` of `layout` (assumed to fit)."""
    bonuses: list[tuple[str, int]] = []
    if start:
        bonus = rules.start_bonus(tuple(sorted(numbers)))  # type: ignore[arg-type]
        if bonus:
            bonuses.append((START, bonus))
    elif layout.tiles:
        shapes = layout.shapes(cell)
        if shapes.hexagons:
            bonuses.append((HEXAGON_NAMES[shapes.hexagons - 1], rules.hexagon[shapes.hexagons - 1]))
        elif shapes.sides >= 2 and rules.double_link:
            bonuses.append((DOUBLE_LINK, rules.double_link))
        elif shapes.bridge and rules.bridge:
            bonuses.append((BRIDGE, rules.bridge))
    return Score(sum(numbers), tuple(bonuses))
