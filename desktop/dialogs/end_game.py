"""The end-of-game dialog: every player's breakdown from the engine's Result.

Each score line the engine reports becomes a row (label, how many things, points, or a fact
in words), then the total, the tie-break when the best score is shared, a rank title and the
engine's notes. Nothing is computed here except
laying the numbers out.
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop.focus_frame import FocusRing, focus_when_scrolling
from desktop.i18n import (
    computer_level_text,
    line_label,
    number_text,
    points_text,
    singular,
    tr_engine,
    tr_note,
)
from desktop.press_guard import GuardedDialog
from desktop.screen_fit import frame_margins, results_room
from engine.core.game import Result, ScoreLine
from engine.core.notes import join_names

PLAY_SAME = 10
PLAY_NEW = 11
MAX_GRID_HEIGHT = 360
"""Pixels the breakdown may take before it scrolls."""
GRID_LEAST = 120
"""Pixels the breakdown keeps, scrolling, where the screen is too low for the whole window."""
NOTES_LEAST = 80
"""Pixels the notes keep, scrolling, where the screen is too low for the whole window."""
NOTES_WIDEST = 900
"""The widest the dialog grows to spare its notes scrolling (lines wider read badly)."""
READING_KEYS = (
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_PageUp,
    Qt.Key.Key_PageDown,
)
"""The keys a player reads the breakdown with, wherever the keys are in the dialog."""

END_ROOM_LEAST = QSize(420, 400)
"""The smallest room over the main window the results keep within (``results_room``): in a
smaller main window, the screen's."""


RowKey = tuple[str, int]
"""A row of the breakdown: a line's key and which of that player's lines of it (0 first)."""


def merged_rows(
    breakdowns: Sequence[Sequence[ScoreLine]],
) -> tuple[list[RowKey], dict[RowKey, str], list[dict[RowKey, ScoreLine]]]:
    """The rows of every player's breakdown in one order, each row's label, and each player's
    lines by row. Every player's rows keep their engine order; rows only some players have
    are merged the same way whoever sits first, a row of the kind just laid first ("Blue
    field" after "Red field", then "No field"): merged seat by seat, "No field" and the field
    rows changed places from game to game (play test). The next row of the same key comes
    first of all: "Blue field 2" was laid after the green and yellow fields (play test)."""
    labels: dict[RowKey, str] = {}
    per_player: list[dict[RowKey, ScoreLine]] = []
    position: dict[RowKey, int] = {}
    after: dict[RowKey, set[RowKey]] = {}
    """The rows some player lists right before each row."""
    for lines in breakdowns:
        seen: Counter[str] = Counter()
        keyed: dict[RowKey, ScoreLine] = {}
        before: RowKey | None = None
        for index, line in enumerate(lines):
            row_key = (line.key, seen[line.key])
            seen[line.key] += 1
            keyed[row_key] = line
            labels.setdefault(row_key, line.label)
            position[row_key] = min(index, position.get(row_key, index))
            after.setdefault(row_key, set())
            if before is not None:
                after[row_key].add(before)
            before = row_key
        per_player.append(keyed)
    rows: list[RowKey] = []
    left = set(labels)
    while left:
        ready = [row_key for row_key in left if not after[row_key] & left] or list(left)
        last = rows[-1][0] if rows else None
        family = last.split(".")[0] if last else None
        chosen = min(
            ready,
            key=lambda row_key: (
                row_key[0] != last,
                row_key[0].split(".")[0] != family,
                position[row_key],
                row_key,
            ),
        )
        rows.append(chosen)
        left.remove(chosen)
    return rows, labels, per_player


