"""C opens the card-counting window: every card of the deal, grouped by where the viewer
knows it is (the engine's ``card_places``), the ones not seen first. With the memory aid off
it knows only what a real table shows (an experienced player's wish: a strong player counts
the cards)."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from desktop.games.petal_plotters.items import count_heading
from desktop.table import set_animation_speed
from engine.core.save import Seat
from engine.games.petal_plotters import GAME
from engine.games.petal_plotters.components import HORNBILL, cards_for
from engine.games.petal_plotters.counting import card_places
from engine.games.petal_plotters.state import AddToGarrison

from .conftest import Table, add_to_the_last_move, make_table
from .test_board_play import setup_moves


@pytest.mark.parametrize("memory_aid", [True, False])
def test_c_lists_the_deals_cards_where_the_viewer_knows_them(
    qtbot: QtBot, memory_aid: bool
) -> None:
    seats = [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy")]
    table = make_table(qtbot, seats, memory_aid=memory_aid)
    try:
        # the Hornbill and a card face down from each player: the viewer laid one of them
        setup_moves(table, lambda s: sum(len(g) for g in s.garrisons) == 4)
        board = table.board
        view = board.state
        assert view is not None
        laid = [slot.card for slot in view.garrisons[board.viewer] if not slot.face_up]
        assert len(laid) == 1
        board.view.setFocus()
        QTest.keyClick(board.view, Qt.Key.Key_C)
        dialog = board.card_count_dialog
        assert dialog is not None
        assert QTest.qWaitForWindowExposed(dialog)
        places = card_places(view)
        # every card of the deal once, each group headed with its number of cards
        pictures = [
            label.objectName()
            for label in dialog.findChildren(QLabel)
            if label.objectName().startswith("count-card-")
        ]
        assert sorted(pictures) == sorted(f"count-card-{card}" for card in cards_for(3))
        groups = Counter(place.where for place in places)
        assert {where: label.text() for where, label in dialog.headings.items()} == {
            where: count_heading(where, count) for where, count in groups.items()
        }
        # the card the viewer laid face down: known with the memory aid, not seen without,
        # as at a real table
        where = {place.card: place.where for place in places}
        assert where[laid[0]] == ("face_down" if memory_aid else "unseen")
        told_off = any(
            "The memory aid is off" in label.text() for label in dialog.findChildren(QLabel)
        )
        assert told_off is not memory_aid
        # whose each card is, except for the viewer's own hand ("you" under every card)
        assert not {held.card for held in view.hands[board.viewer]} & dialog.captions.keys()
        first = view.first_player
        assert dialog.captions[HORNBILL].text() == (
            "you" if first == board.viewer else seats[first].name
        )
        # a name stands against its card, and well apart from the next group's heading,
        # which it read as naming (play tester 213: "Erika" over "In your hand: 4")
        host = dialog.headings[next(iter(dialog.headings))].parentWidget()
        assert host is not None

        def box(label: QLabel) -> QRect:
            return QRect(label.mapTo(host, QPoint(0, 0)), label.size())

        headings = sorted((box(label) for label in dialog.headings.values()), key=QRect.top)
        for card, caption in dialog.captions.items():
            picture = dialog.findChild(QLabel, f"count-card-{card}")
            assert picture is not None
            named = box(caption)
            assert named.top() - box(picture).bottom() <= 3
            below = [heading for heading in headings if heading.top() > named.top()]
            if below:
                assert below[0].top() - named.bottom() >= 12, card
        QTest.keyClick(dialog, Qt.Key.Key_Escape)  # glanced at, closed at once
        assert not dialog.isVisible()
    finally:
        table.controller.shutdown()


def test_a_click_on_the_line_beside_the_total_opens_the_deals_cards(
    qtbot: QtBot, trio: Table
) -> None:
    """The mouse's way to the list: the line that says what the face-down cards could make
    the total (its tooltip says so, and the pointer turns to a hand over it)."""
    board = trio.board
    setup_moves(trio, lambda s: sum(len(g) for g in s.garrisons) == 2)
    line = board._labels["total-sub"]
    assert "Click here or press C" in line.toolTip()
    assert line.cursor().shape() == Qt.CursorShape.PointingHandCursor
    assert board.card_count_dialog is None
    played = len(trio.played)
    trio.click(line.sceneBoundingRect().center())
    dialog = board.card_count_dialog
    assert dialog is not None
    assert QTest.qWaitForWindowExposed(dialog)
    assert len(trio.played) == played  # nothing else happened
    dialog.close()


def test_the_deals_cards_wait_for_the_end_reveal(trio: Table) -> None:
    """The finished game's view knows every card, while the reveal turns them over one by
    one: the list opens only once it is done, every card then in sight."""
    board = trio.board
    action = add_to_the_last_move(trio)
    set_animation_speed(1)  # the reveal turns the cards one at a time
    try:
        trio.play(action)
        board._reveal_timer.stop()  # stepped here
        assert not board.ending_done()
        board.view.setFocus()
        QTest.keyClick(board.view, Qt.Key.Key_C)
        assert board.card_count_dialog is None  # no card shown before the reveal turns it
        while not board.ending_done():
            board._reveal_step()
            board._reveal_timer.stop()
        QTest.keyClick(board.view, Qt.Key.Key_C)
        dialog = board.card_count_dialog
        assert dialog is not None
        # every card turned: only the cards set aside unseen (none at three players) are not
        assert "unseen" not in dialog.headings
        dialog.close()
    finally:
        set_animation_speed(0)


def test_the_deals_cards_follow_the_table_and_stay_the_viewers_secret(trio: Table) -> None:
    """Open over the table, the list follows its changes for the same viewer; it is their
    secret, so it goes when the table is covered for a hand-off at a shared screen, or is
    shown to another player."""
    board = trio.board
    setup_moves(trio, lambda s: sum(len(g) for g in s.garrisons) == 2)
    viewer = board.viewer
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_C)
    dialog = board.card_count_dialog
    assert dialog is not None
    hand = len(trio.state.hands[viewer])
    assert dialog.headings["hand"].text() == f"In your hand: {hand}"
    # the viewer's own add, shown to them: the window follows, one card fewer in hand
    state = trio.state
    add = next(a for a in GAME.legal_actions(state) if isinstance(a, AddToGarrison))
    view = GAME.view(GAME.apply(state, add), viewer)
    names = [seat.name for seat in trio.seats]
    board.show_state(view, viewer, None, GAME.projection(view), names)
    assert board.card_count_dialog is dialog and dialog.isVisible()
    assert dialog.headings["hand"].text() == f"In your hand: {hand - 1}"
    assert dialog.headings["face_down"].text() == "Known face down in a Garrison: 1"
    # covered for a hand-off at a screen several people share: it goes
    board.people = 3
    board.set_interactive(False)
    assert board.card_count_dialog is None and not dialog.isVisible()
    # shown to the next player: one opened by the one before goes
    trio.redraw()
    QTest.keyClick(board.view, Qt.Key.Key_C)
    mine = board.card_count_dialog
    assert mine is not None
    trio.play(add)
    assert board.viewer != viewer
    assert board.card_count_dialog is None and not mine.isVisible()
