"""A two-player German match at a laptop's size (play test): each Garrison's Petal Power on one
line where it has the room, and the priority legend in one form through a deal."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.table.text import TEXT_SLACK
from engine.core.save import Seat

from .conftest import make_table
from .test_board_play import setup_moves


@pytest.mark.usefixtures("translations")
def test_another_players_petal_power_takes_one_line_where_it_fits(qtbot: QtBot) -> None:
    """ "Blütenkraft 0 · 1 Karte nicht gezählt" took one line and "Blütenkraft +3 · 2 Karten
    nicht gezählt" two, in a panel with room to spare: the line was held to 360 wide."""
    assert i18n.install("de") == "de"
    table = make_table(qtbot, [Seat(name="Anna", kind="human"), Seat(name="Ben", kind="human")])
    board = table.board
    try:
        setup_moves(
            table, lambda s: all(sum(not slot.face_up for slot in g) >= 2 for g in s.garrisons)
        )
        other = 1 - board.viewer
        power = board._labels[("power", other)]
        whole = power.text.replace("\n", " · ")
        assert "Karten nicht gezählt" in whole
        line = QFontMetricsF(power.font).horizontalAdvance(whole) + TEXT_SLACK
        assert line > 360  # the line the old bound broke
        assert power.width >= line
        assert "\n" not in power.text
    finally:
        table.controller.shutdown()
