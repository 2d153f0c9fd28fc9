"""The piece a player takes flies from the ring or the supply to its place on the board, turning as it goes,
so a computer's move can be followed. Its length is the scene's `animation_ms`; with animations off the
piece simply appears."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsPathItem

#: The length of a flight at normal animation speed.
FLIGHT_MS = 450


class Flight(QObject):
    """Moves one item from a point, a scale and an angle to where it is drawn (`start`); `done` is called
    when it lands, however the flight ends."""

    def __init__(self, parent: QObject, done) -> None:
        super().__init__(parent)
        self.item: QGraphicsPathItem | None = None
        self.done = done
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self.animation.valueChanged.connect(self._step)
        self.animation.finished.connect(self._landed)
        self._from = (QPointF(), 1.0, 0.0)
        self._to = QPointF()

    def running(self) -> bool:
        return self.animation.state() == QVariantAnimation.State.Running

    def start(self, item: QGraphicsPathItem, source: QPointF, scale: float, angle: float, target: QPointF,
              duration: int) -> None:
        """Fly `item` (drawn at its place, centred on `target`) from `source`, where it looks `scale` times
        as big and turned `angle` degrees clockwise."""
        self.stop()
        self.item = item
        self._from = (source, scale, (angle + 180) % 360 - 180)  # the shorter way round
        self._to = target
        self.animation.setDuration(duration)
        self._step(0.0)
        self.animation.start()

    def stop(self) -> None:
        """Land at once (a new position is shown)."""
        if self.running():
            self.animation.stop()
            self._landed()

    def _step(self, value) -> None:
        if self.item is None or self.item.scene() is None:
            return
        t = float(value)
        source, scale, angle = self._from
        centre = source + (self._to - source) * t
        transform = QTransform()
        transform.translate(centre.x(), centre.y())
        transform.rotate(angle * (1 - t))
        size = scale + (1 - scale) * t
        transform.scale(size, size)
        transform.translate(-self._to.x(), -self._to.y())
        self.item.setTransform(transform)

    def _landed(self) -> None:
        item, self.item = self.item, None
        if item is not None and item.scene() is not None:
            item.scene().removeItem(item)
        self.done()
