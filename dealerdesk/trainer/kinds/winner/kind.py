"""Which seats win the main pot (high, and low if there is one) and with what hand."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from dealerdesk.evaluation import NO_LOW, category_of
from dealerdesk.i18n import N_
from dealerdesk.rules.game import Game
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.settlement import showdown_strengths
from dealerdesk.rules.showdown import best
from dealerdesk.trainer.core import answers
from dealerdesk.trainer.core import showdown_steps as explain
from dealerdesk.trainer.core.answers import hand_label
from dealerdesk.trainer.core.question import Question, StoredAnswer
from dealerdesk.trainer.core.words import seats_text
from dealerdesk.trainer.kinds.base import Mix, Part, Profile, QuestionKind, Request, showdown_profile, with_temperament
from dealerdesk.trainer.kinds.inputs import HandNameInput, Inputs, SeatsInput
from dealerdesk.trainer.kinds.moments import settled
from dealerdesk.trainer.kinds.names import TITLES, Kind
from dealerdesk.trainer.kinds.translated import grading as _grading
from dealerdesk.trainer.kinds.translated import prompt as _prompt
from dealerdesk.trainer.kinds.winner import mistakes
from dealerdesk.trainer.kinds.winner import patterns as P


@dataclass(frozen=True)
class WinnerAnswer:
    """The trainee's winners of the main pot and the winning high hand."""

    high: tuple[str, ...] = ()
    """The players who win the high (or the whole pot)."""
    low: tuple[str, ...] | None = None
    """The players who win the low (None when not asked: not a hi/lo game)."""
    hand: str = ""
    """The winning high hand's name (canonical English, of :data:`answers.HAND_NAMES`)."""

    def to_dict(self) -> dict[str, object]:
        """The stored form."""
        result: dict[str, object] = {"high": list(self.high), "hand": self.hand}
        if self.low is not None:
            result["low"] = list(self.low)
        return result

    def has_content(self) -> bool:
        """Whether a seat or a hand is named."""
        return bool(self.high) or bool(self.low) or bool(self.hand)


HIGH = SeatsInput("high", N_("High winner(s)", "TrainerPage"), N_("seats (or click them)", "TrainerPage"),
                  "Main pot, high winner seat(s): ", takes_seats=True)
LOW = SeatsInput("low", N_("Low winner(s)", "TrainerPage"), N_("seats, or none", "TrainerPage"),
                 "Low winner seat(s), or none: ", none_allowed=True, takes_seats=True)
HAND = HandNameInput("hand", N_("Winning hand", "TrainerPage"), "", "The winning high hand (e.g. full house): ",
                     choose=N_("Choose the hand", "TrainerPage"))


def _players(value: object) -> tuple[str, ...]:
    return tuple(str(p) for p in value) if isinstance(value, (list, tuple)) else ()


