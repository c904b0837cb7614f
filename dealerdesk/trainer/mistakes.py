"""Recognising the classic dealer mistakes behind a wrong answer.

Each recogniser rebuilds the number (or the split) that one specific misconception produces — the pot-limit
raise without the call, the pots pooled before halving, a counterfeited low counted — and names the
mistake when the trainee's answer equals it. A right answer is never named: each kind's ``mistake``
(:mod:`dealerdesk.trainer.kinds`) asks only about wrong ones, and each recogniser also checks that the mistaken
value differs from the right one.

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
from dealerdesk.rules.players import player_index
from dealerdesk.rules.pots import Pot, build_pots
from dealerdesk.rules.settlement import settle_pots, showdown_strengths
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
          SHORT_ALL_IN_FULL, DOUBLED, FOLDED_LEFT_OUT, UNCALLED_KEPT, DEAD_LEFT_OUT, ONE_POT, ALL_IN_FACE_UP,
          EARLIER_AGGRESSOR, RIVER_BETTOR_FIRST, COUNTER_CLOCKWISE, POOLED, NOT_QUARTERED, THIRDS, HIGH_TAKES_ALL,
          ODD_CHIP, COUNTERFEIT, OMAHA_HOLE_CARDS, BEATEN_HAND, SPLIT_WITHOUT_LOW,
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


def pot_limit_mistake(question: Question, pot_total: int | None, given: int | None) -> str | None:
    """Pot limit: the call left out, a raise-by, the pot before the call, the blinds not counted, or (asked for the
    pot) the bets in front left out."""
    hand = question.hand
    actor = hand.actor
    assert actor is not None
    correct = hand.max_raise_to
    assert correct is not None
    if pot_total is not None and pot_total == hand.middle != hand.pot_total:
        return BETS_LEFT_OUT
    if given == correct:
        return None
    counted = hand.pot_raise
    assert counted is not None
    candidates = [
        (CALL_LEFT_OUT, counted.current_bet + counted.pot),
        (RAISE_BY, counted.pot_after_call),
        (POT_BEFORE_CALL, counted.pot),
    ]
    if hand.street == 0:
        candidates.append((BLINDS_NOT_COUNTED, correct - _blinds_posted(hand)))
    for cause, value in candidates:
        if given == value != correct:
            return cause
    return None


def min_raise_mistake(question: Question, given: int | None) -> str | None:
    """Minimum raise: a short all-in taken as reopening or as a full raise, a raise-by, or the bet doubled."""
    hand = question.hand
    correct = hand.min_raise_to
    raises = hand.street_raises
    short = [r for r in raises if not r.full]
    if correct is None:
        reopened = hand.raise_refusal == NOT_REOPENED
        return SHORT_ALL_IN_REOPENS if given is not None and short and reopened else None
    if given is None:
        return None
    current = hand.current_bet
    if given == correct - current != correct:
        return RAISE_BY
    if short and raises[-1] is short[-1]:
        before = raises[-1].before
        if given == current + (current - before) != correct:
            return SHORT_ALL_IN_FULL
    if given == 2 * current != correct:
        return DOUBLED
    return None


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


def side_pot_misreadings(hand: Hand) -> list[tuple[str, list[int]]]:
    """The pots as each classic mistake builds them (cause, the pots' amounts): a folded player's chips or the dead
    money left out, every chip in one pot, the uncalled bet kept, this street's bets left out."""
    pots, returned = hand.pots()
    correct = _amounts(pots)
    live = hand.remaining
    stakes = list(hand.committed)
    no_folded = [0 if hand.folded[p] else c for p, c in enumerate(stakes)]
    checks = [
        (FOLDED_LEFT_OUT, _amounts(build_pots(no_folded, live, hand.dead_money)[0])),
        (DEAD_LEFT_OUT, _amounts(build_pots(stakes, live, 0)[0])),
        (ONE_POT, [sum(correct)]),
    ]
    uncalled = sum(returned.values())
    if uncalled:
        kept = list(correct)
        kept[-1] += uncalled
        checks.append((UNCALLED_KEPT, kept))
        checks.append((UNCALLED_KEPT, [*correct, uncalled]))
    before = sum(correct) - street_bets(hand, uncalled)
    if 0 < before < sum(correct):
        checks.append((BETS_LEFT_OUT, [before]))
    return [(cause, amounts) for cause, amounts in checks if sorted(amounts) != sorted(correct)]


def side_pots_mistake(question: Question, given_amounts: list[int]) -> str | None:
    """Side pots (the amounts of the pots given): a folded player's chips or the dead money left out, one pot, the
    uncalled bet kept, or this street's bets left out."""
    hand = question.hand
    # Pots are compared by content, not by the row they were typed in.
    given = sorted(given_amounts)
    if given == sorted(_amounts(hand.pots()[0])):
        return None
    for cause, amounts in side_pot_misreadings(hand):
        if given == sorted(amounts):
            return cause
    return None


# -- showdown order --------------------------------------------------------------------------------------


def _aggressors_by_street(hand: Hand) -> dict[int, int]:
    last: dict[int, int] = {}
    for record in hand.log:
        if isinstance(record, records.BetOrRaise):
            last[record.street] = record.player
    return last


def showdown_order_mistake(question: Question, all_in: bool, order: list[str]) -> str | None:
    """Showdown order: an all-in not tabled at once, counter-clockwise, an earlier aggressor or the last bettor
    first."""
    hand = question.hand
    if hand.all_in_showdown and not all_in:
        return ALL_IN_FACE_UP
    want = [_pid(p) for p in hand.showdown_order]
    if hand.all_in_showdown or not order or not want:
        return None
    if order[0] == want[0]:
        # Right first, then round the table the wrong way (to the right).
        backwards = [want[0], *reversed(want[1:])]
        return COUNTER_CLOCKWISE if order == backwards != want else None
    aggressors = _aggressors_by_street(hand)
    final = hand.final_round_street
    earlier = {_pid(p) for street, p in aggressors.items() if street < final}
    if order[0] in earlier:
        return EARLIER_AGGRESSOR
    if hand.final_round_aggressor is not None:
        return RIVER_BETTOR_FIRST
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
    pots, _ = hand.pots()
    # Pooled: one pot of everything, split high/low among every hand shown.
    pooled = settle_pots([Pot(sum(p.amount for p in pots), frozenset(hand.shown))], hand.mucked, strengths,
                         hand.variant.game.is_hilo, chip=hand.stakes.chip)
    pooled_totals: dict[str, int] = defaultdict(int)
    for award in pooled:
        pooled_totals[_pid(award.player)] += award.amount
    given_totals: dict[str, int] = defaultdict(int)
    for (_, player), amount in got.items():
        given_totals[player] += amount
    if {k: v for k, v in given_totals.items() if v} == dict(pooled_totals):
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
    if dict(by_pot_want) == {k: v for k, v in by_pot_got.items() if v} and all(
        abs(want.get(key, 0) - got.get(key, 0)) <= chip for key in set(want) | set(got)
    ):
        return ODD_CHIP
    overpaid = {player_index(player) for (pot, player), amount in got.items() if amount > want.get((pot, player), 0)}
    return _hand_reading_mistake(hand, overpaid, strengths)


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


def _hand_reading_mistake(hand: Hand, favoured: set[int], strengths: Mapping[int, Any]) -> str | None:
    """A counterfeited low or an any-five Omaha reading behind favouring these players."""
    if hand.variant.game is Game.HOLDEM:
        return None
    best_high = min(s.high for s in strengths.values())
    for player in sorted(favoured):
        if player not in hand.shown:
            continue
        if hand.variant.game.is_hilo and _counterfeited(hand, player, strengths[player].low):
            return COUNTERFEIT
        if _any_five_rank(hand.shown[player], hand.board) < best_high <= strengths[player].high:
            return OMAHA_HOLE_CARDS
    return None


def winner_mistake(question: Question, players: list[str]) -> str | None:
    """Winners (the players named high or low): an Omaha hand read with the wrong hole cards, a counterfeited low,
    or else a tabled hand named that another tabled hand beats."""
    hand = question.hand
    strengths = showdown_strengths(hand.variant.game, hand.shown, hand.board)
    named = {player_index(p) for p in players}
    highs, lows, _ = main_pot_winners(question)
    wrongly_named = named - {player_index(p) for p in [*highs, *lows]}
    reading = _hand_reading_mistake(hand, wrongly_named, strengths)
    if reading is None and wrongly_named & set(hand.shown):
        return BEATEN_HAND  # a tabled hand named that does not win (the hands read or compared wrongly)
    return reading
