"""With the autosave failing (a read-only data folder), a game saved in its file as it was left
is the one Resume opens: after a restart Resume offered the autosave, moves behind the game
the player had saved at Quit (play tester, session 55)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from desktop import main_window
from desktop import settings as settings_module
from desktop.dialogs.new_game import NewGameChoice
from desktop.main_window import MainWindow
from engine.core.save import Seat, write_text_atomically
from tests.desktop.shell.fakes import Draw, FakeBoard, FakeOptions, Play
from tests.desktop.shell.test_unsaved_changes import answering
from tests.desktop.shell.test_window_fake import refuse_the_autosave


def play(window: MainWindow) -> None:
    """A draw, then a play: two moves."""
    assert isinstance(window.board, FakeBoard)
    window.board.action_chosen.emit(Draw())
    session = window.controller.session
    assert session is not None
    window.board.action_chosen.emit(Play(card=session.state.hands[0][0]))


def play_on_while_the_autosave_fails(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game of two moves autosaved, then two more its autosave failed to write."""
    choice = NewGameChoice("fake", FakeOptions(players=1), 7, (Seat(name="Ann"),))
    assert window.start_game(choice)
    play(window)
    window.flush_autosave()  # the autosave holds two moves
    refuse_the_autosave(monkeypatch)
    play(window)
    window.flush_autosave()
    assert window._autosave_failed


def restarted(monkeypatch: pytest.MonkeyPatch, qtbot: QtBot) -> MainWindow:
    """Bouquet started again, its autosaves written as usual, on its start screen."""
    monkeypatch.setattr(main_window, "write_text_atomically", write_text_atomically)
    again = MainWindow(settings_module.load())
    qtbot.addWidget(again)
    again.show_start_screen()
    return again


def test_resume_opens_the_file_a_game_was_saved_to_while_its_autosave_failed(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    play_on_while_the_autosave_fails(window, monkeypatch)
    kept = tmp_path / "kept.bouquet"
    assert window.save_to(kept)  # as Quit offers it
    window.close()
    again = restarted(monkeypatch, qtbot)
    said = again.start_screen._resume_text
    assert said.split("\n")[2] == "2\xa0turns"  # the autosave held 1
    assert said.endswith(
        "As saved in “kept.bouquet”: the autosave could not be written, and lacks its last moves."
    )
    assert again.resume_autosave()
    session = again.controller.session
    assert session is not None and len(session.actions) == 4
    assert again.save_path == kept and not again.dirty
    # the autosave written again, Resume opens it as before
    again.flush_autosave()
    assert settings_module.load().resume_file == ""


def test_resume_says_the_autosave_lacks_the_moves_of_a_game_quit_unsaved_while_it_failed(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    """Quit without saving while the autosave fails (a read-only data folder): Resume, at the
    next start, offered the older autosave without a word that it lacks the last moves (play
    tester 168)."""
    play_on_while_the_autosave_fails(window, monkeypatch)
    answering(monkeypatch, QMessageBox.StandardButton.Discard)  # quit without saving
    window.close()
    again = restarted(monkeypatch, qtbot)
    said = again.start_screen._resume_text
    assert said.split("\n")[2] == "1\xa0turn"  # of the 2 played
    assert said.endswith(
        "The autosave could not be written as the game was last played: it lacks the last moves."
    )
    assert again.resume_autosave()
    # the autosave written again holds the game as it is: nothing more to say of it
    again.flush_autosave()
    assert not settings_module.load().autosave_behind
    again.close_game()
    assert "lacks" not in again.start_screen._resume_text


def test_a_file_to_resume_gone_since_leaves_the_autosave_said_to_lack_the_last_moves(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    """The game saved at Quit while its autosaves failed, its file then deleted: Resume
    falls back on the autosave, which is behind it, and says so."""
    play_on_while_the_autosave_fails(window, monkeypatch)
    kept = tmp_path / "kept.bouquet"
    assert window.save_to(kept)
    window.close()
    kept.unlink()
    again = restarted(monkeypatch, qtbot)
    said = again.start_screen._resume_text
    assert said.split("\n")[2] == "1\xa0turn"
    assert said.endswith(
        "The autosave could not be written as the game was last played: it lacks the last moves."
    )
