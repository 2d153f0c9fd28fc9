"""The new-game dialog, built from a game's spec: seats, colours, human or computer, options."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, QStringListModel, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap, QValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine import GAMES, LEVELS
from gui import texts
from gui.chooser import game_picture
from gui.history import name_key
from gui.screen_fit import ScrollPane, fit, keep_on_screen
from gui.setup import FALLBACK_COLOURS, GameSetup, SeatSetup, default_setup, seat_qcolor

MAX_NAME = 40


def colour_icon(colour: QColor) -> QIcon:
    """A seat colour's square, framed in grey so a white (or black) seat shows on any theme."""
    pixmap = QPixmap(QSize(16, 16))
    pixmap.fill(QColor(128, 128, 128))
    painter = QPainter(pixmap)
    painter.fillRect(1, 1, 14, 14, colour)
    painter.end()
    return QIcon(pixmap)


def named_later_combo() -> QComboBox:
    """A combo box whose items get their texts after it is made (in `retranslate`): it asks for the room its
    texts take, not the room of the empty ones it began with (which Qt would keep until it is shown)."""
    combo = QComboBox()
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    return combo


class SeatCountBox(QSpinBox):
    """A spin box over the seat counts a game allows, which need not be consecutive (Halma: 2, 3, 4, 6)."""

    def __init__(self, allowed, parent=None):
        super().__init__(parent)
        self.allowed = sorted(allowed)
        self.setRange(self.allowed[0], self.allowed[-1])
        # Room for two digits beside the arrows (Qt's hint for one digit leaves the text cursor on it).
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("88") + 40)

    def stepBy(self, steps: int) -> None:  # noqa: N802 - Qt override
        index = min(range(len(self.allowed)), key=lambda i: abs(self.allowed[i] - self.value()))
        self.setValue(self.allowed[max(0, min(len(self.allowed) - 1, index + steps))])

    def validate(self, text: str, pos: int):
        state, text, pos = super().validate(text, pos)
        if state == QValidator.State.Acceptable and self.valueFromText(text) not in self.allowed:
            state = QValidator.State.Intermediate
        return state, text, pos


class SeatRow:
    """The widgets of one seat: colour, name, and human or computer level."""

    def __init__(self, dialog: NewGameDialog, index: int):
        self.dialog = dialog
        self.index = index
        self.label = QLabel()
        self.colour = named_later_combo()
        self.name = QLineEdit()
        self.label.setBuddy(self.name)
        self.name.setMaxLength(MAX_NAME)
        self.kind = named_later_combo()
        self.kind.addItem("", ("human", "normal"))
        for level in LEVELS:
            self.kind.addItem("", ("computer", level))
        if dialog.network:
            self.kind.addItem("", ("remote", "normal"))
        self.colour.currentIndexChanged.connect(lambda _: dialog.colour_changed(self))
        self.previous_colour = ""
        # Type-ahead over the known players and the computer levels (a player too: "Computer – hard").
        self.completer = QCompleter(dialog.player_names, self.name)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer.activated.connect(self.pick_player)
        self.name.setCompleter(self.completer)
        self.name.editingFinished.connect(lambda: self.pick_player(self.name.text()))

    def set_kind(self, human: bool, level: str = "normal", remote: bool = False) -> None:
        # By position: QComboBox.findData compares tuples by identity.
        if remote and self.dialog.network:
            self.kind.setCurrentIndex(1 + len(LEVELS))
        else:
            self.kind.setCurrentIndex(0 if human else 1 + LEVELS.index(level))

    def pick_player(self, text: str) -> None:
        """A known player or a computer level chosen by name: the seat takes its kind and preferred colour."""
        level = self.dialog.computer_level(text)
        if level is not None:
            self.set_kind(False, level)
            return
        player = self.dialog.known.get(name_key(text.strip()))
        if player is None:
            return
        self.name.setText(player.name)
        self.set_kind(True)
        if player.colour and self.colour.findData(player.colour) >= 0:
            self.colour.setCurrentIndex(self.colour.findData(player.colour))

    def widgets(self) -> list[QWidget]:
        return [self.label, self.colour, self.name, self.kind]

    def load(self, seat: SeatSetup) -> None:
        index = self.colour.findData(seat.colour)
        self.previous_colour = seat.colour
        self.colour.setCurrentIndex(max(index, 0))
        self.name.setText(seat.name)
        self.set_kind(seat.human, seat.level, seat.remote)

    def seat(self) -> SeatSetup:
        kind, level = self.kind.currentData()
        name = self.name.text().strip() or texts.fill(QCoreApplication.translate("NewGameDialog", "Player %1"), str(self.index + 1))
        return SeatSetup(name, self.colour.currentData(), kind != "computer", level, kind == "remote")

    def retranslate(self) -> None:
        number = str(self.index + 1)
        self.label.setText(texts.fill(QCoreApplication.translate("NewGameDialog", "Seat %1"), number))
        # The grid has one label per row: each control says which player and what it sets.
        for widget, text in ((self.colour, QT_TRANSLATE_NOOP("NewGameDialog", "Player %1 colour")),
                             (self.name, QT_TRANSLATE_NOOP("NewGameDialog", "Player %1 name")),
                             (self.kind, QT_TRANSLATE_NOOP("NewGameDialog", "Player %1: human or computer"))):
            widget.setAccessibleName(texts.fill(QCoreApplication.translate("NewGameDialog", text), number))
        self.kind.setItemText(0, QCoreApplication.translate("NewGameDialog", "Human"))
        for offset, level in enumerate(LEVELS, start=1):
            self.kind.setItemText(offset, texts.computer_player(level))
        if self.dialog.network:
            self.kind.setItemText(1 + len(LEVELS), QCoreApplication.translate("NewGameDialog",
                                                                              "Remote player (another computer)"))
        spec = self.dialog.spec
        for i in range(self.colour.count()):
            key = self.colour.itemData(i)
            colour = next((c for c in spec.colours if c.key == key), None)
            self.colour.setItemText(i, texts.colour_label(colour.label) if colour else "")


