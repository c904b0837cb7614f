"""Side pots worked out from the engine's layers: each player's chips, the chips returned, each pot and who can
win it."""

from __future__ import annotations

from dealerdesk.i18n import number_as_read
from dealerdesk.rules.players import player_code as _pid
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.core.showdown_steps import names
from dealerdesk.trainer.core.words import pot_name
from dealerdesk.trainer.kinds.translated import explain as _


def side_pot_steps(question: Question) -> list[str]:
    """Side pots: each player's chips, the chips returned, each pot's layer and who can win it."""
    hand = question.hand
    # The engine has already given back what was returned; count it in to show what each player put in.
    stakes = {p: c + hand.returned.get(p, 0) for p, c in enumerate(hand.committed)}
    chips = ", ".join(
        # The seat, a colon, its chips: "Seat 6: 5 (folded)", never "Seat 6 5", seat and amount run together.
        (_("{seat}: {chips} (folded)") if hand.folded[p] else _("{seat}: {chips}")).format(
            seat=question.seat_name(_pid(p)), chips=c)
        for p, c in stakes.items() if c)
    lines = [_("Each player's chips in this hand: {chips}.").format(chips=chips)]
    # The engine's layers: each pot's level, each player's share, its dead money; and the chips it gave back.
    pots, given_back = hand.pots()
    returned = {p: amount for p, amount in sorted(given_back.items()) if amount}
    for player, amount in returned.items():
        lines.append(_("Nobody called the last {amount} of {who}: it goes back (TDA 15-B).").format(
            amount=amount, who=question.name_of(_pid(player))))
    for index, pot in enumerate(pots):
        # Written as the reader groups numbers: the layer is a sum with words in it ("+ 200 dead money"), which the
        # sentence would not group as it groups a plain sum.
        parts = [number_as_read(share) for share in pot.shares if share]
        if pot.ante_level:
            # A player all-in for a dead ante alone wins what the antes make up to theirs (RULES.md §10).
            text = _("{pot}: the dead antes, up to {level} from each player: {layer} = {amount}; it can be won by "
                     "{players}.")
        else:
            text = _("{pot}: up to {level} from each player: {layer} = {amount}; it can be won by {players}.")
        if pot.dead_money:
            parts.append(_("{chips} dead money").format(chips=pot.dead_money))
        lines.append(text.format(pot=pot_name(index), level=pot.level, layer=" + ".join(parts) or "0",
                                 amount=pot.amount, players=names(question, [_pid(p) for p in sorted(pot.eligible)])))
    total = sum(stakes.values()) + hand.dead_money
    checks = [str(pot.amount) for pot in pots] + [str(amount) for amount in returned.values()]
    if len(checks) > 1:
        lines.append(_("Check: {parts} = {total}, every chip put in.").format(parts=" + ".join(checks), total=total))
    return lines
