"""The window on small screens (issue 20): the first window fits the screen's free area, and a size
remembered from a bigger screen is brought back inside it."""

from gui.main_window import PREFERRED_SIZE, MainWindow


def fits(window) -> bool:
    free = window.screen().availableGeometry()
    return window.width() <= free.width() and window.height() <= free.height()


def test_the_first_window_fits_the_screen(qtbot, window):
    free = window.screen().availableGeometry()
    assert fits(window)
    assert window.width() == min(PREFERRED_SIZE.width(), free.width())
    assert window.height() == min(PREFERRED_SIZE.height(), free.height())


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
