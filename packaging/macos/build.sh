#!/usr/bin/env bash
# macOS app bundle and disk image: run from the repository root (Python 3.11+, Xcode tools).
# Signing/notarising needs a Developer ID: set CODESIGN_ID to sign; otherwise the .app is
# ad-hoc signed and users open it with right-click > Open the first time.
set -euo pipefail
python3 -m venv .build-venv
. .build-venv/bin/activate
pip install -e . "pyinstaller>=6,<7"
python packaging/prepare.py
pyinstaller --noconfirm packaging/bouquet.spec
if [ -n "${CODESIGN_ID:-}" ]; then
    codesign --deep --force --options runtime --sign "$CODESIGN_ID" dist/Bouquet.app
fi
hdiutil create -volname Bouquet -srcfolder dist/Bouquet.app -ov -format UDZO dist/Bouquet.dmg
echo "Disk image: dist/Bouquet.dmg"
