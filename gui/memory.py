"""Giving freed memory back to the system.

glibc keeps the pages of freed heap memory for reuse, so after a game is thrown away (its states,
scene items, simulation results) the app would keep its peak size for the rest of the session.
`malloc_trim` hands those pages back; elsewhere there is nothing to do.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys
from functools import cache


@cache
def _malloc_trim():
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim
    except (OSError, AttributeError):  # not glibc (musl has no malloc_trim)
        return None


def release_free_memory() -> None:
    """Return freed heap pages to the system where the C library can (a few milliseconds)."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)
