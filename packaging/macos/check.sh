#!/usr/bin/env bash
# Whether the game's Rust still builds for macOS, checked on Linux: `cargo check` of the whole game for
# aarch64-apple-darwin, which type-checks every crate for that target without linking. A few dependencies compile
# C in their build scripts (blake3's NEON code, for one), which needs Apple's SDK; for a check those are given a
# stand-in compiler and archiver that write empty files, since nothing is linked. A real build needs a Mac
# (docs/packaging.md#macos).
#
#     rustup target add aarch64-apple-darwin && packaging/macos/check.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
stand_ins=$(mktemp -d)
trap 'rm -rf "$stand_ins"' EXIT
cat >"$stand_ins/cc" <<'SH'
#!/bin/sh
while [ $# -gt 0 ]; do
    if [ "$1" = "-o" ]; then : >"$2"; shift; fi
    shift
done
SH
cat >"$stand_ins/ar" <<'SH'
#!/bin/sh
case "$2" in *.a) printf '!<arch>\n' >"$2" ;; esac
SH
chmod +x "$stand_ins/cc" "$stand_ins/ar"
CC_aarch64_apple_darwin=$stand_ins/cc AR_aarch64_apple_darwin=$stand_ins/ar CARGO_TARGET_DIR=target/macos \
    cargo check --locked -p mancala --target aarch64-apple-darwin
echo "macos check: the game type-checks for aarch64-apple-darwin"
