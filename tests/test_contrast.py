"""WCAG 2.1 contrast of every theme, computed from the theme files the app draws with.

Text (1.4.3) needs 4.5:1 against its background; essential graphics (1.4.11) 3:1: a seat's pieces against
every surface they lie on (by their fill, or by the outline `Theme.piece_edge` gives them, which the
scenes draw), and the other pairs each game's `assets/themes/<id>.json` names. A piece must also differ from the
game's empty places (`empty_places`), so that the armies read at a glance.

    python -m tests.test_contrast    # prints the lowest ratio of each kind per theme and palette
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtGui import QColor

from engine import GAMES
from gui.theme import GRAPHIC_CONTRAST, PALETTES, TEXT_CONTRAST, THEMES, Theme, contrast

ROOT = Path(__file__).resolve().parent.parent
THEME_DIR = ROOT / "assets" / "themes"
GAME_IDS = [game_id for game_id, spec in GAMES.items() if spec.available]


def _data(name: str) -> dict:
    return json.loads((THEME_DIR / f"{name}.json").read_text(encoding="utf-8"))


def _colour(theme: Theme, source: str, key: str) -> QColor:
    return theme.colour(key) if source == "shell" else theme.board(source, key)


def pairs(theme: Theme) -> list[tuple[str, str, str, str, float, float]]:
    """(kind, where, foreground, background, ratio, minimum) for every pair that must contrast in `theme`."""
    rows = []
    for source in ["shell", *GAME_IDS]:
        data = _data(source)
        for kind, key, minimum in (("text", "text_pairs", TEXT_CONTRAST), ("graphic", "graphic_pairs", GRAPHIC_CONTRAST)):
            for front, back in data.get(key, []):
                ratio = contrast(_colour(theme, source, front), _colour(theme, source, back))
                rows.append((kind, source, front, back, ratio, minimum))
        if source == "shell":
            continue
        for colour in GAMES[source].colours:
            fill = theme.seat_colour(colour.key, colour.rgb)
            for surface_key in data["pieces_on"]:
                surface = theme.board(source, surface_key)
                ratio = max(contrast(fill, surface), contrast(theme.piece_edge(fill, surface), surface))
                rows.append(("piece", source, colour.key, surface_key, ratio, GRAPHIC_CONTRAST))
    return rows


THEME_PALETTES = [(name, palette) for name in THEMES for palette in PALETTES]


def empty_place_rows(theme: Theme) -> list[tuple[str, str, str, str, float, float]]:
    """(game, empty place, piece, surface, fill ratio, outline ratio) for every piece of every game beside every
    kind of empty place the game names (`empty_places`: its fill and rim and the surfaces it lies on), and
    (game, empty place, "", surface, ratio, ratio) for how the empty place shows on each surface."""
    rows = []
    for source in GAME_IDS:
        data = _data(source)
        for place in data.get("empty_places", []):
            hole, rim = theme.board(source, place["fill"]), theme.board(source, place["rim"])
            where = f"{place['fill']}/{place['rim']}"
            for surface_key in place["on"]:
                surface = theme.board(source, surface_key)
                shows = max(contrast(hole, surface), contrast(rim, surface))
                rows.append((source, where, "", surface_key, shows, shows))
                for key, fill, edge in _pieces(theme, source, data, surface):
                    rows.append((source, where, key, surface_key, contrast(fill, hole), contrast(edge, rim)))
    return rows


def _pieces(theme: Theme, source: str, data: dict, surface: QColor) -> list[tuple[str, QColor, QColor]]:
    """A game's pieces (name, fill, outline): its own fill and edge colours where it names them (`pieces`), else
    its seats' colours with the outline their scenes draw, the theme's piece_edge on that surface."""
    if "pieces" in data:
        return [(fill, theme.board(source, fill), theme.board(source, edge)) for fill, edge in data["pieces"]]
    fills = [(colour.key, theme.seat_colour(colour.key, colour.rgb)) for colour in GAMES[source].colours]
    return [(key, fill, theme.piece_edge(fill, surface)) for key, fill in fills]


@pytest.mark.parametrize("name,palette", THEME_PALETTES)
def test_pieces_differ_from_empty_places(qapp, name, palette):
    """Issue 30: in high contrast Abalone's black marbles (black, white edge) looked like its empty holes (black,
    white rim). A piece must differ from an empty place 3:1 by its fill (the bulk of what the eye sees) or, where
    the palette's colours cannot all stand 3:1 from one hole colour (Halma's eight), by its outline against the
    hole's rim, the hole being a neutral tone the seats' hues differ from anyway. An empty place itself shows 3:1
    on every surface by its fill or its rim."""
    failing = []
    for source, where, piece, surface, by_fill, by_outline in empty_place_rows(Theme(name, palette)):
        if max(by_fill, by_outline) < GRAPHIC_CONTRAST:
            what = f"{piece} piece vs empty {where}" if piece else f"empty {where} on its surface"
            failing.append(f"{source}: {what} on {surface}: fill {by_fill:.2f}:1, outline {by_outline:.2f}:1")
    assert not failing, "\n".join(failing)


def test_every_game_with_empty_places_names_them():
    """The games whose pieces lie in places that show when empty (holes, fields, the spots a tile fits) name them;
    the others say in their `_about` why they have none."""
    for source in GAME_IDS:
        data = _data(source)
        assert data.get("empty_places") or "no empty places" in data["_about"], source


@pytest.mark.parametrize("name,palette", THEME_PALETTES)
def test_every_pair_meets_wcag(qapp, name, palette):
    theme = Theme(name, palette)
    failing = [f"{kind} {where}: {front} on {back} is {ratio:.2f}:1, needs {minimum}:1"
               for kind, where, front, back, ratio, minimum in pairs(theme) if ratio < minimum]
    assert not failing, "\n".join(failing)


@pytest.mark.parametrize("source", ["shell", *GAME_IDS])
def test_theme_files_name_the_same_colours_in_every_theme(source):
    data = _data(source)
    themes = data["themes"] if source == "shell" else data
    keys = {name: set(themes[name]) - {"qt"} for name in THEMES}
    assert all(value == keys["light"] for value in keys.values()), keys
    for name in THEMES:
        for key, value in themes[name].items():
            values = value.values() if isinstance(value, dict) else [value]
            assert all(QColor(v).isValid() for v in values), (source, name, key)
    if source != "shell":
        named = {k for pair in data.get("text_pairs", []) + data.get("graphic_pairs", []) for k in pair}
        assert set(data["pieces_on"]) | named <= keys["light"], "a pair names a colour the theme lacks"
        assert data["pieces_on"], "pieces lie on something"


def test_contrast_ratios_are_wcags():
    assert contrast(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21.0)
    assert contrast(QColor("#777777"), QColor("#ffffff")) == pytest.approx(4.48, abs=0.01)
    assert contrast(QColor("#123456"), QColor("#123456")) == pytest.approx(1.0)


def test_piece_edge_stands_out_even_where_the_fill_does_not(qapp):
    theme = Theme("dark", "standard")
    surface = QColor("#2a2a2a")
    black = QColor("#1d1d22")
    assert contrast(black, surface) < GRAPHIC_CONTRAST
    assert contrast(theme.piece_edge(black, surface), surface) >= GRAPHIC_CONTRAST


def test_colour_blind_palette_gives_okabe_ito_colours_and_marks(qapp):
    standard, safe = Theme("light", "standard"), Theme("light", "colour-blind")
    assert standard.seat_colour("red", "#d33a3a") == QColor("#d33a3a") and standard.seat_mark("red") == ""
    assert safe.seat_colour("red", "#d33a3a") == QColor("#d55e00") and safe.seat_mark("red") == "triangle"
    assert safe.seat_colour("black", "#1d1d22") == QColor("#1d1d22") and safe.seat_mark("black") == ""
    marks = [safe.seat_mark(key) for key in ("red", "blue", "green", "yellow", "purple", "orange")]
    assert len(set(marks)) == 6 and all(marks)
    assert Theme("high-contrast", "standard").seat_mark("blue") == "square"


def report() -> str:
    """The lowest ratio of each kind, per theme and palette (for the closing note)."""
    lines = ["theme           palette       text (>=4.5)        pieces (>=3)                    graphics (>=3)"]
    for name, palette in THEME_PALETTES:
        rows = pairs(Theme(name, palette))
        cells = []
        for kind in ("text", "piece", "graphic"):
            kind_rows = [row for row in rows if row[0] == kind]
            low = min(kind_rows, key=lambda row: row[4])
            cells.append(f"{low[4]:5.2f} min of {len(kind_rows):3d} ({low[1]} {low[2]}/{low[3]})")
        lines.append(f"{name:15s} {palette:13s} " + "   ".join(cells))
    return "\n".join(lines)


if __name__ == "__main__":
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication([])
    print(report())
