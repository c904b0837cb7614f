"""Worked explanations, step by step, built from the engine's own numbers (never recomputed here).

Each function returns the lines a floor supervisor would say to a trainee dealer for the question's answer:
what is on the table, the rule that decides it (cited as RULES.md cites it: TDA 2024 rule numbers, Robert's
Rules of Poker sections), and every sum written out so that it can be checked. Amounts come from the replayed
hand, its log, and ``dealerdesk solve``.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealerdesk import grammar
from dealerdesk.evaluation import NO_LOW, category_of, format_cards, read_holdem, read_omaha_high, read_omaha_low
from dealerdesk.evaluation.names import ROYAL_FLUSH
from dealerdesk.i18n import N_, translate, translate_marked, translate_n
from dealerdesk.rules import records
from dealerdesk.rules.betting import CAPPED, NO_CHIPS_BEYOND_CALL, NO_OPPONENT_TO_CALL, NOT_REOPENED, refusal_text
from dealerdesk.rules.game import Game
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.players import player_code as _pid
from dealerdesk.rules.settlement import showdown_strengths
from dealerdesk.rules.showdown import best
from dealerdesk.trainer.kinds.registry import kind_of
from dealerdesk.trainer.question import Question


def _(text: str) -> str:
    """Translate in the explanations' context."""
    return translate("Explain", text)


STREET_NAMES = (N_("before the flop"), N_("on the flop"), N_("on the turn"), N_("on the river"))
"""Where a betting round happened, in English (translated where shown)."""


def explain(question: Question) -> list[str]:
    """The worked answer of a question (translated; a drill pack stores it in English): its kind's explanation,
    made with the functions below."""
    return kind_of(question.kind).explain(question)


def _names(question: Question, players: list[str]) -> str:
    return grammar.joined(question.name_of(p) for p in players)


def _street(street: int) -> str:
    return translate_marked("Explain", STREET_NAMES[street])


def _pot_name(index: int) -> str:
    return _("Main pot") if index == 0 else _("Side pot {number}").format(number=index)


# -- pot limit ---------------------------------------------------------------------------------------------


def pot_limit_steps(question: Question) -> list[str]:
    """Pot limit: the pot on the table, the call, the raise it makes (or the stack that caps it)."""
    hand = question.hand
    actor = hand.actor
    assert actor is not None
    who = question.name_of(_pid(actor))
    counted = hand.pot_raise  # the engine's count: pot on the table, allowance, call, pot after the call
    assert counted is not None
    current = counted.current_bet
    own = hand.bets[actor]
    call = counted.call
    in_front = [(p, b) for p, b in enumerate(hand.bets) if b]
    bets = counted.in_front
    allowance = counted.allowance
    pot = counted.pot
    lines = [_("Chips already in the middle: {chips}.").format(chips=hand.middle)]
    if in_front:
        listed = " + ".join(_("{amount} ({seat})").format(amount=b, seat=question.seat_name(_pid(p)))
                            for p, b in in_front)
        if len(in_front) > 1:
            lines.append(_("Bets in front of the players: {bets} = {total}.").format(bets=listed, total=bets))
        else:
            lines.append(_("Bets in front of the players: {bets}.").format(bets=listed))
    if allowance:
        if hand.rules.pot_limit_small_blind_as_big:
            lines.append(_("House rule: the small blind counts as a big blind until the big blind has acted "
                           "(RRoP §14, pot limit), adding {chips}.").format(chips=allowance))
        else:
            lines.append(_("Before the flop a short or dead blind counts as posted in full (TDA 54-B), adding "
                           "{chips}.").format(chips=allowance))
    terms = [counted.middle] + ([bets] if in_front else []) + ([allowance] if allowance else [])
    if len(terms) > 1:
        lines.append(_("The pot on the table: {terms} = {pot}.").format(terms=" + ".join(map(str, terms)), pot=pot))
    else:
        lines.append(_("The pot on the table: {pot}.").format(pot=pot))
    if current == 0:
        lines.append(_("Nobody has bet yet {street}: the largest bet is the pot, {pot} (RRoP §14, pot limit).")
                     .format(street=_street(hand.street), pot=pot))
        full = pot
    else:
        if own:
            lines.append(_("{who} has {own} in front, so the call is {bet} − {own} = {call}.").format(
                who=who, own=own, bet=current, call=call))
        lines.append(_("{who} must first call {call}: the pot after the call is {pot} + {call} = {total}.").format(
            who=who, call=call, pot=pot, total=counted.pot_after_call))
        lines.append(_("A pot raise adds that much to the {bet} bet: raise to {bet} + {added} = {raise_to} "
                       "(RRoP §14, pot limit).").format(bet=current, added=counted.pot_after_call,
                                                         raise_to=counted.raise_to))
        full = counted.raise_to
    maximum = hand.max_raise_to
    if maximum is not None and maximum != full:
        lines.append(_("{who} has only {chips} in all ({own} in front + {behind} behind), so the most is all-in "
                       "for {maximum}.").format(who=who, chips=own + hand.stacks[actor], own=own,
                                                behind=hand.stacks[actor], maximum=maximum))
    return lines


