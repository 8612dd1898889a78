"""The hot-seat hand-off screen.

When two or more people share one screen and the game has private information (hands,
``GameInfo.private_information``), the table is covered between their turns, so the next
player's hand is drawn only after they say they are at the screen. The window decides when to
show it (:func:`needs_handoff`); the screen itself only asks.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.history import News
from desktop.i18n import elide
from desktop.press_guard import GuardedButton, GuardWait
from desktop.table.bar import STATUS_LINES, FlashNote, MarkLabel, TurnMark
from desktop.table.text import TEXT_SLACK, breakable, fit_name

FELT = QColor("#2f4a3a")
"""The screen's colour in either palette: a cloth over the table, not the window's grey."""
WORDS = QColor("#f4f1e8")
BUTTON_WORDS = QColor("#23301f")
FOCUS_RING = QColor("#ffd166")
"""Drawn round the focused button with a strip of felt between them, 6.7:1 on the felt: the
style's focus was a thin blue line (1.8:1 on the felt in the light palette), and the default
button showed it with or without the focus."""
BUTTON_RADIUS = 5
RING_WIDTH = 3
RING_GAP = 3
FELT_BAND = 24
"""The least felt kept above the title and below the button when the moves fill the page."""
NEWS_GAP = 12
BUTTON_GAP = 24
"""The room above the moves, and between them and the button."""
COVERED_SAID_MS = 4000
"""How long a key for the covered table is told it waits for the screen to be passed."""
BUTTON_PADDING = 2 * 22 + 2 * 1 + 8
"""A button's room round its words: the style's padding and border, and some slack."""
MESSAGE_LEAST = 240
"""The least width the reveal bar keeps for its message beside its button."""


class NewsLabel(QLabel):
    """The moves since the next player's last: as many as the page has room for (the screen
    fits them on each resize), so its lines never set how small the window may be."""

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), 0)


def name_button(button: QPushButton, template: str, name: str, width: int) -> None:
    """``button`` says ``template`` with ``{name}`` in it, the name cut to fit ``width`` (the
    whole words as its tooltip): a name of forty letters made the button, and with it the
    window, wider than the screen (play test)."""
    room = width - BUTTON_PADDING
    text, whole = fit_name(template.replace("{name}", "%1"), name, button.font(), room)
    button.setText(elide(text))  # "au Joueur 2", not "à Joueur 2" (``elide``)
    button.setToolTip(elide(whole))


def key_name(key: Qt.Key) -> str:
    """``key`` as the platform names it in its menus ("Enter", "Space"; translated by Qt)."""
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def needs_handoff(shared: bool, next_human: int | None, shown_to: int | None) -> bool:
    """Cover the table when a different person than the one who last saw it must play next, on
    a screen ``shared`` by several people who keep cards from each other
    (``SessionController.screen_shared_with_secrets``)."""
    return shared and next_human is not None and shown_to is not None and next_human != shown_to


class HandoffScreen(QWidget):
    """An opaque page that hides the table: "Pass the screen to <name>" and a button."""

    confirmed = Signal(int)
    """The seat that said "I am <name>"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handoff")
        self.setAutoFillBackground(True)
        # the button is drawn for the felt, as the words are, whatever the palette: the dark
        # palette's grey button was 1.2:1 on it
        self.setStyleSheet(
            f"QLabel {{ color: {WORDS.name()}; }}"
            f" QPushButton#handoffButton {{ color: {BUTTON_WORDS.name()};"
            f" background: {WORDS.name()}; border: 1px solid {WORDS.darker(125).name()};"
            f" border-radius: {BUTTON_RADIUS}px; padding: 8px 22px; }}"
            f" QPushButton#handoffButton:hover {{ background: {WORDS.lighter(104).name()}; }}"
            f" QPushButton#handoffButton:pressed {{ background: {WORDS.darker(112).name()}; }}"
        )
        self._seat: int | None = None
        self._name = ""
        self._waiting = False
        """A computer seat plays while nobody has the screen yet (``wait_for``)."""
        self.title = QLabel()
        self.title.setObjectName("handoffTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # a name is shown as typed
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # the words wrap, and a name too wide for a line is cut (``_write_names``): they never
        # set how narrow the window may be
        self.title.setWordWrap(True)
        self.title.setMinimumWidth(1)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.task = QLabel()
        self.task.setObjectName("handoffTask")
        self.task.setTextFormat(Qt.TextFormat.PlainText)
        self.task.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.task.setWordWrap(True)
        bold = self.task.font()
        bold.setPointSizeF(bold.pointSizeF() * 1.3)
        bold.setBold(True)
        self.task.setFont(bold)
        self._task = ""
        self._note = ""
        self.hint = QLabel()
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.news = NewsLabel()
        self.news.setObjectName("handoffNews")
        self.news.setTextFormat(Qt.TextFormat.PlainText)
        self.news.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.news.setWordWrap(True)
        self._news = News()
        self.button = GuardedButton(passing=True)
        self.button.setObjectName("handoffButton")
        self.button.setDefault(True)
        self.button.setMinimumHeight(44)
        self.button.setMinimumWidth(1)
        self.button.accepted.connect(self._confirm)
        self.button.refused.connect(self._say_wait)
        self.button.installEventFilter(self)
        self.wait_word = QLabel()
        """Under the button, the keys that take it ("Keys: Enter or Space when Ben is
        ready": the screen never said a key would do), and while a key pressed too soon
        waits, that it is ready in a moment: nothing said, a player pressed again (play
        tester 144). As high as the keys' words need (``_write_names``), whichever it says,
        so the button never moves."""
        self.wait_word.setObjectName("handoffWait")
        self.wait_word.setTextFormat(Qt.TextFormat.PlainText)  # a name is shown as typed
        self.wait_word.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.wait_word.setWordWrap(True)  # a long name or language sets no least width
        self.wait_word.setMinimumWidth(1)
        clear = RING_GAP + RING_WIDTH + 4  # of the button's focus ring
        self.wait_word.setContentsMargins(0, clear, 0, 0)
        self.wait_word.setMinimumHeight(self.wait_word.fontMetrics().height() + clear)
        self._keys_words = ""
        self._wait_over = GuardWait(self.button.key_guard, self)
        self._wait_over.over.connect(self._say_keys)
        self._covered_said = QTimer(self)
        """How long a key for the covered table is answered (``say_covered``)."""
        self._covered_said.setSingleShot(True)
        self._covered_said.timeout.connect(self._say_keys)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.task)
        layout.addWidget(self.hint)
        layout.addSpacing(NEWS_GAP)
        layout.addWidget(self.news)
        layout.addSpacing(BUTTON_GAP)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.wait_word)
        layout.addStretch(3)
        self.retranslate()

    @property
    def seat(self) -> int | None:
        return self._seat

    def ask(self, seat: int, name: str, news: News, task: str = "", note: str = "") -> None:
        """Show the screen for ``seat`` (the player who must take the screen next), with the
        moves made since their last one ("Ann: Use the ability of Katydid"), so that they know
        why the screen comes to them; before their first move, the moves made so far.
        ``task``: what they are asked for when it is not a turn of their own ("Ann to pass a
        card", for another's ability), said under the name: only the status bar said it, and
        a player expecting their turn was surprised at the table (play test). ``note``: what
        the last move brought the one leaving the screen, unseen yet (``GameBoard.handoff_note``),
        under the words about the hidden table."""
        self._seat = seat
        self._name = name
        self._news = news
        self._task = task
        self._note = note
        self._waiting = False
        self._wait_over.stop()
        self.retranslate()
        self.button.offer()

    def _say_wait(self) -> None:
        self.wait_word.setText(self.tr("Not taken yet: press again in a moment."))
        self._wait_over.start()

    def _say_keys(self) -> None:
        """The keys that take the button, unless a key pressed too soon is being answered."""
        if not self._wait_over.waiting():
            self.wait_word.setText(self._keys_words)

    def say_covered(self) -> None:
        """A letter for the table (C for the deal's cards, D for the discard pile) says the
        table is covered, as H's hint does: it did nothing and said nothing (play tester
        221). It is said under the button, in the keys' place, until they are said again."""
        self.wait_word.setText(
            self.tr("The table is covered: its keys work once %1 has the screen.").replace(
                "%1", self._name
            )
        )
        self._covered_said.start(COVERED_SAID_MS)

    def retell(self, news: News, task: str = "", note: str = "") -> None:
        """The same moves, task and note, told again (in another language)."""
        self._news = news
        self._task = task
        self._note = note
        self.retranslate()

    def wait_for(self, name: str) -> None:
        """Keep the table hidden while computer seat ``name`` plays and nobody has taken the
        screen yet (a new or reopened game, or a deal's results just read together): whoever
        is at it may be any of the people. The screen asks for the next person when their
        turn comes."""
        self._seat = None
        self._name = name
        self._news = News()
        self._task = ""
        self._note = ""
        self._waiting = True
        self._wait_over.stop()
        self.retranslate()

    def words_area(self) -> QRect:
        """Where the screen's words and its button lie, in global coordinates: a tooltip keeps
        off them (``MainWindow._show_toolbar_tip``). The words as drawn, centred in their
        lines: a tip left of a short title, clear of it, was not moved."""
        area = self.button.geometry() if self.button.isVisible() else QRect()
        for label in (self.title, self.task, self.hint, self.news, self.wait_word):
            if label.isVisible() and label.text():
                flags = int(label.alignment()) | int(Qt.TextFlag.TextWordWrap)
                drawn = label.fontMetrics().boundingRect(label.contentsRect(), flags, label.text())
                area = area.united(drawn.translated(label.pos()))
        return QRect(self.mapToGlobal(area.topLeft()), area.size())

    def _confirm(self) -> None:
        if self._seat is not None:
            self.confirmed.emit(self._seat)

    def retranslate(self) -> None:
        hidden = self.tr("The table is hidden so that nobody sees another player's cards.")
        # the note is for the one leaving the screen after the move: come back after an Undo
        # (``taken_back``), the screen said "you will see yours on your turn" to a player who
        # had played with the new hand since (play tester, session 57)
        note = "" if self._news.taken_back else self._note
        self.hint.setText("\n".join(line for line in (hidden, note) if line))
        self.button.setVisible(not self._waiting)
        self.task.setText(breakable(self._task))  # a long name sets no least width
        self.task.setVisible(bool(self._task))
        if self._waiting:
            self.news.setText(self.tr("The screen is passed when it is a person's turn."))
        self._write_names()
        self._write_news()

    def _write_names(self) -> None:
        """The title and the button, with the next player's name cut where it would not fit
        the page's width (a name of forty letters set the window's least width past the
        screen's, play test); the whole name is in their tooltips."""
        margins = self.layout().contentsMargins()
        width = max(1, self.width() - margins.left() - margins.right())
        metrics = QFontMetricsF(self.title.font())
        name = metrics.elidedText(self._name, Qt.TextElideMode.ElideRight, width - TEXT_SLACK)
        if self._waiting:
            self.title.setText(self.tr("{name} is playing…").format(name=name))
            self._keys_words = ""
        else:
            self.title.setText(elide(self.tr("Pass the screen to {name}").format(name=name)))
            name_button(self.button, self.tr("I am {name}, show my cards"), self._name, width)
            # the keys a focused button takes (``GuardedButton``): Return too, as Enter
            keys = self.tr("Keys: {enter} or {space} when {name} is ready").format(
                enter=key_name(Qt.Key.Key_Enter), space=key_name(Qt.Key.Key_Space), name=self._name
            )
            self._keys_words = breakable(keys)
        self.title.setToolTip(self._name if name != self._name else "")
        self._say_keys()
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        metrics = self.wait_word.fontMetrics()
        keys_high = metrics.boundingRect(
            QRect(0, 0, width, 10**6), flags, self._keys_words
        ).height()
        self.wait_word.setMinimumHeight(
            max(keys_high, metrics.height()) + self.wait_word.contentsMargins().top()
        )

    def _write_news(self) -> None:
        """The moves since the next player's last, then those taken back, as they came (the
        moves taken back were played after the others: listed first, they read as if they had
        come before, play test). The oldest moves since are left out ("…") while they
        overflow the page: the screen listed ten at most and cut a five-player round short
        with the page half empty."""
        if self._waiting:
            return
        news = self._news
        taken_back = (news.taken_back_heading(), *news.taken_back) if news.taken_back else ()
        kept = (news.kept_heading(), *news.kept) if news.kept else ()
        moves = [move for move in news.moves if move != "…"]
        left_out = len(moves) < len(news.moves)
        layout = self.layout()
        margins = layout.contentsMargins()
        width = max(1, self.width() - margins.left() - margins.right())
        room = self.height() - (
            margins.top()
            + margins.bottom()
            + 2 * FELT_BAND
            + self.title.sizeHint().height()
            + (self.task.heightForWidth(width) + layout.spacing() if self._task else 0)
            + self.hint.heightForWidth(width)
            + self.button.sizeHint().height()
            + self.wait_word.minimumHeight()
            + NEWS_GAP
            + BUTTON_GAP
            + 5 * layout.spacing()
        )
        metrics = QFontMetricsF(self.news.font())

        def text() -> str:
            told = (news.heading(self._name), *(["…"] if left_out else []), *moves) if moves else ()
            return "\n\n".join("\n".join(part) for part in (told, kept, taken_back) if part)

        def height() -> float:
            flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignHCenter)
            return metrics.boundingRect(QRectF(0, 0, width, 1e6), flags, text()).height()

        while len(moves) > 1 and height() > room:
            moves.pop(0)
            left_out = True
        self.news.setText(breakable(text()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._write_names()
        self._write_news()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.button and event.type() in (
            QEvent.Type.FocusIn,
            QEvent.Type.FocusOut,
            QEvent.Type.Move,
            QEvent.Type.Resize,
        ):
            # the focus ring is drawn here, round the button: where it was, it is wiped (a
            # longer text above moved the button down and left a ring across its last line)
            self.update()
        return super().eventFilter(watched, event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), FELT)
        if self.button.isVisible() and self.button.hasFocus():
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(FOCUS_RING, RING_WIDTH))
            outset = RING_GAP + RING_WIDTH / 2
            ring = QRectF(self.button.geometry()).adjusted(-outset, -outset, outset, outset)
            painter.drawRoundedRect(ring, BUTTON_RADIUS + outset, BUTTON_RADIUS + outset)
        painter.end()
        super().paintEvent(event)


