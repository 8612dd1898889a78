"""Session undo barriers, save files (atomic, strict) and agents, on a tiny hidden-info game."""

from __future__ import annotations

import codecs
import json
import os
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from random import Random

import pytest

from engine.core import save as save_module
from engine.core.ai import AgentCancelled, CancelToken, make_agent
from engine.core.ai import agents as agents_module
from engine.core.errors import IllegalActionError, SaveError
from engine.core.notes import render_note
from engine.core.save import Seat, newer_than_this, read_save, write_save
from engine.core.session import UNDO_BLOCKED_REVEAL, Session
from tests.core.fake_game import GAME, BankCard, DrawCard, FakeOptions

SEATS = (Seat(name="Ana"), Seat(name="Bo", kind="easy"))


@pytest.fixture
def fake_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    def get_game(game_id: str) -> object:
        if game_id != "fake":
            from engine.core.errors import UnknownGameError

            raise UnknownGameError(f"unknown game {game_id!r}")
        return GAME

    monkeypatch.setattr(save_module, "get_game", get_game)


def new_session() -> Session:
    return Session(GAME, FakeOptions(players=2, deck_size=6), seed=11)


def test_undo_never_crosses_a_reveal() -> None:
    session = new_session()
    assert session.last_reveal() is None
    session.apply(DrawCard())
    session.apply(DrawCard())
    assert session.undo_blocked_reason() == UNDO_BLOCKED_REVEAL
    assert session.last_reveal() == 1
    with pytest.raises(RuntimeError):
        session.undo()
    card = session.state.hands[0][0]
    session.apply(BankCard(card))
    assert session.can_undo() and session.last_reveal() == 1  # the barrier stays behind
    assert session.undo() == BankCard(card)
    assert session.state.hands[0] == (card,)
    assert session.redo() == BankCard(card)
    assert session.state.banked[0] == card


def test_new_action_cuts_the_redo_tail() -> None:
    session = new_session()
    session.apply(DrawCard())
    session.apply(DrawCard())
    first = session.state.hands[0][0]
    session.apply(BankCard(first))
    session.undo()
    assert session.can_redo()
    session.apply(DrawCard())
    assert not session.can_redo()
    assert session.actions[-1] == DrawCard()


def test_undo_steps_back_to_a_player_stop_at_barriers() -> None:
    session = new_session()
    session.apply(DrawCard())
    session.apply(DrawCard())
    session.apply(BankCard(session.state.hands[0][0]))
    session.apply(BankCard(session.state.hands[1][0]))
    # Player 0's last decision was two steps back; player 1's one step back.
    assert session.undo_steps_to_player(0) == 2
    assert session.undo_steps_to_player(1) == 1
    session.undo()
    session.undo()
    assert session.undo_steps_to_player(0) == 0  # the draws before it are barriers


def test_illegal_action_is_refused_and_changes_nothing() -> None:
    session = new_session()
    with pytest.raises(IllegalActionError, match="not a legal move"):
        session.apply(BankCard(3))
    assert session.actions == ()


def test_same_seed_same_actions_same_game() -> None:
    first, second = new_session(), new_session()
    agent_a, agent_b = make_agent("random", seed=3), make_agent("random", seed=3)
    while not first.is_over():
        player = GAME.current_player(first.state)
        assert player is not None
        action = agent_a.choose(GAME, GAME.view(first.state, player), player)
        assert agent_b.choose(GAME, GAME.view(second.state, player), player) == action
        first.apply(action)
        second.apply(action)
    assert first.state == second.state
    assert first.result() == second.result()


def test_save_round_trip_and_atomic_write(tmp_path: Path, fake_registry: None) -> None:
    session = new_session()
    session.apply(DrawCard())
    session.apply(DrawCard())
    path = tmp_path / "game.bouquet"
    write_save(path, session, SEATS)
    loaded = read_save(path)
    assert loaded.session.state == session.state
    assert loaded.session.actions == session.actions
    assert loaded.seats == SEATS
    # what only the computer seat (Bo) was shown stops undo again as it did before saving
    assert loaded.session.computer_seats == {1}
    assert [p.name for p in tmp_path.iterdir()] == ["game.bouquet"]  # no temp file left


