"""The engine's typed errors. Imported by every engine module, so it imports none of them."""

from __future__ import annotations

from typing import Any


class EngineError(ValueError):
    """Base of the engine's typed errors."""


class IllegalMove(EngineError):
    """A move (object or text) that the state does not accept.

    `code` is a stable refusal code: one of `Refusal`'s common codes or a key of the
    game's `GameSpec.refusals`, whose sentence the GUI shows in the player's language.
    `params` fill the sentence's %1, %2, … (cell names, numbers: never English words).
    The engine builds no sentence itself; `str()` gives the code and params for logs.
    """

    def __init__(self, code: str, *params: Any, move: Any = None):
        self.code = code
        self.params = tuple(_plain_text(p) for p in params)
        self.move = move
        super().__init__(code, *self.params)

    def __str__(self) -> str:
        return f"{self.code} ({', '.join(self.params)})" if self.params else self.code


def _plain_text(value: Any) -> str:
    """`str(value)` for a sentence parameter, never raising (a hostile object's `__str__` may)."""
    if isinstance(value, str):
        return value[:80]
    try:
        return str(value)[:80]
    except Exception:  # noqa: BLE001 - any object may come in; its type name is enough
        return type(value).__name__


class BadState(EngineError):
    """Serialized state or options that cannot be read back (corrupt, wrong version, hostile)."""
