"""A rival's hand count while the card they chose to pass waits raised under it (play tester
176: "5 in hand (1 passed, held until all p…" at four players on 1280×720, the raised card
over its letters)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from desktop.games.petal_plotters.board import chosen_to_pass
from engine.core.save import Seat
from engine.games.petal_plotters.state import PassCard

from .conftest import make_table
from .test_board_play import use_pass_left


def ink(label) -> QRectF:  # type: ignore[no-untyped-def]
    """Where a one-line label's letters lie on the scene, drawn centred in its box."""
    metrics = QFontMetricsF(label.font)
    box = label.sceneBoundingRect()
    baseline = box.center().y() - metrics.height() / 2 + metrics.ascent()
    tight = metrics.tightBoundingRect(label.text)
    right = box.right() if label.alignment & Qt.AlignmentFlag.AlignRight else None
    left = box.left() if right is None else right - metrics.horizontalAdvance(label.text)
    return QRectF(left + tight.left(), baseline + tight.top(), tight.width(), tight.height())


@pytest.mark.parametrize("size", [(1280, 720), (980, 640), (860, 620)])
def test_a_rivals_count_while_their_pass_waits_is_whole_and_clear_of_the_card(
    qtbot: QtBot, size: tuple[int, int]
) -> None:
    """The whole words where they fit, else fewer ("4 in hand, 1 passed": the cards in hand
    now, the one passed apart, play tester 187), never cut; the raised card at least 2 below
    their letters."""
    table = make_table(qtbot, [Seat(name=n, kind="human") for n in ("Ada", "Ben", "Cy", "Dee")])
    try:
        table.board.widget().resize(*size)
        use_pass_left(table)
        state = table.state
        table.play(PassCard(state.hands[state.current][0].card))
        board, state = table.board, table.state
        seat = next(
            seat
            for seat in range(4)
            if seat != board.viewer and chosen_to_pass(state, seat) is not None
        )
        count = board._labels[("count", seat)]
        assert "…" not in count.text and not count.toolTip().startswith("4 in hand")
        assert count.text in ("4 in hand (1 passed, held until all pass)", "4 in hand, 1 passed")
        assert QFontMetricsF(count.font).horizontalAdvance(count.text) <= count.width
        header = board._labels[("header", seat)]
        assert header.sceneBoundingRect().right() <= count.sceneBoundingRect().left() + 1
        backs = [item for key, item in board.cards.items() if key[:2] == ("hand", seat)]
        raised = min(item.mapRectToScene(item.card_rect()).top() for item in backs)
        assert raised >= ink(count).bottom() + 2, (raised, ink(count))
    finally:
        table.controller.shutdown()


def test_every_passing_rival_is_counted_in_the_same_words(qtbot: QtBot) -> None:
    """Play tester 211: during a pass, one panel read "2 in hand (1 passed, held until all
    pass)" and another "2 in hand, 1 passed", each the longest its room beside the name took.
    Every passing panel is counted in the words the narrowest of them takes."""
    names = ("Ada-Marie-Josephine", "Bo", "Maximiliane-Sophia", "Dee")
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names])
    try:
        table.board.widget().resize(980, 640)
        use_pass_left(table)
        for _pass in range(2):
            state = table.state
            table.play(PassCard(state.hands[state.current][0].card))
        board, state = table.board, table.state
        passing = [
            seat
            for seat in range(4)
            if seat != board.viewer and chosen_to_pass(state, seat) is not None
        ]
        assert len(passing) == 2
        words = {board._labels[("count", seat)].text.lstrip("0123456789") for seat in passing}
        assert len(words) == 1, words
        assert words != {""}  # words, not the numbers alone
    finally:
        table.controller.shutdown()
