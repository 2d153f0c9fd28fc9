"""What happened during the last move, for the view to tell and animate: one small frozen class per kind.

A state keeps the events of the move that led to it (`BalanceState.events`): the roll of the player who
moved, a beaten pawn, the winner's free final arrangement, a tip with the arm as it came to rest, a lost
colour, a player out, a new round with its roll-off, and every player skipped for want of a move. In a
saved state each event is a JSON object whose "type" is the class's `kind` and whose other keys are its
fields (pawns and roll-offs as lists), exactly as the engine wrote them before events were typed, so old
saves load unchanged; `event_from_dict` refuses anything else with `BadState`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar

from engine.balance.layout import HALF, SIZES, Pawn
from engine.core import BadState

#: The most events one move can cause (a run of skipped players is capped well below this).
MAX_EVENTS = 600


@dataclass(frozen=True)
class Event:
    """The common part: `kind` names the event in JSON ("type")."""

    kind: ClassVar[str] = ""

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.kind}
        for field in dataclasses.fields(self):
            data[field.name] = _plain(getattr(self, field.name))
        return data


@dataclass(frozen=True)
class Moved(Event):
    """`seat` played (placed, stepped or passed) with the roll `die`."""

    kind: ClassVar[str] = "move"
    seat: int
    die: int


@dataclass(frozen=True)
class Skipped(Event):
    """`seat` rolled `die`, which allowed no placement and no move: the turn went on."""

    kind: ClassVar[str] = "skip"
    seat: int
    die: int


@dataclass(frozen=True)
class Beaten(Event):
    """`seat`'s pawn beat a pawn of `colour`, which went back to its supply."""

    kind: ClassVar[str] = "beat"
    seat: int
    colour: int


@dataclass(frozen=True)
class Rearranged(Event):
    """`colour` brought every pawn home and rearranged them freely; `before` is the arm before that."""

    kind: ClassVar[str] = "rearranged"
    colour: int
    before: tuple[Pawn, ...]


@dataclass(frozen=True)
class AllHome(Event):
    """Every pawn of `colour` is in its finish half: the game is won."""

    kind: ClassVar[str] = "home"
    colour: int


@dataclass(frozen=True)
class Tipped(Event):
    """`seat`, playing `colour`, tipped the arm: `moment` is its net moment, `arm` the pawns as it lay."""

    kind: ClassVar[str] = "tip"
    seat: int
    colour: int
    moment: int
    arm: tuple[Pawn, ...]


@dataclass(frozen=True)
class ColourLost(Event):
    """In a team game, `colour` tipped and is gone; its partner plays on with the other colour."""

    kind: ClassVar[str] = "colour_lost"
    colour: int


@dataclass(frozen=True)
class Out(Event):
    """In a game of each for themselves, `seat` tipped and is out."""

    kind: ClassVar[str] = "out"
    seat: int


@dataclass(frozen=True)
class RoundStarted(Event):
    """Round number `round` began; `rolls` are the roll-off's throws as (seat, roll), one tuple per throw-off
    until one seat had the highest, `starter`."""

    kind: ClassVar[str] = "round"
    round: int
    rolls: tuple[tuple[tuple[int, int], ...], ...]
    starter: int


KINDS: dict[str, type[Event]] = {cls.kind: cls for cls in (Moved, Skipped, Beaten, Rearranged, AllHome, Tipped,
                                                           ColourLost, Out, RoundStarted)}


def _plain(value: Any) -> Any:
    """A field as JSON data: tuples become lists, all the way down."""
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


# --------------------------------------------------------------------------- reading JSON


def check_int(value: Any, lo: int, hi: int, what: str) -> int:
    """`value` when it is an int in lo…hi (a bool is not), else `BadState`."""
    if type(value) is not int or not lo <= value <= hi:
        raise BadState(f"balance: bad {what} {value!r:.40}")
    return value


def check_pawns(value: Any, seats: int, what: str) -> tuple[Pawn, ...]:
    """A JSON list of [holder x, colour, size] as pawns, else `BadState`."""
    if not isinstance(value, list) or len(value) > 4 * 8:
        raise BadState(f"balance: {what} must be a list of pawns")
    pawns = []
    for pawn in value:
        if not isinstance(pawn, list) or len(pawn) != 3 or pawn[2] not in SIZES:
            raise BadState(f"balance: bad pawn {pawn!r:.40}")
        pawns.append((check_int(pawn[0], -HALF, HALF, "holder"), check_int(pawn[1], 0, seats - 1, "colour"), pawn[2]))
        if pawn[0] == 0:
            raise BadState("balance: no holder at the pivot")
    return tuple(pawns)


def _rolls(value: Any, seats: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    if not isinstance(value, list) or not 1 <= len(value) <= 50:
        raise BadState("balance: bad roll-off")
    throws = []
    for rolls in value:
        if not isinstance(rolls, list) or not 1 <= len(rolls) <= seats:
            raise BadState("balance: bad roll-off")
        throw = []
        for roll in rolls:
            if not isinstance(roll, list) or len(roll) != 2:
                raise BadState("balance: bad roll-off")
            throw.append((check_int(roll[0], 0, seats - 1, "roll-off seat"), check_int(roll[1], 1, 6, "roll-off roll")))
        throws.append(tuple(throw))
    return tuple(throws)


#: How each field is read: "seat", "pawns", "rolls" or an int range (lowest, highest).
_FIELDS: dict[str, Any] = {"seat": "seat", "colour": "seat", "starter": "seat", "die": (1, 6),
                           "moment": (-10_000, 10_000), "round": (1, 10), "before": "pawns", "arm": "pawns",
                           "rolls": "rolls"}


def event_from_dict(raw: Any, seats: int) -> Event:
    """The event a saved state's JSON object describes; `BadState` unless it has exactly its kind's fields."""
    if not isinstance(raw, dict) or raw.get("type") not in KINDS:
        raise BadState(f"balance: bad event {raw!r:.40}")
    cls = KINDS[raw["type"]]
    names = [field.name for field in dataclasses.fields(cls)]
    if set(raw) != {"type", *names}:
        raise BadState(f"balance: bad fields in a {raw['type']} event")
    values = {}
    for name in names:
        how, value = _FIELDS[name], raw[name]
        if how == "seat":
            values[name] = check_int(value, 0, seats - 1, name)
        elif how == "pawns":
            values[name] = check_pawns(value, seats, name)
        elif how == "rolls":
            values[name] = _rolls(value, seats)
        else:
            values[name] = check_int(value, *how, name)
    return cls(**values)


def events_from_list(value: Any, seats: int) -> tuple[Event, ...]:
    """The events of a saved state (a JSON list)."""
    if not isinstance(value, list) or len(value) > MAX_EVENTS:
        raise BadState("balance: events must be a list")
    return tuple(event_from_dict(raw, seats) for raw in value)