# -- minimum raise -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Step:
    """One bet or raise of the street, with the bet it was made over and the full raise needed then."""

    record: records.BetOrRaise
    before: int
    """The bet to match just before it (0 on an unopened street; the big blind before the flop)."""
    needed: int
    """The smallest full bet or raise increment at that moment."""


def _street_steps(hand: Hand) -> tuple[list[_Step], dict[int, int]]:
    """The street's bets and raises as :class:`_Step`, and the bet to match when each player last acted on
    this street (checks, calls, bets and raises: what reopening is measured from, TDA 47-A)."""
    level = increment = hand.stakes.big_blind if hand.street == 0 else 0
    minimum = hand.stakes.minimum_bet
    steps: list[_Step] = []
    acted: dict[int, int] = {}
    for record in hand.log:
        if isinstance(record, records.BetOrRaise) and record.street == hand.street:
            steps.append(_Step(record, record.before, max(increment, minimum)))
            if record.full:
                increment = record.raise_to - record.before
            level = record.raise_to
            acted[record.player] = level
        elif isinstance(record, records.CheckOrCall) and record.street == hand.street:
            acted[record.player] = level
    return steps, acted


def min_raise_steps(question: Question) -> list[str]:
    """Minimum raise: the bet to match, every bet and raise of the street, the increment and the raise-to."""
    hand = question.hand
    actor = hand.actor
    assert actor is not None
    who = question.name_of(_pid(actor))
    current = hand.current_bet
    own = hand.bets[actor]
    behind = hand.stacks[actor]
    answer = hand.min_raise_to
    big_blind = hand.stakes.big_blind
    steps, acted = _street_steps(hand)
    lines: list[str] = []
    if current == 0:
        lines.append(_("Nobody has bet yet {street}: {who} may check or bet.").format(street=_street(hand.street),
                                                                                    who=who))
    elif (hand.to_call or 0) < current - own:
        # Translators: {who} is the seat and name ("Seat 10 (Ivy)"), {seat} the seat alone; may drop {seat}
        # where the sentence has named the seat already.
        lines.append(_("The bet to match is {bet}; {who} has {in_front} in front, so a full call would be {bet} − "
                       "{in_front} = {full}, but {who} has only {chips} behind: calling puts {seat} all-in for less, "
                       "{chips}.").format(bet=current, who=who, in_front=own, full=current - own, chips=behind,
                                          seat=question.seat_name(_pid(actor))))
    elif own:
        lines.append(_("The bet to match is {bet}; {who} has {in_front} in front, so the call is {bet} − {in_front} "
                       "= {call}.").format(bet=current, who=who, in_front=own, call=current - own))
    else:
        lines.append(_("The bet to match is {bet}; {who} has nothing in front, so the call is {bet}.").format(
            bet=current, who=who))
    for step in steps:
        lines.append(_step_text(question, step))
    if answer is None:
        lines.append(_refusal(question, actor, acted))
        return lines
    reopened = _reopened_text(question, actor, acted, steps)
    if reopened:
        lines.append(reopened)
    increment = hand.min_raise_increment
    if current == 0:
        if increment == big_blind:
            lines.append(_("The smallest bet is the minimum bet, one big blind: {minimum} (RRoP §14).").format(
                minimum=increment))
        else:
            lines.append(_("The smallest bet is the minimum bet: {minimum} (RRoP §14).").format(minimum=increment))
    elif any(step.record.full for step in steps):
        lines.append(_("The last full bet or raise of this street added {increment}: a raise must add at least as "
                       "much (TDA 43-A).").format(increment=increment))
    elif hand.street == 0:
        lines.append(_("Before the flop the big blind, {increment}, is the opening bet: a raise must add at least "
                       "{increment} (TDA 43-A).").format(increment=increment))
    else:
        lines.append(_("Nobody has made a full bet on this street yet: a raise must still add at least the minimum "
                       "bet, {increment} (RRoP §14).").format(increment=increment))
    if answer < current + increment:
        if current == 0:
            text = _("{who} has only {chips}, less than the minimum bet of {full}: the only bet is all-in for "
                     "{chips}.")
        else:
            text = _("{who} has only {chips} in all ({in_front} in front + {behind} behind), less than {bet} + "
                     "{increment} = {full}: the only raise is all-in to {chips}.")
        lines.append(text.format(who=who, chips=answer, in_front=own, behind=behind, bet=current,
                                 increment=increment, full=current + increment))
    elif current:
        lines.append(_("Minimum raise-to = {bet} + {increment} = {raise_to}.").format(
            bet=current, increment=increment, raise_to=answer))
    return lines


