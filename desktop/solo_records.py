"""Solo records: every finished solo game, kept for players chasing the solo ranks.

A finished solo game nobody saved was gone once the next one began, its score and rank with
it (play test). Each solo game is recorded once, when its end is shown, in the data folder:
the start screen names the best score of each game and variant and lists every result, and
the results say when a game beats or equals it. A damaged file is set aside under another
name, never overwritten, and the records that can still be read are kept.

Only the first play of a deal (its game, variant and code) counts toward the best score and
the ranks: an end reached when the player could know the cards to come is a replay, listed and
marked, never counted (``Replay``). Reopening a save and playing its end again raised a rank
chaser's record with no trace, as "Play again (same code)" did (play test); so did a deal left
part-way and begun again by its code, and a save opened after another game had replaced the
autosave, or under another name (play tester 137): the plays that showed a card are kept with
how far each went (``SoloRecords.plays``), never forgotten: past a limit of 500 the oldest went,
and a deal that old counted again (play test). So are the lines played on from a save behind
where their play went (``SoloRecords.ahead``): past 200 of them the oldest went, and its end
counted again. A line, not the whole play: a save shortened by a bad move, opened and left
unplayed, marked the play, and every save of it warned after, even at its furthest point (play
tester 154).

A counted game given up (another game begun or opened in its place before its end) is kept
too, with the turns it was played to and no score (``give_up_solo``): a rank chaser could
throw every bad game away unseen (play tester, session 57). A replay given up is not kept.

Each record keeps the name of the person who played it (``SoloRecord.player``), and a game is
compared with its player's own games only: a family sharing a laptop read "12 points short of
your best score" of Mum's game against Emily's best (play tester 194). What makes a replay
stays global: a deal whose cards one person has seen is known to the screen, whoever plays it
next.
"""

from __future__ import annotations

import codecs
import contextlib
import errno
import hashlib
import json
from collections import Counter
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any, Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError, model_validator
from PySide6.QtCore import QCoreApplication

from desktop import paths
from desktop.dialogs.new_game import is_fallback_name
from desktop.i18n import number_text, tr_engine
from engine.core.game import ScoreLine
from engine.core.options import variant_of
from engine.core.rng import seed_to_code
from engine.core.save import NAME_MAX_LENGTH, Seat, write_text_atomically
from engine.core.session import Session


def tr(text: str) -> str:
    return QCoreApplication.translate("SoloRecords", text)


KEPT = 1000
"""The finished solo games kept, every game and variant together: past it the oldest go, never
the best of a variant. Only the best ten were kept, and a rank chaser had no list of the games
played (play test)."""
MAX_RECORDS_BYTES = 40_000_000
"""A file larger is no records file (read whole, it could hold the app up): set aside as
damaged, so none is written larger (``_written``). The plays are kept without a limit
(``SoloRecords.plays``), about 60 bytes each, and those reopened behind where they went
(``SoloRecords.ahead``, a few of each play at most) about 20 more: the size leaves room for
some 450,000 plays, a deal begun every ten seconds for 1,250 hours (measured: 20,000 plays,
every one of them reopened behind, beside 1,000 records make a file of 1.9 MB, read in 32 ms;
450,000 so, 38 MB, read in 1.2 s)."""

PLAY_MARK_LENGTH = 16
"""The hex digits of a play's ``game_key`` kept in ``SoloRecords.plays``: 64 bits tell a play
from the few others of its deal, in a quarter of the room."""

Replay = Literal["code", "save"]
"""Why a finished game is a replay, not counted: "code", the deal (game, variant and code) was
played before, by another play that ended or showed a card; "save", this very play ended
before, or went further than the save it was reopened from, so the cards still to come were
known."""


