"""Tab on the Flowers table goes from the table to the teaching overlay's toggle, then to the
zoom buttons (``TableBar``) and back to the table, and Shift+Tab back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication

from .conftest import Table


def test_tab_goes_from_the_table_to_the_toggle_and_the_zoom_buttons(duel: Table) -> None:
    """From the toggle Tab led back to the table: the −, Fit and + buttons were reached only
    by Shift+Tab (play test)."""
    view = duel.board.view
    view.window().activateWindow()
    view.setFocus()

    def walk(key: Qt.Key, times: int) -> list[str]:
        reached = []
        for _ in range(times):
            QTest.keyClick(QApplication.focusWidget(), key)
            widget = QApplication.focusWidget()
            reached.append(widget.text() if isinstance(widget, QAbstractButton) else "table")
        return reached

    assert walk(Qt.Key.Key_Tab, 4) == ["Teaching overlay", "−", "Fit", "+"]
    assert walk(Qt.Key.Key_Backtab, 4) == ["Fit", "−", "Teaching overlay", "table"]
    # past the last zoom button the window's chain went back to the toggle, round the bar
    # and never to the table, where 1–3 and the arrows work (play test)
    assert walk(Qt.Key.Key_Tab, 6) == [
        "Teaching overlay",
        "−",
        "Fit",
        "+",
        "table",
        "Teaching overlay",
    ]
    # and Shift+Tab from the table goes round the other way, by the zoom buttons (it went to
    # the toggle and back, play test)
    view.setFocus()
    assert walk(Qt.Key.Key_Backtab, 5) == ["+", "Fit", "−", "Teaching overlay", "table"]
