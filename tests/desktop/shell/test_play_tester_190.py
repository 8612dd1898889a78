"""What a German play tester on a small laptop (1024×768, window maximised, session 59) found on
the start page: with a Petal Plotters match to resume, the side column took 40 % of the width,
the two game cards fell to one scrolling column, the second's buttons cut at the page's foot."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from desktop import i18n, paths
from desktop.main_window import MainWindow
from desktop.settings import Settings
from desktop.start_screen import CARD_GAP, StartScreen
from engine.core import registry
from engine.core.save import Seat, write_save
from engine.core.session import Session

NAMES = ("Jörg", "Rosa", "Iris", "Margarete")


def autosave_a_match() -> None:
    """A four-player Petal Plotters match of three deals, 16 moves in, left to resume: the
    longest summary the side column shows."""
    game = registry.get_game("petal-plotters")
    session = Session(game, game.parse_options({"players": 4, "match": True}), 7)
    moves = random.Random(1)
    for _ in range(16):
        session.apply(moves.choice(list(game.legal_actions(session.state))))
    seats = tuple(
        Seat(name=name, kind="human" if index == 0 else "normal")
        for index, name in enumerate(NAMES)
    )
    path = paths.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_save(path, session, seats)


def rect_in(widget: QWidget, ancestor: QWidget) -> QRect:
    return QRect(widget.mapTo(ancestor, QPoint(0, 0)), widget.size())


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.parametrize(
    "size",
    # a maximised window's inside on a 1024×768, a 1024×640 and an 800×600 screen (openbox),
    # and on a 1366×768 one
    [(1024, 749), (1024, 621), (800, 581), (1366, 749)],
    ids=lambda size: f"{size[0]}x{size[1]}",
)
def test_the_game_cards_stand_whole_in_a_row_beside_or_under_the_game_to_resume(
    qtbot: QtBot, language: str, size: tuple[int, int]
) -> None:
    assert i18n.install(language) == language
    autosave_a_match()
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    assert QTest.qWaitForWindowExposed(window)
    screen: StartScreen = window.start_screen
    assert screen.resume.isEnabled() and "Margarete" in screen.resume_info.text()
    cards = list(screen.cards.values())
    assert len(cards) >= 2
    qtbot.waitUntil(lambda: len({card.y() for card in cards}) == 1)  # one row
    scroll = screen._scroll
    viewport = scroll.viewport()
    assert not scroll.verticalScrollBar().isVisible()
    for card in cards:
        buttons = (card.play, card.solo, card.tutorial, card.rules)
        for button in (button for button in buttons if button.isVisible()):
            assert viewport.rect().contains(rect_in(button, viewport)), button.text()
    page = screen.rect()
    for widget in (screen.resume, screen.resume_info, screen.open, screen.settings):
        assert page.contains(rect_in(widget, screen)), widget.objectName()
    info = screen.resume_info
    assert info.height() >= info.heightForWidth(info.width())  # its words whole
    # no room wasted right of the cards: what follows them (the side column, or the page's
    # edge under the band) comes a gap and a scroll bar's width after, at most
    right = max(rect_in(card, screen).right() for card in cards)
    if screen.side_beside:
        following = rect_in(screen.side, screen).left()
        assert rect_in(screen.side, screen).top() <= rect_in(cards[0], screen).top()
    else:
        following = page.right() - screen.layout().contentsMargins().right()
        assert rect_in(screen.side, screen).bottom() < rect_in(cards[0], screen).top()
    bar = scroll.verticalScrollBar().sizeHint().width()
    assert following - right <= CARD_GAP + bar
    window.close()
