"""``dealerdesk drill`` options: the first question is asked at once whatever ``--count`` (questions are dealt as
they are asked), ``--pack`` with ``--export`` is refused rather than one ignored, counts out of range are refused,
an option the drill would not use is refused rather than silently ignored, and every refusal is one line of
readable length."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from dealerdesk import cli, drill_cli
from dealerdesk.rules import chips
from dealerdesk.trainer.generator import generate
from dealerdesk.trainer.packs import import_pack


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


@pytest.fixture
def pack(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A drill pack of two pot-limit questions."""
    folder = tmp_path_factory.mktemp("packs") / "class"
    assert cli.main(["drill", "--export", str(folder), "--kind", "pot-limit", "--count", "2", "--seed", "1"]) == 0
    return folder


CHIPS_ONLY = "add --kind chips, or leave --chip-set out"
RAKE_ONLY = "add --kind rake, or leave --rake out"


@pytest.mark.parametrize(("argv", "message"), [
    (["--chip-set", "tournament", "--kind", "min-raise"],
     f"--chip-set is used only by --kind chips, not by min-raise: {CHIPS_ONLY}"),
    # Typed with its default value it is still typed, and still unused.
    (["--chip-set", "casino", "--kind", "pot-limit", "--kind", "rake"],
     f"--chip-set is used only by --kind chips, not by pot-limit, rake: {CHIPS_ONLY}"),
    (["--rake", "capped", "--kind", "chips"], f"--rake is used only by --kind rake, not by chips: {RAKE_ONLY}"),
    (["--rake", "jackpot", "--kind", "side-pots"],
     f"--rake is used only by --kind rake, not by side-pots: {RAKE_ONLY}"),
    (["--game", "holdem", "--kind", "hi-lo-split"],
     "--game is not used by hi-lo-split questions: they are always Omaha hi/lo; leave --game out"),
])
def test_an_option_no_kind_asked_uses_is_refused(capsys: pytest.CaptureFixture[str], argv: list[str],
                                                 message: str) -> None:
    status, out, err = _run(capsys, *argv, answers="1\n" * 20)
    assert (status, out, err) == (2, "", f"dealerdesk: {message}\n")


@pytest.mark.parametrize("option", [["--kind", "min-raise"], ["--game", "omaha"], ["--difficulty", "1"],
                                    ["--count", "5"], ["--seed", "3"], ["--chip-set", "home"],
                                    ["--rake", "capped"]])
def test_an_option_that_deals_questions_is_refused_with_a_pack(pack: Path, capsys: pytest.CaptureFixture[str],
                                                               option: list[str]) -> None:
    status, out, err = _run(capsys, "--pack", str(pack), *option, answers="100\n100\n")
    assert (status, out) == (2, "")
    assert err == (f"dealerdesk: {option[0]} is not used with --pack: a pack's questions are dealt already (their "
                   "kinds, difficulty, game and number); give the pack alone, or the options without --pack\n")


def test_every_pack_option_given_is_named(pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = _run(capsys, "--pack", str(pack), "--seed", "3", "--kind", "rake")
    assert status == 2 and err.startswith("dealerdesk: --kind and --seed are not used with --pack")


def test_a_pack_is_asked_alone_and_may_be_timed(pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _run(capsys, "--pack", str(pack), "--seconds", "30", answers="100\n")
    assert (status, err) == (0, "") and "Question 1 of 2" in out and "(you have 30 s)" in out


def test_seconds_with_export_is_refused_and_nothing_is_written(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _run(capsys, "--export", str(tmp_path / "p"), "--seconds", "5")
    assert (status, out) == (2, "")
    assert err == "dealerdesk: --seconds times the questions asked here, and --export asks none: give one of them\n"
    assert not (tmp_path / "p").exists()


@pytest.mark.parametrize("argv", [["--chip-set", "tournament", "--kind", "chips", "--kind", "min-raise"],
                                  ["--rake", "capped"], ["--game", "holdem", "--kind", "hi-lo-split",
                                                         "--kind", "winner"]])
def test_an_option_some_kind_asked_uses_is_taken(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    status, out, err = _run(capsys, *argv, "--count", "1", "--seed", "2")
    assert (status, err) == (0, "") and "Question 1 of 1" in out


def test_export_deals_chips_questions_with_the_chip_set_asked_for(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(chips, "_current", chips.house_chip_set())  # the room's chips come back after the test
    values = {}
    for chip_set in ("tournament", None):
        folder = tmp_path / str(chip_set)
        argv = ["drill", "--export", str(folder), "--kind", "chips", "--count", "6", "--seed", "8"]
        assert cli.main(argv + (["--chip-set", chip_set] if chip_set else [])) == 0
        values[chip_set] = {value for q in import_pack(folder).questions for value in q.answer["chip_set"]}
    assert values["tournament"] <= {chip.value for chip in chips.PRESETS["tournament"].chips}
    assert values[None] - {chip.value for chip in chips.PRESETS["tournament"].chips}  # the default's differ
