"""Per-game boards: each package ``desktop.games.<game_id>`` exposes ``BOARD`` (a GameBoard)."""

from __future__ import annotations

import importlib

from desktop.games.base import GameBoard


def board_class(game_id: str) -> type[GameBoard] | None:
    """The board for a game id (engine ids use dashes, packages underscores), or None."""
    try:
        module = importlib.import_module(f"desktop.games.{game_id.replace('-', '_')}")
    except ModuleNotFoundError:
        return None
    board = getattr(module, "BOARD", None)
    return board if isinstance(board, type) and issubclass(board, GameBoard) else None
