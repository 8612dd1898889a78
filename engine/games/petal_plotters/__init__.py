"""Petal Plotters: bluff with face-down animals and steer the total Petal Power of all
Garrisons towards the victory condition of the last card you keep."""

from engine.games.petal_plotters.game import PetalPlottersGame
from engine.games.petal_plotters.state import (
    AddToGarrison,
    Cancel,
    ChooseHandCard,
    ChooseSlot,
    PassCard,
    PetalPlottersOptions,
    Phase,
    PlaceHornbill,
    Skip,
    State,
    UseAbility,
)

GAME = PetalPlottersGame()

__all__ = [
    "GAME",
    "AddToGarrison",
    "Cancel",
    "ChooseHandCard",
    "ChooseSlot",
    "PassCard",
    "PetalPlottersGame",
    "PetalPlottersOptions",
    "Phase",
    "PlaceHornbill",
    "Skip",
    "State",
    "UseAbility",
]
