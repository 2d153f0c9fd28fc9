"""What a search core in Cython's pure-Python mode needs of `cython` when Cython is not installed.

A core imports `cython` and falls back on this module: the decorators leave the functions as they are,
and `compiled` is False, so the same source runs as plain Python. When the core is compiled, Cython reads
the decorators and the annotations as C types and this module is never imported.
"""

from __future__ import annotations

compiled = False


def _same(thing):
    return thing


def _decorator(*_args, **_kwargs):
    return _same


cclass = cfunc = ccall = inline = final = _same
locals = exceptval = boundscheck = wraparound = cdivision = _decorator  # Cython's names, shadowing a builtin here only
