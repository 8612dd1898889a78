"""``PetalPlottersGame``: the Game protocol for Petal Plotters, wiring rules, scoring and AI."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from random import Random
from typing import ClassVar

from engine.core.actions import Action, ActionDecodeError
from engine.core.errors import IllegalActionError, OptionsError
from engine.core.game import Game, GameInfo, Result
from engine.core.notes import Note, Players
from engine.core.options import GameOptions
from engine.games.petal_plotters import ai, rules, scoring
from engine.games.petal_plotters.components import CARDS
from engine.games.petal_plotters.state import (
    ACTION_TYPES,
    MATCH_DEALS,
    Cancel,
    PetalPlottersOptions,
    Phase,
    State,
)


class PetalPlottersGame(Game[State, Action]):
    """Petal Plotters: plot the total Petal Power of all Garrisons towards your last card."""

    info: ClassVar[GameInfo] = GameInfo(
        id="petal-plotters",
        name="Petal Plotters",
        pitch="Bluff with face-down animals and steer the Garrisons' total towards your last card.",
        min_players=2,
        max_players=5,
        modes=("single", "match"),
        hidden_information=True,
        private_information=True,
    )
    options_model: ClassVar[type[GameOptions]] = PetalPlottersOptions
    action_types: ClassVar[tuple[type[Action], ...]] = ACTION_TYPES

    def new_game(self, options: GameOptions, seed: int) -> State:
        if not isinstance(options, PetalPlottersOptions):
            raise OptionsError("Petal Plotters needs PetalPlottersOptions")
        return rules.new_game(options, seed)

    def current_player(self, state: State) -> int | None:
        return None if state.phase is Phase.OVER else state.current

    def turn_of(self, state: State) -> int | None:
        return None if state.phase is Phase.OVER else state.turn_player

    def same_turn(self, earlier: State, later: State) -> bool:
        # a player whose neighbours' hands are empty, or who ends a deal and opens the next,
        # takes two turns in a row: the turns are counted
        same_count = (earlier.deal, earlier.turns) == (later.deal, later.turns)
        return same_count and self.turn_of(earlier) == self.turn_of(later)

    def recalls(self, state: State) -> bool:
        return state.memory_aid

    def progress(self, state: State) -> Note | None:
        """The deal under way and who leads the match: two matches against the same seats
        both read "deal 1 of 3", and the standings were nowhere (play test)."""
        if not state.match:
            return None
        best = max(state.vp)
        leaders = tuple(seat for seat, vp in enumerate(state.vp) if vp == best)
        if best == 0 or len(leaders) == state.players:
            return Note.of("deal {deal} of {deals}", deal=state.deal, deals=MATCH_DEALS)
        return Note.of(
            "deal {deal} of {deals}, {players} ahead with {vp} VP",
            deal=state.deal,
            deals=MATCH_DEALS,
            players=Players(leaders),
            vp=best,
        )

    def turns_into_part(self, state: State, turns: int) -> Note | None:
        if not state.match:
            return None
        if turns == 1:
            return Note.of("1 turn into deal {deal}", deal=state.deal)
        return Note.of("{turns} turns into deal {deal}", turns=turns, deal=state.deal)

    def part_end(self, before: State, after: State) -> State | None:
        return rules.deal_end(before, after)

    def is_over(self, state: State) -> bool:
        return state.phase is Phase.OVER

    def action_from_json(self, data: object) -> Action:
        """A move that names a card no deck holds ("katydid-99") is no move of this game: the
        file was changed or damaged. Told that the rules did not allow it, a player went to
        the rules (play tester 138)."""
        action = super().action_from_json(data)
        card = getattr(action, "card", None)
        if card is not None and card not in CARDS:
            raise ActionDecodeError(f"{type(action).__name__}.card: no card is named {card!r}")
        return action

    def legal_actions(self, state: State) -> Sequence[Action]:
        return rules.legal_actions(state)

    def apply(self, state: State, action: Action) -> State:
        return rules.apply(state, action)

    def check_legal(self, state: State, action: Action) -> None:
        rules.apply(state, action)

    def player_count(self, state: State) -> int:
        return state.players

    def view(self, state: State, player: int) -> State:
        return rules.view(state, player)

    def reveals(self, state: State, action: Action) -> bool:
        return rules.reveals(state, action)

    def reveals_to(self, state: State, action: Action) -> frozenset[int]:
        return rules.revealed_to(state, action)

    def shows_the_table(self, state: State, action: Action) -> bool:
        return rules.shows_the_table(state, action)

    def shows_privately(self, state: State, action: Action) -> frozenset[int]:
        return rules.shows_privately(state, action)

    def commits(self, state: State, action: Action) -> bool:
        return rules.commits(state, action)

    def takes_back(self, state: State, action: Action) -> bool:
        return isinstance(action, Cancel)

    def result(self, state: State) -> Result:
        if state.phase is not Phase.OVER:
            raise IllegalActionError(Note.of("The game is not over yet."))
        return scoring.result(state)

    def projection(self, state: State) -> Result:
        return scoring.projection(state)

    def ai_actions(self, state: State) -> Sequence[Action]:
        return ai.choices(state) or rules.legal_actions(state)

    def evaluate(self, state: State, player: int) -> float:
        return ai.evaluate(state, player)

    def determinise(self, view: State, player: int, rng: Random) -> State:
        return ai.determinise(view, player, rng)

    def hint_reason(self, view: State, player: int, action: Action) -> Note | None:
        return ai.hint_reason(view, player, action)

    def hint_move(
        self, view: State, player: int, searched: Action, aim: Hashable | None = None
    ) -> Action:
        return ai.hint_move(view, player, searched, aim)

    def hint_aim(self, view: State, player: int, action: Action) -> Hashable | None:
        return ai.hint_aim(view, player, action)
