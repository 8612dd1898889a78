"""Build step shared by every installer recipe: compile the translations next to their .ts,
and render the app icon into each platform's files (``packaging/icons.py``).

The app compiles missing .qm files into the user cache at start-up, but a frozen app has no
``pyside6-lrelease``; it reads the ``.qm`` files shipped in ``translations/``. Run from the
repository root:  python packaging/prepare.py

The ``.ts`` files are only read, never rewritten (a build must not change tracked files):
if a message of the sources has no finished translation, the build stops and says to run
``python -m desktop.i18n`` and translate. Changed line numbers alone do not matter.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import icons  # noqa: E402 - packaging/icons.py, beside this script

from desktop import i18n  # noqa: E402 - after the path set-up


def untranslated(ts_dir: Path) -> dict[str, list[i18n.Message]]:
    """Per language, the source messages without a finished translation in its .ts."""
    messages = i18n.extract_messages(ROOT / "desktop")
    found: dict[str, list[i18n.Message]] = {}
    for language in i18n.LANGUAGES:
        if language == i18n.SOURCE_LANGUAGE:
            continue
        ts = ts_dir / f"bouquet_{language}.ts"
        old = i18n.read_ts(ts) if ts.is_file() else {}
        done = {key for key, (_, finished) in old.items() if finished}
        found[language] = [key for key in sorted(messages) if key not in done]
    return found


def main() -> int:
    ts_dir = ROOT / "translations"
    missing = untranslated(ts_dir)
    if any(missing.values()):
        for language, keys in missing.items():
            for context, text in keys[:10]:
                print(f"untranslated ({language}): {context}: {text!r}", file=sys.stderr)
            if len(keys) > 10:
                print(f"... and {len(keys) - 10} more for {language}", file=sys.stderr)
        print(
            "run `python -m desktop.i18n`, translate the new messages, then build again",
            file=sys.stderr,
        )
        return 1
    ready = i18n.ensure_compiled(ts_dir=ts_dir, out_dir=ts_dir)
    if len(ready) != len(i18n.LANGUAGES) - 1:
        print("pyside6-lrelease is missing or failed", file=sys.stderr)
        return 1
    for path in ready:
        print(f"compiled {path.relative_to(ROOT)}")
    for path in icons.write_icons():
        print(f"rendered {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
