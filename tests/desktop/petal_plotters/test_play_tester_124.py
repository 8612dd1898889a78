"""Play tester 124, a family at one screen (1366×768): passing a card by dragging it to its
receiver, the ability zone at rest read alike with the Garrison."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from engine.games.petal_plotters import Phase

from .conftest import Table
from .test_board_play import setup_moves, usable


def zone_colour(table: Table) -> QColor:
    """The ability zone's colour inside its lower left corner, clear of its words (as drawn
    on the screen)."""
    board = table.board
    rect = board.ability_zone.mapRectToScene(board.ability_zone.rect)
    inside = table.point(QPointF(rect.left() + 25, rect.bottom() - 25))
    return board.view.viewport().grab().toImage().pixelColor(inside)


def test_the_ability_zone_at_rest_is_not_filled_as_under_a_card(qtbot: QtBot, trio: Table) -> None:
    """Filled green at the start of every turn, while the Garrison was not, "Use ability" read
    as the game suggesting an ability. At rest it is filled as the plain zone is (its dashed
    line marks it, as the Garrison's next place is marked); it turns green when a card whose
    ability may be used is held over it."""
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN and usable(s, "look") is not None)
    zone = board.ability_zone
    assert zone.mode == "legal"  # some card's ability may be used
    at_rest = zone_colour(trio)
    zone.set_mode("idle")
    assert zone_colour(trio) == at_rest
    zone.set_mode("legal")
    card = usable(trio.state, "look")
    assert card is not None
    item = board.hand_item(card)
    assert item is not None
    start, over = item.center_scene(), board.ability_zone_point()
    trio.press(start)
    trio.move(start, over)
    assert zone.mode == "hover"
    held = zone_colour(trio)
    assert held != at_rest and held.green() - held.red() > at_rest.green() - at_rest.red()
    trio.move(over, board.table_layout.total.center())
    trio.release(board.table_layout.total.center())
    assert zone.mode == "legal" and zone_colour(trio) == at_rest
