"""Shared helpers for the Flowers tests: build areas from a picture, play random games."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from random import Random

from engine.core.actions import Action
from engine.core.ai import make_agent
from engine.games.flowers import GAME
from engine.games.flowers.components import CARDS, COLOURS, FLOWER_IDS, PURPLE_IDS
from engine.games.flowers.rules import compute_targets
from engine.games.flowers.state import Area, Draw, FlowersOptions, Place, State

LETTERS = {colour[0].upper(): colour for colour in COLOURS}


class Picker:
    """Hands out distinct card ids matching a colour, value and butterfly."""

    def __init__(self) -> None:
        self.used: set[int] = set()

    def card(self, colour: str, value: int, butterfly: str | None = None) -> int:
        for card in CARDS:
            if (
                card.id not in self.used
                and card.colour == colour
                and card.value == value
                and card.butterfly == butterfly
            ):
                self.used.add(card.id)
                return card.id
        raise LookupError(f"no more {colour} {value} with butterfly {butterfly}")

    def purple(self) -> int:
        for card_id in PURPLE_IDS:
            if card_id not in self.used:
                self.used.add(card_id)
                return card_id
        raise LookupError("no more purple cards")

    def token(self, token: str) -> int:
        """ "R4" = red 4; "G3r" = green 3 with a red butterfly; "P" = purple."""
        if token == "P":
            return self.purple()
        colour = LETTERS[token[0]]
        value = int(token[1])
        butterfly = LETTERS[token[2].upper()] if len(token) > 2 else None
        return self.card(colour, value, butterfly)


def area_from(picture: str, picker: Picker | None = None) -> dict[tuple[int, int], tuple[int, ...]]:
    """Build an area from rows of tokens ("." = empty); a cell "Y3/R4" is a pile, bottom first.

    Row r, column c becomes cell (c, r).
    """
    picker = picker or Picker()
    area: dict[tuple[int, int], tuple[int, ...]] = {}
    rows = [row.split() for row in picture.strip().splitlines()]
    for y, row in enumerate(rows):
        for x, token in enumerate(row):
            if token != ".":
                area[(x, y)] = tuple(picker.token(part) for part in token.split("/"))
    return area


def with_areas(state: State, areas: list[Area]) -> State:
    """A copy of ``state`` whose areas are replaced (targets recomputed)."""
    return replace(
        state,
        areas=tuple(areas),
        targets=tuple(tuple(sorted(compute_targets(area))) for area in areas),
    )


def all_cards(state: State) -> Counter[int]:
    """Every card id in the state, with multiplicity."""
    found: Counter[int] = Counter()
    for area in state.areas:
        for pile in area.values():
            found.update(pile)
    for stack in state.stacks:
        found.update(stack)
    found.update(state.discard)
    found.update(state.out)
    if state.held is not None:
        found[state.held] += 1
    return found


def expected_cards(state: State) -> Counter[int]:
    expected = Counter(FLOWER_IDS)
    if state.summer:
        expected.update(state.starting)
    return expected


def random_game(options: FlowersOptions, seed: int) -> Iterator[tuple[State, Action]]:
    """Yield (state, action) pairs of a uniformly random game; the final state is the last
    ``GAME.apply`` of the last pair."""
    rng = Random(seed)
    state = GAME.new_game(options, seed)
    while not GAME.is_over(state):
        actions = GAME.legal_actions(state)
        action = actions[rng.randrange(len(actions))]
        yield state, action
        state = GAME.apply(state, action)


def normal_game(options: FlowersOptions, seed: int) -> Iterator[tuple[State, Action]]:
    """Yield (state, action) pairs of a game between `normal` seats: positions as play makes
    them, where a random game's gardens are strewn with cards to be removed."""
    agents = [make_agent("normal", seed=seed + seat) for seat in range(options.players)]
    state = GAME.new_game(options, seed)
    while not GAME.is_over(state):
        player = state.current
        action = agents[player].choose(GAME, GAME.view(state, player), player)
        yield state, action
        state = GAME.apply(state, action)


def play_random(options: FlowersOptions, seed: int) -> tuple[State, list[Action]]:
    rng = Random(seed)
    state = GAME.new_game(options, seed)
    log: list[Action] = []
    while not GAME.is_over(state):
        actions = GAME.legal_actions(state)
        action = actions[rng.randrange(len(actions))]
        log.append(action)
        state = GAME.apply(state, action)
    return state, log


CONFIGS = [
    FlowersOptions(players=players, summer=summer)
    for players in (1, 2, 3, 4)
    for summer in (False, True)
]


def replayed(players: int, seed: int, turns: str) -> State:
    """The game of ``seed`` after ``turns``: each a stack drawn from and the cell the card
    went on ("2:-1,0"), the last maybe a draw alone."""
    state = GAME.new_game(FlowersOptions(players=players), seed)
    for turn in turns.split():
        stack, _, cell = turn.partition(":")
        state = GAME.apply(state, Draw(int(stack)))
        if cell:
            x, y = cell.split(",")
            state = GAME.apply(state, Place(int(x), int(y)))
    return state


LAST_PLACEMENT = (
    "0:0,-1 2:1,0 1:1,0 2:-1,0 1:1,-1 2:1,-1 2:-1,1 2:2,0 2:2,-1 1:0,1 1:0,1 2:2,-1 0:0,2 "
    "1:-1,0 1:3,-1 2:-1,-1 2:-1,-1 2:2,-2 2:1,0 2:-2,0 2:3,-2 2:1,-1 0:0,-1 1:3,-3 2:0,-2 "
    "2:0,-2 2:4,-2 2:-1,-2 2:1,-2 1:5,-2 0:1,2 1:0,2 0:0,-1 0:2,-1 1:0,-3 2:2,0 2:2,2 "
    "0:1,-1 0:2,-1 2:0,-3 0:-1,-3 2:5,-1 0:3,-1 0:1,2 2:-1,-1 0:3,0 2:2,2 1:3,0 0:1,1 "
    "0:2,-1 1:6,-1 1:2,1 1:-3,0 1:5,-3 2:2,3 2:-3,-1 0:4,-1 2:-1,-3 2:2,1 2"
)
"""A game of three `normal` seats (seed 7) up to its last placement: Cy holds the face-down
stack's last card, and loses whatever its place."""


def holding(picture: str, card: str, players: int) -> State:
    """A game of ``players`` where the first player holds ``card`` (a ``Picker`` token) over
    the garden of ``picture`` (``area_from``), the others' first cards kept: a hint's position
    as a play tester met it."""
    drawn = GAME.apply(GAME.new_game(FlowersOptions(players=players), 1), Draw(0))
    picker = Picker()
    for area in drawn.areas[1:]:
        picker.used.update(card for pile in area.values() for card in pile)
    garden = area_from(picture, picker)
    held = picker.token(card)
    # the cards it displaces are set aside unseen, so that the view counts every card
    displaced = {drawn.held, *drawn.areas[0][(0, 0)]} - picker.used
    return replace(
        with_areas(drawn, [garden, *drawn.areas[1:]]),
        held=held,
        stacks=tuple(tuple(c for c in stack if c not in picker.used) for stack in drawn.stacks),
        out=(*(c for c in drawn.out if c not in picker.used), *sorted(displaced)),
    )


def first_score(state: State) -> int:
    """The first player's score on ``state``, as the table projects it."""
    return GAME.projection(state).scores[0]
