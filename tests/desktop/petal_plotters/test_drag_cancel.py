"""Taking back a drag on the Petal Plotters table (play test, real app under Xvfb): Esc mid-drag
did nothing and the release still played the card. A right click or the wheel mid-drag still
turns the held card (a documented gesture)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from engine.core.actions import Action
from engine.games.petal_plotters import GAME, AddToGarrison, Phase, PlaceHornbill
from tests.desktop.board_table import wheel_notch

from .conftest import Table


def to_turn(table: Table) -> None:
    """Quick engine moves (every Hornbill placed) until a turn of adding or using a card."""
    for _ in range(10):
        if table.state.phase is Phase.TURN:
            return
        legal = GAME.legal_actions(table.state)
        action: Action = next(a for a in legal if isinstance(a, (PlaceHornbill, AddToGarrison)))
        table.play(action)
    raise AssertionError("no turn reached")


def test_esc_mid_drag_sends_the_card_home_and_plays_nothing(qtbot: QtBot, trio: Table) -> None:
    board = trio.board
    to_turn(trio)
    state, played = trio.state, list(trio.played)
    item = board.hand_items()[0]
    card = item.card_id
    home, at_rest = item.home, item.rotation()
    start, end = item.center_scene(), board.garrison_drop_point()
    board.view.setFocus()
    trio.press(start)
    trio.move(start, end)
    assert board.drag_item is item and item.dragging
    assert board.drop_ghost.mode == "hover"  # the Garrison says the card would land there
    QTest.keyClick(board.view, Qt.Key.Key_Escape)
    # over at once: the card is back in the fan (animations are instant here), the Garrison
    # at rest again
    assert board.drag_item is None and not item.dragging
    assert item.pos() == home and item.rotation() == at_rest and not item.show_up_value
    assert board.drop_ghost.mode == "legal"
    trio.release(end)
    assert trio.state is state and trio.played == played
    assert board.hand_item(card) is item and item.pos() == home
    # the table still plays: the same card dragged again is added
    trio.drag(item.center_scene(), end)
    assert trio.played[-1] == AddToGarrison(card, True)


def test_a_card_turned_mid_drag_then_taken_back_keeps_its_end(qtbot: QtBot, trio: Table) -> None:
    """A right click and the wheel still turn the dragged card; Esc then takes it back, with
    the end chosen up, and the next drag adds it that way."""
    board = trio.board
    to_turn(trio)
    state = trio.state
    item = board.hand_items()[1]
    card = item.card_id
    start, end = item.center_scene(), board.ability_zone_point()
    viewport = board.view.viewport()
    trio.press(start)
    trio.move(start, end)
    assert board.drag_item is item
    QTest.mouseClick(viewport, Qt.MouseButton.RightButton, pos=trio.point(end))
    assert board.orientation[card] is False and item.dragging  # turned, not dropped
    wheel_notch(viewport, trio.point(end))
    wheel_notch(viewport, trio.point(end))
    assert board.orientation[card] is False and item.dragging
    assert item.ability_banner  # over "Use ability" the card shows what it would do
    QTest.keyClick(board.view, Qt.Key.Key_Escape)
    assert not item.ability_banner and board.ability_zone.mode != "hover"
    trio.release(end)
    assert trio.state is state
    assert abs(item.rotation() % 360 - (180 + item.fan_angle) % 360) < 1  # bottom end up
    trio.drag(item.center_scene(), board.garrison_drop_point() + QPointF(0, 1))
    assert trio.played[-1] == AddToGarrison(card, False)
