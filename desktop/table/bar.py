"""The bar above every table: what to do now, the board's own buttons, and the zoom buttons."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import (
    QFocusEvent,
    QFontMetricsF,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QWidget,
)

from desktop.table.palette import table_palette, text_on, tooltip_colours, wait_fill
from desktop.table.text import first_words_fitting, fit_name
from desktop.table.view import TableView


def tr(text: str) -> str:
    return QCoreApplication.translate("TableBar", text)


STATUS_LINES = 2
"""The lines the bar keeps room for from the start, and the most its words take while a
shorter form of them fits (``set_forms``)."""
FLASH_MS = 5000
"""How long a word about the last gesture lies over the line (``FlashNote``)."""
BORDER = 1
"""The width of ``FlashNote``'s frame."""
MARK_NAME_W = 260
"""Pixels the mark may take with a person's name in it (``MarkLabel``), the name cut to fit."""


class TurnMark(Enum):
    """The mark at the start of the line, for the one at the screen: newcomers read the words
    there as decoration, and looked for whose turn it was in the status bar (play tests)."""

    ACT = "act"
    """They have something to do: the words say what."""
    WAIT = "wait"
    """Another is to move: the words say who."""
    PAST = "past"
    """An earlier table is shown, to look at: the words say which. With no mark, the table
    looked the game's own, only a line of black words said otherwise (play tester 151)."""


