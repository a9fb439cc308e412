//! The fault harness in its short form (`mancala faults` runs it in full): a real `mancala serve` process
//! killed outright again and again under bots playing ranked games, its SQLite file made unwritable under
//! it, strangers sending random bytes; nothing told is lost, no game is stuck, every rating is applied once.

use std::time::Duration;

use mancala::server::faults::{Failing, Plan, run};

#[test]
fn a_server_killed_again_and_again_and_starved_of_its_disk_loses_nothing() {
    let dir = std::env::temp_dir().join(format!("mancala-faults-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("server.db");
    let plan = Plan {
        program: env!("CARGO_BIN_EXE_mancala").into(),
        database: format!("sqlite://{}?mode=rwc", file.display()),
        games: 16,
        kills: 12,
        bots: 8,
        database_faults: 2,
        failing: Failing::Unwritable(file),
        noise: Duration::from_secs(2),
    };
    let report = run(plan).unwrap();
    assert_eq!(report.losses(), 0, "{report}");
    assert!(report.kills >= 12 && report.games >= 16, "{report}");
    assert!(
        report.sowings_checked > 0 && report.noise_messages > 0,
        "{report}"
    );
    // Where the file could be made immutable (root, on a file system with the flag), the server found its
    // disk unwritable and said so; play went on by itself afterwards (the games were finished).
    if report.database_faults > 0 {
        assert!(report.internal_refusals > 0, "{report}");
    }
    let _ = std::fs::remove_dir_all(dir);
}
