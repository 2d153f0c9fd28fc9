"""Desktop integration and the Debian package for the Linux bundle (called by packaging/build).

    python packaging/linux/package.py tidy dist/ludoteca
        strips the bundle's libraries of their symbol tables and removes search paths that point into the
        build machine (Python built with pyenv names its own lib folder): the bundle finds its libraries itself.
    python packaging/linux/package.py share dist/ludoteca
        puts the freedesktop files under dist/ludoteca/share/ (menu entry, icons in every hicolor size and the
        scalable one, AppStream metainfo, the *.ludoteca MIME type) and install.sh / uninstall.sh beside the
        binary: the tarball's per-user install.
    python packaging/linux/package.py deb dist/ludoteca VERSION dist/
        builds dist/ludoteca_<VERSION>-1_amd64.deb with dpkg-deb: the bundle in /opt/ludoteca, the command
        /usr/bin/ludoteca, share/ in /usr/share, the copyright and changelog in /usr/share/doc/ludoteca.
        Depends lists the Debian packages of every system library the bundle's binaries need and do not
        carry (found with dpkg -S on this machine, else by Debian's naming of library packages).
"""

from __future__ import annotations

import gzip
import os
import re
import shutil
import subprocess
import sys
from datetime import UTC, datetime
from email.utils import format_datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.ludoteca.Ludoteca"
MIME_TYPE = "application/x-ludoteca"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
MAINTAINER = "The Ludoteca developers <ludoteca@example.org>"
#: Libraries every Linux system has, or that the bundle's own loader provides: never a dependency to name.
BASE_LIBRARIES = re.compile(r"^(ld-linux|libc|libm|libmvec|libdl|libpthread|librt|libutil|libresolv)[.-]")
SUMMARY = "six tabletop games for one computer"
DESCRIPTION = """\
Ludoteca brings Balance DUELS, Abalone, EQUILIBRIX Combact, Tumblin-Dice,
Triple Domino and Halma / Chinese checkers to the desktop. Play hot-seat
with friends at one computer or against computer players of three levels,
with undo, saved games, analysis, tutorials, keyboard play, a history of
games with statistics and ratings, and the rules of every game in Dutch,
English, Spanish, German, French and Italian."""


def tidy(bundle: Path) -> None:
    for path in elf_files(bundle / "_internal"):  # not the program: its archive is appended to it
        # Libraries that auditwheel rewrote (numpy.libs/ and the like) break when stripped: they keep theirs.
        if not any(part.endswith(".libs") for part in path.parts):
            subprocess.run(["strip", "--strip-unneeded", str(path)], check=True)
        runpath = subprocess.run(["patchelf", "--print-rpath", str(path)], capture_output=True, text=True).stdout
        if any(entry and not entry.startswith("$ORIGIN") for entry in runpath.strip().split(":")):
            subprocess.run(["patchelf", "--remove-rpath", str(path)], check=True)


def elf_files(folder: Path) -> list[Path]:
    return [path for path in folder.rglob("*") if path.is_file() and not path.is_symlink() and is_elf(path)]


def is_elf(path: Path) -> bool:
    with open(path, "rb") as file:
        return file.read(4) == b"\x7fELF"


