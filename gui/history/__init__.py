"""Players, the history of played games and ratings (issue 21): what a history is, with no database and no Qt.

This module holds the plain data the store gives (`Player`, `Game` with its `Seat`s) and the one form of a game
that the store writes, the export holds and the file of games waiting to be written holds, with its checks for
data from callers and from files (size and depth caps, types, no NaN; never eval or pickle).
`store.py` keeps players and games in SQLite, `ratings.py` computes Glicko-2 ratings and `statistics.py` the
statistics from them; `control.py` and `window.py` bring them to the main window.
"""

from __future__ import annotations

import codecs
import hashlib
import json
import math
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from engine import GAMES, LEVELS

FORMAT = "ludoteca-history"
FORMAT_VERSION = 1
COMPUTER_PREFIX = "computer:"
#: A seat nobody named ("Player 2" in any language) is the guest of that seat number, "guest:2": shown as
#: "Player 2" in the player's language, never offered as a known player, never rated.
GUEST_PREFIX = "guest:"
#: Caps for untrusted JSON (imports, the pending file): a real history of years is a few tens of MB and
#: some thousands of games (100,000 games are twenty a day for fourteen years).
MAX_IMPORT_CHARS = 128 * 1024 * 1024
MAX_RECORD_CHARS = 20_000_000
MAX_DEPTH = 64
MAX_NAME = 200
MAX_MOVES = 100_000
MAX_SEATS = 16
MAX_PLAYERS = 10_000
MAX_GAMES = 100_000
#: Scores and other numbers of a stored game: far beyond any real one, and held exactly by JSON and SQLite.
MAX_NUMBER = 2 ** 53
#: Times outside these years are not times of a played game (and some cannot be shown in every time zone).
YEARS = (1900, 9000)
#: Characters a name never keeps: controls, invisible formatting (zero-width spaces, bidi overrides),
#: surrogates, private-use and unassigned code points — but for the joiners that shape a word or an emoji
#: (ZWNJ, ZWJ) between two visible characters.
DROPPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
JOINERS = frozenset("\u200c\u200d")
GUEST_NAME = re.compile(rf"{GUEST_PREFIX}([1-9]|1[0-6])")


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


def guest_name(seat: int) -> str:
    """The guest of 0-based `seat`."""
    return f"{GUEST_PREFIX}{seat + 1}"


def is_guest(name: str) -> bool:
    return name.startswith(GUEST_PREFIX)


def player_seats(seats: list[Seat]) -> list[Seat]:
    """One seat per player, in the order they first sit: a player who holds several seats stands in the game where
    their best one stands (a winning seat if any, else their best rank). Statistics and ratings count a game
    from these, so one player is never counted twice, nor against themself."""
    best: dict[str, Seat] = {}
    for seat in seats:
        held = best.get(seat.player)
        if held is None or (not seat.won, seat.rank) < (not held.won, held.rank):
            best[seat.player] = seat
    return list(best.values())


