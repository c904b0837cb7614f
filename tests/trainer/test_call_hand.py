"""Calling the hand: every generated call equals ``dealerdesk solve`` on the exported hand, each named mistake is
recognised, the call is read from one line as a dealer says it in English, Thai and Hungarian (every call the
engine makes reads back to itself), and what is not a call gets a message naming the word, with the nearest."""

from __future__ import annotations

import contextlib
import io
import random
import re
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerdesk import i18n
from dealerdesk.evaluation import HandCategory, hand_name, read_holdem, read_omaha_high
from dealerdesk.evaluation.calling import RANK_LETTERS, Rule, call_holdem, call_of_rank, low_ranks, omaha_low_misreads
from dealerdesk.evaluation.names import RANK_PLURALS, RANK_WORDS, call_name
from dealerdesk.history import dumps, loads
from dealerdesk.history.replay import replay
from dealerdesk.rules.game import Game
from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core import mistakes
from dealerdesk.trainer.core.answers import AnswerError
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.grading import grade
from dealerdesk.trainer.kinds.call_hand import calls as H
from dealerdesk.trainer.kinds.call_hand.kind import lower_pair_decides
from dealerdesk.trainer.kinds.call_hand.line import TypedCall, read_call
from dealerdesk.trainer.kinds.call_hand.words import say_line
from dealerdesk.trainer.kinds.names import Kind
from tests.solved import solve
from tests.trainer.test_fair_grading import catalogue
from tools.translations import THAI_RANK_IN_WORDS

KIND = kind_of(Kind.CALL_HAND)


def check(question: Question) -> None:
    """The exported hand solves to the stored calls; the asked call names what the evaluator's reading names; the
    right answer is graded right."""
    hand = replay(loads(dumps(question.history)))
    assert solve(hand)["calls"] == question.answer["calls"]
    right = H.called(question)
    player = int(right.player[1:]) - 1
    hole, board = hand.shown[player], hand.board
    reading = read_holdem([*hole, *board]) if hand.variant.game is Game.HOLDEM else read_omaha_high(hole, board)
    assert call_name(right.name, right.ranks) == hand_name(reading.rank)
    assert len([c for c in right.cards[::2] if c]) == 5
    verdict = grade(question, KIND.right_answer(question))
    assert verdict.correct and verdict.cause is None
    assert KIND.pattern_of(hand) in KIND.patterns


@pytest.mark.parametrize("difficulty", [1, 2, 3, 4])
def test_calls_equal_the_engine_on_the_exported_hand(difficulty: int) -> None:
    rng = random.Random(f"calls-{difficulty}")
    for number in range(40):
        check(generate(Request(Kind.CALL_HAND, difficulty), rng, key=str(number)))


def test_the_patterns_are_spread_by_difficulty() -> None:
    seen: dict[int, set[str]] = {}
    for difficulty in (1, 3):
        rng = random.Random(f"spread-{difficulty}")
        seen[difficulty] = {KIND.pattern_of(generate(Request(Kind.CALL_HAND, difficulty), rng).hand) for _ in range(30)}
    assert not seen[1] & {*H.TRAPS, H.LOW_CALL}
    assert {*H.TRAPS, H.LOW_CALL, H.KICKER} <= seen[3]


# -- the named mistakes -----------------------------------------------------------------------------------------


def find(
    difficulty: int, game: Game | None, wanted: Callable[[Question], dict[str, object] | None]
) -> tuple[Question, dict[str, object]]:
    rng = random.Random(f"mistake-{difficulty}-{game}")
    for _ in range(200):
        question = generate(Request(Kind.CALL_HAND, difficulty, game), rng)
        answer = wanted(question)
        if answer is not None:
            return question, answer
    raise AssertionError("no question for this mistake")


def right(question: Question) -> dict[str, object]:
    return dict(KIND.right_answer(question))


def assert_named(question: Question, answer: dict[str, object], cause: str) -> None:
    verdict = grade(question, answer)
    assert not verdict.correct and verdict.cause == cause, (verdict.parts, answer)
    assert mistakes.label(cause)


