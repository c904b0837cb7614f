"""Benchmark: how well the computer players play — against each other and against three simple baselines — with
duplicate deals and 95 % confidence intervals, at 100 and 10 big blinds, six-handed and heads-up (no-limit
Hold'em; ``--variant PO`` for pot-limit Omaha).

Run: ``python tests/benchmarks/bench_bot_strength.py [--deals 300] [--table-deals 60] [--samples 1000]``. Prints
Markdown tables (about six minutes with the defaults on one core; ``--only table`` or ``--only heads-up`` and
``--depths 10`` run parts).

**Duplicate deals.** Every deal is played once per seating: heads-up both ways round, six-handed with the line-up
turned through all six seats, so every player holds every seat's cards against the same boards and luck largely
cancels. A deal's total for a player (over its seatings) is one observation; bb/100 is their mean over deals per
hand played, and the interval is ±1.96 standard errors of that mean (deals are independent). Stacks start at the
table's depth every hand (a cash game topped up).

**Baselines.** *always call*: checks or calls every bet, never raises or folds. *top-20 % raiser*: raises the top
20 % of starting hands (to three big blinds, or three times a raise) and folds the rest, then bets half the pot
when checked to and calls any bet. *all-in*: moves all-in at its first chance every hand, and calls when it
cannot raise.

**Counted as tracking tools count.** VPIP (chips put in voluntarily before the flop), PFR (a raise before the
flop), WTSD (went to showdown, of the flops seen; an all-in before the flop counts as both), fold to a
continuation bet (of the times a flop bet from the last raiser before the flop was faced), how often the player
went on (called or re-raised) when facing an all-in before the flop, and the time each decision took (mean and
95th percentile).
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import platform
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from dealerdesk.bots import STYLES, Bot, Decision, Policy, apply
from dealerdesk.bots.calibration import preflop_percentile
from dealerdesk.bots.levels import LEVELS, REGULAR, Level
from dealerdesk.bots.notes import TableNotes
from dealerdesk.bots.ranges import KIND_PERCENTILE
from dealerdesk.bots.starting_hands import kind_of
from dealerdesk.bots.strength import estimate_equity
from dealerdesk.rules.game import Stakes, Variant
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.records import BetOrRaise, CheckOrCall, Fold

BIG_BLIND = 2
SHORT = {"tight-passive": "TP", "tight-aggressive": "TAG", "loose-aggressive": "LAG", "calling-station": "CS"}


class AlwaysCall:
    """Checks or calls everything."""

    def decide(self, hand: Hand, player: int, rng: random.Random) -> Decision:
        return Decision("check_or_call", None, "always call")


class TopRaiser:
    """Raises the top 20 % of starting hands, folds the rest; after the flop bets half the pot, calls any bet."""

    def decide(self, hand: Hand, player: int, rng: random.Random) -> Decision:
        to_call = hand.to_call or 0
        low, high = hand.min_raise_to, hand.max_raise_to
        if hand.street == 0:
            cards = [c for c in hand.hole[player] or () if c is not None]
            if len(cards) == 2:
                strong = KIND_PERCENTILE[kind_of(*cards)] >= 0.8
            else:  # Omaha: where the hand's equity against a random hand ranks
                game = hand.variant.game
                equity = estimate_equity(game, cards, (), opponents=1, rng=rng, samples=400)
                strong = preflop_percentile(game, 1, equity) >= 0.8
            if strong and low is not None and high is not None:
                target = 3 * max(hand.current_bet, BIG_BLIND)
                return Decision("bet_or_raise", min(max(target, low), high), "top 20 %")
            if strong or not to_call:
                return Decision("check_or_call", None, "top 20 %")
            return Decision("fold", None, "not top 20 %")
        if not to_call and low is not None and high is not None:
            return Decision("bet_or_raise", min(max(hand.pot_total // 2, low), high), "half pot")
        return Decision("check_or_call", None, "call")


class AllIn:
    """Moves all-in at every chance."""

    def decide(self, hand: Hand, player: int, rng: random.Random) -> Decision:
        if hand.max_raise_to is not None:
            return Decision("bet_or_raise", hand.max_raise_to, "all-in")
        return Decision("check_or_call", None, "all-in")


BASELINES: dict[str, Callable[[], Policy]] = {"always call": AlwaysCall, "top-20 % raiser": TopRaiser,
                                               "all-in": AllIn}


@dataclass
class Tally:
    """One player's counts over a match."""

    deal_totals: list[float] = field(default_factory=list)
    hands: int = 0
    vpip: int = 0
    pfr: int = 0
    flops: int = 0
    showdowns: int = 0
    faced_cbets: int = 0
    folded_cbets: int = 0
    faced_shoves: int = 0
    called_shoves: int = 0
    times_ms: list[float] = field(default_factory=list)

    def bb_per_100(self) -> tuple[float, float]:
        """bb/100 and the half-width of its 95 % interval."""
        per_deal = self.hands / max(1, len(self.deal_totals))
        mean = statistics.fmean(self.deal_totals)
        spread = statistics.stdev(self.deal_totals) if len(self.deal_totals) > 1 else 0.0
        return 100 * mean / per_deal, 100 * 1.96 * spread / math.sqrt(len(self.deal_totals)) / per_deal

    def share(self, count: int, out_of: int) -> str:
        return f"{100 * count / out_of:.0f}" if out_of else "–"


