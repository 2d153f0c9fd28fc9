"""The review's chance plot: each seat's chance to win after every move, the marked moves and the position
shown. Made by `gui.review.ReviewPanel` when a game first needs it, so that start-up does not load pyqtgraph."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor

from gui import theme
from gui.common.plots import panel_plot


class ChancePlot(QObject):
    #: The player clicked position `index` on the plot.
    clicked = Signal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.plot = panel_plot()
        self.plot.setObjectName("chancePlot")
        self.plot.setMinimumHeight(90)
        self.plot.setYRange(0, 1, padding=0.05)
        self.plot.scene().sigMouseClicked.connect(self._clicked)
        self.cursor_line = pg.InfiniteLine(angle=90, movable=False)
        self.plot.addItem(self.cursor_line)
        self.curves: list[pg.PlotDataItem] = []
        self.outlines: list[pg.PlotDataItem] = []
        self.colours: list[QColor] = []
        self.mistakes = pg.ScatterPlotItem(size=11, symbol="t")
        self.plot.addItem(self.mistakes)
        self.chances = None  # what the plot shows: (chances, mistakes), drawn again in another theme
        self.plot.themeApplied.connect(self.follow_palette)

    def follow_palette(self) -> None:
        """The plot's own lines take the theme's colours (its background and axes follow by themselves)."""
        colours = theme.current()
        self.cursor_line.setPen(pg.mkPen(colours.colour("qt.Highlight"), width=2))
        outline = colours.colour("plot_text")
        outline.setAlpha(150)
        for line in self.outlines:
            line.setPen(pg.mkPen(outline, width=4.5))
        if self.chances is not None:
            self.show_chances(*self.chances)

    def set_seats(self, colours: list[QColor]) -> None:
        for curve in self.curves + self.outlines:
            self.plot.removeItem(curve)
        # Each seat's line runs over a line of the text colour, so a white or black seat stays visible
        # on a light or dark background alike.
        self.outlines = [self.plot.plot([], [], pen=pg.mkPen(width=4.5)) for _ in colours]
        self.curves = [self.plot.plot([], [], pen=pg.mkPen(colour, width=2.5), symbol="o", symbolSize=6,
                                      symbolBrush=colour, symbolPen=None) for colour in colours]
        self.colours = colours
        self.chances = None  # another game's, or drawn again by the review for the new colours
        self.follow_palette()

    def set_range(self, positions: int) -> None:
        self.plot.setXRange(0, max(1, positions - 1), padding=0.02)

    def show_chances(self, chances: list[tuple[float, ...]], mistakes: list[tuple[int, int]]) -> None:
        xs = list(range(len(chances)))
        for seat, (curve, outline) in enumerate(zip(self.curves, self.outlines, strict=True)):
            ys = [entry[seat] for entry in chances]
            outline.setData(xs, ys)
            curve.setData(xs, ys)
        self.chances = (chances, mistakes)
        edge = pg.mkPen(theme.current().colour("plot_text"))
        self.mistakes.setData([{"pos": (x, chances[x][seat]), "brush": self.colours[seat], "pen": edge}
                               for x, seat in mistakes if x < len(chances)])

    def _clicked(self, event) -> None:
        view_box = self.plot.getPlotItem().getViewBox()
        if view_box.sceneBoundingRect().contains(event.scenePos()):
            self.clicked.emit(round(view_box.mapSceneToView(event.scenePos()).x()))
