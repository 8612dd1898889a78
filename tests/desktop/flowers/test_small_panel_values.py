"""The other players' cards read their values in a late four-player game in a 1366×768
window: their panels drew them 31 pixels wide, the corner numerals 6 pixels high, too small
to read (play test)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from desktop.games.flowers import faces
from desktop.games.flowers.items import CARD_W, FlowerCardItem, _mark_circle
from engine.core.save import Seat

from .conftest import make_table
from .test_small_windows import NAMES, easy_game_until_late, others_card_px, start_at
from .test_window_fit import fit_viewport

ROOM = QSize(1366, 659)
"""The table's room in a 1366×768 window."""


def numeral_px(item: FlowerCardItem, pixels: float) -> float:
    """The largest font, in screen pixels, the card's face asks for its numerals when the card
    is drawn ``pixels`` screen pixels a unit, as the table draws it."""
    asked: list[float] = []
    value_font = faces._value_font

    def spy(height: float):  # type: ignore[no-untyped-def]
        asked.append(height)
        return value_font(height)

    faces._value_font = spy  # type: ignore[assignment]
    try:
        image = QImage(
            int(item.width * pixels) + 2, int(item.height * pixels) + 2, QImage.Format.Format_ARGB32
        )
        painter = QPainter(image)
        painter.scale(pixels, pixels)
        item.paint_card(painter, item.card_rect())
        painter.end()
    finally:
        faces._value_font = value_font  # type: ignore[assignment]
    return max(asked) * pixels


@pytest.mark.parametrize("seed", [4, 5])
def test_the_other_players_values_read_in_a_late_four_player_game(qtbot: QtBot, seed: int) -> None:
    """Every other player's face-up card, drawn about 30 pixels wide, writes its upright value
    11 pixels high (6 before) in a badge that stays inside the card, clear of the flowers'
    butterfly and of the overlay's ✓/✗ mark astride its top edge."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES], seed=seed)
    board = table.board
    try:
        start_at(table, easy_game_until_late(seed))
        fit_viewport(qtbot, table, ROOM)
        assert 28 <= others_card_px(board) < 34  # the play tester's panels
        zoom = board.view.zoom()
        checked = 0
        for player, area in enumerate(table.state.areas):
            if player == board.viewer:
                continue
            for pile in area.values():
                item = board.cards[pile[-1]]
                pixels = zoom * item.scale()
                assert CARD_W * pixels >= 28
                assert numeral_px(item, pixels) >= 10.5  # 6 before
                rect = item.card_rect()
                upright = faces.value_badges(rect, pixels)[0]
                assert rect.contains(upright)
                middle, size = faces.butterfly_spot(rect)
                assert upright.right() < middle.x() - size
                mark, radius = _mark_circle(rect, 1.0)
                apart = upright.center() - mark
                assert math.hypot(apart.x(), apart.y()) >= upright.width() / 2 + radius
                checked += 1
        assert checked > 30
    finally:
        table.controller.shutdown()