def _step_text(question: Question, step: _Step) -> str:
    record = step.record
    who = question.name_of(_pid(record.player))
    size = record.raise_to - step.before
    if step.before == 0:  # the street's opening bet: a bet, never a raise
        if record.full:
            text = (_("{who} bets {amount} all-in: at least the minimum bet, so a full bet.") if record.all_in
                    else _("{who} bets {amount}: a full bet."))
        else:
            text = _("{who} bets {amount} all-in: less than the minimum bet of {needed}, so not a full bet; it does "
                     "not reopen the betting for players who have already acted (TDA 47-A).")
        return text.format(who=who, amount=record.raise_to, needed=step.needed)
    if record.full:
        text = (_("{who} raises all-in to {amount} ({amount} − {before} = +{size}): a full raise.") if record.all_in
                else _("{who} raises to {amount} ({amount} − {before} = +{size}): a full raise."))
    else:
        text = _("{who} raises all-in to {amount} ({amount} − {before} = +{size}): less than a full raise of "
                 "{needed}, so it does not reopen the betting for players who have already acted (TDA 47-A).")
    return text.format(who=who, amount=record.raise_to, before=step.before, size=size, needed=step.needed)


def _refusal(question: Question, actor: int, acted: dict[int, int]) -> str:
    """Why the actor may only fold or call, in the words and with the rule of the engine's refusal."""
    hand = question.hand
    who = question.name_of(_pid(actor))
    refusal = hand.raise_refusal or ""
    if refusal == NO_CHIPS_BEYOND_CALL:
        return _("{who} has no chips beyond the call, so there is nothing to raise with: fold or call only.").format(
            who=who)
    if refusal == NO_OPPONENT_TO_CALL:
        return _("Every other player still in is all-in or could only call: nobody could call a raise, so {who} may "
                 "fold or call only.").format(who=who)
    if refusal == NOT_REOPENED and actor in acted:
        since = acted[actor]
        # Translators: {who} is the seat and name ("Seat 10 (Ivy)"), {seat} the seat alone; may drop {seat}
        # where the sentence has named the seat already.
        return _("{who} already acted at {acted}; since then the bet has gone up only {bet} − {acted} = +{size}, less "
                 "than a full raise of {increment}: the betting is not reopened for {seat}, so fold or call only "
                 "(TDA 47-A).").format(who=who, acted=since, bet=hand.current_bet, size=hand.current_bet - since,
                                       increment=hand.min_raise_increment, seat=question.seat_name(_pid(actor)))
    if refusal == CAPPED:
        raises = hand.rules.limit_raise_cap or 0  # capped: the rules have a cap
        return translate_n("Explain", "The betting is capped (a bet and {raises} raise): {who} may fold or call only "
                           "(RRoP §3).", "The betting is capped (a bet and {raises} raises): {who} may fold or call "
                           "only (RRoP §3).", raises).format(raises=raises, who=who)
    return _("{who} {refusal}: fold or call only.").format(who=who, refusal=refusal_text(refusal))


