"""What a computer player reads off the table before it acts: the price, the pot, its position, the stacks.

Everything here comes from the hand's public state (the actor's own cards aside), as a person at the table
would see it, and nothing here changes the hand. Amounts are chips; ``big_blind`` turns them into big blinds
for rules of thumb ("more than 25 big blinds behind").
"""

from __future__ import annotations

from dataclasses import dataclass

from dealerdesk.bots.line import order_of_action
from dealerdesk.rules.game import Structure
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.records import BetOrRaise, CheckOrCall

EARLY_BEHIND = 5
"""Players still to act behind a seat in early position (under the gun at a six-handed table)."""
LATE_BEHIND = 2
"""Players still to act behind the button (the two blinds)."""


@dataclass(frozen=True)
class Situation:
    """The facts one decision depends on, for the player to act."""

    player: int
    """The position index of the player to act."""
    street: int
    """0 = preflop, 1 = flop, 2 = turn, 3 = river."""
    structure: Structure
    """The betting structure (fixed, pot or no limit)."""
    big_blind: int
    """The big blind (fixed limit: the small bet), at least 1: the unit of stack depth."""
    chip_unit: int
    """The smallest blind: bet sizes are rounded to it."""
    to_call: int
    """Chips the player must add to call (0: may check)."""
    pot: int
    """Every chip in the middle and in front of the players, before this action."""
    current_bet: int
    """The bet to match on this street."""
    own_bet: int
    """Chips the player has in front this street."""
    stack: int
    """Chips behind the player."""
    opponents: int
    """Opponents still in the hand (not folded), all-in ones included."""
    behind: int
    """Opponents who still act after the player on this street and could put chips in."""
    raises: int
    """Bets and raises made on this street so far (preflop the blinds are not counted)."""
    limpers: int
    """Before the flop: players who called the big blind before anyone raised (the small blind completing
    counts); 0 after it."""
    opened_street: bool
    """The player made the last bet or raise of the previous street (a flop bet from them is a
    continuation bet)."""
    cover: int
    """The largest total this street any live opponent can reach (their bet plus their stack): raising
    beyond it only puts chips in that come straight back."""
    min_raise_to: int | None
    """The smallest legal bet/raise-to, None if the player may not bet or raise."""
    max_raise_to: int | None
    """The largest legal bet/raise-to, None if the player may not bet or raise."""

    @property
    def pot_odds(self) -> float:
        """The share of the pot after a call that the call costs: the equity a call needs to break even."""
        return self.to_call / (self.pot + self.to_call) if self.to_call else 0.0

    @property
    def effective_stack(self) -> int:
        """Chips the player could still lose on this hand: their stack, up to what the opponents can match."""
        return max(0, min(self.own_bet + self.stack, self.cover) - self.own_bet)

    @property
    def stack_to_pot(self) -> float:
        """The stack-to-pot ratio (SPR): effective stack over the pot; small means the pot is committed."""
        return self.effective_stack / max(1, self.pot)

    @property
    def depth(self) -> float:
        """The effective stack in big blinds."""
        return self.effective_stack / self.big_blind

    @property
    def lateness(self) -> float:
        """Position in this betting round as a share: 1.0 when nobody acts after the player, 0.0 when every
        opponent still in does."""
        return 1.0 - self.behind / max(1, self.opponents)

    @property
    def seat_lateness(self) -> float:
        """Position for opening the pot: 0.0 with :data:`EARLY_BEHIND` or more players still to act (under the
        gun six-handed), 1.0 with :data:`LATE_BEHIND` or fewer (the button, whom only the blinds follow; the
        small blind; either heads-up player), in between for the seats between."""
        return min(1.0, max(0.0, (EARLY_BEHIND - self.behind) / (EARLY_BEHIND - LATE_BEHIND)))

    @property
    def unopened(self) -> bool:
        """Before the flop, nobody has raised yet (limpers and blinds only)."""
        return self.street == 0 and self.raises == 0

    @property
    def can_raise(self) -> bool:
        """Whether a bet or raise is legal."""
        return self.min_raise_to is not None and self.max_raise_to is not None


def _street_order(hand: Hand, player: int) -> int:
    """The player's place in this street's order of action (0 acts first)."""
    return order_of_action(hand.street, player, hand.player_count, hand.big_blind_player)


def _street_actions(hand: Hand) -> tuple[int, int]:
    """Bets and raises logged since the last board card was dealt (since the deal, before the flop), and
    the calls of the big blind made before the first raise of the hand (limps)."""
    raises = limps = 0
    for record in hand.log:
        if isinstance(record, BetOrRaise) and record.street == hand.street:
            raises += 1
        elif isinstance(record, CheckOrCall) and record.street == hand.street == 0 and record.amount > 0 and not raises:
            limps += 1
    return raises, limps


def read_situation(hand: Hand, player: int) -> Situation:
    """The :class:`Situation` of ``player``, who must be the actor."""
    stakes = hand.stakes
    fixed = hand.variant.structure is Structure.FIXED
    big_blind = stakes.small_bet if fixed else max(stakes.min_bet, stakes.big_blind)
    chip_unit = stakes.small_blind or 1
    live = [p for p in hand.remaining if p != player]
    order = _street_order(hand, player)
    raises, limpers = _street_actions(hand)
    behind = sum(1 for p in live if hand.stacks[p] > 0 and _street_order(hand, p) > order)
    return Situation(
        player=player,
        street=hand.street,
        structure=hand.variant.structure,
        big_blind=max(1, big_blind),
        chip_unit=max(1, chip_unit),
        to_call=hand.to_call or 0,
        pot=hand.pot_total,
        current_bet=hand.current_bet,
        own_bet=hand.bets[player],
        stack=hand.stacks[player],
        opponents=len(live),
        behind=behind,
        raises=raises,
        limpers=limpers,
        opened_street=(
            hand.street > 0 and hand.final_round_aggressor == player and hand.final_round_street == hand.street - 1
        ),
        cover=max((hand.bets[p] + hand.stacks[p] for p in live), default=0),
        min_raise_to=hand.min_raise_to,
        max_raise_to=hand.max_raise_to,
    )
