"""The Triple Domino table: a zoomable, pannable layout, the rack of the player to move, Draw and Pass.

Scene units are fixed (`SCENE`): the table on top, the rack below it. The
layout lives in `world`, a child of the clipped table whose transform is the
zoom and pan, so wheel zoom and drag pan never move the rack. A rack tile is
picked up with the left button and dropped on a ghost outline (or clicked,
then a ghost clicked); the wheel or the right button turns it. Ghosts show
where the tile fits, the points it would earn and the bonuses by name. What
the player tries and may not do (a tile that cannot be laid now, a drop where
it does not fit, a greyed-out button) is refused by the engine, whose reason
goes out through `moveRefused`.

Hands stay private: with more than one human at the device the rack is only
face up while the seat to move is interactive, i.e. after the privacy screen.
The keys (choose, turn, place, draw, pass, zoom) are in `keys.py`.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from engine import IllegalMove
from engine.tripledomino.notation import move_text
from engine.tripledomino.rules import DRAW, PASS, START, Place, TripleDominoState
from engine.tripledomino.tiles import rotated, turns_to
from gui import theme
from gui.common.board import BoardScene
from gui.common.cues import cue_along
from gui.texts import fill
from gui.tripledomino.items import (
    SIDE,
    ButtonItem,
    DropIn,
    GhostItem,
    InfoStrip,
    RackItem,
    TileItem,
    cell_at,
    cell_corners,
    centroid,
    colour,
    layout_box,
    named_point,
    rack_slots,
    triangle_contains,
    up_triangle,
)
from gui.tripledomino.keys import KeyPlay
from gui.tripledomino.panel import ScoreSheet, strip_texts

SCENE = QRectF(0, 0, 1000, 740)
TABLE = QRectF(0, 0, 1000, 540)
RACK = QRectF(0, 550, 1000, 190)
RACK_TILES = QRectF(14, 556, 770, 178)  # where the hand's tiles go
STRIP_HEIGHT = 40
MIN_ZOOM, MAX_ZOOM = 0.25, 3.0
#: Mouse travel (scene units) that turns a press on the table into a pan.
PAN_SLOP = 6
# How long a laid tile takes to drop into place, and a hinted button flashes, at normal animation speed.
DROP_MS, FLASH_MS = 300, 1500


class Scene(KeyPlay, BoardScene):
    def __init__(self, spec, seats, parent=None):
        super().__init__(spec, seats, parent)
        self.setSceneRect(SCENE)
        self.table = QGraphicsRectItem(TABLE)
        self.table.setFlag(QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape)
        self.addItem(self.table)
        self.world = QGraphicsRectItem(QRectF(), self.table)  # holds the layout; its transform = zoom and pan
        self.world.setPen(Qt.PenStyle.NoPen)
        self.strip = InfoStrip(self.table, STRIP_HEIGHT)
        self.rack = RackItem(RACK)
        self.addItem(self.rack)
        self._colour_table()
        self.draw_button = ButtonItem(QRectF(800, 566, 186, 74))
        self.pass_button = ButtonItem(QRectF(800, 652, 186, 74))
        for button in (self.draw_button, self.pass_button):
            self.addItem(button)
        self.dragged = TileItem(up_triangle(QPointF(), SIDE), (0, 0, 0))
        self.dragged.setZValue(50)
        self.dragged.setOpacity(0.92)
        self.dragged.hide()
        self.addItem(self.dragged)
        self.sheet = ScoreSheet([s.name for s in seats])
        self.tile_items: list[TileItem] = []
        self.ghosts: dict = {}  # cell -> GhostItem for the selected tile
        self.rack_items: list[tuple[tuple, TileItem]] = []
        self.turns: dict[tuple, int] = {}  # how far the player has turned each tile in hand
        self.selected: tuple | None = None
        self.dragging = False
        self.press_pos: QPointF | None = None
        self.panning = False
        self.pan_origin = QPointF()
        self.zoom = 1.0
        self.pan = QPointF(TABLE.center())  # scene position of the world origin
        self.auto_fit = True
        self.fade = DropIn(self)
        self.flash_timer = QTimer(self)
        self.flash_timer.setSingleShot(True)
        self.flash_timer.timeout.connect(self._end_flash)
        self.retranslate()

    # -- the contract ----------------------------------------------------------------
    def content_rect(self) -> QRectF:
        return SCENE

    def panel_widget(self):
        return self.sheet

    def show_state(self, state: TripleDominoState, last_move=None, animate: bool = True) -> None:
        self.state = state
        self.sheet.settings = self.settings
        self.sheet.show_state(state)
        if self.selected is not None and self.selected not in self._playable():
            self.selected = None
        self._draw_layout()
        dropping = animate and self.animations_enabled and isinstance(last_move, Place) and self.tile_items
        if dropping:
            self.fade.drop(self.tile_items[-1], self.animation_ms(DROP_MS))
        if isinstance(last_move, Place):  # laid as the falling tile settles (its curve slows to the end)
            cue_along(self, self.fade if dropping else None, [(0.6, "tile_laid", 1.0)])
        if self.auto_fit:
            self.fit_layout()
        self._refresh()

    def set_interactive(self, enabled: bool) -> None:
        super().set_interactive(enabled)
        if not enabled:
            self.selected = None
            self._stop_drag()
        self._refresh()

    def show_hint(self, move) -> None:
        if isinstance(move, Place):
            self.selected = move.tile
            self.turns[move.tile] = turns_to(move.tile, move.numbers)
            self._refresh()
            ghost = self.ghosts.get(move.cell)
            if ghost is not None:
                ghost.hot = True
                ghost.update()
        else:
            button = self.draw_button if move == DRAW else self.pass_button
            button.flash = True
            button.update()
            self.flash_timer.start(self.animation_ms(FLASH_MS) or FLASH_MS)  # without animation: shown, still

    def cell_point(self, name: str) -> QPointF | None:
        """A place on the table ('1,0'), a tile on the rack ('3-4-5') or the button 'draw' or 'pass'."""
        return named_point(name, self.world, self.rack_items, {"draw": self.draw_button, "pass": self.pass_button})

    def move_path(self, state, move) -> list[QPointF]:
        """A placement marks the place it fills; drawing and passing mark their buttons."""
        point = self.cell_point(move_text(move))
        return [point] if point is not None else []

    def retranslate(self) -> None:
        self.draw_button.set_label(QCoreApplication.translate("tripledomino", "Draw"))
        self.pass_button.set_label(QCoreApplication.translate("tripledomino", "Pass"))
        self.sheet.retranslate()
        if self.state is not None:
            self._refresh()

    def shutdown(self) -> None:
        self.flash_timer.stop()
        self.fade.stop()

    def apply_theme(self) -> None:
        self._colour_table()
        super().apply_theme()

    def _colour_table(self) -> None:
        """The items that keep their colours (the felt, the strip); the rest read the theme as they paint."""
        self.table.setBrush(colour("table"))
        self.table.setPen(QPen(colour("table_edge"), 2))
        self.strip.recolour()

    # -- who sees what ------------------------------------------------------------------
    def viewer(self) -> int | None:
        """The seat whose hand is shown face up, or None to keep the rack face down."""
        state = self.state
        if self.spectator:
            return None  # watching a network game: no hand is anybody's to see
        humans = [i for i, seat in enumerate(self.seat_info) if seat.human]
        if len(humans) <= 1:
            return humans[0] if humans else state.to_move
        if state.to_move in humans and self.interactive:
            return state.to_move
        return None

    def can_act(self) -> bool:
        state = self.state
        return (self.interactive and state is not None and state.to_move is not None
                and self.viewer() == state.to_move)

    def _playable(self) -> set:
        """The tiles the player to move may place now."""
        return set() if self.state is None else self.state.placeable_tiles()

    # -- drawing ------------------------------------------------------------------------
    def animation_running(self) -> bool:
        return self.fade.running()

    def _draw_layout(self) -> None:
        for item in self.tile_items:
            self.removeItem(item)
        self.tile_items = []
        last_cell = self.state.placed[-1][0] if self.state.placed else None
        for cell, numbers, seat in self.state.placed:
            item = TileItem(cell_corners(cell), numbers, self.world)
            if seat >= 0:
                item.set_owner(self.seat_info[seat])
            if cell == last_cell and seat >= 0:  # the last tile, ringed in its player's colour
                item.outline = self.seat_info[seat].colour
                item.outline_edge = theme.current().piece_edge(item.outline, colour("table"))
            self.tile_items.append(item)

    def fit_layout(self) -> None:
        """Zoom and pan so the whole layout, with room around it, fills the table."""
        box = layout_box([cell for cell, _, _ in self.state.placed] or [(0, 0)])
        room = TABLE.adjusted(0, STRIP_HEIGHT, 0, 0)
        self.zoom = max(MIN_ZOOM, min(1.8, room.width() / box.width(), room.height() / box.height()))
        self.pan = room.center() - box.center() * self.zoom
        self._apply_transform()

    def _apply_transform(self) -> None:
        self.world.setTransform(QTransform(self.zoom, 0, 0, self.zoom, self.pan.x(), self.pan.y()))
        self.follow_table()

    def _refresh(self) -> None:
        """Rack, ghosts, buttons and texts from the current state and selection."""
        state = self.state
        if state is None:
            return
        self._draw_rack()
        self._draw_ghosts()
        moves = state.legal_moves() if self.can_act() else []
        self.draw_button.set_enabled(DRAW in moves)
        self.pass_button.set_enabled(PASS in moves)
        penalty = state.rules.draw_penalty
        self.draw_button.set_label(QCoreApplication.translate("tripledomino", "Draw"),
                                   fill(QCoreApplication.translate("tripledomino", "−%1 points"), penalty))
        self.pass_button.set_label(QCoreApplication.translate("tripledomino", "Pass"))
        self.strip.show_texts(*strip_texts(state, [s.name for s in self.seat_info], self.viewer()))
        self.show_key_ghost()

    def _draw_rack(self) -> None:
        for _, item in self.rack_items:
            self.removeItem(item)
        self.rack_items = []
        state = self.state
        viewer = self.viewer()
        seat = viewer if viewer is not None else state.to_move
        if seat is None:
            seat = 0
        hand = list(state.hands[seat])
        face_up = viewer is not None
        playable = self._playable() if self.can_act() else set()
        for tile, points in zip(hand, rack_slots(RACK_TILES, len(hand))):
            numbers = rotated(tile, self.turns.get(tile, 0)) if face_up else None
            item = TileItem(points, numbers)
            item.setZValue(3)
            if face_up and self.can_act() and tile not in playable:
                item.dim = True
            if tile == self.selected:
                item.outline = colour("selection")
            elif face_up and tile == state.drawn:
                item.outline = colour("drawn")
            self.addItem(item)
            self.rack_items.append((tile, item))
        name = self.seat_info[seat].name
        if face_up:
            label = fill(QCoreApplication.translate("tripledomino", "%1's tiles"), name)
            if state.phase == START and seat == state.to_move:
                label += " · " + QCoreApplication.translate("tripledomino", "open the round with the marked tile")
            elif state.drawn is not None and seat == state.to_move and playable:
                label += " · " + QCoreApplication.translate("tripledomino", "you may place the tile just drawn")
            elif self.can_act() and not playable:
                label += " · " + QCoreApplication.translate("tripledomino", "nothing fits: draw or pass")
        else:
            label = fill(QCoreApplication.translate("tripledomino", "%1's tiles are hidden"), name)
        self.rack.set_seat(self.seat_info[seat], label)
        if face_up and state.phase == START and self.can_act():
            for tile, item in self.rack_items:
                if tile == state.start_tile and tile != self.selected:
                    item.outline = colour("start_tile")

    def _draw_ghosts(self) -> None:
        for ghost in self.ghosts.values():
            self.removeItem(ghost)
        self.ghosts = {}
        if self.selected is None or not self.can_act():
            return
        for cell, numbers in self._fits(self.selected).items():
            score = self.state.score_of(Place(numbers, cell))
            names = [QCoreApplication.translate("tripledomino", name) for name, _ in score.bonuses]
            self.ghosts[cell] = GhostItem(cell, numbers, score.total, names, self.world)

    def _fits(self, tile) -> dict:
        """Cell -> the numbers the tile shows there; the player's own turn wins where several fit."""
        preferred = rotated(tile, self.turns.get(tile, 0))
        fits: dict = {}
        for move in self.state.legal_moves():
            if isinstance(move, Place) and move.tile == tile:
                if move.cell not in fits or move.numbers == preferred:
                    fits[move.cell] = move.numbers
        return fits

    def _end_flash(self) -> None:
        for button in (self.draw_button, self.pass_button):
            button.flash = False
            button.update()

    # -- input ---------------------------------------------------------------------------------
    def rack_tile_at(self, pos: QPointF):
        for tile, item in self.rack_items:
            if triangle_contains(item.points, pos):
                return tile
        return None

    def world_cell(self, pos: QPointF):
        return cell_at(self.world.mapFromScene(pos))

    def mousePressEvent(self, event):  # noqa: N802 - Qt override
        pos = event.scenePos()
        event.accept()
        if event.button() == Qt.MouseButton.RightButton:
            if self.dragging and self.selected is not None:
                self.turn_tile(self.selected)
                self._drag_to(pos)
            elif self.rack_tile_at(pos) is not None:
                self.turn_tile(self.rack_tile_at(pos))
            return
        if event.button() != Qt.MouseButton.LeftButton:
            if event.button() == Qt.MouseButton.MiddleButton and TABLE.contains(pos):
                self._start_pan(pos)
            return
        if self.draw_button.rect.contains(pos) or self.pass_button.rect.contains(pos):
            self._press_button(DRAW if self.draw_button.rect.contains(pos) else PASS)
            return
        tile = self.rack_tile_at(pos)
        if tile is not None:
            self._pick(tile, pos)
            return
        if TABLE.contains(pos):
            self._start_pan(pos)

    def mouseMoveEvent(self, event):  # noqa: N802 - Qt override
        pos = event.scenePos()
        if self.dragging:
            self._drag_to(pos)
        elif self.press_pos is not None:
            delta = pos - self.press_pos
            if self.panning or math.hypot(delta.x(), delta.y()) > PAN_SLOP:
                self.panning = True
                self.auto_fit = False
                self.pan = self.pan_origin + delta
                self._apply_transform()
        event.accept()

    def mouseReleaseEvent(self, event):  # noqa: N802 - Qt override
        pos = event.scenePos()
        event.accept()
        if self.dragging:
            self._stop_drag()
            if TABLE.contains(pos):
                self._drop(self.world_cell(pos))
            return
        if self.press_pos is not None and not self.panning and event.button() == Qt.MouseButton.LeftButton:
            cell = self.world_cell(pos)
            if self.selected is not None and (cell in self.ghosts or self._next_to_layout(cell)):
                self._drop(cell)  # laid, or the reason it does not fit there
            elif self.selected is not None:  # a click away from the layout puts the tile back
                self.selected = None
                self._refresh()
        self.press_pos = None
        self.panning = False

    def mouseDoubleClickEvent(self, event):  # noqa: N802 - Qt override
        if TABLE.contains(event.scenePos()) and self.rack_tile_at(event.scenePos()) is None:
            self.auto_fit = True
            if self.state is not None:
                self.fit_layout()
        event.accept()

    def wheelEvent(self, event):  # noqa: N802 - Qt override
        pos = event.scenePos()
        event.accept()
        steps = event.delta() / 120
        over_rack = self.rack_tile_at(pos)
        if self.dragging and self.selected is not None:
            self.turn_tile(self.selected, 1 if steps > 0 else -1)
            self._drag_to(pos)
        elif over_rack is not None:
            self.turn_tile(over_rack, 1 if steps > 0 else -1)
        elif TABLE.contains(pos):
            self.zoom_at(pos, 1.15 ** steps)

    def zoom_at(self, pos: QPointF, factor: float) -> None:
        """Zoom the table by `factor`, keeping the world point under `pos` in place."""
        zoom = max(MIN_ZOOM, min(MAX_ZOOM, self.zoom * factor))
        anchor = self.world.mapFromScene(pos)
        self.zoom = zoom
        self.pan = pos - anchor * zoom
        self.auto_fit = False
        self._apply_transform()

    def turn_tile(self, tile, step: int = 1) -> None:
        self.turns[tile] = (self.turns.get(tile, 0) + step) % 3
        self._refresh()

    def _start_pan(self, pos: QPointF) -> None:
        self.press_pos = pos
        self.pan_origin = QPointF(self.pan)
        self.panning = False

    def _press_button(self, move) -> None:
        if not self.can_act():
            return
        try:
            self.state.check(move)  # a greyed-out Draw or Pass: the engine says why
        except IllegalMove as refusal:
            self.moveRefused.emit(refusal)
            return
        self.selected = None
        self.moveChosen.emit(move)

    def _pick(self, tile, pos: QPointF) -> None:
        if not self.can_act():
            return
        try:
            self.state.check_tile(tile)
        except IllegalMove as refusal:
            self.moveRefused.emit(refusal)
            return
        self.selected = tile
        self.dragging = True
        self._refresh()
        self._drag_to(pos)

    def _drag_to(self, pos: QPointF) -> None:
        tile = self.selected
        self.dragged.show()
        cell = self.world_cell(pos) if TABLE.contains(pos) else None
        for ghost in self.ghosts.values():
            if ghost.hot != (ghost.cell == cell):
                ghost.hot = ghost.cell == cell
                ghost.update()
        ghost = self.ghosts.get(cell)
        if ghost is not None:  # snap into the cell, turned the way it fits
            points = [self.world.mapToScene(p) for p in ghost.points]
            self.dragged.set_points(points, ghost.numbers)
        else:
            side = SIDE * self.zoom if TABLE.contains(pos) else 96
            self.dragged.set_points(up_triangle(pos, side), rotated(tile, self.turns.get(tile, 0)))

    def _stop_drag(self) -> None:
        self.dragging = False
        self.dragged.hide()

    def _next_to_layout(self, cell) -> bool:
        layout = self.state.layout
        return cell in layout or cell in layout.open_cells()

    def _drop(self, cell) -> None:
        ghost = self.ghosts.get(cell)
        if ghost is None:
            if self.selected is not None:  # no turn of the tile fits there: why not, as the player holds it
                try:
                    self.state.check(Place(rotated(self.selected, self.turns.get(self.selected, 0)), cell))
                except IllegalMove as refusal:
                    self.moveRefused.emit(refusal)
            return
        move = Place(ghost.numbers, cell)
        self.selected = None
        self.turns.pop(move.tile, None)
        self.moveChosen.emit(move)

    # -- for tests and hints --------------------------------------------------------------------
    def ghost_scene_pos(self, cell) -> QPointF:
        return self.world.mapToScene(centroid(cell_corners(cell)))

    def rack_scene_pos(self, tile) -> QPointF:
        for t, item in self.rack_items:
            if t == tile:
                return centroid(item.points)
        raise KeyError(tile)
