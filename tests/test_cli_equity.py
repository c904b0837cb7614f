"""``dealerdesk equity --help`` shows cards as they are typed (issue 21, point 3): the cards of a hand together,
spaces only between hands, and its example runs as shown."""

from __future__ import annotations

import re
import shlex

import pytest

from dealerdesk.cli import main


def help_text(capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit):
        main(["equity", "--help"])
    return " ".join(capsys.readouterr().out.split())


def test_help_never_writes_one_hand_s_cards_apart(capsys: pytest.CaptureFixture[str]) -> None:
    text = help_text(capsys)
    # Two single cards in a row would be read as two one-card hands.
    assert re.search(r"\b[2-9TJQKA][cdhs] [2-9TJQKA][cdhs]\b", text) is None
    assert "AsKs QhQd" in text


def test_the_help_s_example_runs_as_written(capsys: pytest.CaptureFixture[str]) -> None:
    example = re.search(r": dealerdesk (equity [^.[]*)\.", help_text(capsys))
    assert example is not None
    assert main(shlex.split(example.group(1))) == 0
    out = capsys.readouterr().out
    assert "AsKs" in out and "QhQd" in out
