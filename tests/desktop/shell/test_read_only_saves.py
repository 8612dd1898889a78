"""A save marked read-only is left as it is: Save and Save As say so and offer another name
(play tester, session 55: Save As replaced it after a "Replace?" that said nothing of it, and
then Save replaced it silently, as ``os.replace`` minds no file's mode).

The tests run as root, for whom ``os.access(path, os.W_OK)`` is True even on a file of mode
0o444: the window reads the mode's write bits, which these tests set for real with chmod."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from desktop.dialogs import file_dialog
from desktop.dialogs.new_game import NewGameChoice
from desktop.main_window import MainWindow
from engine.core.save import Seat
from tests.desktop.shell.fakes import FakeBoard, FakeOptions, Play


def play_card(window: MainWindow) -> None:
    assert isinstance(window.board, FakeBoard)
    session = window.controller.session
    assert session is not None
    window.board.action_chosen.emit(Play(card=session.state.hands[0][0]))


def questions(monkeypatch: pytest.MonkeyPatch, answer: QMessageBox.StandardButton) -> list[str]:
    """Every question asked, answered with ``answer``."""
    asked: list[str] = []

    def question(_parent: object, _title: str, text: str, *_how: object) -> object:
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


@pytest.fixture
def read_only_save(window: MainWindow, tmp_path: Path) -> Path:
    """The game on the table saved to a file since marked read-only, a move played since."""
    choice = NewGameChoice("fake", FakeOptions(players=1), 7, (Seat(name="Ann"),))
    assert window.start_game(choice)
    target = tmp_path / "kept.bouquet"
    assert window.save_to(target)
    target.chmod(0o444)
    play_card(window)
    return target


def test_save_leaves_a_read_only_file_and_offers_another_name(
    window: MainWindow, read_only_save: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = read_only_save.read_bytes()
    asked = questions(monkeypatch, QMessageBox.StandardButton.Yes)
    offered: list[str] = []

    def choose_file(
        _parent: object, _caption: str, where: str, *_args: object, **_how: object
    ) -> str:
        offered.append(where)
        return ""  # the player cancels Save As

    monkeypatch.setattr(file_dialog, "choose_file", choose_file)
    QTest.keySequence(window, QKeySequence(QKeySequence.StandardKey.Save))
    assert asked == [
        "“kept.bouquet” is read-only: Bouquet leaves it as it is. Save under another name?"
    ]
    assert offered == [str(read_only_save)]  # Save As, in its folder
    assert read_only_save.read_bytes() == before


def test_save_as_does_not_replace_a_read_only_file(
    window: MainWindow, read_only_save: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = read_only_save.read_bytes()
    asked = questions(monkeypatch, QMessageBox.StandardButton.Yes)
    chosen = iter([str(read_only_save), ""])  # the read-only file, then cancelled
    monkeypatch.setattr(file_dialog, "choose_file", lambda *_args, **_how: next(chosen))
    assert not window.save_as()
    assert len(asked) == 1 and "is read-only" in asked[0]
    assert read_only_save.read_bytes() == before
    assert window.controller.modified()
