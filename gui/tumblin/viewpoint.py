"""Where the Tumblin-Dice scene is seen from: the camera (in perspective from the thrower's end, or from
above), the board and the dice drawn through it, and the places on the board as scene points.

Mixed into `gui.tumblin.view.Scene`. The flick, the keys and the engine work on the board's plan in
millimetres (x down the board, y across, as the engine's throws); `to_scene` and `to_plan` turn such a spot
into a scene point and back through the camera. The setting "camera" chooses the camera (the View menu's
two actions, `view_actions`, switch it live and store it; `--camera` holds one for a run).
"""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QAction, QActionGroup, QColor

from engine.tumblin.rules import BOARD, Throw
from engine.tumblin.shapes import shape
from gui.tumblin.camera import KINDS
from gui.tumblin.camera import camera as camera_of
from gui.tumblin.items import MM, Die3DItem, HandMarker, add_board, board_point, ghost_die, throw_path
from gui.tumblin.perspective import Bands, PerspectiveDie, add_perspective_board, project_path

# Room kept around the board in perspective (scene units).
MARGIN = 16
# The dice in a hand, in perspective: so many across the table beside the launch pad, this far apart (metres).
HAND_COLUMNS, HAND_STEP = 4, 0.024


def plan_rect(board) -> QRectF:
    """The board and the table beside it on the plan (scene millimetres of the view from above)."""
    l1 = board.slabs[1]
    return QRectF(-20, l1.y0 * MM - 20, 910, (l1.y1 - l1.y0) * MM + 70)