class SoloLine(BaseModel):
    """One line of a finished solo game's score, as the engine gave it (``ScoreLine``): what a
    rank chaser compares between games (cards removed, fields, butterflies)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    key: str = Field(max_length=40)
    label: str = Field(max_length=80)
    """Source text, translated when shown."""
    points: int
    count: int = 0

    def score_line(self) -> ScoreLine:
        return ScoreLine(self.key, self.label, self.points, self.count)


class SoloRecord(BaseModel):
    """One finished solo game: how it scored, and the code that deals it again."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    game: str = Field(max_length=40)
    variant: tuple[str, ...] = Field(default=(), max_length=10)
    """The yes-or-no options set on that are off by default ("summer"): a variant's scores are
    compared with its own."""
    score: int
    rank: str | None = Field(default=None, max_length=40)
    """The engine's rank title (source text: "Expert"), if the game ranks solo scores."""
    code: str = Field(max_length=20)
    game_key: str = Field(max_length=64)
    """A digest of the play that ended so (``game_key``): its first end counts, a later one
    is a replay from a save."""
    finished: datetime
    replay: Replay | None = None
    """Why this end is listed but not counted toward the best and the ranks; None for a
    counted end (every record of a version 1 file)."""
    lines: tuple[SoloLine, ...] = Field(default=(), max_length=40)
    """How the score was made, line by line; none in a record before version 6."""
    given_up: int | None = Field(default=None, ge=0)
    """Of a game given up before its end (``give_up_solo``), the turns played: a game played,
    with no score (its ``score`` 0) nor rank. None for an end; none before version 7."""
    player: str | None = Field(default=None, max_length=NAME_MAX_LENGTH)
    """The name of the solo seat, as typed in New game: whose game it is. None in a record
    before version 8: such records are one player's of their own ("(no name)" in the solo
    results), compared with each other only, since whose they were is not known."""

    @property
    def counted(self) -> bool:
        return self.replay is None

    @property
    def ended(self) -> bool:
        """A game played to its end: its score is one (not a game given up)."""
        return self.given_up is None


Deal = tuple[str, tuple[str, ...], str]
"""What deals a game the same again: its game, variant and challenge code."""


def deal_of(session: Session) -> Deal:
    """The deal ``session`` plays (``Deal``)."""
    return (session.game.info.id, variant_of(session.options), seed_to_code(session.seed))


def deal_text(deal: Deal) -> str:
    """A deal as ``SoloRecords.plays`` names it: "flowers/summer/2222222P" (no option name
    nor code holds a "/" or a "+")."""
    game, variant, code = deal
    return f"{game}/{'+'.join(variant)}/{code}"


def play_mark(key: str) -> str:
    """A play (its ``game_key``) as ``SoloRecords.plays`` names it (``PLAY_MARK_LENGTH``)."""
    return key[:PLAY_MARK_LENGTH]


