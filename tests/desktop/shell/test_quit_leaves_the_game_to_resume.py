"""Quit with a game in progress asks nothing: the autosave keeps it, and the first screen of
the next start offers it ("Resume last game"), as Close Game's start screen does at once.
Where the autosave failed, Quit would lose the moves: it asks (play test of session 59)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.dialogs.new_game import NewGameChoice
from desktop.main_window import MainWindow
from engine.core.save import Seat
from tests.desktop.shell.fakes import FakeOptions
from tests.desktop.shell.test_autosave_behind import (
    play,
    play_on_while_the_autosave_fails,
    restarted,
)
from tests.desktop.shell.test_unsaved_changes import answering
from tests.desktop.shell.test_window_fake import refuse_the_autosave


def start_and_play(window: MainWindow) -> None:
    choice = NewGameChoice("fake", FakeOptions(players=1), 7, (Seat(name="Ann"),))
    assert window.start_game(choice)
    play(window)
    assert window.dirty and window.save_path is None


def test_quit_asks_nothing_and_the_next_start_offers_the_game(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    asked = answering(monkeypatch, QMessageBox.StandardButton.Cancel)
    start_and_play(window)
    assert window.close()
    assert asked == []
    again = restarted(monkeypatch, qtbot)
    assert again.start_screen.resume.isEnabled()
    assert again.start_screen.resume.text() == "Resume last game"
    assert "Fake Garden" in again.start_screen._resume_text
    assert "1\xa0turn" in again.start_screen._resume_text.split("\n")


def test_close_game_shows_the_game_to_resume_at_once(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = answering(monkeypatch, QMessageBox.StandardButton.Cancel)
    start_and_play(window)
    window.close_game()
    assert asked == []
    assert window.pages.currentWidget() is window.start_screen
    assert window.start_screen.resume.isEnabled()
    assert "1\xa0turn" in window.start_screen._resume_text.split("\n")


def test_quit_while_the_autosave_fails_asks_and_cancel_keeps_the_window(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    play_on_while_the_autosave_fails(window, monkeypatch)
    asked = answering(monkeypatch, QMessageBox.StandardButton.Cancel)
    assert not window.close()
    # why it asks, where Quit asks nothing while the autosave keeps the game (it asked with
    # no word of the autosave: play tester 190)
    assert asked == [
        (
            "Unsaved game",
            "Save the game in progress before leaving it?\n\nThe autosave could not be"
            " written: unless you save, this game's last moves are lost.",
        )
    ]
    assert window.isVisible()
    assert window.controller.session is not None and len(window.controller.session.actions) == 4


def test_quit_asks_when_the_last_autosave_fails_as_it_quits(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The last move's autosave still being written at Quit: Quit waits for it, and asks
    when it fails."""
    start_and_play(window)
    window.flush_autosave()
    refuse_the_autosave(monkeypatch)
    play(window)
    asked = answering(monkeypatch, QMessageBox.StandardButton.Cancel)
    assert not window.close()
    assert len(asked) == 1 and window._autosave_failed


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("language", "why"),
    [
        ("fr", "L’enregistrement automatique n’a pas pu être écrit\u00a0: sans enregistrement"),
        ("de", "Das automatische Speichern ist fehlgeschlagen: Ohne Speichern gehen"),
    ],
)
def test_close_game_while_the_autosave_fails_says_why_in_french_and_german(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, language: str, why: str
) -> None:
    assert i18n.install(language) == language
    play_on_while_the_autosave_fails(window, monkeypatch)
    asked = answering(monkeypatch, QMessageBox.StandardButton.Cancel)
    window.actions_by_name["close_game"].trigger()
    [(_title, text)] = asked
    question, said = text.split("\n\n")
    assert question.endswith(("quitter\u00a0?", "speichern?"))
    assert said.startswith(why)
    assert window.controller.session is not None  # Cancel keeps the game on the table
