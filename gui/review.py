"""Review a game: replay it move by move, analyse it, and see where it turned.

The review dock sits under the board. While it is open the game stands still (no computer moves, no
clicks on the board): the slider and the step buttons move through the history, the plot shows each
seat's chance to win over the moves, the move list marks the moves that lost ground ("?!", "?"), and at
such a position the board shows the move played and the move the analysis prefers, with the chance
each leads to. The analysis runs one position at a time in a worker thread and is kept in the game's
record (`engine.analysis.GameAnalysis`), so a saved game reopens with it.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPalette, QPixmap, QPolygonF
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSlider,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine import IllegalMove
from gui import saves, texts
from gui.analyser import Analyser
from gui.common.board import MoveMark
from gui.session import GameSession


def percent(chance: float) -> str:
    """A chance as a percentage in the player's language ("63%", "63 %")."""
    return texts.fill(QCoreApplication.translate("review", "%1%"), round(100 * chance))


def step_pixmap(direction: int, bar: bool, colour: QColor, ratio: float, size: int = 16) -> QPixmap:
    """A step button's arrow: a triangle pointing left (-1) or right (1), with a bar at its tip for "to the end"."""
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    mid, tip, back = size / 2, size / 2 + direction * 4.5, size / 2 - direction * 4.5
    painter.drawPolygon(QPolygonF([QPointF(tip, mid), QPointF(back, mid - 5.5), QPointF(back, mid + 5.5)]))
    if bar:
        painter.drawRect(QRectF(tip + 0.5 if direction > 0 else tip - 2.5, mid - 5.5, 2.0, 11.0))
    painter.end()
    return pixmap


