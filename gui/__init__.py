"""Ludoteca's Qt user interface. It calls into `engine`, never the other way."""

from gui.pyside_refcounts import make_singletons_immortal

make_singletons_immortal()  # before any Qt call: see gui/pyside_refcounts.py
