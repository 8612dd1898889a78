"""The title's "*" and "Save first?" follow what a save would change in the file: the moves to
the table and, since save format 2, the moves Undo took back that Redo replays."""

from __future__ import annotations

import errno
import json
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QProxyStyle, QStyle, QStyleFactory
from pytestqt.qtbot import QtBot

from desktop import i18n, main_window, paths, solo_records
from desktop.dialogs import file_dialog
from desktop.dialogs.new_game import NewGameChoice, NewGameDialog
from desktop.main_window import MainWindow, question_with_labels
from engine.core import registry
from engine.core.save import Seat, read_save, write_save
from engine.core.session import Session
from tests.desktop.shell.fakes import Draw, FakeBoard, FakeOptions, Play
from tests.desktop.shell.questions import answer_with_default, button_words


def play_card(window: MainWindow) -> None:
    assert isinstance(window.board, FakeBoard)
    session = window.controller.session
    assert session is not None
    window.board.action_chosen.emit(Play(card=session.state.hands[0][0]))


def saved_game(window: MainWindow, folder: Path, moves: int = 2) -> Path:
    """A one-seat game of ``moves`` moves saved to a file and opened again."""
    choice = NewGameChoice("fake", FakeOptions(players=1), 7, (Seat(name="Ann"),))
    assert window.start_game(choice)
    for _ in range(moves):
        play_card(window)
    target = folder / "game.bouquet"
    assert window.save_to(target)
    window.close_game()
    assert window.open_file(target)
    assert not window.isWindowModified() and window.windowTitle().endswith("game.bouquet[*]")
    return target


def test_undo_redo_and_history_mark_the_game_as_changed_from_its_file(
    window: MainWindow, tmp_path: Path
) -> None:
    """Only a move played set the "*": after Undo the file still held the move, and leaving
    asked nothing."""
    saved_game(window, tmp_path)
    undo, redo = window.actions_by_name["undo"], window.actions_by_name["redo"]
    undo.trigger()
    assert window.isWindowModified() and window.dirty
    redo.trigger()  # back to the very game the file holds
    assert not window.isWindowModified() and not window.dirty
    window._go_to_history_point(0)  # a click on History's first row
    assert window.controller.session is not None and window.controller.session.cursor == 0
    assert window.isWindowModified()
    window._go_to_history_point(2)
    assert not window.isWindowModified()


def test_a_new_move_after_undo_at_the_saved_point_stays_changed_after_undo(
    window: MainWindow, tmp_path: Path
) -> None:
    """The file holds a move for Redo; a new move replaces it, and undoing the new move brings
    back the file's table but not its Redo move (an undo stack's "clean" index says clean)."""
    choice = NewGameChoice("fake", FakeOptions(players=1), 7, (Seat(name="Ann"),))
    assert window.start_game(choice)
    assert isinstance(window.board, FakeBoard)
    window.board.action_chosen.emit(Draw())  # three cards in hand
    play_card(window)
    play_card(window)
    window.actions_by_name["undo"].trigger()
    target = tmp_path / "game.bouquet"
    assert window.save_to(target)
    (taken_back,) = read_save(target).session.redo_actions
    assert not window.isWindowModified()
    session = window.controller.session
    assert session is not None
    other = next(card for card in session.state.hands[0] if Play(card=card) != taken_back)
    window.board.action_chosen.emit(Play(card=other))
    window.actions_by_name["undo"].trigger()
    assert session.actions == read_save(target).session.actions
    assert session.redo_actions == (Play(card=other),)
    assert window.isWindowModified()


def test_a_move_that_shows_a_card_keeps_the_mark_though_undo_is_cleared(
    window: MainWindow, tmp_path: Path
) -> None:
    saved_game(window, tmp_path, moves=1)
    window.board.action_chosen.emit(Draw())  # shows a card: the undo history is cleared
    assert not window.controller.undo_stack.count()
    assert window.isWindowModified()


