"""The moves since a player's last at a new deal's start, in a seeded match of four (play
tester, French, at 200 %): "Since your last move: Rose: Add a card to their Garrison" then
"Deal 2 began" read as Rose's move in deal 2, while her deal-2 Garrison was empty."""

from __future__ import annotations

from random import Random

from pytestqt.qtbot import QtBot

from desktop import i18n
from engine.core.save import Seat
from engine.games.petal_plotters import GAME

from .conftest import Table, make_table

NAMES = ("Ada", "Rose", "Iris", "Daisy")


def at_deal_two(qtbot: QtBot) -> Table:
    """A seeded four-player match of humans played at random to deal 2's start, its deal-1
    results window closed."""
    seats = [Seat(name=name, kind="human") for name in NAMES]
    table = make_table(qtbot, seats, seed=19, match=True)
    chooser = Random(19)
    while table.state.deal == 1:
        table.play(chooser.choice(GAME.legal_actions(table.state)))
    assert table.board.last_deal_dialog is not None
    table.board.last_deal_dialog.close()
    return table


def test_deal_ones_last_turns_are_said_to_be_deal_ones(qtbot: QtBot) -> None:
    """Deal 1's last turns are still told at deal 2's start (they were nowhere on the new
    table), under a line saying they are deal 1's end, before the line saying deal 2 began:
    the list and the panel alike, in French too."""
    assert i18n.install("fr") == "fr"
    table = at_deal_two(qtbot)
    try:
        board = table.board
        assert board.viewer == table.state.current == 0  # Rose, Iris and Daisy ended deal 1
        *ended, began = board.news.moves
        won, opened = began.split(". ")
        assert opened.startswith("La donne\u00a02 a commencé")
        winners = [NAMES[seat] for seat in table.state.history[0].winners]
        assert winners and all(name in won for name in winners) and "donne\u00a01" in won
        assert ended[0] == "Fin de la donne 1\u00a0:"
        assert [move.split("\u00a0:")[0] for move in ended[1:]] == ["Rose", "Iris", "Daisy"]
        shown = board._labels["last-move"]
        assert shown.isVisible()
        lines = shown.text.split("\n")
        assert lines[1] == "Fin de la donne 1\u00a0:" and lines[0] == board.news.heading()
    finally:
        table.controller.shutdown()
        i18n.install("en")