def test_the_board_called_is_named_and_another_wrong_hand_is_not() -> None:
    """Calling the board's own hand is a rule misapplied, named; a hand no slip gives (here four of a kind) is
    named nothing: it is not "the wrong hand called" whatever it is."""

    def board_called(q: Question) -> dict[str, object] | None:
        called = H.called(q)
        board = call_holdem(q.hand.board)
        if called.kickers_deciding or (board.name, board.ranks) == (called.name, called.ranks):
            return None
        if HandCategory.FOUR_OF_A_KIND.label in (board.name, called.name):
            return None
        return {**right(q), "hand": board.name, "ranks": board.rank_text.split()}

    question, answer = find(1, Game.HOLDEM, board_called)
    assert_named(question, answer, H.BOARD_CALLED)
    verdict = grade(question, {**answer, "hand": HandCategory.FOUR_OF_A_KIND.label})
    assert not verdict.correct and verdict.cause is None


def test_ranks_in_the_wrong_order() -> None:
    def reversed_ranks(q: Question) -> dict[str, object] | None:
        answer = right(q)
        ranks = list(answer["ranks"])  # type: ignore[call-overload]
        return {**answer, "ranks": ranks[::-1]} if len(ranks) == 2 else None

    question, answer = find(1, Game.HOLDEM, reversed_ranks)
    assert_named(question, answer, H.RANK_ORDER)


def test_kicker_left_out_where_it_decides() -> None:
    def no_kicker(q: Question) -> dict[str, object] | None:
        answer = right(q)
        return {**answer, "kickers": []} if answer["kickers"] else None

    question, answer = find(2, Game.HOLDEM, no_kicker)
    assert_named(question, answer, H.KICKER_MISSING)
    assert any("kicker decides" in line for line in grade(question, answer).explanation)


def misread(trap: str) -> Callable[[Question], dict[str, object] | None]:
    """The call the question's slip for this misread gives: the misread's hand and ranks (the evaluator's), the
    rest right — its own kickers, not the real hand's, where kickers decide."""

    def answer(q: Question) -> dict[str, object] | None:
        player, pattern = H.asked(q.hand)
        if pattern != trap:
            return None
        found = next(m for m in H.misreads(q.hand, player) if H.trap_of(m) == trap)
        wanted = {"hand": found.call.name, "ranks": found.call.rank_text.split()}
        return next((call for _cause, call in H.call_slips(q) if {k: call[k] for k in wanted} == wanted), None)

    return answer


@pytest.mark.parametrize(
    ("trap", "cause"),
    [(H.THREE_HOLE, H.THREE_HOLE_READ), (H.ONE_SUITED_FLUSH, H.ONE_SUITED_FLUSH_READ), (H.ONE_HOLE, H.ONE_HOLE_READ)],
)
def test_omaha_misreads(trap: str, cause: str) -> None:
    question, answer = find(4, Game.OMAHA, misread(trap))
    assert_named(question, answer, cause)
    assert any(line.startswith("Not ") for line in grade(question, answer).explanation)


def test_a_misread_low_is_named_by_its_rule_and_another_wrong_low_is_not() -> None:
    """A low read by a wrong rule (the evaluator's low misread, the high right) is named by that rule; a low no
    slip gives is named nothing (no longer "the wrong low called")."""

    def misread_low(q: Question) -> dict[str, object] | None:
        player, _pattern = H.asked(q.hand)
        lows = omaha_low_misreads(q.hand.shown[player], q.hand.board)
        if not lows:
            return None
        said = [RANK_LETTERS[r] for r in lows[0].low]
        return next((call for _cause, call in H.call_slips(q)
                     if call["low"] != right(q)["low"] and said[: len(call["low"])] == call["low"]), None)

    question, answer = find(4, Game.OMAHA_HILO, misread_low)
    player, _pattern = H.asked(question.hand)
    rule = omaha_low_misreads(question.hand.shown[player], question.hand.board)[0].rule
    assert_named(question, answer, H.THREE_HOLE_READ if rule is Rule.THREE_HOLE else H.ONE_HOLE_READ)
    slips = [call["low"] for _cause, call in H.call_slips(question)]
    other = next(low for low in (["8", "7"], ["6", "5"], ["7", "6"])
                 if low not in slips and low != right(question)["low"])
    verdict = grade(question, {**right(question), "low": other})
    assert not verdict.correct and verdict.cause is None


