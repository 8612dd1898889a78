"""The start screen: every registered game with its emblem, player counts and pitch.

A game whose board is not written yet shows as "coming soon" and cannot be started. The side
column resumes the autosaved game, opens a saved game, and opens the settings.
"""

from __future__ import annotations

import itertools
import math
import zlib
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QVBoxLayout,
    QWidget,
)

from desktop import i18n, paths
from desktop.dialogs.new_game import keep_room
from desktop.dialogs.solo_results import SoloResultsDialog, variant_name
from desktop.focus_frame import FocusFrame
from desktop.i18n import tr_engine
from desktop.solo_records import SoloRecord, bests, own_games, record_text
from desktop.table.palette import table_palette
from desktop.table.text import breakable
from desktop.tutorial.panel import WIDGET_SIZE_MAX
from engine.core.errors import SaveError
from engine.core.game import Game
from engine.core.options import variant_fields
from engine.core.save import read_save

# (petal colour, heart colour, petal count, petal shape) per known game; others are derived
# from their id so that every game has a stable emblem of its own.
EMBLEMS: dict[str, tuple[str, str, int, str]] = {
    "flowers": ("#e86a92", "#f7c948", 5, "round"),
    "petal-plotters": ("#7fb069", "#4e6e3a", 4, "square"),
    "petals": ("#f49cbb", "#ffffff", 8, "pointed"),
    "floral": ("#9b72cf", "#f5d547", 6, "pointed"),
    "wild-flowers": ("#f28f3b", "#7a4419", 12, "thin"),
}
PREFERRED_CARD_WIDTH = 420
MOST_COLUMNS = 3
"""Game cards a row on a wide page (``StartScreen._reflow`` takes fewer where they do not fit)."""
CARD_GAP = 16
"""Pixels between the game cards, across and down."""

LAST_SAVE_NAME_W = 200
"""Pixels the file's name takes at most on the button that opens the last game's own save
(``StartScreen.last_save``), cut in its middle: a long name would widen the side column, and
the game cards would lose their room. The button's tooltip names the whole path."""
SIDE_TEXT_CHARS = 66
"""Average letters the words under Resume take at most in a line, wrapped past it: a long
reason the last game cannot be resumed widened the side column to the 80 letters Qt gives a
wrapped label, and at 1280×800 the game cards fell to one column, the second cut behind a
scroll bar (play tester 183). A game's summary ("Petal Plotters (Partie über drei Runden)
mit Spieler 1, Rosa und Iris") still has its line."""

SIDE_LEAST_CHARS = 30
"""Average letters a line of the words under Resume has at least, beside the game cards: at
1024×768 in English the column was as narrow as "Open saved game…", and the game's summary
ran down it a word or two a line."""

PALETTE = ("#e86a92", "#7fb069", "#9b72cf", "#f28f3b", "#4ea5d9", "#d95d39")


def emblem_style(game_id: str) -> tuple[str, str, int, str]:
    if game_id in EMBLEMS:
        return EMBLEMS[game_id]
    digest = zlib.crc32(game_id.encode())
    shapes = ("round", "pointed", "square", "thin")
    return (PALETTE[digest % len(PALETTE)], "#f7c948", 5 + digest % 5, shapes[digest % 4])


