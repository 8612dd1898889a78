"""The Petal Plotters board (``BOARD``), found by ``board_class("petal-plotters")``."""

from desktop.games.petal_plotters.board import PetalPlottersBoard

BOARD = PetalPlottersBoard

__all__ = ["BOARD", "PetalPlottersBoard"]
