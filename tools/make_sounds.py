"""Make the play table's sounds (``dealerdesk/resources/sounds/*.wav``) from nothing but NumPy and arithmetic.

    python3 -m tools.make_sounds            # rewrite the WAV files
    python3 -m tools.make_sounds --check    # exit 1 if a file differs from what this script makes

Every sound is synthesized here from seeded noise and damped sine waves, so the files are the project's own work
(released under CC0, see ``dealerdesk/resources/sounds/LICENSE``) and anyone can make them again or change them.
The files are 16-bit mono WAV at 44.1 kHz: every audio library reads that without a decoder, and the six of them
take about 210 kB.

What each one imitates:

* ``deal`` a card flicked off the deck onto the felt: a short swish and a paper snap;
* ``check`` two soft knocks on the table's rail, as a player taps to check;
* ``bet`` a few clay chips clicking as they are put in (bets, calls and raises);
* ``fold`` cards slid across the felt to the dealer;
* ``pot`` the pot pushed to a winner: many chips clicking over a slide;
* ``win`` a soft bell chime, when the player at the screen wins a pot.
"""

from __future__ import annotations

import argparse
import io
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt

RATE = 44100
"""Samples a second."""
FOLDER = Path(__file__).resolve().parent.parent / "dealerdesk" / "resources" / "sounds"
"""Where the app finds its sounds."""

Signal = npt.NDArray[np.float64]


def _time(seconds: float) -> Signal:
    return np.arange(round(seconds * RATE)) / RATE


def _noise(rng: np.random.Generator, seconds: float) -> Signal:
    return rng.standard_normal(round(seconds * RATE))


def _low_pass(signal: Signal, cutoff: float) -> Signal:
    """A one-pole low-pass filter (soft above ``cutoff`` Hz)."""
    alpha = 1 - np.exp(-2 * np.pi * cutoff / RATE)
    out = np.empty_like(signal)
    level = 0.0
    for index, value in enumerate(signal):
        level += alpha * (value - level)
        out[index] = level
    return out


def _high_pass(signal: Signal, cutoff: float) -> Signal:
    """What the low-pass filter takes away."""
    return signal - _low_pass(signal, cutoff)


def _place(length: float, *parts: tuple[float, Signal]) -> Signal:
    """Mix ``parts`` (start in seconds, samples) into ``length`` seconds of silence."""
    out = np.zeros(round(length * RATE))
    for start, samples in parts:
        first = round(start * RATE)
        end = min(len(out), first + len(samples))
        out[first:end] += samples[: end - first]
    return out


def _finish(signal: Signal, peak: float) -> Signal:
    """Scale to ``peak`` (of full scale); fade in over 1 ms and out over the last 5 ms, so no sound starts or ends
    in a click."""
    signal = signal / np.max(np.abs(signal)) * peak
    fade_in, fade_out = round(0.001 * RATE), round(0.005 * RATE)
    signal[:fade_in] *= np.linspace(0, 1, fade_in)
    signal[-fade_out:] *= np.linspace(1, 0, fade_out)
    return signal


def _click(rng: np.random.Generator, brightness: float) -> Signal:
    """One clay chip striking another: a few inharmonic partials ringing for a few milliseconds."""
    t = _time(0.03)
    partials = np.array([2900.0, 4300.0, 5700.0, 7600.0]) * brightness * rng.uniform(0.97, 1.03, 4)
    ring = sum(
        np.sin(2 * np.pi * f * t + rng.uniform(0, 2 * np.pi)) * np.exp(-t * rng.uniform(260, 420)) for f in partials
    )
    tick = _high_pass(_noise(rng, 0.03), 2000) * np.exp(-t * 900)
    return np.asarray(ring + 0.8 * tick, dtype=np.float64)


def deal(rng: np.random.Generator) -> Signal:
    """A card flicked onto the felt."""
    swish_time = _time(0.07)
    swish = _low_pass(_high_pass(_noise(rng, 0.07), 900), 5000) * np.sin(np.pi * swish_time / 0.07) ** 2 * 0.25
    snap_time = _time(0.05)
    snap = _low_pass(_high_pass(_noise(rng, 0.05), 1500), 7000) * np.exp(-snap_time * 140)
    thud = np.sin(2 * np.pi * 140 * snap_time) * np.exp(-snap_time * 90) * 0.35
    return _finish(_place(0.14, (0.0, swish), (0.065, snap + thud)), 0.55)


