#!/usr/bin/env bash
# Writes the browser game's site into a folder (target/site unless given): the game built for wasm32 with the
# `web` profile, bound to the page by wasm-bindgen (the version Cargo.lock names), made smaller by wasm-opt where
# a recent one is installed, its files named by their contents' hashes, and a Brotli and a gzip copy beside each for
# `mancala serve --site`. Needs: rustup's wasm32-unknown-unknown target, wasm-bindgen-cli, brotli.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-target/site}
target_dir=${CARGO_TARGET_DIR:-target}

cargo build --locked -p mancala-web --target wasm32-unknown-unknown --profile web
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
wasm-bindgen --target web --no-typescript --out-dir "$staging" --out-name mancala \
    "$target_dir/wasm32-unknown-unknown/web/mancala-web.wasm"
# wasm-opt shrinks the module by a third, but Debian 12's (version 108) breaks wasm-bindgen's table of
# JavaScript references ("WebAssembly.Table.set(): Argument 1 is invalid"): only a newer one is used.
if command -v wasm-opt >/dev/null && (($(wasm-opt --version | grep -o '[0-9]\+' | head -1) >= 116)); then
    wasm-opt -Os --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
        --enable-mutable-globals --enable-reference-types --enable-multivalue \
        "$staging/mancala_bg.wasm" -o "$staging/optimised.wasm"
    mv "$staging/optimised.wasm" "$staging/mancala_bg.wasm"
fi

hash16() { sha256sum "$1" | cut -c1-16; }
wasm_hash=$(hash16 "$staging/mancala_bg.wasm")
js_hash=$(hash16 "$staging/mancala.js")
rm -rf "$out"
mkdir -p "$out"
cp "$staging/mancala_bg.wasm" "$out/mancala.$wasm_hash.wasm"
cp "$staging/mancala.js" "$out/mancala.$js_hash.js"
sed -e "s/@JS@/$js_hash/" web/worker.template.js >"$staging/worker.js"
worker_hash=$(hash16 "$staging/worker.js")
cp "$staging/worker.js" "$out/worker.$worker_hash.js"
sed -e "s/@JS@/$js_hash/" -e "s/@WASM@/$wasm_hash/" -e "s/@WORKER@/$worker_hash/" web/start.template.js \
    >"$out/start.js"
cp web/index.html "$out/index.html"
cp packaging/icons/mancala-64.png "$out/icon.png"
for file in "$out"/*.wasm "$out"/*.js "$out"/*.html; do
    brotli --quality=11 --keep --force "$file"
    gzip -9 --keep --force "$file"
done
echo "the site is in $out: $(du -ch "$out"/*.br | tail -1 | cut -f1) by Brotli"
