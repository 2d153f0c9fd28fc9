# Augments search.py when Cython compiles it: the C builtins behind `popcount` and `lowest`, and the
# module's integer constants as C ints (module globals would otherwise be Python objects looked up by name).
cdef extern from *:
    """
    /* popcnt where the target has it; elsewhere the bit-parallel count inline (libgcc's is a call) */
    #if defined(__POPCNT__) || !defined(__GNUC__)
    #define ludoteca_popcount(x) __builtin_popcountll(x)
    #else
    static inline int ludoteca_popcount(unsigned long long x) {
        x = x - ((x >> 1) & 0x5555555555555555ULL);
        x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
        x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
        return (int)((x * 0x0101010101010101ULL) >> 56);
    }
    #endif
    """
    int ludoteca_popcount(unsigned long long) nogil
    int __builtin_ctzll(unsigned long long) nogil

cdef int OFF, STRIDE, MAX_PLY, MAX_MOVES, BROADSIDE_IDS, MOVE_IDS, WIN, INF, EXACT, LOWER, UPPER
cdef int EJECT_BAND, PUSH_BAND, KILLER0, KILLER1, HISTORY_CAP
