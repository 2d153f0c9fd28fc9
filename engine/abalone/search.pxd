# Augments search.py when Cython compiles it: the C builtins behind `popcount` and `lowest`, and the
# module's integer constants as C ints (module globals would otherwise be Python objects looked up by name).
cdef extern from *:
    int __builtin_popcountll(unsigned long long) nogil
    int __builtin_ctzll(unsigned long long) nogil

cdef int OFF, STRIDE, MAX_PLY, MAX_MOVES, BROADSIDE_IDS, MOVE_IDS, WIN, INF, EXACT, LOWER, UPPER
cdef int TT_FIRST, EJECT_BAND, PUSH_BAND, KILLER0, KILLER1, HISTORY_CAP
