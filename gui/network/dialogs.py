"""Join Network Game: the invite code (typed, pasted, or a game announced on this network), a name, and a free
seat or watching. Once the code is complete the dialog looks at the room's card (no joining yet) and shows the
game and its seats, so the player picks a free one."""

from __future__ import annotations

from PySide6.QtCore import QStringListModel, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
)

from engine import GAMES
from gui import texts
from gui.setup import seat_name
from netplay.guest import read_card
from netplay.invite import BadCode, Invite
from netplay.topics import Topics

WATCH = -1



class JoinDialog(QDialog):
    """`code()`, `name()` and `seat()` (a 0-based seat, None for the first free one, or `WATCH`)."""

    cardSeen = Signal(object)  # from the carrier's thread: the room's card as `read_card` gives it
    roomsFound = Signal(object)  # from zeroconf's thread: the rooms announced on this network (`Found`s)

    def __init__(self, broker: str, name: str, known_players=(), parent=None, connect=None, browse: bool = True):
        super().__init__(parent)
        self.setObjectName("joinDialog")
        self.setMinimumWidth(440)
        self.broker = broker
        self._connect = connect  # netplay.carrier.connect (or a stand-in for the card alone)
        self._link = None
        self._invite: Invite | None = None
        self.card: dict | None = None
        layout = QVBoxLayout(self)
        # Games announced on this network (a host serving its room itself): picking one fills in code and address.
        self.nearby_label = QLabel()
        self.nearby = QListWidget()
        self.nearby.setObjectName("nearbyGames")
        self.nearby.setMaximumHeight(110)
        self.nearby.currentItemChanged.connect(self._pick_nearby)
        self.nearby_label.setBuddy(self.nearby)
        layout.addWidget(self.nearby_label)
        layout.addWidget(self.nearby)
        self.roomsFound.connect(self._show_nearby)
        self._browser = None
        if browse:
            try:
                from netplay.announce import Browser

                self._browser = Browser(self.roomsFound.emit)
            except (OSError, ImportError) as exc:
                self.nearby.setEnabled(False)
                self.nearby_label.setToolTip(str(exc)[:200])
        form = QFormLayout()
        self.code_edit = QLineEdit()
        self.code_edit.setObjectName("joinCode")
        self.code_edit.setMaxLength(40)
        self.code_edit.setPlaceholderText("7KQ3-X9M2-P4TD-W8H5")
        self.code_edit.textChanged.connect(self._code_changed)
        self.code_label = QLabel()
        self.code_label.setBuddy(self.code_edit)
        form.addRow(self.code_label, self.code_edit)
        self.name_edit = QLineEdit(name)
        self.name_edit.setMaxLength(40)
        completer = QCompleter(QStringListModel([p.name for p in known_players], self), self.name_edit)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.name_edit.setCompleter(completer)
        self.name_label = QLabel()
        self.name_label.setBuddy(self.name_edit)
        form.addRow(self.name_label, self.name_edit)
        self.seat_box = QComboBox()
        self.seat_label = QLabel()
        self.seat_label.setBuddy(self.seat_box)
        form.addRow(self.seat_label, self.seat_box)
        self.broker_edit = QLineEdit(broker)
        self.broker_label = QLabel()
        self.broker_label.setBuddy(self.broker_edit)
        form.addRow(self.broker_label, self.broker_edit)
        layout.addLayout(form)
        self.about = QLabel()
        self.about.setTextFormat(Qt.TextFormat.PlainText)  # the room's title comes from the network
        self.about.setWordWrap(True)
        layout.addWidget(self.about)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.cardSeen.connect(self._show_card)
        self._fill_seats()
        self.retranslate()

    # -- the code and the room's card --------------------------------------------------------
    def _code_changed(self, text: str) -> None:
        try:
            invite = Invite.parse(text)
        except BadCode as exc:
            invite = None
            self.about.setText(self.tr("This code has a typing error: check it against the host's.")
                               if exc.reason == "check" else "")
        if invite == self._invite:
            return
        self._invite, self.card = invite, None
        self._stop_link()
        self._fill_seats()
        if invite is not None:
            self.about.setText(self.tr("Looking for the game…"))
            self._look(invite)
        self._update_ok()

    def _look(self, invite: Invite) -> None:
        if self._connect is None:
            return
        topics = Topics(invite)

        def deliver(topic: str, payload: bytes) -> None:
            card = read_card(invite, payload)
            if card is not None:
                self.cardSeen.emit(card)
        try:
            self._link = self._connect(self.broker_edit.text().strip(), [topics.card], deliver)
            self._link.start()
        except (OSError, ValueError) as exc:
            self.about.setText(texts.fill(self.tr("The server cannot be reached: %1"), str(exc)[:120]))
            self._link = None
        QTimer.singleShot(4000, self._not_found)

    def _not_found(self) -> None:
        if self._invite is not None and self.card is None:
            self.about.setText(self.tr("No game answers to this code yet. Is the host's room open?"))

    def _show_card(self, card: dict) -> None:
        self.card = card
        game = card["game"]
        name = texts.game_name(GAMES[game]) if game in GAMES else game
        free = sum(s["status"] == "free" for s in card["seats"])
        title = card["title"] or name
        self.about.setText(texts.fill(self.tr("%1: %2, %3 seat(s) free."), title, name, str(free)))
        self._fill_seats()
        self._update_ok()

    def _fill_seats(self) -> None:
        self.seat_box.clear()
        if self.card is not None:
            for index, seat in enumerate(self.card["seats"]):
                if seat["status"] == "free":
                    self.seat_box.addItem(texts.fill(self.tr("Seat %1"), str(index + 1)), index)
        if self.seat_box.count() == 0:
            self.seat_box.addItem(self.tr("The first free seat"), None)
        self.seat_box.addItem(self.tr("Watch the game"), WATCH)

    def _update_ok(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(self._invite is not None)

    def _show_nearby(self, rooms: list) -> None:
        current = self.nearby.currentItem()
        chosen = current.data(Qt.ItemDataRole.UserRole).room_id if current is not None else None
        self.nearby.blockSignals(True)
        self.nearby.clear()
        for found in rooms:
            name = texts.game_name(GAMES[found.game]) if found.game in GAMES else found.game
            item = QListWidgetItem(texts.fill(self.tr("%1: %2, %3 seat(s) free"), found.title, name,
                                              str(found.free_seats)))
            item.setData(Qt.ItemDataRole.UserRole, found)
            self.nearby.addItem(item)
            if found.room_id == chosen:
                self.nearby.setCurrentItem(item)
        self.nearby.blockSignals(False)

    def _pick_nearby(self, item, _previous=None) -> None:
        if item is None:
            return
        found = item.data(Qt.ItemDataRole.UserRole)
        self.broker_edit.setText(found.url)
        self.code_edit.setText(found.code)

    def _stop_link(self) -> None:
        if self._link is not None:
            self._link.stop()
            self._link = None

    def done(self, result: int) -> None:  # noqa: D401 - Qt override
        self._stop_link()
        if self._browser is not None:
            self._browser.close()
            self._browser = None
        super().done(result)

    # -- the answer ----------------------------------------------------------------------------
    def invite(self) -> Invite | None:
        return self._invite

    def name(self) -> str:
        return self.name_edit.text().strip()

    def seat(self) -> int | None:
        return self.seat_box.currentData()

    def broker_url(self) -> str:
        return self.broker_edit.text().strip()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a network game"))
        self.nearby_label.setText(self.tr("Games on this network:"))
        self.code_label.setText(self.tr("Invite code:"))
        self.name_label.setText(self.tr("Your name:"))
        self.name_edit.setPlaceholderText(seat_name(1))
        self.seat_label.setText(self.tr("Seat:"))
        self.broker_label.setText(self.tr("Server:"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Join"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self._update_ok()
