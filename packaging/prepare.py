"""Build step shared by every installer recipe: compile the translations next to their .ts.

The app compiles missing .qm files into the user cache at start-up, but a frozen app has no
``pyside6-lrelease``; it reads the ``.qm`` files shipped in ``translations/``. Run from the
repository root:  python packaging/prepare.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from desktop import i18n  # noqa: E402 - after the path set-up


def main() -> int:
    missing = i18n.update_catalogues()
    if any(missing.values()):
        print(f"untranslated messages: {missing}; translate them first", file=sys.stderr)
        return 1
    ready = i18n.ensure_compiled(out_dir=ROOT / "translations")
    if len(ready) != len(i18n.LANGUAGES) - 1:
        print("pyside6-lrelease is missing or failed", file=sys.stderr)
        return 1
    for path in ready:
        print(f"compiled {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
