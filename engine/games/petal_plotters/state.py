"""Petal Plotters state values, options, phases and actions.

A state is a frozen value. Seats are numbered 0..n-1; "clockwise" and "to the left" both mean
the next seat number (wrapping around). Cards are named by their string id (see
``components.CARDS``); a view shows :data:`HIDDEN` (``"?"``) where its player may not know the
card.

Knowledge is stored with the card's *location*: every Garrison slot and every hand card
carries ``seen_by``, the seats that know which card it is (and so, for a face-down card, which
Petal Power points up). Who has seen which location is public at the table (everyone watched
who looked), so views keep ``seen_by`` and mask only the identities.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any, ClassVar, TypeVar

from pydantic import Field

from engine.core.actions import Action
from engine.core.notes import Note
from engine.core.options import GameOptions

HIDDEN = "?"
"""Card id shown in a view in place of a card its player does not know."""
MATCH_DEALS = 3
"""Deals in a match (the rulebook's multi-game play)."""


class PetalPlottersOptions(GameOptions):
    """New-game options (also stored in save files)."""

    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5

    players: int = 3
    match: bool = Field(
        default=False,
        title="match of three deals",
        description="Play three deals in a row, scored with Victory Points.",
    )
    """Play a match of three deals scored with the Victory Point table."""
    memory_aid: bool = Field(
        default=True,
        title="memory aid",
        # what stays without it said: a family that switched it off saw a card they had
        # looked at still shown, and thought it half on (play test)
        description=(
            "Show the values you have seen on face-down cards. Without it, a card you have"
            " just looked at shows until the end of your next turn."
        ),
    )
    """UI only: show the values a player has legitimately seen on face-down cards. The engine
    always tracks knowledge; views always contain it."""


class Phase(StrEnum):
    HORNBILL = "hornbill"
    """The first player must place the Great Hornbill (action :class:`PlaceHornbill`)."""
    TURN = "turn"
    """Start of a turn: :class:`AddToGarrison` or :class:`UseAbility`."""
    ABILITY = "ability"
    """An ability is being resolved (``State.pending``): :class:`ChooseSlot`,
    :class:`ChooseHandCard`, :class:`Skip` or :class:`Cancel`."""
    PASS = "pass"
    """Everyone passes a card to the left, one decision each (:class:`PassCard`)."""
    OVER = "over"
    """The game (or the match) is over."""


@dataclass(frozen=True, slots=True)
class Slot:
    """A card in a Garrison."""

    card: str
    """Card id, or HIDDEN in a view."""
    face_up: bool
    top_up: bool
    """True when the card's top Petal Power points up (counts). A view shows True for a card
    its player does not know (the orientation of an unknown face-down card is hidden)."""
    seen_by: frozenset[int]
    """Seats that know this card (face-up cards are known by everyone whatever this says)."""


@dataclass(frozen=True, slots=True)
class HandCard:
    """A card in a hand (or a victory card, or a card being passed)."""

    card: str
    """Card id, or HIDDEN in a view."""
    seen_by: frozenset[int]
    """Seats that know this card is here (always includes its holder)."""


@dataclass(frozen=True, slots=True)
class Rumour:
    """A card ``knower`` knew in another's hand, whose place they have lost: the holder added
    a card face down (it may be that card), passed a card to the left or gave one in an
    exchange. The card is still in one of the places named, and a player at the table
    remembers "she may still hold my Frog", or "she may have passed it to Ben" (play tests:
    the memory aid forgot the card, and forgot it again at a pass)."""

    knower: int
    card: str
    hands: tuple[int, ...]
    """The seats that may hold it in their hand (or as their victory card, or as the card they
    chose to pass while a pass waits for the others), in the order they became possible: the
    first is the one the knower saw it with. Never the knower, who sees their own hand."""
    slots: tuple[tuple[int, int], ...] = ()
    """The Garrison cards it may be, as (owner, index): cards laid face down or exchanged since,
    that the knower has not seen."""

    @property
    def holders(self) -> tuple[int, ...]:
        """Every seat the card may be with, in a hand or a Garrison, the first holder first."""
        seats = [*self.hands, *(owner for owner, _ in self.slots)]
        return tuple(dict.fromkeys(seats))


@dataclass(frozen=True, slots=True)
class Pending:
    """An ability being resolved by ``State.current``."""

    card: str
    """The ability card (public: it was shown when played; goes to the discard when done)."""
    hand_index: int
    """Where the card was in its hand (Cancel puts it back there)."""
    step: int
    """Index of the step being resolved in the card's ability."""
    first: tuple[int, int] | None = None
    """exchange_garrisons: the first chosen slot (owner, index), waiting for the second."""
    give: str | None = None
    """exchange_hand: the hand card chosen to give (masked in others' views)."""
    give_top_up: bool = True
    """exchange_hand: which end of the given card will point up."""
    last: tuple[int, int] | None = None
    """The slot targeted by the previous step (for steps with ``same``)."""
    changed: bool = False
    """An effect already happened: Cancel is no longer possible."""
    pass_order: tuple[int, ...] = ()
    """pass_left: the seats that pass, in order (the user first, then clockwise)."""
    passed: tuple[HandCard, ...] = ()
    """pass_left: the cards chosen so far, aligned with ``pass_order`` (masked in views)."""
    let_go: tuple[str, ...] = ()
    """The face-down cards the mover had looked at in their previous turn (``State.looked``),
    let go of when this ability is played to its end, unless it looks at one again: while
    choosing its targets the mover still has them in mind (they went as it was chosen, and
    the card it was chosen for showed a back, play tester 211). Only the mover's own view
    holds them."""


@dataclass(frozen=True, slots=True)
class DealRecord:
    """A finished deal of a match, fully revealed (the end-of-deal breakdown)."""

    total: int
    category: str | None
    """The winning category, or None when nobody won."""
    winners: tuple[int, ...]
    vp: tuple[int, ...]
    """Victory Points each seat earned in this deal."""
    garrisons: tuple[tuple[Slot, ...], ...]
    victory: tuple[str | None, ...]
    notes: tuple[Note, ...]
    """How the priority order decided the deal (see ``scoring.decide``)."""
    discard: tuple[str, ...]
    """The deal's discard pile, public: the next deal starts a new one, and the last move may
    have laid a card there that nobody else saw before (History names it)."""
    victory_seen_by: tuple[frozenset[int], ...] = ()
    """Who knew each victory card before the deal's end turned it over (who has seen a card
    is public): the table the deal ended on (``rules.deal_end``) turns over only the others."""


@dataclass(frozen=True, slots=True)
class State:
    """A Petal Plotters game (or the current deal of a match)."""

    players: int
    match: bool
    memory_aid: bool
    phase: Phase
    current: int
    """Whose decision it is (meaningless when the phase is OVER)."""
    turn_player: int
    """Whose turn it is (differs from ``current`` while others pass cards)."""
    first_player: int
    """Who held the Great Hornbill at the deal (its Garrison holds it for the whole game)."""
    hands: tuple[tuple[HandCard, ...], ...]
    garrisons: tuple[tuple[Slot, ...], ...]
    victory: tuple[HandCard | None, ...]
    """Each seat's victory card, laid face down (known to its holder) once their hand ran down
    to one card at the end of their turn; from then on their hand is empty and immune."""
    discard: tuple[str, ...]
    """The public discard pile, oldest first."""
    set_aside: tuple[str, ...]
    """Cards discarded unseen at setup (HIDDEN in every view)."""
    pending: Pending | None
    rng: int
    """Position of the seeded generator (0 in views; determinise samples one)."""
    deal: int = 1
    """1-based deal number (always 1 outside a match)."""
    vp: tuple[int, ...] = ()
    """Match Victory Points earned in the finished deals."""
    history: tuple[DealRecord, ...] = ()
    """Finished deals of the match, oldest first."""
    viewer: int | None = None
    """None for the full state; the seat whose view this is."""
    turns: int = 0
    """Completed turns in this deal."""
    looked: tuple[tuple[int, str], ...] = ()
    """(seat, card): the face-down cards each seat looked at in its latest turn, and in the
    one before while the turn after it is being played (``Pending.let_go``). A table without
    the memory aid still shows them to that seat, as a player keeps a card just looked at in
    mind; a view keeps only its own player's."""
    rumours: tuple[Rumour, ...] = ()
    """The cards each seat knows are still another's without knowing where (``Rumour``); a
    view keeps only its own player's."""

    def vp_after(self, deals: int) -> tuple[int, ...]:
        """Each seat's match Victory Points after the first ``deals`` finished deals: the
        standings as they stood when that deal ended (``vp`` after all of them)."""
        return tuple(
            sum(record.vp[seat] for record in self.history[:deals]) for seat in range(self.players)
        )


T = TypeVar("T")
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def evolve(obj: T, **changes: Any) -> T:
    """A copy of a frozen state dataclass with ``changes`` (a fast ``dataclasses.replace``)."""
    cls = type(obj)
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(field.name for field in fields(cls))  # type: ignore[arg-type]
    unknown = set(changes) - set(names)
    if unknown:
        raise TypeError(f"{cls.__name__} has no fields {sorted(unknown)}")
    new = object.__new__(cls)
    for name in names:
        object.__setattr__(new, name, changes[name] if name in changes else getattr(obj, name))
    return new


# -- actions -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlaceHornbill(Action):
    """The first player's opening: the Great Hornbill goes face up, top end up, into their
    Garrison."""


@dataclass(frozen=True, slots=True)
class AddToGarrison(Action):
    """Place a hand card face down into your Garrison."""

    card: str
    top_up: bool
    """True: the top Petal Power points up."""


@dataclass(frozen=True, slots=True)
class UseAbility(Action):
    """Play a hand card for its ability (it goes to the discard pile when resolved)."""

    card: str


@dataclass(frozen=True, slots=True)
class ChooseSlot(Action):
    """Target a Garrison card for the current ability step."""

    owner: int
    """Seat whose Garrison it is."""
    index: int
    """Position in that Garrison (0 = first placed)."""


@dataclass(frozen=True, slots=True)
class ChooseHandCard(Action):
    """Exchange: the hand card you give, and which of its ends will point up."""

    card: str
    top_up: bool


@dataclass(frozen=True, slots=True)
class Skip(Action):
    """Decline an optional ability step."""


@dataclass(frozen=True, slots=True)
class Cancel(Action):
    """Take back the ability card before anything happened (the turn starts again)."""


@dataclass(frozen=True, slots=True)
class PassCard(Action):
    """Pass-left: the hand card you pass to your left neighbour."""

    card: str


ACTION_TYPES: tuple[type[Action], ...] = (
    PlaceHornbill,
    AddToGarrison,
    UseAbility,
    ChooseSlot,
    ChooseHandCard,
    Skip,
    Cancel,
    PassCard,
)