def _reopened_text(question: Question, actor: int, acted: dict[int, int], steps: list[_Step]) -> str | None:
    """Why the actor may raise although a short all-in came before (TDA 47-A), or None when none did."""
    who = question.name_of(_pid(actor))
    since = acted.get(actor)
    later = [s for s in steps if since is None or s.before >= since]
    if not any(not s.record.full for s in later):
        return None
    if since is None:
        return _("{who} has not acted yet on this street, so may raise whatever short all-ins came before "
                 "(TDA 47-A).").format(who=who)
    current = question.hand.current_bet
    if any(s.record.full and s.record.raise_to > since for s in later):
        # Translators: {who} is the seat and name ("Seat 10 (Ivy)"), {seat} the seat alone; may drop {seat}
        # where the sentence has named the seat already.
        return _("{who} already acted at {acted}, but has faced a full raise since: the betting is reopened for "
                 "{seat} (TDA 47-A).").format(who=who, acted=since, seat=question.seat_name(_pid(actor)))
    # Translators: {who} is the seat and name ("Seat 10 (Ivy)"), {seat} the seat alone; may drop {seat}
    # where the sentence has named the seat already.
    return _("{who} already acted at {acted}; the short all-ins since add up to {bet} − {acted} = +{size}, at least "
             "a full raise: the betting is reopened for {seat} (TDA 47-A).").format(
        who=who, acted=since, bet=current, size=current - since, seat=question.seat_name(_pid(actor)))


# -- side pots ---------------------------------------------------------------------------------------------


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
        parts = [str(share) for share in pot.shares if share]
        if pot.ante_level:
            # A player all-in for a dead ante alone wins what the antes make up to theirs (RULES.md §10).
            text = _("{pot}: the dead antes, up to {level} from each player: {layer} = {amount}; it can be won by "
                     "{players}.")
        else:
            text = _("{pot}: up to {level} from each player: {layer} = {amount}; it can be won by {players}.")
        if pot.dead_money:
            parts.append(_("{chips} dead money").format(chips=pot.dead_money))
        lines.append(text.format(pot=_pot_name(index), level=pot.level, layer=" + ".join(parts) or "0",
                                 amount=pot.amount, players=_names(question, [_pid(p) for p in sorted(pot.eligible)])))
    total = sum(stakes.values()) + hand.dead_money
    checks = [str(pot.amount) for pot in pots] + [str(amount) for amount in returned.values()]
    if len(checks) > 1:
        lines.append(_("Check: {parts} = {total}, every chip put in.").format(parts=" + ".join(checks), total=total))
    return lines


# -- showdown order ----------------------------------------------------------------------------------------


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
        lines.append(text.format(players=_names(question, all_in)))
    else:
        aggressor, street = hand.final_round_aggressor, hand.final_round_street
        order = [_pid(p) for p in hand.showdown_order]
        if aggressor is not None:
            lines.append(_("The last bet or raise {street}, the final betting round, was {who}'s: that hand is shown "
                           "first (TDA 17-A).").format(street=_street(street), who=question.name_of(_pid(aggressor))))
        else:
            lines.append(_("Nobody bet {street}, the final betting round: the first active player left of the button "
                           "shows first, {who} (TDA 17-A).").format(street=_street(street),
                                                                   who=question.name_of(order[0])))
        earlier = _earlier_aggressor(hand, street)
        if earlier is not None and earlier != aggressor and _pid(earlier) != order[0]:
            lines.append(_("Betting on earlier streets does not count ({who} bet or raised last there).").format(
                who=question.name_of(_pid(earlier))))
        lines.append(_("The others follow clockwise, so the order is: {players}.").format(
            players=_names(question, order)))
    if "killed" in question.answer:  # asked at this difficulty
        lines.extend(_kills(question))
    return lines


