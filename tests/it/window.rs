//! The real window: the game runs under X (Xvfb when there is no display), plays a few moves as clicks would,
//! saves a screenshot of itself and exits. The picture must show a board, not an empty window.

use std::path::Path;
use std::process::Command;

use image::{Rgb, RgbImage};

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

fn near(pixel: &Rgb<u8>, colour: [u8; 3], tolerance: i32) -> bool {
    pixel
        .0
        .iter()
        .zip(colour)
        .all(|(&a, b)| (i32::from(a) - i32::from(b)).abs() <= tolerance)
}

/// The share of the picture's pixels that pass `test`.
fn share(picture: &RgbImage, test: impl Fn(&Rgb<u8>) -> bool) -> f64 {
    picture.pixels().filter(|p| test(p)).count() as f64
        / f64::from(picture.width() * picture.height())
}

#[test]
fn the_window_shows_a_board_with_stones_and_a_panel() {
    let dir = std::env::temp_dir().join(format!("mancala-window-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("board.png");
    // Two moves through the same intents as clicks; the computer answers in between.
    let picture = screenshot(&["--opponent", "medium", "--moves", "3 1"], &file);
    assert_eq!((picture.width(), picture.height()), (1280, 800));

    let wood = share(&picture, |p| near(p, [140, 92, 51], 12));
    let hollows = share(&picture, |p| {
        near(p, [92, 56, 31], 14) || near(p, [120, 77, 38], 10)
    });
    // Pebble blue-grey stones: bluer than they are red.
    let stones = share(&picture, |p| {
        i32::from(p.0[2]) > i32::from(p.0[0]) + 15 && p.0[2] > 130
    });
    let table = share(&picture, |p| near(p, [33, 41, 51], 10));
    // Measured on a 1280x800 window: wood 9.1%, pits 5.9%, stones 0.84%, table 53%. About half of each must
    // show; an empty or black window has none of them.
    assert!(
        wood > 0.045,
        "board wood covers {:.1}% of the window",
        wood * 100.0
    );
    assert!(hollows > 0.03, "pits cover {:.1}%", hollows * 100.0);
    assert!(stones > 0.004, "stones cover {:.2}%", stones * 100.0);
    assert!(
        table > 0.25,
        "the table around the board covers {:.1}%",
        table * 100.0
    );

    // The board sits left of the panel: the panel's strip holds no wood.
    let panel_wood = (1000..1280)
        .flat_map(|x| (0..800).map(move |y| (x, y)))
        .filter(|&(x, y)| near(picture.get_pixel(x, y), [140, 92, 51], 12))
        .count();
    assert_eq!(panel_wood, 0, "the board reaches under the panel");
    std::fs::remove_dir_all(&dir).ok();
}
