"""Paths the system will not tell of: a folder Bouquet may not enter (EACCES) or a name too long
(ENAMETOOLONG). On Python 3.11 ``Path.is_file`` and its kin raise for them instead of
answering, and one such recent file crashed Open Recent and failed every Save (play tester,
session 55).

The tests run as root, for whom permissions mean nothing: a folder that may not be entered is
made by ``Path.stat`` raising EACCES for whatever is in it (``is_file``, ``is_dir`` and
``exists`` all ask ``stat``), as the system does for another user; a name too long is real.
"""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop import paths
from desktop.dialogs import file_dialog
from desktop.dialogs.new_game import NewGameChoice
from desktop.main_window import MainWindow
from engine.core.errors import SaveError
from engine.core.save import Seat, read_save
from tests.desktop.shell.fakes import FakeOptions

TOO_LONG = "z" * 300
"""A name no Linux file system takes: ``stat`` fails with ENAMETOOLONG for real."""


def lock_folder(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """Nothing in ``folder`` may be looked at, as in another user's folder without x rights."""
    real_stat = Path.stat

    def stat(self: Path, *, follow_symlinks: bool = True) -> os.stat_result:
        if folder in Path(os.path.abspath(self)).parents:
            raise PermissionError(errno.EACCES, "Permission denied", str(self))
        return real_stat(self, follow_symlinks=follow_symlinks)

    monkeypatch.setattr(Path, "stat", stat)


def recent_list(*files: Path) -> None:
    path = paths.data_dir() / "recent.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps([str(file) for file in files]), encoding="utf-8")


def start_solo(window: MainWindow) -> None:
    assert window.start_game(NewGameChoice("fake", FakeOptions(players=1), 7, (Seat(name="A"),)))


def test_a_recent_file_in_a_folder_not_to_be_entered_is_left_out(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    """Open Recent lists the files it can see, and Save's dialog starts in the newest of
    them: hovering the menu crashed the app, and Ctrl+S said "Something went wrong"."""
    start_solo(window)
    good = tmp_path / "kept" / "good.bouquet"
    good.parent.mkdir()
    assert window.save_to(good)
    window.close_game()
    locked = tmp_path / "locked"
    locked.mkdir()
    recent_list(locked / "hidden.bouquet", good, tmp_path / TOO_LONG / "long.bouquet")
    lock_folder(monkeypatch, locked)
    assert paths.recent_files() == [good]
    window.recent_menu.popup(QPoint(0, 0))  # as hovering fills it
    labels = [action.text() for action in window.recent_menu.actions()]
    window.recent_menu.hide()
    assert labels[0] == "&1 good.bouquet" and "hidden.bouquet" not in labels
    start_solo(window)
    folders: list[str] = []

    def choose_file(
        _parent: object, _caption: str, where: str, *_args: object, **_how: object
    ) -> str:
        folders.append(str(Path(where).parent))
        return ""  # cancelled

    monkeypatch.setattr(file_dialog, "choose_file", choose_file)
    QTest.keySequence(window, QKeySequence(QKeySequence.StandardKey.Save))
    assert folders == [str(good.parent)]
    assert window.message_box is None or not window.message_box.isVisible()


@pytest.mark.parametrize("where", ["too long", "locked folder"])
def test_a_save_named_that_cannot_be_looked_at_says_why(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    """Named on the command line (or dropped), such a save raised out of the window's making
    (a traceback, exit status 1): the window says why it cannot open it, as for any bad file."""
    if where == "too long":
        named, reason = Path(TOO_LONG), "The name is too long: no file can have it."
    else:
        locked = tmp_path / "locked"
        locked.mkdir()
        named = locked / "game.bouquet"
        lock_folder(monkeypatch, locked)
        reason = "The file cannot be read: Bouquet may not read it. Check its permissions."
    window.open_given_files([named])
    box = window.message_box
    assert box is not None and box.isVisible()
    assert box.informativeText() == reason
    assert window.controller.session is None


def test_a_save_in_a_folder_not_to_be_entered_cannot_be_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "The file cannot be read." alone read as damage: the cause is said."""
    locked = tmp_path / "locked"
    locked.mkdir()
    lock_folder(monkeypatch, locked)
    with pytest.raises(SaveError) as raised:
        read_save(locked / "game.bouquet")
    assert raised.value.note.template.endswith("Check its permissions.")
