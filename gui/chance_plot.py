"""The review's chance plot: each seat's chance to win after every move, the marked moves and the position
shown. Made by `gui.review.ReviewPanel` when a game first needs it, so that start-up does not load pyqtgraph."""

from __future__ import annotations

import html

import pyqtgraph as pg
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel

from engine.analysis import DUBIOUS, MISTAKE
from gui import texts, theme
from gui.common.plots import panel_plot


class ChancePlot(QObject):
    #: The player clicked position `index` on the plot.
    clicked = Signal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.plot = panel_plot()
        self.plot.setObjectName("chancePlot")
        self.plot.setMinimumHeight(100)  # room for the left axis' title
        self.plot.setYRange(0, 1, padding=0.05)
        self.plot.scene().sigMouseClicked.connect(self._clicked)
        self.cursor_line = pg.InfiniteLine(angle=90, movable=False)
        self.plot.addItem(self.cursor_line)
        self.curves: list[pg.PlotDataItem] = []
        self.outlines: list[pg.PlotDataItem] = []
        self.colours: list[QColor] = []
        # Hovering a mark tells what it means (each spot's data is its sentence).
        self.mistakes = pg.ScatterPlotItem(size=11, symbol="t", hoverable=True, tip=lambda x, y, data: data)
        self.plot.addItem(self.mistakes)
        self.chances = None  # what the plot shows: (chances, mistakes), drawn again in another theme
        self.names: list[str] = []
        # Which line is which seat and what the marks are: a line of text under the plot, which a short
        # plot cannot cover with its curves.
        self.legend = QLabel()
        self.legend.setObjectName("chanceLegend")
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setWordWrap(True)
        self.plot.themeApplied.connect(self.follow_palette)
        self.retranslate()

    def retranslate(self) -> None:
        item = self.plot.getPlotItem()
        # A short word: a low plot has little height for it (the tooltip and the summary say "chance to win").
        item.setLabel("left", self.tr("Chance"), **{"font-size": "8pt"})
        item.setLabel("bottom", self.tr("Move"), **{"font-size": "8pt"})
        self.legend.setToolTip(self.mark_text("?!") + "\n" + self.mark_text("?"))
        self._write_legend()

    def mark_text(self, mark: str) -> str:
        """What a mark ("?!" or "?") says about a move, in words."""
        if mark == "?":
            return texts.fill(self.tr("? a mistake: the move cost its player at least %1 points of their chance "
                                      "to win against the move the analysis prefers"), round(100 * MISTAKE))
        return texts.fill(self.tr("?! a dubious move: the move cost its player at least %1 points of their chance "
                                  "to win against the move the analysis prefers"), round(100 * DUBIOUS))

    def _write_legend(self) -> None:
        seats = "&nbsp;&nbsp; ".join(f"{self._swatch(colour)}&nbsp;{html.escape(name)}"
                                     for colour, name in zip(self.colours, self.names, strict=False))
        marks = html.escape(self.tr("\u25bc ?! dubious, ? mistake: a move that lost ground"))
        self.legend.setText(f"{seats}&nbsp;&nbsp;&nbsp; {marks}" if seats else marks)

    def follow_palette(self) -> None:
        """The plot's own lines take the theme's colours (its background and axes follow by themselves)."""
        colours = theme.current()
        self.cursor_line.setPen(pg.mkPen(colours.colour("qt.Highlight"), width=2))
        outline = colours.colour("plot_text")
        outline.setAlpha(150)
        for line in self.outlines:
            line.setPen(pg.mkPen(outline, width=4.5))
        self._write_legend()
        if self.chances is not None:
            self.show_chances(*self.chances)

    @staticmethod
    def _swatch(colour: QColor) -> str:
        """A seat's square in its colour, on the text colour where the window would swallow it (a white seat)."""
        colours = theme.current()
        ground = colours.colour("qt.Window")
        if theme.contrast(colour, ground) < 1.5:
            ground = colours.colour("plot_text")
        return f'<span style="color:{colour.name()}; background-color:{ground.name()}">\u25a0</span>'

    def set_seats(self, colours: list[QColor], names: list[str] | None = None) -> None:
        """Each seat's line in its colour; `names` for the legend (None: the seats keep theirs)."""
        for curve in self.curves + self.outlines:
            self.plot.removeItem(curve)
        # Each seat's line runs over a line of the text colour, so a white or black seat stays visible
        # on a light or dark background alike.
        self.outlines = [self.plot.plot([], [], pen=pg.mkPen(width=4.5)) for _ in colours]
        self.curves = [self.plot.plot([], [], pen=pg.mkPen(colour, width=2.5), symbol="o", symbolSize=6,
                                      symbolBrush=colour, symbolPen=None) for colour in colours]
        self.colours = colours
        self.names = names if names is not None else self.names
        self._write_legend()
        self.chances = None  # another game's, or drawn again by the review for the new colours
        self.follow_palette()

    def set_range(self, positions: int) -> None:
        self.plot.setXRange(0, max(1, positions - 1), padding=0.02)

    def show_chances(self, chances: list[tuple[float, ...]], mistakes: list[tuple[int, int, str]]) -> None:
        """Each seat's curve and a triangle at each marked move: (position after it, mover, "?!" or "?")."""
        xs = list(range(len(chances)))
        for seat, (curve, outline) in enumerate(zip(self.curves, self.outlines, strict=True)):
            ys = [entry[seat] for entry in chances]
            outline.setData(xs, ys)
            curve.setData(xs, ys)
        self.chances = (chances, mistakes)
        edge = pg.mkPen(theme.current().colour("plot_text"))
        self.mistakes.setData([{"pos": (x, chances[x][seat]), "brush": self.colours[seat], "pen": edge,
                                "data": texts.fill(self.tr("Move %1: %2"), x, self.mark_text(mark))}
                               for x, seat, mark in mistakes if x < len(chances)])

    def _clicked(self, event) -> None:
        view_box = self.plot.getPlotItem().getViewBox()
        if not view_box.sceneBoundingRect().contains(event.scenePos()):
            return
        spot = view_box.mapSceneToView(event.scenePos())
        marked = self.mistakes.pointsAt(spot)
        if len(marked):
            # A mark stands at the position after its move; the mistake shows one step back, where the board
            # has the move played and the move preferred, and the summary says why.
            self.clicked.emit(round(marked[0].pos().x()) - 1)
        else:
            self.clicked.emit(round(spot.x()))
