"""Every finished game played in the window goes into the history database in the user's data folder."""

from __future__ import annotations

from gui.history.recorder import FILE_NAME
from gui.history.store import HistoryStore
from gui.paths import data_dir
from gui.setup import GameSetup, SeatSetup
from tests.fake_game import Add


def finish_count(window, target=5):
    setup = GameSetup("count", [SeatSetup("Ann", "red"), SeatSetup("Bob", "blue")], {"target": target, "mode": "plain"})
    window.start_game(setup, seed=1)
    while window.session.state.outcome() is None:
        window.session.play(Add(3))


def stored_games():
    return HistoryStore(data_dir() / FILE_NAME).games()


def test_a_finished_game_is_stored_with_its_players_and_result(qtbot, window, count_game):
    finish_count(window)
    games = stored_games()
    assert len(games) == 1
    game = games[0]
    assert game.game_id == "count" and game.complete
    assert [seat.player for seat in game.seats] == ["Ann", "Bob"]
    assert [seat.won for seat in game.seats] == [False, True]  # Ann 3, Bob 3: 6 reaches 5, Bob wins


def test_the_same_game_reopened_is_not_stored_twice(qtbot, window, count_game, tmp_path):
    finish_count(window)
    path = tmp_path / "done.ludoteca"
    assert window.files.write(path)
    window.files.open(path)  # a finished game opened: game over again, the same game
    assert len(stored_games()) == 1


def test_an_unreadable_history_is_kept_aside_and_the_game_stored_in_a_new_one(qtbot, window, count_game):
    (data_dir() / FILE_NAME).write_bytes(b"this is not a database" * 100)
    finish_count(window)
    assert "history" in window.status_label.text()
    assert len(stored_games()) == 1
    assert any(p.name.startswith(f"{FILE_NAME}.broken-") for p in data_dir().iterdir())


def test_screenshots_leave_no_history(qtbot, count_game, languages):
    from gui.main_window import MainWindow

    window = MainWindow(languages, autosave=False)
    qtbot.addWidget(window)
    finish_count(window)
    assert not (data_dir() / FILE_NAME).exists()
