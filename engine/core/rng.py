"""Seeded randomness carried inside the state.

A state holds one integer (the generator's position). Functions here take that integer and
return the drawn value together with the next integer, so the same seed and the same actions
always give the same game on every Python version and platform (we do not depend on
``random.Random``'s algorithm). The generator is SplitMix64.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from engine.core.errors import BouquetError

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
MAX_SEED = (1 << 40) - 1
"""Seeds fit in 40 bits so that a challenge code stays eight characters long."""

_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"  # no 0/O, 1/I: easy to read aloud

T = TypeVar("T")


def next_u64(position: int) -> tuple[int, int]:
    """One 64-bit draw; returns (value, next position)."""
    position = (position + _GOLDEN) & _MASK
    z = position
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31), position


def below(position: int, bound: int) -> tuple[int, int]:
    """A uniform integer in ``range(bound)`` (rejection sampling, so no modulo bias)."""
    if bound <= 0:
        raise ValueError("bound must be positive")
    limit = (1 << 64) - ((1 << 64) % bound)
    while True:
        value, position = next_u64(position)
        if value < limit:
            return value % bound, position


def shuffled(position: int, items: Sequence[T]) -> tuple[tuple[T, ...], int]:
    """A Fisher-Yates shuffle of ``items``; returns (shuffled tuple, next position)."""
    pool = list(items)
    for index in range(len(pool) - 1, 0, -1):
        pick, position = below(position, index + 1)
        pool[index], pool[pick] = pool[pick], pool[index]
    return tuple(pool), position


def seed_to_code(seed: int) -> str:
    """The challenge code a player can copy and type in to replay the same deal."""
    if not 0 <= seed <= MAX_SEED:
        raise BouquetError(f"seed must be between 0 and {MAX_SEED}")
    chars = []
    for _ in range(CODE_LENGTH):
        chars.append(_CODE_ALPHABET[seed & 31])
        seed >>= 5
    return "".join(reversed(chars))


CODE_LENGTH = 8


def _clean_code(code: str) -> str:
    return code.strip().upper().replace("-", "").replace(" ", "")


def unusable_code_characters(code: str) -> list[str]:
    """The characters of a typed code that no challenge code holds (after the clean-up
    :func:`code_to_seed` does), each once in the order typed; empty unless the code has the
    length of a code (a code of the wrong length is refused for its length first)."""
    cleaned = _clean_code(code)
    if len(cleaned) != CODE_LENGTH:
        return []
    return list(dict.fromkeys(char for char in cleaned if char not in _CODE_ALPHABET))


def code_to_seed(code: str) -> int:
    """Inverse of :func:`seed_to_code`; accepts lower case, spaces and dashes."""
    cleaned = _clean_code(code)
    if len(cleaned) != CODE_LENGTH or any(char not in _CODE_ALPHABET for char in cleaned):
        raise BouquetError(
            f"{code!r} is not a challenge code: it has 8 characters from {_CODE_ALPHABET}"
        )
    seed = 0
    for char in cleaned:
        seed = seed * 32 + _CODE_ALPHABET.index(char)
    return seed
