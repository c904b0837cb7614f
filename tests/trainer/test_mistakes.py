"""Every named mistake is recognised from the wrong answer it produces, and a right answer is never named.

Each test finds a generated question where the misconception gives a different number than the rule, answers
with that number (computed here from the hand, the way the mistaken dealer would), and checks the verdict.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dealerdesk.evaluation import NO_LOW, rank_five, rank_of, rank_omaha_low
from dealerdesk.rules.pots import Pot, build_pots
from dealerdesk.rules.records import BetOrRaise, DealBoard, PostBlind
from dealerdesk.rules.settlement import hand_strength, settle_pots, showdown_strengths
from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.core.showdown_steps import main_pot_winners
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.grading import grade
from dealerdesk.trainer.kinds.hi_lo_split import mistakes as hi_lo_split_mistakes
from dealerdesk.trainer.kinds.min_raise import mistakes as min_raise_mistakes
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.kinds.pot_limit import mistakes as pot_limit_mistakes
from dealerdesk.trainer.kinds.showdown_order import mistakes as showdown_order_mistakes
from dealerdesk.trainer.kinds.side_pots import mistakes as side_pots_mistakes
from dealerdesk.trainer.kinds.winner import mistakes as winner_mistakes

Answer = dict[str, Any]


def find(kind: Kind, difficulty: int, mistaken: Callable[[Question], Answer | None], tries: int = 600) -> tuple[
        Question, Answer]:
    """A question where the mistaken answer exists and differs from the right one."""
    rng = random.Random(f"{kind}{difficulty}")
    for _ in range(tries):
        question = generate(Request(kind, difficulty), rng)
        answer = mistaken(question)
        if answer is not None and not grade(question, answer).correct:
            return question, answer
    raise AssertionError(f"no {kind} question at difficulty {difficulty} for this mistake")


def right_answer(question: Question) -> Answer:
    """What a trainee who knows the answer gives (the kind says: the winner kind names the main pot's winners)."""
    return kind_of(question.kind).right_answer(question)


def assert_named(question: Question, answer: Answer, cause: str) -> None:
    verdict = grade(question, answer)
    assert not verdict.correct and verdict.cause == cause, (verdict.cause, question.answer, answer)
    right = grade(question, right_answer(question))
    assert right.correct and right.cause is None and right.score == 1


def pot_numbers(question: Question) -> tuple[int, int, int]:
    hand = question.hand
    actor = hand.actor
    assert actor is not None
    current = hand.current_bet
    return current, hand.pot_total, current - hand.bets[actor]


def test_call_left_out_of_the_pot() -> None:
    def mistaken(q: Question) -> Answer | None:
        current, pot, call = pot_numbers(q)
        return {"max_raise_to": current + pot} if call else None

    assert_named(*find(Kind.POT_LIMIT, 2, mistaken), pot_limit_mistakes.CALL_LEFT_OUT)


def test_raise_by_given_for_raise_to() -> None:
    def mistaken(q: Question) -> Answer | None:
        current, pot, call = pot_numbers(q)
        # With nothing in front of the player (call = current) raise-by and the call left out are the same number.
        return {"max_raise_to": pot + call} if current and call != current else None

    assert_named(*find(Kind.POT_LIMIT, 3, mistaken), pot_limit_mistakes.RAISE_BY)


def test_pot_before_the_call() -> None:
    def mistaken(q: Question) -> Answer | None:
        current, pot, call = pot_numbers(q)
        return {"max_raise_to": pot} if call and pot not in (current + pot, pot + call) else None

    assert_named(*find(Kind.POT_LIMIT, 3, mistaken), pot_limit_mistakes.POT_BEFORE_CALL)


def test_blinds_not_counted() -> None:
    def mistaken(q: Question) -> Answer | None:
        hand = q.hand
        if hand.street != 0:
            return None
        blinds = sum(r.amount for r in hand.log if isinstance(r, PostBlind))
        counted = hand.pot_raise
        assert counted is not None and hand.actor is not None
        # The pot counted without the blinds, and the stack still honoured: an all-in is still the most.
        return {"max_raise_to": min(counted.raise_to - blinds, hand.bets[hand.actor] + hand.stacks[hand.actor])}

    assert_named(*find(Kind.POT_LIMIT, 4, mistaken), pot_limit_mistakes.BLINDS_NOT_COUNTED)


def test_bets_in_front_left_out_of_the_pot() -> None:
    def mistaken(q: Question) -> Answer | None:
        hand = q.hand
        return {"pot_total": hand.middle, "max_raise_to": q.answer["max_raise_to"]} if any(hand.bets) else None

    assert_named(*find(Kind.POT_LIMIT, 1, mistaken), pot_limit_mistakes.BETS_LEFT_OUT)


def street_raises(q: Question) -> list[BetOrRaise]:
    found: list[BetOrRaise] = []
    for record in q.hand.log:
        if isinstance(record, DealBoard):
            found = []
        elif isinstance(record, BetOrRaise):
            found.append(record)
    return found


def test_short_all_in_treated_as_reopening() -> None:
    def mistaken(q: Question) -> Answer | None:
        if q.answer["min_raise_to"] is not None or "reopen" not in (q.hand.raise_refusal or ""):
            return None
        hand = q.hand
        assert hand.actor is not None
        # The least raise were the betting reopened: a full raise on the bet, or all-in when the stack is short.
        return {"min_raise_to": min(hand.current_bet + hand.min_raise_increment,
                                    hand.bets[hand.actor] + hand.stacks[hand.actor])}

    assert_named(*find(Kind.MIN_RAISE, 4, mistaken), min_raise_mistakes.SHORT_ALL_IN_REOPENS)


def test_short_all_in_counted_as_full_raise() -> None:
    def mistaken(q: Question) -> Answer | None:
        raises = street_raises(q)
        if not raises or raises[-1].full or q.answer["min_raise_to"] is None:
            return None
        before = raises[-2].raise_to if len(raises) > 1 else max(q.hand.stakes.blinds) * (q.hand.street == 0)
        current = q.hand.current_bet
        return {"min_raise_to": current + (current - before)}

    assert_named(*find(Kind.MIN_RAISE, 3, mistaken), min_raise_mistakes.SHORT_ALL_IN_FULL)


def test_min_raise_by_given_for_raise_to() -> None:
    def mistaken(q: Question) -> Answer | None:
        minimum = q.answer["min_raise_to"]
        return {"min_raise_to": minimum - q.hand.current_bet} if minimum and q.hand.current_bet else None

    assert_named(*find(Kind.MIN_RAISE, 2, mistaken), pot_limit_mistakes.RAISE_BY)


def test_bet_doubled_instead_of_adding_the_last_raise() -> None:
    def mistaken(q: Question) -> Answer | None:
        hand = q.hand
        current = hand.current_bet
        assert hand.actor is not None
        if not q.answer["min_raise_to"] or len(street_raises(q)) < 2 or current == hand.min_raise_increment:
            return None
        # Doubled, and still no more than the player has (a doubled bet the stack cuts back is the right all-in).
        return {"min_raise_to": min(2 * current, hand.bets[hand.actor] + hand.stacks[hand.actor])}

    assert_named(*find(Kind.MIN_RAISE, 2, mistaken), min_raise_mistakes.DOUBLED)


def side_pot_answer(q: Question, stakes: list[int], dead: int) -> Answer:
    pots, returned = build_pots(stakes, q.hand.remaining, dead)
    return {"pots": [{"amount": p.amount, "eligible": sorted(f"p{i + 1}" for i in p.eligible)} for p in pots],
            "returned": {f"p{i + 1}": n for i, n in returned.items()}}


def test_folded_players_chips_left_out() -> None:
    def mistaken(q: Question) -> Answer | None:
        hand = q.hand
        stakes = [0 if hand.folded[p] else c for p, c in enumerate(hand.committed)]
        return side_pot_answer(q, stakes, hand.dead_money)

    assert_named(*find(Kind.SIDE_POTS, 3, mistaken), side_pots_mistakes.FOLDED_LEFT_OUT)


def test_dead_money_left_out() -> None:
    def mistaken(q: Question) -> Answer | None:
        hand = q.hand
        return side_pot_answer(q, list(hand.committed), 0) if hand.dead_money else None

    assert_named(*find(Kind.SIDE_POTS, 4, mistaken), side_pots_mistakes.DEAD_LEFT_OUT)


def test_uncalled_bet_left_in_the_pot() -> None:
    def mistaken(q: Question) -> Answer | None:
        if not q.answer["returned"]:
            return None
        pots = [dict(p) for p in q.answer["pots"]]
        pots[-1]["amount"] += sum(q.answer["returned"].values())
        return {"pots": pots, "returned": {}}

    assert_named(*find(Kind.SIDE_POTS, 2, mistaken), side_pots_mistakes.UNCALLED_KEPT)


def test_everything_in_one_pot() -> None:
    def mistaken(q: Question) -> Answer | None:
        total = sum(p["amount"] for p in q.answer["pots"])
        return {"pots": [{"amount": total, "eligible": q.answer["pots"][0]["eligible"]}],
                "returned": q.answer["returned"]}

    assert_named(*find(Kind.SIDE_POTS, 2, mistaken), side_pots_mistakes.ONE_POT)


def test_all_in_showdown_all_hands_face_up() -> None:
    def mistaken(q: Question) -> Answer | None:
        if not q.answer["all_in_showdown"]:
            return None
        return {"all_in_showdown": False, "showdown_order": q.answer["showdown_order"]}

    assert_named(*find(Kind.SHOWDOWN_ORDER, 2, mistaken), showdown_order_mistakes.ALL_IN_FACE_UP)


def aggressors(q: Question) -> dict[int, int]:
    street, last = 0, {}
    for record in q.hand.log:
        if isinstance(record, DealBoard):
            street += 1
        elif isinstance(record, BetOrRaise):
            last[street] = record.player
    return last


def test_earlier_streets_aggressor_shown_first() -> None:
    def mistaken(q: Question) -> Answer | None:
        if q.answer["all_in_showdown"]:
            return None
        final = q.hand.final_round_street
        earlier = [p for street, p in aggressors(q).items() if street < final and not q.hand.folded[p]]
        first = f"p{earlier[-1] + 1}" if earlier else None
        if first is None or first == q.answer["showdown_order"][0]:
            return None
        order = [first] + [p for p in q.answer["showdown_order"] if p != first]
        return {"all_in_showdown": False, "showdown_order": order}

    assert_named(*find(Kind.SHOWDOWN_ORDER, 2, mistaken), showdown_order_mistakes.EARLIER_AGGRESSOR)


def test_final_round_bettor_shows_first() -> None:
    def mistaken(q: Question) -> Answer | None:
        hand = q.hand
        if q.answer["all_in_showdown"] or hand.final_round_aggressor is None:
            return None
        order = q.answer["showdown_order"][1:] + q.answer["showdown_order"][:1]
        if f"p{order[0][1:]}" in {f"p{p + 1}" for s, p in aggressors(q).items() if s < hand.final_round_street}:
            return None
        return {"all_in_showdown": False, "showdown_order": order}

    assert_named(*find(Kind.SHOWDOWN_ORDER, 1, mistaken), showdown_order_mistakes.RIVER_BETTOR_FIRST)


def totals(awards: list[dict[str, Any]]) -> dict[tuple[int, str], int]:
    out: dict[tuple[int, str], int] = {}
    for a in awards:
        out[a["pot"], a["player"]] = out.get((a["pot"], a["player"]), 0) + a["amount"]
    return out


def test_odd_chip_to_the_wrong_seat_or_half() -> None:
    def mistaken(q: Question) -> Answer | None:
        awards = q.answer["awards"]
        for pot in {a["pot"] for a in awards}:
            mine = [a for a in awards if a["pot"] == pot]
            amounts = {(a["half"], a["player"]): a["amount"] for a in mine}
            if len(mine) >= 2 and sum(amounts.values()) % 2 == 1:
                moved = [dict(a) for a in awards]
                giver = next(a for a in moved if a["pot"] == pot and a["half"] in ("high", "whole"))
                taker = next(a for a in moved if a["pot"] == pot and a["player"] != giver["player"])
                giver["amount"] -= 1
                taker["amount"] += 1
                return {"awards": moved}
        return None

    assert_named(*find(Kind.HI_LO_SPLIT, 2, mistaken), hi_lo_split_mistakes.ODD_CHIP)


def test_pots_pooled_before_halving() -> None:
    def mistaken(q: Question) -> Answer | None:
        hand = q.hand
        pots, _ = hand.pots()
        if len(pots) < 2:
            return None
        strengths = showdown_strengths(hand.variant.game, hand.shown, hand.board)
        pooled = settle_pots([Pot(sum(p.amount for p in pots), frozenset(hand.shown))], set(), strengths, True)
        return {"awards": [{"pot": 0, "player": f"p{a.player + 1}", "amount": a.amount} for a in pooled]}

    assert_named(*find(Kind.HI_LO_SPLIT, 3, mistaken), hi_lo_split_mistakes.POOLED)


def split_wrongly(q: Question, rule: Callable[[int, list[str], list[str], int], dict[str, int] | None]
                  ) -> Answer | None:
    """The engine's awards with the first pot that ``rule`` splits differently split its way (``rule`` gets the
    pot's amount, its high and its low winners and the smallest chip, and returns each player's chips, or None to
    leave it)."""
    winners: dict[int, tuple[list[str], list[str]]] = {}
    for a in q.answer["awards"]:
        highs, lows = winners.setdefault(a["pot"], ([], []))
        group = lows if a["half"] == "low" else highs
        if a["player"] not in group:
            group.append(a["player"])
    right = totals(q.answer["awards"])
    for pot, (highs, lows) in sorted(winners.items()):
        amount = sum(chips for (number, _), chips in right.items() if number == pot)
        split = rule(amount, highs, lows, q.hand.stakes.chip)
        mine = {player: chips for (number, player), chips in right.items() if number == pot}
        if split is None or split == mine or max(abs(split.get(p, 0) - mine.get(p, 0)) for p in {*split, *mine}) < 2:
            continue
        awards = [{"pot": n, "player": p, "amount": c} for (n, p), c in right.items() if n != pot]
        return {"awards": awards + [{"pot": pot, "player": p, "amount": c} for p, c in split.items()]}
    return None


def evenly(amount: int, players: list[str], chip: int) -> dict[str, int]:
    """Equal shares in whole chips, the odd chips one each to the first players clockwise from the button (seat
    order: p1 sits left of it), anything under a chip with the first."""
    ordered = sorted(players, key=lambda p: int(p[1:]))
    units, rest = divmod(amount, chip)
    share, odd = divmod(units, len(ordered))
    return {p: (share + (1 if i < odd else 0)) * chip + (rest if i == 0 else 0) for i, p in enumerate(ordered)}


def add(*splits: dict[str, int]) -> dict[str, int]:
    out: dict[str, int] = {}
    for split in splits:
        for player, chips in split.items():
            out[player] = out.get(player, 0) + chips
    return out


def test_a_tied_low_not_quartered() -> None:
    """Two tie for low: each gets a quarter. Giving the whole low half to one of them is the quartering mistake."""

    def rule(amount: int, highs: list[str], lows: list[str], chip: int) -> dict[str, int] | None:
        if len(lows) < 2:
            return None
        low = amount // chip // 2 * chip
        return add(evenly(amount - low, highs, chip), {lows[-1]: low})

    assert_named(*find(Kind.HI_LO_SPLIT, 2, lambda q: split_wrongly(q, rule)), hi_lo_split_mistakes.NOT_QUARTERED)


def test_pot_shared_in_thirds() -> None:
    """High, and two lows (or the high also tying for low): split by heads instead of by halves."""

    def rule(amount: int, highs: list[str], lows: list[str], chip: int) -> dict[str, int] | None:
        winners = list(dict.fromkeys([*highs, *lows]))
        return evenly(amount, winners, chip) if lows and (len(winners) >= 3 or set(highs) & set(lows)) else None

    assert_named(*find(Kind.HI_LO_SPLIT, 3, lambda q: split_wrongly(q, rule)), hi_lo_split_mistakes.THIRDS)


def test_whole_pot_to_the_high_hand() -> None:
    def rule(amount: int, highs: list[str], lows: list[str], chip: int) -> dict[str, int] | None:
        return evenly(amount, highs, chip) if lows and not set(lows) & set(highs) else None

    assert_named(*find(Kind.HI_LO_SPLIT, 2, lambda q: split_wrongly(q, rule)), hi_lo_split_mistakes.HIGH_TAKES_ALL)


def test_a_scooped_pot_split_high_and_low() -> None:
    """No low qualifies, so the high hand scoops; a dealer who halves the pot with another tabled hand anyway."""
    def mistaken(q: Question) -> Answer | None:
        highs, lows, _ = main_pot_winners(q)
        others = [f"p{p + 1}" for p in q.hand.shown if f"p{p + 1}" not in highs]
        pots = {a["pot"] for a in q.answer["awards"]}
        if lows or len(highs) != 1 or not others or pots != {0}:
            return None
        total = sum(a["amount"] for a in q.answer["awards"])
        low = total // q.hand.stakes.chip // 2 * q.hand.stakes.chip  # the low half, rounded down to the chip
        return {"awards": [{"pot": 0, "half": "high", "player": highs[0], "amount": total - low},
                           {"pot": 0, "half": "low", "player": others[0], "amount": low}]}

    assert_named(*find(Kind.HI_LO_SPLIT, 1, mistaken), hi_lo_split_mistakes.SPLIT_WITHOUT_LOW)


def test_the_pot_pushed_to_a_beaten_hand() -> None:
    """In Hold'em (no Omaha misreading to blame) a tabled hand that loses, named the winner."""
    def mistaken(q: Question) -> Answer | None:
        highs, lows, name = main_pot_winners(q)
        losers = [f"p{p + 1}" for p in q.hand.shown if f"p{p + 1}" not in highs]
        if q.hand.variant.game.is_hilo or q.hand.variant.game.hole_card_count != 2 or not losers:
            return None
        return {"high": [losers[0]], "low": lows, "hand": name}

    assert_named(*find(Kind.WINNER, 1, mistaken), winner_mistakes.BEATEN_HAND)


def test_this_streets_bets_left_out_when_they_are_gathered() -> None:
    """At a street's end the dealer gathers the bets: the pot given as it stood before them."""
    def mistaken(q: Question) -> Answer | None:
        hand = q.hand
        before = sum(p["amount"] for p in q.answer["pots"]) - side_pots_mistakes.street_bets(hand)
        if len(q.answer["pots"]) != 1 or before <= 0 or hand.street == 0:
            return None
        return {"pots": [{"amount": before, "eligible": q.answer["pots"][0]["eligible"]}],
                "returned": q.answer["returned"]}

    assert_named(*find(Kind.SIDE_POTS, 1, mistaken), pot_limit_mistakes.BETS_LEFT_OUT)


def test_hands_shown_counter_clockwise() -> None:
    def mistaken(q: Question) -> Answer | None:
        order = q.answer["showdown_order"]
        if q.answer["all_in_showdown"] or len(order) < 3:
            return None
        return {**q.answer, "showdown_order": [order[0], *reversed(order[1:])]}

    assert_named(*find(Kind.SHOWDOWN_ORDER, 2, mistaken), showdown_order_mistakes.COUNTER_CLOCKWISE)


def low_ranks(cards: tuple[int, ...]) -> set[int]:
    return {1 if rank_of(c) == 12 else rank_of(c) + 2 for c in cards if rank_of(c) == 12 or rank_of(c) <= 6}


def test_counterfeited_low_counted() -> None:
    def mistaken(q: Question) -> Answer | None:
        hand = q.hand
        board = low_ranks(tuple(hand.board))
        for player, cards in hand.shown.items():
            hole = low_ranks(cards)
            if len(hole) >= 2 and len(board) >= 3 and hole & board and rank_omaha_low(cards, hand.board) == NO_LOW:
                highs, lows, _ = main_pot_winners(q)
                pid = f"p{player + 1}"
                if pid in lows or not lows or pid in highs:  # the high hand taking the low too: the whole pot
                    continue
                # Counted as the best low on the table: the low half of every pot with a low they can win is theirs.
                eligible = {pot: set(p.eligible) for pot, p in enumerate(hand.pots()[0])}
                with_low = {a["pot"] for a in q.answer["awards"] if a["half"] == "low"}
                if any(player in players and pot not in with_low for pot, players in eligible.items()):
                    continue  # a pot with no low: counting theirs would halve it, not swap a low winner
                awards = [dict(a) for a in q.answer["awards"]]
                for a in awards:
                    if a["half"] == "low" and player in eligible[a["pot"]]:
                        a["player"] = pid
                return {"awards": awards}
        return None

    assert_named(*find(Kind.HI_LO_SPLIT, 4, mistaken, tries=1500), hi_lo_split_mistakes.COUNTERFEIT)


def test_one_or_three_hole_cards_in_omaha() -> None:
    """Reading an Omaha hand as any five cards (a board flush with one suited hole card) names a false winner."""

    def mistaken(q: Question) -> Answer | None:
        hand = q.hand
        highs, lows, name = main_pot_winners(q)
        winner = int(highs[0][1:]) - 1
        true_best = hand_strength(hand.variant.game, hand.shown[winner], hand.board).high
        for player, cards in hand.shown.items():
            any_five = min(rank_five(five) for five in itertools.combinations([*cards, *hand.board], 5))
            if f"p{player + 1}" not in highs and any_five < true_best:
                return {"high": [f"p{player + 1}"], "low": lows, "hand": name}
        return None

    assert_named(*find(Kind.WINNER, 3, mistaken), hi_lo_split_mistakes.OMAHA_HOLE_CARDS)


@pytest.mark.parametrize("kind", list(Kind))
def test_right_answers_are_never_named(kind: Kind) -> None:
    rng = random.Random(f"right-{kind}")
    for difficulty in (1, 2, 3, 4):
        for _ in range(25):
            question = generate(Request(kind, difficulty), rng)
            verdict = grade(question, right_answer(question))
            assert verdict.correct and verdict.cause is None and verdict.explanation


def test_every_cause_has_a_test() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    tested = {"pot_limit_mistakes": pot_limit_mistakes, "min_raise_mistakes": min_raise_mistakes,
              "side_pots_mistakes": side_pots_mistakes, "showdown_order_mistakes": showdown_order_mistakes,
              "hi_lo_split_mistakes": hi_lo_split_mistakes, "winner_mistakes": winner_mistakes}
    for module in tested.values():
        for cause in module.CAUSES:
            names = [name for name in dir(module) if name != "CAUSES" and getattr(module, name) == cause]
            assert any(f"{alias}.{name}" in source for alias in tested for name in names), cause


def test_side_pot_explanation_layers_add_up() -> None:
    """Each pot line of the explanation lists the layer every player puts in, and the layers sum to the pot."""
    rng = random.Random("layers")
    checked = 0
    for _ in range(60):
        question = generate(Request(Kind.SIDE_POTS, 3), rng)
        lines = grade(question, {}).explanation
        for line in lines:
            if line.startswith(("Main pot:", "Side pot")):
                layers, _, rest = line.partition(" = ")
                parts = layers.split(": ", 1)[1].split(" from each player: ")[1]
                total = sum(int(x) for x in parts.split(" + ") if x.strip().isdigit())
                dead = int(parts.split(" + ")[-1].split()[0]) if "dead money" in parts else 0
                assert total + dead == int(rest.split(";")[0]), line
                checked += 1
    assert checked > 60


def test_stack_left_out_of_a_pot_limit_raise() -> None:
    """A player short of the pot raise may only go all-in: the pot raise given anyway is the stack left out."""
    def mistaken(q: Question) -> Answer | None:
        counted = q.hand.pot_raise
        assert counted is not None
        return {"max_raise_to": counted.raise_to} if counted.raise_to > q.answer["max_raise_to"] else None

    assert_named(*find(Kind.POT_LIMIT, 4, mistaken, tries=1500), pot_limit_mistakes.STACK_LEFT_OUT)