class MarkLabel(QLabel):
    """``TurnMark`` in words, at the start of a line (``set_mark``); hidden while unset. The
    table's bar and the look's bar (``RevealPause``) that lies over it carry it alike."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("turnMark")
        self.setTextFormat(Qt.TextFormat.PlainText)  # a name is shown as typed
        self.setAutoFillBackground(True)
        self.setContentsMargins(5, 1, 5, 1)
        bold = self.font()
        bold.setBold(True)
        self.setFont(bold)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)  # in the room of the widest name
        self.hide()
        self._mark: TurnMark | None = None
        self._person = ""
        self._people: tuple[str, ...] = ()
        """Who the mark may name (``set_people``)."""

    def set_mark(self, mark: TurnMark | None, person: str = "") -> None:
        """Mark the line as what the one at the screen does now (``TurnMark.ACT``, in the
        palette's highlight), waits for (``TurnMark.WAIT``, in grey) or looks back at
        (``TurnMark.PAST``, in the table's sepia); None hides the mark. ``person``: who is to
        act, named where several people share the screen ("To do — Dad"): after a hand-off,
        "Your turn" named nobody (play tester 124); "" names none."""
        self._mark = mark
        self._person = person
        self.setVisible(mark is not None)
        self._colour()
        self._write()

    def set_people(self, people: Sequence[str]) -> None:
        """The people the mark may name, where several share the screen: it is as wide as
        the widest of their marks, so that the line after it has the same room on every
        person's turn. As wide as each name, it left the German turn's "(drehen mit R,
        Rechtsklick oder Mausrad)" on Ben's last card and dropped it on Anna's, their line
        a few pixels narrower (play tester, session 54). With no one named, as wide as its
        words."""
        if tuple(people) != self._people:
            self._people = tuple(people)
            self._write()

    def _colour(self) -> None:
        """The mark's colours, from the palette as it is now (light or dark): each mark
        filled, none framed, so that no mark looks like the keyboard's focus frame."""
        colours = QPalette()  # inherited: a dark palette chosen since comes through
        if self._mark is TurnMark.PAST:  # filled as "To do" is, in another colour
            fill = table_palette().past
            colours.setColor(QPalette.ColorRole.Highlight, fill)
            colours.setColor(QPalette.ColorRole.HighlightedText, text_on(fill))
        if self._mark is TurnMark.WAIT:
            colours.setColor(QPalette.ColorRole.Window, wait_fill(colours))
        self.setPalette(colours)
        acting = self._mark in (TurnMark.ACT, TurnMark.PAST)
        self.setBackgroundRole(
            QPalette.ColorRole.Highlight if acting else QPalette.ColorRole.Window
        )
        self.setForegroundRole(
            QPalette.ColorRole.HighlightedText if acting else QPalette.ColorRole.WindowText
        )

    def _write(self) -> None:
        """The mark's words, a long name cut (whole in the tooltip): a name of forty letters
        left the line's words no room."""
        text, whole = "", ""
        if self._mark is TurnMark.ACT and self._person:
            template = tr("To do — %1")
            text, whole = fit_name(template, self._person, self.font(), MARK_NAME_W)
        elif self._mark is TurnMark.ACT:
            text = tr("To do")
        elif self._mark is TurnMark.WAIT:
            text = tr("Waiting")
        elif self._mark is TurnMark.PAST:
            text = tr("Looking back")
        widest = 0
        self.setMinimumWidth(0)  # (a label's size hint is never below its least width)
        for person in self._people:  # measured as the label shows them (``set_people``)
            self.setText(fit_name(tr("To do — %1"), person, self.font(), MARK_NAME_W)[0])
            widest = max(widest, self.sizeHint().width())
        self.setMinimumWidth(widest)
        self.setText(text)
        self.setToolTip(whole)
        self.setAccessibleName(whole or text)  # a screen reader reads a long name whole

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._write()
        if event.type() == QEvent.Type.PaletteChange and self._stale_fill():
            self._colour()  # Settings › Colours: the sepia, the grey, are the new palette's

    def _stale_fill(self) -> bool:
        """Whether the mark's own fill is not the palette's as it is now (the application's
        changed, Settings › Colours): "Looking back"'s sepia, "Waiting"'s grey."""
        if self._mark is TurnMark.PAST:
            return self.palette().color(QPalette.ColorRole.Highlight) != table_palette().past
        if self._mark is TurnMark.WAIT:
            return self.palette().color(QPalette.ColorRole.Window) != wait_fill(QPalette())
        return False


class FlashNote(QLabel):
    """A word about the last gesture (a refusal, a hint) laid over a line's words for
    ``FLASH_MS``, in the tooltip's colours: said in the status bar alone it went unseen, the
    eyes being on the table and on the line over it (play tests). The line's words stay under
    it, and come back when it goes. It lies over the line wherever the line goes: laid while a
    wider mark stood before the line, it stayed where that mark had ended, and the line's
    first word showed between them (play tester 124). A lasting word (a hint) stays under a
    short one laid over it (a refusal), and comes back when that goes: the refusal of a drop
    made beside a hint took the hint's words away for good, its marks left on the table
    (play tester 126). A short word covers the line's mark too: a refusal is no thing to do,
    and "To do | Undo is not possible: …" said it was one (French play tester). Words that
    need more lines than the row that holds the line unfold
    whole (``_place_unfolded``): cut to the row with "…", a German hint lost its chances,
    the part worth reading, in a real game, and a newcomer does not hover for a tooltip
    (play tester, session 54). A button at its corner, or a click on it, folds it to the
    row, its words ending in "…", and unfolds it again: grown over the table for good, a
    French hint hid the rivals' names and counts, or the garden's title, and the player could
    not read both (play tester 129). The keys fold it too: H folds and unfolds a hint, and Esc
    folds any word where the table has no other use for it (``MainWindow``): a hint opened
    by H was put away by the mouse alone (play tester, session 55)."""

    def __init__(self, line: QLabel, parent: QWidget, mark: QWidget | None = None) -> None:
        super().__init__(parent)
        self._line = line
        self._mark = mark
        """The mark before the line (``MarkLabel``), which a short word covers too."""
        self.setObjectName("flashNote")
        self.setWordWrap(True)
        # framed in ``paintEvent``: QFrame draws its frame round the contents' margins, and
        # those keep the fold button's room (``_place``) inside the frame
        self.setContentsMargins(*[BORDER] * 4)
        self.setMargin(2)
        # no indent: a framed label indents its words by half an "x", which ``_fits`` did not
        # count; words cut to two lines there took three in the label, cut at top and foot
        # with no "…", the first words, which say what to do, unread (play tester 140)
        self.setIndent(0)
        self.setAutoFillBackground(True)
        # its words as given, and cut to the row: the tooltip's hover needs the mouse
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.hide()
        # laid over the window (``flash``), it goes with the line
        line.destroyed.connect(self.deleteLater)
        self._lasting = ""
        """The lasting word, shown again when a short one laid over it goes (``flash``)."""
        self._lasting_key = ""
        """The key that folds and unfolds the lasting word (``flash``), named in a tip."""
        self._words = ""
        """The word shown, whole: ``_place`` cuts it to the row's room when it is folded."""
        self._folded = False
        """The word shown is folded to the row (``toggle``); a new word comes unfolded."""
        self._to_do = False
        """The short word shown says what to do: the mark stays beside it (``flash``)."""
        self._lasting_folded = False
        """The lasting word was folded (``toggle``), and comes back so after a short word laid
        over it: Esc with nothing to cancel, pressed again after it folded a hint, said so,
        and the hint came back unfolded over the table."""
        self.fold_button = QToolButton(self)
        self.fold_button.setAutoRaise(True)
        self.fold_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay on the table
        self.fold_button.clicked.connect(self.toggle)
        self.fold_button.hide()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._short_gone)

    def with_keys_reminder(self, words: str) -> str:
        """``words`` said of the keyboard's frame, then that ? lists every key, where the line
        holds both on one line: past a turn's first arrow the line named Enter alone, and a
        keyboard player who forgot the other keys had to open the rules (play tester 178,
        both games). Not where they take a second line: the words would unfold over the
        table."""
        if not words:
            return words  # nothing said of the frame: "· ?: all keys" stood alone (tester 186)
        joined = tr("%1 · %2").replace("%1", words).replace("%2", tr("?: all keys"))
        margins = self.contentsMargins()
        room = self._line.width() - margins.left() - margins.right() - 2 * self.margin()
        fits = QFontMetricsF(self.font()).horizontalAdvance(joined) <= room
        return joined if fits else words

    def flash(
        self, text: str, lasting: bool = False, fold_key: str = "", to_do: bool = False
    ) -> None:
        """Lay ``text`` over the line for ``FLASH_MS`` (``lasting``: until ``end``, and back
        after each short word laid over it); "" ends it at once. ``fold_key``: the key that
        folds and unfolds a lasting word (H, a hint's), named in the fold button's tip; any
        other word names Esc, which folds it where the table has no other use for it.
        ``to_do``: a short word that says what to do leaves the mark beside it, as the line
        does (``_place``)."""
        if not text:
            self.end()
            return
        self._to_do = to_do and not lasting
        if lasting:
            self._lasting = text
            self._lasting_key = fold_key
            self._lasting_folded = False
            self._timer.stop()
        else:
            self._timer.start(FLASH_MS)
        self._folded = False  # asked again (H), a hint folded before is read whole again
        self._show(text)

    def end(self) -> None:
        """Take every word away, the lasting one too (the table has changed)."""
        self._lasting = ""
        self._timer.stop()
        self.hide()

    def end_short(self) -> None:
        """Take a short word away at once, the lasting one, if any, back over the line."""
        if self._timer.isActive():
            self._timer.stop()
            self._short_gone()

    def take_back(self, text: str) -> None:
        """Take ``text`` away, what it told no longer holding (``MainWindow._forget_history_keys``):
        the short word showing now, the lasting word back over the line; the lasting word,
        leaving a short word laid over it."""
        if self._timer.isActive() and self._words == text:
            self.end_short()
        if self._lasting != text:
            return
        self._lasting = ""
        if self._words == text:
            self.hide()

    def _short_gone(self) -> None:
        if self._lasting:
            self._folded = self._lasting_folded
            self._show(self._lasting)
        else:
            self.hide()

    @property
    def says_to_do(self) -> bool:
        """Whether a short word that says what to do is shown, the mark beside it (``flash``)."""
        return self._to_do and self._timer.isActive()

    @property
    def folded(self) -> bool:
        """Whether words longer than the row are cut to it (``toggle``)."""
        return self._folded

    @property
    def unfolded(self) -> bool:
        """Whether words longer than the row lie whole (``toggle``)."""
        return self.isVisible() and not self.fold_button.isHidden() and not self._folded

    def shows_lasting(self) -> bool:
        """Whether the words shown are the lasting word (a hint), no short word over it."""
        return bool(self._lasting) and self._words == self._lasting and not self._timer.isActive()

    def toggle(self) -> None:
        """Fold words longer than the row to it, or unfold them whole (``_place_unfolded``)."""
        self._folded = not self._folded
        if self.shows_lasting():
            self._lasting_folded = self._folded
        self._place()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click on words longer than the row folds or unfolds them, as the button does."""
        if self.fold_button.isVisible() and event.button() == Qt.MouseButton.LeftButton:
            self.toggle()
            return
        super().mousePressEvent(event)

    def _show(self, text: str) -> None:
        window = self._line.window()
        if self.parentWidget() is not window:
            # over the window, not inside the line's bar: a word taller than the bar lies over
            # the table's top edge instead of being cut to the bar (``_place``)
            self.setParent(window)
        self._follow_line(window)
        self._take_colours()
        self._words = text
        self.setToolTip(text)  # whole, where the row's room cuts it
        self._place()
        self.show()
        self.raise_()

    def _follow_line(self, window: QWidget) -> None:
        """Watch the line, and what holds it in ``window``, for ``eventFilter``."""
        holder: QWidget | None = self._line
        while holder is not None and holder is not window:
            holder.installEventFilter(self)  # (once only, however often it is asked)
            holder = holder.parentWidget()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Laid over the window, the word goes where the line goes, as wide as it is: the
        line shrank for History, opened at the game's end, and the word left over it
        ("View › Game Results… opens them again") stayed as wide as before, over History's
        title and first rows and over the zoom buttons (play tester 128); it stayed where
        a wider mark before the line had ended (play tester 124)."""
        if self.isVisible() and event.type() in (QEvent.Type.Move, QEvent.Type.Resize):
            self._place()
        return False

    def _place(self) -> None:
        """Over the line's words, as wide as the line and as high as its own words need
        there, never less than the line: held to the line's height, a hint of two lines lost
        the top of its first and the foot of its second (play tester 126). Within the row
        that holds the line, over its middle, while its words fit there or it is folded
        (``_cut``); unfolded, ``_place_unfolded``."""
        host = self.parentWidget()
        line, row = self._line, self._row()
        top_left = line.mapTo(host, QPoint(0, 0))
        width = line.width()
        mark = self._mark
        if self._timer.isActive() and not self._to_do and mark is not None and mark.isVisible():
            # a short word (a refusal) from the mark's left edge: no thing to do is marked
            left = mark.mapTo(host, QPoint(0, 0)).x()
            width += top_left.x() - left
            top_left.setX(left)
        row_top = row.mapTo(host, QPoint(0, 0)).y()
        self.setContentsMargins(*[BORDER] * 4)
        longer = not self._fits(self._words, width, row.height())
        if longer:  # the button's room on the right, for words longer than the row only
            aside = BORDER + self.fold_button.sizeHint().width()
            self.setContentsMargins(BORDER, BORDER, aside, BORDER)
        self.fold_button.setVisible(longer)
        self.fold_button.setArrowType(
            Qt.ArrowType.DownArrow if self._folded else Qt.ArrowType.UpArrow
        )
        tip = self._fold_tip()
        self.fold_button.setToolTip(tip)
        self.fold_button.setAccessibleName(tip)  # an arrow, no words of its own
        if longer and not self._folded:
            self._place_unfolded(host, row_top, top_left.x(), width)
            return
        self.setText(self._cut(self._words, width, row.height()))
        height = min(max(line.height(), self.heightForWidth(width)), row.height())
        top = top_left.y() + (line.height() - height) // 2
        top = max(row_top, min(top, row_top + row.height() - height))
        self.setGeometry(top_left.x(), top, width, height)
        self.fold_button.move(width - self.fold_button.sizeHint().width() - BORDER, BORDER)

    def _place_unfolded(self, host: QWidget, top: int, left: int, width: int) -> None:
        """Unfolded, the words lie whole, ``width`` wide from ``left`` as folded, from the
        row's top (``top``) down over the table as far as they need, never below the foot of
        what holds the row and the table (the status bar, a lesson's buttons stay clear).
        Grown up from the row over the toolbar, a French hint of three lines covered the
        lower half of Undo, Hint and the zoom buttons (play tester 187); laid across the row,
        it covered the bar's own buttons; and a row grown with it shrank the table at every
        long word (session 59). Over the table's top it may hide the rivals' names a while
        (play tester 165): a click, Esc or H folds it to the row, and the next move takes it
        away."""
        board = self._row().parentWidget() or host
        room = max(1, board.mapTo(host, QPoint(0, board.height())).y() - top)
        self.setText(self._cut(self._words, width, room))
        height = min(max(self._line.height(), self.heightForWidth(width)), room)
        self.setGeometry(left, top, width, height)
        self.fold_button.move(width - self.fold_button.sizeHint().width() - BORDER, BORDER)

    def _fold_tip(self) -> str:
        """The fold button's tip, naming the key that does what it does: a keyboard player
        found none (play tester, session 55). The lasting word's key (``flash``) folds and
        unfolds it; Esc only folds."""
        key = self._lasting_key if self.shows_lasting() else ""
        if self._folded and not key:
            return tr("Show all the words")
        if self._folded:
            return tr("Show all the words (%1)").replace("%1", key)
        escape = QKeySequence(Qt.Key.Key_Escape).toString(QKeySequence.SequenceFormat.NativeText)
        return tr("Show less (%1)").replace("%1", key or escape)

    def _take_colours(self) -> None:
        """The tooltip's colours of the window it lies over, as they are now."""
        host = self.parentWidget()  # the window, once shown (``_show``)
        if host is None:
            return
        colours = tooltip_colours(host.palette())
        if colours != self.palette():  # (the same again would be told as a change again)
            self.setPalette(colours)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self.isVisible():
            self._place()  # the fold button's words
        if event.type() == QEvent.Type.PaletteChange:
            # Settings › Colours with a word shown: it kept the old palette's tooltip colours
            # until the next word (play tester 185), its own set roles never inherited
            self._take_colours()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setPen(self.palette().windowText().color())
        painter.drawRect(self.rect().adjusted(0, 0, -1, -1))

    def _row(self) -> QWidget:
        """What holds the line (the table's bar, a look's bar): the note's room."""
        return self._line.parentWidget() or self._line

    def _fits(self, text: str, width: int, height: int) -> bool:
        """Whether ``text`` wrapped in a box ``width`` wide is at most ``height`` high, as
        the label measures plain words (``QLabel.heightForWidth``), the fold button's room
        kept beside them."""
        margins = self.contentsMargins()
        across = 2 * self.margin() + margins.left() + margins.right()
        down = 2 * self.margin() + margins.top() + margins.bottom()
        bound = QRect(0, 0, max(1, width - across), 1 << 20)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        return self.fontMetrics().boundingRect(bound, flags, text).height() + down <= height

    def _cut(self, words: str, width: int, height: int) -> str:
        """``words``, or as many of their first words as fit with "…" in a box ``width`` by
        ``height``."""
        return first_words_fitting(words, lambda text: self._fits(text, width, height))