class PlayReached(BaseModel):
    """A solo play that showed a hidden card, as a version 3 file listed it: read into
    ``SoloRecords.plays``, which keeps the same by deal in less room."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    game: str = Field(max_length=40)
    variant: tuple[str, ...] = Field(default=(), max_length=10)
    code: str = Field(max_length=20)
    game_key: str = Field(max_length=64)
    shown: int = Field(ge=1)

    @property
    def deal(self) -> Deal:
        return (self.game, self.variant, self.code)


PlaysOfDeal = dict[Annotated[str, Field(max_length=64)], Annotated[int, Field(ge=1)]]
"""The plays of one deal that showed a card (``play_mark``), each with the moves up to the
furthest that showed one (``cards_shown``), the first noted first."""


class SoloRecords(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["bouquet-solo-records"] = "bouquet-solo-records"
    version: Literal[1, 2, 3, 4, 5, 6, 7, 8] = 8
    """Version 2 added ``SoloRecord.replay`` and ``ahead``, version 3 ``plays``, which version 4
    keeps by deal, without a limit; version 5 keeps ``ahead`` without a limit too, by
    ``play_mark``; version 6 keeps each game's score lines (``SoloRecord.lines``), version 7
    the games given up (``SoloRecord.given_up``), version 8 whose game each is
    (``SoloRecord.player``). Older files are read as they are (a version 1 file's records all
    counted, a version 3 file's plays put by deal, the plays ahead of a file before version 5
    marked as ``play_mark`` marks them, no record before version 6 with its lines, none before
    version 8 with its player's name). A Bouquet that knows an older version leaves a newer
    file as a newer one's (``RecordsRead.newer``), where it would have set it aside as
    damaged."""
    records: list[SoloRecord] = Field(default_factory=list, max_length=KEPT)
    ahead: list[Annotated[str, Field(max_length=PLAY_MARK_LENGTH)]] = Field(default_factory=list)
    """The lines (``line_marks``) played on from a save behind where their play had gone:
    every end they lead to is a replay, though none was recorded yet (``mark_played_behind``);
    a whole play's ``play_mark``, as Bouquet marked a play before it marked lines (play
    tester 154), makes all its ends replays. None is forgotten: past 200 the oldest went, and a play
    reopened behind that long ago counted as its first end. One line is marked for each move
    played behind a play's furthest point that no marked line led to: a few per play."""
    plays: dict[Annotated[str, Field(max_length=200)], PlaysOfDeal] = Field(default_factory=dict)
    """Every deal (``deal_text``) a solo play showed a card of, the first noted first, and its
    plays (``note_play``). None is forgotten: a deal once played is played, however long
    ago; past 500 plays the oldest went, and an old deal begun again by its code counted
    (play test). Kept by deal, a play takes some 60 bytes (``MAX_RECORDS_BYTES``)."""

    @model_validator(mode="before")
    @classmethod
    def _older_versions(cls, data: Any) -> Any:
        """An older file's fields as this version keeps them: a version 3 file's list of plays
        (``PlayReached``) put by deal, the plays ahead before version 5 (each a whole
        ``game_key``, at most 200) by ``play_mark``."""
        if not isinstance(data, dict) or data.get("version") not in (2, 3, 4):
            return data
        # not a list of keys or of plays, it is damage (a ValidationError), as any other field's
        keys = TypeAdapter(list[Annotated[str, Field(max_length=64)]]).validate_python(
            data.get("ahead", [])
        )
        older = {**data, "ahead": [play_mark(key) for key in keys]}
        if data.get("version") != 3:
            return older
        plays: dict[str, dict[str, int]] = {}
        for play in TypeAdapter(list[PlayReached]).validate_python(data.get("plays", [])):
            plays.setdefault(deal_text(play.deal), {})[play_mark(play.game_key)] = play.shown
        return {**older, "plays": plays}


def records_path() -> Path:
    return paths.data_dir() / "solo-records.json"


def game_key(session: Session, started: datetime) -> str:
    """What tells one play from another: its game, options, deal and when it was begun (a
    save keeps that). The same game shown again, or ended anew after an Undo, is the same
    play: ending it again over and over filled the records with one deal (play test)."""
    play = {
        "game": session.game.info.id,
        "options": session.options.model_dump(mode="json"),
        "seed": session.seed,
        "started": started.isoformat(),
    }
    return hashlib.sha256(json.dumps(play, sort_keys=True).encode()).hexdigest()


class RecordsRead(NamedTuple):
    """The records file as read: its records, where a damaged file was set aside, and
    whether a newer Bouquet wrote it."""

    records: SoloRecords
    damaged: Path | None
    """Where a file that could not be read as records was set aside."""
    newer: bool
    """Written by a newer Bouquet: left as it is, neither read nor written here. Called
    damaged and set aside, its records were missing after the update too (play test)."""
    salvaged: int = 0
    """Of a file set aside, the records that could be read and are kept."""
    unreadable: bool = False
    """The system keeps the file from Bouquet (permission denied): left as it is, neither read
    nor written this time. Called damaged and set aside, its records were lost to the app
    once its permissions were mended (play tester, session 55)."""


class SoloStanding(NamedTuple):
    """How a finished solo game stands, as its results tell it."""

    before: SoloRecord | None
    """Its player's counted best game of its variant before this end (this play's first end
    among them)."""
    beaten: bool
    """A counted end above ``before``: never a replay's."""
    replay: Replay | None = None
    """Why this end does not count (``SoloRecord.replay``)."""
    not_written: OSError | None = None
    """Why the records could not be written: the results said "a new best score" of a
    result the records never got (play test)."""
    newer: bool = False
    """The records are a newer Bouquet's, so this result is not added to them."""
    unreadable: bool = False
    """The records cannot be read (``RecordsRead.unreadable``): this result is not added."""
    set_aside: Path | None = None
    """Where a records file found damaged now was set aside (``RecordsRead.damaged``): found
    at a game's end, it was set aside with nothing said (play test)."""
    salvaged: int = 0
    """Of that file, the records that could be read and are kept."""


