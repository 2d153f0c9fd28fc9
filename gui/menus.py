"""The main window's actions and menus: what each does is the window's; here they are made, put in
menus and named in the player's language."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from gui.i18n import LANGUAGES
from gui.theme import THEME_CHOICES
from gui.toolbar import MainToolBar

ANIMATION_SPEEDS = ("fast", "normal", "slow")
_KEYS = QKeySequence.StandardKey
#: The keys of each window action (`act_<name>`): the platform's standard keys where there are some. Plain
#: letters other than P and ? are the board's (h/j/k/l move its cursor); Ctrl+Q quits where the platform has no
#: key for it. The Keyboard help page lists them from here, as this keyboard names them.
SHORTCUTS: dict[str, tuple] = {
    "new": (_KEYS.New,), "choose": ("Ctrl+Shift+N",), "restart": ("F5",), "open": (_KEYS.Open,),
    "save": (_KEYS.Save,), "save_as": (_KEYS.SaveAs,), "quit": (_KEYS.Quit, "Ctrl+Q"),
    "undo": (_KEYS.Undo,), "redo": (_KEYS.Redo,), "hint": ("Ctrl+H", "?"), "pause": ("P",),
    "review": ("Ctrl+R",), "analyse": ("Ctrl+Shift+A",), "rules": (_KEYS.HelpContents, "F1"),
    "settings": (_KEYS.Preferences,), "side_panel": ("F9",), "history": ("F8",), "sound": ("Ctrl+M",),
    "full_screen": (_KEYS.FullScreen, "F11"),
}


def key_sequences(name: str) -> list[QKeySequence]:
    """The keys of action `name` on this platform, without repeats or blanks."""
    found: list[QKeySequence] = []
    for key in SHORTCUTS.get(name, ()):
        sequence = QKeySequence(key)
        if not sequence.isEmpty() and sequence not in found:
            found.append(sequence)
    return found


def shortcut_texts() -> dict[str, str]:
    """Each action's keys as the player's keyboard and language name them ("Ctrl+Z", "Strg+Z"; "" for none)."""
    native = QKeySequence.SequenceFormat.NativeText
    return {name: " / ".join(key.toString(native) for key in key_sequences(name)) for name in SHORTCUTS}


class WindowMenus(QObject):
    """Gives the window its `act_*` actions and `menu_*` menus."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self._view_scene = None  # the scene whose `view_actions` end the View menu
        self._view_actions: list[QAction] = []

    def _action(self, slot, name: str = "", checkable=False) -> QAction:
        """An action calling `slot`, with the keys `SHORTCUTS` gives `name`."""
        action = QAction(self.window)
        action.setShortcuts(key_sequences(name))
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        return action

    def create_actions(self) -> None:
        w = self.window
        w.act_new = self._action(lambda: w.new_game_dialog(), "new")
        w.act_choose = self._action(w.show_chooser, "choose")
        w.act_restart = self._action(w.restart, "restart")
        w.act_host = self._action(lambda: w.network.host_dialog())
        w.act_join = self._action(lambda: w.network.join_dialog())
        w.act_open = self._action(lambda: w.files.open_dialog(), "open")
        w.act_save = self._action(lambda: w.files.save(), "save")
        w.act_save_as = self._action(lambda: w.files.save_as(), "save_as")
        w.act_quit = self._action(w.close, "quit")
        w.act_undo = self._action(w.undo, "undo")
        w.act_redo = self._action(w.redo, "redo")
        w.act_hint = self._action(w.hint, "hint")
        w.act_pause = self._action(w.toggle_pause, "pause", checkable=True)
        w.act_rules = self._action(w.show_rules, "rules")
        w.act_keys = self._action(w.show_keys)
        w.act_about = self._action(w.about)
        w.act_settings = self._action(w.settings_dialog, "settings")
        w.act_analyse = self._action(lambda: w.review.analyse(), "analyse")
        w.act_review = self._action(w.toggle_review, "review", checkable=True)
        w.act_learn = self._action(lambda: w.start_tutorial())
        w.act_history = self._action(lambda: w.history.show_window(), "history")
        w.act_unfinished = self._action(lambda: w.history.show_window("games", unfinished=True))
        w.act_export_history = self._action(lambda: w.history.export_history())
        w.act_import_history = self._action(lambda: w.history.import_history())
        w.act_animations = self._action(w.appearance.toggle_animations, checkable=True)
        w.act_animations.setChecked(w.settings.get("animations"))
        w.animation_speed_actions = self._choices(w, w.appearance.set_animation_speed, ANIMATION_SPEEDS,
                                                  w.settings.get("animation_speed"))
        w.theme_actions = self._choices(w, lambda name: w.appearance.set_theme(theme=name), THEME_CHOICES,
                                          w.appearance.themes.choice)
        w.act_colour_blind = self._action(lambda on: w.appearance.set_theme(palette="colour-blind" if on else "standard"),
                                          checkable=True)
        w.act_colour_blind.setChecked(w.appearance.themes.palette_name == "colour-blind")
        w.act_privacy = self._action(w._toggle_privacy, checkable=True)
        w.act_privacy.setChecked(w.settings.get("privacy_screen"))
        # Hiding the panel gives the board the whole window (small screens); KDE apps use F9 for side panels.
        w.act_side_panel = self._action(w._toggle_side_panel, "side_panel", checkable=True)
        w.act_side_panel.setChecked(w.settings.get("side_panel"))
        w.panel.setVisible(w.act_side_panel.isChecked())
        w.act_full_screen = self._action(lambda on: w.full_screen.set_full_screen(on), "full_screen", checkable=True)
        w.act_sound = self._action(w.sound.set_muted, "sound", checkable=True)  # checked: muted
        w.act_sound.setChecked(w.sound.muted)
        w.act_toolbar = self._action(self._show_toolbar, checkable=True)
        w.act_toolbar.setChecked(w.settings.get("toolbar"))
        w.language_group = QActionGroup(w)
        w.language_actions: dict[str, QAction] = {}
        for code, native in LANGUAGES.items():
            action = QAction(native, w, checkable=True)
            action.setData(code)
            action.triggered.connect(lambda _=False, c=code: w.set_language(c))
            w.language_group.addAction(action)
            w.language_actions[code] = action

    def _show_toolbar(self, shown: bool) -> None:
        self.window.settings.set("toolbar", shown)
        self.window.toolbar.setVisible(shown)

    def _choices(self, w, slot, choices, checked: str) -> dict[str, QAction]:
        """Radio actions, one per choice, calling `slot(choice)`."""
        group = QActionGroup(w)
        actions = {}
        for choice in choices:
            action = QAction(w, checkable=True)
            action.setChecked(choice == checked)
            action.triggered.connect(lambda _=False, c=choice: slot(c))
            group.addAction(action)
            actions[choice] = action
        return actions

    def create_menus(self) -> None:
        w = self.window
        bar = w.menuBar()
        w.menu_game = bar.addMenu("")
        for action in (w.act_new, w.act_choose, w.act_restart, None, w.act_host, w.act_join, None, w.act_open, w.act_save, w.act_save_as, None,
                       w.act_unfinished, w.act_history, w.act_export_history, w.act_import_history, None, w.act_quit):
            w.menu_game.addSeparator() if action is None else w.menu_game.addAction(action)
        w.menu_move = bar.addMenu("")
        for action in (w.act_undo, w.act_redo, None, w.act_hint, w.act_pause, None, w.act_review, w.act_analyse):
            w.menu_move.addSeparator() if action is None else w.menu_move.addAction(action)
        w.menu_view = bar.addMenu("")
        w.menu_view.addActions([w.act_full_screen, w.act_side_panel, w.act_toolbar])
        self._view_separator = w.menu_view.addSeparator()  # the game's own view choices follow it
        self._view_separator.setVisible(False)
        w.menu_settings = bar.addMenu("")
        w.menu_language = w.menu_settings.addMenu("")
        for action in w.language_actions.values():
            w.menu_language.addAction(action)
        w.menu_settings.addAction(w.act_animations)
        w.menu_animation_speed = w.menu_settings.addMenu("")
        w.menu_animation_speed.addActions(list(w.animation_speed_actions.values()))
        w.menu_theme = w.menu_settings.addMenu("")
        w.menu_theme.addActions(list(w.theme_actions.values()))
        w.menu_settings.addAction(w.act_colour_blind)
        w.menu_settings.addAction(w.act_privacy)
        w.menu_settings.addAction(w.act_sound)
        w.menu_settings.addSeparator()
        w.menu_settings.addAction(w.act_settings)
        w.menu_help = bar.addMenu("")
        w.menu_help.addAction(w.act_rules)
        w.menu_help.addAction(w.act_keys)
        w.menu_help.addAction(w.act_learn)
        w.menu_help.addAction(w.act_about)
        w.toolbar = MainToolBar(w)
        w.addToolBar(Qt.ToolBarArea.TopToolBarArea, w.toolbar)
        w.toolbar.setVisible(w.act_toolbar.isChecked())

    def show_view_actions(self, scene) -> None:
        """End the View menu with `scene`'s own view choices (`BoardScene.view_actions`); None: with none."""
        if scene is self._view_scene:
            return
        for action in self._view_actions:
            try:
                self.window.menu_view.removeAction(action)
            except RuntimeError:  # gone with its scene
                pass
        self._view_scene = scene
        self._view_actions = list(scene.view_actions()) if scene is not None else []
        self.window.menu_view.addActions(self._view_actions)
        self._view_separator.setVisible(bool(self._view_actions))

    def retranslate(self) -> None:
        w = self.window
        w.menu_game.setTitle(self.tr("&Game"))
        w.menu_move.setTitle(self.tr("&Move"))
        w.menu_view.setTitle(self.tr("&View"))
        w.act_full_screen.setText(self.tr("&Full Screen"))
        w.menu_settings.setTitle(self.tr("&Settings"))
        w.menu_language.setTitle(self.tr("&Language"))
        w.menu_help.setTitle(self.tr("&Help"))
        w.act_new.setText(self.tr("&New Game…"))
        w.act_choose.setText(self.tr("&Choose Another Game"))
        w.act_restart.setText(self.tr("&Restart"))
        w.act_host.setText(self.tr("Host Net&work Game…"))
        w.act_join.setText(self.tr("&Join Network Game…"))
        w.act_open.setText(self.tr("&Open…"))
        w.act_save.setText(self.tr("&Save"))
        w.act_save_as.setText(self.tr("Save &As…"))
        w.act_quit.setText(self.tr("&Quit"))
        w.act_undo.setText(self.tr("&Undo"))
        w.act_redo.setText(self.tr("&Redo"))
        w.act_hint.setText(self.tr("&Hint"))
        w.act_pause.setText(self.tr("&Pause Computer Players"))
        w.act_rules.setText(self.tr("&Rules"))
        w.act_keys.setText(self.tr("&Keyboard"))
        w.act_about.setText(self.tr("&About Ludoteca"))
        w.act_settings.setText(self.tr("&Preferences…"))
        w.act_animations.setText(self.tr("&Animations"))
        w.menu_animation_speed.setTitle(self.tr("Animation Spee&d"))
        for speed, text in zip(ANIMATION_SPEEDS, (self.tr("&Fast"), self.tr("&Normal"), self.tr("S&low"))):
            w.animation_speed_actions[speed].setText(text)
        w.menu_theme.setTitle(self.tr("T&heme"))
        for name, text in zip(THEME_CHOICES, (self.tr("Like the &Desktop"), self.tr("&Light"), self.tr("Dar&k"),
                                              self.tr("&High Contrast"))):
            w.theme_actions[name].setText(text)
        w.act_colour_blind.setText(self.tr("&Colour-Blind Palette"))
        w.act_privacy.setText(self.tr("Hide Hands Between &Turns"))
        w.act_side_panel.setText(self.tr("Show &Side Panel"))
        w.act_toolbar.setText(self.tr("Show Tool&bar"))
        w.act_sound.setText(self.tr("&Mute Sound"))
        w.act_analyse.setText(self.tr("&Analyse Game"))
        w.act_review.setText(self.tr("Re&view and Replay"))
        w.act_learn.setText(self.tr("&Learn to Play…"))
        w.act_history.setText(self.tr("&History and Statistics…"))
        w.act_unfinished.setText(self.tr("Con&tinue an Unfinished Game…"))
        w.act_export_history.setText(self.tr("E&xport History…"))
        w.act_import_history.setText(self.tr("&Import History…"))
        for code, action in w.language_actions.items():
            action.setChecked(code == w.languages.language)

