"""Builders for hand-made Petal Plotters positions and a random-game driver."""

from __future__ import annotations

from random import Random

from engine.core.notes import Note
from engine.games.petal_plotters import GAME
from engine.games.petal_plotters.components import CARDS, cards_for
from engine.games.petal_plotters.state import (
    HandCard,
    PetalPlottersOptions,
    Phase,
    Slot,
    State,
)


def held(card: str, *seen: int) -> HandCard:
    return HandCard(card, frozenset(seen))


def down(card: str, owner: int, top_up: bool = True, *also: int) -> Slot:
    """A face-down Garrison card placed by ``owner`` (who knows it)."""
    return Slot(card, False, top_up, frozenset((owner, *also)))


def up(card: str, players: int, top_up: bool = True) -> Slot:
    return Slot(card, True, top_up, frozenset(range(players)))


def position(
    hands: list[list[str]],
    garrisons: list[list[Slot]],
    *,
    current: int = 0,
    victory: list[str | None] | None = None,
    discard: tuple[str, ...] = (),
    first_player: int = 0,
) -> State:
    """A TURN-phase state with the given hands (known to their holders) and Garrisons."""
    players = len(hands)
    return State(
        players=players,
        match=False,
        memory_aid=True,
        phase=Phase.TURN,
        current=current,
        turn_player=current,
        first_player=first_player,
        hands=tuple(tuple(held(card, seat) for card in hand) for seat, hand in enumerate(hands)),
        garrisons=tuple(tuple(garrison) for garrison in garrisons),
        victory=tuple(
            None if card is None else held(card, seat)
            for seat, card in enumerate(victory or [None] * players)
        ),
        discard=discard,
        set_aside=(),
        pending=None,
        rng=12345,
        vp=(0,) * players,
    )


def all_cards(state: State) -> list[str]:
    """Every card id somewhere in a full state (hands, Garrisons, victory, discard, aside,
    a pending ability card and cards being passed)."""
    cards = [h.card for hand in state.hands for h in hand]
    cards += [slot.card for garrison in state.garrisons for slot in garrison]
    cards += [v.card for v in state.victory if v is not None]
    cards += list(state.discard) + list(state.set_aside)
    if state.pending is not None:
        cards.append(state.pending.card)
        cards += [h.card for h in state.pending.passed]
    return cards


def random_game(players: int, seed: int, match: bool = False) -> tuple[list[State], list[object]]:
    """Play random legal actions to the end; returns the states and the actions."""
    rng = Random(seed)
    state = GAME.new_game(PetalPlottersOptions(players=players, match=match), seed)
    states = [state]
    actions: list[object] = []
    while not GAME.is_over(state):
        legal = GAME.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        state = GAME.apply(state, action)
        states.append(state)
        actions.append(action)
    return states, actions


def deck_ids(players: int) -> list[str]:
    return sorted(cards_for(players))


def power(card: str, top_up: bool) -> int:
    return CARDS[card].power(top_up)


def without_change(note: Note) -> Note:
    """A hint's reason without what it first says of a known change of the total
    ("{change} {reason}", play tester 129), nor what it adds of the Hornbill's wins ("{reason}
    {hornbill}", play tester 135): the words that name the aim and the chance."""
    for template in ("{change} {reason}", "{reason} {hornbill}"):
        if note.template == template:
            reason = dict(note.params)["reason"]
            assert isinstance(reason, Note)
            note = reason
    return note
