"""Recognising the classic dealer mistakes behind a wrong answer.

Each named mistake is a *slip*: one rule done wrong, everything else done right. A slip is applied to the question
— the pot-limit raise without the call, the pots pooled before halving, a counterfeited low counted as a low, the
stack left out of a minimum raise — and gives an answer; the mistake is named only when the trainee's answer is
that answer, and never when the slip gives the right answer anyway. An answer no slip gives is named nothing (the
verdict then has no "Mistake:" line; the dealt game's floor says "that is not right").

Where two slips give the same answer, the first of a kind's list — the more specific one — is named: the stack
left out comes before the bet doubled (a doubled bet the stack cuts back is the right all-in, no slip), the
raise-by before the doubled bet. :func:`min_raise_slips`, :func:`pot_limit_slips`, :func:`showdown_order_slips`,
:func:`side_pot_slips`, :func:`split_reading_slips`, :func:`winner_reading_slips`, fixed limit's
:func:`dealerdesk.trainer.limit_steps.slips`, whose action's :func:`dealerdesk.trainer.kinds.action.action_slips`,
the button and the blinds' :func:`dealerdesk.trainer.button_mistakes.button_slips` and calling the hand's
:func:`dealerdesk.trainer.hand_calls.call_slips` list the slips with the answers they give (the tests check each is
named from the answer its rule gives, and that nothing else is).
A few names describe the answer itself rather than one rule (a folded player given the action, chips that do not
add up, a beaten hand named the winner): every answer they are given to is, by definition, that mistake.

The names are stored (the progress database's ``cause``) and compared, so they stay English; :func:`label`
translates one for display.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from dealerdesk.evaluation import NO_LOW, rank_five, rank_of
from dealerdesk.i18n import N_, translate_marked
from dealerdesk.rules import records
from dealerdesk.rules.betting import NOT_REOPENED
from dealerdesk.rules.game import Game
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.players import player_code as _pid
from dealerdesk.rules.pots import Pot, build_pots
from dealerdesk.rules.settlement import settle_pots, showdown_strengths
from dealerdesk.rules.showdown import Strength, showdown_order
from dealerdesk.trainer import hand_calls, rake_mistakes
from dealerdesk.trainer.explain import main_pot_winners
from dealerdesk.trainer.question import Question

CALL_LEFT_OUT = N_("the call left out of the pot", "Mistakes")
RAISE_BY = N_("raise-by given for raise-to", "Mistakes")
BLINDS_NOT_COUNTED = N_("blinds not counted", "Mistakes")
POT_BEFORE_CALL = N_("the pot before the call given as the maximum", "Mistakes")
BETS_LEFT_OUT = N_("the bets in front left out of the pot", "Mistakes")
SHORT_ALL_IN_REOPENS = N_("a short all-in treated as reopening the betting", "Mistakes")
SHORT_ALL_IN_FULL = N_("a short all-in counted as a full raise", "Mistakes")
DOUBLED = N_("the bet doubled instead of adding the last full raise", "Mistakes")
STACK_LEFT_OUT = N_("the stack left out: a player without the chips for the full raise may only go all-in",
                    "Mistakes")
FOLDED_LEFT_OUT = N_("a folded player's chips left out", "Mistakes")
UNCALLED_KEPT = N_("the uncalled bet left in the pot", "Mistakes")
DEAD_LEFT_OUT = N_("the antes or dead blinds left out", "Mistakes")
ONE_POT = N_("all the chips put in one pot", "Mistakes")
ALL_IN_FACE_UP = N_("an all-in showdown: every hand is tabled at once", "Mistakes")
EARLIER_AGGRESSOR = N_("the earlier street's aggressor shown first", "Mistakes")
RIVER_BETTOR_FIRST = N_("the last bettor or raiser of the final round shows first", "Mistakes")
POOLED = N_("pots pooled before halving", "Mistakes")
ODD_CHIP = N_("the odd chip to the wrong seat or half", "Mistakes")
COUNTERFEIT = N_("a counterfeited low counted", "Mistakes")
OMAHA_HOLE_CARDS = N_("one or three hole cards used in Omaha", "Mistakes")
NOT_QUARTERED = N_("a tied half given whole to one hand: the pot not quartered", "Mistakes")
THIRDS = N_("the pot shared equally among the winners (in thirds) instead of half high, half low", "Mistakes")
HIGH_TAKES_ALL = N_("the whole pot given to the high hand although a low qualifies", "Mistakes")
SPLIT_WITHOUT_LOW = N_("the pot split high and low although no low qualifies (the high hand scoops)", "Mistakes")
BEATEN_HAND = N_("the pot pushed to a hand that a tabled hand beats", "Mistakes")
COUNTER_CLOCKWISE = N_("the hands shown counter-clockwise (after the first, the order goes to the left)",
                       "Mistakes")

CAUSES = (CALL_LEFT_OUT, RAISE_BY, BLINDS_NOT_COUNTED, POT_BEFORE_CALL, BETS_LEFT_OUT, SHORT_ALL_IN_REOPENS,
          SHORT_ALL_IN_FULL, DOUBLED, STACK_LEFT_OUT, FOLDED_LEFT_OUT, UNCALLED_KEPT, DEAD_LEFT_OUT, ONE_POT,
          ALL_IN_FACE_UP, EARLIER_AGGRESSOR, RIVER_BETTOR_FIRST, COUNTER_CLOCKWISE, POOLED, NOT_QUARTERED, THIRDS,
          HIGH_TAKES_ALL, ODD_CHIP, COUNTERFEIT, OMAHA_HOLE_CARDS, BEATEN_HAND, SPLIT_WITHOUT_LOW,
          *rake_mistakes.CAUSES,
          *hand_calls.CAUSES)  # calling the hand: its mistakes live with its reading (hand_calls.py)
"""Every mistake the trainer can name, in canonical English: a verdict's ``cause`` and the progress database keep
these exact strings; :func:`label` translates one for the screen."""


def label(cause: str) -> str:
    """A cause (of :data:`CAUSES`, or ``practice.OUT_OF_TIME``) as shown to the trainee, translated; anything
    else (a cause stored by another version) is shown as it is."""
    return translate_marked("Mistakes", cause)


# -- pot limit and minimum raise -----------------------------------------------------------------------


def _blinds_posted(hand: Hand) -> int:
    return sum(r.amount for r in hand.log if isinstance(r, records.PostBlind))


Slip = tuple[str, dict[str, Any]]
"""A named mistake applied to a question: its cause and the answer it gives (the keys it changes, stored form)."""


def _distinct(slips: list[Slip], right: Mapping[str, Any]) -> list[Slip]:
    """The slips whose answers differ from the right one, each answer kept for the first (most specific) slip."""
    seen: list[dict[str, Any]] = []
    kept: list[Slip] = []
    for cause, answer in slips:
        if all(right.get(key) == value for key, value in answer.items()) or answer in seen:
            continue
        seen.append(answer)
        kept.append((cause, answer))
    return kept


def _all_in_to(hand: Hand) -> int:
    actor = hand.actor
    assert actor is not None
    return hand.bets[actor] + hand.stacks[actor]


def pot_limit_slips(question: Question) -> list[Slip]:
    """Pot limit's slips, each capped by the stack as the right answer is: the stack left out, the call left out,
    the raise-by given, the pot before the call, the blinds not counted (before the flop), and — when the pot is
    asked — the bets in front left out of it."""
    hand = question.hand
    counted = hand.pot_raise
    correct = hand.max_raise_to
    assert counted is not None and correct is not None
    slips: list[Slip] = []
    if "pot_total" in question.answer and hand.middle != hand.pot_total:
        slips.append((BETS_LEFT_OUT, {"pot_total": hand.middle}))
    all_in_to = _all_in_to(hand)
    if correct < counted.raise_to:
        slips.append((STACK_LEFT_OUT, {"max_raise_to": counted.raise_to}))
    raises = [(CALL_LEFT_OUT, counted.current_bet + counted.pot), (RAISE_BY, counted.pot_after_call),
              (POT_BEFORE_CALL, counted.pot)]
    if hand.street == 0:
        raises.append((BLINDS_NOT_COUNTED, counted.raise_to - _blinds_posted(hand)))
    slips += [(cause, {"max_raise_to": min(value, all_in_to)}) for cause, value in raises]
    return _distinct(slips, {"max_raise_to": correct, "pot_total": hand.pot_total})


def pot_limit_mistake(question: Question, pot_total: int | None, given: int | None) -> str | None:
    """Pot limit: the slip of :func:`pot_limit_slips` whose answer was given (None: none)."""
    mine = {"pot_total": pot_total, "max_raise_to": given}
    return next((cause for cause, answer in pot_limit_slips(question)
                 if all(mine.get(key) == value for key, value in answer.items())), None)


def min_raise_slips(question: Question) -> list[Slip]:
    """The minimum raise's slips, each capped by the stack as the right answer is: the stack left out (the full
    raise given to a player who has less), the raise-by given for the raise-to, a short all-in counted as a full
    raise, the bet doubled (only where doubling is not the rule's own answer); where a short all-in did not reopen
    the betting, the least raise it would allow were it reopened."""
    hand = question.hand
    correct = hand.min_raise_to
    current = hand.current_bet
    all_in_to = _all_in_to(hand)
    full = current + hand.min_raise_increment  # the rule, the stack aside
    raises = hand.street_raises
    slips: list[Slip] = []
    if correct is None:
        if any(not r.full for r in raises) and hand.raise_refusal == NOT_REOPENED:
            slips.append((SHORT_ALL_IN_REOPENS, {"min_raise_to": min(full, all_in_to)}))
        return _distinct(slips, {"min_raise_to": None})
    if correct < full:
        slips.append((STACK_LEFT_OUT, {"min_raise_to": full}))
    slips.append((RAISE_BY, {"min_raise_to": min(hand.min_raise_increment, all_in_to)}))
    if raises and not raises[-1].full:
        slips.append((SHORT_ALL_IN_FULL, {"min_raise_to": min(2 * current - raises[-1].before, all_in_to)}))
    if current and 2 * current != full:
        slips.append((DOUBLED, {"min_raise_to": min(2 * current, all_in_to)}))
    return _distinct(slips, {"min_raise_to": correct})


def min_raise_mistake(question: Question, given: int | None) -> str | None:
    """Minimum raise: the slip of :func:`min_raise_slips` whose answer was given (None: none)."""
    return next((cause for cause, answer in min_raise_slips(question) if answer["min_raise_to"] == given), None)


# -- side pots -------------------------------------------------------------------------------------------


def _amounts(pots: list[Pot]) -> list[int]:
    return [p.amount for p in pots]


def street_bets(hand: Hand, returned: int | None = None) -> int:
    """The chips the players put in on the street being played (the blinds too before the flop), less the chips
    returned (``returned``, when the caller has the hand's pots already): what a dealer gathers into the pot at the
    street's end."""
    added = 0
    for record in hand.log:
        if isinstance(record, records.CheckOrCall) and record.street == hand.street:
            added += record.amount
        elif isinstance(record, records.BetOrRaise) and record.street == hand.street:
            added += record.added
        elif isinstance(record, records.PostBlind) and hand.street == 0:
            added += record.amount
    return added - (sum(hand.pots()[1].values()) if returned is None else returned)


def _pots_answer(pots: list[Pot], returned: Mapping[int, int]) -> dict[str, Any]:
    """Pots and returned chips (the engine's, by player index) in the stored answer's form."""
    return {"pots": [{"amount": p.amount, "eligible": sorted(_pid(i) for i in p.eligible)} for p in pots],
            "returned": {_pid(i): n for i, n in sorted(returned.items()) if n}}


def _pots_key(answer: Mapping[str, Any]) -> tuple[list[tuple[Any, list[str]]], dict[str, int]]:
    """Side pots as compared: the pots by content, not by the row they were typed in, and the chips returned
    (none left out is none returned)."""
    pots = sorted(((pot.get("amount"), sorted(pot.get("eligible") or [])) for pot in answer.get("pots") or []),
                  key=repr)
    return pots, {player: n for player, n in (answer.get("returned") or {}).items() if n}


def side_pot_slips(question: Question) -> list[Slip]:
    """The side pots' slips, each the whole answer (every pot's amount and seats, the chips returned) as the
    mistaken dealer builds it: a folded player's chips or the dead money left out (the pots built without
    them), every chip in one pot (the main pot's seats), the uncalled bet kept (in the last pot, or as a pot of
    its own for its bettor, nothing returned), this street's bets left out (one pot as it stood before them)."""
    hand = question.hand
    pots, returned = hand.pots()
    right = _pots_answer(pots, returned)
    main = right["pots"][0]["eligible"]
    total = sum(_amounts(pots))
    live = hand.remaining
    stakes = list(hand.committed)
    no_folded = [0 if hand.folded[p] else c for p, c in enumerate(stakes)]
    slips: list[Slip] = [
        (FOLDED_LEFT_OUT, _pots_answer(*build_pots(no_folded, live, hand.dead_money))),
        (DEAD_LEFT_OUT, _pots_answer(*build_pots(stakes, live, 0))),
        (ONE_POT, {"pots": [{"amount": total, "eligible": main}], "returned": right["returned"]}),
    ]
    uncalled = sum(returned.values())
    if uncalled:
        kept = [dict(pot) for pot in right["pots"]]
        kept[-1]["amount"] += uncalled
        slips.append((UNCALLED_KEPT, {"pots": kept, "returned": {}}))
        alone = {"amount": uncalled, "eligible": sorted(right["returned"])}
        slips.append((UNCALLED_KEPT, {"pots": [*right["pots"], alone], "returned": {}}))
    before = total - street_bets(hand, uncalled)
    if 0 < before < total:
        slips.append((BETS_LEFT_OUT, {"pots": [{"amount": before, "eligible": main}], "returned": right["returned"]}))
    kept_slips: list[Slip] = []
    seen = [_pots_key(right)]
    for cause, answer in slips:
        if _pots_key(answer) not in seen:
            seen.append(_pots_key(answer))
            kept_slips.append((cause, answer))
    return kept_slips


def side_pots_mistake(question: Question, given: Mapping[str, Any]) -> str | None:
    """Side pots (the answer in its stored form): the slip of :func:`side_pot_slips` whose pots and returned
    chips were given (None: none)."""
    mine = _pots_key(given)
    return next((cause for cause, answer in side_pot_slips(question) if _pots_key(answer) == mine), None)


# -- showdown order --------------------------------------------------------------------------------------


def _aggressors_by_street(hand: Hand) -> dict[int, int]:
    last: dict[int, int] = {}
    for record in hand.log:
        if isinstance(record, records.BetOrRaise):
            last[record.street] = record.player
    return last


def showdown_order_slips(question: Question) -> list[Slip]:
    """The showdown order's slips: an all-in showdown shown one by one; else the order reversed after the first
    (counter-clockwise), an earlier street's aggressor shown first (and the rest clockwise from them), or the
    final round's bet overlooked (the first seat left of the button first)."""
    hand = question.hand
    if hand.all_in_showdown:
        return [(ALL_IN_FACE_UP, {"all_in_showdown": False})]
    want = hand.showdown_order
    if not want:
        return []
    orders = [(COUNTER_CLOCKWISE, [want[0], *reversed(want[1:])])]
    final = hand.final_round_street
    orders += [(EARLIER_AGGRESSOR, showdown_order(hand.remaining, hand.player_count, player))
               for street, player in sorted(_aggressors_by_street(hand).items())
               if street < final and player in hand.remaining]
    if hand.final_round_aggressor is not None:
        orders.append((RIVER_BETTOR_FIRST, showdown_order(hand.remaining, hand.player_count, None)))
    slips = [(cause, {"all_in_showdown": False, "showdown_order": [_pid(p) for p in order]})
             for cause, order in orders]
    return _distinct(slips, {"all_in_showdown": False, "showdown_order": [_pid(p) for p in want]})


def showdown_order_mistake(question: Question, all_in: bool, order: list[str]) -> str | None:
    """Showdown order: the slip of :func:`showdown_order_slips` whose answer was given (an all-in showdown's
    slip is any order given instead of every hand at once)."""
    mine = {"all_in_showdown": all_in, "showdown_order": order}
    for cause, answer in showdown_order_slips(question):
        if cause == ALL_IN_FACE_UP:
            if not all_in and order:
                return cause
        elif all(mine.get(key) == value for key, value in answer.items()):
            return cause
    return None


# -- splits and winners ---------------------------------------------------------------------------------


def _any_five_rank(cards: tuple[int, ...], board: list[int]) -> int:
    """The best high using any five of the hole and board cards (the Hold'em reading an Omaha hand must not get)."""
    return min(rank_five(five) for five in itertools.combinations([*cards, *board], 5))


def _low_ranks(cards: tuple[int, ...]) -> set[int]:
    return {1 if rank_of(c) == 12 else rank_of(c) + 2 for c in cards if rank_of(c) == 12 or rank_of(c) <= 6}


def _counterfeited(hand: Hand, player: int, low: int) -> bool:
    """The player holds two different low cards but has no low (or a worse one): a board card pairs them."""
    hole = _low_ranks(hand.shown[player])
    board = _low_ranks(tuple(hand.board))
    return len(hole) >= 2 and len(board) >= 3 and bool(hole & board) and low == NO_LOW


def split_mistake(question: Question, given: Mapping[tuple[int, str], int]) -> str | None:
    """Hi/lo split (chips given by pot and player): pots pooled, a sharing rule broken, an odd chip misplaced, or a
    hand misread."""
    hand = question.hand
    expected_awards = list(hand.awards)  # the engine's split, which the stored answer was solved from
    want: dict[tuple[int, str], int] = defaultdict(int)
    for a in expected_awards:
        want[a.pot, _pid(a.player)] += a.amount
    got: dict[tuple[int, str], int] = defaultdict(int, given)
    if dict(want) == {k: v for k, v in got.items() if v}:
        return None
    strengths = showdown_strengths(hand.variant.game, hand.shown, hand.board)
    # Pooled: one pot of everything paid out, split high/low among every hand shown (named by what each player
    # receives in all, whichever pot's line it was typed in; never when pooling gives each player the right total).
    pooled = settle_pots([Pot(sum(p.amount for p in _paid_pots(hand)), frozenset(hand.shown))], hand.mucked,
                         strengths, hand.variant.game.is_hilo, chip=hand.stakes.chip)
    pooled_totals: dict[str, int] = defaultdict(int)
    for award in pooled:
        pooled_totals[_pid(award.player)] += award.amount
    given_totals: dict[str, int] = defaultdict(int)
    right_totals: dict[str, int] = defaultdict(int)
    for (_, player), amount in got.items():
        given_totals[player] += amount
    for (_, player), amount in want.items():
        right_totals[player] += amount
    pooled_named = {k: v for k, v in pooled_totals.items() if v}
    if {k: v for k, v in given_totals.items() if v} == pooled_named != {k: v for k, v in right_totals.items() if v}:
        return POOLED
    # Every pot split exactly by one wrong sharing rule is stronger evidence than one overpaid hand that could
    # have been misread, so the sharing rules are tried before the hand readings.
    shared = _sharing_mistake(expected_awards, dict(want), got, getattr(hand.stakes, "chip", 1))
    if shared is not None:
        return shared
    if _split_without_low(expected_awards, dict(want), got, getattr(hand.stakes, "chip", 1)):
        return SPLIT_WITHOUT_LOW
    by_pot_want: dict[int, int] = defaultdict(int)
    by_pot_got: dict[int, int] = defaultdict(int)
    for (pot, _), amount in want.items():
        by_pot_want[pot] += amount
    for (pot, _), amount in got.items():
        by_pot_got[pot] += amount
    chip = getattr(hand.stakes, "chip", 1)  # odd chips are in the table's smallest chip
    differing = {pot for pot, _ in set(want) | set(got) if want.get((pot, _), 0) != got.get((pot, _), 0)}
    if dict(by_pot_want) == {k: v for k, v in by_pot_got.items() if v} and all(
        abs(want.get(key, 0) - got.get(key, 0)) <= chip for key in set(want) | set(got)
    ) and differing <= _odd_chip_pots(expected_awards):
        return ODD_CHIP
    given_split = {k: v for k, v in got.items() if v}
    return next((cause for cause, split in split_reading_slips(question) if split == given_split), None)


def _odd_chip_pots(awards: list[records.Award]) -> set[int]:
    """The pots whose split leaves an odd chip: some share is not the exact even part of its half."""
    odd: set[int] = set()
    for pot in {a.pot for a in awards}:
        mine = [a for a in awards if a.pot == pot]
        total = sum(a.amount for a in mine)
        lows = {a.player for a in mine if a.half == "low"}
        highs = {a.player for a in mine if a.half != "low"}
        exact = _shares(total, [(Fraction(1, 2) if lows else Fraction(1), [_pid(p) for p in highs]),
                                (Fraction(1, 2), [_pid(p) for p in lows])])
        paid: dict[str, int] = defaultdict(int)
        for a in mine:
            paid[_pid(a.player)] += a.amount
        if any(exact.get(player, Fraction(0)) != amount for player, amount in paid.items()):
            odd.add(pot)
    return odd


def _split_without_low(expected_awards: list[records.Award], want: dict[tuple[int, str], int],
                       got: Mapping[tuple[int, str], int], chip: int) -> bool:
    """Every pot given wrong is one a single hand scoops (no low qualifies) and was halved between that hand and
    another, to within the odd chip."""
    scooped = {a.pot for a in expected_awards if a.half == "whole"}
    mistaken = {pot for pot, _ in set(want) | set(got)
                if {p: n for (k, p), n in got.items() if k == pot and n} != {p: n for (k, p), n in want.items()
                                                                          if k == pot and n}}
    if not mistaken or not mistaken <= scooped:
        return False
    for pot in mistaken:
        winners = [(p, n) for (k, p), n in want.items() if k == pot and n]
        if len(winners) != 1:
            return False
        winner, total = winners[0]
        mine = {p: n for (k, p), n in got.items() if k == pot and n}
        if len(mine) != 2 or winner not in mine or sum(mine.values()) != total:
            return False
        if any(abs(2 * n - total) > 2 * chip for n in mine.values()):
            return False
    return True


def _sharing_mistake(expected_awards: list[records.Award], want: dict[tuple[int, str], int],
                     got: Mapping[tuple[int, str], int], chip: int) -> str | None:
    """A pot split by the wrong rule though its winners were read right: a tied half given whole to one hand
    (not quartered), the pot shared equally by heads (thirds), or the whole pot to the high hand. Named when
    every pot is either right or split by that one wrong rule (to within the odd chips)."""
    winners: dict[int, tuple[list[str], list[str]]] = {}
    for award in expected_awards:
        highs, lows = winners.setdefault(award.pot, ([], []))
        group = lows if award.half == "low" else highs
        if _pid(award.player) not in group:
            group.append(_pid(award.player))
    found: dict[str, int] = defaultdict(int)
    for pot, (highs, lows) in winners.items():
        mine = {player: amount for (number, player), amount in got.items() if number == pot and amount}
        right = {player: amount for (number, player), amount in want.items() if number == pot and amount}
        if mine == right:
            continue
        total = sum(right.values())
        correct = _shares(total, [(Fraction(1, 2) if lows else Fraction(1), highs), (Fraction(1, 2), lows)])
        matches = {cause for cause, shares in _mistaken_shares(total, highs, lows)
                   if _differs(shares, correct, chip) and _close(mine, shares, total, chip)}
        if not matches:
            return None
        for cause in matches:
            found[cause] += 1
    mistaken_pots = sum(1 for pot in winners if {p: a for (n, p), a in got.items() if n == pot and a}
                        != {p: a for (n, p), a in want.items() if n == pot and a})
    for cause in (NOT_QUARTERED, THIRDS, HIGH_TAKES_ALL):
        if mistaken_pots and found[cause] == mistaken_pots:
            return cause
    return None


def _shares(total: int, halves: list[tuple[Fraction, list[str]]]) -> dict[str, Fraction]:
    """Each player's exact share when each part of the pot is split evenly among its winners."""
    shares: dict[str, Fraction] = defaultdict(Fraction)
    for part, players in halves:
        for player in players:
            shares[player] += total * part / len(players)
    return dict(shares)


def _mistaken_shares(total: int, highs: list[str], lows: list[str]) -> list[tuple[str, dict[str, Fraction]]]:
    """The splits each sharing mistake makes of one pot (none when no low qualifies: there is nothing to halve)."""
    if not lows:
        return []
    half = Fraction(1, 2)
    result = [(NOT_QUARTERED, _shares(total, [(half, highs), (half, [low])])) for low in lows if len(lows) > 1]
    result += [(NOT_QUARTERED, _shares(total, [(half, [high]), (half, lows)])) for high in highs if len(highs) > 1]
    result.append((THIRDS, _shares(total, [(Fraction(1), list(dict.fromkeys([*highs, *lows])))])))
    result.append((HIGH_TAKES_ALL, _shares(total, [(Fraction(1), highs)])))
    return result


def _differs(shares: Mapping[str, Fraction], correct: Mapping[str, Fraction], chip: int) -> bool:
    """The mistaken split moves at least a chip from where the rule puts it (not just an odd chip)."""
    zero = Fraction(0)
    return any(abs(shares.get(p, zero) - correct.get(p, zero)) >= chip for p in {*shares, *correct})


def _close(given: Mapping[str, int], shares: Mapping[str, Fraction], total: int, chip: int) -> bool:
    """The given split is this split, give or take the odd chips, and pays out the whole pot."""
    zero = Fraction(0)
    return sum(given.values()) == total and all(abs(given.get(p, 0) - shares.get(p, zero)) < chip
                                                for p in {*given, *shares})


def _misreadings(hand: Hand, strengths: Mapping[int, Strength]) -> list[tuple[str, dict[int, Strength]]]:
    """The tabled hands as each reading slip reads them (cause, every hand's strength): one counterfeited low
    counted as the best low on the table, or one Omaha hand read from any five cards (one or three hole cards)."""
    if hand.variant.game is Game.HOLDEM:
        return []
    readings: list[tuple[str, dict[int, Strength]]] = []
    best_low = min(s.low for s in strengths.values())
    for player in sorted(hand.shown):
        mine = strengths[player]
        if hand.variant.game.is_hilo and _counterfeited(hand, player, mine.low):
            readings.append((COUNTERFEIT, {**strengths, player: Strength(mine.high, min(best_low, NO_LOW) - 1)}))
        any_five = _any_five_rank(hand.shown[player], hand.board)
        if any_five < mine.high:
            readings.append((OMAHA_HOLE_CARDS, {**strengths, player: Strength(any_five, mine.low)}))
    return readings


def _paid_pots(hand: Hand) -> list[Pot]:
    """The pots as they were split: each pot's eligible players and the chips its awards pay out (after any
    rake)."""
    pots = hand.pots()[0]
    paid: dict[int, int] = defaultdict(int)
    for award in hand.awards:
        paid[award.pot] += award.amount
    return [Pot(paid[index], pot.eligible) for index, pot in enumerate(pots)]


def split_reading_slips(question: Question) -> list[tuple[str, dict[tuple[int, str], int]]]:
    """The splits a misread hand gives (cause, chips by pot and player): every pot settled with one counterfeited
    low counted, or one Omaha hand read from any five cards; a misreading that changes nothing is left out."""
    hand = question.hand
    strengths = showdown_strengths(hand.variant.game, hand.shown, hand.board)
    right: dict[tuple[int, str], int] = defaultdict(int)
    for award in hand.awards:
        right[award.pot, _pid(award.player)] += award.amount
    slips: list[tuple[str, dict[tuple[int, str], int]]] = []
    for cause, misread in _misreadings(hand, strengths):
        split: dict[tuple[int, str], int] = defaultdict(int)
        for award in settle_pots(_paid_pots(hand), hand.mucked, misread, hand.variant.game.is_hilo,
                                 chip=hand.stakes.chip):
            split[award.pot, _pid(award.player)] += award.amount
        mistaken = {k: v for k, v in split.items() if v}
        if mistaken != {k: v for k, v in right.items() if v} and all(mistaken != other for _, other in slips):
            slips.append((cause, mistaken))
    return slips


def _main_pot_reading(hand: Hand, strengths: Mapping[int, Strength]) -> tuple[list[str], list[str]]:
    """The main pot's high and low winners as these strengths read the tabled hands."""
    contenders = [p for p in hand.pots()[0][0].eligible if p not in hand.mucked and p in hand.shown]
    best_high = min(strengths[p].high for p in contenders)
    highs = [_pid(p) for p in contenders if strengths[p].high == best_high]
    best_low = min((strengths[p].low for p in contenders), default=NO_LOW)
    lows = [_pid(p) for p in contenders if strengths[p].low == best_low] if best_low != NO_LOW else []
    return sorted(highs), sorted(lows)


def winner_reading_slips(question: Question) -> list[Slip]:
    """The main pot's winners as a misread hand gives them (cause, the high or low winners named): a counterfeited
    low counted, an Omaha hand read from any five cards; a misreading that changes nothing is left out."""
    hand = question.hand
    strengths = showdown_strengths(hand.variant.game, hand.shown, hand.board)
    right_highs, right_lows = _main_pot_reading(hand, strengths)
    slips: list[Slip] = []
    for cause, misread in _misreadings(hand, strengths):
        highs, lows = _main_pot_reading(hand, misread)
        if cause == COUNTERFEIT and lows != right_lows:
            slips.append((cause, {"low": lows}))
        elif cause == OMAHA_HOLE_CARDS and highs != right_highs:
            slips.append((cause, {"high": highs}))
    return slips


def winner_mistake(question: Question, high: list[str], low: list[str] | None) -> str | None:
    """Winners (the players named high and low): the misreading of :func:`winner_reading_slips` whose winners
    were named; else, when a tabled hand that wins nothing of the main pot's half is named, the pot pushed to a
    beaten hand (what naming it is, whatever the reason); else none."""
    hand = question.hand
    mine = {"high": sorted(high), "low": sorted(low or [])}
    for cause, answer in winner_reading_slips(question):
        if all(mine[key] == value for key, value in answer.items()):
            return cause
    highs, lows, _ = main_pot_winners(question)
    shown = {_pid(p) for p in hand.shown}
    if (set(high) - set(highs)) & shown or (set(low or []) - set(lows)) & shown:
        return BEATEN_HAND
    return None
