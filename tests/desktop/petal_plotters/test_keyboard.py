"""The keyboard on the Petal Plotters table: the arrows' cursor stays in sight."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.table import set_animation_speed
from engine.games.petal_plotters import GAME, AddToGarrison, Cancel, PlaceHornbill, UseAbility

from .conftest import Table


def test_a_zoomed_table_follows_the_keyboard_cursor(qtbot: QtBot, trio: Table) -> None:
    """The scroll bars are off: when the arrows move the cursor to a hand card off a zoomed-in
    screen, the table scrolls so the cursor's frame stays in sight."""
    board = trio.board
    view = board.view
    view.setFocus()
    assert board.focusables()

    def visible() -> QRectF:
        return view.mapToScene(view.viewport().rect()).boundingRect()

    for _ in range(6):
        view.zoom_in()
    far_corner = view.content_rect().topLeft()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Down):
        view.centerOn(far_corner)
        focus = board.key_focus
        if focus is not None:
            assert not visible().intersects(board.cards[focus[1]].sceneBoundingRect())
        QTest.keyClick(view, key)
        assert board.key_focus in board.focusables()
        assert board.cursor_item.isVisible()
        assert visible().contains(board.cursor_item.sceneBoundingRect()), key
    assert not view.is_auto_fit()


def test_enter_without_an_arrow_frames_the_first_choice_then_takes_it(
    qtbot: QtBot, trio: Table
) -> None:
    """No arrow is needed first: a lone choice (the Hornbill) is taken at once; among several
    the first press frames the first one and says how to move the frame, the next takes it."""
    board = trio.board
    view = board.view
    view.setFocus()
    assert board.key_focus is None
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert trio.played == [PlaceHornbill()]
    state = trio.state
    first = state.hands[state.current][0].card
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert len(trio.played) == 1 and board.key_focus == ("card", first)
    assert board.cursor_item.isVisible() and "←/→" in trio.messages[-1]
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert trio.played[-1] == AddToGarrison(first, True)


def test_r_without_an_arrow_turns_the_first_card(qtbot: QtBot, trio: Table) -> None:
    board = trio.board
    trio.play(PlaceHornbill())
    view = board.view
    view.setFocus()
    board.hover_item = None
    first = trio.state.hands[trio.state.current][0].card
    QTest.keyClick(view, Qt.Key.Key_R)
    assert board.key_focus == ("card", first) and board.orientation[first] is False


def test_the_cursor_frames_where_its_card_comes_to_rest(qtbot: QtBot, trio: Table) -> None:
    """After a Cancel the card glides back into the hand: the frame is drawn round the card's
    place in the hand, not round the "Use ability" zone it is leaving."""
    set_animation_speed(1)
    try:
        glide_back_after_cancel(qtbot, trio)
    finally:
        set_animation_speed(0)


def glide_back_after_cancel(qtbot: QtBot, trio: Table) -> None:
    board = trio.board
    trio.play(PlaceHornbill())
    state = trio.state
    card = next(a.card for a in GAME.legal_actions(state) if isinstance(a, UseAbility))
    view = board.view
    view.setFocus()
    hand = [held.card for held in state.hands[state.current]]
    for _ in range(hand.index(card) + 1):
        QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_U)
    assert trio.played[-1] == UseAbility(card)
    item = board.cards[card]
    qtbot.waitUntil(lambda: item.pos() == item.home)  # it lies in the zone
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert trio.played[-1] == Cancel() and board.key_focus == ("card", card)
    assert item.pos() != item.home  # still on its way back: no frame where it passes
    assert not board.cursor_item.isVisible()
    qtbot.waitUntil(board.cursor_item.isVisible)
    assert item.pos() == item.home and item.scale() == item.home_scale
    resting = item.mapRectToScene(item.card_rect())
    assert board.cursor_item.rect == resting.adjusted(-7, -7, 7, 7)
    assert not board.cursor_item.rect.intersects(board.ability_zone.rect)
