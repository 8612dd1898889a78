#!/usr/bin/env bash
# Linux: a self-contained folder app packed as a tarball, with a desktop entry.
# Run from the repository root (Python 3.11+). For an AppImage, feed dist/Bouquet to
# appimagetool with packaging/linux/bouquet.desktop as the entry.
set -euo pipefail
python3 -m venv .build-venv
. .build-venv/bin/activate
pip install . pyinstaller
python packaging/prepare.py
pyinstaller --noconfirm packaging/bouquet.spec
cp packaging/linux/bouquet.desktop dist/Bouquet/
tar -C dist -czf dist/Bouquet-linux-x86_64.tar.gz Bouquet
echo "Archive: dist/Bouquet-linux-x86_64.tar.gz"
