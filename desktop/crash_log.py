"""A log of what went wrong, for a bug report: an error nothing caught is written, with its
traceback, to ``bouquet.log`` in the log folder, as well as to the terminal.

Started from a menu, Bouquet has no terminal: a traceback went nowhere, and a player had
nothing to send with a report (play test). The file is kept small: past ``MAX_LOG_BYTES`` it
becomes ``bouquet.log.1`` (the one before is dropped) and a new one starts.
"""

from __future__ import annotations

import contextlib
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
    path = log_path()
    text = "".join(traceback.format_exception(kind, error, trace))
    stamp = datetime.now(UTC).isoformat(timespec="seconds")
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.is_file() and path.stat().st_size > MAX_LOG_BYTES:
            os.replace(path, path.with_name(path.name + ".1"))
        with path.open("a", encoding="utf-8") as log:
            log.write(f"--- {stamp} Bouquet {APP_VERSION}\n{text}\n")


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
