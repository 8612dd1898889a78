"""The Petal Plotters deck, loaded from ``resources/games/petal-plotters/deck.json``.

Every card is data: two Petal Powers (``top`` and ``bottom`` ends), a victory category, a
player-count mark and an ability written as a list of structured steps that
:mod:`engine.games.petal_plotters.rules` interprets. The ability text is composed from those
steps by :func:`ability_text`, in English or through the translator the desktop passes, so a
corrected deck file never disagrees with its own description in any language.

The file is validated on load against the component list (27 cards: 16 for every game with
exactly one Great Hornbill, 2 marked ``2-3``, 9 marked ``4-5``); a file that breaks it is
refused with a message naming the problem.
"""

from __future__ import annotations

import itertools
import json
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from engine.core.data import data_root
from engine.core.errors import BouquetError

RESOURCE_DIR = data_root() / "resources" / "games" / "petal-plotters"

HORNBILL: Final = "great-hornbill"
"""Card id of the Great Hornbill (the first player's card)."""

CATEGORIES: Final = ("snail_spider", "katydid", "frog", "blue_squad", "hornbill")
"""Victory categories in priority order (the Hornbill is the fallback, last)."""

CATEGORY_NAMES: Final = {
    "snail_spider": "Snail / Spider",
    "katydid": "Katydid",
    "frog": "Frog",
    "blue_squad": "Blue Squad",
    "hornbill": "Hornbill",
}
"""English source text of each category."""

MARKS: Final = ("all", "2-3", "4-5")
MARK_COUNTS: Final = {"all": 16, "2-3": 2, "4-5": 9}

OPS: Final = (
    "look",
    "flip",
    "rotate",
    "remove",
    "exchange_hand",
    "exchange_garrisons",
    "pass_left",
)
"""Ability step operations.

- ``look``: look at a face-down Garrison card (only the user learns it).
- ``flip``: turn a face-down Garrison card face up, keeping its up end.
- ``rotate``: turn a Garrison card 180° (the other Petal Power points up), same side up.
- ``remove``: move a Garrison card to the discard pile.
- ``exchange_hand``: give one of your hand cards (placed face down, an end of your choice up)
  in exchange for a Garrison card, which goes to your hand.
- ``exchange_garrisons``: swap two cards of two different Garrisons (each keeps its side and
  orientation).
- ``pass_left``: every player who still holds cards passes one of them to the left.
"""
OWNERS: Final = ("self", "other", "any")
FACES: Final = ("down", "up", "any")


class PetalPlottersDataError(BouquetError):
    """A Petal Plotters data file that does not describe a playable deck."""


@dataclass(frozen=True, slots=True)
class Step:
    """One step of an ability. Target filters apply to the Garrison card chosen."""

    op: str
    """One of :data:`OPS`."""
    owner: str = "any"
    """Whose Garrison the (first) target is in: "self", "other" or "any"."""
    face: str = "any"
    """Which side the target must show: "down", "up" or "any"."""
    optional: bool = False
    """The user may skip this step (a ``Skip`` action)."""
    same: bool = False
    """Target the card chosen by the previous step (no new choice; filters are ignored)."""


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card."""

    id: str
    animal: str
    """Animal (English source text), e.g. "Butterfly"."""
    name: str
    """Card name (English source text), e.g. "Silver Royal"."""
    category: str
    """Victory category, one of :data:`CATEGORIES`."""
    players: str
    """Player-count mark: "all", "2-3" or "4-5"."""
    top: int
    """Petal Power at the top end."""
    bottom: int
    """Petal Power at the bottom end."""
    ability: tuple[Step, ...]
    """Empty only for the Great Hornbill (its play is fixed by the rules)."""
    text: str
    """English ability text generated from :attr:`ability`."""

    def power(self, top_up: bool) -> int:
        """The Petal Power pointing up."""
        return self.top if top_up else self.bottom


def _as_is(text: str) -> str:
    return text


TARGETS: Final = {
    (face, owner): (f"a {adjective}card in {where}", f"a {adjective}card from {where}")
    for face, adjective in (("any", ""), ("down", "face-down "), ("up", "face-up "))
    for owner, where in (
        ("self", "your Garrison"),
        ("other", "another player's Garrison"),
        ("any", "any Garrison"),
    )
}
"""Source text of a step's target by (face, owner): "in" a Garrison, and "from" one (remove)."""
PLAYERS_TARGETS: Final = {
    face: (
        f"a {adjective}card in {{player}}'s Garrison",
        f"a {adjective}card from {{player}}'s Garrison",
    )
    for face, adjective in (("any", ""), ("down", "face-down "), ("up", "face-up "))
}
"""A target in the Garrison of the player using the card, named: the step told to the others
(the card's own "your Garrison", quoted to them, was read as theirs)."""
TARGET_SAME: Final = "it"
VERBS: Final = {
    "look": "look at {target}",
    "flip": "flip {target} face up",
    "rotate": "rotate {target}",
    "remove": "remove {target}",
    "exchange_hand": "exchange a card from your hand with {target}",
    "exchange_garrisons": "exchange {target} with a card in another Garrison",
}
"""Source text of each step with a target (``{target}``)."""
EXCHANGE_WITH_OTHERS: Final = "exchange {target} with a card in a different Garrison"
"""exchange_garrisons from another player's Garrison ("another Garrison" would be ambiguous)."""
EXCHANGE_PLAYERS_HAND: Final = "exchange a card from {player}'s hand with {target}"
"""exchange_hand told to the others, naming the player using the card."""
PASS_LEFT: Final = "every player passes a card from their hand to the left"
OPTIONAL: Final = "you may {action}"
OPTIONAL_NOW: Final = "you may now {action}"
"""An optional step told alone, while it is resolved: German words it apart from the card's
sentence ("…, dann darfst du sie drehen" but "Jetzt darfst du sie drehen")."""
OPTIONAL_FOR_PLAYER: Final = "{action} (optional)"
"""An optional step told to the others while its player resolves it."""
THEN: Final = ", then "
HORNBILL_TEXT: Final = "Played face up into the first player's Garrison to start the game."