class EndGameDialog(GuardedDialog):
    """``exec()``/``finished`` gives PLAY_SAME, PLAY_NEW, or Rejected (close)."""

    def __init__(
        self,
        result: Result,
        seat_names: Sequence[str],
        game_name: str,
        code: str,
        parent: QWidget | None = None,
        record: str = "",
        offer_same: bool = True,
        solo_by_computer: bool = False,
        levels: Sequence[str | None] = (),
    ) -> None:
        """``record``: how a solo game stands against the player's best (``solo_records``).
        ``solo_by_computer``: the one seat of a solo game was a computer's, named, not "you".
        Without ``offer_same`` only a new deal is offered: friends who kept their hands from
        each other have all seen this deal's cards at its end, and the same code deals it again.
        ``levels``: each seat's computer level, None for a person's, named under the name
        (which computer beat them was said only on the table, play test)."""
        super().__init__(parent)
        self.setObjectName("endGameDialog")
        self.result_value = result
        self.setWindowTitle(self.tr("Game over"))
        FocusRing(self)

        names = [
            seat_names[index] if index < len(seat_names) else str(index + 1)
            for index in range(len(result.players))
        ]
        winners = [names[index] for index in result.winners]
        headline = QLabel()
        headline.setObjectName("headline")
        headline.setTextFormat(Qt.TextFormat.PlainText)  # a name is shown as typed
        headline.setWordWrap(True)  # long names sharing a win never widen the dialog
        font = headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        headline.setFont(font)
        if len(result.players) == 1 and solo_by_computer:
            # a computer's solo game, watched: "You scored" was said to the watcher (play test)
            score = result.players[0].score
            scored = (
                self.tr("{name} scored {score} point")
                if singular(score)
                else self.tr("{name} scored {score} points")
            )
            headline.setText(scored.format(name=names[0], score=number_text(score)))
        elif len(result.players) == 1:
            score, rank = result.players[0].score, result.players[0].title
            # the one player is the one at the screen, whatever the seat is called; the rank
            # they reached heads the window, as the score does (it was the table's last row,
            # in italics, play test)
            if rank:
                scored = (
                    self.tr("You scored {score} point: {rank}")
                    if singular(score)
                    else self.tr("You scored {score} points: {rank}")
                )
            else:
                scored = (
                    self.tr("You scored {score} point")
                    if singular(score)
                    else self.tr("You scored {score} points")
                )
            headline.setText(scored.format(score=number_text(score), rank=tr_engine(rank)))
        elif len(winners) == 1:
            headline.setText(self.tr("{name} wins!").format(name=winners[0]))
        else:
            # "Jean et Marc", as the notes list players ("Jean, Marc" read as a stray comma)
            shared = join_names(winners, tr_engine)
            headline.setText(self.tr("Shared win: {names}").format(names=shared))
        subtitle = QLabel(
            self.tr("{game} · challenge code {code}").format(game=game_name, code=code)
        )

        grid_host = QWidget()
        grid = QGridLayout(grid_host)
        grid.setHorizontalSpacing(18)
        self.grid = grid
        # a solo player has nobody to beat: their score and rank say how they did
        winner_mark = self.tr("winner") if len(names) > 1 else ""
        for column, name in enumerate(names, start=1):
            won = winner_mark and column - 1 in result.winners
            level = computer_level_text(levels[column - 1] if column - 1 < len(levels) else None)
            marks = " · ".join(mark for mark in (level, winner_mark if won else "") if mark)
            marker = f"<br><small>{html.escape(marks)}</small>" if marks else ""
            label = QLabel(f"<b>{html.escape(name)}</b>{marker}")
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(label, 0, column)
        # Rows line up by (key, occurrence): the same kind of line sits on the same row
        rows, labels, per_player = merged_rows([player.lines for player in result.players])
        # a kind of line some player has several of is numbered on every row of it
        kinds = Counter(key for key, _occurrence in rows)
        row = 1
        for row_key in rows:
            key, occurrence = row_key
            grid.addWidget(QLabel(line_label(labels[row_key], occurrence, kinds[key])), row, 0)
            for column, lines in enumerate(per_player, start=1):
                line = lines.get(row_key)
                # a player without the line: a dash, as a blank read like a number left out
                text = "–"
                if line is not None and line.text:
                    text = tr_engine(line.text)
                elif line is not None:
                    text = points_text(line.points)
                    if line.count and line.count != abs(line.points):
                        # "+5 (5×)" said the points twice: only a count the points do not
                        # tell is worth its room
                        text = self.tr("{points} ({count}×)").format(points=text, count=line.count)
                cell = QLabel(text)
                cell.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                grid.addWidget(cell, row, column)
            row += 1
        total_text = tr_engine(result.score_label) if result.score_label else self.tr("Total")
        grid.addWidget(QLabel(f"<b>{total_text}</b>"), row, 0)
        for column, player in enumerate(result.players, start=1):
            cell = QLabel(f"<b>{number_text(player.score)}</b>")
            cell.setObjectName(f"total{column - 1}")
            cell.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(cell, row, column)
        row += 1
        best = max(player.score for player in result.players)
        if sum(player.score == best for player in result.players) > 1 and any(
            player.tiebreak for player in result.players
        ):
            # only when the best score is shared: then the tie-break decided (or split) it
            grid.addWidget(QLabel(self.tr("Tie-break")), row, 0)
            for column, player in enumerate(result.players, start=1):
                cell = QLabel(" / ".join(number_text(value) for value in player.tiebreak))
                cell.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                grid.addWidget(cell, row, column)
            row += 1
        if len(result.places) == len(names) > 2:
            # who came second and third, said: the winner's mark alone left the rest of a
            # three- or four-player table to read off the totals and the tie-break (play test)
            grid.addWidget(QLabel(self.tr("Place")), row, 0)
            for column, place in enumerate(result.places, start=1):
                cell = QLabel(self._ordinal(place))
                cell.setObjectName(f"place{column - 1}")
                cell.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                grid.addWidget(cell, row, column)
            row += 1
        if any(player.title for player in result.players):
            grid.addWidget(QLabel(self.tr("Rank")), row, 0)
            for column, player in enumerate(result.players, start=1):
                cell = QLabel(f"<i>{tr_engine(player.title)}</i>" if player.title else "")
                cell.setObjectName(f"title{column - 1}")
                cell.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                grid.addWidget(cell, row, column)
            row += 1
        grid.setRowStretch(row, 1)  # rows keep their height; spare room goes below them
        scroll = QScrollArea()
        focus_when_scrolling(scroll, "palette(mid)")
        scroll.setWidgetResizable(True)
        scroll.setWidget(grid_host)

        layout = QVBoxLayout(self)
        layout.addWidget(headline)
        layout.addWidget(subtitle)
        # the window their parent from the start: shown by ``setVisible`` with none, the notes
        # (and a solo record) were a window of their own, an empty frame titled "Bouquet" at
        # the screen's left before the results came (German play test)
        self.record = QLabel(record, self)
        self.record.setObjectName("record")
        self.record.setWordWrap(True)
        self.record.setVisible(bool(record))
        layout.addWidget(self.record)
        layout.addWidget(scroll, 1)
        # the notes scroll too: a match's, a deal's lines each, made the window taller than a
        # screen at a large scale, its buttons under the screen's edge (play test)
        notes_host = QWidget()
        notes = QVBoxLayout(notes_host)
        notes.setContentsMargins(0, 0, 0, 0)
        for note in result.notes:
            label = QLabel(tr_note(note, names))
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setObjectName("note")
            label.setWordWrap(True)
            notes.addWidget(label)
        notes.addStretch(1)
        notes_scroll = QScrollArea(self)
        notes_scroll.setWidgetResizable(True)
        notes_scroll.setFrameShape(QFrame.Shape.NoFrame)
        notes_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        notes_scroll.setWidget(notes_host)
        focus_when_scrolling(notes_scroll, "transparent")  # framed only while it has the keys
        notes_scroll.setVisible(bool(result.notes))
        layout.addWidget(notes_scroll)

        buttons = QDialogButtonBox()
        self.same_button = QPushButton(self.tr("Play again (same code)"))
        self.new_button = QPushButton(
            self.tr("Play again (new code)") if offer_same else self.tr("Play again")
        )
        # what each deals, said: "Play again" alone left a match's players asking (play test);
        # a solo player's, that its end will not count: a rank chaser's replayed code became
        # the best with nothing said (play test)
        self.same_button.setToolTip(
            self.tr(
                "The same cards again (the same code): a replay, listed in your solo results"
                " but not counted toward your best score and rank."
            )
            if len(result.players) == 1 and not solo_by_computer
            else self.tr(
                "The same game again: the same players, options and cards (the same code)."
            )
        )
        self.new_button.setToolTip(
            self.tr("A new game with the same players and options, dealt anew (a new code).")
        )
        self.same_button.clicked.connect(lambda: self.done(PLAY_SAME))
        self.new_button.clicked.connect(lambda: self.done(PLAY_NEW))
        buttons.addButton(self.same_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.same_button.setVisible(offer_same)
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self._first_stops = (scroll, notes_scroll, close)
        self._breakdown = scroll
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # Enter closes: hot-seat players confirm every hand-off with Enter, and one press too
        # many must not throw the result away for a new game. A play-again button Tab has
        # framed takes Enter itself (it did nothing, play test); the dialog's default is set
        # once the box is in it, so that Close is default again when the frame moves on
        close.setDefault(True)
        # as tall as the breakdown needs (a long one scrolls), not a fixed height with a gap;
        # as wide as it needs (every player's column in view, long names included), within
        # the room the window or the screen has
        frame = 2 * scroll.frameWidth()
        scroll.setMinimumHeight(min(grid_host.sizeHint().height() + frame, MAX_GRID_HEIGHT))
        margins = layout.contentsMargins()
        bar = scroll.verticalScrollBar().sizeHint().width()
        needed = grid_host.sizeHint().width() + frame + bar + margins.left() + margins.right()
        room = self._room()
        scroll.setMinimumWidth(min(needed, room) - margins.left() - margins.right())
        width = min(max(420, needed), room)
        # within the scroll area's border (``focus_when_scrolling``), a pixel each side
        inside = width - margins.left() - margins.right() - bar - 2
        notes_scroll.setMinimumHeight(notes.heightForWidth(inside) + 2 if result.notes else 0)
        # wider, while that spares the scrolling: a match's three deals of notes scrolled in
        # a window a third of a 1366-pixel screen wide (play test)
        widest = min(room, NOTES_WIDEST)
        while self.sizeHint().height() > self._height_room() and width + 80 <= widest:
            width += 80
            inside = width - margins.left() - margins.right() - bar - 2
            notes_scroll.setMinimumHeight(notes.heightForWidth(inside) + 2)
            self.setMinimumWidth(width)  # the notes' lines are measured at this width
        # within the screen's height: the breakdown gives up rows first, then the notes
        over = self.sizeHint().height() - self._height_room()
        if over > 0:
            grid_least = min(scroll.minimumHeight(), GRID_LEAST)
            given = min(over, scroll.minimumHeight() - grid_least)
            scroll.setMinimumHeight(scroll.minimumHeight() - given)
            notes_least = max(NOTES_LEAST, notes_scroll.minimumHeight() - (over - given))
            notes_scroll.setMinimumHeight(min(notes_scroll.minimumHeight(), notes_least))
        self.resize(width, min(self.sizeHint().height(), self._height_room()))

    def _ordinal(self, place: int) -> str:
        """A place as a table writes it: "1st", "1er", "1."."""
        ordinals = {
            1: self.tr("1st"),
            2: self.tr("2nd"),
            3: self.tr("3rd"),
            4: self.tr("4th"),
            5: self.tr("5th"),
        }
        return ordinals.get(place, str(place))

    def showEvent(self, event: QShowEvent) -> None:
        """The keys start on what scrolls, if anything does, else on the button Enter
        presses: the first "Play again" had them, framed while Enter closed."""
        super().showEvent(event)
        first = next(
            stop for stop in self._first_stops if stop.focusPolicy() != Qt.FocusPolicy.NoFocus
        )
        first.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """On a button, the reading keys scroll the breakdown: ↓ on Close, meant to read the
        results, framed "Play again" instead, and the next Enter dealt a new game at once, the
        finished table gone (play test). Tab moves between the buttons."""
        if (
            isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and isinstance(watched, QPushButton)
            and event.key() in READING_KEYS
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            self._breakdown.keyPressEvent(event)
            return True
        return super().eventFilter(watched, event)

    def _room(self) -> int:
        """The widest the dialog may be: most of its window's width, else of the screen's."""
        window = self.parentWidget().window() if self.parentWidget() is not None else None
        if window is not None:
            return max(420, int(window.width() * 0.95))
        screen = self.screen()
        return max(420, int(screen.availableGeometry().width() * 0.9))

    def _height_room(self) -> int:
        """The highest the dialog may be: its room over the main window, down to the status
        bar (``results_room``), less its frame; without a main window, most of its
        screen's height (its title bar and the desktop's panels take the rest). Most of the
        screen's height (545 of 606 pixels) reached over the status bar of a main window
        filling a 1200×606 screen."""
        parent = self.parentWidget()
        if parent is not None:
            window = parent.window()
            room = results_room(window, END_ROOM_LEAST, self.screen().availableGeometry())
            framed = frame_margins(window)  # as the main window's: this one has none yet
            return room.height() - framed.top() - framed.bottom()
        return int(self.screen().availableGeometry().height() * 0.9)

    def cell_texts(self) -> list[list[str]]:
        """The grid as text rows (tests and accessibility read the breakdown this way)."""
        rows: list[list[str]] = []
        for row in range(self.grid.rowCount()):
            texts = []
            for column in range(self.grid.columnCount()):
                item = self.grid.itemAtPosition(row, column)
                widget = item.widget() if item is not None else None
                texts.append(widget.text() if isinstance(widget, QLabel) else "")
            rows.append(texts)
        return rows
