"""The app icon: the SVG draws, and every window carries it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication, QIcon, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from desktop import app, paths


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    return image


def assert_drawn(image: QImage, size: int) -> None:
    """A round emblem of ``size`` px: transparent corners, an opaque middle, several colours."""
    assert not image.isNull()
    assert (image.width(), image.height()) == (size, size)
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(size - 1, size - 1).alpha() == 0
    assert image.pixelColor(size // 2, size // 2).alpha() == 255
    step = max(1, size // 64)
    opaque = {
        image.pixel(x, y)
        for x in range(0, size, step)
        for y in range(0, size, step)
        if image.pixelColor(x, y).alpha() == 255
    }
    assert len(opaque) >= 5


@pytest.fixture
def no_app_icon() -> Iterator[None]:
    """Start without an application icon, so only the code under test can have set it."""
    QApplication.setWindowIcon(QIcon())
    yield
    QApplication.setWindowIcon(QIcon())


@pytest.mark.parametrize("size", [16, 64, 256])
def test_the_svg_draws_a_round_emblem(size: int) -> None:
    renderer = QSvgRenderer(str(paths.app_icon_path()))
    assert renderer.isValid()
    assert renderer.defaultSize() == QSize(512, 512)
    assert_drawn(render(renderer, size), size)


def test_every_window_has_the_app_icon(
    qtbot: QtBot,
    fake_registry: object,
    no_app_icon: None,
) -> None:
    window = app.create_window(app.parse_args([]))
    qtbot.addWidget(window)
    dialog = QDialog()
    qtbot.addWidget(dialog)
    icon = QApplication.windowIcon()
    assert not icon.isNull()
    for size in (16, 256):
        assert_drawn(icon.pixmap(QSize(size, size), 1.0).toImage(), size)
    assert window.windowIcon().cacheKey() == icon.cacheKey()
    assert dialog.windowIcon().cacheKey() == icon.cacheKey()
    # Wayland shows the icon of the desktop entry named like this, the one packaging installs
    assert QGuiApplication.desktopFileName() == "bouquet"
    window.close()
