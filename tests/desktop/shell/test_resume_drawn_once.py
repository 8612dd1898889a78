"""Resume draws the table once, in the room it keeps: "cards doubled for a moment after Resume"
(play testers, session 58). The table's bar, shown for the first time with the page, took its
height only at the next turn of the event loop; the board had drawn its cards in a viewport 7
pixels too tall, then glided each to its place, beside its shadow already there."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSize
from pytestqt.qtbot import QtBot

from desktop.dialogs.new_game import NewGameChoice
from desktop.main_window import MainWindow
from desktop.table.animation import animation_speed, is_animating, set_animation_speed
from desktop.table.items import CardItem
from engine.core import registry
from engine.core.save import Seat
from tests.desktop.shell.test_solo_records import play_on, shown_window


@pytest.fixture
def animated() -> Iterator[None]:
    """Moves glide at the normal speed, as a player sees them (other tests turn them off)."""
    speed = animation_speed()
    set_animation_speed(1.0)
    yield
    set_animation_speed(speed)


def gliding(window: MainWindow) -> list[CardItem]:
    assert window.board is not None
    scene = window.board.scene
    return [item for item in scene.items() if isinstance(item, CardItem) and is_animating(item)]


@pytest.mark.usefixtures("animated")
def test_a_resumed_table_is_drawn_once_in_its_room(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: window.size() == QSize(1366, 768))
    options = registry.get_game("flowers").parse_options({"players": 1})
    assert window.start_game(NewGameChoice("flowers", options, 21, (Seat(name="Camille"),)))
    play_on(window, 6, random.Random(1))  # three cards in the garden
    qtbot.waitUntil(lambda: not gliding(window))
    window.close_game()
    assert window.resume_autosave()
    board = window.board
    assert board is not None
    drawn_in = board.view.viewport().size()
    assert len(board.scene.items()) > 0 and not gliding(window)
    qtbot.wait(100)  # the window's layout settles, as it does before the first paint
    assert board.view.viewport().size() == drawn_in
    assert not gliding(window)
