"""The Flowers deck and stack templates, loaded from ``resources/games/flowers/*.json``.

Everything about the physical components is data: ``cards.json`` lists every card (id, colour,
value, butterfly colour) and ``setup.json`` the stack template per player count. Both files are
validated on load against the rulebook's component list, so a corrected file that breaks the
rules is refused with a message naming the problem.

Module-level constants (``CARDS``, ``VALUE``, ``COLOUR``, ``BUTTERFLY``...) are loaded once at
import; the per-id tuples are what the hot paths of the rules and the AI use.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.core.data import data_root
from engine.core.errors import BouquetError

RESOURCE_DIR = data_root() / "resources" / "games" / "flowers"

COLOURS: tuple[str, ...] = ("yellow", "red", "blue", "green")
"""The four flower colours, in the order used everywhere (breakdown lines, colour indexes)."""
PURPLE = "purple"
"""Colour of the Summer starting cards: no value, no colour group, never covered."""
HIDDEN = -1
"""The card id a view shows in place of a card its player may not see."""

VALUE_COUNTS = {1: 3, 2: 6, 3: 8, 4: 10}
BUTTERFLIES_PER_COLOUR = 3
PURPLE_CARDS = 4


class FlowersDataError(BouquetError):
    """A Flowers data file that does not describe the rulebook's components."""


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card."""

    id: int
    """Stable id, also the index in :data:`CARDS` (0..107 flowers, 108..111 purple)."""
    colour: str
    """"yellow", "red", "blue", "green", or "purple" for a Summer starting card."""
    value: int
    """1..4 for a flower card; 0 for a purple starting card (it has no value)."""
    butterfly: str | None
    """Colour of the butterfly printed on the card, or None."""

    @property
    def purple(self) -> bool:
        return self.colour == PURPLE


@dataclass(frozen=True, slots=True)
class StackTemplate:
    """How the stacks are formed for one player count."""

    stacks: int
    size: int | None
    """Cards per stack; None = share every remaining card (earlier stacks take the extra)."""
    face_up: int
    """How many stacks (the first ones) show their top card; the rest stay face down."""

    def sizes(self, available: int) -> tuple[int, ...]:
        """The size of each stack when ``available`` cards are left after the starting cards."""
        if self.size is None:
            base, extra = divmod(available, self.stacks)
            return tuple(base + (1 if index < extra else 0) for index in range(self.stacks))
        if self.size * self.stacks > available:
            raise FlowersDataError(
                f"{self.stacks} stacks of {self.size} need more than the {available} cards left"
            )
        return (self.size,) * self.stacks


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise FlowersDataError(f"cannot read {path.name}: {error}") from None


def _parse_card(raw: Any, where: str) -> Card:
    if not isinstance(raw, dict) or set(raw) != {"id", "colour", "value", "butterfly"}:
        raise FlowersDataError(f"{where}: a card has exactly id, colour, value and butterfly")
    card_id, colour, value, butterfly = raw["id"], raw["colour"], raw["value"], raw["butterfly"]
    if not isinstance(card_id, int) or isinstance(card_id, bool):
        raise FlowersDataError(f"{where}: id must be a whole number")
    if colour == PURPLE:
        if value is not None or butterfly is not None:
            raise FlowersDataError(f"{where}: a purple card has no value and no butterfly")
        return Card(card_id, PURPLE, 0, None)
    if colour not in COLOURS:
        raise FlowersDataError(f"{where}: unknown colour {colour!r}")
    if value not in VALUE_COUNTS or isinstance(value, bool):
        raise FlowersDataError(f"{where}: value must be 1, 2, 3 or 4, not {value!r}")
    if butterfly is not None:
        if butterfly not in COLOURS:
            raise FlowersDataError(f"{where}: unknown butterfly colour {butterfly!r}")
        if butterfly == colour:
            raise FlowersDataError(f"{where}: a butterfly must differ from its card's colour")
    return Card(card_id, colour, value, butterfly)


def load_cards(path: Path | None = None) -> tuple[Card, ...]:
    """Load and validate ``cards.json``; the result is indexed by card id."""
    path = path or RESOURCE_DIR / "cards.json"
    data = _read_json(path)
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        raise FlowersDataError(f"{path.name}: expected an object with a 'cards' list")
    cards = [
        _parse_card(raw, f"{path.name} card {index}") for index, raw in enumerate(data["cards"])
    ]
    if [card.id for card in cards] != list(range(len(cards))):
        raise FlowersDataError(f"{path.name}: card ids must be 0, 1, 2... in order")
    flowers = [card for card in cards if not card.purple]
    purples = [card for card in cards if card.purple]
    if len(flowers) != len(COLOURS) * sum(VALUE_COUNTS.values()):
        raise FlowersDataError(f"{path.name}: expected 108 flower cards, found {len(flowers)}")
    if len(purples) != PURPLE_CARDS:
        raise FlowersDataError(f"{path.name}: expected 4 purple cards, found {len(purples)}")
    if any(card.purple for card in cards[: len(flowers)]):
        raise FlowersDataError(f"{path.name}: the purple cards come after the flower cards")
    for colour in COLOURS:
        mine = [card for card in flowers if card.colour == colour]
        counts = Counter(card.value for card in mine)
        if dict(counts) != VALUE_COUNTS:
            raise FlowersDataError(
                f"{path.name}: {colour} needs three 1s, six 2s, eight 3s and ten 4s"
            )
        winged = sum(1 for card in mine if card.butterfly is not None)
        if winged != BUTTERFLIES_PER_COLOUR:
            raise FlowersDataError(
                f"{path.name}: {colour} needs exactly 3 butterfly cards, found {winged}"
            )
    return tuple(cards)


def load_setup(path: Path | None = None) -> dict[int, StackTemplate]:
    """Load and validate ``setup.json``: one stack template per player count 1..4."""
    path = path or RESOURCE_DIR / "setup.json"
    data = _read_json(path)
    counts = data.get("player_counts") if isinstance(data, dict) else None
    if not isinstance(counts, dict) or set(counts) != {"1", "2", "3", "4"}:
        raise FlowersDataError(f"{path.name}: expected 'player_counts' for 1, 2, 3 and 4 players")
    templates: dict[int, StackTemplate] = {}
    for key, raw in counts.items():
        if not isinstance(raw, dict) or set(raw) != {"stacks", "size", "face_up"}:
            raise FlowersDataError(f"{path.name} {key}p: expected stacks, size and face_up")
        stacks, size, face_up = raw["stacks"], raw["size"], raw["face_up"]
        if not isinstance(stacks, int) or not 1 <= stacks <= 3:
            raise FlowersDataError(f"{path.name} {key}p: stacks must be 1 to 3")
        if size is not None and (not isinstance(size, int) or size < 1):
            raise FlowersDataError(f"{path.name} {key}p: size must be positive or null")
        if not isinstance(face_up, int) or not 0 <= face_up <= stacks:
            raise FlowersDataError(f"{path.name} {key}p: face_up must be 0 to {stacks}")
        templates[int(key)] = StackTemplate(stacks, size, face_up)
    return templates


CARDS: tuple[Card, ...] = load_cards()
"""Every card, indexed by id."""
SETUP: dict[int, StackTemplate] = load_setup()
"""Stack template per player count."""
FLOWER_IDS: tuple[int, ...] = tuple(card.id for card in CARDS if not card.purple)
"""The 108 flower cards (the shuffled deck)."""
PURPLE_IDS: tuple[int, ...] = tuple(card.id for card in CARDS if card.purple)
"""The 4 purple starting cards (Summer variant)."""

VALUE: tuple[int, ...] = tuple(card.value for card in CARDS)
"""Value per card id (0 = purple)."""
COLOUR: tuple[int, ...] = tuple(
    COLOURS.index(card.colour) if not card.purple else -1 for card in CARDS
)
"""Colour index per card id into :data:`COLOURS` (-1 = purple)."""
BUTTERFLY: tuple[int, ...] = tuple(
    COLOURS.index(card.butterfly) if card.butterfly is not None else -1 for card in CARDS
)
"""Butterfly colour index per card id (-1 = no butterfly)."""
IS_PURPLE: tuple[bool, ...] = tuple(card.purple for card in CARDS)