def step_text(
    step: Step,
    translate: Callable[[str], str] = _as_is,
    alone: bool = False,
    player: str | None = None,
    same: str | None = None,
) -> str:
    """One step as text: English source, or through ``translate`` (the desktop's catalogue);
    ``alone``: told on its own, not inside the card's sentence; ``player``: told to the others
    while that player resolves it, naming them where the card says "you"; ``same``: the words
    for the card a step on "it" acts on ("card 2 of your Garrison": "rotate it", told to the
    others, did not say which card)."""
    if step.op == "pass_left":
        text = translate(PASS_LEFT)
    else:
        inside, outside = TARGETS[(step.face, step.owner)]
        if player is not None and step.owner == "self":
            inside, outside = PLAYERS_TARGETS[step.face]
        if step.same:
            target = same if same is not None else translate(TARGET_SAME)
        else:
            target = translate(outside if step.op == "remove" else inside)
        verb = VERBS[step.op]
        if step.op == "exchange_garrisons" and step.owner == "other":
            verb = EXCHANGE_WITH_OTHERS
        if step.op == "exchange_hand" and player is not None:
            verb = EXCHANGE_PLAYERS_HAND
        text = translate(verb).replace("{target}", target)
    if step.optional:
        optional = (
            OPTIONAL_FOR_PLAYER if player is not None else OPTIONAL_NOW if alone else OPTIONAL
        )
        text = translate(optional).replace("{action}", text)
    return text if player is None else text.replace("{player}", player)


def ability_text(steps: tuple[Step, ...], translate: Callable[[str], str] = _as_is) -> str:
    """A whole ability as one sentence, e.g. "Flip a face-down card ..., then you may ...".
    The wording lives here once; the desktop passes its translator."""
    if not steps:
        return translate(HORNBILL_TEXT)
    sentence = translate(THEN).join(step_text(step, translate) for step in steps)
    return sentence[:1].upper() + sentence[1:] + "."


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise PetalPlottersDataError(f"cannot read {path.name}: {error}") from None


def _parse_step(raw: Any, where: str, index: int) -> Step:
    if not isinstance(raw, dict):
        raise PetalPlottersDataError(f"{where}: step {index} must be an object")
    unknown = set(raw) - {"op", "owner", "face", "optional", "same"}
    if unknown:
        raise PetalPlottersDataError(f"{where}: step {index} has unknown keys {sorted(unknown)}")
    op = raw.get("op")
    if op not in OPS:
        raise PetalPlottersDataError(f"{where}: step {index} has unknown op {op!r}")
    owner = raw.get("owner", "any")
    face = raw.get("face", "any")
    optional = raw.get("optional", False)
    same = raw.get("same", False)
    if owner not in OWNERS:
        raise PetalPlottersDataError(f"{where}: step {index} has unknown owner {owner!r}")
    if face not in FACES:
        raise PetalPlottersDataError(f"{where}: step {index} has unknown face {face!r}")
    if not isinstance(optional, bool) or not isinstance(same, bool):
        raise PetalPlottersDataError(f"{where}: step {index}: optional and same are true/false")
    if op == "pass_left" and ("owner" in raw or "face" in raw or same):
        raise PetalPlottersDataError(f"{where}: pass_left takes no target")
    if same and index == 0:
        raise PetalPlottersDataError(f"{where}: the first step cannot target 'the same' card")
    if same and op in ("exchange_hand", "exchange_garrisons"):
        raise PetalPlottersDataError(f"{where}: an exchange cannot target 'the same' card")
    if index == 0 and optional:
        raise PetalPlottersDataError(f"{where}: the first step cannot be optional")
    return Step(op=op, owner=owner, face=face, optional=optional, same=same)


