"""One hand of poker as a state machine: forced bets, deals, betting rounds, showdown and awards.

Players are position indices: 0 is p1, the first seat clockwise from the button; the last index is the
button. Heads-up, p1 is the big blind and the button posts the small blind (RULES.md §1.3); the blinds
passed in are already per position, so the hand needs no special case for it.

Every player action has the triad ``verify_x()`` (raises a :mod:`~dealerdesk.rules.errors` class with a
readable message), ``can_x()`` and ``x()`` (does it and returns the frozen record it logged). A refused
action changes nothing.

>>> from dealerdesk.rules.game import Game, Stakes, Structure, Variant
>>> hand = Hand(Variant(Game.OMAHA, Structure.POT), Stakes(blinds=(1, 2, 0), antes=(0, 0, 0), min_bet=2),
...             [200, 200, 200])
>>> for player in range(3):
...     _ = hand.deal_hole(player, None)
>>> hand.actor, hand.to_call, hand.min_raise_to, hand.max_raise_to
(2, 2, 4, 7)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from dealerdesk.evaluation import check_distinct, format_card, format_cards
from dealerdesk.i18n import translate
from dealerdesk.rules.betting import BettingRound, refusal_text
from dealerdesk.rules.errors import (
    BetSizeError,
    IllegalActionError,
    NotYourTurnError,
    ShowdownError,
)
from dealerdesk.rules.game import Game, Structure
from dealerdesk.rules.hand_state import (
    BOARD_CARDS,
    MAX_PLAYERS,
    STREET_NAMES,
    HandState,
    Phase,
    allowed,
    is_whole,
)
from dealerdesk.rules.pots import Pot, uncalled_excess
from dealerdesk.rules.rake import take_rake
from dealerdesk.rules.records import (
    BetOrRaise,
    CheckOrCall,
    Fold,
    Muck,
    Rake,
    ReturnUncalled,
    Show,
)
from dealerdesk.rules.settlement import settle_pots, showdown_strengths

__all__ = ["BOARD_CARDS", "MAX_PLAYERS", "STREET_NAMES", "Hand", "Phase"]


def _(text: str) -> str:
    """Translate in the rules' context: the refusals play mode shows when an action is not allowed."""
    return translate("Rules", text)


