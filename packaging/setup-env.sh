# Shared set-up for ./run and ./test (sourced, not executed).
# Creates .venv when missing, installs the project when pyproject.toml changed,
# compiles the translations when a .ts file changed, and names the Debian
# package for any system library Qt cannot find. Fast when nothing changed.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
PY="$VENV/bin/python"

die() { echo "ludoteca set-up: $*" >&2; exit 1; }

find_python() {
    for candidate in "${PYTHON:-}" python3.13 python3.12 python3.11 python3; do
        [ -n "$candidate" ] || continue
        if command -v "$candidate" >/dev/null 2>&1 &&
           "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
            echo "$candidate"; return 0
        fi
    done
    return 1
}

ensure_venv() {
    [ -x "$PY" ] && return 0
    local python
    python="$(find_python)" || die "Python 3.11 or newer is needed. On Debian/Ubuntu: sudo apt install python3 python3-venv"
    echo "Creating $VENV with $("$python" --version)…"
    "$python" -m venv "$VENV" 2>/dev/null || { rm -rf "$VENV"; die "could not create a virtual environment. On Debian/Ubuntu: sudo apt install python3-venv"; }
}

# ensure_installed EXTRAS: pip-installs the project (editable) when pyproject.toml or the extras changed.
ensure_installed() {
    local extras="$1" stamp="$VENV/.ludoteca-installed" want
    want="$(sha256sum "$ROOT/pyproject.toml" | cut -d' ' -f1) [$extras]"
    if [ -f "$stamp" ] && grep -qxF -- "$want" "$stamp"; then return 0; fi
    echo "Installing Ludoteca${extras:+ with [$extras]} into .venv…"
    "$PY" -m pip install --quiet --disable-pip-version-check --upgrade "pip>=23" >/dev/null
    "$PY" -m pip install --quiet --disable-pip-version-check -e "$ROOT${extras:+[$extras]}" \
        || die "pip install failed (see above)."
    # Record every extra set installed so far, so ./run after ./test stays fast.
    echo "$want" >> "$stamp"
    [ -z "$extras" ] || echo "$(sha256sum "$ROOT/pyproject.toml" | cut -d' ' -f1) []" >> "$stamp"
}

# Names the Debian package for each shared library Qt's platform plugin cannot load.
check_system_libraries() {
    local platform="$1" plugin missing lib pkgs=""
    plugin="$("$PY" - "$platform" <<'PYEOF'
import sys
from pathlib import Path
import PySide6
print(Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / f"libq{sys.argv[1]}.so")
PYEOF
)"
    [ -f "$plugin" ] || return 0
    missing="$(LD_LIBRARY_PATH="$(dirname "$(dirname "$(dirname "$plugin")")")/lib" ldd "$plugin" 2>/dev/null | awk '/not found/ {print $1}' | sort -u)"
    [ -n "$missing" ] || return 0
    for lib in $missing; do
        case "$lib" in
            libEGL.so*) pkgs="$pkgs libegl1" ;;
            libGL.so*|libGLX.so*) pkgs="$pkgs libgl1" ;;
            libOpenGL.so*) pkgs="$pkgs libopengl0" ;;
            libxkbcommon-x11.so*) pkgs="$pkgs libxkbcommon-x11-0" ;;
            libxkbcommon.so*) pkgs="$pkgs libxkbcommon0" ;;
            libfontconfig.so*) pkgs="$pkgs libfontconfig1" ;;
            libfreetype.so*) pkgs="$pkgs libfreetype6" ;;
            libdbus-1.so*) pkgs="$pkgs libdbus-1-3" ;;
            libglib-2.0.so*|libgthread-2.0.so*) pkgs="$pkgs libglib2.0-0" ;;
            libX11-xcb.so*) pkgs="$pkgs libx11-xcb1" ;;
            libX11.so*) pkgs="$pkgs libx11-6" ;;
            libxcb-cursor.so*) pkgs="$pkgs libxcb-cursor0" ;;
            libxcb-icccm.so*) pkgs="$pkgs libxcb-icccm4" ;;
            libxcb-keysyms.so*) pkgs="$pkgs libxcb-keysyms1" ;;
            libxcb-image.so*) pkgs="$pkgs libxcb-image0" ;;
            libxcb-randr.so*) pkgs="$pkgs libxcb-randr0" ;;
            libxcb-render-util.so*) pkgs="$pkgs libxcb-render-util0" ;;
            libxcb-shape.so*) pkgs="$pkgs libxcb-shape0" ;;
            libxcb-xkb.so*) pkgs="$pkgs libxcb-xkb1" ;;
            libxcb*.so*) pkgs="$pkgs libxcb1" ;;
            libpng16.so*) pkgs="$pkgs libpng16-16" ;;
            *) pkgs="$pkgs ($lib)" ;;
        esac
    done
    die "Qt's '$platform' platform needs system libraries that are missing: $(echo $missing | tr '\n' ' ')