def _written_by_newer(data: bytes) -> bool:
    """Records of a version after ours: the same format, a larger version number."""
    try:
        content = json.loads(data)
    except ValueError:
        return False
    if not isinstance(content, dict):
        return False
    version = content.get("version")
    return (
        content.get("format") == SoloRecords().format
        and isinstance(version, int)
        and version > SoloRecords().version
    )


def read_records(path: Path | None = None) -> RecordsRead:
    """The records kept (none when there is no file yet). A file that cannot be read as
    records is set aside ("solo-records-damaged.json"), so that the next record cannot
    overwrite it, and the records start again; a newer Bouquet's file is left as it is."""
    path = path or records_path()
    try:
        if path.stat().st_size > MAX_RECORDS_BYTES:
            raise ValueError("too large")
        # a byte order mark first is no damage (Notepad's "UTF-8 with BOM"): with it, every
        # record was called unreadable and the file set aside
        data = path.read_bytes().removeprefix(codecs.BOM_UTF8)
    except FileNotFoundError:
        return RecordsRead(SoloRecords(), None, False)
    except PermissionError:
        return RecordsRead(SoloRecords(), None, False, unreadable=True)
    except (OSError, ValueError):
        return RecordsRead(SoloRecords(), paths.set_aside_damaged(path), False)
    try:
        return RecordsRead(SoloRecords.model_validate_json(data), None, False)
    except (ValueError, ValidationError):
        if _written_by_newer(data):
            return RecordsRead(SoloRecords(), None, True)
        kept = paths.set_aside_damaged(path)
        records = SoloRecords(records=_readable_records(data))
        if records.records and kept != path:
            # the records that could be read stay: one damaged record cost a rank chaser
            # every result (play test); written now, they are there at the next start
            with contextlib.suppress(OSError):
                write_text_atomically(path, records.model_dump_json(indent=1))
        return RecordsRead(records, kept, False, len(records.records))


def _readable_records(data: bytes) -> list[SoloRecord]:
    """The records of a records file that can each be read, when the file as a whole cannot
    (the newest ``KEPT``, every game's best among them)."""
    try:
        content = json.loads(data)
    except (ValueError, RecursionError):
        return []
    if not isinstance(content, dict) or content.get("format") != SoloRecords().format:
        return []
    entries = content.get("records")
    readable: list[SoloRecord] = []
    for entry in entries if isinstance(entries, list) else []:
        try:
            readable.append(SoloRecord.model_validate(entry))
        except ValidationError:
            continue
    return within_kept(readable)


def load_records(path: Path | None = None) -> SoloRecords:
    """The records kept (``read_records``)."""
    return read_records(path).records


def best(records: Sequence[SoloRecord], game: str, variant: tuple[str, ...]) -> SoloRecord | None:
    """The best counted game of ``game`` in ``variant``: the highest score, the earliest of
    equals. A replay is never the best: its player knew the cards to come; nor is a game given
    up, which has no score."""
    mine = [
        record
        for record in records
        if record.game == game and record.variant == variant and record.counted and record.ended
    ]
    return max(mine, key=lambda record: (record.score, -record.finished.timestamp()), default=None)


def solo_player(seat: Seat) -> str | None:
    """Whose solo game a seat plays, as the records keep it (``SoloRecord.player``): the name
    typed in its seat; None for a seat left blank, whose "Player 1" is named in the language of
    the moment (after a switch to French, "Joueur 1" would be another player) and is nobody's
    name: that person's games go on with the nameless ones recorded before names were kept."""
    return None if is_fallback_name(seat.name, 0) else seat.name


def own_games(records: Sequence[SoloRecord], player: str | None) -> list[SoloRecord]:
    """The games of ``records`` that ``player`` played (None: the records with no name): a
    player's best, ranks and "points short" are weighed against their own games only."""
    return [record for record in records if record.player == player]


def bests(records: Sequence[SoloRecord], game: str) -> list[SoloRecord]:
    """The best game of each variant of ``game`` played (and counted), the plain game first."""
    variants = sorted({record.variant for record in records if record.game == game})
    return [record for variant in variants if (record := best(records, game, variant))]


