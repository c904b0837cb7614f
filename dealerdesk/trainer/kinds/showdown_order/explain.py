"""The showdown order worked out: who shows first and why, the order after, and the hands the dealer kills."""

from __future__ import annotations

from dealerdesk import grammar
from dealerdesk.i18n import translate
from dealerdesk.rules.action import aggressors
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.players import player_code as _pid
from dealerdesk.trainer.core.betting_steps import street
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.core.showdown_steps import hand_readings, names
from dealerdesk.trainer.core.words import pot_name
from dealerdesk.trainer.kinds.translated import explain as _


def showdown_order_steps(question: Question) -> list[str]:
    """Showdown order: who shows first and why, the order after, and the hands killed when asked."""
    hand = question.hand
    lines: list[str] = []
    if hand.all_in_showdown:
        # The engine's fact about the betting: who was all-in when it ended (whether or not they won since).
        all_in = [_pid(p) for p in hand.all_in_players] or [_pid(p) for p in hand.remaining if not hand.stacks[p]]
        text = (_("{players} is all-in and the betting is over: every hand is turned face up at once, and none may "
                  "be mucked (TDA 16).") if len(all_in) == 1
                else _("{players} are all-in and the betting is over: every hand is turned face up at once, and none "
                       "may be mucked (TDA 16)."))
        lines.append(text.format(players=names(question, all_in)))
    else:
        aggressor, final = hand.final_round_aggressor, hand.final_round_street
        order = [_pid(p) for p in hand.showdown_order]
        if aggressor is not None:
            lines.append(_("The last bet or raise {street}, the final betting round, was {who}'s: that hand is shown "
                           "first (TDA 17-A).").format(street=street(final), who=question.name_of(_pid(aggressor))))
        else:
            lines.append(_("Nobody bet {street}, the final betting round: the first active player left of the button "
                           "shows first, {who} (TDA 17-A).").format(street=street(final),
                                                                   who=question.name_of(order[0])))
        earlier = _earlier_aggressor(hand, final)
        if earlier is not None and earlier != aggressor and _pid(earlier) != order[0]:
            lines.append(_("Betting on earlier streets does not count ({who} bet or raised last there).").format(
                who=question.name_of(_pid(earlier))))
        lines.append(_("The others follow clockwise, so the order is: {players}.").format(
            players=names(question, order)))
    if "killed" in question.answer:  # asked at this difficulty
        lines.extend(_kills(question))
    return lines


def _earlier_aggressor(hand: Hand, final_street: int) -> int | None:
    """The last player to bet or raise on any street before the final betting round, or None."""
    earlier = [player for street, player in aggressors(hand).items() if street < final_street]
    return earlier[-1] if earlier else None


def _kills(question: Question) -> list[str]:
    hand = question.hand
    lines = [_("{who}: {hands}.").format(who=question.name_of(_pid(p)), hands=" / ".join(texts))
             for p, texts in sorted(hand_readings(question, held=True).items())]
    mucked = sorted(hand.mucked)
    if mucked:
        # Translators: a list of one seat or several (the comment says which): the verb agrees with it.
        lines.append((translate("Explain", "Mucked when their turn came, so dead: {players}.", "one seat")
                      if len(mucked) == 1 else
                      translate("Explain", "Mucked when their turn came, so dead: {players}.", "several seats")).format(
            players=names(question, [_pid(p) for p in mucked])))
    won: dict[int, list[int]] = {}
    for award in sorted(hand.awards, key=lambda a: a.pot):
        pots = won.setdefault(award.player, [])
        if award.pot not in pots:
            pots.append(award.pot)
    # Translators: a winner and the pots they win, e.g. "Seat 5 (Ann) — Main pot, Side pot 1".
    lines.append(_("Winners: {players}.").format(players=grammar.clause_separator().join(
        _("{who} — {pots}").format(who=question.name_of(_pid(p)), pots=grammar.joined(pot_name(k) for k in won[p]))
        for p in sorted(won))))
    killed = [_pid(p) for p in hand.killed_hands]
    if killed:
        # Translators: a list of one seat or several (the comment says which): the verb agrees with it.
        lines.append((translate("Explain", "The dealer kills the hands that win nothing: {players}.", "one seat")
                      if len(killed) == 1 else
                      translate("Explain", "The dealer kills the hands that win nothing: {players}.",
                                "several seats")).format(
            players=names(question, killed)))
    else:
        lines.append(_("Every hand still in wins a share: the dealer kills none."))
    return lines
