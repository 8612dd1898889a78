"""Per-game boards: each package ``desktop.games.<game_id>`` exposes ``BOARD`` (a GameBoard), and
may offer pictures for its rules page through a module ``pictures`` (``rules_pictures``)."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from desktop.games.base import GameBoard
from desktop.table.preview import FacePainter


def _package(game_id: str) -> str:
    """The desktop package of a game (engine ids use dashes, packages underscores)."""
    return f"desktop.games.{game_id.replace('-', '_')}"


def board_class(game_id: str) -> type[GameBoard] | None:
    """The board for a game id, or None."""
    try:
        module = importlib.import_module(_package(game_id))
    except ModuleNotFoundError:
        return None
    board = getattr(module, "BOARD", None)
    return board if isinstance(board, type) and issubclass(board, GameBoard) else None


@dataclass(frozen=True)
class RulesPicture:
    """One picture of a rules page's gallery: a card as the table draws it, named under it.

    The game says what to draw and the reader how large, so a game never deals in pixels."""

    caption: str
    """The card's name in the app's language, shown under the picture."""
    paint: FacePainter
    """Paints the face into a rectangle of the card's proportions."""
    aspect: float
    """The card's height divided by its width."""
    description: str = ""
    """What a pointer resting on the picture reads, where the small face's own words are too
    small to read; empty when the picture says it all."""


RulesPictures = Callable[[str], Sequence[RulesPicture]]
"""A game's ``pictures.rules_pictures(gallery)``: the pictures for the line
``<!-- pictures: gallery -->`` of its rules page (none for a gallery it does not know)."""


def rules_pictures(game_id: str) -> RulesPictures | None:
    """A game's rules pictures, or None for a game whose package offers none."""
    name = _package(game_id) + ".pictures"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name in (name, _package(game_id)):
            return None
        raise  # a module the pictures need is missing: a broken install, not a game without any
    offer: RulesPictures = module.rules_pictures
    return offer
