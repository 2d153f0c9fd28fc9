"""Refused moves are explained in the player's language, beside the board, however they came in."""

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from engine import IllegalMove, Refusal
from engine.record import GameRecord
from gui import saves, texts
from gui.setup import GameSetup, SeatSetup

DUTCH_UNREADABLE = "Die tekst is geen zet in de notatie van dit spel."


def start_count(window, *seats):
    window.act_privacy.setChecked(False)  # the test game hides hands
    setup = GameSetup("count", list(seats) or [SeatSetup("Ann", "red"), SeatSetup("Bob", "blue")],
                      {"target": 15, "mode": "plain"})
    window.start_game(setup, seed=1)
    return window.scene


def type_move(qtbot, window, text):
    entry = window.panel.move_entry
    entry.clear()
    qtbot.keyClicks(entry, text)
    qtbot.keyClick(entry, Qt.Key.Key_Return)


def test_a_typed_move_is_played_or_refused_in_dutch(qtbot, window, languages, count_game):
    languages.set_language("nl")
    start_count(window)
    type_move(qtbot, window, "zz99")
    assert window.session.moves == []
    assert window.panel.notice.isVisibleTo(window.panel) and window.panel.notice.text() == DUTCH_UNREADABLE
    assert window.status_label.text() == f"Niet toegestaan: {DUTCH_UNREADABLE}"
    assert window.panel.move_entry.text() == "zz99"  # kept, so the player can correct it
    type_move(qtbot, window, "+2")
    assert window.session.moves == ["+2"]
    assert window.panel.move_entry.text() == "" and not window.panel.notice.isVisibleTo(window.panel)
    assert window.status_label.text() == ""


def test_the_move_field_is_off_while_the_computer_moves(qtbot, window, count_game):
    start_count(window, SeatSetup("Ann", "red"), SeatSetup("CPU", "blue", human=False, level="easy"))
    assert window.panel.move_entry.isEnabled()
    type_move(qtbot, window, "+1")
    assert not window.panel.move_entry.isEnabled()
    qtbot.waitUntil(lambda: len(window.session.moves) == 2, timeout=10_000)
    assert window.panel.move_entry.isEnabled()


def test_a_refusal_from_the_board_is_shown_with_its_parameters(qtbot, window, languages, count_game):
    start_count(window)
    window.scene.moveRefused.emit(IllegalMove("amount", 9))
    assert window.panel.notice.text() == "You can add 1, 2 or 3, not 9."
    qtbot.mouseClick(window.board.view.viewport(), Qt.MouseButton.LeftButton)  # on no button: nothing played
    assert not window.panel.notice.isVisibleTo(window.panel) and window.session.moves == []
    languages.set_language("fr")
    window.scene.moveRefused.emit(IllegalMove(Refusal.GAME_OVER))
    assert window.panel.notice.text() == "La partie est terminée : plus aucun coup n’est possible."
    window.scene.moveRefused.emit(IllegalMove("a code nobody wrote a sentence for", "x"))
    assert window.panel.notice.text() == "Ce coup n’est pas permis dans cette position."


def test_a_refused_computer_move_is_reported_and_pauses(qtbot, window, count_game, monkeypatch):
    import engine.ai

    monkeypatch.setattr(engine.ai, "choose", lambda *args, **kwargs: count_game.Add(7))
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append((box.text(), box.informativeText())))
    start_count(window, SeatSetup("CPU", "red", human=False, level="easy"), SeatSetup("Bob", "blue"))
    qtbot.waitUntil(lambda: bool(shown), timeout=10_000)
    assert "(+7)" in shown[0][0] and shown[0][1] == "You can add 1, 2 or 3, not 7."
    assert window.session.paused and window.session.moves == []


def test_a_save_with_a_refused_move_names_it_in_the_players_language(window, languages, count_game, tmp_path):
    import engine

    record = GameRecord(engine.new_game("count", 2, {"mode": "plain"}, seed=5), ["+1", "+2"], 2,
                        [{"name": "A", "colour": "red"}, {"name": "B", "colour": "blue"}])
    data = json.loads(record.to_json())
    data["moves"][1] = "zz"
    path = tmp_path / "bad.ludoteca"
    path.write_text(json.dumps(data), encoding="utf-8")
    languages.set_language("de")
    try:
        saves.load_game(path)
    except saves.SaveError as exc:
        message = str(exc)
    assert message == "Zug 2 (zz) ist nicht erlaubt: Dieser Text ist kein Zug in der Notation dieses Spiels."


def test_fill_replaces_placeholders_once():
    assert texts.fill("%1 and %2", "%2", "b") == "%2 and b"
    assert texts.fill("%2 before %1", 1, 2) == "2 before 1"
    assert texts.fill("%3 missing", 1) == "%3 missing"
