"""Flowers rules: setup, legal actions and the transition function (pure, no Qt)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import overload

from engine.core import rng as brng
from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.core.notes import Note
from engine.games.flowers.components import FLOWER_IDS, HIDDEN, IS_PURPLE, PURPLE_IDS, SETUP
from engine.games.flowers.state import (
    Area,
    Cell,
    Draw,
    FlowersOptions,
    Phase,
    Place,
    State,
)

DRAW = Phase.DRAW
PLACE = Phase.PLACE
OVER = Phase.OVER

ORIGIN: Cell = (0, 0)
NEIGHBOURS: tuple[Cell, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))
_START_TARGETS: tuple[Cell, ...] = tuple((dx, dy) for dx, dy in NEIGHBOURS)

_DRAWS: tuple[Draw, ...] = (Draw(0), Draw(1), Draw(2))
_PLACE_CACHE: dict[Cell, Place] = {}


def place_action(cell: Cell) -> Place:
    """The (shared, cached) Place action for ``cell``."""
    action = _PLACE_CACHE.get(cell)
    if action is None:
        action = _PLACE_CACHE[cell] = Place(cell[0], cell[1])
    return action


# -- setup -----------------------------------------------------------------------------------


def new_game(options: FlowersOptions, seed: int) -> State:
    """Shuffle with the seeded generator, deal starting cards, form the stacks."""
    players = options.players
    position = seed
    deck, position = brng.shuffled(position, FLOWER_IDS)
    if options.summer:
        starting = PURPLE_IDS[:players]
        rest = deck
    else:
        starting = deck[:players]
        rest = deck[players:]
    template = SETUP[players]
    sizes = template.sizes(len(rest))
    stacks: list[tuple[int, ...]] = []
    start = 0
    for size in sizes:
        stacks.append(tuple(rest[start : start + size]))
        start += size
    out = tuple(rest[start:])
    areas: tuple[Area, ...] = tuple({ORIGIN: (card,)} for card in starting)
    first_targets = _START_TARGETS if options.summer else (*_START_TARGETS, ORIGIN)
    return State(
        players=players,
        summer=options.summer,
        phase=DRAW,
        current=0,
        areas=areas,
        targets=(first_targets,) * players,
        stacks=tuple(stacks),
        face_up=tuple(index < template.face_up for index in range(len(stacks))),
        held=None,
        held_from=None,
        discard=(),
        out=out,
        starting=tuple(starting),
        turn=0,
        rng=position,
    )


# -- legal actions ---------------------------------------------------------------------------


class PlaceActions(Sequence[Place]):
    """The legal placements as a lazy sequence (len, indexing, ``in``, iteration).

    Built on the state's incrementally kept ``targets``, so listing costs nothing until an
    action is actually read.
    """

    __slots__ = ("_area", "_targets")

    def __init__(self, targets: tuple[Cell, ...], area: Area) -> None:
        self._targets = targets
        self._area = area

    def __len__(self) -> int:
        return len(self._targets)

    @overload
    def __getitem__(self, index: int) -> Place: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Place]: ...
    def __getitem__(self, index: int | slice) -> Place | Sequence[Place]:
        if isinstance(index, slice):
            return tuple(place_action(cell) for cell in self._targets[index])
        return place_action(self._targets[index])

    def __iter__(self) -> Iterator[Place]:
        for cell in self._targets:
            yield place_action(cell)

    def __contains__(self, action: object) -> bool:
        if type(action) is not Place:
            return False
        return placement_problem(self._area, (action.x, action.y)) is None

    @property
    def cells(self) -> tuple[Cell, ...]:
        """The target cells, in the same order as the actions."""
        return self._targets

    def __repr__(self) -> str:
        return f"<PlaceActions {len(self._targets)} cells>"


def legal_actions(state: State) -> Sequence[Action]:
    phase = state.phase
    if phase is DRAW:
        stacks = state.stacks
        if len(stacks) == 3 and stacks[0] and stacks[1] and stacks[2]:
            return _DRAWS
        return tuple(_DRAWS[index] for index, stack in enumerate(stacks) if stack)
    if phase is PLACE:
        player = state.current
        return PlaceActions(state.targets[player], state.areas[player])
    return ()


def placement_problem(area: Area, cell: Cell) -> str | None:
    """Why the held card cannot go on ``cell`` of ``area`` (None when it can)."""
    pile = area.get(cell)
    if pile is not None:
        if IS_PURPLE[pile[-1]]:
            return "the purple starting card can never be covered"
        return None
    x, y = cell
    for dx, dy in NEIGHBOURS:
        if (x + dx, y + dy) in area:
            return None
    return "that cell shares no side with any of your cards"


def compute_targets(area: Area) -> set[Cell]:
    """Every legal cell of ``area`` computed from scratch (tests check the kept ``targets``)."""
    cells = {cell for cell, pile in area.items() if not IS_PURPLE[pile[-1]]}
    for x, y in area:
        for dx, dy in NEIGHBOURS:
            near = (x + dx, y + dy)
            if near not in area:
                cells.add(near)
    return cells


# -- transitions -----------------------------------------------------------------------------


def apply(state: State, action: Action) -> State:
    """The state after ``action``; IllegalActionError says why an action is refused."""
    kind = type(action)
    if kind is Draw:
        assert isinstance(action, Draw)
        return _draw(state, action.stack)
    if kind is Place:
        assert isinstance(action, Place)
        return _place(state, action.x, action.y)
    raise IllegalActionError(Note.of("That is not a Flowers action."))


def _draw(state: State, index: int) -> State:
    phase = state.phase
    if phase is not DRAW:
        if phase is OVER:
            raise IllegalActionError(Note.of("The game is over."))
        raise IllegalActionError(Note.of("You already hold a card: place it first."))
    stacks = state.stacks
    if state.players == 1 and index == len(stacks):
        raise IllegalActionError(Note.of("In solo, cards are never taken from the discard pile."))
    if not 0 <= index < len(stacks):
        raise IllegalActionError(Note.of("There is no stack {number}.", number=index + 1))
    stack = stacks[index]
    if not stack:
        raise IllegalActionError(Note.of("That stack is empty."))
    new_stacks = list(stacks)
    new_stacks[index] = stack[:-1]
    return State(
        state.players,
        state.summer,
        PLACE,
        state.current,
        state.areas,
        state.targets,
        tuple(new_stacks),
        state.face_up,
        stack[-1],
        index,
        state.discard,
        state.out,
        state.starting,
        state.turn,
        state.rng,
    )


def _place(state: State, x: int, y: int) -> State:
    phase = state.phase
    if phase is not PLACE:
        if phase is OVER:
            raise IllegalActionError(Note.of("The game is over."))
        raise IllegalActionError(Note.of("Draw a card first."))
    player = state.current
    area = state.areas[player]
    cell = (x, y)
    card = state.held
    assert card is not None
    pile = area.get(cell)
    targets = state.targets[player]
    if pile is not None:
        if IS_PURPLE[pile[-1]]:
            raise IllegalActionError(Note.of("The purple starting card can never be covered."))
        new_area = dict(area)
        new_area[cell] = (*pile, card)
    else:
        # Empty cell: it must touch one of the player's cards by an edge.
        fresh: list[Cell] = []
        touching = False
        for dx, dy in NEIGHBOURS:
            nx, ny = x + dx, y + dy
            if (nx, ny) in area:
                touching = True
            else:
                # A new empty neighbour is a new target unless another card already touches it.
                for ex, ey in NEIGHBOURS:
                    if (nx + ex, ny + ey) in area:
                        break
                else:
                    fresh.append((nx, ny))
        if not touching:
            raise IllegalActionError(Note.of("That cell shares no side with any of your cards."))
        new_area = dict(area)
        new_area[cell] = (card,)
        if fresh:
            targets = (*targets, *fresh)
    areas = list(state.areas)
    areas[player] = new_area
    all_targets = list(state.targets)
    all_targets[player] = targets
    stacks = state.stacks
    discard = state.discard
    over = _stacks_run_out([len(stack) for stack in stacks], state.face_up, state.players)
    next_phase = OVER if over else DRAW
    current = player
    for index in timer_stacks(state):
        # Solo timer: the face-up card is discarded and the next one turned up.
        stack = stacks[index]
        discard = (*discard, stack[-1])
        new_stacks = list(stacks)
        new_stacks[index] = stack[:-1]
        stacks = tuple(new_stacks)
    if state.players > 1 and not over:
        current = (player + 1) % state.players
    return State(
        state.players,
        state.summer,
        next_phase,
        current,
        tuple(areas),
        tuple(all_targets),
        stacks,
        state.face_up,
        None,
        None,
        discard,
        state.out,
        state.starting,
        state.turn + 1,
        state.rng,
    )


def _stacks_run_out(sizes: Sequence[int], face_up: Sequence[bool], players: int) -> bool:
    """The end of the game, once a card is placed with the stacks ``sizes`` large: a stack is
    empty, or in solo the timer's discard empties a face-up one."""
    if not all(sizes):
        return True
    return players == 1 and any(up and size <= 1 for size, up in zip(sizes, face_up, strict=True))


