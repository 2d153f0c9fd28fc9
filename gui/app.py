"""Start-up: the QApplication, translators, settings and the command line.

    ludoteca [--game ID [--seats N] [--option KEY=VALUE ...]] [--lang CODE] [--seed N] [--open FILE | FILE]
             [--theme THEME] [--palette PALETTE] [--camera CAMERA]
    ludoteca --screenshot FILE [--game ID [--seats N] [--option KEY=VALUE ...]] [--lang CODE] [--seed N]
             [--size WxH] [--view VIEW] [--play N] [--step N] [--theme THEME] [--palette PALETTE]
             [--camera CAMERA]

--view analysis analyses the game after its first N moves (--play) and shows the review at the first
move it marks; --view tutorial shows the game's tutorial at step N (--step, from 1); --view keys shows the
Keyboard help page; --view statistics, history and players show the History and Statistics window's tabs
over the history in the data folder (XDG_DATA_HOME on Linux), read only, with --game as its game filter.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, QSettings, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QWidget

from engine import GAMES
from gui.i18n import LANGUAGES, LanguageManager, system_language
from gui.paths import asset
from gui.settings import APPLICATION, ORGANIZATION, Settings
from gui.setup import default_seat_count
from gui.theme import PALETTES, THEMES, ThemeManager

#: The History and Statistics window's tabs as --view names.
HISTORY_VIEWS = {"statistics": "statistics", "history": "games", "players": "players"}
VIEWS = ("chooser", "game", "newgame", "rules", "keys", "settings", "analysis", "tutorial", *HISTORY_VIEWS)


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="ludoteca", description="Six tabletop games for one computer.")
    parser.add_argument("--game", choices=list(GAMES), help="start this game with the default players")
    parser.add_argument("--lang", choices=list(LANGUAGES), help="user-interface language")
    parser.add_argument("--theme", choices=THEMES, help="colours of this run (default: as in the preferences)")
    parser.add_argument("--palette", choices=PALETTES,
                        help="seat colours of this run: colour-blind uses Okabe-Ito colours and marks on the pieces")
    parser.add_argument("--camera", choices=("perspective", "top"),
                        help="how a 3D board is seen in this run (default: as in the View menu)")
    parser.add_argument("--seed", type=int, help="seed for dice, shuffles and computer players")
    parser.add_argument("--screenshot", metavar="FILE", help="render the window to a PNG file and exit")
    parser.add_argument("--size", default="1100x760", help="window size for --screenshot, e.g. 800x600")
    parser.add_argument("--view", choices=VIEWS, help="what --screenshot shows (default: the game if --game, else the chooser)")
    parser.add_argument("--seats", type=int, metavar="N",
                        help="with --game: the number of players (default 2, or the game's only count)")
    parser.add_argument("--play", type=int, default=0, metavar="N",
                        help="with --game: let the easy computer player make the first N moves (to show a game under way)")
    parser.add_argument("--step", type=int, default=1, metavar="N",
                        help="with --view tutorial: the tutorial step to show (from 1)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="with --game: a game option, e.g. --option layout=german_daisy (repeatable)")
    parser.add_argument("--open", metavar="FILE", help="open a saved game")
    parser.add_argument("file", nargs="?", metavar="FILE",
                        help="a saved game to open (as a double-click on a .ludoteca file gives it)")
    parser.add_argument("--quit-when-shown", action="store_true",
                        help="exit as soon as the window is on screen (for start-up timing)")
    parser.add_argument("--self-test", action="store_true",
                        help="let computer players play a few moves of every game, check the results and exit")
    args = parser.parse_args(argv)
    if args.file and args.open and args.file != args.open:
        parser.error("give one saved game to open")
    args.open = args.open or args.file
    try:
        width, height = (int(part) for part in args.size.lower().split("x"))
        if not (100 <= width <= 10000 and 100 <= height <= 10000):
            raise ValueError
    except ValueError:
        parser.error("--size must look like 1024x768 (each side 100–10000)")
    args.size = (width, height)
    args.options = {}
    if (args.option or args.seats is not None) and not args.game:
        parser.error("--option and --seats need --game")
    if args.step < 1:
        parser.error("--step counts from 1")
    if args.view in ("analysis", "tutorial") and not args.game:
        parser.error(f"--view {args.view} needs --game")
    if args.seats is not None and args.seats not in GAMES[args.game].seats:
        allowed = ", ".join(str(n) for n in GAMES[args.game].seats)
        parser.error(f"--seats: {args.game} is played by {allowed} players")
    seats = args.seats if args.seats is not None else default_seat_count(GAMES[args.game]) if args.game else None
    for item in args.option:
        key, _, text = item.partition("=")
        try:
            option = GAMES[args.game].option(key)
            args.options[key] = option.from_text(text)
        except KeyError:
            parser.error(f"--option: {args.game} has no option {key!r}")
        except ValueError as exc:
            parser.error(f"--option: {exc}")
        if not option.applies_to(seats):
            counts = ", ".join(str(n) for n in option.seats)
            parser.error(f"--option: {key!r} applies to {counts} players only; add --seats")
    return args


def make_application(argv: list[str]) -> QApplication:
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    app = QApplication.instance() or QApplication(argv)
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("Ludoteca")
    # The desktop entry's name: Wayland compositors and task bars match the window to its entry and icon.
    app.setDesktopFileName("io.github.ludoteca.Ludoteca")
    app.setWindowIcon(QIcon(str(asset("icons", "ludoteca.svg"))))
    return app


def log_search_cores() -> None:
    """Which search each game with a compiled core uses: the log names the slower one (no C compiler at install)."""
    import engine.ai

    log = logging.getLogger("ludoteca")
    for game_id, compiled in engine.ai.search_cores(GAMES).items():
        if compiled:
            log.info("%s: compiled search core", game_id)
        else:
            log.warning("%s: the search core is not compiled; the computer player uses the slower Python search "
                        "(a C compiler and ./run again build it)", game_id)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    args = parse_args(argv)
    log_search_cores()
    if args.self_test:
        return self_test()
    if args.screenshot and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    if args.screenshot:
        os.environ["LUDOTECA_SOUND"] = "off"  # a screenshot is silent (gui/sound.py)
    app = make_application([sys.argv[0]])
    from gui.games import playable  # Qt modules load after the QApplication exists
    from gui.main_window import MainWindow
    from gui.setup import quick_setup

    if args.screenshot:
        # A throw-away settings file: screenshots never touch the user's settings or autosave.
        scratch = tempfile.TemporaryDirectory(prefix="ludoteca-shot-")
        settings = Settings(QSettings(str(Path(scratch.name) / "settings.ini"), QSettings.Format.IniFormat))
    else:
        settings = Settings()
        from gui import saves
        from gui.paths import data_dir

        saves.remove_stale_temporaries(data_dir(), *filter(None, [settings.get("save_folder")]))
    if args.camera:
        settings.hold_for_run("camera", args.camera)
    languages = LanguageManager(app)
    languages.set_language(args.lang or settings.get("language") or system_language())
    themes = ThemeManager(app, args.theme or settings.get("theme"), args.palette or settings.get("palette"), app)
    window = MainWindow(languages, settings, autosave=not args.screenshot, themes=themes)
    window.show()
    if args.screenshot:  # once shown: the size asked for, even where it is larger than the screen
        window.resize(*args.size)
    if args.open:
        window.files.open(Path(args.open))
    elif args.game and (args.view or "game") in ("game", "analysis"):
        if playable(args.game):
            window.start_game(quick_setup(args.game, args.seats, args.options), args.seed)
            play_moves(window, args.play, args.seed or 0)
        else:
            print(f"ludoteca: {args.game} is not available yet; showing the game chooser", file=sys.stderr)
    elif not (args.screenshot or args.quit_when_shown):
        QTimer.singleShot(0, window.files.offer_resume)
    if args.screenshot:
        try:
            return take_screenshot(app, window, args)
        finally:
            settings.sync()
            scratch.cleanup()
    if args.quit_when_shown:
        QTimer.singleShot(0, app.quit)  # runs after the first paint of the shown window
    return app.exec()


def self_test(moves: int = 6) -> int:
    """Plays a few computer moves of every available game; checks saving and reloading. 0 when all is well."""
    import engine
    import engine.ai

    failures = 0
    for game_id, compiled in engine.ai.search_cores(GAMES).items():
        print(f"{game_id} search: {'compiled' if compiled else 'Python (slower)'}")
    for game_id, spec in GAMES.items():
        if not spec.available:
            print(f"{game_id}: not available yet")
            continue
        try:
            state = engine.new_game(game_id, spec.seats.start if spec.seats.start > 1 else 2, seed=1)
            for ply in range(moves):
                if state.outcome() is not None:
                    break
                move = engine.ai.choose(state, "easy", seed=ply, deadline_s=0.2)
                state = state.apply(move)
                if engine.from_json(state.to_json()) != state:
                    raise AssertionError("state does not survive JSON")
            print(f"{game_id}: ok ({ply + 1} moves)")
        except Exception as exc:  # report every game, then fail
            failures += 1
            print(f"{game_id}: FAILED {type(exc).__name__}: {exc}")
    try:
        from gui.sound import self_check

        print(f"sound: ok ({self_check()})")
    except Exception as exc:  # the sound library is part of the install too
        failures += 1
        print(f"sound: FAILED {type(exc).__name__}: {exc}")
    try:
        from netplay.selfcheck import check

        print(f"network: ok ({check()})")
    except Exception as exc:  # the network layer is part of the install too
        failures += 1
        print(f"network: FAILED {type(exc).__name__}: {exc}")
    print("self-test", "passed" if failures == 0 else f"failed for {failures} check(s)")
    return 1 if failures else 0


def play_moves(window, count: int, seed: int) -> None:
    """Play `count` moves chosen by the easy computer player through the session (as if clicked)."""
    import engine.ai

    session = window.session
    for ply in range(count):
        if session.state.outcome() is not None:
            break
        session.play(engine.ai.choose(session.state, "easy", seed=seed + ply, deadline_s=0.2))


def show_analysis(window, timeout_s: float = 300) -> None:
    """Analyse the window's game to its end and show the review at the first marked move (else the end)."""
    import time

    window.review.analyse()
    deadline = time.monotonic() + timeout_s
    while window.review.analyser.running and time.monotonic() < deadline:
        settle(50)
    session = window.session
    marked = [i for i in range(len(session.moves)) if session.analysis is not None
              and session.analysis.mark(session.states, session.moves, i) and i in session.analysis.preferred]
    session.undo_stack.setIndex(marked[0] if marked else session.undo_stack.count())


