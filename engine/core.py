"""The game-independent part of the engine contract.

Every game module builds on these pieces: its spec (`GameSpec` with an options
schema), its state class (a `GameState` subclass), `IllegalMove` for anything a
state refuses and `Outcome` for a finished game. Nothing here knows Qt; strings
meant for players are marked with `QT_TRANSLATE_NOOP` so Qt's lupdate extracts
them, and the GUI translates them.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import json
import math
import types
import typing
from abc import ABC, abstractmethod
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, ClassVar

# The typed errors live in engine.errors (which imports nothing); the contract names them from here too.
from engine.errors import BadState as BadState
from engine.errors import EngineError as EngineError
from engine.errors import IllegalMove as IllegalMove
from engine.rng import Rng

#: Version of the state envelope written by `GameState.to_json`.
STATE_FORMAT = "ludoteca-state"
STATE_VERSION = 1


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Mark `text` for translation in `context`; returns it unchanged.

    Qt's lupdate recognises this call by name, so engine strings land in the
    `.ts` files although the engine never imports Qt.
    """
    return text


class Refusal:
    """Refusal codes every game shares (`IllegalMove.code`); games add theirs in `GameSpec.refusals`."""

    GAME_OVER = "game_over"
    NOT_A_MOVE = "not_a_move"
    NOT_TEXT = "not_text"
    UNREADABLE = "unreadable"
    NOT_LEGAL = "not_legal"


#: Sentences for the common refusal codes, shown by the GUI when a move is refused.
COMMON_REFUSALS = {
    Refusal.GAME_OVER: QT_TRANSLATE_NOOP("refusals", "The game is over: no more moves can be made."),
    Refusal.NOT_A_MOVE: QT_TRANSLATE_NOOP("refusals", "That is not a move of this game."),
    Refusal.NOT_TEXT: QT_TRANSLATE_NOOP("refusals", "A move must be given as text."),
    Refusal.UNREADABLE: QT_TRANSLATE_NOOP("refusals", "That text is not a move in this game's notation."),
    Refusal.NOT_LEGAL: QT_TRANSLATE_NOOP("refusals", "That move is not allowed in this position."),
}


def check_move(move: Any, *classes: type) -> None:
    """Refuse (`NOT_A_MOVE`) anything but an instance of exactly one of `classes` whose fields hold
    exactly the types their annotations name: no 4.0 or True for an int, no list for a tuple,
    no NaN. A game calls this first in `apply` and `move_to_text`, so that equality and hashing
    of its moves can be trusted afterwards (4.0 == 4 and True == 1 in Python)."""
    if type(move) not in classes or not _fields_match(move):
        raise IllegalMove(Refusal.NOT_A_MOVE)


@functools.cache
def _field_types(cls: type) -> tuple[tuple[str, Any], ...]:
    hints = typing.get_type_hints(cls)
    if dataclasses.is_dataclass(cls):
        names = [f.name for f in dataclasses.fields(cls)]
    else:
        names = list(getattr(cls, "_fields", ()))  # a NamedTuple
    return tuple((name, hints.get(name, Any)) for name in names)


def _fields_match(move: Any) -> bool:
    return all(_value_matches(getattr(move, name, _MISSING), hint) for name, hint in _field_types(type(move)))


_MISSING = object()


def _value_matches(value: Any, hint: Any) -> bool:
    if hint is Any:
        return value is not _MISSING
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return any(_value_matches(value, arg) for arg in args)
    if hint is None or hint is type(None):
        return value is None
    if origin is tuple:
        if type(value) is not tuple:
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_value_matches(item, args[0]) for item in value)
        return len(value) == len(args) and all(_value_matches(v, a) for v, a in zip(value, args, strict=True))
    if origin is typing.Literal:
        return any(type(value) is type(arg) and value == arg for arg in args)
    if hint is float:
        return type(value) is float and math.isfinite(value)
    if isinstance(hint, type):
        return type(value) is hint
    return False


# --------------------------------------------------------------------------- options


@dataclass(frozen=True)
class Choice:
    value: Any
    label: str  # marked with QT_TRANSLATE_NOOP("options", ...)


