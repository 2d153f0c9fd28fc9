"""A tiny game for testing the shell without depending on any real game.

Counting race: seats take turns adding 1, 2 or 3 to a running total; whoever
reaches the target wins. "roll" mode adds a die roll to the move, so the RNG is
exercised. Its scene draws the total as text and offers three buttons.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem

from engine.core import (
    QT_TRANSLATE_NOOP,
    BadState,
    Choice,
    Colour,
    GameSpec,
    GameState,
    IllegalMove,
    Option,
    Outcome,
    Reason,
    Refusal,
    check_move,
)
from gui.common.board import BoardScene


@dataclass(frozen=True)
class Add:
    amount: int


class CountState(GameState):
    def __init__(self, seats, options, rng, total=0, turn=0, last_roll=0):
        super().__init__(seats, options, rng)
        self.total, self.turn, self.last_roll = total, turn, last_roll

    @classmethod
    def initial(cls, seats, options, rng):
        return cls(seats, options, rng)

    @property
    def to_move(self):
        return None if self.outcome() else self.turn

    def legal_moves(self):
        return [] if self.outcome() else [Add(n) for n in (1, 2, 3)]

    def apply(self, move):
        check_move(move, Add)
        if self.outcome():
            raise IllegalMove(Refusal.GAME_OVER, move=move)
        if move not in self.legal_moves():
            raise IllegalMove("amount", move.amount, move=move)
        rng = self.rng.copy()
        roll = rng.randint(1, 6) if self.options["mode"] == "roll" else 0
        return CountState(self.seats, self.options, rng, self.total + move.amount + roll,
                          (self.turn + 1) % self.seats, roll)

    def outcome(self):
        if self.total >= self.options["target"]:
            return Outcome(((self.turn - 1) % self.seats,), Reason.WIN)
        return None

    def move_to_text(self, move):
        check_move(move, Add)
        return f"+{move.amount}"

    def parse_move(self, text):
        if not text.startswith("+") or not text[1:].isdigit() or len(text) > 4:
            raise IllegalMove(Refusal.UNREADABLE, move=text)
        move = Add(int(text[1:]))
        self.apply(move)  # refuses with the reason
        return move

    def scores(self):
        return tuple(float(self.total) if s == self.turn else 0.0 for s in range(self.seats))

    def data_to_dict(self):
        return {"total": self.total, "turn": self.turn, "last_roll": self.last_roll}

    @classmethod
    def data_from_dict(cls, seats, options, rng, data):
        total, turn, roll = data["total"], data["turn"], data["last_roll"]
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (total, turn, roll)):
            raise BadState("count: integers expected")
        if not 0 <= turn < seats or total < 0:
            raise BadState("count: out of range")
        return cls(seats, options, rng, total, turn, roll)


SPEC = GameSpec(
    "count", "Count", "Reach the target first.", range(1, 5),
    options=(
        Option("target", "Target", 15, kind="int", minimum=5, maximum=99),
        Option("mode", "Mode", "plain", choices=(Choice("plain", "Plain"), Choice("roll", "Roll"))),
    ),
    colours=(Colour("red", "Red", "#cc3333"), Colour("blue", "Blue", "#3355cc"),
             Colour("green", "Green", "#33aa55"), Colour("gold", "Gold", "#ddaa22")),
    hidden_hands=True,
    refusals={"amount": QT_TRANSLATE_NOOP("refusals", "You can add 1, 2 or 3, not %1.")},
    state_class=CountState,
)


class Scene(BoardScene):
    def __init__(self, spec, seats, parent=None):
        super().__init__(spec, seats, parent)
        self.buttons = []
        for n in (1, 2, 3):
            rect = QGraphicsRectItem(QRectF(n * 120, 200, 100, 60))
            rect.setBrush(QColor("#ddd"))
            rect.setData(0, n)
            self.addItem(rect)
            self.buttons.append(rect)
        self.label = QGraphicsSimpleTextItem("0")
        self.label.setPos(120, 40)
        self.addItem(self.label)
        self.shown = []

    def show_state(self, state, last_move=None, animate=True):
        self.state = state
        self.shown.append(state.total)
        self.label.setText(str(state.total))

    def content_rect(self):
        return QRectF(0, 0, 500, 300)

    def mousePressEvent(self, event):  # noqa: N802
        item = self.itemAt(event.scenePos(), self.views()[0].transform()) if self.views() else None
        if self.interactive and item is not None and item.data(0):
            self.moveChosen.emit(Add(item.data(0)))
