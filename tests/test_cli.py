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
    assert "sound: ok (miniaudio 1.71)" in result.stdout  # the sound library plays (its null backend: no card)


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


def test_a_saved_game_given_on_the_command_line_opens(tmp_path, qapp):
    """As a double-click on a .ludoteca file starts `ludoteca FILE` (the desktop entry's Exec=ludoteca %f)."""
    import engine
    from engine.record import GameRecord

    state = initial = engine.new_game("halma", 2, seed=4)
    moves = []
    for _ in range(4):
        move = state.legal_moves()[0]
        moves.append(state.move_to_text(move))
        state = state.apply(move)
    players = [{"name": "Ada", "colour": "red", "human": True, "level": "normal"},
               {"name": "Bruno", "colour": "blue", "human": True, "level": "normal"}]
    saved = tmp_path / "game.ludoteca"
    saved.write_text(GameRecord(initial, moves, len(moves), players).to_json())
    shots = {}
    for name, extra in (("opened", [str(saved)]), ("new", ["--game", "halma", "--seed", "4"])):
        shots[name] = tmp_path / f"{name}.png"
        result = run("--screenshot", str(shots[name]), "--lang", "en", "--size", "900x640", *extra)
        assert result.returncode == 0, result.stderr
    opened, new = QImage(str(shots["opened"])), QImage(str(shots["new"]))
    assert sum(opened.pixel(x, y) != new.pixel(x, y) for x in range(0, 900, 6) for y in range(0, 640, 6)) > 300
    result = run("--open", str(saved), str(tmp_path / "other.ludoteca"), "--self-test")
    assert result.returncode == 2 and "one saved game" in result.stderr


def test_the_chooser_finds_the_games_without_loading_their_views():
    """Start-up stays quick: which games have a view is found without importing it (Tumblin-Dice's would bring
    NumPy and MuJoCo)."""
    code = ("import sys; from gui.games import playable; from engine import GAMES; "
            "print(all(playable(g) for g in GAMES), 'numpy' in sys.modules, 'gui.tumblin.view' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.stdout.split() == ["True", "False", "False"], result.stderr


def test_the_new_game_dialog_screenshot_takes_the_seats_and_options_of_the_command_line(tmp_path):
    heights = []
    for extra in ((), ("--seats", "4", "--option", "partners=true")):
        target = tmp_path / f"newgame_{len(extra)}.png"
        result = run("--screenshot", str(target), "--view", "newgame", "--game", "halma", *extra)
        assert result.returncode == 0, result.stderr
        heights.append(QImage(str(target)).height())
    assert heights[1] > heights[0]  # two more seat rows and the 4-player options
