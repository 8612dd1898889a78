"""Save files (``.bouquet``): versioned JSON validated by pydantic, written atomically.

Loading replays the action log through the rules, so a tampered log is caught by the same
legality check that guards play. Every failure becomes a :class:`SaveError` whose note says
in plain words what is wrong (the desktop translates it) and whose detail keeps the technical
finding; a file is only ever parsed as JSON, never executed.
"""

from __future__ import annotations

import codecs
import errno
import json
import os
import stat
import tempfile
import time
import unicodedata
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    ValidatorFunctionWrapHandler,
    field_validator,
)

from engine.core.actions import ActionDecodeError
from engine.core.errors import BouquetError, OptionsError, SaveError, UnknownGameError
from engine.core.game import Game
from engine.core.notes import Note, Players, Term, Written
from engine.core.options import GameOptions
from engine.core.registry import all_games, get_game
from engine.core.rng import MAX_SEED
from engine.core.session import Session
from engine.version import APP_VERSION

SAVE_FORMAT: Literal["bouquet-save"] = "bouquet-save"
SAVE_VERSION = 2
"""Version 2 added ``redo``; version 1 files (without it) are read as before."""
READABLE_VERSIONS = (1, 2)
SAVE_SUFFIX = ".bouquet"
MAX_SAVE_BYTES = 5 * 1024 * 1024
SeatKind = Literal["human", "random", "easy", "normal", "hard"]
TOO_LARGE = Note.of("The file is too large to be a Bouquet save.")
NOT_A_SAVE = Note.of("The file is not a Bouquet save.")
CANNOT_READ = Note.of("The file cannot be read.")
READ_REFUSED = Note.of("The file cannot be read: Bouquet may not read it. Check its permissions.")
"""A file, or its folder, the system keeps from Bouquet: "cannot be read" alone read as
damage (play tester, session 55)."""
NAME_TOO_LONG = Note.of("The name is too long: no file can have it.")
EMPTY = Note.of("The file is empty: it holds no saved game.")
NOT_A_SAVE_OR_DAMAGED = Note.of("The file is not a Bouquet save, or it is too damaged to be read.")
NOT_JSON = Note.of(
    "The file is not a Bouquet save, or it is too damaged to be read: its text is not the JSON"
    " a save is written in."
)
"""Said in the player's words: "not JSON text" was only in the English details (play tester
154)."""
NOT_UTF8 = Note.of(
    "The file is not in UTF-8, the text encoding Bouquet saves in, and it cannot be read as"
    " Windows text either: a text editor may have saved it in another encoding, or damaged it."
)
DAMAGED = Note.of("The file is damaged: part of the saved game is missing or wrong.")
NEWER = Note.of("The game was saved by a newer version of Bouquet. Update Bouquet to open it.")
OLDER_THAN_ANY = Note.of(
    "The file gives a save format version older than any Bouquet has written: the file was"
    " changed or damaged."
)
"""A version below the first (0, -1): "damaged" alone sent a player looking for damage in a
file no Bouquet could have written (play test)."""
"""What is wrong with a file of the right kind whose contents do not fit the format."""


