"""A log of what went wrong, for a bug report: an error nothing caught is written, with its
traceback, to ``bouquet.log`` in the log folder, as well as to the terminal.

Started from a menu, Bouquet has no terminal: a traceback went nowhere, and a player had
nothing to send with a report (play test). The file is kept small: past ``MAX_LOG_BYTES`` it
becomes ``bouquet.log.1`` (the one before is dropped) and a new one starts.

``bouquet --debug`` adds the app's debug messages (``logging``) to the same file, each stamped
to the millisecond: a press refused 2.5 s late could not be traced, for no handler showed the
lines that say when the guard started (play test).
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import traceback
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType

from desktop import paths
from engine.version import APP_VERSION

MAX_LOG_BYTES = 512_000

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


def log_path() -> Path:
    return paths.log_dir() / "bouquet.log"


def record(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
    """Append the error and its traceback to the log; a log that cannot be written is
    left (the terminal still has it)."""
    text = "".join(traceback.format_exception(kind, error, trace))
    stamp = datetime.now(UTC).isoformat(timespec="seconds")
    append(f"--- {stamp} Bouquet {APP_VERSION}\n{text}\n")


def append(text: str) -> None:
    """Add ``text`` to the log, which starts again past ``MAX_LOG_BYTES``; a log that cannot
    be written is left. Opened for each text, so that the errors and the debug lines share
    one file and one cap."""
    path = log_path()
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.is_file() and path.stat().st_size > MAX_LOG_BYTES:
            os.replace(path, path.with_name(path.name + ".1"))
        with path.open("a", encoding="utf-8") as log:
            log.write(text)


class StampedFormatter(logging.Formatter):
    """One line per message, stamped in UTC to the millisecond as the errors are to the
    second: a guard's 2.5 s is read between two lines."""

    def __init__(self) -> None:
        super().__init__("%(asctime)s %(levelname)s %(name)s: %(message)s")

    def formatTime(self, record: logging.LogRecord, datefmt: str | None = None) -> str:
        return datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds")


class DebugLogHandler(logging.Handler):
    """Writes each message of the app's loggers to the log."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.setFormatter(StampedFormatter())

    def emit(self, record: logging.LogRecord) -> None:
        try:
            append(self.format(record) + "\n")
        except Exception:  # a message that cannot be formatted says so, as logging's own do
            self.handleError(record)


def start_debug_log() -> logging.Handler:
    """Send every debug message to the log and nowhere else (``bouquet --debug``); returns
    the handler, on the root logger."""
    handler = DebugLogHandler()
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    logging.getLogger(__name__).info("Bouquet %s: debug log started", APP_VERSION)
    return handler


Notice = Callable[[Path, BaseException], object]
"""Tells the player of an error nothing caught, given the log it was written to."""


def install(notice: Notice | None = None) -> ExceptHook:
    """Record every error nothing caught, then let the hook before it tell it too (the
    terminal's traceback), and ``notice`` tell the player: written to the log alone, a save
    that failed looked as if nothing had happened (play test). Returns the hook before, to
    put back."""
    before = sys.excepthook

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        record(kind, error, trace)
        before(kind, error, trace)
        if notice is not None:
            with contextlib.suppress(Exception):  # an error telling of one is not told again
                notice(log_path(), error)

    sys.excepthook = hook
    return before
