"""The shell for players who use the keyboard or a screen reader: a move list in words that announces each move,
Tab going round the game page, focus where the keys are, labelled dialogs, and the Keyboard help page."""

import pytest
from PySide6.QtCore import QLocale, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

import engine
from engine.record import GameRecord
from gui.i18n import LANGUAGES
from gui.menus import shortcut_texts
from gui.paths import i18n_dir
from gui.rules_view import KEYBOARD, RulesBrowser, keys_markdown
from gui.session import GameSession
from gui.setup import GameSetup, SeatSetup
from tests.conftest import click_scene_item


def count_setup(*, computer=False, target=15):
    second = SeatSetup("Bob", "blue", human=not computer, level="easy")
    return GameSetup("count", [SeatSetup("Ann", "red"), second], {"target": target, "mode": "plain"})


@pytest.fixture
def worded(count_game, monkeypatch):
    """The fake game words its moves as "<language> adds N to T", so the list shows the scene's words."""
    monkeypatch.setattr(count_game.Scene, "describe_move", lambda self, before, move, notation:
                        f"{QLocale().name()[:2]} adds {move.amount} to {before.total}", raising=False)
    return count_game


def history(window) -> list[str]:
    model = window.panel.history.model()
    return [model.data(model.index(row, 0)) for row in range(1, model.rowCount())]  # row 0: the start


# -- the move list --------------------------------------------------------------------------------------------
def test_the_move_list_words_moves_as_the_scene_describes_them(qtbot, window, worded, languages):
    window.act_privacy.setChecked(False)
    window.start_game(count_setup(), seed=1)
    click_scene_item(qtbot, window.board.view, window.scene.buttons[2])
    click_scene_item(qtbot, window.board.view, window.scene.buttons[0])
    assert history(window) == ["1. Ann: en adds 3 to 0", "2. Bob: en adds 1 to 3"]
    assert window.session.moves == ["+3", "+1"]  # the record keeps the notation
    window.session.set_move_mark(1, "?!")
    languages.set_language("de")
    assert history(window) == ["1. Ann: de adds 3 to 0", "2. Bob: de adds 1 to 3 ?!"]


def test_a_loaded_game_is_worded_too(qtbot, window, worded):
    state = engine.new_game("count", 2, {"target": 15, "mode": "plain"}, 1)
    record = GameRecord(state, ["+2", "+3"], 2, count_setup().players())
    window.install_session(GameSession.from_record(count_setup(), record, window))
    assert history(window) == ["1. Ann: en adds 2 to 0", "2. Bob: en adds 3 to 2"]


def test_every_move_played_is_announced_computer_moves_too(qtbot, window, count_game):
    window.act_privacy.setChecked(False)
    window.start_game(count_setup(computer=True), seed=1)
    click_scene_item(qtbot, window.board.view, window.scene.buttons[1])
    assert window.panel.last_announcement == "1. Ann: +2"
    qtbot.waitUntil(lambda: len(window.session.moves) == 2, timeout=10_000)
    assert window.panel.last_announcement == history(window)[1] and history(window)[1].startswith("2. Bob: +")


def test_the_move_list_and_the_move_field_have_names(window, languages):
    assert window.panel.history.accessibleName() == "Moves"
    assert window.panel.move_entry.accessibleName()
    languages.set_language("fr")
    assert window.panel.history.accessibleName() != "Moves"


# -- focus and Tab ----------------------------------------------------------------------------------------------
@pytest.fixture
def with_controls(count_game, monkeypatch):
    """The fake game gets two buttons of its own in the side panel."""
    def panel_widget(self):
        box = QWidget()
        layout = QVBoxLayout(box)
        self.controls = [QPushButton("one"), QPushButton("two")]
        for button in self.controls:
            layout.addWidget(button)
        return box

    monkeypatch.setattr(count_game.Scene, "panel_widget", panel_widget)
    return count_game


def press_tab(qtbot, backwards=False):
    widget = QApplication.focusWidget()
    qtbot.keyClick(widget, Qt.Key.Key_Backtab if backwards else Qt.Key.Key_Tab,
                   Qt.KeyboardModifier.ShiftModifier if backwards else Qt.KeyboardModifier.NoModifier)
    return QApplication.focusWidget()


