"""An unticked check box or radio button shows its box on either of Bouquet's palettes: Fusion
outlined it in the window's colour darkened, 1.1:1 on the dark window, and "Summer variant"
seemed to have no box at all (play tester 185)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QImage, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from desktop.icons import use_glyph_style
from desktop.settings import Colours
from desktop.table.palette import contrast, use_colours
from tests.desktop.shell.test_colours_setting import start_look  # noqa: F401 (the fixture)

NON_TEXT_CONTRAST = 3.0
"""WCAG's least contrast for the parts of a control against what lies next to them."""


def indicator(button: QAbstractButton) -> QRect:
    """Where the style draws ``button``'s box, in the button."""
    element = (
        QStyle.SubElement.SE_CheckBoxIndicator
        if isinstance(button, QCheckBox)
        else QStyle.SubElement.SE_RadioButtonIndicator
    )
    option = QStyleOptionButton()
    option.initFrom(button)
    return button.style().subElementRect(element, option, button)


def strongest_near(image: QImage, spot: QPoint, ground: QPalette) -> float:
    """The highest contrast with the window among the pixels within 2 of ``spot``."""
    window = ground.color(QPalette.ColorRole.Window)
    return max(
        contrast(image.pixelColor(x, y), window)
        for x in range(spot.x() - 2, spot.x() + 3)
        for y in range(spot.y() - 2, spot.y() + 3)
        if image.rect().contains(x, y)
    )


@pytest.mark.parametrize("colours", ["light", "dark"])
@pytest.mark.parametrize("kind", [QCheckBox, QRadioButton])
def test_an_unticked_box_is_outlined_plainly_on_the_window(
    qtbot: QtBot,
    start_look: tuple[QPalette, str],  # noqa: F811 (the fixture)
    colours: Colours,
    kind: type[QAbstractButton],
) -> None:
    use_glyph_style()
    use_colours(colours)
    holder = QWidget()
    qtbot.addWidget(holder)
    button = kind("Summer variant")
    QVBoxLayout(holder).addWidget(button)
    holder.show()
    qtbot.waitExposed(holder)
    assert not button.isChecked()
    image = button.grab().toImage()
    box = indicator(button)
    # the window right outside the box is the window's colour: the outline is read against it
    outside = QPoint(box.right() + 3, box.center().y())
    window = button.palette().color(QPalette.ColorRole.Window)
    assert contrast(image.pixelColor(outside), window) < 1.05
    for side in (
        QPoint(box.left(), box.center().y()),
        QPoint(box.right(), box.center().y()),
        QPoint(box.center().x(), box.top()),
        QPoint(box.center().x(), box.bottom()),
    ):
        seen = strongest_near(image, side, button.palette())
        assert seen >= NON_TEXT_CONTRAST, (colours, kind.__name__, side, seen)
