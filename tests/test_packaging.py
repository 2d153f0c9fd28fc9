"""The Linux packaging that can be checked without building the bundle (./packaging/test-bundle builds and checks
the real one): the per-user install and uninstall scripts, the desktop files, the ICU trimming rule, the .deb's
control data, and that the app never imports what the bundle leaves out."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"


def load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


package = load("ludoteca_package", LINUX / "package.py")
trim_icu = load("ludoteca_trim_icu", ROOT / "packaging" / "trim_icu.py")


@pytest.fixture
def bundle(tmp_path) -> Path:
    """A stand-in bundle: a `ludoteca` program that says it ran, its _internal folder and the share tree."""
    folder = tmp_path / "ludoteca"
    (folder / "_internal").mkdir(parents=True)
    (folder / "_internal" / "base_library.zip").write_bytes(b"PK")
    program = folder / "ludoteca"
    program.write_text("#!/bin/sh\necho ran \"$@\"\n")
    program.chmod(0o755)
    package.share_tree(folder)
    return folder


def run_script(script: Path, *args: str, home: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, HOME=str(home), PATH="/usr/bin:/bin")  # the desktop's cache tools where present
    return subprocess.run(["sh", str(script), *args], capture_output=True, text=True, env=env, timeout=120)


def test_the_share_tree_holds_what_a_desktop_looks_for(bundle):
    share = bundle / "share"
    for size in package.ICON_SIZES:
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{package.APP_ID}.png").is_file()
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "mimetypes" / "application-x-ludoteca.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{package.APP_ID}.svg").is_file()
    entry = (share / "applications" / f"{package.APP_ID}.desktop").read_text()
    assert "Exec=ludoteca %f" in entry and "MimeType=application/x-ludoteca;" in entry
    assert f"Icon={package.APP_ID}" in entry
    mime = (share / "mime" / "packages" / f"{package.APP_ID}.xml").read_text()
    assert 'type="application/x-ludoteca"' in mime and 'pattern="*.ludoteca"' in mime
    metainfo = (share / "metainfo" / f"{package.APP_ID}.metainfo.xml").read_text()
    assert f"<launchable type=\"desktop-id\">{package.APP_ID}.desktop</launchable>" in metainfo
    assert (share / "man" / "man6" / "ludoteca.6.gz").is_file()
    assert os.access(bundle / "install.sh", os.X_OK) and os.access(bundle / "uninstall.sh", os.X_OK)


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils is not installed")
def test_the_desktop_entry_is_valid():
    result = subprocess.run(["desktop-file-validate", str(LINUX / f"{package.APP_ID}.desktop")],
                            capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout == "", result.stdout


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream is not installed")
def test_the_metainfo_is_valid():
    result = subprocess.run(["appstreamcli", "validate", "--no-net", str(LINUX / f"{package.APP_ID}.metainfo.xml")],
                            capture_output=True, text=True)
    assert result.returncode == 0 and "W:" not in result.stdout and "E:" not in result.stdout, result.stdout


def test_install_and_uninstall_for_one_user(bundle, tmp_path):
    home = tmp_path / "home"
    (home / ".local" / "share" / "applications").mkdir(parents=True)
    other = home / ".local" / "share" / "applications" / "other.desktop"
    other.write_text("[Desktop Entry]\nType=Application\nName=Other\nExec=other\n")
    result = run_script(bundle / "install.sh", home=home)
    assert result.returncode == 0, result.stderr
    local = home / ".local"
    app = local / "lib" / "ludoteca"
    assert subprocess.run([str(local / "bin" / "ludoteca"), "--self-test"], capture_output=True,
                          text=True).stdout.strip() == "ran --self-test"
    entry = (local / "share" / "applications" / f"{package.APP_ID}.desktop").read_text()
    assert f"Exec={app}/ludoteca %f" in entry and f"TryExec={app}/ludoteca" in entry
    assert (local / "share" / "icons" / "hicolor" / "48x48" / "apps" / f"{package.APP_ID}.png").is_file()
    assert not (app / "share").exists() and (app / "uninstall.sh").is_file()
    installed = (app / "installed-files").read_text().split()
    assert len(installed) == len(list((bundle / "share").rglob("*.*"))) + 1  # the share tree and the command
    again = run_script(bundle / "install.sh", home=home)  # over an earlier install: the old one goes first
    assert again.returncode == 0, again.stderr
    result = run_script(app / "uninstall.sh", home=home)
    assert result.returncode == 0, result.stderr
    assert other.exists()  # another app's entry stays, and the desktop's cache of entries says nothing of ours
    cache = local / "share" / "applications" / "mimeinfo.cache"
    assert not cache.exists() or "ludoteca" not in cache.read_text()
    left = [p for p in local.rglob("*") if p.is_file() and p not in (other, cache)]
    assert left == [], left
    assert run_script(app / "uninstall.sh", home=home).returncode != 0  # nothing left to remove: said so


def test_a_prefix_can_be_chosen(bundle, tmp_path):
    prefix = tmp_path / "elsewhere"
    assert run_script(bundle / "install.sh", "--prefix", str(prefix), home=tmp_path / "home").returncode == 0
    assert (prefix / "bin" / "ludoteca").exists() and not (tmp_path / "home" / ".local").exists()
    assert run_script(prefix / "lib" / "ludoteca" / "uninstall.sh", f"--prefix={prefix}",
                      home=tmp_path / "home").returncode == 0
    assert not (prefix / "lib" / "ludoteca").exists() and not (prefix / "bin" / "ludoteca").exists()


def test_the_icu_data_keeps_the_six_languages():
    items = ["root.res", "nl.res", "de_CH.res", "pt_BR.res", "zh_Hant_TW.res", "coll/it.res", "coll/ja.res",
             "ja_JP_TRADITIONAL.res", "es_419.res", "en_US_POSIX.res",
             "brkitr/cjdict.dict", "brkitr/line.brk", "ibm-943_P15A-2003.cnv", "cnvalias.icu", "translit/el_Latn.res",
             "supplementalData.res", "zone/en_GB.res", "curr/ru.res", "pool.res", "res_index.res", "uprops.icu"]
    assert set(trim_icu.unwanted(items)) == {"pt_BR.res", "zh_Hant_TW.res", "coll/ja.res", "brkitr/cjdict.dict",
                                            "ja_JP_TRADITIONAL.res",
                                            "ibm-943_P15A-2003.cnv", "translit/el_Latn.res", "curr/ru.res"}


def test_debian_control_data():
    control = package.control_text("1.2.3", ["libc6", "libx11-6"], 1234)
    fields = dict(line.split(": ", 1) for line in control.splitlines() if line and not line.startswith(" "))
    assert fields["Version"] == "1.2.3-1" and fields["Depends"] == "libc6, libx11-6"
    assert fields["Installed-Size"] == "1234" and fields["Section"] == "games"
    long = [line for line in control.splitlines() if line.startswith(" ")]
    assert long and all(len(line) <= 80 for line in long)
    assert package.package_of("libnot-a-real-library-x.so.4") == "libnot-a-real-library-x4"
    assert package.package_of("libnot-real-x11.so.0") == "libnot-real-x11-0"


def test_the_app_never_imports_what_the_bundle_leaves_out():
    """packaging/ludoteca.spec leaves out numpy.random, numpy.fft, readline and the QtOpenGL
    bindings: every game played a few moves with its review, plots and the history window must not need them."""
    code = """
