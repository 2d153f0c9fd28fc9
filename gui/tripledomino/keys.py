"""Keyboard play on the Triple Domino table, mixed into the scene (`view.Scene`).

Before a tile is chosen the cursor walks the rack; 1-9, [ and ] choose a tile, and then the cursor walks
the places where that tile fits in some turn, the tile itself hovering in the place under the cursor
exactly as when it is dragged there with the mouse. R turns it clockwise, Shift+R back; Space or Enter
lays it (the click's code, so refusals are the engine's), Escape puts it back. D draws, S passes, + and -
zoom, 0 fits the layout to the table again.

Only what the player to move may see is ever described: the rack's tiles when it is face up (the
viewer's own hand), the numbers on the table, and the places where a chosen tile fits.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen, QPolygonF

from engine.core import QT_TRANSLATE_NOOP
from engine.tripledomino.grid import Cell, points_up
from engine.tripledomino.rules import DRAW, PASS, START
from engine.tripledomino.tiles import rotated, tile_text
from gui import theme
from gui.common.cursor import PASS_KEY, CursorItem
from gui.texts import fill
from gui.tripledomino.items import cell_corners, centroid

# Number keys choose the rack's first nine tiles.
NUMBER_KEYS = {getattr(Qt.Key, f"Key_{n}"): n - 1 for n in range(1, 10)}
# [ and ] step back and forth through the tiles that may be laid now.
STEP_KEYS = {Qt.Key.Key_BracketLeft: -1, Qt.Key.Key_BracketRight: 1}
ZOOM_KEYS = {Qt.Key.Key_Plus: 1.25, Qt.Key.Key_Equal: 1.25, Qt.Key.Key_Minus: 1 / 1.25}
# The corners of a place pointing up and down, clockwise as the engine lists them.
CORNER_NAMES = {
    True: (QT_TRANSLATE_NOOP("tripledomino", "top"), QT_TRANSLATE_NOOP("tripledomino", "lower right"),
           QT_TRANSLATE_NOOP("tripledomino", "lower left")),
    False: (QT_TRANSLATE_NOOP("tripledomino", "upper left"), QT_TRANSLATE_NOOP("tripledomino", "upper right"),
            QT_TRANSLATE_NOOP("tripledomino", "bottom")),
}


def place_name(cell: Cell) -> str:
    """A place on the table as the move notation writes it ('1,0'), which `cell_point` reads."""
    return f"{cell[0]},{cell[1]}"


def place_cell(name: str | None) -> Cell | None:
    col, comma, row = (name or "").partition(",")
    if not comma or not all(part.lstrip("-").isdigit() for part in (col, row)):
        return None
    return int(col), int(row)


class TileCursor(CursorItem):
    """The keyboard cursor as a triangle just outside a tile or a place: a round ring would cover the
    numbers in the tile's corners."""

    def __init__(self):
        super().__init__(1.0)
        self.triangle = QPolygonF()
        self.width = 2.0

    def set_triangle(self, points: list[QPointF], centre: QPointF, offset: float) -> None:
        """The triangle (scene points) around the cursor's cell, whose point is `centre`, each side moved out
        by `offset` times the side (outside the ring of a chosen or drawn rack tile)."""
        self.prepareGeometryChange()
        middle = centroid(points)
        side = math.hypot(points[0].x() - points[1].x(), points[0].y() - points[1].y())
        self.width = max(2.5, 0.03 * side)
        grow = 1 + offset * 2 * math.sqrt(3)  # the inradius is side / (2 sqrt 3)
        self.triangle = QPolygonF([middle + (p - middle) * grow - centre for p in points])

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        pad = self.width * 1.5
        return self.triangle.boundingRect().adjusted(-pad, -pad, pad, pad)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        colours = theme.current()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colours.colour("cursor_edge"), self.width * 2.2))
        painter.drawPolygon(self.triangle)
        painter.setPen(QPen(colours.colour("cursor"), self.width))
        painter.drawPolygon(self.triangle)


def _tr(text: str) -> str:
    """A text marked elsewhere (a corner's name, a bonus), in the player's language."""
    return QCoreApplication.translate("tripledomino", text)


