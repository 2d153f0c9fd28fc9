"""The history database with real files: schema and migrations, round trips, damaged files, failed writes."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess

import pytest

import engine
import gui.history
from engine.record import GameRecord
from gui.history import store
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


def test_games_stored_before_threads_get_theirs_at_the_migration(path):
    """A version 2 file (no thread column) with a game in it: after the migration the game has its thread, and
    the same game finished later does not stay unfinished beside it."""
    HistoryStore(path).close()
    unfinished = record_json(5)
    with sqlite3.connect(path) as conn:  # back to version 2 with one unfinished game, as version 2 stored it
        HistoryStore(path).record_game(unfinished, [ANNA, BOB], None, 60.0, "2025-01-01T09:00:00Z")
        conn.executescript("DROP INDEX games_by_thread; ALTER TABLE games DROP COLUMN thread; PRAGMA user_version = 2;")
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
        12,
    ]


def test_hostile_imports_are_refused_and_write_nothing(path, tmp_path):
    document = good_document(HistoryStore(tmp_path / "source.sqlite"))
    history = HistoryStore(path)
    for index, text in enumerate(hostile_documents(document)):
        with pytest.raises(ValueError):
            history.import_json(text)
        assert history.games() == [] and history.players() == [], index