Install them with: sudo apt install$(echo "$pkgs" | tr ' ' '\n' | sort -u | tr '\n' ' ')"
}

# ensure_debian_tools COMMAND:PACKAGE ...: each command on PATH. As root with apt-get (CI, a fresh machine) the
# missing packages are installed; otherwise the command that installs them is named.
ensure_debian_tools() {
    local pair missing=""
    for pair in "$@"; do
        command -v "${pair%%:*}" >/dev/null 2>&1 || missing="$missing ${pair#*:}"
    done
    [ -n "$missing" ] || return 0
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "Installing$missing…"
        # shellcheck disable=SC2086 # one argument per package
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing >/dev/null 2>&1 \
            || { apt-get update -q >/dev/null 2>&1 \
                 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing >/dev/null; } \
            || die "could not install$missing"
    else
        die "missing tools; install them with: sudo apt install$missing"
    fi
}

# ensure_search_cores [install]: compiles the games' search cores (engine/<id>/search.py, through setup.py) when a
# source is newer than its compiled module. That needs a C compiler and Python's headers: with "install", as root
# with apt-get, missing ones are installed (gcc, python3-dev); otherwise they are named, and the games play with the
# slower Python search. Nothing to do (a few file dates) when the cores are up to date.
ensure_search_cores() {
    local src built stale="" missing="" pin
    for src in "$ROOT"/engine/*/search.py; do
        [ -e "$src" ] || continue
        built="$(ls "${src%.py}".cpython-*.so 2>/dev/null | head -n 1 || true)"
        if [ -z "$built" ] || [ "$src" -nt "$built" ] || [ "${src%.py}.pxd" -nt "$built" ]; then stale=1; fi
    done
    [ -n "$stale" ] || return 0
    search_core_tools() {
        missing=""
        command -v "${CC:-cc}" >/dev/null 2>&1 || command -v gcc >/dev/null 2>&1 || missing=" gcc"
        "$PY" -c 'import os, sys, sysconfig; sys.exit(not os.path.exists(sysconfig.get_paths()["include"] + "/Python.h"))' \
            || missing="$missing python3-dev"
    }
    search_core_tools
    if [ -n "$missing" ] && [ "${1:-}" = install ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "Installing$missing (to compile the search cores)…"
        # shellcheck disable=SC2086 # one argument per package
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing >/dev/null 2>&1 \
            || { apt-get update -q >/dev/null 2>&1 \
                 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing >/dev/null 2>&1; } \
            || true
        search_core_tools
    fi
    if [ -n "$missing" ]; then
        echo "ludoteca set-up: the computer players use the slower Python search; to compile theirs: sudo apt install$missing" >&2
        return 0
    fi
    if ! "$PY" -c 'import Cython' 2>/dev/null; then
        pin="$("$PY" -c 'import tomllib; print(next(r for r in tomllib.load(open("'"$ROOT"'/pyproject.toml", "rb"))["build-system"]["requires"] if r.lower().startswith("cython")))')"
        "$PY" -m pip install --quiet --disable-pip-version-check "$pin" >/dev/null \
            || { echo "ludoteca set-up: could not install $pin: the slower Python search plays" >&2; return 0; }
    fi
    echo "Compiling the search cores…"
    (cd "$ROOT" && "$PY" setup.py --in-place >&2) \
        || echo "ludoteca set-up: a search core did not compile: the slower Python search plays" >&2
}

compile_translations() {
    "$PY" "$ROOT/i18n/build.py" compile
}
