"""The history database with real files: schema and migrations, round trips, damaged files, failed writes."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest

import engine
import gui.history
from engine.record import GameRecord
from gui.history import sqlfile, store
from gui.history.store import HistoryStore


def record_json(seed: int, game_id: str = "halma", seats: int = 2, moves: int = 2) -> str:
    """A real record of `moves` moves of a new game (the seed makes each one different)."""
    state = engine.new_game(game_id, seats, seed=seed)
    played = []
    for _ in range(moves):
        move = state.legal_moves()[0]
        played.append(state.move_to_text(move))
        state = state.apply(move)
    players = [{"name": f"P{i}", "colour": "red", "human": True, "level": "normal"} for i in range(seats)]
    return GameRecord(engine.new_game(game_id, seats, seed=seed), played, len(played), players).to_json()


ANNA = {"name": "Anna", "colour": "red", "human": True, "level": "normal"}
BOB = {"name": "Bob", "colour": "blue", "human": True, "level": "normal"}
HARD = {"name": "Computer", "colour": "blue", "human": False, "level": "hard"}
ANNA_WINS = {"winners": [0], "reason": "home", "scores": None}


def record(history: HistoryStore, seed: int, players=(ANNA, BOB), outcome=ANNA_WINS, when="2025-01-01T10:00:00Z"):
    return history.record_game(record_json(seed), list(players), outcome, 600.0, when)


@pytest.fixture
def path(tmp_path):
    return tmp_path / "history.sqlite"


def version_of(path) -> int:
    with sqlite3.connect(path) as conn:
        return conn.execute("PRAGMA user_version").fetchone()[0]


def test_a_new_store_is_in_wal_mode_at_the_latest_schema(path):
    history = HistoryStore(path)
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA user_version").fetchone()[0] == store.schema_version() == len(store.MIGRATIONS)
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"players", "games", "seats"} <= tables
    assert history.problems == []


def test_an_older_file_is_migrated_and_keeps_its_data(path):
    conn = sqlite3.connect(path)
    conn.executescript(store.MIGRATIONS[0] + "PRAGMA user_version = 1;")
    conn.execute("INSERT INTO players(name, kind, created) VALUES ('Anna', 'human', '2024-01-01T00:00:00+00:00')")
    conn.commit()
    conn.close()
    history = HistoryStore(path)
    assert version_of(path) == store.schema_version() and history.player("anna").name == "Anna"
    with sqlite3.connect(path) as check:
        assert check.execute("SELECT 1 FROM sqlite_master WHERE name = 'games_by_finished'").fetchone()


#: Version 4's tallies and ratings dropped (`gui.history.standings.SCHEMA`).
BACK_TO_VERSION_3 = """DROP TRIGGER summary_stale_on_delete; DROP TRIGGER summary_stale_on_change;
    DROP TRIGGER summary_stale_on_older; DROP TABLE tallies; DROP TABLE against; DROP TABLE ratings;
    DROP TABLE summary_state; DROP INDEX games_by_mode;
    PRAGMA user_version = 3;"""


def test_games_stored_before_threads_get_theirs_at_the_migration(path):
    """A version 2 file (no thread column) with a game in it: after the migration the game has its thread, and
    the same game finished later does not stay unfinished beside it."""
    HistoryStore(path).close()
    unfinished = record_json(5)
    with sqlite3.connect(path) as conn:  # back to version 2 with one unfinished game, as version 2 stored it
        HistoryStore(path).record_game(unfinished, [ANNA, BOB], None, 60.0, "2025-01-01T09:00:00Z")
        conn.executescript(BACK_TO_VERSION_3 + "DROP INDEX games_by_thread; ALTER TABLE games DROP COLUMN thread;"
                           " PRAGMA user_version = 2;")
    history = HistoryStore(path)
    assert version_of(path) == store.schema_version()
    assert [g.complete for g in history.games()] == [False]
    history.record_game(record_json(5, moves=3), [ANNA, BOB], ANNA_WINS, 60.0, "2025-01-01T10:00:00Z")
    assert [g.complete for g in history.games()] == [True]


def test_a_game_left_unfinished_is_stored_once_whatever_its_sittings(path):
    history = HistoryStore(path)
    history.record_game(record_json(8, moves=1), [ANNA, BOB], None, 60.0, "2025-01-01T09:00:00Z")
    history.record_game(record_json(8, moves=2), [ANNA, BOB], None, 90.0, "2025-01-02T09:00:00Z")
    other = history.record_game(record_json(9, moves=2), [ANNA, BOB], None, 30.0, "2025-01-02T10:00:00Z")
    unfinished = history.games(complete=False)
    assert [len(g.moves) for g in unfinished] == [2, 2] and unfinished[0].id == other
    assert history.games(complete=True) == []
    history.record_game(record_json(8, moves=3), [ANNA, BOB], ANNA_WINS, 120.0, "2025-01-03T09:00:00Z")
    assert [g.id for g in history.games(complete=False)] == [other]
    assert [len(g.moves) for g in history.games(complete=True)] == [3]


def test_an_analysis_joins_the_stored_record_and_leaves_the_game_as_it_was(path):
    history = HistoryStore(path)
    game = record(history, 1)
    uid = history.games()[0].uid
    analysis = {"seats": 2, "seconds": 0.1, "chances": [[0.5, 0.5], [0.6, 0.4]], "preferred": []}
    assert history.keep_analysis(uid, analysis) and not history.keep_analysis("0" * 64, analysis)
    kept = json.loads(history.game_record(game))
    assert kept["analysis"] == analysis and gui.history.record_uid(kept) == uid
    assert [(g.id, g.uid, g.moves) for g in history.games()] == [(game, uid, json.loads(record_json(1))["moves"])]
    assert history.export_json() and record(history, 1) is None  # still one game, and it exports


def test_player_preferences_renames_and_deletions(path):
    history = HistoryStore(path)
    history.add_player("Anna", "#d55e00", "it")
    assert history.set_preferences("anna", None, "de").colour is None
    assert history.player("Anna").language == "de"
    record(history, 1)
    assert history.rename_player("Anna", "Annabel").name == "Annabel"
    assert [s.player for s in history.games()[0].seats] == ["Annabel", "Bob"]
    assert history.rename_player("Annabel", "ANNABEL").name == "ANNABEL"  # only the case changes
    with pytest.raises(ValueError):
        history.rename_player("ANNABEL", "bob")  # taken
    with pytest.raises(ValueError):
        history.rename_player("ANNABEL", "computer:hard")
    with pytest.raises(ValueError):
        history.set_preferences("computer:hard", "#000000", None)  # not a human
    with pytest.raises(ValueError):
        history.delete_player("Bob")  # has games
    history.add_player("Carla")
    history.delete_player("carla")
    assert history.player("Carla") is None


def test_an_extra_migration_runs_once_from_the_current_version(path, monkeypatch):
    HistoryStore(path).close()
    monkeypatch.setattr(store, "MIGRATIONS", [*store.MIGRATIONS, "CREATE TABLE notes(text TEXT);"])
    HistoryStore(path).close()
    HistoryStore(path).close()
    assert version_of(path) == len(store.MIGRATIONS)


def test_a_failing_migration_leaves_the_file_as_it_was(path, monkeypatch):
    HistoryStore(path).close()
    monkeypatch.setattr(store, "MIGRATIONS", [*store.MIGRATIONS, "CREATE TABLE notes(a); CREATE TABLE notes(a);"])
    history = HistoryStore(path)
    assert version_of(path) == len(store.MIGRATIONS) - 1 and history.problems and path.exists()
    with sqlite3.connect(path) as conn:
        assert not conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'notes'").fetchone()


def test_record_list_reopen_export_and_import(path, tmp_path):
    history = HistoryStore(path)
    first = record(history, 1, when="2025-01-01T10:00:00Z")
    second = record(history, 2, (ANNA, HARD), {"winners": [1], "reason": "home", "scores": [3, 7]},
                    when="2025-01-02T10:00:00+01:00")
    assert first and second and record(history, 1) is None  # the same game is stored once
    history.close()

    history = HistoryStore(path)
    games = history.games()
    assert [g.id for g in games] == [second, first]
    newest = games[0]
    assert newest.finished == "2025-01-02T09:00:00+00:00" and newest.started == "2025-01-02T08:50:00+00:00"
    assert [(s.player, s.kind, s.level, s.score, s.rank, s.won) for s in newest.seats] == [
        ("Anna", "human", None, 3, 2, False), ("computer:hard", "computer", "hard", 7, 1, True)]
    assert newest.complete and newest.result["winners"] == [1] and len(newest.moves) == 2
    assert GameRecord.from_json(history.game_record(first)).game_id == "halma"
    assert [g.id for g in history.games(player="ANNA", since="2025-01-02")] == [second]
    assert [g.id for g in history.games(player="Bob")] == [first]
    assert [g.id for g in history.games(limit=1)] == [second] and history.games(game_id="abalone") == []

    exported = history.export_json()
    fresh = HistoryStore(tmp_path / "other.sqlite")
    assert fresh.import_json(exported) == 2 and fresh.import_json(exported) == 0
    assert [(g.uid, g.seats, g.result, g.finished) for g in fresh.games()] == [
        (g.uid, g.seats, g.result, g.finished) for g in games]
    assert fresh.export_json() == exported


def test_players_are_known_by_name_whatever_the_case(path):
    history = HistoryStore(path)
    history.add_player("  Anna  Maria ", colour="red", language="nl")
    assert history.add_player("anna maria", language="de").colour == "red"
    assert history.player("ANNA MARIA").language == "de"
    with pytest.raises(ValueError):
        history.add_player("computer:hard")
    with pytest.raises(ValueError):
        history.add_player("   ")


def test_deleting_a_game_removes_its_seats(path):
    history = HistoryStore(path)
    game = record(history, 1)
    history.delete_game(game)
    assert history.games() == []
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT count(*) FROM seats").fetchone()[0] == 0
    with pytest.raises(KeyError):
        history.game_record(game)


@pytest.mark.parametrize(("content", "kind"), [
    (os.urandom(8192), "broken"),
    ("These are my notes, not a database.\n" * 50, "broken"),
    (None, "future"),
])
def test_an_unusable_file_is_kept_aside_and_a_fresh_one_started(path, tmp_path, content, kind):
    if content is None:
        HistoryStore(path).close()
        with sqlite3.connect(path) as conn:
            conn.execute("PRAGMA user_version = 99")
    elif isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)
    history = HistoryStore(path)
    kept = sorted(p.name for p in tmp_path.iterdir() if f".{kind}-" in p.name)
    assert kept and kept[0].startswith(f"history.sqlite.{kind}-")
    assert len(history.problems) == 1 and "kept as" in history.problems[0]
    if content is None:
        assert "newer" in history.problems[0]
    assert record(history, 1) and len(history.games()) == 1 and version_of(path) == store.schema_version()


def test_a_failed_write_waits_and_is_written_at_the_next_flush(path, monkeypatch):
    history = HistoryStore(path)
    real = store._insert_game

    def disk_full(conn, entry):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(store, "_insert_game", disk_full)
    assert record(history, 1) is None
    assert history.pending_count() == 1 and "disk is full" in history.problems[-1]
    assert len(json.loads(history.pending_path.read_text())["games"]) == 1
    monkeypatch.setattr(store, "_insert_game", real)
    assert history.flush() == 1 and history.pending_count() == 0 and not history.pending_path.exists()
    assert len(history.games()) == 1


def test_games_waiting_survive_a_restart(path, monkeypatch):
    history = HistoryStore(path)
    monkeypatch.setattr(store, "_insert_game", lambda conn, entry: (_ for _ in ()).throw(sqlite3.OperationalError))
    record(history, 1)
    record(history, 2)
    assert history.pending_count() == 2
    history.close()
    monkeypatch.undo()
    reopened = HistoryStore(path)
    assert reopened.pending_count() == 0 and len(reopened.games()) == 2


def read_only(*paths) -> bool:
    """Make `paths` unwritable, also for root (who ignores chmod): chmod, then the immutable flag where root may
    set it; False when neither holds."""
    for path in paths:
        os.chmod(path, 0o555 if path.is_dir() else 0o444)
    if os.access(paths[0], os.W_OK):
        return shutil.which("chattr") is not None and all(
            subprocess.run(["chattr", "+i", str(path)], capture_output=True).returncode == 0 for path in paths)
    return True


def writable(*paths) -> None:
    for path in paths:
        if shutil.which("chattr"):
            subprocess.run(["chattr", "-i", str(path)], capture_output=True)
        os.chmod(path, 0o755 if path.is_dir() else 0o644)


def test_a_read_only_folder_does_not_stop_a_game(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    database = folder / "history.sqlite"
    HistoryStore(database).close()
    for leftover in folder.glob("history.sqlite-*"):  # WAL files go when the last connection closes
        leftover.unlink()
    try:
        if not read_only(database, folder):
            pytest.skip("this user can write to any folder here")
        history = HistoryStore(database)
        assert record(history, 1) is None and history.pending_count() == 1
        assert any("in memory" in problem or "cannot be used" in problem for problem in history.problems)
        writable(folder, database)
        assert history.flush() == 1 and len(history.games()) == 1 and history.pending_count() == 0
    finally:
        writable(folder, database)


def test_a_database_locked_when_opened_is_kept_aside_and_a_fresh_one_started(path, tmp_path):
    record(HistoryStore(path), 1)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # a hung program holding the write lock
    try:
        history = HistoryStore(path, timeout_s=0.1)
        kept = [p.name for p in tmp_path.iterdir() if ".locked-" in p.name and not p.name.endswith(("-wal", "-shm"))]
        assert len(kept) == 1 and "locked" in history.problems[-1] and "kept as" in history.problems[-1]
        assert record(history, 2) is not None and len(history.games()) == 1  # the fresh one takes games at once
    finally:
        other.execute("COMMIT")
        other.close()
    assert len(HistoryStore(tmp_path / kept[0]).games()) == 1  # the backup kept its game


def test_a_lock_taken_after_opening_queues_the_game(path):
    history = HistoryStore(path, timeout_s=0.1)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    assert record(history, 1) is None and history.pending_count() == 1
    assert "locked" in history.problems[-1]
    other.execute("COMMIT")
    other.close()
    assert history.flush() == 1 and history.pending_count() == 0 and len(history.games()) == 1


def good_document(history: HistoryStore) -> dict:
    record(history, 1)
    return json.loads(history.export_json())


def nested(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def hostile_documents(document: dict) -> list:
    game = document["games"][0]
    return [
        "[" * 200_000 + "]" * 200_000,
        json.dumps({**document, "games": [{**game, "options": {"a": nested(gui.history.MAX_DEPTH)}}]}),
        "x" * (gui.history.MAX_IMPORT_CHARS + 1),
        json.dumps({**document, "format": "something-else"}),
        json.dumps({**document, "games": {"a": game}}),
        json.dumps({**document, "games": [{**game, "players": [{**game["players"][0], "rank": "1"}]}]}),
        json.dumps({**document, "games": [{**game, "duration_s": True}]}),
        json.dumps({**document, "games": [{**game, "duration_s": float("nan")}]}),
        json.dumps({**document, "games": [{**game, "record": "{not json"}]}),
        json.dumps({**document, "games": [{**game, "game": "abalone"}]}),
        json.dumps({**document, "games": [{**game, "moves": [1, 2]}]}),
        json.dumps({**document, "players": [{"name": "Eve", "kind": "admin"}]}),
        json.dumps({**document, "games": [game, {**game, "finished": "yesterday"}]}),
        b"\xff\xfe not utf-8",
        b"\x80 not utf-8 either",
        12,
        # Numbers and times beyond any game, and text that is not Unicode.
        json.dumps({**document, "games": [{**game, "players": [{**game["players"][0], "score": 10 ** 400}]}]}),
        json.dumps({**document, "games": [{**game, "players": [{**game["players"][0], "rank": 2 ** 70}]}]}),
        json.dumps({**document, "games": [{**game, "finished": "9999-12-31T23:59:59-14:00"}]}),
        json.dumps({**document, "games": [{**game, "started": "0001-01-01T00:00:00+14:00"}]}),
        json.dumps({**document, "players": [{**document["players"][0], "created": "0001-01-01T00:00:00+14:00"}]}),
        json.dumps({**document, "players": [{**document["players"][0], "name": "\udc80Anna"}]}),
        # A file that says one thing twice, or its version as true.
        json.dumps(document)[:-1] + ', "games": []}',
        json.dumps({**document, "version": True}),
        # Games that cannot be what they say: ranks, seats, times, games, records.
        json.dumps({**document, "games": [{**game, "players": [{**game["players"][0], "rank": -5}]}]}),
        json.dumps({**document, "games": [{**game, "players": game["players"] * 3}]}),
        json.dumps({**document, "games": [{**game, "started": "2030-01-01T00:00:00+00:00"}]}),
        json.dumps({**document, "games": [{**game, "game": "chess", "record": game["record"].replace("halma", "chess")}]}),
        json.dumps({**document, "games": [{**game, "record": json.dumps({"game": "halma"})}]}),
        # Players who are not who they say.
        json.dumps({**document, "players": [{**document["players"][0], "name": "Computer:Easy"}]}),
        json.dumps({**document, "players": [{**document["players"][0], "name": "\uff43omputer:easy"}]}),
        json.dumps({**document, "players": [{**document["players"][0], "name": "   "}]}),
        json.dumps({**document, "players": [{**document["players"][0], "kind": "computer", "level": "god"}]}),
        json.dumps({**document, "players": [{**document["players"][0], "kind": "computer", "level": "easy"}]}),
        json.dumps({**document, "games": [{**game, "players": [{**game["players"][0], "name": "computer:easy"},
                                                               game["players"][1]]}]}),
    ]


def test_hostile_imports_are_refused_and_write_nothing(path, tmp_path):
    document = good_document(HistoryStore(tmp_path / "source.sqlite"))
    history = HistoryStore(path)
    for index, text in enumerate(hostile_documents(document)):
        with pytest.raises(ValueError):
            history.import_json(text)
        assert history.games() == [] and history.players() == [], index



def test_a_history_in_utf_16_imports_and_the_message_says_what_is_wrong(path, tmp_path):
    document = good_document(HistoryStore(tmp_path / "source.sqlite"))
    history = HistoryStore(path)
    assert history.import_json(json.dumps(document).encode("utf-16")) == 1
    tidied = {**document, "players": [{**document["players"][0], "name": "Zo\u00eb\u200b\n"}]}  # as a person types
    history.import_json(json.dumps(tidied))
    assert "Zoë" in [p.name for p in history.players()]
    with pytest.raises(ValueError, match="not UTF-8 text"):
        history.import_json(b"\x80\x81")
    with pytest.raises(ValueError, match="game 1: the time .* is out of range"):
        history.import_json(json.dumps({**document, "games": [{**document["games"][0], "finished": "9999-12-31T23:59:59-14:00"}]}))
    with pytest.raises(ValueError, match="a key appears twice"):
        history.import_json(json.dumps(document)[:-1] + ', "games": []}')


def import_sitting(history: HistoryStore, tmp_path, moves: int, when: str, outcome=None) -> int:
    """Import a sitting of game 7 (Anna and Bob) played to `moves` moves at `when`, from another computer."""
    other = HistoryStore(tmp_path / f"other-{moves}-{when[:13]}.sqlite")
    other.record_game(record_json(7, moves=moves), [ANNA, BOB], outcome, 60.0, when)
    return history.import_json(other.export_json())


def sittings(history: HistoryStore) -> list[tuple[bool, int]]:
    return sorted((game.complete, len(game.moves)) for game in history.games())


def test_an_import_never_puts_a_game_back_to_an_earlier_sitting(path, tmp_path):
    history = HistoryStore(path)
    history.record_game(record_json(7, moves=3), [ANNA, BOB], None, 60.0, "2025-03-01T10:00:00Z")
    assert import_sitting(history, tmp_path, 1, "2025-03-01T09:00:00Z") == 0  # an old export of the game
    assert sittings(history) == [(False, 3)]
    assert import_sitting(history, tmp_path, 5, "2025-03-01T11:00:00Z") == 1  # played on elsewhere, later
    assert sittings(history) == [(False, 5)]
    history.record_game(record_json(7, moves=6), [ANNA, BOB], ANNA_WINS, 60.0, "2025-03-01T12:00:00Z")
    assert sittings(history) == [(True, 6)]
    assert import_sitting(history, tmp_path, 5, "2025-03-01T11:00:00Z") == 0  # the finished game stays finished
    assert sittings(history) == [(True, 6)]


@pytest.mark.parametrize("damage", [
    "PRAGMA user_version = -5",
    "PRAGMA user_version = -1",
    "DROP TABLE seats",
    "DROP INDEX games_by_thread; ALTER TABLE games DROP COLUMN thread",
    "ALTER TABLE players DROP COLUMN level",
])
def test_a_file_with_an_unknown_schema_is_kept_aside(path, tmp_path, damage):
    record(HistoryStore(path), 1)
    with sqlite3.connect(path) as conn:
        conn.executescript(damage)
    history = HistoryStore(path)
    assert any("kept as" in problem for problem in history.problems)
    assert [p.name for p in tmp_path.iterdir() if ".broken-" in p.name and p.suffix != ".lock"]
    assert record(history, 2) is not None and len(history.games()) == 1


@pytest.mark.parametrize("schema", [
    "CREATE TABLE players(login TEXT, password TEXT)",  # another program's file
    "CREATE TABLE notes(text TEXT); PRAGMA user_version = 2",  # another program's, at a version of ours
])
def test_another_programs_database_is_kept_aside(path, tmp_path, schema):
    with sqlite3.connect(path) as conn:
        conn.executescript(schema)
    history = HistoryStore(path)
    assert any("not a Ludoteca history" in problem for problem in history.problems)
    assert record(history, 1) is not None and history.pending_count() == 0
    kept = next(p for p in tmp_path.iterdir() if ".broken-" in p.name)
    with sqlite3.connect(kept) as conn:  # the other program's file is untouched
        assert conn.execute("SELECT count(*) FROM sqlite_master WHERE type = 'table'").fetchone()[0] == 1


def test_a_folder_or_a_pipe_in_the_way_does_not_stop_the_history(path, tmp_path):
    path.mkdir()
    history = HistoryStore(path)
    assert record(history, 1) is not None and path.is_file()
    history.close()
    pending = tmp_path / f"{path.name}{store.PENDING_SUFFIX}"
    os.mkfifo(pending)
    opened = threading.Thread(target=lambda: HistoryStore(path).close(), daemon=True)
    opened.start()
    opened.join(10)
    assert not opened.is_alive() and not pending.exists()  # not hung on the pipe, which was moved aside
    assert len(HistoryStore(path).games()) == 1


DAMAGED_ROWS = [
    "UPDATE games SET result = NULL WHERE id = 1",
    "UPDATE games SET options = '{bad' WHERE id = 1",
    "UPDATE games SET options = '[1, 2]' WHERE id = 1",
    "UPDATE games SET options = x'ff' WHERE id = 1",
    "UPDATE games SET options = '" + "[" * 5000 + "]" * 5000 + "' WHERE id = 1",
    "UPDATE games SET moves = '5' WHERE id = 1",
    "UPDATE games SET duration_s = 'abc' WHERE id = 1",
    "UPDATE games SET finished = '0001-01-01T00:00:00+14:00' WHERE id = 1",
    "UPDATE games SET finished = x'00ff' WHERE id = 1",
    "UPDATE seats SET score = 'x' WHERE game = 1",
    "UPDATE players SET name = x'ff00' WHERE name = 'Bob'",
]


@pytest.mark.parametrize("damage", DAMAGED_ROWS)
def test_a_damaged_row_is_left_out_and_the_rest_exports_and_imports(path, tmp_path, damage):
    history = HistoryStore(path)
    for seed in (1, 2, 3):
        record(history, seed, players=(ANNA, BOB) if seed == 1 else (ANNA, HARD))
    with sqlite3.connect(path) as conn:
        conn.execute(damage)
    games = history.games()
    assert len(games) == 2 and any("left out" in problem for problem in history.problems)
    fresh = HistoryStore(tmp_path / "fresh.sqlite")
    assert fresh.import_json(history.export_json()) == 2


def test_a_bad_game_waiting_to_be_written_is_kept_aside_and_the_others_written(path):
    entries = [gui.history.entry_from_game(record_json(seed), [ANNA, BOB], ANNA_WINS, 60.0, "2025-01-01T10:00:00Z")
               for seed in (1, 2)]
    entries[0]["players"][0]["score"] = 10 ** 400  # no game scores that
    document = {"format": gui.history.FORMAT, "version": gui.history.FORMAT_VERSION, "players": [], "games": entries}
    Path(f"{path}{store.PENDING_SUFFIX}").write_text(json.dumps(document))
    history = HistoryStore(path)
    rejected = [p for p in path.parent.iterdir() if ".rejected-" in p.name]
    assert len(history.games()) == 1 and len(rejected) == 1 and history.pending_count() == 0
    assert any("kept as" in problem for problem in history.problems)
    assert len(json.loads(rejected[0].read_text())["games"]) == 1  # kept for a person to look at


def test_a_file_moved_aside_by_another_program_is_followed(path, tmp_path):
    history = HistoryStore(path)
    record(history, 1)
    os.replace(path, tmp_path / "elsewhere.sqlite")  # as another Ludoteca would, finding the file locked
    for suffix in ("-wal", "-shm"):
        if os.path.exists(f"{path}{suffix}"):
            os.replace(f"{path}{suffix}", tmp_path / f"elsewhere.sqlite{suffix}")
    assert record(history, 2) is not None
    assert [len(g.moves) for g in HistoryStore(path).games()] == [2]  # the game went where the history is now


HOLDER = """
import sys
from gui.history.store import HistoryStore
history = HistoryStore(sys.argv[1])
if sys.argv[2] == "locked":
    history._conn.execute("BEGIN IMMEDIATE")  # a long import, say
