"""Every solo result of one game, newest first, for a player chasing the solo ranks.

Only one best score was kept and named, and a rank chaser had no list of the games played nor
of the ranks reached (play test). The table shows each finished solo game (date, score, rank,
variant, challenge code), marks the best of each variant, and counts the ranks reached; under
it, the chosen game's score lines (cards removed, fields, butterflies), as its end gave them. The
scores and ranks are those the engine gave when each game ended (``solo_records``). A replay
is listed and marked, never counted, and counted apart from the games ("4 games and 1
replay"); a deal of the list is played again from here (a rank chaser could not start a code
of the list again, play test), as a replay. A game given up before its end is listed as
played, after how many turns, with no score (a rank chaser could throw bad games away unseen,
play tester, session 57). Each game names its player, and one player's games are shown at a
time, or everyone's: a family sharing a laptop saw their games pooled as one person's, with
one best (play tester 194); a best and ranks are a player's own (``own_games``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QDateTime, QEvent, QItemSelectionModel, QLocale, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.dialogs.new_game import plain_game_name, variant_labels
from desktop.i18n import (
    breakdown_labels,
    capitalised,
    name_text,
    number_text,
    points_text,
    singular,
    tr_engine,
)
from desktop.solo_records import SoloRecord, best, own_games, rank_counts, record_text
from engine.core.game import Game

BEST_MARK = "★"
"""Before the score of the best game of its variant."""
ALL_VARIANTS = -1
"""The variant filter's choice that shows every variant together."""
EVERYONE = -1
"""The player filter's choice that shows every player's games together."""
TOP_FIRST = (0, 1, 2)
"""The columns whose first click sorts from the top (date, score, rank); words go from A."""
SORTED_DOWN = "▼"
"""After the sorted column's heading when the highest (the newest, Z) comes first."""
SORTED_UP = "▲"
"""After the sorted column's heading when the lowest (the oldest, A) comes first."""
VARIANT_COLUMN = 4
"""It stays away while only the plain game shows."""
PLAYER_COLUMN = 5
"""Whose game each is; it stays away while no game has a name (every record older than names)."""
RECORD_ROLE = Qt.ItemDataRole.UserRole
"""A row's first cell keeps the place of its record in ``SoloResultsDialog.records``."""


class SortedItem(QTableWidgetItem):
    """A cell that sorts by what it stands for (a date, a score, a rank's place), not by the
    words it shows: "★ 26" sorted as text came before "4"."""

    def __init__(self, text: str, key: tuple[float, float, float, str]) -> None:
        super().__init__(text)
        self.key = key

    def __lt__(self, other: QTableWidgetItem) -> bool:
        if isinstance(other, SortedItem):
            return self.key < other.key
        return super().__lt__(other)


def variant_name(game: Game[Any, Any], variant: tuple[str, ...]) -> str:
    """The options a variant sets on, as the new-game dialog names them ("summer variant");
    the plain game as without them (``plain_game_name``)."""
    if not variant:
        return plain_game_name(game.options_model)
    return ", ".join(variant_labels(game.options_model, variant))


