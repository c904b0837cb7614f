#!/usr/bin/env bash
# Regenerate the README's trainer screenshots (offscreen; run from anywhere).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=resources/screenshots
export QT_QPA_PLATFORM=offscreen
for kind in pot-limit min-raise side-pots showdown-order hi-lo-split winner; do
    python3 -m dealerdesk snapshot trainer --kind "$kind" --out "$out/trainer-$kind.png"
done
# The feedback at 1366 x 768, the most common laptop screen: the whole verdict must be in sight.
python3 -m dealerdesk snapshot feedback --kind side-pots --size 1366x768 --out $out/feedback-side-pots.png
python3 -m dealerdesk snapshot feedback --kind winner --size 1366x768 --out $out/feedback-winner.png
# Chips and change: the pot counted from its chips (seed 7), and a colour-up with the mistake named (seed 1).
python3 -m dealerdesk snapshot trainer --kind chips --seed 7 --out $out/trainer-chips.png
python3 -m dealerdesk snapshot feedback --kind chips --seed 1 --size 1366x768 --out $out/feedback-chips.png
# The rake (issue 18): a pot-limit Omaha hi/lo hand with three side pots, split after the rake.
python3 -m dealerdesk snapshot trainer --kind rake --seed 20 --out $out/trainer-rake.png
python3 -m dealerdesk snapshot feedback --kind rake --seed 20 --size 1366x768 --out $out/feedback-rake.png
python3 -m dealerdesk snapshot feedback --kind rake --seed 20 --size 1366x768 --lang th --out $out/feedback-rake-th.png
# Limit betting: a heads-up pot past four bets (seed 1), asked and answered "none" (capped heads-up).
python3 -m dealerdesk snapshot trainer --kind limit-betting --seed 1 --out $out/trainer-limit-betting.png
python3 -m dealerdesk snapshot feedback --kind limit-betting --seed 1 --size 1366x768 --out $out/feedback-limit-betting.png
python3 -m dealerdesk snapshot feedback --kind limit-betting --seed 1 --size 1366x768 --lang th --out $out/feedback-limit-betting-th.png
# The button and the blinds: the table between two deals, and the next deal on it after a wrong answer.
python3 -m dealerdesk snapshot trainer --kind button-blinds --seed 3 --out $out/trainer-button-blinds.png
python3 -m dealerdesk snapshot feedback --kind button-blinds --size 1366x768 --seed 3 --out $out/feedback-button-blinds.png
python3 -m dealerdesk snapshot result --out $out/audition-result.png
python3 -m dealerdesk snapshot setup --out $out/session-setup.png
python3 -m dealerdesk snapshot progress --out $out/progress.png
# In Thai and Hungarian.
for lang in th hu; do
    python3 -m dealerdesk snapshot welcome --lang "$lang" --out "$out/welcome-$lang.png"
done
python3 -m dealerdesk snapshot feedback --kind side-pots --size 1366x768 --lang th --out $out/feedback-side-pots-th.png
python3 -m dealerdesk snapshot feedback --kind winner --size 1366x768 --lang hu --out $out/feedback-winner-hu.png
python3 -m dealerdesk snapshot feedback --kind side-pots --size 1366x768 --lang hu --out $out/feedback-side-pots-hu.png
python3 -m dealerdesk snapshot trainer --kind hi-lo-split --lang th --out $out/trainer-hi-lo-split-th.png
python3 -m dealerdesk snapshot trainer --kind pot-limit --lang hu --out $out/trainer-pot-limit-hu.png
# The trainer and the progress view at 1366 x 768 in Thai and Hungarian (the README's Languages section).
for lang in th hu; do
    python3 -m dealerdesk snapshot trainer --kind hi-lo-split --size 1366x768 --lang "$lang" --out "$out/trainer-1366x768-$lang.png"
    python3 -m dealerdesk snapshot progress --size 1366x768 --lang "$lang" --out "$out/progress-1366x768-$lang.png"
done
# Calling the hand (issue 18 point 5): an Omaha hi/lo hand whose natural misread is a one-suited flush.
python3 -m dealerdesk snapshot trainer --kind call-hand --seed 11 --out $out/trainer-call-hand.png
python3 -m dealerdesk snapshot feedback --kind call-hand --seed 11 --size 1366x768 --out $out/feedback-call-hand.png
for lang in th hu; do
    python3 -m dealerdesk snapshot feedback --kind call-hand --seed 11 --size 1366x768 --lang "$lang" \
        --out "$out/feedback-call-hand-$lang.png"
done
# Dealing a live game (issue 19): each dealer step of a seeded game at 1366 x 768, and the floor's words after a
# classic mistake (in English, Thai and Hungarian).
for step in posts pot ruling action gather showdown read award split rake; do
    python3 -m dealerdesk snapshot deal --step "$step" --size 1366x768 --out "$out/deal-$step.png"
done
for step in posts pot ruling action gather award split; do
    python3 -m dealerdesk snapshot deal --step "$step" --feedback --size 1366x768 --out "$out/deal-$step-feedback.png"
done
python3 -m dealerdesk snapshot deal --step gather --feedback --size 1366x768 --lang th --out $out/deal-gather-feedback-th.png
python3 -m dealerdesk snapshot deal --step pot --feedback --size 1366x768 --lang hu --out $out/deal-pot-feedback-hu.png
# Whose action: the question (no seat lit on the table) and the big blind's option forgotten, in Thai too.
python3 -m dealerdesk snapshot trainer --kind whose-action --seed 3 --out $out/trainer-whose-action.png
python3 -m dealerdesk snapshot feedback --kind whose-action --seed 3 --size 1366x768 --out $out/feedback-whose-action.png
python3 -m dealerdesk snapshot feedback --kind whose-action --seed 3 --size 1366x768 --lang th --out $out/feedback-whose-action-th.png
