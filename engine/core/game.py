"""The protocol every Bouquet game implements, the facts about a game, and its result.

A game object is stateless: all of a game's facts live in its state values. ``apply`` is pure.
A turn with several decisions is a sequence of small actions with a phase in the state, so each
decision is one action, one undo step and one AI choice.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any, ClassVar, Generic, TypeVar

from engine.core.actions import Action, action_from_json
from engine.core.errors import IllegalActionError
from engine.core.notes import Note
from engine.core.options import GameOptions, parse_options

S = TypeVar("S")
A = TypeVar("A", bound=Action)


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What the start screen and the CLI know about a game before playing it."""

    id: str
    name: str
    """English display name; it is also the translation source text."""
    pitch: str
    """One line that says what the game is about (translation source text)."""
    min_players: int
    max_players: int
    modes: tuple[str, ...]
    """Ways to play, e.g. ("standard", "summer", "solo")."""
    hidden_information: bool
    """True when some cards are unknown to some player (hands, face-down cards or stacks): AI
    seats then decide over sampled worlds."""
    private_information: bool
    """True when a player keeps information the others must not see from one turn to the next
    (a hand): hot-seat play then covers the table between two people's turns. A face-down
    draw that is placed in the same turn is not private in this sense."""
    solo_ranks: tuple[str, ...] = ()
    """The titles a solo score can earn, lowest first (source texts), or () when solo scores
    earn none: a player's results then name the ranks not reached yet and sort by rank."""
    solo_rank_least: tuple[int, ...] = ()
    """The least score of each of ``solo_ranks`` but the first (which any score earns), in
    their order: the ranks not reached yet are named with it."""
    credit: str = ""
    """Who publishes the game and when, as its rulebook says (a name: not translated), or ""
    when the rulebook names nobody: Help › About credits them."""

    def solo_rank_steps(self) -> tuple[tuple[str, int], ...]:
        """Each rank above the first with the least score that earns it, lowest first: the
        New Game note and the solo results name the ranks to chase with their scores."""
        return tuple(zip(self.solo_ranks[1:], self.solo_rank_least, strict=True))


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One line of a player's score breakdown: a stable key, source text and the points."""

    key: str
    label: str
    points: int
    count: int = 0
    """How many things earned or lost the points (cards removed, cards in fields, ...)."""
    text: str = ""
    """A fact shown instead of the points (source text), for a line that scores nothing
    itself but explains the result, e.g. which victory card a player kept."""


@dataclass(frozen=True, slots=True)
class PlayerResult:
    score: int
    lines: tuple[ScoreLine, ...]
    tiebreak: tuple[int, ...] = ()
    """Compared after the score, larger is better (e.g. minus the removed cards)."""
    title: str | None = None
    """A rank title (solo modes) as source text."""


@dataclass(frozen=True, slots=True)
class Result:
    """Scores with a breakdown of every point, and the winners (co-winners share)."""

    players: tuple[PlayerResult, ...]
    winners: tuple[int, ...]
    notes: tuple[Note, ...] = ()
    """Explanations, e.g. how a priority order decided the winner."""
    score_label: str | None = None
    """What the score is (source text) when it is not a total of the lines above it, e.g.
    "Victory Points": the end window names its last row so; None: "Total"."""
    places: tuple[int, ...] = ()
    """Each player's place, 1 for the first; players still equal after the tie-break share
    one. Empty where a game names its winners only (a Petal Plotters deal is won by the
    priority order, and the others are not ranked)."""

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(player.score for player in self.players)


def places_by(keys: Sequence[tuple[int, ...]]) -> tuple[int, ...]:
    """Each player's place from their ranking keys (larger is better): one more than the
    number of players ahead, so that equal players share a place ("1, 2, 2, 4")."""
    return tuple(1 + sum(other > key for other in keys) for key in keys)


def winners_by_score(players: Sequence[PlayerResult]) -> tuple[int, ...]:
    """Highest score wins, then the best tie-break; players still equal share the win."""
    keys = [(player.score, player.tiebreak) for player in players]
    best = max(keys)
    return tuple(index for index, key in enumerate(keys) if key == best)


