"""Differential test: the rules engine against pokerkit 0.7.7 on thousands of random hands.

Both engines play the same hand: the same seats, stacks, blinds, antes and cards (dealt explicitly to both), and
at every decision the same actor must be asked for the same call, with the same smallest and largest legal
bet/raise-to. A random legal action is applied to both. After a showdown the main and side pots (amounts and
eligible players) must agree; at the end our stacks must be the RULES.md §5 split of our pots among the
winners pokerkit's hand evaluation reads, and pokerkit's own final stacks must match ours.

pokerkit is built as an explicit :class:`pokerkit.State` (no card burning, so both engines see every card;
the betting structure, minimum bets and raise caps given street by street), never through its game classes:
its fixed-limit Omaha hi/lo class plays pot limit and its fixed-limit classes allow a raise too many before the
flop. The main run is Hold'em and Omaha (high) in fixed limit, pot limit and no limit; a second run plays
Omaha hi/lo the same way (pokerkit splits hi/lo pots wrongly in ways modelled below).

Where pokerkit is known to be wrong by RULES.md, the difference is not ignored: :func:`explain_option_difference`
and :func:`pokerkit_stacks` accept it only in the exact situation of a named case, check that *our* answer is
the one RULES.md gives (:class:`StreetRules`, :func:`rules_stacks`), and count it; each case has a named test in
``test_pokerkit_disagreements.py`` that builds it in both engines and cites the rule (``NAMED_TESTS``).
Where pokerkit and RULES.md simply differ by convention, the case is counted the same way.

Conventions mapped between the engines:

* players: pokerkit player ``i`` is our position ``i`` (p1 = left of the button, the button last);
* heads-up: pokerkit takes blinds as (SB, BB) and reverses them like PHH; our blinds are per position, so
  heads-up p1 posts the BB and the button (p2) the SB;
* antes: uniform antes are live (pokerkit ``ante_trimming_status=True``) or dead money in the main pot, as a
  big-blind ante always is (``ante_trimming_status=False``, our ``antes_are_live=False``); a player all-in for
  a dead ante alone still plays for the pot of antes (RULES.md §10) in both engines;
* fixed-limit cap: pokerkit counts completions/bets/raises *after* the blind, so "bet + 3 raises"
  (RRoP §3 r3) is a count of 3 before the flop (the BB is the bet) and 4 after it; pokerkit keeps the cap
  heads-up (TDA 48), so hands with RRoP's heads-up exception are compared with no pokerkit cap when the hand
  starts heads-up, and multiway differences once the pot is heads-up are the counted convention case.
"""

from __future__ import annotations

import functools
import random
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

import pokerkit as pk
import pytest

from dealerdesk.evaluation import format_cards
from dealerdesk.rules.game import Game, HouseRules, Stakes, Structure, Variant
from dealerdesk.rules.hand import Hand, Phase

BOARD_DEAL = (3, 1, 1)
"""Cards dealt on the flop, turn and river."""

AUTOMATIONS = (
    pk.Automation.ANTE_POSTING,
    pk.Automation.BET_COLLECTION,
    pk.Automation.BLIND_OR_STRADDLE_POSTING,
    pk.Automation.CHIPS_PULLING,
)
"""Everything but the player actions, the dealing (driven so both engines see the same cards), the showdown
(every hand is tabled in both engines) and the hand killing and chips pushing (left manual so the final pots
can be read while every showdown hand is still eligible)."""

STRUCTURES = {
    Structure.FIXED: pk.BettingStructure.FIXED_LIMIT,
    Structure.POT: pk.BettingStructure.POT_LIMIT,
    Structure.NO: pk.BettingStructure.NO_LIMIT,
}

HAND_TYPES: dict[Game, tuple[type[pk.Hand], ...]] = {
    Game.HOLDEM: (pk.StandardHighHand,),
    Game.OMAHA: (pk.OmahaHoldemHand,),
    Game.OMAHA_HILO: (pk.OmahaHoldemHand, pk.OmahaEightOrBetterLowHand),
}

BLIND_LEVELS = ((1, 2), (2, 5), (5, 10), (10, 20), (25, 50), (50, 100))


@functools.lru_cache(maxsize=8192)
def evaluate(hand_type: type[pk.Hand], cards: tuple[pk.Card, ...], board: tuple[pk.Card, ...]) -> pk.Hand | None:
    """pokerkit's own evaluation of one hand (the body of ``State.get_hand``/``get_up_hand``), remembered."""
    try:
        return hand_type.from_game(cards, board)
    except (KeyError, ValueError):
        return None


class OracleState(pk.State):
    """pokerkit's state with its showdown hand evaluation cached.

    pokerkit re-evaluates every tabled hand for every pot and every player when it decides who can still win
    (``can_win_now``), which makes Omaha showdowns slow; the answers are the same, only remembered.
    """

    def get_hand(self, player_index: int, board_index: int, hand_type_index: int) -> pk.Hand | None:
        if not self.statuses[player_index]:
            return None
        return evaluate(
            self.hand_types[hand_type_index],
            tuple(filter(None, self.hole_cards[player_index])),
            tuple(self.get_board_cards(board_index)),
        )

    def get_up_hand(self, player_index: int, board_index: int, hand_type_index: int) -> pk.Hand | None:
        if not self.statuses[player_index]:
            return None
        return evaluate(
            self.hand_types[hand_type_index],
            tuple(self.get_up_cards(player_index)),
            tuple(self.get_board_cards(board_index)),
        )


