"""Errors the engine raises for bad input: each carries a message a player can read."""

from __future__ import annotations

from engine.core.notes import Note, render_note


class BouquetError(ValueError):
    """Base of every error caused by bad input (an action, an option, a file, an argument)."""


class IllegalActionError(BouquetError):
    """An action that the rules do not allow in this state. ``note`` says why as a
    :class:`~engine.core.notes.Note` (a source template and its values), so that a screen
    can show the reason in the player's language; ``str(error)`` is its English rendering."""

    def __init__(self, note: Note) -> None:
        super().__init__(render_note(note, ()))
        self.note = note

    def __reduce__(self) -> tuple[type[IllegalActionError], tuple[Note]]:
        return type(self), (self.note,)  # pickled with its note, not the English text


class OptionsError(BouquetError):
    """Game options that do not describe a playable game."""


class UnknownGameError(BouquetError):
    """A game id that no registered game has."""


class SaveError(BouquetError):
    """A save file that cannot be loaded. ``note`` says what is wrong in words a player
    understands (a :class:`~engine.core.notes.Note`, so the screen shows it in the player's
    language); ``detail`` is the technical finding (which field, which move) in English, kept
    for a "details" section and bug reports. ``str(error)`` is both, in English (CLI, logs)."""

    def __init__(self, note: Note, detail: str = "") -> None:
        text = render_note(note, ())
        super().__init__(f"{text} ({detail})" if detail else text)
        self.note = note
        self.detail = detail