@dataclass(frozen=True)
class Option:
    """One entry of a game's options schema.

    `kind` is "choice" (one of `choices`), "bool", or "int" (between `minimum`
    and `maximum`). `seats` restricts an option to some seat counts.
    """

    key: str
    label: str
    default: Any
    kind: str = "choice"
    choices: tuple[Choice, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    seats: tuple[int, ...] | None = None
    help: str = ""

    def allowed(self, value: Any) -> bool:
        if self.kind == "bool":
            return isinstance(value, bool)
        if self.kind == "int":
            return (
                isinstance(value, int)
                and not isinstance(value, bool)
                and (self.minimum is None or value >= self.minimum)
                and (self.maximum is None or value <= self.maximum)
            )
        return any(value == c.value and type(value) is type(c.value) for c in self.choices)

    def applies_to(self, seats: int) -> bool:
        return self.seats is None or seats in self.seats

    def from_text(self, text: str) -> Any:
        """The value `text` stands for (a command line's "7", "true" or a choice's value); ValueError if none."""
        if self.kind == "int":
            value: Any = int(text)
        elif self.kind == "bool":
            value = {"true": True, "false": False}.get(text.lower())
        else:
            value = next((c.value for c in self.choices if str(c.value) == text), None)
        if not self.allowed(value):
            raise ValueError(f"{text!r} is not a value of option {self.key!r}")
        return value


@dataclass(frozen=True)
class Colour:
    """A player colour a seat may take: a stable key, a label and an sRGB hex for views."""

    key: str
    label: str
    rgb: str


@dataclass(frozen=True)
class GameSpec:
    """Static facts about a game, enough for the chooser and the new-game dialog."""

    id: str
    name: str  # marked with QT_TRANSLATE_NOOP("games", ...)
    blurb: str  # one line, marked the same way
    seats: range
    options: tuple[Option, ...] = ()
    colours: tuple[Colour, ...] = ()
    #: Seat i always plays colours[i] (Abalone: Black moves first), so a colour chosen for a player
    #: decides their seat: the new-game dialog seats the players in colour order.
    colour_sides: bool = False
    #: Hot-seat games with hands that the other players must not see.
    hidden_hands: bool = False
    #: Whether `legal_moves()` enumerates every move (False for continuous throws).
    finite_moves: bool = True
    #: The key of an int option giving each player's minutes on a game clock (0: no clock), for games
    #: that offer one; the GUI keeps the time and plays `state.flag_move(seat)` when a clock runs out.
    clock_option: str | None = None
    #: False for a game listed in the chooser whose engine is not built yet.
    available: bool = True
    #: The game's own `Outcome.reason` codes -> sentence (marked with QT_TRANSLATE_NOOP("reasons", ...)).
    reasons: dict[str, str] = field(default_factory=dict, compare=False)
    #: The game's own `IllegalMove.code`s -> sentence (marked with QT_TRANSLATE_NOOP("refusals", ...));
    #: a sentence names its parameters %1, %2, …. The common codes are in `COMMON_REFUSALS`.
    refusals: dict[str, str] = field(default_factory=dict, compare=False)
    state_class: type | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.state_class is not None:
            self.state_class.spec = self  # the state class and its spec always belong together

    def option(self, key: str) -> Option:
        for opt in self.options:
            if opt.key == key:
                return opt
        raise KeyError(key)

    def refusal(self, code: str) -> str | None:
        """The untranslated sentence for refusal `code` (the game's own or a common one), None if unknown."""
        return self.refusals.get(code) or COMMON_REFUSALS.get(code)

    def defaults(self, seats: int | None = None) -> dict[str, Any]:
        return {o.key: o.default for o in self.options if seats is None or o.applies_to(seats)}

    def resolve_options(self, seats: int, options: dict[str, Any] | None) -> dict[str, Any]:
        """Defaults overlaid with `options`; raises `BadState` for unknown keys or values."""
        if seats not in self.seats:
            raise BadState(f"{self.id}: {seats} seats not allowed (allowed {self.seats.start}-{self.seats.stop - 1})")
        resolved = self.defaults(seats)
        for key, value in (options or {}).items():
            try:
                opt = self.option(key)
            except KeyError:
                raise BadState(f"{self.id}: unknown option {key!r}") from None
            if not opt.allowed(value):
                raise BadState(f"{self.id}: option {key!r} does not allow {value!r}")
            if opt.applies_to(seats):
                resolved[key] = value
        return resolved


# --------------------------------------------------------------------------- outcome


class Reason:
    """Common reason codes for `Outcome.reason`; games add theirs in `GameSpec.reasons`."""

    WIN = "win"
    DRAW = "draw"
    SCORE = "score"
    TIMEOUT = "timeout"
    RESIGN = "resign"
    MOVE_CAP = "move_cap"
    REPETITION = "repetition"


#: Sentences for the common reason codes, shown by the GUI at the end of a game.
COMMON_REASONS = {
    Reason.WIN: QT_TRANSLATE_NOOP("reasons", "The game is won."),
    Reason.DRAW: QT_TRANSLATE_NOOP("reasons", "The game ends in a draw."),
    Reason.SCORE: QT_TRANSLATE_NOOP("reasons", "The game ends on points."),
    Reason.TIMEOUT: QT_TRANSLATE_NOOP("reasons", "Time ran out."),
    Reason.RESIGN: QT_TRANSLATE_NOOP("reasons", "A player resigned."),
    Reason.MOVE_CAP: QT_TRANSLATE_NOOP("reasons", "The move limit was reached."),
    Reason.REPETITION: QT_TRANSLATE_NOOP("reasons", "The position was repeated too often."),
}


@dataclass(frozen=True)
class Outcome:
    """How a game ended: the winning seats (empty for a draw), scores per seat, and why."""

    winners: tuple[int, ...]
    reason: str
    scores: tuple[float, ...] | None = None

    @property
    def is_draw(self) -> bool:
        return not self.winners

    def to_dict(self) -> dict[str, Any]:
        return {"winners": list(self.winners), "reason": self.reason,
                "scores": None if self.scores is None else list(self.scores)}


# --------------------------------------------------------------------------- state


class GameState(ABC):
    """One position of one game. Immutable: `apply` returns a new state.

    Subclasses set `spec` and implement the abstract methods. The JSON envelope
    (format, version, game id, seats, options, RNG) is handled here; a game only
    turns its own fields into plain JSON data and back.
    """

    spec: ClassVar[GameSpec]
    #: Whether a view (`view`) keeps the RNG. Most games withhold it: it tells the future dice and deals.
    public_rng: ClassVar[bool] = False

    def __init__(self, seats: int, options: dict[str, Any], rng: Rng):
        self.seats = seats
        self.options = dict(options)
        self.rng = rng

    # -- the contract ------------------------------------------------------
    @property
    @abstractmethod
    def to_move(self) -> int | None:
        """The seat (0-based) whose turn it is; None once the game is over."""

    @abstractmethod
    def legal_moves(self) -> list[Any]:
        """Every legal move in a stable order (empty once the game is over)."""

    @abstractmethod
    def apply(self, move: Any) -> GameState:
        """The state after `move`; raises `IllegalMove` with a refusal code for anything not legal here,
        whatever object `move` is."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """None while the game runs, else how it ended."""

    @abstractmethod
    def move_to_text(self, move: Any) -> str:
        """The move's canonical notation in this position; `IllegalMove` for anything but a legal move."""

    @abstractmethod
    def parse_move(self, text: str) -> Any:
        """The legal move `text` denotes here; raises `IllegalMove` (with a refusal code) otherwise."""

    @classmethod
    @abstractmethod
    def initial(cls, seats: int, options: dict[str, Any], rng: Rng) -> GameState:
        """The starting position; `options` are already resolved against the spec."""

    @abstractmethod
    def data_to_dict(self) -> dict[str, Any]:
        """The game's own fields as plain JSON data (no seats, options or RNG)."""

    @classmethod
    @abstractmethod
    def data_from_dict(cls, seats: int, options: dict[str, Any], rng: Rng, data: dict[str, Any]) -> GameState:
        """Rebuild a state from `data_to_dict` output; raise `BadState` when it does not fit."""

    # -- shared behaviour --------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.spec.id

    def is_over(self) -> bool:
        return self.outcome() is not None

    def reseeded(self, seed: int) -> GameState:
        """The same position with a fresh RNG: lets a search sample unknown dice
        instead of reading the ones this state will really draw."""
        clone = copy.copy(self)
        clone.rng = Rng(seed)
        return clone

    def scores(self) -> tuple[float, ...] | None:
        """Running scores per seat for the side panel; None for games without scores."""
        return None

    def flag_move(self, seat: int) -> Any:
        """The move that ends the game because `seat`'s clock ran out (games with a `clock_option`)."""
        raise NotImplementedError(f"{self.spec.id} has no game clock")

    def _envelope(self) -> dict[str, Any]:
        return {"format": STATE_FORMAT, "version": STATE_VERSION, "game": self.spec.id, "seats": self.seats,
                "options": dict(self.options)}

    def to_dict(self) -> dict[str, Any]:
        return {**self._envelope(), "rng": self.rng.to_dict(), "data": self.data_to_dict()}

    # -- views: a position as one seat may see it (network play sends these, never `to_dict`) --------
    def view(self, seat: int | None) -> dict[str, Any]:
        """This position as `seat` may see it (None: a spectator, who sees only what every player sees):
        the `to_dict` envelope with `"view": seat`, the RNG withheld unless `public_rng`, and `view_data`.
        `engine.state_from_view` reads it back as a state consistent with it."""
        check_seat(seat, self.seats)
        return {**self._envelope(), "rng": self.rng.to_dict() if self.public_rng else None,
                "view": seat, "data": self.view_data(seat)}

    def view_data(self, seat: int | None) -> dict[str, Any]:
        """`data_to_dict` as `seat` may see it. Perfect information by default; a game with hidden things
        replaces each with a placeholder holding none of its tiles or values (a count, or null), so the bytes
        of a view never tell another seat's secret."""
        return self.data_to_dict()

    @classmethod
    def data_from_view(cls, seats: int, options: dict[str, Any], rng: Rng, data: dict[str, Any],
                       seat: int | None) -> GameState:
        """A state that `view_data(seat)` output may stand for; `rng` becomes its RNG. A game with hidden
        things fills the placeholders with a guess drawn from a copy of `rng` that fits everything the view
        shows and the rules (a determinization). `BadState` when the data does not fit."""
        return cls.data_from_dict(seats, options, rng, data)

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"))

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.to_dict() == other.to_dict()  # type: ignore[union-attr]

    def __hash__(self) -> int:
        return hash(self.to_json())

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.spec.id} seats={self.seats} to_move={self.to_move}>"


#: Largest JSON text the engine reads; anything bigger is refused unread.
MAX_JSON_CHARS = 20_000_000


def _reject_constant(name: str) -> None:
    raise ValueError(f"{name} is not allowed")


def load_json(text: str | bytes, what: str) -> Any:
    """Parse untrusted JSON text (plain data only: no NaN, bounded size); `BadState` otherwise."""
    if len(text) > MAX_JSON_CHARS:
        raise BadState(f"{what} is too large")
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as exc:
        raise BadState(f"{what} is not valid JSON ({exc})") from None


def check_seat(seat: Any, seats: int) -> int | None:
    """`seat` when it names a seat of a `seats`-player game or a spectator (None), else `BadState`."""
    if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats):
        raise BadState(f"view: {seat!r} is not a seat of a {seats}-player game")
    return seat


def check_fields(data: Any, required: Iterable[str], where: str) -> dict[str, Any]:
    """`data` as a dict with every `required` key, else `BadState` naming what is wrong."""
    if not isinstance(data, dict):
        raise BadState(f"{where}: expected an object")
    missing = [k for k in required if k not in data]
    if missing:
        raise BadState(f"{where}: missing {', '.join(missing)}")
    return data