import importlib.abc, os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
LEFT_OUT = ("numpy.random", "numpy.fft", "readline", "PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets")


class LeftOut(importlib.abc.MetaPathFinder):  # as in the bundle: these cannot be imported
    def find_spec(self, name, path=None, target=None):
        if name in LEFT_OUT:
            raise ModuleNotFoundError(f"{name} is left out of the bundle", name=name)


sys.meta_path.insert(0, LeftOut())
exec(open("packaging/hooks/rthook_no_opengl.py").read())
from PySide6.QtWidgets import QApplication
app = QApplication([])
import engine.ai
from gui.i18n import LanguageManager
from gui.main_window import MainWindow
from gui.setup import quick_setup
languages = LanguageManager(app)
languages.set_language("en")
window = MainWindow(languages, autosave=False)
window.show()
for game in engine.GAMES:
    window.start_game(quick_setup(game), 1)
    for ply in range(3):
        if window.session.state.outcome() is None:
            window.session.play(engine.ai.choose(window.session.state, "easy", seed=ply, deadline_s=0.2))
    app.processEvents()
    window.review.open_review()
    app.processEvents()
from gui.history.window import HistoryWindow
from gui.history.store import HistoryStore
HistoryWindow(HistoryStore(":memory:")).refresh()
print("all played")
window.close()
"""
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert "all played" in result.stdout and "Traceback" not in result.stderr.split("all played")[0], result.stderr