class Winner(QuestionKind[WinnerAnswer]):
    """The winning hands."""

    name = Kind.WINNER
    title_marked = TITLES[Kind.WINNER]
    causes = mistakes.CAUSES
    answer_keys = ("awards",)
    patterns = (P.TIED_HIGH, P.HIGH_AND_LOW, *P.CATEGORY_PATTERNS.values())
    targets: ClassVar[Mapping[int, Mapping[str, int]]] = {
        level: {P.TIED_HIGH: 1, P.HIGH_AND_LOW: 1, "pair": 1, "two pair": 1, "three of a kind": 1, "straight": 1,
                "flush": 1, "full house": 1} for level in (1, 2, 3, 4)}
    target_seconds = 6.0
    dealer_step = "award"
    start_skill = 0.7

    # -- the moment

    def targets_for(self, request: Request) -> dict[str, int]:
        wanted = super().targets_for(request)
        if request.game not in (None, Game.OMAHA_HILO):
            wanted = {p: w for p, w in wanted.items() if p != P.HIGH_AND_LOW}
        return wanted

    def profile(self, request: Request, target: str | None) -> Profile:
        return with_temperament(showdown_profile(request.difficulty), fold_to_bet=0.15, preflop_call=0.45)

    def variants(self, mix: Mix, target: str | None) -> Mix:
        if target == P.HIGH_AND_LOW:
            return [(v, w) for v, w in mix if v.game is Game.OMAHA_HILO]
        if target == P.TIED_HIGH and any(v.game is Game.HOLDEM for v, _w in mix):
            return [(v, w) for v, w in mix if v.game is Game.HOLDEM]  # Hold'em hands tie far more often
        return mix

    def asked_during_betting(self, difficulty: int) -> bool:
        return False

    def is_moment(self, hand: Hand, action: object, request: Request) -> bool:
        return settled(hand) and len(hand.shown) >= (2 if request.difficulty == 1 else 3)

    def pattern_of(self, hand: Hand) -> str:
        pots, _returned = hand.pots()
        contenders = [p for p in pots[0].eligible if p in hand.shown]
        strengths = showdown_strengths(hand.variant.game, {p: hand.shown[p] for p in contenders}, hand.board)
        highs = best(contenders, {p: strengths[p].high for p in contenders})
        if len(highs) > 1:
            return P.TIED_HIGH
        qualifying = [p for p in contenders if strengths[p].low != NO_LOW]
        lows = best(qualifying, {p: strengths[p].low for p in qualifying}) if qualifying else []
        if lows and set(lows) != set(highs):
            return P.HIGH_AND_LOW
        return P.CATEGORY_PATTERNS[category_of(strengths[highs[0]].high)]

    def moment_problem(self, hand: Hand) -> str | None:
        if not hand.is_complete or len(hand.shown) < 2:
            return "the hand has not been shown down and paid"
        return None

    # -- the words

    def prompt(self, question: Question, answer: StoredAnswer) -> str:
        return _prompt("The hands are tabled. Which seat wins (high, and low if there is one), and with what hand?")

    def explain(self, question: Question) -> list[str]:
        return explain.split_steps(question)

    # -- the answer

    def inputs(self, question: Question) -> Inputs:
        return (HIGH, LOW, HAND) if question.hand.variant.game.is_hilo else (HIGH, HAND)

    def parse(self, question: Question, texts: Mapping[str, str]) -> WinnerAnswer:
        high = HIGH.read(question, texts.get("high", ""))
        low = LOW.read(question, texts.get("low", "")) if "low" in texts else None
        typed = texts.get("hand", "")
        name = HAND.read(question, typed) if typed.strip() else ""
        return WinnerAnswer(tuple(high), None if low is None else tuple(low), name)

    def texts(self, question: Question, answer: WinnerAnswer) -> dict[str, str]:
        def seats(players: tuple[str, ...]) -> str:
            return " ".join(str(question.seat_of(p)) for p in players)

        result = {"high": seats(answer.high), "hand": answer.hand}
        if question.hand.variant.game.is_hilo:
            result["low"] = seats(answer.low or ()) or answers.none_word()
        return result

    def answer_from(self, data: StoredAnswer) -> WinnerAnswer:
        low = data.get("low")
        return WinnerAnswer(_players(data.get("high")), _players(low) if low is not None else None,
                            str(data.get("hand") or ""))

    def right_answer(self, question: Question) -> dict[str, object]:
        high, low, name = explain.main_pot_winners(question)
        return {"high": high, "low": low, "hand": name} if question.hand.variant.game.is_hilo else \
            {"high": high, "hand": name}

    def grade_parts(self, question: Question, answer: WinnerAnswer) -> list[Part]:
        highs, lows, name = explain.main_pot_winners(question)
        given_high = sorted(answer.high)
        given_low = sorted(answer.low or ())
        parts = [Part(_grading("High"), seats_text(question, highs), seats_text(question, given_high),
                      given_high == sorted(highs))]
        if question.hand.variant.game.is_hilo:
            parts.append(Part(_grading("Low"), seats_text(question, lows), seats_text(question, given_low),
                              given_low == sorted(lows)))
        # The answer gives the canonical English name; the verdict shows both names in the user's language.
        shown = hand_label(answer.hand) if answer.hand else "—"
        parts.append(Part(_grading("Winning hand"), hand_label(name), shown,
                          answer.hand.strip().lower() == name.lower()))
        return parts

    def mistake(self, question: Question, answer: WinnerAnswer) -> str | None:
        return mistakes.winner_mistake(question, list(answer.high), None if answer.low is None else list(answer.low))

    # -- a step of a dealt game

    def dealer_mistakes(self, question: Question) -> list[dict[str, object]]:
        """The winners a misread hand gives (an Omaha hand read from any five cards, a counterfeited low counted:
        :func:`~dealerdesk.trainer.core.mistakes.winner_reading_slips`), then the pot pushed to each player who tabled a
        hand and did not win it (the high half, in hi/lo)."""
        shown = [f"p{player + 1}" for player in question.hand.shown]
        right: Mapping[str, Any] = self.right_answer(question)
        winners = list(right["high"])
        losers = [p for p in shown if p not in winners] or [p for p in shown if p != winners[0]]
        readings = [dict(answer) for _, answer in mistakes.winner_reading_slips(question)]
        return [*readings, *({"high": [loser]} for loser in losers)]
