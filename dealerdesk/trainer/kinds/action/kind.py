"""Whose action: the seat the betting round waits for now, or that the round is over.

A dealer keeps the game moving: at every turn they know whose action it is — the next active seat clockwise,
passing over the folded and the all-in players; before the flop the big blind's *option* when nobody raised
(RULES.md §1.2; RRoP §4); on a new street the first active seat clockwise from the button; heads-up the button
first before the flop and last after it (RULES.md §1.3, TDA 34-B) — and when the round is over, so the bets are
gathered and the next card dealt (RULES.md §2.1: every active player has called the last full bet or raise, or
is all-in, or everyone checked).

The answer is the engine's ``actor`` (``dealerdesk solve``): a seat, or none when the round is over. It is a
skill of its own and the "action" step of a dealt live game (:mod:`dealerdesk.trainer.dealing`).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from dealerdesk import grammar
from dealerdesk.history.actions import CompleteBetOrRaiseTo, PHHCheckOrCall, PHHFold
from dealerdesk.i18n import N_, translate
from dealerdesk.rules.action import actions_on
from dealerdesk.rules.hand import Hand, Phase
from dealerdesk.rules.players import player_code, player_index
from dealerdesk.trainer.core.answers import AnswerError, none_word
from dealerdesk.trainer.core.question import Question, StoredAnswer
from dealerdesk.trainer.kinds.base import Part, Profile, QuestionKind, Request, with_temperament
from dealerdesk.trainer.kinds.inputs import Inputs, SeatsInput
from dealerdesk.trainer.kinds.names import TITLES, Kind
from dealerdesk.trainer.kinds.translated import explain as _explain
from dealerdesk.trainer.kinds.translated import grading as _grading
from dealerdesk.trainer.kinds.translated import prompt as _prompt

# Answer patterns (the first that applies is the answer's).
ROUND_OVER = "the round is over"
OPTION = "the big blind's option"
FIRST_TO_ACT = "first to act on the street"
PAST_OUT = "past a folded or all-in seat"
NEXT_SEAT = "the next seat"

# Named mistakes (the progress database stores the English; mistakes.label shows them translated).
OPTION_FORGOTTEN = N_("the big blind's option forgotten: nobody raised, so the big blind may still check or raise",
                      "Mistakes")
ENDED_EARLY = N_("the round called over with a player still to act", "Mistakes")
NOT_OVER = N_("the action given on although the round is over (every bet called, or everyone checked)",
              "Mistakes")
OUT_NAMED = N_("the action given to a player who has folded or is all-in", "Mistakes")
HEADS_UP_REVERSED = N_("heads-up order reversed: the button acts first before the flop and last after it",
                       "Mistakes")
PREFLOP_ORDER_KEPT = N_("after the flop the action started left of the big blind, not left of the button",
                        "Mistakes")
SKIPPED = N_("a player still to act skipped", "Mistakes")
ACTED_NAMED = N_("the action given to a player who has acted and owes nothing", "Mistakes")

CAUSES = (OPTION_FORGOTTEN, ENDED_EARLY, NOT_OVER, OUT_NAMED, HEADS_UP_REVERSED, PREFLOP_ORDER_KEPT, SKIPPED,
          ACTED_NAMED)
"""Every mistake this kind names."""


class Blank(enum.Enum):
    """An answer left out (different from "none", which says the round is over)."""

    BLANK = "—"


BLANK = Blank.BLANK


@dataclass(frozen=True)
class ActionAnswer:
    """The trainee's answer: the player whose action it is, None for "the round is over", or :data:`BLANK`."""

    actor: str | Blank | None = BLANK

    def to_dict(self) -> dict[str, object]:
        """The stored form (the ``actor`` key of ``dealerdesk solve``)."""
        return {} if self.actor is BLANK else {"actor": self.actor}

    def has_content(self) -> bool:
        """Whether anything is given ("none" is an answer)."""
        return self.actor is not BLANK


ON = SeatsInput("actor", N_("Action on", "TrainerPage"), N_("a seat, or none: the round is over", "TrainerPage"),
                "Action on (a seat, or none if the round is over): ", none_allowed=True, takes_seats=True)


def _active(hand: Hand, player: int) -> bool:
    """In the hand with chips behind (not folded, not all-in)."""
    return not hand.folded[player] and hand.stacks[player] > 0


def _first_active_after(hand: Hand, player: int) -> int | None:
    """The first active player clockwise after ``player``."""
    count = hand.player_count
    return next((p for p in ((player + step) % count for step in range(1, count)) if _active(hand, p)), None)


def _is_option(hand: Hand) -> bool:
    """Before the flop, nobody raised and the action is on the big blind, who may check or raise."""
    actor = hand.actor
    return (hand.street == 0 and actor is not None and actor == hand.big_blind_player and hand.to_call == 0
            and bool(actions_on(hand)))


def _preflop_first(hand: Hand) -> int | None:
    """Where the action would start by the order before the flop: the first active player left of the big blind."""
    big = hand.big_blind_player
    return None if big is None else _first_active_after(hand, big)


