/* ProcessPrng for a Wine that lacks it (Debian 12's Wine 8.0), for the Windows build's tests only: Rust's std
 * takes its random numbers from bcryptprimitives.dll's ProcessPrng, which every Windows 10 and 11 has and Wine
 * has had since 9.0. Here it is RtlGenRandom (advapi32's SystemFunction036), which Wine has always had.
 * packaging/windows/check.sh builds it with mingw-w64 into the test's own Wine prefix when Wine has none. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG part = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, part)) {
            return FALSE;
        }
        data += part;
        length -= part;
    }
    return TRUE;
}