def test_leaving_after_undo_alone_asks_first(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Save the game in progress…?" and "Go back to the saved game" asked only after a move."""
    target = saved_game(window, tmp_path)
    window.actions_by_name["undo"].trigger()
    asked: list[str] = []

    def cancel(_parent: object, title: str, *_rest: object) -> QMessageBox.StandardButton:
        asked.append(title)
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", cancel)
    # unasked, the game was left for New Game's choice, and for the file's older version
    monkeypatch.setattr(NewGameDialog, "exec", lambda _dialog: asked.append("New game") or 1)
    session = window.controller.session
    window.new_game_dialog("fake")
    window.open_given_file(target)
    assert asked == ["New game", "Unsaved game", "Go back to the saved game"]
    assert window.controller.session is session and session is not None and session.cursor == 1


def test_a_resumed_game_taken_back_after_its_save_is_still_tied_to_its_file(
    window: MainWindow, tmp_path: Path
) -> None:
    """Saved, then a move undone, closed and resumed: the file holds the move as played, the
    autosave as taken back; the game is the file's, changed, and Redo makes it the file's
    again."""
    target = saved_game(window, tmp_path)
    window.actions_by_name["undo"].trigger()
    window.flush_autosave()
    assert read_save(paths.autosave_path()).session.cursor == 1
    window.close_game()
    assert window.resume_autosave()
    assert window.save_path == target and window.isWindowModified()
    window.actions_by_name["redo"].trigger()
    assert not window.isWindowModified()


def test_a_resumed_game_played_differently_after_its_save_is_still_tied_to_its_file(
    window: MainWindow, tmp_path: Path
) -> None:
    """Saved, a move undone and another played, closed and resumed: the game went its own way
    from the file's, yet it is the file's game (begun at the same time), and Save writes there.
    The same deal begun again as a new game is another game, with no file."""
    target = saved_game(window, tmp_path, moves=1)
    window.actions_by_name["undo"].trigger()
    session = window.controller.session
    assert isinstance(window.board, FakeBoard) and session is not None
    undone = session.redo_actions[0]
    other = next(card for card in session.state.hands[0] if Play(card=card) != undone)
    window.board.action_chosen.emit(Play(card=other))
    window.flush_autosave()
    assert read_save(paths.autosave_path()).session.actions != read_save(target).session.actions
    window.close_game()
    assert window.resume_autosave()
    assert window.save_path == target and window.isWindowModified()
    window.actions_by_name["save"].trigger()
    assert not window.isWindowModified()
    resumed = window.controller.session
    assert resumed is not None and read_save(target).session.actions == resumed.actions
    window.close_game()
    assert window.start_game(NewGameChoice("fake", FakeOptions(players=1), 7, (Seat(name="Ann"),)))
    window.flush_autosave()
    window.close_game()
    assert window.resume_autosave()
    assert window.save_path is None


def move_on(window: MainWindow) -> None:
    """One more move: a card played if the hand holds one, else a card drawn."""
    legal = window.controller.choices_for_viewer()
    assert legal and window.board is not None
    window.board.action_chosen.emit(legal[-1])


def answering(
    monkeypatch: pytest.MonkeyPatch, answer: QMessageBox.StandardButton
) -> list[tuple[str, str]]:
    """Every question the window asks is answered ``answer``; returns what was asked."""
    asked: list[tuple[str, str]] = []

    def question(_parent: object, title: str, text: str, *_rest: object) -> object:
        asked.append((title, text))
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def no_file_dialog(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The file dialog is not expected: each time it opens, what it proposed (cancelled)."""
    proposed: list[str] = []

    def choose_file(_parent: object, _title: str, where: str, *_rest: object, saving: bool) -> str:
        proposed.append(where)
        return ""

    monkeypatch.setattr(file_dialog, "choose_file", choose_file)
    return proposed


def test_a_closed_game_with_a_file_is_saved_into_its_file_before_another_replaces_it(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Closed with a move since its save, the game lives in the autosave; "Save it first?"
    then asked for a new file named after the game, and the moves since went there, apart
    from the file the game was saved to (play test)."""
    target = saved_game(window, tmp_path)
    move_on(window)
    window.close_game()
    other = tmp_path / "other.bouquet"
    game = registry.get_game("fake")
    write_save(other, Session(game, FakeOptions(players=1), 8), (Seat(name="Bo"),))
    asked = answering(monkeypatch, QMessageBox.StandardButton.Save)
    proposed = no_file_dialog(monkeypatch)
    assert window.open_given_file(other)
    assert [title for title, _text in asked] == ["Unfinished game"] and proposed == []
    # the question names the file Save writes (it did not, play test)
    assert "\nSave it in “game.bouquet” first?" in asked[0][1]
    assert read_save(target).session.cursor == 3  # the move since, in the game's own file
    assert window.save_path == other


def test_opening_a_closed_games_own_file_asks_to_go_back_to_it(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its own file is not "another game": it is the game as saved, without the moves since.
    Played on past its cards shown, it is a replay, said first: the file is decided on before
    the game left (play tester 154)."""
    target = saved_game(window, tmp_path)
    move_on(window)
    window.close_game()
    asked = answering(monkeypatch, QMessageBox.StandardButton.Cancel)
    assert not window.open_given_file(target)
    assert [title for title, _text in asked] == ["A replay"]
    asked.clear()

    def open_the_replay_only(_parent: object, title: str, text: str, *_rest: object) -> object:
        asked.append((title, text))
        return (
            QMessageBox.StandardButton.Open
            if title == "A replay"
            else QMessageBox.StandardButton.Cancel
        )

    monkeypatch.setattr(QMessageBox, "question", open_the_replay_only)
    assert not window.open_given_file(target)
    assert [title for title, _text in asked] == ["A replay", "Go back to the saved game"]
    assert window.controller.session is None and read_save(target).session.cursor == 2


def test_save_as_proposes_the_games_own_file(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """It proposed the game's name ("fake.bouquet"), as for a game never saved."""
    target = saved_game(window, tmp_path)
    proposed = no_file_dialog(monkeypatch)
    assert not window.save_as()
    assert proposed == [str(target)]


def finished_after_its_save(
    window: MainWindow, folder: Path, recorded: bool = True
) -> tuple[Path, Session]:
    """A game saved to a file at its start, then played to its end: the file and the game.
    Not ``recorded``: its solo result is gone from the records (their file replaced, say), so
    its end is kept nowhere but in the autosave."""
    target = saved_game(window, folder, moves=0)
    session = window.controller.session
    assert session is not None
    while not session.is_over():
        move_on(window)
    if not recorded:
        solo_records.records_path().unlink()
    return target, session


def test_leaving_a_finished_game_whose_file_lacks_its_end_offers_to_save_it(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Saved a move before its end, then finished: leaving it asked nothing, and its file kept
    the game a move short of the end (play test)."""
    target, _session = finished_after_its_save(window, tmp_path, recorded=False)
    asked = answering(monkeypatch, QMessageBox.StandardButton.Save)
    monkeypatch.setattr(NewGameDialog, "exec", lambda _dialog: 1)  # a new game chosen
    window.new_game_dialog("fake")
    question = "Save the end of the game in “game.bouquet” before leaving it?"
    assert asked == [("Unsaved game", question)]
    assert read_save(target).session.is_over()


def test_keeping_the_file_as_it_is_is_named_so(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    """ "Save the end of the game in “mid.bouquet” before leaving it?" Save / Discard / Cancel:
    Discard, the default, sounded to a rank chaser like throwing away the finished game or its
    score (play tester 137). The button says what it does; pressed, the file stays as it
    was."""
    target, _session = finished_after_its_save(window, tmp_path, recorded=False)
    before = target.read_bytes()
    monkeypatch.setattr(main_window, "question_with_labels", question_with_labels)
    seen: list[tuple[str, tuple[str, list[str]]]] = []
    answer_with_default(lambda box: seen.append((box.text(), button_words(box))))
    monkeypatch.setattr(NewGameDialog, "exec", lambda _dialog: 1)  # a new game chosen
    window.new_game_dialog("fake")
    question = "Save the end of the game in “game.bouquet” before leaving it?"
    assert seen == [
        (question, ("Keep the file as it is", ["Cancel", "Keep the file as it is", "Save"]))
    ]
    assert target.read_bytes() == before


class ButtonsWithIcons(QProxyStyle):
    """Fusion as some desktops have it, with an icon on each dialog button."""

    def styleHint(self, hint, option=None, widget=None, returnData=None):  # type: ignore[no-untyped-def]
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 1
        return super().styleHint(hint, option, widget, returnData)


def test_a_button_named_anew_has_not_its_roles_icon(qtbot: QtBot) -> None:
    """ "Keep the file as it is" showed Discard's bin, which said the file would go (French
    play tester): a button named for what it does loses its role's icon; the others keep
    theirs."""
    name = QApplication.style().name()
    QApplication.setStyle(ButtonsWithIcons("fusion"))
    icons: dict[str, bool] = {}

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, answer)
            return
        for button in box.buttons():
            icons[button.text().replace("&", "")] = not button.icon().isNull()  # & marks a key
        box.reject()

    try:
        QTimer.singleShot(0, answer)
        question_with_labels(
            None,  # type: ignore[arg-type]
            "Unsaved game",
            "Save the end of the game?",
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard,
            QMessageBox.StandardButton.Discard,
            {QMessageBox.StandardButton.Discard: "Keep the file as it is"},
        )
    finally:
        QApplication.setStyle(QStyleFactory.create(name))
    assert icons == {"Keep the file as it is": False, "Save": True}


@pytest.mark.parametrize("closed", [False, True])
def test_a_recorded_solo_end_is_left_unasked(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, closed: bool
) -> None:
    """Play after a solo game saved mid-game and finished asked "Unsaved game" each time,
    though nothing was lost: its result is in the solo results, and played on from its file
    it ends as a replay (French play test). A game whose end is kept nowhere else is still
    asked of (``test_leaving_a_finished_game_whose_file_lacks_its_end_offers_to_save_it``)."""
    target, session = finished_after_its_save(window, tmp_path)
    assert window.created is not None and solo_records.is_recorded(session, window.created)
    if closed:  # the game left on the start screen: the question of a game to resume
        window.close_game()
    asked = answering(monkeypatch, QMessageBox.StandardButton.Save)
    dialogs: list[NewGameDialog] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: dialogs.append(dialog) or 1)
    window.new_game_dialog("fake")
    assert asked == [] and len(dialogs) == 1
    assert not read_save(target).session.is_over()  # the file as it was


def test_play_again_offers_the_end_of_a_game_to_its_file(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    """ "Play again" in the results started the next game at once: the finished game's file
    kept it turns short of its end, and the autosave the next game took lost it (play test).
    It asks as New Game does."""
    target, _session = finished_after_its_save(window, tmp_path, recorded=False)
    asked = answering(monkeypatch, QMessageBox.StandardButton.Save)
    window.show_results()
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert window.end_dialog is not None
    window.end_dialog.new_button.click()
    question = "Save the end of the game in “game.bouquet” before leaving it?"
    assert asked == [("Unsaved game", question)]
    assert read_save(target).session.is_over()
    session = window.controller.session
    assert session is not None and not session.is_over() and window.save_path is None


def test_a_finished_game_left_in_the_autosave_offers_its_end_before_another_opens(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Finished, then the app quit (or the game closed): after a restart the start screen
    offered it, and opening another file replaced the autosave unasked, the end lost from a
    file saved two moves short of it (play test). It is asked as of a game already left ("before
    leaving it" puzzled a player who had closed it, play test)."""
    target, _session = finished_after_its_save(window, tmp_path, recorded=False)
    window.close_game()
    other = tmp_path / "other.bouquet"
    game = registry.get_game("fake")
    write_save(other, Session(game, FakeOptions(players=1), 8), (Seat(name="Bo"),))
    asked = answering(monkeypatch, QMessageBox.StandardButton.Save)
    assert window.open_given_file(other)
    question = (
        "The game saved in “game.bouquet” went on to its end after it was saved. Only the last"
        " game is kept to resume, so its end is lost once another game opens. Save the end in"
        " “game.bouquet”?"
    )
    assert asked == [("Unsaved game", question)]
    assert read_save(target).session.is_over() and window.save_path == other


def test_opening_its_own_file_after_the_game_ended_asks_first(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Saved mid-game, then played to the end: opening the file went back to the saved turn
    unasked, and the end was lost (play test)."""
    target, session = finished_after_its_save(window, tmp_path)
    asked = answering(monkeypatch, QMessageBox.StandardButton.Cancel)
    assert not window.open_given_file(target)
    assert [title for title, _text in asked] == ["Go back to the saved game"]
    assert window.controller.session is session and session.is_over()


def test_a_folder_that_refused_the_game_is_not_proposed_again(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Saved into a read-only folder, "Choose another folder." reopened the dialog in that
    same folder, and Save failed again and again (play test). The saves folder is proposed,
    under the same name; a folder that takes the game again is proposed again."""
    import desktop.main_window as main_window_module

    locked = tmp_path / "locked"
    locked.mkdir()
    target = locked / "mine.bouquet"

    def refuse(path: Path, *args: object) -> None:
        if path.parent == locked:
            raise PermissionError(errno.EACCES, "Permission denied")
        write_save(path, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(main_window_module, "write_save", refuse)
    assert window.start_game(NewGameChoice("fake", FakeOptions(players=1), 7, (Seat(name="A"),)))
    assert not window.save_to(target)
    box = window.message_box
    assert box is not None and box.informativeText() == (
        "Bouquet may not write there. Choose another folder."
    )
    proposed = no_file_dialog(monkeypatch)
    assert window._ask_save_path("fake", target) is None
    assert proposed == [str(paths.saves_dir() / "mine.bouquet")]
    monkeypatch.setattr(main_window_module, "write_save", write_save)
    assert window.save_to(target)
    proposed.clear()
    window._ask_save_path("fake", target)
    assert proposed == [str(target)]


def test_a_folder_that_takes_no_file_is_not_said_to_be_gone(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Saved into /proc, "That folder does not exist any more" was said of a folder that
    stands, and Save As reopened there, where the file dialog hung on a file that never ends
    (play test): Bouquet may not write there, and the saves folder is proposed instead."""
    import desktop.main_window as main_window_module

    proc_like = tmp_path / "proc"
    proc_like.mkdir()

    def refuse(path: Path, *_args: object) -> None:
        raise FileNotFoundError(errno.ENOENT, "No such file", str(path.parent / ".bouquet-x"))

    monkeypatch.setattr(main_window_module, "write_save", refuse)
    assert window.start_game(NewGameChoice("fake", FakeOptions(players=1), 7, (Seat(name="A"),)))
    assert not window.save_to(proc_like / "mine.bouquet")
    box = window.message_box
    assert box is not None
    assert box.informativeText() == "Bouquet may not write there. Choose another folder."
    proposed = no_file_dialog(monkeypatch)
    window._ask_save_path("fake", proc_like / "mine.bouquet")
    assert proposed == [str(paths.saves_dir() / "mine.bouquet")]


def test_a_name_too_long_for_the_disk_is_said_in_the_players_words(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The system's English "File name too long" was shown as it was; and typed in Save's
    dialog, the name closed it with nothing said, the game unsaved (play test): asking
    whether such a file exists raised."""
    assert window.start_game(NewGameChoice("fake", FakeOptions(players=1), 7, (Seat(name="A"),)))
    too_long = tmp_path / ("n" * 300 + ".bouquet")
    assert not window.save_to(too_long)
    box = window.message_box
    assert box is not None
    assert box.informativeText() == "The name is too long. Choose a shorter name."
    monkeypatch.setattr(file_dialog, "choose_file", lambda *_args, **_how: str(too_long))
    assert window._ask_save_path("fake") == too_long  # to be written, and refused in words


def test_a_file_on_the_way_to_a_folder_is_said_in_the_players_words(
    window: MainWindow, tmp_path: Path
) -> None:
    """Saved into "kept.bouquet/game.bouquet", where kept.bouquet is a file, the system's
    English "File exists" was shown, pointing the wrong way (play test)."""
    assert window.start_game(NewGameChoice("fake", FakeOptions(players=1), 7, (Seat(name="A"),)))
    blocking = tmp_path / "kept.bouquet"
    blocking.write_text("a file, not a folder")
    assert not window.save_to(blocking / "game.bouquet")
    box = window.message_box
    assert box is not None
    assert box.informativeText() == (
        "A file has the name of a folder on the way. Choose another folder."
    )


def test_opening_a_save_over_a_game_in_progress_names_the_save(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A save handed over by another launch comes unlooked-for: "Save the game in progress
    before leaving it?" did not say which file was about to open (play test)."""
    saved_game(window, tmp_path)
    move_on(window)
    other = tmp_path / "other.bouquet"
    write_save(
        other, Session(registry.get_game("fake"), FakeOptions(players=1), 8), (Seat(name="Bo"),)
    )
    asked = answering(monkeypatch, QMessageBox.StandardButton.Cancel)
    assert not window.open_given_file(other)
    # the person's solo game, counted: given up for the file (test_new_game_asks_after)
    question, note = asked[0][1].split("\n\n")
    assert asked[0][0] == "Unsaved game" and len(asked) == 1
    assert question == "Save the game in progress before opening “other.bouquet”?"
    assert note.startswith("This solo game counts toward your results")


def test_save_as_asks_before_replacing_a_file_under_the_name_the_game_will_have(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The file dialog asked of the name as typed: "notes.txt" asked to replace notes.txt and
    wrote notes.txt.bouquet, and a file that holds no game was asked about as a save (play
    test). The window asks of the file it will write, and says when that is no game."""
    assert window.start_game(NewGameChoice("fake", FakeOptions(players=1), 7, (Seat(name="A"),)))
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes")
    stranger = tmp_path / "stranger.bouquet"
    stranger.write_text("my other notes")
    good = tmp_path / "good.bouquet"
    assert window.save_to(good)
    typed = [str(notes)]
    proposed: list[str] = []

    def choose_file(_parent: object, _title: str, where: str, *_rest: object, saving: bool) -> str:
        proposed.append(where)
        return typed.pop(0)

    monkeypatch.setattr(file_dialog, "choose_file", choose_file)
    asked = answering(monkeypatch, QMessageBox.StandardButton.No)
    # a name whose save does not exist yet: no question, whatever else the folder holds
    assert window._ask_save_path("fake") == tmp_path / "notes.txt.bouquet"
    assert asked == []
    # "No" on a file that is no game, then on a save: the dialog opens again on each, there
    typed[:] = [str(stranger), str(good), ""]
    proposed.clear()
    assert window._ask_save_path("fake") is None
    assert proposed[1:] == [str(stranger), str(good)]
    assert "is not a game Bouquet can open: The file is not a Bouquet save" in asked[-2][1]
    # and the game the save holds, named: which game Yes would lose was not said (play test)
    held = window._summary(read_save(good))
    assert asked[-1][1] == (
        f"“good.bouquet” already exists. It holds:\n{held}\n\nReplace it with this game?"
    )
    # "Yes": that file
    answering(monkeypatch, QMessageBox.StandardButton.Yes)
    typed[:] = [str(stranger)]
    assert window._ask_save_path("fake") == stranger
    assert stranger.read_text() == "my other notes"  # asked, not yet written


def test_a_resumed_game_is_tied_to_the_file_it_was_last_saved_to_not_an_older_copy(
    window: MainWindow, tmp_path: Path
) -> None:
    """Saved to a copy, then to another file which was then moved away: Resume tied the game
    to the older copy, found among the recent files, and Save then wrote over it unasked
    (play test). The game is tied to the file it was last saved to, or to none."""
    older = saved_game(window, tmp_path)
    newer = tmp_path / "newer.bouquet"
    assert window.save_to(newer)
    move_on(window)
    window.flush_autosave()
    window.close_game()
    assert window.resume_autosave()
    assert window.save_path == newer  # its last file, while it is there
    window.flush_autosave()
    window.close_game()
    # and again: resumed, the game autosaved at once naming no file, and the next Resume had
    # lost its file (play test)
    assert window.resume_autosave() and window.save_path == newer
    window.flush_autosave()
    window.close_game()
    newer.rename(tmp_path / "moved.bouquet")
    assert older in paths.recent_files()
    assert window.resume_autosave()
    assert window.save_path is None and window.isWindowModified()
    # and a game begun anew has no file: the last game's is not its
    assert window.start_game(NewGameChoice("fake", FakeOptions(players=1), 7, (Seat(name="Ann"),)))
    window.flush_autosave()
    assert paths.autosave_file() is None


def test_save_asks_before_writing_over_a_file_written_elsewhere_since(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two Bouquets saved to one file, each over the other's game with nothing said (play
    test): Save asks before replacing a file written since this window read or wrote it."""
    target = saved_game(window, tmp_path)
    other = read_save(target)
    write_save(target, other.session, other.seats)  # another Bouquet's save: another moment
    answers: list[bool | None] = [None, False, True]
    asked: list[str] = []

    def ask(self: MainWindow, path: Path, _game: object) -> bool | None:
        asked.append(str(path))
        return answers.pop(0)

    monkeypatch.setattr(MainWindow, "_may_overwrite_changed", ask)
    proposed = no_file_dialog(monkeypatch)
    move_on(window)
    theirs = target.read_bytes()
    assert not window.save()  # cancelled: their game stays
    assert target.read_bytes() == theirs and window.isWindowModified()
    assert not window.save()  # elsewhere: Save As opens on the file (cancelled here)
    assert proposed == [str(target)] and target.read_bytes() == theirs
    assert window.save()  # replaced, as asked
    assert read_save(target).session.actions == window.controller.session.actions  # type: ignore[union-attr]
    assert not window.isWindowModified()
    assert window.save() and asked == [str(target)] * 3  # its own write is not asked about


def test_save_says_when_it_makes_again_a_file_moved_away(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A save moved to another folder while its game was open came back at its old place
    at the next Save, with nothing said, and a folder moved away was made again (play
    tests): Save still writes a file there, and says that it had gone and where Save As is;
    a folder gone, it asks where."""
    target = saved_game(window, tmp_path)
    target.rename(tmp_path / "moved.bouquet")
    move_on(window)
    assert window.save() and target.is_file()
    said = window.statusBar().currentMessage()
    assert said.startswith(f"“{target.name}” was no longer in its folder") and "Save As" in said
    move_on(window)
    assert window.save() and "no longer" not in window.statusBar().currentMessage()
    # a folder moved away is not made again: Save asks where (cancelled here)
    folder = tmp_path / "folder"
    folder.mkdir()
    assert window.save_to(folder / "inside.bouquet")
    folder.rename(tmp_path / "moved-folder")
    proposed = no_file_dialog(monkeypatch)
    move_on(window)
    assert not window.save() and proposed and not folder.exists()
    assert "is no longer there" in window.statusBar().currentMessage()


def test_leaving_a_saved_game_whose_file_was_written_over_offers_to_save_it(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Saved, then its file written over by another Bouquet: the title showed the game saved,
    and starting another game lost it with nothing asked (play test)."""
    target = saved_game(window, tmp_path)
    other = read_save(target)
    write_save(target, other.session, other.seats)
    asked = answering(monkeypatch, QMessageBox.StandardButton.Cancel)
    monkeypatch.setattr(NewGameDialog, "exec", lambda _dialog: 1)  # a new game chosen
    assert not window.isWindowModified()
    window.new_game_dialog()
    assert [title for title, _text in asked] == ["File changed"]
    assert "it no longer holds this game" in asked[0][1]
    assert window.save_path == target  # cancelled: the game stays


def test_a_left_game_saved_into_its_file_asks_if_another_bouquet_wrote_it_since(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The game left for Resume, saved into its file before another replaced it: the file,
    written since by another Bouquet, was written over unasked (play test)."""
    target = saved_game(window, tmp_path)
    move_on(window)
    window.flush_autosave()
    window.close_game()
    other = read_save(target)
    # another Bouquet's save of the same game since (it played on from the file elsewhere)
    write_save(target, other.session, other.seats, other.created)
    target.write_text(target.read_text() + "\n")
    theirs = target.read_bytes()
    asked: list[Path] = []

    def ask(_self: MainWindow, path: Path, _game: object) -> bool | None:
        asked.append(path)
        return None  # Cancel

    monkeypatch.setattr(MainWindow, "_may_overwrite_changed", ask)
    answering(monkeypatch, QMessageBox.StandardButton.Save)  # "Save it first?"
    opened: list[str] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: opened.append("new") or 1)
    no_file_dialog(monkeypatch)
    window.new_game_dialog("fake")
    assert asked == [target] and target.read_bytes() == theirs and opened == ["new"]
    assert window.controller.session is None  # cancelled: no new game


def test_a_damaged_autosave_resumes_without_its_file_and_is_kept(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An autosave with a move the rules refuse opened before it, still tied to the game's
    good file, and Save wrote the cut-down game over it; the autosave itself was rewritten at
    once, and the moves after the damaged one were gone everywhere (play test). Resume says
    the autosave is damaged, the game has no file, and the autosave as it was is kept."""
    target = saved_game(window, tmp_path)
    whole = target.read_bytes()
    window.flush_autosave()
    window.close_game()
    autosave = paths.autosave_path()
    data = json.loads(autosave.read_text())
    data["actions"][1] = {"type": "Play", "card": 999}
    autosave.write_text(json.dumps(data))
    damaged = autosave.read_bytes()
    window.show_start_screen()
    assert "Part of it is damaged" in window.start_screen.resume_info.text()
    assert window.resume_autosave()
    assert window.save_path is None
    session = window.controller.session
    assert session is not None and session.cursor == 1
    kept = autosave.with_name("autosave-damaged.bouquet")
    assert kept.read_bytes() == damaged
    box = window.message_box
    assert box is not None and str(kept) in box.informativeText()  # where it is, whole
    # and the good save is named: nothing said it was there, as it was (play test)
    assert window.statusBar().currentMessage().startswith("“game.bouquet” is as it was saved")
    box.close()
    proposed = no_file_dialog(monkeypatch)
    assert not window.save()  # Save asks where (cancelled here)
    assert proposed and target.read_bytes() == whole


def test_a_file_named_from_its_folder_is_kept_by_its_whole_path(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A save named on the command line relative to the folder Bouquet ran in was tied to the
    game as written, and a Bouquet started from elsewhere lost it (play test)."""
    target = saved_game(window, tmp_path)
    window.close_game()
    monkeypatch.chdir(tmp_path)
    assert window.open_file(Path("game.bouquet"))
    assert window.save_path == target and window.save_path.is_absolute()


def test_a_name_cut_in_a_save_is_said_so_and_the_file_stays(
    window: MainWindow, tmp_path: Path
) -> None:
    """A 60-letter name, cut to 40, opened with "opened without part of it", which alarmed a
    player (play test): the title says a name was shortened, and the game has no file."""
    target = saved_game(window, tmp_path)
    window.close_game()
    data = json.loads(target.read_text())
    data["seats"][0]["name"] = "A" * 60
    target.write_text(json.dumps(data))
    assert window.open_file(target)
    box = window.message_box
    assert box is not None and box.text() == "“game.bouquet” opened with a name shortened"
    assert window.save_path is None


@pytest.mark.usefixtures("translations")
def test_a_blank_name_in_a_save_is_given_a_new_games_name_and_the_file_stays(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A save edited by hand with a blank name was refused whole (play test): the seat takes
    the name a new game gives a seat left blank, in the language of the moment, the title
    says a name was filled in, and Save asks where, so the file stays as it was."""
    target = saved_game(window, tmp_path)
    window.close_game()
    data = json.loads(target.read_text())
    data["seats"][0]["name"] = " \u200e"
    target.write_text(json.dumps(data))
    i18n.install("fr")
    assert window.open_file(target)
    assert window.controller.seats[0].name == "Joueur 1"
    box = window.message_box
    assert box is not None and box.text() == (
        "«\u00a0game.bouquet\u00a0» ouvert avec un nom manquant complété"
    )
    assert box.informativeText() == (
        "Un joueur n’a pas de nom dans le fichier\u00a0: comme dans une nouvelle partie, sa"
        " place est nommée Joueur 1."
    )
    assert window.save_path is None
    proposed = no_file_dialog(monkeypatch)
    window.actions_by_name["save"].trigger()
    assert proposed and json.loads(target.read_text()) == data


def answering_with_default(
    monkeypatch: pytest.MonkeyPatch, answer: QMessageBox.StandardButton
) -> list[tuple[str, QMessageBox.StandardButton]]:
    """Every question is answered ``answer``; returns each one's title and default button."""
    asked: list[tuple[str, QMessageBox.StandardButton]] = []

    def question(
        _parent: object,
        title: str,
        _text: str,
        _buttons: object,
        default: QMessageBox.StandardButton,
    ) -> object:
        asked.append((title, default))
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


@pytest.mark.parametrize("closed", [False, True])
def test_saving_a_games_end_over_its_file_is_not_the_default_and_asked_once(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, closed: bool
) -> None:
    """ "Save the end in summer.bouquet?" had Save for its default: a reflex Enter wrote the
    end over the player's mid-game save (play tester 132). Enter keeps the file as it is; once
    answered for that end, it is not asked again (here the new game chosen does not begin, as
    a second leaving of the same end)."""
    target, _session = finished_after_its_save(window, tmp_path, recorded=False)
    if closed:  # the game left on the start screen: the question of a game to resume
        window.close_game()
    asked = answering_with_default(monkeypatch, QMessageBox.StandardButton.Discard)
    monkeypatch.setattr(NewGameDialog, "exec", lambda _dialog: 1)  # a new game chosen
    monkeypatch.setattr(window, "start_game", lambda _choice: False)
    window.new_game_dialog("fake")
    assert asked == [("Unsaved game", QMessageBox.StandardButton.Discard)]
    window.new_game_dialog("fake")
    assert len(asked) == 1
    assert not read_save(target).session.is_over()


def test_opening_the_save_of_a_solo_game_ended_since_says_what_becomes_of_its_end(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Open it and lose the moves made since?" was asked of a game finished and recorded
    (play tester 132): its end stays in the solo results, and a new end is a replay."""
    target, _session = finished_after_its_save(window, tmp_path)
    window.close_game()
    asked = answering(monkeypatch, QMessageBox.StandardButton.Cancel)
    assert not window.open_given_file(target)
    assert asked == [
        (
            "Go back to the saved game",
            "“game.bouquet” holds this game as it was saved, before its end. Its end stays in"
            " your solo results; played on from the save, the game ends as a replay, not"
            " counted. Open the save?",
        )
    ]
