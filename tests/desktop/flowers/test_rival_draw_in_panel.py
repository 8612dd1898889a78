"""The card another player draws reads as theirs from the moment they draw it: it stands in their
panel, never over the viewer's garden nor between the panels (play tester 191: while Iris thought,
her "2 jaune" sat in the viewer's column E, held mid-way on its glide from the stack)."""

from __future__ import annotations

from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.table import set_animation_speed
from engine.core.save import Seat
from tests.desktop.flowers.conftest import make_table, redraw_for
from tests.desktop.flowers.test_panels import good_move

NAMES = ("Joueur 1", "Rose", "Iris", "Marguerite")


def test_a_rivals_draw_stands_in_their_panel_while_they_think(qtbot: QtBot) -> None:
    """Four players at 1600×900 seen by the first, moves gliding: each rival's drawn card is in
    their panel at once and at every moment after, clear of the viewer's garden."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES], size=(1600, 900))
    board = table.board
    table.controller.state_changed.disconnect(table.redraw)
    table.controller.state_changed.connect(redraw_for(table, 0))
    try:
        for _move in range(8):  # a round: gardens with a few cards
            table.play(good_move(table.state))
        set_animation_speed(1)
        table.play(good_move(table.state))  # the viewer draws
        table.play(good_move(table.state))  # and places
        for rival in (1, 2, 3):
            table.play(good_move(table.state))  # the rival draws, then "thinks"
            assert table.state.current == rival
            for _moment in range(6):
                held = board.held_item()
                assert held is not None
                card = held.mapRectToScene(held.card_rect())
                assert not card.intersects(board._garden_panel_rect())
                assert board._side_rect(rival).contains(card)
                QTest.qWait(50)
            table.play(good_move(table.state))  # and places
        # the last placement lands before the board goes: its landing timer outlived the
        # board's widget and fired in the next test
        qtbot.waitUntil(lambda: board.landing_from is None, timeout=3000)
    finally:
        set_animation_speed(0)
        table.controller.shutdown()
