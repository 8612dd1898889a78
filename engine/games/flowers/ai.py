"""Flowers AI hooks: a heuristic evaluation and determinisation of hidden cards."""

from __future__ import annotations

from random import Random

from engine.games.flowers.components import FLOWER_IDS, HIDDEN
from engine.games.flowers.scoring import score_area
from engine.games.flowers.state import State


def evaluate(state: State, player: int) -> float:
    """Estimated final score of ``player`` (comparable across players)."""
    return float(score_area(state.areas[player], state.summer).score)


def determinise(view: State, player: int, rng: Random) -> State:
    """A full state consistent with ``view``: HIDDEN cards replaced by a random arrangement
    of the flower cards ``player`` has not seen (in areas, discard, face-up tops, own hand)."""
    seen: set[int] = set()
    for area in view.areas:
        for pile in area.values():
            seen.update(pile)
    seen.update(view.discard)
    for stack in view.stacks:
        seen.update(stack)
    if view.held is not None:
        seen.add(view.held)
    unseen = [card for card in FLOWER_IDS if card not in seen]
    hidden_slots = sum(stack.count(HIDDEN) for stack in view.stacks) + view.out.count(HIDDEN)
    if view.held == HIDDEN:
        hidden_slots += 1
    if hidden_slots != len(unseen):
        raise ValueError(
            f"inconsistent view: {hidden_slots} hidden cards but {len(unseen)} unseen cards"
        )
    if not unseen:
        return view
    rng.shuffle(unseen)
    pool = iter(unseen)
    stacks = tuple(
        tuple(next(pool) if card == HIDDEN else card for card in stack)
        if HIDDEN in stack
        else stack
        for stack in view.stacks
    )
    held = next(pool) if view.held == HIDDEN else view.held
    out = tuple(next(pool) if card == HIDDEN else card for card in view.out)
    return State(
        view.players,
        view.summer,
        view.phase,
        view.current,
        view.areas,
        view.targets,
        stacks,
        view.face_up,
        held,
        view.held_from,
        view.discard,
        out,
        view.starting,
        view.turn,
        view.rng,
    )
