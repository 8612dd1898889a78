"""The solo results sorted by score or rank: of equal scores, the ★ best comes first."""

from __future__ import annotations

import random
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from desktop.dialogs.solo_results import SoloResultsDialog
from desktop.solo_records import load_records, record_solo
from engine.core import registry
from engine.core.session import Session

FLOWERS = registry.get_game("flowers")


def finished_solo(seed: int) -> Session:
    session = Session(FLOWERS, FLOWERS.parse_options({"players": 1}), seed)
    choose = random.Random(seed)
    while not session.is_over():
        session.apply(choose.choice(FLOWERS.legal_actions(session.state)))
    return session


def test_of_equal_scores_the_best_heads_the_score_and_rank_sorts(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Play tester 182 sorted by score: the later 9 stood above the starred best 9 (the
    first to reach it), which read as if the best were not the highest."""
    path = tmp_path / "records.json"
    for minute, seed in enumerate((4, 5)):
        began = datetime(2026, 12, 6, 9, 37 + 12 * minute, tzinfo=UTC)
        record_solo(finished_solo(seed), began, 9, "Beginner", path)
    dialog = SoloResultsDialog(FLOWERS, load_records(path).records)
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    header = dialog.table.horizontalHeader()
    assert [row[1] for row in dialog.cell_texts()] == ["9", "★ 9"]  # newest first
    for column in (1, 2):
        middle = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
        qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(middle, 5))
        assert header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
        assert [row[1] for row in dialog.cell_texts()] == ["★ 9", "9"]
        qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(middle, 5))
        assert [row[1] for row in dialog.cell_texts()] == ["9", "★ 9"]
