"""The side panel every lesson shows beside its real board: progress, text and buttons."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.focus_frame import focus_when_scrolling
from desktop.session_controller import SessionController
from desktop.table.palette import table_palette


def tr(text: str) -> str:
    return QCoreApplication.translate("LessonPanel", text)


WORDS_GAP = 8
"""Pixels between a step's words and the scroll bar at their right."""
PANEL_WIDTH = 360
"""The lesson panel's width beside the board (``LessonWindow.panel_width``)."""


class StepWords(QScrollArea):
    """A step's explanation, scrolled when the panel is too short for it: a long step (in
    French, with the system's text scaled up) was cut off mid-sentence, its end out of reach
    (play test). As tall as its words where there is room, so that the move asked stays just
    under them. While it scrolls, Tab reaches it (framed), as the end of a game's notes.

    It shows whole lines only, and scrolls by whole lines: squeezed to the room left, the
    words stopped on a line cut through its middle at 1024×640 (Petal Plotters, French and
    German, play tester of session 57)."""

    def __init__(self, label: QLabel) -> None:
        super().__init__()
        # plain text, laid out line under line at one pitch (``line_pitch``)
        label.setTextFormat(Qt.TextFormat.PlainText)
        self.setWidget(label)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        focus_when_scrolling(self, "transparent")
        self.viewport().setAutoFillBackground(False)
        label.setAutoFillBackground(False)
        # a gap before the scroll bar: the words ran into it (play test)
        label.setContentsMargins(0, 0, WORDS_GAP, 0)
        self._read_to_end: str | None = None
        """The words as they were when last read to their end (None: not read so far)."""
        self.verticalScrollBar().valueChanged.connect(self._keep_to_lines)
        self.verticalScrollBar().rangeChanged.connect(self._keep_at_the_end)

    def line_pitch(self) -> int:
        """Pixels from one line of the words to the next, as their label lays them out."""
        label = self.widget()
        if label is None:
            return 1
        flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        one_line = label.fontMetrics().boundingRect(0, 0, 1 << 16, 1 << 16, flags, "X")
        return max(1, one_line.height())

    def _show_whole_lines(self) -> None:
        """The words' window as tall as the whole lines the room holds, the rest of the room
        left blank under it; a wheel's or an arrow's step is a line."""
        pitch = self.line_pitch()
        room = self.height() - 2 * self.frameWidth()
        lines = max(1, room // pitch)
        blank = max(0, room - lines * pitch)
        if self.viewportMargins().bottom() != blank:
            self.setViewportMargins(0, 0, 0, blank)
        self.verticalScrollBar().setSingleStep(pitch)

    def _keep_to_lines(self, value: int) -> None:
        """A scroll by the bar's thumb (or a touchpad's pixels) ends on a line's top, except at
        the words' end: where the scroll's length is no whole number of lines, its end rounded
        to a line was set back under it, and the lesson waited for words read to their end
        that could never be (play tester 186, both lessons, 1024×640)."""
        pitch = self.line_pitch()
        bar = self.verticalScrollBar()
        self._read_to_end = self._words() if value >= bar.maximum() > 0 else None
        if value >= bar.maximum():
            return
        on_a_line = min(bar.maximum(), round(value / pitch) * pitch)
        if on_a_line != value:
            bar.setValue(on_a_line)

    def _words(self) -> str:
        label = self.widget()
        return label.text() if isinstance(label, QLabel) else ""

    def _keep_at_the_end(self, _least: int, most: int) -> None:
        """Words read to their end stay at their end while the box's height changes under
        them. The line under the words took two lines while there was more to read and one
        after, so the box grew and shrank: its scroll's end, cut back as the box grew, was
        not followed as it shrank again, the words read as unfinished, and Next only
        scrolled to their end, again and again (play tester 186, German, 1024×640). New
        words are read from where they stand."""
        if self._read_to_end is not None and self._read_to_end == self._words():
            self.verticalScrollBar().setValue(most)

    def sizeHint(self) -> QSize:
        label = self.widget()
        wanted = label.heightForWidth(self.viewport().width()) if label is not None else 0
        return QSize(super().sizeHint().width(), max(wanted, 0) + 2 * self.frameWidth())

    def minimumSizeHint(self) -> QSize:
        return QSize(0, 3 * self.fontMetrics().lineSpacing())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._show_whole_lines()
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()  # words wrapped anew: another height

    def show_from_top(self) -> None:
        """A new step's words, from their first line, at the height they now need."""
        self._read_to_end = None
        self.updateGeometry()
        self.verticalScrollBar().setValue(0)

    def page(self, steps: int) -> None:
        """Scroll by ``steps`` pages, as PageDown (1) and PageUp (-1) do."""
        bar = self.verticalScrollBar()
        bar.setValue(bar.value() + steps * bar.pageStep())

    def has_more(self) -> bool:
        """Are some of the words below the panel's edge, not read yet?"""
        bar = self.verticalScrollBar()
        return bar.value() < bar.maximum()


class LessonPanel(QFrame):
    """Widgets only: the scripted lesson connects the buttons and fills the labels step by step."""

    def __init__(self, step_count: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.progress = QProgressBar()
        self.progress.setRange(0, max(0, step_count - 1))
        self.progress.setTextVisible(False)
        self.progress.setFixedHeight(8)
        self.step_label = QLabel()
        self.title_label = QLabel()
        font = self.title_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.title_label.setFont(font)
        self.title_label.setWordWrap(True)
        self.text_label = QLabel()
        self.text_label.setWordWrap(True)
        self.text_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        text_font = self.text_label.font()
        text_font.setPointSizeF(text_font.pointSizeF() * 1.15)
        self.text_label.setFont(text_font)
        self.words = StepWords(self.text_label)
        self.task_label = QLabel()
        self.task_label.setWordWrap(True)
        self.message_label = QLabel()
        self.message_label.setWordWrap(True)
        self.message_label.setVisible(False)  # until there is something to say (``_say``)
        self._colour_message()
        self.next_button = QPushButton()
        self.back_button = QPushButton()
        """The step before, its table as it began (``ScriptedLesson.previous_step``)."""
        self.skip_button = QPushButton()
        self.full_game_button = QPushButton()
        self.full_game_button.setVisible(False)
        self.together_button = QPushButton()
        """Beside the full game alone or against the computer: people at one screen."""
        self.together_button.setVisible(False)
        self.hint_button = QPushButton()
        """The free game's hint, as H gives it: the key alone was found only by chance (play
        test). In Skip's place, which the free game has not."""
        self.hint_button.setVisible(False)
        self.close_button = QPushButton()
        self.rules_button = QPushButton()
        """The game's rules beside the lesson (F1 too): the lesson's window has no menu."""
        for button in (
            self.next_button,
            self.back_button,
            self.skip_button,
            self.full_game_button,
            self.together_button,
            self.hint_button,
            self.rules_button,
            self.close_button,
        ):
            # Enter presses the button that has the keyboard (outside a dialog only Space
            # did: a keyboard player who reached "Close the lesson" was stuck). Not Next as
            # the default button: drawn framed as the default, Next looked the same with the
            # keyboard on it or not, a Tab stop that seemed to show nothing (play test)
            button.setAutoDefault(True)
        self._skip_row = QHBoxLayout()
        """Skip alone, above Back and Next, when the three are wider than the panel
        (``fit_beside``); else empty, and it takes no room."""
        self._skip_row.addStretch(1)
        self._buttons_row = QHBoxLayout()
        self._buttons_row.addWidget(self.skip_button)
        self._buttons_row.addWidget(self.hint_button)
        self._buttons_row.addStretch(1)
        self._buttons_row.addWidget(self.back_button)
        self._buttons_row.addWidget(self.next_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(18, 18, 18, 18)
        column.setSpacing(12)
        for widget in (
            self.progress,
            self.step_label,
            self.title_label,
            self.words,
            self.task_label,
            self.message_label,
        ):
            column.addWidget(widget)
        column.addStretch(1)
        column.addWidget(self.full_game_button)
        column.addWidget(self.together_button)
        column.addLayout(self._skip_row)
        column.addLayout(self._buttons_row)
        leave = QHBoxLayout()
        leave.addWidget(self.rules_button)
        leave.addStretch(1)
        leave.addWidget(self.close_button)
        column.addLayout(leave)
        bar = self.words.verticalScrollBar()
        bar.valueChanged.connect(self._name_next)
        bar.rangeChanged.connect(self._name_next)
        self.retranslate()
        self.fit_beside()

    def _name_next(self) -> None:
        """Next says "More" while the step's words go on below the panel's edge, and a press
        shows them (``ScriptedLesson._on_next_pressed``): on a 600-pixel screen the words that
        mattered were below, and Next, pressed without scrolling, skipped them (play test)."""
        more = self.words.has_more()
        self.next_button.setText(tr("More ↓") if more else tr("Next"))
        self.next_button.setToolTip(tr("The rest of this step's words") if more else "")

    def _fit_next(self) -> None:
        """Next as wide as its wider name, "Next" or "More ↓": the wider one, shown as a step's
        words went on below, squeezed the buttons beside it, and "Zum freien Spiel springen"
        lost a letter at both ends (play tester, German)."""
        widths = []
        for name in (tr("Next"), tr("More ↓")):
            self.next_button.setText(name)
            widths.append(self.next_button.sizeHint().width())
        self.next_button.setMinimumWidth(max(widths))
        self._name_next()

    def _row_width(self, *buttons: QPushButton) -> int:
        """How wide a row of ``buttons`` is at their size hints, shown or not."""
        gaps = self._buttons_row.spacing() * (len(buttons) - 1)
        return sum(button.sizeHint().width() for button in buttons) + gaps

    def _place_skip(self, alone: bool) -> None:
        """Skip on a row of its own (``alone``), or on Back and Next's, at their left."""
        row = self._skip_row if alone else self._buttons_row
        if row.indexOf(self.skip_button) < 0:
            (self._buttons_row if alone else self._skip_row).removeWidget(self.skip_button)
            row.insertWidget(0, self.skip_button)

    def fit_beside(self, wanted: int = PANEL_WIDTH) -> None:
        """Beside the board: ``wanted`` wide (``LessonWindow.panel_width``), or as its widest
        row of buttons needs (a larger font cut "Play a full game against the computer" at
        both ends). Skip goes on a row of its own where it, Back and Next do not fit
        ``wanted`` side by side (German and French): the panel keeps its width, the board its
        room."""
        column = self.layout()
        margins = column.contentsMargins()
        sides = margins.left() + margins.right() + 2 * self.frameWidth()
        one_row = self._row_width(self.skip_button, self.back_button, self.next_button)
        self._place_skip(one_row + sides > wanted)
        widest = max(
            self._row_width(self.back_button, self.next_button),
            self._row_width(self.hint_button, self.back_button),
            self._row_width(self.skip_button),
            self._row_width(self.rules_button, self.close_button),
            self._row_width(self.full_game_button),
            self._row_width(self.together_button),
            column.minimumSize().width() - margins.left() - margins.right(),
        )
        self.setFixedWidth(max(wanted, widest + sides))

    def retranslate(self) -> None:
        self._fit_next()
        self.back_button.setText(tr("← Back"))
        native = QKeySequence(Qt.Key.Key_Backspace).toString(QKeySequence.SequenceFormat.NativeText)
        self.back_button.setToolTip(
            tr(
                "This step again from its start once you have begun it, else the step before (%1)"
            ).replace("%1", native)
        )
        self.skip_button.setText(tr("Skip to free game"))
        hint_key = QKeySequence(Qt.Key.Key_H).toString(QKeySequence.SequenceFormat.NativeText)
        self.hint_button.setText(tr("Hint (%1)").replace("%1", hint_key))
        self.close_button.setText(tr("Close the lesson"))
        self.rules_button.setText(tr("Rules (F1)"))

    def _colour_message(self) -> None:
        """The praise and hints stand out in the table's accent, readable in light and dark."""
        sheet = f"color: {table_palette().accent.name()}; font-style: italic;"
        if self.message_label.styleSheet() != sheet:  # a new sheet sends another change event
            self.message_label.setStyleSheet(sheet)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self._colour_message()
        super().changeEvent(event)


PANEL_SHARE_BELOW = 0.34
"""The most of a portrait window's height the lesson panel takes under the board."""
LESSON_LEAST = QSize(600, 320)
"""The lesson window's smallest size, at least: above what its layout asks at any step in
the usual fonts at 150% (563 to 569 by 290 to 313 pixels), within a 1024×600 screen's
room at 150% (``LessonWindow.keep_minimum``)."""
WIDGET_SIZE_MAX = (1 << 24) - 1
"""Qt's QWIDGETSIZE_MAX, which PySide6 does not export: no limit on a widget's size."""


def lesson_layout(owner: QWidget, board: QWidget, panel: LessonPanel) -> None:
    """The board filling the window, the lesson panel on its right; in a portrait window,
    under it (``arrange_lesson``): beside the board a 900×1100 window left the table 540
    pixels, and its small print 6 pixels high."""
    layout = QBoxLayout(QBoxLayout.Direction.LeftToRight, owner)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(0)
    layout.addWidget(board, 1)
    layout.addWidget(panel)


def arrange_lesson(layout: QBoxLayout, panel: LessonPanel, size: QSize, beside: int) -> None:
    """The panel beside the board in a landscape window, ``beside`` wide, under it in a
    portrait one."""
    below = size.height() > size.width()
    direction = QBoxLayout.Direction.TopToBottom if below else QBoxLayout.Direction.LeftToRight
    if layout.direction() != direction:
        layout.setDirection(direction)
    if below:
        panel.setMinimumWidth(0)
        panel.setMaximumWidth(WIDGET_SIZE_MAX)
        panel.setMaximumHeight(int(size.height() * PANEL_SHARE_BELOW))
    else:
        panel.setMaximumHeight(WIDGET_SIZE_MAX)
        panel.fit_beside(beside)


class LessonWindow(QWidget):
    """What every lesson window shares: its own controller, the panel's message line, and the
    way out to a full game. ``ScriptedLesson`` builds ``panel``."""

    panel: LessonPanel
    players: int
    """How many play the lesson's game: its last button offers a game for as many (alone: a
    solo game, not one against the computer)."""

    def __init__(
        self,
        parent: QWidget | None,
        auto_delay_ms: int,
        new_game: Callable[[int, bool], bool] | None,
    ) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.auto_delay_ms = auto_delay_ms
        """Pause before scripted moves, so the learner can follow them."""
        self._new_game = new_game
        self.controller = SessionController(self)
        self._leaving = False
        """Closing without asking (``leave``)."""
        self.setMinimumSize(LESSON_LEAST)

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            self.keep_minimum()
        return handled

    def keep_minimum(self) -> None:
        """The window's minimum size grows to what its layout asks, and never shrinks: left to
        the layout, it changed from step to step (the board's and the panel's, as words came
        and went), and at 150% the window manager, placing the window anew, took a pixel off
        it each time (play tester, session 55)."""
        layout = self.layout()
        if layout is None:
            return
        least = self.minimumSize().expandedTo(layout.totalMinimumSize())
        if least != self.minimumSize():
            self.setMinimumSize(least)

    def panel_width(self, window_width: int) -> int:
        """The panel's width beside the board in a window ``window_width`` wide: a lesson
        whose table needs the room more than its words may take less."""
        return PANEL_WIDTH

    def leave(self) -> None:
        """Close without asking: the learner confirmed, asked for a full game, or the
        application is quitting."""
        self._leaving = True
        self.close()

    def _say(self, text: str) -> None:
        """The praise or hint under the step; none takes no room (an empty line and its
        spacing stood between a long step's scrolled words and the buttons, play test)."""
        self.panel.message_label.setText(text)
        self.panel.message_label.setVisible(bool(text))

    def _full_game(self, together: bool = False) -> None:
        """The new-game dialog opens over the main window, the lesson hidden meanwhile; the
        lesson closes once the game begins, and comes back if none does (a Cancel closed it,
        and the lesson was lost). ``together``: set for people at one screen."""
        if self._new_game is None:
            return
        self.hide()
        if self._new_game(self.players, together):
            # asked for the game: "Close the lesson?" came over it, and No left the lesson
            # hidden for good (play test)
            self.leave()
        else:
            self.show()
            self.raise_()
            self.activateWindow()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc that nothing else took (no ability to cancel, no card shown large) closes the
        lesson as its window's close button does: asking first in the middle of one.
        PageDown and PageUp that nothing else took (on the panel's buttons) scroll a step's
        words too long for the panel: a keyboard player could not read their end."""
        if event.key() == Qt.Key.Key_Escape:
            self.close()
            return
        paging = {Qt.Key.Key_PageDown: 1, Qt.Key.Key_PageUp: -1}.get(Qt.Key(event.key()))
        if paging is not None:
            self.panel.words.page(paging)
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        layout = self.layout()
        if isinstance(layout, QBoxLayout):
            size = event.size()
            arrange_lesson(layout, self.panel, size, self.panel_width(size.width()))
        super().resizeEvent(event)

    def closeEvent(self, event: Any) -> None:
        self.controller.shutdown()
        super().closeEvent(event)
