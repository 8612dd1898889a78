"""``bouquet --debug`` writes the app's debug messages to the log of errors, and only then: a
press refused 2.5 s late could not be traced, for the lines that say when the press guard
started went nowhere (play test)."""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop import app, crash_log, single_instance
from desktop.games.base import GUARD_LOG

MILLISECOND_STAMP = r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00"


@pytest.fixture(autouse=True)
def root_logger_kept() -> Iterator[None]:
    """``main`` leaves its handler for the process's life: a test's goes with the test."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    for handler in set(root.handlers) - set(handlers):
        root.removeHandler(handler)
    root.setLevel(level)


def launch(argv: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Run ``main`` as far as the flag acts: a running Bouquet takes the launch over."""
    monkeypatch.setattr(single_instance, "hand_off", lambda _name, _saves: True)
    assert app.main(argv) == 0


def test_the_flag_is_read() -> None:
    assert app.parse_args(["--debug"]).debug is True
    assert app.parse_args(["game.bouquet", "--debug", "--lang", "fr"]).debug is True
    assert app.parse_args([]).debug is False


def test_with_the_flag_a_debug_line_lands_in_the_log_stamped_to_the_millisecond(
    bouquet_home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    launch(["--debug"], monkeypatch)
    GUARD_LOG.debug("press guard started: turn of seat %d, %s", 1, "a computer moved")
    lines = crash_log.log_path().read_text(encoding="utf-8").splitlines()
    assert crash_log.log_path().parent == bouquet_home / "logs"
    assert re.fullmatch(
        MILLISECOND_STAMP + r" DEBUG desktop\.games\.base: press guard started: turn of seat 1,"
        r" a computer moved",
        lines[-1],
    ), lines
    assert "debug log started" in lines[0]
    assert "press guard" not in capsys.readouterr().err  # the log, nowhere else


def test_without_the_flag_nothing_is_written(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    handlers = list(logging.getLogger().handlers)
    launch([], monkeypatch)
    GUARD_LOG.debug("press guard started: turn of seat %d, %s", 1, "a computer moved")
    assert not crash_log.log_path().exists()
    assert logging.getLogger().handlers == handlers
    assert "press guard" not in capsys.readouterr().err


def test_the_debug_lines_share_the_errors_cap(
    bouquet_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One file, one cap: past it the log becomes bouquet.log.1, whoever writes."""
    monkeypatch.setattr(crash_log, "MAX_LOG_BYTES", 100)
    launch(["--debug"], monkeypatch)
    for turn in range(3):
        GUARD_LOG.debug("press guard started: turn of seat %d, %s", turn, "a computer moved")
    older = crash_log.log_path().with_name("bouquet.log.1")
    assert "turn of seat 1" in older.read_text(encoding="utf-8")
    assert crash_log.log_path().read_text(encoding="utf-8").count("\n") == 1
    assert not older.with_name("bouquet.log.2").exists()
