"""One key for "pass" in every game where a player may pass (issue 33, item 11): N, the old keys (0 in
EQUILIBRIX, S in Triple Domino) still working (tests/test_equilibrix_keys.py, tests/test_tripledomino_keys.py,
tests/test_balance_keys.py press both), and the Keyboard page names it in every language."""

import pytest
from PySide6.QtCore import Qt

from gui.common.cursor import PASS_KEY
from gui.i18n import LANGUAGES
from gui.paths import i18n_dir

PASS_WORD = {"en": "Pass", "de": "Passen", "nl": "Passen", "es": "Pasar", "fr": "Passer", "it": "Pass"}
GAMES_WITH_PASSING = ("balance", "equilibrix", "tripledomino")


def test_the_pass_key_is_n():
    assert PASS_KEY == Qt.Key.Key_N


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_keyboard_page_names_the_pass_key_in_every_game_with_passing(qtbot, lang):
    from gui.rules_view import RulesBrowser

    common = (i18n_dir() / "keys" / f"{lang}.md").read_text(encoding="utf-8")
    assert any(line.startswith("| N |") and PASS_WORD[lang] in line for line in common.splitlines())
    for game in GAMES_WITH_PASSING:
        page = (i18n_dir() / "keys" / game / f"{lang}.md").read_text(encoding="utf-8")
        row = next(line for line in page.splitlines() if line.startswith("| N"))
        assert PASS_WORD[lang] in row, (game, row)
    browser = RulesBrowser(lang)
    qtbot.addWidget(browser)
    browser.show_keys()
    shown = browser.text.toPlainText()
    assert "Balance DUELS, EQUILIBRIX, Triple Domino" in shown
