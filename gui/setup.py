"""Who plays which seat, and with which options: the result of the new-game dialog.

A `GameSetup` is plain data; it is stored in QSettings as the game's last
choices and in every save file as the record's `players`.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from functools import cache
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QTranslator
from PySide6.QtGui import QColor

from engine import GAMES, LEVELS, BadState, Colour, GameSpec
from gui import theme
from gui.common.board import SeatInfo
from gui.history import human_name, name_key
from gui.i18n import LANGUAGES, shell_catalog
from gui.texts import fill

#: A seat's default name, "Player 2" (context "setup").
SEAT_NAME = QT_TRANSLATE_NOOP("setup", "Player %1")
#: Seat colours for games that define none (Okabe-Ito, readable for colour-blind players).
FALLBACK_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#F0E442", "#000000")


@dataclass
class SeatSetup:
    name: str
    colour: str  # a Colour key of the game, or an sRGB hex for games without colours
    human: bool = True
    level: str = "normal"
    #: Played from another computer (a network game): a person, but not at this screen.
    remote: bool = False

    @classmethod
    def from_dict(cls, data: Any) -> SeatSetup:
        if not isinstance(data, dict):
            raise BadState("a player entry must be an object")
        name, colour = data.get("name"), data.get("colour")
        human, level, remote = data.get("human", True), data.get("level", "normal"), data.get("remote", False)
        if not isinstance(name, str) or not isinstance(colour, str) or len(name) > 200:
            raise BadState("a player needs a name and a colour")
        if not isinstance(human, bool) or level not in LEVELS or not isinstance(remote, bool):
            raise BadState("a player's kind or level is not valid")
        return cls(name, colour, human or remote, level, remote)

    @property
    def here(self) -> bool:
        """A person at this screen."""
        return self.human and not self.remote


@dataclass
class GameSetup:
    game_id: str
    seats: list[SeatSetup]
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def spec(self) -> GameSpec:
        return GAMES[self.game_id]

    def in_colour_order(self) -> GameSetup:
        """The same players, seated in the order of the game's colours when colours are sides."""
        if not self.spec.colour_sides:
            return self
        order = [c.key for c in self.spec.colours]
        seats = sorted(self.seats, key=lambda s: order.index(s.colour) if s.colour in order else len(order))
        return GameSetup(self.game_id, seats, dict(self.options))

    def players(self) -> list[dict[str, Any]]:
        return [asdict(seat) for seat in self.seats]

    def to_json(self) -> str:
        return json.dumps({"game": self.game_id, "players": self.players(), "options": self.options})

    @classmethod
    def from_players(cls, game_id: str, players: list[dict[str, Any]], options: dict[str, Any]) -> GameSetup:
        return cls(game_id, [SeatSetup.from_dict(p) for p in players], dict(options))

    def seat_infos(self) -> list[SeatInfo]:
        """The seats as the views show them, in the current theme's palette."""
        colours = theme.current()
        return [SeatInfo(seat.name, seat_qcolor(self.spec, seat.colour, index), seat.colour, seat.here, seat.level,
                         colours.seat_mark(seat.colour))
                for index, seat in enumerate(self.seats)]

    def computers_only(self) -> bool:
        return not any(seat.human for seat in self.seats)

    def humans(self) -> int:
        """The people at this screen (a remote player is not one: no privacy screen is needed for them)."""
        return sum(seat.here for seat in self.seats)

    def remote_seats(self) -> list[int]:
        return [index for index, seat in enumerate(self.seats) if seat.remote]


def colour_by_key(spec: GameSpec, key: str) -> Colour | None:
    return next((c for c in spec.colours if c.key == key), None)


def seat_qcolor(spec: GameSpec, key: str, index: int) -> QColor:
    """The colour of a seat in the current palette (a game colour, else the key as a colour, else a default)."""
    colour = colour_by_key(spec, key)
    if colour is not None:
        return theme.current().seat_colour(key, colour.rgb)
    candidate = QColor(key)
    return candidate if candidate.isValid() else QColor(FALLBACK_COLOURS[index % len(FALLBACK_COLOURS)])


def default_seat_count(spec: GameSpec) -> int:
    """Two players where the game allows two, else its smallest count."""
    return 2 if 2 in spec.seats else spec.seats.start


def default_setup(game_id: str, seats: int | None = None) -> GameSetup:
    """Every seat human, named 'Player 1'…, in the game's colours in order, default options."""
    spec = GAMES[game_id]
    count = seats if seats is not None else default_seat_count(spec)
    keys = [c.key for c in spec.colours] or list(FALLBACK_COLOURS)
    players = [SeatSetup(seat_name(i + 1), keys[i % len(keys)]) for i in range(count)]
    return GameSetup(game_id, players, spec.defaults(count))


def seat_name(number: int | str) -> str:
    """The default name of seat `number` (1-based) in the player's language: "Player 2"."""
    return fill(QCoreApplication.translate("setup", SEAT_NAME), number)


def is_placeholder_name(name: str) -> bool:
    """Whether `name` is a seat's default name ("Player 2", "Spieler 2", … in any of the six languages, however
    spaced or cased), not a person's."""
    tidy = human_name(name)
    return tidy is not None and name_key(tidy) in _placeholder_keys()


@cache
def _placeholder_keys() -> frozenset[str]:
    """The name keys of "Player 1" to "Player 16" in every language Ludoteca speaks."""
    patterns = {SEAT_NAME}
    for code in LANGUAGES:
        translator = QTranslator()
        if translator.load(str(shell_catalog(code))):
            patterns.add(translator.translate("setup", SEAT_NAME) or SEAT_NAME)
    return frozenset(name_key(human_name(fill(pattern, n)) or "") for pattern in patterns for n in range(1, 17))


def quick_setup(game_id: str, seats: int | None = None, options: dict[str, Any] | None = None) -> GameSetup:
    """The default setup for `seats` players with `options` (for --game and --screenshot).

    In games with hidden hands the other seats are computers, so the first player's hand shows
    instead of a privacy screen.
    """
    setup = default_setup(game_id, seats)
    setup.options.update(options or {})
    if setup.spec.hidden_hands:
        for seat in setup.seats[1:]:
            seat.human = False
    return setup


def setup_from_json(text: str) -> GameSetup | None:
    """A remembered setup, or None when it is missing or no longer fits the game."""
    try:
        data = json.loads(text)
        setup = GameSetup.from_players(data["game"], data["players"], data["options"])
        setup.options = setup.spec.resolve_options(len(setup.seats), setup.options)
    except (ValueError, KeyError, TypeError, BadState, RecursionError):  # a hand-edited settings file
        return None
    return setup