class KeyPlay:
    """The `BoardScene` keyboard hooks of the Triple Domino scene (see the module's docstring)."""

    # -- where the cursor goes ---------------------------------------------------------------------------
    def key_cells(self) -> list[str]:
        if self.state is None or self.viewer() is None:  # a rack face down: nothing to walk or tell
            return []
        if self.selected is not None and self.ghosts:
            return [place_name(cell) for cell in sorted(self.ghosts)]
        return [tile_text(tile) for tile, _ in self.rack_items]

    def cursor_start(self) -> str | None:
        cells = self.key_cells()
        if not cells:
            return None
        if self.selected is not None and self.ghosts:  # the place that earns most
            best = max(sorted(self.ghosts), key=lambda cell: self.ghosts[cell].score)
            return place_name(best)
        state = self.state
        playable = self._playable() if self.can_act() else set()
        for tile in (state.start_tile, state.drawn, *(t for t, _ in self.rack_items if t in playable)):
            if tile is not None and tile_text(tile) in cells:
                return tile_text(tile)
        return cells[0]

    def refresh_cursor(self) -> None:
        """After a move the cursor stays in use: on the rack when its place has been filled."""
        if self.cursor is not None:
            self.move_cursor(self.cursor if self.cursor in self.key_cells() else self.cursor_start())

    def move_cursor(self, name: str | None) -> None:
        cell = place_cell(name)
        if cell is not None:
            self._keep_in_view(cell)
        if self._cursor_item is None or self._cursor_item.scene() is not self:
            self._cursor_item = TileCursor()
            self._cursor_item.hide()
            self.addItem(self._cursor_item)
        triangle = self._cursor_triangle(name)
        if triangle:  # on the table the tiles are close together; the rack has room around each tile
            self._cursor_item.set_triangle(triangle, self.cell_point(name), 0.025 if cell is not None else 0.08)
        super().move_cursor(name)
        self.show_key_ghost()

    def follow_table(self) -> None:
        """After a zoom or a pan: the cursor and the tile hovering under it stay on their place."""
        cell = place_cell(self.cursor)
        if cell is not None and self._cursor_item is not None and self._cursor_item.scene() is self:
            self._cursor_item.set_triangle(self._cursor_triangle(self.cursor), self.cell_point(self.cursor), 0.025)
            self._cursor_item.setPos(self.cell_point(self.cursor))
            self.show_key_ghost()

    def _cursor_triangle(self, name: str | None) -> list[QPointF] | None:
        """The scene corners of the place or rack tile `name`."""
        cell = place_cell(name)
        if cell is not None:
            return [self.world.mapToScene(point) for point in cell_corners(cell)]
        tile = self._rack_tile(name)
        return None if tile is None else dict(self.rack_items)[tile].points

    def _keep_in_view(self, cell: Cell) -> None:
        """Pan a zoomed-in table so the cursor's place shows (a fitted table shows every place)."""
        margin = 60 * self.zoom  # a tile's side
        room = self.table.rect().adjusted(margin, self.strip.rect().height() + margin, -margin, -margin)
        point = self.ghost_scene_pos(cell)
        if not self.auto_fit and not room.contains(point):
            self.pan += room.center() - point
            self._apply_transform()

    def show_key_ghost(self) -> None:
        """The chosen tile hovers in the place under the cursor, as when dragged there with the mouse."""
        if self.dragging:  # the mouse holds the tile
            return
        cell = place_cell(self.cursor)
        if self.selected is not None and cell in self.ghosts:
            self._drag_to(self.ghost_scene_pos(cell))
        else:
            self.dragged.hide()

    # -- what Space, Enter and Escape do ----------------------------------------------------------------
    def activate_cell(self, name: str) -> None:
        if not self.can_act():
            return
        if place_cell(name) is not None:
            self._drop(place_cell(name))  # laid, or the reason it does not fit there
        elif self._rack_tile(name) is not None:
            self.choose_tile(self._rack_tile(name))

    def choose_tile(self, tile) -> None:
        """Take `tile` from the rack as a click does (or hear why not), then go to its best place."""
        if not self.can_act():
            return
        self._pick(tile, self.rack_scene_pos(tile))
        self._stop_drag()
        if self.selected == tile:
            self.move_cursor(self.cursor_start())

    def cancel_selection(self) -> bool:
        tile = self.selected
        if tile is None:
            return False
        self.selected = None
        self._refresh()
        if self.cursor is not None:
            self.move_cursor(tile_text(tile))
        return True

    # -- the game's own keys ----------------------------------------------------------------------------
    def game_key(self, event) -> bool:
        key = event.key()
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if key in NUMBER_KEYS:
            if NUMBER_KEYS[key] < len(self.rack_items):
                self.choose_tile(self.rack_items[NUMBER_KEYS[key]][0])
        elif key in STEP_KEYS:
            self._step_tile(STEP_KEYS[key])
        elif key == Qt.Key.Key_R:  # a step of -1 moves each number one corner on clockwise
            self._turn_by_key(1 if shift else -1)
        elif key in (Qt.Key.Key_D, Qt.Key.Key_S, PASS_KEY):  # S was the game's own pass key before N
            if self.can_act():
                self._press_button(DRAW if key == Qt.Key.Key_D else PASS)
        elif key in ZOOM_KEYS or key == Qt.Key.Key_0:
            self._zoom_by_key(ZOOM_KEYS.get(key))
        else:
            return False
        return True

    def _step_tile(self, step: int) -> None:
        """The next (or previous) tile in the rack that may be laid now; the first tile's refusal if none."""
        if not self.can_act() or not self.rack_items:
            return
        tiles = [tile for tile, _ in self.rack_items]
        playable = [tile for tile in tiles if tile in self._playable()]
        if not playable:
            self.choose_tile(tiles[0])  # says why nothing can be laid
            return
        current = self.selected or self._rack_tile(self.cursor)
        if current in playable:
            tile = playable[(playable.index(current) + step) % len(playable)]
        else:
            tile = playable[0 if step > 0 else -1]
        self.choose_tile(tile)

    def _turn_by_key(self, step: int) -> None:
        """Turn the chosen tile (or the rack tile under the cursor); over a place, to its next turn that
        fits there, so every press shows a new way to lay it."""
        tile = self.selected or self._rack_tile(self.cursor)
        if tile is None:
            return
        cell = place_cell(self.cursor) if self.selected is not None else None
        fitting = {m.numbers for m in self.state.legal_moves() if cell is not None and getattr(m, "cell", None) == cell}
        turns = self.turns.get(tile, 0)
        for extra in (1, 2, 3):
            turned = (turns + step * extra) % 3
            if not fitting or rotated(tile, turned) in fitting:
                break
        self.turns[tile] = turned
        self._refresh()
        if self.cursor is not None:
            self.move_cursor(self.cursor)  # say the new numbers

    def _zoom_by_key(self, factor: float | None) -> None:
        """+ and - zoom about the cursor's place (or the table's middle); 0 fits the layout again."""
        if self.state is None:
            return
        if factor is None:
            self.auto_fit = True
            self.fit_layout()
        else:
            cell = place_cell(self.cursor)
            self.zoom_at(self.ghost_scene_pos(cell) if cell is not None else self.table.rect().center(), factor)
        if self.cursor is not None:
            self.move_cursor(self.cursor)

    # -- what the cursor is on, in words ---------------------------------------------------------------
    def _rack_tile(self, name: str | None):
        """The tile of the face-up rack that `name` names, or None (never a hidden tile)."""
        if self.viewer() is None:
            return None
        return next((tile for tile, _ in self.rack_items if tile_text(tile) == name), None)

    def describe_cell(self, name: str) -> str:
        if place_cell(name) is not None:
            return self._describe_place(place_cell(name))
        tile = self._rack_tile(name)
        return self._describe_rack_tile(tile) if tile is not None else name

    def _describe_rack_tile(self, tile) -> str:
        tiles = [t for t, _ in self.rack_items]
        numbers = tile_text(rotated(tile, self.turns.get(tile, 0)))
        text = QCoreApplication.translate("tripledomino", "Tile %1 in your hand, %2 of %3")
        words = [fill(text, numbers, tiles.index(tile) + 1, len(tiles))]
        state = self.state
        if tile == self.selected:
            words.append(QCoreApplication.translate("tripledomino", "chosen"))
        if state.phase == START and tile == state.start_tile:
            words.append(QCoreApplication.translate("tripledomino", "opens the round"))
        if tile == state.drawn:
            words.append(QCoreApplication.translate("tripledomino", "just drawn"))
        if self.can_act() and tile in self._playable():
            words.append(QCoreApplication.translate("tripledomino", "can be laid"))
        elif self.can_act():
            words.append(QCoreApplication.translate("tripledomino", "cannot be laid now"))
        return ", ".join(words)

    def _describe_place(self, cell: Cell) -> str:
        """'Place 1,0, pointing up: top 3, lower right 4, lower left free; 3-4-5 fits here for 12 points'."""
        up = points_up(cell)
        if up:
            text = QCoreApplication.translate("tripledomino", "Place %1, pointing up")
        else:
            text = QCoreApplication.translate("tripledomino", "Place %1, pointing down")
        free = QCoreApplication.translate("tripledomino", "free")
        needs = self.state.layout.needs(cell)
        corners = ", ".join(f"{_tr(corner)} {free if number is None else number}"
                            for corner, number in zip(CORNER_NAMES[up], needs))
        words = fill(text, place_name(cell)) + ": " + corners
        ghost = self.ghosts.get(cell) if self.selected is not None else None
        if ghost is not None:
            fits = QCoreApplication.translate("tripledomino", "%1 fits here for %n point(s)", "", ghost.score)
            words += "; " + " + ".join([fill(fits, tile_text(ghost.numbers)), *ghost.bonuses])
        return words
