#!/bin/sh
# Install Ludoteca for this user only (no root needed), from the unpacked tarball:
#
#     ./install.sh [--prefix DIR]        (default DIR: ~/.local)
#
# The app goes to DIR/lib/ludoteca, the command to DIR/bin/ludoteca; the menu entry, the icons, the AppStream
# metadata and the type of saved games (*.ludoteca, opened by the app on double-click) to DIR/share.
# Every file written is listed in DIR/lib/ludoteca/installed-files, which ./uninstall.sh reads.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
prefix="$HOME/.local"
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix="$2"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        -h|--help) sed -n '2,8p' "$0" | cut -c3-; exit 0 ;;
        *) echo "install.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
app="$prefix/lib/ludoteca"
share="$prefix/share"
[ -x "$here/ludoteca" ] && [ -d "$here/share" ] || { echo "install.sh: run it from the unpacked Ludoteca folder" >&2; exit 1; }
if [ -e "$app/installed-files" ]; then
    "$app/uninstall.sh" --prefix "$prefix" --quiet  # an older version goes first, files and all
fi

mkdir -p "$app" "$prefix/bin"
manifest="$app/installed-files"
: > "$manifest.new"
# The app itself: everything beside this script but the share/ tree, which goes where the desktop looks.
for entry in "$here"/* ; do
    [ "$(basename "$entry")" = share ] && continue
    cp -R "$entry" "$app/"
done
ln -sf "$app/ludoteca" "$prefix/bin/ludoteca"
echo "$prefix/bin/ludoteca" >> "$manifest.new"
(cd "$here/share" && find . -type f) | while read -r file; do
    target="$share/${file#./}"
    mkdir -p "$(dirname "$target")"
    case "$file" in
        *.desktop)  # the menu entry starts this copy, whether DIR/bin is on PATH or not
            sed -e "s|^Exec=ludoteca|Exec=$app/ludoteca|" -e "/^Exec=/a TryExec=$app/ludoteca" \
                "$here/share/$file" > "$target" ;;
        *) cp "$here/share/$file" "$target" ;;
    esac
    echo "$target" >> "$manifest.new"
done
mv "$manifest.new" "$manifest"

# Let the desktop know (each tool where the system has it; a new login does the same).
command -v update-mime-database >/dev/null && update-mime-database "$share/mime" >/dev/null 2>&1 || true
command -v update-desktop-database >/dev/null && update-desktop-database -q "$share/applications" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t -f "$share/icons/hicolor" 2>/dev/null || true
echo "Ludoteca is installed: start it from the menu or with $prefix/bin/ludoteca"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "($prefix/bin is not on your PATH: the menu entry works all the same)";; esac
echo "To remove it: $app/uninstall.sh"
