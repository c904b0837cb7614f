"""The play table's sounds: which sound each event asks for and in what order, the View menu's Sound setting,
and a sound player that fails, is missing or has no audio device, none of which may stop a game. The tests
record the names asked for (the wiring), not what a speaker does."""

from __future__ import annotations

import collections
import enum
import logging
import re
import shutil
import subprocess
import sys
import threading
import types
import wave
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from dealerdesk import resources
from dealerdesk.play.events import HandDealt, HandOver, PotAwarded, Shown, StreetDealt
from dealerdesk.play.settings import GameSettings
from dealerdesk.rules.records import Award, BetOrRaise, CheckOrCall, DealBoard, Fold
from dealerdesk.ui.play_mode.controller import PlayController
from dealerdesk.ui.play_mode.sound import (
    SOUND_NAMES,
    MiniaudioPlayer,
    Sounds,
    action_sound,
    event_sound,
    mixer,
    read_sounds,
)
from dealerdesk.ui.window.main_window import MainWindow
from tests.ui.test_play import click_call, play_hands, raise_then_call
from tools import make_sounds

SOUNDS = resources.path("sounds")


class RecordingPlayer:
    """A sound player that writes down what it was asked to play."""

    def __init__(self) -> None:
        self.names: list[str] = []
        self.closed = False

    def play(self, name: str) -> None:
        self.names.append(name)

    def close(self) -> None:
        self.closed = True


class BrokenPlayer(RecordingPlayer):
    """A sound player whose every call fails, as an audio system that broke mid-game would."""

    def play(self, name: str) -> None:
        self.names.append(name)
        raise OSError("the audio device went away")


def make_window(qtbot: QtBot, tmp_path: Path, player: Any) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings=settings, pace_ms=0, sound_player=player)
    qtbot.addWidget(window)
    window.animations.setChecked(False)
    window.show()
    return window


def expected_sounds(controller: PlayController, hand_index: int) -> list[str]:
    """What a finished hand should have sounded like, from its log: the deal, each street dealt, each move, and
    the pot pushed ("win" when the player at the screen won some of it)."""
    finished = controller.table.finished[hand_index]
    names = ["deal"]
    for record in finished.hand.log:
        if isinstance(record, DealBoard):
            names.append("deal")
        elif isinstance(record, Fold):
            names.append("fold")
        elif isinstance(record, CheckOrCall):
            names.append("bet" if record.amount else "check")
        elif isinstance(record, BetOrRaise):
            names.append("bet")
    hero_won = any(finished.seats[award.player] == 1 for award in finished.hand.awards)
    names.append("win" if hero_won else "pot")
    return names


def play_and_split(
    qtbot: QtBot, window: MainWindow, player: RecordingPlayer, hands: int, choose: Any
) -> tuple[PlayController, list[list[str]]]:
    """Play ``hands`` hands; the sounds asked for, hand by hand (a hand's sounds end with its pot)."""
    ends: list[int] = []
    controller = window.start_game(GameSettings(variant="NT", seats=4, stack=200, animations=False), seed=5)
    controller.hand_finished.connect(lambda _hand: ends.append(len(player.names)))
    play_hands(qtbot, window, controller, hands, choose=choose)
    controller.stop()
    starts = [0, *ends[:-1]]
    return controller, [player.names[start:end] for start, end in zip(starts, ends, strict=True)]


@pytest.mark.parametrize("choose", [click_call, raise_then_call])
def test_each_hand_sounds_its_deal_moves_and_pot_in_order(qtbot: QtBot, tmp_path: Path, choose: Any) -> None:
    player = RecordingPlayer()
    window = make_window(qtbot, tmp_path, player)
    controller, by_hand = play_and_split(qtbot, window, player, 4, choose)
    for index, names in enumerate(by_hand):
        assert names == expected_sounds(controller, index)
    every = [name for names in by_hand for name in names]
    assert {"deal", "bet", "fold"} <= set(every) and {"win", "pot"} & set(every)
    assert set(every) <= set(SOUND_NAMES)


