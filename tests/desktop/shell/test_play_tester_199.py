"""What a French play tester found in Flowers on a 1280×720 screen at 125 % scaling (session
63): the home page's game cards cut at its foot once a solo record showed; Play opening New
Game at one player after a solo game."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

import desktop.games as games_module
from desktop import i18n
from desktop.dialogs.new_game import NewGameChoice, NewGameDialog
from desktop.main_window import MainWindow
from desktop.settings import Settings
from desktop.solo_records import SoloRecord
from desktop.start_screen import EMBLEM_LEAST, EMBLEM_SIZE, StartScreen
from engine.core import registry
from engine.core.save import Seat
from engine.games.flowers import FlowersOptions

SUMMER_BEST = SoloRecord(
    game="flowers",
    variant=("summer",),
    score=16,
    rank="Apprentice",
    code="ABCD-EFGH",
    game_key="0" * 64,
    finished=datetime(2026, 12, 6, 21, 0, tzinfo=UTC),
)
SEATS = (Seat(name="Camille"), Seat(name="Rose", kind="hard"), Seat(name="Iris", kind="easy"))
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


def test_play_after_a_solo_game_opens_new_game_at_the_last_table_of_several(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After a solo game in the Summer variant, the Flowers card's Play opened New Game at one
    player, Summer ticked: Play opens the last table of several (three players, no variant),
    and Solo the last solo game, as each was set up."""
    window = MainWindow(Settings(ai_move_delay_ms=0))
    qtbot.addWidget(window)
    flowers = registry.get_game("flowers")
    table = NewGameChoice("flowers", FlowersOptions(players=3), 5, SEATS)
    alone = NewGameChoice("flowers", FlowersOptions(players=1, summer=True), 6, SEATS[:1])
    opened: list[NewGameDialog] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: opened.append(dialog) or 0)
    monkeypatch.setattr(NewGameDialog, "deleteLater", lambda dialog: None)  # read it after
    card = window.start_screen.cards["flowers"]
    for chosen in (table, alone, alone):  # a second solo game keeps the table of several
        window._remember_setup(chosen)
        for button in (card.play, card.solo):
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        play, solo = (dialog.choice() for dialog in opened[-2:])
        assert play.options == table.options and play.seats[:3] == SEATS
        assert solo.options == (
            alone.options if chosen is alone else flowers.parse_options({"players": 1})
        )
    # File › New opens the last setup, whatever it was
    window.new_game_dialog()
    assert opened[-1].choice().options == alone.options
