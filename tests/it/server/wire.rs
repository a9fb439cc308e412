//! What crosses the wire and the log: the decoder takes any text and reads every request back as itself, a
//! refused request leaves a table as it was, TLS when given a certificate and nothing else then, and a
//! database's password never in the log.

use super::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Random bytes never make the decoder panic, and what it takes is a request that reads back the same.
    #[test]
    fn the_decoder_takes_any_text(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(request) = decode(&text) {
            let again = serde_json::to_string(&request).unwrap();
            prop_assert_eq!(decode(&again).ok(), Some(request));
        }
    }

    /// Well-formed requests of every kind, with random fields, read back as themselves.
    #[test]
    fn every_request_reads_back_as_itself(ply in 0u32..500, pit in 0u8..20, ranked in any::<bool>(), at in 0usize..7) {
        let control = Control::ALL[at];
        for request in [
            Request::Play { game: GameId::random(), ply, pit },
            Request::Seek { ranked, control, rules: "oware".into() },
            Request::Create { rules: "kalah".into(), pits: Some(pit), seeds: Some(pit), control, pie: ranked },
            Request::Swap { game: GameId::random(), ply },
            Request::Profile { player: None },
            Request::Resign { game: GameId::random() },
            Request::Resume { game: GameId::random() },
        ] {
            let text = serde_json::to_string(&request).unwrap();
            prop_assert_eq!(decode(&text).ok(), Some(request));
        }
    }

    /// Random well-formed moves and offers from either player or a stranger: a refused one leaves the table as
    /// it was, an accepted one keeps it a legal game.
    #[test]
    fn a_refused_request_changes_nothing(
        actions in proptest::collection::vec((0u8..3, 0u8..6, 0u32..40, 0u8..9, 0i64..40_000), 1..80)
    ) {
        let mut table = Table::new(GameId::random(), Position::standard(), Control::Blitz, false);
        table.pie = true;
        let players = [PlayerId::random(), PlayerId::random(), PlayerId::random()];
        table.seats = BySide::new(Some(seat(players[0])), Some(seat(players[1])));
        let mut now = 0;
        for (who, what, ply, pit, wait) in actions {
            now += wait;
            let player = players[usize::from(who)];
            let before = table.clone();
            let result = match what {
                0 | 1 => table.play(player, ply, pit, now).map(|_| ()),
                2 => table.offer_draw(player, now).map(|_| ()),
                3 => table.accept_draw(player, now).map(|_| ()),
                // The pie rule's swap, mostly at the wrong ply or by the wrong player.
                4 => table.take_the_other_side(player, ply % 4, now).map(|_| ()),
                _ => table.resign(player, now).map(|_| ()),
            };
            if result.is_err() && table.finish == before.finish {
                prop_assert_eq!(&table, &before);
            }
            // A swap only where the rule offers it, between the game's two players.
            if let Some(after) = table.swap {
                prop_assert!(mancala::engine::fair::swap_offered(&table.start(), &table.moves()[..after]));
                prop_assert_eq!(table.players().map(|p| p.unwrap()).swapped(), BySide::new(players[0], players[1]));
            }
            prop_assert_eq!(table.line.boards().len(), table.moves().len() + 1);
        }
    }
}

#[test]
fn the_log_never_shows_a_database_password() {
    use mancala::server::redact;
    assert_eq!(
        redact("postgres://mancala:s3cret@db.example:5432/games"),
        "postgres://mancala:***@db.example:5432/games"
    );
    assert_eq!(
        redact("sqlite:///var/lib/mancala/server.db?mode=rwc"),
        "sqlite:///var/lib/mancala/server.db?mode=rwc"
    );
    // A password can come as a query parameter too.
    let redacted = redact("postgres://db.example/games?user=m&password=s3cret&sslpassword=k3y");
    assert!(
        !redacted.contains("s3cret") && !redacted.contains("k3y"),
        "{redacted}"
    );
    assert!(redacted.contains("user=m"), "{redacted}");
    assert!(!redact("not a url s3cret").contains("s3cret"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn given_a_certificate_the_server_speaks_tls_and_nothing_else() {
    let (database, dir) = sqlite("tls");
    let made = rcgen::generate_simple_self_signed(vec!["localhost".to_string()]).unwrap();
    let (cert, key) = (dir.join("cert.pem"), dir.join("key.pem"));
    std::fs::write(&cert, made.cert.pem()).unwrap();
    std::fs::write(&key, made.signing_key.serialize_pem()).unwrap();
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = start(
        Config {
            listen: "127.0.0.1:0".parse().unwrap(),
            database,
            limits: ServerLimits::default(),
            tls: Some((cert.clone(), key.clone())),
            reach: Reach::Public,
            trusted_proxies: Vec::new(),
            schedule: Vec::new(),
            site: None,
        },
        Clock::Manual(now),
    )
    .await
    .unwrap();
    let port = running.address.port();
    // A client that trusts this certificate alone.
    let mut roots = rustls::RootCertStore::empty();
    roots.add(made.cert.der().clone()).unwrap();
    let client = rustls::ClientConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .unwrap()
    .with_root_certificates(roots)
    .with_no_client_auth();
    let (socket, _) = tokio_tungstenite::connect_async_tls_with_config(
        format!("wss://localhost:{port}/v1/ws"),
        None,
        false,
        Some(tokio_tungstenite::Connector::Rustls(Arc::new(client))),
    )
    .await
    .expect("a TLS connection with the server's certificate");
    let mut over_tls = Client { socket };
    over_tls
        .send(&Request::Hello {
            version: 1,
            token: None,
            name: Some("Ada".into()),
        })
        .await;
    assert!(matches!(over_tls.recv().await, Reply::Welcome { .. }));
    // Plain text gets no WebSocket from it.
    let plain = tokio::time::timeout(
        Duration::from_secs(5),
        tokio_tungstenite::connect_async(format!("ws://127.0.0.1:{port}/v1/ws")),
    )
    .await;
    assert!(!matches!(plain, Ok(Ok(_))), "a plain connection is refused");
    // A key that is not a key is said so at start.
    std::fs::write(&key, "not a key").unwrap();
    let refused = start(
        Config {
            listen: "127.0.0.1:0".parse().unwrap(),
            database: sqlite("tls-bad").0,
            limits: ServerLimits::default(),
            tls: Some((cert, key)),
            reach: Reach::Public,
            trusted_proxies: Vec::new(),
            schedule: Vec::new(),
            site: None,
        },
        Clock::real(),
    )
    .await;
    assert!(refused.is_err_and(|why| why.to_string().contains("key")));
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}
