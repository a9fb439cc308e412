#!/usr/bin/env python3
"""Otto as the browser game's players meet him, as a UCI engine: each `go` is posted to an Otto worker of the site
served at URL (the site's own worker script and WebAssembly, in Debian's headless Chromium over the DevTools
protocol), exactly as the page posts its searches, so `mancala match` can play the page's Otto against the
computer's. Usage: web/uci.py URL [--mancala PATH] [GAME OPTIONS...] (the game options, such as --rules oware,
go to `mancala play`, which works out each position from its moves). Speaks the commands of docs/uci.md that a
match sends; Level is Hard unless set. Needs chromium and python3-websocket. Figures in docs/measurements.md, "Hard
in a browser"."""
import json, re, subprocess, sys, time, urllib.request

from chromium import Page

args = sys.argv[1:]
url = args.pop(0).rstrip("/")
mancala = "mancala"
if "--mancala" in args:
    at = args.index("--mancala")
    mancala = args[at + 1]
    del args[at:at + 2]
game_options = args

start = urllib.request.urlopen(f"{url}/start.js").read().decode()
wasm = re.search(r'module_or_path: "([^"]+)"', start).group(1)
worker = re.search(r'mancalaWorker = "([^"]+)"', start).group(1)

chromium = Page(9334)


def evaluate(expression):
    return chromium.evaluate(expression, wait=True)


# A page of the site's origin that draws nothing (the icon), so that no rendering takes the worker's CPU; the
# worker is given the compiled module first, as the page's errands give it.
chromium.call("Page.enable")
chromium.call("Page.navigate", url=f"{url}/icon.png")
time.sleep(2)
evaluate(f"""(async () => {{
  const module = await WebAssembly.compileStreaming(fetch("{wasm}"));
  globalThis.otto = new Worker("{worker}", {{ type: "module" }});
  otto.postMessage(module);
  globalThis.ask = (ticket, text) => new Promise((resolve) => {{
    otto.onmessage = (event) => {{
      const [said, json, last] = event.data;
      if (said === ticket && last) resolve(json);
    }};
    otto.postMessage([ticket, text]);
  }});
  return true;
}})()""")


def position_after(moves):
    pits = " ".join(str(ord(m.lower()) - ord("a") + 1) for m in moves)
    command = [mancala, *game_options, "play", "--moves", pits] if pits else [mancala, *game_options, "new"]
    return subprocess.run(command, capture_output=True, text=True, check=True).stdout.strip().splitlines()[-1]


def say(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def search(moves, ms):
    """Otto's pit for the position after `moves`, searched in the worker for `ms`, and whether South moves."""
    global tickets
    text = position_after(moves)
    request = {"Choose": {"seed": 1, "level": level, "position": {"text": text, "sowings": len(moves)},
                          "pie": False, "hard_time": {"secs": ms // 1000, "nanos": ms % 1000 * 1_000_000}}}
    tickets += 1
    reply = json.loads(evaluate(f"ask({tickets}, {json.dumps(json.dumps(request))})"))
    return text.split()[1] == "S", reply["Chosen"]["Sow"]["pit"]


level = "Hard"
moves = []
tickets = 0
warm = False
for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    if words[0] == "uci":
        say("id name Otto in a browser's worker")
        say("option name Level type combo default hard var easy var medium var hard")
        say("uciok")
    elif words[0] == "isready":
        if not warm:
            # The worker's first search builds the game's endgame table and Hard's player (as a page's first
            # move of Otto's does): done here, before the match's clock runs, and its time said.
            began = time.time()
            search([], 100)
            say(f"info string the worker's first search took {time.time() - began:.1f} s")
            warm = True
        say("readyok")
    elif words[0] == "setoption" and len(words) >= 5 and words[2].lower() == "level":
        level = words[4].capitalize()
    elif words[0] == "ucinewgame":
        moves = []
    elif words[0] == "position" and len(words) >= 2 and words[1] == "startpos":
        moves = [c for word in words[3:] for c in word] if len(words) > 2 and words[2] == "moves" else []
    elif words[0] == "go":
        ms = int(words[words.index("movetime") + 1]) if "movetime" in words else 1000
        south, pit = search(moves, ms)
        say("bestmove " + chr((ord("A") if south else ord("a")) + pit - 1))
    elif words[0] == "quit":
        break
    else:
        say(f"info string not understood: {line.strip()}")
chromium.close()
