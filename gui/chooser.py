"""The game chooser: one card per game, in a grid that reflows with the window width."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from engine import GAMES, GameSpec
from engine.tutorial import has_tutorial
from gui import texts
from gui.games import playable
from gui.paths import asset

CARD_WIDTH = 280
#: Arrow keys between the cards, as (dx, dy) in the grid.
CARD_ARROWS = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}


def game_picture(game_id: str, size: QSize, ratio: float) -> QPixmap:
    """The game's SVG artwork rendered sharply for the screen's device-pixel ratio."""
    pixmap = QPixmap(size * ratio)
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    renderer = QSvgRenderer(str(asset("games", f"{game_id}.svg")))
    if renderer.isValid():
        painter = QPainter(pixmap)
        renderer.render(painter)
        painter.end()
    return pixmap


class GameCard(QFrame):
    """A clickable card: picture, name, player counts and a one-line description."""

    clicked = Signal(str)
    #: The player asked for the game's tutorial.
    learn = Signal(str)
    #: An arrow key on the card: (card, dx, dy), for the chooser to move the focus to a neighbour.
    arrow = Signal(object, int, int)

    def __init__(self, spec: GameSpec, parent=None):
        super().__init__(parent)
        self.spec = spec
        self.available = playable(spec.id)
        self.setObjectName("gameCard")
        self.setProperty("available", self.available)
        self.setFixedWidth(CARD_WIDTH)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        self.setCursor(Qt.CursorShape.PointingHandCursor if self.available else Qt.CursorShape.ArrowCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if self.available else Qt.FocusPolicy.NoFocus)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 14)
        layout.setSpacing(6)
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.picture.setFixedHeight(150)
        self.name = QLabel()
        self.name.setObjectName("cardTitle")
        self.name.setWordWrap(True)
        self.players = QLabel()
        self.players.setObjectName("cardPlayers")
        self.blurb = QLabel()
        self.blurb.setWordWrap(True)
        self.blurb.setObjectName("cardBlurb")
        self.blurb.setMinimumHeight(38)
        self.badge = QLabel()
        self.badge.setObjectName("cardBadge")
        self.badge.setVisible(not self.available)
        self.learn_button = QPushButton()
        self.learn_button.setObjectName("learnToPlay")
        self.learn_button.setVisible(self.available and has_tutorial(spec.id))
        self.learn_button.clicked.connect(lambda: self.learn.emit(self.spec.id))
        for widget in (self.picture, self.name, self.players, self.blurb, self.badge):
            layout.addWidget(widget)
        layout.addStretch(1)
        layout.addWidget(self.learn_button, 0, Qt.AlignmentFlag.AlignLeft)
        self._render_picture()
        self.retranslate()

    def _render_picture(self) -> None:
        pixmap = game_picture(self.spec.id, QSize(CARD_WIDTH - 24, 150), self.devicePixelRatioF())
        if not self.available:
            faded = QPixmap(pixmap.size())
            faded.setDevicePixelRatio(pixmap.devicePixelRatio())
            faded.fill(Qt.GlobalColor.transparent)
            painter = QPainter(faded)
            painter.setOpacity(0.35)
            painter.drawPixmap(0, 0, pixmap)
            painter.end()
            pixmap = faded
        self.picture.setPixmap(pixmap)

    def retranslate(self) -> None:
        self.name.setText(texts.game_name(self.spec))
        self.players.setText(texts.seat_range(self.spec))
        self.blurb.setText(texts.game_blurb(self.spec))
        self.badge.setText(self.tr("Not yet available"))
        self.learn_button.setText(self.tr("Learn to Play"))
        self.learn_button.setToolTip(texts.fill(self.tr("A short interactive lesson on %1"), texts.game_name(self.spec)))
        tip = texts.fill(self.tr("Start a new game of %1"), texts.game_name(self.spec))
        self.setToolTip(tip if self.available else self.tr("This game is still being built."))
        self.setAccessibleName(texts.game_name(self.spec))
        said = [self.players.text(), self.blurb.text(), tip if self.available else self.badge.text()]
        self.setAccessibleDescription(". ".join(text.rstrip(".") for text in said) + ".")
        self.learn_button.setAccessibleName(texts.fill(self.tr("Learn to play %1"), texts.game_name(self.spec)))
        self.learn_button.setAccessibleDescription(self.learn_button.toolTip())

    def mouseReleaseEvent(self, event):  # noqa: N802 - Qt override
        if self.available and event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit(self.spec.id)
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event):  # noqa: N802 - Qt override
        if self.available and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.clicked.emit(self.spec.id)
            return
        if event.key() in CARD_ARROWS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.arrow.emit(self, *CARD_ARROWS[event.key()])
            return
        super().keyPressEvent(event)


class GameChooser(QScrollArea):
    """All six games; `gameChosen(id)` when the player picks an available one."""

    gameChosen = Signal(str)
    #: The player asked for a game's tutorial.
    learnChosen = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("chooser")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget()
        body.setObjectName("chooserBody")
        outer = QVBoxLayout(body)
        outer.setContentsMargins(16, 20, 16, 20)
        outer.setSpacing(18)
        self.heading = QLabel()
        self.heading.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.heading.setObjectName("chooserHeading")
        self.subheading = QLabel()
        self.subheading.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.subheading.setObjectName("chooserSubheading")
        self.subheading.setWordWrap(True)
        outer.addWidget(self.heading)
        outer.addWidget(self.subheading)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(18)
        self.grid.setVerticalSpacing(18)
        centred = QHBoxLayout()
        centred.addStretch(1)
        centred.addLayout(self.grid)
        centred.addStretch(1)
        outer.addLayout(centred)
        outer.addStretch(1)
        self.setWidget(body)
        self.cards = [GameCard(spec) for spec in GAMES.values()]
        for card in self.cards:
            card.clicked.connect(self.gameChosen)
            card.learn.connect(self.learnChosen)
            card.arrow.connect(self._arrow)
        self._columns = 0
        self._reflow()
        self.retranslate()

    def card(self, game_id: str) -> GameCard:
        return next(card for card in self.cards if card.spec.id == game_id)

    def _reflow(self) -> None:
        spacing = self.grid.horizontalSpacing()
        columns = max(1, min(3, (self.viewport().width() - 32 + spacing) // (CARD_WIDTH + spacing)))
        if columns == self._columns:
            return
        self._columns = columns
        for card in self.cards:
            self.grid.removeWidget(card)
        for index, card in enumerate(self.cards):
            self.grid.addWidget(card, index // columns, index % columns, Qt.AlignmentFlag.AlignTop)

    def _arrow(self, card: GameCard, dx: int, dy: int) -> None:
        """Focus the next available card that way in the grid (the cards of games still being built are skipped)."""
        index, step = self.cards.index(card), dx + dy * self._columns
        while 0 <= index + step < len(self.cards):
            index += step
            target = self.cards[index]
            if target.available:
                target.setFocus(Qt.FocusReason.OtherFocusReason)
                self.ensureWidgetVisible(target)
                return

    def resizeEvent(self, event):  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._reflow()

    def changeEvent(self, event):  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Choose a game"))
        self.subheading.setText(self.tr("Play hot-seat with friends at one computer, or against the computer."))
        for card in self.cards:
            card.retranslate()