def within_kept(records: list[SoloRecord]) -> list[SoloRecord]:
    """``records`` in their order, at most ``KEPT``: the oldest go first, never a player's best
    game of a variant."""
    if len(records) <= KEPT:
        return records
    variants = {(record.game, record.variant, record.player) for record in records}
    champions = {
        id(best(own_games(records, player), game, variant)) for game, variant, player in variants
    }
    newest = sorted(records, key=lambda record: record.finished, reverse=True)
    others = [record for record in newest if id(record) not in champions]
    chosen = champions | {id(record) for record in others[: KEPT - len(champions)]}
    return [record for record in records if id(record) in chosen]


def rank_counts(records: Sequence[SoloRecord], ladder: Sequence[str]) -> list[tuple[str, int]]:
    """How many counted games reached each rank of ``ladder`` (the game's ranks, lowest first),
    the highest rank first, a rank not reached yet counted 0; a rank the ladder does not name
    (a record written by another version) follows, so that no game goes uncounted. A replay
    reached no rank: its player knew the cards to come."""
    counts = Counter(
        record.rank for record in records if record.rank is not None and record.counted
    )
    named = [(rank, counts.pop(rank, 0)) for rank in reversed(ladder)]
    return named + sorted(counts.items())


def line_marks(session: Session, started: datetime) -> list[str]:
    """The lines the play begun at ``started`` took to ``session``, each as ``SoloRecords.ahead``
    names it: its ``game_key`` followed by its first move, by its first two, and so on to its
    last (a move played behind a play's furthest point marks its line, ``mark_played_behind``)."""
    line = hashlib.sha256(game_key(session, started).encode())
    marks: list[str] = []
    for action in session.actions:
        line.update(json.dumps(action.to_json(), sort_keys=True).encode())
        marks.append(play_mark(line.copy().hexdigest()))
    return marks


def replay_of(kept: SoloRecords, session: Session, started: datetime) -> Replay | None:
    """Why the play begun at ``started``, at ``session``, is a replay, if it is (``Replay``):
    this play ended before, or its line was played on behind where it had gone ("save");
    else its deal was played before, to its end or past a card shown, by another play
    ("code")."""
    key, deal = game_key(session, started), deal_of(session)
    ahead = {play_mark(key), *line_marks(session, started)} & set(kept.ahead)
    if ahead or any(record.game_key == key and record.ended for record in kept.records):
        return "save"
    # this very play given up, then opened from its save, is no replay: it went no further
    others = (record for record in kept.records if record.ended or record.game_key != key)
    if any((record.game, record.variant, record.code) == deal for record in others):
        return "code"
    if any(mark != play_mark(key) for mark in plays_of(kept, deal)):
        return "code"
    return None


def given_up_before(kept: SoloRecords, session: Session, started: datetime) -> bool:
    """Whether the deal of the play begun at ``started`` (``session``) was given up by another
    play and ended by none: its replay is told as of a game given up, where "You played this
    code before" left a player asking when (play tester 182)."""
    key, deal = game_key(session, started), deal_of(session)
    others = [
        record
        for record in kept.records
        if (record.game, record.variant, record.code) == deal and record.game_key != key
    ]
    return bool(others) and not any(record.ended for record in others)


def plays_of(kept: SoloRecords, deal: Deal) -> PlaysOfDeal:
    """The plays of ``deal`` that showed a card (``SoloRecords.plays``)."""
    return kept.plays.get(deal_text(deal), {})


def cards_shown(session: Session) -> int:
    """The moves of ``session`` up to the last that showed a hidden card (0: none did)."""
    shown = session.last_reveal()
    return 0 if shown is None else shown + 1


def furthest_point(kept: SoloRecords, session: Session, started: datetime) -> int:
    """The moves up to the furthest card shown by the play begun at ``started`` (``session``
    is a point of it), whatever file it was opened from (a copy of a save counted, play
    tester 137): a move played behind it is played knowing cards to come
    (``mark_played_behind``). 0 when it showed none."""
    mark = play_mark(game_key(session, started))
    return plays_of(kept, deal_of(session)).get(mark, 0)


