"""Rival panels' headers drawn whole at a small window (play testers 185 and 186): the hand
count while a pass waits ("4 auf der Hand, 1 weitergegebe…", "5 in hand, 1 pass…") and a
computer's name with its level ("Rosa · KI nor…", "★ Margarete ·…"), the level shown in
every title or in none (play tester 213)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from desktop import i18n
from engine.core.save import Seat
from engine.games.petal_plotters.state import PassCard

from .conftest import make_table
from .test_board_play import use_pass_left

NAMES = ("Margarete", "Rosa", "Iris", "Bernhard", "Amélie")
HISTORY_W = 300  # the History dock's width taken off the table


def drawn_whole(label) -> bool:  # type: ignore[no-untyped-def]
    """The label's text has no cut word and fits its box."""
    metrics = QFontMetricsF(label.font)
    return "…" not in label.text and all(
        metrics.horizontalAdvance(line) <= label.width for line in label.text.split("\n")
    )


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.parametrize("players", [4, 5])
@pytest.mark.parametrize("history", [False, True])
def test_every_rival_header_is_drawn_whole(
    qtbot: QtBot, language: str, players: int, history: bool
) -> None:
    """At 1024×640, with and without History's width taken off, as each player passes in
    turn, every rival's name (its level left to the tooltip where both do not fit) and hand
    count (in fewer words where the whole does not fit) is drawn whole, and every rival's level
    is in their title, or none is."""
    assert i18n.install(language) == language
    table = make_table(qtbot, [Seat(name=name) for name in NAMES[:players]], seed=11)
    try:
        table.board.seat_levels = [None, *["normal"] * (players - 1)]
        table.board.widget().resize(1024 - (HISTORY_W if history else 0), 640)
        use_pass_left(table)
        passing = 0
        while table.state.pending is not None and passing < players - 1:
            state = table.state
            table.play(PassCard(state.hands[state.current][0].card))
            passing += 1
            board, state = table.board, table.state
            rivals = [s for s in range(players) if s != board.viewer and board.level_words(s)]
            # one wording for the table: a level dropped from one title goes from all (play
            # tester 213: dropped from some, the others seemed the only computers with one)
            levels_shown = {
                board.level_words(seat) in board._labels[("header", seat)].text for seat in rivals
            }
            assert len(levels_shown) == 1, [board._labels[("header", s)].text for s in rivals]
            for seat in range(players):
                if seat == board.viewer:
                    continue
                header = board._labels[("header", seat)]
                assert drawn_whole(header), (header.text, header.width)
                assert NAMES[seat] in header.text, header.text
                level = board.level_words(seat)
                assert level in header.text or level in header.toolTip(), header.toolTip()
                count = board._labels[("count", seat)]
                assert drawn_whole(count), (count.text, count.width)
                assert count.text.startswith(str(len(state.hands[seat]))), count.text
    finally:
        table.controller.shutdown()
        assert i18n.install("en") == "en"