def test_moves_taken_back_are_saved_for_redo(tmp_path: Path, fake_registry: None) -> None:
    """Undone moves were lost with the save: Redo had nothing after reopening, and a computer
    seat answered them anew (another card of its hand could show)."""
    session = new_session()
    session.apply(DrawCard())
    session.apply(DrawCard())
    banked = (BankCard(session.state.hands[0][0]), BankCard(session.state.hands[1][0]))
    for action in banked:
        session.apply(action)
    session.undo()
    session.undo()
    path = tmp_path / "game.bouquet"
    write_save(path, session, SEATS)
    loaded = read_save(path).session
    assert loaded.cursor == 2 and loaded.state == session.state
    assert loaded.actions == session.actions and loaded.redo_actions == banked
    assert loaded.redo() == banked[0] and loaded.redo() == banked[1]
    assert loaded.state.banked == session.state_at(4).banked


def test_a_version_1_save_without_taken_back_moves_loads(
    tmp_path: Path, fake_registry: None
) -> None:
    data = _good_save(tmp_path)
    data["version"] = 1
    del data["redo"]
    path = tmp_path / "old.bouquet"
    path.write_text(json.dumps(data))
    loaded = read_save(path).session
    assert loaded.actions == (DrawCard(),) and not loaded.can_redo()


