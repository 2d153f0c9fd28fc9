"""The command line: headless screenshots, the self-test, argument errors."""

import subprocess
import sys

from PySide6.QtGui import QImage


def run(*args, **kw):
    return subprocess.run([sys.executable, "-m", "gui", *args], capture_output=True, text=True, timeout=120, **kw)


def test_screenshot_of_the_chooser_in_two_languages(tmp_path, qapp):
    for lang in ("nl", "it"):
        target = tmp_path / f"chooser_{lang}.png"
        result = run("--screenshot", str(target), "--lang", lang, "--size", "900x640")
        assert result.returncode == 0, result.stderr
        image = QImage(str(target))
        assert (image.width(), image.height()) == (900, 640)
        colours = {image.pixel(x, y) for x in range(0, 900, 9) for y in range(0, 640, 9)}
        assert len(colours) > 50


def test_self_test_passes():
    result = run("--self-test")
    assert result.returncode == 0 and "self-test passed" in result.stdout


def test_bad_arguments_are_refused_with_a_message():
    result = run("--size", "huge")
    assert result.returncode == 2 and "--size" in result.stderr
    result = run("--game", "chess")
    assert result.returncode == 2 and "invalid choice" in result.stderr


def test_game_options_on_the_command_line():
    from gui.app import parse_args

    args = parse_args(["--game", "abalone", "--option", "layout=german_daisy", "--option", "clock_minutes=10",
                       "--option", "repetition=true"])
    assert args.options == {"layout": "german_daisy", "clock_minutes": 10, "repetition": True}
    for bad in ("layout=square", "clock_minutes=ten", "colour=red"):
        result = run("--game", "abalone", "--option", bad)
        assert result.returncode == 2 and "--option" in result.stderr


def test_seats_on_the_command_line():
    from gui.app import parse_args

    args = parse_args(["--game", "halma", "--seats", "4", "--option", "partners=true"])
    assert args.seats == 4 and args.options == {"partners": True}
    for bad, message in ((["--game", "halma", "--seats", "5"], "--seats"),
                         (["--game", "halma", "--option", "partners=true"], "add --seats"),
                         (["--seats", "3"], "need --game")):
        result = run(*bad)
        assert result.returncode == 2 and message in result.stderr, result.stderr


def test_screenshot_of_a_partner_game(tmp_path, qapp):
    target = tmp_path / "partners.png"
    result = run("--screenshot", str(target), "--game", "halma", "--seats", "4", "--option", "partners=true",
                 "--lang", "de", "--play", "8", "--size", "1000x700")
    assert result.returncode == 0, result.stderr
    assert QImage(str(target)).width() == 1000