class NewGameDialog(QDialog):
    """Pick seat count, players and variants; `setup()` returns the result."""

    def __init__(self, game_id: str, initial: GameSetup | None = None, parent=None, known_players=(),
                 network: bool = False):
        super().__init__(parent)
        self.spec = GAMES[game_id]
        #: Hosting a network game: a seat may also be played from another computer.
        self.network = network
        #: The people the history knows, by name without case (`gui.history.Player`s).
        self.known = {name_key(player.name): player for player in known_players}
        self.player_names = QStringListModel(self)
        self.setObjectName("newGameDialog")
        self.setMinimumWidth(520)
        start = initial if initial is not None and initial.game_id == game_id else default_setup(game_id)
        self.rows: list[SeatRow] = []
        self.option_widgets: dict[str, QWidget] = {}
        self.option_labels: dict[str, QLabel] = {}

        # Everything above the buttons scrolls where the screen is too small for it (six players on 800×600).
        body = QWidget()
        layout = QVBoxLayout(body)
        header = QHBoxLayout()
        picture = QLabel()
        picture.setPixmap(game_picture(game_id, QSize(120, 72), self.devicePixelRatioF()))
        header.addWidget(picture)
        self.title = QLabel()
        self.title.setObjectName("dialogTitle")
        self.title.setWordWrap(True)
        header.addWidget(self.title, 1)
        layout.addLayout(header)

        self.players_box = QGroupBox()
        players_layout = QVBoxLayout(self.players_box)
        count_row = QHBoxLayout()
        self.count_label = QLabel()
        self.count = SeatCountBox(self.spec.seats)
        self.count_label.setBuddy(self.count)
        self.count.setEnabled(len(self.spec.seats) > 1)
        count_row.addWidget(self.count_label)
        count_row.addWidget(self.count)
        count_row.addStretch(1)
        players_layout.addLayout(count_row)
        self.seat_grid = QGridLayout()
        players_layout.addLayout(self.seat_grid)
        self.first_colour_note = QLabel()  # games whose first colour moves first: the colour picks the seat
        self.first_colour_note.setVisible(self.spec.colour_sides)
        players_layout.addWidget(self.first_colour_note)
        layout.addWidget(self.players_box)

        self.options_box = QGroupBox()
        self.options_form = QFormLayout(self.options_box)
        for option in self.spec.options:
            widget = self._option_widget(option)
            label = QLabel()
            label.setBuddy(widget)
            self.option_widgets[option.key] = widget
            self.option_labels[option.key] = label
            self.options_form.addRow(label, widget)
        layout.addWidget(self.options_box)
        self.options_box.setVisible(bool(self.spec.options))

        # Hosting: a turn timer, as on Board Game Arena (at 0 a player has all the time they want).
        self.network_box = QGroupBox()
        network_form = QFormLayout(self.network_box)
        self.turn_seconds = QSpinBox()
        self.turn_seconds.setRange(0, 3600)
        self.turn_seconds.setSingleStep(15)
        self.turn_label = QLabel()
        self.turn_label.setBuddy(self.turn_seconds)
        network_form.addRow(self.turn_label, self.turn_seconds)
        # Where the room meets: on a server every player can reach, or served by this computer on the home network.
        self.meeting = named_later_combo()
        self.meeting.addItem("", "server")
        self.meeting.addItem("", "here")
        self.meeting_label = QLabel()
        self.meeting_label.setBuddy(self.meeting)
        network_form.addRow(self.meeting_label, self.meeting)
        self.server = QLineEdit()
        self.server.setMaxLength(400)
        self.server_label = QLabel()
        self.server_label.setBuddy(self.server)
        network_form.addRow(self.server_label, self.server)
        self.meeting.currentIndexChanged.connect(lambda _: self.server.setEnabled(self.meeting.currentData() == "server"))
        layout.addWidget(self.network_box)
        self.network_box.setVisible(network)
        layout.addStretch(1)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        self.count.setValue(len(start.seats))
        self._set_seat_count(len(start.seats))
        for row, seat in zip(self.rows, start.seats):
            row.load(seat)
        self._load_options(start.options)
        self.count.valueChanged.connect(self._set_seat_count)
        self.retranslate()
        # Only now: the scroll area measures the body, and a combo box keeps the size its texts had then.
        self.pane = ScrollPane(body)
        outer = QVBoxLayout(self)
        outer.addWidget(self.pane, 1)
        outer.addWidget(self.buttons)
        keep_on_screen(self)

    # -- seats ---------------------------------------------------------------
    def _colour_keys(self) -> list[str]:
        return [c.key for c in self.spec.colours] or list(FALLBACK_COLOURS)

    def _set_seat_count(self, count: int) -> None:
        keys = self._colour_keys()
        while len(self.rows) < count:
            row = SeatRow(self, len(self.rows))
            for i, key in enumerate(keys):
                row.colour.addItem(colour_icon(seat_qcolor(self.spec, key, i)), "", key)
            for column, widget in enumerate(row.widgets()):
                self.seat_grid.addWidget(widget, row.index, column)
            # Made after the options and buttons, the seat's controls still come right after the seats above in
            # the Tab order, as they are seen.
            previous = self.rows[-1].kind if self.rows else self.count
            for widget in (row.colour, row.name, row.kind):
                QWidget.setTabOrder(previous, widget)
                previous = widget
            self.rows.append(row)
            used = {r.colour.currentData() for r in self.rows[:-1]}
            seat = default_setup(self.spec.id, count).seats[row.index]
            seat.colour = next((k for k in keys if k not in used), seat.colour)
            row.load(seat)
            row.retranslate()
        for row in self.rows:
            for widget in row.widgets():
                widget.setVisible(row.index < count)
        for key, widget in self.option_widgets.items():
            applies = self.spec.option(key).applies_to(count)
            widget.setVisible(applies)
            self.option_labels[key].setVisible(applies)
        if self.isVisible():  # more seats: as tall as the screen lets the dialog grow
            self.pane.updateGeometry()
            fit(self, self.sizeHint().expandedTo(self.size()))

    def colour_changed(self, changed: SeatRow) -> None:
        """Two seats never share a colour: the seat that had the new colour takes the old one."""
        new = changed.colour.currentData()
        old = changed.previous_colour
        changed.previous_colour = new
        if not old or old == new:
            return
        for row in self.rows[: self.count.value()]:
            if row is not changed and row.colour.currentData() == new:
                row.colour.blockSignals(True)
                row.colour.setCurrentIndex(row.colour.findData(old))
                row.previous_colour = old
                row.colour.blockSignals(False)

    # -- options ---------------------------------------------------------------
    def _option_widget(self, option) -> QWidget:
        if option.kind == "bool":
            return QCheckBox()
        if option.kind == "int":
            spin = QSpinBox()
            spin.setRange(option.minimum if option.minimum is not None else -10**6,
                          option.maximum if option.maximum is not None else 10**6)
            return spin
        combo = named_later_combo()
        for choice in option.choices:
            combo.addItem("", choice.value)
        return combo

    def _load_options(self, values: dict) -> None:
        for option in self.spec.options:
            value = values.get(option.key, option.default)
            widget = self.option_widgets[option.key]
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QSpinBox):
                widget.setValue(int(value))
            else:
                widget.setCurrentIndex(max(0, next((i for i, c in enumerate(option.choices) if c.value == value), 0)))

    def _option_value(self, option):
        widget = self.option_widgets[option.key]
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        if isinstance(widget, QSpinBox):
            return widget.value()
        return option.choices[widget.currentIndex()].value

    # -- result ----------------------------------------------------------------
    def setup(self) -> GameSetup:
        count = self.count.value()
        options = {o.key: self._option_value(o) for o in self.spec.options if o.applies_to(count)}
        return GameSetup(self.spec.id, [row.seat() for row in self.rows[:count]], options).in_colour_order()

    def computer_level(self, text: str) -> str | None:
        """The level a name stands for when it is a computer level's name ("Computer – hard"), else None."""
        text = text.strip().casefold()
        return next((level for level in LEVELS if texts.computer_player(level).casefold() == text), None)

    def retranslate(self) -> None:
        self.player_names.setStringList([p.name for p in self.known.values()]
                                        + [texts.computer_player(level) for level in LEVELS])
        name = texts.game_name(self.spec)
        self.setWindowTitle(texts.fill(self.tr("Host a network game – %1") if self.network
                                       else self.tr("New game – %1"), name))
        self.title.setText(f"<b>{name}</b><br>{texts.game_blurb(self.spec)}")
        self.players_box.setTitle(self.tr("Players"))
        self.count_label.setText(self.tr("Number of players:"))
        if self.spec.colour_sides:
            first = texts.colour_label(self.spec.colours[0].label)
            self.first_colour_note.setText(texts.fill(self.tr("%1 moves first."), first))
        self.options_box.setTitle(self.tr("Variants and options"))
        self.network_box.setTitle(self.tr("Network game"))
        self.turn_label.setText(self.tr("Time per turn:"))
        self.turn_seconds.setSpecialValueText(self.tr("No limit"))
        self.turn_seconds.setSuffix(self.tr(" s"))
        self.turn_seconds.setToolTip(self.tr("When a player's time for a turn runs out, the computer plays a quick "
                                             "move in their place."))
        self.meeting_label.setText(self.tr("The room meets:"))
        self.meeting.setItemText(0, self.tr("On the server below (across the internet)"))
        self.meeting.setItemText(1, self.tr("On this computer (home network)"))
        self.server_label.setText(self.tr("Server:"))
        self.server.setPlaceholderText("mqtt://host:1883")
        for row in self.rows:
            row.retranslate()
        for option in self.spec.options:
            self.option_labels[option.key].setText(texts.option_label(option) + ":")
            widget = self.option_widgets[option.key]
            widget.setToolTip(texts.option_text(option.help))
            if isinstance(widget, QComboBox):
                for i, choice in enumerate(option.choices):
                    widget.setItemText(i, texts.option_text(choice.label))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            self.tr("Open the room") if self.network else self.tr("Start game"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))


def ask_setup(parent, game_id: str, initial: GameSetup | None, known_players=(), network: bool = False
              ) -> GameSetup | None:
    dialog = NewGameDialog(game_id, initial, parent, known_players, network)
    try:
        return dialog.setup() if dialog.exec() == QDialog.DialogCode.Accepted else None
    finally:
        dialog.deleteLater()  # a child of the window: without this every new game would keep its dialog

