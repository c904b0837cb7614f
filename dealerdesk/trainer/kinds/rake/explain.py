"""The rake question's worked answer, step by step with the engine's numbers: the pot raked (uncalled chips back
first), no flop no drop, the percentage and the cap, the jackpot drop, the pots it comes out of, then each pot
pushed — in hi/lo halved after the rake, the odd chip high."""

from __future__ import annotations

from dealerdesk import grammar
from dealerdesk.rules.players import player_code
from dealerdesk.rules.records import Award
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.core.showdown_steps import hand_readings
from dealerdesk.trainer.core.words import pot_name
from dealerdesk.trainer.kinds.rake.mistakes import received_of, taken_of
from dealerdesk.trainer.kinds.translated import explain as _


def _shares(question: Question, awards: list[Award]) -> str:
    """"Seat 1 (Ann) 350, Seat 4 (Bob) 350"."""
    return grammar.joined(_("{who} {amount}").format(who=question.name_of(player_code(a.player)), amount=a.amount)
                     for a in awards)


def rake_steps(question: Question) -> list[str]:
    """The worked rake answer."""
    hand = question.hand
    structure, taken = taken_of(hand)
    pots = hand.pots()[0]
    lines: list[str] = []
    pot_text = " + ".join(str(pot.amount) for pot in pots)
    if len(pots) > 1:
        pot_text += f" = {taken.pot}"
    lines.append(_("The pot: {pots} chips.").format(pots=pot_text))
    for player, amount in sorted(hand.returned.items()):
        lines.append(_("First the uncalled {amount} went back to {who}: it was never in the pot, so it is never "
                       "raked.").format(who=question.name_of(player_code(player)), amount=amount))
    if not taken.flop_seen and structure.no_flop_no_drop:
        lines.append(_("No flop was dealt: no flop, no drop. Nothing is raked and nothing is dropped for the "
                       "jackpot; the whole pot is pushed."))
    else:
        lines.append(_("{percent}% of {pot} is {amount}, rounded down to the smallest chip ({chip}).").format(
            percent=f"{float(structure.percent):g}", pot=taken.pot, amount=taken.percentage, chip=hand.stakes.chip))
        if taken.cap is None:
            lines.append(_("No cap: the rake is {rake}.").format(rake=taken.rake))
        elif taken.capped:
            lines.append(_("The cap with {players} players dealt in is {cap}: the rake stops there, {rake}.").format(
                players=hand.player_count, cap=taken.cap, rake=taken.rake))
        else:
            lines.append(_("Under the cap of {cap} ({players} players dealt in): the rake is {rake}.").format(
                players=hand.player_count, cap=taken.cap, rake=taken.rake))
        if structure.jackpot_drop:
            if taken.threshold_reached:
                lines.append(_("The pot reached {threshold} and a flop was seen: {drop} is dropped for the jackpot, "
                               "on top of the rake.").format(threshold=structure.jackpot_threshold,
                                                             drop=taken.jackpot_drop))
            else:
                lines.append(_("The pot is under {threshold}: no jackpot drop.").format(
                    threshold=structure.jackpot_threshold))
    if taken.total and len(pots) > 1:
        lines.append(_("The rake and the drop come out of the main pot first (a side pot only for what the main pot "
                       "cannot cover)."))
    if "awards" not in question.answer and question.answer:
        # The house's chips alone: the hands are read and what is left is awarded after (the steps that follow).
        for index, pot in enumerate(pots):
            if taken.from_pots[index]:
                lines.append(_("{pot}: {amount} − {taken} = {left}, left to award.").format(
                    pot=pot_name(index), amount=pot.amount, taken=taken.from_pots[index],
                    left=pot.amount - taken.from_pots[index]))
        return lines
    readings = hand_readings(question) if hand.shown else {}
    winners = {a.player for a in hand.awards if a.amount}
    for player, texts in sorted((p, t) for p, t in readings.items() if p in winners):
        lines.append(_("{who}: {hands}.").format(who=question.name_of(player_code(player)), hands=" / ".join(texts)))
    for index, pot in enumerate(pots):
        left = pot.amount - taken.from_pots[index]
        mine = [a for a in hand.awards if a.pot == index and a.amount]
        head = pot_name(index)
        if taken.from_pots[index]:
            head = _("{pot}: {amount} − {taken} = {left}").format(pot=head, amount=pot.amount,
                                                                 taken=taken.from_pots[index], left=left)
        else:
            head = _("{pot}: {amount}").format(pot=head, amount=left)
        if "low" in {a.half for a in mine}:
            high = [a for a in mine if a.half == "high"]
            low = [a for a in mine if a.half == "low"]
            high_total, low_total = sum(a.amount for a in high), sum(a.amount for a in low)
            text = _("split after the rake: high half {high} → {high_shares}; low half {low} → {low_shares}").format(
                high=high_total, low=low_total, high_shares=_shares(question, high), low_shares=_shares(question, low))
            if high_total != low_total:
                text += _(" (the odd chip goes to the high half)")
            lines.append(head + grammar.aside_separator() + text + grammar.full_stop())
        else:
            lines.append(head + (" → " + _shares(question, mine) if mine else "") + grammar.full_stop())
    received = received_of(hand)
    lines.append(_("Each winner receives: {shares}.").format(shares=grammar.joined(
        _("Seat {seat}: {chips}").format(seat=question.seat_of(p), chips=n)
        for p, n in sorted(received.items(), key=lambda item: question.seat_of(item[0])))))
    return lines
