"""A two-player match at one screen (play test): each Garrison's Petal Power on one line where
it has the room, the priority legend in one form through a deal, and each hand-off at a deal's
start telling the deal before's end."""

from __future__ import annotations

from random import Random

import pytest
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.session_controller import NEWS_TOLD
from desktop.table.text import TEXT_SLACK
from engine.core.save import Seat
from engine.games.petal_plotters import GAME, Cancel

from .conftest import deal_began, make_table
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


@pytest.mark.parametrize("seed", [1, 3])
def test_each_hand_off_at_a_deals_start_tells_the_deal_before_s_end_alike(
    qtbot: QtBot, seed: int
) -> None:
    """Two at one screen (play test): Ben's hand-off for deal 2 said "Deal 2 began" but not
    Anna's move that ended deal 1, and Anna's for deal 3, her own move having ended deal 2,
    said nothing at all. For each player at each deal's start: the other's turns since their
    own of the deal before, the move that ended it included, then the line saying the deal
    began."""
    names = ["Anna", "Ben"]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed, match=True)
    controller = table.controller
    choose = Random(seed)
    try:
        while table.state.deal < 3:
            deal, ender = table.state.deal, table.state.turn_player
            legal = [action for action in GAME.legal_actions(table.state) if action != Cancel()]
            table.play(choose.choice(legal))
            if table.state.deal == deal:
                continue
            began = deal_began(table.state, names)
            for seat in range(2):
                moves = controller.moves_since(seat, True, NEWS_TOLD).moves
                assert began in moves, (deal, seat, moves)
                if seat != ender:
                    before = moves[: moves.index(began)]
                    assert before and before[-1].startswith(f"{names[ender]}: "), moves
                else:
                    assert moves == (began,)
    finally:
        controller.shutdown()
