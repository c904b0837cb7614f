"""``dealerdesk snapshot``'s options as a new user meets them: the picture is written in the format ``--out``'s
suffix names (a ``.jpg`` holds JPEG data, not PNG) and a suffix it cannot write is refused before anything is drawn;
a wrong ``--size`` or ``--seats`` is named on its own; an option the view does not use is refused, naming the views
that use it. Each refusal is one line on stderr and exit status 2."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dealerdesk import cli
from dealerdesk.cli import main
from dealerdesk.ui.offscreen.snapshot import _trainer_window

pytestmark = pytest.mark.usefixtures("qapp")
"""The test session's application exists before a snapshot runs, as in the other widget tests: a snapshot that
made its own would give it the app's style and language for every test after it."""

MAGIC = {"png": b"\x89PNG\r\n\x1a\n", "jpg": b"\xff\xd8\xff", "jpeg": b"\xff\xd8\xff", "bmp": b"BM"}
"""How each format's file begins."""


def refusal(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """The one line ``snapshot`` refuses ``argv`` with (after checking it is one line and status 2)."""
    assert main(["snapshot", *argv]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith("dealerdesk: ") and "Traceback" not in err, err
    return err.rstrip("\n")


@pytest.mark.parametrize(("view", "suffix"), [("welcome", "jpg"), ("welcome", "bmp"), ("table", "jpeg"),
                                              ("table", "png")])
def test_the_picture_is_in_the_format_its_suffix_names(view: str, suffix: str, tmp_path: Path) -> None:
    out = tmp_path / f"shot.{suffix.upper() if suffix == 'jpeg' else suffix}"
    assert main(["snapshot", view, "--size", "1024x640", "--out", str(out)]) == 0
    data = out.read_bytes()
    assert data.startswith(MAGIC[suffix]), data[:8]
    assert not any(data.startswith(magic) for magic in MAGIC.values() if magic != MAGIC[suffix])


@pytest.mark.parametrize(("name", "message"), [
    ("shot.xyz", ".xyz is not a picture format this can write (.png, .jpg, .jpeg"),
    ("shot.ico", ".ico is not a picture format this can write (.png, .jpg, .jpeg"),
    ("shot", "give the file a suffix that names its format (.png, .jpg, .jpeg"),
])
def test_a_suffix_it_cannot_write_is_refused_before_drawing(name: str, message: str, tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / name
    line = refusal(capsys, "welcome", "--out", str(out))
    assert line.startswith(f"dealerdesk: --out {out}: {message}")
    assert not out.exists()


@pytest.mark.parametrize(("options", "message"), [
    (["play", "--size", "100x100"], "--size must be at least 200x150, not 100x100"),
    (["play", "--size", "1280x100"], "--size must be at least 200x150, not 1280x100"),
    (["table", "--size", "20000x20000"], "--size must be at most 8192x8192, not 20000x20000"),
    (["table", "--size", "9" * 500], "--size must be WIDTHxHEIGHT, such as 1280x800, not '" + "9" * 37 + "'..."),
    (["table", "--size", "+800x600"], "--size must be WIDTHxHEIGHT, such as 1280x800, not '+800x600'"),
    (["play", "--seats", "11"], "--seats must be 2 to 10, not 11"),
    (["table", "--seats", "1", "--size", "100x100"], "--seats must be 2 to 10, not 1"),
])
def test_a_wrong_size_or_seat_count_is_named_on_its_own(options: list[str], message: str, tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    assert refusal(capsys, *options, "--out", str(tmp_path / "shot.png")) == f"dealerdesk: {message}"


@pytest.mark.parametrize(("options", "message"), [
    (["table", "--moment", "all-in"], "--moment is only for the play view, not table"),
    (["play", "--step", "pot"], "--step is only for the deal view, not play"),
    (["feedback", "--feedback"], "--feedback is only for the deal view, not feedback"),
    (["result", "--kind", "rake"], "--kind is only for the trainer and feedback views, not result"),
    (["setup", "--kind", "rake"], "--kind is only for the trainer and feedback views, not setup"),
    (["welcome", "--seats", "6"], "--seats is only for the table, play and history views, not welcome"),
    (["deal", "--seats", "4"], "--seats is only for the table, play and history views, not deal"),
    (["newgame", "--seed", "7"], "--seed is only for the table, play, history, trainer, feedback, result and deal "
                                 "views, not newgame"),
])
def test_an_option_the_view_does_not_use_is_refused(options: list[str], message: str, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "shot.png"
    assert refusal(capsys, *options, "--out", str(out)) == f"dealerdesk: {message}"
    assert not out.exists()


@pytest.mark.parametrize(("options", "resolved"), [
    (["play", "--moment", "action", "--seats", "6", "--seed", "7"], {"moment": "action", "seats": 6, "seed": 7}),
    (["deal", "--step", "pot", "--feedback"], {"step": "pot", "feedback": True, "moment": "action"}),
    (["trainer", "--kind", "rake", "--size", "800X600"], {"kind": "rake", "size": "800x600", "seats": 6}),
    (["welcome"], {"size": "1280x800", "seats": 6, "seed": 7, "kind": "side-pots", "step": "gather",
                   "feedback": False}),
])
def test_the_options_a_view_uses_are_taken_and_the_rest_defaulted(options: list[str],
                                                                  resolved: dict[str, object]) -> None:
    argv = ["snapshot", *options, "--out", "shot.png"]
    args = cli._parser(argv).parse_args(argv)
    assert cli._snapshot_problem(args) is None
    assert {key: getattr(args, key) for key in resolved} == resolved


def test_the_audition_picture_shows_the_good_trainee_it_describes(qtbot: QtBot) -> None:
    # The README's picture of an audition result: a trainee on pace with one classic slip in two skills, which one
    # slip in five questions a skill still passes (it showed 4 of 12 right and "not passed yet" when every skill
    # with a classic mistake slipped in a one-question-a-skill audition).
    window = _trainer_window(argparse.Namespace(kind="side-pots", view="result", seed=7), 1366, 768)
    qtbot.addWidget(window)
    page = window.trainer_page
    assert page is not None
    assert page.review_missed.text() == "Review the missed questions (2)"
    assert page.session.passed
    assert "Audition passed" in page.feedback.text()
