"""Save files (``.bouquet``): versioned JSON validated by pydantic, written atomically.

Loading replays the action log through the rules, so a tampered log is caught by the same
legality check that guards play. Every failure becomes a :class:`SaveError` with one readable
line; a file is only ever parsed as JSON, never executed.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.core.actions import ActionDecodeError
from engine.core.errors import BouquetError, SaveError
from engine.core.registry import get_game
from engine.core.session import Session
from engine.version import APP_VERSION

SAVE_FORMAT: Literal["bouquet-save"] = "bouquet-save"
SAVE_VERSION = 1
SAVE_SUFFIX = ".bouquet"
MAX_SAVE_BYTES = 5 * 1024 * 1024
SeatKind = Literal["human", "random", "easy", "normal", "hard"]


class Seat(BaseModel):
    """Who sits in a seat: a name and a human or an AI level."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(min_length=1, max_length=40)
    kind: SeatKind = "human"


class SaveFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["bouquet-save"]
    version: int
    app_version: str = Field(max_length=40)
    game: str = Field(max_length=40)
    options: dict[str, Any]
    seed: int = Field(ge=0, lt=2**63)
    seats: list[Seat] = Field(max_length=8)
    actions: list[dict[str, Any]] = Field(max_length=100_000)
    created: datetime
    modified: datetime


@dataclass(frozen=True)
class SavedGame:
    """A loaded save: the replayed session plus the table's seats."""

    session: Session
    seats: tuple[Seat, ...]
    created: datetime


def to_save_file(
    session: Session, seats: tuple[Seat, ...], created: datetime | None = None
) -> SaveFile:
    now = datetime.now(UTC)
    return SaveFile(
        format=SAVE_FORMAT,
        version=SAVE_VERSION,
        app_version=APP_VERSION,
        game=session.game.info.id,
        options=session.options.model_dump(mode="json"),
        seed=session.seed,
        seats=list(seats),
        actions=[action.to_json() for action in session.actions],
        created=created or now,
        modified=now,
    )


def write_save(
    path: Path, session: Session, seats: tuple[Seat, ...], created: datetime | None = None
) -> None:
    """Write atomically: a temp file in the same folder, fsync, then ``os.replace``."""
    text = to_save_file(session, seats, created).model_dump_json(indent=1)
    write_text_atomically(path, text)


def write_text_atomically(path: Path, text: str) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise


def read_save(path: Path) -> SavedGame:
    """Load and replay a save; raises SaveError naming the problem."""
    path = Path(path)
    try:
        size = path.stat().st_size
    except OSError as error:
        raise SaveError(f"cannot open {path.name}: {error.strerror or error}") from None
    if size > MAX_SAVE_BYTES:
        raise SaveError(f"{path.name} is too large to be a Bouquet save ({size} bytes)")
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise SaveError(f"cannot read {path.name}: {error.strerror or error}") from None
    return parse_save(raw, path.name)


def parse_save(raw: bytes, name: str = "the file") -> SavedGame:
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError(f"{name} is too large to be a Bouquet save")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        raise SaveError(f"{name} is not a Bouquet save (damaged or not JSON)") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{name} is not a Bouquet save")
    version = data.get("version")
    if version != SAVE_VERSION:
        raise SaveError(
            f"{name} has save format version {version!r}; this Bouquet reads version {SAVE_VERSION}"
        )
    try:
        save = SaveFile.model_validate(data)
    except ValidationError as error:
        issue = error.errors()[0]
        where = ".".join(str(part) for part in issue["loc"])
        raise SaveError(f"{name} is damaged: {where}: {issue['msg']}") from None
    try:
        game = get_game(save.game)
        options = game.parse_options(save.options)
        if options.players != len(save.seats) and save.seats:
            raise SaveError(
                f"{name} is damaged: {len(save.seats)} seats for {options.players} players"
            )
        session = Session(game, options, save.seed)
        for number, encoded in enumerate(save.actions, start=1):
            try:
                session.apply(game.action_from_json(encoded))
            except (ActionDecodeError, BouquetError) as error:
                raise SaveError(f"{name} is damaged: move {number}: {error}") from None
    except SaveError:
        raise
    except BouquetError as error:
        raise SaveError(f"{name} cannot be loaded: {error}") from None
    return SavedGame(session=session, seats=tuple(save.seats), created=save.created)
