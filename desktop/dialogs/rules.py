"""The rules reader (F1): our own summary of a game's rules in the app's language, rendered as
Markdown (``paths.rules_path`` finds the page, English where no translation exists).

A page may hold a line ``<!-- pictures: cards -->``, which GitHub does not show: the reader puts
there the pictures the game's desktop package offers (``desktop.games.rules_pictures``), drawn
by the code that draws the table, so a player sees the cards the page talks about."""

from __future__ import annotations

import itertools
import re
import unicodedata
from dataclasses import dataclass

from PySide6.QtCore import (
    QEvent,
    QLocale,
    QMargins,
    QModelIndex,
    QObject,
    QPoint,
    QPointF,
    QRectF,
    QRegularExpression,
    QSignalBlocker,
    QSize,
    QSizeF,
    Qt,
    QTimer,
    QUrl,
)
from PySide6.QtGui import (
    QImage,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPixmap,
    QShortcut,
    QShowEvent,
    QTextBlock,
    QTextBlockFormat,
    QTextCursor,
    QTextDocument,
    QTextImageFormat,
    QTextLength,
    QTextOption,
    QTextTable,
    QTextTableFormat,
)
from PySide6.QtWidgets import (
    QAbstractSlider,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop import paths
from desktop.access_keys import give_access_keys, with_buddy
from desktop.focus_frame import FocusFrame, SheetFollowsPalette
from desktop.games import RulesPicture, rules_pictures
from desktop.screen_fit import fitted_size
from desktop.table.palette import table_palette

CONTENTS_WIDTH = 190
"""The width of the page's contents beside the text: its longest heading ("Quelle carte de
victoire gagne, et combien de fois") in two lines."""
READER_SIZE = QSize(720 + CONTENTS_WIDTH, 760)
"""The size the reader wants: a page of text with its tables, its contents beside it, on a
screen large enough."""
SUBSECTION_INDENT = 14
"""How far the contents set a subsection (###) in from its section."""
SECTION_GAP = 4
"""Pixels of room a line of the contents adds below its words: lines set tight were hard to
tell apart and to hit with the mouse."""
PICTURE_MARK = re.compile(r"^<!-- pictures: ([a-z]+) -->$", re.MULTILINE)
"""A page's line that the game's pictures of that name replace."""
PLACE_MARK = "\u2063"
"""Brackets a gallery's name in the paragraph that holds its place until the pictures come (an
invisible separator, which no page writes)."""
PICTURE_WIDTH = 116
"""A gallery picture's width in logical pixels: about a card on the table at zoom 1, large
enough to tell the cards apart, small enough for five in a row in the reader's own width."""
CELL_PADDING = 3
CELL_SPACING = 6
CELL_WIDTH = PICTURE_WIDTH + 2 * CELL_PADDING + CELL_SPACING
"""A gallery column's width: Qt counts a cell's padding and spacing in it."""
PICTURE_SCHEME = "bouquet-picture"
"""The scheme of the addresses under which the document keeps the pictures."""


def place_holder(name: str) -> str:
    """The text of the paragraph that holds gallery ``name``'s place."""
    return PLACE_MARK + name + PLACE_MARK


def app_language() -> str:
    """The language the app runs in, as ``fr``: ``i18n.install`` sets Qt's default locale
    together with the translators, so the page follows the menus."""
    return QLocale().name().split("_")[0]


def key_text(key: QKeySequence.StandardKey) -> str:
    """A standard shortcut as this system writes it (F3 here, ⌘G on a Mac)."""
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def picture_size(picture: RulesPicture) -> QSize:
    """A picture's size on the page, in logical pixels."""
    return QSize(PICTURE_WIDTH, round(PICTURE_WIDTH * picture.aspect))


def picture_pixmap(picture: RulesPicture, pixel_ratio: float) -> QPixmap:
    """The picture at ``picture_size``, painted with ``pixel_ratio`` device pixels to each
    logical one, so that a HiDPI screen shows it sharp."""
    size = picture_size(picture).toSizeF()
    image = QImage((size * pixel_ratio).toSize(), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(pixel_ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    # a pixel of room all round, for the half of the card's outline that lies outside it
    picture.paint(painter, QRectF(QPointF(1, 1), size - QSizeF(2, 2)))
    painter.end()
    return QPixmap.fromImage(image)


@dataclass
class Gallery:
    """The pictures of one marked line, laid out as a table of ``columns`` columns."""

    pictures: list[tuple[QTextImageFormat, str]]
    """Each picture's image (kept by the document under its address) and its caption."""
    table: QTextTable
    columns: int


APOSTROPHES = "'’‘ʼ"
SPACES = " \u00a0\u202f\t"
LETTER_VARIANTS = {
    "a": "aàâäáãå",
    "c": "cç",
    "e": "eéèêë",
    "i": "iîïíì",
    "n": "nñ",
    "o": "oôöóòõ",
    "u": "uùûüú",
    "y": "yÿý",
}


def loose_pattern(words: str) -> QRegularExpression:
    """What the find field's ``words`` match in the rules: any apostrophe for another (a
    French keyboard types ', the French rules write ’: "variante d'été" was not found, play
    test), a letter with or without its accents ("ete" finds "été"), any space for another
    (the rules keep words together with no-break spaces), in any case."""
    parts = []
    for character in words:
        base = unicodedata.normalize("NFD", character.lower())[:1]
        if character in APOSTROPHES:
            parts.append("[" + APOSTROPHES + "]")
        elif character in SPACES:
            parts.append("[" + re.escape(SPACES) + "]+")
        elif base in LETTER_VARIANTS:
            parts.append("[" + LETTER_VARIANTS[base] + "]")
        else:
            parts.append(re.escape(character))
    return QRegularExpression(
        "".join(parts), QRegularExpression.PatternOption.CaseInsensitiveOption
    )


FRAMED_WHEN_FOCUSED = (
    "#rulesText, #rulesContents { border: 1px solid palette(mid); }"
    " #rulesText:focus, #rulesContents:focus { border: 2px solid palette(highlight); }"
)
"""The text and the contents show when they have the keys, as the find field does: a keyboard
player saw no mark of where the keys were, on the text or on Close (play test)."""
HEADING_LEVEL = Qt.ItemDataRole.UserRole
"""A line of the contents holds its heading's level: 1 for the page's title, 2 for a section."""


def headings(document: QTextDocument) -> list[QTextBlock]:
    """The headings of a page, in its order: the lines of its contents."""
    found = []
    block = document.begin()
    while block.isValid():
        if block.blockFormat().headingLevel() > 0:
            found.append(block)
        block = block.next()
    return found


class SectionIndent(QStyledItemDelegate):
    """Sets a subsection in under its section in the contents, its wrapped words too."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        super().paint(painter, self._indented(option, index), index)

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:
        size = super().sizeHint(self._indented(option, index), index)
        return size.grownBy(QMargins(0, 0, 0, SECTION_GAP))

    @staticmethod
    def _indented(option: QStyleOptionViewItem, index: QModelIndex) -> QStyleOptionViewItem:
        indented = QStyleOptionViewItem(option)
        depth = max(0, int(index.data(HEADING_LEVEL)) - 2)
        indented.rect = option.rect.adjusted(depth * SUBSECTION_INDENT, 0, 0, 0)
        return indented


class RulesDialog(QDialog):
    """Non-modal, so the rules can stay open next to the table."""

    def __init__(
        self,
        game_id: str,
        game_name: str,
        parent: QWidget | None = None,
        games: dict[str, str] | None = None,
    ) -> None:
        """``games`` (id -> name), when it names several, offers a choice of which game's
        rules to read, starting at ``game_id`` (the reader opened from the start screen)."""
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.game_id = game_id
        self.game_name = game_name
        self.found = False
        self.galleries: list[Gallery] = []
        # the pictures are laid out again once a resize is over, never inside it: laying them
        # out shows or hides the scroll bar, which resizes the text again
        self.fit_timer = QTimer(self)
        self.fit_timer.setSingleShot(True)
        self.fit_timer.setInterval(0)
        self.fit_timer.timeout.connect(self._fit_after_resize)
        self._kept_at_top: QTextBlock | None = None
        """The heading brought to the top (a section chosen, the keys' section), kept there
        as the page is laid out anew, until the reader scrolls or moves the caret."""
        self.chooser = QComboBox(self)  # shown with no parent, it was a window of its own
        self.chooser.setObjectName("rulesGame")
        for other_id, name in (games or {}).items():
            self.chooser.addItem(name, other_id)
        self.chooser.setCurrentIndex(max(0, self.chooser.findData(game_id)))
        self.chooser.setVisible(self.chooser.count() > 1)
        self.chooser.currentIndexChanged.connect(self._choose)
        # a small laptop screen gets a smaller window, never one whose Close button is off it
        self.resize(fitted_size(READER_SIZE, self.screen().availableGeometry().size()))
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesText")
        self.browser.setOpenExternalLinks(True)
        # Qt's default also breaks inside words, which cuts long card names such as
        # "Laubheuschrecke" in narrow table columns; whole words make the columns fit them.
        self.browser.setWordWrapMode(QTextOption.WrapMode.WordWrap)
        self.browser.setStyleSheet(FRAMED_WHEN_FOCUSED)
        SheetFollowsPalette(self.browser)  # the page light on a window turned dark, else
        FocusFrame(self)
        self.find_field = QLineEdit()
        self.find_field.setObjectName("rulesFind")
        self.find_field.setClearButtonEnabled(True)
        self.find_field.textChanged.connect(lambda: self.find_match(again=False))
        self.find_status = QLabel()
        self.find_status.setObjectName("rulesFindStatus")
        QShortcut(QKeySequence.StandardKey.Find, self, self._start_finding)
        QShortcut(QKeySequence.StandardKey.FindNext, self, lambda: self.find_match())
        QShortcut(
            QKeySequence.StandardKey.FindPrevious, self, lambda: self.find_match(backward=True)
        )
        # larger or smaller text by the keys, as Ctrl and the wheel do: a player with low
        # vision looked for Ctrl++ and found only the wheel (play test)
        for keys, zoom in (
            (QKeySequence.StandardKey.ZoomIn, self.browser.zoomIn),
            (QKeySequence("Ctrl+="), self.browser.zoomIn),  # + without Shift
            (QKeySequence.StandardKey.ZoomOut, self.browser.zoomOut),
        ):
            QShortcut(keys, self, lambda zoom=zoom: zoom(1))
        # the page's headings beside it, to go to a section at once: a player looking up the
        # solo rules mid-game pressed Enter four times in the find field to reach them (play test)
        self.contents = QListWidget()
        self.contents.setObjectName("rulesContents")
        self.contents.setFixedWidth(CONTENTS_WIDTH)
        self.contents.setStyleSheet(FRAMED_WHEN_FOCUSED)
        SheetFollowsPalette(self.contents)
        self.contents.setWordWrap(True)
        self.contents.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.contents.setItemDelegate(SectionIndent(self.contents))
        self.contents.currentRowChanged.connect(self.go_to_section)  # the arrow keys, a click
        # a click on the section already marked, after scrolling away from it
        self.contents.itemClicked.connect(lambda item: self.go_to_section(self.contents.row(item)))
        self.contents_label = with_buddy("", self.contents)
        self.browser.verticalScrollBar().valueChanged.connect(self._mark_section)
        self.browser.cursorPositionChanged.connect(self._mark_section)
        # the reader's own scroll (wheel, keys, the bar) or caret lets the heading go
        self.browser.verticalScrollBar().actionTriggered.connect(self._let_go_of_top)
        self.browser.cursorPositionChanged.connect(self._let_go_of_top_if_moved)
        for watched in (self.browser, self.browser.viewport(), self.find_field, self.contents):
            watched.installEventFilter(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        side = QVBoxLayout()
        side.addWidget(self.contents_label)
        side.addWidget(self.contents)
        middle = QHBoxLayout()
        middle.addLayout(side)
        middle.addWidget(self.browser, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.find_field, 1)
        bottom.addWidget(self.find_status, 1)
        bottom.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.chooser)
        layout.addLayout(middle)
        layout.addLayout(bottom)
        for first, then in itertools.pairwise(
            (self.chooser, self.contents, self.browser, self.find_field, buttons)
        ):
            QWidget.setTabOrder(first, then)
        self._show_page()
        # Page Down and Ctrl+End scroll the text at once, even when there is a game to choose
        self.browser.setFocus()

    def _choose(self, index: int) -> None:
        self.game_id = str(self.chooser.itemData(index))
        self.game_name = self.chooser.itemText(index)
        self._show_page()

    def showEvent(self, event: QShowEvent) -> None:
        """Opened again, the keys start in the text, as the first time: closed from Close, the
        reader came back with them on Close, and the next Enter closed it (play test)."""
        super().showEvent(event)
        self.browser.setFocus()

    def _show_page(self) -> None:
        self._let_go_of_top()
        self.setWindowTitle(self.tr("Rules of {game}").format(game=self.game_name))
        self.find_field.setPlaceholderText(self.tr("Find in the rules"))
        self.find_field.setAccessibleName(self.find_field.placeholderText())
        self.find_field.setToolTip(
            self.tr(
                "Enter or %1: next match. Shift+Enter or %2: previous match. Esc: back to the text."
            )
            .replace("%1", key_text(QKeySequence.StandardKey.FindNext))
            .replace("%2", key_text(QKeySequence.StandardKey.FindPrevious))
        )
        self._say("")
        contents = self.tr("Contents")
        self.contents_label.setText(contents)
        self.contents.setAccessibleName(contents)
        path = paths.rules_path(self.game_id, app_language())
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            text = ""
        self.found = bool(text)
        self.galleries = []
        if text:
            names = PICTURE_MARK.findall(text)
            # blank lines round it: a paragraph of its own, even where the page leaves none
            self.browser.setMarkdown(
                PICTURE_MARK.sub(lambda mark: "\n\n" + place_holder(mark[1]) + "\n\n", text)
            )
            for name in names:
                self._show_pictures(name)
            self._lay_out_again()
        else:
            self.browser.setMarkdown(
                "# "
                + self.game_name
                + "\n\n"
                + self.tr("The rules summary of this game is not written yet.")
            )
        self._list_sections()
        if self.find_field.text():
            # looked for in the new page (another game's, or in another language): the count
            # and the match went with the old one, and came back only at the next Enter (play
            # tester)
            self.find_match(again=False)
        give_access_keys(self)

    def _list_sections(self) -> None:
        """The contents: a line for each heading of the page, the title's in bold."""
        with QSignalBlocker(self.contents):
            self.contents.clear()
            for block in headings(self.browser.document()):
                line = QListWidgetItem(block.text().strip(), self.contents)
                level = block.blockFormat().headingLevel()
                line.setData(HEADING_LEVEL, level)
                if level == 1:
                    title = line.font()
                    title.setBold(True)
                    line.setFont(title)
        self._mark_section()

    def go_to_section(self, row: int) -> None:
        """Bring the heading of line ``row`` of the contents to the top of the text. The find
        field's "3 of 7" goes with the match no longer selected."""
        sections = headings(self.browser.document())
        if 0 <= row < len(sections):
            self._bring_to_top(sections[row])
            self._say("")

    def _mark_section(self) -> None:
        """Mark in the contents the section being read: the caret's while it shows (a match, a
        section just chosen), else the one at the top of the text."""
        place = self._reading_place().position()
        row = sum(1 for block in headings(self.browser.document()) if block.position() <= place)
        with QSignalBlocker(self.contents):  # marking it is no order to go there
            self.contents.setCurrentRow(min(max(row, 1), self.contents.count()) - 1)

    def show_keys(self) -> bool:
        """Bring the page's keyboard section to the top (Help › Keyboard Shortcuts): a
        keyboard player found the keys only by searching the page (play test). False if the
        page has none."""
        heading = self.tr("Playing with the keyboard")
        for block in headings(self.browser.document()):
            if block.text().strip() == heading:
                self._bring_to_top(block)
                return True
        return False

    def _bring_to_top(self, block: QTextBlock) -> None:
        """Put the caret at ``block`` and scroll it to the top of the text, where it stays
        while the page is laid out again (``_fit_after_resize``)."""
        self.browser.setTextCursor(QTextCursor(block))
        self._kept_at_top = block
        self._caret_to_top()
        # once more when the reader just opened is laid out at its size
        QTimer.singleShot(0, self, self._caret_to_top)

    def _caret_to_top(self) -> None:
        # the pictures in as many columns as the reader's width takes first: laid out again
        # after the scroll, they moved the caret's section down the page
        self._fit_pictures()
        bar = self.browser.verticalScrollBar()
        # the page's margin kept above it, as above the title at the top of the page: the
        # title chosen in the contents showed the page scrolled by that margin
        margin = round(self.browser.document().documentMargin())
        bar.setValue(bar.value() + self.browser.cursorRect().top() - margin)

    def _let_go_of_top(self) -> None:
        self._kept_at_top = None

    def _let_go_of_top_if_moved(self) -> None:
        kept = self._kept_at_top
        if kept is not None and self.browser.textCursor().position() != kept.position():
            self._kept_at_top = None

    def _fit_after_resize(self) -> None:
        """The pictures fitted to the reader's new width, and the heading brought to the top
        kept there: resized once more as it opened (by a pixel at 150 %, as the window manager
        placed it), the reader wrapped the page anew, and the keyboard section's heading went
        a line down, under the last line of the section before (play tester 189)."""
        self._fit_pictures()
        if self._kept_at_top is not None:
            self._caret_to_top()

    # -- pictures -----------------------------------------------------------------------
    def _show_pictures(self, name: str) -> None:
        """Replace the paragraph that holds the place of gallery ``name`` with its pictures
        (with nothing, for a game that offers none by that name)."""
        document = self.browser.document()
        block = document.begin()
        while block.isValid() and block.text() != place_holder(name):
            block = block.next()
        if not block.isValid():  # the mark was inside something Markdown keeps whole
            return
        cursor = QTextCursor(block)
        cursor.select(QTextCursor.SelectionType.BlockUnderCursor)
        cursor.removeSelectedText()
        offer = rules_pictures(self.game_id)
        pictures = list(offer(name)) if offer is not None else []
        if not pictures:
            return
        ratio = self.browser.devicePixelRatioF()
        shown = []
        for index, picture in enumerate(pictures):
            address = QUrl(f"{PICTURE_SCHEME}:{self.game_id}/{name}/{index}")
            pixmap = picture_pixmap(picture, ratio)
            document.addResource(QTextDocument.ResourceType.ImageResource, address, pixmap)
            image = QTextImageFormat()
            image.setName(address.toString())
            image.setWidth(picture_size(picture).width())
            image.setHeight(picture_size(picture).height())
            image.setToolTip(picture.description)
            shown.append((image, picture.caption))
        columns = self._columns()
        self.galleries.append(Gallery(shown, self._picture_table(cursor, shown, columns), columns))

    def _columns(self) -> int:
        """How many pictures fit side by side in the text's width."""
        room = self.browser.viewport().width() - 2 * self.browser.document().documentMargin()
        return max(1, int(room - CELL_SPACING) // CELL_WIDTH)

    @staticmethod
    def _picture_table(
        cursor: QTextCursor, pictures: list[tuple[QTextImageFormat, str]], columns: int
    ) -> QTextTable:
        """The pictures in rows of ``columns``, each above its caption, at ``cursor``."""
        table_format = QTextTableFormat()
        table_format.setBorder(0)
        table_format.setCellPadding(CELL_PADDING)
        table_format.setCellSpacing(CELL_SPACING)
        # a grid of columns as wide as the pictures, whose long captions wrap under them
        across = min(columns, len(pictures))
        column = QTextLength(QTextLength.Type.FixedLength, CELL_WIDTH)
        table_format.setColumnWidthConstraints([column] * across)
        rows = -(-len(pictures) // across)
        table = cursor.insertTable(rows, across, table_format)
        centred = QTextBlockFormat()
        centred.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        for index, (image, caption) in enumerate(pictures):
            cell = table.cellAt(index // across, index % across).firstCursorPosition()
            cell.setBlockFormat(centred)
            cell.insertImage(image)
            cell.insertBlock(centred)
            cell.insertText(caption)
        return table

    def _fit_pictures(self) -> None:
        """Lay the galleries out again when the text's width takes more or fewer pictures in a
        row, so that a narrowed reader never scrolls sideways."""
        columns = self._columns()
        for gallery in self.galleries:
            if gallery.columns == columns:
                continue
            cursor = QTextCursor(self.browser.document())
            cursor.setPosition(gallery.table.firstPosition() - 1)
            gallery.table.removeRows(0, gallery.table.rows())
            gallery.table = self._picture_table(cursor, gallery.pictures, columns)
            gallery.columns = columns
        self._lay_out_again()

    def _lay_out_again(self) -> None:
        """Lay the whole page out anew: after tables were put into a page already laid out,
        Qt drew nothing of the text that follows them (the Interpretations were blank)."""
        document = self.browser.document()
        document.markContentsDirty(0, document.characterCount())

    # -- finding ------------------------------------------------------------------------
    def _start_finding(self) -> None:
        self.find_field.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.find_field.selectAll()

    def _reading_place(self) -> QTextCursor:
        """Where the player reads, and a search begins: at the match or caret when it is on
        screen, else at the top of what the reader shows (the reader scrolled away from it)."""
        cursor = self.browser.textCursor()
        if not self.browser.viewport().rect().intersects(self.browser.cursorRect(cursor)):
            cursor = self.browser.cursorForPosition(QPoint(0, 0))
        return cursor

    def find_match(self, backward: bool = False, again: bool = True) -> None:
        """Select and show the next (``backward``: previous) match of the find field, going
        round at the end of the page. Not ``again`` (the field was edited): the match may stay
        where it is, so that it grows as the words are typed."""
        words = self.find_field.text()
        if not words:
            if again:  # nothing to find yet: F3 leads to the field
                self._start_finding()
            cursor = self.browser.textCursor()
            cursor.clearSelection()
            self.browser.setTextCursor(cursor)
            self._say("")
            return
        document = self.browser.document()
        flags = QTextDocument.FindFlag.FindBackward if backward else QTextDocument.FindFlag(0)
        start = self._reading_place()
        if not again:
            start.setPosition(start.selectionStart())
        pattern = loose_pattern(words)
        found = document.find(pattern, start, flags)
        if found.isNull():
            start.movePosition(
                QTextCursor.MoveOperation.End if backward else QTextCursor.MoveOperation.Start
            )
            found = document.find(pattern, start, flags)
        if found.isNull():
            caret = self.browser.textCursor()
            # no stale match left selected; the caret at its start, where the words found it
            # again when a wrong letter was taken back (it went on to the next match)
            caret.setPosition(caret.selectionStart())
            # the page stays where the player reads: Qt scrolled it to the caret, and "Not
            # found" came with a jump to an earlier match's section (play tester)
            bar = self.browser.verticalScrollBar()
            place = bar.value()
            self.browser.setTextCursor(caret)
            bar.setValue(place)
            self._say(self.tr("Not found"), warning=True)
            return
        self._show_match(found)
        starts = []
        match = document.find(pattern, 0)
        while not match.isNull():
            starts.append(match.selectionStart())
            match = document.find(pattern, match)
        # which of how many: whether Enter will reach a heading soon, or a search is hopeless
        self._say(
            self.tr("{index} of {count}").format(
                index=sum(1 for start in starts if start <= found.selectionStart()),
                count=len(starts),
            )
        )

    def _say(self, words: str, warning: bool = False) -> None:
        """Show ``words`` beside the find field; a ``warning`` in bold and in the table's red
        for a light or a dark palette, as a search that finds nothing must not pass unseen."""
        self.find_status.setText(words)
        sheet = f"color: {table_palette().bad.name()}; font-weight: bold;" if warning else ""
        if self.find_status.styleSheet() != sheet:
            self.find_status.setStyleSheet(sheet)

    def _show_match(self, match: QTextCursor) -> None:
        """Select the match; one that was off screen comes to a third of the height, where the
        eye looks first, not to the very edge where Qt would scroll it."""
        view = self.browser.viewport().rect()
        seen = view.contains(self.browser.cursorRect(match))
        self.browser.setTextCursor(match)
        if not seen:
            bar = self.browser.verticalScrollBar()
            bar.setValue(
                bar.value() + self.browser.cursorRect(match).center().y() - view.height() // 3
            )

    def _find_key(self, event: QKeyEvent) -> bool:
        """Enter finds the next match and Shift+Enter the previous one; Esc empties the field
        and goes back to the text (rather than closing the reader)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.find_match(backward=bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
            return True
        if event.key() == Qt.Key.Key_Escape:
            self.find_field.clear()
            self.browser.setFocus(Qt.FocusReason.OtherFocusReason)
            return True
        return False

    def _scroll_key(self, event: QKeyEvent) -> bool:
        """Ctrl+Home and Ctrl+End go to the top and the end of the page: a read-only
        QTextBrowser leaves them to a caret it does not show, and they did nothing."""
        bar = self.browser.verticalScrollBar()
        if event.matches(QKeySequence.StandardKey.MoveToStartOfDocument):
            bar.triggerAction(bar.SliderAction.SliderToMinimum)
            return True
        if event.matches(QKeySequence.StandardKey.MoveToEndOfDocument):
            bar.triggerAction(bar.SliderAction.SliderToMaximum)
            return True
        return False

    def _page_key(self, event: QKeyEvent) -> bool:
        """Page Down and Page Up in the contents turn the text's pages, the contents marking
        the section reached: the whole list in view, they jumped to its last or first line,
        and a keyboard reader saw the page go to its end at one key (play tester 208)."""
        actions = {
            Qt.Key.Key_PageDown: QAbstractSlider.SliderAction.SliderPageStepAdd,
            Qt.Key.Key_PageUp: QAbstractSlider.SliderAction.SliderPageStepSub,
        }
        action = actions.get(Qt.Key(event.key()))
        held = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if action is None or held != Qt.KeyboardModifier.NoModifier:
            return False
        self.browser.verticalScrollBar().triggerAction(action)
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if watched is self.find_field and self._find_key(event):
                return True
            if watched is self.browser and self._scroll_key(event):
                return True
            if watched is self.contents and self._page_key(event):
                return True
            if watched is self.contents and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                # the section chosen, the keys go on reading it (Page Down, the arrows)
                self.go_to_section(self.contents.currentRow())
                self.browser.setFocus(Qt.FocusReason.OtherFocusReason)
                return True
        elif kind == QEvent.Type.Resize and watched is self.browser.viewport():
            self.fit_timer.start()
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        """A language switch in the settings rewrites a reader left open in the new language."""
        if event.type() == QEvent.Type.LanguageChange:
            self._show_page()
        super().changeEvent(event)
