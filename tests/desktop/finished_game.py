"""A finished game, saved and opened in the window: what looking back at an ended game needs;
and the same game one move from its end, to see the end come; a match's deal window opened by L."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.games.petal_plotters.board import PetalPlottersBoard
from desktop.games.petal_plotters.items import DealDialog
from desktop.main_window import MainWindow
from engine.core import registry
from engine.core.save import Seat, write_save
from engine.core.session import Session


def open_finished(
    window: MainWindow, game_id: str, options: dict[str, Any], seats: tuple[Seat, ...], folder: Path
) -> Session:
    """Play a game of ``game_id`` to its end by seeded random moves, save it in ``folder`` and
    open the file in ``window``; returns the session the window holds."""
    opened = open_played(window, game_id, options, seats, folder, moves_left=0)
    assert opened.is_over()
    return opened


def played_to_end(game_id: str, options: dict[str, Any]) -> Session:
    """A game of ``game_id`` played to its end by seeded random moves."""
    game = registry.get_game(game_id)
    played = Session(game, game.parse_options(options), 11)
    choose = random.Random(3)
    while not played.is_over():
        played.apply(choose.choice(game.legal_actions(played.state)))
    return played


def open_played(
    window: MainWindow,
    game_id: str,
    options: dict[str, Any],
    seats: tuple[Seat, ...],
    folder: Path,
    moves_left: int,
) -> Session:
    """The game ``played_to_end`` plays, saved ``moves_left`` moves before its end in
    ``folder`` and opened in ``window``; returns the session the window holds."""
    played = played_to_end(game_id, options)
    # replayed rather than undone: undo stops at a move that showed a hidden card
    session = Session(played.game, played.options, 11)
    for action in played.actions[: len(played.actions) - moves_left]:
        session.apply(action)
    target = folder / "finished.bouquet"
    write_save(target, session, seats)
    assert window.open_file(target)
    opened = window.controller.session
    assert opened is not None
    return opened


def deal_window_by_l(qtbot: QtBot, window: MainWindow) -> DealDialog:
    """The Petal Plotters deal window L opens over the table, the window in front as a
    person's is when they press it."""
    board = window.board
    assert isinstance(board, PetalPlottersBoard)
    window.activateWindow()
    qtbot.keyClick(board.view, Qt.Key.Key_L)
    qtbot.waitUntil(lambda: board.last_deal_dialog is not None)
    dialog = board.last_deal_dialog
    assert dialog is not None
    return dialog
