#!/usr/bin/env python3
"""Synthesises the game's sounds into 16-bit mono WAV files next to this script.

Run `python3 assets/sounds/make_sounds.py` to make them again; only Python's standard library is used, and a
fixed random seed makes the output the same every time.

- click.wav: a stone dropped into a wooden pit: a short burst of noise for the knock, plus two quickly damped
  partials (a small stone's ring and the wood's lower body).
- capture.wav: a handful of stones tumbling (four clicks, each a little lower and softer) under a soft
  rising two-note chime.
- end.wav: the end of a game: a gentle arpeggio (C, E, G, C) on a bell-like tone with slow decay.
"""

import math
import random
import struct
import wave
from pathlib import Path

RATE = 44100
random.seed(20261129)


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def mix_into(track, sound, at_seconds, gain=1.0):
    start = int(at_seconds * RATE)
    if len(track) < start + len(sound):
        track.extend([0.0] * (start + len(sound) - len(track)))
    for i, value in enumerate(sound):
        track[start + i] += gain * value


def click(pitch=1.0, seconds=0.09):
    samples = []
    low_passed = 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        # The knock: noise, smoothed so it sounds like wood rather than hiss, gone in a few milliseconds.
        low_passed += 0.35 * (random.uniform(-1, 1) - low_passed)
        knock = low_passed * math.exp(-t * 180)
        ring = 0.5 * math.sin(2 * math.pi * 2350 * pitch * t) * math.exp(-t * 90)
        body = 0.6 * math.sin(2 * math.pi * 740 * pitch * t) * math.exp(-t * 55)
        samples.append(knock + ring + body)
    return samples


def bell(frequency, seconds, decay):
    samples = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        attack = min(1.0, t / 0.008)
        tone = (
            math.sin(2 * math.pi * frequency * t)
            + 0.4 * math.sin(2 * math.pi * frequency * 2.01 * t) * math.exp(-t * 3)
            + 0.15 * math.sin(2 * math.pi * frequency * 3.0 * t) * math.exp(-t * 6)
        )
        samples.append(attack * tone * math.exp(-t * decay))
    return samples


def normalise(samples, peak):
    top = max(abs(s) for s in samples) or 1.0
    fade = int(0.004 * RATE)
    out = [s * peak / top for s in samples]
    for i in range(min(fade, len(out))):
        out[-1 - i] *= i / fade
    return out


def write(name, samples):
    path = Path(__file__).with_name(name)
    with wave.open(str(path), "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(b"".join(struct.pack("<h", int(s * 32767)) for s in samples))


def main():
    write("click.wav", normalise(click(), 0.8))

    capture = silence(0.7)
    for k in range(4):
        mix_into(capture, click(pitch=1.0 - 0.06 * k), 0.045 * k, gain=1.0 - 0.15 * k)
    mix_into(capture, bell(523.25, 0.55, 6.0), 0.05, gain=0.35)
    mix_into(capture, bell(783.99, 0.5, 6.0), 0.17, gain=0.35)
    write("capture.wav", normalise(capture, 0.75))

    end = silence(1.6)
    for k, frequency in enumerate([523.25, 659.25, 783.99, 1046.5]):
        mix_into(end, bell(frequency, 1.2, 3.2), 0.16 * k, gain=0.5)
    write("end.wav", normalise(end, 0.7))


if __name__ == "__main__":
    main()
