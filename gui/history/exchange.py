"""The whole history as one JSON document (`gui.history.FORMAT`): its export, and the import that merges one
into a history in one transaction — players by name, games by uid, an unfinished game only over an older
sitting of it —, telling its progress and stopping when asked, with nothing written then; and the writing of
one game, which the store uses for every game. Pure Python (no Qt): `control.py` runs an import in the worker
pool."""

from __future__ import annotations

import itertools
import json
import sqlite3
from collections.abc import Callable
from typing import Any

from gui.history import FORMAT, FORMAT_VERSION, check_document, check_entry, check_player, sqlfile, standings

#: How many games go by between two reports of an import's progress (a report per game would flood the window).
PROGRESS_STEP = 250
#: Above this many games an import counts the statistics and ratings once at its end (`standings.rebuild`), not
#: game by game as they are written.
BULK_GAMES = 1000


def export_json(store: Any) -> str:
    """The whole history: players, then games oldest first with their records. A stored game that would not pass
    an import's checks is left out (with a problem): the export always imports."""
    players = []
    for p in store.players():
        player = {"name": p.name, "kind": p.kind, "level": p.level, "colour": p.colour, "language": p.language,
                  "created": p.created}
        try:
            players.append(check_player(player, f"stored player {p.id}"))
        except ValueError as exc:
            store._problem(f"A stored player is left out of the export ({exc}).")
    games = []
    for g in reversed(store.games()):
        entry = {"uid": g.uid, "game": g.game_id, "options": g.options, "started": g.started,
                 "finished": g.finished, "duration_s": g.duration_s, "result": g.result, "moves": g.moves,
                 "record": store.game_record(g.id), "complete": g.complete,
                 "players": [{"name": s.player, "kind": s.kind, "level": s.level, "colour": s.colour,
                              "score": s.score, "rank": s.rank, "won": s.won} for s in g.seats]}
        try:
            check_entry(entry, f"stored game {g.id}")
        except ValueError as exc:
            store._problem(f"A stored game is left out of the export ({exc}).")
            continue
        games.append(entry)
    document = {"format": FORMAT, "version": FORMAT_VERSION, "players": players, "games": games}
    return json.dumps(document, ensure_ascii=False, indent=1)


def import_json(store: Any, text: str | bytes, progress: Callable[[int, int], None] | None = None,
                conn: sqlite3.Connection | None = None) -> int:
    """Merge an exported history into `store` (through `conn`, a connection of its own, when given); how many
    games were added. ValueError for anything but a well-formed export, and then nothing is written.

    `progress(done, total)` is told how far it is — the games are checked, written, then counted in the standings
    (`standings.py`) when the import changed the past: `total` is three times their number — and may raise (`gui.workers.Cancelled`) to stop it: the transaction is rolled back, the history
    stays as it was."""
    def report(done: int, total: int) -> None:
        if progress is not None and done % PROGRESS_STEP == 0:
            progress(done, total)

    players, games, _ = check_document(text, "the history file",
                                       checking=lambda index, count: report(index, 3 * count))
    conn = conn or store._writable()
    with sqlfile.transaction(conn), sqlfile.as_value_error():
        for player in players:
            sqlfile.player_id(conn, player)
        if len(games) > BULK_GAMES:  # counted once at the end rather than game by game
            conn.execute("UPDATE summary_state SET fresh = 0")
        added = 0
        for index, entry in enumerate(games):
            report(len(games) + index, 3 * len(games))
            added += insert_game(conn, entry, merging=True) is not None
        if not standings.fresh(conn):  # older games came in: the standings are counted again, in this transaction
            counted = itertools.count(2 * len(games))
            standings.rebuild(conn, lambda: report(min(next(counted), 3 * len(games) - 1), 3 * len(games)))
    return added


def insert_game(conn: sqlite3.Connection, entry: dict[str, Any], merging: bool = False) -> int | None:
    """Write one checked game with its seats; None if a game with its uid is stored already, or (`merging`, an
    import) if it is an unfinished sitting and the history holds a later one of that game or its end."""
    with sqlfile.transaction(conn):
        if conn.execute("SELECT 1 FROM games WHERE uid = ?", (entry["uid"],)).fetchone():
            return None
        # Its earlier sitting, left unfinished, is replaced (also by a finished game: it is no longer unfinished);
        # an import replaces only sittings older than its own.
        if not merging:
            conn.execute("DELETE FROM games WHERE thread = ? AND complete = 0", (entry["thread"],))
        elif not entry["complete"] and conn.execute("SELECT 1 FROM games WHERE thread = ? AND finished >= ?",
                                                    (entry["thread"], entry["finished"])).fetchone():
            return None
        else:
            conn.execute("DELETE FROM games WHERE thread = ? AND complete = 0 AND finished <= ?",
                         (entry["thread"], entry["finished"]))
        game = conn.execute(
            "INSERT INTO games(uid, game_id, options, seats, started, finished, duration_s, result, moves, record,"
            " complete, thread) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (entry["uid"], entry["game"], sqlfile.dump(entry["options"]), len(entry["players"]), entry["started"],
             entry["finished"], entry["duration_s"], sqlfile.dump(entry["result"]), sqlfile.dump(entry["moves"]), entry["record"],
             int(entry["complete"]), entry["thread"])).lastrowid
        for index, seat in enumerate(entry["players"]):
            conn.execute("INSERT INTO seats(game, seat, player, colour, score, rank, won) VALUES (?, ?, ?, ?, ?, ?, ?)",
                         (game, index, sqlfile.player_id(conn, {"name": seat["name"], "kind": seat["kind"],
                                                         "level": seat["level"]}),
                          seat["colour"], seat["score"], seat["rank"], int(seat["won"])))
        if entry["complete"]:
            standings.add_game(conn, game)
        return game
