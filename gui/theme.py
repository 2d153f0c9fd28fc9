"""Themes (light, dark, high contrast) and seat palettes (standard, colour-blind), as data.

The window's colours are in `assets/themes/shell.json`, each game's board colours in
`assets/themes/<id>.json`; `tests/test_contrast.py` checks every pair they name against WCAG 2.1.
`ThemeManager` applies a theme to the application (Qt palette and style sheet) and tells the window,
which hands it to the scene (`BoardScene.apply_theme`). Scenes and panels read colours from
`current()` when they draw, so what is on screen and what the contrast test measures are the same data.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from string import Template
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPalette, QPen
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle

from gui.paths import asset

THEMES = ("light", "dark", "high-contrast")
#: The theme setting: a theme, or "system" (dark when the desktop's colour scheme is dark).
THEME_CHOICES = ("system", *THEMES)
PALETTES = ("standard", "colour-blind")
#: WCAG 2.1 minimum contrast ratios: text (1.4.3) and essential graphics such as pieces (1.4.11).
TEXT_CONTRAST = 4.5
GRAPHIC_CONTRAST = 3.0


@cache
def _data(name: str) -> dict[str, Any]:
    return json.loads(asset("themes", f"{name}.json").read_text(encoding="utf-8"))


def relative_luminance(colour: QColor) -> float:
    """WCAG 2.1's relative luminance of an sRGB colour (0 black … 1 white)."""
    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    red, green, blue = (linear(c) for c in colour.getRgbF()[:3])
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(first: QColor, second: QColor) -> float:
    """WCAG 2.1's contrast ratio of two colours, 1 (none) to 21 (black on white)."""
    light, dark = sorted((relative_luminance(QColor(first)), relative_luminance(QColor(second))), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@dataclass(frozen=True)
class Theme:
    """One theme with one seat palette: every colour the app draws with."""

    name: str = "light"
    palette_name: str = "standard"
    _shell: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self):
        if self.name not in THEMES or self.palette_name not in PALETTES:
            raise ValueError(f"no theme {self.name!r} with palette {self.palette_name!r}")
        object.__setattr__(self, "_shell", _data("shell")["themes"][self.name])

    # -- the window --------------------------------------------------------------------------------------
    def colour(self, key: str) -> QColor:
        """A window colour: "qt.<Role>" for a Qt palette role, else a key of the theme (e.g. "table")."""
        if key.startswith("qt."):
            return QColor(self._shell["qt"][key[3:]])
        return QColor(self._shell[key])

    @property
    def dark(self) -> bool:
        return relative_luminance(self.colour("qt.Window")) < 0.2

    def qpalette(self) -> QPalette:
        palette = QPalette()
        for role_name, value in self._shell["qt"].items():
            palette.setColor(getattr(QPalette.ColorRole, role_name), QColor(value))
        disabled = QColor(self._shell["disabled_text"])
        for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
            palette.setColor(QPalette.ColorGroup.Disabled, role, disabled)
        return palette

    def style_sheet(self) -> str:
        """`assets/style.qss` with this theme's colours in its $names."""
        template = Template(asset("style.qss").read_text(encoding="utf-8"))
        return template.substitute({key: value for key, value in self._shell.items() if isinstance(value, str)})

    # -- the boards ---------------------------------------------------------------------------------------
    def board(self, game_id: str, key: str) -> QColor:
        """A colour of a game's board in this theme (`assets/themes/<game_id>.json`)."""
        return QColor(_data(game_id)[self.name][key])

    # -- the seats ----------------------------------------------------------------------------------------
    def seat_colour(self, colour_key: str, standard: QColor | str) -> QColor:
        """The colour of a seat whose game colour is `colour_key` (`standard` in the standard palette)."""
        replaced = _data("shell")["palettes"][self.palette_name]["colours"].get(colour_key)
        return QColor(replaced or standard)

    def seat_mark(self, colour_key: str) -> str:
        """The mark drawn on the pieces of the seat with `colour_key` ("" for none): "triangle", "square",
        "cross", "diamond", "star" or "bar". Shown with the colour-blind palette and in high contrast."""
        marks = _data("shell")["palettes"]["colour-blind"]["marks"]
        return marks.get(colour_key, "") if self.marks_shown else ""

    @property
    def marks_shown(self) -> bool:
        return self.palette_name == "colour-blind" or self.name == "high-contrast"

    def piece_edge(self, fill: QColor, surface: QColor) -> QColor:
        """The outline of a piece of colour `fill` lying on `surface`: a darker or lighter shade of the fill
        that stands out 3:1 from the surface, so the piece does even when its colour alone would not."""
        for shade in (fill.darker(160), fill.lighter(170), QColor("#000000"), QColor("#ffffff")):
            if contrast(shade, surface) >= GRAPHIC_CONTRAST:
                return shade
        return QColor("#000000") if contrast(QColor("#000000"), surface) > contrast(QColor("#ffffff"), surface) \
            else QColor("#ffffff")

    def mark_colour(self, fill: QColor) -> QColor:
        """Black or white, whichever reads better on a piece of colour `fill`."""
        black, white = QColor("#000000"), QColor("#ffffff")
        return black if contrast(black, fill) >= contrast(white, fill) else white


