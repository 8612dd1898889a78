"""A damaged autosave: the start screen opens the game's own save (play tester 123)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop import paths
from desktop.main_window import MainWindow
from engine.core.save import read_save
from tests.desktop.shell.test_unsaved_changes import play_card, saved_game


def test_a_damaged_autosave_offers_the_games_own_save(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """The start screen said where the damaged autosave was kept, and the player was left to
    find the game's save: it is offered beside the reason, and opens as saved."""
    target = saved_game(window, tmp_path, moves=1)
    play_card(window)  # a move more than the file holds, autosaved
    window.flush_autosave()
    window.close_game()
    paths.autosave_path().write_bytes(b"garbage")
    window.show_start_screen()
    screen = window.start_screen
    assert "cannot be resumed" in screen.resume_info.text()
    assert screen.last_save.isVisible()
    assert screen.last_save.text() == "Open the game's last save\n“game.bouquet”"
    qtbot.mouseClick(screen.last_save, Qt.MouseButton.LeftButton)
    assert window.save_path == target and not window.isWindowModified()
    assert window.controller.session.actions == read_save(target).session.actions
    # a save gone since is not offered
    window.close_game()
    paths.autosave_path().write_bytes(b"garbage")
    target.unlink()
    window.show_start_screen()
    assert "cannot be resumed" in screen.resume_info.text()
    assert not screen.last_save.isVisible()
