"""The state of one hand of poker: players, forced bets, chips in front and in the middle, the cards, and
everything a dealer reads off the table (whose turn, the call, the raise bounds, the pots, the showdown order).

:class:`HandState` holds it and deals the cards; :class:`dealerdesk.rules.hand.Hand` adds the betting and
showdown actions that change it. Players are position indices (0 = p1, left of the button).
"""

from __future__ import annotations

import abc
import enum
import random
from collections.abc import Callable, Sequence

from dealerdesk.evaluation import Deck, check_distinct, format_cards
from dealerdesk.rules.betting import BettingRound, PotRaise
from dealerdesk.rules.errors import (
    DealError,
    IllegalActionError,
    SetupError,
)
from dealerdesk.rules.game import HouseRules, Stakes, Structure, Variant
from dealerdesk.rules.players import player_code
from dealerdesk.rules.pots import Pot, build_pots
from dealerdesk.rules.rake import RakeStructure, RakeTaken
from dealerdesk.rules.records import (
    Award,
    BetOrRaise,
    DealBoard,
    DealHole,
    PostAnte,
    PostBlind,
    PostDead,
    Record,
)
from dealerdesk.rules.showdown import showdown_order, side_pots_first

MAX_PLAYERS = 10
STREET_NAMES = ("preflop", "flop", "turn", "river")
BOARD_CARDS = (0, 3, 1, 1)
"""Cards dealt to the board at the start of each street."""


class Phase(enum.Enum):
    """What the hand is waiting for."""

    DEAL_HOLE = "deal hole cards"
    BETTING = "betting"
    DEAL_BOARD = "deal the board"
    SHOWDOWN = "showdown"
    COMPLETE = "complete"


