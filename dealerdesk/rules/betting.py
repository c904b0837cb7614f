"""One betting round: whose turn it is, what they may do, and how much (RULES.md §2).

The round keeps the chips in front of each player this street and the facts the limits depend on: the
current bet, the size of the last full bet or raise, how many full bets and raises were made (the limit
cap), and when each player last acted (whether a short all-in reopened the betting for them).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from dealerdesk.i18n import N_, translate_marked
from dealerdesk.rules.game import HouseRules, Structure

NO_CHIPS_BEYOND_CALL = N_("has no chips beyond the call", "Rules")
NO_OPPONENT_TO_CALL = N_("has no opponent left who could call a raise", "Rules")
NOT_REOPENED = N_("may not raise: the short all-in did not reopen the betting", "Rules")
CAPPED = N_("may not raise: the betting is capped", "Rules")
"""Why a player may not bet or raise (:meth:`BettingRound.raise_refusal`): canonical English, said of the player
("Seat 4 has no chips beyond the call"); :func:`refusal_text` translates one for the screen."""


def refusal_text(refusal: str) -> str:
    """A refusal of :meth:`BettingRound.raise_refusal` in the user's language (it stays English in the hand)."""
    return translate_marked("Rules", refusal)


@dataclass(frozen=True)
class RaiseBounds:
    """The legal bet/raise-to amounts for a player: every whole number from ``low`` to ``high``."""

    low: int
    """The smallest legal raise-to (an all-in for less when that is all the player has)."""
    high: int
    """The largest legal raise-to."""


@dataclass(frozen=True)
class PotRaise:
    """How a pot-sized raise is counted (RRoP §14, TDA 54): the pot on the table, the call, the pot after the
    call, and the raise-to that adds all of it. In pot limit ``raise_to`` is the largest legal raise-to unless
    the player has fewer chips; elsewhere it is what a player who says "pot" means.

    ``pot = middle + in_front + allowance`` and ``raise_to = current_bet + pot_after_call``.
    """

    middle: int
    """Chips already gathered into the middle (earlier streets, antes, dead money)."""
    in_front: int
    """The bets in front of the players on this street."""
    allowance: int
    """Pot limit: chips a house rule counts in the pot that are not there (blinds counted as posted in full, or
    the small blind counted as a big blind); 0 otherwise."""
    current_bet: int
    """The bet to match on this street."""
    call: int
    """What the player must add to call the bet (before any all-in for less)."""

    @property
    def pot(self) -> int:
        """The pot the dealer counts before the call: middle, bets in front and any allowance."""
        return self.middle + self.in_front + self.allowance

    @property
    def pot_after_call(self) -> int:
        """The pot once the player has called."""
        return self.pot + self.call

    @property
    def raise_to(self) -> int:
        """The bet plus the pot after the call: the raise-to of a pot-sized raise."""
        return self.current_bet + self.pot_after_call


