"""The keyboard's frame on one's own Garrison card keeps clear of the Petal Power line above
the row (play tester 178: it touched "Puissance de pétales −1")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from desktop import i18n
from desktop.games.petal_plotters.board import PetalPlottersBoard
from engine.games.petal_plotters.state import AddToGarrison, PlaceHornbill

from .conftest import Table

CURSOR_HALO = 4.5
"""How far the keyboard frame's halo is drawn outside its rectangle (a 9 wide pen)."""


def power_ink(board: PetalPlottersBoard, seat: int) -> QRectF:
    """Where the letters of a panel's Petal Power lines lie on the scene (drawn from its box's
    top)."""
    label = board._labels[("power", seat)]
    metrics = QFontMetricsF(label.font)
    box = label.sceneBoundingRect()
    lines = label.text.split("\n")
    width = max(metrics.horizontalAdvance(line) for line in lines)
    return QRectF(
        box.left(),
        box.top(),
        width,
        metrics.lineSpacing() * (len(lines) - 1) + metrics.ascent() + metrics.descent(),
    )


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(1400, 900), (1536, 864), (1024, 640)])
def test_the_frame_on_ones_own_garrison_card_keeps_a_gap_under_the_petal_power(
    trio: Table, language: str, size: tuple[int, int]
) -> None:
    assert i18n.install(language) == language
    board = trio.board
    board.widget().resize(*size)
    trio.play(PlaceHornbill())
    for _turn in range(3):  # everyone adds a card
        state = trio.state
        trio.play(AddToGarrison(state.hands[state.current][0].card, False))
    seat = trio.state.current
    garrison = trio.state.garrisons[seat]
    assert board.viewer == seat and garrison
    board._reading = True  # the arrows walk the table
    for index in range(len(garrison)):
        item = board.slot_item(seat, index)
        assert item is not None
        board.key_focus = ("card", item.card_id)
        board._render_cursor()
        assert board.cursor_item.isVisible()
        frame_top = board.cursor_item.rect.top() - CURSOR_HALO
        ink = power_ink(board, seat)
        if ink.right() > board.cursor_item.rect.left():
            assert frame_top >= ink.bottom() + 2, (
                index,
                frame_top,
                ink,
                board._labels[("power", seat)].text,
            )
