"""A finished game, saved and opened in the window: what looking back at an ended game needs."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from desktop.main_window import MainWindow
from engine.core import registry
from engine.core.save import Seat, write_save
from engine.core.session import Session


def open_finished(
    window: MainWindow, game_id: str, options: dict[str, Any], seats: tuple[Seat, ...], folder: Path
) -> Session:
    """Play a game of ``game_id`` to its end by seeded random moves, save it in ``folder`` and
    open the file in ``window``; returns the session the window holds."""
    game = registry.get_game(game_id)
    session = Session(game, game.parse_options(options), 11)
    choose = random.Random(3)
    while not session.is_over():
        session.apply(choose.choice(game.legal_actions(session.state)))
    target = folder / "finished.bouquet"
    write_save(target, session, seats)
    assert window.open_file(target)
    opened = window.controller.session
    assert opened is not None and opened.is_over()
    return opened
