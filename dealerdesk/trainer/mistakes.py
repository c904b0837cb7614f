"""Recognising the classic dealer mistakes behind a wrong answer.

Each named mistake is a *slip*: one rule done wrong, everything else done right. A slip is applied to the question
— the pot-limit raise without the call, the pots pooled before halving, a counterfeited low counted as a low, the
stack left out of a minimum raise — and gives an answer; the mistake is named only when the trainee's answer is
that answer, and never when the slip gives the right answer anyway. An answer no slip gives is named nothing (the
verdict then has no "Mistake:" line; the dealt game's floor says "that is not right").

Where two slips give the same answer, the first of a kind's list — the more specific one — is named: the stack
left out comes before the bet doubled (a doubled bet the stack cuts back is the right all-in, no slip), the
raise-by before the doubled bet, an odd chip misplaced before a sharing rule that moves the same chip, a sharing
rule before a misread hand. Each kind's slips are listed with the answers they give (the tests check each is
named from the answer its rule gives, and that nothing else is): :func:`min_raise_slips`,
:func:`pot_limit_slips`, :func:`showdown_order_slips`, :func:`side_pot_slips`, the hi/lo split's
:func:`split_slips` (:func:`split_sharing_slips`, then :func:`split_reading_slips`), :func:`winner_reading_slips`,
fixed limit's :func:`dealerdesk.trainer.limit_steps.slips`, whose action's
:func:`dealerdesk.trainer.kinds.action.action_slips`, the rake's :func:`dealerdesk.trainer.rake_mistakes.rake_slips`,
the chips' :func:`dealerdesk.trainer.kinds.chips.chips_slips`, the button and the blinds'
:func:`dealerdesk.trainer.button_mistakes.button_slips` and calling the hand's
:func:`dealerdesk.trainer.hand_calls.call_slips`.
A few names describe the answer itself rather than one rule (a folded player given the action, chips that do not
add up, a colour-up in more chips than need be, a beaten hand named the winner): every answer they are given to
is, by definition, that mistake.

The names are stored (the progress database's ``cause``) and compared, so they stay English; :func:`label`
translates one for display.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Iterable, Mapping
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
from dealerdesk.rules.showdown import Strength, best, showdown_order, split_evenly
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


Split = dict[tuple[int, str], int]
"""A hi/lo split: chips by pot and player (players given none left out)."""
PotSplit = dict[int, int]
"""One pot's split: chips by player index."""


def _halves(amount: int, highs: list[int], lows: list[int], chip: int, low_half: int | None = None) -> PotSplit:
    """A pot halved high and low, each half split evenly among its winners by the odd-chip rule (one each clockwise
    from the button): the low half is the half rounded down to the chip unless ``low_half`` says otherwise."""
    low = amount // chip // 2 * chip if low_half is None else low_half
    shares: PotSplit = defaultdict(int)
    for part, winners in ((amount - low, highs), (low, lows)):
        for player, chips in split_evenly(part, winners, chip).items():
            shares[player] += chips
    return dict(shares)


def _odd_chips_elsewhere(amount: int, winners: list[int], chip: int) -> list[PotSplit]:
    """An even split's odd chips handed to other winners: each other choice of as many winners, one chip each
    (the rule gives them one each clockwise from the button)."""
    ordered = sorted(winners)
    units, rest = divmod(amount, chip)
    share, odd = divmod(units, len(ordered))
    if not odd:
        return []
    return [{player: (share + (player in chosen)) * chip + (rest if k == 0 else 0) for k, player in enumerate(ordered)}
            for chosen in itertools.combinations(ordered, odd) if chosen != tuple(ordered[:odd])]


def _merge(*splits: Mapping[int, int]) -> PotSplit:
    """One pot's split from its parts (the high half's shares and the low half's)."""
    merged: PotSplit = defaultdict(int)
    for split in splits:
        for player, chips in split.items():
            merged[player] += chips
    return dict(merged)


