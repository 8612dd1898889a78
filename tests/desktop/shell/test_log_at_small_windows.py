"""The move log at a small window (play tester, session 57): at 800×600 its dock took a third
of the table's width, and the table's words were drawn a few pixels high. A game opens without
it in a window narrower than ``LOG_BESIDE_WIDTH``, the log still on for a wider one; View ›
Move Log opens it there all the same, and the run's next games with it. At 1366×768 it opens
beside the table as before."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from desktop.dialogs.new_game import NewGameChoice
from desktop.main_window import MainWindow
from desktop.move_log import LOG_WIDTH
from desktop.settings import Settings
from engine.core import registry
from engine.core.save import Seat
from tests.desktop.shell.on_screen import window_on_screen

FLOWERS = registry.get_game("flowers")


def logged_at(qtbot: QtBot, width: int, height: int) -> Iterator[MainWindow]:
    settings = Settings(ai_move_delay_ms=0, confirm_moves=False, move_log=True)
    yield from window_on_screen(qtbot, settings, width, height)


def start_flowers(window: MainWindow) -> None:
    seats = (Seat(name="Ada"), Seat(name="Robo", kind="normal"))
    options = FLOWERS.parse_options({"players": 2})
    assert window.start_game(NewGameChoice("flowers", options, 21, seats))


@pytest.fixture
def small(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from logged_at(qtbot, 800, 600)


@pytest.fixture
def laptop(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from logged_at(qtbot, 1366, 768)


def test_at_800_by_600_a_game_opens_with_the_whole_width_for_its_table(
    small: MainWindow, qtbot: QtBot
) -> None:
    start_flowers(small)
    qtbot.wait(50)
    assert small.board is not None
    assert small.move_log_dock.isHidden()
    assert not small.actions_by_name["move_log"].isChecked()
    assert small.settings.move_log  # still on for a wider window
    view = small.board.view
    assert view.width() == small.centralWidget().width() == small.width()
    # opened by hand, it shows all the same
    small.actions_by_name["move_log"].trigger()
    qtbot.waitUntil(small.move_log_dock.isVisible)
    assert small.settings.move_log and view.width() < small.width() - LOG_WIDTH // 2
    start_flowers(small)  # the run's next game opens with it, as asked here
    assert not small.move_log_dock.isHidden()
    small.controller.shutdown()


def test_at_1366_by_768_the_log_opens_beside_the_table_as_before(
    laptop: MainWindow, qtbot: QtBot
) -> None:
    start_flowers(laptop)
    qtbot.waitUntil(laptop.move_log_dock.isVisible)
    assert laptop.actions_by_name["move_log"].isChecked()
    assert abs(laptop.move_log_dock.width() - LOG_WIDTH) <= 8
    laptop.controller.shutdown()
