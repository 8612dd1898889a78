"""Tab on the start screen goes as the page reads (play tester 178): from the game to resume,
the keys' first place, it went down the side column (Open, Settings) before the game cards."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.desktop.shell.test_solo_records import shown_window


def place(widget: QWidget | None) -> str:
    """ "card_flowers/play", "openAndSettings/open": the button and where it is."""
    assert widget is not None
    parent = widget.parentWidget()
    assert parent is not None
    return f"{parent.objectName()}/{widget.objectName()}"


def tabbed(qtbot: QtBot, presses: int) -> list[str]:
    """Where the keys go at each of ``presses`` presses of Tab."""
    visited = []
    for _press in range(presses):
        focused = QApplication.focusWidget()
        assert focused is not None
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
        visited.append(place(QApplication.focusWidget()))
    return visited


def test_tab_goes_from_resume_to_the_game_cards_then_the_side_column(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    window.resize(1600, 900)
    screen = window.start_screen
    window.show_start_screen()
    screen.set_resume(True, "Flowers solo · Camille · 3\u00a0turns")
    screen.take_keyboard()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is screen.resume)
    assert tabbed(qtbot, 10) == [
        "card_flowers/play",
        "card_flowers/solo",
        "card_flowers/tutorial",
        "card_flowers/rules",
        "card_petal-plotters/play",
        "card_petal-plotters/tutorial",
        "card_petal-plotters/rules",
        "openAndSettings/open",
        "openAndSettings/settings",
        "side/resume",
    ]
