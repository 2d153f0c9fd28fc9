"""The analysis of a game, run one position at a time off the UI thread (for the review dock).

Each position is one job in the shared worker pool (`gui.workers.TaskRunner`), so the window never waits,
progress is reported between jobs and Stop takes effect at once. The results go into the session's
`engine.analysis.GameAnalysis`, which the game's record keeps.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from engine.analysis import GameAnalysis, analyse_position, position_chances
from gui.session import GameSession
from gui.workers import TaskRunner


class Analyser(QObject):
    """Analyses a session's positions one by one off the UI thread, from the first not yet analysed."""

    #: Positions analysed so far, positions in all.
    progress = Signal(int, int)
    #: The analysis reached the last position.
    finished = Signal()
    failed = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.runner = TaskRunner(self)
        self.runner.finished.connect(self._analysed)
        self.runner.failed.connect(self._failed)
        self.session: GameSession | None = None
        self.previous = None  # the last position's evaluation (its preferred move is judged with the next)
        self.index = 0  # the position being analysed
        self._resuming = False

    @property
    def running(self) -> bool:
        return self.runner.busy

    def start(self, session: GameSession, seconds: float) -> None:
        self.cancel()
        self.session = session
        self.states, self.moves = session.states, session.moves
        analysis = session.analysis
        if analysis is None or analysis.seconds != seconds:
            analysis = session.analysis = GameAnalysis(session.initial.seats, seconds)
        analysis.truncate(len(self.states))
        self.previous = None
        resume = analysis.complete_for
        if 0 < resume < len(self.states):
            # Going on from a stopped or saved analysis: the last position's evaluation again (the same
            # seed gives the same chances) for the move it preferred, which the next position's mark needs.
            state = self.states[resume - 1]
            self.runner.start(lambda cancel: position_chances(state, resume - 1, seconds, cancel))
            self._resuming = True
            return
        self._next()

    def cancel(self) -> None:
        self.runner.cancel()
        self._resuming = False

    def _next(self) -> None:
        analysis = self.session.analysis
        index = self.index = analysis.complete_for
        self.progress.emit(index, len(self.states))
        if index >= len(self.states):
            self.finished.emit()
            return
        states, moves, previous, seconds = self.states, self.moves, self.previous, analysis.seconds
        self.runner.start(lambda cancel: analyse_position(states, moves, index, seconds, cancel, previous))

    def _analysed(self, result) -> None:
        if self._resuming:
            self._resuming = False
            self.previous = result
            self._next()
            return
        evaluation, preferred = result
        analysis = self.session.analysis
        if analysis is None or analysis.complete_for != self.index or len(self.session.states) != len(self.states):
            self.cancel()  # the game took another course meanwhile: what was asked no longer fits
            self.finished.emit()
            return
        analysis.chances.append(tuple(evaluation))
        if preferred is not None:
            analysis.preferred[preferred.index] = preferred
        self.previous = evaluation
        self._next()

    def _failed(self, details: str) -> None:
        self.failed.emit(details)