def timer_stacks(state: State) -> tuple[int, ...]:
    """Solo, a card in hand: the face-up stacks whose top card the timer throws away once the
    card is placed; none once a stack has run out (the game ends with the placement). Read
    from the stacks alone, so a player's view answers as the full state does (the table says
    which card goes: a player planned around a card the timer then took)."""
    if state.players != 1 or not all(state.stacks):
        return ()
    return tuple(index for index, up in enumerate(state.face_up) if up)


def ends_after_placing(state: State, stack: int | None = None) -> bool:
    """Does the game end once this turn's card is placed: the card held, or the one about to
    be drawn from ``stack``? Read from the stacks' sizes alone, so a player's view answers as
    the full state does (the table warns of a last turn)."""
    sizes = [len(pile) for pile in state.stacks]
    if stack is not None:
        sizes[stack] -= 1
    return _stacks_run_out(sizes, state.face_up, state.players)


def waiting_top(state: State) -> int | None:
    """The face-up stack whose new top card waits, hidden, to be turned up: the one a card in
    hand was taken from, in a game of several. The rulebook has the next player turn it up,
    so the player placing never sees the next offer first; a click on the stack showed it at
    once where a drag did not (play test). In solo the card taken is replaced as it is
    drawn: the rulebook's draw step does it, with no next player to wait for."""
    stack = state.held_from
    if state.held is None or stack is None or state.players == 1 or not state.face_up[stack]:
        return None
    return stack if state.stacks[stack] else None


