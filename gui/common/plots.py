"""pyqtgraph plots for side panels, made so that they leave nothing behind when their panel goes."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtWidgets import QApplication


def panel_plot() -> pg.PlotWidget:
    """A plot without pyqtgraph's context menus and buttons, owning every window it made.

    pyqtgraph builds its menus (and their submenus and axis panels) as windows of their own, which
    outlive the plot: a panel made for every new game would leave them all behind. Here they become
    children of the plot, so they are deleted with it.
    """
    before = set(QApplication.topLevelWidgets())
    plot = pg.PlotWidget()
    for window in set(QApplication.topLevelWidgets()) - before - {plot}:
        window.setParent(plot, window.windowFlags())
    plot.setMenuEnabled(False)
    plot.setMouseEnabled(False, False)
    plot.hideButtons()
    return plot
