"""Table text measured before it is drawn: lines broken and cut to a box's width, so that a
longer translation wraps or is cut (with the whole as a tooltip) instead of running under the
next item or out of its panel."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF

from desktop.i18n import elide
from desktop.table.items import LabelItem

TEXT_SLACK = 4.0
"""A scaled view may draw text a little wider than it measures: lines leave this much room."""


def first_words_fitting(words: str, fits: Callable[[str], bool]) -> str:
    """``words`` if they ``fits``, else as many of their first words as do with "…": a line
    cut through the middle of its letters read as nothing."""
    if fits(words):
        return words
    parts = words.split(" ")

    def first(count: int) -> str:
        # no stop before the "…" ("30 %).…")
        return " ".join(parts[:count]).rstrip(".,;:\u00a0") + "…"

    kept, over = 0, len(parts)  # the most words that fit, the fewest that do not
    while over - kept > 1:
        middle = (kept + over) // 2
        if fits(first(middle)):
            kept = middle
        else:
            over = middle
    return first(kept)


def fit_lines(parts: Sequence[str], font: QFont, width: float) -> tuple[str, str]:
    """Panel text for a narrow box: the parts on one line when they fit, else one part a line
    (each elided if even that is too wide), so nothing runs under the next item. Returns the
    text and a tooltip: the whole line when something was cut, else ""."""
    metrics = QFontMetricsF(font)
    room = width - TEXT_SLACK
    whole = " · ".join(parts)
    if metrics.horizontalAdvance(whole) <= room:
        return whole, ""
    lines = [metrics.elidedText(part, Qt.TextElideMode.ElideRight, room) for part in parts]
    return "\n".join(lines), whole if lines != list(parts) else ""


def fit_news(
    heading: str,
    cut_heading: Callable[[int], str],
    moves: Sequence[str],
    font: QFont,
    width: float,
    most: int,
    markers: Collection[str] = (),
) -> tuple[str, str]:
    """A heading and the moves under it in at most ``most`` lines (three or more), each move
    wrapped to ``width`` (cut, a pass lost the card it brought). When they do not all fit,
    the newest moves are kept under ``cut_heading(kept)``, which says how many: a line of "…"
    took the room of a move. ``markers`` are lines that mark a point of the game ("Deal 1 is
    over"), not moves: kept alone they told no move under "the latest one" (play test), so
    the newest move before them is kept too, its first lines if it is too tall. Returns the
    text and a tooltip: everything when something was left out or cut, else ""."""
    metrics = QFontMetricsF(font)
    room = width - TEXT_SLACK
    wrapped = [break_lines(move, metrics, room, " ") for move in moves]
    kept: list[list[str]] = []
    used = 1  # the heading
    for lines in reversed(wrapped):
        if used + len(lines) > most:
            break
        kept.insert(0, lines)
        used += len(lines)
    told = [move for move in moves[len(moves) - len(kept) :] if move not in markers]
    real = [index for index, move in enumerate(moves) if move not in markers]
    if not told and real:  # the newest move (with the markers after it) at most
        newest = real[-1]
        after = wrapped[newest + 1 :]
        lines = max(1, most - 1 - sum(map(len, after)))
        kept = [_first_lines(wrapped[newest], lines, metrics, room), *after]
    elif not kept:  # the newest move alone is taller than the room: its first lines
        kept = [_first_lines(wrapped[-1], most - 1, metrics, room)]
    first = heading if len(kept) == len(moves) else cut_heading(len(kept))
    shown = [first, *(line for lines in kept for line in lines)]
    cut = [metrics.elidedText(line, Qt.TextElideMode.ElideRight, room) for line in shown]
    whole = "\n".join([heading, *moves])
    complete = len(kept) == len(moves) and kept == wrapped and cut == shown
    return "\n".join(cut), "" if complete else whole


def _first_lines(lines: list[str], count: int, metrics: QFontMetricsF, room: float) -> list[str]:
    """The first ``count`` of a move's wrapped ``lines``, the last ending in "…" when lines
    are left out (``first_words_fitting``): cut at a line's end, "Iris: Add a card to their
    Garrison · Lay their last" read as the whole move (play tester 178)."""
    if count >= len(lines):
        return lines
    rest = " ".join(lines[count - 1 :])
    last = first_words_fitting(rest, lambda words: metrics.horizontalAdvance(words) <= room)
    return [*lines[: count - 1], last]


def fit_name(template: str, name: str, font: QFont, width: float) -> tuple[str, str]:
    """``template`` with ``%1`` replaced by ``name``, the name elided so the line fits
    ``width``: a long player name is cut, not the words around it. Returns the text and a
    tooltip: the whole line when the name was cut, else "" (French elides "de" before it)."""
    metrics = QFontMetricsF(font)
    whole = elide(template.replace("%1", name))
    room = width - TEXT_SLACK - metrics.horizontalAdvance(template.replace("%1", ""))
    short = metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(room, 0.0))
    if short == name:
        return whole, ""
    return elide(template.replace("%1", short or "…")), whole


LONGEST_WORD = 20
"""Letters a word of a wrapped label may have before it may be broken (``breakable``)."""


def breakable(text: str) -> str:
    """``text`` with a zero-width space every ``LONGEST_WORD`` letters of a longer word, where
    a wrapped label may break it: a label's least width is its longest word's, and a player
    named with forty letters set how narrow the window could be, past the screen's width
    (play test). Words of ordinary length are left whole."""
    return " ".join(
        "\u200b".join(word[at : at + LONGEST_WORD] for at in range(0, len(word), LONGEST_WORD))
        for word in text.split(" ")
    )


