"""A guard against PySide6 6.12 reference-count bugs that abort CPython 3.11.

On Python 3.11, PySide6 6.12.0 drops a reference it never took on every call of a
C++ method returning void (the result `None`: setPen, drawEllipse, setText…) and on
every `Signal.emit()` from Python (the result `True`/`False`). After a few thousand
calls the interpreter frees one of these singletons and aborts ("none_dealloc",
"bool_dealloc"). From Python 3.12 on they are immortal; here we make them practically
immortal on 3.11 too by raising their reference counts once, far beyond what any
session can lose. This touches nothing else.
"""

from __future__ import annotations

import ctypes
import sys

import PySide6

_MARGIN = 1 << 40


def needed() -> bool:
    """Only PySide6 6.12 on CPython before 3.12 loses these references."""
    return (sys.implementation.name == "cpython" and sys.version_info < (3, 12)
            and tuple(PySide6.__version_info__[:2]) == (6, 12))


def make_singletons_immortal() -> None:
    if not needed():
        return
    for singleton in (None, True, False):
        refcount = ctypes.c_ssize_t.from_address(id(singleton))
        if refcount.value < _MARGIN:
            refcount.value += _MARGIN
