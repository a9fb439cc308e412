//! The real window: the game runs under X (Xvfb when there is no display), plays a few moves as clicks would,
//! saves a screenshot of itself and exits. The picture must show a board, not an empty window.

use std::ops::Range;
use std::path::Path;
use std::process::Command;

use bevy::color::{Hsla, Srgba};
use image::RgbImage;
use mancala::app::look::palette::{Palette, StoneColours, Theme};
use mancala::app::tools::board_check::{is_wood, looks_like_a_board};

/// Runs the game with these arguments and a screenshot, on the display there is or under `xvfb-run`.
fn screenshot(args: &[&str], file: &Path) -> RgbImage {
    let game = env!("CARGO_BIN_EXE_mancala");
    let mut command = if std::env::var_os("DISPLAY").is_some() {
        Command::new(game)
    } else {
        let mut xvfb = Command::new("xvfb-run");
        xvfb.args(["-a", "-s", "-screen 0 1280x800x24", game]);
        xvfb
    };
    let output = command
        .args(args)
        .arg("--screenshot")
        .arg(file)
        .env("MANCALA_HOME", file.with_extension("home"))
        .output()
        .unwrap_or_else(|e| {
            panic!("cannot run the game under X: {e}; install xvfb (see README) or set DISPLAY")
        });
    assert!(
        output.status.success(),
        "the game failed: {}\n{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    image::open(file)
        .unwrap_or_else(|e| panic!("no screenshot at {}: {e}", file.display()))
        .to_rgb8()
}

/// The share of the pixels in a part of the picture (columns `xs`, rows `ys`) that pass `test`.
fn share(
    picture: &RgbImage,
    xs: Range<u32>,
    ys: Range<u32>,
    test: impl Fn([u8; 3]) -> bool,
) -> f64 {
    let size = f64::from(xs.len() as u32 * ys.len() as u32);
    let passing = xs
        .flat_map(|x| ys.clone().map(move |y| (x, y)))
        .filter(|&(x, y)| test(picture.get_pixel(x, y).0))
        .count();
    passing as f64 / size
}

#[test]
fn the_window_shows_a_board_with_stones_and_a_panel() {
    let dir = std::env::temp_dir().join(format!("mancala-window-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("board.png");
    // Two moves through the same intents as clicks; the computer answers in between.
    let picture = screenshot(&["--opponent", "medium", "--moves", "3 1"], &file);
    assert_eq!((picture.width(), picture.height()), (1280, 800));

    // A new player's look: the light theme and jewel-coloured stones.
    let palette = Palette::of(Theme::Light, StoneColours::Jewels);
    if let Err(why) = looks_like_a_board(picture.pixels().map(|p| p.0), &palette) {
        panic!("the window is not a board: {why}");
    }
    // Jewel-coloured stones on the board (below Otto, left of the panel): strongly coloured, neither light nor
    // dark, and far from the warm hue of the wood, the pits and the table (the ruby, jade, sapphire and
    // amethyst ones).
    let wood = Hsla::from(palette.wood).hue;
    let stones = share(&picture, 0..900, 300..800, |[r, g, b]| {
        let pixel = Hsla::from(Srgba::rgb_u8(r, g, b));
        let apart = (pixel.hue - wood).abs();
        pixel.saturation > 0.45
            && (0.2..0.8).contains(&pixel.lightness)
            && apart.min(360.0 - apart) > 40.0
    });
    // Measured: 1.3% of that region after two moves. About half must show; a board without stones has none.
    assert!(stones > 0.006, "stones cover {:.2}%", stones * 100.0);

    // The board sits left of the panel: the panel's strip holds no wood, only the chosen buttons in the
    // accent colour (measured: 0.5% of the strip; the board under it would be a quarter).
    let panel_wood = share(&picture, 1000..1280, 0..800, |pixel| {
        is_wood(pixel, &palette)
    });
    assert!(
        panel_wood < 0.03,
        "the board reaches under the panel: {:.1}% of it is wood",
        panel_wood * 100.0
    );
    std::fs::remove_dir_all(&dir).ok();
}
