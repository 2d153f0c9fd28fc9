"""Abalone's board view (`view.Scene`) and its clock panel.

Workaround, until the shell does it once for everyone: PySide6 6.12 on CPython 3.11 drops
a reference to `None` on every call of a C++ method that returns void (setPen, drawEllipse,
setText...), so a few thousand paint calls deallocate `None` and abort the interpreter
("none_dealloc"). From 3.12 on `None` is immortal. Here we make it practically immortal on
3.11 too by raising its reference count once; this touches nothing else.
"""

import sys

if sys.version_info < (3, 12):
    import ctypes

    _refcount = ctypes.c_ssize_t.from_address(id(None))
    if _refcount.value < 1 << 40:
        _refcount.value += 1 << 40
