"""How long the History and Statistics window takes to open over a large history, beside the chooser's time.

    .venv/bin/python bench/history.py [--games 100000] [--keep FOLDER] [--import-file]

Builds `--games` finished games (Halma for two, Triple Domino for two to four with scores; four people and
the three computer levels, a game every 40 minutes back from now) in a scratch data folder, then, offscreen in
one process: the time to show the main window at its chooser, to load the History window's modules (pyqtgraph:
once a run, whatever the history's size), to open the history file (its integrity check reads the whole file;
the app opens it at the first game of a run, as a rule), and from asking for the History and Statistics window to
its first paint — what opening it adds (issue 33: at most 0.2 s over 100,000 games).
`--import-file` also exports the history and times importing it into an empty one (in the worker, as the
menu does). Figures depend on the machine and its load; no test asserts them.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

PEOPLE = ["Anna", "Bob", "Carla", "Dirk"]
LEVELS = ["computer:easy", "computer:normal", "computer:hard"]


def sample_record(game_id: str, seats: int) -> dict:
    import engine
    from engine.record import GameRecord

    state = engine.new_game(game_id, seats, seed=1)
    players = [{"name": f"P{i}", "colour": None, "human": True, "level": "normal"} for i in range(seats)]
    return json.loads(GameRecord(state, [], 0, players).to_json())


def game_record(sample: dict, number: int) -> str:
    """`sample` told apart as game `number` (its own uid, so an import of the export keeps every game)."""
    return json.dumps({**sample, "players": [{**sample["players"][0], "name": f"Bench {number}"},
                                             *sample["players"][1:]]})


def build_history(path: Path, count: int) -> None:
    """`count` finished games in a new history at `path`, written straight into its tables (the store's own
    checks would take minutes for 100,000), then counted in its standings and ratings."""
    from gui.history import sqlfile, standings
    from gui.history.store import HistoryStore

    store = HistoryStore(path)
    conn = store._writable()
    records = {("halma", 2): sample_record("halma", 2), **{("tripledomino", n): sample_record("tripledomino", n)
                                                             for n in (2, 3, 4)}}
    now = datetime.now(UTC)
    with sqlfile.transaction(conn):
        ids = {name: sqlfile.player_id(conn, {"name": name, "kind": "human"}) for name in PEOPLE}
        ids.update({name: sqlfile.player_id(conn, {"name": name, "kind": "computer", "level": name.split(":")[1]})
                    for name in LEVELS})
        everyone = [*PEOPLE, *LEVELS]
        games, seats = [], []
        for number in range(1, count + 1):
            game_id = "halma" if number % 3 else "tripledomino"
            size = 2 if game_id == "halma" else 2 + number % 3
            who = [everyone[(number * 3 + k * (1 + number % 5)) % len(everyone)] for k in range(size)]
            if len(set(who)) < size:
                who = [everyone[(number + k) % len(everyone)] for k in range(size)]
            winner = hashlib.sha256(f"winner {number}".encode()).digest()[0] % size  # no player wins every time
            scores = [float((number * (k + 3)) % 90) for k in range(size)] if game_id == "tripledomino" else None
            finished = (now - timedelta(minutes=40 * (count - number))).isoformat(timespec="seconds")
            result = {"winners": [winner], "reason": "home" if game_id == "halma" else "out", "scores": scores}
            uid = hashlib.sha256(f"bench {number}".encode()).hexdigest()
            games.append((number, uid, game_id, "{}", size, finished, finished, 600.0, sqlfile.dump(result), "[]",
                          game_record(records[(game_id, size)], number), 1, uid))
            seats += [(number, k, ids[name], None, scores[k] if scores else None, 1 if k == winner else 2,
                       int(k == winner)) for k, name in enumerate(who)]
        conn.executemany("INSERT INTO games(id, uid, game_id, options, seats, started, finished, duration_s, result,"
                         " moves, record, complete, thread) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", games)
        conn.executemany("INSERT INTO seats(game, seat, player, colour, score, rank, won) VALUES (?, ?, ?, ?, ?, ?, ?)",
                         seats)
    start = time.perf_counter()
    standings.rebuild(conn)  # as an import does at its end
    print(f"standings and ratings of {count} games counted in {time.perf_counter() - start:.1f} s")
    store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--keep", type=Path, help="build the data folder here and keep it")
    parser.add_argument("--import-file", action="store_true", help="also time exporting and importing it")
    args = parser.parse_args()
    scratch = tempfile.TemporaryDirectory(prefix="ludoteca-bench-history-")
    base = args.keep or Path(scratch.name)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["XDG_DATA_HOME"] = str(base / "data")
    os.environ["XDG_CONFIG_HOME"] = str(base / "config")
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setOrganizationName("Ludoteca")
    QCoreApplication.setApplicationName("Ludoteca")
    app = QApplication([])
    from gui.history.recorder import FILE_NAME
    from gui.i18n import LanguageManager
    from gui.main_window import MainWindow
    from gui.paths import data_dir

    database = data_dir() / FILE_NAME
    if not database.exists():
        start = time.perf_counter()
        build_history(database, args.games)
        print(f"built {args.games} games in {time.perf_counter() - start:.1f} s "
              f"({database.stat().st_size / 1e6:.0f} MB)")
    languages = LanguageManager(app)
    languages.set_language("en")
    start = time.perf_counter()
    window = MainWindow(languages)
    window.show()
    app.processEvents()
    chooser = time.perf_counter() - start
    start = time.perf_counter()
    import gui.history.window  # noqa: F401 - its modules (pyqtgraph) load once, whatever the history's size
    modules = time.perf_counter() - start
    start = time.perf_counter()
    window.history.recorder.store()  # opened at the first game of a run, as a rule; its integrity check reads it all
    store = time.perf_counter() - start
    start = time.perf_counter()
    window.history.show_window()
    app.processEvents()
    window.history.dialog.grab()  # its first paint
    opening = time.perf_counter() - start
    print(f"chooser shown in {chooser:.2f} s; the History window's modules loaded in {modules:.2f} s, the history "
          f"file opened and checked in {store:.2f} s; History and Statistics opened in {opening:.2f} s over "
          f"{args.games} games (goal: at most 0.2 s)")
    if args.import_file:
        time_import(window, app, base)
    window.close()


def time_import(window, app, base: Path) -> None:
    exported = base / "export.json"
    start = time.perf_counter()
    exported.write_text(window.history.recorder.store().export_json(), encoding="utf-8")
    print(f"exported in {time.perf_counter() - start:.1f} s ({exported.stat().st_size / 1e6:.0f} MB)")
    window.history.close()
    (window.history.recorder.folder or Path(os.environ["XDG_DATA_HOME"])).mkdir(exist_ok=True)
    from gui.history.recorder import HistoryRecorder

    window.history.recorder = HistoryRecorder(folder=base / "empty")
    (base / "empty").mkdir(exist_ok=True)
    start = time.perf_counter()
    done = window.history.import_file(exported)
    ticks = 0
    while window.history.importing():
        app.processEvents()
        ticks += 1
        time.sleep(0.01)
    print(f"imported in {time.perf_counter() - start:.1f} s, {ticks} turns of the event loop meanwhile ({done})")


if __name__ == "__main__":
    main()
