"""A sentence put into another ends once: "Your step comes next: Whose action, or is the round over?" — not
"…over?." — in every language; and the side-pot explanation writes each seat's chips as "Seat 6: 5 (folded)",
never the seat and the amount run together ("Seat 6 5")."""

from __future__ import annotations

import random
import re

from hypothesis import given
from hypothesis import strategies as st

from dealerdesk.i18n import one_closing_mark
from dealerdesk.trainer.dealing import Step
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.kinds.side_pots.explain import side_pot_steps

PROMPT = "The players act… Your step comes next: {step}."
"""The dealt game's line while the players act (dealing_page), as it formats a step's name into a sentence."""

words = st.text(st.characters(categories=["L", "Nd", "Zs"]), min_size=1, max_size=30).filter(lambda w: w.strip())


def test_no_step_ends_the_waiting_line_with_two_marks() -> None:
    for step in Step:
        line = one_closing_mark(PROMPT.format(step=step.label))
        assert not re.search(r"[?!…]\.$", line), line
        assert line.endswith((".", "?", "!", "…"))
    assert one_closing_mark(PROMPT.format(step=Step.ACTION.label)).endswith("is the round over?")


@given(words, st.sampled_from("?!…"))
def test_a_sentence_with_its_own_mark_ends_once(text: str, mark: str) -> None:
    assert one_closing_mark(f"Next: {text}{mark}.") == f"Next: {text}{mark}"
    assert one_closing_mark(f"Next: {text}{mark}. More.") == f"Next: {text}{mark} More."


@given(words)
def test_a_plain_sentence_and_an_ellipsis_typed_as_dots_stay_as_they_are(text: str) -> None:
    for kept in (f"{text}.", f"{text}...", f"{text}? {text}.", f"{text}. {text}."):
        assert one_closing_mark(kept) == kept


def test_each_players_chips_are_written_seat_colon_amount() -> None:
    rng = random.Random("seat-colon")
    for _ in range(6):
        q = generate(Request(Kind.SIDE_POTS, 3), rng, key="colon")
        first = side_pot_steps(q)[0]
        chips = first.split(": ", 1)[1]
        assert not re.search(r"Seat \d+ \d", chips), first  # never "Seat 6 5"
        for item in chips.rstrip(".").split(", "):
            assert re.fullmatch(r"Seat \d+(?: \([^)]*\))?: [\d,]+(?: \(folded\))?", item), item
