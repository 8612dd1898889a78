"""Shell test set-up: private folders, compiled translations, and the fake game registered."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

import desktop.games
from desktop import i18n
from desktop.main_window import MainWindow
from desktop.settings import Settings
from engine.core import registry
from tests.desktop.shell.fakes import FakeBoard, FakeGame


@pytest.fixture(autouse=True)
def bouquet_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, compiled_translations: Path
) -> Iterator[Path]:
    """Settings, autosave and recent files go to a temporary folder, never the user's."""
    monkeypatch.setenv("BOUQUET_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(i18n, "qm_dir", lambda: compiled_translations)
    yield tmp_path / "home"
    i18n.install("en")


@pytest.fixture(autouse=True)
def pointer_put_back(qapp: QApplication) -> Iterator[None]:
    """A test that moves the pointer puts it back, so each test begins with it where the tests
    began, as when run alone: left over Undo's toolbar button, it made the windows of the
    next tests show that button's tip in the status bar ("Take back the last move") over the
    message they read, and two solo-records tests failed after three other files only
    (helper 554)."""
    before = QCursor.pos()
    yield
    QCursor.setPos(before)


@pytest.fixture
def fake_game() -> FakeGame:
    return FakeGame()


@pytest.fixture
def fake_registry(monkeypatch: pytest.MonkeyPatch, fake_game: FakeGame) -> dict[str, FakeGame]:
    """Register the fake game (and its board) as if it were a real one."""
    games = {"fake": fake_game}
    real = registry.all_games()
    combined = {**real, **games}
    monkeypatch.setattr(registry, "all_games", lambda: combined)
    real_board_class = desktop.games.board_class

    def board_class(game_id: str):  # type: ignore[no-untyped-def]
        return FakeBoard if game_id == "fake" else real_board_class(game_id)

    monkeypatch.setattr(desktop.games, "board_class", board_class)
    return games


@pytest.fixture
def window(qtbot: QtBot, fake_registry: dict[str, FakeGame]) -> Iterator[MainWindow]:
    """The app's window on screen, the fake game among its games, the AI answering at once."""
    win = MainWindow(Settings(ai_move_delay_ms=0))
    qtbot.addWidget(win)
    win.show()
    assert QTest.qWaitForWindowExposed(win)
    yield win
    win.close()
