"""A damaged autosave: the start screen offers the game's own save (play tester 123)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop import i18n, paths
from desktop.main_window import MainWindow
from desktop.start_screen import LAST_SAVE_NAME_W, StartScreen, last_save_of_autosave
from tests.desktop.shell.test_unsaved_changes import saved_game


def tie_autosave_to(path: Path) -> None:
    """As each autosave records the file its game was last saved to or opened from."""
    paths.write_autosave_file(paths.autosave_file_text(path, paths.file_stamp(path)))


def test_the_last_save_is_the_autosaves_file_while_it_opens(
    window: MainWindow, tmp_path: Path
) -> None:
    """The file is named by the record kept beside the autosave, which outlives its damage;
    none is offered when that file is gone or does not open."""
    target = saved_game(window, tmp_path)
    window.close_game()
    tie_autosave_to(target)
    paths.autosave_path().write_bytes(b"garbage")
    assert last_save_of_autosave() == target
    target.write_bytes(target.read_bytes()[:-40])
    assert last_save_of_autosave() is None
    target.unlink()
    assert last_save_of_autosave() is None
    paths.write_autosave_file(paths.autosave_file_text(None, None))  # a game never saved
    assert last_save_of_autosave() is None


def shown_screen(qtbot: QtBot) -> StartScreen:
    screen = StartScreen({}, set(), tutorial=False)
    qtbot.addWidget(screen)
    screen.show()
    return screen


@pytest.mark.usefixtures("translations")
def test_the_start_screen_offers_the_last_save_beside_the_reason(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Beside "The last game cannot be resumed…", a button opens the game's own save: the
    player was told where the damaged autosave was kept, and left to find the save."""
    screen = shown_screen(qtbot)
    target = tmp_path / "solo1.bouquet"
    screen.set_resume(False, "The last game cannot be resumed.", last_save=target)
    assert screen.last_save.isVisible()
    assert screen.last_save.text() == "Open the game's last save\n“solo1.bouquet”"
    assert screen.last_save.toolTip() == str(target)
    with qtbot.waitSignal(screen.open_file_requested) as opened:
        qtbot.mouseClick(screen.last_save, Qt.MouseButton.LeftButton)
    assert opened.args == [target]
    i18n.install("fr")  # the screen is told of it by a posted event
    qtbot.waitUntil(
        lambda: (
            screen.last_save.text()
            == "Ouvrir la dernière sauvegarde de la partie\n«\u00a0solo1.bouquet\u00a0»"
        )
    )
    screen.set_resume(False, "The last game cannot be resumed.")
    assert not screen.last_save.isVisible()


def test_the_offer_takes_the_keys_and_keeps_the_column_narrow(
    window: MainWindow, tmp_path: Path
) -> None:
    """Where nothing can be resumed, the game's own save is the first choice (Enter opens
    it); a long name is cut in its middle, its "&" shown as typed."""
    screen = window.start_screen
    long_name = "Partie du dimanche " + "x" * 80 + " & co.bouquet"
    screen.set_resume(False, "The last game cannot be resumed.", last_save=tmp_path / long_name)
    screen.take_keyboard()
    assert QApplication.focusWidget() is screen.last_save
    text = screen.last_save.text()
    assert "…" in text and "&&" in text and text.endswith(" co.bouquet”")
    name = text.split("“")[1].split("”")[0].replace("&&", "&")
    assert screen.last_save.fontMetrics().horizontalAdvance(name) <= LAST_SAVE_NAME_W
