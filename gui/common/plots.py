"""pyqtgraph plots for side panels, made so that they leave nothing behind when their panel goes, and drawn in
the theme's colours (light, dark, high contrast), also when the theme changes while they are shown."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QLocale, Qt, Signal
from PySide6.QtWidgets import QApplication

from gui import theme

AXES = ("left", "bottom", "right", "top")


class ThemedPlot(pg.PlotWidget):
    """A `pg.PlotWidget` whose background, axes and their labels take the theme's colours. A panel that
    colours its own curves in theme colours redraws them on `themeApplied`."""

    #: The plot took the colours of another theme (`gui.theme.current()`).
    themeApplied = Signal()

    def apply_theme(self) -> None:
        colours = theme.current()
        self.setBackground(colours.colour("qt.Base"))
        text, lines = colours.colour("plot_text"), colours.colour("plot_grid")
        item = self.getPlotItem()
        for side in AXES:
            axis = item.getAxis(side)
            axis.setPen(pg.mkPen(lines))
            axis.setTextPen(pg.mkPen(text))
        item.titleLabel.setAttr("color", text.name())
        item.titleLabel.setText(item.titleLabel.text)
        self.themeApplied.emit()

    def changeEvent(self, event):  # noqa: N802 - Qt override
        # The application's theme changed (not while pyqtgraph is still building the plot).
        if event.type() == QEvent.Type.PaletteChange and getattr(self, "plotItem", None) is not None:
            self.apply_theme()
        super().changeEvent(event)


class CountAxis(pg.AxisItem):
    """An axis that counts (the nth game, the nth move): ticks on whole numbers only, in the player's locale."""

    def tickSpacing(self, minVal, maxVal, size):  # noqa: N802, N803 - pyqtgraph override
        levels = [(spacing, offset) for spacing, offset in super().tickSpacing(minVal, maxVal, size) if spacing >= 1]
        return levels or [(1.0, 0.0)]

    def tickStrings(self, values, scale, spacing):  # noqa: N802 - pyqtgraph override
        return [QLocale().toString(round(value * scale)) for value in values]


def panel_plot() -> ThemedPlot:
    """A plot without pyqtgraph's context menus and buttons, owning every window it made, in the theme's colours.

    pyqtgraph builds its menus (and their submenus and axis panels) as windows of their own, which
    outlive the plot: a panel made for every new game would leave them all behind. Here they become
    children of the plot, so they are deleted with it.
    """
    before = set(QApplication.topLevelWidgets())
    plot = ThemedPlot()
    for window in set(QApplication.topLevelWidgets()) - before - {plot}:
        window.setParent(plot, window.windowFlags())
    plot.setMenuEnabled(False)
    plot.setMouseEnabled(False, False)
    plot.hideButtons()
    for widget in (plot, plot.viewport()):  # nothing in it to do with keys: Tab passes it by
        widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    plot.apply_theme()
    return plot
