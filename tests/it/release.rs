//! What the release command (`packaging/release.sh`) refuses to build without, and what its artifacts must agree
//! on, checked on every test run: the build itself is checked in `.ci/run` and by the command.

use std::path::Path;

fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap()
}

/// The version in Cargo.toml has its CHANGELOG section and its AppStream release, the newest of the metainfo's.
#[test]
fn the_version_has_its_changes_and_release_notes() {
    let version = env!("CARGO_PKG_VERSION");
    let changelog = read("CHANGELOG.md");
    let heading = format!("\n## {version} (");
    let at = changelog
        .find(&heading)
        .unwrap_or_else(|| panic!("CHANGELOG.md has no section '## {version} (DATE)'"));
    let section = &changelog[at + heading.len()..];
    let section = &section[..section.find("\n## ").unwrap_or(section.len())];
    assert!(
        section.contains("\n- "),
        "the CHANGELOG's section of {version} says nothing"
    );
    let metainfo = read("packaging/io.github.mancala_game.Mancala.metainfo.xml");
    let newest = metainfo
        .split("<release ")
        .nth(1)
        .expect("the metainfo lists no release");
    assert!(
        newest.starts_with(&format!("version=\"{version}\"")),
        "the metainfo's newest release is not {version}: {}",
        &newest[..newest.find('>').unwrap()]
    );
    let notes = &newest[..newest.find("</release>").unwrap()];
    assert!(
        notes.contains("<description>"),
        "the release {version} has no notes"
    );
    // The date of the two is the same day.
    let date = &section[..section.find(')').unwrap()];
    assert!(
        newest.contains(&format!("date=\"{date}\"")),
        "the metainfo's date of {version} is not {date}"
    );
}

/// The lines the Windows installer opens in the game are the ones the Linux desktop entry registers, and each is
/// a line the game joins a game by.
#[test]
fn the_installer_and_the_desktop_entry_open_the_same_lines() {
    let installer = read("packaging/windows/installer.nsi");
    let mut registered: Vec<&str> = installer
        .lines()
        .filter_map(|line| line.trim().strip_prefix("!insertmacro REGISTER_LINE \""))
        .map(|rest| rest.trim_end_matches('"'))
        .collect();
    let entry = read("packaging/io.github.mancala_game.Mancala.desktop");
    let mime = entry
        .lines()
        .find_map(|line| line.strip_prefix("MimeType="))
        .expect("the desktop entry registers no lines");
    let mut handled: Vec<&str> = mime
        .split(';')
        .filter_map(|kind| kind.strip_prefix("x-scheme-handler/"))
        .collect();
    registered.sort_unstable();
    handled.sort_unstable();
    assert_eq!(registered, handled);
    assert_eq!(registered, ["mancala", "mancalas"]);
    for scheme in registered {
        let line = format!("{scheme}://mancala.example:7878/ABCD");
        let address = mancala::protocol::address::Address::parse(&line).unwrap();
        assert_eq!(address.code.as_deref(), Some("ABCD"), "{line}");
    }
    assert!(
        entry.contains("\nExec=mancala %u\n"),
        "the desktop entry does not pass the line to the game"
    );
}
