"""Themes in the shell: --theme and --palette in screenshots of every view, the window recoloured when the theme
changes while it is open, the preferences' choices applied and remembered, and a command-line theme left unsaved."""

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from gui import theme
from gui.app import parse_args, take_screenshot
from gui.main_window import MainWindow
from gui.settings import Settings
from gui.setup import GameSetup, SeatSetup
from tests.test_cli import run


def near(pixel: int, colour: QColor, tolerance: int = 6) -> bool:
    got = QColor.fromRgb(pixel)
    return all(abs(a - b) <= tolerance for a, b in zip(got.getRgb()[:3], colour.getRgb()[:3], strict=True))


def colour_of(name: str, key: str) -> QColor:
    return theme.Theme(name).colour(key)


@pytest.fixture
def restore_theme(qapp):
    """Tests here change the application's theme: afterwards it is light with the standard palette again."""
    yield
    theme.ThemeManager(qapp, "light", "standard", qapp).deleteLater()


@pytest.mark.parametrize("name", theme.THEMES)
def test_the_chooser_screenshot_is_in_the_theme_asked_for(tmp_path, qapp, name):
    target = tmp_path / f"chooser-{name}.png"
    result = run("--screenshot", str(target), "--theme", name, "--size", "800x600", "--lang", "de")
    assert result.returncode == 0, result.stderr
    image = QImage(str(target))
    assert near(image.pixel(6, image.height() - 6), colour_of(name, "chooser"))  # below the last cards


@pytest.mark.parametrize("name", theme.THEMES)
def test_a_game_screenshot_is_in_the_theme_and_palette_asked_for(tmp_path, qapp, name):
    target = tmp_path / f"halma-{name}.png"
    result = run("--screenshot", str(target), "--game", "halma", "--theme", name, "--palette", "colour-blind",
                 "--play", "2", "--seed", "1", "--size", "1000x700")
    assert result.returncode == 0, result.stderr
    image = QImage(str(target))
    board_corner = image.pixel(4, 80)  # under the menu bar and the toolbar, at the board view's edge
    assert near(board_corner, colour_of(name, "table")), QColor.fromRgb(board_corner).name()
    panel_edge = image.pixel(image.width() - 4, image.height() // 2)
    assert near(panel_edge, colour_of(name, "panel")), QColor.fromRgb(panel_edge).name()


@pytest.fixture
def dark(qapp, restore_theme):
    theme.ThemeManager(qapp, "dark", "standard", qapp)
    return theme.current()


@pytest.mark.parametrize("view", ["newgame", "rules", "settings", "tutorial"])
def test_every_view_of_a_screenshot_takes_the_theme(tmp_path, window, dark, view):
    target = tmp_path / f"{view}.png"
    args = parse_args(["--screenshot", str(target), "--view", view, "--game", "abalone", "--size", "900x640"])
    window.resize(*args.size)
    assert take_screenshot(QApplication.instance(), window, args) == 0
    image = QImage(str(target))
    window_colour = dark.colour("qt.Window")
    corner = image.pixel(2, image.height() - 2)
    if view == "tutorial":  # the tutorial's board fills the left edge: its table shows there
        window_colour = dark.colour("table")
        corner = image.pixel(2, image.height() // 2)
    assert near(corner, window_colour), QColor.fromRgb(corner).name()


def count_setup():
    return GameSetup("count", [SeatSetup("Ann", "red"), SeatSetup("Bob", "blue")], {"target": 15, "mode": "plain"})


def test_a_theme_changed_at_run_time_recolours_the_panel_the_scene_and_the_plots(qtbot, window, count_game,
                                                                                restore_theme):
    window.act_privacy.setChecked(False)
    window.start_game(count_setup(), seed=1)
    window.review.open_review()
    scene, shown = window.scene, len(window.scene.shown)
    window.theme_actions["high-contrast"].trigger()
    assert theme.current().name == "high-contrast" and window.settings.get("theme") == "high-contrast"
    assert window.board.view.backgroundBrush().color() == colour_of("high-contrast", "table")
    assert len(scene.shown) > shown  # the scene drew itself again
    panel = window.panel.grab().toImage()
    assert near(panel.pixel(panel.width() - 3, 3), colour_of("high-contrast", "panel"))
    plot = window.review.panel.plot
    assert plot.backgroundBrush().color() == colour_of("high-contrast", "qt.Base")
    window.act_colour_blind.trigger()
    assert theme.current().palette_name == "colour-blind" and window.settings.get("palette") == "colour-blind"
    assert scene.seat_info[0].colour == QColor("#d55e00") and scene.seat_info[0].mark == "triangle"
    swatch = window.panel.rows[0][0]
    assert swatch.colour == QColor("#d55e00") and swatch.mark == "triangle"
    assert window.review.panel.colours[0] == QColor("#d55e00")


def test_panel_plots_follow_the_theme(qtbot, restore_theme, qapp):
    from gui.common.plots import panel_plot

    plot = panel_plot()
    qtbot.addWidget(plot)
    applied = []
    plot.themeApplied.connect(lambda: applied.append(theme.current().name))
    for name in theme.THEMES:
        theme.ThemeManager(qapp, name, "standard", qapp)
        QApplication.processEvents()
        assert plot.backgroundBrush().color() == colour_of(name, "qt.Base")
        axis = plot.getPlotItem().getAxis("left")
        assert axis.textPen().color() == colour_of(name, "plot_text")
    assert applied[-1] == "high-contrast"


def test_the_preferences_choices_take_effect_and_are_remembered(qtbot, window, count_game, restore_theme):
    window.act_privacy.setChecked(False)
    window.start_game(count_setup(), seed=1)

    def choose():
        dialog = QApplication.activeModalWidget()
        for box, value in ((dialog.theme, "dark"), (dialog.palette_choice, "colour-blind"),
                           (dialog.animation_speed, "slow")):
            box.setCurrentIndex(box.findData(value))
        dialog.accept()

    QTimer.singleShot(50, choose)
    window.settings_dialog()
    assert (theme.current().name, theme.current().palette_name) == ("dark", "colour-blind")
    assert window.scene.animation_factor == 2.0
    assert window.theme_actions["dark"].isChecked() and window.act_colour_blind.isChecked()
    assert window.animation_speed_actions["slow"].isChecked()
    assert (window.settings.get("theme"), window.settings.get("palette"), window.settings.animation_speed()) == \
        ("dark", "colour-blind", "slow")


def test_a_theme_from_the_command_line_is_not_saved(qtbot, qapp, languages, tmp_path, restore_theme):
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    themes = theme.ThemeManager(qapp, "high-contrast", "colour-blind", qapp)  # as `--theme high-contrast` does
    window = MainWindow(languages, settings, autosave=False, themes=themes)
    qtbot.addWidget(window)
    assert theme.current().name == "high-contrast"
    QTimer.singleShot(50, lambda: QApplication.activeModalWidget().accept())  # the preferences as they are
    window.settings_dialog()
    assert theme.current().name == "high-contrast"
    assert (settings.get("theme"), settings.get("palette")) == ("system", "standard")
