"""Benchmark: a simulated trainee deals 100 hands of a live game in the real window.

Run: ``QT_QPA_PLATFORM=offscreen python tests/benchmarks/bench_deal_session.py [--hands 100] [--difficulty 3]
[--replay-ms 60] [--mistakes 0.05]``. The dealing page runs as a trainee uses it: the players' actions are shown one
by one from the page's timer (every ``--replay-ms`` instead of the game's pace, so that 100 hands take minutes, not
an hour), each step is answered 100 ms after it is asked — right, or for a share of ``--mistakes`` with the step's
classic mistake, so the floor's words are shown too — and the trainee presses Enter 100 ms after a right verdict
and 300 ms after a wrong one. A 1 ms heartbeat timer on the window's thread records the gaps between its ticks (as in
:mod:`bench_ui_session`): the longest gap is the worst freeze, and every gap over 50 ms is counted.

Two hands-per-hour figures:

* **on pace** — the hands per hour of a dealer who answers every step in its skill's speed target and watches the
  players act at the difficulty's pace (:data:`dealerdesk.trainer.dealing.PACE`), with the same mistakes, each
  costing the time to read the floor's words (5 s); computed from the steps this run dealt;
* **this run** — hands per hour of the simulated trainee in this run, to show the window is never the limit.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
"""The checkout measured (put first on the path, so the benchmark measures this code, not an installed copy)."""

ANSWER_AFTER_MS = 100
"""The simulated trainee answers a step 100 ms after it is asked …"""
RIGHT_NEXT_MS = 100
"""… goes on 100 ms after a right verdict …"""
WRONG_NEXT_MS = 300
"""… and 300 ms after a wrong one."""
READ_FLOOR_S = 5.0
"""The on-pace dealer's time to read the floor's words after a mistake."""
RIGHT_PAUSE_S = 0.8
"""The on-pace dealer's pause after a right step (the page goes on by itself after it)."""


def run(hands: int, difficulty: int, replay_ms: int, mistakes: float) -> dict[str, Any]:
    """Deal ``hands`` hands in the window; the figures."""
    sys.path.insert(0, str(Path(__file__).parent))
    from bench_ui_session import Heartbeat, _window, first_frame  # noqa: PLC0415
    from PySide6.QtCore import QTimer  # noqa: PLC0415

    from dealerdesk.trainer.catalogue import kind_of  # noqa: PLC0415
    from dealerdesk.trainer.dealing import PACE  # noqa: PLC0415
    from dealerdesk.trainer.demo import right_answer  # noqa: PLC0415
    from dealerdesk.trainer.mode import Mode  # noqa: PLC0415
    from dealerdesk.trainer.session import SessionPlan  # noqa: PLC0415
    from dealerdesk.trainer.step_mistakes import classic_mistake  # noqa: PLC0415
    from dealerdesk.ui.training.dealing_page import DealingPage  # noqa: PLC0415

    app, window = _window()
    store = window.progress_store()
    profile = store.create_profile("Bench").id
    plan = SessionPlan(mode=Mode.DEAL, hands=hands, difficulty=difficulty, seconds_per_question=None)
    page = window.start_training(plan, profile, seed=2026)
    assert isinstance(page, DealingPage)
    page.scene.animate = False
    page.replay_timer.setInterval(replay_ms)
    rng = random.Random(19)
    heartbeat = Heartbeat()
    on_pace = [0.0]
    wrong = [0]
    steps = [0]
    shown_actions = [0]

    def trainee() -> None:
        session = page.session
        if page.replaying is not None or page.stages.waiting:
            QTimer.singleShot(20, trainee)  # the players are acting, or the step is being shown: wait for it
            return
        if page.question is not None and page.verdict is None:
            question = page.question
            kind = kind_of(question.kind)
            step = session.step
            assert step is not None
            shown_actions[0] += len(question.history.actions) - step.shown_from
            on_pace[0] += kind.target_seconds
            mistake = classic_mistake(question) if rng.random() < mistakes else None
            answer = mistake if mistake is not None else right_answer(question)
            heartbeat.resume()  # working the answer out was the trainee's thinking, not the window's work
            if mistake is not None:
                wrong[0] += 1
                on_pace[0] += READ_FLOOR_S
            else:
                on_pace[0] += RIGHT_PAUSE_S
            page.fill_answer(answer)
            page.submit.click()  # as the trainee does: the verdict is shown in turns of the event loop
            steps[0] += 1
            QTimer.singleShot(RIGHT_NEXT_MS if page.verdict is not None and page.verdict.correct else WRONG_NEXT_MS,
                              trainee)
            return
        if session.finished:
            app.quit()
            return
        page.next.click()
        QTimer.singleShot(ANSWER_AFTER_MS, trainee)

    first_frame()
    started = time.monotonic()
    heartbeat.start()
    QTimer.singleShot(ANSWER_AFTER_MS, trainee)
    QTimer.singleShot(3_600_000, app.quit)
    app.exec()
    heartbeat.stop()
    elapsed = time.monotonic() - started
    session = page.session
    if session.hands_dealt < hands:
        raise SystemExit(f"timed out after {session.hands_dealt} hands")
    on_pace[0] += shown_actions[0] * PACE[difficulty - 1]
    figures = heartbeat.figures()
    return {"hands": session.hands_dealt, "steps": steps[0], "wrong": wrong[0], "error_rate": session.error_rate,
            "on_pace_per_hour": session.hands_dealt / (on_pace[0] / 3600),
            "run_per_hour": session.hands_dealt / (elapsed / 3600), "seconds": elapsed,
            **figures}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=100, help="hands to deal (default 100)")
    parser.add_argument("--difficulty", type=int, default=3, choices=(1, 2, 3, 4), help="1 to 4 (default 3)")
    parser.add_argument("--replay-ms", type=int, default=60, help="ms between the players' actions (default 60)")
    parser.add_argument("--mistakes", type=float, default=0.05, help="share of steps answered wrong (default 0.05)")
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)  # the child process's run
    args = parser.parse_args()
    if args.one:
        print(json.dumps(run(args.hands, args.difficulty, args.replay_ms, args.mistakes)))
        return 0
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
           "PYTHONPATH": os.pathsep.join([str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])}
    done = subprocess.run([sys.executable, __file__, "--one", *sys.argv[1:]], capture_output=True, text=True,
                          env=env, check=False, cwd=ROOT)
    if done.returncode != 0:
        print(f"the run failed:\n{done.stdout}{done.stderr}", file=sys.stderr)
        return 1
    f = json.loads(done.stdout.strip().splitlines()[-1])
    print(f"A simulated trainee deals {f['hands']} hands at difficulty {args.difficulty} in the window "
          f"({f['steps']} steps, {f['wrong']} answered wrong).")
    print()
    print("| hands | steps | error rate | hands per hour on pace | hands per hour this run | median gap ms | "
          "99th percentile ms | longest ms | gaps over 50 ms | most UI thread CPU in one gap ms |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    print(f"| {f['hands']} | {f['steps']} | {f['error_rate']:.1%} | {f['on_pace_per_hour']:.0f} | "
          f"{f['run_per_hour']:.0f} | {f['median']:.1f} | {f['p99']:.1f} | {f['longest']:.1f} | {f['over_50']} | "
          f"{f['longest_busy']:.1f} |")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    statistics.median([0])  # (imported for the heartbeat's figures)
    sys.exit(main())
