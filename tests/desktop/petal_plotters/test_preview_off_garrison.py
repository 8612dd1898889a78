"""The large card the keys show, over a card of the viewer's hand, leaves their own Garrison in
sight: turning a card before adding it there at 1600×900, the preview covered part of the
Garrison the player was about to add to (play tester 167)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from engine.core.save import Seat
from engine.games.petal_plotters.state import Phase

from .conftest import Table, make_table
from .test_board_play import setup_moves
from .test_card_preview import wait_shown
from .test_table_fit import fit_viewport

VIEWPORTS = {
    "1600×900": (1600, 784),
    "1600×900, maximized": (1600, 740),
    "1600×900, History open": (1300, 740),
    "1366×768": (1366, 652),
    "1280×1024": (1280, 908),
}
"""The table's viewport in the play tester's windows, and in others."""


def garrison_covered(qtbot: QtBot, table: Table, turns: int) -> list[tuple[str, QRect]]:
    """Play to the viewer's turn after ``turns`` turns, choose each hand card by → and turn
    it by R: where its preview covered the viewer's Garrison cards or the next card's place."""
    board = table.board
    setup_moves(table, lambda s: s.phase is Phase.TURN and s.current == 0 and s.turns >= turns)
    preview = board.card_preview
    view = board.view
    view.setFocus()
    covered: list[tuple[str, QRect]] = []
    for _ in board.focusables():
        QTest.keyClick(view, Qt.Key.Key_Right)
        if board.key_focus[0] != "card" or str(board.key_focus[1]) not in board.cards:
            continue
        item = board.cards[str(board.key_focus[1])]  # type: ignore[index]
        if not board._in_my_hand(item.card_id):
            continue
        for key in (None, Qt.Key.Key_R):
            if key is not None:
                QTest.keyClick(view, key)
                qtbot.wait(50)
            wait_shown(qtbot, preview, item)
            row = board.garrison_rects[board.viewer].united(board.next_slot_rect())
            row.setRight(board.next_slot_rect().right())  # its cards, and the next's place
            mine = view.mapFromScene(row).boundingRect()
            if preview.geometry().intersects(mine):
                covered.append((item.card_id, preview.geometry().intersected(mine)))
    return covered


@pytest.mark.parametrize("window", sorted(VIEWPORTS))
@pytest.mark.parametrize("turns", [3, 6, 9, 12])
def test_a_hand_cards_preview_leaves_the_own_garrison_clear(
    qtbot: QtBot, window: str, turns: int
) -> None:
    """Each hand card, chosen by → and turned by R: its preview covers none of the viewer's
    Garrison cards, nor the place the card would go to."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy")])
    try:
        fit_viewport(qtbot, table, *VIEWPORTS[window])
        assert not garrison_covered(qtbot, table, turns)
    finally:
        table.controller.shutdown()


SMALL_VIEWPORT = (1024, 524)
"""The table's viewport in a 1024×640 window."""


@pytest.mark.parametrize("seed", [2, 3, 4])
def test_a_hand_cards_preview_covers_a_rivals_garrison_before_the_own(
    qtbot: QtBot, seed: int
) -> None:
    """Four players at a 1024×640 window, late in the deal: the place above the hand covers a
    rival's Garrison card, and the preview went beside the hand over the viewer's own Garrison
    instead (play tester 175); the own Garrison is what is covered last."""
    names = ("Ada", "Ben", "Cy", "Dee")
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed=seed)
    try:
        fit_viewport(qtbot, table, *SMALL_VIEWPORT)
        assert not garrison_covered(qtbot, table, 16)
    finally:
        table.controller.shutdown()