class Game(ABC, Generic[S, A]):
    """A game definition: setup, legal actions, transitions, views, scoring and AI hooks."""

    info: ClassVar[GameInfo]
    options_model: ClassVar[type[GameOptions]]
    action_types: ClassVar[tuple[type[Action], ...]]

    # -- setup and flow -------------------------------------------------------------------
    @abstractmethod
    def new_game(self, options: GameOptions, seed: int) -> S:
        """The initial state; all randomness flows from ``seed``."""

    @abstractmethod
    def current_player(self, state: S) -> int | None:
        """Whose decision it is, or None when the game is over."""

    def turn_of(self, state: S) -> int | None:
        """Whose turn ``state`` is in: the player to decide, unless others decide for that
        player's move (each passing a card for a Petal Plotters ability). "The moves since
        your last" count from a player's own turn, not from a card they were asked to pass.
        Default: the player to decide."""
        return self.current_player(state)

    def same_turn(self, earlier: S, later: S) -> bool:
        """Do two states of one game lie in the same turn? The moves since a player's last
        start after their turn in progress began, never inside a turn of theirs that ended
        (one player may take two turns in a row: the others' hands are empty, or the last
        turn of a deal is followed by the same player's first of the next). Default: the
        same player's turn."""
        return self.turn_of(earlier) == self.turn_of(later)

    @abstractmethod
    def legal_actions(self, state: S) -> Sequence[A]:
        """Every legal action (a sequence supporting ``len``, indexing and ``in``)."""

    @abstractmethod
    def apply(self, state: S, action: A) -> S:
        """The state after ``action``; raises IllegalActionError saying why it is refused."""

    @abstractmethod
    def player_count(self, state: S) -> int: ...

    def is_over(self, state: S) -> bool:
        return self.current_player(state) is None

    def hints_allowed(self, state: S, counted: bool = True) -> bool:
        """Whether a player may be shown hints: never in a solo game that ``counted`` toward
        the player's solo results, whose score and rank are their own play; a replay (a deal
        whose cards to come were known, not counted) reaches no rank, so hints there keep
        nothing from being honest (French play test)."""
        return self.player_count(state) > 1 or not counted

    # -- information --------------------------------------------------------------------
    @abstractmethod
    def view(self, state: S, player: int) -> S:
        """What ``player`` may know: hidden parts masked. AI seats and the screen use this."""

    @abstractmethod
    def reveals(self, state: S, action: A) -> bool:
        """Does ``action`` show anyone something hidden before (its mover a drawn card, the
        table a card played from a hand)? Undo never crosses it when a person was shown it."""

    def reveals_to(self, state: S, action: A) -> frozenset[int]:
        """The seats ``action`` shows a card that was hidden from them (empty: it shows none).
        Undo crosses it only when computer seats alone were shown something: a look of a
        computer seat's stopped the person's Undo, and they had seen nothing. Default: every
        seat, for each action that ``reveals``."""
        if not self.reveals(state, action):
            return frozenset()
        return frozenset(range(self.player_count(state)))

    def shows_the_table(self, state: S, action: A) -> bool:
        """Does ``action`` show what it reveals to the whole table (a card flipped face up,
        played for its ability), not to some seats alone (a look, a draw)? Whoever knew the
        card already is shown nothing new, yet it was shown to all: Undo said the turn resumed
        "after the card Cy was shown" when Cy's flip had shown it to everyone (play tester
        204). Default: no (a Flowers card drawn face down is seen by its drawer alone until it
        is placed)."""
        return False

    def shows_privately(self, state: S, action: A) -> frozenset[int]:
        """The seats ``action`` shows a card that stays hidden from the others and that they
        must see before the screen passes on: the mover of a look at a face-down card; a
        player whose last card another's move brought, who has no turn left to see it on.
        Hot-seat play gives each of them the screen to look first. Default: none."""
        return frozenset()

    def commits(self, state: S, action: A) -> bool:
        """Does ``action`` commit its mover? Not when it is a step they can still take back at
        no cost by a later choice of their own (an ability chosen before its target), nor when
        it takes such a step back. A table that asks players to confirm their moves asks only
        about the actions that commit. Default: every action is a whole move."""
        return True

    def takes_back(self, state: S, action: A) -> bool:
        """Does ``action`` take back its mover's steps just before it that did not commit
        (``commits``), leaving the table as it was before them (a Cancel)? Undo passes over
        those steps and their taking back as one: undoing a Cancel put the player back inside
        the ability they had cancelled, one more Undo away from their turn's start (play
        test). Default: no action does."""
        return False

    # -- scoring ------------------------------------------------------------------------
    @abstractmethod
    def result(self, state: S) -> Result:
        """The final result; only valid when the game is over."""

    @abstractmethod
    def projection(self, state: S) -> Result:
        """The result if the game ended now (the table's live preview)."""

    # -- AI hooks -----------------------------------------------------------------------
    def ai_actions(self, state: S) -> Sequence[A]:
        """The legal actions an AI seat weighs (never empty while the game goes on). Default:
        all of them. A game leaves out a step that only takes back its mover's own earlier
        choice (a Cancel): it is never a move in itself, and weighing it makes an AI dither."""
        return self.legal_actions(state)

    @abstractmethod
    def evaluate(self, state: S, player: int) -> float:
        """A heuristic estimate of ``player``'s final score (comparable across players)."""

    @abstractmethod
    def determinise(self, view: S, player: int, rng: Random) -> S:
        """A full state consistent with ``view``: hidden parts sampled from what is unseen."""

    def hint_reason(self, view: S, player: int, action: A) -> Note | None:
        """Why ``action`` is worth taking for ``player``, judged from what they know
        (``view``): the line a hint adds to the move it frames, so that a learner takes away
        the idea, not only the move (play tests: hints gave no reasons). None (the default):
        nothing to say."""
        return None

    def hint_move(self, view: S, player: int, searched: A, aim: Hashable | None = None) -> A:
        """The move a hint gives ``player`` on ``view``, the hint's search having chosen
        ``searched``: a game whose reasons weigh the moves by figures of their own gives the
        move those figures rate best, so that a hint does not give a move its own reason rates
        below another (play tester 121). ``aim``: what the player's last hint in this game
        worked toward (``hint_aim``; None: nothing, or no hint yet), for a game to keep to it
        unless another aim is clearly better: a learner following hints saw the plan change
        from one turn to the next for no reason (Petal Plotters: 19 to 24% of consecutive
        hints). Default: the searched move."""
        return searched

    def hint_planned(self, view: S, player: int, aim: Hashable | None) -> A | None:
        """The move a hint gives ``player`` on ``view`` with no search, where the aim of their
        last hint (``hint_aim``) already planned it: the step after a hinted one. Flowers:
        the hinted face-up card taken, its place was searched for anew, some 3 s after the
        draw's hint had told it (play tester 188). None (the default): the hint searches."""
        return None

    def hint_aim(self, view: S, player: int, action: A) -> Hashable | None:
        """What a hint of ``action`` works toward (a card its reason names), as a value only
        the game reads: the table hands the aim of a player's last hint back to their next
        (``hint_move``'s ``aim``), since the view keeps no trace of earlier hints. It lasts
        the game, not a save file. None (the default): hints name no aim."""
        return None

    def pieces_in_play(self, state: S) -> int | None:
        """How many cards or tiles lie on the table: the benchmark's measure of game size.

        None (the default) makes the benchmark count actions played instead.
        """
        return None

    def recalls(self, state: S) -> bool:
        """May a player be shown again a table they saw earlier in the game (History, during
        play)? Yes by default: they saw it. Not where the game is played from memory (Petal
        Plotters without its memory aid), since an earlier table would recall a card seen
        once."""
        return True

    def progress(self, state: S) -> Note | None:
        """Where a game of several parts stands ("deal 2 of 3"), for a saved game's summary:
        its turns alone did not say how far a match had come. None (the default): a game of
        one part."""
        return None

    def turns_into_part(self, state: S, turns: int) -> Note | None:
        """``turns`` turns played since the part under way began (the game's start, in a game
        of one part), as the game's players count them, for a saved game's summary beside
        ``progress``: told with their part ("9 turns into deal 2"), "deal 1 of 3 · 18 turns",
        then "deal 2 of 3 · 9 turns", read as a count going backwards (play tester 147); or
        by rounds ("round 5"). None (the default): the desktop counts the turns alone."""
        return None

    def part_end(self, before: S, after: S) -> S | None:
        """The table a part of the game (a deal of a match) ended on, its cards turned over,
        when the move from ``before`` to ``after`` ended it and began the next: ``after`` is
        the next part's start, and History's row of the part's last move would show that.
        Views give the view of it. None (the default): the move ended no part, or the game
        has one part."""
        return None

    # -- helpers shared by every game ----------------------------------------------------
    def parse_options(self, data: Any) -> GameOptions:
        return parse_options(self.options_model, data)

    def action_from_json(self, data: object) -> A:
        action: A = action_from_json(data, self.action_types)  # type: ignore[assignment]
        return action

    def check_legal(self, state: S, action: A) -> None:
        """Raise IllegalActionError unless ``action`` is legal; games refine the reason."""
        if self.current_player(state) is None:
            raise IllegalActionError(Note.of("The game is over."))
        if action not in self.legal_actions(state):
            raise IllegalActionError(Note.of("That is not a legal move now."))