UNSEEN_MARKS = frozenset(
    {chr(code) for code in (*range(0x20), *range(0x7F, 0xA0))}
    | set("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
)
"""Control characters and the marks that reorder text: in a name they turned the line that
names the players backwards ("…sruot 21 · esoR"); never part of a name."""


NAME_MAX_LENGTH = 40
"""The longest name a seat takes: the table's name plates and its lines have room for it."""

UNNAMED_SEAT = "Player {number}"
"""The name a seat whose name in a file is blank takes: the one the new-game dialog gives a
seat left blank (``fallback_seat_name``), in English. The desktop knows it in every language
and names the seat in the language of the moment (``named_now``)."""


def name_key(name: str) -> str:
    """``name`` as players tell names apart: as shown (``visible_name``), case ignored, an
    accent typed as one character or two alike. Two seats of one name made every "Ada's
    turn" and "Ada wins!" ambiguous (play test)."""
    return unicodedata.normalize("NFKC", visible_name(name)).casefold()


def blank_seat_names(names: Sequence[str], blank: Collection[int], template: str) -> dict[int, str]:
    """The names of the seats ``blank`` (by index, from 0), as ``template`` ("Player {number}")
    names them: with the seat's own number, or the first number after it that no other seat's
    name has (``name_key``). A save's blank second seat became "Player 2" beside a seat typed
    "Player 2" (play test)."""
    taken = {name_key(name) for index, name in enumerate(names) if index not in blank}
    named: dict[int, str] = {}
    for index in sorted(blank):
        number = index + 1
        while name_key(template.format(number=number)) in taken:
            number += 1
        named[index] = template.format(number=number)
        taken.add(name_key(named[index]))
    return named


def told_apart(seats: Sequence[Seat]) -> tuple[tuple[Seat, ...], tuple[int, ...]]:
    """``seats`` with each name an earlier seat already has (``name_key``) followed by a number
    ("Ann (2)"), kept within ``NAME_MAX_LENGTH``, and the seats so renamed. A save edited by
    hand, or two long names cut to their first 40 characters, opened with two players of one
    name, whose every "Ann's turn" and "Ann wins!" could not be told apart (play test)."""
    taken = {name_key(seat.name) for seat in seats}
    seen: set[str] = set()
    shown: list[Seat] = []
    renamed: list[int] = []
    for index, seat in enumerate(seats):
        key = name_key(seat.name)
        if key in seen:
            number = 2
            while True:
                mark = f" ({number})"
                name = seat.name[: NAME_MAX_LENGTH - len(mark)].rstrip() + mark
                if name_key(name) not in taken:
                    break
                number += 1
            seat = seat.model_copy(update={"name": name})
            key = name_key(name)
            taken.add(key)
            renamed.append(index)
        seen.add(key)
        shown.append(seat)
    return tuple(shown), tuple(renamed)


class Seat(BaseModel):
    """Who sits in a seat: a name and a human or an AI level."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(min_length=1, max_length=NAME_MAX_LENGTH)
    kind: SeatKind = "human"

    @field_validator("name", mode="before")
    @classmethod
    def _visible_name(cls, name: object) -> object:
        """Without the marks no name holds, and cut to the longest a seat takes: a save
        edited by hand with a longer name was refused whole (play test)."""
        if not isinstance(name, str):
            return name  # refused as no text
        shown = visible_name(name)[:NAME_MAX_LENGTH].rstrip()
        if not shown:
            raise ValueError("a name needs a visible character")
        return shown


LINE_BREAKS = frozenset("\t\n\v\f\r\x85")
"""Control characters that part words: in a name each is a space ("Rose\nthe second" read
"Rosethe second", play test)."""


def visible_name(name: str) -> str:
    """``name`` without the characters no name may hold (``UNSEEN_MARKS``, a line break
    written as a space), trimmed."""
    return "".join(
        " " if char in LINE_BREAKS else char
        for char in name
        if char in LINE_BREAKS or char not in UNSEEN_MARKS
    ).strip()


def computer_seats(seats: Sequence[Seat]) -> frozenset[int]:
    """The seats the computer plays, for ``Session(computer_seats=...)``."""
    return frozenset(index for index, seat in enumerate(seats) if seat.kind != "human")


class SaveFile(BaseModel):
    """The fields of a save file, as written.

    A field the format does not have is ignored, not refused: one ``"extra": {}`` added by hand
    or by another tool refused the whole game as damaged (play tester 138). Ignoring it is
    safe: every change to what a field means comes with a new ``version`` (a newer one is
    refused as ``NEWER`` before these fields are read), the game is rebuilt from the moves
    through the rules alone, and a field misspelled ("sed") leaves the one it stands for
    missing, which is still refused. The seats and the moves stay strict: an unknown field
    there may change who plays or what was played."""

    model_config = ConfigDict(extra="ignore")

    format: Literal["bouquet-save"]
    version: int = Field(strict=True)
    app_version: str = Field(max_length=40)
    game: str = Field(max_length=40)
    options: dict[str, Any]
    seed: int = Field(ge=0, le=MAX_SEED, strict=True)
    """Only seeds a challenge code can name: the window shows the code of every game."""
    seats: list[Seat] = Field(max_length=8)
    actions: list[dict[str, Any]] = Field(max_length=100_000)
    redo: list[dict[str, Any]] = Field(default_factory=list, max_length=100_000)
    """The moves Undo had taken back when the game was saved: Redo replays them after the
    game is reopened, and on them the computer seats give the answers they gave before."""
    created: datetime | None = None
    modified: datetime | None = None
    """When the game began and was last saved: None when the file has no date there (edited
    by hand, "created": "gestern"). Neither plays any part in the game, and a save was refused
    whole for it (play tester 123)."""

    @field_validator("created", "modified", mode="wrap")
    @classmethod
    def _unknown_date(cls, value: object, handler: ValidatorFunctionWrapHandler) -> object:
        try:
            return handler(value)
        except ValidationError:
            return None

    @field_validator("seats", mode="before")
    @classmethod
    def _name_blank_seats(cls, seats: object) -> object:
        """A seat whose name is blank is named as a new game names it ("Player 2"), by a
        name no other seat has: a save edited by hand with a blank name was refused whole
        (play test)."""
        blank = _blank_seats(seats)
        if not blank or not isinstance(seats, list):
            return seats
        names = [
            seat["name"] if isinstance(seat, dict) and isinstance(seat.get("name"), str) else ""
            for seat in seats
        ]
        named = blank_seat_names(names, blank, UNNAMED_SEAT)
        return [
            {**seat, "name": named[index]} if index in named else seat
            for index, seat in enumerate(seats)
        ]


@dataclass(frozen=True)
class SavedGame:
    """A loaded save: the replayed session plus the table's seats."""

    session: Session
    seats: tuple[Seat, ...]
    created: datetime
    warning: Note | None = None
    """What was left out of the file to open it (a damaged list of taken-back moves)."""
    warning_detail: str = ""
    """The technical finding behind ``warning``, as ``SaveError.detail``."""
    newer_app: str | None = None
    """The version of Bouquet that saved the game, when newer than this one: the format is
    read alike, but a file from version 99.0 opened without a word (play test)."""
    moves_left_out: int = 0
    """Of the moves in the file, played or taken back, those left out to open it (``warning``
    says why): ``python -m engine replay`` fails for them, and Open says how many of the
    file's moves can be read before the game in progress is given up for it (play tester,
    session 55)."""

    @property
    def moves_in_file(self) -> int:
        """The moves the file holds, played and taken back, read or not."""
        session = self.session
        return len(session.actions) + len(session.redo_actions) + self.moves_left_out


def newer_than_this(app_version: str) -> bool:
    """Is ``app_version`` ("1.2.0") a later release than ``APP_VERSION``? A version that is
    not dotted numbers is taken as no later."""
    try:
        theirs = tuple(int(part) for part in app_version.split("."))
    except ValueError:
        return False
    return theirs > tuple(int(part) for part in APP_VERSION.split("."))


NAMES_CUT = Note.of(
    "A player's name in the file is longer than a seat takes: it is cut to its first {count}"
    " characters.",
    count=NAME_MAX_LENGTH,
)


def names_given(seats: Sequence[int]) -> Note:
    """What opening a file whose ``seats`` have blank names says: each is named as a new game
    names it (``UNNAMED_SEAT``)."""
    if len(seats) == 1:
        return Note.of(
            "A player has no name in the file: as in a new game, the seat is named {players}.",
            players=Players(tuple(seats)),
        )
    return Note.of(
        "Players have no name in the file: as in a new game, their seats are named {players}.",
        players=Players(tuple(seats)),
    )


def names_told_apart(seats: Sequence[int]) -> Note:
    """What opening a file whose ``seats`` had a name an earlier seat has says: each is told
    apart by a number (``told_apart``)."""
    if len(seats) == 1:
        return Note.of(
            "Two players have the same name in the file: to tell them apart, the later one is"
            " named {players}.",
            players=Players(tuple(seats)),
        )
    return Note.of(
        "Players have the same names in the file: to tell them apart, the later ones are"
        " named {players}.",
        players=Players(tuple(seats)),
    )


READ_AS_WINDOWS_TEXT = Note.of(
    "The file was not in UTF-8 (it was probably re-saved by a text editor): Bouquet read it as"
    " Windows text. Save it again to keep it as Bouquet writes it."
)


REDO_LEFT_OUT = Note.of(
    "The moves taken back in this file were damaged: the game opens without them, so Redo"
    " has nothing to replay."
)


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
        redo=[action.to_json() for action in session.redo_actions],
        created=created or now,
        modified=now,
    )