def test_the_player_winning_hears_the_chime(qtbot: QtBot, tmp_path: Path) -> None:
    """Over a few hands the player at the screen wins some pots and loses others: "win" for theirs only."""
    player = RecordingPlayer()
    window = make_window(qtbot, tmp_path, player)
    controller, by_hand = play_and_split(qtbot, window, player, 8, raise_then_call)
    won = [any(f.seats[a.player] == 1 for a in f.hand.awards) for f in controller.table.finished[: len(by_hand)]]
    assert [names[-1] for names in by_hand] == ["win" if w else "pot" for w in won]
    assert True in won and False in won


def test_sound_off_plays_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    player = RecordingPlayer()
    window = make_window(qtbot, tmp_path, player)
    window.sound.setChecked(False)
    controller = window.start_game(GameSettings(variant="NT", seats=3, stack=200, animations=False), seed=2)
    play_hands(qtbot, window, controller, 2, choose=click_call)
    assert player.names == []
    window.sound.setChecked(True)  # and back on, mid-session: the next hand is heard
    play_hands(qtbot, window, controller, 4, choose=click_call)
    controller.stop()
    assert player.names[-1] in ("win", "pot") and player.names.count("deal") >= 2


def test_sound_setting_is_kept(qtbot: QtBot, tmp_path: Path) -> None:
    first = make_window(qtbot, tmp_path, RecordingPlayer())
    assert first.sound.isChecked()  # on unless turned off
    first.sound.setChecked(False)
    first.close()
    second = make_window(qtbot, tmp_path, RecordingPlayer())
    assert not second.sound.isChecked() and not second.sounds.enabled
    assert second.settings.value("play/sound", type=bool) is False


def test_closing_the_window_releases_the_player(qtbot: QtBot, tmp_path: Path) -> None:
    player = RecordingPlayer()
    window = make_window(qtbot, tmp_path, player)
    window.close()
    assert player.closed


