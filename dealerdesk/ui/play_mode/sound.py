"""The play table's sounds: a card dealt, a check, chips bet, a fold, the pot pushed, a win.

:meth:`Sounds.hear` listens to the play session's events (:mod:`dealerdesk.play.events`) and turns each into a
sound by name (:func:`event_sound`); ``Sounds`` knows whether sound is on and hands the name to a player. The
desktop app's player is :class:`MiniaudioPlayer`; tests pass one that records the names; snapshots and every
window made without a player are silent (the self-test plays through miniaudio's silent device).

Why miniaudio (measured for dealerdesk's Python 3.11 on Linux x86-64, 2026-12):

* Qt's ``QSoundEffect`` is in QtMultimedia, which PySide6-Essentials does not have. PySide6-Addons is a 175 MB
  wheel for every pip install, and the bundle would gain about 40 MB: QtMultimedia (2.6 MB with its Python
  module), its FFmpeg plugin and FFmpeg (20 MB: libavcodec alone is 15 MB), and QtNetwork, QtQml and
  QtQuick (17 MB), which the plugin links and the bundle now leaves out.
* ``miniaudio`` (MIT, maintained: release 1.71 in April 2026) is a 0.64 MB wheel on Linux (0.27 MB Windows,
  0.35 MB macOS; 1.7 MB installed) and needs only ``cffi``; the bundle gains 2.1 MiB with it (its library 1.6 MB,
  cffi's backend 0.3 MB, the sounds 0.2 MB). It has wheels for each system the app is built on,
  talks to the system's own audio (PulseAudio/PipeWire or ALSA, WASAPI, Core Audio) loaded at run time, and
  mixes on its own audio thread, so nothing waits on the UI thread.
* ``sounddevice`` needs the PortAudio library, which its Linux wheel does not carry (the user would have to
  install it); ``simpleaudio`` has had no release since 2019 and no wheels for current Pythons.

miniaudio is imported on the first sound, on a worker thread (not at start-up). No audio device, no audio system,
or no miniaudio package: sound goes off with one line in the log, and the game goes on.
"""

from __future__ import annotations

import atexit
import collections
import logging
import sys
import threading
from collections.abc import Callable, Generator, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from dealerdesk import resources

if TYPE_CHECKING:
    # Imported where they are used, on the first sound: the window's first frame needs neither NumPy (the
    # mixer) nor the rules engine (the events heard).
    import miniaudio
    import numpy as np

    from dealerdesk.play.events import PlayEvent
    from dealerdesk.rules.records import BetOrRaise, CheckOrCall, Fold

SOUND_NAMES = ("deal", "check", "bet", "fold", "pot", "win")
"""The sounds there are (each a WAV file in ``resources/sounds``, made by ``tools/make_sounds.py``)."""
RATE = 44100
"""The sounds' sample rate."""

log = logging.getLogger(__name__)


def action_sound(record: Fold | CheckOrCall | BetOrRaise) -> str:
    """The sound of a move: a fold slides cards, a check knocks, and chips click for a call, a bet or a raise."""
    from dealerdesk.rules.records import CheckOrCall, Fold  # noqa: PLC0415 - see the imports above

    if isinstance(record, Fold):
        return "fold"
    if isinstance(record, CheckOrCall) and not record.amount:
        return "check"
    return "bet"


def event_sound(event: PlayEvent, *, you_won: bool = False) -> str | None:
    """The sound of a table event, or None: a hand dealt and each street dealt snap a card; each move sounds
    (:func:`action_sound`); when the hand is over its pots are pushed: "win" if the player at the screen won
    one (``you_won``), else "pot". (The pots come one by one before that: they make one sound, not one each.)"""
    from dealerdesk.play.events import Acted, HandDealt, HandOver, StreetDealt  # noqa: PLC0415 - see above

    if isinstance(event, HandDealt | StreetDealt):
        return "deal"
    if isinstance(event, Acted):
        return action_sound(event.record)
    if isinstance(event, HandOver):
        return "win" if you_won else "pot"
    return None


class Player(Protocol):
    """Something that plays a sound by name without making the caller wait."""

    def play(self, name: str) -> None:
        """Start playing ``name`` (one of :data:`SOUND_NAMES`) and return at once."""

    def close(self) -> None:
        """Stop for good (the window closes)."""


