"""How the window looks and moves: the theme, the seat palette and the animation speed, as the menus,
the preferences and the command line set them."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication

from gui.common.board import ANIMATION_FACTORS
from gui.theme import ThemeManager


class Appearance(QObject):
    """The window's theme (through a `ThemeManager`) and animation speed; scenes and panels follow them."""

    def __init__(self, window, themes: ThemeManager | None = None):
        super().__init__(window)
        self.window = window
        self.settings = window.settings
        self.themes = themes or ThemeManager(QApplication.instance(), self.settings.get("theme"),
                                             self.settings.get("palette"), self)
        self.themes.themeChanged.connect(self._theme_changed)

    def animation_factor(self) -> float:
        return ANIMATION_FACTORS[self.settings.animation_speed()]

    def toggle_animations(self) -> None:
        """The Animations menu item was switched: every scene follows."""
        w = self.window
        self.settings.set("animations", w.act_animations.isChecked())
        for action in w.animation_speed_actions.values():
            action.setEnabled(w.act_animations.isChecked())
        for scene in (w.scene, w.tutorial.scene):
            if scene is not None:
                scene.animation_factor = self.animation_factor()

    def set_animation_speed(self, speed: str) -> None:
        """"off", "fast", "normal" or "slow" (the menu and the preferences)."""
        w = self.window
        self.settings.set_animation_speed(speed)
        w.act_animations.setChecked(speed != "off")
        if speed != "off":
            w.animation_speed_actions[speed].setChecked(True)
        self.toggle_animations()

    def set_theme(self, theme: str | None = None, palette: str | None = None) -> None:
        """Another theme ("system", "light", "dark", "high-contrast") or seat palette, remembered."""
        for key, value in (("theme", theme), ("palette", palette)):
            if value is not None:
                self.settings.set(key, value)
        self.themes.set_theme(theme, palette)

    def choose_theme(self, theme: str, palette: str) -> None:
        """The preferences' choice: what differs from the theme and palette in use is applied and remembered
        (a theme given on the command line stays unsaved while the player keeps it)."""
        themes = self.themes
        changed_theme = theme if theme != themes.choice else None
        changed_palette = palette if palette != themes.palette_name else None
        if changed_theme or changed_palette:
            self.set_theme(changed_theme, changed_palette)

    def _theme_changed(self, _theme) -> None:
        """Seats take the palette's colours and marks; the scenes and panels draw again."""
        w = self.window
        w.theme_actions[self.themes.choice].setChecked(True)
        w.act_colour_blind.setChecked(self.themes.palette_name == "colour-blind")
        for scene, setup in ((w.scene, w.session and w.session.setup), (w.tutorial.scene, w.tutorial.setup)):
            if scene is not None and setup is not None:
                scene.seat_info = setup.seat_infos()
                scene.apply_theme()
        if w.session is not None:
            infos = w.session.setup.seat_infos()
            w.panel.set_seat_colours(infos)
            w.review.panel.set_seats([info.colour for info in infos])
            w.review.refresh()  # the chance curves in the new colours
