"""``dealerdesk --self-test`` as a user runs it: it passes, its line says a live game was dealt through every step
that has a question kind, and a failure is one line (in a process of its own: the self-test makes its own
application and window)."""

from __future__ import annotations

import os
import subprocess
import sys

SCRIPT_FAILING = """
import sys
import dealerdesk.ui.offscreen.self_test as selftest
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.session import SessionPlan
selftest.DEAL_PLAN = SessionPlan(mode=Mode.DEAL, hands=1, difficulty=2)  # one hand: no button and blinds to move
sys.exit(selftest.run_self_test())
"""


def run(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *argv], capture_output=True, text=True, check=False, timeout=120,
                          env=os.environ | {"QT_QPA_PLATFORM": "offscreen"})


def test_the_self_test_deals_every_step_that_has_a_kind() -> None:
    from dealerdesk.ui.offscreen.self_test import steps_with_a_kind  # noqa: PLC0415 — after the process's environment

    ran = run("-m", "dealerdesk", "--self-test")
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.startswith("self-test passed: ") and ran.stdout.count("\n") == 1
    assert "a live game dealt (6 hands, " in ran.stdout
    assert f"each of {', '.join(str(step) for step in steps_with_a_kind())})" in ran.stdout


def test_a_step_that_does_not_come_fails_the_self_test_in_one_line() -> None:
    ran = run("-c", SCRIPT_FAILING)
    assert ran.returncode == 1 and ran.stdout == ""
    assert ran.stderr.startswith("self-test failed: deal: no posts") and "step came (seed 1, 1 hands)" in ran.stderr
    assert ran.stderr.count("\n") == 1
