//! The Windows build's resources: the icon Explorer, the taskbar and the Start menu show, and the version and
//! names its Properties show, from this package's Cargo.toml. Nothing for any other target.

fn main() {
    println!("cargo:rerun-if-changed=packaging/windows/mancala.ico");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    let mut resource = winresource::WindowsResource::new();
    resource
        .set_icon("packaging/windows/mancala.ico")
        .set("ProductName", "Mancala")
        .set("FileDescription", "Mancala")
        .set("InternalName", "mancala")
        .set("OriginalFilename", "mancala.exe")
        .set("CompanyName", "The Mancala developers")
        .set(
            "LegalCopyright",
            "The Mancala developers; MIT OR Apache-2.0",
        );
    if let Err(error) = resource.compile() {
        // Without windres the build has no icon; that is a broken release, not a warning.
        panic!(
            "the Windows resources did not compile (is mingw-w64's windres installed?): {error}"
        );
    }
}