def went_past(kept: SoloRecords, session: Session, started: datetime) -> bool:
    """Whether the play begun at ``started``, opened from a save as ``session``, showed a card
    past the save before: played on from it, it ends as a replay."""
    return furthest_point(kept, session, started) > session.cursor


def replay_ahead(kept: SoloRecords, session: Session, started: datetime) -> Replay | None:
    """Why the play begun at ``started``, opened from a save as ``session``, will end as a
    replay, if it will: told before play (``Replay``). An end recorded, shown again, is as it
    was recorded: "Show last game" said a counted end would be listed "from a save" (French
    play test)."""
    end = recorded_end(kept, session, started)
    if end is not None:
        return end.replay
    if went_past(kept, session, started):
        return "save"
    return replay_of(kept, session, started)


def note_play(session: Session, started: datetime, path: Path | None = None) -> None:
    """Keep how far the solo play begun at ``started`` went, when it showed a card past its
    deal (the play left, or the window closed): its deal begun again, or a save of it opened
    behind that point, is then played knowing cards to come. Only an end was kept, and both
    counted (play tester 137). A file that cannot be read or written is left as it is."""
    shown = cards_shown(session)
    if shown == 0:
        return
    path = path or records_path()
    read = read_records(path)
    deal = deal_of(session)
    mark = play_mark(game_key(session, started))
    noted = plays_of(read.records, deal)
    if read.newer or read.unreadable or read.damaged is not None or noted.get(mark, 0) >= shown:
        return
    # a deal or a play noted again keeps its place: the first noted is the first listed
    plays = {**read.records.plays, deal_text(deal): {**noted, mark: shown}}
    _write_kept(path, read.records.model_copy(update={"plays": plays}))


def _written(records: SoloRecords) -> str:
    """``records`` as this version writes them: a file read in an older version is written on
    in this one. Larger than ``MAX_RECORDS_BYTES``, it cannot be written (an ``OSError``):
    read, it would be set aside, every record and play with it."""
    text = records.model_copy(update={"version": SoloRecords().version}).model_dump_json(indent=1)
    if len(text.encode()) > MAX_RECORDS_BYTES:
        raise OSError(
            errno.EFBIG, tr("your solo records have reached the largest size Bouquet reads")
        )
    return text


def _write_kept(path: Path, records: SoloRecords) -> None:
    """Write ``records`` with a mark kept beside them: a file that cannot be written stays as
    it was (its own trouble is told at a game's end)."""
    with contextlib.suppress(OSError):
        write_text_atomically(path, _written(records))


def record_solo(
    session: Session,
    started: datetime,
    score: int,
    rank: str | None,
    path: Path | None = None,
    lines: Sequence[ScoreLine] = (),
    player: str | None = None,
) -> SoloStanding:
    """Record a finished solo game begun at ``started`` by ``player`` (the solo seat's name;
    None, not known), once an end (the same end shown again is recorded already). The first
    end of a deal counts, whoever played it before; a later one is recorded as a replay
    (``replay_of``), which never replaces the counted best. Returns how it stands against
    ``player``'s own counted best game of its variant before it (``own_games``). A file that
    cannot be written keeps the records as they were, and the standing says why."""
    path = path or records_path()
    read = read_records(path)
    deal = deal_of(session)
    game, variant, code = deal
    key = game_key(session, started)
    kept = read.records.records
    shown = next(
        (
            record
            for record in kept
            if (record.game_key, record.score) == (key, score) and record.ended
        ),
        None,
    )
    others = [record for record in kept if record is not shown]
    # this play given up before, and played on from its save: its end takes the line's place
    kept_on = [record for record in kept if record.ended or record.game_key != key]
    replay = shown.replay if shown else replay_of(read.records, session, started)
    before = best(own_games(others, player), game, variant)
    beaten = replay is None and (before is None or score > before.score)
    found = SoloStanding(before, beaten, replay, set_aside=read.damaged, salvaged=read.salvaged)
    if read.newer or read.unreadable:
        return found._replace(newer=read.newer, unreadable=read.unreadable)
    if shown is not None:
        return found  # the same end shown again: recorded already
    new = SoloRecord(
        game=game,
        variant=variant,
        score=score,
        rank=rank,
        code=code,
        game_key=key,
        finished=datetime.now(UTC),
        replay=replay,
        player=player,
        lines=tuple(
            SoloLine(key=line.key, label=line.label, points=line.points, count=line.count)
            for line in lines
        ),
    )
    records = read.records.model_copy(update={"records": within_kept([*kept_on, new])})
    try:
        write_text_atomically(path, _written(records))
    except OSError as error:
        # the game itself is in its autosave: a record that cannot be written loses no game
        return found._replace(not_written=error)
    return found


