"""Every panel lays its victory card in the same place: right after its Garrison."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from desktop.games.petal_plotters.board import (
    CARD_GAP,
    SIDE_GAP,
    garrison_row_width,
)
from engine.games.petal_plotters import GAME
from engine.games.petal_plotters.rules import HAND_SIZE
from engine.games.petal_plotters.state import Phase

from .test_table_fit import fit_viewport, people

VIEWPORTS = {
    "1024×640": (1024, 530),
    "1024×700, History open": (762, 584),
    "1366×768": (1366, 652),
    "1920×1080": (1920, 970),
}
"""The table's viewport in windows from the smallest the shell keeps History in to a full HD
screen (the bars above and below the table taken off)."""


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_victory_card_lies_right_after_its_garrison(qtbot: QtBot, players: int) -> None:
    """A rival's victory card lay at their panel's right edge (beside the Garrison, or in the
    panel's top corner), one's own right after one's Garrison: a player comparing panels
    looked for it in two places (play testers). In every panel, at every size, the card now
    lies the same way: its left edge ``SIDE_GAP`` after a Garrison as wide as its full row,
    its foot level with the Garrison cards' foot, inside its panel."""
    table = people(qtbot, players)
    try:
        board = table.board
        while table.state.phase is not Phase.OVER:
            table.controller.play(GAME.legal_actions(table.state)[0])
        qtbot.waitUntil(board.ending_done, timeout=5_000)
        for window, viewport in VIEWPORTS.items():
            fit_viewport(qtbot, table, *viewport)
            assert sorted(board.victory_rects) == list(range(players)), window
            for seat, card in board.victory_rects.items():
                where = (window, seat, seat == board.viewer)
                box = board.garrison_rects[seat]
                slots = [rect for (owner, _), rect in board.slot_rects.items() if owner == seat]
                most = max(HAND_SIZE[players] - 1, len(slots))  # a hand less this card
                card_w = slots[0].width()
                # as wide as the full row, or narrower where the panel squeezes its cards
                assert box.width() <= garrison_row_width(most, card_w) + 0.5, where
                assert max(rect.right() for rect in slots) <= box.right(), where
                assert card.left() - box.right() == pytest.approx(SIDE_GAP, abs=0.5), where
                # between the last card and the victory card, only the places of cards to come
                room = (most - len(slots)) * (card_w + CARD_GAP)
                gap = card.left() - max(rect.right() for rect in slots)
                assert gap <= 4 + room + SIDE_GAP + 0.5, where
                foot = max(rect.bottom() for rect in slots)
                assert card.bottom() == pytest.approx(foot, abs=0.5), where
                assert board.panel_rects[seat].contains(card), where
    finally:
        table.controller.shutdown()
