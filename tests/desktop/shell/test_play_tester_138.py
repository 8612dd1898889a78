"""Play tester 138 tried to break Bouquet with bad input: a text file, a folder or a save
renamed .txt dropped on the window did nothing and said nothing, and settings that could not
be written named no file and did not say whether the change held."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from desktop import i18n, paths
from desktop.main_window import MainWindow
from tests.desktop.shell.test_window_fake import start


def dropped(window: MainWindow, *files: Path) -> bool:
    """Drag ``files`` onto the window and drop them; was the drag taken?"""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path)) for path in files])
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(window.rect().center(), Qt.DropAction.CopyAction, mime, buttons, keys)
    QApplication.sendEvent(window, enter)
    if not enter.isAccepted():
        return False
    drop = QDropEvent(
        QPointF(window.rect().center()), Qt.DropAction.CopyAction, mime, buttons, keys
    )
    QApplication.sendEvent(window, drop)
    return drop.isAccepted()


NOT_JSON = (
    "The file is not a Bouquet save, or it is too damaged to be read: its text is not the JSON"
    " a save is written in."
)


def test_any_file_dropped_says_what_file_open_says(window: MainWindow, tmp_path: Path) -> None:
    """Only names ending in .bouquet were taken: each dropped file is read as File > Open
    reads a file chosen under "All files"."""
    text = tmp_path / "notes.txt"
    text.write_text("hello there\n", encoding="utf-8")
    assert dropped(window, text)
    assert window.last_error == NOT_JSON
    folder = tmp_path / "saves"
    folder.mkdir()
    window.last_error = None
    assert dropped(window, folder)
    assert window.last_error == "It is a folder, not a saved game."
    assert window.controller.session is None


def test_a_save_renamed_txt_dropped_opens_as_file_open_opens_it(
    window: MainWindow, tmp_path: Path
) -> None:
    start(window)
    saved = tmp_path / "game.bouquet"
    assert window.save_to(saved)
    window.close_game()
    renamed = saved.rename(tmp_path / "game copy.txt")
    assert dropped(window, renamed)
    assert window.save_path == renamed and window.pages.currentWidget() is window.table


def test_settings_that_cannot_be_written_name_the_file_and_say_the_change_holds(
    window: MainWindow,
) -> None:
    """With settings.json a folder, "Cannot save the settings — A folder has that name."
    named no file, and the change held for the run without a word."""
    path = paths.settings_path()
    path.mkdir(parents=True)
    window.apply_settings(window.settings.model_copy(update={"confirm_moves": True}))
    box = window.message_box
    assert box is not None and box.text() == "Cannot save the settings"
    assert box.informativeText() == (
        "A folder has that name.\n\nThe settings file is"
        f" {i18n.path_text(path)}. Your change applies until Bouquet closes, but the next"
        " start will not have it."
    )
    assert window.settings.confirm_moves
