"""Dice for board scenes: where the pips go, a painted face, and a die item that rolls.

`pip_positions` is the one place that knows the pip patterns, so a flat die
(`DieItem`) and a die drawn from a 3D orientation (Tumblin-Dice) agree.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

#: Pip centres of each face in a unit square centred on 0 (x right, y down), as on a Western die.
_A = 0.27
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0, 0),),
    2: ((-_A, -_A), (_A, _A)),
    3: ((-_A, -_A), (0, 0), (_A, _A)),
    4: ((-_A, -_A), (_A, -_A), (-_A, _A), (_A, _A)),
    5: ((-_A, -_A), (_A, -_A), (0, 0), (-_A, _A), (_A, _A)),
    6: ((-_A, -_A), (_A, -_A), (-_A, 0), (_A, 0), (-_A, _A), (_A, _A)),
}


def pip_positions(value: int) -> tuple[tuple[float, float], ...]:
    """Pip centres for a face of 1–6 in the unit square [-0.5, 0.5]²."""
    return PIPS[value]


def paint_die_face(painter: QPainter, rect: QRectF, value: int | None, body: QColor, pips: QColor,
                   outline: QColor | None = None) -> None:
    """A rounded die face with `value` pips (None: a blank face) filling `rect`."""
    side = min(rect.width(), rect.height())
    painter.save()
    painter.setPen(QPen(outline or body.darker(160), side * 0.04))
    painter.setBrush(body)
    painter.drawRoundedRect(rect, side * 0.18, side * 0.18)
    if value is not None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(pips)
        radius = side * 0.09
        centre = rect.center()
        for x, y in pip_positions(value):
            painter.drawEllipse(QPointF(centre.x() + x * side, centre.y() + y * side), radius, radius)
    painter.restore()


class DieItem(QGraphicsObject):
    """A flat die of `size` scene units centred on its position; `roll_to` tumbles it to a value."""

    def __init__(self, size: float, body: QColor | None = None, pips: QColor | None = None, parent=None):
        super().__init__(parent)
        self.size = size
        self.body = body or QColor("#fbfaf5")
        self.pips = pips or QColor("#1b1b1f")
        self.value: int | None = None
        self._shown: int | None = None
        self._turn = 0.0
        self._animation = QVariantAnimation(self)
        self._animation.valueChanged.connect(self._step)
        self._animation.finished.connect(self._landed)
        self._rng = random.Random()  # only for the tumbling faces shown while rolling, never for results

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        half = self.size * 0.75  # room for the tilt while rolling
        return QRectF(-half, -half, 2 * half, 2 * half)

    def paint(self, painter: QPainter, _option, _widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.rotate(self._turn)
        half = self.size / 2
        paint_die_face(painter, QRectF(-half, -half, self.size, self.size), self._shown, self.body, self.pips)

    def set_value(self, value: int | None) -> None:
        """Show `value` at once (no animation)."""
        self._animation.stop()
        self.value = self._shown = value
        self._turn = 0.0
        self.update()

    def roll_to(self, value: int, msecs: int = 700) -> None:
        """Tumble for `msecs`, showing random faces, and land on `value`."""
        self.value = value
        self._animation.stop()
        self._animation.setDuration(max(1, msecs))
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animation.start()

    def rolling(self) -> bool:
        return self._animation.state() == QVariantAnimation.State.Running

    def _step(self, progress: float) -> None:
        self._turn = (1.0 - progress) * 540.0
        if progress < 0.85:
            self._shown = self._rng.randint(1, 6)
        else:
            self._shown = self.value
        self.update()

    def _landed(self) -> None:
        self._turn = 0.0
        self._shown = self.value
        self.update()