def test_tab_goes_round_board_controls_move_list_and_move_field(qtbot, window, with_controls):
    window.act_privacy.setChecked(False)
    window.activateWindow()
    window.start_game(count_setup(), seed=1)
    view, panel = window.board.view, window.panel
    qtbot.waitUntil(lambda: view.hasFocus())  # a new game: the keys go to the board at once
    order = [*window.scene.controls, panel.history, panel.move_entry, view]
    assert [press_tab(qtbot) for _ in order] == order
    backwards = [panel.move_entry, panel.history, *reversed(window.scene.controls), view]
    assert [press_tab(qtbot, backwards=True) for _ in backwards] == backwards


def test_tab_reaches_the_review_while_it_is_open(qtbot, window, count_game):
    window.act_privacy.setChecked(False)
    window.start_game(count_setup(), seed=1)
    window.review.open_review()
    window.board.view.setFocus()
    seen = [press_tab(qtbot) for _ in range(12)]
    assert window.review.panel.slider in seen and window.board.view in seen


def test_focus_returns_to_the_board_after_a_dialog(qtbot, window, count_game):
    window.act_privacy.setChecked(False)
    window.activateWindow()
    window.start_game(count_setup(), seed=1)
    window.panel.history.setFocus()

    def cancel():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QDialog)
        dialog.reject()

    QTimer.singleShot(50, cancel)
    window.settings_dialog()
    assert window.focusWidget() is window.board.view  # (the window itself need not be active again offscreen)


def test_the_privacy_screen_takes_the_focus_and_goes_with_enter(qtbot, window, count_game):
    window.act_privacy.setChecked(True)
    window.activateWindow()
    window.start_game(count_setup(), seed=1)
    privacy = window.board.privacy
    assert privacy.isVisible()
    qtbot.waitUntil(lambda: privacy.button.hasFocus())
    assert press_tab(qtbot) is privacy.button  # the covered board is not reachable
    qtbot.keyClick(privacy.button, Qt.Key.Key_Return)
    assert not privacy.isVisible() and window.scene.interactive
    assert QApplication.focusWidget() is window.board.view
    click_scene_item(qtbot, window.board.view, window.scene.buttons[0])
    assert privacy.isVisible()
    qtbot.keyClick(privacy.button, Qt.Key.Key_Space)
    assert not privacy.isVisible()


def test_arrows_go_from_card_to_card_and_each_card_is_named(qtbot, window):
    window.activateWindow()
    cards = [card for card in window.chooser.cards if card.available]
    cards[0].setFocus()
    qtbot.keyClick(cards[0], Qt.Key.Key_Right)
    assert cards[1].hasFocus()
    qtbot.keyClick(cards[1], Qt.Key.Key_Left)
    assert cards[0].hasFocus()
    columns = window.chooser._columns
    if len(cards) > columns:
        qtbot.keyClick(cards[0], Qt.Key.Key_Down)
        assert window.chooser.cards[columns].hasFocus()
    for card in window.chooser.cards:
        assert card.accessibleName() == card.name.text()
        assert card.blurb.text().rstrip(".") in card.accessibleDescription()
        assert card.spec.id and card.learn_button.accessibleName()


# -- labelled controls ---------------------------------------------------------------------------------------------
def unnamed_controls(root: QWidget) -> list[str]:
    """The controls Tab reaches in `root` that a screen reader could not name: no accessible name, no text of
    their own and no label pointing at them (`QLabel.setBuddy`, as `QFormLayout` sets it)."""
    buddies = {id(label.buddy()) for label in root.findChildren(QLabel) if label.buddy() is not None and label.text()}
    missing = []
    for widget in root.findChildren(QWidget):
        if not (widget.focusPolicy() & Qt.FocusPolicy.TabFocus) or not widget.isVisibleTo(root):
            continue
        if isinstance(widget.parentWidget(), (QAbstractSpinBox, QComboBox)):
            continue  # a spin box's or combo box's own editor: the box carries the name
        own_text = widget.text() if isinstance(widget, QAbstractButton) else ""
        if not (widget.accessibleName() or own_text or id(widget) in buddies):
            missing.append(f"{type(widget).__name__} {widget.objectName()!r}")
    return missing


