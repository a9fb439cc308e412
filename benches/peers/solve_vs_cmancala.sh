#!/bin/bash
# One run, for each start: CMancala (a fresh process, its solve's time only), then `mancala solve --no-book` as a
# whole process with each cache folder given (MANCALA_HOME), and from an empty one. docs/measurements.md, "The
# solver against CMancala", has the figures and how to build CMancala.
#   CMANCALA=/path/Mancala CMANCALA_DIR=/path/run benches/peers/solve_vs_cmancala.sh [FOLDER...]
here=$(dirname "$0")
bin=${MANCALA:-target/debug/mancala}
ours() {
  local began=$(date +%s.%N)
  local out=$(MANCALA_HOME=$1 "$bin" solve --no-book "$2" 2>/dev/null | head -3 | tr '\n' ' ')
  echo "  ours ($3): $out in $(echo "$(date +%s.%N) - $began" | bc) s"
}
for pos in "3,4,4,4,4,5,0,4,4,4,4,4,4,0 S" "4,4,3,5,4,4,0,4,4,4,4,4,4,0 S" "4,4,4,4,4,4,0,4,4,5,3,4,4,0 S"; do
  python3 "$here/cmancala.py" "$pos"
  for folder in "$@"; do ours "$folder" "$pos" "$folder"; done
  empty=$(mktemp -d); ours "$empty" "$pos" "an empty cache folder"; rm -rf "$empty"
done
