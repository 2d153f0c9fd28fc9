"""Small colour helpers that several games' items use."""

from __future__ import annotations

from PySide6.QtGui import QColor


def mix(colour: QColor, other: QColor, share: float) -> QColor:
    """`colour` blended with `other`; `share` of `other` (0: colour, 1: other)."""
    return QColor.fromRgbF(*(a * (1 - share) + b * share for a, b in zip(colour.getRgbF()[:3], other.getRgbF()[:3])))
