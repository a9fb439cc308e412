//! Memory for the solver's big tables (the transposition table and the endgame table): hundreds of megabytes read
//! at random, where with ordinary 4 KiB pages nearly every read also misses the processor's page cache (TLB).
//! On Linux the allocation is marked for transparent huge pages before it is first touched, which the kernel
//! honours when it is set to `madvise` or `always` (most distributions); elsewhere, or if the kernel declines, the
//! table is the same, only slower.

/// `len` values made by `make`, in memory asked to be backed by huge pages.
pub(crate) fn huge_vec<T>(len: usize, make: impl FnMut() -> T) -> Vec<T> {
    let mut values = Vec::with_capacity(len);
    advise_huge_pages(values.as_ptr(), len * std::mem::size_of::<T>());
    values.resize_with(len, make);
    values
}

#[cfg(target_os = "linux")]
fn advise_huge_pages<T>(start: *const T, bytes: usize) {
    // Smaller tables are left alone: huge pages are 2 MiB.
    const WORTH_IT: usize = 32 << 20;
    if bytes < WORTH_IT {
        return;
    }
    // madvise wants a page-aligned start: round in to the pages wholly inside the allocation.
    let page = 4096;
    let first = (start as usize).next_multiple_of(page);
    let end = (start as usize + bytes) / page * page;
    if end > first {
        // SAFETY: the range lies within an allocation this process owns and has not yet touched; MADV_HUGEPAGE
        // only changes how the kernel backs it, never its contents or validity, and a failure is harmless.
        unsafe {
            libc::madvise(first as *mut libc::c_void, end - first, libc::MADV_HUGEPAGE);
        }
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages<T>(_start: *const T, _bytes: usize) {}

/// Asks the processor to bring `value`'s cache line in without waiting for it: for reads at random places known a
/// little before they are made.
#[inline(always)]
pub(crate) fn prefetch<T>(value: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is only a hint; it never faults and changes no memory, and SSE is part of x86-64.
    unsafe {
        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
            (value as *const T).cast(),
        );
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = value;
}
