#!/usr/bin/env bash
# Make the macOS disk image: the app and a link to /Applications, so a user drags one onto the other.
#
#   bash packaging/macos/make_dmg.sh dist/dealerdesk.app dist/dealerdesk-0.1.0-macos-arm64.dmg
#
# Runs on macOS only (hdiutil), from the repository's root. PyInstaller has signed the app ad hoc (Apple silicon
# runs nothing unsigned); the signature is verified here. The app is not notarised (that needs an Apple developer
# account), so the first start needs Control-click > Open (the README's install table says so).
set -euo pipefail
app=${1:?the .app folder}
dmg=${2:?the .dmg to write}
[ -d "$app/Contents/MacOS" ] || { echo "make_dmg: $app is not an app bundle" >&2; exit 1; }
plutil -lint "$app/Contents/Info.plist"
codesign --verify --deep --strict --verbose=1 "$app"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
cp LICENSE packaging/THIRD-PARTY-NOTICES.txt "$stage/"
rm -f "$dmg"
# hdiutil now and then fails with "Resource busy" on build machines (a disk-arbitration race): try three times.
for attempt in 1 2 3; do
    if hdiutil create -volname dealerdesk -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$dmg"; then
        break
    fi
    [ "$attempt" = 3 ] && { echo "make_dmg: hdiutil create failed three times" >&2; exit 1; }
    sleep 5
done
hdiutil verify "$dmg"
echo "make_dmg: wrote $dmg ($(du -h "$dmg" | cut -f1))"
