"""A small fake game with hidden hands, and a fake board, so shell tests need no real game.

Each player holds a private hand. ``Draw`` takes the top card of a face-down deck (it shows the
mover a hidden card, so undo stops there); ``Play`` lays a hand card face up. The game ends
after ``rounds`` plays per player; the score is the sum of played cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from random import Random
from typing import Literal

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.games.base import GameBoard
from desktop.table.view import TableView
from engine.core import rng
from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.core.game import (
    Game,
    GameInfo,
    Note,
    PlayerResult,
    Result,
    ScoreLine,
    winners_by_score,
)
from engine.core.options import GameOptions

HIDDEN = -1


class FakeOptions(GameOptions):
    min_players = 1
    max_players = 4
    players: int = 2
    mode: Literal["standard", "quick"] = "standard"
    open_hands: bool = False


@dataclass(frozen=True, slots=True)
class Draw(Action):
    pass


@dataclass(frozen=True, slots=True)
class Play(Action):
    card: int


@dataclass(frozen=True, slots=True)
class FakeState:
    hands: tuple[tuple[int, ...], ...]
    deck: tuple[int, ...]
    played: tuple[tuple[int, ...], ...]
    turn: int
    plays_left: int
    open_hands: bool


class FakeGame(Game[FakeState, Action]):
    info = GameInfo(
        id="fake",
        name="Fake Garden",
        pitch="A tiny test game.",
        min_players=1,
        max_players=4,
        modes=("standard", "quick"),
        hidden_information=True,
        private_information=True,
    )
    options_model = FakeOptions
    action_types = (Draw, Play)

    def __init__(self, hidden: bool = True, info_id: str = "fake") -> None:
        self.info = replace(
            FakeGame.info, hidden_information=hidden, private_information=hidden, id=info_id
        )

    def new_game(self, options: GameOptions, seed: int) -> FakeState:
        assert isinstance(options, FakeOptions)
        deck, _ = rng.shuffled(seed, range(1, 31))
        players = options.players
        hands = tuple(deck[2 * p : 2 * p + 2] for p in range(players))
        rounds = 2 if options.mode == "quick" else 4
        return FakeState(
            hands=hands,
            deck=deck[2 * players :],
            played=tuple(() for _ in range(players)),
            turn=0,
            plays_left=rounds * players,
            open_hands=options.open_hands,
        )

    def current_player(self, state: FakeState) -> int | None:
        return state.turn if state.plays_left > 0 else None

    def same_turn(self, earlier: FakeState, later: FakeState) -> bool:
        # a play ends a turn, a draw does not: alone at the table, the plays are counted
        return earlier.plays_left == later.plays_left and earlier.turn == later.turn

    def player_count(self, state: FakeState) -> int:
        return len(state.hands)

    def legal_actions(self, state: FakeState) -> Sequence[Action]:
        if self.current_player(state) is None:
            return ()
        hand = state.hands[state.turn]
        actions: list[Action] = []
        if state.deck and len(hand) < 3:
            actions.append(Draw())
        actions.extend(Play(card) for card in sorted(set(hand)) if card != HIDDEN)
        return tuple(actions)

    def apply(self, state: FakeState, action: Action) -> FakeState:
        self.check_legal(state, action)
        p = state.turn
        hands = list(state.hands)
        if isinstance(action, Draw):
            hands[p] = (*hands[p], state.deck[0])
            return replace(state, hands=tuple(hands), deck=state.deck[1:])
        if not isinstance(action, Play):
            raise IllegalActionError(Note.of("That is not a legal move now."))
        hand = list(hands[p])
        hand.remove(action.card)
        hands[p] = tuple(hand)
        played = list(state.played)
        played[p] = (*played[p], action.card)
        return replace(
            state,
            hands=tuple(hands),
            played=tuple(played),
            turn=(p + 1) % len(hands),
            plays_left=state.plays_left - 1,
        )

    def view(self, state: FakeState, player: int) -> FakeState:
        if state.open_hands:
            return state
        hands = tuple(
            hand if index == player else tuple(HIDDEN for _ in hand)
            for index, hand in enumerate(state.hands)
        )
        return replace(state, hands=hands, deck=tuple(HIDDEN for _ in state.deck))

    def reveals(self, state: FakeState, action: Action) -> bool:
        return isinstance(action, Draw) and not state.open_hands

    def result(self, state: FakeState) -> Result:
        players = tuple(
            PlayerResult(
                score=sum(cards),
                lines=(ScoreLine("played", "Cards played", sum(cards), len(cards)),),
                tiebreak=(-len(state.hands[index]),),
                title="Gardener" if len(state.hands) == 1 else None,
            )
            for index, cards in enumerate(state.played)
        )
        return Result(players, winners_by_score(players), notes=(Note.of("Ties share the win."),))

    def projection(self, state: FakeState) -> Result:
        return self.result(state)

    def evaluate(self, state: FakeState, player: int) -> float:
        known = [card for card in state.hands[player] if card != HIDDEN]
        return sum(state.played[player]) + 0.5 * sum(known)

    def determinise(self, view: FakeState, player: int, rand: Random) -> FakeState:
        seen = {card for hand in view.hands for card in hand} | {
            card for cards in view.played for card in cards
        }
        unseen = [card for card in range(1, 31) if card not in seen]
        rand.shuffle(unseen)
        hands = []
        for index, hand in enumerate(view.hands):
            if index == player or HIDDEN not in hand:
                hands.append(hand)
            else:
                hands.append(tuple(unseen.pop() for _ in hand))
        deck = tuple(unseen.pop() for _ in view.deck)
        return replace(view, hands=tuple(hands), deck=deck)


class FakeBoard(GameBoard):
    """Shows the view as text and one button per legal action; records what it was given."""

    def __init__(self, game: Game, parent=None) -> None:  # type: ignore[no-untyped-def]
        super().__init__(game, parent)
        self._widget = QWidget()
        self._layout = QVBoxLayout(self._widget)
        self.label = QLabel()
        self._layout.addWidget(self.label)
        self.view = TableView()  # every board draws on one (a refusal is said beside the pointer)
        self._layout.addWidget(self.view)
        self.buttons: list[QPushButton] = []
        self.shown: list[tuple[object, int, object]] = []
        self.interactive = True
        self.led_by_keys = False
        self.zoomed: list[str] = []
        self.pointed: list[tuple[object, ...]] = []
        """The moves framed for the player (a hint), last last; () cleared them."""

    def widget(self) -> QWidget:
        return self._widget

    def show_state(
        self,
        view,
        viewer,
        legal,
        projection,
        seat_names,
        last_action=None,
        last_mover=None,
        last_table=None,
    ) -> None:  # type: ignore[no-untyped-def]
        self.shown.append((view, viewer, legal))
        self.label.setText(f"{seat_names[viewer]} sees {view.hands[viewer]}")
        for button in self.buttons:
            button.deleteLater()
        self.buttons = []
        for action in legal or ():
            button = QPushButton(str(action))
            button.clicked.connect(lambda _=False, a=action: self.action_chosen.emit(a))
            self._layout.addWidget(button)
            self.buttons.append(button)

    def set_interactive(self, enabled: bool) -> None:
        self.interactive = enabled

    def forget_keyboard_cursor(self) -> None:
        """The fake table has no keyboard cursor."""

    def keys_lead(self) -> bool:
        return self.led_by_keys

    def lead_with_keys(self) -> None:
        self.led_by_keys = True

    def point_to(self, moves, prepare=False) -> None:  # type: ignore[no-untyped-def]
        self.pointed.append(tuple(moves))

    @Slot()
    def zoom_in(self) -> None:
        self.zoomed.append("in")

    @Slot()
    def zoom_out(self) -> None:
        self.zoomed.append("out")

    @Slot()
    def fit_to_window(self) -> None:
        self.zoomed.append("fit")
