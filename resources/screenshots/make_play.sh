#!/usr/bin/env bash
# Regenerate the README's play screenshots (offscreen; run from anywhere): 2, 6 and 10 seats at 1024x640 (the
# smallest window), 1366x768 (the most common laptop) and 1920x1080, an all-in run-out, a showdown, and Thai.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=resources/screenshots
export QT_QPA_PLATFORM=offscreen
for size in 1024x640 1366x768 1920x1080; do
    for seats in 2 6 10; do
        python3 -m dealerdesk snapshot play --seats "$seats" --size "$size" --out "$out/play-$seats-seats-$size.png"
    done
done
python3 -m dealerdesk snapshot play --seats 6 --size 1366x768 --moment all-in --out "$out/play-all-in-1366x768.png"
python3 -m dealerdesk snapshot play --seats 6 --size 1366x768 --moment showdown --out "$out/play-showdown-1366x768.png"
python3 -m dealerdesk snapshot play --seats 10 --size 1024x640 --lang th --out "$out/play-10-seats-1024x640-th.png"
# The players' statistics (View → Show player statistics): shown once a player has been seen for five hands.
python3 -m dealerdesk snapshot play --seats 6 --size 1366x768 --hands 8 --out "$out/play-hud-6-seats-1366x768.png"
python3 -m dealerdesk snapshot play --seats 10 --size 1024x640 --hands 8 --lang hu --out "$out/play-hud-10-seats-1024x640-hu.png"