class StatusLine(QLabel):
    """The board's words on what to do now, wrapped. It keeps the height of its tallest text
    until its width changes: a text of one line after one of two moved the whole table up,
    the next moved it down again, and the cards jiggled at every turn. Words given in several
    forms take the longest that fits in ``STATUS_LINES`` lines: a French turn's words, with
    every key and the victory card's warning, took three lines and shrank the table."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        # its least width is not its longest word's: that changed with every move's words and
        # the table's least width with it (320 then 326 px), which moved a lesson's window
        self.setMinimumWidth(1)
        self._width = -1
        self._given: tuple[str, ...] = ("",)
        self._aside = ""
        self._forms: tuple[str, ...] = ("",)

    def setText(self, text: str) -> None:  # type: ignore[override]
        self.set_forms([text])

    def set_forms(self, forms: Sequence[str]) -> None:
        """Show the first of ``forms`` (longest first) that fits in ``STATUS_LINES`` lines at
        the label's width, else the last; the first, whole, in the tooltip when it is not the
        one shown."""
        self._given = tuple(forms) or ("",)
        self._write_forms()

    def set_aside(self, words: str) -> None:
        """Words after the board's, while they hold (``TableBar``'s keys on a bar button);
        dropped before the board's words would be cut."""
        if words != self._aside:
            self._aside = words
            self._write_forms()

    def _write_forms(self) -> None:
        forms = self._given
        if self._aside:
            with_aside = tuple(" ".join(filter(None, (form, self._aside))) for form in forms)
            forms = with_aside + forms
        self._forms = forms
        self._show_form()
        self._keep_tallest()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != self._width:
            # another width wraps the words anew: the form and the tallest are chosen again
            self._width = event.size().width()
            self.setMinimumHeight(0)
            self._show_form()
            self._keep_tallest()

    def _current_width(self) -> int:
        return self.width() if self._width >= 0 else self.sizeHint().width()

    def _lines_high(self) -> int:
        """How high ``STATUS_LINES`` lines of words are."""
        return STATUS_LINES * self.fontMetrics().lineSpacing()

    def _show_form(self) -> None:
        width = self._current_width()
        for form in self._forms:
            super().setText(form)
            # (half a line of slack: a font's leading may round a pixel either way)
            if (
                self.heightForWidth(width)
                < self._lines_high() + self.fontMetrics().lineSpacing() // 2
            ):
                break
        self.setToolTip(self._forms[0] if self.text() != self._forms[0] else "")

    def _keep_tallest(self) -> None:
        """At least ``STATUS_LINES`` lines from the start: a turn's words of two lines after
        the hand-off's one moved the table down under the second person's first look (and
        under the keyboard frame, which waited for the cards to come to rest)."""
        need = max(self.heightForWidth(self._current_width()), self._lines_high())
        if need > self.minimumHeight():
            self.setMinimumHeight(need)


