"""The messages of the protocol and their checks.

Every body is a JSON object with `t` (its kind) and `n` (the sender's message number, which only ever grows: a
message whose number is not above the last one seen from that sender is a replay or a duplicate and is dropped).
`check(body, KINDS)` refuses, with a reason for the log, anything but the fields its kind allows with the types
and sizes it allows; the views inside are checked again by the engine when they are read.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: Longest text of a player's name and of a chat line; longer ones are cut, not refused.
MAX_NAME = 40
MAX_CHAT = 200
MAX_MOVE_TEXT = 400
MAX_MOVES = 100_000
MAX_SEATS = 16
#: Reactions from the Emoticons block (and a tick), which the common desktop fonts draw.
REACTIONS = ("✔", "😀", "😉", "😮", "😅", "😕")


class BadMessage(ValueError):
    """A body that does not fit its kind's schema."""


Check = Callable[[Any], bool]


def integer(low: int, high: int) -> Check:
    return lambda v: type(v) is int and low <= v <= high


def text(longest: int) -> Check:
    return lambda v: type(v) is str and len(v) <= longest


def optional(check: Check) -> Check:
    return lambda v: v is None or check(v)


def one_of(*values: Any) -> Check:
    return lambda v: any(type(v) is type(x) and v == x for x in values)


def hexa(length: int) -> Check:
    return lambda v: type(v) is str and len(v) == length and all(c in "0123456789abcdef" for c in v)


def obj(v: Any) -> bool:
    return type(v) is dict


def array(check: Check, longest: int) -> Check:
    return lambda v: type(v) is list and len(v) <= longest and all(check(x) for x in v)


def boolean(v: Any) -> bool:
    return type(v) is bool


NUMBER = integer(0, 2**63 - 1)
SEQ = integer(0, MAX_MOVES)
SEAT = integer(0, MAX_SEATS - 1)
HASH = hexa(32)
LANG = text(8)
SID = hexa(16)

#: What a client may send the host.
FROM_CLIENT: dict[str, dict[str, Check]] = {
    "hello": {"sid": SID, "name": text(200), "role": one_of("play", "watch"), "seat": optional(SEAT), "lang": LANG},
    "move": {"seq": SEQ, "text": text(MAX_MOVE_TEXT)},
    "sync": {},
    "ack": {"seq": SEQ},
    "chat": {"text": text(2000)},
    "react": {"r": one_of(*REACTIONS)},
    "undo": {"seq": SEQ},
    "ping": {"seq": SEQ},
    "bye": {"sid": SID},
}

SEAT_ENTRY: Check = lambda v: obj(v) and check_fields(v, {  # noqa: E731 - a schema entry
    "kind": one_of("here", "remote", "computer"), "level": optional(text(16)), "name": text(MAX_NAME),
    "status": one_of("here", "computer", "free", "connected", "missing")}, strict=True)
CLOCK = optional(array(integer(0, 10**9), MAX_SEATS))

#: What the host sends everybody.
TO_ALL: dict[str, dict[str, Check]] = {
    "room": {"game": text(32), "seats": integer(1, MAX_SEATS), "options": obj, "table": array(SEAT_ENTRY, MAX_SEATS),
             "started": boolean, "waiting": array(SEAT, MAX_SEATS), "seq": SEQ, "watchers": integer(0, 1000),
             "turn_seconds": integer(0, 86_400), "clock": CLOCK},
    "move": {"seq": SEQ, "by": SEAT, "text": text(MAX_MOVE_TEXT), "hash": HASH, "view": optional(obj), "clock": CLOCK},
    "undo": {"seq": SEQ, "hash": HASH, "by": SEAT, "clock": CLOCK},
    "chat": {"seat": optional(SEAT), "name": text(MAX_NAME), "text": text(MAX_CHAT)},
    "react": {"seat": optional(SEAT), "name": text(MAX_NAME), "r": one_of(*REACTIONS)},
    "asks_undo": {"seat": SEAT, "seq": SEQ},
    "undo_refused": {"seat": SEAT},
    "alive": {"seq": SEQ},
    "closed": {"reason": text(32)},
}

#: What the host sends one client.
TO_ONE: dict[str, dict[str, Check]] = {
    "welcome": {"sid": SID, "seat": optional(SEAT), "role": one_of("play", "watch")},
    "state": {"seq": SEQ, "entries": array(obj, MAX_MOVES), "start": obj, "start_hash": HASH, "hash": HASH,
              "clock": CLOCK},
    "pview": {"seq": SEQ, "view": obj},
    "refused": {"code": text(40), "params": array(text(80), 8), "seq": optional(SEQ)},
    "record": {"record": obj},
}

#: One move of a `state` message: the same fields as a `move` broadcast, with the seat's private view.
ENTRY: dict[str, Check] = {"by": SEAT, "text": text(MAX_MOVE_TEXT), "hash": HASH, "view": optional(obj),
                           "pview": optional(obj)}


def check_fields(body: dict[str, Any], fields: dict[str, Check], strict: bool = False) -> bool:
    if strict and set(body) != set(fields):
        return False
    return all(name in body and ok(body[name]) for name, ok in fields.items())


def check(body: dict[str, Any], kinds: dict[str, dict[str, Check]]) -> str:
    """The kind of `body` when it fits its schema (`t`, `n` and exactly the kind's fields); `BadMessage` otherwise."""
    kind = body.get("t")
    if type(kind) is not str or kind not in kinds:
        raise BadMessage(f"unknown kind {str(kind)[:20]!r}")
    fields = kinds[kind]
    extra = set(body) - set(fields) - {"t", "n"}
    if extra:
        raise BadMessage(f"{kind}: unexpected fields {sorted(extra)[:4]}")
    if not NUMBER(body.get("n")):
        raise BadMessage(f"{kind}: no message number")
    for name, ok in fields.items():
        if name not in body or not ok(body[name]):
            raise BadMessage(f"{kind}: bad or missing {name!r}")
    return kind


def check_entry(entry: Any) -> None:
    if not obj(entry) or not check_fields(entry, ENTRY) or set(entry) - set(ENTRY):
        raise BadMessage("state: a bad move entry")


def plain_name(name: str, fallback: str) -> str:
    """A name from the network as plain text: no control, format or line characters, not too long."""
    return plain_text(name, MAX_NAME) or fallback


def plain_text(value: str, longest: int) -> str:
    import unicodedata

    kept = "".join(" " if ch in "\t\n\r\u2028\u2029" else ch for ch in value
                   if unicodedata.category(ch) not in ("Cc", "Cf", "Cs", "Co", "Cn") or ch in "\t\n\r\u200d")
    return " ".join(kept.split())[:longest]