def name_key(name: str) -> str:
    """The form in which two names are the same player: 'Élodie', 'élodie', 'ÉLODIE', their decomposed or
    full-width spellings and any with invisible characters have one key."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    return "".join(char for char in folded if unicodedata.category(char) not in DROPPED_CATEGORIES)


def is_reserved(name: str) -> bool:
    """Whether a name reads as a computer level's or a guest's, whatever its case or spelling."""
    return name_key(name).startswith((COMPUTER_PREFIX, GUEST_PREFIX))


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
    """An ISO 8601 time in UTC (one without a zone is taken as UTC); ValueError otherwise, also for a time outside
    `YEARS`."""
    if not isinstance(text, str) or len(text) > 40:
        raise ValueError("a time must be an ISO 8601 text")
    try:
        moment = datetime.fromisoformat(text)
        moment = (moment if moment.tzinfo else moment.replace(tzinfo=UTC)).astimezone(UTC)
    except OverflowError:
        raise ValueError(f"the time {text!r} is out of range") from None
    if not YEARS[0] <= moment.year <= YEARS[1]:
        raise ValueError(f"the time {text!r} is out of range")
    return moment


def human_name(name: Any) -> str | None:
    """`name` as a person's name — composed (NFC), without controls or invisible characters, its spaces tidied —
    or None if nothing usable is left (no letter, digit, punctuation or symbol) or it is too long."""
    if not isinstance(name, str):
        return None
    chars = unicodedata.normalize("NFC", name)
    kept = []
    for index, char in enumerate(chars):
        if char.isspace():
            kept.append(" ")
        elif unicodedata.category(char) not in DROPPED_CATEGORIES or char in JOINERS and 0 < index < len(chars) - 1 \
                and _visible(chars[index - 1]) and _visible(chars[index + 1]):
            kept.append(char)
    name = " ".join("".join(kept).split())
    if not 0 < len(name) <= MAX_NAME or not any(unicodedata.category(char)[0] in "LNPS" for char in name):
        return None
    return name


def _visible(char: str) -> bool:
    return not char.isspace() and unicodedata.category(char) not in DROPPED_CATEGORIES


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
    return check_entry(entry, "the game")


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
        name = human_name(player.get("name"))
        if not human:
            level = level if level in LEVELS else "normal"
            name = computer_name(level)
        elif name is None:
            name = guest_name(index)  # nobody named this seat
        elif is_reserved(name):
            name = "~" + name  # the computer and guest names are not people's
        colour = player.get("colour")
        seats.append({"name": name[:MAX_NAME], "kind": "human" if human else "computer",
                      "level": None if human else level, "colour": colour if isinstance(colour, str) else None,
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
    return data


def _check_who(data: dict[str, Any], where: str, seats: int = MAX_SEATS) -> None:
    """A computer level is `computer:<level>` of a known level; a guest is the guest of one of the `seats`; a
    person's name is tidied (`human_name`, as it is stored) and must not read as a computer's or a guest's."""
    name, kind, level = data["name"], data["kind"], data["level"]
    guest = GUEST_NAME.fullmatch(name)
    if kind == "computer":
        valid = level in LEVELS and name == computer_name(level)
    elif guest is not None:
        valid = kind == "human" and level is None and int(guest.group(1)) <= seats
    else:
        tidy = human_name(name)
        valid = kind == "human" and level is None and tidy is not None and not is_reserved(tidy)
        data["name"] = tidy if valid else name
    if not valid:
        raise ValueError(f"{where}: {name!r} is not a valid player")


def _fits(key: str, value: Any, types: tuple) -> bool:
    """Of `types`, a boolean only where one is meant (JSON true is a Python int), numbers finite and within
    `MAX_NUMBER`, texts short."""
    if not isinstance(value, types) or isinstance(value, bool) and bool not in types:
        return False
    if isinstance(value, float) and not math.isfinite(value):
        return False
    if isinstance(value, int | float) and not isinstance(value, bool):
        return abs(value) <= MAX_NUMBER  # an int of any size compares exactly
    return not isinstance(value, str) or key == "record" or len(value) <= MAX_NAME


def check_entry(data: Any, where: str) -> dict[str, Any]:
    """A game as stored and exported, checked, with its uid computed from its record; ValueError naming what is
    wrong."""
    _check_fields(data, ENTRY_FIELDS, where)
    if data["game"] not in GAMES:
        raise ValueError(f"{where}: {data['game']!r} is not a game of this Ludoteca")
    record = load_json(data["record"], MAX_RECORD_CHARS, f"{where}: the record")
    initial = record.get("initial") if isinstance(record, dict) else None
    if not isinstance(initial, dict) or record.get("game") != data["game"] or not isinstance(record.get("moves"), list):
        raise ValueError(f"{where}: the record is not a game of {data['game']!r}")
    if initial.get("seats") != len(data["players"]) or not 1 <= len(data["players"]) <= MAX_SEATS \
            or len(data["moves"]) > MAX_MOVES \
            or not all(isinstance(move, str) and len(move) <= MAX_NAME for move in data["moves"]):
        raise ValueError(f"{where}: bad seats or moves")
    for index, seat in enumerate(data["players"]):
        seat_where = f"{where}, seat {index + 1}"
        _check_fields(seat, SEAT_FIELDS, seat_where)
        _check_who(seat, seat_where, len(data["players"]))
        if not 1 <= seat["rank"] <= len(data["players"]):
            raise ValueError(f"{seat_where}: 'rank' is not valid")
    try:
        started, finished = utc(data["started"]), utc(data["finished"])
    except ValueError as exc:
        raise ValueError(f"{where}: {exc}") from None
    if not 0 <= data["duration_s"] < 1e9 or started > finished:
        raise ValueError(f"{where}: bad duration")
    return {**data, "uid": record_uid(record), "thread": record_thread(record),
            "started": started.isoformat(timespec="seconds"),
            "finished": finished.isoformat(timespec="seconds"), "duration_s": float(data["duration_s"])}