def test_one_suited_flush_explained_with_the_five_cards() -> None:
    question, _answer = find(4, Game.OMAHA, misread(H.ONE_SUITED_FLUSH))
    lines = KIND.explain(question)
    assert "Omaha plays exactly two hole cards and three from the board" in lines[1]
    assert any("only one card of the suit" in line for line in lines)


# -- reading the call typed in one line ----------------------------------------------------------------------

FULL, TWO, PAIR, TRIPS, HIGH = "Full house", "Two pair", "Pair", "Three of a kind", "High card"
A, K, Q, J, T = 12, 11, 10, 9, 8


@pytest.mark.parametrize(
    ("typed", "call"),
    [
        ("kings full of sixes", TypedCall(FULL, (K, 4))),
        ("Kings full of 6s", TypedCall(FULL, (K, 4))),
        ("full house, kings over sixes", TypedCall(FULL, (K, 4))),
        ("queen-high straight", TypedCall("Straight", (Q,))),
        ("straight to the queen", TypedCall("Straight", (Q,))),
        ("ace-high flush", TypedCall("Flush", (A,))),
        ("flush, ace-king", TypedCall("Flush", (A,), (K,))),
        ("Flush, ace high, king-seven kicker", TypedCall("Flush", (A,), (K, 5))),
        ("three aces", TypedCall(TRIPS, (A,))),
        ("trip nines", TypedCall(TRIPS, (7,))),
        ("set of fours", TypedCall(TRIPS, (2,))),
        ("a set of fours", TypedCall(TRIPS, (2,))),
        ("aces up", TypedCall(TWO, (A,))),
        ("aces and eights", TypedCall(TWO, (A, 6))),
        ("two pair, kings and sevens", TypedCall(TWO, (K, 5))),
        ("pair of kings, ace kicker", TypedCall(PAIR, (K,), (A,))),
        ("a pair of kings", TypedCall(PAIR, (K,))),
        ("a pair", TypedCall(PAIR)),
        ("king-jack high", TypedCall(HIGH, (K,), (J,))),
        ("king high, jack decides", TypedCall(HIGH, (K,), (J,))),
        ("king high", TypedCall(HIGH, (K,))),
        ("K-J high", TypedCall(HIGH, (K,), (J,))),
        ("eight-seven low", TypedCall("", low=(6, 5))),
        ("seven-six low", TypedCall("", low=(5, 4))),
        ("the wheel", TypedCall("Straight", (3,))),
        ("wheel", TypedCall("Straight", (3,))),
        ("broadway", TypedCall("Straight", (A,))),
        ("steel wheel", TypedCall("Straight flush", (3,))),
        ("royal flush", TypedCall("Royal flush")),
        ("four kings", TypedCall("Four of a kind", (K,))),
        ("deuces", TypedCall(PAIR, (0,))),
        ("treys", TypedCall(PAIR, (1,))),
        ("5s", TypedCall(PAIR, (3,))),
        ("10s", TypedCall(PAIR, (T,))),
        ("5's", TypedCall(PAIR, (3,))),
        ("10-9 high", TypedCall(HIGH, (T,), (7,))),
        ("T9 high", TypedCall(HIGH, (T,), (7,))),
        ("aces up, eight-seven low", TypedCall(TWO, (A,), low=(6, 5))),
        ("aces up and no low", TypedCall(TWO, (A,), low=())),
        ("aces up / seven-five low", TypedCall(TWO, (A,), low=(5, 3))),
        ("aces and eights; wheel low", TypedCall(TWO, (A, 6), low=(3, 2, 1, 0, 12))),
        ("pair of aces, A-2-4 low", TypedCall(PAIR, (A,), low=(2, 0, 12))),
    ],
)
def test_a_call_as_a_dealer_says_it(typed: str, call: TypedCall) -> None:
    assert read_call(typed) == call


