"""User preferences, stored as JSON in the user's config folder.

The file is written atomically; a missing, damaged or partly wrong file never stops the app:
unknown keys are dropped and each bad value falls back to its default. A file with anything
refused is set aside before the app's next write, so a hand edit gone wrong is not lost.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any, Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from desktop import paths
from engine.core.save import Seat, safe_check, write_text_atomically

Language = Literal["system", "en", "fr", "de"]
AnimationSpeed = Literal["off", "fast", "normal", "slow"]
Colours = Literal["system", "light", "dark"]
LANGUAGES: tuple[str, ...] = ("system", "en", "fr", "de")
ANIMATION_SPEEDS: tuple[str, ...] = ("off", "fast", "normal", "slow")
COLOURS: tuple[Colours, ...] = ("system", "light", "dark")
ANIMATION_FACTOR = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
"""Multiplier boards apply to their animation durations."""


class GameSetup(BaseModel):
    """How a game was last set up: New Game opens with it, a new challenge code aside."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    options: dict[str, Any] = Field(default_factory=dict)
    """The options as a save writes them; the game checks them when New Game opens (an older
    version's options it refuses give its defaults)."""
    seats: tuple[Seat, ...] = Field(default=(), max_length=16)
    several: dict[str, Any] = Field(default_factory=dict)
    """Of a solo game's setup, the options of the game's last table of several players, which
    a start card's Play opens on (``table_game``); empty otherwise."""


class Settings(BaseModel):
    """Every preference with its default."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    language: Language = "system"
    animation_speed: AnimationSpeed = "normal"
    colours: Colours = "system"
    """The windows' and tables' colours: the system's, or Bouquet's own light or dark ones
    (play testers asked for a dark table on a light desktop)."""
    colour_blind_patterns: bool = False
    """Draw patterns as well as colours, so colours are never the only clue."""
    confirm_moves: bool = False
    """Ask before a move is played (for players who misclick on touch screens)."""
    ai_move_delay_ms: int = Field(default=600, ge=0, le=5000)
    """An AI move is shown at least this long after the AI starts thinking, so people can follow."""
    window_geometry: str = Field(default="", max_length=4096)
    """The main window's size, place and maximised state when it last closed, as Qt's own
    ``saveGeometry`` bytes in base64 (Qt checks them on restore and keeps the window on a
    screen that still exists)."""
    last_game: str = Field(default="", max_length=100)
    """The game last played: New Game (Ctrl+N) opens on it, after a restart too."""
    game_setups: dict[str, GameSetup] = Field(default_factory=dict)
    """Each game's last setup, by game id."""
    move_log: bool | None = None
    """The move log shows beside the table (View › Move Log); None: not chosen yet, shown
    where the screen has room for it beside the table (``MainWindow``)."""
    history_shown: bool = False
    """History showed as Bouquet was quit (with a game, or with the last one closed): the next
    game, begun or loaded, shows it again, as it does within a run; loaded after a restart, a
    game came without it (play tester 165)."""
    resume_file: str = Field(default="", max_length=4096)
    """The file Resume opens instead of the autosave: the game was left saved there while its
    autosaves failed (a read-only data folder), and the autosave held it moves behind, which
    Resume offered after a restart (play tester, session 55). "" once an autosave works."""
    autosave_behind: bool = False
    """The game was left unsaved while its autosaves failed: the autosave lacks its last moves
    (or holds an earlier game), and Resume says so, where it offered the older autosave without
    a word (play tester 168). False once an autosave works."""

    @field_validator("game_setups", mode="before")
    @classmethod
    def _drop_bad_setups(cls, raw: Any) -> Any:
        """A setup that does not read (an edited or older file) is dropped alone, not every
        game's."""
        if not isinstance(raw, dict):
            return raw
        kept: dict[str, GameSetup] = {}
        for game_id, setup in raw.items():
            try:
                kept[str(game_id)] = GameSetup.model_validate(setup)
            except ValidationError:
                continue
        return kept


MAX_SETTINGS_BYTES = 1_000_000
"""Far above any file Bouquet writes: a larger one is not read into memory."""
_LEFT_UNREAD: set[Path] = set()
"""Settings files that could not be read as the app started: not written in this run."""


class SettingsRead(NamedTuple):
    """The preferences as read, and what became of a file that did not read whole."""

    settings: Settings
    refused: bool
    """The file did not read, or some of its values were refused: those are the defaults."""
    kept: Path | None
    """Where such a file was set aside (``read_and_keep``), so the next write keeps it."""
    unreadable: bool = False
    """The system keeps the file from Bouquet (permission denied): the defaults serve, and
    the file is left where it is, not set aside nor written over (``save``). Called damaged
    and set aside, it was lost to the app once its permissions were mended (play tester,
    session 55)."""


def _from_raw(raw: Any) -> tuple[Settings, bool]:
    """Every valid value of ``raw``, the others replaced by their defaults; and whether any
    value was refused (an unknown key is an older or newer version's, not refused)."""
    if not isinstance(raw, dict):
        return Settings(), True
    kept: dict[str, Any] = {}
    refused = False
    for key, value in raw.items():
        if key not in Settings.model_fields:
            continue
        try:
            Settings.model_validate({key: value})
        except ValidationError:
            refused = True
            continue
        kept[key] = value
    return Settings.model_validate(kept), refused


def _read(path: Path) -> tuple[Settings, bool]:
    """The settings in the file at ``path`` and whether any was refused; raises
    ``PermissionError`` for a file that may not be read, which is no damage."""
    try:
        if path.stat().st_size > MAX_SETTINGS_BYTES:
            return Settings(), True
        # a byte order mark first is no damage: Notepad writes one in "UTF-8 with BOM", and a
        # settings file edited there was reset whole and set aside
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        return Settings(), False
    except PermissionError:
        raise
    except (OSError, ValueError):  # unreadable, or not UTF-8
        return Settings(), True
    try:
        raw = json.loads(text)
    except ValueError:
        return Settings(), True
    return _from_raw(raw)


def load(path: Path | None = None) -> Settings:
    """The preferences, for a glance (the command line's language): the file is not touched."""
    try:
        return _read(path or paths.settings_path())[0]
    except PermissionError:
        return Settings()


def read_and_keep(path: Path | None = None) -> SettingsRead:
    """The preferences as the app starts with them. A file with anything refused is set
    aside ("settings-damaged.json"): it was reset silently and overwritten at the next
    write, a hand edit gone with it (play test)."""
    path = path or paths.settings_path()
    try:
        settings, refused = _read(path)
    except PermissionError:
        _LEFT_UNREAD.add(path)
        return SettingsRead(Settings(), False, None, unreadable=True)
    kept = paths.set_aside_damaged(path) if refused and safe_check(path.is_file) else None
    if kept is not None and kept != path:
        # the values kept are written at once: written at the next change only, they were
        # gone at the next start when nothing changed (play test)
        with contextlib.suppress(OSError):
            save(settings, path)
    return SettingsRead(settings, refused, None if kept == path else kept)


def save(settings: Settings, path: Path | None = None) -> None:
    """Write ``settings``, unless the file there could not be read as the app started
    (``SettingsRead.unreadable``): the defaults written over it would have lost the player's
    settings once Bouquet could read them again."""
    path = path or paths.settings_path()
    if path in _LEFT_UNREAD:
        return
    write_text_atomically(path, settings.model_dump_json(indent=1))
