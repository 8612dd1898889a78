"""A game saved from the question that lets it go is said to be saved, over the next table as
File › Save says it: Save in "Unfinished game" wrote the file, and the status bar then showed
only the keyboard's tip, the new game's start having cleared "Game saved in …" (French play
tester 182)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.dialogs import file_dialog
from desktop.dialogs.new_game import NewGameDialog
from desktop.main_window import MainWindow
from desktop.settings import Settings
from engine.core.save import read_save
from tests.desktop.shell.on_screen import window_on_screen
from tests.desktop.shell.test_given_up_solo import begin_solo
from tests.desktop.shell.test_solo_records import play_on
from tests.desktop.shell.test_unsaved_changes import answering


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The play tester's window: French, 1200×710."""
    assert i18n.install("fr") == "fr"
    yield from window_on_screen(qtbot, Settings(ai_move_delay_ms=0, language="fr"), 1200, 710)


def saving_to(monkeypatch: pytest.MonkeyPatch, target: Path) -> None:
    """The file dialog answers ``target``."""

    def choose_file(*_args: object, saving: bool) -> str:
        assert saving
        return str(target)

    monkeypatch.setattr(file_dialog, "choose_file", choose_file)


@pytest.mark.parametrize("by_keys", [False, True])
def test_the_unfinished_game_saved_before_a_new_one_is_said_saved(
    window: MainWindow,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    by_keys: bool,
) -> None:
    begin_solo(window)
    play_on(window, 4, random.Random(2))
    window.close_game()  # unfinished: the autosave keeps it to resume
    asked = answering(monkeypatch, QMessageBox.StandardButton.Save)
    target = tmp_path / "ma partie.bouquet"
    saving_to(monkeypatch, target)
    if by_keys:  # the play tester's table: opened by Enter, it shows the keyboard's tip
        QTest.keyClick(window.start_screen, Qt.Key.Key_Shift)
    accepted = NewGameDialog.DialogCode.Accepted.value
    monkeypatch.setattr(NewGameDialog, "exec", lambda _dialog: accepted)
    assert window.new_game_dialog("flowers")  # New Game, OK
    assert [title for title, _text in asked] == ["Partie inachevée"]
    assert read_save(target).session.seed == 21
    qtbot.wait(200)  # what the table says as it opens is said
    said = window.statusBar().currentMessage()
    assert said.startswith(
        "La partie quittée est enregistrée dans «\u00a0ma partie.bouquet\u00a0»."
    )
