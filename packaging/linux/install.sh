#!/bin/sh
# Install dealerdesk from this unpacked tarball, or remove it again.
#
#   ./install.sh                   for you alone: ~/.local (the app in ~/.local/lib/dealerdesk, the command
#                                  ~/.local/bin/dealerdesk, the menu entry and icons in ~/.local/share)
#   sudo ./install.sh              for everyone: /usr/local (the same layout under /usr/local)
#   ./install.sh --prefix DIR      anywhere else
#   ./install.sh --uninstall [--prefix DIR]   remove what an install with the same prefix put there
#
# The app is one folder that runs on its own; this script copies it, links the command into PATH, and adds the
# desktop entry (its Exec pointing at the installed command, so the menu works even when ~/.local/bin is not in
# PATH), the icons (hicolor theme, every size and the SVG) and the AppStream metadata for software centres.
# Desktops notice new entries and icons in these folders by themselves: no cache is written (a cache in
# ~/.local/share/icons would hide icons installed later until someone rebuilt it).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
action=install
prefix=
while [ $# -gt 0 ]; do
    case "$1" in
        --uninstall) action=uninstall ;;
        --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }; prefix=$2; shift ;;
        --prefix=*) prefix=${1#--prefix=} ;;
        -h|--help) sed -n '2,/^set -eu$/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
    shift
done
if [ -z "$prefix" ]; then
    if [ "$(id -u)" = 0 ]; then prefix=/usr/local; else prefix="$HOME/.local"; fi
fi
case "$prefix" in /*) ;; *) prefix="$(pwd)/$prefix" ;; esac

app="$prefix/lib/dealerdesk"
command="$prefix/bin/dealerdesk"
metainfo_name=io.github.dealerdesk.dealerdesk.metainfo.xml
manifest="$app/installed-files"  # every file an install wrote outside the app's folder: the uninstall removes these

uninstall() {
    if [ -e "$app" ] && [ ! -x "$app/dealerdesk" ]; then
        echo "install.sh: $app is not a dealerdesk install; leaving it alone" >&2
        exit 1
    fi
    if [ -f "$manifest" ]; then
        while IFS= read -r file; do
            case "$file" in "$prefix"/*) rm -f "$file" ;; esac
        done < "$manifest"
    fi
    rm -rf "$app"
    echo "dealerdesk removed from $prefix (your progress and settings stay in your data folder)"
}

install_all() {
    if [ -e "$app" ]; then
        uninstall >/dev/null  # an older version: replace it whole, so no stale file stays behind
    fi
    mkdir -p "$app" "$prefix/bin" "$prefix/share/applications" "$prefix/share/metainfo"
    cp -R "$here/dealerdesk/." "$app/"
    cp "$here/install.sh" "$app/install.sh"  # so that `$app/install.sh --uninstall` works later
    ln -sf "$app/dealerdesk" "$command"
    echo "$command" > "$manifest"
    # Exec quotes the path (a home folder may have a space in it); TryExec is a plain path.
    sed -e "s|^Exec=dealerdesk|Exec=\"$command\"|" -e "s|^TryExec=dealerdesk|TryExec=$command|" \
        "$here/share/applications/dealerdesk.desktop" > "$prefix/share/applications/dealerdesk.desktop"
    echo "$prefix/share/applications/dealerdesk.desktop" >> "$manifest"
    cp "$here/share/metainfo/$metainfo_name" "$prefix/share/metainfo/$metainfo_name"
    echo "$prefix/share/metainfo/$metainfo_name" >> "$manifest"
    (cd "$here/share" && find icons -type f) | sort | while IFS= read -r file; do
        mkdir -p "$(dirname "$prefix/share/$file")"
        cp "$here/share/$file" "$prefix/share/$file"
        echo "$prefix/share/$file" >> "$manifest"
    done
    echo "dealerdesk installed in $app; start it from the menu or with: $command"
    case ":$PATH:" in
        *":$prefix/bin:"*) ;;
        *) echo "($prefix/bin is not in your PATH: add it to use the command 'dealerdesk' in a terminal)" ;;
    esac
    echo "to remove it: '$app/install.sh' --uninstall --prefix '$prefix'"
}

if [ "$action" = uninstall ]; then uninstall; else install_all; fi
