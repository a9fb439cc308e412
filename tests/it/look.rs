//! The look: every theme's text is readable on its ground, the colour-blind-safe stones stay apart under
//! simulated colour-vision deficiencies, the new settings persist and survive damage, the palette follows the
//! settings, and the gallery's check tells a board from a blank window.

use std::fs;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use mancala::app::board::art;
use mancala::app::data::settings::{Placement, Settings, Speed};
use mancala::app::data::storage::{SettingsFile, load, save};
use mancala::app::look::palette::{Palette, StoneColours, Theme};
use mancala::app::look::vision::{Deficiency, colour_difference, contrast_ratio, simulate};
use mancala::app::tools::board_check::looks_like_a_board;
use mancala::files::bad_path;

use crate::storage::folders;

/// Body text needs 4.5:1 (WCAG 2, level AA).
const READABLE: f32 = 4.5;
/// Two stones are told apart at a glance above this CIE 1976 difference.
const APART: f32 = 15.0;

fn every_palette() -> impl Iterator<Item = Palette> {
    Theme::ALL
        .into_iter()
        .flat_map(|theme| StoneColours::ALL.map(|stones| Palette::of(theme, stones)))
}

#[test]
fn every_theme_s_text_reads_at_four_and_a_half_to_one_on_its_ground() {
    for palette in every_palette() {
        for (what, text, ground) in palette.text_on_grounds() {
            let ratio = contrast_ratio(text, ground);
            assert!(ratio >= READABLE, "{what}: {ratio:.2}:1 in {palette:?}");
        }
    }
}

#[test]
fn the_contrast_ratio_runs_from_one_to_twenty_one() {
    assert!((contrast_ratio(Color::BLACK, Color::WHITE) - 21.0).abs() < 0.01);
    assert!((contrast_ratio(Color::WHITE, Color::WHITE) - 1.0).abs() < 1e-6);
    // WCAG's own example: #767676 on white is just above 4.5:1.
    let grey = Color::srgb_u8(0x76, 0x76, 0x76);
    let ratio = contrast_ratio(grey, Color::WHITE);
    assert!((4.5..4.6).contains(&ratio), "{ratio}");
}

/// The closest two colours of a set, as someone with `deficiency` (or full colour vision) sees them.
fn closest_pair(colours: &[Color], deficiency: Option<Deficiency>) -> (f32, usize, usize) {
    let seen: Vec<Color> = colours
        .iter()
        .map(|&c| deficiency.map_or(c, |d| simulate(c, d)))
        .collect();
    let mut closest = (f32::INFINITY, 0, 0);
    for i in 0..seen.len() {
        for j in i + 1..seen.len() {
            let difference = colour_difference(seen[i], seen[j]);
            if difference < closest.0 {
                closest = (difference, i, j);
            }
        }
    }
    closest
}

#[test]
fn the_colour_blind_stones_stay_apart_under_protanopia_deuteranopia_and_tritanopia() {
    let stones = StoneColours::ColourBlindSafe.colours();
    assert!(stones.len() >= 5, "enough colours to tell stones apart");
    for deficiency in [None]
        .into_iter()
        .chain(Deficiency::ALL.into_iter().map(Some))
    {
        let (difference, i, j) = closest_pair(stones, deficiency);
        assert!(
            difference >= APART,
            "stones {i} and {j} differ by only {difference:.1} under {deficiency:?}"
        );
    }
}

#[test]
fn the_jewel_stones_are_why_the_setting_exists_two_merge_under_protanopia() {
    let (difference, ..) =
        closest_pair(StoneColours::Jewels.colours(), Some(Deficiency::Protanopia));
    assert!(difference < APART, "{difference}");
}

