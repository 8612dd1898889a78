"""Tab on the start screen goes as the page reads (play tester 178): from the game to resume,
the keys' first place, it went down the side column (Open, Settings) before the game cards;
where the side column is a band above the cards, it went from Resume down to the cards and
back up to Open past their end."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from desktop.start_screen import StartScreen
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


def resume_first(qtbot: QtBot, width: int, height: int) -> StartScreen:
    """The start screen of a window this large, a game to resume, Resume with the keys."""
    window = shown_window(qtbot)
    window.resize(width, height)
    screen = window.start_screen
    window.show_start_screen()
    screen.set_resume(True, "Flowers solo · Camille · 3\u00a0turns")
    screen.take_keyboard()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is screen.resume)
    return screen


def test_tab_goes_from_resume_to_the_game_cards_then_the_side_column(qtbot: QtBot) -> None:
    screen = resume_first(qtbot, 1600, 900)
    assert screen.side_beside
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


def test_tab_goes_along_the_band_above_the_cards_then_to_the_cards(qtbot: QtBot) -> None:
    """At 800×600 the side column is a band above the cards: Resume, then Open and Settings
    at the band's right, then the cards below, as the eye reads the page from its top."""
    screen = resume_first(qtbot, 800, 600)
    assert not screen.side_beside
    assert tabbed(qtbot, 10) == [
        "openAndSettings/open",
        "openAndSettings/settings",
        "card_flowers/play",
        "card_flowers/solo",
        "card_flowers/tutorial",
        "card_flowers/rules",
        "card_petal-plotters/play",
        "card_petal-plotters/tutorial",
        "card_petal-plotters/rules",
        "side/resume",
    ]
    screen.window().resize(1600, 600)  # the column beside the cards again, and its order
    qtbot.waitUntil(lambda: screen.side_beside)
    screen.resume.setFocus()
    assert tabbed(qtbot, 1) == ["card_flowers/play"]