@pytest.mark.parametrize(
    ("language", "typed", "call"),
    [
        ("hu", "full house, királyok hatosokkal", TypedCall(FULL, (K, 4))),
        ("hu", "királyok hatosokkal", TypedCall(FULL, (K, 4))),
        ("hu", "ász pár", TypedCall(PAIR, (A,))),
        ("hu", "ász pár, király kicker", TypedCall(PAIR, (A,), (K,))),
        ("hu", "két pár, királyok és hetesek", TypedCall(TWO, (K, 5))),
        ("hu", "ászok és nyolcasok", TypedCall(TWO, (A, 6))),
        ("hu", "három ász", TypedCall(TRIPS, (A,))),
        ("hu", "kilences drill", TypedCall(TRIPS, (7,))),
        ("hu", "drill, kilencesek", TypedCall(TRIPS, (7,))),
        ("hu", "négy király", TypedCall("Four of a kind", (K,))),
        ("hu", "dáma magas sor", TypedCall("Straight", (Q,))),
        ("hu", "sor, dáma a legmagasabb", TypedCall("Straight", (Q,))),
        ("hu", "flöss, ász-király", TypedCall("Flush", (A,), (K,))),
        ("hu", "király-bubi magas", TypedCall(HIGH, (K,), (J,))),
        ("hu", "király magas, bubi dönt", TypedCall(HIGH, (K,), (J,))),
        ("hu", "két pár, ászok, hetes-ötös alsó kéz", TypedCall(TWO, (A,), low=(5, 3))),
        ("hu", "ászok és nyolcasok, nincs alsó kéz", TypedCall(TWO, (A, 6), low=())),
        ("th", "ฟูลเฮาส์ ตองคิง คู่หก", TypedCall(FULL, (K, 4))),
        ("th", "ตองคิงคู่หก", TypedCall(FULL, (K, 4))),
        ("th", "คู่เอซ", TypedCall(PAIR, (A,))),
        ("th", "คู่คิง คิกเกอร์เอซ", TypedCall(PAIR, (K,), (A,))),
        ("th", "ทูแพร์ คู่คิงกับคู่เจ็ด", TypedCall(TWO, (K, 5))),
        ("th", "คู่คิงกับคู่เจ็ด", TypedCall(TWO, (K, 5))),
        ("th", "ตองเก้า", TypedCall(TRIPS, (7,))),
        ("th", "สเตรท ควีนสูงสุด", TypedCall("Straight", (Q,))),
        ("th", "ฟลัช เอซสูงสุด คิกเกอร์ คิง-เจ็ด", TypedCall("Flush", (A,), (K, 5))),
        ("th", "ไพ่สูง คิง ตัดสินที่แจ็ค", TypedCall(HIGH, (K,), (J,))),
        ("th", "โฟร์การ์ดคิง", TypedCall("Four of a kind", (K,))),
        ("th", "รอยัลฟลัช", TypedCall("Royal flush")),
        ("th", "ทูแพร์ คู่เอซ / โลว์ เจ็ด-ห้า", TypedCall(TWO, (A,), low=(5, 3))),
        ("th", "คู่เอซ ไม่มีโลว์", TypedCall(PAIR, (A,), low=())),
        ("th", "คู่ 7", TypedCall(PAIR, (5,))),
        # Thai hand names write the ranks two to ten as digits; a trainee may type the digit or the word
        ("th", "คู่7", TypedCall(PAIR, (5,))),
        ("th", "คู่สอง", TypedCall(PAIR, (0,))),
        ("th", "คู่ 2", TypedCall(PAIR, (0,))),
        ("th", "ตองสาม", TypedCall(TRIPS, (1,))),
        ("th", "ตอง 3", TypedCall(TRIPS, (1,))),
        ("th", "โฟร์การ์ดสี่", TypedCall("Four of a kind", (2,))),
        ("th", "โฟร์การ์ด 4", TypedCall("Four of a kind", (2,))),
        ("th", "ฟูลเฮาส์ ตอง 9 คู่ 6", TypedCall(FULL, (7, 4))),
        ("th", "ฟูลเฮาส์ ตองเก้า คู่ 6", TypedCall(FULL, (7, 4))),
        ("th", "ทูแพร์ คู่ 10 กับคู่ 2", TypedCall(TWO, (8, 0))),
        ("th", "ทูแพร์ คู่สิบกับคู่สอง", TypedCall(TWO, (8, 0))),
        ("th", "สเตรท 5 สูงสุด", TypedCall("Straight", (3,))),
        ("th", "สเตรท ห้าสูงสุด", TypedCall("Straight", (3,))),
        ("th", "ฟลัช เอซสูงสุด คิกเกอร์ คิง-7", TypedCall("Flush", (A,), (K, 5))),
        ("th", "ไพ่สูง คิง ตัดสินที่ 9", TypedCall(HIGH, (K,), (7,))),
        ("th", "ทูแพร์ คู่เอซ / โลว์ 7-5", TypedCall(TWO, (A,), low=(5, 3))),
        ("th", "คู่คิง คิกเกอร์ 8", TypedCall(PAIR, (K,), (6,))),
    ],
)
def test_a_call_in_thai_and_hungarian(language: str, typed: str, call: TypedCall) -> None:
    with i18n.using(catalogue(language)):
        assert read_call(typed) == call
        assert read_call("kings full of sixes") == TypedCall(FULL, (K, 4))  # English is always understood