class ReviewPanel(QWidget):
    """The plot, the progress of an analysis, the replay controls and the export of the moves."""

    #: The player picked a position (by the plot, the slider or the step buttons).
    positionPicked = Signal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("reviewPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 6)
        top = QHBoxLayout()
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setObjectName("reviewSummary")
        self.summary.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setObjectName("analysisProgress")
        self.progress.setMaximumWidth(220)
        self.progress.hide()
        self.analyse_button = QPushButton()
        self.analyse_button.setObjectName("analyseButton")
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("cancelAnalysisButton")
        self.cancel_button.hide()
        top.addWidget(self.summary, 1)
        top.addWidget(self.progress)
        top.addWidget(self.analyse_button)
        top.addWidget(self.cancel_button)
        layout.addLayout(top)
        # The chance plot (pyqtgraph, and with it NumPy) is made when a game first needs it, not at start-up.
        self._chart = None
        self.chart_slot = QVBoxLayout()
        self.chart_slot.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.chart_slot, 1)
        controls = QHBoxLayout()
        self.first, self.back, self.forward, self.last = (QToolButton() for _ in range(4))
        for button, name, step in ((self.first, "replayFirst", -10**9), (self.back, "replayBack", -1),
                                   (self.forward, "replayForward", 1), (self.last, "replayLast", 10**9)):
            button.setObjectName(name)
            button.setAutoRepeat(abs(step) == 1)
            button.clicked.connect(lambda _=False, s=step: self._step(s))
        self._draw_step_icons()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replaySlider")
        self.slider.valueChanged.connect(self._slid)
        self.where = QLabel()
        self.where.setObjectName("replayPosition")
        self.export_button = QPushButton()
        self.export_button.setObjectName("exportMovesButton")
        for widget in (self.first, self.back):
            controls.addWidget(widget)
        controls.addWidget(self.slider, 1)
        for widget in (self.forward, self.last, self.where, self.export_button):
            controls.addWidget(widget)
        layout.addLayout(controls)
        self._updating = False
        self.retranslate()

    def focus_chain(self) -> list[QWidget]:
        """Where Tab stops in the review, in order."""
        return [self.analyse_button, self.cancel_button, self.first, self.back, self.slider, self.forward,
                self.last, self.export_button]

    def retranslate(self) -> None:
        self.analyse_button.setText(self.tr("Analyse Game"))
        self.analyse_button.setToolTip(self.tr("Evaluate every position: each player's chance to win, move by move"))
        self.cancel_button.setText(self.tr("Stop"))
        self.export_button.setText(self.tr("Export Moves…"))
        for button, text in ((self.first, self.tr("Start of the game")), (self.back, self.tr("One move back")),
                             (self.forward, self.tr("One move forward")), (self.last, self.tr("Last move"))):
            button.setToolTip(text)
            button.setAccessibleName(text)  # the buttons show only an icon
        self.slider.setAccessibleName(self.tr("Position in the game"))
        if self._chart is not None:
            self._retranslate_chart()

    def _retranslate_chart(self) -> None:
        plot = self._chart.plot
        plot.setAccessibleName(self.tr("Chances to win"))
        # The axis says it in numbers; the words go to the tooltip, so a short plot loses nothing.
        plot.getPlotItem().getAxis("left").setTicks([[(v, percent(v)) for v in (0, 0.5, 1)]])
        plot.setToolTip(self.tr("Each player's chance to win after every move; click to go there"))
        plot.setAccessibleDescription(plot.toolTip())
        self._chart.retranslate()

    def chart(self):
        """The chance plot (a `gui.chance_plot.ChancePlot`), made on first use."""
        if self._chart is None:
            from gui.chance_plot import ChancePlot

            self._chart = ChancePlot(self)
            self._chart.clicked.connect(self._plot_clicked)
            self.chart_slot.addWidget(self._chart.plot)
            self.chart_slot.addWidget(self._chart.legend)
            self._retranslate_chart()
        return self._chart

    @property
    def plot(self):
        return self.chart().plot

    @property
    def curves(self):
        return self.chart().curves

    @property
    def cursor_line(self):
        return self.chart().cursor_line

    @property
    def colours(self) -> list[QColor]:
        """The seats' colours on the plot."""
        return self.chart().colours

    def changeEvent(self, event):  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.PaletteChange:
            self._draw_step_icons()
        super().changeEvent(event)

    def _draw_step_icons(self) -> None:
        """The step buttons' arrows in the theme's button text colour (the style's own icons are dark on any
        theme, and vanish on a dark one)."""
        palette = self.palette()
        colours = {QIcon.Mode.Normal: palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.ButtonText),
                   QIcon.Mode.Disabled: palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText)}
        for button, (direction, bar) in ((self.first, (-1, True)), (self.back, (-1, False)),
                                         (self.forward, (1, False)), (self.last, (1, True))):
            icon = QIcon()
            for mode, colour in colours.items():
                icon.addPixmap(step_pixmap(direction, bar, colour, self.devicePixelRatioF()), mode)
            button.setIcon(icon)

    def follow_palette(self) -> None:
        if self._chart is not None:
            self._chart.follow_palette()

    def set_seats(self, colours: list[QColor], names: list[str] | None = None) -> None:
        self.chart().set_seats(colours, names)

    def set_range(self, positions: int) -> None:
        self._updating = True
        self.slider.setRange(0, max(0, positions - 1))
        self._updating = False
        self.chart().set_range(positions)

    def show_cursor(self, cursor: int, positions: int) -> None:
        self._updating = True
        self.slider.setValue(cursor)
        self._updating = False
        self.chart().cursor_line.setValue(cursor)
        self.where.setText(texts.fill(self.tr("%1 / %2"), cursor, positions - 1))
        self.first.setEnabled(cursor > 0)
        self.back.setEnabled(cursor > 0)
        self.forward.setEnabled(cursor < positions - 1)
        self.last.setEnabled(cursor < positions - 1)

    def show_chances(self, chances: list[tuple[float, ...]], mistakes: list[tuple[int, int]]) -> None:
        """Each seat's curve; `mistakes` are (position after the move, mover, mark) of the marked moves."""
        self.chart().show_chances(chances, mistakes)

    @property
    def chances(self):
        return self._chart.chances if self._chart is not None else None

    def _plot_clicked(self, index: int) -> None:
        self.positionPicked.emit(max(self.slider.minimum(), min(self.slider.maximum(), index)))

    def _slid(self, value: int) -> None:
        if not self._updating:
            self.positionPicked.emit(value)

    def _step(self, step: int) -> None:
        self.positionPicked.emit(max(self.slider.minimum(), min(self.slider.maximum(), self.slider.value() + step)))

    def set_analysing(self, running: bool, done: int = 0, total: int = 0) -> None:
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        self.analyse_button.setVisible(not running)
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)


