"""A player's final score breakdown ("Final score — Anna": the score panel, a rival's on
hover) names every scoring part, a part worth nothing too, in the results window's order:
after a game of four it listed removed cards, butterflies and the total, with no field row,
where after a game of two it read "No field (5+ cards of one colour) 0" (German play tester,
session 57)."""

from __future__ import annotations

from dataclasses import replace
from itertools import takewhile

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from desktop.dialogs.end_game import EndGameDialog
from engine.core.save import Seat
from engine.games.flowers import GAME, Phase
from tests.games.flowers.helpers import Picker, area_from, with_areas

from .conftest import make_table

NAMES = ["Anna", "Bernd", "Clara", "Dora"]
NO_FIELD = "No field (5+ cards of one colour)"
GARDENS = {
    "Anna": "R1 Y3",  # no field
    "Bernd": "R4 R4 R4 R4 R1",  # a red field
    "Clara": "B4 B4 B4 B4 B1 B2",  # a blue field
    "Dora": "G1 G3 Y2",  # no field
}


@pytest.mark.parametrize(
    "players",
    [
        ["Anna", "Bernd", "Clara", "Dora"],  # two with a field, two without
        ["Anna", "Dora"],  # nobody with a field
        ["Anna", "Bernd"],  # one with a field
    ],
)
def test_every_final_breakdown_names_every_part_as_the_results_do(
    qtbot: QtBot, players: list[str]
) -> None:
    """For each player, as the viewer (the score panel) and as a rival (hover): removed
    cards, the fields (their own, or "No field … 0"), butterflies, then the total; the
    numbers the results window shows for that player, in its order."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in players])
    try:
        picker = Picker()
        areas = [area_from(GARDENS[name], picker) for name in players]
        over = replace(with_areas(table.state, areas), summer=False, phase=Phase.OVER)
        result = GAME.result(over)
        dialog = EndGameDialog(result, players, "Flowers", "ABCDEFGH")
        qtbot.addWidget(dialog)
        # the rows of points: after the header row, up to the bold total
        results = list(takewhile(lambda row: "<b>" not in row[0], dialog.cell_texts()[1:]))
        board = table.board
        for viewer in range(len(players)):
            board.show_state(GAME.view(over, viewer), viewer, None, GAME.projection(over), players)
            for player in range(len(players)):
                rows = board._breakdown_rows(player)
                # what the results window shows for this player, a dash aside
                shown = [(row[0], row[1 + player]) for row in results if row[1 + player] != "–"]
                if all(row[1 + player] == "–" for row in results if "field" in row[0]):
                    shown.insert(1, (NO_FIELD, "0"))  # no field: the part named, worth 0
                total = dialog.findChild(QLabel, f"total{player}")
                assert total is not None
                shown.append(("Total", total.text().replace("<b>", "").replace("</b>", "")))
                assert [(text, number) for text, number, _style in rows] == shown, (
                    viewer,
                    player,
                )
                assert rows[0][0].startswith("Removed cards")
                assert rows[-2][0] == "Butterflies next to their colour"
                assert rows[-1][0] == "Total"
                if player != viewer:  # the hover's breakdown reads the same rows
                    tip = board._breakdown_tip(player, "")
                    assert all(text in tip for text, _number, _style in rows)
            panel = [(text, number) for text, number, style in board._score_rows()]
            assert panel[: len(rows := board._breakdown_rows(viewer))] == [
                (text, number) for text, number, _style in rows
            ]
    finally:
        table.controller.shutdown()
