"""Table text cut to fit: what a cut keeps."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetricsF

from desktop.table.text import TEXT_SLACK, wrap_keeping_end

TURN = (
    "Iris: Katydid — Look at card 2 of Ben's Garrison · Cards passed to the left; "
    "Ada receives Spider from Ben"
)


def test_a_turn_cut_to_fit_keeps_who_played_what_and_what_came_of_it(qapp) -> None:  # type: ignore[no-untyped-def]
    font = QFont()
    metrics = QFontMetricsF(font)
    width = metrics.horizontalAdvance("Iris: Katydid — … Ada receives Spider from Ben") + 40
    text, tip = wrap_keeping_end(TURN, font, width, 1)
    # a phrase kept whole or not at all: "… left; Ada receives" left a piece that meant nothing
    assert text == "Iris: Katydid — … Ada receives Spider from Ben"
    assert "\n" not in text and metrics.horizontalAdvance(text) <= width - TEXT_SLACK
    assert tip == TURN
    two, _tip = wrap_keeping_end(TURN, font, width, 2)
    assert two.count("\n") == 1 and two.endswith("Spider from Ben") and "…" in two


def test_a_turn_that_fits_is_not_cut(qapp) -> None:  # type: ignore[no-untyped-def]
    font = QFont()
    width = QFontMetricsF(font).horizontalAdvance(TURN) + 20
    assert wrap_keeping_end(TURN, font, width, 1) == (TURN, "")


def test_a_line_too_narrow_for_its_head_is_cut_at_its_end(qapp) -> None:  # type: ignore[no-untyped-def]
    font = QFont()
    width = QFontMetricsF(font).horizontalAdvance("Iris: Kat") + TEXT_SLACK
    text, tip = wrap_keeping_end(TURN, font, width, 1)
    assert text.endswith("…") and text.startswith("Iris") and tip == TURN


def test_a_cut_between_an_abilitys_steps_keeps_the_card_the_step_before_showed(qapp) -> None:  # type: ignore[no-untyped-def]
    """Cut after the "·" between two steps, "Iris: Frog — … Rotate it" lost the flip and the
    card it showed."""
    font = QFont()
    flip = "Iris: Frog — Flip card 1 of Rose's Garrison face up (Sunbird)\u00a0· Rotate it"
    kept = "Iris: Frog — … face up (Sunbird)\u00a0· Rotate it"
    width = QFontMetricsF(font).horizontalAdvance(kept) + TEXT_SLACK + 2
    assert wrap_keeping_end(flip, font, width, 1)[0] == kept


def test_a_cut_never_keeps_the_end_of_a_bracket_without_its_start(qapp) -> None:  # type: ignore[no-untyped-def]
    """A cut kept "Ben: Frog — … −1) · Lay their last card…", the end of a card's note in
    brackets: what is kept from the end begins after it."""
    font = QFont()
    turn = (
        "Ben: Frog — Rotate card 2 of Dan's Garrison (Spider, counts −1)\u00a0· Lay their last"
        " card as their victory card"
    )
    unbracketed = "Ben: Frog — … Lay their last card as their victory card"
    width = QFontMetricsF(font).horizontalAdvance(unbracketed + " −1)\u00a0·") + TEXT_SLACK + 2
    text, tip = wrap_keeping_end(turn, font, width, 1)
    assert text == unbracketed and tip == turn
