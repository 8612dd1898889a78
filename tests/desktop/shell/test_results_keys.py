"""The solo results window by keys (play tester 178): an empty table took the keys with nothing
to show where they were, and Tab went from cell to cell of the chosen row."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton
from pytestqt.qtbot import QtBot

from desktop.dialogs.solo_results import SoloResultsDialog
from desktop.solo_records import load_records, record_solo
from engine.core import registry
from tests.desktop.shell.test_solo_records import began, finished_solo

FLOWERS = registry.get_game("flowers")


def opened(qtbot: QtBot, path: Path) -> SoloResultsDialog:
    """The results kept in ``path``, opened as the start screen opens them."""
    dialog = SoloResultsDialog(FLOWERS, load_records(path).records)
    qtbot.addWidget(dialog)
    dialog.open()
    qtbot.waitExposed(dialog)
    # the keys are read once it is the active window: an earlier test's window kept them
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    return dialog


def close_button(dialog: SoloResultsDialog) -> QPushButton:
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    close = buttons.button(QDialogButtonBox.StandardButton.Close)
    assert close is not None
    return close


def test_with_no_game_the_keys_start_on_close_and_stay_off_the_empty_table(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = opened(qtbot, tmp_path / "none.json")
    assert dialog.table.rowCount() == 0
    close = close_button(dialog)
    assert QApplication.focusWidget() is close
    qtbot.keyClick(close, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not dialog.table


def test_tab_leaves_the_table_for_close_and_comes_back_to_the_chosen_row(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "records.json"
    for seed in (1, 2, 3):
        record_solo(finished_solo(seed), began(seed), 10 + seed, "Apprentice", path)
    dialog = opened(qtbot, path)
    table = dialog.table
    assert QApplication.focusWidget() is table
    assert [index.row() for index in table.selectionModel().selectedRows()] == [0]  # drawn
    visited = []
    for _press in range(3):  # the two buttons, then the table again
        focused = QApplication.focusWidget()
        assert focused is not None
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
        visited.append(QApplication.focusWidget())
    assert visited[:2] == [close_button(dialog), dialog.again] or visited[:2] == [
        dialog.again,
        close_button(dialog),
    ]
    assert visited[2] is table
    assert [index.row() for index in table.selectionModel().selectedRows()] == [0]
    qtbot.keyClick(table, Qt.Key.Key_Down)
    assert [index.row() for index in table.selectionModel().selectedRows()] == [1]
