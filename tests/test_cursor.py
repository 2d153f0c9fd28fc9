"""The keyboard cursor's walk over boards of any shape (gui/common/cursor.py) and the base scene's keys."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, Qt

from gui.common.cursor import step


def hexagon(radius: int = 2) -> dict[str, QPointF]:
    """A hexagonal board of flat rows, like Abalone's: rows one unit apart in x, 0.866 in y."""
    points = {}
    for row in range(-radius, radius + 1):
        length = 2 * radius + 1 - abs(row)
        for column in range(length):
            x = column - (length - 1) / 2
            points[f"{row}:{column}"] = QPointF(x, row * math.sqrt(3) / 2)
    return points


def grid(width: int = 4, height: int = 3) -> dict[str, QPointF]:
    return {f"{x},{y}": QPointF(x, y) for x in range(width) for y in range(height)}


def walk(points, start, direction, times):
    cell, column = start, None
    if direction[0] == 0:
        column = points[start].x()
    for _ in range(times):
        cell = step(points, cell, direction, column) or cell
    return cell


def test_a_grid_walks_in_straight_lines_and_stops_at_its_edges():
    points = grid()
    assert step(points, "1,1", (1, 0)) == "2,1"
    assert step(points, "1,1", (0, -1)) == "1,0"
    assert step(points, "3,1", (1, 0)) is None
    assert step(points, "1,0", (0, -1)) is None
    assert walk(points, "0,0", (1, 0), 10) == "3,0"


def test_a_hexagon_zigzags_up_its_column_and_comes_back_down():
    points = hexagon()
    centre = "0:2"
    up = step(points, centre, (0, -1), points[centre].x())
    assert points[up].y() < points[centre].y() and abs(points[up].x() - points[centre].x()) == pytest.approx(0.5)
    assert step(points, up, (0, 1), points[centre].x()) == centre  # Down undoes Up
    top = walk(points, centre, (0, -1), 2)
    assert points[top].x() == pytest.approx(points[centre].x())  # two rows up: back in the column


def test_rows_end_at_the_edge_of_a_hexagon():
    points = hexagon()
    assert step(points, "0:4", (1, 0)) is None  # no jump to a diagonal neighbour at the row's end
    assert step(points, "0:0", (-1, 0)) is None


def test_every_cell_of_a_hexagon_is_reachable_with_arrows():
    points = hexagon(3)
    seen, todo = {"0:3"}, ["0:3"]
    while todo:
        cell = todo.pop()
        for direction in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            target = step(points, cell, direction, points[cell].x())
            if target is not None and target not in seen:
                seen.add(target)
                todo.append(target)
    assert seen == set(points)


def test_the_base_scene_moves_its_cursor_and_describes_the_cell(qtbot, count_game):
    """The fake game (tests/fake_game.py) has no cells: keys are ignored, nothing breaks; a scene with
    cells moves its cursor and the view describes it for screen readers."""
    from gui.common.board import BoardScene, BoardView

    class Cells(BoardScene):
        activated: list[str] = []

        def show_state(self, state, last_move=None, animate=True):
            self.state = state

        def key_cells(self):
            return list(grid())

        def cell_point(self, name):
            return grid().get(name, None) and grid()[name] * 40

        def describe_cell(self, name):
            return f"cell {name}"

        def activate_cell(self, name):
            self.activated.append(name)

    scene = Cells(count_game.SPEC, [])
    view = BoardView()
    view.setScene(scene)
    qtbot.addWidget(view)
    view.show()
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the first key shows the cursor
    assert scene.cursor is not None
    start = scene.cursor
    qtbot.keyClick(view, Qt.Key.Key_L)
    assert scene.cursor != start and view.accessibleDescription() == f"cell {scene.cursor}"
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert scene.activated == [scene.cursor]
    for _ in range(6):
        qtbot.keyClick(view, Qt.Key.Key_Down)
    assert scene.cursor.endswith(",2")  # stopped at the bottom edge