class RevealPause(QFrame):
    """A bar over the table after a move that showed its mover a hidden card (a look), or
    brought another person their last card, when the screen must pass to someone else next:
    they see what they were shown before the hand-off covers the table, as a player at a
    real table looks before passing on. It lies over the top of its parent, where the
    table's own bar is, rather than above the table: there, it pushed the table down, which
    was laid out anew, every card moving under the look (play test)."""

    passed = Signal()
    """The mover has looked and passes the screen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("revealPause")
        self.setFrameShape(QFrame.Shape.NoFrame)  # as high as the bar it lies over
        self._name: str | None = ""
        self._received = False
        self._card: str | None = None
        self.mark = MarkLabel()
        self.message = QLabel()
        self.message.setWordWrap(True)
        # as high as the table's line it replaces: a word laid over it (``flash_note``) has
        # the lines it has there
        self.message.setMinimumHeight(STATUS_LINES * self.message.fontMetrics().lineSpacing())
        self.flash_note = FlashNote(self.message, self, self.mark)
        """A word about the last gesture, over the words (``MainWindow._flash_on_table``)."""
        self.button = GuardedButton()
        self.button.setObjectName("revealPauseButton")
        self.button.setMinimumWidth(1)
        self.button.setDefault(True)
        self.button.accepted.connect(self.passed)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 3, 12, 3)
        layout.addWidget(self.mark, 0, Qt.AlignmentFlag.AlignVCenter)  # as the words
        layout.addWidget(self.message, 1)
        layout.addWidget(self.button)
        # the button right after the words, the room left over after it: on a wide screen it
        # stood 2000 pixels from the words it belongs to (play test)
        layout.addStretch(0)  # what the words, as wide as they need, leave
        # the one at the screen has a job, as on their turn: look, then press the button (the
        # bar, which replaces the table's marked line, had no mark, play tester 124)
        self.mark.set_mark(TurnMark.ACT)
        self.setAutoFillBackground(True)  # over the table's bar, whose words it replaces
        self.setVisible(False)
        if parent is not None:
            parent.installEventFilter(self)
        self.retranslate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Resize:
            self._lie_over_the_top()
        return False

    def _lie_over_the_top(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        width = parent.width()
        # as high as its words need at that width (its size hint, a wrapped label's, was for
        # three lines)
        high = self.heightForWidth(width) if self.hasHeightForWidth() else -1
        self.setGeometry(0, 0, width, high if high > 0 else self.sizeHint().height())
        self.raise_()

    def ask(self, next_name: str | None, received: bool = False, card: str | None = None) -> None:
        """Show the bar; its button passes the screen to ``next_name`` (None: a computer plays
        next, the screen stays, and the button says the look is done). ``received``: the
        card shown came by another's move (a pass brought the person's last card). ``card``:
        the card shown, in the board's words (``GameBoard.shown_card``): "a hidden card" left
        a player who held two cards alike asking which one the exchange had brought (play
        test)."""
        self._name = next_name
        self._received = received
        self._card = card
        self.retranslate()
        self.setVisible(True)
        self._lie_over_the_top()
        self.button.offer()

    def retranslate(self) -> None:
        if self._received:
            # "only you see it" of a card its passer knows: a player took it for a secret
            # the other could steer the total against (play test)
            said = self.tr(
                "The pass brought you your last card, now your victory card: only you and the"
                " player who passed it know it. Take a look."
            )
        elif self._card:
            # not "only you see it": a card its owner placed, or another looked at, is known
            # to them too (play test); not "showed you" either, nor French "Regardez bien":
            # "Your move showed you Sunbird, now in your hand. Take a look." read oddly of a
            # card an exchange brought into one's own hand (play tester, session 55): what to
            # do and why, then the card with where it lies
            if self._name is None:
                said = self.tr("Look before play goes on: %1.")
            else:
                said = self.tr("Look before you pass the screen on: %1.")
            said = said.replace("%1", self._card)
        elif self._name is None:
            said = self.tr("Your move showed you a hidden card: look at it before play goes on.")
        else:
            said = self.tr(
                "Your move showed you a hidden card: look at it before you pass the screen on."
            )
        self.message.setText(said)
        # no wider than its words on one line, so that the rest of the bar goes after the
        # button; a narrower bar still wraps them
        metrics = self.message.fontMetrics()
        self.message.setMaximumWidth(
            metrics.horizontalAdvance(said) + 2 * metrics.averageCharWidth()
        )
        self._write_button()

    def _write_button(self) -> None:
        """The button's words, the name cut where the message would have less than its
        least room (``name_button``)."""
        if self._name is None:
            self.button.setText(self.tr("Done looking"))
            self.button.setToolTip("")
            return
        template = self.tr("Pass the screen to {name}")
        name_button(self.button, template, self._name, max(1, self.width() - MESSAGE_LEAST))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._write_button()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
