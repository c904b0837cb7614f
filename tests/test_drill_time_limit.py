"""``dealerdesk drill --seconds N`` honours the same per-question limit as the app's timed sessions: a right
answer given too late is graded as missed ("out of time") and the drill says so; one in time is graded as usual.
With or without a limit, a right answer slower than the kind's speed target is right, and the drill says so."""

from __future__ import annotations

import argparse
import io
import random
from collections.abc import Callable, Iterator

import pytest

from dealerdesk.drill_cli import add_arguments, run
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds.names import Kind


def ticking(*moments: float) -> Callable[[], float]:
    """A clock that reads the given moments in turn."""
    readings: Iterator[float] = iter(moments)
    return lambda: next(readings)


def drill(argv: list[str], typed: str, clock: Callable[[], float]) -> tuple[int, str]:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    out = io.StringIO()
    status = run(parser.parse_args(argv), io.StringIO(typed), out, clock=clock)
    return status, out.getvalue()


def right_raise() -> int:
    # The drill deals this question from seed 9 (one kind, cycling), as test_answers_and_drill shows.
    return int(generate(Request(Kind.POT_LIMIT, 2), random.Random(9), key="drill:9:1").answer["max_raise_to"])


ARGS = ["--kind", "pot-limit", "--difficulty", "2", "--count", "1", "--seed", "9", "--seconds", "10"]


def test_a_right_answer_after_the_limit_is_missed() -> None:
    status, text = drill(ARGS, f"{right_raise()}\n", ticking(100.0, 117.0))
    assert status == 0
    assert "(you have 10 s)" in text and "(answered in 17.0 s of 10 s)" in text
    assert "Time is up: counted as missed." in text and "Mistake: out of time." in text
    assert "Right!" not in text and "0 of 1 right." in text
    assert "raise to" in text  # the right answer and its explanation are still shown


def test_a_right_answer_in_time_is_right() -> None:
    status, text = drill(ARGS, f"{right_raise()}\n", ticking(100.0, 104.5))
    assert status == 0 and "Right!" in text and "(answered in 4.5 s of 10 s)" in text and "1 of 1 right." in text


@pytest.mark.parametrize("seconds", ["0", "-3"])
def test_a_limit_of_no_time_is_refused(seconds: str, capsys: pytest.CaptureFixture[str]) -> None:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    assert run(parser.parse_args(["--seconds", seconds]), io.StringIO(""), io.StringIO()) == 2
    assert capsys.readouterr().err == "dealerdesk: --seconds must be more than 0\n"


UNTIMED = ["--kind", "pot-limit", "--difficulty", "2", "--count", "1", "--seed", "9"]
"""The same question without a time limit: only the kind's speed target (6 s) judges the pace."""


def test_a_right_answer_slower_than_the_target_is_right_and_says_how_slow() -> None:
    status, text = drill(UNTIMED, f"{right_raise()}\n", ticking(100.0, 108.0))
    assert status == 0 and "\nRight, but 8.0 s against the 6 s target.\n" in text and "Right!" not in text
    assert "  Pot-limit maximum  1 of 1 (1 slower than the 6 s target)\n" in text and "In all: 1 of 1 right." in text


@pytest.mark.parametrize("taken", [6.0, 6.04])
def test_a_right_answer_within_the_target_as_shown_is_simply_right(taken: float) -> None:
    status, text = drill(UNTIMED, f"{right_raise()}\n", ticking(100.0, 100.0 + taken))
    assert status == 0 and "(answered in 6.0 s)\nRight!\n" in text and "slower" not in text


def test_in_a_timed_drill_a_slow_answer_in_time_is_judged_against_the_target() -> None:
    status, text = drill(ARGS, f"{right_raise()}\n", ticking(100.0, 109.0))
    assert status == 0 and "(answered in 9.0 s of 10 s)\nRight, but 9.0 s against the 6 s target.\n" in text
