"""What a French play tester found in Flowers on a 1280×720 screen at 125 % scaling (session
63): the home page's game cards cut at its foot once a solo record showed."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

import desktop.games as games_module
from desktop import i18n
from desktop.solo_records import SoloRecord
from desktop.start_screen import EMBLEM_LEAST, EMBLEM_SIZE, StartScreen
from engine.core import registry

SUMMER_BEST = SoloRecord(
    game="flowers",
    variant=("summer",),
    score=16,
    rank="Apprentice",
    code="ABCD-EFGH",
    game_key="0" * 64,
    finished=datetime(2026, 12, 6, 21, 0, tzinfo=UTC),
)
RESUME = "Flowers en solo (variante d’été)\nJoueur 1\naucun coup joué\npartie rejouée, non comptée"


def home_page(qtbot: QtBot, width: int, height: int) -> StartScreen:
    """The home page as the tester had it: a solo record, four lines about the game to resume."""
    games = registry.all_games()
    playable = {game_id for game_id in games if games_module.board_class(game_id) is not None}
    screen = StartScreen(games, playable, tutorial=True)
    qtbot.addWidget(screen)
    screen.set_resume(True, RESUME)
    screen.set_records([SUMMER_BEST])
    screen.resize(width, height)
    screen.show()
    assert QTest.qWaitForWindowExposed(screen)
    return screen


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize("height", [420, 440])
def test_the_game_cards_stand_whole_on_a_short_page(qtbot: QtBot, height: int) -> None:
    """The page 973 px wide (the window at 125 %): the cards' flowers shrink, and every
    button stands whole in the page, with no scroll bar. They stood under its foot, in part:
    "Jouer", "Solo", "Leçon", "Règles"."""
    assert i18n.install("fr") == "fr"
    screen = home_page(qtbot, 973, height)
    viewport = screen._scroll.viewport()
    cards = list(screen.cards.values())
    qtbot.waitUntil(lambda: not screen._scroll.verticalScrollBar().isVisible())
    for card in cards:
        assert EMBLEM_LEAST <= card.emblem.height() < EMBLEM_SIZE
        for button in (card.play, card.solo, card.tutorial, card.rules):
            if button.isVisible():
                top = button.mapTo(viewport, QPoint(0, 0)).y()
                assert top >= 0 and top + button.height() <= viewport.height(), button.text()


@pytest.mark.usefixtures("translations")
def test_a_tall_page_draws_the_flowers_whole(qtbot: QtBot) -> None:
    """Where the page has room, the flowers keep their size; where even the least leaves no
    room, they keep that and the page scrolls."""
    assert i18n.install("fr") == "fr"
    screen = home_page(qtbot, 973, 740)
    qtbot.waitUntil(lambda: screen.cards["flowers"].emblem.height() == EMBLEM_SIZE)
    screen.resize(973, 360)
    qtbot.waitUntil(lambda: screen._scroll.verticalScrollBar().isVisible())
    qtbot.waitUntil(lambda: screen.cards["flowers"].emblem.height() == EMBLEM_LEAST)
    screen.resize(973, 740)
    qtbot.waitUntil(lambda: screen.cards["flowers"].emblem.height() == EMBLEM_SIZE)
    qtbot.waitUntil(lambda: not screen._scroll.verticalScrollBar().isVisible())
