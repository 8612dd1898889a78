"""Table text cut to fit: what a cut keeps."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetricsF

from desktop.table.items import LabelItem
from desktop.table.text import TEXT_SLACK, lines_fitting, wrap_keeping_end, write_lines

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


def test_as_many_lines_as_fit_a_height_are_set_within_it(qapp) -> None:  # type: ignore[no-untyped-def]
    """Qt sets the lines of a text a whole number of pixels apart: counted by the line
    spacing alone (22.09 pixels), thirteen lines of moves ran a pixel into the standings under
    them (French, five players, a match). Whatever the size, the lines ``lines_fitting``
    allows stand within the height, and one more would not."""
    label = LabelItem()
    checked = 0
    for pixels in range(9, 25):
        for points in (None, pixels * 0.77):
            font = QFont()
            if points is None:
                font.setPixelSize(pixels)
            else:
                font.setPointSizeF(points)
            label.font = font
            spacing = QFontMetricsF(font).lineSpacing()
            for height in (spacing * 13 + 0.5, spacing * 7 - 0.5, 300.0, 101.0):
                count = lines_fitting(font, height)
                write_lines(label, 400.0, "\n".join(["Ada"] * count), "")
                assert label.height <= height
                write_lines(label, 400.0, "\n".join(["Ada"] * (count + 1)), "")
                assert label.height > height
                checked += 1
    assert checked == 16 * 2 * 4
