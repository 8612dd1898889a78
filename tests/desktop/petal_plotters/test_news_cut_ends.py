"""A move cut to the panel's lines at a deal's start ends in "…" (play tester 178: "Iris :
carte ajoutée à sa garnison · sa dernière carte posée comme", its end gone unmarked)."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetricsF

from desktop.table.text import TEXT_SLACK, fit_news

MOVE = "Iris\u00a0: carte ajoutée à sa garnison · sa dernière carte posée comme carte de victoire"
MARKS = ("Donne 1 terminée", "Donne 2 commencée : L montre la donne précédente")


def test_a_move_kept_in_part_before_the_deal_marks_ends_in_an_ellipsis(qapp) -> None:  # type: ignore[no-untyped-def]
    font = QFont()
    font.setPointSizeF(14)
    metrics = QFontMetricsF(font)
    width = metrics.horizontalAdvance(MOVE) * 0.6  # the move takes two lines
    text, tip = fit_news(
        "Depuis votre dernier coup\u00a0:",
        lambda kept: f"Depuis votre dernier coup, les {kept} derniers\u00a0:",
        ("Rose\u00a0: carte ajoutée à sa garnison", MOVE, *MARKS),
        font,
        width,
        5,  # the heading, a line of the move, the two marks (the second on two lines)
        MARKS,
    )
    lines = text.split("\n")
    assert tip and lines[-1] == "précédente", lines  # the marks whole
    kept = [line for line in lines if line.startswith("Iris")]
    assert len(kept) == 1 and kept[0].endswith("…"), lines
    assert metrics.horizontalAdvance(kept[0]) <= width - TEXT_SLACK
    assert "Rose" not in text
