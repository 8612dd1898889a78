"""The protocol every Bouquet game implements, the facts about a game, and its result.

A game object is stateless: all of a game's facts live in its state values. ``apply`` is pure.
A turn with several decisions is a sequence of small actions with a phase in the state, so each
decision is one action, one undo step and one AI choice.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any, ClassVar, Final, Generic, TypeVar

from engine.core.actions import Action, action_from_json
from engine.core.errors import IllegalActionError
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
    """True when players hold information others must not see (hands, face-down cards)."""


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One line of a player's score breakdown: a stable key, source text and the points."""

    key: str
    label: str
    points: int
    count: int = 0
    """How many things earned or lost the points (cards removed, cards in fields, ...)."""


@dataclass(frozen=True, slots=True)
class PlayerResult:
    score: int
    lines: tuple[ScoreLine, ...]
    tiebreak: tuple[int, ...] = ()
    """Compared after the score, larger is better (e.g. minus the removed cards)."""
    title: str | None = None
    """A rank title (solo modes) as source text."""


@dataclass(frozen=True, slots=True)
class Players:
    """A note parameter naming players by seat: one name, or a list such as "A, B and C"."""

    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Term:
    """A note parameter that is itself source text (a category, a condition): it is translated
    like the note's template, so that no word of a note is left in English."""

    text: str


NoteValue = int | Players | Term
"""What a note's placeholder stands for: a number, players, or a word to translate."""


@dataclass(frozen=True, slots=True)
class Note:
    """One line explaining a result: an English source template with ``{name}`` placeholders
    and the values they stand for. The wording stays apart from its numbers, players and
    words, so that the screen translates the template once and puts the values in (see
    :func:`render_note`)."""

    template: str
    params: tuple[tuple[str, NoteValue], ...] = ()
    """(placeholder name, value) pairs, in the template's order."""

    @classmethod
    def of(cls, template: str, **params: NoteValue) -> Note:
        """``Note.of("Total Petal Power: {total}.", total=13)``."""
        return cls(template, tuple(params.items()))

    @property
    def seats(self) -> tuple[int, ...]:
        """Every seat the note names (a note that names players says who won)."""
        return tuple(
            seat for _, value in self.params if isinstance(value, Players) for seat in value.seats
        )


@dataclass(frozen=True, slots=True)
class Result:
    """Scores with a breakdown of every point, and the winners (co-winners share)."""

    players: tuple[PlayerResult, ...]
    winners: tuple[int, ...]
    notes: tuple[Note, ...] = ()
    """Explanations, e.g. how a priority order decided the winner."""

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(player.score for player in self.players)


LIST_SEPARATOR: Final = ", "
"""Source text between the names of a list of players (the last two are joined by LIST_LAST)."""
LIST_LAST: Final = "{names} and {last}"
"""Source text joining the last name of a list of players to the others."""
_PLACEHOLDER: Final = re.compile(r"\{(\w+)\}")


def _as_is(text: str) -> str:
    return text


def _fill_template(template: str, values: Mapping[str, str]) -> str:
    """``{name}`` placeholders replaced in one pass; an unknown one is left as it is, so a
    translation with a stray brace or a player named "{total}" cannot break the line."""
    return _PLACEHOLDER.sub(lambda found: values.get(found.group(1), found.group(0)), template)


def render_note(note: Note, names: Sequence[str], translate: Callable[[str], str] = _as_is) -> str:
    """The note as text: its template and words through ``translate`` (English by default),
    players by ``names`` (a seat without a name is written as its number from 1)."""

    def name(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else str(seat + 1)

    def text(value: NoteValue) -> str:
        if isinstance(value, Term):
            return translate(value.text)
        if isinstance(value, Players):
            people = [name(seat) for seat in value.seats]
            if len(people) < 2:
                return "".join(people)
            others = translate(LIST_SEPARATOR).join(people[:-1])
            return _fill_template(translate(LIST_LAST), {"names": others, "last": people[-1]})
        return str(value)

    return _fill_template(
        translate(note.template), {key: text(value) for key, value in note.params}
    )


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

    # -- information --------------------------------------------------------------------
    @abstractmethod
    def view(self, state: S, player: int) -> S:
        """What ``player`` may know: hidden parts masked. AI seats and the screen use this."""

    @abstractmethod
    def reveals(self, state: S, action: A) -> bool:
        """Does ``action`` show its mover something hidden before? Undo never crosses it."""

    # -- scoring ------------------------------------------------------------------------
    @abstractmethod
    def result(self, state: S) -> Result:
        """The final result; only valid when the game is over."""

    @abstractmethod
    def projection(self, state: S) -> Result:
        """The result if the game ended now (the table's live preview)."""

    # -- AI hooks -----------------------------------------------------------------------
    @abstractmethod
    def evaluate(self, state: S, player: int) -> float:
        """A heuristic estimate of ``player``'s final score (comparable across players)."""

    @abstractmethod
    def determinise(self, view: S, player: int, rng: Random) -> S:
        """A full state consistent with ``view``: hidden parts sampled from what is unseen."""

    def pieces_in_play(self, state: S) -> int | None:
        """How many cards or tiles lie on the table: the benchmark's measure of game size.

        None (the default) makes the benchmark count actions played instead.
        """
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
            raise IllegalActionError("the game is over")
        if action not in self.legal_actions(state):
            raise IllegalActionError(f"{action} is not a legal move now")