def write_save(
    path: Path, session: Session, seats: tuple[Seat, ...], created: datetime | None = None
) -> None:
    """Write atomically: a temp file in the same folder, fsync, then ``os.replace``."""
    text = to_save_file(session, seats, created).model_dump_json(indent=1)
    write_text_atomically(path, text)


TEMP_PREFIX, TEMP_SUFFIX = ".bouquet-", ".tmp"
"""How ``write_text_atomically`` names its temp files."""

STALE_TEMP_AGE = 3600.0
"""Seconds after which a temp file is one a killed write left behind: a write takes well
under a second, and another Bouquet may be writing in the same folder now."""


def write_text_atomically(path: Path, text: str) -> None:
    """The temp file's name is short: named after the file, it was longer than the name the
    file dialog accepted, and the save failed ("File name too long"). Its permissions become
    a new file's (or those of the file it replaces): a temp file is private to its owner.
    Once written, the temp files killed writes left in the folder go
    (``remove_stale_temp_files``)."""
    # a link's target is written, not the link: replaced, the link became a plain file and
    # its target, in a synced folder, silently stopped changing (play test)
    path = Path(os.path.realpath(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        if os.name == "posix":
            os.chmod(temp_name, _new_file_mode(path))
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
    remove_stale_temp_files(path.parent)


def remove_stale_temp_files(folder: Path) -> None:
    """Remove the temp files of writes killed midway in ``folder`` (older than
    ``STALE_TEMP_AGE``): the file each was for was never replaced by it, and nothing else
    would ever remove it; a half-written ``.bouquet-….tmp`` stayed beside the autosave after
    the app was killed (play testers 199 and 200). One that cannot be read or removed stays."""
    now = time.time()
    try:
        found = list(folder.glob(f"{TEMP_PREFIX}*{TEMP_SUFFIX}"))
    except OSError:
        return
    for temp in found:
        try:
            info = temp.lstat()
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_TEMP_AGE:
                temp.unlink()
        except OSError:
            continue


def safe_check(check: Callable[[], bool]) -> bool:
    """``check`` of a player's path (its ``is_file``, ``is_dir``, ``exists``) answered, False
    where the system will not tell: Python 3.11 raises instead for a path in a folder that may
    not be entered (EACCES) or a name too long (ENAMETOOLONG), and one such file in the recent
    list crashed Open Recent and failed every Save (play tester, session 55)."""
    try:
        return check()
    except (OSError, ValueError):  # ValueError: a name with a NUL character
        return False


def _new_file_mode(path: Path) -> int:
    """The mode a file written at ``path`` gets: the replaced file's, else what the user's
    umask gives any new file."""
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


def read_save(path: Path) -> SavedGame:
    """Load and replay a save; raises SaveError saying what is wrong."""
    path = Path(path)
    try:
        status = path.stat()
        if stat.S_ISDIR(status.st_mode):
            raise SaveError(CANNOT_READ, f"{path.name}: a folder")
        if not stat.S_ISREG(status.st_mode):
            # a pipe waited for a writer forever, and /dev/zero, its size 0, was read until
            # memory ran out (play test)
            raise SaveError(NOT_A_SAVE, f"{path.name}: not a regular file")
        if status.st_size == 0:
            # never read: /proc/kmsg, a regular file of size 0, is read forever (play tester
            # 123); a file that truly holds nothing says no more read
            raise SaveError(EMPTY, "0 bytes")
        if status.st_size > MAX_SAVE_BYTES:
            raise SaveError(
                TOO_LARGE, f"{status.st_size} bytes; a save has at most {MAX_SAVE_BYTES}"
            )
        with path.open("rb") as stream:
            raw = stream.read(MAX_SAVE_BYTES + 1)  # a file that grows as it is read stops here
    except FileNotFoundError:
        raise SaveError(
            Note.of(
                "There is no such file: check its name, or it may have been moved, renamed or"
                " deleted."
            ),
            str(path),
        ) from None
    except PermissionError as error:
        raise SaveError(READ_REFUSED, f"{path.name}: {error.strerror or error}") from None
    except OSError as error:
        if error.errno == errno.ENAMETOOLONG:
            raise SaveError(NAME_TOO_LONG, f"{path.name}: {error.strerror}") from None
        raise SaveError(CANNOT_READ, f"{path.name}: {error.strerror or error}") from None
    return parse_save(raw)


def parse_save(raw: bytes) -> SavedGame:
    """Check and replay the bytes of a save. Each failure says what is wrong in plain words
    (its note) and keeps the technical finding as its detail."""
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError(TOO_LARGE, f"{len(raw)} bytes; a save has at most {MAX_SAVE_BYTES}")
    if not raw.strip():
        # "not a Bouquet save, or too damaged" sent a player looking for damage in nothing
        raise SaveError(EMPTY, f"{len(raw)} bytes, all blank" if raw else "0 bytes")
    text, not_utf8 = _save_text(raw)
    repeated: list[str] = []
    try:
        data = json.loads(text, object_pairs_hook=lambda pairs: _noting_repeats(pairs, repeated))
    except (ValueError, RecursionError) as error:
        # ValueError: bad JSON, and a number of more than 4,300 digits, which Python refuses
        # to read (an autosave holding one stopped Bouquet starting, play test)
        if not_utf8:
            raise _not_utf8(raw, f"{not_utf8}; not JSON text as cp1252 either") from None
        if isinstance(error, json.JSONDecodeError):
            raise SaveError(NOT_JSON, "not JSON text") from None
        raise SaveError(NOT_A_SAVE_OR_DAMAGED, f"not readable as JSON: {error}"[:200]) from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(NOT_A_SAVE, f'no "format": "{SAVE_FORMAT}" field')
    if repeated:  # looked at once the file is known to be a save: another kind is told it is none
        raise SaveError(
            Note.of(
                "The file names the field “{field}” twice: the file was changed or damaged, and"
                " which of the two is the game's cannot be told.",
                field=Written(repeated[0]),
            ),
            f'"{repeated[0]}" given twice',
        )
    version = data.get("version")
    if type(version) is not int and not isinstance(version, str):
        # true equals 1 and 2.0 equals 2 to Python: both opened as that version
        raise SaveError(
            DAMAGED,
            f"save format version {json.dumps(version)[:40]} is not a whole number;"
            f" this Bouquet reads version {SAVE_VERSION}",
        )
    if version not in READABLE_VERSIONS:
        # a version written as text ("2") read as the very version this one reads
        kind = "text" if isinstance(version, str) else "version"
        detail = f"save format {kind} {version!r}; this Bouquet reads version {SAVE_VERSION}"
        if isinstance(version, int) and version > SAVE_VERSION:
            raise SaveError(NEWER, detail)
        if isinstance(version, int) and version < READABLE_VERSIONS[0]:
            raise SaveError(OLDER_THAN_ANY, detail)
        raise SaveError(DAMAGED, detail)
    try:
        save = SaveFile.model_validate(data)
    except ValidationError as error:
        issue = error.errors()[0]
        where = ".".join(str(part) for part in issue["loc"])
        detail = f"{where}: {issue['msg']}"
        if len(issue["loc"]) == 3 and issue["loc"][::2] == ("seats", "name"):
            # a blank name or a long one opens (``_name_blank_seats``, ``Seat._visible_name``)
            raise SaveError(
                Note.of(
                    "The name of player {number} in the file is not text: the file was"
                    " changed or damaged.",
                    number=int(issue["loc"][1]) + 1,
                ),
                detail,
            ) from None
        if issue["loc"][:1] == ("seats",):
            raise SaveError(
                Note.of("The list of players in the file is damaged."), detail
            ) from None
        raise SaveError(DAMAGED, detail) from None
    try:
        game = get_game(save.game)
    except UnknownGameError as error:
        raise SaveError(
            Note.of("The file holds a game that this version of Bouquet does not have."),
            str(error),
        ) from None
    try:
        options = game.parse_options(save.options)
    except OptionsError as error:
        raise SaveError(_options_refused(game, save.options), str(error)) from None
    if options.players != len(save.seats):  # none at all left the table without a player
        raise SaveError(
            Note.of("The number of players in the file does not match its game options."),
            f"{len(save.seats)} seats for {options.players} players",
        )
    seats, renamed = told_apart(save.seats)
    # a game whose start is unknown began no later than it was saved; that date, unlike now,
    # is the same at each read, and the window tells a file's game by it (``_game_key``)
    created = save.created or save.modified or datetime.now(UTC)
    newer = save.app_version if newer_than_this(save.app_version) else None
    warning, detail, left_out = None, "", 0
    try:
        session = _replay(game, options, save, save.actions)
    except UnplayableMoveError as error:
        # the moves before it are sound: a whole game was refused for its last move (play
        # test); it opens where that move was to be played, and says what was left out. So
        # does a bad first move, at the deal's start: refused whole, it broke that one rule
        # for no reason the deal gave (play tester 154)
        session, warning, detail = error.played, error.left_out(), error.detail
        left_out = len(save.actions) - len(session.actions) + len(save.redo)
    else:
        try:
            _replay_taken_back(session, save.redo, first=len(save.actions) + 1)
        except SaveError as error:
            # the moves played are sound: the game opens without its Redo list, and says so
            session = _replay(game, options, save, save.actions)
            warning, detail, left_out = REDO_LEFT_OUT, error.detail, len(save.redo)
    if warning is None:
        blank = _blank_seats(data.get("seats"))
        if renamed:  # the name shown is said first: a cut may be what made two names one
            warning = names_told_apart(renamed)
        elif _names_cut(data.get("seats")):
            # cut without a word, and Save wrote the shorter name over the file (play test)
            warning = NAMES_CUT
        elif blank:  # and so for a name given: Save asks where, and the file stays as it was
            warning = names_given(blank)
    if not_utf8:
        # said when nothing graver is: what the game lost matters more than how it was written
        detail = "; ".join(part for part in (detail, f"{not_utf8}; read as cp1252") if part)
        warning = warning or READ_AS_WINDOWS_TEXT
    return SavedGame(session, seats, created, warning, detail, newer, left_out)


def _options_refused(game: Game[Any, Any], options: dict[str, Any]) -> Note:
    """Why a file's ``options``, refused by the ``game`` it names, are wrong: a save of Petal
    Plotters whose "game" was changed to "flowers" was told its options were not valid, which
    sent the player looking at the options (play tester 138). Options with a key the game
    does not have, which another game takes whole, say that the file names one game and holds
    another's (a player count out of range, taken by another game, is no sign of it)."""
    foreign = not set(options) <= set(game.options_model.model_fields)
    for other in all_games().values() if foreign else ():
        if other is game:
            continue
        try:
            other.parse_options(options)
        except OptionsError:
            continue
        return Note.of(
            "The file names the game {named}, but its game options are those of {held}: the"
            " file was changed or damaged.",
            named=Term(game.info.name),
            held=Term(other.info.name),
        )
    model, players = game.options_model, options.get("players")
    if type(players) is int and not model.min_players <= players <= model.max_players:
        try:
            game.parse_options({**options, "players": model.min_players})
        except OptionsError:
            pass
        else:
            # the one thing wrong, said in the player's words: "not valid" alone left the
            # range in the English details (play tester 154)
            return Note.of(
                "The game in the file takes {low} to {high} players, not {count}: the file was"
                " changed or damaged.",
                low=model.min_players,
                high=model.max_players,
                count=players,
            )
    return Note.of("The game options in the file are not valid.")


def _noting_repeats(pairs: list[tuple[str, Any]], repeated: list[str]) -> dict[str, Any]:
    """A JSON object read from its ``pairs``, each key it gives twice added to ``repeated``.
    Python's JSON reader keeps the last of the two, and a save with "seed" twice opened
    another deal without a word (play tester 138): which one the game was saved with cannot
    be told."""
    found: dict[str, Any] = {}
    for key, value in pairs:
        if key in found:
            repeated.append(key)
        found[key] = value
    return found


UTF16_MARKS = ((codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be"))
"""The byte order marks of UTF-16 and the encoding each names: Notepad's "Unicode" and
"Unicode big endian" begin a file with one."""


def _save_text(raw: bytes) -> tuple[str, str]:
    """The text of a save's bytes, and what was wrong with them as UTF-8 ("" when nothing
    was). A save is UTF-8; one a player edited and Notepad re-saved as "ANSI" (Windows text,
    cp1252) was refused as no save at all (play tester 123): it is read as cp1252. A byte
    order mark says UTF-8 (Windows editors write one, and it is no damage): with one, the
    text is UTF-8 or nothing. A UTF-16 mark says UTF-16 (Notepad's "Unicode"; such a save
    was refused as no save, play tester 123): it holds the text as exactly as UTF-8 does, so
    it is read without a word."""
    for mark, encoding in UTF16_MARKS:
        if raw.startswith(mark):
            try:
                return raw[len(mark) :].decode(encoding), ""
            except UnicodeDecodeError as error:
                detail = (
                    f"not {encoding} at byte {len(mark) + error.start}, after its byte order mark"
                )
                raise SaveError(NOT_A_SAVE_OR_DAMAGED, detail) from None
    try:
        return raw.decode("utf-8-sig"), ""
    except UnicodeDecodeError as error:
        not_utf8 = f"not UTF-8 at byte {error.start}"
    if raw.startswith(codecs.BOM_UTF8):
        raise _not_utf8(raw, f"{not_utf8}, after a UTF-8 byte order mark")
    try:
        return raw.decode("cp1252"), not_utf8
    except UnicodeDecodeError as error:
        raise _not_utf8(raw, f"{not_utf8}; not cp1252 at byte {error.start}") from None


def _not_utf8(raw: bytes, detail: str) -> SaveError:
    """Why ``raw``, not UTF-8 and not readable as Windows text, cannot be read: its encoding
    when it names itself a save, else that it is none (a picture renamed is not text at all)."""
    if SAVE_FORMAT.encode() in raw:
        return SaveError(NOT_UTF8, detail)
    return SaveError(NOT_A_SAVE_OR_DAMAGED, detail)


def _names_cut(seats: Any) -> bool:
    """Does a seat of the file, as written, hold a name longer than a seat takes? (The seat
    read from it holds its first ``NAME_MAX_LENGTH`` characters.)"""
    return isinstance(seats, list) and any(
        isinstance(seat, dict)
        and isinstance(seat.get("name"), str)
        and len(visible_name(seat["name"])) > NAME_MAX_LENGTH
        for seat in seats
    )


def _blank_seats(seats: object) -> tuple[int, ...]:
    """The seats of a file, as written, without a name: none, or text with nothing visible."""
    if not isinstance(seats, list):
        return ()
    return tuple(
        index
        for index, seat in enumerate(seats)
        if isinstance(seat, dict)
        and (
            "name" not in seat or (isinstance(seat["name"], str) and not visible_name(seat["name"]))
        )
    )


def _replay(
    game: Game[Any, Any], options: GameOptions, save: SaveFile, actions: Sequence[dict[str, Any]]
) -> Session:
    session = Session(game, options, save.seed, computer_seats=computer_seats(save.seats))
    _apply_all(session, actions, first=1)
    return session


def _replay_taken_back(session: Session, redo: Sequence[dict[str, Any]], first: int) -> None:
    """Play the moves Undo had taken back, then take them back again."""
    _apply_all(session, redo, first)
    for _ in redo:
        reason = session.undo_blocked_reason()
        if reason is not None:  # Undo could never have taken that move back
            raise SaveError(DAMAGED, f"taken-back move {session.cursor}: {reason}")
        session.undo()


class UnplayableMoveError(SaveError):
    """Move ``number`` of a save (in ``turn``) cannot be played where it stands; ``played``
    is the session with the moves before it. ``damaged``: it is no move of the game at all
    (an unknown kind of move, a card no deck holds), not one its rules refuse there."""

    def __init__(
        self, number: int, turn: int, detail: str, played: Session, damaged: bool = False
    ) -> None:
        self.number, self.turn, self.played, self.damaged = number, turn, played, damaged
        super().__init__(self._why(), detail)

    def _why(self) -> Note:
        # "Move 3 in the file, in turn 3" said one number twice
        game = Term(self.played.game.info.name)
        if self.damaged and self.turn == self.number:
            return Note.of(
                "Move {number} in the file is not a move of {game}: the file was changed or"
                " damaged.",
                number=self.number,
                game=game,
            )
        if self.damaged:
            return Note.of(
                "Move {number} in the file, in turn {turn}, is not a move of {game}: the file"
                " was changed or damaged.",
                number=self.number,
                turn=self.turn,
                game=game,
            )
        if self.turn == self.number:
            return Note.of(
                "Move {number} in the file is not allowed by the rules: the file was changed"
                " or damaged.",
                number=self.number,
            )
        return Note.of(
            "Move {number} in the file, in turn {turn}, is not allowed by the rules: the"
            " file was changed or damaged.",
            number=self.number,
            turn=self.turn,
        )

    def left_out(self) -> Note:
        """What opening the game without the move and those after it leaves out. A move that
        is no move of the game says the file was changed or damaged: "not allowed by the
        rules" sent a player whose file named a card no deck has (katydid-99) to the rules
        (play tester 138)."""
        if self.damaged:
            return Note.of(
                "{why} The game opens just before that move, without it and the moves after it.",
                why=self._why(),
            )
        if self.turn == self.number:
            return Note.of(
                "Move {number} in the file is not allowed by the rules: the game opens just"
                " before it, without it and the moves after it.",
                number=self.number,
            )
        return Note.of(
            "Move {number} in the file, in turn {turn}, is not allowed by the rules: the game"
            " opens just before it, without it and the moves after it.",
            number=self.number,
            turn=self.turn,
        )


MOVE_SHOWN_LENGTH = 120
"""The most of a refused move's JSON a detail quotes."""


def _apply_all(session: Session, actions: Sequence[dict[str, Any]], first: int) -> None:
    for number, encoded in enumerate(actions, start=first):
        try:
            session.apply(session.game.action_from_json(encoded))
        except (ActionDecodeError, BouquetError) as error:
            # the turn too: the start screen counts turns ("14 turns"), and "move 16", a
            # count of steps (a draw, a target), matched nothing a player had seen (play test)
            turn = 1 + sum(session.ends_turn(index) for index in range(session.cursor))
            # the move as the file holds it: the rules count stacks from 1, as players do, and
            # a file's stack -1 was told only "There is no stack 0" (play tester 138)
            written = json.dumps(encoded, ensure_ascii=False)
            if len(written) > MOVE_SHOWN_LENGTH:
                written = written[: MOVE_SHOWN_LENGTH - 1] + "…"
            detail = f"move {number}: {error} (in the file: {written})"
            damaged = isinstance(error, ActionDecodeError)
            raise UnplayableMoveError(number, turn, detail, session, damaged) from None
