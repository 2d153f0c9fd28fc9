"""The broker topics of one room. They are named after the room's public id and say nothing else."""

from __future__ import annotations

import hashlib

from .invite import Invite

PREFIX = "ludoteca/v1"


class Topics:
    def __init__(self, invite: Invite):
        self._key = invite.room_key
        base = f"{PREFIX}/{invite.room_id}"
        self.card = f"{base}/i"  # the room's card, retained
        self.host = f"{base}/h"  # the host to everybody
        self.clients = f"{base}/c"  # every client to the host
        self._private = f"{base}/p/"

    def private(self, client_key: bytes) -> str:
        """The host to one client: named by a keyed hash, so the broker cannot tell which key it belongs to."""
        return self._private + hashlib.blake2b(client_key, key=self._key, digest_size=8).hexdigest()
