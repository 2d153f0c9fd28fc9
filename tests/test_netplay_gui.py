"""Network games in the real window: hosting (the dialog, the room with its code, Start), joining (the code,
the room's card, a seat), a remote move arriving on the board, a refused request, the reconnect banner and the
chat; a host window and a guest window talk through a real Mosquitto broker, in two languages."""

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from gui.network.dialogs import JoinDialog
from gui.network.session import NetSession
from gui.newgame import NewGameDialog
from gui.setup import GameSetup, SeatSetup
from netplay.invite import Invite
from tests.conftest import close_window, open_window
from tests.netplay_run import last_json, start


def halma_setup(remote_seat=1):
    seats = [SeatSetup("Anna", "red"), SeatSetup("", "blue", remote=True)]
    if remote_seat == 0:
        seats = [SeatSetup("", "red", remote=True), SeatSetup("Anna", "blue")]
    return GameSetup("halma", seats, {})


def host_room(qtbot, window, broker, setup):
    window.act_animations.setChecked(False)  # moves show at once: the tests wait for the room, not the arm
    window.settings.set("network_broker", broker.url)
    window.network.open_room(setup)
    session = window.session
    assert isinstance(session, NetSession) and session.is_host
    code = window.network.room.code.text()
    Invite.parse(code)
    qtbot.waitUntil(lambda: bool(window.network.room.table.get("table")), timeout=5000)
    return session, code


