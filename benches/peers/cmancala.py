#!/usr/bin/env python3
"""Times CMancala's solve of each position, given in our position text, in its API mode.

CMancala (LifesLight/CMancala, GPL) is not part of this repository: build it beside (docs/measurements.md, "The
solver against CMancala") and say where with CMANCALA (the program) and CMANCALA_DIR (the folder it runs in, which
holds its EGDB folder). Prints one line a position: CMancala's answer and the seconds from SOLVE to it.
"""
import os, subprocess, sys, time


def board_code(text):
    """CMancala's board code (its encodeBoard): the 14 cells, South's pits first, eight bits each from the second
    bit, the first bit set when South moves, as hex without the first five digits."""
    cells, side = text.split()[:2]
    word = 1 if side == 'S' else 0
    for i, seeds in enumerate(int(c) for c in cells.split(',')):
        word |= (seeds & 0xff) << (1 + 8 * i)
    return ('%032x' % word)[5:]


program = os.environ.get('CMANCALA', 'Mancala')
folder = os.environ.get('CMANCALA_DIR', '.')
engine = subprocess.Popen([program, '--api', '--egdb', '16', '--cache', '28'], stdin=subprocess.PIPE,
                          stdout=subprocess.PIPE, text=True, cwd=folder)
for position in sys.argv[1:]:
    began = time.monotonic()
    engine.stdin.write('SOLVE ' + board_code(position) + '\n')
    engine.stdin.flush()
    while True:
        line = engine.stdout.readline()
        if not line or line.startswith(('OK', 'ERROR')):
            break
    print(f'{position}: {line.strip()} in {time.monotonic() - began:.2f} s', flush=True)
engine.stdin.write('QUIT\n')
engine.stdin.flush()
engine.wait()
