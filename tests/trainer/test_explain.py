"""Explanations in a floor supervisor's words, with true arithmetic.

Many generated questions (seeds × kinds × difficulties): every sum written out adds up, and the numbers it
arrives at are the engine's. Named scenarios: a call all-in for less, an unopened street, an opening bet, the
first *active* player left of the button, odd chips only when there is one, the rule cited where it applies,
and an all-in player who won named in the showdown order.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dealerdesk.evaluation.cards import cards_in_prose, parse_cards
from dealerdesk.rules.players import player_code
from dealerdesk.rules.records import BetOrRaise
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.explain import explain
from dealerdesk.trainer.kinds.call_hand import calls as hand_calls
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.kinds.rake.mistakes import received_of
from tests.rules.scenario import make_hand, play
from tests.trainer.built import generated, question_of

NUMBER = r"\d+(?: \([^()]*\))?"
"""An amount, possibly followed by whose it is: ``25 (Seat 4)``."""
SUM = re.compile(rf"(?<!× )((?:{NUMBER} [+−] )+{NUMBER}(?: dead money)?) = \+?(\d+)")
"""``a + b − c = d`` (and a side pot's ``… + 200 dead money = d``), not the end of a product."""
PRODUCT = re.compile(r"(\d+) × (\d+)(?: \+ (\d+))? = (\d+)")
"""``stacks × 5 + short = chips`` (a colour of a pot counted in stacks of five)."""
HALVES = re.compile(r"(\d+) = high half (\d+) \+ low half (\d+)")


def sums_in(line: str) -> list[tuple[int, int]]:
    """Every written sum of a line as (what the terms add up to, what the line says they make)."""
    found = []
    for match in SUM.finditer(line):
        terms = re.findall(r"([+−]?) ?(\d+)(?: \([^()]*\))?", match.group(1))
        total = sum(-int(n) if sign == "−" else int(n) for sign, n in terms)
        found.append((total, int(match.group(2))))
    for match in HALVES.finditer(line):
        found.append((int(match.group(2)) + int(match.group(3)), int(match.group(1))))
    for match in PRODUCT.finditer(line):
        found.append((int(match.group(1)) * int(match.group(2)) + int(match.group(3) or 0), int(match.group(4))))
    return found


def test_the_sum_reader_reads_what_the_explanations_write() -> None:
    assert sums_in("Bets in front of the players: 25 (Seat 4) + 50 (Seat 6) = 75.") == [(75, 75)]
    assert sums_in("the call is 1553 − 1100 = 453, and 10 + 5 = 16") == [(453, 453), (15, 16)]
    assert sums_in("Main pot: up to 634 from each player: 100 + 634 + 200 dead money = 934; …") == [(934, 934)]
    assert sums_in("Main pot (101; …): 101 = high half 51 + low half 50: …") == [(101, 101)]
    assert sums_in("green (25): 7 × 5 + 2 = 37 chips, worth 925; black (100): 3 × 5 = 16 chips") == [(37, 37),
                                                                                                   (15, 16)]


def amounts(line: str) -> list[int]:
    """The numbers of a line, its rule citations left out."""
    return [int(n) for n in re.findall(r"(?<!\w)\d+(?!\w)", CITATION.sub("", line))]


def check_arithmetic(question: Question, lines: list[str]) -> None:
    """Every sum adds up, every " = " is one of them, and the explanation reaches the engine's answer."""
    for line in lines:
        sums = sums_in(line)
        assert all(total == said for total, said in sums), (question.kind, line)
        assert line.removeprefix("Minimum raise-to = ").count(" = ") == len(sums), ("a result not a sum", line)
    hand, answer = question.hand, question.answer
    kind = question.kind
    if kind is Kind.POT_LIMIT:
        pot = hand.pot_total + hand.pot_allowance
        assert any(line.startswith("The pot on the table: ") and amounts(line)[-1] == pot for line in lines)
        assert amounts(lines[-1])[-1] == answer["max_raise_to"]
    elif kind is Kind.MIN_RAISE:
        if answer["min_raise_to"] is not None:
            assert amounts(lines[-1])[-1] == answer["min_raise_to"], lines
        if hand.current_bet:
            assert answer["to_call"] in amounts(lines[0])
    elif kind is Kind.LIMIT_BETTING:
        assert answer["to_call"] in amounts(lines[-2]), lines
        if answer["min_raise_to"] is not None:
            assert amounts(lines[-1])[-1] == answer["min_raise_to"], lines
        assert str(hand.limit_bet) in lines[0]
    elif kind is Kind.SIDE_POTS:
        pot_lines = [line for line in lines if line.startswith(("Main pot:", "Side pot"))]
        assert [amounts(line.split(" = ")[1])[0] for line in pot_lines] == [p["amount"] for p in answer["pots"]]
        for pot_line, pot in zip(pot_lines, answer["pots"], strict=True):
            assert pot_line.endswith("it can be won by " + ", ".join(map(question.name_of, pot["eligible"])) + ".")
        for player, amount in answer["returned"].items():
            assert f"Nobody called the last {amount} of {question.name_of(player)}: it goes back" in "\n".join(lines)
        put_in = sum(hand.starting_stacks) - sum(hand.stacks) + sum(hand.returned.values())  # before any return
        if len(answer["pots"]) + len(answer["returned"]) > 1:
            check = next(line for line in lines if line.startswith("Check: "))
            assert amounts(check)[-1] == put_in == sum(p["amount"] for p in answer["pots"]) + sum(
                answer["returned"].values())
    elif kind is Kind.SHOWDOWN_ORDER:
        if answer["all_in_showdown"]:
            all_in = [question.name_of(f"p{p + 1}") for p in hand.all_in_players]
            assert all_in and all(name in lines[0] for name in all_in), lines[0]
            assert "(TDA 16)" in lines[0]
        else:
            order = ", ".join(map(question.name_of, answer["showdown_order"]))
            assert lines[-1 if "killed" not in answer else 0].endswith(f"so the order is: {order}.") or any(
                line.endswith(f"so the order is: {order}.") for line in lines)
        if "killed" in answer:
            killed = answer["killed"]
            assert (f"The dealer kills the hands that win nothing: {', '.join(map(question.name_of, killed))}."
                    if killed else "Every hand still in wins a share: the dealer kills none.") in lines
    elif kind is Kind.RAKE:
        taken = hand.rake_taken
        assert taken is not None
        if taken.flop_seen:
            assert any(line.endswith(f" {answer['rake']}.") for line in lines if "rake" in line), lines
        else:
            assert any("no flop, no drop" in line for line in lines)
        received = {question.seat_of(p): n for p, n in received_of(hand).items()}
        assert lines[-1] == "Each winner receives: " + ", ".join(
            f"Seat {seat}: {n}" for seat, n in sorted(received.items())) + "."
        for index, built in enumerate(hand.pots()[0]):
            head = ("Main pot" if index == 0 else f"Side pot {index}") + f": {built.amount}"
            assert any(line.startswith(head) for line in lines), (head, lines)
    elif kind is Kind.CALL_HAND:
        right = hand_calls.called(question)
        assert f"The call: {right.words()}." in lines
        assert all(c in "\n".join(lines) for c in cards_in_prose(parse_cards(right.cards)).split())
    elif kind is Kind.CHIPS:
        if answer["to_call"] is None:  # colour-up: the last line says the coloured-up chips and how many
            assert f"{sum(answer['colour_up'].values())} chips instead of {sum(answer['pot_chips'].values())}" in \
                lines[-1]
        elif answer["tendered"] is not None:
            assert amounts(lines[0])[-1] == answer["change"]
        else:
            assert amounts(lines[-1])[-1] == answer["pot_total"]
    elif kind is Kind.BUTTON_BLINDS:
        # The steps reach the table's plan: the big blind, the small blind or why there is none, the button, each
        # post beside the blinds, and the seats dealt in.
        text = "\n".join(lines)
        assert sorted(amounts(lines[-1].split(": ")[-1])) == answer["next_dealt_in"]
        assert f"Seat {answer['next_big_blind']}" in text
        small = answer["next_small_blind"]
        assert f"Seat {small}" in text if small is not None else "no small blind this hand" in text
        for seat, (live, dead) in answer["next_posts"].items():
            assert any(f"Seat {seat} " in line and (f"{live} live" in line or f"{dead} dead" in line)
                       for line in lines), (seat, lines)
    elif kind is Kind.WHOSE_ACTION:
        # The steps end on the engine's actor, and list every player the round still waits for, in order.
        actor = answer["actor"]
        if actor is None:
            assert "The round is over" in lines[-1]
        else:
            assert lines[-1] == f"So the action is on {question.name_of(actor)}."
            waiting = [question.seat_name(player_code(p)) for p in hand.waiting_for]
            assert waiting[0] == question.seat_name(actor)
            still = next(line for line in lines if line.startswith("Still to act, in order: "))
            assert [part.split(" (")[0] for part in still.removeprefix("Still to act, in order: ").split(", ")] == \
                waiting
    else:
        text = "\n".join(lines)
        for award in answer["awards"]:
            assert f"{question.name_of(award['player'])} {award['amount']}" in text
        for index, built in enumerate(hand.pots()[0]):
            head = ("Main pot" if index == 0 else f"Side pot {index}") + f" ({built.amount}; "
            assert any(line.startswith(head) for line in lines)


@pytest.mark.parametrize("kind", list(Kind))
def test_the_arithmetic_of_many_explanations_adds_up_to_the_engines_numbers(kind: Kind) -> None:
    checked = 0
    for question in generated((kind,)):
        check_arithmetic(question, explain(question))
        checked += 1
    assert checked == 3 * 4 * 12


def test_odd_chips_are_mentioned_exactly_when_there_are_some() -> None:
    """Read off the engine's awards: a pot or half has an odd chip when its tied shares differ, or when a hi/lo
    pot's halves do."""
    with_odd = without = 0
    for question in generated((Kind.WINNER, Kind.HI_LO_SPLIT)):
        awards = question.answer["awards"]
        lines = explain(question)
        for index, _pot in enumerate(question.hand.pots()[0]):
            mine = [a for a in awards if a["pot"] == index]
            odd = False
            for half in ("whole", "high", "low"):
                part = [a["amount"] for a in mine if a["half"] == half]
                odd = odd or len(set(part)) > 1
            halves = [sum(a["amount"] for a in mine if a["half"] == h) for h in ("high", "low")]
            odd = odd or (halves[1] > 0 and halves[0] != halves[1])
            head = ("Main pot" if index == 0 else f"Side pot {index}") + " ("
            pot_text = "\n".join(_pot_block(lines, head))
            assert ("odd chip" in pot_text) == odd, (pot_text, mine)
            with_odd += odd
            without += not odd
    assert with_odd > 5 and without > 50


def _pot_block(lines: list[str], head: str) -> list[str]:
    """A pot's line and the indented half lines under it."""
    block: list[str] = []
    for line in lines:
        if line.startswith(head):
            block = [line]
        elif block and line.startswith("  "):
            block.append(line)
        elif block:
            break
    return block


# -- citations ---------------------------------------------------------------------------------------------

CITED_IN = {
    "TDA 15-B": ("3", "TDA 15-B"),
    "TDA 16": ("4.2", "TDA 16"),
    "TDA 17-A": ("4.1", "TDA 17-A"),
    "TDA 20-A": ("5", "TDA 20-A"),
    "TDA 20-C": ("5", "TDA 20-C"),
    "TDA 43-A": ("2.3", "TDA 43-A"),
    "TDA 47-A": ("2.3", "TDA 47-A"),
    "TDA 54-B": ("2.4", "TDA 54-B"),
    "RRoP §3": ("2.2", "RRoP §3"),
    "RRoP §7": ("5", "RRoP §7"),
    "RRoP §14": ("2.3", "RRoP §14"),
    "RRoP §14, pot limit": ("2.4", "RRoP §14"),
    "RRoP Ties": ("5", "RRoP Ties"),
    "RRoP §3 r3": ("2.2", "RRoP §3 r3"),
    "RRoP §3 r4": ("2.2", "RRoP §3 r4"),
    "TDA 48": ("2.2", "TDA 48"),
    "TDA 47-B": ("2.5", "TDA 47-B"),
    "TDA 47-B; RRoP §3 r6": ("2.5", "TDA 47-B; RRoP §3 r6"),
    "RRoP §4 2b; TDA 32": ("1.5", "RRoP §4 2b"),
    "RRoP §4 r2": ("1.5", "RRoP §4 r2"),
    "TDA 34-B; RRoP §4": ("1.3", "TDA 34-B; RRoP §4"),
    "RRoP §4": ("1.6", "RRoP §4"),
    "TDA 8-A, 10-A": ("1.6", "TDA 8-A, 10-A"),
    "TDA 30": ("10", "TDA 30"),
}
"""Every rule an explanation cites, with the section of the project's rules digest (docs/RULES.md) that rules the
point and the citation there."""
CITATION = re.compile(r"\((TDA [^)]*|RRoP [^)]*)\)")


def rules_section(number: str) -> str:
    """The text of a RULES.md section (``"2.3"`` or a whole chapter, ``"5"``)."""
    text = (Path(__file__).resolve().parents[2] / "docs" / "RULES.md").read_text(encoding="utf-8")
    if "." in number:
        start = text.index(f"**{number} ")
        end = text.find("\n**", start + 1)
        chapter_end = text.find("\n## ", start)
        return text[start:min(e for e in (end, chapter_end) if e != -1)]
    start = text.index(f"\n## {number}. ")
    return text[start:text.find("\n## ", start + 1)]


def test_every_citation_is_the_rule_rules_md_gives_for_it() -> None:
    cited: set[str] = set()
    for question in generated():
        for line in explain(question):
            cited.update(CITATION.findall(line))
    for question in scenario_questions():
        for line in explain(question):
            cited.update(CITATION.findall(line))
    assert cited <= set(CITED_IN), cited - set(CITED_IN)
    assert {"TDA 16", "TDA 17-A", "TDA 43-A", "TDA 47-A", "TDA 15-B", "TDA 20-C", "RRoP §14"} <= cited
    for citation, (section, there) in CITED_IN.items():
        assert there in rules_section(section), (citation, section)


# -- named scenarios ---------------------------------------------------------------------------------------


def call_all_in_for_less() -> Question:
    """Blinds 50/100: the button raises to 600; the big blind has 146 behind its 100 in front."""
    hand = make_hand("NT", [1000, 246, 5000], (50, 100))
    play(hand, "p3 cbr 600", "p1 f")
    return question_of(hand, Kind.MIN_RAISE, 3)


def unopened_flop(code: str = "NT") -> Question:
    hand = make_hand(code, [5000, 5000, 5000], (50, 100))
    play(hand, "p3 cc", "p1 cc", "p2 cc", "db 2c7d9h", "p1 cc")
    return question_of(hand, Kind.MIN_RAISE, 1)


def opening_bet() -> Question:
    hand = make_hand("NT", [5000, 5000, 5000], (50, 100))
    play(hand, "p3 cc", "p1 cc", "p2 cc", "db 2c7d9h", "p1 cbr 300")
    return question_of(hand, Kind.MIN_RAISE, 1)


def short_opening_bet() -> Question:
    """Seat 1 has 40 left on the flop and bets it: less than the minimum bet of 100."""
    hand = make_hand("NT", [140, 5000, 5000], (50, 100))
    play(hand, "p3 cc", "p1 cc", "p2 cc", "db 2c7d9h", "p1 cbr 40")
    return question_of(hand, Kind.MIN_RAISE, 3)


def not_reopened() -> Question:
    """Flop: Seat 1 bets 300, Seat 2 calls, Seat 3 raises all-in to 450 (+150, short); back to Seat 1."""
    hand = make_hand("NT", [5000, 5000, 550], (50, 100))
    play(hand, "p3 cc", "p1 cc", "p2 cc", "db 2c7d9h", "p1 cbr 300", "p2 cc", "p3 cbr 450")
    return question_of(hand, Kind.MIN_RAISE, 3)


def nobody_left_to_call() -> Question:
    """Heads-up on the flop, the only opponent bets all-in: a raise could never be called."""
    hand = make_hand("NT", [5000, 800], (100, 50))
    play(hand, "p2 cc", "p1 cc", "db 2c7d9h", "p1 cc", "p2 cbr 700")
    return question_of(hand, Kind.MIN_RAISE, 3)


def checked_river() -> Question:
    hand = make_hand("NT", [5000, 5000, 5000], (50, 100))
    play(hand, "p3 cbr 300", "p1 f", "p2 cc", "db 2c7d9h", "p2 cc", "p3 cc", "db Jc", "p2 cc", "p3 cc", "db 4s",
         "p2 cc", "p3 cc")
    return question_of(hand, Kind.SHOWDOWN_ORDER, 1)


def even_split() -> Question:
    """Heads-up, the board plays: Seats 1 and 2 split 200 (100 each), no odd chip."""
    hand = make_hand("NT", [5000, 5000], (100, 50), holes=["4h5h", "4c6d"])
    play(hand, "p2 cc", "p1 cc", "db AsKsQs", "p1 cc", "p2 cc", "db Js", "p1 cc", "p2 cc", "db Ts", "p1 cc", "p2 cc",
         "p1 sm 4h5h", "p2 sm 4c6d")
    return question_of(hand, Kind.WINNER, 2)


def odd_split() -> Question:
    """Blinds 1/2, the small blind folds: 5 chips split between Seats 2 and 3, the odd chip to Seat 2."""
    hand = make_hand("NT", [500, 500, 500], (1, 2), holes=["2c3d", "4h5h", "4c6d"])
    play(hand, "p3 cc", "p1 f", "p2 cc", "db AsKsQs", "p2 cc", "p3 cc", "db Js", "p2 cc", "p3 cc", "db Ts",
         "p2 cc", "p3 cc", "p2 sm 4h5h", "p3 sm 4c6d")
    return question_of(hand, Kind.WINNER, 2)


def even_hi_lo() -> Question:
    """Omaha hi/lo heads-up: 400 in the pot, one high and one low: 200 each, no odd chip."""
    hand = make_hand("PO/8", [5000, 5000], (100, 50), holes=["KhKdQcQs", "Ah2h9c9d"])
    play(hand, "p2 cc", "p1 cbr 200", "p2 cc", "db Kc7d3s", "p1 cc", "p2 cc", "db 5h", "p1 cc", "p2 cc",
         "db Jd", "p1 cc", "p2 cc", "p1 sm KhKdQcQs", "p2 sm Ah2h9c9d")
    return question_of(hand, Kind.HI_LO_SPLIT, 1)


def all_in_winner() -> Question:
    """Seat 1 is all-in before the flop and wins the pot; Seats 2 and 3 check it down with chips behind."""
    hand = make_hand("NT", [500, 5000, 5000], (50, 100), holes=["AsAh", "KdKc", "QhQc"])
    play(hand, "p3 cc", "p1 cbr 500", "p2 cc", "p3 cc", "db 2c7d9h", "p2 cc", "p3 cc", "db Jc", "p2 cc", "p3 cc",
         "db 4s", "p2 cc", "p3 cc", "p1 sm AsAh", "p2 sm KdKc", "p3 sm QhQc")
    return question_of(hand, Kind.SHOWDOWN_ORDER, 3)


def earlier_aggressor() -> Question:
    """Seat 3 raised before the flop; Seat 2 bets the river: only the river counts."""
    hand = make_hand("NT", [5000, 5000, 5000], (50, 100))
    play(hand, "p3 cbr 300", "p1 f", "p2 cc", "db 2c7d9h", "p2 cc", "p3 cc", "db Jc", "p2 cc", "p3 cc", "db 4s",
         "p2 cbr 500", "p3 cc")
    return question_of(hand, Kind.SHOWDOWN_ORDER, 1)


def scenario_questions() -> list[Question]:
    return [call_all_in_for_less(), unopened_flop(), unopened_flop("PO"), opening_bet(), short_opening_bet(),
            not_reopened(), nobody_left_to_call(), checked_river(), even_split(), odd_split(), even_hi_lo(),
            all_in_winner(), earlier_aggressor()]


def test_a_call_all_in_for_less_says_so() -> None:
    question = call_all_in_for_less()
    assert question.answer == {"actor": "p2", "to_call": 146, "min_raise_to": None}
    lines = explain(question)
    assert lines[0] == ("The bet to match is 600; Seat 2 has 100 in front, so a full call would be 600 − 100 = 500, "
                        "but Seat 2 has only 146 behind: calling puts Seat 2 all-in for less, 146.")
    assert lines[-1] == ("Seat 2 has no chips beyond the call, so there is nothing to raise with: fold or call "
                         "only.")
    assert not any("the call is 146" in line for line in lines)


@pytest.mark.parametrize("code", ["NT", "PO"])
def test_an_unopened_street_asks_the_minimum_bet_not_a_raise(code: str) -> None:
    lines = explain(unopened_flop(code))
    assert lines == ["Nobody has bet yet on the flop: Seat 2 may check or bet.",
                     "The smallest bet is the minimum bet, one big blind: 100 (RRoP §14)."]
    assert not any("raise" in line for line in lines)


def test_pot_limit_on_an_unopened_street_is_a_bet_of_the_pot() -> None:
    hand = make_hand("PO", [5000, 5000, 5000], (50, 100))
    play(hand, "p3 cc", "p1 cc", "p2 cc", "db 2c7d9h", "p1 cc")
    lines = explain(question_of(hand, Kind.POT_LIMIT, 2))
    assert lines == ["Chips already in the middle: 300.", "The pot on the table: 300.",
                     "Nobody has bet yet on the flop: the largest bet is the pot, 300 (RRoP §14, pot limit)."]


def test_pot_limit_call_from_a_bet_in_front() -> None:
    """The big blind facing a raise: its own 100 in front comes off the call, and the sums are written out."""
    hand = make_hand("PO", [5000, 5000, 5000], (50, 100))
    play(hand, "p3 cbr 300", "p1 f")
    lines = explain(question_of(hand, Kind.POT_LIMIT, 2))
    assert lines == [
        "Chips already in the middle: 0.",
        "Bets in front of the players: 50 (Seat 1) + 100 (Seat 2) + 300 (Seat 3) = 450.",
        "The pot on the table: 0 + 450 = 450.",
        "Seat 2 has 100 in front, so the call is 300 − 100 = 200.",
        "Seat 2 must first call 200: the pot after the call is 450 + 200 = 650.",
        "A pot raise adds that much to the 300 bet: raise to 300 + 650 = 950 (RRoP §14, pot limit).",
    ]
    assert question_of(hand, Kind.POT_LIMIT, 2).answer["max_raise_to"] == 950


def test_an_opening_bet_is_a_bet_not_a_full_raise() -> None:
    lines = explain(opening_bet())
    assert lines == ["The bet to match is 300; Seat 2 has nothing in front, so the call is 300.",
                     "Seat 1 bets 300: a full bet.",
                     "The last full bet or raise of this street added 300: a raise must add at least as much "
                     "(TDA 43-A).",
                     "Minimum raise-to = 300 + 300 = 600."]
    assert not any("full raise" in line for line in lines[:2])


def test_a_short_opening_all_in_bet_is_less_than_the_minimum_bet() -> None:
    question = short_opening_bet()
    assert question.answer["min_raise_to"] == 140
    lines = explain(question)
    assert lines[1] == ("Seat 1 bets 40 all-in: less than the minimum bet of 100, so not a full bet; it does not "
                        "reopen the betting for players who have already acted (TDA 47-A).")
    assert lines[-2:] == ["Nobody has made a full bet on this street yet: a raise must still add at least the "
                          "minimum bet, 100 (RRoP §14).", "Minimum raise-to = 40 + 100 = 140."]


def test_a_short_all_in_that_does_not_reopen_cites_tda_47() -> None:
    question = not_reopened()
    assert question.answer == {"actor": "p1", "to_call": 150, "min_raise_to": None}
    lines = explain(question)
    assert lines[2] == ("Seat 3 raises all-in to 450 (450 − 300 = +150): less than a full raise of 300, so it does "
                        "not reopen the betting for players who have already acted (TDA 47-A).")
    assert lines[-1] == ("Seat 1 already acted at 300; since then the bet has gone up only 450 − 300 = +150, less "
                         "than a full raise of 300: the betting is not reopened for Seat 1, so fold or call only "
                         "(TDA 47-A).")


def test_nobody_left_to_call_is_not_blamed_on_tda_47() -> None:
    question = nobody_left_to_call()
    assert question.answer["min_raise_to"] is None
    last = explain(question)[-1]
    assert last == ("Every other player still in is all-in or could only call: nobody could call a raise, so Seat 1 "
                    "may fold or call only.")
    assert "TDA 47" not in last


def test_the_first_active_player_left_of_the_button_shows_first() -> None:
    question = checked_river()
    assert question.answer == {"showdown_order": ["p2", "p3"], "all_in_showdown": False}
    assert explain(question) == [
        "Nobody bet on the river, the final betting round: the first active player left of the button shows first, "
        "Seat 2 (TDA 17-A).",
        "Betting on earlier streets does not count (Seat 3 bet or raised last there).",
        "The others follow clockwise, so the order is: Seat 2, Seat 3.",
    ]


def test_only_the_final_rounds_bet_decides() -> None:
    question = earlier_aggressor()
    assert question.answer["showdown_order"] == ["p2", "p3"]
    assert explain(question)[:2] == [
        "The last bet or raise on the river, the final betting round, was Seat 2's: that hand is shown first "
        "(TDA 17-A).",
        "Betting on earlier streets does not count (Seat 3 bet or raised last there).",
    ]


def test_no_odd_chip_sentence_without_an_odd_chip() -> None:
    question = even_split()
    assert [a["amount"] for a in question.answer["awards"]] == [100, 100]
    lines = explain(question)
    assert lines[-1] == "Main pot (200; Seat 1, Seat 2 can win it): Seat 1 100 and Seat 2 100 — split evenly."
    assert not any("odd chip" in line for line in lines)


def test_an_odd_chip_goes_to_the_first_tied_winner_left_of_the_button() -> None:
    question = odd_split()
    assert [(a["player"], a["amount"]) for a in question.answer["awards"]] == [("p2", 3), ("p3", 2)]
    assert explain(question)[-1] == (
        "Main pot (5; Seat 2, Seat 3 can win it): Seat 2 3 and Seat 3 2 — split as evenly as possible: the odd chip "
        "goes to Seat 2, the first tied winner left of the button (TDA 20-A).")


def test_an_even_hi_lo_pot_has_no_odd_chip_for_the_high_half() -> None:
    question = even_hi_lo()
    lines = explain(question)
    assert "Main pot (400; Seat 1, Seat 2 can win it): 400 = high half 200 + low half 200." in lines
    assert not any("odd chip" in line for line in lines)


def test_an_all_in_player_who_won_is_named_in_the_showdown_order() -> None:
    """Issue 12 point 1: once the pots are paid, the all-in winner has chips again; the explanation reads the
    engine's fact about the betting (``all_in_players``), not the final stacks."""
    question = all_in_winner()
    hand = question.hand
    assert question.answer["all_in_showdown"] and all(hand.stacks)
    lines = explain(question)
    assert lines[0] == ("Seat 1 is all-in and the betting is over: every hand is turned face up at once, and none may "
                        "be mucked (TDA 16).")
    assert "Winners: Seat 1 — Main pot." in lines
    assert lines[-1] == "The dealer kills the hands that win nothing: Seat 2, Seat 3."


def test_several_all_in_players_are_all_named() -> None:
    for question in generated((Kind.SHOWDOWN_ORDER,)):
        if question.answer["all_in_showdown"] and len(question.hand.all_in_players) > 1:
            assert " are all-in and the betting is over" in explain(question)[0]
            return
    pytest.fail("no showdown with several players all-in was dealt")


def test_every_bet_and_raise_of_the_street_is_told_once() -> None:
    for question in generated((Kind.MIN_RAISE,)):
        lines = explain(question)
        raises = question.hand.street_raises
        told = [line for line in lines if re.match(r"^Seat \d+(?: \([^)]*\))? (bets|raises)", line)]
        assert len(told) == len(raises)
        for line, record in zip(told, raises, strict=True):
            assert isinstance(record, BetOrRaise) and str(record.raise_to) in line
            assert ("full" in line and "less than" not in line) == record.full, line
