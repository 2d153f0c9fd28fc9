"""Invite codes: what a host reads aloud and a guest types.

A code is 16 symbols of Crockford's base32 in four groups (`7KQ3-X9M2-P4TD-W8H5`): 15 random symbols (75 bits)
and a check symbol that catches a mistyped symbol at once. It carries the room's secret and nothing else; the
room's topic and its key are both derived from that secret, so the broker (which sees the topic) learns nothing
that leads back to the key: finding the secret from the topic means trying 2^75 secrets.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford: no I, L, O, U
RANDOM_SYMBOLS = 15
SECRET_BITS = 5 * RANDOM_SYMBOLS
#: Symbols people confuse, read the way Crockford's base32 reads them.
_ALIASES = {"O": "0", "I": "1", "L": "1"}


class BadCode(ValueError):
    """Text that is not an invite code; `reason` is `length`, `symbol` or `check` (a typo)."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Invite:
    """A room's secret with what follows from it: the topic prefix and the room key."""

    secret: int  # SECRET_BITS random bits

    @classmethod
    def new(cls) -> Invite:
        return cls(secrets.randbits(SECRET_BITS))

    @classmethod
    def parse(cls, text: str) -> Invite:
        """The invite `text` stands for, however it is spaced, grouped or cased; `BadCode` otherwise."""
        if not isinstance(text, str) or len(text) > 64:
            raise BadCode("length")
        symbols = "".join(_ALIASES.get(ch, ch) for ch in text.upper() if ch not in " -_\t\n")
        if len(symbols) != RANDOM_SYMBOLS + 1:
            raise BadCode("length")
        if any(ch not in ALPHABET for ch in symbols):
            raise BadCode("symbol")
        value = 0
        for ch in symbols[:-1]:
            value = value * 32 + ALPHABET.index(ch)
        invite = cls(value)
        if invite.code()[-1] != symbols[-1]:
            raise BadCode("check")
        return invite

    def _secret_bytes(self) -> bytes:
        return self.secret.to_bytes(10, "big")

    def code(self) -> str:
        """The code in four groups of four symbols."""
        value, symbols = self.secret, []
        for _ in range(RANDOM_SYMBOLS):
            value, digit = divmod(value, 32)
            symbols.append(ALPHABET[digit])
        symbols.reverse()
        symbols.append(ALPHABET[hashlib.blake2b(self._secret_bytes(), digest_size=1, person=b"ludoteca-check").digest()[0] % 32])
        text = "".join(symbols)
        return "-".join(text[i:i + 4] for i in range(0, len(text), 4))

    @property
    def room_id(self) -> str:
        """The room's public name, part of every topic: 80 bits of a one-way hash of the secret."""
        return hashlib.blake2b(self._secret_bytes(), digest_size=10, person=b"ludoteca-room").hexdigest()

    @property
    def room_key(self) -> bytes:
        """The 32-byte key every message of the room is encrypted and authenticated with."""
        return hashlib.blake2b(self._secret_bytes(), digest_size=32, person=b"ludoteca-key").digest()

    def __repr__(self) -> str:  # never print the secret into a log by accident
        return f"Invite(room={self.room_id})"