class SoloResultsDialog(QDialog):
    """One game's solo results: a player filter when several played, opened on the player of
    the newest game (whose game just ended, or who played solo last); a variant filter when
    several were played; one player's best and rank counts of what is shown, and the table of
    games, whose deal ``deal_chosen`` gives (the record of the row) to be played again."""

    deal_chosen = Signal(object)

    def __init__(
        self, game: Game[Any, Any], records: Sequence[SoloRecord], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("soloResultsDialog")
        self.game = game
        self.records = sorted(
            (record for record in records if record.game == game.info.id),
            key=lambda record: record.finished,
            reverse=True,
        )
        self._places = {id(record): place for place, record in enumerate(self.records)}
        self.variants = sorted({record.variant for record in self.records})
        named = {record.player for record in self.records if record.player is not None}
        self.players: list[str | None] = sorted(named, key=lambda name: (name.casefold(), name))
        if any(record.player is None for record in self.records):
            self.players.append(None)  # "(no name)" after the names
        champions = (
            best(own_games(self.records, player), game.info.id, variant)
            for variant in self.variants
            for player in self.players
        )
        self._champions = {id(record) for record in champions if record is not None}
        self.setWindowTitle(self.tr("Solo results: %1").replace("%1", tr_engine(game.info.name)))

        self.filter = QComboBox()
        self.filter.setObjectName("variantFilter")
        if len(self.variants) > 1:
            self.filter.addItem(self.tr("All variants"), ALL_VARIANTS)
        for index, variant in enumerate(self.variants):
            named = self._variant_label(variant)
            self.filter.addItem(named, index)
        filter_label = QLabel(self.tr("&Variant:"))
        filter_label.setBuddy(self.filter)
        self.player_filter = QComboBox()
        self.player_filter.setObjectName("playerFilter")
        self.player_filter.addItem(self.tr("Everyone"), EVERYONE)
        for index, player in enumerate(self.players):
            self.player_filter.addItem(self._player_label(player), index)
        if self.records:
            newest = self.players.index(self.records[0].player)
            self.player_filter.setCurrentIndex(self.player_filter.findData(newest))
        player_label = QLabel(self.tr("Pla&yer:"))
        player_label.setBuddy(self.player_filter)
        filter_row = QHBoxLayout()
        filter_row.addWidget(player_label)
        filter_row.addWidget(self.player_filter, 1)
        filter_row.addWidget(filter_label)
        filter_row.addWidget(self.filter, 1)
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        self.ranks = QLabel()
        self.ranks.setObjectName("ranks")
        self.ranks.setWordWrap(True)

        self.table = QTableWidget(0, 6)
        self.table.setObjectName("results")
        self._headings = [
            self.tr("Date"),
            self.tr("Score"),
            self.tr("Rank"),
            self.tr("Code"),
            self.tr("Variant"),
            self.tr("Player"),
        ]
        rows = self.table.verticalHeader()
        rows.setVisible(False)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setWordWrap(False)
        # Tab leaves the table for the buttons, the arrows choose a row: Tab went from cell to
        # cell of the chosen row, its highlight unmoved (play tester 178)
        self.table.setTabKeyNavigation(False)
        header = self.table.horizontalHeader()
        # a rank chaser sorts by score or rank with a click on the heading, newest first at
        # the start; a date, a score or a rank sorts from the top at its first click (the
        # lowest score came first, play test), a click again turns the order round; the
        # heading's own arrow points down for "highest first" on every platform: the Fusion
        # style drew that order's arrow pointing up, which read backwards (play test)
        header.setSectionsClickable(True)
        header.setSortIndicatorShown(False)
        header.sectionClicked.connect(self._sort_by)
        self._sort_column = 0
        self._sort_order = Qt.SortOrder.DescendingOrder
        if len(self.players) > 1 and len(self.variants) > 1:
            legend = self.tr("%1 marks each player's best game of each variant.")
        elif len(self.players) > 1:
            legend = self.tr("%1 marks each player's best game.")
        elif len(self.variants) > 1:
            legend = self.tr("%1 marks the best game of each variant.")
        else:  # "of each variant" with no variant column said what the table did not show
            legend = self.tr("%1 marks your best game.")
        legend = legend.replace("%1", BEST_MARK)
        if any(not record.counted for record in self.records):
            legend += "\n" + self.tr(
                "A replay (a code played before, or a game reopened from its save after it had"
                " gone further) is listed, but counts toward neither the best"
                " score nor the ranks: its cards to come were known."
            )
        if any(not record.ended for record in self.records):
            legend += "\n" + self.tr(
                "A game given up (another begun or opened before its end) is listed as played,"
                " with no score."
            )
        self.legend = QLabel(legend)
        self.legend.setWordWrap(True)
        self.lines = QLabel()
        self.lines.setObjectName("lines")
        self.lines.setWordWrap(True)
        self.lines.setTextFormat(Qt.TextFormat.PlainText)
        # two lines kept: a game's lines on one, the next game's on two moved the table
        self.lines.setMinimumHeight(2 * self.lines.fontMetrics().lineSpacing())

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.again = QPushButton(self.tr("&Play this deal again"))
        self.again.setObjectName("playAgain")
        self.again.setToolTip(
            self.tr(
                "The chosen game's cards again, by its code and variant: a replay, listed but"
                " not counted toward your best score and rank."
            )
        )
        self.again.setEnabled(False)
        self.again.clicked.connect(self._play_chosen)
        buttons.addButton(self.again, QDialogButtonBox.ButtonRole.ActionRole)
        self.table.itemSelectionChanged.connect(self._chosen_changed)
        self.table.viewport().installEventFilter(self)
        # a double-click, not an activation: where one click activates (a desktop's
        # setting), a click to choose a row would deal at once
        self.table.itemDoubleClicked.connect(self._play_chosen)
        layout = QVBoxLayout(self)
        layout.addLayout(filter_row)
        layout.addWidget(self.summary)
        layout.addWidget(self.ranks)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.lines)
        layout.addWidget(self.legend)
        layout.addWidget(buttons)
        filter_label.setVisible(len(self.variants) > 1)
        self.filter.setVisible(len(self.variants) > 1)
        player_label.setVisible(len(self.players) > 1)
        self.player_filter.setVisible(len(self.players) > 1)
        # the plain game's variant is no word: its column stays away while nothing else is;
        # a player's name, while it tells no two apart. With no game yet, a column of
        # variants showed, which one game of one player's swapped for theirs (play tester 216)
        self.table.setColumnHidden(VARIANT_COLUMN, self.variants in ([], [()]))
        self.table.setColumnHidden(PLAYER_COLUMN, len(self.players) < 2)
        self.filter.currentIndexChanged.connect(self._show)
        self.player_filter.currentIndexChanged.connect(self._show)
        self._show()
        # room for every column, within a 1024 x 768 screen
        self.table.resizeColumnsToContents()
        self.resize(min(max(560, self.table.horizontalHeader().length() + 60), 760), 540)

    def shown(self) -> list[SoloRecord]:
        """The games the filters let through, newest first."""
        records = self.records
        player = self.player_filter.currentData()
        if player is not None and player != EVERYONE:
            records = own_games(records, self.players[player])
        chosen = self.filter.currentData()
        if chosen is None or chosen == ALL_VARIANTS:
            return records
        return [record for record in records if record.variant == self.variants[chosen]]

    def chosen(self) -> SoloRecord | None:
        """The record of the row chosen, if one is."""
        rows = self.table.selectionModel().selectedRows()
        item = self.table.item(rows[0].row(), 0) if rows else None
        return None if item is None else self.records[item.data(RECORD_ROLE)]

    def _chosen_changed(self) -> None:
        """The chosen game's score lines said under the table, and its deal offered again."""
        record = self.chosen()
        self.again.setEnabled(record is not None)
        self.lines.setText("" if record is None else self.lines_text(record))

    def lines_text(self, record: SoloRecord) -> str:
        """How ``record`` scored, line by line as its end said it, and its total ("Chosen game:
        Removed cards −2 · Red field +7 · Butterflies next to their colour +3 · Total 8"):
        what a rank chaser compares between games, which the table did not hold (French play
        test). Points have their sign, as in the end window: "Butterflies next to their colour
        1" read as a count."""
        if not record.ended:
            return self.tr("Chosen game: given up before its end, with no score.")
        if not record.lines:
            return self.tr("Chosen game: its score lines were not kept (older games have none).")
        lines = [line.score_line() for line in record.lines]
        said = (
            f"{label} {points_text(line.points)}"
            for label, line in zip(breakdown_labels(lines), lines, strict=True)
        )
        # its total at the end: the lines alone left the sum to be made (play tester)
        return (
            self.tr("Chosen game: %1 · Total %2")
            .replace("%2", number_text(record.score))
            .replace("%1", " · ".join(said))
        )

    def _play_chosen(self) -> None:
        """The chosen row's deal to be played again (a double-click, or the button)."""
        record = self.chosen()
        if record is not None:
            self.accept()
            self.deal_chosen.emit(record)

    def cell_texts(self) -> list[list[str]]:
        """The table as text rows (tests read it so)."""
        rows = []
        for row in range(self.table.rowCount()):
            items = (self.table.item(row, column) for column in range(self.table.columnCount()))
            rows.append([item.text() if item is not None else "" for item in items])
        return rows

    def _show(self) -> None:
        records = self.shown()
        count = len(records)
        summary = self._games_text(records)
        one_variant = {record.variant for record in records}
        players = {record.player for record in records}
        # scores of different variants are not compared, nor different players'; a variant
        # played only in replays has no best
        alone = len(one_variant) == 1 and len(players) == 1
        top = best(records, self.game.info.id, one_variant.pop()) if alone else None
        if top is not None:
            said = self.tr("best: %1, code %2").replace("%1", record_text(top))
            summary += " · " + said.replace("%2", top.code)
        self.summary.setText(summary)
        counts = rank_counts(records, self.game.info.solo_ranks)
        reached = [
            self.tr("%1 × %2").replace("%1", number_text(times)).replace("%2", tr_engine(rank))
            for rank, times in counts
            if times
        ]
        # the ranks still to chase were not named at all (play test): those above the best
        # reached, since "Not reached yet: Beginner" after Apprentice games read oddly (play
        # test); ``counts`` lists the highest rank first, and they are named from the next
        # one up ("Master · Expert" read as out of order, play test)
        first_reached = next((at for at, (_, times) in enumerate(counts) if times), len(counts))
        # with the score each needs: the results' window named the ranks alone, and the
        # points to aim for were only in a game's end (play tester 215)
        least = dict(self.game.info.solo_rank_steps())
        ahead = [
            self.tr("%1 from %2 points")
            .replace("%1", tr_engine(rank))
            .replace("%2", number_text(least[rank]))
            if rank in least
            else tr_engine(rank)
            for rank, _ in reversed(counts[:first_reached])
        ]
        next_rank = counts[first_reached - 1][0] if first_reached else None
        if top is not None and next_rank in least:
            # and how far the best is from the next: the end of a game said it, the
            # results did not (play tester 218)
            ahead[0] = (
                self.tr("%1 (%2 more than your best)")
                .replace("%2", number_text(least[next_rank] - top.score))
                .replace("%1", ahead[0])
            )
        lines = [self.tr("Ranks reached: %1").replace("%1", " · ".join(reached))] if reached else []
        if len(players) > 1:
            # everyone's ranks pooled read as one person's (play tester 194)
            lines = [self.tr("Choose a player to see their best score and ranks.")]
        elif ahead and not any(record.counted for record in records):
            # "Not reached yet: Beginner · …" of replays alone read as ranks missed (play
            # tester 154)
            lines.append(self.tr("No counted game yet: a replay reaches no rank."))
        elif ahead:
            lines.append(self.tr("Not reached yet: %1").replace("%1", " · ".join(ahead)))
        self.ranks.setText("\n".join(lines))
        self.ranks.setVisible(bool(lines))
        ladder = self.game.info.solo_ranks
        self.table.setRowCount(count)
        # an empty table takes no keys: the window opened on it, and Tab came back to it,
        # with nothing to show where the keys were (play tester 178); Close has them then
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus if count else Qt.FocusPolicy.NoFocus)
        locale = QLocale()
        for row, record in enumerate(records):
            marked = id(record) in self._champions
            when = QDateTime.fromSecsSinceEpoch(int(record.finished.timestamp())).toLocalTime()
            score = number_text(record.score)
            if record.given_up is not None:
                score = self._given_up_text(record.given_up)
            elif record.replay is not None:
                score = self._replay_mark(record).replace("%1", score)
            texts = [
                locale.toString(when, QLocale.FormatType.ShortFormat),
                f"{BEST_MARK} {score}" if marked else score,
                tr_engine(record.rank) if record.rank else "",
                record.code,
                self._variant_label(record.variant),
                self._player_label(record.player),
            ]
            rank_place = ladder.index(record.rank) if record.rank in ladder else -1
            # of equal scores the ★ best is the higher: sorted by score, a later game of the
            # same score came above it, the best seemingly second (play tester 182)
            marked_first = 1 if marked else 0
            keys = [
                (record.finished.timestamp(), 0, 0, ""),
                # a game given up under every score, the longest played first among them
                (
                    record.score if record.ended else -math.inf,
                    record.given_up or 0,
                    marked_first,
                    "",
                ),
                (
                    rank_place,
                    record.score,
                    marked_first,
                    "",
                ),  # within a rank, the higher score is higher
                (0, 0, 0, record.code),
                (0, 0, 0, texts[VARIANT_COLUMN]),
                (0, 0, 0, texts[PLAYER_COLUMN].casefold()),
            ]
            for column, text in enumerate(texts):
                item = SortedItem(text, keys[column])
                if column == 1:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if marked:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                    if len(self.players) > 1:
                        item.setToolTip(self.tr("Its player's best game of its variant"))
                    else:
                        item.setToolTip(self.tr("The best game of its variant"))
                elif not record.ended:
                    item.setToolTip(self.tr("Given up before its end: played, with no score"))
                elif record.replay is not None:
                    font = item.font()
                    font.setItalic(True)
                    item.setFont(font)
                    item.setToolTip(self.tr("A replay: not counted toward the best or the ranks"))
                if column == 0:
                    item.setData(RECORD_ROLE, self._places[id(record)])
                self.table.setItem(row, column, item)
        self._sort()
        if count:
            # the top row chosen (the newest, at the start): it showed the focus frame, not
            # chosen, and "Play this deal again" stayed greyed until a click (play tester 148).
            # Not by selectRow, whose choice follows the keys held (Ctrl turns it off)
            self.table.selectionModel().setCurrentIndex(
                self.table.model().index(0, 0),
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )

    def _games_text(self, records: Sequence[SoloRecord]) -> str:
        """How many games ``records`` count, and the replays beside them: "4 games and 1
        replay". The count took the replays in while the rank counts under it left them out,
        so a rank chaser's "5 games" had ranks for 4 (play test)."""
        counted = sum(record.counted for record in records)
        played = self.tr("%1 game") if singular(counted) else self.tr("%1 games")
        games = played.replace("%1", number_text(counted))
        given_up = sum(not record.ended for record in records)
        if given_up:
            games = (
                self.tr("%1 (%2 given up)")
                .replace("%2", number_text(given_up))
                .replace("%1", games)
            )
        replays = len(records) - counted
        if not replays:
            return games
        replayed = self.tr("%1 replay") if singular(replays) else self.tr("%1 replays")
        both = self.tr("%1 and %2").replace("%2", replayed.replace("%1", number_text(replays)))
        return both.replace("%1", games)

    def _given_up_text(self, turns: int) -> str:
        """A game given up as the table's score cell says it: "given up after 12 turns"."""
        if singular(turns):
            said = self.tr("given up after %1 turn")
        else:
            said = self.tr("given up after %1 turns")
        return said.replace("%1", number_text(turns))

    def _replay_mark(self, record: SoloRecord) -> str:
        """A replay's score as the table shows it, its "%1" the score: why it is not counted,
        in a word."""
        if record.replay == "code":
            return self.tr("%1 (replay)")
        return self.tr("%1 (from a save)")

    def _sort_by(self, column: int) -> None:
        """A heading clicked: the same column again turns its order round; another starts
        from the top of what it counts (newest, highest score, highest rank), or from A for
        words."""
        if column == self._sort_column:
            ascending = self._sort_order == Qt.SortOrder.AscendingOrder
            self._sort_order = (
                Qt.SortOrder.DescendingOrder if ascending else Qt.SortOrder.AscendingOrder
            )
        else:
            self._sort_column = column
            self._sort_order = (
                Qt.SortOrder.DescendingOrder if column in TOP_FIRST else Qt.SortOrder.AscendingOrder
            )
        self._sort()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The table's room changed: its columns spread over it anew."""
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._spread_columns()
        return super().eventFilter(watched, event)

    def _spread_columns(self) -> None:
        """Each column as wide as its words, the room left shared among them: the last took
        it all, and "Code" stood wide beside a rank that only just fit (French play test)."""
        table = self.table
        table.resizeColumnsToContents()
        shown = [at for at in range(table.columnCount()) if not table.isColumnHidden(at)]
        room = table.viewport().width() - sum(table.columnWidth(at) for at in shown)
        if room <= 0 or not shown:
            return
        share, left = divmod(room, len(shown))
        for place, column in enumerate(shown):
            table.setColumnWidth(column, table.columnWidth(column) + share + (place < left))

    def _sort(self) -> None:
        self.table.sortItems(self._sort_column, self._sort_order)
        self.table.horizontalHeader().setSortIndicator(self._sort_column, self._sort_order)
        descending = self._sort_order == Qt.SortOrder.DescendingOrder
        arrow = SORTED_DOWN if descending else SORTED_UP
        for column, heading in enumerate(self._headings):
            sorted_here = column == self._sort_column
            item = QTableWidgetItem(f"{heading} {arrow}" if sorted_here else heading)
            if sorted_here:
                item.setToolTip(self._order_words(column, descending))
            self.table.setHorizontalHeaderItem(column, item)
        self._spread_columns()  # a heading's arrow widens it

    def _order_words(self, column: int, descending: bool) -> str:
        """What the sorted column's arrow means, said in words for its tooltip."""
        if column == 0:
            return self.tr("Newest first") if descending else self.tr("Oldest first")
        if column in TOP_FIRST:
            return self.tr("Highest first") if descending else self.tr("Lowest first")
        return self.tr("From Z to A") if descending else self.tr("From A to Z")

    def _player_label(self, player: str | None) -> str:
        """A player as the filter and the table name them: a game recorded before names were
        kept as "(no name)", a player of its own (``SoloRecord.player``)."""
        return self.tr("(no name)") if player is None else name_text(player)

    def _variant_label(self, variant: tuple[str, ...]) -> str:
        """A variant as the filter and the table name it (the plain game's cell was empty,
        play test)."""
        return capitalised(variant_name(self.game, variant))
