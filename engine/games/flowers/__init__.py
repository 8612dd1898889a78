"""Flowers (Actarus éditions): draw a flower card, place it in your garden, score fields."""

from engine.games.flowers.game import FlowersGame
from engine.games.flowers.state import Draw, FlowersOptions, Phase, Place, State

GAME = FlowersGame()

__all__ = ["GAME", "Draw", "FlowersGame", "FlowersOptions", "Phase", "Place", "State"]
