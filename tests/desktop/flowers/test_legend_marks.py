"""The legend names the marks of the others' moves: the glow round the last move's card and
the dashed ring with a dot round each card placed since the viewer's last move had no word on
the table but the cards' tooltips (play test). A drawn swatch and a few words each fill the
room the legend's lines leave, so the score panel grows no taller."""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from desktop.games.flowers.board import FlowersBoard
from desktop.games.flowers.items import GLOW_SWATCH, RING_SWATCH, LegendItem
from desktop.table.text import TEXT_SLACK, break_lines
from engine.core.save import Seat
from engine.games.flowers import GAME

from .conftest import Table, make_table

KEYS = {GLOW_SWATCH: "last move", RING_SWATCH: "since your last move"}


def legend_key(board: FlowersBoard) -> set[str]:
    """The swatches the legend draws, each followed by its words, inside the legend's box."""
    legend = board._labels["legend"]
    assert isinstance(legend, LegendItem) and legend.isVisible()
    swatches = legend.swatches()
    for mark, box in swatches:
        assert legend.boundingRect().contains(box)
        assert f"{mark} {KEYS[mark]}" in legend.text
    return {mark for mark, _box in swatches}


def test_three_players_legend_names_the_glow_and_the_ring(qtbot: QtBot) -> None:
    """With two others, both marks are named, in lines the legend had room on: as many lines
    as its other items take alone."""
    seats = [Seat(name="Ada", kind="human"), Seat(name="Ben", kind="human")]
    table = make_table(qtbot, [*seats, Seat(name="Cleo", kind="human")], seed=3)
    board = table.board
    try:
        for _ in range(4):
            table.play(GAME.legal_actions(table.state)[0])
        assert legend_key(board) == {GLOW_SWATCH, RING_SWATCH}
        legend = board._labels["legend"]
        assert "The last move placed this card." in legend.toolTip()
        assert "Placed since your last move." in legend.toolTip()
        items = legend.text
        for mark, words in KEYS.items():
            items = items.replace(f" · {mark} {words}", "").replace(f"{mark} {words}", "")
        metrics = QFontMetricsF(legend.font)
        alone = break_lines(items.replace("\n", " · "), metrics, legend.width - TEXT_SLACK, " · ")
        assert len(legend.text.split("\n")) == len(alone)
    finally:
        table.controller.shutdown()


def test_two_players_legend_names_the_glow_alone(duel: Table) -> None:
    """Against one other, each move is the last one: no card has the ring, none is named."""
    assert legend_key(duel.board) == {GLOW_SWATCH}
