//! The browser game's site, served at `/` when `mancala serve --site DIR` names the folder the web build wrote:
//! its files as they are, or the Brotli or gzip copy beside one (`NAME.br`, `NAME.gz`) when the browser takes
//! it. A friend link, `/join/CODE`, opens the same page, which joins the game the code names. The headers keep the
//! page to itself: a Content-Security-Policy that lets in only the site's own scripts and WebAssembly and
//! WebSockets to game servers, cross-origin isolation, no referrer (a friend link's code stays out of other
//! sites' logs). A file whose name carries its content's hash (`mancala.0123456789abcdef.wasm`) is cached for a
//! year; every other file, the page first, is asked again each time (a 304 while it is unchanged), so a new
//! build reaches every player at their next visit.

use std::path::{Path, PathBuf};

use axum::Router;
use axum::extract::Request;
use axum::http::{HeaderName, HeaderValue, header};
use axum::middleware::{self, Next};
use axum::response::Response;
use mancala_protocol::address::JOIN_PATH;
use tower_http::services::{ServeDir, ServeFile};

/// The page every way into the game opens.
pub const PAGE: &str = "index.html";

/// Why a folder is not a site to serve.
#[derive(Debug, thiserror::Error)]
pub enum SiteError {
    #[error(
        "{0} is not a folder of the browser game: it has no index.html (the web build writes one)"
    )]
    NoPage(PathBuf),
}

/// The headers every answer of the site carries.
const HEADERS: [(HeaderName, &str); 6] = [
    (
        header::CONTENT_SECURITY_POLICY,
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; \
         img-src 'self' data: blob:; connect-src 'self' ws: wss:; worker-src 'self'; object-src 'none'; \
         base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    ),
    (
        HeaderName::from_static("cross-origin-opener-policy"),
        "same-origin",
    ),
    (
        HeaderName::from_static("cross-origin-embedder-policy"),
        "require-corp",
    ),
    (
        HeaderName::from_static("cross-origin-resource-policy"),
        "same-origin",
    ),
    (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
    (header::REFERRER_POLICY, "no-referrer"),
];

/// A year: what a file named by its content's hash may be kept for (it never changes under that name).
const KEEP_HASHED: &str = "public, max-age=31536000, immutable";
/// Everything else is asked again each time, and answered with 304 while unchanged.
const ASK_AGAIN: &str = "no-cache";

/// The site's routes over `folder`: its files, and the page for `/` and every friend link.
pub fn routes(folder: &Path) -> Result<Router, SiteError> {
    let page = folder.join(PAGE);
    if !page.is_file() {
        return Err(SiteError::NoPage(folder.to_path_buf()));
    }
    let page = ServeFile::new(page).precompressed_br().precompressed_gzip();
    let files = ServeDir::new(folder)
        .precompressed_br()
        .precompressed_gzip()
        .append_index_html_on_directories(true);
    Ok(Router::new()
        .route_service(&format!("{JOIN_PATH}{{code}}"), page)
        .fallback_service(files)
        .layer(middleware::from_fn(headers)))
}

async fn headers(request: Request, next: Next) -> Response {
    let cache = match named_by_hash(request.uri().path()) {
        true => KEEP_HASHED,
        false => ASK_AGAIN,
    };
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    // The same path answers with a Brotli, a gzip or a plain body by the browser's Accept-Encoding (tower-http
    // does not say so): a cache between must keep them apart.
    headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    for (name, value) in HEADERS {
        headers.insert(name, HeaderValue::from_static(value));
    }
    response
}

/// Whether the file a path names carries its content's hash: a part of its name, between dots, of 16 hex digits.
pub fn named_by_hash(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or_default();
    let mut parts = name.split('.');
    // The first part is the name itself, never the hash.
    parts.next();
    parts.any(|part| part.len() == 16 && part.bytes().all(|b| b.is_ascii_hexdigit()))
}

#[cfg(test)]
mod tests {
    use super::named_by_hash;

    #[test]
    fn a_name_with_its_hash_is_told_from_one_without() {
        assert!(named_by_hash("/mancala.0123456789abcdef.wasm"));
        assert!(named_by_hash("/mancala.0123456789ABCDEF.js"));
        assert!(!named_by_hash("/index.html"));
        assert!(!named_by_hash("/mancala.js"));
        assert!(!named_by_hash("/0123456789abcdef.js"), "the name itself");
        assert!(!named_by_hash("/mancala.0123456789abcde.js"), "15 digits");
        assert!(!named_by_hash("/mancala.0123456789abcdeg.js"), "not hex");
        assert!(!named_by_hash("/join/0123456789abcdef"));
    }
}
