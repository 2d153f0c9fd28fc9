"""The cryptographic envelope of every message (PyNaCl: XSalsa20-Poly1305 boxes, Ed25519 signatures).

Every payload on the broker is sealed with the room key from the invite code, so the broker and anybody without
the code see random bytes. Inside that seal:

- `I` the room's card (retained): the host's public keys, signed with the host's own signing key. A guest pins
  them at its first contact and trusts nothing else for the rest of the room's life.
- `H` a message from the host to everybody in the room, signed by the host: a guest who knows the code cannot
  forge one.
- `P` a message from the host to one client, in a box between the host's and that client's keys: nobody else,
  another player included, can read it (Triple Domino hands travel this way).
- `C` a message from a client to the host, in a box between the client's key and the host's: the host knows
  which key sent it, and nobody else can read or forge it.

Bodies are compressed JSON. Sizes are capped before and after decompression.
"""

from __future__ import annotations

import functools
import json
import zlib
from dataclasses import dataclass
from typing import Any

import nacl.exceptions
import nacl.public
import nacl.secret
import nacl.signing
import nacl.utils

#: The largest payload accepted from the broker, and the largest body once decompressed.
MAX_PAYLOAD = 1 << 20
MAX_BODY = 4 << 20
#: The largest JSON nesting a body may have (a deeper one is refused unread).
MAX_DEPTH = 64

ROOM, HOST, PRIVATE, CLIENT = b"I", b"H", b"P", b"C"
KEY_BYTES = 32


class Rejected(ValueError):
    """A payload that is not a well-formed, authentic message of this room; the text says why, for the log."""


@functools.lru_cache(maxsize=512)
def _box(mine: bytes, theirs: bytes) -> nacl.public.Box:
    """The box between a secret key and a public key (its key exchange done once per pair, not per message)."""
    return nacl.public.Box(nacl.public.PrivateKey(mine), nacl.public.PublicKey(theirs))


def encode(body: dict[str, Any]) -> bytes:
    return zlib.compress(json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode(), 6)


def decode(data: bytes) -> dict[str, Any]:
    """The JSON object in `data`; `Rejected` for a zip bomb, bad JSON, NaN, deep nesting or not an object."""
    try:
        inflater = zlib.decompressobj()
        text = inflater.decompress(data, MAX_BODY)
        if inflater.unconsumed_tail or not inflater.eof:
            raise Rejected("body too large or truncated")
    except zlib.error:
        raise Rejected("body is not compressed data") from None
    if _too_deep(text):
        raise Rejected("body nested too deep")
    try:
        value = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise Rejected("body is not JSON") from None
    if not isinstance(value, dict):
        raise Rejected("body is not an object")
    return value


def _no_constant(name: str) -> None:
    raise ValueError(name)


def _too_deep(text: bytes) -> bool:
    depth = 0
    in_string = escaped = False
    for byte in text:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:
                escaped = True
            elif byte == 0x22:
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):
            depth += 1
            if depth > MAX_DEPTH:
                return True
        elif byte in (0x5D, 0x7D):
            depth -= 1
    return False


@dataclass(frozen=True)
class HostKeys:
    """The host's identity for one room: kept in its autosave, so a restarted host is the same host."""

    sign: nacl.signing.SigningKey
    box: nacl.public.PrivateKey

    @classmethod
    def new(cls) -> HostKeys:
        return cls(nacl.signing.SigningKey.generate(), nacl.public.PrivateKey.generate())

    def to_dict(self) -> dict[str, str]:
        return {"sign": bytes(self.sign).hex(), "box": bytes(self.box).hex()}

    @classmethod
    def from_dict(cls, data: Any) -> HostKeys:
        try:
            return cls(nacl.signing.SigningKey(bytes.fromhex(data["sign"])),
                       nacl.public.PrivateKey(bytes.fromhex(data["box"])))
        except (TypeError, KeyError, ValueError, nacl.exceptions.CryptoError):
            raise ValueError("not a host's keys") from None

    def card(self) -> dict[str, str]:
        return {"sign": bytes(self.sign.verify_key).hex(), "box": bytes(self.box.public_key).hex()}


