#!/usr/bin/env bash
# Every artifact of a version, from a clean checkout, into one folder (target/dist/mancala-VERSION unless given):
#
#   mancala_VERSION-1_amd64.deb                 the Debian package (cargo-deb)
#   mancala-VERSION-x86_64-linux.tar.gz         the binary with its desktop entry, metainfo, icons and papers
#   mancala-VERSION-x86_64-windows-setup.exe    the Windows installer (NSIS: packaging/windows/installer.nsi)
#   mancala-VERSION-x86_64-windows.zip          the Windows game without an installer
#   mancala-VERSION-web/ and -web.tar.gz        the browser game's site, for `mancala serve --site`
#   mancala-VERSION-source.tar.gz               the sources (what the Flatpak manifest builds from)
#   io.github.mancala_game.Mancala.yml          the Flatpak manifest and its crates (cargo-sources.json)
#   RELEASE-NOTES.md                            the CHANGELOG's section of the version
#   SHA256SUMS                                  the sums of all of the above
#
# The version is Cargo.toml's; the CHANGELOG must have its section and the AppStream metainfo its release notes,
# or nothing is built. Then each artifact is checked: the package installed into a scratch root, the tarball's and
# the zip's binaries run, the installer and the game through it under Wine (packaging/windows/check.sh), the sums.
#
#     packaging/release.sh [--profile release|dev] [--site DIR] [--window [--gallery-shots N]] [OUT]
#
# `--profile dev` packages the builds the tests use (what .ci/run does, within its time); a release is built with
# the release profile, the default. `--site DIR` takes a site web/build.sh already wrote. `--window` checks
# the window under Wine too (see packaging/windows/check.sh), `--gallery-shots N` only the gallery's first N. Needs, beyond
# the game's build: cargo-deb, rustup's x86_64-pc-windows-gnu and wasm32-unknown-unknown targets, mingw-w64,
# nsis, wine, xvfb, wasm-bindgen-cli, brotli, flatpak-builder (docs/packaging.md).
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$PWD

profile=release
site=
gallery=()
out=
while (($#)); do
    case $1 in
    --profile) profile=$2 && shift 2 ;;
    --site) site=$(realpath "$2") && shift 2 ;;
    --window) gallery+=(--window) && shift ;;
    --gallery-shots) gallery+=(--gallery-shots "$2") && shift 2 ;;
    -*) echo "unknown option $1" >&2 && exit 2 ;;
    *) out=$1 && shift ;;
    esac
done
case $profile in
release) built=release ;;
dev) built=debug ;;
*) echo "the profile is release or dev, not $profile" >&2 && exit 2 ;;
esac

fail() {
    echo "release: $*" >&2
    exit 1
}
started=$SECONDS
took() {
    echo "release: $1 in $((SECONDS - $2)) s"
}

