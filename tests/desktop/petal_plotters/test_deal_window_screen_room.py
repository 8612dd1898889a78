"""At 150 % on a 1920×1080 screen (1280×720 points), the deal's window of four French players
scrolled, held to the main window's room while the screen had more (play tester, session 55):
it reads whole, within the screen, without a scroll bar either way."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRect
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from desktop.games.petal_plotters.items import DealDialog

from .test_deal_window import Screen, five_player_deal

SCREEN = Screen(1280, 720)
"""A 1920×1080 screen at 150 %, in points."""
NAMES = ["Amélie", "Bastien", "Céleste", "Dominique", "Émilie"]
LINES = [
    "Puissance de pétales totale : 20.",
    "Pour la catégorie Escargot / Araignée, le total doit être sous 0 : condition non remplie.",
    "Pour la catégorie Sauterelle, le total doit être 7 ou moins : condition non remplie.",
    "Pour la catégorie Grenouille, le total doit être 12 ou plus : condition remplie.",
    "Pour la catégorie Escouade bleue, le total doit être 8 ou plus : condition remplie.",
    "Points de victoire gagnés : Amélie : +1, Céleste : +1, Dominique : +1, Émilie : +1",
]


class MainOnScreen(QMainWindow):
    """The main window, on the 1280×720 screen."""

    def screen(self) -> Screen:  # type: ignore[override]
        return SCREEN


def main_on_screen(qtbot: QtBot) -> MainOnScreen:
    """The main window as it opens on that screen (1202×664 with its frame, its status bar
    40 points below its room)."""
    main = MainOnScreen()
    qtbot.addWidget(main)
    main.statusBar().showMessage("Partie terminée")
    main.setGeometry(40, 36, 1200, 640)
    main.show()
    assert QTest.qWaitForWindowExposed(main)
    return main


def with_title_bar(dialog: DealDialog) -> QRect:
    """The dialog's frame; with no window manager, a title bar's room above it."""
    outer = dialog.frameGeometry()
    return outer.adjusted(0, -40, 0, 0) if outer == dialog.geometry() else outer


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_rows_read_whole_where_the_screen_has_room(qtbot: QtBot, players: int) -> None:
    """The main window as it opens on that screen (1202×664 with its frame, its status bar
    40 points below its room): no scroll bar, up or down or sideways, the window within the
    screen."""
    main = main_on_screen(qtbot)
    record = five_player_deal()
    record = replace(
        record,
        garrisons=tuple(garrison[:4] for garrison in record.garrisons[:players]),
        victory=record.victory[:players],
        vp=record.vp[:players],
    )
    dialog = DealDialog(
        3,
        record,
        NAMES[:players],
        LINES,
        (2, 3, 0, 0, 0)[:players],
        main,
        levels=["Ordinateur (facile)"] * players,
        finished=3,
        lines_kept=9,
        verdict="Partie : Bastien gagne (points de victoire : 3).",
    )
    dialog.show()
    assert QTest.qWaitForWindowExposed(dialog)
    assert dialog.scroll.verticalScrollBar().maximum() == 0
    assert dialog.scroll.horizontalScrollBar().maximum() == 0
    outer = with_title_bar(dialog)
    assert SCREEN.availableGeometry().contains(outer), outer
    dialog.close()


def test_a_window_larger_than_the_main_windows_room_stays_on_the_screen(qtbot: QtBot) -> None:
    """A deal's window sized as the match's largest, whose rows took the screen, though its
    own would fit over the main window: placed over the main window, it went past the
    screen's bottom edge; it is moved within the screen."""
    main = main_on_screen(qtbot)
    record = replace(
        five_player_deal(),
        garrisons=tuple(garrison[:1] for garrison in five_player_deal().garrisons[:2]),
        victory=("frog-2", "sunbird-1"),
        vp=(0, 3),
    )
    dialog = DealDialog(1, record, NAMES[:2], LINES[:2], (0, 3), main)
    assert not dialog.whole_screen
    dialog.resize(1100, 690)  # nearly as tall as the screen, taller than the main window
    dialog.move(60, 20)
    dialog.show()
    assert QTest.qWaitForWindowExposed(dialog)
    outer = with_title_bar(dialog)
    assert dialog.height() == 690
    assert SCREEN.availableGeometry().contains(outer), outer
    dialog.close()


ENGLISH_LINES = [
    "Total Petal Power: 20.",
    "Snail / Spider needs below 0: not met.",
    "Katydid needs 7 or less: not met.",
    "Frog needs 12 or more: met, Bob wins.",
    "Blue Squad needs 8 or more: met too, but Frog comes first in the order.",
    "Victory Points earned: Bob: +3",
]
"""A deal's lines, each shorter than the window is wide."""


def test_four_garrisons_of_five_take_the_height_the_window_has(qtbot: QtBot) -> None:
    """Deal 2 of four players with five Garrison cards each at 150 % on a 1920×1080 screen:
    the cards were 57 pixels wide, bound by two columns of rows across the window, with
    150 pixels free below the window (its lines under the rows were measured two lines high
    each, and the names beside the rows took each column's width; play tester 175). The
    names stand over their rows and the rows take the height: the cards are larger, the
    window reads whole within its room, no scroll bar."""
    main = main_on_screen(qtbot)
    slots = five_player_deal().garrisons[4][:5]
    record = replace(
        five_player_deal(),
        garrisons=(slots,) * 4,
        victory=five_player_deal().victory[:4],
        vp=(0, 3, 0, 0),
    )
    dialog = DealDialog(
        2,
        record,
        ["Alice", "Bob", "Iris", "Daisy"],
        ENGLISH_LINES,
        (0, 3, 0, 0),
        main,
        levels=["", "", "Computer (easy)", "Computer (easy)"],
        finished=2,
        lines_kept=6,
        deals_next=True,
    )
    dialog.show()
    assert QTest.qWaitForWindowExposed(dialog)
    assert dialog.columns == 2 and dialog.card_width >= 70, dialog.card_width
    assert dialog.scroll.verticalScrollBar().maximum() == 0
    assert dialog.scroll.horizontalScrollBar().maximum() == 0
    outer = with_title_bar(dialog)
    assert dialog.room().contains(outer), (outer, dialog.room())
    dialog.close()
