"""Every solo result of one game, newest first, for a player chasing the solo ranks.

Only one best score was kept and named, and a rank chaser had no list of the games played nor
of the ranks reached (play test). The table shows each finished solo game (date, score, rank,
variant, challenge code), marks the best of each variant, and counts the ranks reached. The
scores and ranks are those the engine gave when each game ended (``solo_records``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QDateTime, QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.dialogs.new_game import capitalised, variant_labels
from desktop.i18n import number_text, singular, tr_engine
from desktop.solo_records import SoloRecord, best, rank_counts, record_text
from engine.core.game import Game

BEST_MARK = "★"
"""Before the score of the best game of its variant."""
ALL_VARIANTS = -1
"""The variant filter's choice that shows every variant together."""
TOP_FIRST = (0, 1, 2)
"""The columns whose first click sorts from the top (date, score, rank); words go from A."""
SORTED_DOWN = "▼"
"""After the sorted column's heading when the highest (the newest, Z) comes first."""
SORTED_UP = "▲"
"""After the sorted column's heading when the lowest (the oldest, A) comes first."""
VARIANT_COLUMN = 4
"""The last column: it takes the room left, and stays away while only the plain game shows."""


class SortedItem(QTableWidgetItem):
    """A cell that sorts by what it stands for (a date, a score, a rank's place), not by the
    words it shows: "★ 26" sorted as text came before "4"."""

    def __init__(self, text: str, key: tuple[float, float, str]) -> None:
        super().__init__(text)
        self.key = key

    def __lt__(self, other: QTableWidgetItem) -> bool:
        if isinstance(other, SortedItem):
            return self.key < other.key
        return super().__lt__(other)


def variant_name(game: Game[Any, Any], variant: tuple[str, ...]) -> str:
    """The options a variant sets on, as the new-game dialog names them ("summer variant");
    "" for the plain game."""
    return ", ".join(variant_labels(game.options_model, variant))


class SoloResultsDialog(QDialog):
    """One game's solo results: a variant filter when several were played, the best and the
    rank counts of what is shown, and the table of games."""

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
        self.variants = sorted({record.variant for record in self.records})
        champions = (best(self.records, game.info.id, variant) for variant in self.variants)
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
        filter_row = QHBoxLayout()
        filter_row.addWidget(filter_label)
        filter_row.addWidget(self.filter, 1)
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        self.ranks = QLabel()
        self.ranks.setObjectName("ranks")
        self.ranks.setWordWrap(True)

        self.table = QTableWidget(0, 5)
        self.table.setObjectName("results")
        self._headings = [
            self.tr("Date"),
            self.tr("Score"),
            self.tr("Rank"),
            self.tr("Code"),
            self.tr("Variant"),
        ]
        rows = self.table.verticalHeader()
        rows.setVisible(False)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setWordWrap(False)
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
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.legend = QLabel(
            self.tr("%1 marks the best game of each variant.").replace("%1", BEST_MARK)
        )

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(filter_row)
        layout.addWidget(self.summary)
        layout.addWidget(self.ranks)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.legend)
        layout.addWidget(buttons)
        filter_label.setVisible(len(self.variants) > 1)
        self.filter.setVisible(len(self.variants) > 1)
        # the plain game's variant is no word: its column stays away while nothing else is
        self.table.setColumnHidden(VARIANT_COLUMN, self.variants == [()])
        self.filter.currentIndexChanged.connect(self._show)
        self._show()
        # room for every column, within a 1024 x 768 screen
        self.resize(min(max(560, self.table.horizontalHeader().length() + 60), 760), 520)

    def shown(self) -> list[SoloRecord]:
        """The games the filter lets through, newest first."""
        chosen = self.filter.currentData()
        if chosen is None or chosen == ALL_VARIANTS:
            return self.records
        return [record for record in self.records if record.variant == self.variants[chosen]]

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
        played = self.tr("%1 game") if singular(count) else self.tr("%1 games")
        summary = played.replace("%1", number_text(count))
        one_variant = {record.variant for record in records}
        if len(one_variant) == 1:  # scores of different variants are not compared
            top = best(records, self.game.info.id, one_variant.pop())
            assert top is not None
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
        ahead = [tr_engine(rank) for rank, _ in reversed(counts[:first_reached])]
        lines = [self.tr("Ranks reached: %1").replace("%1", " · ".join(reached))] if reached else []
        if ahead:
            lines.append(self.tr("Not reached yet: %1").replace("%1", " · ".join(ahead)))
        self.ranks.setText("\n".join(lines))
        self.ranks.setVisible(bool(lines))
        ladder = self.game.info.solo_ranks
        self.table.setRowCount(count)
        locale = QLocale()
        for row, record in enumerate(records):
            marked = id(record) in self._champions
            when = QDateTime.fromSecsSinceEpoch(int(record.finished.timestamp())).toLocalTime()
            score = number_text(record.score)
            texts = [
                locale.toString(when, QLocale.FormatType.ShortFormat),
                f"{BEST_MARK} {score}" if marked else score,
                tr_engine(record.rank) if record.rank else "",
                record.code,
                self._variant_label(record.variant),
            ]
            rank_place = ladder.index(record.rank) if record.rank in ladder else -1
            keys = [
                (record.finished.timestamp(), 0, ""),
                (record.score, 0, ""),
                (rank_place, record.score, ""),  # within a rank, the higher score is higher
                (0, 0, record.code),
                (0, 0, texts[VARIANT_COLUMN]),
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
                    item.setToolTip(self.tr("The best game of its variant"))
                self.table.setItem(row, column, item)
        self._sort()

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

    def _order_words(self, column: int, descending: bool) -> str:
        """What the sorted column's arrow means, said in words for its tooltip."""
        if column == 0:
            return self.tr("Newest first") if descending else self.tr("Oldest first")
        if column in TOP_FIRST:
            return self.tr("Highest first") if descending else self.tr("Lowest first")
        return self.tr("From Z to A") if descending else self.tr("From A to Z")

    def _variant_label(self, variant: tuple[str, ...]) -> str:
        """A variant as the filter and the table name it: the plain game's cell was empty
        while the filter called it "Classic game" (play test)."""
        return capitalised(variant_name(self.game, variant)) or self.tr("Classic game")