# The version, and what is said of it, before anything is built.
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
[[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "Cargo.toml's version '$version' is not MAJOR.MINOR.PATCH"
notes=$(awk -v heading="## $version " 'index($0, heading) == 1 { on = 1; next } /^## / { on = 0 } on' CHANGELOG.md)
[[ -n ${notes//[[:space:]]/} ]] || fail "CHANGELOG.md has no section '## $version (DATE)'"
metainfo=packaging/io.github.mancala_game.Mancala.metainfo.xml
grep -q "<release version=\"$version\" date=\"[0-9-]*\">" "$metainfo" ||
    fail "$metainfo has no <release version=\"$version\" date=...> with the release's notes"
if [[ -n $(git status --porcelain --untracked-files=normal) ]]; then
    fail "the checkout has changes (git status): a release is built from what is committed"
fi
commit=$(git rev-parse HEAD)

out=${out:-target/dist/mancala-$version}
rm -rf "$out"
mkdir -p "$out"
out=$(realpath "$out")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '# Mancala %s\n%s\n' "$version" "$notes" >"$out/RELEASE-NOTES.md"
echo "release: Mancala $version ($commit), profile $profile, into $out"

# Linux: the package and the tarball.
step=$SECONDS
# The whole workspace, as `cargo test` builds it: with `--profile dev` the tests' build is reused as it is (one
# package alone could unify the dependencies' features otherwise and build Bevy again).
cargo build --locked --profile "$profile"
binary=target/$built/mancala
# `--fast`: the dev profile's binary is packaged as the tests built it (cargo-deb means its profiles for
# releases, and says so).
deb_options=()
[[ $profile == dev ]] && deb_options=(--fast)
cargo deb --locked --quiet --profile "$profile" --no-build "${deb_options[@]}" --output "$out"
linux=mancala-$version-x86_64-linux
mkdir -p "$work/$linux/share/applications" "$work/$linux/share/metainfo"
install -m 755 "$binary" "$work/$linux/mancala"
[[ $profile == release ]] && strip "$work/$linux/mancala"
install -m 644 packaging/*.desktop "$work/$linux/share/applications/"
install -m 644 "$metainfo" "$work/$linux/share/metainfo/"
for size in 32 48 64 128 256 512; do
    install -D -m 644 "packaging/icons/mancala-$size.png" \
        "$work/$linux/share/icons/hicolor/${size}x$size/apps/io.github.mancala_game.Mancala.png"
done
install -m 644 README.md CHANGELOG.md LICENSE-MIT LICENSE-APACHE "$work/$linux/"
tar -C "$work" --owner=0 --group=0 -czf "$out/$linux.tar.gz" "$linux"
took "Linux build, package and tarball" $step

# Windows: the installer and the zip, from the cross-build.
step=$SECONDS
# With `--profile dev` the Windows game is only checked, never played: the quick profile builds it in a third of
# the time, and the installer packs it with zlib rather than LZMA (seconds rather than two minutes).
windows_profile=$profile windows_built=$built compressor="/SOLID lzma"
[[ $profile == dev ]] && windows_profile=quick windows_built=quick compressor=zlib
CARGO_TARGET_DIR=target/windows cargo build --locked --profile "$windows_profile" -p mancala \
    --target x86_64-pc-windows-gnu
exe=$work/mancala.exe
cp "target/windows/x86_64-pc-windows-gnu/$windows_built/mancala.exe" "$exe"
[[ $profile == release ]] && x86_64-w64-mingw32-strip "$exe"
windows=mancala-$version-x86_64-windows
makensis -V2 -DVERSION="$version" -DCOMPRESSOR="$compressor" -DEXE="$exe" -DROOT="$repository" -DOUTFILE="$out/$windows-setup.exe" \
    packaging/windows/installer.nsi
python3 - "$out/$windows.zip" "$windows" "$exe" <<'PYTHON'
import sys, zipfile
zip_path, folder, exe = sys.argv[1:]
with zipfile.ZipFile(zip_path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
    archive.write(exe, f"{folder}/mancala.exe")
    for source, name in [("README.md", "README.txt"), ("CHANGELOG.md", "CHANGELOG.txt"),
                         ("LICENSE-MIT", "LICENSE-MIT.txt"), ("LICENSE-APACHE", "LICENSE-APACHE.txt")]:
        archive.write(source, f"{folder}/{name}")
PYTHON
took "Windows build, installer and zip" $step

# The browser game's site.
step=$SECONDS
web=mancala-$version-web
if [[ -n $site ]]; then
    cp -r "$site" "$out/$web"
else
    CARGO_TARGET_DIR=target/wasm web/build.sh "$out/$web"
fi
tar -C "$out" --owner=0 --group=0 -czf "$out/$web.tar.gz" "$web"
took "browser site" $step

# The Flatpak manifest and its crates, checked as far as this machine allows, for the maintainer on Flathub.
step=$SECONDS
packaging/flatpak/check.sh "$out"
took "Flatpak manifest" $step

git archive --format=tar.gz --prefix="mancala-$version/" -o "$out/mancala-$version-source.tar.gz" "$commit"
(cd "$out" && find . -maxdepth 1 -type f ! -name SHA256SUMS -printf '%f\n' | sort | xargs sha256sum >SHA256SUMS)

# The checks: each artifact as a person would use it.
step=$SECONDS
(cd "$out" && sha256sum --quiet -c SHA256SUMS) || fail "the sums do not match"
package=$(ls "$out"/mancala_"$version"-*_amd64.deb)
root=$work/root
mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates"
touch "$root/var/lib/dpkg/status"
# An empty root has none of the package's dependencies: they are checked by apt on a real install, not here.
if ! dpkg --root="$root" --force-depends --force-script-chrootless -i "$package" >"$work/dpkg.log" 2>&1; then
    cat "$work/dpkg.log" >&2
    fail "the package does not install"
fi
installed=$(cd "$root" && find usr -type f | sort)
expected=$(printf '%s\n' usr/bin/mancala \
    usr/share/applications/io.github.mancala_game.Mancala.desktop \
    usr/share/metainfo/io.github.mancala_game.Mancala.metainfo.xml \
    usr/share/doc/mancala/README.md usr/share/doc/mancala/CHANGELOG.md usr/share/doc/mancala/copyright \
    $(for size in 32 48 64 128 256 512; do
        echo "usr/share/icons/hicolor/${size}x${size}/apps/io.github.mancala_game.Mancala.png"
    done) | sort)
if [[ $installed != "$expected" ]]; then
    diff <(echo "$expected") <(echo "$installed") >&2 || true
    fail "the package installs other files than expected (above: < expected, > installed)"
fi
[[ $("$root/usr/bin/mancala" --version) == "mancala $version" ]] || fail "the package's binary is not $version"
"$root/usr/bin/mancala" perft "3,3,3,0,3,3,3,0 S" --depth 2 >/dev/null
tar -C "$work" -xzf "$out/$linux.tar.gz" --one-top-level=unpacked
[[ $("$work/unpacked/$linux/mancala" --version) == "mancala $version" ]] || fail "the tarball's binary is not $version"
[[ -f $out/$web/index.html ]] && compgen -G "$out/$web/mancala.*.wasm" >/dev/null || fail "the site has no page"
packaging/windows/check.sh "$out/$windows-setup.exe" "$binary" --zip "$out/$windows.zip" "${gallery[@]}"
took "checks" $step

echo "release: Mancala $version in $((SECONDS - started)) s:"
(cd "$out" && du -b -- * | sort -k2)
