"""The Flowers board (``BOARD``), found by ``desktop.games.board_class("flowers")``."""

from desktop.games.flowers.board import FlowersBoard

BOARD = FlowersBoard

__all__ = ["BOARD", "FlowersBoard"]