class ReviewDock(QDockWidget):
    """The review under the board; the window's `session` and `scene` are the game reviewed."""

    def __init__(self, window):
        super().__init__(window)
        self.setObjectName("reviewDock")
        self.window_ = window
        self.panel = ReviewPanel()
        self.setWidget(self.panel)
        self._stack = None  # the undo stack of the game shown: its moves redraw the review
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.analyser = Analyser(self)
        self.analyser.progress.connect(self._progress)
        self.analyser.finished.connect(self._analysis_finished)
        self.analyser.failed.connect(self._analysis_failed)
        self.panel.positionPicked.connect(self._go_to)
        self.panel.analyse_button.clicked.connect(self.analyse)
        self.panel.cancel_button.clicked.connect(self.stop_analysis)
        self.panel.export_button.clicked.connect(self.export_dialog)
        self.visibilityChanged.connect(self._visibility_changed)
        self.retranslate()
        self.hide()

    @property
    def session(self) -> GameSession | None:
        return self.window_.session

    def focus_chain(self) -> list[QWidget]:
        """The review's stops for Tab while it is open (the game page goes round them too)."""
        return self.panel.focus_chain() if self.isVisible() else []

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Review"))
        self.panel.retranslate()
        self.refresh()

    def changeEvent(self, event):  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- the game under review -------------------------------------------------------------------
    def set_session(self, session: GameSession) -> None:
        """A new game in the window: forget the old one's analysis run, draw the new one's."""
        self.analyser.cancel()
        self.panel.set_analysing(False)
        self.panel.set_seats([info.colour for info in session.setup.seat_infos()],
                             [seat.name for seat in session.setup.seats])
        if self._stack is not None and shiboken6.isValid(self._stack):  # the old game no longer redraws the review
            self._stack.indexChanged.disconnect(self._index_changed)
        self._stack = session.undo_stack
        self._stack.indexChanged.connect(self._index_changed)
        self.apply_marks()
        self.refresh()

    def _index_changed(self, _index: int) -> None:
        # Not while the game or the window is being taken down (at quit the undo stack outlives the panel).
        if shiboken6.isValid(self.session) and shiboken6.isValid(self.panel.slider):
            self.refresh()

    def open_review(self) -> None:
        """Show the review: the game stands still while it is open."""
        self.show()
        self.raise_()
        # The board keeps most of the height: the plot gets about a third.
        self.window_.resizeDocks([self], [max(170, self.window_.height() // 3)], Qt.Orientation.Vertical)
        self._visibility_changed(True)

    def _visibility_changed(self, visible: bool) -> None:
        session = self.session
        if session is None or session.reviewing == visible:
            return
        session.reviewing = visible
        if visible:
            session.freeze()
            self.window_.scene.set_interactive(False)
            session.after_change()
        else:
            self.analyser.cancel()
            self.panel.set_analysing(False)
            session.show_current()  # play resumes here: the clock runs again, the turn is handed out
        self.window_.panel.refresh()
        self.window_.update_actions()
        self.refresh()

    def _go_to(self, index: int) -> None:
        session = self.session
        if session is not None and 0 <= index <= session.undo_stack.count():
            session.undo_stack.setIndex(index)

    # -- analysis ------------------------------------------------------------------------------------
    def analyse(self) -> None:
        session = self.session
        if session is None:
            return
        self.open_review()
        self.panel.set_analysing(True, 0, len(session.states))
        self.analyser.start(session, self.window_.settings.get("analysis_seconds"))

    def stop_analysis(self) -> None:
        self.analyser.cancel()
        self.panel.set_analysing(False)
        self.refresh()
        self.window_.history.keep_analysis(self.session)  # the stored game's replay shows what was analysed

    def _progress(self, done: int, total: int) -> None:
        self.panel.set_analysing(True, done, total)
        self.apply_marks()
        self.refresh()

    def _analysis_finished(self) -> None:
        self.panel.set_analysing(False)
        self.apply_marks()
        self.refresh()
        self.window_.history.keep_analysis(self.session)

    def _analysis_failed(self, details: str) -> None:
        self.panel.set_analysing(False)
        self.window_.show_error(self.tr("The analysis ran into a problem."), details)

    def apply_marks(self) -> None:
        """"?!" and "?" in the move list for the moves that lost ground."""
        session = self.session
        if session is None:
            return
        states, moves = session.states, session.moves
        for index in range(len(moves)):
            session.set_move_mark(index, session.analysis.mark(states, moves, index) if session.analysis else "")
        self.window_.panel.history.viewport().update()

    # -- what the review shows at the current position ----------------------------------------------
    def refresh(self) -> None:
        session = self.session
        if session is None:
            return
        states, moves, cursor = session.states, session.moves, session.cursor
        self.panel.set_range(len(states))
        self.panel.show_cursor(cursor, len(states))
        analysis = session.analysis
        chances = analysis.chances if analysis is not None else []
        marked = [(i, analysis.mark(states, moves, i)) for i in range(len(moves))] if analysis else []
        self.panel.show_chances(chances, [(i + 1, states[i].to_move, mark) for i, mark in marked if mark])
        self.panel.summary.setText(self._summary(states, moves, cursor))
        if self.isVisible() and self.window_.scene is not None:
            self.window_.scene.show_marks(self._board_marks(states, moves, cursor))

    def _names(self) -> list[str]:
        return [seat.name for seat in self.session.setup.seats]

    def _summary(self, states, moves, cursor: int) -> str:
        analysis = self.session.analysis
        if analysis is None or cursor >= analysis.complete_for:
            if self.analyser.running:
                return self.tr("Analysing…")
            return self.tr("Step through the game, or analyse it to see each player's chance to win.")
        names = self._names()
        now = ", ".join(f"{names[seat]} {percent(c)}" for seat, c in enumerate(analysis.chances[cursor]))
        text = texts.fill(self.tr("Chances to win: %1."), now)
        if cursor < len(moves) and analysis.mark(states, moves, cursor):
            preferred = analysis.preferred.get(cursor)
            mover = states[cursor].to_move
            played = analysis.chances[cursor + 1][mover] if cursor + 1 < analysis.complete_for else None
            if preferred is not None and played is not None:
                text += " " + texts.fill(
                    self.tr("Next move %1 (%2) leaves %3 a chance of %4; the analysis prefers %5 (%6)."),
                    cursor + 1, self._in_words(states[cursor], moves[cursor]), names[mover], percent(played),
                    self._in_words(states[cursor], preferred.move), percent(preferred.chances[mover]))
        return text

    def _in_words(self, state, text: str) -> str:
        """A move in notation, played at `state`, as the move list words it."""
        try:
            move = state.parse_move(text)
        except IllegalMove:
            return text
        return self.session.words(state, move, text)

    def _board_marks(self, states, moves, cursor: int) -> list[MoveMark]:
        """The move played and the move preferred, where the move played from here lost ground."""
        analysis = self.session.analysis
        if analysis is None or cursor >= len(moves) or not analysis.mark(states, moves, cursor):
            return []
        preferred = analysis.preferred.get(cursor)
        state, mover = states[cursor], states[cursor].to_move
        if preferred is None or cursor + 1 >= analysis.complete_for:
            return []
        try:
            played, better = state.parse_move(moves[cursor]), state.parse_move(preferred.move)
        except IllegalMove:
            return []
        return [MoveMark(played, "played", percent(analysis.chances[cursor + 1][mover])),
                MoveMark(better, "preferred", percent(preferred.chances[mover]))]

    # -- export ------------------------------------------------------------------------------------------
    def moves_text(self) -> str:
        """The game's moves in its notation, numbered, with the analysis marks, as a plain text."""
        session = self.session
        names, states, moves = self._names(), session.states, session.moves
        lines = [f"# {texts.game_name(session.spec)} — {date.today().isoformat()}",
                 "# " + ", ".join(names)]
        for index, move in enumerate(moves):
            mover = states[index].to_move
            mark = session.analysis.mark(states, moves, index) if session.analysis else ""
            who = f"{names[mover]}: " if mover is not None else ""
            lines.append(f"{index + 1}. {who}{move}{(' ' + mark) if mark else ''}")
        outcome = states[-1].outcome()
        if outcome is not None:
            lines.append("# " + texts.outcome_text(session.spec, outcome, names))
        return "\n".join(lines) + "\n"

    def export_dialog(self) -> None:
        if self.session is None:
            return
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export Moves"), self.window_.settings.get("save_folder"),
                                              self.tr("Text files (*.txt)"))
        if name:
            self.export(Path(name) if Path(name).suffix else Path(name).with_suffix(".txt"))

    def export(self, path: Path) -> bool:
        try:
            saves.write_atomically(path, self.moves_text())
        except OSError as exc:
            self.window_.show_error(self.tr("The moves could not be exported."), str(exc))
            return False
        self.window_.show_status(texts.fill(self.tr("Moves exported to %1"), path))
        return True


def chance_label(evaluation: Any, seat: int | None) -> str:
    """The chance a hint leads to, for the seat that would play it."""
    return percent(evaluation[seat]) if evaluation is not None and seat is not None else ""
