#!/usr/bin/python3
"""The board as a screen reader meets it, asked over AT-SPI as Orca asks: run by run.sh inside a session bus
with the accessibility bus up and the game started against Otto on a fresh home.

It passes the first start's welcome through the tree, reads the board's nodes (names, counts, where a sowing
would end, why a pit cannot be played), presses one of Otto's pits to hear why not, presses a pit through its action, hears the announcement of the sowing and
of Otto's reply, reads the counts after them, and presses Teach me on the bar to hear its answer. Exits non-zero, saying what was wrong, at the first failure."""

import sys
import time

import pyatspi
from gi.repository import GLib

WAIT = 90.0


def fail(message):
    print(f"screen reader test: {message}", file=sys.stderr)
    sys.exit(1)


def find_app(name):
    end = time.time() + WAIT
    while time.time() < end:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == name:
                return app
        time.sleep(0.5)
    fail(f"no application named {name!r} on the accessibility bus")


def nodes(root):
    """Every node under root, depth first, in the tree's order."""
    found = []

    def walk(node):
        for child in node:
            if child is not None:
                found.append(child)
                walk(child)

    walk(root)
    return found


def wait_for(what, probe):
    end = time.time() + WAIT
    while time.time() < end:
        found = probe()
        if found:
            return found
        time.sleep(0.25)
    fail(f"waited {WAIT:.0f} s for {what}")


def named(app, name):
    return next((node for node in nodes(app) if node.name == name), None)


def board(app):
    group = next((node for node in nodes(app) if node.name == "Board"), None)
    return [child for child in group] if group is not None else None


def enabled(node):
    return node.getState().contains(pyatspi.STATE_ENABLED)


def actions(node):
    """How many actions the node offers (none without the Action interface)."""
    try:
        return node.queryAction().nActions
    except NotImplementedError:
        return 0


def press(node):
    if actions(node) < 1:
        fail(f"{node.name!r} has no action to press it by")
    node.queryAction().doAction(0)


def listen_for_announcements(app, how_many, then):
    """Runs `then` and collects the polite announcements until `how_many` have come (or the wait is over)."""
    heard = []

    def on_event(event):
        if event.type.startswith("object:announcement"):
            heard.append(str(event.any_data))
            if len(heard) >= how_many:
                pyatspi.Registry.stop()

    pyatspi.Registry.registerEventListener(on_event, "object:announcement")
    GLib.idle_add(lambda: then() and False)
    GLib.timeout_add(int(WAIT * 1000), lambda: pyatspi.Registry.stop() and False)
    pyatspi.Registry.start()
    pyatspi.Registry.deregisterEventListener(on_event, "object:announcement")
    return heard


def main():
    app = find_app("mancala")

    # The welcome covers the board at a first start, for the ear as for the eye.
    welcome = wait_for("the welcome's way to the board", lambda: named(app, "Just show me the board"))
    if board(app):
        fail("the board's nodes are reachable under the welcome dialog")
    press(welcome)

    cells = wait_for("the board's nodes", lambda: board(app))
    names = [cell.name for cell in cells]
    expected = [f"Your pit {pit}, 4 seeds" for pit in range(1, 7)] + ["Your store, 0 seeds"]
    expected += [f"Otto's pit {pit}, 4 seeds" for pit in range(1, 7)] + ["Otto's store, 0 seeds"]
    if names != expected:
        fail(f"the board reads {names}, not {expected}")
    for cell in cells[:6]:
        if not enabled(cell) or cell.getRoleName() != "push button":
            fail(f"{cell.name!r} is not a button that can be pressed")
    # Otto's pits say why they cannot be played. (AccessKit marks them disabled; the AT-SPI adapter Bevy takes
    # passes a button's disabled state on only for some roles.)
    for cell in cells[7:13]:
        if cell.description != "Your pits are the bottom row.":
            fail(f"{cell.name!r} says {cell.description!r} of why it cannot be played")
    # Pressed all the same, one says why and nothing is played.
    heard = listen_for_announcements(app, 1, lambda: press(cells[8]))
    if heard[:1] != ["Your pits are the bottom row."]:
        fail(f"pressing Otto's pit 2 was told as {heard}")
    if cells[2].description != "Extra turn! Last seed: Your store. Key 3.":
        fail(f"pit 3's description is {cells[2].description!r}")
    if cells[0].description != "Last seed: Your pit 5. Key 1.":
        fail(f"pit 1's description is {cells[0].description!r}")

    # Pit 3 ends in the store: an extra turn, told once its stones have landed.
    heard = listen_for_announcements(app, 1, lambda: press(cells[2]))
    want = "You sowed pit 3. Extra turn! Score: you 1, Otto 0. Your turn."
    if heard[:1] != [want]:
        fail(f"after pit 3 the screen reader heard {heard}, not {want!r}")
    after = [cell.name for cell in board(app)]
    if after[2] != "Your pit 3, 0 seeds" or after[6] != "Your store, 1 seed":
        fail(f"after pit 3 the board reads {after}")

    # Pit 6 passes the turn: it is told, and then Otto's reply.
    heard = listen_for_announcements(app, 2, lambda: press(board(app)[5]))
    if len(heard) < 2:
        fail(f"after pit 6 the screen reader heard only {heard}")
    if not heard[0].startswith("You sowed pit 6.") or not heard[0].endswith("Otto's turn."):
        fail(f"pit 6 was told as {heard[0]!r}")
    if not heard[1].startswith("Otto sowed pit "):
        fail(f"Otto's reply was told as {heard[1]!r}")
    # Teach me, pressed through the bar's button as a screen reader presses it: its answer is read out as it
    # appears (a live region in the callout), once Otto's turn is over.
    wait_for("the person's turn again", lambda: "Last seed" in board(app)[0].description)
    teach = wait_for("the Teach me button", lambda: named(app, "Teach me (T)"))
    answer = listen_for_announcements(app, 2, lambda: press(teach))
    if not any(line.startswith("Play pit ") for line in answer):
        fail(f"Teach me's answer was not read out: heard {answer}")
    heard += answer
    print("screen reader test: the board was read, pressed and heard:")
    for line in heard:
        print(f"  {line}")


main()
