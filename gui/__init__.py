"""Ludoteca's Qt user interface. It calls into `engine`, never the other way."""
