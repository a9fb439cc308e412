#!/usr/bin/env bash
# The board to a screen reader, over the real accessibility bus: Xvfb for the window, a session bus of its own
# (dbus-run-session), Debian's at-spi2-core on it with screen reading switched on as Orca switches it, the game
# against Otto on a fresh home, and board.py asking the tree as Orca would. Usage: run.sh path/to/mancala
set -euo pipefail
game=$(realpath "$1")
here=$(dirname "$(realpath "$0")")
if [[ -z ${DBUS_SESSION_BUS_ADDRESS:-} || -z ${MANCALA_SCREEN_READER_SESSION:-} ]]; then
    export MANCALA_SCREEN_READER_SESSION=1
    exec xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- "$0" "$@"
fi
home=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$home"' EXIT
/usr/libexec/at-spi-bus-launcher --launch-immediately &
# Screen reading on, as Orca sets it: AccessKit builds its tree only then.
for property in IsEnabled ScreenReaderEnabled; do
    for _ in $(seq 50); do
        dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
            org.freedesktop.DBus.Properties.Set string:org.a11y.Status "string:$property" \
            variant:boolean:true >/dev/null 2>&1 && break
        sleep 0.1
    done
done
HOME=$home MANCALA_HOME=$home LANG=en_US.UTF-8 LC_ALL=en_US.UTF-8 "$game" >"$home/game.log" 2>&1 &
/usr/bin/python3 "$here/board.py" || { echo "the game's log:" >&2; tail -20 "$home/game.log" >&2; exit 1; }