class BettingRound:
    """The state of one street's betting. Players are position indices; ``stacks`` and ``folded`` are the
    hand's own lists, shared so the round always sees the current chips behind each player."""

    def __init__(
        self,
        *,
        structure: Structure,
        rules: HouseRules,
        stacks: list[int],
        folded: list[bool],
        bets: list[int],
        opening_bet: int,
        bet_size: int,
        first_actor: int,
        preflop: bool,
        pot_before: Callable[[], tuple[int, int]],
    ) -> None:
        self.structure = structure
        self.rules = rules
        self.stacks = stacks
        self.folded = folded
        self.bets = bets
        count = len(stacks)
        # Before the flop the big blind is the opening bet even when its poster is all-in for less
        # (RRoP §4 r1: a short blind does not change the limits).
        self.current_bet = max(opening_bet, max(bets, default=0))
        self.bet_size = bet_size
        """Fixed limit: the bet and raise size. Pot/no limit: the minimum bet (the big blind)."""
        self.full_level = self.current_bet
        """Fixed limit: the total of the last full bet or raise; a short all-in sits above it."""
        self.full_raise = opening_bet if preflop else 0
        """Pot/no limit: the increment of the last full bet or raise this street (TDA 43-A)."""
        self.full_count = 1 if preflop and opening_bet > 0 else 0
        """Full bets and raises this street; before the flop the big blind is the bet."""
        self.capped = False
        """Fixed limit: the cap was reached in a multiway pot, so it stays capped (RRoP §3 r4)."""
        self.acted_at: list[int | None] = [None] * count
        """The current bet when each player last acted voluntarily (None: not yet this street)."""
        self.acted_seq: list[int] = [-1] * count
        self.full_seq = -1
        """Sequence number of the last full bet or raise (for reopening)."""
        self.seq = 0
        self.aggressor: int | None = None
        """The last player to bet or raise this street."""
        self.first_actor = first_actor
        self.last_actor: int | None = None
        self.pot_before = pot_before
        """The chips in the middle and the pot-limit allowance (blinds counted as posted in full)."""

    # -- who acts --------------------------------------------------------------------------------------

    def is_active(self, player: int) -> bool:
        """Still in the hand with chips behind (not folded, not all-in)."""
        return not self.folded[player] and self.stacks[player] > 0

    def active_count(self) -> int:
        """Players who can still put chips in."""
        return sum(1 for i in range(len(self.stacks)) if self.is_active(i))

    def needs_to_act(self, player: int) -> bool:
        """Whether the round must still hear from this player."""
        if not self.is_active(player):
            return False
        if self.bets[player] < self.current_bet:
            return True
        others = any(self.is_active(j) for j in range(len(self.stacks)) if j != player)
        return self.acted_at[player] is None and others

    def next_actor(self) -> int | None:
        """The next player the round waits for, clockwise, or None when the round is over: the first for whom
        :meth:`needs_to_act` holds. Asked several times for every action of every hand a session replays, so
        who is active is worked out once here rather than again for each player's "anyone else active?"."""
        stacks, folded, bets, acted_at = self.stacks, self.folded, self.bets, self.acted_at
        count = len(stacks)
        active = [not folded[player] and stacks[player] > 0 for player in range(count)]
        others_left = sum(active) > 1  # for an active player: someone else is active too
        start = self.first_actor if self.last_actor is None else self.last_actor + 1
        current = self.current_bet
        for step in range(count):
            player = (start + step) % count
            if active[player] and (bets[player] < current or (acted_at[player] is None and others_left)):
                return player
        return None

    # -- what the actor may do -------------------------------------------------------------------------

    def to_call(self, player: int) -> int:
        """Chips the player must add to call (all of their stack when that is less)."""
        return max(0, min(self.current_bet - self.bets[player], self.stacks[player]))

    def min_increment(self) -> int:
        """Pot/no limit: the smallest full raise increment (last full bet or raise, at least the big blind)."""
        return max(self.full_raise, self.bet_size)

    def reopened_for(self, player: int) -> bool:
        """Whether the player may raise: not acted yet this street, or faced a full bet or raise since.

        A short all-in does not reopen the betting for players who already acted, unless short all-ins
        together make at least a full bet or raise by the time the action is back (TDA 47-A/B).
        """
        acted = self.acted_at[player]
        if acted is None or self.acted_seq[player] < self.full_seq:
            return True
        threshold = self.bet_size if self.structure is Structure.FIXED else self.min_increment()
        return self.current_bet - acted >= threshold

    def cap_reached(self) -> bool:
        """Fixed limit: no more raises this street (bet + N raises in a multiway pot)."""
        cap = self.rules.limit_raise_cap
        if self.structure is not Structure.FIXED or cap is None or self.full_count < cap + 1:
            return False
        if self.capped or self.rules.limit_cap_heads_up:
            return True
        return self.active_count() > 2

    def raise_refusal(self, player: int) -> str | None:
        """Why the player may not bet or raise now (one of the canonical English refusals above), or None."""
        if self.stacks[player] <= self.current_bet - self.bets[player]:
            return NO_CHIPS_BEYOND_CALL
        if not any(
            not self.folded[j] and self.bets[j] + self.stacks[j] > self.current_bet
            for j in range(len(self.stacks))
            if j != player
        ):
            # Every opponent is all-in or could at most call the current bet: a raise could only come back.
            return NO_OPPONENT_TO_CALL
        if not self.reopened_for(player):
            return NOT_REOPENED
        if self.cap_reached():
            return CAPPED
        return None

    def pot_raise(self, player: int) -> PotRaise:
        """How a pot-sized raise by the player is counted (its ``raise_to`` is the pot-limit maximum)."""
        middle, allowance = self.pot_before()
        return PotRaise(middle=middle, in_front=sum(self.bets), allowance=allowance, current_bet=self.current_bet,
                        call=self.current_bet - self.bets[player])

    def raise_bounds(self, player: int) -> RaiseBounds | None:
        """The legal raise-to range for the player, or None if they may not bet or raise."""
        if self.raise_refusal(player) is not None:
            return None
        all_in_to = self.bets[player] + self.stacks[player]
        if self.structure is Structure.FIXED:
            low = high = self.full_level + self.bet_size
        else:
            low = self.current_bet + self.min_increment()
            high = self.pot_raise(player).raise_to if self.structure is Structure.POT else all_in_to
        return RaiseBounds(min(low, all_in_to), min(high, all_in_to))

    # -- doing it --------------------------------------------------------------------------------------

    def _acted(self, player: int) -> None:
        self.seq += 1
        self.acted_at[player] = self.current_bet
        self.acted_seq[player] = self.seq
        self.last_actor = player

    def fold(self, player: int) -> None:
        """The player folds."""
        self.folded[player] = True
        self._acted(player)

    def call(self, player: int) -> int:
        """The player checks or calls; returns the chips added."""
        amount = self.to_call(player)
        self.bets[player] += amount
        self.stacks[player] -= amount
        self._acted(player)
        return amount

    def raise_to(self, player: int, amount: int) -> tuple[int, bool]:
        """The player bets or raises to ``amount`` (already checked legal); returns (chips added, full)."""
        added = amount - self.bets[player]
        if self.structure is Structure.FIXED:
            # An all-in of at least half a bet counts as a full bet or raise (TDA 47-B, RRoP §3 r6).
            full = 2 * (amount - self.full_level) >= self.bet_size
        else:
            full = amount - self.current_bet >= self.min_increment()
        self.bets[player] = amount
        self.stacks[player] -= added
        if full:
            if self.structure is Structure.FIXED:
                self.full_level = amount
            else:
                self.full_raise = amount - self.current_bet
            self.full_count += 1
        self.current_bet = amount
        self.aggressor = player
        self._acted(player)
        if full:
            self.full_seq = self.seq
            cap = self.rules.limit_raise_cap
            if (
                self.structure is Structure.FIXED
                and cap is not None
                and self.full_count >= cap + 1
                and self.active_count() > 2
            ):
                self.capped = True
        return added, full