@pytest.mark.parametrize("game_id", [*engine.GAME_IDS, "count"])
def test_the_new_game_dialog_names_every_control(qtbot, count_game, languages, game_id):
    from gui.newgame import NewGameDialog

    dialog = NewGameDialog(game_id)
    qtbot.addWidget(dialog)
    dialog.count.setValue(dialog.count.maximum())
    assert not unnamed_controls(dialog)
    assert dialog.rows[1].colour.accessibleName() == "Player 2 colour"
    languages.set_language("nl")
    dutch = NewGameDialog(game_id)
    qtbot.addWidget(dutch)
    assert dutch.rows[1].colour.accessibleName() == "Kleur van speler 2"


def test_preferences_review_and_message_boxes_name_every_control(qtbot, window):
    from gui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(window.settings, "en", window)
    qtbot.addWidget(dialog)
    assert not unnamed_controls(dialog)
    window.review.show()
    assert not unnamed_controls(window.review)
    box = QMessageBox(QMessageBox.Icon.Warning, "Ludoteca", "Something", parent=window)
    box.setInformativeText("Details")
    box.show()
    assert not unnamed_controls(box)
    box.close()


# -- the Keyboard page ----------------------------------------------------------------------------------------------
def game_sections(lang: str) -> list[str]:
    folder = i18n_dir() / "keys"
    return [game_id for game_id in engine.GAME_IDS
            if (folder / game_id / f"{lang}.md").is_file() or (folder / game_id / "en.md").is_file()]


def first_heading(path) -> str:
    return next(line.lstrip("#").strip() for line in path.read_text(encoding="utf-8").splitlines()
                if line.startswith("#"))


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_keyboard_page_has_the_common_keys_and_each_games_section(qtbot, lang):
    browser = RulesBrowser(lang)
    qtbot.addWidget(browser)
    browser.show_keys()
    assert browser.page == KEYBOARD and not browser.learn_button.isVisible()
    shown = browser.text.toPlainText()
    keys = shortcut_texts()
    for name in ("hint", "undo", "redo", "rules", "side_panel", "new", "save", "review", "analyse", "pause"):
        assert keys[name] and keys[name] in shown, (lang, name)
    assert first_heading(i18n_dir() / "keys" / f"{lang}.md") in shown
    assert "{" not in shown  # every action's key filled in
    folder = i18n_dir() / "keys"
    for game_id in game_sections(lang):
        path = folder / game_id / f"{lang}.md"
        assert first_heading(path if path.is_file() else folder / game_id / "en.md") in shown, (lang, game_id)


def test_the_keyboard_page_works_without_some_games_sections(tmp_path, monkeypatch):
    (tmp_path / "keys" / "halma").mkdir(parents=True)
    (tmp_path / "keys" / "en.md").write_text("# Keyboard\n\n| Key | |\n|---|---|\n| {hint} | Hint |\n"
                                             "| {nothing} | dropped |\n", encoding="utf-8")
    (tmp_path / "keys" / "halma" / "en.md").write_text("# Halma\n\n## Pegs\n\nArrows.\n", encoding="utf-8")
    monkeypatch.setattr("gui.rules_view.i18n_dir", lambda: tmp_path)
    page = keys_markdown("de", {"hint": "Strg+H"})
    assert "| Strg+H | Hint |" in page and "dropped" not in page
    assert "\n### Halma\n" in page and "\n#### Pegs\n" in page  # under the page's heading for the games


def test_help_keyboard_opens_the_page_and_follows_the_language(qtbot, window, languages):
    window.act_keys.trigger()
    rules = window.rules
    assert rules.isVisible() and rules.page == KEYBOARD
    english = rules.text.toPlainText()
    window.set_language("it")
    assert rules.text.toPlainText() != english
    assert first_heading(i18n_dir() / "keys" / "it.md") in rules.text.toPlainText()
    assert QKeySequence("F1") in window.act_rules.shortcuts() and not window.act_keys.shortcuts()  # F1: the rules
    window.close()
