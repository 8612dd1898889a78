"""Access letters for a dialog's fields and buttons, chosen from the words shown.

A keyboard player reaches a field or presses a button with Alt and its underlined letter. The
letters are not written into the translations: each language's words differ, and two fields
given one letter by two translators would make Alt jump between them. They are chosen here,
once the words are in place, as KDE's accelerator manager does: each gets a letter that
begins one of its words if it can, a free letter inside them if not, and no two share one.
A letter already marked ("&Yes" in a message box) is kept. macOS shows none: Qt leaves them
out there, as the platform does.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QLabel, QMessageBox, QWidget

MARK = "&"


def marked_letter(text: str) -> str | None:
    """The letter ``text`` marks with ``&`` (``&&`` is a written ampersand), lowercased."""
    index = 0
    while index < len(text) - 1:
        if text[index] == MARK:
            if text[index + 1] != MARK:
                return text[index + 1].lower()
            index += 1
        index += 1
    return None


def _choices(text: str) -> list[int]:
    """The places in ``text`` whose character may be its access key, best first: a number
    that is a word of its own ("Seat 2" takes Alt+2), then the first letter of each word, then
    the other letters. Only ASCII letters and digits: every keyboard layout can type them."""
    words = text.split(" ")
    starts: list[int] = []
    numbers: list[int] = []
    at = 0
    for word in words:
        if word.isdigit() and len(word) == 1:
            numbers.append(at)
        elif word and word[0].isascii() and word[0].isalnum():
            starts.append(at)
        at += len(word) + 1
    rest = [
        index
        for index, character in enumerate(text)
        if character.isascii() and character.isalnum() and index not in starts + numbers
    ]
    return numbers + starts + rest


def _with_mark(text: str, index: int) -> str:
    return text[:index].replace(MARK, MARK * 2) + MARK + text[index:].replace(MARK, MARK * 2)


def _named(widget: QWidget) -> bool:
    """Does ``widget`` show words an access letter can stand in: a button, or a label that
    hands the keys to its field (not to a check box, whose own words have the letter)?"""
    if isinstance(widget, QAbstractButton):
        return bool(widget.text())
    return (
        isinstance(widget, QLabel)
        and widget.buddy() is not None
        and not isinstance(widget.buddy(), QAbstractButton)
        and widget.textFormat() != Qt.TextFormat.RichText
        and bool(widget.text())
    )


def give_access_keys(root: QWidget) -> None:
    """Mark an access letter in each button and field label under ``root`` that has none,
    in the order they were made (the dialog's first fields choose first), after the buttons
    that answer it, which keep their usual letters (&OK, &Cancel). Called again after the
    words change (another language, another game's options): the new words get letters, and
    the letters still marked are kept."""
    named = [widget for widget in root.findChildren(QWidget) if _named(widget)]
    answers = [widget for widget in named if isinstance(widget.parent(), QDialogButtonBox)]
    widgets = answers + [widget for widget in named if widget not in answers]
    texts = {widget: widget.text() for widget in widgets}  # type: ignore[attr-defined]
    taken = {letter for letter in map(marked_letter, texts.values()) if letter is not None}
    for widget in widgets:
        text = texts[widget]
        if marked_letter(text) is not None:
            continue
        for index in _choices(text):
            letter = text[index].lower()
            if letter not in taken:
                taken.add(letter)
                widget.setText(_with_mark(text, index))  # type: ignore[attr-defined]
                break


def with_buddy(text: str, field: QWidget) -> QLabel:
    """A field's label that hands it the keys, so that its access letter reaches it."""
    label = QLabel(text)
    label.setBuddy(field)
    return label


def without_marks(text: str) -> str:
    """``text`` as shown, its access letter's mark taken out."""
    return text.replace(MARK * 2, "\0").replace(MARK, "").replace("\0", MARK)


class MessageBoxKeys(QObject):
    """Gives each message box its access letters as it shows, watched on the whole
    application: the boxes Qt builds ("Save", "Discard", "Cancel") had none, where "Yes" and
    "No" had theirs."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QMessageBox):
            give_access_keys(watched)
        return False
