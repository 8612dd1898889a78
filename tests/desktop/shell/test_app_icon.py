"""The app icon: the SVG draws, every window carries it, and packaging renders each platform's."""

from __future__ import annotations

import configparser
import importlib.util
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication, QIcon, QImage, QImageReader, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from desktop import app, paths

PACKAGING = paths.REPO_ROOT / "packaging"


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


@pytest.fixture(scope="module")
def icons() -> ModuleType:
    """packaging/icons.py, a script rather than a package module, loaded from its file."""
    spec = importlib.util.spec_from_file_location("bouquet_icons", PACKAGING / "icons.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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


def test_the_desktop_entry_names_the_rendered_icon(icons: ModuleType) -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(PACKAGING / "linux" / "bouquet.desktop", encoding="utf-8")
    assert entry["Desktop Entry"]["Icon"] == icons.NAME


def read_all(path: Path, image_format: bytes) -> list[QImage]:
    reader = QImageReader(str(path), image_format)
    images = []
    for index in range(reader.imageCount()):
        assert reader.jumpToImage(index)
        images.append(reader.read())
    return images


def test_packaging_renders_every_platforms_icon(tmp_path: Path, icons: ModuleType) -> None:
    written = icons.write_icons(tmp_path)
    assert all(path.is_file() for path in written)
    hicolor = tmp_path / "linux" / "icons" / "hicolor"
    for size in icons.HICOLOR_SIZES:
        assert_drawn(QImage(str(hicolor / f"{size}x{size}" / "apps" / "bouquet.png")), size)
    scalable = hicolor / "scalable" / "apps" / "bouquet.svg"
    assert scalable.read_bytes() == paths.app_icon_path().read_bytes()

    ico = read_all(tmp_path / "windows" / "bouquet.ico", b"ico")
    assert [image.width() for image in ico] == list(icons.ICO_SIZES)
    assert {16, 32, 48, 256} <= {image.width() for image in ico}
    for image in ico:
        assert_drawn(image, image.width())

    icns = read_all(tmp_path / "macos" / "bouquet.icns", b"icns")
    assert sorted(image.width() for image in icns) == sorted(icons.ICNS_TYPES.values())
    for image in icns:
        assert_drawn(image, image.width())