def reveals(state: State, action: Action) -> bool:
    """Does ``action`` show its mover a card that was hidden before?

    - a draw from a face-down stack (the drawn card);
    - in solo, a draw from the face-up stack that turns up a new top card;
    - the placement of a card taken from a face-up stack, which turns up the new top card
      kept hidden while the card was held (``waiting_top``);
    - in solo, a placement whose timer turns up a new face-up card.
    """
    if type(action) is Draw:
        assert isinstance(action, Draw)
        if state.phase is not DRAW or not 0 <= action.stack < len(state.stacks):
            return False
        stack = state.stacks[action.stack]
        if not stack:
            return False
        if not state.face_up[action.stack]:
            return True
        return state.players == 1 and len(stack) > 1
    if type(action) is Place and state.phase is PLACE:
        if waiting_top(state) is not None:
            return True
        return any(len(state.stacks[index]) > 1 for index in timer_stacks(state))
    return False


# -- information -----------------------------------------------------------------------------


def view(state: State, player: int) -> State:
    """What ``player`` may see: unknown cards become HIDDEN (-1), counts stay exact.

    Hidden: every card of a face-down stack, every face-up stack card below the top, the new
    top of a face-up stack not turned up yet (``waiting_top``), the cards set aside at setup,
    and the card another player drew face down and has not placed yet.
    """
    waiting = waiting_top(state)
    stacks = tuple(
        (*((HIDDEN,) * (len(stack) - 1)), stack[-1])
        if up and stack and index != waiting
        else (HIDDEN,) * len(stack)
        for index, (stack, up) in enumerate(zip(state.stacks, state.face_up, strict=True))
    )
    held = state.held
    if (
        held is not None
        and player != state.current
        and state.held_from is not None
        and not state.face_up[state.held_from]
    ):
        held = HIDDEN
    return State(
        state.players,
        state.summer,
        state.phase,
        state.current,
        state.areas,
        state.targets,
        stacks,
        state.face_up,
        held,
        state.held_from,
        state.discard,
        (HIDDEN,) * len(state.out),
        state.starting,
        state.turn,
        state.rng,
    )
