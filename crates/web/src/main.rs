//! The browser game's program: built for `wasm32-unknown-unknown` and bound to the page by wasm-bindgen
//! (`web/build.sh` writes the site). Built for a computer it only says where the game is.

#[cfg(target_arch = "wasm32")]
fn main() {
    mancala_app::web::page::run();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "mancala-web is the game for a browser: web/build.sh builds the site; `cargo run` plays here"
    );
    std::process::exit(2);
}