def _seat_slip(hand: Hand, player: int) -> str:
    """The slip that gives the action to this player (not the one to act): with a player still to act, one who
    is out of the hand (folded or all-in); the other player heads-up when the street's first action is asked; the
    first seat left of the big blind kept after the flop; a later player still to act (the actor skipped); else
    one who has acted and owes nothing."""
    if not _active(hand, player):
        return OUT_NAMED
    first = not actions_on(hand)
    if first and hand.player_count == 2:
        return HEADS_UP_REVERSED
    if first and hand.street >= 1 and player == _preflop_first(hand):
        return PREFLOP_ORDER_KEPT
    if player in hand.waiting_for:
        return SKIPPED
    return ACTED_NAMED


def action_slips(question: Question) -> list[tuple[str, dict[str, object]]]:
    """Whose action's slips, each with the answer it gives (a seat, or None: the round over). The answer is one
    of a few seats, so every wrong answer is listed with the slip it is: "none" with a player still to act is the
    big blind's option forgotten (nobody raised) or the round ended early; a seat when the round is over is the
    action given on; any other seat is named by :func:`_seat_slip`."""
    hand = question.hand
    expected = question.answer["actor"]
    seats = [player_code(p) for p in range(hand.player_count)]
    if expected is None:
        return [(NOT_OVER, {"actor": seat}) for seat in seats]
    found: list[tuple[str, dict[str, object]]] = [(OPTION_FORGOTTEN if _is_option(hand) else ENDED_EARLY,
                                                   {"actor": None})]
    found += [(_seat_slip(hand, player_index(seat)), {"actor": seat}) for seat in seats if seat != expected]
    return found