def recorded_end(kept: SoloRecords, session: Session, started: datetime) -> SoloRecord | None:
    """The record of the end ``session`` shows, of the solo play begun at ``started``, if it
    is over and recorded (``record_solo``)."""
    if not session.is_over():
        return None
    end = (game_key(session, started), session.result().players[0].score)
    return next(
        (
            record
            for record in kept.records
            if (record.game_key, record.score) == end and record.ended
        ),
        None,
    )


def is_recorded(session: Session, started: datetime, path: Path | None = None) -> bool:
    """Whether the end ``session`` shows, of the solo play begun at ``started``, is in the
    records: its result is kept, whichever file holds its moves."""
    return recorded_end(load_records(path), session, started) is not None


def mark_played_behind(session: Session, started: datetime, path: Path | None = None) -> None:
    """The last move of ``session``, of the play begun at ``started``, was played behind the
    furthest point that play had reached (``furthest_point``): its player knew cards still to
    come, so every end of its line is a replay (``replay_of``). Only the line is marked: the
    play's save at its furthest point is no replay (play tester 154). Kept in the records
    file, the mark outlives the app; a file that cannot be read or written is left as it is
    (its own trouble is told at the game's end)."""
    path = path or records_path()
    read = read_records(path)
    lines = line_marks(session, started)
    if (
        read.newer
        or read.unreadable
        or read.damaged is not None
        or not lines
        or set(lines) & set(read.records.ahead)
    ):
        return
    ahead = [*read.records.ahead, lines[-1]]
    _write_kept(path, read.records.model_copy(update={"ahead": ahead}))


def would_give_up(kept: SoloRecords, session: Session, started: datetime) -> bool:
    """Would another game in its place give up the person's solo play begun at ``started``,
    now ``session`` (``give_up_solo``)? The question that lets it go says so first."""
    return (
        not session.is_over()
        and session.cursor > 0
        and replay_ahead(kept, session, started) is None
    )


def give_up_solo(
    session: Session, started: datetime, path: Path | None = None, player: str | None = None
) -> bool:
    """Keep ``player``'s solo play begun at ``started``, left at ``session`` before its end for
    another game, as a game given up after the turns it was played to: a game played, never a
    score (``SoloRecord.given_up``). Not a play with no move, nor one that would end as a
    replay (``replay_ahead``): that is not counted either way. Given up again, after it was
    opened from a save, its line says how far it went now. True when it is kept; a file that
    cannot be read or written is left as it is."""
    path = path or records_path()
    read = read_records(path)
    if read.newer or read.unreadable or read.damaged is not None:
        return False
    if not would_give_up(read.records, session, started):
        return False
    game, variant, code = deal_of(session)
    key = game_key(session, started)
    turns = sum(session.starts_turn(index) for index in range(session.cursor))
    given_up = SoloRecord(
        game=game,
        variant=variant,
        score=0,
        code=code,
        game_key=key,
        finished=datetime.now(UTC),
        given_up=turns,
        player=player,
    )
    kept = [record for record in read.records.records if record.game_key != key]
    records = read.records.model_copy(update={"records": within_kept([*kept, given_up])})
    try:
        write_text_atomically(path, _written(records))
    except OSError:
        return False
    return True


def record_text(record: SoloRecord) -> str:
    """A record's score and rank as the screens name them: "19 (Expert)"."""
    return score_text(record.score, record.rank)


def score_text(score: int, rank: str | None) -> str:
    """A solo score and its rank (source text), if it has one: "19 (Expert)"."""
    if rank is None:
        return number_text(score)
    return tr("%1 (%2)").replace("%1", number_text(score)).replace("%2", tr_engine(rank))
