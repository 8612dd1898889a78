"""Each new game lets go of the table before it.

A new game collects what is garbage and freezes what is left alive (``MainWindow._begin``),
so that later collections skip it. No collection looks at frozen objects: every table
dropped since the first game, with its scene, cards and timers, was kept until Bouquet quit,
its memory growing by 0.3 MB a game (play tester, session 56).
"""

from __future__ import annotations

import gc
import weakref

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from desktop.dialogs.new_game import NewGameChoice
from desktop.main_window import MainWindow
from engine.core import registry
from engine.core.save import Seat

GAMES = 6


def let_go() -> None:
    """What Qt deletes later is deleted, and the collector runs as often as it may."""
    QApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def test_new_games_keep_no_more_than_the_last_table(window: MainWindow) -> None:
    seats = (Seat(name="Ann", kind="human"), Seat(name="Robo", kind="easy"))
    boards: list[weakref.ref[object]] = []
    scenes: list[weakref.ref[object]] = []
    for game_id, seed in zip(("petal-plotters", "flowers") * GAMES, range(GAMES), strict=False):
        game = registry.all_games()[game_id]
        options = game.parse_options({"players": 2})
        assert window.start_game(NewGameChoice(game_id, options, seed, seats))
        assert window.board is not None
        boards.append(weakref.ref(window.board))
        scenes.append(weakref.ref(window.board.scene))
        let_go()
    alive_boards = [board for board in boards if board() is not None]
    alive_scenes = [scene for scene in scenes if scene() is not None]
    # the table on screen, and perhaps the one dropped for it (frozen with it)
    assert len(alive_boards) <= 2, f"{len(alive_boards)} of {GAMES} tables still alive"
    assert len(alive_scenes) <= 2, f"{len(alive_scenes)} of {GAMES} scenes still alive"
    assert boards[-1]() is window.board
