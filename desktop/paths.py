"""Where Bouquet keeps its files: settings, the autosave, the recent-files list, caches, the
log of errors; and where the player's saves go.

Everything goes through :func:`config_dir`, :func:`data_dir`, :func:`cache_dir`,
:func:`log_dir` and :func:`saves_dir` so that one environment variable, ``BOUQUET_HOME``,
moves all of it (tests point it at a temporary folder, a portable install at a USB stick).
Without it we follow the platform's conventions.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from pathlib import Path
from typing import NamedTuple

from platformdirs import (
    user_cache_dir,
    user_config_dir,
    user_data_dir,
    user_documents_dir,
    user_log_dir,
)

from engine.core.data import data_root
from engine.core.save import MAX_SAVE_BYTES, SAVE_SUFFIX, safe_check, write_text_atomically

APP_NAME = "Bouquet"
HOME_ENV = "BOUQUET_HOME"
MAX_RECENT = 8
REPO_ROOT = Path(__file__).resolve().parent.parent
"""The folder that holds the ``desktop`` package: the source checkout, for tools that read the
code itself (string extraction)."""
DATA_ROOT = data_root()
"""The folder that holds docs/rules/, translations/ and resources/ (``engine.core.data``)."""


def _home() -> Path | None:
    value = os.environ.get(HOME_ENV)
    return Path(value) if value else None


def config_dir() -> Path:
    home = _home()
    return home / "config" if home else Path(user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    home = _home()
    return home / "data" if home else Path(user_data_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    home = _home()
    return home / "cache" if home else Path(user_cache_dir(APP_NAME, appauthor=False))


def log_dir() -> Path:
    """Where the log of errors goes (``crash_log``)."""
    home = _home()
    return home / "logs" if home else Path(user_log_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def autosave_path() -> Path:
    """The game in progress, rewritten after every move so a crash or quit loses nothing."""
    return data_dir() / f"autosave{SAVE_SUFFIX}"


def _autosave_file_path() -> Path:
    return data_dir() / "autosave-file.json"


class AutosaveFile(NamedTuple):
    """The file the autosaved game was last opened from or saved to, and its content then
    (``file_stamp``): Resume ties the game to it, and Save asks before replacing it if it
    has changed since."""

    path: Path
    stamp: str | None


def autosave_file_text(save_path: Path | None, stamp: str | None) -> str:
    """What ``autosave_file`` reads, written with each autosave, in order with it."""
    return json.dumps({"file": None if save_path is None else str(save_path), "stamp": stamp})


def write_autosave_file(text: str) -> None:
    write_text_atomically(_autosave_file_path(), text)


def autosave_file() -> AutosaveFile | None:
    """The file the autosaved game was last opened from or saved to (``autosave_file_text``),
    if any. Found by searching the recent files for the same game, Resume tied it to an older
    copy when that file had been moved, and Save overwrote the copy unasked (play test)."""
    try:
        raw = json.loads(_autosave_file_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(raw, dict):
        return None
    file, stamp = raw.get("file"), raw.get("stamp")
    if not isinstance(file, str) or not file:
        return None
    return AutosaveFile(Path(file), stamp if isinstance(stamp, str) else None)


def file_stamp(path: Path) -> str | None:
    """The content of the file at ``path`` as a digest (None: it cannot be read), to tell
    whether another program, or another Bouquet, wrote it since (``MainWindow.save``)."""
    try:
        if not path.is_file():  # a pipe would be waited on
            return None
        with path.open("rb") as stream:  # as far as a save is ever read
            return hashlib.sha256(stream.read(MAX_SAVE_BYTES + 1)).hexdigest()
    except OSError:
        return None


def is_autosave(path: Path) -> bool:
    """Whether ``path`` names the autosave (however it is written: relative, through a link)."""
    try:
        return path.resolve() == autosave_path().resolve()
    except (OSError, RuntimeError):  # a loop of links, a path the system refuses
        return False


def saves_dir() -> Path:
    """The folder the Open/Save dialogs start in: "Bouquet" in the player's documents, where a
    file manager shows it. In the app's data folder (``former_saves_dir``), on Linux the hidden
    ~/.local/share, play testers could not find their saves outside the app."""
    home = _home()
    return home / "saves" if home else Path(user_documents_dir()) / APP_NAME


def former_saves_dir() -> Path:
    """The saves folder of earlier versions. The saves in it stay there, not moved: the recent
    list and the autosave name them there, and a file that moved unasked is one a player no
    longer finds where they put it. ``saves_folders`` offers it while it holds saves."""
    return data_dir() / "saves"


def saves_folders() -> list[Path]:
    """The folders of saves the file dialog offers in its side bar: the saves folder once it
    is made, and the one of earlier versions while it holds a save, so that a game saved there
    is still one click away."""
    folders = [saves_dir()] if safe_check(saves_dir().is_dir) else []
    former = former_saves_dir()
    with contextlib.suppress(OSError):  # a folder that cannot be read is no place to offer
        if any(former.glob(f"*{SAVE_SUFFIX}")):
            folders.append(former)
    return folders


def rules_path(game_id: str, language: str) -> Path:
    """The player's rules of a game in ``language``: ``docs/rules/<language>/<game_id>.md``,
    or the English original ``docs/rules/<game_id>.md`` where that translation is missing (so
    a new game or language is readable before it is translated). Developer notes on a game
    live in ``docs/games/`` and are never shown."""
    folder = DATA_ROOT / "docs" / "rules"
    translated = folder / language / f"{game_id}.md"
    return translated if translated.is_file() else folder / f"{game_id}.md"


def translations_dir() -> Path:
    return DATA_ROOT / "translations"


def app_icon_path() -> Path:
    """The app icon, an SVG: Qt draws it sharp at every size, and packaging renders it."""
    return DATA_ROOT / "resources" / "icons" / "bouquet.svg"


def _recent_path() -> Path:
    return data_dir() / "recent.json"


def recent_files() -> list[Path]:
    """Recently opened or saved games that still exist, newest first (a bad list is ignored;
    a file the system will not say is there, as in a folder that may not be entered, is left
    out)."""
    try:
        raw = json.loads(_recent_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    if not isinstance(raw, list):
        return []
    found = [Path(item) for item in raw if isinstance(item, str)]
    return [path for path in found if safe_check(path.is_file)][:MAX_RECENT]


def add_recent_file(path: Path) -> list[Path]:
    """Put ``path`` first in the recent list and return the new list."""
    path = Path(path).resolve()
    files = [path] + [item for item in recent_files() if item.resolve() != path]
    files = files[:MAX_RECENT]
    # a read-only profile must not stop play; the list is a convenience
    with contextlib.suppress(OSError):
        write_text_atomically(_recent_path(), json.dumps([str(item) for item in files], indent=1))
    return files


def clear_recent_files() -> None:
    _recent_path().unlink(missing_ok=True)


def same_file(path: Path, other: Path) -> bool:
    """Do both paths name one file (another spelling, a link)? False if either is missing."""
    with contextlib.suppress(OSError):
        return Path(path).samefile(other)
    return False


def set_aside_damaged(path: Path, why: str = "damaged") -> Path:
    """Move a file that cannot be read to a free name beside it ("autosave-damaged.bouquet",
    then "-damaged-2", ...), so that the next write never overwrites it: it may be repaired,
    or sent with a bug report. ``why`` names it ("newer": a game a newer Bouquet saved, whole,
    which a player took for damaged and might delete). Returns where it now is (``path`` if
    it cannot be moved)."""
    kept = path.with_name(f"{path.stem}-{why}{path.suffix}")
    number = 1
    while safe_check(kept.exists):
        number += 1
        kept = path.with_name(f"{path.stem}-{why}-{number}{path.suffix}")
    try:
        os.replace(path, kept)
    except OSError:
        return path
    return kept