#[test]
fn the_simulations_keep_greys_grey_and_merge_red_and_green_for_the_red_and_green_blind() {
    let grey = Color::srgb(0.5, 0.5, 0.5);
    for deficiency in Deficiency::ALL {
        assert!(colour_difference(grey, simulate(grey, deficiency)) < 1.5);
    }
    let (red, green) = (Color::srgb(0.8, 0.3, 0.2), Color::srgb(0.45, 0.55, 0.2));
    let normal = colour_difference(red, green);
    for deficiency in [Deficiency::Protanopia, Deficiency::Deuteranopia] {
        let seen = colour_difference(simulate(red, deficiency), simulate(green, deficiency));
        assert!(seen < normal / 2.0, "{deficiency:?}: {seen} vs {normal}");
    }
}

/// A settings file with every setting of the look away from its default.
fn chosen_look() -> SettingsFile {
    let settings = Settings {
        speed: Speed::Fast,
        muted: true,
        theme: Theme::HighContrast,
        stones: StoneColours::ColourBlindSafe,
        reduce_motion: true,
        relay_store_right: true,
        ui_scale: 150,
        panel_open: false,
        window: Some(Placement {
            width: 1024,
            height: 700,
            position: Some((40, 60)),
        }),
        coach_two_players: false,
        coach_vs_otto: true,
        desktop_notes: false,
    };
    SettingsFile {
        settings,
        ..SettingsFile::default()
    }
}

#[test]
fn the_look_the_text_size_and_the_window_persist() {
    let folders = folders("look-persist");
    let file = chosen_look();
    save(&folders, &file).unwrap();
    let (loaded, problem) = load::<SettingsFile>(&folders);
    assert_eq!(problem, None);
    assert_eq!(loaded, file);
    assert_ne!(
        loaded.settings,
        Settings::default(),
        "the sample differs from the defaults"
    );
}

#[test]
fn a_settings_file_from_before_the_look_keeps_its_settings_and_takes_the_new_defaults() {
    let folders = folders("look-older");
    fs::create_dir_all(&folders.config).unwrap();
    let older = "(version: 1, data: (settings: (speed: Slow, muted: true), language: Some(Spanish), \
                 setup: (opponent: Friend, first: South, pits: 6, seeds: 5)))";
    let path = folders.config.join("settings.ron");
    fs::write(&path, older).unwrap();
    let (loaded, problem) = load::<SettingsFile>(&folders);
    assert_eq!(problem, None, "an older file is not damaged");
    assert_eq!(loaded.settings.speed, Speed::Slow);
    assert!(loaded.settings.muted);
    assert_eq!(loaded.settings.theme, Theme::default());
    assert_eq!(loaded.settings.ui_scale, 100);
    assert!(loaded.settings.panel_open);
    assert_eq!(loaded.setup.seeds, 5);
}

#[test]
fn a_damaged_settings_file_gives_the_defaults_and_is_kept_aside() {
    let folders = folders("look-damaged");
    let file = chosen_look();
    save(&folders, &file).unwrap();
    let path = folders.config.join("settings.ron");
    let text = fs::read_to_string(&path).unwrap();
    for damage in [
        text.replace("HighContrast", "Sepia"),
        text.replace("ui_scale: 150", "ui_scale: -3"),
        text[..text.len() / 2].to_string(),
    ] {
        fs::write(&path, &damage).unwrap();
        let (loaded, problem) = load::<SettingsFile>(&folders);
        assert_eq!(loaded, SettingsFile::default(), "defaults for {damage}");
        let problem = problem.expect("the damage is reported");
        assert_eq!(problem.backup, bad_path(&path));
        assert_eq!(
            fs::read_to_string(&problem.backup).unwrap(),
            damage,
            "kept as it was"
        );
        assert!(!path.exists());
    }
}

#[test]
fn a_remembered_window_is_used_only_if_a_window_can_take_it() {
    let placement = |width, height| Placement {
        width,
        height,
        position: None,
    };
    assert_eq!(placement(1024, 700).usable(), Some(placement(1024, 700)));
    assert_eq!(
        placement(300, 200).usable(),
        Some(placement(800, 600)),
        "never smaller than the layout is made for"
    );
    assert_eq!(placement(4_000_000, 700).usable(), None);
}