def paint_emblem(painter: QPainter, rect: QRectF, game_id: str, enabled: bool = True) -> None:
    """Our own emblem for a game: a stylised flower on a soft disc (a dark one on a dark
    palette, where a near-white disc glared)."""
    petal, heart, count, shape = emblem_style(game_id)
    discs = {"light": ("#eef3e8", "#e4e4e4"), "dark": ("#34443a", "#3a3a3a")}
    disc = discs["dark" if table_palette().dark else "light"][0 if enabled else 1]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    side = min(rect.width(), rect.height())
    centre = rect.center()
    radius = side / 2
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(disc))
    painter.drawEllipse(centre, radius, radius)
    colour = QColor(petal)
    if not enabled:
        grey = colour.lightness()
        colour = QColor(grey, grey, grey)
    painter.setPen(QPen(colour.darker(130), max(1.0, side / 90)))
    painter.setBrush(QBrush(colour))
    length = radius * 0.72
    width = {"round": 0.42, "pointed": 0.3, "square": 0.5, "thin": 0.14}[shape] * radius
    for index in range(count):
        painter.save()
        painter.translate(centre)
        painter.rotate(360.0 * index / count - 90)
        path = QPainterPath()
        if shape == "square":
            path.addRoundedRect(QRectF(length * 0.18, -width / 2, length * 0.8, width), 4, 4)
        elif shape == "round":
            path.addEllipse(QRectF(length * 0.12, -width / 2, length * 0.88, width))
        else:
            path.moveTo(length * 0.1, 0)
            path.quadTo(QPointF(length * 0.55, -width), QPointF(length, 0))
            path.quadTo(QPointF(length * 0.55, width), QPointF(length * 0.1, 0))
        painter.drawPath(path)
        painter.restore()
    painter.setBrush(QColor(heart) if enabled else QColor("#c8c8c8"))
    painter.setPen(QPen(QColor(heart).darker(140), max(1.0, side / 120)))
    heart_radius = radius * (0.2 if count < 10 else 0.28)
    painter.drawEllipse(centre, heart_radius, heart_radius)
    for index in range(6):  # a few seeds in the heart
        angle = 2 * math.pi * index / 6
        point = centre + QPointF(math.cos(angle), math.sin(angle)) * heart_radius * 0.5
        painter.setBrush(QColor(heart).darker(160))
        painter.drawEllipse(point, heart_radius * 0.12, heart_radius * 0.12)
    painter.restore()


EMBLEM_SIZE = 120
"""Pixels a game card's emblem is across, and high where the page has room."""
EMBLEM_LEAST = 56
"""Pixels high a game card's emblem shrinks to on a short page (``Emblem``)."""