_PE, _CC = QStyle.PrimitiveElement, QStyle.ComplexControl
#: What takes a visible edge in high contrast: fields, check boxes, buttons, framed lists and texts.
EDGED_PRIMITIVES = (_PE.PE_FrameLineEdit, _PE.PE_IndicatorCheckBox, _PE.PE_PanelButtonCommand, _PE.PE_Frame)
EDGED_CONTROLS = (_CC.CC_ComboBox, _CC.CC_SpinBox)


class EdgedStyle(QProxyStyle):
    """Fusion, which draws the edges of fields, boxes and buttons a shade darker than the window: nothing on the
    high-contrast theme's black. There they are drawn in the text colour, and in the highlight colour (twice as
    thick) where the keyboard focus is."""

    def __init__(self):
        super().__init__("Fusion")

    def drawPrimitive(self, element, option, painter, widget=None):  # noqa: N802 - Qt override
        super().drawPrimitive(element, option, painter, widget)
        if element in EDGED_PRIMITIVES:
            self._edge(option, painter)

    def drawComplexControl(self, control, option, painter, widget=None):  # noqa: N802 - Qt override
        super().drawComplexControl(control, option, painter, widget)
        if control in EDGED_CONTROLS:
            self._edge(option, painter)

    @staticmethod
    def _edge(option, painter) -> None:
        if current().name != "high-contrast" or option.rect.width() < 4:
            return
        focused = bool(option.state & QStyle.StateFlag.State_HasFocus)
        role = QPalette.ColorRole.Highlight if focused else QPalette.ColorRole.WindowText
        painter.save()
        painter.setPen(QPen(option.palette.color(role), 2 if focused else 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(option.rect.adjusted(0, 0, -1, -1))
        painter.restore()


_current = Theme()


def current() -> Theme:
    """The theme in use (light with the standard palette until the app applies another)."""
    return _current


def system_theme() -> str:
    """"dark" when the desktop's colour scheme is dark, else "light"."""
    hints = QGuiApplication.styleHints() if QGuiApplication.instance() is not None else None
    return "dark" if hints is not None and hints.colorScheme() == Qt.ColorScheme.Dark else "light"


class ThemeManager(QObject):
    """Applies the chosen theme to the application and follows the desktop's colour scheme for "system"."""

    #: The new `Theme`, after the application's palette and style sheet have changed.
    themeChanged = Signal(object)

    def __init__(self, app: QApplication, choice: str = "system", palette: str = "standard", parent=None):
        super().__init__(parent)
        self.app = app
        self.choice = choice
        self.palette_name = palette
        if not isinstance(app.style(), EdgedStyle):  # once: a new style makes every widget polish again
            app.setStyle(EdgedStyle())
        app.styleHints().colorSchemeChanged.connect(self._scheme_changed)
        self.apply()

    def set_theme(self, choice: str | None = None, palette: str | None = None) -> None:
        self.choice = choice or self.choice
        self.palette_name = palette or self.palette_name
        self.apply()

    def apply(self) -> None:
        global _current
        name = system_theme() if self.choice == "system" else self.choice
        _current = Theme(name, self.palette_name)
        # Setting the same palette or style sheet again still restyles every widget there is: only changes.
        palette, sheet = _current.qpalette(), _current.style_sheet()
        if self.app.palette() != palette:
            self.app.setPalette(palette)
        if self.app.styleSheet() != sheet:
            self.app.setStyleSheet(sheet)
        self.themeChanged.emit(_current)

    def _scheme_changed(self, *_):
        if self.choice == "system":
            self.apply()
