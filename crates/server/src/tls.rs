//! TLS for the server when it is given a certificate and a key (PEM files): rustls with the ring provider. The
//! handshakes themselves run in the listener (`listener.rs`), each with a time limit and a bounded number at
//! once, so a slow or silent client cannot hold up the others or fill the server.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use tokio_rustls::TlsAcceptor;

/// Why a certificate and key make no TLS configuration.
#[derive(Debug, thiserror::Error)]
pub enum TlsError {
    #[error("cannot read the certificate {path}: {error}")]
    Certificate {
        path: PathBuf,
        error: rustls::pki_types::pem::Error,
    },
    #[error("cannot read the key {path}: {error}")]
    Key {
        path: PathBuf,
        error: rustls::pki_types::pem::Error,
    },
    #[error("the certificate and the key do not make a TLS configuration: {0}")]
    Config(#[from] rustls::Error),
}

/// The TLS configuration from a certificate chain and its private key, or why they cannot be used.
pub fn acceptor(cert: &Path, key: &Path) -> Result<TlsAcceptor, TlsError> {
    let chain = CertificateDer::pem_file_iter(cert)
        .and_then(|certs| certs.collect::<Result<Vec<_>, _>>())
        .map_err(|error| TlsError::Certificate {
            path: cert.to_path_buf(),
            error,
        })?;
    let key = PrivateKeyDer::from_pem_file(key).map_err(|error| TlsError::Key {
        path: key.to_path_buf(),
        error,
    })?;
    let config = rustls::ServerConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()?
    .with_no_client_auth()
    .with_single_cert(chain, key)?;
    Ok(TlsAcceptor::from(Arc::new(config)))
}
