"""Flowers state, phases, options and actions: plain frozen values, cheap to copy.

Coordinates: each player's playing area is an unbounded grid of cells ``(x, y)``; the
starting card lies at ``(0, 0)``; x grows to the right, y grows downwards. Two cells are
adjacent when they share an edge (orthogonal neighbours only).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from pydantic import Field

from engine.core.actions import Action
from engine.core.options import GameOptions

Cell = tuple[int, int]
"""A cell of a playing area: (x, y)."""
Area = Mapping[Cell, tuple[int, ...]]
"""A playing area: cell -> card ids in that cell, bottom first, top (visible) card last."""


class Phase(enum.Enum):
    """Where the current turn stands."""

    DRAW = "draw"
    """The current player must take the top card of a stack."""
    PLACE = "place"
    """The current player holds a card and must place it in their area."""
    OVER = "over"
    """The game has ended; score it."""


class FlowersOptions(GameOptions):
    """New-game options. One player = the solo mode; ``summer`` adds the Summer variant."""

    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 4

    players: int = 2
    """1 (solo) to 4."""
    summer: bool = Field(
        default=False,
        title="Summer variant",
        description="Purple starting cards; only fields that touch them score.",
    )
    """Summer variant: purple starting cards, only fields touching them score."""

    @property
    def solo(self) -> bool:
        return self.players == 1

    @property
    def mode(self) -> str:
        """ "standard", "summer", "solo" or "solo+summer"."""
        if self.solo:
            return "solo+summer" if self.summer else "solo"
        return "summer" if self.summer else "standard"


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Take the top card of a stack into your hand."""

    stack: int
    """Index into ``State.stacks``. In solo, the index after the two stacks names the discard
    pile, which lies where a third stack would: it is refused with its own reason, since the
    discard pile is never drawn from."""


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Put the held card on cell (x, y) of your area: next to one of your cards, or on top."""

    x: int
    y: int


@dataclass(frozen=True, slots=True)
class State:
    """The whole table. Never mutate it: rules return a new State for each action.

    In a view (``FlowersGame.view``) cards the viewer may not see carry the id ``-1``
    (:data:`engine.games.flowers.components.HIDDEN`); the number of cards stays exact.
    """

    players: int
    """Number of players (1 = solo)."""
    summer: bool
    """Summer variant in play."""
    phase: Phase
    """DRAW, PLACE or OVER."""
    current: int
    """The player whose turn it is (0-based seat); stays on the last mover once OVER."""
    areas: tuple[Area, ...]
    """Per player: cell -> card ids bottom..top. Read-only mappings; never mutate them."""
    targets: tuple[tuple[Cell, ...], ...]
    """Per player: every cell where a card may go (empty cells next to a card, then covered
    cards other than purple), in a stable order. Kept up to date incrementally."""
    stacks: tuple[tuple[int, ...], ...]
    """Draw stacks: card ids bottom..top (the last one is the top card)."""
    face_up: tuple[bool, ...]
    """Per stack: True when its top card is shown face up (fixed for the whole game); in a
    game of several, the new top under a card taken and still held waits face down
    (``rules.waiting_top``)."""
    held: int | None
    """The card drawn this turn and not yet placed (PLACE phase), else None."""
    held_from: int | None
    """The stack the held card came from, else None."""
    discard: tuple[int, ...]
    """Solo timer: face-up cards thrown away, oldest first (visible to all)."""
    out: tuple[int, ...]
    """Cards set aside unseen at setup (not in any stack); hidden in every view."""
    starting: tuple[int, ...]
    """Per player: the starting card id (at (0, 0)); purple ones in the Summer variant."""
    turn: int
    """Turns completed so far (a turn = draw + place)."""
    rng: int
    """Position of the seeded generator (engine.core.rng) after setup."""

    @property
    def solo(self) -> bool:
        return self.players == 1

    @property
    def held_visible_to_all(self) -> bool:
        """True when the held card came from a face-up stack (everyone saw it)."""
        return self.held_from is not None and self.face_up[self.held_from]
