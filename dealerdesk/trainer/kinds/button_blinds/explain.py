"""The button-and-blinds question in words: the table between two deals as a dealer reads it (:func:`describe_table`)
and the engine's plan of the next deal worked step by step with the rule behind each step (:func:`explain_plan`).
"""

from __future__ import annotations

from dealerdesk import grammar
from dealerdesk.history import HandHistory
from dealerdesk.rules.blinds import seats_between
from dealerdesk.rules.table import HandPlan, SeatedPlayer, Table
from dealerdesk.trainer.kinds.translated import explain as _
from dealerdesk.trainer.kinds.translated import prompt as _prompts


def _seat(table: Table, seat: int) -> str:
    """``"Seat 4 (Ann)"``, or ``"Seat 4"`` when it is empty."""
    player = table.seats.get(seat)
    if player is None:
        return _prompts("Seat {seat}").format(seat=seat)
    return _prompts("Seat {seat} ({name})").format(seat=seat, name=player.name)


def _seats(numbers: list[int] | tuple[int, ...]) -> str:
    return grammar.joined(map(str, numbers))


def caption(table: Table) -> str:
    """``"Cash game, blinds 2/5, dead button"``: the line under the table."""
    level = table.level()
    blinds = f"{level.small_blind}/{level.big_blind}"
    if table.tournament:
        return _prompts("Tournament, blinds {blinds}, dead button").format(blinds=blinds)
    if table.button == "dead":
        return _prompts("Cash game, blinds {blinds}, dead button").format(blinds=blinds)
    return _prompts("Cash game, blinds {blinds}, moving button").format(blinds=blinds)


def last_hand_line(table: Table) -> str:
    """Where the last hand's button and blinds were."""
    last = table.positions
    assert last is not None
    button = _seat(table, last.button)
    if last.small_blind is None:
        return _prompts("Last hand: the button on {button}, no small blind, the big blind on {big}.").format(
            button=button, big=_seat(table, last.big_blind))
    if last.small_blind == last.button:
        return _prompts("Last hand (heads-up): the button and the small blind on {button}, the big blind on "
                        "{big}.").format(button=button, big=_seat(table, last.big_blind))
    return _prompts("Last hand: the button on {button}, the small blind on {small}, the big blind on "
                    "{big}.").format(button=button, small=_seat(table, last.small_blind),
                                     big=_seat(table, last.big_blind))


def _plain(player: SeatedPlayer) -> bool:
    """In the game and owing nothing: nothing to say about the seat."""
    return not (player.sitting_out or player.stack == 0 or player.new or player.waiting_for_big_blind
                or player.owes_big_blind or player.owes_small_blind)


def seat_line(table: Table, seat: int) -> str:
    """A seat with something to know: away, new, waiting for the big blind, a missed blind owed."""
    player = table.seats[seat]
    words = []
    if player.sitting_out or player.stack == 0:
        words.append(_prompts("away"))
    if player.new:
        words.append(_prompts("new: has just sat down"))
    if player.waiting_for_big_blind:
        words.append(_prompts("waits for the big blind"))
    elif not (player.sitting_out or player.stack == 0):
        words.append(_prompts("wants to play now"))
    if player.owes_big_blind:
        words.append(_prompts("missed the big blind"))
    elif player.owes_small_blind:
        words.append(_prompts("missed the small blind"))
    return _prompts("{who}: {state}.").format(who=_seat(table, seat), state=" · ".join(words))


def describe_table(history: HandHistory, table: Table) -> list[str]:
    """The caption, the last hand's button and blinds, the players in the game who owe nothing, every other seat
    with what there is to know of it, and the empty seats (and who has just left one)."""
    lines = [caption(table), last_hand_line(table)]
    plain = [s for s in sorted(table.seats) if _plain(table.seats[s])]
    if plain:
        lines.append(_prompts("In the game, owing nothing: {seats}.").format(
            seats=grammar.joined(_seat(table, s) for s in plain)))
    lines += [seat_line(table, s) for s in sorted(table.seats) if s not in plain]
    played = history.seats or ()
    names = history.players or ("",) * len(played)
    empty = []
    for seat in range(1, table.seat_count + 1):
        if seat in table.seats:
            continue
        if seat in played:
            lines.append(_prompts("Seat {seat}: empty — {name} left after the last hand.").format(
                seat=seat, name=names[played.index(seat)]))
        else:
            empty.append(seat)
    if empty:
        lines.append(_prompts("Empty seats: {seats}.").format(seats=_seats(empty)))
    return lines


def _rule_line(table: Table) -> str:
    if table.button == "dead":
        return _("Dead button (RRoP §4 2b; TDA 32): the player due the big blind always posts it — the next "
                 "player in the game after last hand's big blind. The small blind goes where the big blind was and "
                 "the button where the small blind was, even onto an empty seat or a player who has left.")
    return _("Moving button (RRoP §4 r2): the button moves on to the next player in the game and the blinds "
             "follow it; a player away when the small blind passes owes it dead on their return.")


