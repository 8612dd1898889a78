"""Render the app icon, ``resources/icons/bouquet.svg``, into the files each installer needs.

    python packaging/icons.py       (prepare.py runs it; the outputs are git-ignored)

- Linux: ``linux/icons/hicolor/<N>x<N>/apps/bouquet.png`` and ``scalable/apps/bouquet.svg``,
  which ``install.sh`` copies into the user's hicolor theme (``bouquet.desktop`` names ``bouquet``);
- Windows: ``windows/bouquet.ico``; macOS: ``macos/bouquet.icns`` (``bouquet.spec`` uses them).

Qt's SVG renderer draws every size from the drawing itself, never by scaling one bitmap. Both
.ico and .icns are a directory of PNG images, written here, so the build needs neither Pillow
nor macOS's iconutil and makes the same files on every OS.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QImage, QImageWriter, QPainter
from PySide6.QtSvg import QSvgRenderer

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from desktop.paths import app_icon_path  # noqa: E402 - after the path set-up

NAME = "bouquet"
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 256)  # Windows: small icons, lists, tiles (256 is the largest)
# .icns entry types holding PNG data and their pixel sizes (the @2x types serve Retina screens)
ICNS_TYPES = {
    b"ic11": 32,  # 16 pt @2x
    b"ic12": 64,  # 32 pt @2x
    b"ic07": 128,
    b"ic13": 256,  # 128 pt @2x
    b"ic08": 256,
    b"ic14": 512,  # 256 pt @2x
    b"ic09": 512,
    b"ic10": 1024,  # 512 pt @2x
}


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    """The icon drawn at ``size`` x ``size`` pixels on a transparent ground, as PNG."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, b"png")
    if not writer.write(image):
        raise RuntimeError(f"the {size} px icon as PNG: {writer.errorString()}")
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico: a header, one 16-byte entry per size, then the PNG images."""
    header = struct.pack("<HHH", 0, 1, len(pngs))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(pngs)
    entries, images = b"", b""
    for size, png in sorted(pngs.items()):
        side = 0 if size == 256 else size  # one byte: 0 stands for 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        images += png
        offset += len(png)
    return header + entries + images


def icns_bytes(pngs: dict[bytes, bytes]) -> bytes:
    """A macOS .icns: big-endian (type, length, data) blocks after a table of contents."""
    blocks = b"".join(kind + struct.pack(">I", 8 + len(png)) + png for kind, png in pngs.items())
    toc_items = b"".join(kind + struct.pack(">I", 8 + len(png)) for kind, png in pngs.items())
    toc = b"TOC " + struct.pack(">I", 8 + len(toc_items)) + toc_items
    return b"icns" + struct.pack(">I", 8 + len(toc) + len(blocks)) + toc + blocks


def write_icons(packaging_dir: Path = HERE, svg: Path | None = None) -> list[Path]:
    """Write every platform's icon files under ``packaging_dir``; returns their paths."""
    svg = svg or app_icon_path()
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise RuntimeError(f"{svg}: not an SVG that Qt can draw")
    pngs = {
        size: render_png(renderer, size)
        for size in {*HICOLOR_SIZES, *ICO_SIZES, *ICNS_TYPES.values()}
    }
    hicolor = Path("linux", "icons", "hicolor")
    files = {
        hicolor / f"{size}x{size}" / "apps" / f"{NAME}.png": pngs[size] for size in HICOLOR_SIZES
    }
    files[hicolor / "scalable" / "apps" / f"{NAME}.svg"] = svg.read_bytes()
    files[Path("windows", f"{NAME}.ico")] = ico_bytes({size: pngs[size] for size in ICO_SIZES})
    files[Path("macos", f"{NAME}.icns")] = icns_bytes(
        {kind: pngs[size] for kind, size in ICNS_TYPES.items()}
    )
    written: list[Path] = []
    for relative, data in files.items():
        path = packaging_dir / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        written.append(path)
    return written


def main() -> int:
    for path in write_icons():
        print(f"rendered {path.relative_to(HERE.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
