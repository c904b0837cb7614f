"""Long work told in steps and stopped between them (dealerdesk/progress.py), as the loaders use it: the reports come
in order from (0, total) to (total, total) and never flood the window; a stop is :class:`Cancelled` at the next step,
and a stopped load returns nothing, a stopped pack export leaves no question file and no folder it made."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from dealerdesk.history.session import load_session, save_session, session_text
from dealerdesk.progress import Cancelled, Steps
from dealerdesk.rules.table import Table
from dealerdesk.trainer.kinds import Kind
from dealerdesk.trainer.packs import export_pack, import_pack, make_pack


def played(hands: int) -> Table:
    """A six-seat table after ``hands`` hands of random calls, raises and folds."""
    table = Table(seat_count=6, variant="NT", small_blind=1, big_blind=2, button_seat=2, min_buy_in=1)
    for seat in range(1, 7):
        table.sit(seat, f"Player {seat}", 200)
    rng = random.Random(5)
    for _ in range(hands):
        hand = table.start_hand(rng)
        while not hand.is_complete:
            if hand.min_raise_to is not None and rng.random() < 0.1:
                hand.bet_or_raise_to(hand.min_raise_to)
            elif rng.random() < 0.8:
                hand.check_or_call()
            else:
                hand.fold()
        table.end_hand()
    return table


@pytest.mark.parametrize("total", [0, 1, 7, 200, 201, 1000, 12_345])
def test_reports_run_in_order_to_the_total_and_are_few(total: int) -> None:
    told: list[tuple[int, int]] = []
    steps = Steps(total, lambda done, of: told.append((done, of)))
    for done in range(1, total + 1):
        steps.step(done)
    assert told[0] == (0, total) and told[-1] == (total, total)
    assert all(of == total for _, of in told)
    assert [done for done, _ in told] == sorted({done for done, _ in told})  # in order, none twice
    assert len(told) <= Steps.REPORTS + 1  # the first, then at most REPORTS (the last among them)


def test_a_stop_is_cancelled_at_the_next_step() -> None:
    asked = [False]
    steps = Steps(10, None, lambda: asked[0])
    steps.step(1)
    asked[0] = True
    with pytest.raises(Cancelled):
        steps.step(2)


def test_a_session_load_reports_each_hand_and_stops_when_asked(tmp_path: Path) -> None:
    path = tmp_path / "session.dealerdesk"
    save_session(played(60), path)
    told: list[tuple[int, int]] = []
    table = load_session(path, progress=lambda done, total: told.append((done, total)))
    assert told[0] == (0, 60) and told[-1] == (60, 60) and len(table.finished) == 60
    told.clear()

    def stop_half_way() -> bool:
        return bool(told) and told[-1][0] >= 30

    with pytest.raises(Cancelled):
        load_session(path, progress=lambda done, total: told.append((done, total)), cancelled=stop_half_way)
    assert told[-1][0] == 30  # stopped at the step after the one it was asked at


def test_a_session_export_reports_and_stops() -> None:
    table = played(20)
    told: list[tuple[int, int]] = []
    text = session_text(table, "text", progress=lambda done, total: told.append((done, total)))
    assert text.count("PokerStars Hand #") == 20 and told[-1] == (20, 20)
    with pytest.raises(Cancelled):
        session_text(table, "phh", cancelled=lambda: True)


def test_a_stopped_pack_export_leaves_nothing(tmp_path: Path) -> None:
    pack = make_pack("class", 3, (Kind.POT_LIMIT,), 4)
    new_folder = tmp_path / "new" / "pack"
    done: list[int] = []

    def stop_after_two() -> bool:
        return len(done) >= 2

    with pytest.raises(Cancelled):
        export_pack(pack, new_folder, progress=lambda count, _total: done.append(count) if count else None,
                    cancelled=stop_after_two)
    assert not new_folder.exists()  # the folder it made is gone again
    kept = tmp_path / "kept"
    kept.mkdir()
    (kept / "notes.txt").write_text("mine", encoding="utf-8")
    done.clear()
    with pytest.raises(Cancelled):
        export_pack(pack, kept, progress=lambda count, _total: done.append(count) if count else None,
                    cancelled=stop_after_two)
    assert [p.name for p in kept.iterdir()] == ["notes.txt"]  # no question file, no hidden folder
    written = export_pack(pack, kept)
    assert sorted(p.name for p in kept.iterdir()) == sorted(["notes.txt", *(p.name for p in written)])
    told: list[tuple[int, int]] = []
    again = import_pack(kept, progress=lambda count, total: told.append((count, total)))
    assert told == [(0, 4), (1, 4), (2, 4), (3, 4), (4, 4)]
    assert [q.phh_text() for q in again.questions] == [q.phh_text() for q in pack.questions]
    with pytest.raises(Cancelled):
        import_pack(kept, cancelled=lambda: True)
