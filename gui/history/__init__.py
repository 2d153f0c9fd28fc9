"""Players, the history of played games and ratings (issue 21): what a history is, with no database and no Qt.

This module holds the plain data the store gives (`Player`, `Game` with its `Seat`s) and the one form of a game
that the store writes, the export holds and the file of games waiting to be written holds, with its checks for
data from callers and from files (size and depth caps, types, no NaN; never eval or pickle).
`store.py` keeps players and games in SQLite, `ratings.py` computes Glicko-2 ratings and `statistics.py` the
statistics from them; `control.py` and `window.py` bring them to the main window.
"""

from __future__ import annotations

import hashlib
import json
import math
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

FORMAT = "ludoteca-history"
FORMAT_VERSION = 1
COMPUTER_PREFIX = "computer:"
#: Caps for untrusted JSON (imports, the pending file): a real history of years is a few tens of MB.
MAX_IMPORT_CHARS = 128 * 1024 * 1024
MAX_RECORD_CHARS = 20_000_000
MAX_DEPTH = 64
MAX_NAME = 200
MAX_MOVES = 100_000
KINDS = ("human", "computer")
MAX_SEATS = 16
MAX_ITEMS = 1_000_000


@dataclass(frozen=True)
class Player:
    id: int
    name: str
    kind: str
    level: str | None
    colour: str | None
    language: str | None
    created: str


@dataclass(frozen=True)
class Seat:
    seat: int
    player: str
    kind: str
    level: str | None
    colour: str | None
    score: float | None
    rank: int
    won: bool


@dataclass(frozen=True)
class Game:
    id: int
    uid: str
    game_id: str
    options: dict[str, Any]
    seats: list[Seat]
    started: str
    finished: str
    duration_s: float
    result: dict[str, Any] | None
    moves: list[str]
    complete: bool


def computer_name(level: str) -> str:
    return COMPUTER_PREFIX + level


def record_uid(record: Any) -> str:
    """The content hash of a parsed record's game — its start, the moves played and the players, not the clock
    readings, the replay position or an analysis added later —: the same game gives the same uid on every
    computer, however often it is saved, reviewed or reopened."""
    if isinstance(record, dict):
        moves, cursor = record.get("moves"), record.get("cursor")
        played = moves[:cursor] if isinstance(moves, list) and isinstance(cursor, int) else moves
        record = {"game": record.get("game"), "initial": record.get("initial"), "moves": played,
                  "players": record.get("players")}
    return _digest(record)


def record_thread(record: Any) -> str:
    """The hash of a parsed record's start and players, not its moves: every sitting of one game (saved, left
    unfinished, resumed, finished) has the same thread, so a game stays once in the list of unfinished games."""
    if isinstance(record, dict):
        record = {"game": record.get("game"), "initial": record.get("initial"), "players": record.get("players")}
    return _digest({"thread": record})


def _digest(data: Any) -> str:
    canonical = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def now_text() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def utc(text: Any) -> datetime:
    """An ISO 8601 time in UTC (one without a zone is taken as UTC); ValueError otherwise."""
    if not isinstance(text, str) or len(text) > 40:
        raise ValueError("a time must be an ISO 8601 text")
    moment = datetime.fromisoformat(text)
    return (moment if moment.tzinfo else moment.replace(tzinfo=UTC)).astimezone(UTC)


def human_name(name: Any) -> str | None:
    """`name` with its spaces tidied, or None if it is not a usable name."""
    if not isinstance(name, str):
        return None
    name = " ".join(name.split())
    return name if 0 < len(name) <= MAX_NAME else None


# Checking what comes from callers and from files: the same checks for a new game, the pending file and imports.

def entry_from_game(record_json: Any, players: Any, outcome: Any, duration_s: Any, finished_at: Any) -> dict:
    """The stored form of a game just played (the export's form of one game), checked."""
    record = load_json(record_json, MAX_RECORD_CHARS, "the record")
    initial = record.get("initial") if isinstance(record, dict) else None
    if not isinstance(initial, dict) or not isinstance(players, list) or len(players) != initial.get("seats"):
        raise ValueError("the record and the players do not describe one game")
    if not isinstance(duration_s, (int, float)) or not 0 <= duration_s < 1e9:
        raise ValueError("the duration must be a number of seconds")
    finished = utc(finished_at) if finished_at is not None else datetime.now(UTC)
    moves, cursor = record.get("moves"), record.get("cursor")
    played = moves[:cursor] if isinstance(moves, list) and isinstance(cursor, int) else moves
    entry = {"uid": "", "game": record.get("game"), "options": initial.get("options"),
             "started": (finished - timedelta(seconds=duration_s)).isoformat(timespec="seconds"),
             "finished": finished.isoformat(timespec="seconds"), "duration_s": float(duration_s), "result": outcome,
             "moves": played, "record": record_json if isinstance(record_json, str) else record_json.decode(),
             "complete": outcome is not None, "players": _seats_from_players(players, outcome)}
    return _check_entry(entry, "the game")