def break_lines(text: str, metrics: QFontMetricsF, room: float, separator: str) -> list[str]:
    """``text`` broken where ``separator`` stands (the break drops it) into lines ``room``
    wide; a piece too wide alone is broken between its words. Every line is a piece of
    ``text``; a single word too wide stays too wide (``wrap_text`` elides it)."""
    lines: list[str] = []
    for piece in text.split(separator):
        if lines and metrics.horizontalAdvance(lines[-1] + separator + piece) <= room:
            lines[-1] += separator + piece
        elif separator != " " and metrics.horizontalAdvance(piece) > room:
            lines.extend(break_lines(piece, metrics, room, " "))
        else:
            lines.append(piece)
    return lines


def lines_fitting(font: QFont, height: float) -> int:
    """How many lines of ``font`` fit ``height`` as Qt sets them (``write_lines``): the
    first as high as the font's line spacing, each next a whole number of pixels further
    (lines 22.09 pixels apart were set 23 apart). Counted by the line spacing alone, a list
    of thirteen moves ran into the standings under it (French, five players, a match)."""
    metrics = QFontMetricsF(font)
    first = metrics.boundingRect(QRectF(0, 0, 1e6, 1e6), 0, "x").height()
    step = metrics.boundingRect(QRectF(0, 0, 1e6, 1e6), 0, "x\nx").height() - first
    return 0 if height < first else 1 + int((height - first) // step)


def wrap_text(
    text: str, font: QFont, width: float, most: int = 0, separator: str = " "
) -> tuple[str, str]:
    """Text for a box ``width`` wide, line breaks written out (measured here, not left to the
    painter, so the box can be as high as its lines): broken where ``separator`` stands, so
    a legend breaks between its items; at most ``most`` lines (0: any number), the last
    elided to hold the rest. Returns the text and a tooltip: the whole text when something
    was cut, else ""."""
    metrics = QFontMetricsF(font)
    room = width - TEXT_SLACK
    lines = break_lines(text, metrics, room, separator)
    if most and len(lines) > most:
        end = 0
        for line in lines[: most - 1]:
            end = text.index(line, end) + len(line)
        lines = [*lines[: most - 1], text[text.index(lines[most - 1], end) :]]
    shown = [metrics.elidedText(line, Qt.TextElideMode.ElideRight, room) for line in lines]
    return "\n".join(shown), text if shown != lines else ""


PHRASE_ENDS = (";", ":")
"""The marks after which a clause of a move begins (``wrap_keeping_end`` cuts there): not
the "·" between an ability's steps, since the step before often names the card it showed."""


def _closes_unopened(words: list[str]) -> bool:
    """Whether ``words`` close a bracket they did not open (they begin inside brackets)."""
    depth = 0
    for mark in "".join(words):
        depth += {"(": 1, ")": -1}.get(mark, 0)
        if depth < 0:
            return True
    return False


def wrap_keeping_end(text: str, font: QFont, width: float, most: int) -> tuple[str, str]:
    """``text`` as ``wrap_text`` breaks it, but when it needs more than ``most`` lines, words
    from its middle give way to "…", not its end: a move's end names what it brought or
    showed ("… Ada receives Spider from Ben"), and cut at its end, a line said who played
    what but not what came of it. What stands before the last " — " (who, and the card
    used) is kept whole when it fits, then as many words as fit from the end, then from the
    start, a phrase at a time where the text has phrases. Returns the text and a tooltip:
    the whole text when something was cut, else ""."""
    metrics = QFontMetricsF(font)
    room = width - TEXT_SLACK
    if len(break_lines(text, metrics, room, " ")) <= most:
        return wrap_text(text, font, width)
    words = text.split(" ")

    def cut(kept_head: int, kept_tail: int) -> list[str] | None:
        """The lines with the first and last words kept, None when they do not fit."""
        tail = words[len(words) - kept_tail :] if kept_tail else []
        lines = break_lines(" ".join([*words[:kept_head], "…", *tail]), metrics, room, " ")
        if len(lines) > most or any(metrics.horizontalAdvance(line) > room for line in lines):
            return None
        return lines

    dashes = [place + 1 for place, word in enumerate(words) if word == "—"]
    head = next((place for place in reversed(dashes) if cut(place, 0) is not None), 1)
    if cut(head, 0) is None:
        return wrap_text(text, font, width, most)
    tail = 0
    while head + tail + 1 < len(words) and cut(head, tail + 1) is not None:
        tail += 1
    # what is kept begins and ends a phrase where one does ("… left; Sam receives" left a
    # piece that meant nothing), unless the phrase would keep less than half of what fits
    # ("Iris: Frog — … Rotate it" lost the flip and the card it showed)
    starts = [kept for kept in range(tail, 0, -1) if words[-kept - 1].endswith(PHRASE_ENDS)]
    if starts and 2 * starts[0] >= tail:
        tail = starts[0]
    # nor inside brackets: "Ben: Frog — … −1) · Lay their last card" began in a card's note
    while tail and _closes_unopened(words[len(words) - tail :]):
        tail -= 1
    ends = [place + 1 for place in range(head, len(words) - tail - 1)]
    for end in (end for end in ends if words[end - 1].endswith(PHRASE_ENDS)):
        if cut(end, tail) is None:
            break
        head = end
    return "\n".join(cut(head, tail) or []), text


def write_lines(label: LabelItem, width: float, text: str, tip: str) -> None:
    """Give ``label`` text whose line breaks are written out (``fit_lines``, ``wrap_text``),
    its tooltip, and a box ``width`` wide and as high as those lines, so that a layout can
    stack the next item right under it."""
    label.wrap = False
    label.set_text(text)
    label.setToolTip(tip)
    lines = QFontMetricsF(label.font).boundingRect(QRectF(0, 0, width, 10_000), 0, text)
    label.set_box(width, lines.height())
