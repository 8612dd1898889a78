"""Play testers 146 and 147: a card framed by the table itself (a hint's, a lesson step's)
shows large only once the player moves the frame."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from desktop.games.petal_plotters.items import PetalCardItem
from desktop.table import set_animation_speed
from engine.core.save import Seat
from engine.games.petal_plotters import GAME
from engine.games.petal_plotters.state import AddToGarrison, Phase, PlaceHornbill

from .conftest import Table, make_table
from .test_board_play import wait_my_turn


def test_a_hints_frame_shows_its_card_large_only_after_an_arrow(trio: Table) -> None:
    """After a hint the framed hand card's large preview covered the player's own Garrison,
    which the hint spoke of (play tester 146, 81.png): the frame the hint puts on a card
    shows it large once an arrow moves it, as at a hand-off (``_frame_unread``)."""
    board = trio.board
    view = board.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Return)  # the Hornbill
    QTest.keyClick(view, Qt.Key.Key_Return)  # frames the first card, shown large
    state = trio.state
    hand = [held.card for held in state.hands[state.current]]
    assert board.card_preview.source is board.cards[hand[0]]
    board.point_to((AddToGarrison(hand[-1], False),), prepare=True)
    assert board.key_focus == ("card", hand[-1]) and board.cursor_item.isVisible()
    assert board.card_preview.source is None
    QTest.keyClick(view, Qt.Key.Key_Left)
    assert board.card_preview.source is board.cards[hand[-2]]


def test_a_frame_the_table_puts_out_shows_its_card_large_after_an_arrow(trio: Table) -> None:
    """At a lesson step's start the frame the keys bring out showed its card large over the
    hand and the "Use ability" zone the step spoke of (play tester 146, 46.png, 48.png): it
    shows it once an arrow moves it, also when the keys come back to the table."""
    board = trio.board
    view = board.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Return)  # the Hornbill
    board.forget_keyboard_cursor()
    board.lead_with_keys()  # as a lesson's Next pressed by a key does
    state = trio.state
    hand = [held.card for held in state.hands[state.current]]
    assert board.key_focus == ("card", hand[0]) and board.cursor_item.isVisible()
    assert board.card_preview.source is None
    elsewhere = QLineEdit(view.window())
    elsewhere.show()
    elsewhere.setFocus()
    QTest.qWait(10)
    view.setFocus()  # the keys come back to the table
    QTest.qWait(10)
    assert board.card_preview.source is None
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert board.card_preview.source is board.cards[hand[1]]


def test_an_ability_ended_before_your_turn_leaves_use_ability_empty(qtbot: QtBot) -> None:
    """The card of a computer's ability, gliding to the discard pile as the viewer's turn came
    back, stood over "Use ability" and its "Drop a card here…" for 1.5 s (play tester 147,
    49.png): the pile shows it already, and the zone is empty as the turn begins."""
    seats = [Seat(name="Ada"), Seat(name="Poppy", kind="easy"), Seat(name="Rose", kind="easy")]
    table = make_table(qtbot, seats, seed=3)
    board = table.board
    session = table.controller.session
    assert session is not None
    zone = board.table_layout.zone
    stale: list[str] = []
    ended: list[str] = []

    def look() -> None:
        """Just as the table is drawn for a move: at the viewer's turn after another's
        ability, what lies in the zone."""
        index = session.cursor - 1
        before = session.state_at(index)
        turn = board.my_turn() or board.turn_landing()  # the move that began it lands
        if not turn or before.pending is None or session.mover_at(index) == 0:
            return
        ended.append(before.pending.card)
        stale.extend(
            item.card_id
            for item in board.scene.items()
            if isinstance(item, PetalCardItem)
            and item.isVisible()
            and zone.intersects(item.sceneBoundingRect())
        )

    table.controller.state_changed.connect(look)  # after the table's own redraw
    set_animation_speed(1)
    try:
        while not ended:
            wait_my_turn(qtbot, table)
            assert table.state.phase is not Phase.OVER
            legal = GAME.legal_actions(table.state)
            table.play(next(a for a in legal if isinstance(a, (PlaceHornbill, AddToGarrison))))
        assert stale == []
    finally:
        set_animation_speed(0)
        table.controller.shutdown()


def test_the_framed_cards_preview_keeps_off_what_a_hint_framed(qtbot: QtBot) -> None:
    """On a 1366×768 screen the large card covered the Garrison place a hint framed, and the
    hand card it named (play tester 146, 81.png): shown by an arrow, it keeps off the hint's
    frames where the table has room elsewhere."""
    seats = [Seat(name="Ada"), Seat(name="Ben"), Seat(name="Cy")]
    table = make_table(qtbot, seats)
    board = table.board
    board.widget().resize(1280, 600)
    qtbot.waitUntil(lambda: board.view.viewport().width() < 1300)
    try:
        view = board.view
        view.setFocus()
        QTest.keyClick(view, Qt.Key.Key_Return)  # the Hornbill
        state = table.state
        hand = [held.card for held in state.hands[state.current]]
        board.point_to((AddToGarrison(hand[-1], False),), prepare=True)
        QTest.keyClick(view, Qt.Key.Key_Left)
        QTest.keyClick(view, Qt.Key.Key_Right)
        preview = board.card_preview
        qtbot.waitUntil(preview.isVisible)
        assert preview.source is board.cards[hand[-1]]
        framed = [
            view.mapFromScene(hint.sceneBoundingRect()).boundingRect() for hint in board.hints
        ]
        assert framed and not any(preview.geometry().intersects(rect) for rect in framed)
    finally:
        table.controller.shutdown()