class WhoseAction(QuestionKind[ActionAnswer]):
    """Whose action it is, or that the betting round is over."""

    name = Kind.WHOSE_ACTION
    title_marked = TITLES[Kind.WHOSE_ACTION]
    causes = CAUSES
    answer_keys = ("actor",)
    patterns = (ROUND_OVER, OPTION, FIRST_TO_ACT, PAST_OUT, NEXT_SEAT)
    targets: ClassVar[Mapping[int, Mapping[str, int]]] = {
        1: {ROUND_OVER: 2, OPTION: 2, FIRST_TO_ACT: 2, PAST_OUT: 1, NEXT_SEAT: 2},
        2: {ROUND_OVER: 2, OPTION: 2, FIRST_TO_ACT: 2, PAST_OUT: 2, NEXT_SEAT: 1},
        3: {ROUND_OVER: 2, OPTION: 1, FIRST_TO_ACT: 2, PAST_OUT: 2, NEXT_SEAT: 1},
        4: {ROUND_OVER: 2, OPTION: 1, FIRST_TO_ACT: 2, PAST_OUT: 2, NEXT_SEAT: 1},
    }
    target_seconds = 2.0
    dealer_step = "action"
    start_skill = 0.65
    has_sample_mistake = True
    hides_actor = True

    # -- the moment

    def profile(self, request: Request, target: str | None) -> Profile:
        shape = super().profile(request, target)
        if target == OPTION:
            return with_temperament(shape, preflop_open=0.05, preflop_call=0.6)
        if target == PAST_OUT:
            shape = with_temperament(shape, fold_to_bet=0.55, short_stack_shove=0.7)
            return Profile(shape.players, max(shape.short_share, 0.3), shape.temperament, True)
        return shape

    def asked_during_betting(self, difficulty: int) -> bool:
        return True

    def is_moment(self, hand: Hand, action: object, request: Request) -> bool:
        if hand.is_complete or len(hand.remaining) < 2:
            return False
        if hand.actor is not None:
            return True
        # The round is over just after a player's action ended it (not a card dealt in an all-in run-out).
        return hand.phase in (Phase.DEAL_BOARD, Phase.SHOWDOWN) and \
            isinstance(action, (PHHFold, PHHCheckOrCall, CompleteBetOrRaiseTo))

    def hard_enough(self, hand: Hand, request: Request, pattern: str) -> bool:
        """From difficulty 3 the plain next seat comes at a table of four or more still in the hand."""
        return request.difficulty < 3 or pattern != NEXT_SEAT or len(hand.remaining) >= 4

    def pattern_of(self, hand: Hand) -> str:
        actor = hand.actor
        if actor is None:
            return ROUND_OVER
        done = actions_on(hand)
        if not done:
            return FIRST_TO_ACT
        if _is_option(hand):
            return OPTION
        if actor != (done[-1].player + 1) % hand.player_count:
            return PAST_OUT
        return NEXT_SEAT

    def moment_problem(self, hand: Hand) -> str | None:
        if hand.is_complete or len(hand.remaining) < 2:
            return "the hand is over"
        if hand.actor is None and hand.phase not in (Phase.DEAL_BOARD, Phase.SHOWDOWN):
            return "no betting round is being played"
        return None

    # -- the words

    def prompt(self, question: Question, answer: StoredAnswer) -> str:
        return _prompt("Whose action is it? Give the seat, or “none” if the betting round is over.")

    def explain(self, question: Question) -> list[str]:
        hand = question.hand

        def seat(player: int) -> str:
            return question.seat_name(player_code(player))

        heads_up = hand.player_count == 2
        if hand.street == 0:
            lines = [_explain("Heads-up the button posts the small blind and acts first before the flop; the big "
                              "blind acts last.") if heads_up else
                     _explain("Before the flop the action starts left of the big blind and goes clockwise; the big "
                              "blind acts last.")]
        else:
            lines = [_explain("Heads-up the big blind acts first after the flop and the button last.") if heads_up
                     else _explain("After the flop the action starts with the first active player clockwise from "
                                   "the button.")]
        folded = [seat(p) for p in range(hand.player_count) if hand.folded[p]]
        all_in = [seat(p) for p in hand.remaining if hand.stacks[p] == 0]
        if folded:
            # Translators: a list of one seat or several (the comment says which): the verb agrees with it.
            lines.append((translate("Explain", "Folded, so passed over: {seats}.", "one seat") if len(folded) == 1
                          else translate("Explain", "Folded, so passed over: {seats}.", "several seats")).format(
                seats=grammar.joined(folded)))
        if all_in:
            # Translators: a list of one seat or several (the comment says which): the verb agrees with it.
            lines.append((translate("Explain", "All-in, so no more action for them: {seats}.", "one seat")
                          if len(all_in) == 1 else
                          translate("Explain", "All-in, so no more action for them: {seats}.", "several seats")
                          ).format(seats=grammar.joined(all_in)))
        actor = hand.actor
        if actor is None:
            lines.append(_explain("Nobody is left to act: every active player has called the last bet or raise, "
                                  "or everyone checked, or only one player has chips behind. The round is over: "
                                  "gather the bets."))
            return lines
        owing = []
        for player in hand.waiting_for:
            owes = max(0, hand.current_bet - hand.bets[player])
            owing.append(_explain("{seat} ({chips} to call)").format(seat=seat(player), chips=owes) if owes else
                         _explain("{seat} (not acted yet)").format(seat=seat(player)))
        lines.append(_explain("Still to act, in order: {players}.").format(players=grammar.joined(owing)))
        if _is_option(hand):
            lines.append(_explain("Nobody raised, so the big blind has the option: check or raise."))
        lines.append(_explain("So the action is on {who}.").format(who=question.name_of(player_code(actor))))
        return lines

    # -- the answer

    def inputs(self, question: Question) -> Inputs:
        return (ON,)

    def parse(self, question: Question, texts: Mapping[str, str]) -> ActionAnswer:
        text = texts.get("actor", "")
        if not text.strip():
            return ActionAnswer()
        players = ON.read(question, text)
        if len(players) > 1:
            raise AnswerError(_grading("name one seat, or “none” if the round is over"))
        return ActionAnswer(players[0] if players else None)

    def texts(self, question: Question, answer: ActionAnswer) -> dict[str, str]:
        actor = answer.actor
        if actor is BLANK:
            return {"actor": ""}
        return {"actor": none_word() if actor is None else str(question.seat_of(str(actor)))}

    def answer_from(self, data: StoredAnswer) -> ActionAnswer:
        if "actor" not in data:
            return ActionAnswer()
        value = data["actor"]
        return ActionAnswer(value if value is None or isinstance(value, str) else BLANK)

    def grade_parts(self, question: Question, answer: ActionAnswer) -> list[Part]:
        expected = question.answer["actor"]
        given = answer.actor

        def shown(player: object) -> str:
            if player is None:
                return _grading("none: the round is over")
            if isinstance(player, Blank):
                return player.value
            return question.seat_name(str(player))

        return [Part(_grading("Action on"), shown(expected), shown(given), given == expected)]

    def mistake(self, question: Question, answer: ActionAnswer) -> str | None:
        given = answer.actor
        return next((cause for cause, slip in action_slips(question) if slip["actor"] == given), None)

    def sample_mistake(self, question: Question) -> dict[str, object] | None:
        """The big blind's option forgotten; a seat named when the round is over; on a new street the order
        before the flop kept (heads-up: reversed); else the player to act skipped."""
        hand = question.hand
        actor = hand.actor
        if actor is None:
            bettor = hand.final_round_aggressor
            named = bettor if bettor is not None and _active(hand, bettor) else \
                next((p for p in hand.remaining if _active(hand, p)), hand.remaining[0])
            return {"actor": player_code(named)}
        if _is_option(hand):
            return {"actor": None}
        if not actions_on(hand):
            if hand.player_count == 2:
                return {"actor": player_code(1 - actor)}
            kept = _preflop_first(hand) if hand.street >= 1 else None
            if kept is not None and kept != actor:
                return {"actor": player_code(kept)}
        later = [p for p in hand.waiting_for if p != actor]
        return {"actor": player_code(later[0]) if later else None}
