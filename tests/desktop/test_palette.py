"""The table's colours: a table button's words stay readable in the light and dark palettes."""

from __future__ import annotations

import pytest

from desktop.table.palette import luminance, table_palette, text_on


def contrast(first, second) -> float:  # type: ignore[no-untyped-def]
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("dark", [False, True])
def test_a_buttons_words_read_on_its_fill_in_either_palette(qapp, dark: bool) -> None:  # type: ignore[no-untyped-def]
    """White on the dark palette's pastel accent read at about 2.3:1 ("Last deal…"). The
    words are bold and large: 3:1 is the least for such text (WCAG AA)."""
    colors = table_palette(dark)
    for fill in (colors.accent, colors.bad, colors.accent.lighter(115), colors.bad.lighter(115)):
        assert contrast(text_on(fill), fill) >= 3.0, fill.name()
