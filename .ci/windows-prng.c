/* A stand-in for bcryptprimitives.dll, which Wine 8 lacks and Rust's std (1.78 and later)
 * imports on Windows for ProcessPrng: it fills the buffer from RtlGenRandom
 * (SystemFunction036 in advapi32). Built by .ci/windows into the Wine prefix only. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG n = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, n))
            return FALSE;
        data += n;
        length -= n;
    }
    return TRUE;
}