class HandState(abc.ABC):
    """The state of one hand and what can be read off it; :class:`~dealerdesk.rules.hand.Hand` adds the
    actions. See the module docstring of :mod:`dealerdesk.rules.hand` for conventions."""

    def __init__(
        self,
        variant: Variant,
        stakes: Stakes,
        starting_stacks: Sequence[int],
        *,
        rules: HouseRules | None = None,
        names: Sequence[str] | None = None,
        rng: random.Random | None = None,
        paced: bool = False,
        rake: RakeStructure | None = None,
    ) -> None:
        count = len(starting_stacks)
        if not all(is_whole(v) for v in (*starting_stacks, *stakes.blinds, *stakes.antes, *stakes.dead_blinds,
                                         stakes.small_bet, stakes.big_bet, stakes.min_bet)):
            raise SetupError("stacks, blinds, antes and bet sizes are whole numbers of chips")
        if not 2 <= count <= MAX_PLAYERS:
            raise SetupError(f"a hand needs 2 to {MAX_PLAYERS} players, not {count}")
        for label, values in (("blinds", stakes.blinds), ("antes", stakes.antes)):
            if len(values) != count:
                raise SetupError(f"{label} list {count} players but has {len(values)} entries")
            if any(v < 0 for v in values):
                raise SetupError(f"{label} cannot be negative")
        if stakes.dead_blinds and len(stakes.dead_blinds) != count:
            raise SetupError(f"dead blinds list {count} players but has {len(stakes.dead_blinds)} entries")
        if stakes.chip < 1:
            raise SetupError("the smallest chip must be at least 1")
        if any(s <= 0 for s in starting_stacks):
            raise SetupError("every player needs chips to be dealt in")
        dead = stakes.dead_hands
        if not all(is_whole(p) and 0 <= p < count for p in dead) or len(set(dead)) != len(dead):
            raise SetupError(f"dead hands must be distinct players of the hand, not {list(dead)!r}")
        if len(dead) >= count:
            raise SetupError("a hand needs at least one hand that is not dead")
        if variant.structure is Structure.FIXED and (stakes.small_bet <= 0 or stakes.big_bet <= 0):
            raise SetupError("fixed limit needs a small bet and a big bet above zero")
        if variant.structure is not Structure.FIXED and max(stakes.min_bet, *stakes.blinds) <= 0:
            raise SetupError("pot and no limit need a minimum bet (the big blind)")
        self.variant = variant
        self.stakes = stakes
        self.rules = rules or HouseRules()
        self.names = tuple(names) if names is not None else tuple(player_code(i) for i in range(count))
        self.starting_stacks = tuple(starting_stacks)
        self.stacks = list(starting_stacks)
        self.folded = [False] * count
        self.bets = [0] * count
        """Chips in front of each player on this street."""
        self.committed = [0] * count
        """Each player's live stake this hand (blinds, bets and live antes), which builds the side pots."""
        self.dead_money = 0
        """Chips in the main pot whoever put them there (big-blind antes, dead small blinds)."""
        self.dead_antes = [0] * count
        """Each player's part of the dead money posted as an ante (antes that are not live)."""
        self.middle = 0
        """Chips already gathered into the middle (earlier streets, antes, dead money)."""
        self.hole: list[tuple[int | None, ...] | None] = [None] * count
        self.board: list[int] = []
        self.street = 0
        self.phase = Phase.DEAL_HOLE
        self.log: list[Record] = []
        self.returned: dict[int, int] = {}
        self.shown: dict[int, tuple[int, ...]] = {}
        self.mucked: set[int] = set()
        self.awards: list[Award] = []
        self.runout = False
        """Betting is over for the hand with two or more players left (an all-in): hands are tabled."""
        self.all_in_players: tuple[int, ...] = ()
        """The players still in who were all-in when the betting ended (set once, when it ends, and kept when
        the pots are paid): with any of them every hand is tabled at once (TDA 16)."""
        self.final_round_aggressor: int | None = None
        """The last player to bet or raise on the last betting round that had any action."""
        self.final_round_street = 0
        """The street of that round (0 = preflop … 3 = river)."""
        self._round: BettingRound | None = None
        self._final_pots: list[Pot] = []
        self._deck = Deck(rng) if rng is not None else None
        self.paced = paced
        self.rake_structure = rake
        """The house rake of a cash game (None: the pots are not raked)."""
        self.rake_taken: RakeTaken | None = None
        """Once the hand is complete with a rake structure: what the house took before the pots were pushed."""
        """With a deck: wait for :meth:`~dealerdesk.rules.hand.Hand.advance` between streets and before the
        showdown (so a table on screen can show each card fall), instead of dealing on at once."""
        self._post_forced_bets()
        for player in stakes.dead_hands:
            self.folded[player] = True  # dealt in and blinded, but dead (TDA 30): out before anyone acts
        if self._deck is not None:
            # One card at a time clockwise from p1, so the button gets the last card (RULES.md §1.3).
            per_player = variant.game.hole_card_count
            dealt = self._deck.deal(per_player * count)
            for player in range(count):
                self.deal_hole(player, dealt[player::count])

    # -- forced bets -----------------------------------------------------------------------------------

    @property
    def player_count(self) -> int:
        """How many players were dealt in."""
        return len(self.starting_stacks)

    @property
    def big_blind_player(self) -> int | None:
        """The position that posted the largest blind (the big blind), or None in a game without blinds."""
        blinds = self.stakes.blinds
        if self.stakes.big_blind_position is not None:
            return self.stakes.big_blind_position
        return blinds.index(max(blinds)) if max(blinds) > 0 else None

    @property
    def small_blind_player(self) -> int | None:
        """The position right of the big blind if it posted a smaller blind; None when there is no small blind."""
        big = self.big_blind_player
        if big is None:
            return None
        small = (big - 1) % self.player_count
        return small if 0 < self.stakes.blinds[small] < self.stakes.blinds[big] else None

    def _put_in(self, player: int, amount: int) -> int:
        amount = min(amount, self.stacks[player])
        self.stacks[player] -= amount
        return amount

    def _post_forced_bets(self) -> None:
        stakes = self.stakes
        for player, ante in enumerate(stakes.antes):
            if ante and self.stacks[player]:
                paid = self._put_in(player, ante)
                self.middle += paid
                if stakes.antes_are_live:
                    self.committed[player] += paid
                else:
                    self.dead_money += paid
                    self.dead_antes[player] += paid
                self.log.append(PostAnte(player, paid))
        for player, blind in enumerate(stakes.blinds):
            if blind and self.stacks[player]:
                paid = self._put_in(player, blind)
                self.bets[player] += paid
                self.committed[player] += paid
                self.log.append(PostBlind(player, paid))
        for player, dead in enumerate(stakes.dead_blinds):
            if dead and self.stacks[player]:
                paid = self._put_in(player, dead)
                self.middle += paid
                self.dead_money += paid
                self.log.append(PostDead(player, paid))

    # -- reading the state -----------------------------------------------------------------------------

    @property
    def is_complete(self) -> bool:
        """Whether every pot has been awarded."""
        return self.phase is Phase.COMPLETE

    @property
    def remaining(self) -> list[int]:
        """Players who have not folded."""
        return [player for player, out in enumerate(self.folded) if not out]

    @property
    def actor(self) -> int | None:
        """The player whose turn it is to bet, or None outside a betting round."""
        return self._round.next_actor() if self._round is not None else None

    @property
    def waiting_for(self) -> list[int]:
        """The players the betting round must still hear from, clockwise from the actor (empty outside a round or
        once it is over): the active players who owe chips to the bet, or have not acted on this street."""
        actor = self.actor
        if actor is None or self._round is None:
            return []
        count = self.player_count
        order = [(actor + step) % count for step in range(count)]
        return [player for player in order if self._round.needs_to_act(player)]

    def acted_at(self, player: int) -> int | None:
        """The bet to match when the player last acted on this street — the bet they called, checked, folded to or
        raised to — or None when they have not acted on it yet (posting a blind is not acting) or no betting round
        is open: what a short all-in's reopening of the betting is measured from (TDA 47)."""
        return self._round.acted_at[player] if self._round is not None else None

    @property
    def to_call(self) -> int | None:
        """Chips the actor must add to call (0: may check); None when nobody is to act."""
        actor = self.actor
        return None if actor is None or self._round is None else self._round.to_call(actor)

    @property
    def min_raise_to(self) -> int | None:
        """The actor's smallest legal bet/raise-to this street, None if they may not bet or raise."""
        bounds = self._bounds()
        return bounds[0] if bounds else None

    @property
    def max_raise_to(self) -> int | None:
        """The actor's largest legal bet/raise-to this street, None if they may not bet or raise."""
        bounds = self._bounds()
        return bounds[1] if bounds else None

    @property
    def raise_refusal(self) -> str | None:
        """Why the actor may not bet or raise (e.g. a short all-in did not reopen the betting), or None."""
        actor = self.actor
        return None if actor is None or self._round is None else self._round.raise_refusal(actor)

    @property
    def min_raise_increment(self) -> int:
        """Pot/no limit: the smallest full raise this street (the last full bet or raise, at least the big blind)."""
        return self._round.min_increment() if self._round is not None else 0

    @property
    def limit_bet(self) -> int:
        """Fixed limit: the size of every bet and raise this street — the small bet before the flop and on the flop,
        the big bet on the turn and river (RULES.md 2.2); 0 outside a betting round or in pot/no limit."""
        if self._round is None or self.variant.structure is not Structure.FIXED:
            return 0
        return self._round.bet_size

    @property
    def limit_full_level(self) -> int:
        """Fixed limit: the total of the last full bet or raise this street (the big blind before the flop). A
        short all-in under half a bet sits above it, and a raise is one :attr:`limit_bet` on top of it — a
        raise that "completes" the short all-in (TDA 47-B, RRoP §3 r6); 0 outside a betting round."""
        return self._round.full_level if self._round is not None else 0

    @property
    def full_bets(self) -> int:
        """Full bets and raises made this street, the big blind counting as the bet before the flop: what the
        fixed-limit cap counts (a bet and three raises, RRoP §3 r3)."""
        return self._round.full_count if self._round is not None else 0

    @property
    def players_with_chips(self) -> int:
        """Players still in with chips behind (not folded, not all-in): the fixed-limit cap applies with three or
        more of them, and heads-up (two) a cash game has none (RRoP §3 r3–4)."""
        return self._round.active_count() if self._round is not None else 0

    @property
    def pot_allowance(self) -> int:
        """Pot limit: chips a house rule counts in the pot that are not there (blinds counted as posted in full)."""
        return self._pot_before()[1]

    @property
    def pot_raise(self) -> PotRaise | None:
        """How a pot-sized raise by the actor is counted (pot, call, pot after the call, raise-to), with every
        house rule's allowance; None when nobody is to act. In pot limit its ``raise_to`` is
        :attr:`max_raise_to` unless the actor has fewer chips (or may not raise)."""
        actor = self.actor
        return None if actor is None or self._round is None else self._round.pot_raise(actor)

    def _bounds(self) -> tuple[int, int] | None:
        actor = self.actor
        if actor is None or self._round is None:
            return None
        bounds = self._round.raise_bounds(actor)
        return (bounds.low, bounds.high) if bounds else None

    @property
    def current_bet(self) -> int:
        """The bet to match on this street."""
        return self._round.current_bet if self._round is not None else 0

    @property
    def pot_total(self) -> int:
        """Every chip in the middle and in front of the players."""
        return self.middle + sum(self.bets)

    def pots(self) -> tuple[list[Pot], dict[int, int]]:
        """The main and side pots from every chip committed so far, and the uncalled chips returned.

        Chips already returned are counted in the returned map, as is a bet not (yet) called.
        """
        if self.is_complete:
            return list(self._final_pots), dict(self.returned)
        pots, pending = self._build_pots()
        returned = dict(self.returned)
        for player, amount in pending.items():
            returned[player] = returned.get(player, 0) + amount
        return pots, returned

    def _build_pots(self) -> tuple[list[Pot], dict[int, int]]:
        all_in = [p for p in self.remaining if self.stacks[p] == 0]
        return build_pots(self.committed, self.remaining, self.dead_money, self.dead_antes, all_in)

    @property
    def betting_over(self) -> bool:
        """No more betting can happen in this hand and two or more players are left to show down."""
        return len(self.remaining) >= 2 and (self.runout or self.phase in (Phase.SHOWDOWN, Phase.COMPLETE))

    @property
    def all_in_showdown(self) -> bool:
        """Betting is over and a remaining player was all-in when it ended: every hand is tabled at once (TDA 16).

        A fact about the betting, not about who won: it stays true once the pots are paid (RULES.md §10)."""
        return self.betting_over and bool(self.all_in_players)

    @property
    def showdown_order(self) -> list[int]:
        """The order the remaining hands must be shown once betting is over; empty before that."""
        if not self.betting_over:
            return []
        order = showdown_order(self.remaining, self.player_count, self.final_round_aggressor)
        if self.all_in_showdown and self.rules.side_pot_hands_show_first:
            order = side_pots_first(order, self.pots()[0])
        return order

    @property
    def paid_to_see(self) -> int | None:
        """The river's last bettor or raiser, whose hand any caller may demand to see (TDA 18); else None."""
        if not self.betting_over or self.final_round_street != 3:
            return None
        return self.final_round_aggressor

    @property
    def street_raises(self) -> list[BetOrRaise]:
        """The bets and raises of the current street (the last one played, once the betting is over), in order."""
        return [r for r in self.log if isinstance(r, BetOrRaise) and r.street == self.street]

    @property
    def killed_hands(self) -> list[int]:
        """Once the hand is complete: the showdown hands the dealer kills (mucked, or winning nothing)."""
        if not self.is_complete or len(self.remaining) < 2:
            return []
        winners = {a.player for a in self.awards}
        return [p for p in self.remaining if p in self.mucked or p not in winners]

    @property
    def final_stacks(self) -> list[int] | None:
        """Each player's stack once the hand is complete."""
        return list(self.stacks) if self.is_complete else None

    def name(self, player: int) -> str:
        """The player's display name."""
        return self.names[player]

    # -- dealing ---------------------------------------------------------------------------------------

    def _known_cards(self) -> list[int]:
        cards: list[int | None] = list(self.board)
        for hole in self.hole:
            if hole is not None:
                cards.extend(hole)
        return [card for card in cards if card is not None]  # unseen hole cards are None

    def _check_new_cards(self, cards: Sequence[int | None]) -> None:
        known = [c for c in cards if c is not None]
        for card_id in known:
            if not is_whole(card_id) or not 0 <= card_id < 52:
                raise DealError(f"{card_id} is not a card")
        try:
            check_distinct(known)
        except ValueError as error:
            raise DealError(f"cannot deal {error}") from None
        taken = set(self._known_cards()).intersection(known)
        if taken:
            raise DealError(f"{format_cards(sorted(taken))} is already out")

    def check_player(self, player: object) -> int:
        """The player, if it is one of this hand's positions (0 = p1 …); else raise :class:`IllegalActionError`."""
        if isinstance(player, int) and not isinstance(player, bool) and 0 <= player < self.player_count:
            return player
        shown = f"p{player + 1}" if is_whole(player) and player >= 0 else repr(player)  # type: ignore[operator]
        raise IllegalActionError(f"there is no player {shown} in this hand (players p1 to p{self.player_count})")

    def verify_deal_hole(self, player: int, cards: Sequence[int | None] | None) -> None:
        """Raise unless the player may be dealt these hole cards now (None: unknown cards)."""
        self.check_player(player)
        if self.phase is not Phase.DEAL_HOLE:
            raise DealError(f"hole cards are not being dealt now (the hand is at: {self.phase.value})")
        if self.hole[player] is not None:
            raise DealError(f"{self.name(player)} already has hole cards")
        want = self.variant.game.hole_card_count
        if cards is not None:
            if len(cards) != want:
                raise DealError(f"{self.name(player)} must get {want} hole cards, not {len(cards)}")
            self._check_new_cards(cards)

    def can_deal_hole(self, player: int, cards: Sequence[int | None] | None) -> bool:
        """Whether :meth:`deal_hole` would be accepted."""
        return allowed(self.verify_deal_hole, player, cards)

    def deal_hole(self, player: int, cards: Sequence[int | None] | None) -> DealHole:
        """Deal a player's hole cards (``None``, or ``None`` entries, for cards nobody saw)."""
        self.verify_deal_hole(player, cards)
        dealt = tuple(cards) if cards is not None else (None,) * self.variant.game.hole_card_count
        self.hole[player] = dealt
        record = DealHole(player, dealt)
        self.log.append(record)
        if all(h is not None for h in self.hole):
            self._start_street()
        return record

    def verify_deal_board(self, cards: Sequence[int]) -> None:
        """Raise unless these cards may be dealt to the board now."""
        if self.phase is not Phase.DEAL_BOARD:
            raise DealError(f"the board is not being dealt now (the hand is at: {self.phase.value})")
        want = BOARD_CARDS[self.street + 1]
        if len(cards) != want:
            raise DealError(f"the {STREET_NAMES[self.street + 1]} is {want} card(s), not {len(cards)}")
        self._check_new_cards(cards)

    def can_deal_board(self, cards: Sequence[int]) -> bool:
        """Whether :meth:`deal_board` would be accepted."""
        return allowed(self.verify_deal_board, cards)

    def deal_board(self, cards: Sequence[int]) -> DealBoard:
        """Deal the flop, turn or river."""
        self.verify_deal_board(cards)
        self.board.extend(cards)
        self.street += 1
        record = DealBoard(tuple(cards))
        self.log.append(record)
        self._start_street()
        return record

    def _pot_before(self) -> tuple[int, int]:
        """Chips in the middle, and the pot-limit allowance for blinds counted as posted in full."""
        extra = 0
        if self.street == 0 and self.variant.structure is Structure.POT:
            small, big = self.small_blind_player, self.big_blind_player
            full_small, full_big = self.stakes.full_blinds or (
                self.stakes.blinds[small] if small is not None else 0,
                self.stakes.big_blind,
            )
            target_small = full_small if self.rules.pot_limit_assume_full_blinds else 0
            big_has_acted = big is not None and self._round is not None and self._round.acted_at[big] is not None
            if self.rules.pot_limit_small_blind_as_big and small is not None and not big_has_acted:
                target_small = max(target_small, full_big)
            extra += max(0, target_small - (self.bets[small] if small is not None else 0))
            if self.rules.pot_limit_assume_full_blinds and big is not None:
                extra += max(0, full_big - self.bets[big])
        return self.middle, extra

    @abc.abstractmethod
    def _start_street(self) -> None:
        """Open the betting round of the current street (or move on when nobody can bet)."""


def is_whole(value: object) -> bool:
    """Whether a value is a whole number of chips (or a position, or a card id): an ``int``, never a ``bool``."""
    return isinstance(value, int) and not isinstance(value, bool)


def allowed(verify: Callable[..., None], *args: object) -> bool:
    """Run a ``verify_x`` and say whether it passed."""
    try:
        verify(*args)
    except ValueError:
        return False
    return True
