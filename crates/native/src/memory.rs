//! Memory given back to the system once a search's tables are let go.
//!
//! A search's transposition table is one large block, which the allocator maps and unmaps on its own; what stays
//! behind is the heap's small blocks, spread over the allocator's per-thread arenas by the searches' threads, and
//! glibc keeps an arena's freed pages until asked. Asking costs a walk over the arenas, so it is done on a thread
//! of its own, never in a frame.

/// Returns the heap's free pages to the system, in the background (glibc's `malloc_trim`; elsewhere the allocator
/// gives them back by itself, and this does nothing).
pub fn give_back() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    std::thread::spawn(|| {
        // SAFETY: malloc_trim only returns the allocator's free pages; it touches no memory in use.
        unsafe {
            libc::malloc_trim(0);
        }
    });
}
