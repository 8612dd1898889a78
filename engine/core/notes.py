"""Notes: English source templates with named values, rendered in the user's language.

A result explanation and the reason an action is refused are both notes (see
docs/architecture.md, "Result notes"). This module needs nothing else from the engine, so the
errors module can use it too.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True, slots=True)
class Players:
    """A note parameter naming players by seat: one name, or a list such as "A, B and C"."""

    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Term:
    """A note parameter that is itself source text (a category, a condition): it is translated
    like the note's template, so that no word of a note is left in English."""

    text: str


@dataclass(frozen=True, slots=True)
class Written:
    """A note parameter shown as written, never translated: a word a file holds (the name of
    a field a save gives twice), which is no source text of Bouquet's."""

    text: str


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
        """Every seat the note names (a note that names players says who won), in the notes
        it holds too."""
        named: list[int] = []
        for _, value in self.params:
            if isinstance(value, Players | Note):
                named.extend(value.seats)
        return tuple(named)


NoteValue = int | Players | Term | Written | Note
"""What a note's placeholder stands for: a number, players, a word to translate, a word as
written, or a clause that is itself a note (rendered in its place, so one clause serves
several sentences)."""


LIST_SEPARATOR: Final = ", "
"""Source text between the names of a list of players (the last two are joined by LIST_LAST)."""
LIST_LAST: Final = "{names} and {last}"
"""Source text joining the last name of a list of players to the others."""
_PLACEHOLDER: Final = re.compile(r"\{(\w+)\}")


def _as_is(text: str) -> str:
    return text


def join_names(people: Sequence[str], translate: Callable[[str], str] = _as_is) -> str:
    """Names as a list reads them: "Ann, Bob and Cy" (through ``translate``: "et", "und")."""
    if len(people) < 2:
        return "".join(people)
    others = translate(LIST_SEPARATOR).join(people[:-1])
    return fill_template(translate(LIST_LAST), {"names": others, "last": people[-1]})


def fill_template(template: str, values: Mapping[str, str]) -> str:
    """``{name}`` placeholders replaced in one pass; an unknown one is left as it is, so a
    translation with a stray brace or a player named "{total}" cannot break the line."""
    return _PLACEHOLDER.sub(lambda found: values.get(found.group(1), found.group(0)), template)


def render_note(
    note: Note,
    names: Sequence[str],
    translate: Callable[[str], str] = _as_is,
    number: Callable[[int], str] = str,
) -> str:
    """The note as text: its template and words through ``translate`` (English by default),
    players by ``names`` (a seat without a name is written as its number from 1), numbers by
    ``number`` (a screen writes a true minus sign)."""

    def name(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else str(seat + 1)

    def text(value: NoteValue) -> str:
        if isinstance(value, Term):
            return translate(value.text)
        if isinstance(value, Written):
            return value.text
        if isinstance(value, Players):
            return join_names([name(seat) for seat in value.seats], translate)
        if isinstance(value, Note):
            return render_note(value, names, translate, number)
        return number(value)

    return fill_template(translate(note.template), {key: text(value) for key, value in note.params})