def _earlier_aggressor(hand: Hand, final_street: int) -> int | None:
    """The last player to bet or raise on any street before the final betting round, or None."""
    found: int | None = None
    for record in hand.log:
        if isinstance(record, records.BetOrRaise) and record.street < final_street:
            found = record.player
    return found


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
            players=_names(question, [_pid(p) for p in mucked])))
    won: dict[int, list[int]] = {}
    for award in sorted(hand.awards, key=lambda a: a.pot):
        pots = won.setdefault(award.player, [])
        if award.pot not in pots:
            pots.append(award.pot)
    # Translators: a winner and the pots they win, e.g. "Seat 5 (Ann) — Main pot, Side pot 1".
    lines.append(_("Winners: {players}.").format(players=grammar.clause_separator().join(
        _("{who} — {pots}").format(who=question.name_of(_pid(p)), pots=grammar.joined(_pot_name(k) for k in won[p]))
        for p in sorted(won))))
    killed = [_pid(p) for p in hand.killed_hands]
    if killed:
        # Translators: a list of one seat or several (the comment says which): the verb agrees with it.
        lines.append((translate("Explain", "The dealer kills the hands that win nothing: {players}.", "one seat")
                      if len(killed) == 1 else
                      translate("Explain", "The dealer kills the hands that win nothing: {players}.",
                                "several seats")).format(
            players=_names(question, killed)))
    else:
        lines.append(_("Every hand still in wins a share: the dealer kills none."))
    return lines


# -- who wins, and the split -------------------------------------------------------------------------------


def hand_readings(question: Question, *, held: bool = False) -> dict[int, list[str]]:
    """Each tabled hand's high (and low) reading, in the dealer's words, with the five cards it plays (``held``:
    every hand still in whose cards are known, mucked ones too)."""
    hand = question.hand
    game = hand.variant.game
    readings: dict[int, list[str]] = {}
    hands = dict(hand.shown)
    if held:
        for player in hand.remaining:
            hole = hand.hole[player]
            if player not in hands and hole is not None and None not in hole:
                hands[player] = tuple(c for c in hole if c is not None)
    for player, cards in hands.items():
        high = read_holdem([*cards, *hand.board]) if game is Game.HOLDEM else read_omaha_high(cards, hand.board)
        texts = [_("{hand} ({cards})").format(hand=high.name, cards=format_cards(high.cards))]
        if game is Game.OMAHA_HILO:
            low = read_omaha_low(cards, hand.board)
            texts.append(_("{hand} ({cards})").format(hand=low.name, cards=format_cards(low.cards))
                         if low is not None else _("no low"))
        readings[player] = texts
    return readings


def _has_low(question: Question, player: int) -> bool:
    """Whether a tabled hand makes a qualifying low."""
    hand = question.hand
    cards = hand.shown.get(player)
    return cards is not None and read_omaha_low(cards, hand.board) is not None


def _shares(question: Question, part: list[records.Award]) -> str:
    # Translators: joins the winners of one pot ("Seat 2 (Ann) 60 and Seat 5 (Bob) 60"); keep the spaces.
    return _(" and ").join(_("{who} {amount}").format(who=question.name_of(_pid(a.player)), amount=a.amount)
                           for a in part)


def _tie_text(question: Question, part: list[records.Award]) -> str:
    """How a tied pot or half is divided: evenly, or with the odd chips to the first tied winners left of the
    button (read off the engine's awards: an odd chip is there when the shares differ)."""
    top = max(a.amount for a in part)
    if all(a.amount == top for a in part):
        return _("split evenly")
    odd = [_pid(a.player) for a in part if a.amount == top]
    if len(odd) == 1:
        return _("split as evenly as possible: the odd chip goes to {who}, the first tied winner left of the button "
                 "(TDA 20-A)").format(who=question.name_of(odd[0]))
    return _("split as evenly as possible: the odd chips go one each to {players}, the first tied winners left of "
             "the button (TDA 20-A)").format(players=_names(question, odd))


def _after_house(hand: Hand, index: int, amount: int) -> tuple[str, int]:
    """Pot ``index`` of ``amount`` chips less what the house took from it ("107 − rake 4 − drop 1 = 102"), and
    what is left to award: the pot is raked before it is pushed and before any split, so every share is of what is
    left (``"107"`` and the pot itself when nothing was taken from it)."""
    taken = hand.rake_taken
    house = taken.from_pots[index] if taken is not None and index < len(taken.from_pots) else 0
    if not house or taken is None:
        return str(amount), amount
    left = amount - house
    if house == taken.total and taken.rake and taken.jackpot_drop:
        text = _("{amount} − rake {rake} − drop {drop} = {left}").format(amount=amount, rake=taken.rake,
                                                                        drop=taken.jackpot_drop, left=left)
    elif house == taken.total and taken.rake:
        text = _("{amount} − rake {rake} = {left}").format(amount=amount, rake=taken.rake, left=left)
    elif house == taken.total:
        text = _("{amount} − drop {drop} = {left}").format(amount=amount, drop=taken.jackpot_drop, left=left)
    else:  # the rest of the rake and the drop, when the main pot could not cover them
        text = _("{amount} − {taken} of the rake and drop = {left}").format(amount=amount, taken=house, left=left)
    return text, left


