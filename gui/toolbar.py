"""The window's toolbar: New, Undo, Redo, Hint and the sound's on/off toggle at its end (the window's own
actions, so they do what the menus do and are enabled as they are).

Icons: the desktop's icon theme while the app follows the desktop's look; otherwise, or where the theme has
none (offscreen, many desktops), our own line drawings in `assets/icons/toolbar/`, drawn in the palette's
text colour, so they read in the dark and high-contrast themes too and are drawn again when the palette
changes.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPalette, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QToolBar

from gui.paths import asset

# action attribute -> (freedesktop icon name, our file in assets/icons/toolbar without ".svg")
ICONS = {
    "act_new": ("document-new", "new"),
    "act_undo": ("edit-undo", "undo"),
    "act_redo": ("edit-redo", "redo"),
    "act_hint": ("help-hint", "hint"),
}
SOUND_ICONS = {False: ("audio-volume-high", "sound-on"), True: ("audio-volume-muted", "sound-off")}
ICON_SIZE = 20  # small: the toolbar takes little of an 800x600 screen's height


def drawn_icon(name: str, colour) -> QIcon:
    """Our icon `name` in `colour`, rendered sharp at the sizes a toolbar or menu asks for."""
    svg = asset("icons", "toolbar", f"{name}.svg").read_text(encoding="utf-8").replace("currentColor", colour.name())
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    icon = QIcon()
    for size in (16, 20, 24, 32, 48):
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        icon.addPixmap(pixmap)
    return icon


class MainToolBar(QToolBar):
    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.setObjectName("mainToolBar")  # saveState and style sheets know it by this
        self.setMovable(False)
        self.setFloatable(False)
        self.setIconSize(QSize(ICON_SIZE, ICON_SIZE))
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        for attribute in ICONS:
            self.addAction(getattr(window, attribute))
        self.addSeparator()
        self.addAction(window.act_sound)
        window.sound.mutedChanged.connect(self.show_sound)
        self.refresh_icons()

    def _icon(self, theme_name: str, own: str) -> QIcon:
        follows_desktop = getattr(self.window.appearance.themes, "choice", "") == "system"
        if follows_desktop and QIcon.hasThemeIcon(theme_name):
            return QIcon.fromTheme(theme_name)
        return drawn_icon(own, self.palette().color(QPalette.ColorRole.ButtonText))

    def refresh_icons(self) -> None:
        for attribute, (theme_name, own) in ICONS.items():
            getattr(self.window, attribute).setIcon(self._icon(theme_name, own))
        self.show_sound(self.window.sound.muted)

    def show_sound(self, muted: bool) -> None:
        """The toggle shows the sound's state: checked and crossed out while muted."""
        action = self.window.act_sound
        action.setChecked(muted)
        action.setIcon(self._icon(*SOUND_ICONS[muted]))
        action.setToolTip(self.tr("Sound is off: click to turn it on") if muted
                          else self.tr("Sound is on: click to mute it"))

    def changeEvent(self, event):  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.PaletteChange:
            self.refresh_icons()
        elif event.type() == QEvent.Type.LanguageChange:
            self.show_sound(self.window.sound.muted)
        super().changeEvent(event)