class Hand(HandState):
    """One hand of poker: the state of :class:`HandState` and the actions that move it on."""

    # -- betting ---------------------------------------------------------------------------------------

    def _bet_size(self) -> int:
        if self.variant.structure is Structure.FIXED:
            return self.stakes.small_bet if self.street < 2 else self.stakes.big_bet
        return self.stakes.minimum_bet

    def _start_street(self) -> None:
        if self.phase is Phase.DEAL_HOLE:
            self.phase = Phase.BETTING
            if len(self.remaining) == 1:  # every other hand is dead (absent players): nothing to play for
                self._settle()
                return
        if self.runout or (self.street > 0 and sum(1 for p in self.remaining if self.stacks[p] > 0) < 2):
            self._after_round()
            return
        preflop = self.street == 0
        big = self.big_blind_player
        self.phase = Phase.BETTING
        self._round = BettingRound(
            structure=self.variant.structure,
            rules=self.rules,
            stacks=self.stacks,
            folded=self.folded,
            bets=self.bets,
            opening_bet=self.stakes.big_blind if preflop else 0,
            bet_size=self._bet_size(),
            first_actor=(big + 1) % self.player_count if preflop and big is not None else 0,
            preflop=preflop,
            pot_before=self._pot_before,
        )
        if self._round.next_actor() is None:
            self._end_round()


    def _require_actor(self, player: int | None) -> int:
        if player is not None:
            self.check_player(player)
        actor = self.actor
        if actor is None:
            raise NotYourTurnError(_("nobody is to act now (the hand is at: {phase})").format(phase=self.phase.value))
        if player is not None and player != actor:
            raise NotYourTurnError(_("{player} acted out of turn: it is {actor}'s turn").format(
                player=self.name(player), actor=self.name(actor)))
        return actor

    def verify_fold(self, player: int | None = None) -> None:
        """Raise unless the actor (or the named player, who must be the actor) may fold."""
        self._require_actor(player)

    def can_fold(self, player: int | None = None) -> bool:
        """Whether :meth:`fold` would be accepted."""
        return allowed(self.verify_fold, player)

    def fold(self, player: int | None = None) -> Fold:
        """The actor folds."""
        actor = self._require_actor(player)
        assert self._round is not None
        self._round.fold(actor)
        record = Fold(actor, self.street)
        self.log.append(record)
        self._after_action()
        return record

    def verify_check_or_call(self, player: int | None = None) -> None:
        """Raise unless the actor may check or call (always, on their turn)."""
        self._require_actor(player)

    def can_check_or_call(self, player: int | None = None) -> bool:
        """Whether :meth:`check_or_call` would be accepted."""
        return allowed(self.verify_check_or_call, player)

    def check_or_call(self, player: int | None = None) -> CheckOrCall:
        """The actor checks, or calls the current bet (all-in for less when short)."""
        actor = self._require_actor(player)
        assert self._round is not None
        amount = self._round.call(actor)
        self.committed[actor] += amount
        record = CheckOrCall(actor, amount, amount > 0 and self.stacks[actor] == 0, self.street)
        self.log.append(record)
        self._after_action()
        return record

    def verify_bet_or_raise_to(self, amount: int, player: int | None = None) -> None:
        """Raise unless the actor may bet or raise to ``amount`` (their total bet this street)."""
        actor = self._require_actor(player)
        if not is_whole(amount):
            raise BetSizeError(f"a bet or raise is a whole number of chips, not {amount!r}")
        assert self._round is not None
        who = self.name(actor)
        refusal = self._round.raise_refusal(actor)
        if refusal is not None:
            # Translators: a refusal ("has no chips beyond the call" …) said of the player.
            raise IllegalActionError(_("{who} {refusal}").format(who=who, refusal=refusal_text(refusal)))
        bounds = self._round.raise_bounds(actor)
        assert bounds is not None
        bet = self._round.current_bet == 0
        if bounds.low == bounds.high and amount != bounds.low:
            if self.variant.structure is Structure.FIXED:
                text = (_("bet {amount} is not the fixed-limit bet {limit}") if bet
                        else _("raise to {amount} is not the fixed-limit raise to {limit}"))
            else:
                text = (_("bet {amount} is not allowed: {who} can only go all-in, bet {limit}") if bet
                        else _("raise to {amount} is not allowed: {who} can only go all-in, raise to {limit}"))
            raise BetSizeError(text.format(amount=amount, who=who, limit=bounds.low))
        if amount < bounds.low:
            text = (_("bet {amount} is below the minimum bet {limit}") if bet
                    else _("raise to {amount} is below the minimum raise to {limit}"))
            raise BetSizeError(text.format(amount=amount, limit=bounds.low))
        if amount > bounds.high:
            if bounds.high == self.bets[actor] + self.stacks[actor]:
                # "all-in", not "all of {who}'s chips": the player reading it may be "You".
                text = (_("bet {amount} is above the maximum bet {limit} (all-in)") if bet
                        else _("raise to {amount} is above the maximum raise to {limit} (all-in)"))
            else:
                text = (_("bet {amount} is above the maximum bet {limit} (the pot)") if bet
                        else _("raise to {amount} is above the maximum raise to {limit} (the pot)"))
            raise BetSizeError(text.format(amount=amount, who=who, limit=bounds.high))

    def can_bet_or_raise_to(self, amount: int, player: int | None = None) -> bool:
        """Whether :meth:`bet_or_raise_to` would be accepted."""
        return allowed(self.verify_bet_or_raise_to, amount, player)

    def bet_or_raise_to(self, amount: int, player: int | None = None) -> BetOrRaise:
        """The actor bets or raises to ``amount`` in total this street."""
        self.verify_bet_or_raise_to(amount, player)
        actor = self.actor
        assert actor is not None and self._round is not None
        before = self._round.current_bet
        added, full = self._round.raise_to(actor, amount)
        self.committed[actor] += added
        record = BetOrRaise(actor, amount, added, self.stacks[actor] == 0, full, self.street, before)
        self.log.append(record)
        self._after_action()
        return record

    def _after_action(self) -> None:
        if self.folded.count(False) == 1 or (self._round is not None and self._round.next_actor() is None):
            self._end_round()

    def _end_round(self) -> None:
        """Close the betting round: return any uncalled bet, gather the bets, move the hand on."""
        round_ = self._round
        self._round = None
        if round_ is not None and round_.seq:
            self.final_round_aggressor = round_.aggressor
            self.final_round_street = self.street
        excess = uncalled_excess(self.committed)
        if excess is not None:
            self._return_uncalled(*excess)
        self.middle += sum(self.bets)
        for player in range(self.player_count):
            self.bets[player] = 0
        self._after_round()

    def _return_uncalled(self, player: int, amount: int) -> None:
        """Give back chips nobody called: from the bet in front first, then (an unmatched live ante) the middle."""
        from_bet = min(amount, self.bets[player])
        self.bets[player] -= from_bet
        self.middle -= amount - from_bet
        self.stacks[player] += amount
        self.committed[player] -= amount
        self.returned[player] = self.returned.get(player, 0) + amount
        self.log.append(ReturnUncalled(player, amount))

    def _after_round(self) -> None:
        if len(self.remaining) == 1:
            self._settle()
            return
        if sum(1 for p in self.remaining if self.stacks[p] > 0) < 2:
            self.runout = True
        if (self.runout or self.street == 3) and not self.all_in_players:
            # The betting is over: who is all-in now is the fact the showdown goes by (TDA 16), whoever wins.
            self.all_in_players = tuple(p for p in self.remaining if self.stacks[p] == 0)
        if self.street == 3:
            self.phase = Phase.SHOWDOWN
            self._maybe_finish_showdown()
        else:
            self.phase = Phase.DEAL_BOARD
        self._auto()

    # -- showdown --------------------------------------------------------------------------------------

    def _may_show(self) -> bool:
        return self.phase is Phase.SHOWDOWN or (self.phase is Phase.DEAL_BOARD and self.runout)

    def verify_show(self, player: int, cards: Sequence[int] | None = None) -> None:
        """Raise unless the player may table their hand now (``cards`` required when the deal was unseen)."""
        self.check_player(player)
        if not self._may_show():
            raise ShowdownError(f"hands are not shown now (the hand is at: {self.phase.value})")
        self._check_at_showdown(player)
        hole = self.hole[player]
        assert hole is not None
        if cards is None:
            if None in hole:
                raise ShowdownError(f"{self.name(player)}'s cards were not seen when dealt: say which they are")
            return
        if len(cards) != len(hole):
            raise ShowdownError(f"{self.name(player)} must table all {len(hole)} hole cards, not {len(cards)}")
        if not all(is_whole(c) and 0 <= c < 52 for c in cards):
            raise ShowdownError(f"{self.name(player)} tabled something that is not a card: {list(cards)!r}")
        known = [c for c in hole if c is not None]
        if not set(known) <= set(cards):
            raise ShowdownError(
                f"{self.name(player)} was dealt {format_cards(known)}, not {format_cards(cards)}"
            )
        others = set(self._known_cards()) - set(known)
        clash = others.intersection(cards)
        if clash:
            raise ShowdownError(f"{format_card(min(clash))} is already elsewhere in the hand")
        check_distinct(cards)

    def _check_at_showdown(self, player: int) -> None:
        if self.folded[player]:
            raise ShowdownError(f"{self.name(player)} has folded")
        if player in self.shown or player in self.mucked:
            raise ShowdownError(f"{self.name(player)} has already shown or mucked")

    def can_show(self, player: int, cards: Sequence[int] | None = None) -> bool:
        """Whether :meth:`show` would be accepted."""
        return allowed(self.verify_show, player, cards)

    def show(self, player: int, cards: Sequence[int] | None = None) -> Show:
        """The player tables all their hole cards."""
        self.verify_show(player, cards)
        tabled = tuple(cards) if cards is not None else tuple(c for c in self.hole[player] or () if c is not None)
        self.hole[player] = tabled
        self.shown[player] = tabled
        record = Show(player, tabled)
        self.log.append(record)
        self._maybe_finish_showdown()
        return record

    def verify_muck(self, player: int) -> None:
        """Raise unless the player may throw their hand away unseen."""
        self.check_player(player)
        if not self._may_show():
            raise ShowdownError(f"hands are not shown or mucked now (the hand is at: {self.phase.value})")
        self._check_at_showdown(player)
        if self.all_in_showdown:
            raise ShowdownError(
                f"{self.name(player)} may not muck: with a player all-in every hand is tabled (TDA 16)"
            )
        for pot in self.pots()[0]:
            if player in pot.eligible and not (pot.eligible - self.mucked - {player}):
                raise ShowdownError(f"{self.name(player)} is the last hand in a pot and wins it without showing")

    def can_muck(self, player: int) -> bool:
        """Whether :meth:`muck` would be accepted."""
        return allowed(self.verify_muck, player)

    def muck(self, player: int) -> Muck:
        """The player gives up their hand without showing it."""
        self.verify_muck(player)
        self.mucked.add(player)
        record = Muck(player)
        self.log.append(record)
        self._maybe_finish_showdown()
        return record

    def _maybe_finish_showdown(self) -> None:
        if self.phase is not Phase.SHOWDOWN:
            return
        pending = [p for p in self.remaining if p not in self.shown and p not in self.mucked]
        pots = self.pots()[0] if pending else []  # built once for every pending hand, not once for each
        contested = [p for p in pending if self._contests_a_pot(p, pots)]
        if not contested:
            self._settle()

    def _contests_a_pot(self, player: int, pots: Sequence[Pot]) -> bool:
        """Whether the player shares one of the ``pots`` with another hand not mucked (so must show to win it)."""
        return any(player in pot.eligible and len(pot.eligible - self.mucked) > 1 for pot in pots)

    def _settle(self) -> None:
        pots, unwinnable = self._build_pots()
        for player, amount in unwinnable.items():  # folded forced bets above every live stake
            self._return_uncalled(player, amount)
        strengths = showdown_strengths(self.variant.game, self.shown, self.board)
        paid = pots
        if self.rake_structure is not None:
            # The house takes its rake and drop from the pot as it stands (uncalled chips back), before any split.
            self.rake_taken = take_rake(self.rake_structure, [pot.amount for pot in pots], self.player_count,
                                        len(self.board) >= BOARD_CARDS[1], self.stakes.chip)
            paid = [dataclasses.replace(pot, amount=pot.amount - taken)
                    for pot, taken in zip(pots, self.rake_taken.from_pots, strict=True)]
            self.log.append(Rake(self.rake_taken.rake, self.rake_taken.jackpot_drop, self.rake_taken.from_pots))
        self.awards = settle_pots(paid, self.mucked, strengths, self.variant.game is Game.OMAHA_HILO,
                                  chip=self.stakes.chip)
        for award in self.awards:
            self.stacks[award.player] += award.amount
        self.log.extend(self.awards)
        self._final_pots = pots
        self.middle = 0
        self.phase = Phase.COMPLETE

    # -- automatic dealing -----------------------------------------------------------------------------

    def _auto(self) -> None:
        """With a deck of its own, the hand deals the board and tables the hands itself (unless paced)."""
        if self._deck is None or self.paced:
            return
        while self.advance():
            pass

    @property
    def can_advance(self) -> bool:
        """Whether the dealer has something to do: deal the next street or table the hands (own deck only)."""
        return self._deck is not None and self.phase in (Phase.DEAL_BOARD, Phase.SHOWDOWN)

    def advance(self) -> bool:
        """The dealer's next step with the hand's own deck: deal the next street, or (at the showdown) table
        every remaining hand in showdown order. Returns False when there was nothing to do."""
        if not self.can_advance:
            return False
        assert self._deck is not None
        if self.phase is Phase.DEAL_BOARD:
            self.deal_board(self._deck.deal(BOARD_CARDS[self.street + 1]))
            return True
        for player in self.showdown_order:
            if self.phase is Phase.SHOWDOWN and player not in self.shown:
                self.show(player)
        return True