def settle(msecs: int) -> None:
    """Run the event loop for `msecs` (layouts, timers and animations advance)."""
    loop = QEventLoop()
    QTimer.singleShot(msecs, loop.quit)
    loop.exec()


def take_screenshot(app: QApplication, window, args: argparse.Namespace) -> int:
    """Let layouts and animations settle, grab the requested view to a PNG and quit."""
    view = args.view or ("game" if window.session is not None else "chooser")
    target: QWidget = window
    if view == "newgame":
        from gui.newgame import NewGameDialog
        from gui.setup import quick_setup

        # The dialog as it opens with the seats and --option values of the command line.
        initial = quick_setup(args.game, args.seats, args.options) if args.game else None
        target = NewGameDialog(args.game or next(iter(GAMES)), initial, window)
    elif view == "rules":
        window.show_rules()
        if args.game:
            window.rules.show_game(args.game)
        target = window.rules
    elif view == "keys":
        window.show_keys()
        target = window.rules
    elif view == "settings":
        from gui.settings_dialog import SettingsDialog

        target = SettingsDialog(window.settings, window.languages.language, window)
    elif view in HISTORY_VIEWS:
        from gui.history.window import history_screenshot

        target = history_screenshot(window, HISTORY_VIEWS[view], args.game)
    elif view == "chooser":
        window.show_chooser()
    elif view == "analysis" and window.session is not None:
        show_analysis(window)
    elif view == "tutorial":
        window.start_tutorial(args.game, args.step - 1)
    if target is not window:
        target.show()
        if view in HISTORY_VIEWS:  # as the main window: the size asked for, once shown
            target.resize(*args.size)
    settle(300)
    for _ in range(60):  # at most 3 s more for a running animation
        if window.scene is None or not window.scene.animation_running():
            break
        settle(50)
    ok = target.grab().save(args.screenshot, "PNG")
    window.close()
    print(f"{'wrote' if ok else 'could not write'} {args.screenshot}")
    return 0 if ok else 1
