"""A tiny game with hidden information, used to test the core without any real game.

Two or three players share a face-down deck of numbered cards. On a turn a player either
draws the top card (a reveal: only the drawer learns it) or banks one card from hand. Bank the
most points; the game ends when the deck is empty and hands are banked.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from random import Random
from typing import ClassVar

from engine.core import rng
from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.core.game import Game, GameInfo, PlayerResult, Result, ScoreLine, winners_by_score
from engine.core.notes import Note
from engine.core.options import GameOptions

HIDDEN = -1


class FakeOptions(GameOptions):
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 3
    deck_size: int = 8


@dataclass(frozen=True, slots=True)
class DrawCard(Action):
    pass


@dataclass(frozen=True, slots=True)
class BankCard(Action):
    card: int


@dataclass(frozen=True, slots=True)
class FakeState:
    players: int
    turn: int
    deck: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    banked: tuple[int, ...]


class FakeGame(Game[FakeState, Action]):
    info: ClassVar[GameInfo] = GameInfo(
        id="fake",
        name="Fake",
        pitch="A test game.",
        min_players=2,
        max_players=3,
        modes=("standard",),
        hidden_information=True,
        private_information=True,
    )
    options_model: ClassVar[type[GameOptions]] = FakeOptions
    action_types: ClassVar[tuple[type[Action], ...]] = (DrawCard, BankCard)

    def new_game(self, options: GameOptions, seed: int) -> FakeState:
        assert isinstance(options, FakeOptions)
        deck, _ = rng.shuffled(seed, range(1, options.deck_size + 1))
        return FakeState(options.players, 0, deck, ((),) * options.players, (0,) * options.players)

    def player_count(self, state: FakeState) -> int:
        return state.players

    def current_player(self, state: FakeState) -> int | None:
        if not state.deck and not any(state.hands):
            return None
        return state.turn

    def legal_actions(self, state: FakeState) -> Sequence[Action]:
        if self.current_player(state) is None:
            return ()
        actions: list[Action] = [DrawCard()] if state.deck else []
        actions += [BankCard(card) for card in sorted(set(state.hands[state.turn]))]
        if not actions:
            return ()
        return tuple(actions)

    def apply(self, state: FakeState, action: Action) -> FakeState:
        self.check_legal(state, action)
        hands = list(state.hands)
        banked = list(state.banked)
        deck = state.deck
        if isinstance(action, DrawCard):
            hands[state.turn] = (*hands[state.turn], deck[0])
            deck = deck[1:]
        else:
            assert isinstance(action, BankCard)
            hand = list(hands[state.turn])
            hand.remove(action.card)
            hands[state.turn] = tuple(hand)
            banked[state.turn] += action.card
        turn = (state.turn + 1) % state.players
        for _ in range(state.players):
            if deck or hands[turn]:
                break
            turn = (turn + 1) % state.players
        return replace(state, turn=turn, deck=deck, hands=tuple(hands), banked=tuple(banked))

    def view(self, state: FakeState, player: int) -> FakeState:
        hands = tuple(
            hand if index == player else (HIDDEN,) * len(hand)
            for index, hand in enumerate(state.hands)
        )
        return replace(state, deck=(HIDDEN,) * len(state.deck), hands=hands)

    def reveals(self, state: FakeState, action: Action) -> bool:
        return isinstance(action, DrawCard)

    def projection(self, state: FakeState) -> Result:
        players = tuple(
            PlayerResult(score, (ScoreLine("banked", "Banked", score),)) for score in state.banked
        )
        return Result(players, winners_by_score(players))

    def result(self, state: FakeState) -> Result:
        if self.current_player(state) is not None:
            raise IllegalActionError(Note.of("The game is not over yet."))
        return self.projection(state)

    def evaluate(self, state: FakeState, player: int) -> float:
        return state.banked[player] + 0.5 * sum(h for h in state.hands[player] if h != HIDDEN)

    def determinise(self, view: FakeState, player: int, random: Random) -> FakeState:
        seen = {card for hand in view.hands for card in hand if card != HIDDEN}
        total = sum(len(hand) for hand in view.hands) + len(view.deck) + 0
        pool = [card for card in range(1, total + 50) if card not in seen]
        random.shuffle(pool)
        hands = tuple(
            tuple(pool.pop() if card == HIDDEN else card for card in hand) for hand in view.hands
        )
        deck = tuple(pool.pop() for _ in view.deck)
        return replace(view, hands=hands, deck=deck)


GAME = FakeGame()