def _sharing_options(amount: int, contenders: list[int], strengths: Mapping[int, Strength], chip: int
                     ) -> dict[str, list[PotSplit]]:
    """How each sharing slip splits one pot (winners read right, odd chips by the rule unless the slip is the odd
    chip's): the odd chip to the low half, or a half's odd chips to other tied winners, or identical hands winning
    both ways paid half and half (each half's odd chip to the first) instead of as evenly as possible; a tied half
    given whole to one of its winners (not quartered); the pot shared equally among its winners (thirds); the
    whole pot to the high hand; a pot no low qualifies for halved with another hand (each other hand)."""
    options: dict[str, list[PotSplit]] = defaultdict(list)
    if len(contenders) < 2:
        return options
    highs = best(contenders, {p: strengths[p].high for p in contenders})
    qualifying = [p for p in contenders if strengths[p].low != NO_LOW]
    lows = best(qualifying, {p: strengths[p].low for p in qualifying}) if qualifying else []
    if lows and set(lows) != set(highs):
        low_half = amount // chip // 2 * chip
        if (amount // chip) % 2:
            options[ODD_CHIP].append(_halves(amount, highs, lows, chip, amount - low_half - amount % chip))
        options[ODD_CHIP] += [_merge(moved, split_evenly(low_half, lows, chip))
                              for moved in _odd_chips_elsewhere(amount - low_half, highs, chip)]
        options[ODD_CHIP] += [_merge(split_evenly(amount - low_half, highs, chip), moved)
                              for moved in _odd_chips_elsewhere(low_half, lows, chip)]
        options[NOT_QUARTERED] += [_halves(amount, highs, [low], chip) for low in lows if len(lows) > 1]
        options[NOT_QUARTERED] += [_halves(amount, [high], lows, chip) for high in highs if len(highs) > 1]
        options[THIRDS].append(split_evenly(amount, sorted({*highs, *lows}), chip))
        options[HIGH_TAKES_ALL].append(split_evenly(amount, highs, chip))
        return options
    options[ODD_CHIP] += _odd_chips_elsewhere(amount, highs, chip)
    if lows and len(highs) > 1:
        options[ODD_CHIP].append(_halves(amount, highs, highs, chip))
    if not lows:
        options[SPLIT_WITHOUT_LOW] += [_halves(amount, highs, [other], chip)
                                       for other in sorted(contenders) if other not in highs]
    return options


SHARING_CAUSES = (POOLED, ODD_CHIP, NOT_QUARTERED, THIRDS, HIGH_TAKES_ALL, SPLIT_WITHOUT_LOW)
"""The hi/lo split's sharing slips in the order they are named (an odd chip misplaced is the smallest slip and is
named before a sharing rule that moves the same chip)."""


def _named_split(split: Mapping[tuple[int, str], int]) -> Split:
    """A split as compared: the pots and players given chips."""
    return {key: chips for key, chips in split.items() if chips}


def _pot_key(split: Mapping[int, int]) -> frozenset[tuple[str, int]]:
    """One pot's split as compared: the players given chips (by PHH code) and their chips."""
    return frozenset((_pid(player), chips) for player, chips in split.items() if chips)


def _sharing_plan(question: Question) -> tuple[Split, list[frozenset[tuple[str, int]]],
                                                list[dict[str, list[frozenset[tuple[str, int]]]]]]:
    """What the sharing slips are made of: the pots pooled (their split), each pot's right split, and each pot's
    splits by every slip of :func:`_sharing_options` (the right split left out)."""
    hand = question.hand
    chip = hand.stakes.chip
    hilo = hand.variant.game.is_hilo
    strengths = showdown_strengths(hand.variant.game, hand.shown, hand.board)
    paid = _paid_pots(hand)
    by_pot: list[PotSplit] = [defaultdict(int) for _ in paid]
    for award in hand.awards:
        by_pot[award.pot][award.player] += award.amount
    rights = [_pot_key(split) for split in by_pot]
    options: list[dict[str, list[frozenset[tuple[str, int]]]]] = []
    for pot, right in zip(paid, rights, strict=True):
        contenders = sorted(p for p in pot.eligible if p not in hand.mucked)
        found = _sharing_options(pot.amount, contenders, strengths, chip) if hilo else {}
        options.append({cause: list(dict.fromkeys(key for key in map(_pot_key, splits) if key != right))
                        for cause, splits in found.items()})
    pooled: Split = defaultdict(int)
    for award in settle_pots([Pot(sum(p.amount for p in paid), frozenset(hand.shown))], hand.mucked, strengths,
                             hilo, chip=chip):
        pooled[0, _pid(award.player)] += award.amount
    return _named_split(pooled), rights, options


def _by_pot(split: Mapping[tuple[int, str], int], pots: int) -> list[frozenset[tuple[str, int]]] | None:
    """A split as each pot's split (None when it gives chips from a pot there is not)."""
    shares: list[dict[str, int]] = [{} for _ in range(pots)]
    for (pot, player), chips in split.items():
        if chips and not 0 <= pot < pots:
            return None
        if chips:
            shares[pot][player] = shares[pot].get(player, 0) + chips
    return [frozenset(pot.items()) for pot in shares]


def split_sharing_slips(question: Question) -> list[tuple[str, Split]]:
    """The splits a sharing slip gives (cause, chips by pot and player), every hand read right: the pots pooled
    into one (in the main pot's line) and split among every hand shown; else a slip of :func:`_sharing_options`
    made in one or more of the pots it touches, each other pot split right (each pot is split on its own, so the
    slip may be made in any of them) — every such choice listed, a split kept for the first slip that gives it;
    a slip that changes nothing is left out. (:func:`split_mistake` names from the same choices pot by pot.)"""
    pooled, rights, options = _sharing_plan(question)
    right = {(pot, player): chips for pot, split in enumerate(rights) for player, chips in split}
    seen = {frozenset(right.items())}
    slips: list[tuple[str, Split]] = []
    for cause in SHARING_CAUSES:
        if cause == POOLED:
            found: Iterable[Split] = [pooled]
        else:
            choices = [[pot_right, *pot_options.get(cause, [])] for pot_right, pot_options in zip(rights, options,
                                                                                                   strict=True)]
            found = ({(pot, player): chips for pot, split in enumerate(combination) for player, chips in split}
                     for combination in itertools.product(*choices))
        for split in found:
            if frozenset(split.items()) not in seen:
                seen.add(frozenset(split.items()))
                slips.append((cause, split))
    return slips


def sharing_everywhere(question: Question, cause: str) -> Split | None:
    """The split of a dealer who makes the sharing slip ``cause`` (not pooling) in every pot it touches, each the
    slip's first way (the whole pot to the high hand in every pot with a low …), the other pots right; None when
    the slip touches no pot. A dealt game's classic mistakes at the split step."""
    _pooled, rights, options = _sharing_plan(question)
    if not any(pot_options.get(cause) for pot_options in options):
        return None
    chosen = [pot_options[cause][0] if pot_options.get(cause) else right
              for right, pot_options in zip(rights, options, strict=True)]
    return {(pot, player): chips for pot, split in enumerate(chosen) for player, chips in split}


def _sharing_mistake(question: Question, given: Mapping[tuple[int, str], int]) -> str | None:
    """The first sharing slip of :func:`split_sharing_slips` whose split was given, found pot by pot (every pot
    split right or by the slip, and some pot by the slip) instead of by listing every choice."""
    pooled, rights, options = _sharing_plan(question)
    mine = _named_split(given)
    if mine == pooled:
        return POOLED if _by_pot(mine, len(rights)) != rights else None
    pots = _by_pot(mine, len(rights))
    if pots is None or pots == rights:
        return None
    for cause in SHARING_CAUSES[1:]:
        if all(split == right or split in pot_options.get(cause, ())
               for split, right, pot_options in zip(pots, rights, options, strict=True)):
            return cause
    return None


def split_slips(question: Question) -> list[tuple[str, Split]]:
    """Every slip of the hi/lo split with the split it gives: the sharing slips (:func:`split_sharing_slips`)
    first, then the misread hands (:func:`split_reading_slips`) whose split no sharing slip gives."""
    sharing = split_sharing_slips(question)
    return [*sharing, *((cause, split) for cause, split in split_reading_slips(question)
                        if all(split != other for _, other in sharing))]


def split_mistake(question: Question, given: Mapping[tuple[int, str], int]) -> str | None:
    """Hi/lo split (chips given by pot and player): the slip of :func:`split_slips` whose split was given (None:
    none) — a sharing slip first, then a misread hand."""
    shared = _sharing_mistake(question, given)
    if shared is not None:
        return shared
    mine = _named_split(given)
    return next((cause for cause, split in split_reading_slips(question) if split == mine), None)


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