@dataclass(frozen=True)
class HostCard:
    """What a guest knows of the host: its public keys, pinned from the room's card."""

    verify: nacl.signing.VerifyKey
    box: nacl.public.PublicKey

    @classmethod
    def from_dict(cls, data: Any) -> HostCard:
        try:
            return cls(nacl.signing.VerifyKey(bytes.fromhex(data["sign"])),
                       nacl.public.PublicKey(bytes.fromhex(data["box"])))
        except (TypeError, KeyError, ValueError, nacl.exceptions.CryptoError):
            raise Rejected("the room's card holds no keys") from None


class RoomSeal:
    """Seals and opens the payloads of one room, for the host or for one client."""

    def __init__(self, room_key: bytes):
        self._room = nacl.secret.SecretBox(room_key)

    def _seal(self, inner: bytes) -> bytes:
        return bytes(self._room.encrypt(inner))

    def open(self, payload: bytes) -> tuple[bytes, bytes]:
        """(kind, rest) of a payload sealed with the room key; `Rejected` if it was not."""
        if not isinstance(payload, (bytes, bytearray)) or len(payload) > MAX_PAYLOAD:
            raise Rejected("payload too large")
        try:
            inner = self._room.decrypt(bytes(payload))
        except (nacl.exceptions.CryptoError, ValueError, TypeError):
            raise Rejected("not sealed with this room's key") from None
        if not inner:
            raise Rejected("empty message")
        return inner[:1], inner[1:]

    # -- the host's side ------------------------------------------------------------------
    def card(self, keys: HostKeys, body: dict[str, Any]) -> bytes:
        return self._seal(ROOM + bytes(keys.sign.sign(encode({**body, "keys": keys.card()}))))

    def broadcast(self, keys: HostKeys, body: dict[str, Any]) -> bytes:
        return self._seal(HOST + bytes(keys.sign.sign(encode(body))))

    def private(self, keys: HostKeys, client: nacl.public.PublicKey, body: dict[str, Any]) -> bytes:
        return self._seal(PRIVATE + bytes(_box(bytes(keys.box), bytes(client)).encrypt(encode(body))))

    def open_client(self, keys: HostKeys, rest: bytes) -> tuple[bytes, dict[str, Any]]:
        """(the client's public key, body) of a `C` message."""
        if len(rest) < KEY_BYTES:
            raise Rejected("client message too short")
        client = rest[:KEY_BYTES]
        try:
            plain = _box(bytes(keys.box), client).decrypt(rest[KEY_BYTES:])
        except (nacl.exceptions.CryptoError, ValueError, TypeError):
            raise Rejected("forged or damaged client message") from None
        return client, decode(plain)

    # -- a client's side ----------------------------------------------------------------------
    def open_card(self, rest: bytes) -> tuple[HostCard, dict[str, Any]]:
        try:
            body = decode(rest[64:])
        except Rejected:
            raise
        card = HostCard.from_dict(body.get("keys"))
        try:
            card.verify.verify(rest)
        except (nacl.exceptions.BadSignatureError, ValueError, TypeError):
            raise Rejected("the room's card is not signed by its own key") from None
        return card, body

    def open_broadcast(self, card: HostCard, rest: bytes) -> dict[str, Any]:
        try:
            signed = card.verify.verify(rest)
        except (nacl.exceptions.BadSignatureError, ValueError, TypeError):
            raise Rejected("not signed by this room's host") from None
        return decode(signed)

    def open_private(self, me: nacl.public.PrivateKey, card: HostCard, rest: bytes) -> dict[str, Any]:
        try:
            plain = _box(bytes(me), bytes(card.box)).decrypt(rest)
        except (nacl.exceptions.CryptoError, ValueError, TypeError):
            raise Rejected("not from this room's host, or not for this client") from None
        return decode(plain)

    def client(self, me: nacl.public.PrivateKey, card: HostCard, body: dict[str, Any]) -> bytes:
        box = _box(bytes(me), bytes(card.box))
        return self._seal(CLIENT + bytes(me.public_key) + bytes(box.encrypt(encode(body))))


def new_client_key() -> nacl.public.PrivateKey:
    return nacl.public.PrivateKey.generate()


def client_key_from_hex(text: Any) -> nacl.public.PrivateKey:
    try:
        return nacl.public.PrivateKey(bytes.fromhex(text))
    except (TypeError, ValueError, nacl.exceptions.CryptoError):
        raise ValueError("not a client key") from None