LANGUAGES = ("en", "th", "hu")


def speaking(language: str) -> i18n.Translator | None:
    return None if language == "en" else catalogue(language)


@pytest.mark.parametrize("language", LANGUAGES)
@given(
    rank=st.integers(1, 7462),
    said=st.integers(0, 4),
    low=st.one_of(st.none(), st.just(0), st.integers(1, 56)),
    low_said=st.integers(2, 5),
)
@settings(max_examples=300)
def test_every_call_the_engine_makes_reads_back(language: str, rank: int, said: int, low: int | None,
                                                low_said: int) -> None:
    """Every hand's call as the verdict says it, with any number of its kickers and any low (or "no low"), read
    back to itself."""
    call = call_of_rank(rank)
    kickers = call.kickers[:said]
    cards = None if low is None else low_ranks(low)[:low_said] if low else ()
    with i18n.using(speaking(language)):
        line = say_line(call.name, call.ranks, kickers, cards)
        assert read_call(line) == TypedCall(call.name, call.ranks, kickers, cards), line


@pytest.mark.parametrize(
    ("rank", "name"),
    [
        (6185, "คู่ 2"), (2467, "ตอง 2"), (166, "โฟร์การ์ด 2"), (185, "ฟูลเฮาส์ ตองคิง คู่ 7"),
        (3325, "ทูแพร์ คู่ 3 กับคู่ 2"), (1609, "สเตรท 5 สูงสุด"), (7462, "ไพ่สูง 7"), (179, "ฟูลเฮาส์ ตองคิง คู่เอซ"),
    ],
)
def test_thai_names_the_ranks_two_to_ten_by_their_digits(rank: int, name: str) -> None:
    """A pair of twos is "คู่ 2", never "คู่สอง" (read as "สองคู่", two pair); a digit stands apart from the words
    beside it, a rank's word runs on ("คู่เอซ")."""
    with i18n.using(catalogue("th")):
        assert hand_name(rank) == name


def test_no_thai_hand_name_or_call_says_a_number_rank_in_words() -> None:
    """Every hand's name and call (with its kickers, and a low) in Thai: the ranks two to ten in digits."""
    with i18n.using(catalogue("th")):
        said = [hand_name(rank) for rank in range(1, 7463)]
        for rank in range(1, 7463, 7):
            call = call_of_rank(rank)
            said.append(say_line(call.name, call.ranks, call.kickers, low_ranks(1 + rank % 56)[:2]))
    in_words = [text for text in said if re.search(THAI_RANK_IN_WORDS, text)]
    assert in_words == []
    assert not any(re.search(r"[\u0e01-\u0e4e][0-9]|[0-9][\u0e01-\u0e4e]", text) for text in said)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("difficulty", [1, 2, 3, 4])