def explain_plan(history: HandHistory, table: Table, plan: HandPlan) -> list[str]:
    """The plan of the next deal, step by step."""
    del history
    last = table.positions
    assert last is not None
    lines = [last_hand_line(table), _rule_line(table)]
    heads_up = len(plan.dealt_in) == 2 and plan.small_blind == plan.button
    passed = seats_between(last.big_blind, plan.big_blind, table.seat_count)
    if passed:
        lines.append(_("The big blind passes seat(s) {seats} and goes to {big}: {why}.").format(
            seats=_seats(passed), big=_seat(table, plan.big_blind),
            why=grammar.clause_separator().join(passed_seat_words(table, plan, seat) for seat in passed)))
    else:
        lines.append(_("The big blind moves one seat on, to {big}.").format(big=_seat(table, plan.big_blind)))
    if heads_up:
        lines.append(_("Two players: heads-up the button posts the small blind and the other player the big blind "
                       "(TDA 34-B; RRoP §4), and nobody posts the big blind twice running. Button and small "
                       "blind: {button}.").format(button=_seat(table, plan.button)))
    elif plan.small_blind is None:
        lines.append(_("The small blind falls on seat {place}, where the big blind was; nobody there posts it "
                       "(empty, away, or waiting for the big blind): no small blind this hand — it is not moved "
                       "on to the next player.").format(place=plan.positions.small_blind_position))
    else:
        lines.append(_("Small blind: {small}.").format(small=_seat(table, plan.small_blind)))
    if not heads_up:
        if plan.button in plan.dealt_in:
            lines.append(_("Button: {button}.").format(button=_seat(table, plan.button)))
        else:
            lines.append(_("Button: seat {button}, where nobody is dealt in — a dead button; the player before it "
                           "acts last again.").format(button=plan.button))
    for seat, (live, dead) in sorted(plan.posts.items()):
        if seat in (plan.small_blind, plan.big_blind):
            continue
        player = table.seats[seat]
        who = _seat(table, seat)
        if live and dead:
            lines.append(_("{who} missed the big blind and plays now: posts {live} live (a big blind, which counts "
                           "toward the bet) and {dead} dead (the small blind, into the middle) (RRoP §4).")
                         .format(who=who, live=live, dead=dead))
        elif dead:
            lines.append(_("{who} missed only the small blind: posts {dead} dead, into the middle (RRoP §4).")
                         .format(who=who, dead=dead))
        elif player.new:
            lines.append(_("{who} is new and chose to play now, outside the blinds: posts a big blind, {live} "
                           "live (RRoP §4).").format(who=who, live=live))
        else:
            lines.append(_("{who} posts {live} live.").format(who=who, live=live))
    for seat, player in sorted(table.seats.items()):
        if seat in plan.dealt_in:
            continue
        who = _seat(table, seat)
        if player.sitting_out or player.stack == 0:
            lines.append(_("{who} is away: not dealt in.").format(who=who))
        elif player.waiting_for_big_blind:
            lines.append(_("{who} waits for the big blind: not dealt in until it reaches them.").format(who=who))
        elif player.new:
            lines.append(_("{who} has just sat down between the button and the blinds: may not post or be dealt "
                           "in there, and waits until the button has passed (TDA 8-A, 10-A).")
                         .format(who=who))
        else:
            lines.append(_("{who} is back, owing the blinds missed while away, but sits between the button and the "
                           "blinds: may not post or be dealt in there, and waits until the button has passed "
                           "(RRoP §4).").format(who=who))
    for seat in plan.missed_big_blind:
        lines.append(_("{who} is away as the big blind passes: owes it (and the small blind) on return.")
                     .format(who=_seat(table, seat)))
    for seat in plan.missed_small_blind:
        lines.append(_("{who} is away as the small blind passes: owes it dead on return.")
                     .format(who=_seat(table, seat)))
    if table.tournament and any(table.seats[s].sitting_out for s in plan.dealt_in):
        lines.append(_("A tournament has no missed blinds: the players away are dealt in and blinded, their hands "
                       "dead (TDA 30)."))
    lines.append(_("Dealt in, from the first seat left of the button to the button: {seats}.")
                 .format(seats=_seats(plan.dealt_in)))
    return lines


def passed_seat_words(table: Table, plan: HandPlan, seat: int) -> str:
    """Why the big blind does not fall on ``seat``, which it passes: the seat takes the button or the small blind
    this hand (the moving button moved them onto it), or its player is not in the game — nobody sits there, the
    player is away or out of chips, has just sat down, is back owing missed blinds, or waits for the big blind."""
    player = table.seats.get(seat)
    if seat == plan.small_blind:
        return _("seat {seat} posts the small blind").format(seat=seat)
    if seat == plan.button:
        return _("seat {seat} takes the button").format(seat=seat)
    if player is None:
        return _("seat {seat} is empty").format(seat=seat)
    if player.sitting_out or player.stack == 0:
        return _("seat {seat} is away").format(seat=seat)
    if player.new:
        return _("seat {seat} has just sat down").format(seat=seat)
    if player.owes_big_blind or player.owes_small_blind:
        return _("seat {seat} is back, owing missed blinds").format(seat=seat)
    if player.waiting_for_big_blind:
        return _("seat {seat} waits for the big blind").format(seat=seat)
    return _("seat {seat} is not dealt in").format(seat=seat)