# -- one hand, set up for both engines ----------------------------------------------------------------------


@dataclass(frozen=True)
class Table:
    """One hand's setup: game, structure, stacks (by position), blinds, antes and house rules."""

    game: Game
    structure: Structure
    stacks: tuple[int, ...]
    small_blind: int
    big_blind: int
    ante: int = 0
    big_blind_ante: bool = False
    """A single ante posted by the big blind (dead money) instead of a uniform ante from everyone."""
    rules: HouseRules = field(default_factory=HouseRules)
    dead_antes: bool = False
    """Uniform antes that are dead money in the main pot, not live stakes (PHH ``ante_trimming_status`` false)."""

    @property
    def antes_are_live(self) -> bool:
        """Whether the antes count toward each player's stake (pokerkit's ``ante_trimming_status``)."""
        return not (self.big_blind_ante or self.dead_antes)

    @property
    def count(self) -> int:
        """Players dealt in."""
        return len(self.stacks)

    @property
    def big_blind_position(self) -> int:
        """Our position of the big blind: p2, or p1 heads-up (the button posts the small blind)."""
        return 0 if self.count == 2 else 1

    @property
    def bet_sizes(self) -> tuple[int, int]:
        """Fixed limit: (small bet, big bet) = (BB, 2 BB); pot and no limit: the BB as the minimum bet."""
        if self.structure is Structure.FIXED:
            return self.big_blind, 2 * self.big_blind
        return self.big_blind, self.big_blind

    def blinds(self) -> tuple[int, ...]:
        """Our blinds per position."""
        if self.count == 2:
            return self.big_blind, self.small_blind
        return (self.small_blind, self.big_blind) + (0,) * (self.count - 2)

    def antes(self) -> tuple[int, ...]:
        """Our antes per position."""
        if self.big_blind_ante:
            return tuple(self.ante if p == self.big_blind_position else 0 for p in range(self.count))
        return (self.ante,) * self.count

    def stakes(self) -> Stakes:
        """Our stakes."""
        small_bet, big_bet = self.bet_sizes
        return Stakes(
            blinds=self.blinds(),
            antes=self.antes(),
            small_bet=small_bet if self.structure is Structure.FIXED else 0,
            big_bet=big_bet if self.structure is Structure.FIXED else 0,
            min_bet=self.big_blind,
            antes_are_live=self.antes_are_live,
        )

    def ours(self) -> Hand:
        """Our hand, forced bets posted, waiting for the hole cards."""
        return Hand(Variant(self.game, self.structure), self.stakes(), self.stacks, rules=self.rules)

    def pokerkit_caps(self) -> tuple[int | None, int | None]:
        """pokerkit's cap on completions/bets/raises (before the flop, after it); None = no cap.

        RRoP §3 r3: bet + N raises; before the flop the BB is the bet and pokerkit does not count it. pokerkit
        has no heads-up exception, so the RRoP exception (cash default) is mapped to "no cap" only for a hand
        that starts heads-up.
        """
        cap = self.rules.limit_raise_cap
        if self.structure is not Structure.FIXED or cap is None:
            return None, None
        if self.count == 2 and not self.rules.limit_cap_heads_up:
            return None, None
        return cap, cap + 1

    def pokerkit(self) -> pk.State:
        """pokerkit's state for the same hand, forced bets posted, waiting for the hole cards."""
        small_bet, big_bet = self.bet_sizes
        preflop_cap, cap = self.pokerkit_caps()
        holes = (False,) * self.game.hole_card_count
        streets = (
            pk.Street(False, holes, 0, False, pk.Opening.POSITION, small_bet, preflop_cap),
            pk.Street(False, (), 3, False, pk.Opening.POSITION, small_bet, cap),
            pk.Street(False, (), 1, False, pk.Opening.POSITION, big_bet, cap),
            pk.Street(False, (), 1, False, pk.Opening.POSITION, big_bet, cap),
        )
        if self.big_blind_ante:
            # pokerkit reads a big-blind ante by index 1, and heads-up swaps it with the blinds (PHH).
            antes: int | tuple[int, ...] = tuple(self.ante if p == 1 else 0 for p in range(self.count))
        else:
            antes = self.ante
        return OracleState(
            AUTOMATIONS,
            pk.Deck.STANDARD,
            HAND_TYPES[self.game],
            streets,
            STRUCTURES[self.structure],
            self.antes_are_live,
            antes,
            (self.small_blind, self.big_blind),
            0,
            self.stacks,
            self.count,
            mode=pk.Mode.TOURNAMENT,
        )

    def describe(self) -> str:
        """A one-line reproduction of the setup."""
        kind = "BB " if self.big_blind_ante else "dead " if self.dead_antes else ""
        ante = f", {kind}ante {self.ante}" if self.ante else ""
        return (
            f"{Variant(self.game, self.structure).code} {self.small_blind}/{self.big_blind}{ante}, "
            f"stacks {list(self.stacks)}, rules {self.rules}"
        )