#[test]
fn the_ui_scale_stays_in_its_range_whatever_the_file_says() {
    for (percent, factor) in [(100, 1.0), (150, 1.5), (10, 0.75), (900, 2.0)] {
        let settings = Settings {
            ui_scale: percent,
            ..Settings::default()
        };
        assert_eq!(settings.scale(), factor, "{percent}%");
    }
}

#[test]
fn the_palette_and_the_table_follow_the_settings() {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, mancala::app::plugin))
        .init_resource::<ClearColor>();
    app.update();
    assert_eq!(
        *app.world().resource::<Palette>(),
        Palette::of(Theme::Light, StoneColours::Jewels)
    );
    app.world_mut().resource_mut::<Settings>().theme = Theme::Dark;
    app.world_mut().resource_mut::<Settings>().stones = StoneColours::ColourBlindSafe;
    app.update();
    let dark = Palette::of(Theme::Dark, StoneColours::ColourBlindSafe);
    assert_eq!(*app.world().resource::<Palette>(), dark);
    assert_eq!(app.world().resource::<ClearColor>().0, dark.table);
}

/// The board's picture on its table, as the window shows it, in sRGB bytes: the board, and as much table
/// again round it.
fn board_on_table(palette: &Palette) -> Vec<[u8; 3]> {
    let board = art::board(Vec2::new(300.0, 100.0), 1.0, 12.0);
    let wood = palette.wood.to_linear();
    let table = palette.table.to_linear();
    let around = std::iter::repeat_n([0.0; 4], board.pixels.len());
    board
        .pixels
        .iter()
        .copied()
        .chain(around)
        .map(|[grain, _, _, alpha]| {
            let mix = |w: f32, t: f32| w * grain * alpha + t * (1.0 - alpha);
            let colour = Color::linear_rgb(
                mix(wood.red, table.red),
                mix(wood.green, table.green),
                mix(wood.blue, table.blue),
            );
            let [r, g, b, _] = colour.to_srgba().to_u8_array();
            [r, g, b]
        })
        .collect()
}

#[test]
fn the_gallery_s_check_knows_a_board_from_a_blank_window_and_from_another_theme() {
    for theme in Theme::ALL {
        let palette = Palette::of(theme, StoneColours::Jewels);
        let picture = board_on_table(&palette);
        assert_eq!(
            looks_like_a_board(picture.iter().copied(), &palette),
            Ok(()),
            "{theme:?}"
        );
        let [r, g, b, _] = palette.table.to_srgba().to_u8_array();
        let blank = vec![[r, g, b]; picture.len()];
        assert!(looks_like_a_board(blank.into_iter(), &palette).is_err());
    }
    let light = board_on_table(&Palette::of(Theme::Light, StoneColours::Jewels));
    let dark = Palette::of(Theme::Dark, StoneColours::Jewels);
    assert!(looks_like_a_board(light.into_iter(), &dark).is_err());
}

/// The icon files the desktop installs (`packaging/icons/`) are the game's own icon, drawn by the same art code
/// as the window's, at every packaged size. `MANCALA_BLESS_ICONS=1 cargo test --locked packaged_icons` draws
/// them again after a change to the art.
#[test]
fn the_packaged_icons_are_the_games_own() {
    use mancala::app::window::{PACKAGED_ICON_SIZES, icon_rgba};
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("packaging/icons");
    let bless = std::env::var_os("MANCALA_BLESS_ICONS").is_some();
    for size in PACKAGED_ICON_SIZES {
        let drawn = icon_rgba(size);
        let path = folder.join(format!("mancala-{size}.png"));
        if bless {
            image::RgbaImage::from_raw(size, size, drawn.clone())
                .expect("a whole picture")
                .save(&path)
                .unwrap();
        }
        let file = image::open(&path)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
            .into_rgba8();
        assert_eq!(file.dimensions(), (size, size), "{}", path.display());
        // The same arithmetic on another processor may round a channel differently, never by more than one step.
        let worst = file
            .as_raw()
            .iter()
            .zip(&drawn)
            .map(|(a, b)| a.abs_diff(*b))
            .max()
            .unwrap();
        assert!(
            worst <= 1,
            "{} differs from the art by {worst} in a channel: draw the icons again (see this test's doc)",
            path.display()
        );
        // Not a blank square: the board's wood fills its middle.
        let middle = file.get_pixel(size / 2, size / 2);
        assert_eq!(
            middle[3],
            255,
            "{}: the middle is not opaque",
            path.display()
        );
    }
}