def split_steps(question: Question) -> list[str]:
    """Splits and winners: each hand's reading, then each pot's winners and shares (in a raked game, of what is
    left once the house has taken the rake and the drop)."""
    hand = question.hand
    readings = hand_readings(question)
    lines = [_("{who}: {hands}.").format(who=question.name_of(_pid(p)), hands=" / ".join(texts))
             for p, texts in sorted(readings.items())]
    pots, _unused = hand.pots()
    awards = hand.awards  # the engine's awards, in the order it paid them
    hilo = hand.variant.game is Game.OMAHA_HILO
    for index, pot in enumerate(pots):
        name = _pot_name(index)
        mine = [a for a in awards if a.pot == index]
        halves = {a.half for a in mine}
        eligible = _names(question, [_pid(p) for p in sorted(pot.eligible)])
        amount, left = _after_house(hand, index, pot.amount)
        head = _("{pot} ({amount}; {players} can win it)").format(pot=name, amount=amount, players=eligible)
        if halves == {"whole"}:
            text = head + ": " + _shares(question, mine)
            if len(mine) > 1:
                if hilo and any(_has_low(question, a.player) for a in mine):
                    text += grammar.aside_separator() + _("the same hands win high and low, so the whole pot is "
                                                          "split as evenly as possible (RRoP Ties)")
                    if len({a.amount for a in mine}) > 1:
                        text += grammar.clause_separator() + _tie_text(question, mine)
                elif hilo:
                    text += (grammar.aside_separator() + _("no qualifying low, and the high hands tie") + ": "
                             + _tie_text(question, mine))
                else:
                    text += grammar.aside_separator() + _tie_text(question, mine)
            elif hilo and len(pot.eligible) > 1:
                lows = [p for p in pot.eligible if _has_low(question, p)]
                text += grammar.aside_separator() + (_("best high and best low: scoops the whole pot") if lows
                                 else _("no qualifying low, so the high hand takes it all (RRoP §7)"))
            lines.append(text + grammar.full_stop())
            continue
        high = sum(a.amount for a in mine if a.half == "high")
        low = sum(a.amount for a in mine if a.half == "low")
        if high != low:
            halves_text = _("{amount} = high half {high} + low half {low}: the odd chip goes to the high half "
                            "(TDA 20-C).")
        else:
            halves_text = _("{amount} = high half {high} + low half {low}.")
        lines.append(head + ": " + halves_text.format(amount=left, high=high, low=low))
        for half in ("high", "low"):
            part = [a for a in mine if a.half == half]
            text = (_("High: {shares}") if half == "high" else _("Low: {shares}")).format(
                shares=_shares(question, part))
            if len(part) > 1:
                total = high if half == "high" else low
                tied = _("tied: {parts} = {total}").format(total=total,
                                                           parts=" + ".join(str(a.amount) for a in part))
                text += " (" + tied + grammar.list_separator() + _tie_text(question, part) + ")"
            lines.append("  " + text + grammar.full_stop())
    return lines


def main_pot_winners(question: Question) -> tuple[list[str], list[str], str]:
    """The main pot's high winners, low winners and the winning high hand's category name (canonical English, as
    answers give it: see :func:`dealerdesk.trainer.answers.hand_label` to show it)."""
    hand = question.hand
    pots, _unused = hand.pots()
    contenders = [p for p in pots[0].eligible if p not in hand.mucked and p in hand.shown]
    strengths = showdown_strengths(hand.variant.game, {p: hand.shown[p] for p in contenders}, hand.board)
    highs = best(contenders, {p: strengths[p].high for p in contenders})
    qualifying = [p for p in contenders if strengths[p].low != NO_LOW]
    lows = best(qualifying, {p: strengths[p].low for p in qualifying}) if qualifying else []
    category = category_of(strengths[highs[0]].high)
    name = ROYAL_FLUSH if strengths[highs[0]].high == 1 else category.label
    return [_pid(p) for p in highs], [_pid(p) for p in lows], name