def random_table(rng: random.Random, games: Sequence[Game] = (Game.HOLDEM, Game.OMAHA)) -> Table:
    """A random setup: Hold'em or Omaha, any structure, 2-10 players, mixed deep and short stacks.

    The big blind always covers its ante and blind (it may be all-in for them): pokerkit lets a short big
    blind lower the bet to call,
    which RULES.md §1.7 forbids (named test ``test_short_big_blind_does_not_lower_the_bet``). Tournament
    rules in pot limit assume full blinds before the flop (TDA 54-B), which pokerkit does not model, so they
    are only drawn when both blinds are posted in full. Uniform antes are live (trimmed) or dead money; with
    dead antes every stack covers its ante and some players are all-in for exactly the ante, who can still win
    the pot of antes (RULES.md §10): pokerkit agrees. (For part of a dead ante it gives the player every ante,
    not the layer their chips matched: named test ``test_all_in_for_part_of_a_dead_ante_wins_only_its_layer``.)
    """
    game = rng.choice(games)
    structure = rng.choice(tuple(Structure))
    count = rng.randint(2, 10)
    small_blind, big_blind = rng.choice(BLIND_LEVELS)
    ante, big_blind_ante, dead_antes = 0, False, False
    roll = rng.random()
    if roll < 0.2:
        ante = rng.choice((1, max(1, big_blind // 10), max(1, big_blind // 4)))
    elif roll < 0.4:
        ante, big_blind_ante = big_blind, True
    elif roll < 0.5:
        ante, dead_antes = rng.choice((1, max(1, big_blind // 10), max(1, big_blind // 4))), True
    stacks: list[int] = []
    equal = rng.random() < 0.1
    for _ in range(count):
        shape = rng.random()
        if equal:
            stacks.append(100 * big_blind)
        elif shape < 0.15:
            stacks.append(rng.randint(1, 3 * big_blind))
        elif shape < 0.45:
            stacks.append(rng.randint(3 * big_blind, 30 * big_blind))
        else:
            stacks.append(rng.randint(30 * big_blind, 200 * big_blind))
    if dead_antes:
        stacks = [max(stack, ante) for stack in stacks]
        for _ in range(rng.randint(0, 2)):
            stacks[rng.randrange(count)] = ante
    antes = Table(game, structure, tuple(stacks), small_blind, big_blind, ante, big_blind_ante).antes()
    big, small = (0, 1) if count == 2 else (1, 0)  # positions of the blinds (heads-up the button is the SB)
    stacks[big] = max(stacks[big], antes[big] + big_blind)
    rules = HouseRules.cash()
    if rng.random() < 0.5 and (structure is not Structure.POT or stacks[small] >= antes[small] + small_blind):
        rules = HouseRules.tournament()
    return Table(game, structure, tuple(stacks), small_blind, big_blind, ante, big_blind_ante, rules, dead_antes)


# -- the betting rules of one street, from RULES.md, for checking our answers where pokerkit is wrong ---------


@dataclass(frozen=True)
class Wager:
    """A bet or raise on this street."""

    player: int
    to: int
    """The raise-to amount."""
    base: int
    """What it was measured against: the last full level (fixed limit) or the current bet (pot/no limit)."""
    all_in: bool
    full: bool
    """A full bet or raise by RULES.md §2.3 (at least the last full increment) or §2.5 (half a bet in limit)."""


class StreetRules:
    """RULES.md §2.2-2.5 for one betting round, kept from the actions alone (independently of both engines).

    It checks our answers everywhere, including where pokerkit is no oracle: the smallest raise-to and
    whether the actor may raise at all (the limit cap with its heads-up setting, reopening after short
    all-ins). It keeps the current bet, the last full level/increment, the bets and raises, the full bets
    toward the cap, and for each player the current bet when they last acted voluntarily.
    """

    def __init__(self, structure: Structure, bet_size: int, opening: int, rules: HouseRules) -> None:
        self.fixed = structure is Structure.FIXED
        self.rules = rules
        self.bet_size = bet_size
        self.current = opening
        """Before the flop the BB is the opening bet (TDA 51-B; RRoP §4)."""
        self.current_at_start = opening
        """The bet to match when the street began: the BB before the flop, 0 after it."""
        self.full_level = opening
        """Fixed limit: the total of the last full bet or raise (the BB before the flop)."""
        self.full_increment = opening
        """Pot/no limit: the last full bet or raise increment (TDA 43-A; the BB before the flop)."""
        self.wagers: list[Wager] = []
        self.acted: dict[int, tuple[int, int]] = {}
        """Player -> (wagers made before their last action, the current bet when they acted)."""
        self.full_count = 1 if opening else 0
        """Full bets and raises toward the limit cap; before the flop the BB is the bet (RRoP §3 r3)."""
        self.capped = False
        """The cap was reached with three or more players able to bet: it stays capped (RRoP §3 r4)."""

    @property
    def threshold(self) -> int:
        """What a player who acted must face in total for the betting to reopen (TDA 47-A/B)."""
        return self.bet_size if self.fixed else max(self.full_increment, self.bet_size)

    def min_raise_to(self) -> int:
        """The smallest full bet/raise-to: a full bet above the last full level in limit (a short all-in is
        completed, TDA 47-B), the current bet plus the last full increment in big-bet poker (TDA 43-A)."""
        if self.fixed:
            return self.full_level + self.bet_size
        return self.current + max(self.full_increment, self.bet_size)

    def may_raise(self, player: int) -> bool:
        """Reopening only (TDA 47-A/B): not acted yet, a full bet/raise since, or short all-ins adding up to one."""
        if player not in self.acted:
            return True
        made, level = self.acted[player]
        return any(w.full for w in self.wagers[made:]) or self.current - level >= self.threshold

    def allows_raise(self, hand: Hand, player: int) -> bool:
        """Whether RULES.md lets the player bet or raise now (with the chips and players of ``hand``)."""
        if hand.stacks[player] <= hand.current_bet - hand.bets[player]:
            return False  # can only call, all-in or not
        active = [p for p in range(hand.player_count) if not hand.folded[p] and hand.stacks[p] > 0]
        can_answer = [p for p in active if p != player and hand.bets[p] + hand.stacks[p] > hand.current_bet]
        if not can_answer or not self.may_raise(player):
            return False  # nobody could call any part of a raise (both engines refuse it)
        cap = self.rules.limit_raise_cap
        if self.fixed and cap is not None and self.full_count >= cap + 1:
            # Bet + N raises in a pot of three or more players not all-in (RRoP §3 r3); once heads-up before
            # the cap, no cap in cash (RRoP §3 r4), still capped in tournaments (TDA 48).
            return not (self.rules.limit_cap_heads_up or self.capped or len(active) > 2)
        return True

    def acts(self, player: int) -> None:
        """The player checked, called or folded."""
        self.acted[player] = (len(self.wagers), self.current)

    def wagers_to(self, player: int, amount: int, all_in: bool, active: int) -> None:
        """The player bet or raised to ``amount``, leaving ``active`` players not folded and not all-in."""
        if self.fixed:
            base = self.full_level
            full = 2 * (amount - base) >= self.bet_size
            if full:
                self.full_level = amount
        else:
            base = self.current
            full = amount - base >= max(self.full_increment, self.bet_size)
            if full:
                self.full_increment = amount - base
        if full:
            self.full_count += 1
            cap = self.rules.limit_raise_cap
            if self.fixed and cap is not None and self.full_count >= cap + 1 and active > 2:
                self.capped = True
        self.wagers.append(Wager(player, amount, base, all_in, full))
        self.current = amount
        self.acts(player)


# -- the known disagreements ------------------------------------------------------------------------------

FL_COMPLETION = "pokerkit bug: limit raise over a short all-in instead of completing it (TDA 47-B)"
SHORT_OPENING_REOPENS = "pokerkit bug: a street's first short all-in reopens the betting (TDA 47-A)"
REOPEN_AFTER_CHECK = "pokerkit bug: a short all-in bet reopens the betting for a player who checked (TDA 47-A)"
SHORT_ALL_INS_ADD_UP = "pokerkit bug: short all-ins adding up to a full raise do not reopen (TDA 47-A)"
HALF_BET_REOPENS = "pokerkit bug: a limit all-in of half a bet does not reopen (TDA 47-B, RRoP §3 r6)"
CAP_COUNTS_SHORT_ALL_IN = "pokerkit bug: a short limit all-in counts toward the cap (RRoP §3 r3, TDA 47-B)"
HEADS_UP_CAP = "convention: pokerkit keeps the limit cap heads-up (TDA 48), cash follows RRoP §3 r4"
IDLE_CHECK = "convention: pokerkit asks for a check when every opponent left is all-in"
ODD_CHIPS = "pokerkit bug: all odd chips to one tied winner (TDA 20-A, RRoP Ties: one each)"
MERGED_POTS = "pokerkit bug: pots with the same winners are merged before splitting (TDA 21, RRoP Ties)"
HILO_NO_LOW_HALVED = "pokerkit bug: hi/lo pot with no low among its players is halved (RRoP §7, TDA 21)"
HILO_SAME_WINNERS = "pokerkit bug: hands winning both ways split each half, not evenly (RRoP Ties)"
QUIRK_CASES = {
    "merge": MERGED_POTS,
    "first_takes_all": ODD_CHIPS,
    "halve_without_low": HILO_NO_LOW_HALVED,
    "halve_same_winners": HILO_SAME_WINNERS,
}

NAMED_TESTS = {
    FL_COMPLETION: "test_limit_short_all_in_is_completed_not_raised_over",
    SHORT_OPENING_REOPENS: "test_short_all_in_does_not_reopen_for_a_limper",
    REOPEN_AFTER_CHECK: "test_short_all_in_bet_does_not_reopen_for_a_player_who_checked",
    SHORT_ALL_INS_ADD_UP: "test_short_all_ins_adding_up_to_a_full_raise_reopen",
    HALF_BET_REOPENS: "test_limit_all_in_of_half_a_bet_reopens_the_betting",
    CAP_COUNTS_SHORT_ALL_IN: "test_short_limit_all_in_counts_toward_pokerkits_cap",
    HEADS_UP_CAP: "test_fixed_limit_cap_kept_heads_up_by_pokerkit",
    IDLE_CHECK: "test_check_nobody_can_bet_against",
    ODD_CHIPS: "test_odd_chips_go_one_each_clockwise_from_the_button",
    MERGED_POTS: "test_each_side_pot_is_split_on_its_own",
    HILO_NO_LOW_HALVED: "test_hilo_side_pot_without_an_eligible_low_goes_to_the_high_hand",
    HILO_SAME_WINNERS: "test_hilo_identical_hands_both_ways_split_as_evenly_as_possible",
}
"""Every difference the random hands accept, and its test in ``test_pokerkit_disagreements.py``."""

AVOIDED = {
    "pokerkit bug: a short big blind lowers the bet to call (RULES.md §1.7, RRoP §4 r1)":
        "test_short_big_blind_does_not_lower_the_bet",
    "setting: pot-limit tournaments count short blinds as full before the flop (TDA 54-B)":
        "test_pot_limit_tournament_counts_a_short_small_blind_in_full",
    "pokerkit bug: a player all-in for part of a dead ante can win every ante (RULES.md §3, §10)":
        "test_all_in_for_part_of_a_dead_ante_wins_only_its_layer",
}
"""Differences :func:`random_table` never deals, and their tests in ``test_pokerkit_disagreements.py``."""


def explain_option_difference(
    duel: Duel, ours: tuple[int, int] | None, theirs: tuple[int, int] | None
) -> str | None:
    """The named case that explains why pokerkit's bet/raise bounds differ from ours, or None.

    Each branch checks the exact situation of its named test. Whether we allow a raise, and our minimum, are
    checked against :class:`StreetRules` (RULES.md) at every decision in :meth:`Duel.decide`.
    """
    table, hand, state, street = duel.table, duel.hand, duel.state, duel.street
    actor = hand.actor
    assert actor is not None
    all_in_to = hand.bets[actor] + hand.stacks[actor]
    count = table.count
    if ours is not None and theirs is not None:
        # Both may raise: in limit, a short all-in (less than half a bet) is completed to a full bet/raise,
        # not raised over (TDA 47-B); pokerkit adds a full bet on top of the all-in.
        low = min(street.min_raise_to(), all_in_to)
        if street.fixed and street.current > street.full_level and ours == (low, low):
            pokerkit_low = min(street.current + street.bet_size, all_in_to)
            if theirs == (pokerkit_low, pokerkit_low):
                return FL_COMPLETION
        return None
    if ours is None and theirs is not None:
        # We refuse, pokerkit allows: the actor already acted and faces only short all-ins; pokerkit starts each
        # street's raise size at 0 (ignoring the BB before the flop), so the first short all-in counts as full.
        if not street.may_raise(actor) and not any(w.full for w in street.wagers):
            # After the flop with nothing bet when the actor acted: the actor checked (RULES.md §10).
            checked = street.current_at_start == 0 and street.acted[actor][1] == 0
            return REOPEN_AFTER_CHECK if checked else SHORT_OPENING_REOPENS
        return None
    if ours is None or theirs is not None:
        return None
    # We allow, pokerkit refuses.
    if not street.may_raise(actor):
        return None
    assert state.street is not None
    cap = state.street.max_completion_betting_or_raising_count
    if street.fixed and cap is not None and state.completion_betting_or_raising_count == cap:
        # pokerkit's cap is reached: heads-up in cash (convention), or it counted a short all-in (bug).
        active = sum(1 for p in range(count) if not hand.folded[p] and hand.stacks[p] > 0)
        if not table.rules.limit_cap_heads_up and active <= 2:
            return HEADS_UP_CAP
        full = sum(1 for w in street.wagers if w.full)
        if full < len(street.wagers) and full < cap:
            return CAP_COUNTS_SHORT_ALL_IN
    if actor in street.acted:
        # Reopened for a player who acted: by short all-ins adding up to a full raise, or (limit) by an
        # all-in of at least half a bet. pokerkit handles neither.
        made, level = street.acted[actor]
        since = street.wagers[made:]
        if not any(w.full for w in since) and street.current - level >= street.threshold:
            return SHORT_ALL_INS_ADD_UP
        if street.fixed and any(w.full and w.all_in and w.to - w.base < street.bet_size for w in since):
            return HALF_BET_REOPENS
    return None


@dataclass(frozen=True)
class PotResult:
    """One of our pots with its winners as pokerkit's hand evaluation reads the tabled hands."""

    amount: int
    eligible: frozenset[int]
    highs: frozenset[int]
    """The best high hands among the pot's players."""
    lows: frozenset[int]
    """Hi/lo: the best qualifying lows among the pot's players; empty when none of them has one."""


def best_hands(state: pk.State, players: Sequence[int], hand_type: int) -> frozenset[int]:
    """The players with pokerkit's best hand of this type (high, or 8-or-better low); empty if none made one."""
    made = {p: hand for p in players if (hand := state.get_hand(p, 0, hand_type)) is not None}
    if not made:
        return frozenset()
    top = max(made.values())
    return frozenset(p for p, hand in made.items() if hand == top)


def pot_results(hand: Hand, state: pk.State) -> list[PotResult]:
    """Our pots and their winners by pokerkit's evaluation (read before pokerkit kills any losing hand)."""
    results = []
    for pot in hand.pots()[0]:
        players = sorted(pot.eligible)
        if len(players) == 1:
            results.append(PotResult(pot.amount, pot.eligible, pot.eligible, frozenset()))
            continue
        lows = best_hands(state, players, 1) if state.hand_type_count > 1 else frozenset()
        results.append(PotResult(pot.amount, pot.eligible, best_hands(state, players, 0), lows))
    return results


def split(stacks: list[int], amount: int, winners: frozenset[int], *, first_takes_all: bool = False) -> None:
    """Push ``amount`` to ``winners``: equal shares, the odd chips one each clockwise from the button (RULES.md
    §5), or all of them to the first winner (pokerkit)."""
    ordered = sorted(winners)
    share, odd = divmod(amount, len(ordered))
    for k, player in enumerate(ordered):
        stacks[player] += share + ((odd if k == 0 else 0) if first_takes_all else (1 if k < odd else 0))


def rules_stacks(base: Sequence[int], results: Sequence[PotResult]) -> list[int]:
    """The final stacks by RULES.md §3 step 7 and §5 (TDA 20, 21; RRoP Ties, §7).

    Every pot on its own; hi/lo: the best qualifying low *among the pot's players* takes ``amount // 2`` and
    the best high the rest (the odd chip goes high); no low, or the same players winning both ways: the
    whole pot is split as evenly as possible; odd chips one each clockwise from the button.
    """
    stacks = list(base)
    for result in results:
        if not result.lows or result.lows == result.highs:
            split(stacks, result.amount, result.highs)
        else:
            split(stacks, result.amount - result.amount // 2, result.highs)
            split(stacks, result.amount // 2, result.lows)
    return stacks


QUIRKS = ("merge", "first_takes_all", "halve_without_low", "halve_same_winners")
"""The ways pokerkit 0.7.7 splits pots differently from RULES.md; see :func:`pokerkit_stacks`."""


def pokerkit_stacks(base: Sequence[int], results: Sequence[PotResult], off: str | None = None) -> list[int]:
    """The final stacks as pokerkit 0.7.7 pushes the pots (with the quirk named ``off`` done the RULES.md way).

    pokerkit kills every hand that can win nothing, rebuilds the pots from the hands left, merging neighbouring
    pots that now have the same players (``merge``; RULES.md §5 splits each pot on its own), and splits each
    merged pot once, with all of its odd chips to the first winner (``first_takes_all``; §5: one each). In
    hi/lo, once any hand left has a low, it halves every pot: a pot none of whose players has a low gives its
    low half to all of them (``halve_without_low``; §5: the high scoops), and players winning both ways split
    each half separately (``halve_same_winners``; §5: as evenly as possible).
    """
    survivors = frozenset().union(*(result.highs | result.lows for result in results))
    merged: list[PotResult] = []
    for result in results:
        standing = result.eligible & survivors
        if off != "merge" and merged and merged[-1].eligible == standing:
            last = merged.pop()
            merged.append(PotResult(last.amount + result.amount, standing, last.highs, last.lows))
        else:
            merged.append(PotResult(result.amount, standing, result.highs, result.lows))
    low_anywhere = any(result.lows for result in results)
    first_takes_all = off != "first_takes_all"
    stacks = list(base)
    for pot in merged:
        halve = low_anywhere and (pot.lows or off != "halve_without_low")
        if halve and (pot.lows != pot.highs or off != "halve_same_winners"):
            split(stacks, pot.amount - pot.amount // 2, pot.highs, first_takes_all=first_takes_all)
            split(stacks, pot.amount // 2, pot.lows or pot.eligible, first_takes_all=first_takes_all)
        else:
            split(stacks, pot.amount, pot.highs, first_takes_all=first_takes_all)
    return stacks


def pokerkit_split_cases(base: Sequence[int], results: Sequence[PotResult]) -> set[str]:
    """The named cases of pokerkit's splitting that changed these stacks (each quirk undone on its own)."""
    theirs = pokerkit_stacks(base, results)
    return {QUIRK_CASES[quirk] for quirk in QUIRKS if pokerkit_stacks(base, results, off=quirk) != theirs}


# -- playing one hand in both engines ---------------------------------------------------------------------


def choose_action(
    rng: random.Random, to_call: int, bounds: tuple[int, int] | None, all_in_to: int
) -> tuple[str, int]:
    """A random legal action: ``("f", 0)``, ``("cc", 0)`` or ``("cbr", amount)``, raises biased to the edges."""
    roll = rng.random()
    if to_call > 0 and roll < 0.25:
        return "f", 0
    raise_chance = 0.3 if to_call > 0 else 0.4
    if bounds is None or rng.random() >= raise_chance:
        return "cc", 0
    low, high = bounds
    pick = rng.random()
    if pick < 0.35:
        amount = low
    elif pick < 0.55:
        amount = high
    elif pick < 0.65 and low <= all_in_to <= high:
        amount = all_in_to
    else:
        amount = rng.randint(low, high)
    return "cbr", amount


class Duel:
    """One random hand played in our engine and in pokerkit side by side, compared at every step."""

    def __init__(self, table: Table, rng: random.Random) -> None:
        self.table = table
        self.rng = rng
        self.hand = table.ours()
        self.state = table.pokerkit()
        per_player = table.game.hole_card_count
        cards = rng.sample(range(52), table.count * per_player + 5)
        self.holes = [tuple(cards[p * per_player : (p + 1) * per_player]) for p in range(table.count)]
        self.board = cards[-5:]
        self.steps: list[str] = []
        self.notes: Counter[str] = Counter()
        self.street = StreetRules(table.structure, table.bet_sizes[0], table.big_blind, table.rules)

    def fail(self, message: str) -> None:
        """Stop the test with a reproduction of the hand so far."""
        holes = " ".join(format_cards(h) for h in self.holes)
        pytest.fail(
            f"{message}\n  setup: {self.table.describe()}\n  holes: {holes}\n  board: {format_cards(self.board)}"
            f"\n  steps: {' | '.join(self.steps)}",
            pytrace=False,
        )

    def check(self, condition: bool, message: str) -> None:
        """Fail with the reproduction unless the condition holds."""
        if not condition:
            self.fail(message)

    def play(self) -> None:
        """Deal, bet, run out and show down in both engines; compare pots and final stacks."""
        hand, state = self.hand, self.state
        for player, cards in enumerate(self.holes):
            hand.deal_hole(player, cards)
            state.deal_hole(format_cards(cards), player)
        dealt = 0
        while not hand.is_complete:
            while state.showdown_index is not None:
                state.show_or_muck_hole_cards(True)
            actor = hand.actor
            if actor is None and state.actor_index is not None and self.idle_turn():
                continue
            self.check(state.actor_index == actor, f"actor: ours {actor}, pokerkit {state.actor_index}")
            if actor is not None:
                self.decide(actor)
            elif hand.phase is Phase.DEAL_BOARD:
                self.check(state.can_deal_board(), "we deal the board, pokerkit does not")
                board = self.board[dealt : dealt + BOARD_DEAL[hand.street]]
                dealt += len(board)
                next_street = hand.street + 1
                hand.deal_board(board)
                state.deal_board(format_cards(board))
                self.steps.append(f"db {format_cards(board)}")
                small_bet, big_bet = self.table.bet_sizes
                size = small_bet if next_street < 2 else big_bet
                self.street = StreetRules(self.table.structure, size, 0, self.table.rules)
            elif hand.phase is Phase.SHOWDOWN:
                for player in hand.showdown_order:
                    if hand.phase is Phase.SHOWDOWN and player not in hand.shown:
                        hand.show(player)
            else:
                self.fail(f"our hand is stuck at {hand.phase.value}")
        self.finish()

    def idle_turn(self) -> bool:
        """pokerkit asks a player to act who can only check: everyone else still in is all-in (or folded) and
        the player's bet already covers them. Our round is over; the check changes nothing, so play it."""
        state = self.state
        actor = state.actor_index
        assert actor is not None
        others = [p for p in range(self.table.count) if p != actor and state.statuses[p]]
        if state.checking_or_calling_amount != 0 or state.can_complete_bet_or_raise_to():
            return False
        if any(state.stacks[p] > 0 for p in others):
            return False
        state.check_or_call()
        self.notes[IDLE_CHECK] += 1
        self.steps.append(f"(pokerkit only: p{actor + 1} cc)")
        return True

    def decide(self, actor: int) -> None:
        """Compare the actor's options in both engines, then apply one random action legal in both."""
        hand, state = self.hand, self.state
        self.check(list(state.stacks) == hand.stacks, f"stacks: ours {hand.stacks}, pokerkit {state.stacks}")
        self.check(list(state.bets) == hand.bets, f"bets: ours {hand.bets}, pokerkit {state.bets}")
        to_call = hand.to_call
        assert to_call is not None
        self.check(
            state.checking_or_calling_amount == to_call,
            f"p{actor + 1} to call: ours {to_call}, pokerkit {state.checking_or_calling_amount}",
        )
        all_in_to = hand.bets[actor] + hand.stacks[actor]
        low, high = hand.min_raise_to, hand.max_raise_to
        ours = None if low is None or high is None else (low, high)
        allowed = self.street.allows_raise(hand, actor)
        self.check((ours is not None) == allowed, f"p{actor + 1} may raise: ours {ours}, RULES.md {allowed}")
        if ours is not None:
            expected = min(self.street.min_raise_to(), all_in_to)
            self.check(low == expected, f"p{actor + 1} min raise-to: ours {low}, RULES.md {expected}")
        theirs = None
        if state.can_complete_bet_or_raise_to():
            their_low = state.min_completion_betting_or_raising_to_amount
            their_high = state.max_completion_betting_or_raising_to_amount
            assert their_low is not None and their_high is not None
            theirs = (their_low, their_high)
        bounds = ours
        if ours != theirs:
            label = explain_option_difference(self, ours, theirs)
            if label is None:
                self.fail(f"p{actor + 1} bet/raise-to bounds: ours {ours}, pokerkit {theirs}")
            self.notes[str(label)] += 1
            bounds = None
            if ours is not None and theirs is not None and max(ours[0], theirs[0]) <= min(ours[1], theirs[1]):
                bounds = (max(ours[0], theirs[0]), min(ours[1], theirs[1]))
        kind, amount = choose_action(self.rng, to_call, bounds, all_in_to)
        if kind == "f":
            hand.fold(actor)
            state.fold()
            self.street.acts(actor)
            self.steps.append(f"p{actor + 1} f")
        elif kind == "cc":
            hand.check_or_call(actor)
            state.check_or_call()
            self.street.acts(actor)
            self.steps.append(f"p{actor + 1} cc")
        else:
            hand.bet_or_raise_to(amount, actor)
            state.complete_bet_or_raise_to(amount)
            active = sum(1 for p in range(self.table.count) if not hand.folded[p] and hand.stacks[p] > 0)
            self.street.wagers_to(actor, amount, hand.stacks[actor] == 0, active)
            self.steps.append(f"p{actor + 1} cbr {amount}")

    def finish(self) -> None:
        """Compare the final pots (after a showdown) and the final stacks.

        Our stacks must be the RULES.md split of our pots among the winners pokerkit's evaluation reads, and
        pokerkit's own pushes must match them, or else match its known ways of splitting (counted).
        """
        hand, state = self.hand, self.state
        if len(hand.remaining) >= 2:
            our_pots = [(pot.amount, frozenset(pot.eligible)) for pot in hand.pots()[0]]
            their_pots = [(pot.amount, frozenset(pot.player_indices)) for pot in state.pots]
            self.check(our_pots == their_pots, f"pots: ours {our_pots}, pokerkit {their_pots}")
        results = pot_results(hand, state)
        final = hand.final_stacks
        assert final is not None
        self.check(sum(final) == sum(self.table.stacks), "chips were not conserved")
        received = [0] * self.table.count
        for award in hand.awards:
            received[award.player] += award.amount
        base = [stack - got for stack, got in zip(final, received, strict=True)]
        by_rules = rules_stacks(base, results)
        self.check(final == by_rules, f"final stacks: ours {final}, RULES.md §5 split {by_rules}")
        while state.can_kill_hand():
            state.kill_hand()
        while state.can_push_chips():
            state.push_chips()
        self.check(not state.status, "pokerkit's hand is not over")
        if list(state.stacks) != final:
            expected = pokerkit_stacks(base, results)
            self.check(list(state.stacks) == expected, f"final stacks: ours {final}, pokerkit {state.stacks}")
            self.notes.update(pokerkit_split_cases(base, results))


# -- the runs ---------------------------------------------------------------------------------------------


@dataclass
class Tally:
    """What a run covered."""

    hands: Counter[str] = field(default_factory=Counter)
    """Hands per variant code."""
    players: Counter[int] = field(default_factory=Counter)
    setups: Counter[str] = field(default_factory=Counter)
    showdowns: int = 0
    side_pots: int = 0
    decisions: int = 0
    notes: Counter[str] = field(default_factory=Counter)
    """Accepted differences from pokerkit, by named case."""

    def add(self, duel: Duel) -> None:
        """Count one finished hand."""
        table, hand = duel.table, duel.hand
        self.hands[Variant(table.game, table.structure).code] += 1
        self.players[table.count] += 1
        if table.ante:
            dead = "dead uniform ante" if table.dead_antes else "uniform ante"
            self.setups["big-blind ante" if table.big_blind_ante else dead] += 1
        if any(not hand.folded[p] and hand.committed[p] == 0 and hand.dead_antes[p] for p in range(table.count)):
            self.setups["all-in for a dead ante alone, still in at the end"] += 1
        if table.rules != HouseRules.cash():
            self.setups["tournament rules"] += 1
        if min(table.stacks) < table.big_blind:
            self.setups["a stack below the big blind"] += 1
        self.decisions += sum(1 for step in duel.steps if step.startswith("p"))
        if len(hand.remaining) >= 2:
            self.showdowns += 1
            self.side_pots += len(hand.pots()[0]) > 1
        self.notes.update(duel.notes)

    def report(self, seconds: float) -> str:
        """A summary for ``pytest -s``."""
        lines = [
            f"{sum(self.hands.values())} hands in {seconds:.1f}s: {dict(sorted(self.hands.items()))}",
            f"players: {dict(sorted(self.players.items()))}; {dict(sorted(self.setups.items()))}",
            f"decisions {self.decisions}, showdowns {self.showdowns}, showdowns with side pots {self.side_pots}",
        ]
        lines += [f"  {count:6d} × {note}" for note, count in self.notes.most_common()]
        return "\n".join(lines)


def run_hands(seed: int, count: int, games: Sequence[Game]) -> Tally:
    """Play ``count`` random hands in both engines (hand ``i`` is reproducible from ``(seed, i)``)."""
    tally = Tally()
    for index in range(count):
        rng = random.Random(seed * 1_000_003 + index)
        duel = Duel(random_table(rng, games), rng)
        duel.steps.append(f"hand {index} of seed {seed}")
        duel.play()
        tally.add(duel)
    return tally


HIGH = (Game.HOLDEM, Game.OMAHA)
HILO = (Game.OMAHA_HILO,)


@pytest.mark.parametrize(
    ("seed", "count", "games"),
    [
        pytest.param(1, 1_000, HIGH, id="1000-holdem-omaha"),
        pytest.param(2, 10_000, HIGH, id="10000-holdem-omaha", marks=pytest.mark.slow),
        pytest.param(3, 300, HILO, id="300-omaha-hilo"),
        pytest.param(4, 3_000, HILO, id="3000-omaha-hilo", marks=pytest.mark.slow),
    ],
)
def test_pokerkit_agrees_on_random_hands(seed: int, count: int, games: Sequence[Game]) -> None:
    """Every decision, pot and final stack agrees with pokerkit, or differs only as a named case."""
    start = time.perf_counter()
    tally = run_hands(seed, count, games)
    print(tally.report(time.perf_counter() - start))
    codes = {Variant(game, structure).code for game in games for structure in Structure}
    assert set(tally.hands) == codes
    assert min(tally.hands.values()) >= count // (2 * len(codes))
    assert set(tally.players) == set(range(2, 11))
    assert tally.showdowns >= count // 10
    assert tally.side_pots >= count // 50