def test_the_host_dialog_offers_remote_seats(qtbot, window):
    dialog = NewGameDialog("halma", None, window, network=True)
    qtbot.addWidget(dialog)
    row = dialog.rows[1]
    row.kind.setCurrentIndex(row.kind.count() - 1)
    assert row.kind.currentText() == "Remote player (another computer)"
    setup = dialog.setup()
    assert setup.remote_seats() == [1] and setup.seats[1].remote and not setup.seats[1].here
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).text() == "Open the room"
    assert "network" in dialog.windowTitle().lower()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_host_and_second_windows_play_through_the_broker(qtbot, window, second_window, languages, broker, lang):
    languages.set_language(lang)
    session, code = host_room(qtbot, window, broker, halma_setup())
    dock = window.network.room
    assert dock.code.isVisible() and not dock.start.isEnabled()  # seat 2 is still free

    # The guest types the code: the dialog reads the room's card and offers the free seat.
    second_window.settings.set("network_broker", broker.url)
    from gui.network.control import connect_link

    dialog = JoinDialog(broker.url, "Ben", (), second_window, connect=connect_link, browse=False)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.code_edit, code.lower())
    qtbot.waitUntil(lambda: dialog.card is not None, timeout=5000)
    assert [dialog.seat_box.itemData(i) for i in range(dialog.seat_box.count())] == [1, -1]
    assert "1" in dialog.about.text()
    seat = dialog.seat()
    dialog.done(QDialog.DialogCode.Accepted)
    second_window.network.join(dialog.invite(), "Ben", seat, broker.url)
    qtbot.waitUntil(lambda: isinstance(second_window.session, NetSession), timeout=8000)
    guest = second_window.session
    qtbot.waitUntil(lambda: dock.start.isEnabled(), timeout=5000)
    qtbot.mouseClick(dock.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest.started and session.started, timeout=5000)

    # The host moves at its screen; the move arrives on the guest's board.
    assert session.human_to_move() and not guest.human_to_move()
    window._human_move(session.state.legal_moves()[0])
    qtbot.waitUntil(lambda: guest.cursor == 1, timeout=5000)
    assert second_window.scene.state == guest.state and guest.state.to_move == 1
    assert guest.human_to_move()

    # A request the room refuses is explained in the guest's language.
    second_window.network.bridge.call(lambda room: room._send({"t": "move", "seq": 0, "text": "a1-b2"}))
    qtbot.waitUntil(lambda: second_window.panel.notice.text() != "", timeout=5000)
    said = second_window.panel.notice.text()
    assert said == QCoreApplication.translate("refusals", "Another move was played first.")
    assert (said == "Another move was played first.") == (lang == "en")  # in the guest's own language

    # A hint looks at the guest's own position (its local engine, what its seat may see).
    with qtbot.waitSignal(guest.hintReady, timeout=10_000) as hint:
        second_window.hint()
    assert hint.args[0] in guest.state.legal_moves()

    # The guest's move comes back to the host's board.
    second_window._human_move(guest.state.legal_moves()[0])
    qtbot.waitUntil(lambda: session.cursor == 2 and guest.cursor == 2, timeout=5000)
    assert window.scene.state == session.state

    # The guest asks to take its move back: the host refuses once, then allows it.
    second_window.undo()
    qtbot.waitUntil(lambda: dock.undo_box.isVisible(), timeout=5000)
    assert "Ben" in dock.undo_text.text()
    qtbot.mouseClick(dock.undo_no, Qt.MouseButton.LeftButton)
    refused = second_window.network.tr("The host refused to take the move back.")
    qtbot.waitUntil(lambda: refused in second_window.network.room.log.toPlainText(), timeout=5000)
    assert guest.cursor == 2
    second_window.undo()
    qtbot.waitUntil(lambda: dock.undo_box.isVisible(), timeout=5000)
    qtbot.mouseClick(dock.undo_yes, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: session.cursor == 1 and guest.cursor == 1, timeout=5000)
    assert guest.human_to_move() and guest.state == guest.states[1]
    assert not second_window.act_redo.isEnabled()  # an undone move is gone for everybody
    second_window._human_move(guest.state.legal_moves()[0])
    qtbot.waitUntil(lambda: session.cursor == 2 and guest.cursor == 2, timeout=5000)

    # Chat both ways, as plain text.
    second_window.network.room.line.setText("<b>hallo</b>")
    qtbot.keyClick(second_window.network.room.line, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "<b>hallo</b>" in dock.log.toPlainText(), timeout=5000)
    assert "Ben: <b>hallo</b>" in dock.log.toPlainText()
    dock.line.setText("welcome")
    qtbot.keyClick(dock.line, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Anna: welcome" in second_window.network.room.log.toPlainText(), timeout=5000)

    # The guest leaves: the host sees whom the game waits for, and nobody can move.
    second_window.network.leave()
    qtbot.waitUntil(lambda: session.waiting == [1], timeout=8000)
    assert "Ben" in dock.banner.text() and not session.human_to_move()


def test_a_scripted_guest_plays_against_the_host_windows_computer_to_the_end(qtbot, window, broker, tmp_path):
    setup = GameSetup("balance", [SeatSetup("Anna", "red", human=False, level="easy"),
                                  SeatSetup("", "blue", remote=True)], {})
    session, code = host_room(qtbot, window, broker, setup)
    guest = start(["join", code, "--broker", broker.url, "--think", "0.05", "--name", "<b>Ben</b>\u202e",
                   "--level", "easy", "--timeout", "120"], tmp_path / "guest.log")
    dock = window.network.room
    qtbot.waitUntil(lambda: dock.start.isEnabled(), timeout=10_000)
    dock.start.click()
    qtbot.waitUntil(lambda: session.cursor >= 4, timeout=20_000)
    assert window.scene.state == session.state
    # A name from the network is plain text wherever it is shown (the bidi override is gone).
    assert session.setup.seats[1].name == "<b>Ben</b>"
    assert window.panel.rows[1][1].text() == "<b>Ben</b>"
    for label in (window.panel.turn, window.status_label, window.panel.rows[1][1]):
        assert label.textFormat() == Qt.TextFormat.PlainText
    qtbot.waitUntil(lambda: session.state.outcome() is not None, timeout=120_000)
    end = last_json(guest, 60)
    assert end["moves"] == session.cursor and end["outcome"] == session.state.outcome().to_dict()
    assert window.status_label.text()  # the end of the game is told


def test_a_host_whose_app_stopped_opens_the_room_again(qtbot, window, languages, broker, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    setup = GameSetup("balance", [SeatSetup("Anna", "red", human=False, level="easy"),
                                  SeatSetup("", "blue", remote=True)], {})
    session, code = host_room(qtbot, window, broker, setup)
    guest = start(["join", code, "--broker", broker.url, "--think", "0.05", "--pace", "0.15", "--level", "easy",
                   "--timeout", "120"], tmp_path / "guest.log")
    dock = window.network.room
    qtbot.waitUntil(lambda: dock.start.isEnabled(), timeout=10_000)
    dock.start.click()
    qtbot.waitUntil(lambda: session.cursor >= 6, timeout=30_000)
    window.network.bridge.stop(farewell=False)  # the host's app dies: its room is on disk, its guest waits
    played = session.cursor

    again = open_window(qtbot, languages)
    again.act_animations.setChecked(False)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    try:
        assert again.files.offer_resume()
        resumed = again.session
        assert isinstance(resumed, NetSession) and resumed.is_host
        qtbot.waitUntil(lambda: resumed.cursor >= played - 1, timeout=5000)  # the kept game, move for move
        assert again.network.room.code.text() == code
        qtbot.waitUntil(lambda: resumed.state.outcome() is not None, timeout=90_000)
        end = last_json(guest, 60)
        assert end["moves"] == resumed.cursor and end["outcome"] == resumed.state.outcome().to_dict()
    finally:
        close_window(again)


def test_a_spectator_window_sees_no_hand(qtbot, second_window, broker, tmp_path):
    common = ["--broker", broker.url, "--think", "0.05", "--pace", "0.2", "--timeout", "60"]
    code_file = tmp_path / "code"
    host = start(["host", "--game", "tripledomino", "--seats", "2", "--remote", "1", "--level", "easy",
                  "--code-file", str(code_file), *common], tmp_path / "host.log")
    from tests.netplay_run import wait_for_code

    code = wait_for_code(code_file, host)
    player = start(["join", code, *common], tmp_path / "guest.log")
    try:
        from gui.network.dialogs import WATCH

        second_window.network.join(Invite.parse(code), "Vera", WATCH, broker.url)
        qtbot.waitUntil(lambda: isinstance(second_window.session, NetSession), timeout=10_000)
        session, scene = second_window.session, second_window.scene
        qtbot.waitUntil(lambda: session.cursor >= 3, timeout=20_000)
        assert scene.spectator and scene.viewer() is None and not session.human_to_move()
        assert second_window.network.room.start.isHidden()
        assert session.state.view(None) == session.states[-1].view(None)
    finally:
        for process in (host, player):
            process.kill()
            process.wait()


def test_a_guest_window_plays_to_the_end_and_keeps_the_game_in_its_history(qtbot, second_window, broker, tmp_path):
    from engine.record import GameRecord
    from netplay.game import view_hash
    from tests.netplay_run import wait_for_code

    common = ["--broker", broker.url, "--think", "0.05", "--timeout", "120"]
    code_file = tmp_path / "code"
    host = start(["host", "--game", "balance", "--remote", "1", "--level", "easy", "--code-file", str(code_file),
                  *common], tmp_path / "host.log")
    window = second_window
    window.act_animations.setChecked(False)
    window.network.join(Invite.parse(wait_for_code(code_file, host)), "Ben", None, broker.url)
    qtbot.waitUntil(lambda: isinstance(window.session, NetSession), timeout=10_000)
    session = window.session
    for _ in range(400):
        qtbot.waitUntil(lambda: session.human_to_move() or session.state.outcome() is not None, timeout=20_000)
        if session.state.outcome() is not None:
            break
        seen = session.cursor
        window._human_move(session.state.legal_moves()[0])
        qtbot.waitUntil(lambda seen=seen: session.cursor > seen, timeout=10_000)
    end = last_json(host, 60)
    assert end["moves"] == session.cursor and end["hash"] == view_hash(session.state)
    store = window.history.recorder.store()
    qtbot.waitUntil(lambda: len(store.games()) == 1, timeout=10_000)
    kept = GameRecord.from_json(store.game_record(store.games()[0].id))  # it replays, dice and all
    assert view_hash(kept.states()[-1]) == end["hash"] and kept.states()[-1].outcome().to_dict() == end["outcome"]


def test_a_room_served_on_the_home_network_is_found_and_joined(qtbot, window, second_window):
    """The host's computer serves the room itself and announces it (on loopback in the tests); the guest picks it
    from the Join dialog's list, which fills in the code and the address."""
    from gui.network.control import connect_link

    window.settings.set("network_meeting", "here")
    window.act_animations.setChecked(False)
    window.network.open_room(halma_setup())
    session = window.session
    assert window.network.server is not None and window.network.announcer is not None
    dialog = JoinDialog("mqtt://localhost:1883", "Ben", (), second_window, connect=connect_link)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.nearby.count() == 1, timeout=15_000)
    assert "Halma" in dialog.nearby.item(0).text() and "1" in dialog.nearby.item(0).text()
    dialog.nearby.setCurrentRow(0)
    assert dialog.broker_url() == f"direct://127.0.0.1:{window.network.server.port}"
    assert dialog.invite() == window.session.bridge.room.invite
    qtbot.waitUntil(lambda: dialog.card is not None, timeout=5000)
    seat, url, invite = dialog.seat(), dialog.broker_url(), dialog.invite()
    dialog.done(QDialog.DialogCode.Accepted)
    second_window.network.join(invite, "Ben", seat, url)
    qtbot.waitUntil(lambda: isinstance(second_window.session, NetSession), timeout=8000)
    guest = second_window.session
    room = window.network.room
    qtbot.waitUntil(lambda: room.start.isEnabled(), timeout=5000)
    room.start.click()
    qtbot.waitUntil(lambda: guest.started and session.human_to_move(), timeout=5000)
    window._human_move(session.state.legal_moves()[0])
    qtbot.waitUntil(lambda: guest.cursor == 1 and guest.human_to_move(), timeout=5000)
    second_window._human_move(guest.state.legal_moves()[0])
    qtbot.waitUntil(lambda: session.cursor == 2, timeout=5000)


def test_a_triple_domino_guest_keeps_the_end_of_the_game(qtbot, second_window, broker, tmp_path):
    """A hidden-hand game's guest gets no record of the hands as dealt: its history keeps the final table."""
    from engine.record import GameRecord
    from netplay.game import view_hash
    from tests.netplay_run import wait_for_code

    common = ["--broker", broker.url, "--think", "0.05", "--timeout", "120"]
    code_file = tmp_path / "code"
    host = start(["host", "--game", "tripledomino", "--remote", "1", "--level", "easy", "--option", "target=100",
                  "--seed", "3", "--code-file", str(code_file), *common], tmp_path / "host.log")
    window = second_window
    window.act_animations.setChecked(False)
    window.network.join(Invite.parse(wait_for_code(code_file, host)), "Ben", None, broker.url)
    qtbot.waitUntil(lambda: isinstance(window.session, NetSession), timeout=10_000)
    session = window.session
    for _ in range(600):
        qtbot.waitUntil(lambda: session.human_to_move() or session.state.outcome() is not None, timeout=20_000)
        if session.state.outcome() is not None:
            break
        seen = session.cursor
        window._human_move(session.state.legal_moves()[0])
        qtbot.waitUntil(lambda seen=seen: session.cursor > seen, timeout=10_000)
    end = last_json(host, 60)
    assert end["hash"] == view_hash(session.state)
    store = window.history.recorder.store()
    qtbot.waitUntil(lambda: len(store.games()) == 1, timeout=10_000)
    kept = GameRecord.from_json(store.game_record(store.games()[0].id))
    assert kept.moves == [] and view_hash(kept.initial) == end["hash"]
    assert kept.initial.outcome().to_dict() == end["outcome"]