def test_a_failing_player_turns_sound_off_and_the_game_goes_on(
    qtbot: QtBot, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    player = BrokenPlayer()
    window = make_window(qtbot, tmp_path, player)
    with caplog.at_level(logging.WARNING, logger="dealerdesk.ui.play_mode.sound"):
        controller = window.start_game(GameSettings(variant="NT", seats=3, stack=200, animations=False), seed=3)
        play_hands(qtbot, window, controller, 2, choose=click_call)
    controller.stop()
    assert all(f.hand.is_complete for f in controller.table.finished)
    assert player.names == ["deal"]  # asked once, then never again
    assert [r.getMessage() for r in caplog.records] == [
        "Sound is off: the sound player failed (OSError: the audio device went away)."
    ]


def test_without_miniaudio_sound_is_off_with_one_line(
    qtbot: QtBot, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    def missing() -> Any:
        raise ImportError("No module named 'miniaudio'")

    player = MiniaudioPlayer(importer=missing)
    window = make_window(qtbot, tmp_path, player)
    with caplog.at_level(logging.WARNING, logger="dealerdesk.ui.play_mode.sound"):
        controller = window.start_game(GameSettings(variant="NT", seats=3, stack=200, animations=False), seed=4)
        player.wait_until_opened()
        play_hands(qtbot, window, controller, 2, choose=click_call)
    controller.stop()
    assert player.state == "off"
    assert [r.getMessage() for r in caplog.records] == ["Sound is off: the miniaudio package is not installed."]


def test_no_audio_device_means_sound_off_with_one_line(caplog: pytest.LogCaptureFixture) -> None:
    """A device that cannot be opened (this machine and CI have none; the fake says so as miniaudio does)."""
    fake = fake_miniaudio(fail=True)
    player = MiniaudioPlayer(importer=lambda: fake)
    with caplog.at_level(logging.WARNING, logger="dealerdesk.ui.play_mode.sound"):
        player.play("deal")
        player.wait_until_opened()
        player.play("win")  # off: nothing more is tried or said
    assert player.state == "off"
    assert [r.getMessage() for r in caplog.records] == [
        "Sound is off: no audio device (failed to init device, code -401)."
    ]
    assert fake.opened == 1


@pytest.mark.parametrize(("damage", "said"), [
    (lambda path: path.write_bytes(b"RIFF\x00\x00"), r"check\.wav: the file is cut short"),
    (lambda path: path.unlink(), r"check\.wav: No such file or directory"),
])
def test_a_damaged_sound_file_is_named_not_called_a_missing_device(
        damage: Any, said: str, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """A sound file that cannot be read turns sound off with a line naming the file — not "no audio device",
    which would send the user looking for a sound card."""
    folder = tmp_path / "sounds"
    shutil.copytree(resources.path("sounds"), folder)
    damage(folder / "check.wav")
    fake = fake_miniaudio()
    player = MiniaudioPlayer(folder, importer=lambda: fake)
    with caplog.at_level(logging.WARNING, logger="dealerdesk.ui.play_mode.sound"):
        player.play("deal")
        player.wait_until_opened()
    assert player.state == "off" and fake.opened == 0
    [line] = [r.getMessage() for r in caplog.records]
    assert re.match(r"Sound is off: a sound file cannot be read: " + said, line), line
    assert "audio device" not in line


def test_the_real_library_says_one_line_or_nothing() -> None:
    """miniaudio with this machine's own audio: a device opens (nothing said), or there is none (as on CI) and one
    line says so: not ALSA's screenful of errors about a missing card, and no traceback."""
    script = (
        "from dealerdesk.ui.play_mode.sound import MiniaudioPlayer\n"
        "player = MiniaudioPlayer()\n"
        "player.play('deal')\n"
        "player.wait_until_opened()\n"
        "print(player.state)\n"
        "player.close()\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 0, done.stderr
    if done.stdout.strip() == "open":
        assert done.stderr == ""
    else:
        assert done.stdout.strip() == "off"
        assert len(done.stderr.splitlines()) == 1 and done.stderr.startswith("Sound is off: no audio device ("), (
            done.stderr
        )


def test_playing_never_waits_for_the_device() -> None:
    """The device opens on a worker thread: play() has returned while it is still opening (a slow audio server)."""
    release = threading.Event()
    fake = fake_miniaudio()

    def slow_import() -> Any:
        release.wait(10)
        return fake

    player = MiniaudioPlayer(importer=slow_import)
    player.play("deal")
    player.play("bet")
    assert player.state == "opening"
    release.set()
    player.wait_until_opened()
    assert player.state == "open"
    device = fake.devices[0]
    assert (device.kwargs["nchannels"], device.kwargs["sample_rate"]) == (1, 44100)
    assert "NULL" not in [b.name for b in device.kwargs["backends"]]  # never a silent stand-in device
    clips = read_sounds(SOUNDS)
    heard = np.frombuffer(b"".join(device.source.send(512) for _ in range(80)), dtype="<i2").astype(np.int32)
    expected = np.zeros(80 * 512, dtype=np.int32)
    for name in ("deal", "bet"):  # both queued before the device opened: both start at once, mixed
        expected[: len(clips[name])] += clips[name]
    assert np.array_equal(heard, np.clip(expected, -32768, 32767))
    player.close()
    assert device.closed and player.state == "off"


def test_the_real_library_plays_through_its_null_device() -> None:
    """miniaudio itself, with its silent "null" device standing in for a sound card: its audio thread takes the
    sounds asked for from the queue."""
    import miniaudio  # noqa: PLC0415

    player = MiniaudioPlayer(backends=("NULL",))
    player.play("check")
    player.wait_until_opened()
    assert player.state == "open", player.why_off
    done = threading.Event()
    for _ in range(200):  # the null device pulls audio in real time: a few periods of 30 ms
        if not player._requests:
            done.set()
            break
        done.wait(0.05)
    player.close()
    assert done.is_set() and player.state == "off"
    assert miniaudio.Backend.NULL.name == "NULL"


def test_mixer_adds_overlapping_sounds_and_clips() -> None:
    loud = np.full(100, 30000, dtype=np.int32)
    clips = {"a": loud, "b": np.arange(50, dtype=np.int32)}
    requests: collections.deque[str] = collections.deque()
    source = mixer(clips, requests)
    next(source)
    assert source.send(10) == bytes(20)  # silence
    requests.extend(["b", "a", "a"])
    first = np.frombuffer(source.send(60), dtype="<i2")
    assert list(first[:3]) == [32767, 32767, 32767]  # 60000 and more: clipped, not wrapped
    assert list(first[50:]) == [32767] * 10
    rest = np.frombuffer(source.send(60), dtype="<i2")
    assert list(rest[:40]) == [32767] * 40 and list(rest[40:]) == [0] * 20


def test_each_move_has_its_sound() -> None:
    assert action_sound(Fold(player=0, street=0)) == "fold"
    assert action_sound(CheckOrCall(player=1, amount=0, all_in=False, street=1)) == "check"
    assert action_sound(CheckOrCall(player=1, amount=20, all_in=False, street=1)) == "bet"
    assert action_sound(BetOrRaise(player=2, raise_to=60, added=60, all_in=True, full=False, street=1, before=0)) \
        == "bet"


def test_a_hand_with_side_pots_ends_in_one_sound() -> None:
    """Pots are pushed one by one; the hand's end makes one sound: the chime if the player won any of them."""
    hand: Any = object()
    award = Award(pot=0, half="whole", player=0, amount=10)
    player = RecordingPlayer()
    sounds = Sounds(player)
    for pots, expected in (([False, True, False], "win"), ([False, False], "pot"), ([True], "win")):
        player.names.clear()
        sounds.hear(HandDealt(line="", number=1, hand=hand))
        sounds.hear(StreetDealt(line="", street=1, board=(1, 2, 3)))
        sounds.hear(Shown(line="", player=0, cards=(4, 5), you=False))
        for you in pots:
            sounds.hear(PotAwarded(line="", award=award, you=you))
        sounds.hear(HandOver(line="", hand=hand))
        assert player.names == ["deal", "deal", expected]
    assert event_sound(PotAwarded(line="", award=award, you=True)) is None


def test_sounds_without_a_player_are_silent() -> None:
    silent = Sounds()
    silent.play("deal")
    silent.close()


# ---- the files ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_sound_files_are_short_valid_wav(name: str) -> None:
    with wave.open(str(SOUNDS / f"{name}.wav"), "rb") as file:
        assert (file.getnchannels(), file.getsampwidth(), file.getframerate()) == (1, 2, 44100)
        seconds = file.getnframes() / file.getframerate()
        samples = np.frombuffer(file.readframes(file.getnframes()), dtype="<i2").astype(np.float64) / 32767
    assert 0.05 <= seconds <= 1.5
    peak = np.max(np.abs(samples))
    assert 0.2 <= peak <= 0.7  # audible, with room: no clipping, none much louder than the others
    assert abs(samples[0]) < 0.01 and abs(samples[-1]) < 0.01  # no click at either end


def test_sound_files_are_what_the_script_makes() -> None:
    """tools/make_sounds.py makes the files again (to the last bit, give or take one for a platform's rounding)."""
    for name in SOUND_NAMES:
        made = np.frombuffer(make_sounds.make(name)[44:], dtype="<i2").astype(np.int32)
        kept = np.frombuffer((SOUNDS / f"{name}.wav").read_bytes()[44:], dtype="<i2").astype(np.int32)
        assert len(made) == len(kept) and np.max(np.abs(made - kept)) <= 1, name
    assert set(make_sounds.SOUNDS) == set(SOUND_NAMES)


def test_sounds_have_their_licence() -> None:
    licence = (SOUNDS / "LICENSE").read_text(encoding="utf-8")
    assert "CC0" in licence and "tools/make_sounds.py" in licence
    assert sorted(p.stem for p in SOUNDS.glob("*.wav")) == sorted(SOUND_NAMES)


# ---- a stand-in for the miniaudio module -------------------------------------------------------------------------


def fake_miniaudio(*, fail: bool = False) -> Any:
    """Enough of miniaudio's interface for :class:`MiniaudioPlayer`: devices that record how they were made."""
    module = types.SimpleNamespace(opened=0, devices=[])
    module.Backend = enum.Enum("Backend", ["PULSEAUDIO", "ALSA", "NULL"])
    module.get_enabled_backends = lambda: set(module.Backend)
    module.SampleFormat = types.SimpleNamespace(SIGNED16="s16")

    class MiniaudioError(Exception):
        pass

    class PlaybackDevice:
        def __init__(self, **kwargs: Any) -> None:
            module.opened += 1
            if fail:
                raise MiniaudioError("failed to init device", -401)
            self.kwargs, self.closed, self.source = kwargs, False, None
            module.devices.append(self)

        def start(self, source: Any) -> None:
            self.source = source

        def close(self) -> None:
            self.closed = True

    module.PlaybackDevice = PlaybackDevice
    return module
