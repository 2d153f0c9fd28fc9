"""Preferences: language, theme and palette, animation speed, privacy screen, computer thinking and analysis
time, autosave, sound volume and mute."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
)

from gui.i18n import LANGUAGES
from gui.screen_fit import keep_on_screen
from gui.settings import Settings


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, language: str, parent=None, theme: str | None = None,
                 palette: str | None = None):
        """`theme` and `palette` are those in use (by default the saved ones)."""
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Preferences"))
        form = QFormLayout(self)
        self.language = QComboBox()
        for code, native in LANGUAGES.items():
            self.language.addItem(native, code)
        self.language.setCurrentIndex(self.language.findData(language))
        self.animation_speed = self._choices(settings.animation_speed(), [
            ("off", self.tr("Off")), ("fast", self.tr("Fast")), ("normal", self.tr("Normal")), ("slow", self.tr("Slow"))])
        self.theme = self._choices(theme or settings.get("theme"), [
            ("system", self.tr("Like the desktop")), ("light", self.tr("Light")), ("dark", self.tr("Dark")),
            ("high-contrast", self.tr("High contrast"))])
        self.palette_choice = self._choices(palette or settings.get("palette"), [
            ("standard", self.tr("Standard")), ("colour-blind", self.tr("Colour-blind safe, with marks"))])
        self.privacy = QCheckBox(self.tr("Hide hands between turns"))  # as in the Settings menu
        self.privacy.setChecked(settings.get("privacy_screen"))
        self.autosave = QCheckBox(self.tr("Save the running game automatically"))
        self.autosave.setChecked(settings.get("autosave"))
        self.ai_seconds = QDoubleSpinBox()
        self.ai_seconds.setRange(0.2, 30.0)
        self.ai_seconds.setSingleStep(0.5)
        self.ai_seconds.setSuffix(" s")
        self.ai_seconds.setValue(settings.get("ai_seconds"))
        self.analysis_seconds = QDoubleSpinBox()
        self.analysis_seconds.setRange(0.05, 30.0)
        self.analysis_seconds.setSingleStep(0.05)
        self.analysis_seconds.setSuffix(" s")
        self.analysis_seconds.setValue(settings.get("analysis_seconds"))
        self.analysis_seconds.setToolTip(self.tr("Longer looks deeper; a game's analysis takes this long per move"))
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volume.setValue(settings.get("sound_volume"))
        volume_text = QLabel()
        volume_text.setMinimumWidth(volume_text.fontMetrics().horizontalAdvance("100 %"))
        self.volume.valueChanged.connect(lambda value: volume_text.setText(f"{value} %"))
        volume_text.setText(f"{self.volume.value()} %")
        self.muted = QCheckBox(self.tr("Mute sound"))  # as the toolbar's toggle and the Settings menu
        self.muted.setChecked(settings.get("sound_muted"))
        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume, 1)
        volume_row.addWidget(volume_text)
        form.addRow(self.tr("Language:"), self.language)
        form.addRow(self.tr("Computer thinking time:"), self.ai_seconds)
        form.addRow(self.tr("Analysis time per position:"), self.analysis_seconds)
        form.addRow(self.tr("Theme:"), self.theme)
        form.addRow(self.tr("Piece colours:"), self.palette_choice)
        form.addRow(self.tr("Animation speed:"), self.animation_speed)
        form.addRow(self.tr("Sound volume:"), volume_row)
        form.labelForField(volume_row).setBuddy(self.volume)
        form.addRow("", self.muted)
        form.addRow("", self.privacy)
        form.addRow("", self.autosave)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        keep_on_screen(self)

    @staticmethod
    def _choices(current: str, choices: list[tuple[str, str]]) -> QComboBox:
        box = QComboBox()
        for value, text in choices:
            box.addItem(text, value)
        box.setCurrentIndex(max(0, box.findData(current)))
        return box

    def values(self) -> dict:
        """The settings as chosen; "animation_speed", "theme", "palette" and the sound's go through the window."""
        return {
            "language": self.language.currentData(),
            "animation_speed": self.animation_speed.currentData(),
            "theme": self.theme.currentData(),
            "palette": self.palette_choice.currentData(),
            "privacy_screen": self.privacy.isChecked(),
            "autosave": self.autosave.isChecked(),
            "ai_seconds": self.ai_seconds.value(),
            "analysis_seconds": self.analysis_seconds.value(),
            "sound_volume": self.volume.value(),
            "sound_muted": self.muted.isChecked(),
        }


def edit_preferences(window) -> None:
    """Settings ▸ Preferences for the main window: the dialog, then each changed value where it takes effect."""
    themes = window.appearance.themes
    dialog = SettingsDialog(window.settings, window.languages.language, window, themes.choice, themes.palette_name)
    values = dialog.values() if dialog.exec() else None
    dialog.deleteLater()
    window.focus_board()
    if values is None:
        return
    window.appearance.set_animation_speed(values.pop("animation_speed"))
    window.appearance.choose_theme(values.pop("theme"), values.pop("palette"))
    window.sound.set_volume(values.pop("sound_volume"))
    window.sound.set_muted(values.pop("sound_muted"))
    for key, value in values.items():
        window.settings.set(key, value)
    window.act_privacy.setChecked(values["privacy_screen"])
    if window.session is not None:
        window.session.ai_seconds = values["ai_seconds"]
    window.set_language(values["language"])