print("holding", flush=True)
sys.stdin.read()
if sys.argv[2] == "locked":
    history._conn.execute("COMMIT")
"""


@pytest.mark.skipif(sqlfile.fcntl is None, reason="no POSIX locks here")
@pytest.mark.parametrize("trouble", ["locked", "future"])
def test_a_history_another_ludoteca_has_open_is_never_moved_aside(path, tmp_path, trouble):
    HistoryStore(path).close()
    other = subprocess.Popen([sys.executable, "-c", HOLDER, str(path), trouble], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True, cwd=Path(__file__).parent.parent)
    try:
        assert other.stdout.readline().strip() == "holding"
        if trouble == "future":  # a newer Ludoteca has it open
            with sqlite3.connect(path) as conn:
                conn.execute("PRAGMA user_version = 99")
        history = HistoryStore(path, timeout_s=0.2)
        assert not [p for p in tmp_path.iterdir() if f".{trouble}-" in p.name]
        assert any("another Ludoteca has it open" in problem for problem in history.problems)
        assert record(history, 1) is None and history.pending_count() == 1  # the game waits
    finally:
        other.communicate("", timeout=30)
    if trouble == "locked":
        assert history.flush() == 1 and len(history.games()) == 1


@pytest.mark.parametrize("kind", ["folder", "link", "pipe"])
def test_a_lock_file_that_is_no_file_is_replaced(path, tmp_path, kind):
    lock = Path(f"{path}.lock")
    {"folder": lock.mkdir, "link": lambda: lock.symlink_to(tmp_path / "nowhere" / "x"),
     "pipe": lambda: os.mkfifo(lock)}[kind]()
    history = HistoryStore(path)
    assert history._lock.fd is not None and lock.is_file() and not lock.is_symlink()
    assert record(history, 1) is not None


def test_stores_share_the_games_waiting_and_never_drop_one_another_s(path, monkeypatch):
    HistoryStore(path).close()
    monkeypatch.setattr(sqlfile.InstanceLock, "others", lambda lock: True)  # two running Ludotecas
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program, for a moment
    first = HistoryStore(path, timeout_s=0.1)
    record(first, 1)
    assert first.pending_count() == 1
    other.execute("COMMIT")
    other.close()
    second = HistoryStore(path)  # nothing of its own waits: it takes in the first one's game
    assert len(second.games()) == 1 and not second.pending_path.exists()
    record(second, 2)
    assert first.flush() == 1 and first.pending_count() == 0  # already stored: written once
    assert sorted(len(g.moves) for g in HistoryStore(path).games()) == [2, 2] and len(HistoryStore(path).games()) == 2


def test_a_migration_another_ludoteca_took_meanwhile_is_not_taken_again(path):
    early = sqlite3.connect(path, isolation_level=None)  # opened when the file was still empty
    early.execute("PRAGMA user_version").fetchone()
    HistoryStore(path).close()  # another Ludoteca made the schema meanwhile
    store.migrate(early)  # reads the version again inside its transaction: nothing to do, nothing refused
    assert version_of(path) == store.schema_version()
    early.close()


def test_a_player_is_one_whatever_the_case_or_unicode_spelling_of_the_name(path):
    history = HistoryStore(path)
    elodie = history.add_player("Élodie", colour="red")
    assert history.add_player("élodie").id == elodie.id  # not ASCII, still the same person
    assert history.add_player("E\u0301lodie").id == elodie.id  # decomposed
    assert history.player("ÉLODIE").colour == "red"
    assert history.rename_player("élodie", "ÉLODIE").name == "ÉLODIE"  # a change of case only
    history.add_player("Zoë")
    with pytest.raises(ValueError):
        history.rename_player("ÉLODIE", "zoë")  # taken
    assert [p.name for p in history.players()] == ["Zoë", "ÉLODIE"]


@pytest.mark.parametrize("name", ["Computer:easy", "COMPUTER:hard", "\uff43omputer:easy", "guest:1", "Guest:2",
                                  "   ", "\u200b", "\u0301", "\u202e\u200b"])
def test_names_of_computers_guests_or_nothing_visible_are_refused(path, name):
    history = HistoryStore(path)
    with pytest.raises(ValueError):
        history.add_player(name)
    history.add_player("Anna")
    with pytest.raises(ValueError):
        history.rename_player("Anna", name)
    assert [p.name for p in history.players()] == ["Anna"]


def test_invisible_and_control_characters_are_not_part_of_a_name(path):
    history = HistoryStore(path)
    anna = history.add_player("Anna")
    for spelling in ("Anna\u200b", "\u202eAnna", "An\x00na", "Anna\udc80", "\tAnna\n"):
        assert history.add_player(spelling).id == anna.id, repr(spelling)


def test_a_person_called_like_a_computer_level_is_never_that_level(path):
    history = HistoryStore(path)
    impostor = {"name": "Computer:easy", "colour": "red", "human": True}
    record(history, 1, players=(impostor, {**HARD, "level": "easy"}))
    seats = history.games()[0].seats
    assert [(s.player, s.kind) for s in seats] == [("~Computer:easy", "human"), ("computer:easy", "computer")]



def test_joiners_stay_inside_a_name_and_invisible_differences_make_no_new_player(path):
    history = HistoryStore(path)
    family = history.add_player("\U0001f468\u200d\U0001f469\u200d\U0001f467")
    assert family.name == "\U0001f468\u200d\U0001f469\u200d\U0001f467"  # the emoji family keeps its joiners
    assert history.add_player("\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645").name.count("\u200c") == 1
    zoe = history.add_player("Zoë")
    assert history.player("Zoe\u0308\u200b").id == zoe.id


def test_a_guest_belongs_to_a_seat_of_the_game(path, tmp_path):
    document = good_document(HistoryStore(tmp_path / "source.sqlite"))
    game = document["games"][0]
    guests = [{**game["players"][0], "name": "guest:1"}, {**game["players"][1], "name": "guest:2"}]
    history = HistoryStore(path)
    assert history.import_json(json.dumps({**document, "players": [], "games": [{**game, "players": guests}]})) == 1
    beyond = [guests[0], {**guests[1], "name": "guest:5"}]  # a two-seat game has no fifth seat
    with pytest.raises(ValueError, match="guest:5"):
        history.import_json(json.dumps({**document, "players": [], "games": [{**game, "players": beyond}]}))