class Sounds:
    """The sounds the play table asks for, on or off (the View menu's Sound); a player that fails turns sound off
    and is never asked again, so a broken audio system never stops a game."""

    def __init__(self, player: Player | None = None, *, enabled: bool = True) -> None:
        self.player = player
        """Who plays the sounds; None: silent."""
        self.enabled = enabled
        """The player's setting."""
        self._you_won = False

    def hear(self, event: PlayEvent) -> None:
        """React to one play event (the play controller's ``play_event`` signal) with its sound, if it has one."""
        from dealerdesk.play.events import HandDealt, PotAwarded  # noqa: PLC0415 - see the imports above

        if isinstance(event, HandDealt):
            self._you_won = False
        elif isinstance(event, PotAwarded):
            self._you_won = self._you_won or event.you
        name = event_sound(event, you_won=self._you_won)
        if name is not None:
            self.play(name)

    def play(self, name: str) -> None:
        """Play ``name`` if sound is on; never raises."""
        player = self.player
        if not self.enabled or player is None:
            return
        try:
            player.play(name)
        except Exception as error:  # a player must not end a hand: sound goes off instead
            self.player = None
            log.warning("Sound is off: the sound player failed (%s: %s).", type(error).__name__, error)

    def close(self) -> None:
        """Let the player release the audio device."""
        player, self.player = self.player, None
        if player is not None:
            try:
                player.close()
            except Exception as error:  # closing the window must not fail because of sound
                log.warning("The sound player did not close cleanly (%s: %s).", type(error).__name__, error)


def read_sounds(folder: Path, names: Iterable[str] = SOUND_NAMES) -> dict[str, np.ndarray]:
    """Each sound's samples (16-bit mono at :data:`RATE`), read with the standard library's ``wave``;
    ``ValueError`` naming the file when one is missing, damaged or in another format."""
    import wave  # noqa: PLC0415  (like ctypes below: on the first sound, not at start-up)

    import numpy as np  # noqa: PLC0415 - on the first sound, not at start-up

    clips = {}
    for name in names:
        try:
            with wave.open(str(folder / f"{name}.wav"), "rb") as file:
                if (file.getnchannels(), file.getsampwidth(), file.getframerate()) != (1, 2, RATE):
                    raise ValueError(f"{name}.wav is not 16-bit mono at {RATE} Hz")
                clips[name] = np.frombuffer(file.readframes(file.getnframes()), dtype="<i2").astype(np.int32)
        except (OSError, EOFError, wave.Error) as error:
            reason = getattr(error, "strerror", None) or str(error) or (
                "the file is cut short" if isinstance(error, EOFError) else type(error).__name__)
            raise ValueError(f"{name}.wav: {reason}") from None
    return clips


def mixer(clips: dict[str, np.ndarray], requests: collections.deque[str]) -> Generator[bytes, int, None]:
    """The audio thread's source: sent how many frames it wants, it yields that many samples (16-bit mono), every
    sound requested (taken from ``requests``) mixed in from its start. Between sounds it yields silence."""
    import numpy as np  # noqa: PLC0415 - on the first sound, not at start-up

    voices: list[tuple[np.ndarray, int]] = []
    frames = yield b""
    while True:
        try:
            while requests:
                voices.append((clips[requests.popleft()], 0))
            out = np.zeros(frames, dtype=np.int32)
            playing = []
            for samples, position in voices:
                chunk = samples[position : position + frames]
                out[: len(chunk)] += chunk
                if position + frames < len(samples):
                    playing.append((samples, position + frames))
            voices = playing
            data = np.clip(out, -32768, 32767).astype("<i2").tobytes()
        except Exception:  # an exception here would be printed by the audio thread's C caller: stay silent instead
            voices, data = [], bytes(2 * frames)
        frames = yield data


PREFERRED_BACKENDS = (
    "WASAPI",
    "DSOUND",
    "WINMM",
    "COREAUDIO",
    "SNDIO",
    "AUDIO4",
    "OSS",
    "PULSEAUDIO",
    "ALSA",
    "AAUDIO",
    "OPENSL",
)
"""miniaudio's audio systems in its own order of preference, without its silent "null" device (which would
"play" on a machine without sound) and without JACK (which prints to stderr when no JACK server runs)."""


class _Miniaudio(Protocol):
    """What the player uses of the miniaudio module (imported on the first sound; the tests give a stand-in)."""

    Backend: type[miniaudio.Backend]
    SampleFormat: type[miniaudio.SampleFormat]
    PlaybackDevice: type[miniaudio.PlaybackDevice]

    def get_enabled_backends(self) -> set[miniaudio.Backend]:
        """The audio systems this build of miniaudio can use."""
        ...


def _backends(library: _Miniaudio, names: Iterable[str]) -> list[miniaudio.Backend]:
    enabled = library.get_enabled_backends()
    known = library.Backend.__members__
    return [known[name] for name in names if name in known and known[name] in enabled]


