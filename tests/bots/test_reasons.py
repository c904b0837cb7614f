"""Every move comes with a reason a player understands, translatable, and a think time that grows with what is at
stake."""

from __future__ import annotations

import statistics
from collections import Counter

import pytest

from dealerdesk import i18n
from dealerdesk.bots import STYLES, Decision
from dealerdesk.bots import reasons as reason_sentences
from dealerdesk.bots.reasons import CONTEXT
from dealerdesk.bots.situation import Situation
from dealerdesk.bots.timing import LONGEST, SHORTEST
from dealerdesk.rules.hand import Hand
from tests.bots.session import play_session
from tests.bots.test_styles import SEATS

SENTENCES = {value for name, value in vars(reason_sentences).items() if name.isupper() and name != "CONTEXT"}


def session_decisions(buy_in: int) -> list[tuple[Situation, Decision]]:
    seen: list[tuple[Situation, Decision]] = []

    def watch(hand: Hand, situation: Situation, decision: Decision) -> None:
        seen.append((situation, decision))

    play_session({seat: STYLES[name] for seat, name in enumerate(SEATS, start=1)}, hands=120, seed=3,
                 buy_in=buy_in, samples=300, watch=watch)
    return seen


@pytest.fixture(scope="module")
def seen() -> list[tuple[Situation, Decision]]:
    """The decisions of 120 hands at 100 big blinds and 120 at 12."""
    return session_decisions(200) + session_decisions(24)


def test_every_move_says_why_in_a_sentence_of_the_catalogue(seen: list[tuple[Situation, Decision]]) -> None:
    used: Counter[str] = Counter()
    for _, decision in seen:
        why = decision.why
        assert why.sentence in SENTENCES and (why.then is None or why.then in SENTENCES)
        assert decision.reason == why.english()
        assert "{" not in decision.reason and decision.reason.endswith(".")
        used[why.sentence] += 1
    # Deep and short stacks between them use most of the sentences: the reasons are not one stock phrase.
    assert len(used) >= 14


def test_reasons_are_translated_in_their_own_context(seen: list[tuple[Situation, Decision]]) -> None:
    asked: list[str] = []

    def translator(context: str, source: str, disambiguation: str | None = None, n: int = -1, /) -> str:
        asked.append(context)
        return "«" + source + "»"

    with i18n.using(translator):
        for _, decision in seen[:40]:
            text = decision.why.text()
            assert text.startswith("«") and "{" not in text
            assert decision.why.english() == decision.reason  # the English stays English
    assert set(asked) == {CONTEXT}


def test_think_time_grows_with_the_stake(seen: list[tuple[Situation, Decision]]) -> None:
    """Folding first in is quick; calling or making an all-in takes longest; all within the bounds."""
    quick = [d.think for s, d in seen if s.street == 0 and d.action == "fold" and s.raises == 0]
    all_in = [d.think for s, d in seen if (d.action == "check_or_call" and s.to_call >= s.stack > 0)
              or (d.action == "bet_or_raise" and d.amount == s.own_bet + s.stack)]
    assert quick and all_in
    assert statistics.fmean(quick) < 1.0 < statistics.fmean(all_in)
    assert all(SHORTEST <= d.think <= LONGEST for _, d in seen)
