#!/usr/bin/env bash
# Linux: a self-contained folder app packed as a tarball, with a desktop entry.
# Run from the repository root (Python 3.11+):  packaging/linux/build.sh
#   PYTHON=python3.12 ...            the Python that makes the build venv (default python3)
#   BUILD_VENV=/tmp/pkgvenv ...      where the build venv goes (default .build-venv)
# For an AppImage, see packaging/README.md (this script does not make one).
set -euo pipefail
cd "$(dirname "$0")/../.."
PYTHON="${PYTHON:-python3}"
BUILD_VENV="${BUILD_VENV:-.build-venv}"

"$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
    || { echo "Python 3.11+ needed: set PYTHON" >&2; exit 1; }
"$PYTHON" -m venv "$BUILD_VENV"
. "$BUILD_VENV/bin/activate"
# Editable: the frozen code is this checkout's (engine/, desktop/), found next to resources/.
pip install -e . "pyinstaller>=6,<7"
python packaging/prepare.py
pyinstaller --noconfirm --clean packaging/bouquet.spec

# Smoke test: the frozen app starts, and knows every game (a save of each game replays).
python packaging/linux/smoke.py dist/Bouquet/Bouquet

cp -R packaging/linux/bouquet.desktop packaging/linux/bouquet-mime.xml \
    packaging/linux/install.sh packaging/linux/icons dist/Bouquet/
tar -C dist -czf dist/Bouquet-linux-x86_64.tar.gz Bouquet
echo "Archive: dist/Bouquet-linux-x86_64.tar.gz ($(du -sh dist/Bouquet | cut -f1) unpacked)"
