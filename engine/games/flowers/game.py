"""``FlowersGame``: the Game protocol for Flowers, wiring rules, scoring and AI together."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from random import Random
from typing import ClassVar

from engine.core.actions import Action
from engine.core.errors import IllegalActionError, OptionsError
from engine.core.game import Game, GameInfo, Result
from engine.core.notes import Note
from engine.core.options import GameOptions
from engine.games.flowers import ai, rules, scoring
from engine.games.flowers.state import Draw, FlowersOptions, Phase, Place, State


class FlowersGame(Game[State, Action]):
    """Flowers: draw a card, place it in your area; score colour fields, respect value groups."""

    info: ClassVar[GameInfo] = GameInfo(
        id="flowers",
        name="Flowers",
        pitch="Draw a flower card, place it in your garden: grow colour fields, mind the values.",
        min_players=1,
        max_players=4,
        modes=("standard", "summer", "solo"),
        hidden_information=True,
        private_information=False,
        solo_ranks=(scoring.FIRST_RANK, *(title for _least, title in reversed(scoring.RANKS))),
        solo_rank_least=tuple(least for least, _title in reversed(scoring.RANKS)),
        credit="Actarus éditions, 2023",
    )
    options_model: ClassVar[type[GameOptions]] = FlowersOptions
    action_types: ClassVar[tuple[type[Action], ...]] = (Draw, Place)

    def new_game(self, options: GameOptions, seed: int) -> State:
        if not isinstance(options, FlowersOptions):
            raise OptionsError("Flowers needs FlowersOptions")
        return rules.new_game(options, seed)

    def current_player(self, state: State) -> int | None:
        return None if state.phase is Phase.OVER else state.current

    def same_turn(self, earlier: State, later: State) -> bool:
        # alone at the table every turn is the same player's: the turns are counted
        return earlier.turn == later.turn and self.turn_of(earlier) == self.turn_of(later)

    def is_over(self, state: State) -> bool:
        return state.phase is Phase.OVER

    def legal_actions(self, state: State) -> Sequence[Action]:
        return rules.legal_actions(state)

    def apply(self, state: State, action: Action) -> State:
        return rules.apply(state, action)

    def check_legal(self, state: State, action: Action) -> None:
        rules.apply(state, action)

    def player_count(self, state: State) -> int:
        return state.players

    def turns_into_part(self, state: State, turns: int) -> Note | None:
        """The round under way, as players count a game of several: "12 turns" after four
        rounds of three players was a count nobody at the table keeps (play tester 188). Alone
        at the table, a round is a turn: the desktop's count of turns says it."""
        if state.players == 1:
            return None
        return Note.of("round {round}", round=turns // state.players + 1)

    def view(self, state: State, player: int) -> State:
        return rules.view(state, player)

    def reveals(self, state: State, action: Action) -> bool:
        return rules.reveals(state, action)

    def result(self, state: State) -> Result:
        if state.phase is not Phase.OVER:
            raise IllegalActionError(Note.of("The game is not over yet."))
        return scoring.projection(state, side_by_side=True)

    def projection(self, state: State) -> Result:
        return scoring.projection(state)

    def pieces_in_play(self, state: State) -> int:
        return sum(len(pile) for area in state.areas for pile in area.values())

    def evaluate(self, state: State, player: int) -> float:
        return ai.evaluate(state, player)

    def determinise(self, view: State, player: int, rng: Random) -> State:
        return ai.determinise(view, player, rng)

    def hint_move(
        self, view: State, player: int, searched: Action, aim: Hashable | None = None
    ) -> Action:
        return ai.hint_move(view, player, searched)  # an aim is a plan (``hint_planned``)

    def hint_planned(self, view: State, player: int, aim: Hashable | None) -> Action | None:
        return ai.hint_planned(view, player, aim)

    def hint_aim(self, view: State, player: int, action: Action) -> Hashable | None:
        return ai.hint_aim(view, player, action)

    def hint_reason(self, view: State, player: int, action: Action) -> Note | None:
        return ai.hint_note(view, player, action)
