"""A clock for the press guards that runs slower than the timers: a timer waiting for a
guard then fires before the guard is over, as Qt's default (coarse) timer may."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer


class SlowGuardClock:
    """The guards' clock, running at half the timers' pace: a timer then fires before the
    guard it waits for is over, as Qt's default (coarse) timer may, up to 5% early."""

    def __init__(self) -> None:
        self._clock = QElapsedTimer()

    def start(self) -> None:
        self._clock.start()

    def isValid(self) -> bool:  # QElapsedTimer's name
        return self._clock.isValid()

    def elapsed(self) -> int:
        return self._clock.elapsed() // 2