def test_failed_write_leaves_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fake_registry: None
) -> None:
    session = new_session()
    path = tmp_path / "game.bouquet"
    write_save(path, session, SEATS)
    before = path.read_bytes()

    def crash(*_args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", crash)
    session.apply(DrawCard())
    with pytest.raises(OSError):
        write_save(path, session, SEATS)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.bouquet"]


def _good_save(tmp_path: Path) -> dict[str, object]:
    session = new_session()
    session.apply(DrawCard())
    path = tmp_path / "good.bouquet"
    write_save(path, session, SEATS)
    data: dict[str, object] = json.loads(path.read_text())
    return data


def test_a_save_from_a_newer_bouquet_opens_and_says_so(tmp_path: Path, fake_registry: None) -> None:
    """A file saved by Bouquet 99.0, in the format this one reads, opened without a word (play
    test): the loaded game names the newer version; the same or an older one is not named."""
    assert newer_than_this("99.0") and newer_than_this("0.10")
    assert not newer_than_this("0.0.9") and not newer_than_this("dev")
    for version, newer in (("99.0", "99.0"), ("0.0.1", None)):
        data = _good_save(tmp_path)
        data["app_version"] = version
        path = tmp_path / "other.bouquet"
        path.write_text(json.dumps(data))
        assert read_save(path).newer_app == newer


DAMAGED = "The file is damaged: part of the saved game is missing or wrong."
NOT_A_SAVE = "The file is not a Bouquet save, or it is too damaged to be read."


def test_a_number_too_long_for_python_is_a_damaged_file(
    tmp_path: Path, fake_registry: None
) -> None:
    """A save whose seed was 5,000 digits long raised Python's digit limit (a ValueError no
    reader caught): as the autosave, it stopped Bouquet starting (play test). It is a file
    too damaged to be read, like any other."""
    data = _good_save(tmp_path)
    text = json.dumps(data).replace(f'"seed": {data["seed"]}', '"seed": ' + "7" * 5000)
    assert "7" * 5000 in text
    path = tmp_path / "huge.bouquet"
    path.write_text(text)
    with pytest.raises(SaveError) as raised:
        read_save(path)
    assert raised.value.note.template == NOT_A_SAVE


@pytest.mark.parametrize(
    ("change", "note", "detail"),
    [
        (
            lambda d: d.update(version=99),
            "The game was saved by a newer version of Bouquet. Update Bouquet to open it.",
            "version 99",
        ),
        (
            # no version 0 was ever written: "damaged" sent the player looking for damage
            lambda d: d.update(version=0),
            "The file gives a save format version older than any Bouquet has written: the file"
            " was changed or damaged.",
            "version 0",
        ),
        (lambda d: d.update(version=1.5), DAMAGED, "version 1.5"),
        (lambda d: d.update(format="other"), "The file is not a Bouquet save.", "format"),
        (
            lambda d: d.update(game="chess"),
            "The file holds a game that this version of Bouquet does not have.",
            "unknown game 'chess'",
        ),
        (lambda d: d.update(seed=-1), DAMAGED, "seed"),
        (lambda d: d.update(seed="12"), DAMAGED, "seed"),  # hand-edited: no number read into it
        (lambda d: d.update(seed=2**40), DAMAGED, "seed"),  # no challenge code names it
        (
            # the range said in the player's words, not in the English details alone (play
            # tester 154)
            lambda d: d.update(options={"players": 9}),
            "The game in the file takes {low} to {high} players, not {count}: the file was"
            " changed or damaged.",
            "2 to 3 players",
        ),
        (
            lambda d: d.update(options={"players": "2"}),
            "The game options in the file are not valid.",
            "players",
        ),
        (
            lambda d: d.update(seats=[{"name": "Ana", "kind": "robot"}, {"name": "Bo"}]),
            "The list of players in the file is damaged.",
            "seats.0.kind",
        ),
        (
            lambda d: d.update(seats=[{"name": "Ana"}]),
            "The number of players in the file does not match its game options.",
            "1 seats for 2 players",
        ),
        (
            # no seat at all opened a table nobody could play, and its autosave again
            lambda d: d.update(seats=[]),
            "The number of players in the file does not match its game options.",
            "0 seats for 2 players",
        ),
        (lambda d: d.pop("actions"), DAMAGED, "actions"),
        (
            # a blank name opens (a new game's name), one that is not text at all does not
            lambda d: d.update(seats=[{"name": "Ana"}, {"name": ["Bo"]}]),
            "The name of player {number} in the file is not text: the file was changed or damaged.",
            "seats.1.name",
        ),
    ],
)
def test_tampered_saves_say_what_is_wrong_and_keep_the_technical_detail(
    tmp_path: Path, fake_registry: None, change: object, note: str, detail: str
) -> None:
    """The note is the plain sentence a screen translates; the detail is the finding."""
    data = _good_save(tmp_path)
    change(data)  # type: ignore[operator]
    path = tmp_path / "bad.bouquet"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as raised:
        read_save(path)
    assert raised.value.note.template == note
    assert detail in raised.value.detail
    assert str(raised.value).startswith(render_note(raised.value.note, ()))


@pytest.mark.parametrize(
    ("redo", "detail"),
    [
        ([{"type": "DrawCard"}], "taken-back move 2"),  # a draw Undo never could take back
        ([{"type": "BankCard", "card": 99}], "move 2"),
    ],
)
def test_a_damaged_list_of_taken_back_moves_opens_the_game_without_it(
    tmp_path: Path, fake_registry: None, redo: list[dict[str, object]], detail: str
) -> None:
    """The moves played were sound, yet a damaged Redo list refused the whole file: the game
    opens as played, without Redo, and says what was left out."""
    data = _good_save(tmp_path)
    data["redo"] = redo
    path = tmp_path / "redo.bouquet"
    path.write_text(json.dumps(data))
    saved = read_save(path)
    assert saved.session.actions == (DrawCard(),) and saved.session.redo_actions == ()
    assert saved.warning is save_module.REDO_LEFT_OUT and detail in saved.warning_detail
    assert read_save(tmp_path / "good.bouquet").warning is None


def test_a_move_the_rules_refuse_opens_the_game_just_before_it(
    tmp_path: Path, fake_registry: None
) -> None:
    """One move changed in a file refused the whole game (play test): the moves before it
    open, and the warning names the move left out with those after it. So does a file
    whose first move is refused, at the deal's start: refused whole, it broke the rule
    (play tester 154)."""
    data = _good_save(tmp_path)
    good = list(data["actions"])  # type: ignore[call-overload]
    data["actions"] = [*good, {"type": "BankCard", "card": 99}, *good]
    data["redo"] = good
    path = tmp_path / "changed.bouquet"
    path.write_text(json.dumps(data))
    saved = read_save(path)
    assert saved.session.actions == (DrawCard(),) and saved.session.redo_actions == ()
    # a move is a turn here: the number is said once ("Move 2 …, in turn 2" said it twice)
    assert saved.warning is not None and saved.warning.params == (("number", 2),)
    assert "the game opens just before it" in saved.warning.template
    assert "move 2" in saved.warning_detail
    data["actions"] = [{"type": "BankCard", "card": 99}, *good]
    path.write_text(json.dumps(data))
    saved = read_save(path)
    assert saved.session.cursor == 0 and saved.session.redo_actions == ()
    assert saved.warning is not None and saved.warning.params == (("number", 1),)
    assert "the game opens just before it" in saved.warning.template


def test_a_name_longer_than_a_seat_takes_is_cut_not_refused(
    tmp_path: Path, fake_registry: None
) -> None:
    """A save edited by hand with a 41-letter name was refused as damaged (play test): the
    name is cut to the 40 letters a seat takes, the game opens, and the cut is said."""
    data = _good_save(tmp_path)
    data["seats"] = [{"name": "Ana" + "n" * 37 + " Maria", "kind": "human"}, {"name": "Bo"}]
    path = tmp_path / "long.bouquet"
    path.write_text(json.dumps(data))
    saved = read_save(path)
    assert saved.seats[0].name == "Ana" + "n" * 37
    # and said: the game is then no longer its file's, so Save asks where (play test)
    assert saved.warning is save_module.NAMES_CUT
    assert read_save(tmp_path / "good.bouquet").warning is None
    assert Seat(name="Ana" + " " * 37 + "x").name == "Ana"  # no space left at its end
    for blank in ("", " \u202e "):
        with pytest.raises(ValueError, match="visible character"):
            Seat(name=blank)


def test_two_names_one_once_trimmed_and_case_ignored_are_told_apart(
    tmp_path: Path, fake_registry: None
) -> None:
    """A save edited by hand with "Ana" and " ana ", or two long names cut to the same 40
    characters, opened with two players of one name (play test): the later one takes a
    number, within the 40 characters a seat takes, and the change is said."""
    data = _good_save(tmp_path)
    data["seats"] = [{"name": "Ana"}, {"name": " ana ", "kind": "easy"}]
    path = tmp_path / "twins.bouquet"
    path.write_text(json.dumps(data))
    saved = read_save(path)
    assert saved.seats == (Seat(name="Ana"), Seat(name="ana (2)", kind="easy"))
    assert saved.warning is not None and saved.warning == save_module.names_told_apart((1,))
    assert render_note(saved.warning, [seat.name for seat in saved.seats]) == (
        "Two players have the same name in the file: to tell them apart, the later one is"
        " named ana (2)."
    )
    long = "Maximilian " + "x" * 29  # 40 characters
    data["seats"] = [{"name": long + " the first"}, {"name": long + " the second"}]
    path.write_text(json.dumps(data))
    saved = read_save(path)
    assert [seat.name for seat in saved.seats] == [long, long[:36] + " (2)"]
    assert saved.warning == save_module.names_told_apart((1,))


def test_a_name_told_apart_takes_a_number_no_seat_has() -> None:
    seats = (Seat(name="Bo"), Seat(name="bo (2)"), Seat(name="BO"), Seat(name="Bo"))
    shown, renamed = save_module.told_apart(seats)
    assert [seat.name for seat in shown] == ["Bo", "bo (2)", "BO (3)", "Bo (4)"]
    assert renamed == (2, 3)
    assert save_module.told_apart(shown) == (shown, ())


def test_a_blank_name_opens_as_a_new_game_names_the_seat(
    tmp_path: Path, fake_registry: None
) -> None:
    """A save edited by hand with a blank name was refused whole (play test): the seat takes
    the name a new game gives a seat left blank, the game opens, and the name given is said
    (Save then asks where, so the file stays as it was)."""
    data = _good_save(tmp_path)
    data["seats"] = [{"name": "Ana"}, {"name": " \u202e\n", "kind": "easy"}]
    path = tmp_path / "blank.bouquet"
    path.write_text(json.dumps(data))
    saved = read_save(path)
    assert saved.seats == (Seat(name="Ana"), Seat(name="Player 2", kind="easy"))
    assert saved.warning is not None and saved.warning == save_module.names_given((1,))
    assert render_note(saved.warning, [seat.name for seat in saved.seats]) == (
        "A player has no name in the file: as in a new game, the seat is named Player 2."
    )
    data["seats"] = [{"name": ""}, {"kind": "easy"}]  # no name at all is no name either
    path.write_text(json.dumps(data))
    saved = read_save(path)
    assert [seat.name for seat in saved.seats] == ["Player 1", "Player 2"]
    assert saved.warning is not None
    assert render_note(saved.warning, [seat.name for seat in saved.seats]) == (
        "Players have no name in the file: as in a new game, their seats are named Player 1"
        " and Player 2."
    )
    # never by another seat's name (compared as players read names): the first number free
    data["seats"] = [{"name": " PLAYER 2 "}, {"name": ""}]
    path.write_text(json.dumps(data))
    saved = read_save(path)
    assert [seat.name for seat in saved.seats] == ["PLAYER 2", "Player 3"]
    assert save_module.blank_seat_names(
        ["PLAYER 2", "", "Player 3", " "], [1, 3], "Player {number}"
    ) == {1: "Player 4", 3: "Player 5"}


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    """A pipe named like a save left the window black until something wrote into it."""
    pipe = tmp_path / "x.bouquet"
    os.mkfifo(pipe)
    with pytest.raises(SaveError) as raised:
        read_save(pipe)
    assert raised.value.note.template == "The file is not a Bouquet save."
    assert "not a regular file" in raised.value.detail


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_an_endless_device_is_refused_not_read() -> None:
    """/dev/zero, of size 0 to ``stat``, was read until memory ran out."""
    with pytest.raises(SaveError) as raised:
        read_save(Path("/dev/zero"))
    assert "not a regular file" in raised.value.detail


def test_a_folder_cannot_be_read(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as raised:
        read_save(tmp_path)
    assert raised.value.note.template == "The file cannot be read."


@pytest.mark.skipif(os.name != "posix", reason="symbolic links need privileges on Windows")
def test_saving_through_a_link_writes_its_target(tmp_path: Path, fake_registry: None) -> None:
    """A save opened through a link and saved again replaced the link with a plain file: its
    target, in a synced folder, silently stopped changing (play test)."""
    target = tmp_path / "synced" / "target.bouquet"
    target.parent.mkdir()
    session = new_session()
    write_save(target, session, SEATS)
    link = tmp_path / "link.bouquet"
    link.symlink_to(target)
    session.apply(DrawCard())
    write_save(link, session, SEATS)
    assert link.is_symlink() and link.resolve() == target
    assert read_save(target).session.actions == (DrawCard(),)
    assert sorted(p.name for p in target.parent.iterdir()) == ["target.bouquet"]


def test_a_save_with_a_byte_order_mark_opens(tmp_path: Path, fake_registry: None) -> None:
    """Windows editors put a byte order mark at the start of a file they save."""
    data = _good_save(tmp_path)
    path = tmp_path / "bom.bouquet"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(data).encode("utf-8"))
    assert read_save(path).session.actions == (DrawCard(),)


def test_a_name_loses_the_marks_that_turn_text_around() -> None:
    """A right-to-left override in a name turned the start screen's line backwards."""
    assert Seat(name="\u202eRose\u2069 ").name == "Rose"
    # a line break or a tab parts words: "Rose\nthe second" read "Rosethe second" (play test)
    assert Seat(name="Ana\tBel").name == "Ana Bel"
    assert Seat(name="Rose\nthe second\r").name == "Rose the second"
    assert Seat(name="زهرة\u200c").name == "زهرة\u200c"  # a joiner belongs to the word


def test_a_long_file_name_saves_and_gets_a_new_files_permissions(
    tmp_path: Path, fake_registry: None
) -> None:
    """The temp file was named after the file, longer than the name the dialog accepted:
    "File name too long". And a save was readable by its owner only."""
    path = tmp_path / ("g" * 240 + ".bouquet")
    write_save(path, new_session(), SEATS)
    assert read_save(path).seats == SEATS
    if os.name == "posix":
        other = tmp_path / "other.bouquet"
        previous = os.umask(0o022)
        try:
            write_save(other, new_session(), SEATS)
        finally:
            os.umask(previous)
        assert other.stat().st_mode & 0o777 == 0o644
        other.chmod(0o600)  # a file the player made private stays so
        write_save(other, new_session(), SEATS)
        assert other.stat().st_mode & 0o777 == 0o600
    assert [entry.name for entry in tmp_path.iterdir() if entry.suffix == ".tmp"] == []


def test_a_write_removes_the_temp_files_killed_writes_left(
    tmp_path: Path, fake_registry: None
) -> None:
    """A half-written temp file stayed beside the autosave after the app was killed, for
    good (play testers 199 and 200). An old one goes with the next write to its folder; one
    that may be another Bouquet's write in progress stays, as does any other file."""
    stale, fresh = tmp_path / ".bouquet-k1llz.tmp", tmp_path / ".bouquet-n0w.tmp"
    own = tmp_path / "notes.tmp"
    for file in (stale, fresh, own):
        file.write_text('{"version": 1, "gam', encoding="utf-8")
    long_ago = time.time() - save_module.STALE_TEMP_AGE - 60
    os.utime(stale, (long_ago, long_ago))
    os.utime(own, (long_ago, long_ago))
    write_save(tmp_path / "game.bouquet", new_session(), SEATS)
    assert sorted(entry.name for entry in tmp_path.iterdir()) == [
        ".bouquet-n0w.tmp",
        "game.bouquet",
        "notes.tmp",
    ]


@pytest.mark.parametrize(
    ("content", "detail"),
    [(b"", "0 bytes"), (b" \n", "2 bytes, all blank")],  # "(0 blank bytes)" (play test)
)
def test_an_empty_files_detail_reads_plainly(tmp_path: Path, content: bytes, detail: str) -> None:
    path = tmp_path / "empty.bouquet"
    path.write_bytes(content)
    with pytest.raises(SaveError) as raised:
        read_save(path)
    assert raised.value.detail == detail


def test_a_version_written_as_text_is_said_to_be_text(tmp_path: Path) -> None:
    """ "(save format version '2'; this Bouquet reads version 2)" read as the same version."""
    path = tmp_path / "text.bouquet"
    path.write_text(json.dumps({"format": "bouquet-save", "version": "2"}))
    with pytest.raises(SaveError) as raised:
        read_save(path)
    assert raised.value.detail.startswith("save format text '2'; this Bouquet reads version")


@pytest.mark.parametrize("version", [True, 1.0, 2.0])
def test_a_version_not_a_whole_number_is_refused(
    tmp_path: Path, fake_registry: None, version: object
) -> None:
    """ "version": true equals 1 to Python, and 2.0 equals 2: both opened as that version. A
    version is a whole number, nothing that equals one."""
    data = _good_save(tmp_path)
    data["version"] = version
    path = tmp_path / "odd.bouquet"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as raised:
        read_save(path)
    assert raised.value.note.template == DAMAGED
    assert raised.value.detail == (
        f"save format version {json.dumps(version)} is not a whole number; this Bouquet reads"
        f" version {save_module.SAVE_VERSION}"
    )


@pytest.mark.parametrize(
    ("content", "note"),
    [
        (b"", "The file is empty: it holds no saved game."),
        (b" \n", "The file is empty: it holds no saved game."),
        (b"\x00\xff garbage", NOT_A_SAVE),
        (b'{"format": "bouquet-save", "vers', save_module.NOT_JSON.template),
        (b"[" * 100_000, NOT_A_SAVE),
        (b"[1, 2, 3]", "The file is not a Bouquet save."),
    ],
)
def test_garbage_and_truncated_files(tmp_path: Path, content: bytes, note: str) -> None:
    path = tmp_path / "bad.bouquet"
    path.write_bytes(content)
    with pytest.raises(SaveError) as raised:
        read_save(path)
    assert raised.value.note.template == note


def test_truncated_real_save(tmp_path: Path, fake_registry: None) -> None:
    _good_save(tmp_path)
    path = tmp_path / "good.bouquet"
    path.write_bytes(path.read_bytes()[:-40])
    with pytest.raises(SaveError) as raised:
        read_save(path)
    assert raised.value.note.template == save_module.NOT_JSON.template


def test_oversized_and_missing_files(tmp_path: Path) -> None:
    path = tmp_path / "huge.bouquet"
    path.write_bytes(b" " * (save_module.MAX_SAVE_BYTES + 1))
    with pytest.raises(SaveError) as raised:
        read_save(path)
    assert raised.value.note.template == "The file is too large to be a Bouquet save."
    with pytest.raises(SaveError) as raised:
        read_save(tmp_path / "missing.bouquet")
    assert (
        raised.value.note.template
        == "There is no such file: check its name, or it may have been moved, renamed or"
        " deleted."
    )
    assert "missing.bouquet" in raised.value.detail
    with pytest.raises(SaveError) as raised:
        read_save(tmp_path)  # a folder
    assert raised.value.note.template == "The file cannot be read."


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_agents_only_play_legal_actions_from_their_view(level: str) -> None:
    for seed in range(3):
        state = GAME.new_game(FakeOptions(players=3, deck_size=7), seed)
        agent = make_agent(level, seed=seed, budget_s=0.02)
        while (player := GAME.current_player(state)) is not None:
            view = GAME.view(state, player)
            action = agent.choose(GAME, view, player)
            assert action in GAME.legal_actions(state)
            state = GAME.apply(state, action)
        assert sum(state.banked) == sum(range(1, 8))


def test_cancelled_agent_stops() -> None:
    token = CancelToken()
    token.cancel()
    state = GAME.new_game(FakeOptions(players=2, deck_size=6), 1)
    state = GAME.apply(state, DrawCard())
    state = GAME.apply(state, DrawCard())
    with pytest.raises(AgentCancelled):
        make_agent("hard", budget_s=5.0).choose(GAME, GAME.view(state, 0), 0, token)


def test_a_search_counted_in_iterations_ignores_the_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hint's search: the same view and seed give the same search, and so the same move,
    on a machine however slow or loaded (a timed search stops wherever the clock says)."""
    state = GAME.new_game(FakeOptions(players=3, deck_size=12), 4)
    for _ in range(6):
        state = GAME.apply(state, DrawCard())
    view = GAME.view(state, 0)
    worlds: list[int] = []
    real_determinise = type(GAME).determinise

    def counted(self: object, *args: object) -> object:
        worlds[-1] += 1
        return real_determinise(GAME, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(type(GAME), "determinise", counted)

    def search(level_budget: float | None, iterations: int | None) -> object:
        worlds.append(0)
        agent = make_agent("hard", seed=9, budget_s=level_budget, iterations=iterations)
        return agent.choose(GAME, view, 0)

    steady = search(None, 300)
    ticks = iter(range(0, 10**9, 5))  # a clock that jumps five seconds at every look
    monkeypatch.setattr(agents_module.time, "monotonic", lambda: float(next(ticks)))
    assert search(None, 300) == steady
    assert worlds[0] == worlds[1] > 100
    search(0.9, None)  # the timed search under that clock stops at once
    assert worlds[2] < 10


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown AI level"):
        make_agent("genius")


def test_determinise_keeps_what_the_player_knows() -> None:
    state = GAME.new_game(FakeOptions(players=2, deck_size=6), 4)
    state = GAME.apply(state, DrawCard())
    view = GAME.view(state, 0)
    world = GAME.determinise(view, 0, Random(1))
    assert world.hands[0] == state.hands[0]
    assert len(world.deck) == len(state.deck)


def _hand_edited_save(tmp_path: Path) -> dict[str, object]:
    """A good save whose players a German player renamed by hand (play tester 123)."""
    data = _good_save(tmp_path)
    data["seats"] = [{"name": "Jürgen"}, {"name": "Größmann", "kind": "easy"}]
    return data


def test_a_save_re_saved_as_windows_text_opens_and_says_so(
    tmp_path: Path, fake_registry: None
) -> None:
    """Notepad wrote a hand-edited save in Latin-1 ("ANSI"), and Bouquet refused it with the
    words it has for a renamed text file (play tester 123): it is read as Windows text, and
    opening it says so (Save then asks where, as for every file read with a warning)."""
    path = tmp_path / "ansi.bouquet"
    path.write_bytes(json.dumps(_hand_edited_save(tmp_path), ensure_ascii=False).encode("cp1252"))
    saved = read_save(path)
    assert [seat.name for seat in saved.seats] == ["Jürgen", "Größmann"]
    assert saved.session.actions == (DrawCard(),)
    assert saved.warning is save_module.READ_AS_WINDOWS_TEXT
    assert "cp1252" in saved.warning_detail
    # a save in UTF-8, as Bouquet writes it, says nothing of its text
    path.write_bytes(json.dumps(_hand_edited_save(tmp_path), ensure_ascii=False).encode())
    assert read_save(path).warning is None


@pytest.mark.parametrize(
    "encoded",
    [
        lambda text: text.encode("utf-16"),  # Notepad's "Unicode": a mark, then the text
        lambda text: codecs.BOM_UTF16_LE + text.encode("utf-16-le"),
        lambda text: codecs.BOM_UTF16_BE + text.encode("utf-16-be"),  # "Unicode big endian"
        lambda text: text.encode("utf-8-sig"),  # "UTF-8 with BOM"
    ],
    ids=["utf-16", "utf-16-le", "utf-16-be", "utf-8-bom"],
)
def test_a_save_re_saved_as_unicode_opens_without_a_word(
    tmp_path: Path, fake_registry: None, encoded: Callable[[str], bytes]
) -> None:
    """Notepad re-saved a hand-edited save as "Unicode" (UTF-16, a byte order mark first),
    and Bouquet refused it as no save (play tester 123). It opens as it was written: UTF-16
    holds the text exactly, so nothing is said of it."""
    path = tmp_path / "unicode.bouquet"
    path.write_bytes(encoded(json.dumps(_hand_edited_save(tmp_path), ensure_ascii=False)))
    saved = read_save(path)
    assert [seat.name for seat in saved.seats] == ["Jürgen", "Größmann"]
    assert saved.session.actions == (DrawCard(),)
    assert saved.warning is None and saved.warning_detail == ""


def test_a_damaged_utf_16_save_says_so(tmp_path: Path) -> None:
    """A UTF-16 file cut in the middle of a character is damaged, not read as other text."""
    path = tmp_path / "cut.bouquet"
    path.write_bytes('{"format": "bouquet-save"}'.encode("utf-16")[:-1])
    with pytest.raises(SaveError) as raised:
        read_save(path)
    assert raised.value.note is save_module.NOT_A_SAVE_OR_DAMAGED
    assert "not utf-16-le at byte" in raised.value.detail


def test_a_windows_text_save_with_a_graver_warning_says_that_one(
    tmp_path: Path, fake_registry: None
) -> None:
    """A file read as Windows text whose moves taken back are damaged too says what the game
    lost, the text's encoding kept in the detail."""
    data = _hand_edited_save(tmp_path)
    data["redo"] = [{"type": "DrawCard"}]  # a draw Undo never could take back
    path = tmp_path / "ansi.bouquet"
    path.write_bytes(json.dumps(data, ensure_ascii=False).encode("cp1252"))
    saved = read_save(path)
    assert saved.warning is save_module.REDO_LEFT_OUT
    assert "taken-back move 2" in saved.warning_detail and "cp1252" in saved.warning_detail


@pytest.mark.parametrize(
    "content",
    [
        # Windows text, and broken JSON too
        '{"format": "bouquet-save", "seats": [{"name": "Jürgen"}'.encode("cp1252"),
        # a byte Windows text has no character for
        b'{"format": "bouquet-save", "seats": [{"name": "J\x81rgen"}]}',
        # a UTF-8 byte order mark, then text that is not UTF-8
        b'\xef\xbb\xbf{"format": "bouquet-save", "seats": [{"name": "J\xfcrgen"}]}',
    ],
)
def test_a_save_in_another_text_encoding_says_so(tmp_path: Path, content: bytes) -> None:
    """A save whose text is not UTF-8 and cannot be read as Windows text either is refused
    for its encoding, not with the words for a file that is no save at all."""
    path = tmp_path / "other.bouquet"
    path.write_bytes(content)
    with pytest.raises(SaveError) as raised:
        read_save(path)
    assert raised.value.note is save_module.NOT_UTF8
    assert "not UTF-8" in raised.value.detail


def test_a_file_in_no_text_encoding_is_still_no_save(tmp_path: Path) -> None:
    """Bytes that are not UTF-8 and name no Bouquet save (a picture renamed) are no save: the
    encoding is not blamed."""
    path = tmp_path / "picture.bouquet"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe")
    with pytest.raises(SaveError) as raised:
        read_save(path)
    assert raised.value.note.template == NOT_A_SAVE


@pytest.mark.parametrize(
    "created", ["gestern", None, 12e99, [2024, 1, 1], "2024-13-45T00:00:00", "missing"]
)
def test_a_save_with_no_date_of_creation_opens(
    tmp_path: Path, fake_registry: None, created: object
) -> None:
    """ "created": "gestern" refused a hand-edited save as damaged, though the date plays no
    part in the game (play tester 123): the game opens, begun when it was last saved, and
    read twice it is the same game (the window tells its files' games apart by it)."""
    data = _good_save(tmp_path)
    if created == "missing":
        del data["created"]
    else:
        data["created"] = created
    path = tmp_path / "undated.bouquet"
    path.write_text(json.dumps(data))
    saved = read_save(path)
    assert saved.session.actions == (DrawCard(),) and saved.warning is None
    assert saved.created == datetime.fromisoformat(str(data["modified"]))
    assert read_save(path).created == saved.created
    data["modified"] = "morgen"  # and with no date of saving either, it begins now
    path.write_text(json.dumps(data))
    before = datetime.now(UTC)
    assert before <= read_save(path).created <= datetime.now(UTC)


def test_the_moves_are_still_checked_strictly(tmp_path: Path, fake_registry: None) -> None:
    """Lenient with the dates only: a field that matters to the game is still refused."""
    data = _good_save(tmp_path)
    data["created"] = "gestern"
    data["seed"] = "11"  # a seed written as text
    path = tmp_path / "undated.bouquet"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as raised:
        read_save(path)
    assert raised.value.note.template == DAMAGED and raised.value.detail.startswith("seed")


def test_an_empty_file_is_refused_unread(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """/proc/kmsg is a regular file of size 0 whose read never ends: typed in the Open dialog,
    it froze the app. A file of size 0 is refused without being read."""
    path = tmp_path / "empty.bouquet"
    path.write_bytes(b"")

    def never_opened(self: Path, *args: object, **kwargs: object) -> object:
        raise AssertionError(f"{self} was opened")

    monkeypatch.setattr(Path, "open", never_opened)
    with pytest.raises(SaveError) as raised:
        read_save(path)
    assert raised.value.note.template == "The file is empty: it holds no saved game."
    assert raised.value.detail == "0 bytes"