def stakes(players: int) -> Stakes:
    blinds = (BIG_BLIND, BIG_BLIND // 2) if players == 2 else (BIG_BLIND // 2, BIG_BLIND, *(0,) * (players - 2))
    return Stakes(blinds=blinds, antes=(0,) * players, small_bet=BIG_BLIND, big_bet=2 * BIG_BLIND, min_bet=BIG_BLIND)


def play_hand(code: str, seating: Sequence[tuple[str, Policy]], *, depth: int, deal_seed: int, rng: random.Random,
              tallies: dict[str, Tally], notes: TableNotes | None = None) -> dict[str, float]:
    """Play one hand (position ``i`` is ``seating[i]``) and count it (in ``notes`` too, for the bots that adapt);
    returns each player's result in big blinds."""
    count = len(seating)
    hand = Hand(Variant.from_code(code), stakes(count), [depth * BIG_BLIND] * count, rng=random.Random(deal_seed),
                names=[name for name, _ in seating])
    voluntary: set[int] = set()
    raised: set[int] = set()
    preflop_raiser: int | None = None
    cbet_by: int | None = None
    while not hand.is_complete:
        actor = hand.actor
        if actor is None:
            hand.advance()
            continue
        name, policy = seating[actor]
        to_call = hand.to_call or 0
        street = hand.street
        faces_cbet = street == 1 and cbet_by is not None and to_call > 0 and len(hand.street_raises) == 1
        faces_shove = street == 0 and to_call > 0 and any(r.all_in for r in hand.street_raises)
        started = time.perf_counter()
        decision = policy.decide(hand, actor, rng)
        tallies[name].times_ms.append(1000 * (time.perf_counter() - started))
        record = apply(hand, decision, actor)
        if street == 0 and isinstance(record, BetOrRaise):
            raised.add(actor)
            voluntary.add(actor)
            preflop_raiser = actor
        elif street == 0 and isinstance(record, CheckOrCall) and record.amount:
            voluntary.add(actor)
        if street == 1 and isinstance(record, BetOrRaise) and record.is_bet and actor == preflop_raiser:
            cbet_by = actor
        if faces_cbet:
            tallies[name].faced_cbets += 1
            tallies[name].folded_cbets += isinstance(record, Fold)
        if faces_shove:
            tallies[name].faced_shoves += 1
            tallies[name].called_shoves += not isinstance(record, Fold)
    if notes is not None:
        notes.observe(hand)
    folded_preflop = {r.player for r in hand.log if isinstance(r, Fold) and r.street == 0}
    saw_flop = len(hand.board) >= 3 or hand.all_in_showdown
    showdown = len(hand.remaining) >= 2
    results: dict[str, float] = {}
    for position, (name, _) in enumerate(seating):
        tally = tallies[name]
        tally.hands += 1
        tally.vpip += position in voluntary
        tally.pfr += position in raised
        if saw_flop and position not in folded_preflop:
            tally.flops += 1
            tally.showdowns += showdown and position in hand.remaining
        final = hand.final_stacks
        assert final is not None
        results[name] = results.get(name, 0.0) + (final[position] - hand.starting_stacks[position]) / BIG_BLIND
    return results


def match(code: str, lineup: Sequence[tuple[str, Policy]], *, depth: int, deals: int, seed: int,
          adapt: bool = True) -> dict[str, Tally]:
    """Duplicate deals: each deal played with the line-up in every rotation. With ``adapt`` the bots keep notes on
    the others over the match, as at a play-mode table (the notes start empty for every match)."""
    notes = TableNotes() if adapt else None
    lineup = [(name, dataclasses.replace(policy, notes=notes) if isinstance(policy, Bot) else policy)
              for name, policy in lineup]
    tallies = {name: Tally() for name, _ in lineup}
    rng = random.Random(seed)
    for deal in range(deals):
        totals = {name: 0.0 for name, _ in lineup}
        deal_seed = seed * 1_000_003 + deal
        for turn in range(len(lineup)):
            seating = [lineup[(position + turn) % len(lineup)] for position in range(len(lineup))]
            for name, result in play_hand(code, seating, depth=depth, deal_seed=deal_seed, rng=rng,
                                          tallies=tallies, notes=notes).items():
                totals[name] += result
        for name, total in totals.items():
            tallies[name].deal_totals.append(total)
    return tallies


def row(name: str, tally: Tally) -> str:
    rate, half = tally.bb_per_100()
    times = sorted(tally.times_ms)
    p95 = times[int(0.95 * (len(times) - 1))] if times else 0.0
    mean = statistics.fmean(times) if times else 0.0
    return (f"| {name} | {rate:+.0f} ± {half:.0f} | {tally.share(tally.vpip, tally.hands)} / "
            f"{tally.share(tally.pfr, tally.hands)} | {tally.share(tally.showdowns, tally.flops)} | "
            f"{tally.share(tally.folded_cbets, tally.faced_cbets)} | "
            f"{tally.share(tally.called_shoves, tally.faced_shoves)} | {mean:.1f} / {p95:.1f} | {tally.hands} |")


HEADER = ("| player | bb/100 (95 %) | VPIP / PFR % | WTSD % | fold to c-bet % | goes on against a preflop all-in % "
          "| decision ms (mean / p95) | hands |\n"
          "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")


def bots(samples: int, level: Level = REGULAR) -> dict[str, Policy]:
    return {SHORT[name]: Bot(style, samples=samples, level=level) for name, style in STYLES.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=300, help="deals per heads-up match (each played twice)")
    parser.add_argument("--table-deals", type=int, default=60,
                        help="deals per six-handed match (each played six times)")
    parser.add_argument("--all-in-deals", type=int, default=1500,
                        help="deals per heads-up match against the all-in player at 10 big blinds (quick hands)")
    parser.add_argument("--samples", type=int, default=1000, help="Monte Carlo deals per bot decision")
    parser.add_argument("--variant", default="NT", help="PHH variant code (NT: no-limit Hold'em, PO: pot-limit Omaha)")
    parser.add_argument("--depths", default="100,10", help="stack depths in big blinds")
    parser.add_argument("--only", choices=["table", "heads-up"], help="run only the six-handed or heads-up part")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--against", help="heads-up: only these opponents, comma-separated (TAG, always call, "
                                           "top-20 %% raiser, all-in)")
    parser.add_argument("--level", choices=list(LEVELS), default=REGULAR.name, help="how well the bots play")
    args = parser.parse_args()
    level = LEVELS[args.level]
    started = time.perf_counter()
    print(f"{args.variant}, Python {platform.python_version()} on {platform.machine()}, {args.samples} Monte Carlo "
          f"deals a decision, seed {args.seed}, "
          f"level {level.name}, the bots keeping notes on each other over each match.")
    for depth in (int(d) for d in args.depths.split(",")):
        if args.only != "heads-up":
            styles = bots(args.samples, level)
            lineup = [(name, styles[name]) for name in ("TP", "TAG", "LAG", "CS")]
            lineup += [("TAG 2", Bot(STYLES["tight-aggressive"], samples=args.samples, level=level)),
                       ("LAG 2", Bot(STYLES["loose-aggressive"], samples=args.samples, level=level))]
            print(f"\n#### Six-handed, {depth} big blinds: the styles ({args.table_deals} deals × 6 seatings)\n")
            print(HEADER)
            for name, tally in match(args.variant, lineup, depth=depth, deals=args.table_deals, seed=args.seed).items():
                print(row(name, tally))
            aggressive = (("TAG", "tight-aggressive"), ("LAG", "loose-aggressive"))
            regulars = [(f"{short} {n}", Bot(STYLES[style], samples=args.samples, level=level))
                        for n in (1, 2, 3) for short, style in aggressive]
            print(f"\n#### Six-handed, {depth} big blinds: regulars only, three of each aggressive style\n")
            print(HEADER)
            tallies = match(args.variant, regulars, depth=depth, deals=args.table_deals, seed=args.seed + 3)
            for name, tally in tallies.items():
                print(row(name, tally))
            for baseline, make in BASELINES.items():
                table = [(name, styles[name]) for name in ("TP", "TAG", "LAG", "CS")]
                table += [(f"{baseline} 1", make()), (f"{baseline} 2", make())]
                print(f"\n#### Six-handed, {depth} big blinds: the styles and two *{baseline}* players\n")
                print(HEADER)
                tallies = match(args.variant, table, depth=depth, deals=args.table_deals, seed=args.seed + 1)
                for name, tally in tallies.items():
                    print(row(name, tally))
        if args.only != "table":
            print(f"\n#### Heads-up, {depth} big blinds ({args.deals} deals × 2 seatings, {args.all_in_deals} against "
                  "the all-in player at 10 big blinds; rows: the style's result)\n")
            print(HEADER.replace("| player |", "| style vs opponent |"))
            for opponent, make in {**{"TAG": None}, **BASELINES}.items():
                if args.against and opponent not in args.against.split(","):
                    continue
                for name, style in STYLES.items():
                    other: Policy = (make() if make is not None
                                     else Bot(STYLES["tight-aggressive"], samples=args.samples, level=level))
                    if make is None and name == "tight-aggressive":
                        continue
                    lineup = [(SHORT[name], Bot(style, samples=args.samples, level=level)),
                              (opponent + " (opp.)", other)]
                    deals = args.all_in_deals if opponent == "all-in" and depth <= 15 else args.deals
                    tallies = match(args.variant, lineup, depth=depth, deals=deals, seed=args.seed + 2)
                    print(row(f"{SHORT[name]} vs {opponent}", tallies[SHORT[name]]))
                    if make is None:  # the tight-aggressive opponent's own figures (its heads-up VPIP among them)
                        print(row(f"TAG vs {SHORT[name]}", tallies[opponent + " (opp.)"]))
    print(f"\n({time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
