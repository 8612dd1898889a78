#!/bin/sh
# Install Bouquet for the current user, from the unpacked tarball folder:
#     ./install.sh              the app in ~/.local/opt/Bouquet, the command ~/.local/bin/Bouquet,
#                               a menu entry with its icon, and .bouquet saves opening in Bouquet
#     ./install.sh --uninstall  removes all of that (settings and saves stay)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data="${XDG_DATA_HOME:-$HOME/.local/share}"
dest="$HOME/.local/opt/Bouquet"
bin="$HOME/.local/bin"
icons="$data/icons/hicolor"

refresh() {
    # GTK rereads an icon folder whose time changed; a stale cache there would hide our icon
    if [ -d "$icons" ]; then
        touch "$icons"
        if [ -f "$icons/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
            gtk-update-icon-cache --quiet --force --ignore-theme-index "$icons" || true
        fi
    fi
    if command -v update-mime-database >/dev/null 2>&1; then
        update-mime-database "$data/mime" || true
    fi
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database "$data/applications" || true
    fi
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$bin/Bouquet" "$data/applications/bouquet.desktop" "$data/mime/packages/bouquet.xml" \
        "$icons"/*/apps/bouquet.png "$icons/scalable/apps/bouquet.svg"
    rm -rf "$dest"
    refresh
    echo "Bouquet removed."
    exit 0
fi

[ -x "$here/Bouquet" ] || { echo "run install.sh from the unpacked Bouquet folder" >&2; exit 1; }
if [ "$here" != "$dest" ]; then
    rm -rf "$dest"
    mkdir -p "$(dirname "$dest")"
    cp -a "$here" "$dest"
fi
mkdir -p "$bin" "$data/applications" "$data/mime/packages"
ln -sf "$dest/Bouquet" "$bin/Bouquet"
sed "s|^Exec=.*|Exec=\"$dest/Bouquet\" %f|" "$dest/bouquet.desktop" \
    > "$data/applications/bouquet.desktop"
cp "$dest/bouquet-mime.xml" "$data/mime/packages/bouquet.xml"
mkdir -p "$icons"
cp -R "$dest/icons/hicolor/." "$icons/"
refresh
echo "Bouquet installed in $dest; start it from the menu or with $bin/Bouquet"
