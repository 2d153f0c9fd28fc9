"""Learn to play: a game's tutorial, step by step, on the real board.

The tutorial page has its own board view and scene (the running game, if any, stays as it was). Each
step's text stands beside the board, the cells that matter are ringed, and the scene's clicks go to the
lesson (`engine.tutorial.Lesson`) instead of a game session: the intended move is played (and the other
seats' scripted answers after it); any other move is refused with the reason, in the player's language.
"Show Me" plays the intended move on the board and takes it back, leaving its arrow: the learner then makes
it. The game's own controls (Pass, a throw's settings...) stand in the panel, as beside a game.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from engine import IllegalMove
from engine.tutorial import GOAL_MISSED, NOT_INTENDED, Lesson, load_tutorial
from gui import texts
from gui.common.board import ANIMATION_FACTORS, BoardScene, BoardView, MoveMark
from gui.games import scene_class
from gui.setup import quick_setup

#: Pause before the other side's scripted answer, so the learner sees their own move land (milliseconds).
REPLY_PAUSE_MS = 700
# How long "Show Me" leaves the move it played on the board before taking it back (milliseconds).
SHOW_PAUSE_MS = 1200
# What a new attempt on the board is: the old "Try again" goes as soon as the learner tries anew.
ATTEMPTS = (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress)


class TutorialPanel(QFrame):
    """The step's title and text, what happened to the last move, and the buttons to go on."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("tutorialPanel")
        self.setMinimumWidth(220)
        self.setMaximumWidth(360)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 12, 12, 12)
        # The texts and the game's controls scroll when the window is small; the buttons stay in view.
        body = QWidget()
        body.setObjectName("tutorialBody")
        self.scroll = QScrollArea()
        self.scroll.setObjectName("tutorialScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setWidget(body)
        self.scroll.viewport().setObjectName("tutorialViewport")
        # The panel's own background shows through (a game panel's tables keep theirs).
        self.scroll.setStyleSheet("#tutorialScroll, #tutorialViewport, #tutorialBody { background: transparent; }")
        outer.addWidget(self.scroll, 1)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel()
        self.heading.setObjectName("panelTitle")
        self.heading.setWordWrap(True)
        self.counter = QLabel()
        self.counter.setObjectName("tutorialCounter")
        self.title = QLabel()
        self.title.setObjectName("tutorialStepTitle")
        self.title.setWordWrap(True)
        self.text = QLabel()
        self.text.setObjectName("tutorialText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.feedback = QLabel()
        self.feedback.setObjectName("tutorialFeedback")
        self.feedback.setWordWrap(True)
        self.feedback.setTextFormat(Qt.TextFormat.PlainText)
        for widget in (self.heading, self.counter, self.title, self.text, self.feedback):
            layout.addWidget(widget)
        self.game_box = QVBoxLayout()  # the game's own controls (BoardScene.panel_widget)
        self.game_box.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.game_box)
        layout.addStretch(1)
        layout = outer
        self.show_me = QPushButton()
        self.show_me.setObjectName("tutorialShowMe")
        self.restart = QPushButton()
        self.restart.setObjectName("tutorialRestartStep")
        row = QHBoxLayout()
        row.addWidget(self.show_me)
        row.addWidget(self.restart)
        layout.addLayout(row)
        row = QHBoxLayout()
        self.back = QPushButton()
        self.back.setObjectName("tutorialBack")
        self.next = QPushButton()
        self.next.setObjectName("tutorialNext")
        self.next.setDefault(True)
        row.addWidget(self.back)
        row.addWidget(self.next)
        layout.addLayout(row)
        self.close_button = QPushButton()
        self.close_button.setObjectName("tutorialClose")
        layout.addWidget(self.close_button)


class TutorialPage(QSplitter):
    """The board and the tutorial panel; `closed` when the learner leaves."""

    closed = Signal()

    def __init__(self, settings, parent=None):
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setObjectName("tutorialPage")
        self.settings = settings
        self.view = BoardView()
        self.panel = TutorialPanel()
        self.addWidget(self.view)
        self.addWidget(self.panel)
        self.setStretchFactor(0, 1)
        self.setChildrenCollapsible(False)
        self.scene: BoardScene | None = None
        self.setup = None  # the tutorial's seats (a GameSetup)
        self.lesson: Lesson | None = None
        self.feedback = ("", ())  # (kind, values): kept untranslated, so a language switch re-words it
        self._reply_timer = QTimer(self)
        self._reply_timer.setSingleShot(True)
        self._reply_timer.timeout.connect(self._show_reply)
        self._replies: list = []
        self._shown_move = None  # the move "Show Me" is playing, until it is taken back
        self._show_timer = QTimer(self)
        self._show_timer.setSingleShot(True)
        self._show_timer.timeout.connect(self._take_back)
        self.view.installEventFilter(self)
        self.view.viewport().installEventFilter(self)
        self.panel.show_me.clicked.connect(self.show_me)
        self.panel.restart.clicked.connect(lambda: self.go_to(self.lesson.index))
        self.panel.back.clicked.connect(lambda: self.go_to(self.lesson.index - 1))
        self.panel.next.clicked.connect(self._next)
        self.panel.close_button.clicked.connect(self.close_tutorial)
        self.retranslate()

    # -- starting and leaving -----------------------------------------------------------------------
    def start(self, game_id: str, step: int = 0) -> None:
        tutorial = load_tutorial(game_id)
        first = tutorial.steps[0].position
        setup = quick_setup(game_id, first.seats, dict(first.options))
        for seat in setup.seats:
            seat.human = True  # the learner plays every seat; the other side's answers are scripted
        self._drop_scene()
        scene = scene_class(game_id)(first.spec, setup.seat_infos(), self)
        scene.settings = self.settings
        scene.animation_factor = ANIMATION_FACTORS[self.settings.animation_speed()]
        self.setup = setup
        scene.moveChosen.connect(self._move_chosen)
        scene.moveRefused.connect(lambda refusal: self._say("refused", refusal))
        self.scene = scene
        self.view.setScene(scene)
        controls = scene.panel_widget()
        if controls is not None:
            self.panel.game_box.addWidget(controls)
        self.lesson = Lesson(tutorial, step)
        # The board takes whatever the panel does not need (a splitter would otherwise share it out).
        width = max(self.width(), self.window().width())
        self.setSizes([max(240, width - 340), 340])
        self.panel.heading.setText(texts.fill(self.tr("Learn to play %1"), texts.game_name(first.spec)))
        self.go_to(step)

    def close_tutorial(self) -> None:
        self.shutdown()
        self.closed.emit()

    def shutdown(self) -> None:
        """Stop the tutorial's scene (the window closes, or the learner leaves)."""
        self._drop_scene()
        self.lesson = None

    def _drop_scene(self) -> None:
        self._reply_timer.stop()
        self._show_timer.stop()
        self._shown_move = None
        while self.panel.game_box.count():
            controls = self.panel.game_box.takeAt(0).widget()
            controls.hide()
            controls.deleteLater()
        if self.scene is not None:
            self.view.setScene(None)
            self.scene.shutdown()
            self.scene.deleteLater()
            self.scene = None

    # -- steps -----------------------------------------------------------------------------------------
    def go_to(self, index: int) -> None:
        self._reply_timer.stop()
        self._show_timer.stop()
        self._shown_move = None
        self._replies = []
        self.lesson.go_to(index)
        self.feedback = ("", ())
        self._show(self.lesson.state, None, animate=False)

    def _next(self) -> None:
        if self.lesson.finished:
            self.close_tutorial()
        elif self.lesson.step_done or not self.lesson.step.turns:
            self.go_to(self.lesson.index + 1)

    def _busy(self) -> bool:
        """The other side's answer or a shown move is still on its way: the board waits."""
        return self._reply_timer.isActive() or self._show_timer.isActive()

    def show_me(self) -> None:
        """Play the move the step asks for on the board, then take it back and leave its arrow: the learner
        watches, then makes the move themselves (the step is not done by watching)."""
        lesson = self.lesson
        if lesson is None or lesson.turn is None or self._busy():
            return
        move = lesson.state.parse_move(lesson.turn.example)
        self._shown_move = move
        self.feedback = ("watch", ())
        self.scene.set_interactive(False)
        self.scene.show_highlights([])
        self.scene.show_state(lesson.state.apply(move), move, True)
        self._show_timer.start(SHOW_PAUSE_MS)
        self.refresh()

    def _take_back(self) -> None:
        if self.scene is not None and self.scene.animation_running():
            self._show_timer.start(100)
            return
        move, self._shown_move = self._shown_move, None
        self.feedback = ("your turn", ())
        self._show(self.lesson.state, None, animate=False, marks=[MoveMark(move, "hint")])

    def eventFilter(self, watched, event):  # noqa: N802 - Qt override
        if event.type() in ATTEMPTS and self.feedback[0] == "refused":
            self._say("")  # a new attempt: the last refusal no longer applies
        return super().eventFilter(watched, event)

    def _move_chosen(self, move: Any) -> None:
        lesson = self.lesson
        if lesson is None or lesson.turn is None or self._busy():
            return
        try:
            after = lesson.judge(move)
        except IllegalMove as refusal:
            self._say("refused", refusal)
            return
        self._replies = lesson.accept(after)
        self.feedback = ("good", ()) if not lesson.step_done else ("done", ())
        self._show(after, move, animate=True)
        if self._replies:
            self._reply_timer.start(REPLY_PAUSE_MS)

    def _show_reply(self) -> None:
        if self.scene is not None and self.scene.animation_running():
            self._reply_timer.start(100)
            return
        state = self._replies.pop(0)
        self._show(state, None, animate=False)
        if self._replies:
            self._reply_timer.start(REPLY_PAUSE_MS)

    def _show(self, state, last_move, animate: bool, marks: list[MoveMark] | None = None) -> None:
        scene = self.scene
        waiting = bool(self._replies) or self._busy()
        scene.set_interactive(False)
        scene.show_state(state, last_move, animate)
        scene.show_marks(marks or [])
        step = self.lesson.step
        # Rings point at what the step is about: until its move is made (a step without moves keeps them).
        scene.show_highlights(list(step.highlight) if not self.lesson.step_done or not step.turns else [])
        scene.set_interactive(self.lesson.turn is not None and not waiting)
        self.refresh()

    def _say(self, kind: str, refusal: IllegalMove | None = None) -> None:
        """Tell the learner `kind` ("refused" with the engine's reason; "" says nothing)."""
        self.feedback = (kind, (refusal,) if refusal is not None else ())
        self.refresh()

    # -- texts -------------------------------------------------------------------------------------------
    def changeEvent(self, event):  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        panel = self.panel
        panel.show_me.setText(self.tr("Show Me"))
        panel.restart.setText(self.tr("Start Step Again"))
        panel.back.setText(self.tr("Back"))
        panel.close_button.setText(self.tr("Leave the Tutorial"))
        if self.scene is not None:
            self.scene.retranslate()
            self.panel.heading.setText(texts.fill(self.tr("Learn to play %1"), texts.game_name(self.scene.spec)))
        self.refresh()

    def feedback_text(self) -> str:
        kind, values = self.feedback
        step = self.lesson.step
        if kind == "refused":
            refusal = values[0]
            why = texts.refusal_text(self.scene.spec, refusal)
            text = texts.fill(self.tr("Try again: %1"), why)
            if refusal.code in (NOT_INTENDED, GOAL_MISSED) and step.hint:
                text += " " + texts.tutorial_text(step.hint)
            return text
        if kind == "done":
            return texts.tutorial_text(step.done) or self.tr("Well done!")
        if kind == "good":
            return self.tr("Good. Go on.")
        if kind == "watch":
            return self.tr("Watch the move on the board.")
        if kind == "your turn":
            return self.tr("Now make that move yourself.")
        return ""

    def refresh(self) -> None:
        lesson, panel = self.lesson, self.panel
        if lesson is None:
            return
        step = lesson.step
        total = len(lesson.tutorial.steps)
        panel.counter.setText(texts.fill(self.tr("Step %1 of %2"), lesson.index + 1, total))
        title = texts.tutorial_text(step.title)
        panel.title.setText(texts.fill(self.tr("Challenge: %1"), title) if step.challenge else title)
        panel.text.setText(texts.tutorial_text(step.text))
        panel.feedback.setText(self.feedback_text())
        panel.feedback.setProperty("refused", self.feedback[0] == "refused")
        panel.feedback.style().unpolish(panel.feedback)
        panel.feedback.style().polish(panel.feedback)
        can_go_on = lesson.step_done or not step.turns
        panel.next.setText(self.tr("Finish") if lesson.index == total - 1 else self.tr("Next"))
        panel.next.setEnabled(can_go_on and not self._busy())
        panel.back.setEnabled(lesson.index > 0)
        panel.show_me.setEnabled(lesson.turn is not None and not self._busy())