def share_tree(bundle: Path) -> None:
    """The freedesktop files in `bundle`/share, and install.sh / uninstall.sh beside the binary."""
    share = bundle / "share"
    shutil.rmtree(share, ignore_errors=True)
    copy(LINUX / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    copy(LINUX / f"{APP_ID}.metainfo.xml", share / "metainfo" / f"{APP_ID}.metainfo.xml")
    copy(LINUX / f"{APP_ID}.mime.xml", share / "mime" / "packages" / f"{APP_ID}.xml")
    man = share / "man" / "man6" / "ludoteca.6.gz"
    man.parent.mkdir(parents=True, exist_ok=True)
    man.write_bytes(gzip.compress((LINUX / "ludoteca.6").read_bytes(), 9, mtime=0))
    icons = ROOT / "assets" / "icons"
    mime_icon = MIME_TYPE.replace("/", "-")
    for size in ICON_SIZES:
        folder = share / "icons" / "hicolor" / f"{size}x{size}"
        copy(icons / f"ludoteca-{size}.png", folder / "apps" / f"{APP_ID}.png")
        copy(icons / f"ludoteca-{size}.png", folder / "mimetypes" / f"{mime_icon}.png")
    copy(icons / "ludoteca.svg", share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg")
    copy(icons / "ludoteca.svg", share / "icons" / "hicolor" / "scalable" / "mimetypes" / f"{mime_icon}.svg")
    for script in ("install.sh", "uninstall.sh"):
        copy(LINUX / script, bundle / script)


def copy(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(source, target)
    target.chmod(0o755 if os.access(source, os.X_OK) else 0o644)


def deb(bundle: Path, version: str, out: Path) -> Path:
    """Build the .deb from the bundle (with its share tree); its path."""
    stage = ROOT / "build" / "deb" / "root"
    shutil.rmtree(stage.parent, ignore_errors=True)
    opt = stage / "opt" / "ludoteca"
    shutil.copytree(bundle, opt, symlinks=True, ignore=shutil.ignore_patterns("share", "install.sh", "uninstall.sh"))
    shutil.copytree(bundle / "share", stage / "usr" / "share", symlinks=True)
    # The command on everybody's PATH, and where Debian's policy puts games: both lead to the bundle.
    for folder in ("bin", "games"):
        (stage / "usr" / folder).mkdir(parents=True)
        (stage / "usr" / folder / "ludoteca").symlink_to("/opt/ludoteca/ludoteca")
    overrides = stage / "usr" / "share" / "lintian" / "overrides" / "ludoteca"
    overrides.parent.mkdir(parents=True)
    shutil.copy2(LINUX / "lintian-overrides", overrides)  # what lintian finds, and why it stays
    doc = stage / "usr" / "share" / "doc" / "ludoteca"
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(copyright_text())
    (doc / "changelog.Debian.gz").write_bytes(gzip.compress(changelog(version).encode(), 9, mtime=0))
    for path in stage.rglob("*"):  # root owns everything (dpkg-deb --root-owner-group); modes as Debian wants
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() or path == opt / "ludoteca" else 0o644)
    control = stage / "DEBIAN"
    control.mkdir()
    (control / "control").write_text(control_text(version, depends(opt), installed_kib(stage)))
    out.mkdir(parents=True, exist_ok=True)
    package = out / f"ludoteca_{version}-1_amd64.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(stage), str(package)], check=True,
                   stdout=subprocess.DEVNULL)
    return package


def installed_kib(stage: Path) -> int:
    return sum(p.lstat().st_size for p in stage.rglob("*") if p.is_file() and not p.is_symlink()) // 1024 + 1


def depends(opt: Path) -> list[str]:
    """The Debian packages of the libraries the bundle's ELF files need and do not carry."""
    carried, needed = set(), set()
    for path in elf_files(opt):
        carried.add(path.name)
        dynamic = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True).stdout
        needed.update(re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", dynamic))
    packages = {package_of(library) for library in needed - carried if not BASE_LIBRARIES.match(library)}
    return sorted({"libc6"} | packages)


def package_of(library: str) -> str:
    """The Debian package holding a library: dpkg -S where the system has it, else Debian's naming rule
    (libfoo-bar.so.3 is in libfoo-bar3, libfoo.so.1.2 in libfoo1.2, libfoo2.so.0 in libfoo2-0)."""
    found = subprocess.run(["dpkg", "-S", f"*/{library}"], capture_output=True, text=True)
    lines = sorted(found.stdout.splitlines(), key=lambda line: "x86_64-linux-gnu" not in line)  # not lib32 ones
    if found.returncode == 0 and lines:
        return lines[0].split(":", 1)[0].split(",")[0].strip()
    stem, _, soversion = library.partition(".so.")
    name = stem.lower().replace("_", "-")
    return f"{name}-{soversion}" if name[-1].isdigit() else f"{name}{soversion}"


def control_text(version: str, depends_on: list[str], size_kib: int) -> str:
    long = "\n".join(" " + line if line.strip() else " ." for line in DESCRIPTION.splitlines())
    return (f"Package: ludoteca\nVersion: {version}-1\nArchitecture: amd64\nMaintainer: {MAINTAINER}\n"
            f"Installed-Size: {size_kib}\nDepends: {', '.join(depends_on)}\nSection: games\nPriority: optional\n"
            f"Description: {SUMMARY}\n{long}\n")


def copyright_text() -> str:
    return ("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
            "Upstream-Name: Ludoteca\n\n"
            "Files: *\nCopyright: 2026 The Ludoteca developers\nLicense: GPL-3+\n"
            " On Debian systems the full text of the GNU General Public License version 3 is in\n"
            " /usr/share/common-licenses/GPL-3.\n\n"
            "Files: opt/ludoteca/_internal/*\nCopyright: their authors (Python, Qt and PySide6, NumPy, pyqtgraph,"
            " MuJoCo, ICU and others)\nLicense: various\n Each library carried in the bundle keeps its own"
            " licence (PSF, LGPL-3, BSD-3-Clause, MIT, Apache-2.0, Unicode).\n")


def changelog(version: str) -> str:
    when = format_datetime(datetime.now(UTC).replace(microsecond=0))
    return (f"ludoteca ({version}-1) unstable; urgency=medium\n\n  * Built from the Ludoteca sources by"
            f" packaging/build.\n\n -- {MAINTAINER}  {when}\n")


def main(argv: list[str]) -> int:
    if argv[:1] == ["tidy"] and len(argv) == 2:
        tidy(Path(argv[1]))
        return 0
    if argv[:1] == ["share"] and len(argv) == 2:
        share_tree(Path(argv[1]))
        return 0
    if argv[:1] == ["deb"] and len(argv) == 4:
        print(f"Built {deb(Path(argv[1]), argv[2], Path(argv[3]))}")
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
