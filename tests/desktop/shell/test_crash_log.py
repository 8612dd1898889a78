"""An error nothing caught is kept in the log folder for a bug report, and the log stays small."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from desktop import crash_log, paths


def raised() -> tuple[type[BaseException], BaseException, object]:
    try:
        raise ValueError("the table lost a card")
    except ValueError:
        kind, error, trace = sys.exc_info()
    assert kind is not None and error is not None
    return kind, error, trace


def test_an_error_nothing_caught_is_written_to_the_log_and_still_told(
    bouquet_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Started from a menu, Bouquet's tracebacks went nowhere (play test)."""
    told: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, error, trace: told.append(error))
    before = crash_log.install()
    kind, error, trace = raised()
    sys.excepthook(kind, error, trace)  # type: ignore[arg-type]
    sys.excepthook = before
    assert told == [error]
    text = crash_log.log_path().read_text(encoding="utf-8")
    assert crash_log.log_path().parent == paths.log_dir() == bouquet_home / "logs"
    assert "ValueError: the table lost a card" in text and "Traceback" in text
    assert text.startswith("--- ") and "Bouquet " in text.splitlines()[0]


def test_a_long_log_starts_again_keeping_the_one_before(
    bouquet_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(crash_log, "MAX_LOG_BYTES", 100)
    kind, error, trace = raised()
    crash_log.record(kind, error, trace)  # type: ignore[arg-type]
    first = crash_log.log_path().read_text(encoding="utf-8")
    crash_log.record(kind, error, trace)  # type: ignore[arg-type]
    older = crash_log.log_path().with_name("bouquet.log.1")
    assert older.read_text(encoding="utf-8") == first
    assert crash_log.log_path().read_text(encoding="utf-8").count("Traceback") == 1


def test_the_player_is_told_where_the_account_of_an_error_is(
    bouquet_home: Path, monkeypatch: pytest.MonkeyPatch, qtbot
) -> None:  # type: ignore[no-untyped-def]
    """Written to the log alone, an error left a save that failed looking as if nothing had
    happened (play test): the window says so, names the log, and keeps the error's words
    for the details."""
    from desktop.main_window import MainWindow
    from desktop.settings import Settings

    window = MainWindow(Settings())
    qtbot.addWidget(window)
    monkeypatch.setattr(sys, "excepthook", lambda *_error: None)
    before = crash_log.install(notice=window.tell_unexpected_error)
    kind, error, trace = raised()
    sys.excepthook(kind, error, trace)  # type: ignore[arg-type]
    sys.excepthook = before
    box = window.message_box
    assert box is not None and box.text() == "Something went wrong"
    assert str(crash_log.log_path()) in box.informativeText()
    assert box.detailedText() == "ValueError: the table lost a card"
