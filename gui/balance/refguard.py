"""A guard against a reference-count bug of PySide6 6.12.0 that would crash the app.

`Signal.emit()` called from Python returns True or False without taking a new
reference, so every such emit drops a reference to the bool singletons that
nobody took. pyqtgraph emits several signals for every plot update, resize and
repaint; after a few thousand the interpreter frees True or False and aborts
("bool_dealloc", often only when it exits). The guard gives back the references
lost inside a block, and `BoolWatch` tops them up from time to time for the
emits that happen in Qt's own event handling. The references given back are
never released again, exactly like the ones PySide never took.
"""

from __future__ import annotations

import ctypes
import functools
import sys
from collections.abc import Callable
from contextlib import contextmanager
from typing import Any

_incref = ctypes.pythonapi.Py_IncRef
_incref.argtypes = [ctypes.py_object]
_incref.restype = None


def _give_back(value: bool, count: int) -> None:
    for _ in range(max(0, count)):
        _incref(value)


def counts() -> tuple[int, int]:
    return sys.getrefcount(True), sys.getrefcount(False)


def top_up(baseline: tuple[int, int]) -> None:
    """Raise the bools' reference counts back to `baseline` where they fell below it."""
    now = counts()
    _give_back(True, baseline[0] - now[0])
    _give_back(False, baseline[1] - now[1])


@contextmanager
def bool_refcount_guard():
    before = counts()
    try:
        yield
    finally:
        top_up(before)


def guarded(method: Callable[..., Any]) -> Callable[..., Any]:
    """Run `method` inside `bool_refcount_guard`."""

    @functools.wraps(method)
    def wrapper(*args, **kwargs):
        with bool_refcount_guard():
            return method(*args, **kwargs)

    return wrapper
