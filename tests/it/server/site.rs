//! The browser game's site (`mancala serve --site DIR`), asked over real HTTP on 127.0.0.1: the page at `/` and
//! at a friend link's `/join/CODE`, a file named by its hash kept for a year and the page asked again, the Brotli
//! or gzip copy the browser takes, the headers that keep the page to itself, nothing outside the folder, and a
//! welcome that says the site is there; a folder without its page is refused at start.

use std::net::SocketAddr;

use tokio::io::{AsyncReadExt, AsyncWriteExt};

use super::*;

/// An HTTP answer as it came over the wire.
struct Answer {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Answer {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(key, _)| key.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }
}

/// `GET path` with `more` header lines, over a connection of its own.
async fn get(address: SocketAddr, path: &str, more: &[&str]) -> Answer {
    let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
    let mut request = format!("GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n");
    for line in more {
        request.push_str(line);
        request.push_str("\r\n");
    }
    request.push_str("\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut bytes = Vec::new();
    tokio::time::timeout(Duration::from_secs(5), stream.read_to_end(&mut bytes))
        .await
        .expect("an answer within 5 s")
        .unwrap();
    let split = bytes
        .windows(4)
        .position(|window| window == b"\r\n\r\n")
        .expect("a head");
    let head = String::from_utf8(bytes[..split].to_vec()).unwrap();
    let mut lines = head.lines();
    let status = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(key, value)| (key.trim().to_string(), value.trim().to_string()))
        .collect();
    Answer {
        status,
        headers,
        body: bytes[split + 4..].to_vec(),
    }
}

const PAGE: &str =
    "<!doctype html><title>Mancala</title><script type=module src=start.js></script>";
const WASM: &str = "mancala.0123456789abcdef.wasm";

/// A site's folder as the web build writes one (with stand-ins for the compressed copies), and a file beside it
/// that must never be served.
fn site_folder(name: &str) -> PathBuf {
    let (_, dir) = sqlite(name);
    let site = dir.join("site");
    std::fs::create_dir_all(&site).unwrap();
    std::fs::write(site.join("index.html"), PAGE).unwrap();
    std::fs::write(site.join("index.html.br"), "the page, by Brotli").unwrap();
    std::fs::write(site.join(WASM), b"\0asm\x01\0\0\0").unwrap();
    std::fs::write(site.join(format!("{WASM}.gz")), "the game, by gzip").unwrap();
    std::fs::write(dir.join("secret.txt"), "not the site's").unwrap();
    site
}

async fn site_server(name: &str) -> Running {
    let (database, _) = sqlite(name);
    start(
        Config {
            listen: "127.0.0.1:0".parse().unwrap(),
            database,
            limits: ServerLimits::default(),
            tls: None,
            reach: Reach::Public,
            trusted_proxies: Vec::new(),
            schedule: Vec::new(),
            site: Some(site_folder(name)),
        },
        Clock::real(),
    )
    .await
    .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_and_a_friend_link_open_the_game_with_headers_that_keep_it_to_itself() {
    let running = site_server("site-page").await;
    for path in ["/", "/join/ABCDE12345"] {
        let answer = get(running.address, path, &[]).await;
        assert_eq!(answer.status, 200, "{path}");
        assert_eq!(answer.body, PAGE.as_bytes(), "{path}");
        assert!(
            answer
                .header("content-type")
                .unwrap()
                .starts_with("text/html")
        );
        assert_eq!(answer.header("cache-control"), Some("no-cache"), "{path}");
        let policy = answer.header("content-security-policy").unwrap();
        for part in [
            "default-src 'self'",
            "'wasm-unsafe-eval'",
            "connect-src 'self' ws: wss:",
        ] {
            assert!(policy.contains(part), "{policy}");
        }
        assert!(!policy.contains("'unsafe-eval'"), "{policy}");
        assert_eq!(
            answer.header("cross-origin-opener-policy"),
            Some("same-origin")
        );
        assert_eq!(
            answer.header("cross-origin-embedder-policy"),
            Some("require-corp")
        );
        assert_eq!(answer.header("referrer-policy"), Some("no-referrer"));
        assert_eq!(answer.header("x-content-type-options"), Some("nosniff"));
    }
    // Asked again, the page is answered with 304 while it is unchanged.
    let first = get(running.address, "/", &[]).await;
    let modified = first
        .header("last-modified")
        .expect("a date to ask again by");
    let again = get(
        running.address,
        "/",
        &[&format!("If-Modified-Since: {modified}")],
    )
    .await;
    assert_eq!(again.status, 304);
    assert!(again.body.is_empty());
    // The Brotli copy for a browser that takes it.
    let brotli = get(running.address, "/", &["Accept-Encoding: gzip, br"]).await;
    assert_eq!(brotli.header("content-encoding"), Some("br"));
    assert_eq!(brotli.body, b"the page, by Brotli");
    assert!(
        brotli
            .header("vary")
            .unwrap()
            .to_ascii_lowercase()
            .contains("accept-encoding")
    );
    running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_file_named_by_its_hash_is_kept_a_year_and_nothing_outside_the_folder_is_served() {
    let running = site_server("site-files").await;
    let path = format!("/{WASM}");
    let plain = get(running.address, &path, &[]).await;
    assert_eq!(plain.status, 200);
    assert_eq!(plain.header("content-type"), Some("application/wasm"));
    assert_eq!(
        plain.header("cache-control"),
        Some("public, max-age=31536000, immutable")
    );
    assert_eq!(plain.body, b"\0asm\x01\0\0\0");
    assert_eq!(plain.header("content-encoding"), None);
    let gzip = get(running.address, &path, &["Accept-Encoding: gzip"]).await;
    assert_eq!(gzip.header("content-encoding"), Some("gzip"));
    assert_eq!(gzip.body, b"the game, by gzip");
    for outside in [
        "/../secret.txt",
        "/%2e%2e/secret.txt",
        "/..%2fsecret.txt",
        "/missing.js",
    ] {
        let answer = get(running.address, outside, &[]).await;
        assert_eq!(answer.status, 404, "{outside}");
        assert!(!String::from_utf8_lossy(&answer.body).contains("not the site's"));
    }
    // The server's own routes are untouched by the site.
    let health = get(running.address, "/healthz", &[]).await;
    assert_eq!((health.status, health.body.as_slice()), (200, &b"ok\n"[..]));
    assert_eq!(health.header("content-security-policy"), None);
    running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_welcome_says_the_site_is_there_for_the_friend_links() {
    let running = site_server("site-welcome").await;
    let mut client = Client::connect(&running).await;
    client
        .send(&Request::Hello {
            version: mancala::server::protocol::VERSION,
            token: None,
            name: Some(unique("Ada")),
        })
        .await;
    match client.recv().await {
        Reply::Welcome { site, .. } => assert!(site),
        other => panic!("{other:?}"),
    }
    running.stop().await;
}

#[tokio::test]
async fn a_folder_without_its_page_is_refused_at_start() {
    let (database, dir) = sqlite("site-empty");
    let error = start(
        Config {
            listen: "127.0.0.1:0".parse().unwrap(),
            database,
            limits: ServerLimits::default(),
            tls: None,
            reach: Reach::Public,
            trusted_proxies: Vec::new(),
            schedule: Vec::new(),
            site: Some(dir.clone()),
        },
        Clock::real(),
    )
    .await
    .err()
    .expect("no server over a folder without index.html");
    assert!(error.to_string().contains("index.html"), "{error}");
}