def for_the_table(event: QKeyEvent) -> bool:
    """A key a bar button has no use for and a game may have: a letter, digit or sign typed
    without Ctrl, Alt or Meta (Space and Enter press the button; the arrows and Tab are left
    to the button and the window)."""
    text = event.text()
    held = event.modifiers() & (
        Qt.KeyboardModifier.ControlModifier
        | Qt.KeyboardModifier.AltModifier
        | Qt.KeyboardModifier.MetaModifier
    )
    return len(text) == 1 and text.isprintable() and not text.isspace() and not held


class TableBar(QWidget):
    """``status_label`` and the zoom buttons of ``view``, with a board's own buttons between
    them (``add_button``): every board's bar alike."""

    def __init__(self, view: TableView) -> None:
        super().__init__()
        self._view = view
        self.status_label = StatusLine()
        self.mark = MarkLabel()
        """``TurnMark`` in words, before the line (``set_mark``)."""
        self.flash_note = FlashNote(self.status_label, self, self.mark)
        """A word about the last gesture over the line for a while (``flash``)."""
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(8, 4, 8, 4)
        self._layout.addWidget(self.mark, 0, Qt.AlignmentFlag.AlignVCenter)  # as the words
        self.back_button = QToolButton()
        """Shown by the window while an earlier table is looked at (``TurnMark.PAST``): the
        pointer's way back to the game, as Esc is the keys'. A mouse player found none but
        guessing at History's last row (play tester 213)."""
        self.back_button.setObjectName("backToGame")
        self.back_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.back_button.installEventFilter(self)
        self.back_button.hide()
        self._layout.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self._layout.addWidget(self.status_label, 1)
        view.installEventFilter(self)  # Tab from the table comes to the bar (``_tab_on``)
        self._zoom: list[tuple[QToolButton, str]] = []
        self._own: list[QAbstractButton] = []
        """The board's own buttons (``add_button``)."""
        self._leaving_bar = False
        """The keys are leaving the table or a bar button, this moment (``_enter_by_backtab``)."""
        for slot, name in (
            (view.zoom_out, "out"),
            (view.fit_to_window, "fit"),
            (view.zoom_in, "in"),
        ):
            button = QToolButton()
            button.clicked.connect(slot)
            # reached by Tab, as the board's buttons are (a keyboard player found no zoom but
            # the Ctrl keys, play test); a click leaves the keys with the table
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.installEventFilter(self)
            self._layout.addWidget(button)
            self._zoom.append((button, name))
        self.retranslate()

    def add_button(self, button: QAbstractButton) -> None:
        """A board's own button, before the zoom buttons. Tab reaches it from the table, and
        Esc there (or on a zoom button) gives the keys back to the table: a keyboard player
        whose game keys did nothing on the button found no way back but two more Tabs (play
        test)."""
        self._layout.insertWidget(self._layout.count() - len(self._zoom), button)
        button.installEventFilter(self)
        self._own.append(button)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.FocusIn, QEvent.Type.FocusOut) and watched in self._ring():
            if event.type() == QEvent.Type.FocusOut:
                self._leaving_bar = True
                QTimer.singleShot(0, self._left_bar)
            QTimer.singleShot(0, self, self._say_keys_aside)
        if (
            event.type() == QEvent.Type.FocusIn
            and isinstance(event, QFocusEvent)
            and watched is self._view
            and self._enter_by_backtab(event)
        ):
            return True
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
            and self._tab_on(watched, event.key() == Qt.Key.Key_Tab)
        ):
            return True
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
            and watched is not self._view  # the table's own Esc is the board's
        ):
            self._view.setFocus(Qt.FocusReason.OtherFocusReason)
            self._view.pointer_note.hide()  # a zoom's note on moving the table is done with
            return True
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and isinstance(watched, QAbstractButton)
            and watched in self._ring()
        ):
            # Enter presses the button, as Space does: a tool button took no Enter, and it
            # did nothing and said nothing (play test)
            watched.click()
            return True
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and watched is not self._view
            and watched in self._ring()
            and for_the_table(event)
        ):
            # a game's key on a bar button (1 to draw, R to turn a card) did nothing, and a
            # keyboard player who had tabbed there by mistake thought the game frozen (play
            # test): the keys go back to the table, which takes this one
            self._view.setFocus(Qt.FocusReason.OtherFocusReason)
            copy = QKeyEvent(event.type(), event.key(), event.modifiers(), event.text())
            self._view.key_from_bar = True
            try:
                QApplication.sendEvent(self._view, copy)
            finally:
                self._view.key_from_bar = False
            return True
        return super().eventFilter(watched, event)

    def _ring(self) -> list[QWidget]:
        """What Tab walks in order: the table, the way back to the game while it shows, the
        board's buttons, the zoom buttons."""
        back = [self.back_button] if self.back_button.isVisible() else []
        return [self._view, *back, *self._own, *(button for button, _ in self._zoom)]

    def _left_bar(self) -> None:
        self._leaving_bar = False

    def _say_keys_aside(self) -> None:
        """With the keys on a bar button, the line says how they go back to the table: the
        board's words drop the table's keys there, and a keyboard player tabbed to the zoom
        buttons read only the mouse's ways, with no way back named (play tester 208)."""
        focus = QApplication.focusWidget()
        on_button = (
            self._view.keys_elsewhere  # as the board's words have it
            and focus is not None
            and focus is not self._view
            and focus in self._ring()
        )
        self.status_label.set_aside(
            tr("Space presses the button; Esc gives the keys back to the table.")
            if on_button
            else ""
        )

    def _enter_by_backtab(self, event: QFocusEvent) -> bool:
        """Shift+Tab from outside the bar (a lesson's buttons) comes to its last button, then
        goes back along it to the table: it came to the table, and went on out, and the bar's
        buttons were reached by Tab only (play test). True if the keys went on."""
        if event.reason() != Qt.FocusReason.BacktabFocusReason or self._leaving_bar:
            return False
        last = self._ring()[-1]
        if last is self._view or not last.isVisible() or not last.isEnabled():
            return False
        last.setFocus(Qt.FocusReason.BacktabFocusReason)
        return True

    def _tab_on(self, watched: QObject, forward: bool) -> bool:
        """Tab from the table or a bar button goes along the bar (the table, the board's
        buttons, the zoom buttons) as they stand, whatever the window's chain says: from a
        board's toggle it led back to the table, and the zoom buttons were reached only by
        Shift+Tab (play test). Past either end, the window's chain goes on outside the bar."""
        ring = self._ring()
        if watched not in ring:
            return False
        at = ring.index(watched)  # type: ignore[arg-type]
        step = 1 if forward else -1
        # past the ends, and a Tab sent to a table that has not the keys (a test, an
        # accessibility tool), go by the window's chain
        if at == 0 and not self._view.hasFocus():
            return False
        reason = Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason
        if 0 <= at + step < len(ring):
            ring[at + step].setFocus(reason)
            return True
        # past either end, on to what the window's chain has outside the bar (a lesson's
        # buttons: going back into the bar, the keys went round it and never reached them
        # again, play test); with nothing else, round the bar: from the last zoom button the
        # window's chain went back to a board's toggle, and never to the table (play test)
        outside = self._next_in_chain(watched, forward, ring)
        if outside is None:
            outside = self._view if forward else ring[-1]
        outside.setFocus(reason)
        return True

    @staticmethod
    def _next_in_chain(
        widget: QObject, forward: bool, skipped: Sequence[QWidget]
    ) -> QWidget | None:
        """The widget Tab (``forward``) or Shift+Tab would reach from ``widget`` in its
        window, passing over ``skipped`` (and what gives them the keys: the table's viewport).
        Read from the window's widgets in the order they were made, which is Qt's focus chain
        where no tab order is set (none is, round a table), not by walking that chain: PySide
        makes each widget ``nextInFocusChain()`` returns a child of the one it was asked of,
        so the walk tied the menus' Python objects to the bar's buttons, and a new game,
        deleting the old table, took them along: the next table stopped being drawn (play
        test)."""
        if not isinstance(widget, QWidget):
            return None
        window = widget.window()
        order = [window, *window.findChildren(QWidget)]
        at = next((index for index, member in enumerate(order) if member is widget), None)
        if at is None:
            return None
        step = 1 if forward else -1
        for distance in range(1, len(order)):
            candidate = order[(at + step * distance) % len(order)]
            if (
                candidate.focusPolicy() & Qt.FocusPolicy.TabFocus
                and candidate.isVisible()
                and candidate.isEnabled()
                and candidate.window() is window
                and not any(
                    candidate is member or member.isAncestorOf(candidate) for member in skipped
                )
                and candidate.focusProxy() not in skipped
            ):
                return candidate
        return None

    def retranslate(self) -> None:
        texts = {
            "out": (tr("−"), tr("Zoom out")),
            "fit": (tr("Fit"), tr("Fit the table to the window")),
            "in": (tr("+"), tr("Zoom in")),
        }
        for button, name in self._zoom:
            text, tip = texts[name]
            button.setText(text)
            button.setToolTip(tip)
        self.back_button.setText(tr("Back to the game"))
        self.back_button.setToolTip(tr("The table as the game stands now (Esc)"))

    def changeEvent(self, event: QEvent) -> None:
        """A child widget is told of a new language too (the board's widget holds the bar)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
