"""What the key-only tests of every game share: walking the keyboard cursor to a cell with arrow presses,
rendering a scene. (The `themes` fixture is in conftest.py.)"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter

ARROW_KEYS = ((Qt.Key.Key_Left, (-1, 0)), (Qt.Key.Key_Right, (1, 0)), (Qt.Key.Key_Up, (0, -1)),
              (Qt.Key.Key_Down, (0, 1)))


def arrow_keys_to(scene, goal: str) -> list[Qt.Key]:
    """The fewest arrow presses that take the scene's cursor to `goal`: a breadth-first search over what each
    arrow does (`BoardScene.cursor_target`, keeping the column while going up or down)."""
    # What an arrow does from a cell depends only on where the cells are: remembered per scene and layout
    # (a whole game walks the same board again and again; a balance arm's holders move as it tilts).
    layout = tuple((name, round(p.x(), 3), round(p.y(), 3)) for name in scene.key_cells()
                   if (p := scene.cell_point(name)) is not None)
    memory = scene.__dict__.setdefault("_arrow_memory", {}).setdefault(layout, {})

    def target(cell, direction, column):
        if (cell, direction, column) not in memory:
            memory[cell, direction, column] = scene.cursor_target(cell, direction, column) or cell
        return memory[cell, direction, column]

    first = (scene.cursor, scene._cursor_column)
    came = {first: None}
    queue = deque([first])
    while queue:
        here = queue.popleft()
        if here[0] == goal:
            keys = []
            while came[here] is not None:
                here, key = came[here]
                keys.append(key)
            return keys[::-1]
        cell, column = here
        for key, direction in ARROW_KEYS:
            kept = scene.cursor_column(cell, direction, column)
            there = (target(cell, direction, kept), kept)
            if there not in came:
                came[there] = (here, key)
                queue.append(there)
    raise AssertionError(f"the cursor cannot reach {goal} from {scene.cursor}")


def walk_to(qtbot, view, scene, goal: str) -> None:
    """Press arrows until the cursor is on `goal` (the first arrow shows a hidden cursor)."""
    if scene.cursor is None or scene.cursor not in scene.key_cells():
        qtbot.keyClick(view, Qt.Key.Key_Right)
    for key in arrow_keys_to(scene, goal):
        qtbot.keyClick(view, key)
    assert scene.cursor == goal


def press(qtbot, view, key, times: int = 1) -> None:
    for _ in range(times):
        qtbot.keyClick(view, key)


def render(scene, scale: float = 1.0, background: QColor | None = None) -> QImage:
    """The scene's board (`content_rect`) drawn at `scale` on `background` (transparent by default)."""
    rect = scene.content_rect()
    image = QImage(int(rect.width() * scale), int(rect.height() * scale), QImage.Format.Format_ARGB32)
    image.fill(background if background is not None else QColor(0, 0, 0, 0))
    painter = QPainter(image)
    scene.render(painter, image.rect().toRectF(), rect)
    painter.end()
    return image


def tab_off_the_board(qtbot, view, timeout: int = 2000) -> None:
    """Tab takes the focus off the board view (on to the side panel)."""
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: not view.hasFocus(), timeout=timeout)