def check(rng: np.random.Generator) -> Signal:
    """Two soft knocks on wood."""

    def knock(strength: float) -> Signal:
        t = _time(0.09)
        body = (np.sin(2 * np.pi * 190 * t) + 0.5 * np.sin(2 * np.pi * 415 * t + 1.0)) * np.exp(-t * 55)
        contact = _low_pass(_low_pass(_noise(rng, 0.09), 1200), 1200) * np.exp(-t * 300) * 3.0
        return np.asarray((body + contact) * strength, dtype=np.float64)

    return _finish(_place(0.26, (0.0, knock(1.0)), (0.13, knock(0.8))), 0.6)


def bet(rng: np.random.Generator) -> Signal:
    """A short stack of chips put in: three clicks."""
    return _finish(
        _place(0.16, (0.0, _click(rng, 1.0)), (0.045, _click(rng, 0.96) * 0.7), (0.085, _click(rng, 1.02) * 0.5)), 0.45
    )


def fold(rng: np.random.Generator) -> Signal:
    """Cards slid across the felt."""
    t = _time(0.28)
    envelope = np.sin(np.pi * np.minimum(t / 0.28, 1.0)) ** 1.5 * np.exp(-t * 4)
    slide = _low_pass(_low_pass(_high_pass(_noise(rng, 0.28), 400), 2500), 2500) * envelope
    return _finish(slide, 0.35)


def pot(rng: np.random.Generator) -> Signal:
    """The pot pushed to the winner: chips clicking over a slide."""
    t = _time(0.45)
    slide = _low_pass(_high_pass(_noise(rng, 0.45), 300), 1800) * np.sin(np.pi * t / 0.45) ** 2 * 0.12
    starts = np.sort(rng.uniform(0.02, 0.36, 9))
    clicks = [(float(start), _click(rng, rng.uniform(0.92, 1.06)) * rng.uniform(0.3, 0.8)) for start in starts]
    return _finish(_place(0.45, (0.0, slide), *clicks), 0.45)


def win(rng: np.random.Generator) -> Signal:
    """A soft bell arpeggio (E5, G5, C6), each note with a bell's few partials."""

    def bell(frequency: float) -> Signal:
        t = _time(0.9)
        partials = ((1.0, 1.0, 4.0), (2.0, 0.35, 6.0), (3.01, 0.12, 9.0), (4.2, 0.05, 14.0))
        tone = sum(
            level * np.sin(2 * np.pi * frequency * ratio * t) * np.exp(-t * decay) for ratio, level, decay in partials
        )
        attack = np.minimum(t / 0.004, 1.0)
        return np.asarray(tone * attack, dtype=np.float64)

    del rng  # a chime has no noise in it
    return _finish(_place(1.1, (0.0, bell(659.26)), (0.09, bell(783.99) * 0.9), (0.18, bell(1046.5) * 0.8)), 0.4)


SOUNDS: dict[str, Callable[[np.random.Generator], Signal]] = {
    "deal": deal,
    "check": check,
    "bet": bet,
    "fold": fold,
    "pot": pot,
    "win": win,
}
"""Each sound's name (its file's stem) and how it is made."""


def wav_bytes(signal: Signal) -> bytes:
    """``signal`` (floats within ±1) as a 16-bit mono WAV file."""
    samples = np.round(np.clip(signal, -1, 1) * 32767).astype("<i2")
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples.tobytes())
    return buffer.getvalue()


def make(name: str) -> bytes:
    """The WAV file of one sound, the same every time (its noise is seeded by its name)."""
    seed = int.from_bytes(name.encode(), "little")
    return wav_bytes(SOUNDS[name](np.random.default_rng(seed)))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="compare with the files instead of writing them")
    parser.add_argument("--out", type=Path, default=FOLDER, help="the folder to write (default: the app's)")
    args = parser.parse_args(argv)
    different = []
    for name in SOUNDS:
        path = args.out / f"{name}.wav"
        data = make(name)
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                different.append(path.name)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"{path}: {len(data):,} bytes, {(len(data) - 44) / 2 / RATE:.2f} s")
    if different:
        print("differ from what tools/make_sounds.py makes: " + ", ".join(different), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