@given(seed=st.integers(0, 10**6))
@settings(max_examples=6)
def test_the_engines_call_of_a_question_reads_back_right(language: str, difficulty: int, seed: int) -> None:
    """The call the verdict gives (the dealer's words, and the low in hi/lo) typed as it is: read into the right
    answer's stored structure, and graded right."""
    question = generate(Request(Kind.CALL_HAND, difficulty), random.Random(seed))
    right = H.called(question)
    with i18n.using(speaking(language)):
        low = (right.said_low or ()) if question.hand.variant.game.is_hilo else None
        line = say_line(right.name, right.ranks, right.said_kickers, low)
        answer = KIND.parse(question, {"call": line})
        assert answer.to_dict() == KIND.right_answer(question), line
        assert grade(question, answer).correct
        assert right.words() in line


@pytest.mark.parametrize(
    ("language", "typed", "message"),
    [
        ("en", "kigns full of sixes", "'kigns' — did you mean 'kings'?"),
        ("en", "pair of quens", "'quens' — did you mean 'queens'?"),
        ("en", "flsuh, ace high", "'flsuh' — did you mean 'flush'?"),
        ("en", "kings and sevenz", "'sevenz' — did you mean 'sevens'?"),
        ("hu", "királlyok hatosokkal", "'királlyok' — talán: 'királyok'?"),
        ("th", "คู่คิงกับคู่เจ๊ด", "'เจ๊ด' — หมายถึง 'เจ็ด' หรือเปล่า?"),
    ],
)
def test_a_misspelt_word_is_named_with_the_nearest(language: str, typed: str, message: str) -> None:
    with i18n.using(speaking(language)), pytest.raises(AnswerError) as error:
        read_call(typed)
    assert str(error.value) == message


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("zzzz", "'zzzz' is not a word of a call"),
        ("ace six", "'ace six' does not say which hand"),
        ("eight-seven", "does not say which hand"),
        ("flush, pair of kings", "'flush' and 'pair of' are two different hands"),
        ("nine-seven low", "a low has no card above an eight: 'nine'"),
        ("seven-five low, eight-six low", "two lows called"),
        ("", "type the call"),
        ("king " * 60, "a call is a few words"),
    ],
)
def test_what_is_not_a_call_gets_a_message(typed: str, message: str) -> None:
    with pytest.raises(AnswerError, match=re.escape(message)):
        read_call(typed)


@given(st.text(max_size=60))
def test_any_text_is_read_or_refused_with_a_message(text: str) -> None:
    with contextlib.suppress(AnswerError):
        read_call(text)


def test_the_game_decides_whether_a_low_is_called() -> None:
    holdem = generate(Request(Kind.CALL_HAND, 1, Game.HOLDEM), random.Random(3))
    hilo = generate(Request(Kind.CALL_HAND, 4, Game.OMAHA_HILO), random.Random(3))
    with pytest.raises(AnswerError, match="no low to call"):
        KIND.parse(holdem, {"call": "aces up, seven-five low"})
    with pytest.raises(AnswerError, match="call the low too"):
        KIND.parse(hilo, {"call": "aces up"})
    with pytest.raises(AnswerError, match="call the high hand too"):
        KIND.parse(hilo, {"call": "seven-five low"})
    assert KIND.parse(hilo, {"call": "aces up, no low"}).low == ()
    assert KIND.parse(hilo, {"call": ""}).to_dict() == {"hand": "", "ranks": [], "kickers": []}


def test_the_terminal_asks_again_after_a_word_it_cannot_read() -> None:
    from dealerdesk.drill_cli import read_answer  # noqa: PLC0415

    question = generate(Request(Kind.CALL_HAND, 1, Game.HOLDEM), random.Random(5))
    texts = KIND.texts(question, KIND.answer_from(KIND.right_answer(question)))
    lines = iter(["kings and sevenz", texts["call"]])
    out = io.StringIO()
    answer = read_answer(question, lambda: next(lines), out)
    assert "did you mean 'sevens'?" in out.getvalue()
    assert out.getvalue().count("The call as a dealer says it") == 2
    assert grade(question, answer).correct


