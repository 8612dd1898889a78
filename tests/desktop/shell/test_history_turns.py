"""History numbers its rows by turn, as the start screen counts a saved game's turns: the start
screen said "36 turns" where History listed 72 moves (play test)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex
from PySide6.QtWidgets import QStyleOptionViewItem
from pytestqt.qtbot import QtBot

from desktop.dialogs.new_game import NewGameChoice
from desktop.history import HistoryPanel
from desktop.main_window import MainWindow
from engine.core import registry
from engine.core.save import Seat


def shown_rows(history: HistoryPanel) -> list[str]:
    """The rows as History draws them (its delegate writes the turn before a move's words)."""
    delegate = history.itemDelegate()
    rows = []
    for row in range(history.count()):
        option = QStyleOptionViewItem()
        index: QModelIndex = history.model().index(row, 0)
        delegate.initStyleOption(option, index)
        rows.append(option.text)
    return rows


@pytest.mark.parametrize(
    ("game_id", "options", "moves"),
    [("flowers", {"players": 2}, 21), ("petal-plotters", {"players": 2, "match": True}, 30)],
)
def test_history_counts_turns_as_the_start_screen_does(
    window: MainWindow, qtbot: QtBot, game_id: str, options: dict[str, Any], moves: int
) -> None:
    game = registry.get_game(game_id)
    seats = (Seat(name="Ann"), Seat(name="Ben"))
    assert window.start_game(NewGameChoice(game_id, game.parse_options(options), 7, seats))
    session = window.controller.session
    assert session is not None
    choose = random.Random(5)
    for _ in range(moves):
        if session.is_over():
            break
        window.controller.play(choose.choice(game.legal_actions(session.state)))
    assert not session.is_over()
    ended = session.ends_turn(session.cursor - 1)
    window.close_game()
    # a match's turns are counted in its deal ("9 turns into deal 2", play tester 147)
    said = re.search(
        r"(\d+)(\u00a0turns?| turns? into deal \d)$", window.start_screen.resume_info.text()
    )
    assert said is not None
    turns = int(said.group(1))
    window.start_screen.resume.click()
    if window.table.currentWidget() is window.handoff:  # a hot seat with hidden cards
        window.handoff.button.click()
    window.actions_by_name["history"].trigger()
    history = window.history_view
    qtbot.waitUntil(history.isVisible)
    last = shown_rows(history)[-1]
    # the last turn played is the start screen's count; a turn under way is the next one
    assert last.startswith(f"{turns + (0 if ended else 1)}. ")
    assert history.item(history.count() - 1).text() == last.split(". ", 1)[1]
    if game_id == "flowers":  # a draw and its placing: one turn
        assert shown_rows(history)[1:5] == [
            f"1. {history.item(1).text()}",
            f"1. {history.item(2).text()}",
            f"2. {history.item(3).text()}",
            f"2. {history.item(4).text()}",
        ]