def _parse_card(raw: Any, where: str) -> Card:
    keys = {"id", "animal", "name", "category", "players", "top", "bottom", "ability"}
    if not isinstance(raw, dict) or set(raw) != keys:
        raise PetalPlottersDataError(f"{where}: a card has exactly the keys {sorted(keys)}")
    for key in ("id", "animal", "name"):
        if not isinstance(raw[key], str) or not raw[key]:
            raise PetalPlottersDataError(f"{where}: {key} must be a non-empty text")
    if raw["category"] not in CATEGORIES:
        raise PetalPlottersDataError(f"{where}: unknown category {raw['category']!r}")
    if raw["players"] not in MARKS:
        raise PetalPlottersDataError(f"{where}: unknown player-count mark {raw['players']!r}")
    for key in ("top", "bottom"):
        value = raw[key]
        if not isinstance(value, int) or isinstance(value, bool) or not -9 <= value <= 9:
            raise PetalPlottersDataError(f"{where}: {key} must be a whole number from -9 to 9")
    ability = raw["ability"]
    if ability is None:
        steps: tuple[Step, ...] = ()
    else:
        if not isinstance(ability, list) or not 1 <= len(ability) <= 3:
            raise PetalPlottersDataError(f"{where}: ability is a list of 1 to 3 steps (or null)")
        steps = tuple(_parse_step(step, where, index) for index, step in enumerate(ability))
        if any(step.op == "pass_left" for step in steps) and len(steps) > 1:
            raise PetalPlottersDataError(f"{where}: pass_left must be the only step")
        for prev, step in itertools.pairwise(steps):
            if step.same and prev.op in ("remove", "exchange_hand", "exchange_garrisons"):
                raise PetalPlottersDataError(
                    f"{where}: 'the same' card is gone after {prev.op}; choose a new target"
                )
    is_hornbill = raw["category"] == "hornbill"
    if is_hornbill != (raw["id"] == HORNBILL):
        raise PetalPlottersDataError(f"{where}: only {HORNBILL!r} has the hornbill category")
    if is_hornbill != (not steps):
        raise PetalPlottersDataError(f"{where}: exactly the Hornbill has no ability")
    return Card(
        id=raw["id"],
        animal=raw["animal"],
        name=raw["name"],
        category=raw["category"],
        players=raw["players"],
        top=raw["top"],
        bottom=raw["bottom"],
        ability=steps,
        text=ability_text(steps),
    )


def load_deck(path: Path | None = None) -> tuple[Card, ...]:
    """Load and validate ``deck.json``."""
    path = path or RESOURCE_DIR / "deck.json"
    data = _read_json(path)
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        raise PetalPlottersDataError(f"{path.name}: expected an object with a 'cards' list")
    cards = tuple(
        _parse_card(raw, f"{path.name} card {index}") for index, raw in enumerate(data["cards"])
    )
    ids = [card.id for card in cards]
    duplicates = sorted(card_id for card_id, count in Counter(ids).items() if count > 1)
    if duplicates:
        raise PetalPlottersDataError(f"{path.name}: duplicate card ids {duplicates}")
    if "?" in ids:
        raise PetalPlottersDataError(f"{path.name}: '?' is reserved for hidden cards")
    marks = Counter(card.players for card in cards)
    for mark, expected in MARK_COUNTS.items():
        if marks[mark] != expected:
            raise PetalPlottersDataError(
                f"{path.name}: expected {expected} cards marked {mark!r}, found {marks[mark]}"
            )
    hornbills = [card for card in cards if card.id == HORNBILL]
    if len(hornbills) != 1 or hornbills[0].players != "all":
        raise PetalPlottersDataError(f"{path.name}: exactly one Great Hornbill, used in every game")
    return cards


DECK: Final = load_deck()
"""The 27 cards, in file order."""
CARDS: Final = {card.id: card for card in DECK}
"""Cards by id."""


def cards_for(players: int) -> tuple[str, ...]:
    """Ids of the cards used with ``players`` players (file order)."""
    mark = "2-3" if players <= 3 else "4-5"
    return tuple(card.id for card in DECK if card.players in ("all", mark))
