"""A start page narrower than about 770 px stacked the game cards in one column that scrolled
(play test): each card was 358 px wide at least, its four buttons at the style's least width
of a button with words (Fusion's 80 px), where two cards had room for their words side by
side down to a 640 px page."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

import desktop.games as games_module
from desktop import i18n
from desktop.start_screen import StartScreen
from engine.core import registry

SUMMARY = "Petal Plotters (match of three deals) with Jörg, Rosa, Iris and Margarete\ndeal 1 of 3"


def rect_in(widget: QWidget, ancestor: QWidget) -> QRect:
    return QRect(widget.mapTo(ancestor, QPoint(0, 0)), widget.size())


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.parametrize("width", [640, 700, 760])
def test_two_game_cards_stand_side_by_side_their_buttons_whole(
    qtbot: QtBot, language: str, width: int
) -> None:
    assert i18n.install(language) == language
    games = registry.all_games()
    playable = {game_id for game_id in games if games_module.board_class(game_id) is not None}
    screen = StartScreen(games, playable, tutorial=True)
    qtbot.addWidget(screen)
    screen.set_resume(True, SUMMARY)
    screen.resize(width, 640)
    screen.show()
    assert QTest.qWaitForWindowExposed(screen)
    cards = list(screen.cards.values())
    assert len(cards) == 2
    qtbot.waitUntil(lambda: len({card.y() for card in cards}) == 1)  # one row
    assert not screen.side_beside  # the band above the cards, at these widths
    viewport = screen._scroll.viewport()
    assert not screen._scroll.horizontalScrollBar().isVisible()
    for card in cards:
        assert viewport.rect().contains(rect_in(card, viewport)), card.objectName()
        buttons = (card.play, card.solo, card.tutorial, card.rules)
        for button in (button for button in buttons if button.isVisible()):
            words = button.fontMetrics().horizontalAdvance(button.text())
            assert button.width() > words, button.text()  # its words whole
            assert card.rect().contains(rect_in(button, card)), button.text()
