"""Keep ``None``, ``True`` and ``False`` alive under PySide6 builds that drop their references.

Measured here with PySide6 6.12.0 on CPython 3.11: every call of a Qt method that returns
nothing (``setPos``, ``update``, ``setText``...) drops one reference to ``None`` without having
taken it. From Python 3.12 ``None`` is immortal and nothing happens, but on 3.11 a few thousand
such calls bring its count to zero and the interpreter aborts ("none_dealloc: deallocating
None"). Giving ``None`` a huge reference count makes it effectively immortal, as on 3.12.
"""

from __future__ import annotations

import ctypes
import sys

_PINNED = 1 << 60


def pin_none() -> None:
    """Make ``None`` effectively immortal on CPython < 3.12 (idempotent, no-op elsewhere)."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    for singleton in (None, True, False):
        count = ctypes.c_ssize_t.from_address(id(singleton))
        if count.value < _PINNED // 2:
            count.value += _PINNED


pin_none()