def check_player(data: Any, where: str) -> dict[str, Any]:
    """A player as exported, checked; ValueError naming what is wrong."""
    _check_fields(data, PLAYER_FIELDS, where)
    _check_who(data, where)
    try:
        utc(data["created"])
    except ValueError as exc:
        raise ValueError(f"{where}: {exc}") from None
    return data


def check_document(text: Any, what: str, skip_bad_games: bool = False, checking: Callable[[int, int], None] | None = None) \
        -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[tuple[Any, str]]]:
    """The players and games of an exported history, and the games left out with why; ValueError naming what is
    wrong. With `skip_bad_games` a game that fails its checks is left out instead (the file of games waiting to
    be written: one bad game does not take the others with it). `checking(index, games)` is called before each
    game is checked (an import's progress; it may raise to stop)."""
    data = load_json(text, MAX_IMPORT_CHARS, what)
    version = data.get("version") if isinstance(data, dict) else None
    if not isinstance(data, dict) or data.get("format") != FORMAT or type(version) is not int \
            or version != FORMAT_VERSION:
        raise ValueError(f"{what} is not a Ludoteca history of version {FORMAT_VERSION}")
    players, games = data.get("players"), data.get("games")
    if not isinstance(players, list) or not isinstance(games, list):
        raise ValueError(f"{what}: players and games must be lists")
    if len(players) > MAX_PLAYERS or len(games) > MAX_GAMES:
        raise ValueError(f"{what} holds more than {MAX_PLAYERS} players or {MAX_GAMES} games")
    for index, player in enumerate(players):
        check_player(player, f"{what}, player {index + 1}")
    checked, skipped = [], []
    for index, game in enumerate(games):
        if checking is not None:
            checking(index, len(games))
        try:
            checked.append(check_entry(game, f"{what}, game {index + 1}"))
        except ValueError as exc:
            if not skip_bad_games:
                raise
            skipped.append((game, str(exc)))
    return players, checked, skipped


def load_json(text: Any, limit: int, what: str) -> Any:
    """Untrusted JSON text as plain data: bounded size and depth, no NaN, no key twice in an object, valid Unicode
    (UTF-8, or UTF-16 with its byte order mark); ValueError otherwise."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-16" if text.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE))
                               else "utf-8-sig")
        except UnicodeDecodeError:
            raise ValueError(f"{what} is not UTF-8 text") from None
    if not isinstance(text, str) or len(text) > limit:
        raise ValueError(f"{what} is not a JSON text of at most {limit} characters")
    try:
        data = json.loads(text, parse_constant=_refuse_constant, object_pairs_hook=_unique_keys)
    except RecursionError:
        raise ValueError(f"{what} is nested too deeply") from None
    except ValueError as exc:
        raise ValueError(f"{what} is not valid JSON ({exc})") from None
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise ValueError(f"{what} is nested too deeply")
        if isinstance(value, dict):
            _check_text(value.keys(), what)
            stack.extend((child, depth + 1) for child in value.values())
        elif isinstance(value, list):
            stack.extend((child, depth + 1) for child in value)
        elif isinstance(value, str):
            _check_text((value,), what)
    return data


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data = dict(pairs)
    if len(data) != len(pairs):
        raise ValueError("a key appears twice in one object")
    return data


def _check_text(texts: Any, what: str) -> None:
    """Texts that can be written as UTF-8 (JSON's \\ud800 escapes can make lone surrogates, which cannot)."""
    for text in texts:
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            raise ValueError(f"{what} holds text that is not valid Unicode") from None


def _refuse_constant(name: str) -> None:
    raise ValueError(f"{name} is not allowed")