_alsa_handlers: list[object] = []
"""The handler given to ALSA, kept alive: ALSA calls it for as long as the process runs."""


def _quiet_alsa() -> None:
    """ALSA writes its errors straight to stderr (on a machine without a sound card, a screenful of "cannot find
    card '0'"): give it a handler that drops them; miniaudio's own error already says what went wrong."""
    if not sys.platform.startswith("linux") or _alsa_handlers:
        return
    import ctypes  # noqa: PLC0415

    try:
        asound = ctypes.CDLL("libasound.so.2")
    except OSError:  # no ALSA on this system: nothing to quieten
        return
    handler_type = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p)
    _alsa_handlers.append(handler_type(lambda *_args: None))
    asound.snd_lib_error_set_handler(_alsa_handlers[0])


class MiniaudioPlayer:
    """Plays the sound files through miniaudio: one playback device, opened on the first sound by a worker
    thread, mixing every sound requested on miniaudio's audio thread. :meth:`play` only appends a name to a
    queue, so it never waits for the device.

    ``backends`` names the audio systems to try (miniaudio's names); the self-test gives ``("NULL",)``, miniaudio's
    silent device, to play through the real library on a machine without sound."""

    def __init__(
        self,
        folder: Path | None = None,
        *,
        importer: Callable[[], _Miniaudio] | None = None,
        backends: Iterable[str] | None = None,
    ) -> None:
        self.folder = folder or resources.path("sounds")
        self._importer = importer or _import_miniaudio
        self._backend_names = tuple(backends) if backends is not None else None
        self._requests: collections.deque[str] = collections.deque(maxlen=16)
        self._lock = threading.Lock()
        self.state = "closed"
        """"closed" (not opened yet), "opening", "open", or "off" (no sound: see :attr:`why_off`)."""
        self.why_off = ""
        self._device: miniaudio.PlaybackDevice | None = None
        self._opener: threading.Thread | None = None

    def play(self, name: str) -> None:
        """Queue ``name``; the first call starts opening the audio device on a worker thread."""
        with self._lock:
            if self.state == "off":
                return
            self._requests.append(name)
            if self.state == "closed":
                self.state = "opening"
                self._opener = threading.Thread(target=self._open, name="dealerdesk-sound", daemon=True)
                self._opener.start()

    def wait_until_opened(self, timeout: float = 10.0) -> None:
        """Wait for the worker opening the device (tests; the app never waits)."""
        if self._opener is not None:
            self._opener.join(timeout)

    def _open(self) -> None:
        try:
            miniaudio = self._importer()
        except ImportError:
            self._turn_off("the miniaudio package is not installed")
            return
        try:
            clips = read_sounds(self.folder)
        except ValueError as error:  # a sound file missing or damaged: said as such, not as a missing device
            self._turn_off(f"a sound file cannot be read: {error}")
            return
        try:
            backends = _backends(miniaudio, self._backend_names or PREFERRED_BACKENDS)
            if not backends:
                raise RuntimeError("no audio system")
            _quiet_alsa()
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=RATE,
                buffersize_msec=30,
                backends=backends,
                app_name="dealerdesk",
            )
            source = mixer(clips, self._requests)
            next(source)
            device.start(source)
        except Exception as error:  # no device, no audio server: no sound, the game goes on
            self._turn_off(f"no audio device ({_describe(error)})")
            return
        with self._lock:
            if self.state != "opening":  # closed while it opened
                device.close()
                return
            self._device, self.state = device, "open"
        atexit.register(self.close)  # the audio thread must stop before the interpreter does

    def _turn_off(self, why: str) -> None:
        with self._lock:
            self.state, self.why_off = "off", why
            self._requests.clear()
        log.warning("Sound is off: %s.", why)

    def close(self) -> None:
        """Stop and release the audio device (the window closes, or the program ends)."""
        with self._lock:
            device, self._device = self._device, None
            if self.state in ("opening", "open"):
                self.state = "off"
                self.why_off = "closed"
        if device is not None:
            device.close()


def _describe(error: Exception) -> str:
    """miniaudio's errors carry (message, code): "failed to init device, code -401"."""
    if len(error.args) == 2 and isinstance(error.args[0], str):
        return f"{error.args[0]}, code {error.args[1]}"
    return str(error) or type(error).__name__


def _import_miniaudio() -> _Miniaudio:
    import miniaudio  # noqa: PLC0415  (on the first sound, not at start-up: see the module's docstring)

    return miniaudio
