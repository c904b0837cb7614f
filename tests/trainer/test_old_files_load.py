"""Files written before the trainer moved into packages (a drill pack with every kind, a progress database with an
attempt and a review of each kind and an attempt naming each mistake that version could name; made by
``tests/fixtures/before-trainer-floors/make.py``) still load: what the store and packs keep is kind names and
cause strings, never module paths."""

from __future__ import annotations

import shutil
from datetime import UTC, datetime
from pathlib import Path

from dealerdesk.trainer.catalogue import all_causes, kind_of
from dealerdesk.trainer.grading import grade
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.packs import import_pack
from dealerdesk.trainer.practice import question_from_review
from dealerdesk.trainer.store.database import Store

OLD = Path(__file__).resolve().parent.parent / "fixtures" / "before-trainer-floors"
LATER = datetime(2027, 1, 1, tzinfo=UTC)


def test_an_old_drill_pack_imports_with_every_kind_and_its_answers_right() -> None:
    pack = import_pack(OLD / "pack")
    assert {question.kind for question in pack.questions} == set(Kind)
    for question in pack.questions:
        assert grade(question, kind_of(question.kind).right_answer(question)).correct, question.key


def test_an_old_progress_database_opens_with_every_kind_and_cause(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    shutil.copyfile(OLD / "progress.sqlite3", path)
    with Store(path) as store:
        assert store.message is None and store.recovered_from is None
        profiles = {profile.name: profile.id for profile in store.profiles()}
        assert sorted(profiles) == ["Ann", "Bence"]
        assert set(store.skill_stats(profiles["Ann"])) == set(Kind)
        reviews = store.due_reviews(profiles["Ann"], LATER)
        assert {review.kind for review in reviews} == set(Kind)
        for review in reviews:
            question = question_from_review(review)
            assert grade(question, kind_of(question.kind).right_answer(question)).correct, review.question_key
        causes = {attempt.cause for attempt in store.attempts(profiles["Bence"])}
    assert len(causes) > 60  # every named mistake of that version, not a handful
    assert sorted(causes - set(all_causes())) == []
