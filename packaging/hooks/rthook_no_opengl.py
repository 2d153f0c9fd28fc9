"""Runtime hook of the bundle: stand-ins for PySide6.QtOpenGL and PySide6.QtOpenGLWidgets.

pyqtgraph imports both when it starts, for OpenGL drawing that Ludoteca never turns on (its `useOpenGL` option
stays off). The bundle leaves those bindings out (9 MB); these stand-ins let the imports succeed, and anything
that did try to make an OpenGL object would fail at once with a clear message.
"""

import importlib.util
import sys
import types


class _NotInBundle:
    def __init__(self, *args, **kwargs):
        raise RuntimeError("OpenGL drawing is not part of the Ludoteca bundle")


def _stand_in(name: str) -> types.ModuleType:
    module = types.ModuleType(name)
    module.__getattr__ = lambda attribute: _NotInBundle  # every class name gives a class that cannot be made
    return module


def _missing(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is None
    except ImportError:
        return True


for _name in ("PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets"):
    if _missing(_name):
        sys.modules[_name] = _stand_in(_name)