def _seats_from_players(players: list[Any], outcome: Any) -> list[dict[str, Any]]:
    winners = outcome.get("winners") if isinstance(outcome, dict) else []
    scores = outcome.get("scores") if isinstance(outcome, dict) else None
    if not isinstance(winners, list) or not (scores is None or isinstance(scores, list) and len(scores) == len(players)):
        raise ValueError("the outcome must name the winners and give a score per seat or none")

    def standing(seat: int) -> tuple:
        return seat in winners, scores[seat] if scores else 0

    seats = []
    for index, player in enumerate(players):
        if not isinstance(player, dict):
            raise ValueError("each player must be an object")
        human, level = player.get("human", True), player.get("level")
        name = human_name(player.get("name")) or f"Player {index + 1}"
        if not human:
            name = computer_name(level if isinstance(level, str) else "normal")
        elif name.startswith(COMPUTER_PREFIX):
            name = "~" + name  # the computer names belong to the computer levels
        seats.append({"name": name[:MAX_NAME], "kind": "human" if human else "computer",
                      "level": None if human else level, "colour": player.get("colour"),
                      "score": scores[index] if scores else None, "won": index in winners,
                      "rank": 1 + sum(standing(other) > standing(index) for other in range(len(players)))})
    return seats


ENTRY_FIELDS = {"uid": (str,), "game": (str,), "options": (dict,), "started": (str,), "finished": (str,),
                "duration_s": (int, float), "result": (dict, type(None)), "moves": (list,), "record": (str,),
                "complete": (bool,), "players": (list,)}
SEAT_FIELDS = {"name": (str,), "kind": (str,), "level": (str, type(None)), "colour": (str, type(None)),
               "score": (int, float, type(None)), "rank": (int,), "won": (bool,)}
PLAYER_FIELDS = {"name": (str,), "kind": (str,), "level": (str, type(None)), "colour": (str, type(None)),
                 "language": (str, type(None)), "created": (str,)}


def _check_fields(data: Any, fields: dict[str, tuple], where: str) -> dict[str, Any]:
    """`data` as an object with each of `fields` present and of its types; ValueError naming the first wrong one."""
    if not isinstance(data, dict):
        raise ValueError(f"{where}: expected an object")
    for key, types in fields.items():
        if key not in data or not _fits(key, data[key], types):
            raise ValueError(f"{where}: '{key}' is missing or not valid")
    if data.get("kind", "human") not in KINDS or "name" in fields and not data["name"]:
        raise ValueError(f"{where}: not a valid player")
    return data


def _fits(key: str, value: Any, types: tuple) -> bool:
    """Of `types`, a boolean only where one is meant (JSON true is a Python int), numbers finite, texts short."""
    if not isinstance(value, types) or isinstance(value, bool) and bool not in types:
        return False
    if isinstance(value, float):
        return math.isfinite(value)
    return not isinstance(value, str) or key == "record" or len(value) <= MAX_NAME


def _check_entry(data: Any, where: str) -> dict[str, Any]:
    """A game as stored and exported, checked, with its uid computed from its record."""
    _check_fields(data, ENTRY_FIELDS, where)
    record = load_json(data["record"], MAX_RECORD_CHARS, f"{where}: the record")
    if not isinstance(record, dict) or record.get("game") != data["game"]:
        raise ValueError(f"{where}: the record is not a game of {data['game']!r}")
    if not 1 <= len(data["players"]) <= MAX_SEATS or len(data["moves"]) > MAX_MOVES \
            or not all(isinstance(move, str) and len(move) <= MAX_NAME for move in data["moves"]):
        raise ValueError(f"{where}: bad seats or moves")
    for index, seat in enumerate(data["players"]):
        _check_fields(seat, SEAT_FIELDS, f"{where}, seat {index + 1}")
    started, finished = utc(data["started"]), utc(data["finished"])
    if not 0 <= data["duration_s"] < 1e9:
        raise ValueError(f"{where}: bad duration")
    return {**data, "uid": record_uid(record), "thread": record_thread(record),
            "started": started.isoformat(timespec="seconds"),
            "finished": finished.isoformat(timespec="seconds"), "duration_s": float(data["duration_s"])}


def check_document(text: Any, what: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The players and games of an exported history; ValueError naming what is wrong."""
    data = load_json(text, MAX_IMPORT_CHARS, what)
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != FORMAT_VERSION:
        raise ValueError(f"{what} is not a Ludoteca history of version {FORMAT_VERSION}")
    players, games = data.get("players"), data.get("games")
    if not isinstance(players, list) or not isinstance(games, list) or len(players) + len(games) > MAX_ITEMS:
        raise ValueError(f"{what}: players and games must be lists")
    for index, player in enumerate(players):
        _check_fields(player, PLAYER_FIELDS, f"{what}, player {index + 1}")
        utc(player["created"])
    return players, [_check_entry(game, f"{what}, game {index + 1}") for index, game in enumerate(games)]


def load_json(text: Any, limit: int, what: str) -> Any:
    """Untrusted JSON text as plain data: bounded size and depth, no NaN; ValueError otherwise."""
    if isinstance(text, bytes):
        text = text.decode("utf-8-sig")  # a UnicodeDecodeError is a ValueError
    if not isinstance(text, str) or len(text) > limit:
        raise ValueError(f"{what} is not a JSON text of at most {limit} characters")
    try:
        data = json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:
        raise ValueError(f"{what} is nested too deeply") from None
    except ValueError as exc:
        raise ValueError(f"{what} is not valid JSON ({exc})") from None
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise ValueError(f"{what} is nested too deeply")
        children = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
        stack.extend((child, depth + 1) for child in children)
    return data


def _refuse_constant(name: str) -> None:
    raise ValueError(f"{name} is not allowed")
