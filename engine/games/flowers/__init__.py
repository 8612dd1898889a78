"""Flowers (Actarus éditions): draw a flower card, place it in your garden, score fields.

Package shape (the same for every Bouquet game):

- ``components``: the deck and stack templates loaded from ``resources/games/flowers``
  (``CARDS[id]`` gives a card's colour, value and butterfly);
- ``state``: ``State`` (documented field by field), ``Phase``, ``FlowersOptions`` and the
  actions ``Draw(stack)`` and ``Place(x, y)``;
- ``rules``: setup, legal actions (a lazy sequence), ``apply``, ``view``, ``reveals`` and
  ``placement_problem`` (why a cell is refused);
- ``scoring``: ``score_area`` (removed cells, fields, butterflies of one garden) and the
  ``projection``/result with one breakdown line per point source;
- ``ai``: the evaluation and determinisation used by the generic agents;
- ``game``: ``FlowersGame``, the Game protocol wired to the modules above.
"""

from engine.games.flowers.game import FlowersGame
from engine.games.flowers.state import Draw, FlowersOptions, Phase, Place, State

GAME = FlowersGame()

__all__ = ["GAME", "Draw", "FlowersGame", "FlowersOptions", "Phase", "Place", "State"]