class Viewpoint:
    """The camera of `gui.tumblin.view.Scene` and what it changes."""

    camera = camera_of("perspective")
    _settings = None
    _view_actions: dict[str, QAction] | None = None
    _marks_shown: list = []
    _rings_shown: list = []

    # -- the setting ------------------------------------------------------------------------------
    @property
    def settings(self):
        return self._settings

    @settings.setter
    def settings(self, settings) -> None:
        """The window gives the scene its settings once made: their camera is the one to use."""
        self._settings = settings
        if settings is not None and settings.get("camera") != self.camera.kind:
            self.set_camera(settings.get("camera"), store=False)

    def set_camera(self, kind: str, store: bool = True) -> None:
        """See the board through the camera `kind` from now on: everything is drawn again, the game and a
        running replay go on. `store`: remember it in the settings."""
        if kind not in KINDS:
            raise ValueError(kind)
        self.camera = camera_of(kind)
        if store and self._settings is not None:
            self._settings.set("camera", kind)
        if self._view_actions is not None:
            self._view_actions[kind].setChecked(True)
        if getattr(self, "board_items", None) is not None:
            self.apply_theme()  # draws the board, the dice, the aim and the hand again through the camera
            if self.cursor is not None:
                self.move_cursor(self.cursor)
            super().show_marks(self._marks_shown)
            super().show_highlights(self._rings_shown)

    def view_actions(self) -> list[QAction]:
        """The View menu's choice of camera: two exclusive actions."""
        if self._view_actions is None:
            group = QActionGroup(self)
            group.setExclusive(True)
            self._view_actions = {}
            for kind in KINDS:
                action = QAction(self)
                action.setCheckable(True)
                action.setChecked(kind == self.camera.kind)
                action.triggered.connect(lambda _checked=False, kind=kind: self.set_camera(kind))
                group.addAction(action)
                self._view_actions[kind] = action
            self._name_view_actions()
        return list(self._view_actions.values())

    def _name_view_actions(self) -> None:
        if self._view_actions is not None:
            self._view_actions["perspective"].setText(QCoreApplication.translate("tumblin", "Perspective View"))
            self._view_actions["top"].setText(QCoreApplication.translate("tumblin", "View From Above"))

    # -- drawing through the camera ---------------------------------------------------------------
    def draw_board(self) -> None:
        """The board's items through the current camera (`board_items`), and the launch pad (`launch_rect`)."""
        if self.camera.kind == "top":
            self.launch_rect, self.board_items = add_board(self, self.board, self.content_rect())
            return
        b = self.board
        self.launch_rect = QRectF(b.launch_x[0] * MM, b.launch_y[0] * MM, (b.launch_x[1] - b.launch_x[0]) * MM,
                                  (b.launch_y[1] - b.launch_y[0]) * MM)
        self.board_items = add_perspective_board(self, self.board, self.camera)

    def make_die(self, die_shape: str, body: QColor, ghost: bool = False, **marks) -> Die3DItem:
        """A die item of `die_shape` for the current camera; a ghost shows the die about to be thrown."""
        if self.camera.kind == "top":
            return (ghost_die if ghost else Die3DItem)(shape(die_shape, self.board.edge), body, **marks)
        item = PerspectiveDie(shape(die_shape, self.board.edge), body, self.camera, Bands(self.board), **marks)
        if ghost:
            item.setOpacity(0.85)
        return item

    def to_scene(self, spot: QPointF, z: float | None = None) -> QPointF:
        """The scene point of a spot of the board's plan (mm) at height `z` (metres; default: the launch pad's
        top, where a flick starts)."""
        z = self.board.launch.top if z is None else z
        return self.camera.project(spot.x() / MM, spot.y() / MM, z)[0]

    def to_plan(self, point: QPointF, z: float | None = None) -> QPointF | None:
        """The spot of the board's plan (mm) under a scene point, on the plane at height `z` (default: the
        launch pad's top); None above the horizon."""
        z = self.board.launch.top if z is None else z
        spot = self.camera.unproject_to_plane(point, z)
        return None if spot is None else QPointF(spot[0] * MM, spot[1] * MM)

    def surface_z(self, spot: QPointF) -> float:
        """The height (metres) of what lies under a spot of the plan: a level's top, or the table."""
        slab = self.board.slab_under(spot.x() / MM, spot.y() / MM, 1.0)
        return slab.top if slab is not None else 0.0

    def plan_path(self, path, z: float | None = None):
        """A path drawn on the plan (the aim arrow), laid at height `z` and seen through the camera."""
        return project_path(path, self.camera, self.board.launch.top if z is None else z)

    def make_hand(self, die_shape: str, body: QColor, mark: str):
        """A die still in a player's hand: a marker on the table beside the launch pad (from above), or the
        die itself lying there (in perspective)."""
        if self.camera.kind == "top":
            return HandMarker(body, mark)
        return self.make_die(die_shape, body, mark=mark, owner=body if mark else None)

    def place_in_hand(self, marker, row: int, k: int) -> None:
        """Put the `k`th die still in the hand of the player `row` in the order of play where it waits: the
        players' rows on the table left and right of the launch pad, the first on the left (their score pads)."""
        side, line = (-1 if row % 2 == 0 else 1), row // 2
        if self.camera.kind == "top":
            marker.setPos(10 + k * 14, side * (203 - line * 16))
            return
        b = self.board
        per_seat = -(-len(self.die_items) // max(1, len(self.seat_info)))
        rows = -(-per_seat // HAND_COLUMNS)  # each player's dice take so many rows
        x = b.launch_x[1] - HAND_STEP * (k // HAND_COLUMNS + line * rows)
        y = side * (b.launch_y[1] + 0.03 + HAND_STEP * (k % HAND_COLUMNS))
        angle = 0.15 * ((k * 7) % 5 - 2)  # lying as they were put down, not in a drilled grid
        marker.set_pose((x, y, b.edge / 2, math.cos(angle / 2), 0.0, 0.0, math.sin(angle / 2)))

    def content_rect(self) -> QRectF:
        if self.camera.kind == "top":
            return plan_rect(self.board)
        b = self.board
        x0, x1 = min(s.x0 for s in b.slabs), max(s.x1 for s in b.slabs)
        y = max(abs(s.y0) for s in b.slabs)
        corners = np.array([(x, side * (y + dy), z) for x in (x0 - 0.03, x1) for side in (-1, 1)
                            for dy, z in ((0.0, 0.0), (0.0, b.launch.top), (0.11, 0.0))])
        flat = self.camera.project_many(corners)[0]
        left, top = flat.min(axis=0)
        right, bottom = flat.max(axis=0)
        return QRectF(left, top, right - left, bottom - top).adjusted(-MARGIN, -3 * MARGIN, MARGIN, MARGIN)

    # -- marks: the tutorial's places, the analysis arrows -----------------------------------------
    def show_marks(self, marks: list) -> None:
        self._marks_shown = list(marks)
        super().show_marks(marks)

    def show_highlights(self, names: list[str]) -> None:
        self._rings_shown = list(names)
        super().show_highlights(names)

    def cell_point(self, name: str) -> QPointF | None:
        """A place on the board (`items.board_point`: 'launch', 'line', '0x' to '4x', 'L4a', 'peg3'...) or a
        die lying on it, by its index in the state ('die5')."""
        if name == "start":  # the keyboard cursor: where the die starts
            return self.to_scene(QPointF(self.placed or self.launch_rect.center()))
        if name.startswith("die") and name[3:].isdigit() and self.state is not None:
            index = int(name[3:])
            if index < len(self.state.dice) and self.state.dice[index].status == BOARD:
                pose = self.state.dice[index].pose
                return self.camera.project(*pose[:3])[0]
            return None
        spot = board_point(self.board, name)
        if spot is None:
            return None
        z = self.board.pegs[int(name[3:])][2] + self.board.peg_height if name.startswith("peg") else None
        return self.to_scene(spot, self.surface_z(spot) if z is None else z)

    def move_path(self, state, move) -> list[QPointF]:
        """A throw goes from its start on the launch pad along its aim; collecting the dice has no path."""
        if not isinstance(move, Throw):
            return []
        start, end = throw_path(self.board, QPointF(move.x, move.y), move.aim / 1000, move.speed / 1000,
                                plan_rect(self.board))
        return [self.to_scene(start), self.to_scene(end, self.surface_z(end))]
