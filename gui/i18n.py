"""The six languages: loading Qt translators and switching them live.

Widgets retranslate on `QEvent.LanguageChange`, which Qt sends to every widget
when translators change. Graphics items and cached texts do not get that event,
so they listen to `LanguageManager.languageChanged` instead.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QObject, QTranslator, Signal

from gui.paths import i18n_dir

#: Language code -> the language's own name (shown untranslated in the Language menu).
LANGUAGES = {
    "nl": "Nederlands",
    "en": "English",
    "es": "Español",
    "de": "Deutsch",
    "fr": "Français",
    "it": "Italiano",
}
FALLBACK = "en"


def system_language() -> str:
    """The system locale's language when it is one of ours, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return FALLBACK


class LanguageManager(QObject):
    """Owns the installed translators; `set_language` swaps them and tells everyone."""

    languageChanged = Signal(str)

    def __init__(self, app: QCoreApplication):
        super().__init__(app)
        self._app = app
        self._translators: list[QTranslator] = []
        self.language = ""

    def set_language(self, code: str) -> None:
        if code not in LANGUAGES:
            code = FALLBACK
        if code == self.language:
            return
        for translator in self._translators:
            self._app.removeTranslator(translator)
            translator.deleteLater()  # a child of this manager: without this every switch would leak it
        self._translators = []
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        catalogs = [(f"ludoteca_{code}", str(i18n_dir())), (f"qtbase_{code}", qt_dir)]
        catalogs += [(qm.stem, str(qm.parent)) for qm in sorted((i18n_dir() / "games").glob(f"*_{code}.qm"))]
        for name, folder in catalogs:
            translator = QTranslator(self)  # parented, so it is not garbage-collected
            if translator.load(name, folder):
                self._app.installTranslator(translator)
                self._translators.append(translator)
        QLocale.setDefault(QLocale(code))
        # Deliver the posted LanguageChange events now, so every widget shows the new language on return.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        self.language = code
        self.languageChanged.emit(code)

    def has_catalog(self, code: str) -> bool:
        return shell_catalog(code).is_file()


def shell_catalog(code: str) -> Path:
    """The compiled translations of the shell (not of the games) in language `code`."""
    return i18n_dir() / f"ludoteca_{code}.qm"
