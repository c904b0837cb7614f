"""A trainee's history survives the app being killed mid-session: every answer is committed when it is given.

A real app process (the window, offscreen) answers questions through the trainer's inputs, then is killed with
SIGKILL — no chance to close the database or run any clean-up — in the middle of the next question. The
progress database is then opened as the next start of the app would, and every answer is there.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

from dealerdesk.trainer.store.database import Store

CHILD = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from PySide6.QtCore import QSettings, Qt
    from PySide6.QtTest import QTest
    from dealerdesk.trainer.demo import right_answer
    from dealerdesk.trainer.kinds.names import Kind
    from dealerdesk.trainer.session import SessionPlan
    from dealerdesk.trainer.store.database import Store
    from dealerdesk.ui.window.app import application
    from dealerdesk.ui.window.main_window import MainWindow

    folder = Path(sys.argv[1])
    app = application()
    store = Store(folder / "progress.sqlite3")
    window = MainWindow(pace_ms=0, store=store,
                        settings=QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    window.show()
    profile = store.create_profile("Kanya").id
    page = window.start_training(SessionPlan(kinds=(Kind.POT_LIMIT, Kind.MIN_RAISE), questions=10), profile,
                                 seed=5)
    for number in range(4):
        page.fill_answer(right_answer(page.question))
        if number % 2:  # a wrong answer: one chip more than right (or a raise where none is allowed)
            for widget in page.fields.values():
                text = widget.text()
                widget.setText(str(int(text) + 1) if text.isdigit() else "1")
        QTest.keyClick(page, Qt.Key.Key_Return)
        assert page.verdict is not None, page.problem.text()
        while not page.settled:  # the verdict is shown in turns of the event loop
            app.processEvents()
        QTest.keyClick(page, Qt.Key.Key_Return)  # the next question
        while not page.settled:  # as is the next question, once dealt
            app.processEvents()
    print("answered", session := page.session.session, flush=True)
    while True:  # the trainee is thinking about question 5 when the app dies
        app.processEvents()
        time.sleep(0.01)
""")


def test_history_survives_a_kill(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(tmp_path)], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, env=env, cwd=Path(__file__).parents[2])
    try:
        assert child.stdout is not None
        line = child.stdout.readline()
        assert line.startswith("answered"), child.stderr.read() if child.stderr else line
        session = line.split()[1]
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
        if child.stdout is not None:
            child.stdout.close()
        if child.stderr is not None:
            child.stderr.close()
    assert child.returncode == -signal.SIGKILL
    with Store(tmp_path / "progress.sqlite3") as store:
        assert store.message is None  # opened cleanly, nothing moved aside
        (profile,) = store.profiles()
        attempts = store.attempts(profile.id)
        assert len(attempts) == 4
        assert [a.correct for a in attempts] == [True, False, True, False]
        assert {a.session for a in attempts} == {session}
        (summary,) = store.sessions(profile.id)
        assert (summary.answered, summary.right) == (4, 2)