def test_the_call_is_shown_back_in_the_dealers_words() -> None:
    question, answer = find(1, Game.HOLDEM, lambda q: right(q) if right(q)["hand"] == "Two pair" else None)
    parts = grade(question, answer).parts
    high, low = H.called(question).ranks
    assert parts[-1].name == "The call"
    assert parts[-1].expected == f"{RANK_PLURALS[high]} and {RANK_PLURALS[low]}"
    with i18n.using(catalogue("hu")):
        assert grade(question, answer).parts[-1].expected.startswith("két pár, ")
    question, answer = find(2, Game.HOLDEM, lambda q: right(q) if right(q)["hand"] == "High card" else None)
    said = H.called(question)
    expected = grade(question, answer).parts[-1].expected
    assert expected.startswith(f"{RANK_WORDS[said.ranks[0]]} high")
    assert "High card" not in expected


def test_a_kicker_said_where_none_decides_is_right_but_not_needed() -> None:
    question, _answer = find(1, Game.HOLDEM, lambda q: right(q) if H.called(q).kickers and
                            not H.called(q).kickers_deciding else None)
    said = H.called(question)
    line = say_line(said.name, said.ranks, said.kickers[:1])
    verdict = grade(question, KIND.parse(question, {"call": line}))
    assert verdict.correct
    kicker = next(p for p in verdict.parts if p.name == "Kicker")
    assert kicker.correct and kicker.expected.startswith("not needed")


def test_a_deciding_kicker_wrong_or_left_out_is_named() -> None:
    question, _answer = find(2, Game.HOLDEM, lambda q: right(q) if H.called(q).kickers_deciding else None)
    said = H.called(question)
    left_out = grade(question, KIND.parse(question, {"call": say_line(said.name, said.ranks)}))
    assert not left_out.correct and left_out.cause == H.KICKER_MISSING
    wrong = next(r for r in range(13) if r not in (*said.ranks, said.kickers[0]))
    verdict = grade(question, KIND.parse(question, {"call": say_line(said.name, said.ranks, (wrong,))}))
    assert not verdict.correct


def test_aces_up_is_the_call_unless_the_lower_pair_decides() -> None:
    def two_pair(decides: bool) -> Callable[[Question], dict[str, object] | None]:
        def wanted(q: Question) -> dict[str, object] | None:
            said = H.called(q)
            return right(q) if said.name == "Two pair" and lower_pair_decides(q, said) == decides else None
        return wanted

    for decides in (False, True):
        question, _answer = find(2, Game.HOLDEM, two_pair(decides))
        top = H.called(question).ranks[0]
        verdict = grade(question, KIND.parse(question, {"call": f"{RANK_PLURALS[top]} up"}))
        assert verdict.correct is not decides, verdict.parts


def test_kickers_count_only_where_they_decide() -> None:
    """Saying every kicker in order is no harm; a wrong kicker where none decides is not graded; where one
    decides, a wrong one is wrong."""

    def has_kickers(q: Question) -> dict[str, object] | None:
        return right(q) if H.called(q).kickers else None

    question, answer = find(2, Game.HOLDEM, has_kickers)
    full = {**answer, "kickers": [H.RANK_LETTERS[r] for r in H.called(question).kickers]}
    assert grade(question, full).correct
    if not H.called(question).kickers_deciding:
        assert grade(question, {**answer, "kickers": ["2"]}).correct
    question, answer = find(2, Game.HOLDEM, lambda q: right(q) if H.called(q).kickers_deciding else None)
    wrong = next(r for r in "AKQJT98765432" if r != answer["kickers"][0])  # type: ignore[index]
    assert not grade(question, {**answer, "kickers": [wrong]}).correct


def test_a_royal_flush_may_be_called_an_ace_high_straight_flush() -> None:
    royal = H.Called("p1", "Royal flush", (), (), 0, "AhKhQhJhTh", None, 0, "")
    assert H.name_right(royal, "Royal flush") and H.ranks_right(royal, ())
    assert H.name_right(royal, "Straight flush") and H.ranks_right(royal, (12,))
    assert not H.name_right(royal, "Flush") and not H.ranks_right(royal, (11,))