class Emblem(QWidget):
    """A game's flower, drawn in a square as high as the page leaves it
    (``StartScreen._fit_emblems``)."""

    def __init__(self, game_id: str, enabled: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self._enabled = enabled
        self.setFixedSize(QSize(EMBLEM_SIZE, EMBLEM_SIZE))

    def paintEvent(self, event: QPaintEvent) -> None:
        side = min(self.width(), self.height())
        square = QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
        painter = QPainter(self)
        paint_emblem(painter, square.adjusted(4, 4, -4, -4), self.game_id, self._enabled)
        painter.end()


def least_button_width(button: QPushButton) -> int:
    """The width ``button``'s words take whole, in the style's frame and margins, without the
    style's least width of a button with words (Fusion's 80 px): four buttons of 80 px made a
    game card 358 px wide at least, and below a 770 px page the cards stood in one column that
    scrolled, where two had room for their words side by side (play test)."""
    option = QStyleOptionButton()
    button.initStyleOption(option)
    words = option.fontMetrics.size(Qt.TextFlag.TextShowMnemonic, option.text)
    option.text = ""  # (the style widens a button with words, and only one)
    return (
        button.style()
        .sizeFromContents(QStyle.ContentsType.CT_PushButton, option, words, button)
        .width()
    )


FOCUS_RING_W = 2.0
"""Pen width of the ring round a game card and its button that has the keys."""


class GameCard(QFrame):
    """One game: emblem, name, players, pitch, and Play / Tutorial / Rules buttons."""

    deal_chosen = Signal(object)
    """A solo record whose deal is to be played again (``SoloResultsDialog.deal_chosen``)."""

    def __init__(
        self, game: Game[Any, Any], playable: bool, tutorial: bool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.playable = playable
        self.setObjectName(f"card_{game.info.id}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        # as tall as the tallest card of its row, its buttons at the foot: a card with a best
        # solo score grew, and its neighbour's title and buttons stood off line (play test)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(260)
        self.setMaximumWidth(PREFERRED_CARD_WIDTH)
        self.emblem = Emblem(game.info.id, playable)
        self.name = QLabel()
        self.name.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.name.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.name.setFont(font)
        self.players = QLabel()
        self.players.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pitch = QLabel()
        self.pitch.setWordWrap(True)
        self.pitch.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.best = QLabel()
        self.best.setObjectName("best")
        self.best.setWordWrap(True)
        self.best.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.best.setVisible(False)
        self.results = QPushButton()
        self.results.setObjectName("results")
        self.results.setVisible(False)
        if game.info.min_players == 1:
            # the room of the best scores (a line for each variant) and of "All solo
            # results…" kept from the start: the card grew at the first solo result, and its
            # Play button moved down under the pointer (French play test)
            keep_room(self.best, True)
            keep_room(self.results, True)
            variants = 2 ** len(variant_fields(game.options_model))
            self.best.setMinimumHeight(variants * self.best.fontMetrics().lineSpacing())
        self.results.clicked.connect(self.show_results)
        self._records: list[SoloRecord] = []
        """This game's solo records, every variant."""
        self.results_dialog: SoloResultsDialog | None = None
        # the card their parent from the start: shown by ``setVisible`` with none, a button was
        # a window of its own, mapped a moment at the screen's middle as Bouquet started; made
        # in the order Tab takes them (Solo, parented first, came before Play)
        self.play = QPushButton(self)
        self.play.setObjectName("play")
        self.play.setEnabled(playable)
        self.solo = QPushButton(self)
        self.solo.setObjectName("solo")
        # the card says "solo mode", and Play opened New Game at two players (French play
        # test): the solo mode's own way in, at one player
        self.solo.setVisible(playable and game.info.min_players == 1)
        self.tutorial = QPushButton(self)
        self.tutorial.setObjectName("tutorial")
        self.tutorial.setVisible(playable and tutorial)
        self.rules = QPushButton(self)
        self.rules.setObjectName("rules")
        buttons = QHBoxLayout()
        self._buttons = buttons
        buttons.addWidget(self.play)
        buttons.addWidget(self.solo)
        buttons.addWidget(self.tutorial)
        buttons.addWidget(self.rules)
        layout = QVBoxLayout(self)
        layout.addWidget(self.emblem, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.name)
        layout.addWidget(self.players)
        layout.addWidget(self.pitch)
        layout.addWidget(self.best)
        layout.addWidget(self.results, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        layout.addLayout(buttons)
        self.retranslate()
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._focus_changed)

    def _focus_changed(self, old: QWidget | None, now: QWidget | None) -> None:
        if any(widget is not None and self.isAncestorOf(widget) for widget in (old, now)):
            self.update()

    def focused_button(self) -> QPushButton | None:
        """The card's button that has the keys, if one has."""
        focused = QApplication.focusWidget()
        buttons = (self.play, self.solo, self.tutorial, self.rules, self.results)
        return next((button for button in buttons if button is focused), None)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The card whose button has the keys, and that button, ringed in the highlight
        colour: the style's own focus frame, one faint pixel, was hard to find on a large
        screen (play test)."""
        super().paintEvent(event)
        button = self.focused_button()
        if button is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.palette().highlight().color(), FOCUS_RING_W))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = FOCUS_RING_W / 2
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(half, half, -half, -half), 6, 6)
        ring = QRectF(button.geometry()).adjusted(-3, -3, 3, 3)
        painter.drawRoundedRect(ring, 5, 5)

    def roomy_width(self) -> int:
        """The card's width with its buttons at the style's own width (``least_button_width``
        lets them shrink below it): where a row of cards has it beside the side column, the
        column stands there (``StartScreen._arrange``)."""
        margins = self.layout().contentsMargins()
        frame = 2 * self.frameWidth()
        across = self._buttons.sizeHint().width() + margins.left() + margins.right() + frame
        return max(self.minimumWidth(), across)

    def _fit_buttons(self) -> None:
        """Each button as narrow as its words whole (``least_button_width``)."""
        for button in (self.play, self.solo, self.tutorial, self.rules):
            button.setMinimumWidth(least_button_width(button))

    def sizeHint(self) -> QSize:
        """As wide as a pitch reads on two lines, and no wider: on a wide screen a card and
        its buttons stretched to 1200 px; a narrow window still shrinks it."""
        return QSize(PREFERRED_CARD_WIDTH, super().sizeHint().height())

    def retranslate(self) -> None:
        info = self.game.info
        self.name.setText(tr_engine(info.name))
        if info.min_players == info.max_players:
            count = self.tr("{count} players").format(count=info.min_players)
        else:
            count = self.tr("{low}–{high} players").format(
                low=info.min_players, high=info.max_players
            )
        if info.min_players == 1:
            count += " · " + self.tr("solo mode")
        self.players.setText(count)
        self.pitch.setText(tr_engine(info.pitch))
        self.play.setText(self.tr("Play") if self.playable else self.tr("Coming soon"))
        self.solo.setText(self.tr("Solo"))
        self.solo.setToolTip(self.tr("A new game in the solo mode"))
        self.tutorial.setText(self.tr("Lesson"))
        self.rules.setText(self.tr("Rules"))
        self.results.setText(self.tr("Solo results…"))
        self._name_bests()
        self._fit_buttons()

    def set_records(self, records: list[SoloRecord]) -> None:
        """The player's solo games of this game, for a rank chaser: the card names the best of
        each variant and opens the list of all."""
        self._records = [record for record in records if record.game == self.game.info.id]
        self._name_bests()
        self.results.setVisible(bool(self._records))

    def show_results(self) -> None:
        """Every solo result of this game (``SoloResultsDialog``)."""
        dialog = SoloResultsDialog(self.game, self._records, self.window())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda: setattr(self, "results_dialog", None))
        dialog.deal_chosen.connect(self.deal_chosen)
        self.results_dialog = dialog
        dialog.open()

    def _name_bests(self) -> None:
        """The best of each variant of the last solo player's games, named by that player
        where others played too: the card showed the best of everyone who played at this
        computer, a nameless old 30 while Mum played last (play tester 194)."""
        lines = []
        newest = max(self._records, key=lambda record: record.finished, default=None)
        player = newest.player if newest is not None else None
        own = own_games(self._records, player)
        named = player is not None and len(own) < len(self._records)
        best = bests(own, self.game.info.id)
        for record in best:
            if record.variant or len(best) > 1:
                # beside a variant's, the plain line read as the best of all
                names = variant_name(self.game, record.variant)
                line = (
                    self.tr("%3's best solo score (%1): %2")
                    if named
                    else self.tr("Best solo score (%1): %2")
                ).replace("%1", names)
            else:
                line = (
                    self.tr("%3's best solo score: %2") if named else self.tr("Best solo score: %2")
                )
            lines.append(line.replace("%2", record_text(record)).replace("%3", player or ""))
        self.best.setText("\n".join(lines))
        self.best.setVisible(bool(lines))


def last_save_of_autosave() -> Path | None:
    """The file the autosaved game was last saved to or opened from, if it is still there and
    opens: what the start screen offers when the autosave cannot be resumed. The link is kept
    beside the autosave (``paths.autosave_file``), so it outlives the autosave's damage; a
    damaged autosave was kept aside, and the player was left to find the game's own save
    (play tester 123)."""
    tie = paths.autosave_file()
    if tie is None:
        return None
    try:
        read_save(tie.path)
    except SaveError:
        return None
    return tie.path


class StartScreen(QWidget):
    """The first page of the window."""

    play_requested = Signal(str)
    solo_requested = Signal(str)
    """New Game at one player for a game (the card's Solo button)."""
    tutorial_requested = Signal(str)
    rules_requested = Signal(str)
    resume_requested = Signal()
    open_requested = Signal()
    open_file_requested = Signal(object)
    """A save to open (a ``Path``): the last game's own, when its autosave cannot be resumed."""
    deal_requested = Signal(object)
    """A solo record whose deal is to be played again, from a game's solo results."""
    settings_requested = Signal()

    def __init__(
        self,
        games: dict[str, Game[Any, Any]],
        playable: set[str],
        tutorial: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        self.title = QLabel("Bouquet")
        self.title.setObjectName("title")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2.6)
        font.setBold(True)
        self.title.setFont(font)
        self.subtitle = QLabel()
        self.cards: dict[str, GameCard] = {}
        grid_host = QWidget()
        grid = QGridLayout(grid_host)
        grid.setSpacing(CARD_GAP)
        self._grid = grid
        self._columns = MOST_COLUMNS
        for index, (game_id, game) in enumerate(games.items()):
            card = GameCard(game, game_id in playable, tutorial)
            card.play.clicked.connect(lambda _=False, g=game_id: self.play_requested.emit(g))
            card.solo.clicked.connect(lambda _=False, g=game_id: self.solo_requested.emit(g))
            card.tutorial.clicked.connect(
                lambda _=False, g=game_id: self.tutorial_requested.emit(g)
            )
            card.rules.clicked.connect(lambda _=False, g=game_id: self.rules_requested.emit(g))
            card.deal_chosen.connect(self.deal_requested)
            grid.addWidget(card, index // MOST_COLUMNS, index % MOST_COLUMNS)
            self.cards[game_id] = card
        self.empty = QLabel(grid_host)  # in the screen: shown with no parent, it is a window
        self.empty.setVisible(not games)
        grid.addWidget(self.empty, 0, 0)
        grid.setRowStretch(grid.rowCount(), 1)
        grid.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a Tab stop that showed nothing
        scroll.setWidget(grid_host)
        self._scroll = scroll
        scroll.viewport().installEventFilter(self)

        self.resume = QPushButton()
        self.resume.setObjectName("resume")
        self.resume.setMinimumHeight(40)
        self.resume_info = QLabel()
        self.resume_info.setTextFormat(Qt.TextFormat.PlainText)  # names are shown as typed
        self.resume_info.setWordWrap(True)
        self.resume_info.setMaximumWidth(
            self.resume_info.fontMetrics().averageCharWidth() * SIDE_TEXT_CHARS
        )
        self.last_save = QPushButton()
        self.last_save.setObjectName("lastSave")
        self.last_save.setVisible(False)
        self.last_save.clicked.connect(self._open_last_save)
        self._last_save_path: Path | None = None
        self.open = QPushButton()
        self.open.setObjectName("open")
        self.settings = QPushButton()
        self.settings.setObjectName("settings")
        self.resume.clicked.connect(self.resume_requested)
        self.open.clicked.connect(self.open_requested)
        self.settings.clicked.connect(self.settings_requested)
        self._open_and_settings = QWidget()
        self._open_and_settings.setObjectName("openAndSettings")
        """Open and Settings, one over the other wherever the side column stands."""
        pair = QVBoxLayout(self._open_and_settings)
        pair.setContentsMargins(0, 0, 0, 0)
        pair.addWidget(self.open)
        pair.addWidget(self.settings)
        self.side = QWidget()
        self.side.setObjectName("side")
        """Resume, the words under it, the last save, Open and Settings: a column beside the
        game cards, or a band above them where the column would take their room
        (``_arrange``)."""
        self._side_grid = QGridLayout(self.side)
        self._side_grid.setContentsMargins(0, 0, 0, 0)
        self.side_beside = False
        """Whether the side column stands beside the game cards (else a band above them)."""

        body = QHBoxLayout()
        body.addWidget(scroll, 1)  # the side column after it (``_place_side``)
        body.addStretch(0)  # what the cards at their widest leave, at the page's right
        self._body = body
        self._band = QVBoxLayout()
        self._band.setContentsMargins(0, 0, 0, 0)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addLayout(self._band)
        layout.addLayout(body, 1)
        self._resume_text = ""
        self._finished = False
        self._place_side(beside=True)
        FocusFrame(self)
        self.retranslate()

    def _order_tab(self) -> None:
        """Tab goes as the page reads from the first choice (``take_keyboard``), the game to
        resume, as the side column stands (``_place_side``). Beside the cards: to the game
        cards, row by row, each from its top down, then the rest of the side column; Tab went
        from Resume down the side column, and only then to the cards (play tester 178). In
        the band above them: along the band (Open and Settings), then down to the cards; at
        800×600 Tab went from Resume down to the cards, and back up to Open past their end."""
        side: list[QWidget] = [self.resume, self.last_save]
        cards: list[QWidget] = []
        for card in self.cards.values():
            cards += [card.results, card.play, card.solo, card.tutorial, card.rules]
        rest: list[QWidget] = [self.open, self.settings]
        chain = side + (cards + rest if self.side_beside else rest + cards)
        for before, after in itertools.pairwise(chain):
            QWidget.setTabOrder(before, after)

    def set_resume(
        self,
        available: bool,
        description: str = "",
        finished: bool = False,
        last_save: Path | None = None,
    ) -> None:
        """Enable "Resume last game" when an autosave exists; ``description`` says which, a
        part a line (or, when none can be resumed, why). A ``finished`` game is not resumed
        but shown again (its last table and result): the button says so. ``last_save``: the
        game's own save (``last_save_of_autosave``), offered beside the reason its autosave
        cannot be resumed."""
        self.resume.setEnabled(available)
        self._resume_text = description
        self._finished = finished
        self._last_save_path = last_save
        self.last_save.setVisible(last_save is not None)
        shown = "\n".join(breakable(line) for line in description.split("\n"))
        self.resume_info.setText(shown or self.tr("No game to resume."))
        self._name_resume()
        self._name_last_save()
        self._arrange()

    def set_records(self, records: list[SoloRecord]) -> None:
        """The solo records kept (``solo_records``): each game's card names its best."""
        for card in self.cards.values():
            card.set_records(records)

    def take_keyboard(self) -> None:
        """The first choice takes the keys: "Resume last game" when there is one, else the
        first game's Play, its focus frame drawn (``FocusFrame``). Enter pressed Flowers'
        Play, and a keyboard player who meant to resume was asked to save the game first
        (play test). Where it cannot be resumed, the game's own save is offered first."""
        plays = [card.play for card in self.cards.values() if card.play.isEnabled()]
        offered = [self.last_save] if self._last_save_path is not None else []
        target = self.resume if self.resume.isEnabled() else next(iter(offered + plays), None)
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def _name_resume(self) -> None:
        if self._finished:
            self.resume.setText(self.tr("Show last game"))
        else:
            self.resume.setText(self.tr("Resume last game"))

    def _name_last_save(self) -> None:
        path = self._last_save_path
        if path is None:
            return
        metrics = self.last_save.fontMetrics()
        name = metrics.elidedText(path.name, Qt.TextElideMode.ElideMiddle, LAST_SAVE_NAME_W)
        # the name on a line of its own: in one line with the words ("„solo1.bouquet“
        # öffnen, der letzte Spielstand dieses Spiels") the side column took a third of the
        # page from the game cards
        text = self.tr("Open the game's last save") + "\n" + i18n.file_name_text(Path(name))
        self.last_save.setText(text.replace("&", "&&"))  # a name's "&" is no access key
        self.last_save.setToolTip(i18n.not_markup(str(path)))

    def _open_last_save(self) -> None:
        if self._last_save_path is not None:
            self.open_file_requested.emit(self._last_save_path)

    def retranslate(self) -> None:
        self.subtitle.setText(self.tr("Flower card games on one table. Choose a game:"))
        self.empty.setText(self.tr("No game is installed."))
        self._name_resume()
        self._name_last_save()
        self.open.setText(self.tr("Open saved game…"))
        self.settings.setText(self.tr("Settings…"))
        if not self._resume_text:
            self.resume_info.setText(self.tr("No game to resume."))
        for card in self.cards.values():
            card.retranslate()
        self._arrange()
        self._fit_emblems()  # the cards' words, as high as they are in this language

    def _side_least_width(self) -> int:
        """The side column's narrowest: its widest button whole, and ``SIDE_LEAST_CHARS``
        letters a line of the words under Resume."""
        buttons = [self.resume, self.open, self.settings]
        if self._last_save_path is not None:
            buttons.append(self.last_save)
        words = self.resume_info.fontMetrics().averageCharWidth() * SIDE_LEAST_CHARS
        return max(words, *(button.sizeHint().width() for button in buttons))

    def _side_wanted_width(self) -> int:
        """The side column's width where the cards leave it room: the words under Resume a
        line each, up to ``SIDE_TEXT_CHARS`` letters."""
        metrics = self.resume_info.fontMetrics()
        longest = max(
            metrics.horizontalAdvance(line) for line in self.resume_info.text().split("\n")
        )
        return max(self._side_least_width(), min(longest, self.resume_info.maximumWidth()))

    def _arrange(self) -> None:
        """The side column beside the game cards where a row of them (``MOST_COLUMNS`` at most)
        still fits beside it, their buttons at the style's width (``GameCard.roomy_width``),
        as wide as the cards at their widest leave it
        and no wider than its words need; else a band above the cards. At 1024×768 in German,
        the words of a game to resume ("Petal Plotters (Partie über drei Runden) mit Jörg,
        Rosa, Iris und Margarete") widened the column to 40 % of the page: the two game cards
        fell to one scrolling column, the second's buttons cut at the page's foot, a wide
        empty gap between them and the column (play tester 190)."""
        cards = list(self.cards.values())
        margins = self.layout().contentsMargins()
        room = self.width() - margins.left() - margins.right()
        spacing = self._body.spacing()
        grid = self._grid.contentsMargins()
        bar = self._scroll.verticalScrollBar().sizeHint().width()
        count = max(1, min(len(cards), MOST_COLUMNS))
        roomy = max((card.roomy_width() for card in cards), default=0)

        def row(card_width: int) -> int:
            """The scroll area's width for a row of cards ``card_width`` wide, a scroll bar
            beside them: one shown later would take a column away (``_reflow``)."""
            gaps = (count - 1) * CARD_GAP
            return grid.left() + grid.right() + count * card_width + gaps + bar

        widest_row = row(PREFERRED_CARD_WIDTH) if cards else WIDGET_SIZE_MAX
        self._scroll.setMaximumWidth(widest_row)
        least = self._side_least_width()
        beside = row(roomy) + spacing + least <= room
        if beside != self.side_beside:
            self._place_side(beside)
        if beside:
            left = room - spacing - min(widest_row, room)
            self.side.setFixedWidth(max(least, min(self._side_wanted_width(), left)))
        else:
            self.side.setMinimumWidth(0)
            self.side.setMaximumWidth(WIDGET_SIZE_MAX)

    def _place_side(self, beside: bool) -> None:
        """The side column's buttons and words down a column beside the cards, or across a
        band above them: Resume and the last save, the words, then Open and Settings."""
        side = self._side_grid
        for widget in (self.resume, self.resume_info, self.last_save, self._open_and_settings):
            side.removeWidget(widget)
        for index in range(side.rowCount()):
            side.setRowStretch(index, 0)
            side.setRowMinimumHeight(index, 0)
        for index in range(side.columnCount()):
            side.setColumnStretch(index, 0)
        (self._band if beside else self._body).removeWidget(self.side)
        top = Qt.AlignmentFlag.AlignTop
        if beside:
            self._body.insertWidget(1, self.side)
            side.addWidget(self.resume, 0, 0)
            side.addWidget(self.resume_info, 1, 0)
            side.addWidget(self.last_save, 2, 0)
            side.setRowMinimumHeight(3, 6)  # Open and Settings set apart from the last game
            side.addWidget(self._open_and_settings, 4, 0)
            side.setRowStretch(5, 1)
        else:
            self._band.addWidget(self.side)
            side.addWidget(self.resume, 0, 0, top)
            side.addWidget(self.last_save, 1, 0, top)
            side.addWidget(self.resume_info, 0, 1, 2, 1, top)
            side.addWidget(self._open_and_settings, 0, 2, 2, 1, top)
            side.setColumnStretch(1, 1)
        self.side_beside = beside
        self._order_tab()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The side column placed for the page's new width, before the cards reflow."""
        self._arrange()
        super().resizeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._scroll.viewport() and event.type() == QEvent.Type.Resize:
            self._reflow(self._scroll.viewport().width())
            self._fit_emblems()
        return super().eventFilter(watched, event)

    def _fit_emblems(self) -> None:
        """The game cards' emblems as high as lets the cards stand whole in the page's height,
        ``EMBLEM_LEAST`` at least: at 1280×720 at 125 % scaling, a solo record shown, the
        cards' buttons were cut at the page's foot behind a scroll bar (play tester 199)."""
        host, viewport = self._scroll.widget(), self._scroll.viewport()
        emblems = [card.emblem for card in self.cards.values()]
        if not emblems:
            return
        layout = host.layout()
        assert layout is not None
        for card in self.cards.values():
            card.emblem.setFixedHeight(EMBLEM_SIZE)
            card.layout().invalidate()  # its hints as they are now, not as last cached
            card.updateGeometry()
        layout.invalidate()
        needed = layout.totalHeightForWidth(viewport.width())  # the pitches' words wrap
        rows = -(-len(emblems) // self._columns)
        over = -(-max(0, needed - viewport.height()) // rows)
        for emblem in emblems:
            emblem.setFixedHeight(max(EMBLEM_LEAST, EMBLEM_SIZE - over))
        # the scroll area sizes the cards' page again (as it does when made resizable)
        QCoreApplication.postEvent(self._scroll, QEvent(QEvent.Type.LayoutRequest))

    def _reflow(self, width: int) -> None:
        """As many game cards a row as fit ``width``, three at most: in a narrow window the
        second card was cut at the page's right edge, over a scroll bar (play test)."""
        cards = list(self.cards.values())
        if not cards:
            return
        margins = self._grid.contentsMargins()
        room = width - margins.left() - margins.right()
        widest = max(max(card.minimumWidth(), card.minimumSizeHint().width()) for card in cards)
        columns = max(1, min(MOST_COLUMNS, (room + CARD_GAP) // (widest + CARD_GAP)))
        if columns == self._columns:
            return
        self._columns = columns
        for card in cards:
            self._grid.removeWidget(card)
        for index, card in enumerate(cards):
            self._grid.addWidget(card, index // columns, index % columns)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter presses the focused button, as Space does (outside a dialog a button takes
        only Space, and a keyboard player's Enter did nothing here)."""
        focused = QApplication.focusWidget()
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and isinstance(focused, QPushButton) and self.isAncestorOf(focused):
            if focused.isEnabled():
                focused.click()
            return
        super().keyPressEvent(event)
