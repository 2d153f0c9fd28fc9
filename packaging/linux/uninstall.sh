#!/bin/sh
# Remove a per-user Ludoteca installed with install.sh:
#
#     ~/.local/lib/ludoteca/uninstall.sh [--prefix DIR] [--quiet]     (default DIR: ~/.local)
#
# Removes the app, its command, menu entry, icons, metadata and saved-game type. Saved games, the history
# and the settings are the player's: they stay (~/.local/share/Ludoteca and ~/.config/Ludoteca).
set -eu
prefix="$HOME/.local"
quiet=""
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix="$2"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --quiet) quiet=1; shift ;;
        -h|--help) sed -n '2,7p' "$0" | cut -c3-; exit 0 ;;
        *) echo "uninstall.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
app="$prefix/lib/ludoteca"
share="$prefix/share"
manifest="$app/installed-files"
[ -f "$manifest" ] || { echo "uninstall.sh: Ludoteca is not installed under $prefix" >&2; exit 1; }
while read -r file; do
    case "$file" in
        "$prefix"/*) rm -f "$file" ;;  # only what install.sh wrote under this prefix
    esac
done < "$manifest"
rm -rf "$app"
# The desktop's caches: brought up to date where other apps' files remain, removed with their folder where
# only what the caches say of Ludoteca was left (a folder that install.sh made).
if [ -n "$(find "$share/mime/packages" -type f 2>/dev/null)" ]; then
    command -v update-mime-database >/dev/null && update-mime-database "$share/mime" >/dev/null 2>&1 || true
else
    rm -rf "$share/mime"
fi
if [ -n "$(find "$share/applications" -name '*.desktop' 2>/dev/null)" ]; then
    command -v update-desktop-database >/dev/null && update-desktop-database -q "$share/applications" || true
else
    rm -f "$share/applications/mimeinfo.cache"
fi
if [ -n "$(find "$share/icons/hicolor" -type f ! -name icon-theme.cache 2>/dev/null)" ]; then
    command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t -f "$share/icons/hicolor" 2>/dev/null || true
else
    rm -f "$share/icons/hicolor/icon-theme.cache"
fi
# Folders the install made and that are empty now (never the shared ones that still hold other files).
for folder in "$share"/icons/hicolor/*/apps "$share"/icons/hicolor/*/mimetypes "$share"/icons/hicolor/* \
              "$share/icons/hicolor" "$share/icons" "$share/metainfo" "$share/applications" "$prefix/lib"; do
    [ -d "$folder" ] && rmdir "$folder" 2>/dev/null || true
done
[ -n "$quiet" ] || echo "Ludoteca is removed. Saved games, the history and settings stay in ~/.local/share/Ludoteca and ~/.config/Ludoteca."
