"""The window's network games: Game ▸ Host Network Game… and Join Network Game…, the room beside the board,
and what the room tells (refusals, chat, a guest's undo request, who is missing) in the player's language."""

from __future__ import annotations

import json
import logging
import secrets
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject
from PySide6.QtWidgets import QDialog, QMessageBox

import engine
from engine import GAMES, IllegalMove
from gui import texts
from gui.newgame import NewGameDialog
from gui.paths import data_dir
from gui.saves import SaveError, read_regular_file
from gui.setup import GameSetup, SeatSetup, default_setup, seat_name, setup_from_json
from netplay.guest import GuestRoom
from netplay.host import HostRoom, SeatPlan
from netplay.invite import Invite
from netplay.seal import client_key_from_hex, new_client_key

from .bridge import RoomBridge
from .dialogs import WATCH, JoinDialog
from .room_panel import RoomPanel
from .session import NetSession

log = logging.getLogger("gui.network")

#: The largest room save read back.
MAX_ROOM_BYTES = 64 << 20


def room_save_path():
    """Where a host keeps the room it serves (one at a time), in the data folder."""
    return data_dir() / "network-room.json"

#: What the room says when it refuses something (context "refusals"; the engine's own codes have theirs).
ROOM_REFUSALS = {
    "not_started": QT_TRANSLATE_NOOP("refusals", "The game has not started yet."),
    "paused": QT_TRANSLATE_NOOP("refusals", "The game waits for a player who is reconnecting."),
    "stale": QT_TRANSLATE_NOOP("refusals", "Another move was played first."),
    "not_your_turn": QT_TRANSLATE_NOOP("refusals", "It is not your turn."),
    "not_your_seat": QT_TRANSLATE_NOOP("refusals", "That seat is played from another computer."),
    "not_a_player": QT_TRANSLATE_NOOP("refusals", "Spectators cannot move."),
    "room_full": QT_TRANSLATE_NOOP("refusals", "The game has no free seat."),
    "seat_taken": QT_TRANSLATE_NOOP("refusals", "That seat has just been taken."),
}


def _tr_refusal(text: str) -> str:
    return QCoreApplication.translate("refusals", text)


def connect_link(url: str, topics: list[str], deliver, connected=lambda: None, name: str = "ludoteca"):
    """The carrier for `url` (a broker's mqtt:// address, or direct:// for a room served on the home network)."""
    from netplay.carrier import connect

    return connect(url, topics, deliver, connected, name)


