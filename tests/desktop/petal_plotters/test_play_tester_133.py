"""Play tester 133, with the keyboard alone at 1366×768: the discard pile's window showed no
focus, its arrows and Tab moving nothing visible; R turned a card being passed."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from desktop.focus_frame import FocusRing
from desktop.games.petal_plotters import faces
from desktop.games.petal_plotters.board import PILE_FOCUS, told_name
from desktop.games.petal_plotters.items import DiscardDialog
from engine.core.save import Seat
from engine.games.petal_plotters.components import CARDS
from engine.games.petal_plotters.state import Phase

from .conftest import Table, make_table
from .test_board_play import pass_to_the_left, use_pass_left

PILE = ["frog-1", "katydid-1", "pangolin-1", "sunbird-1", "honey-bee-1", "spider-1", "frog-2"]


def shown(qtbot: QtBot, cards: list[str]) -> DiscardDialog:
    dialog = DiscardDialog(cards)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    return dialog


def test_the_arrows_read_the_discard_pile_card_by_card(qtbot: QtBot) -> None:
    """The keys start framed on the newest card; ← and ↑ move them, each card shown large."""
    dialog = shown(qtbot, PILE)
    newest = dialog.card_labels[-1]
    qtbot.waitUntil(newest.hasFocus)
    assert "QLabel:focus { border-color: palette(highlight)" in newest.styleSheet()
    qtbot.keyClick(newest, Qt.Key.Key_Left)
    before = dialog.card_labels[-2]
    assert before.hasFocus()
    qtbot.waitUntil(lambda: dialog.card_preview.isVisible())
    assert dialog.card_preview.source is before
    qtbot.keyClick(before, Qt.Key.Key_Up)  # a row up, five cards back
    assert dialog.card_labels[0].hasFocus()
    qtbot.keyClick(dialog.card_labels[0], Qt.Key.Key_Left)  # the oldest: it stays
    assert dialog.card_labels[0].hasFocus()


def test_an_empty_pile_rings_close(qtbot: QtBot) -> None:
    """An empty pile's Close had a faint ring only (shot 149)."""
    dialog = shown(qtbot, [])
    close = dialog.findChild(QPushButton)
    assert close is not None
    close.setFocus()
    ring = dialog.findChild(FocusRing)
    assert ring is not None
    qtbot.waitUntil(ring.isVisible)
    assert ring.geometry().contains(QRect(close.mapTo(dialog, QPoint(0, 0)), close.size()))


def test_r_during_a_pass_turns_nothing_and_says_why(trio: Table) -> None:
    """R on a hand card framed during a pass turned it, the large card saying "Turned: counts
    0" (shot 96): a passed card goes to a hand, where no end counts."""
    board = trio.board
    use_pass_left(trio)
    assert trio.state.phase is Phase.PASS
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_Right)
    focus = board.key_focus
    assert focus is not None and focus[0] == "card"
    card = str(focus[1])
    QTest.keyClick(board.view, Qt.Key.Key_R)
    assert board.orientation.get(card, True) and board.cards[card].top_up
    assert trio.messages[-1] == (
        "A card you pass goes to a hand, where neither end counts: there is nothing to rotate."
    )


def test_the_pile_read_by_the_arrows_names_its_top_card(trio: Table) -> None:
    """Read with ↑/↓, the pile said "The discard pile: Enter or D looks through it." and
    nothing of the card on it."""
    board = trio.board
    pass_to_the_left(trio)
    top = trio.state.discard[-1]
    board.view.setFocus()
    for _press in range(40):
        QTest.keyClick(board.view, Qt.Key.Key_Down)
        if board.key_focus == PILE_FOCUS:
            break
    assert board.key_focus == PILE_FOCUS
    name = told_name(faces.card_title(CARDS[top]))
    assert trio.messages[-1] == f"The discard pile, {name} on top: Enter or D looks through it."


def test_l_in_a_matchs_first_deal_says_why_it_shows_nothing(qtbot: QtBot) -> None:
    """L in deal 1 of a match did nothing and said nothing."""
    table = make_table(
        qtbot, [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy")], match=True
    )
    try:
        table.board.view.setFocus()
        QTest.keyClick(table.board.view, Qt.Key.Key_L)
        assert table.messages[-1] == (
            "L shows the previous deal once a deal is over: this is the match's first."
        )
    finally:
        table.controller.shutdown()


def test_the_arrows_on_an_only_choice_say_so(trio: Table) -> None:
    """With the Great Hornbill the only card to lay, ←/→ did nothing and said nothing."""
    board = trio.board
    assert trio.state.phase is Phase.HORNBILL and len(board.focusables()) == 1
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_Right)  # the frame comes, on the Hornbill
    framed = board.key_focus
    QTest.keyClick(board.view, Qt.Key.Key_Right)
    assert board.key_focus == framed
    assert trio.messages[-1] == (
        "This is your only choice: ←/→ have nowhere else to go, Enter takes it."
    )
