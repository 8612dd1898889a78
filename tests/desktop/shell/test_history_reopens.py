"""History open as Bouquet was quit shows again with the next game, loaded or begun, as it does
within a run: loaded after a restart, a game came without it (play tester 165)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from desktop import settings as settings_module
from desktop.main_window import MainWindow
from engine.core.save import Seat
from tests.desktop.shell.fakes import Draw, Play
from tests.desktop.shell.test_window_fake import start


def restarted(qtbot: QtBot) -> MainWindow:
    """Bouquet started again, on its start screen."""
    again = MainWindow(settings_module.load())
    qtbot.addWidget(again)
    again.show()
    again.show_start_screen()
    return again


def test_a_game_loaded_after_a_restart_shows_history_open_at_quit(
    window: MainWindow, tmp_path: Path, qtbot: QtBot
) -> None:
    board = start(window, seats=(Seat(name="Ann"),))
    board.action_chosen.emit(Draw())
    board.action_chosen.emit(Play(card=window.controller.session.state.hands[0][0]))
    path = tmp_path / "kept.bouquet"
    assert window.save_to(path)
    window.actions_by_name["history"].trigger()  # Ctrl+H's entry
    assert not window.history_dock.isHidden()
    window.close()
    again = restarted(qtbot)
    assert again.history_dock.isHidden()  # the start screen has no moves to list
    assert again.open_file(path)
    assert not again.history_dock.isHidden()
    assert again.actions_by_name["history"].isChecked()
    assert again.history_view.count() == 3  # the start, and the loaded game's two moves
    # closed before quitting, it stays closed: and a game closed with it open brings it back
    again.actions_by_name["history"].trigger()
    again.close()
    third = restarted(qtbot)
    assert third.open_file(path) and third.history_dock.isHidden()
    third.actions_by_name["history"].trigger()
    third.close_game()
    third.close()
    fourth = restarted(qtbot)
    assert fourth.open_file(path) and not fourth.history_dock.isHidden()