class NetworkControl(QObject):
    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.room = RoomPanel(window)  # owned by the window (shown in its side panel during a network game)
        self.room.hide()
        self.room.startRequested.connect(self.start_game)
        self.room.said.connect(self.say)
        self.room.reacted.connect(self.react)
        self.room.undoAnswered.connect(self.answer_undo)
        self.bridge: RoomBridge | None = None
        #: While this computer serves its room on the home network: the server and its announcement.
        self.server = None
        self.announcer = None
        self.pending_host = False  # Host Network Game… without a game: the chooser picks it

    @property
    def session(self) -> NetSession | None:
        session = self.window.session
        return session if isinstance(session, NetSession) else None

    # -- hosting ---------------------------------------------------------------------------------
    def host_dialog(self) -> None:
        window = self.window
        if window.session is None:
            self.pending_host = True
            window.show_chooser()
            window.show_status(self.tr("Choose the game to host."))
            return
        self.host_game(window.session.spec.id)

    def take_pending_host(self) -> bool:
        pending, self.pending_host = self.pending_host, False
        return pending

    def host_game(self, game_id: str) -> None:
        window = self.window
        remembered = setup_from_json(window.settings.last_setup(game_id)) or default_setup(game_id)
        dialog = NewGameDialog(game_id, remembered, window, window.history.known_players(), network=True)
        dialog.server.setText(window.settings.get("network_broker"))
        dialog.meeting.setCurrentIndex(max(0, dialog.meeting.findData(window.settings.get("network_meeting"))))
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            setup, turn_seconds = dialog.setup(), dialog.turn_seconds.value()
            meeting, url = dialog.meeting.currentData(), dialog.server.text().strip()
        finally:
            dialog.deleteLater()
        window.settings.set_last_setup(game_id, setup.to_json())
        window.settings.set("network_meeting", meeting)
        if meeting == "server":
            try:
                window.settings.set("network_broker", url)
            except ValueError:
                window.show_error(self.tr("That is not a server address."), self.tr("Write it as mqtt://host:port."))
                return
        self.open_room(setup, turn_seconds)

    def open_room(self, setup: GameSetup, turn_seconds: int = 0) -> None:
        """Open a room for `setup` (its remote seats wait for players from other computers) and show its board."""
        window = self.window
        game_id = setup.game_id
        if not setup.remote_seats():
            window.show_error(self.tr("A network game needs at least one remote seat."),
                              self.tr("Set a seat to “Remote player”: its player joins from another computer."))
            return
        try:
            initial = engine.new_game(game_id, len(setup.seats), setup.options, secrets.randbits(63))
        except engine.BadState as exc:
            window.show_error(self.tr("This game cannot be started with these settings."), str(exc))
            return
        plan = [SeatPlan("remote") if seat.remote else SeatPlan("here", seat.name) if seat.human
                else SeatPlan("computer", seat.name, seat.level) for seat in setup.seats]
        host_name = next((s.name for s in setup.seats if s.here), "")
        title = texts.fill(self.tr("%1's %2"), host_name, texts.game_name(GAMES[game_id])) if host_name else ""
        room = HostRoom(Invite.new(), initial, plan, self._publisher(), title=title, turn_seconds=turn_seconds)
        self._host(room, setup)

    def _host(self, room: HostRoom, setup: GameSetup, port: int = 0) -> None:
        """Show `room`'s game at this screen and open the room on the server."""
        window = self.window
        bridge = self._new_bridge(room)
        if window.files.autosave_enabled:
            bridge.save_path = room_save_path()
            bridge.save_extra = {"setup": setup.to_json()}
        initial = room.game.states[0]
        session = NetSession(setup, initial, bridge, {i for i, s in enumerate(setup.seats) if s.here}, window)
        code = bridge.room.invite.code()
        self._install(session, code, [s.name for s in setup.seats])
        reopen = lambda: bridge.call(lambda r: r.open())  # noqa: E731 - after every (re)connection
        if window.settings.get("network_meeting") == "here":
            self._serve(room, setup, port)
            bridge.save_extra["port"] = self.server.port  # a restarted host serves where its guests look
            bridge.attach(self.server.local_link([room.topics.clients], bridge.thread.deliver, reopen))
        else:
            bridge.attach(connect_link(window.settings.get("network_broker"), [room.topics.clients],
                                       bridge.thread.deliver, reopen, "ludoteca-host"))
        bridge.refresh()  # the room's table and (a resumed room's) positions, told from the room's own thread
        window.show_status(texts.fill(self.tr("The room is open: give your friends the code %1."), code))

    # -- a host's room after a restart -------------------------------------------------------------
    def offer_resume(self) -> bool:
        """After a restart or a crash: offer to open again the room this computer was hosting. True when opened."""
        path = room_save_path()
        if not path.exists():
            return False
        try:
            data = json.loads(read_regular_file(path, MAX_ROOM_BYTES))
            setup = setup_from_json(data.get("setup"))
            room = HostRoom.from_dict(data, self._publisher())
            if setup is None or room.state.outcome() is not None:
                raise ValueError("nothing to take up")
        except (OSError, ValueError, SaveError, AttributeError) as exc:
            log.warning("the kept room cannot be opened again (%s)", exc)
            self.forget_room()
            return False
        answer = QMessageBox.question(self.window, self.tr("Network game"), texts.fill(
            self.tr("You were hosting a network game of %1. Open its room again? Your guests come back by "
                    "themselves."), texts.game_name(room.state.spec)))
        if answer != QMessageBox.StandardButton.Yes:
            self.forget_room()
            return False
        port = data.get("port", 0)
        self._host(room, setup, port if type(port) is int and 0 <= port < 65536 else 0)
        return True

    def forget_room(self) -> None:
        try:
            room_save_path().unlink()
        except OSError:
            pass

    def _serve(self, room: HostRoom, setup: GameSetup, port: int = 0) -> None:
        """This computer serves the room itself on the home network (on `port`, 0: a free one), and announces it."""
        from netplay.announce import Announcer
        from netplay.direct import DirectServer

        try:
            self.server = DirectServer(port).start()
        except OSError:  # that port is taken now: another one (the guests find it on the network again)
            self.server = DirectServer().start()
        free = len(setup.remote_seats())
        try:
            self.announcer = Announcer(room.title or texts.game_name(room.state.spec), room.state.spec.id, free,
                                       self.server.port, room.invite.code(), room.invite.room_id)
        except OSError as exc:  # no multicast here: the code still works with the address
            log.warning("the room cannot be announced on this network: %s", exc)
        self.window.show_status(texts.fill(self.tr("This computer serves the room on port %1."),
                                           str(self.server.port)))

    def _announce_free(self, table: dict) -> None:
        if self.announcer is not None:
            self.announcer.update(sum(row.get("status") == "free" for row in table.get("table") or []))

    def start_game(self) -> None:
        if self.bridge is not None and self.bridge.is_host:
            self.bridge.call(lambda room: room.start())

    # -- joining ---------------------------------------------------------------------------------
    def join_dialog(self) -> None:
        window = self.window
        dialog = JoinDialog(window.settings.get("network_broker"), window.settings.get("network_name"),
                            window.history.known_players(), window, connect=connect_link)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted or dialog.invite() is None:
                return
            invite, name, seat, url = dialog.invite(), dialog.name(), dialog.seat(), dialog.broker_url()
        finally:
            dialog.deleteLater()
        try:
            window.settings.set("network_broker", url)
        except ValueError:
            window.show_error(self.tr("That is not a server address."), self.tr("Write it as mqtt://host:port."))
            return
        window.settings.set("network_name", name[:200])
        self.join(invite, name, seat, url)

    def join(self, invite: Invite, name: str, seat: int | None, url: str) -> None:
        watching = seat == WATCH
        room = GuestRoom(invite, self._client_key(invite), self._publisher(), name=name,
                         role="watch" if watching else "play", seat=None if watching else seat,
                         lang=self.window.languages.language or "en")
        bridge = self._new_bridge(room)
        bridge.positionsChanged.connect(self._first_positions)
        self.room.set_room(False, None, [])
        self.window.show_status(self.tr("Connecting to the game…"))

        def reconnected(room: GuestRoom) -> None:
            if room.card is not None:
                room.hello()
        bridge.attach(connect_link(url, room.topics_to_follow, bridge.thread.deliver,
                                   lambda: bridge.call(reconnected), "ludoteca-guest"))

    def _first_positions(self, kind: str, states: tuple, moves: tuple, by: tuple) -> None:
        """The host's game arrived: the guest's board opens on it."""
        bridge = self.sender()
        if bridge is not self.bridge or not states:
            return
        if self.session is not None and self.session.bridge is bridge:
            # Emitted before the session was there to hear it (Qt queues a signal for the slots of its moment).
            self.session._room_positions(kind, states, moves, by)
            return
        bridge.positionsChanged.disconnect(self._first_positions)
        room: GuestRoom = bridge.room
        table = dict(room.room or {})
        start = states[0]
        spec = start.spec
        seats = table.get("table") or [{"kind": "remote", "name": "", "level": None}] * start.seats
        keys = [c.key for c in spec.colours] or [s.colour for s in default_setup(spec.id, start.seats).seats]
        mine = room.seat if room.role == "play" else None
        players = []
        for index in range(start.seats):
            entry = seats[index] if index < len(seats) else {"kind": "remote", "name": ""}
            computer = entry.get("kind") == "computer"
            name = (self.window.settings.get("network_name") if index == mine else entry.get("name")) or seat_name(index + 1)
            players.append(SeatSetup(name, keys[index % len(keys)], not computer, entry.get("level") or "normal",
                                     remote=index != mine and not computer))
        setup = GameSetup(spec.id, players, dict(start.options))
        session = NetSession(setup, start, bridge, set() if mine is None else {mine}, self.window)
        self._install(session, None, [p.name for p in players])
        self.window.scene.spectator = mine is None
        session._room_changed(table)
        session._room_positions(kind, states, moves, by)
        bridge.refresh()  # whatever the room told between this signal and the session's own connections

    def _client_key(self, invite: Invite):
        """This computer's key for the room, kept in the data folder: after a crash the same key takes back its
        seat."""
        folder = data_dir() / "network"
        path = folder / f"{invite.room_id}.key"
        try:
            return client_key_from_hex(path.read_text(encoding="ascii").strip())
        except (OSError, ValueError):
            pass
        key = new_client_key()
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path.write_text(bytes(key).hex(), encoding="ascii")
            path.chmod(0o600)
        except OSError as exc:
            log.warning("the room's key could not be kept (%s): a rejoin after a crash takes a new seat", exc)
        return key

    # -- the room ----------------------------------------------------------------------------------
    @staticmethod
    def _publisher():
        """`publish` for a room made before its bridge and link: it sends through its own bridge's link, set
        later in `holder["bridge"]` (never through another room's)."""
        holder: dict[str, Any] = {}

        def publish(topic: str, payload: bytes, retain: bool = False) -> None:
            bridge = holder.get("bridge")
            if bridge is not None and bridge.link is not None:
                bridge.link.publish(topic, payload, retain)
        publish.holder = holder
        return publish

    def _new_bridge(self, room) -> RoomBridge:
        self.leave()
        bridge = RoomBridge(room, self)
        room.publish.holder["bridge"] = bridge
        self.bridge = bridge
        bridge.roomChanged.connect(self.room.show_table)
        bridge.roomChanged.connect(self._announce_free)
        bridge.requestRefused.connect(self._refused)
        bridge.chatLine.connect(self.room.add_line)
        bridge.reactionShown.connect(lambda seat, name, r: self.room.add_line(seat, name, r))
        bridge.undoAsked.connect(self.room.ask_undo)
        bridge.undoRefused.connect(lambda seat: self.room.add_note(self.tr("The host refused to take the move back.")))
        bridge.hostPresence.connect(self._host_presence)
        bridge.roomClosed.connect(self._closed)
        return bridge

    def _install(self, session: NetSession, code: str | None, names: list[str]) -> None:
        window = self.window
        window.install_session(session)
        window.files.forget_path()
        self.room.set_room(session.is_host, code, names)
        window.panel.set_room(self.room)
        session.roomChanged.connect(lambda table: window.update_actions())
        session.namesChanged.connect(lambda: self._names_changed(session))

    def _names_changed(self, session: NetSession) -> None:
        """A guest's name arrived: the board, the panel and the move list use it."""
        window = self.window
        if window.session is session and window.scene is not None:
            window.scene.seat_info = session.setup.seat_infos()
            window.scene.apply_theme()
            session.relabel()
            window.panel.refresh()

    def leave(self) -> None:
        """Leave the room (a new game, another file, quitting)."""
        bridge, self.bridge = self.bridge, None
        if bridge is not None:
            bridge.stop()
            self.window.panel.set_room(None)
        announcer, self.announcer = self.announcer, None
        if announcer is not None:
            announcer.close(1.0)
        server, self.server = self.server, None
        if server is not None:
            server.stop()

    def say(self, text: str) -> None:
        if self.bridge is None:
            return
        if self.bridge.is_host:
            name = next((s.name for s in self.session.setup.seats if s.here), "") if self.session else ""
            seat = next(iter(sorted(self.session.local_seats)), None) if self.session else None
            self.bridge.call(lambda room: room.say(seat, name, text))
        else:
            self.bridge.call(lambda room: room.say(text))

    def react(self, reaction: str) -> None:
        if self.bridge is None:
            return
        if self.bridge.is_host:
            seat = next(iter(sorted(self.session.local_seats)), None) if self.session else None
            name = self.session.setup.seats[seat].name if seat is not None else ""
            self.bridge.call(lambda room: room.react(seat, name, reaction))
            self.room.add_line(seat, name, reaction)
        else:
            self.bridge.call(lambda room: room.react(reaction))

    def answer_undo(self, accept: bool) -> None:
        if self.session is not None:
            self.session.answer_undo(accept)

    def _refused(self, code: str, params: tuple) -> None:
        window = self.window
        if code in ROOM_REFUSALS:
            text = _tr_refusal(ROOM_REFUSALS[code])
        else:
            spec = window.session.spec if window.session is not None else None
            text = texts.refusal_text(spec, IllegalMove(code, *params))
        window.show_status(texts.fill(QCoreApplication.translate("MainWindow", "Not allowed: %1"), text))
        window.panel.show_notice(text)
        if code in ("room_full", "seat_taken") and self.session is None:
            self.leave()
            QMessageBox.information(window, self.tr("Join a network game"), text)

    def _host_presence(self, present: bool) -> None:
        self.room.set_host_missing(not present)

    def _closed(self, reason: str) -> None:
        self.room.add_note(self.tr("The host closed the room.") if reason != "finished"
                           else self.tr("The game is over; the host closed the room."))

    def retranslate(self) -> None:
        self.room.retranslate()
