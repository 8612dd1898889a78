"""The status bar's message shows its first letters whole, and nothing of the message before.

A hint on two lines lost the left edge of each line's first letter ("onseil", "nvironn",
French, 1200×710, play tester 182), and slivers of older messages stayed at the bar's left in
Petal Plotters (play tester 183): the wrapped message was painted from 4 pixels, where
QStatusBar repaints only from 6 when its message changes. What the screen shows is compared
with the bar painted anew, as each message comes and goes."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.main_window import MainWindow
from desktop.settings import Settings
from desktop.solo_records import record_solo
from desktop.status_bar import StatusBar
from engine.core import registry
from engine.core.session import Session
from tests.desktop.shell.on_screen import window_on_screen
from tests.desktop.shell.test_hints import ANN, press_hint_key, start, wait_for_own_turn

SHORT = "Jeu enregistré dans «\u00a0partie.bouquet\u00a0»"


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The play tester's window: French, 1200×710."""
    assert i18n.install("fr") == "fr"
    yield from window_on_screen(qtbot, Settings(ai_move_delay_ms=0, language="fr"), 1200, 710)


def replay_flowers(window: MainWindow, qtbot: QtBot) -> None:
    """A Flowers deal played again, which has hints, the player to move."""
    flowers = registry.get_game("flowers")
    played = Session(flowers, flowers.parse_options({"players": 1}), 11)
    while not played.is_over():
        played.apply(flowers.legal_actions(played.state)[0])
    mine = played.result().players[0]
    record_solo(played, datetime(2026, 12, 5, 10, 0, tzinfo=UTC), mine.score, mine.title)
    start(window, "flowers", ANN)
    wait_for_own_turn(qtbot, window)
    assert window._replay == "code"


def on_screen(window: MainWindow, bar: StatusBar) -> QImage:
    """The bar as the screen shows it: only what was repainted changed there."""
    corner = bar.mapTo(window, QPoint(0, 0))
    shot = window.screen().grabWindow(
        window.winId(), corner.x(), corner.y(), bar.width(), bar.height()
    )
    return shot.toImage()


def assert_shown_as_painted(window: MainWindow, bar: StatusBar, qtbot: QtBot) -> None:
    """The screen shows the bar as a fresh paint of it does, pixel for pixel: no letter's
    edge missing, no piece of an older message left."""
    qtbot.wait(50)  # the repaint has reached the screen
    fresh = bar.grab().toImage()
    shown = on_screen(window, bar).convertToFormat(fresh.format())
    assert shown.size() == fresh.size()
    differing = [
        (x, y)
        for x in range(fresh.width())
        for y in range(fresh.height())
        if shown.pixel(x, y) != fresh.pixel(x, y)
    ]
    assert differing == [], bar.currentMessage()


def assert_room_inside(bar: StatusBar) -> None:
    """The message's room is inside the bar and beside, never under, what the bar shows."""
    bar.layout().activate()
    room = bar.message_rect()
    assert bar.contentsRect().contains(room)
    shown = bar.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
    for child in shown:
        if child.isVisible():
            assert not room.intersects(child.geometry()), child.objectName()


def test_a_two_line_hint_and_the_messages_around_it_are_shown_whole(
    window: MainWindow, qtbot: QtBot
) -> None:
    replay_flowers(window, qtbot)
    bar = window.message_bar
    assert isinstance(bar, StatusBar)
    assert_shown_as_painted(window, bar, qtbot)
    press_hint_key(window)
    qtbot.waitUntil(lambda: bar.currentMessage().startswith("Conseil\u00a0:"), timeout=10_000)
    hint = bar.currentMessage()
    assert bar.lines_needed(hint, bar.message_rect().width()) == 2  # the play tester's case
    assert_room_inside(bar)
    assert_shown_as_painted(window, bar, qtbot)
    bar.repaint()  # painted whole, as after the window is uncovered
    for text in (SHORT, "", hint, ""):
        bar.showMessage(text)
        assert_room_inside(bar)
        assert_shown_as_painted(window, bar, qtbot)
        bar.repaint()
    QTest.qWait(0)
