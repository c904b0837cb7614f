"""The hi/lo split's named mistakes: the sharing slips (every hand read right, a sharing rule done wrong), then
the misread hands."""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Iterable, Mapping

from dealerdesk.evaluation import (
    NO_LOW,
)
from dealerdesk.i18n import N_
from dealerdesk.rules.players import player_code as _pid
from dealerdesk.rules.pots import Pot
from dealerdesk.rules.settlement import settle_pots, showdown_strengths
from dealerdesk.rules.showdown import Strength, best, split_evenly
from dealerdesk.trainer.core.mistakes import COUNTERFEIT, OMAHA_HOLE_CARDS, misreadings, paid_pots
from dealerdesk.trainer.core.question import Question

POOLED = N_("pots pooled before halving", "Mistakes")
ODD_CHIP = N_("the odd chip to the wrong seat or half", "Mistakes")
NOT_QUARTERED = N_("a tied half given whole to one hand: the pot not quartered", "Mistakes")
THIRDS = N_("the pot shared equally among the winners (in thirds) instead of half high, half low", "Mistakes")
HIGH_TAKES_ALL = N_("the whole pot given to the high hand although a low qualifies", "Mistakes")
SPLIT_WITHOUT_LOW = N_("the pot split high and low although no low qualifies (the high hand scoops)", "Mistakes")
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
CAUSES = (*SHARING_CAUSES, COUNTERFEIT, OMAHA_HOLE_CARDS)
"""The mistakes this kind names (canonical English: a verdict's ``cause``, kept by the progress database)."""


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
    paid = paid_pots(hand)
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


def split_reading_slips(question: Question) -> list[tuple[str, dict[tuple[int, str], int]]]:
    """The splits a misread hand gives (cause, chips by pot and player): every pot settled with one counterfeited
    low counted, or one Omaha hand read from any five cards; a misreading that changes nothing is left out."""
    hand = question.hand
    strengths = showdown_strengths(hand.variant.game, hand.shown, hand.board)
    right: dict[tuple[int, str], int] = defaultdict(int)
    for award in hand.awards:
        right[award.pot, _pid(award.player)] += award.amount
    slips: list[tuple[str, dict[tuple[int, str], int]]] = []
    for cause, misread in misreadings(hand, strengths):
        split: dict[tuple[int, str], int] = defaultdict(int)
        for award in settle_pots(paid_pots(hand), hand.mucked, misread, hand.variant.game.is_hilo,
                                 chip=hand.stakes.chip):
            split[award.pot, _pid(award.player)] += award.amount
        mistaken = {k: v for k, v in split.items() if v}
        if mistaken != {k: v for k, v in right.items() if v} and all(mistaken != other for _, other in slips):
            slips.append((cause, mistaken))
    return slips