/// The sizes of the Windows icon: what Explorer, the taskbar and the Start menu show, up to the largest an ICO holds.
const WINDOWS_ICON_SIZES: [u32; 6] = [16, 32, 48, 64, 128, 256];

/// The Windows icon (`packaging/windows/mancala.ico`, which build.rs compiles into the `.exe`) is the game's own
/// icon at every size Windows shows, each a PNG in the ICO (as Windows has read them since Vista).
/// `MANCALA_BLESS_ICONS=1 cargo test --locked windows_icon` writes it again after a change to the art.
#[test]
fn the_windows_icon_is_the_games_own() {
    use mancala::app::window::icon_rgba;
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("packaging/windows/mancala.ico");
    if std::env::var_os("MANCALA_BLESS_ICONS").is_some() {
        fs::write(&path, windows_icon(&WINDOWS_ICON_SIZES)).unwrap();
    }
    let bytes = fs::read(&path).unwrap();
    let word = |at: usize| u16::from_le_bytes([bytes[at], bytes[at + 1]]);
    let long = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap()) as usize;
    assert_eq!((word(0), word(2)), (0, 1), "not an icon file");
    let mut sizes = Vec::new();
    for entry in (0..usize::from(word(4))).map(|index| 6 + 16 * index) {
        let side = if bytes[entry] == 0 {
            256
        } else {
            u32::from(bytes[entry])
        };
        let (length, offset) = (long(entry + 8), long(entry + 12));
        let picture = image::load_from_memory_with_format(
            &bytes[offset..offset + length],
            image::ImageFormat::Png,
        )
        .unwrap_or_else(|e| panic!("the {side}-pixel icon is not a PNG: {e}"))
        .into_rgba8();
        assert_eq!(picture.dimensions(), (side, side));
        let worst = picture
            .as_raw()
            .iter()
            .zip(&icon_rgba(side))
            .map(|(a, b)| a.abs_diff(*b))
            .max()
            .unwrap();
        assert!(
            worst <= 1,
            "the {side}-pixel icon differs from the art by {worst}: write it again (see above)"
        );
        sizes.push(side);
    }
    assert_eq!(sizes, WINDOWS_ICON_SIZES);
}

/// An ICO file of the game's icon at `sizes`: its header, a directory entry for each size (32 bits a pixel), and
/// each picture as a PNG.
fn windows_icon(sizes: &[u32]) -> Vec<u8> {
    use mancala::app::window::icon_rgba;
    let pictures: Vec<Vec<u8>> = sizes
        .iter()
        .map(|&size| {
            let mut png = std::io::Cursor::new(Vec::new());
            image::RgbaImage::from_raw(size, size, icon_rgba(size))
                .expect("a whole picture")
                .write_to(&mut png, image::ImageFormat::Png)
                .unwrap();
            png.into_inner()
        })
        .collect();
    let count = u16::try_from(sizes.len()).unwrap();
    let mut file = [0u16, 1, count]
        .iter()
        .flat_map(|word| word.to_le_bytes())
        .collect::<Vec<u8>>();
    let mut offset = 6 + 16 * sizes.len();
    for (&size, picture) in sizes.iter().zip(&pictures) {
        // A side of 256 is written 0: the byte holds up to 255.
        let side = u8::try_from(size).unwrap_or(0);
        file.extend([side, side, 0, 0]);
        file.extend(1u16.to_le_bytes());
        file.extend(32u16.to_le_bytes());
        file.extend(u32::try_from(picture.len()).unwrap().to_le_bytes());
        file.extend(u32::try_from(offset).unwrap().to_le_bytes());
        offset += picture.len();
    }
    for picture in pictures {
        file.extend(picture);
    }
    file
}
