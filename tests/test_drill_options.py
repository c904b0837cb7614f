"""``dealerdesk drill`` options (issue 14, point 9): the first question is asked at once whatever ``--count``
(questions are dealt as they are asked), ``--pack`` with ``--export`` is refused rather than one ignored, counts
out of range are refused, and every refusal is one line of readable length."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from dealerdesk import cli, drill_cli
from dealerdesk.trainer.generator import generate


def _run(capsys: pytest.CaptureFixture[str], *argv: str, answers: str = "") -> tuple[int, str, str]:
    args = cli._parser(["drill", *argv]).parse_args(["drill", *argv])
    out = io.StringIO()
    status = drill_cli.run(args, stdin=io.StringIO(answers), out=out)
    return status, out.getvalue(), capsys.readouterr().err


def test_the_first_question_comes_before_the_others_are_dealt(monkeypatch: pytest.MonkeyPatch,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    dealt = []

    def counting(*args: object, **kwargs: object) -> object:
        dealt.append(1)
        return generate(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(drill_cli, "generate", counting)
    status, out, _ = _run(capsys, "--count", "12", "--seed", "4", "--kind", "pot-limit")
    assert status == 0 and "Question 1 of 12" in out and "(end of input)" in out
    assert len(dealt) == 1, f"{len(dealt)} questions dealt before the first was asked"


def test_pack_with_export_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "new-pack"
    status, out, err = _run(capsys, "--pack", str(tmp_path / "old-pack"), "--export", str(target))
    assert (status, out) == (2, "") and err.count("\n") == 1 and "--pack" in err and "--export" in err
    assert not target.exists()


@pytest.mark.parametrize("count", ["0", "-3", "1001", "1000000000"])
def test_counts_out_of_range_are_refused(count: str, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _run(capsys, "--count", count)
    assert (status, out, err) == (2, "", "dealerdesk: --count must be from 1 to 1000\n")


def test_a_refusal_quoting_a_long_path_is_cut(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / ("x" * 250) / ("y" * 250) / ("z" * 250)
    status, out, err = _run(capsys, "--pack", str(folder))
    assert (status, out) == (2, "") and err.count("\n") == 1 and err.startswith("dealerdesk: ")
    assert len(err) <= 320 and err.rstrip().endswith("...")


@pytest.mark.parametrize("option", [("drill", "--count"), ("drill", "--seed"), ("solve", "--actions"),
                                    ("solve", "--indent")])
def test_a_pasted_huge_number_is_refused_in_a_short_line(option: tuple[str, str],
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    command, flag = option
    argv = [command, *(["hand.phh"] if command == "solve" else []), flag, "9" * 5000]
    with pytest.raises(SystemExit) as stopped:
        cli.main(argv)
    err = capsys.readouterr().err
    assert stopped.value.code == 2 and "Traceback" not in err
    assert all(len(line) < 200 for line in err.splitlines()) and "not a whole number" in err
