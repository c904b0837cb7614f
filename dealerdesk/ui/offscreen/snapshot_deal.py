"""``dealerdesk snapshot deal --step STEP [--feedback]``: a seeded dealt game played in the window, each step
answered right, until the hand waits for the dealer at a step of that kind; with ``--feedback``, that step
answered with a classic mistake, so the picture shows the floor's words and the verdict.

Each step is looked for in a game where it comes (a hi/lo split in Omaha Hi/Lo, a pot request in pot limit, a
ruling at a table of short stacks), and only in the first :data:`HANDS_SEARCHED` hands: a step that does not
come there (the ``action`` step needs its question kind) is refused with a message, not searched for ever.

The session's clock is a :class:`TraineeClock`: the status's hands per hour are a trainee's at the table (each
step taking the players' actions at the game's pace and the step's speed target), not those of a snapshot that
deals its hands in a second.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from dealerdesk.history.actions import PHHDealHole
from dealerdesk.rules.game import Game, Structure, Variant
from dealerdesk.trainer.catalogue import all_kinds, kind_of
from dealerdesk.trainer.dealing import Step, kinds_for_step
from dealerdesk.trainer.demo import right_answer
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.session import SessionPlan
from dealerdesk.trainer.step_mistakes import classic_mistake
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.training.dealing_page import DealingPage
from dealerdesk.ui.window.main_window import MainWindow

HANDS_SEARCHED = 40
"""The hands a snapshot deals at most while waiting for its step."""

GAMES: dict[Step, tuple[Game, ...]] = {Step.SPLIT: (Game.OMAHA_HILO,), Step.POT: (Game.OMAHA, Game.OMAHA_HILO)}
"""The games a step is looked for in (the others: any game, as rooms spread them); a pot request in a pot-limit
game of them (from the seed given on, the first seed whose table spreads one)."""

DIFFICULTY: dict[Step, int] = {Step.RULING: 4, Step.SHOWDOWN: 2}
"""The difficulty a step is looked for at (the others: 3, a full table of lively players)."""


SEEDS_TRIED = 50
"""Seeds tried from the one given for a table whose game can have the step (a pot request needs pot limit)."""


def _can_come(step: Step, variant: Variant) -> bool:
    """Whether a table of this game can bring the step at all."""
    if step is Step.POT:
        return variant.structure is Structure.POT
    if step is Step.SPLIT:
        return variant.game.is_hilo
    return True


class StepNotDealt(ValueError):
    """The step did not come in the hands searched."""


@dataclass
class TraineeClock:
    """A dealt session's clock in seconds that moves only as the trainee's time at the table is counted."""

    now: float = 0.0

    def __call__(self) -> float:
        return self.now

    def take_step(self, page: DealingPage, answering: float | None = None) -> None:
        """The time of the step asked now: the players' actions since the last one at the game's pace, then the
        answer (``answering`` seconds, or the step's speed target)."""
        dealt, live = page.session.step, page.session.live
        if dealt is None or live is None:
            return
        actions = dealt.question.history.actions[dealt.shown_from:]
        shown = sum(not isinstance(action, PHHDealHole) for action in actions)
        self.now += shown * live.pace + (answering if answering is not None else kind_of(dealt.kind).target_seconds)


def deal_to(page: DealingPage, step: Step, clock: TraineeClock | None = None) -> bool:
    """Answer every step right until ``step`` is asked (True), or the session ends first (False); each step
    answered in its speed target on the ``clock``."""
    while True:
        if page.replaying is not None:
            page.skip_replay()
        dealt = page.session.step
        if page.question is None:
            return False
        if dealt is not None and dealt.step is step and page.verdict is None:
            return True
        if page.verdict is None:
            if clock is not None:
                clock.take_step(page)
            page.fill_answer(right_answer(page.question))
            page.submit_answer()
        page.advance()


def deal_window(step_name: str, seed: int, width: int, height: int, *, feedback: bool = False) -> MainWindow:
    """The window with a dealt game at the step (see the module)."""
    step = Step(step_name)
    store = Store(":memory:")
    profile = store.create_profile("Malee").id
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "snapshot.ini"), QSettings.Format.IniFormat)
    window = MainWindow(pace_ms=0, store=store, settings=settings)
    window.resize(width, height)
    plan = SessionPlan(mode=Mode.DEAL, hands=HANDS_SEARCHED, games=GAMES.get(step, ()),
                       difficulty=DIFFICULTY.get(step, 3), seconds_per_question=None)
    page = window.start_training(plan, profile, seed=seed)
    for tried in range(1, SEEDS_TRIED):  # a table spreads one game: the first seed on whose game the step can come
        assert isinstance(page, DealingPage) and page.session.live is not None
        if _can_come(step, page.session.live.variant):
            break
        page = window.start_training(plan, profile, seed=seed + tried)
    assert isinstance(page, DealingPage)
    page.scene.animate = False
    clock = TraineeClock(page.session.started)
    page.session.clock = clock
    window.show()
    QApplication.processEvents()
    if not deal_to(page, step, clock):
        kinds = kinds_for_step(step)
        known = {kind.name for kind in all_kinds()}
        missing = [kind for kind in kinds if kind not in known]
        why = f" (the “{missing[0]}” question kind is not installed)" if len(missing) == len(kinds) else ""
        raise StepNotDealt(f"no “{step}” step came in the first {HANDS_SEARCHED} hands of seed {seed}{why}")
    page.spend(4.0)  # a trainee's few seconds on the step, in the clock's line
    clock.take_step(page, 4.0)
    if feedback:
        assert page.question is not None
        page.fill_answer(classic_mistake(page.question))
        page.submit_answer()
    QApplication.processEvents()
    return window
