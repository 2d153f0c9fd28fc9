"""The window on small screens (issue 20): the first window fits the screen's free area, and a size
remembered from a bigger screen is brought back inside it; the other windows and dialogs fit too (issue 30; with
a window manager's frame and on smaller screens: tests/test_screen_fit.py)."""

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox

from gui.main_window import PREFERRED_SIZE, MainWindow
from gui.newgame import NewGameDialog
from gui.setup import default_setup


def fits(window) -> bool:
    free = window.screen().availableGeometry()
    return window.width() <= free.width() and window.height() <= free.height()


def test_the_first_window_fits_the_screen(qtbot, window):
    free = window.screen().availableGeometry()
    frame = window.frameGeometry().size() - window.size()  # what the window system's frame adds
    assert fits(window) and free.contains(window.frameGeometry())
    assert window.width() == min(PREFERRED_SIZE.width(), free.width() - frame.width())
    assert window.height() == min(PREFERRED_SIZE.height(), free.height() - frame.height())


def test_a_size_remembered_from_a_bigger_screen_is_brought_inside(qtbot, window, languages):
    window.resize(3000, 2000)  # as if saved on a large monitor
    window.settings.set_geometry("main", window.saveGeometry())
    again = MainWindow(languages, window.settings)
    qtbot.addWidget(again)
    again.show()
    assert fits(again)
    free = again.screen().availableGeometry()
    assert free.contains(again.frameGeometry().center())


def test_a_remembered_size_that_fits_is_kept(qtbot, window, languages):
    window.resize(640, 520)
    window.settings.set_geometry("main", window.saveGeometry())
    again = MainWindow(languages, window.settings)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (640, 520)


def frame_fits(widget) -> bool:
    return widget.screen().availableGeometry().contains(widget.frameGeometry())


def test_history_and_the_rules_fit_the_screen_with_their_frames(qtbot, window):
    """They asked for 980×680 and 900×680, wider than an 800-pixel screen (issue 30 item 2)."""
    window.history.show_window()
    history = window.history.dialog
    qtbot.waitUntil(lambda: history.isVisible() and frame_fits(history))
    close = history.buttons.button(QDialogButtonBox.StandardButton.Close)
    assert history.rect().contains(QRect(close.mapTo(history, QPoint()), close.size()))
    window.show_rules()
    qtbot.waitUntil(lambda: window.rules.isVisible() and frame_fits(window.rules))
    # Its list of pages is as wide as its longest name, in any language: the rest is the text's.
    for lang in ("en", "de"):
        window.languages.set_language(lang)
        pages = window.rules.games
        longest = max(pages.fontMetrics().horizontalAdvance(pages.item(row).text()) for row in range(pages.count()))
        assert longest <= pages.viewport().width() <= longest + 40


def _visible_in(dialog, widget) -> bool:
    return dialog.rect().contains(QRect(widget.mapTo(dialog, QPoint()), widget.size()))


def test_the_new_game_dialog_scrolls_above_its_buttons_where_six_players_do_not_fit(qtbot, window):
    dialog = NewGameDialog("halma", default_setup("halma", 2), window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: dialog.isActiveWindow() and frame_fits(dialog))
    short = dialog.height()
    dialog.count.setValue(6)  # the dialog grows with the seats, as far as the screen lets it
    free = dialog.screen().availableGeometry()
    qtbot.waitUntil(lambda: dialog.height() > short and frame_fits(dialog))
    dialog.resize(dialog.width(), min(free.height(), 420))  # as on an 800×600 screen under a title bar
    qtbot.waitUntil(lambda: dialog.pane.verticalScrollBar().maximum() > 0)
    for button in dialog.buttons.buttons():
        assert button.isVisible() and _visible_in(dialog, button)
    options = [widget for widget in dialog.option_widgets.values() if widget.isVisible()]
    options[-2].setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # the last option scrolls into view to be used
    assert options[-1].hasFocus() and dialog.pane.verticalScrollBar().value() > 0
    assert dialog.pane.viewport().rect().contains(QRect(options[-1].mapTo(dialog.pane.viewport(), QPoint()),
                                                        options[-1].size()))


def test_tab_goes_through_the_new_game_dialog_as_it_is_seen(qtbot, window):
    """From "Number of players" to each seat's colour, name and kind, then the options, then the buttons
    (issue 30 item 11: the seats came last, after Start game and Cancel)."""
    dialog = NewGameDialog("halma", default_setup("halma", 3), window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    seats = [widget for row in dialog.rows[:3] for widget in (row.colour, row.name, row.kind)]
    options = [widget for widget in dialog.option_widgets.values() if widget.isVisible()]
    buttons = sorted(dialog.buttons.buttons(), key=lambda button: button.mapTo(dialog, QPoint()).x())
    expected = [dialog.count, *seats, *options, *buttons]
    dialog.count.setFocus(Qt.FocusReason.TabFocusReason)
    visited = []
    for _ in expected:
        focused = QApplication.focusWidget()
        visited.append(next(w for w in expected if w is focused or w.isAncestorOf(focused)))
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
    assert visited == expected


def test_the_new_game_dialog_shows_every_choice_whole(qtbot, qapp):
    """A combo box named after it was made kept the size of its empty texts: Abalone's long option label left
    "Standar" of its layout. Without a style sheet, which would measure the combo boxes again when applied."""
    sheet = qapp.styleSheet()
    qapp.setStyleSheet("")
    try:
        dialog = NewGameDialog("abalone")
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitUntil(dialog.isVisible)
        combos = [widget for widget in dialog.findChildren(QComboBox) if widget.isVisible()]
        assert len(combos) >= 5
        for combo in combos:
            assert combo.width() >= combo.sizeHint().width(), combo.currentText()
    finally:
        qapp.setStyleSheet(sheet)


def test_a_screenshot_of_statistics_takes_the_size_asked_for(tmp_path, window):
    """The History window fits the screen when shown; a screenshot asks for its own size all the same (the
    bundle's check wants screenshots of at least 800 pixels)."""
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    from gui.app import parse_args, take_screenshot

    target = tmp_path / "statistics.png"
    args = parse_args(["--screenshot", str(target), "--view", "statistics", "--size", "1100x760"])
    assert take_screenshot(QApplication.instance(), window, args) == 0
    assert QImage(str(target)).size().toTuple() == (1100, 760)
