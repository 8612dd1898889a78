"""Whether a person's solo game counts toward the solo results, said where a replay's word is:
the start screen's last game, the questions naming a game, the status bar (play tester: "Score:
18 (Expert)" of a replay beside a best of 17 read as a wrong best; a counted game said nothing).
And a turn begun is said so, not "0 turns" (a card drawn, not yet placed)."""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop import i18n, paths
from desktop.dialogs.new_game import NewGameChoice
from desktop.main_window import MainWindow
from desktop.solo_records import record_solo
from engine.core import registry
from engine.core.save import Seat, read_save, write_save
from engine.core.session import Session
from tests.desktop.finished_game import played_to_end
from tests.desktop.shell.test_solo_records import shown_window

FLOWERS = registry.get_game("flowers")
CAMILLE = (Seat(name="Camille"),)
ANN_AND_BEA = (Seat(name="Ann"), Seat(name="Bea"))
PLOTTERS_TWO = registry.get_game("petal-plotters").parse_options({"players": 2})


def resume_lines(window: MainWindow) -> list[str]:
    """The start screen's lines of the last game, as shown."""
    window._update_resume()
    return window.start_screen.resume_info.text().split("\n")


def test_the_last_solo_game_says_whether_it_counts(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    finished = played_to_end("flowers", {"players": 1})
    write_save(paths.autosave_path(), finished, CAMILLE)
    assert resume_lines(window)[-1] == "Counts toward your results"
    # the same deal ended before by another play: this end is a replay
    mine = finished.result().players[0]
    record_solo(finished, datetime(2026, 1, 2, tzinfo=UTC), mine.score, mine.title)
    lines = resume_lines(window)
    assert lines[-3].startswith("Score: ") and lines[-1] == "Replay, not counted"
    # the question naming the game says it too ("Unfinished game… Save it first?")
    saved = read_save(paths.autosave_path())
    assert window._summary(saved).endswith(" · replay, not counted")
    # an unfinished replay too, in French
    assert i18n.install("fr") == "fr"
    unfinished = Session(FLOWERS, finished.options, finished.seed)
    for action in finished.actions[:4]:
        unfinished.apply(action)
    write_save(paths.autosave_path(), unfinished, CAMILLE)
    assert resume_lines(window)[-1] == "Partie rejouée, non comptée"


def test_a_drawn_card_not_yet_placed_is_a_turn_begun(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    session = Session(FLOWERS, FLOWERS.parse_options({"players": 1}), 5)
    session.apply(FLOWERS.legal_actions(session.state)[0])  # a card drawn
    assert not session.ends_turn(0)
    write_save(paths.autosave_path(), session, CAMILLE)
    lines = resume_lines(window)
    assert "A turn begun" in lines and not any("0\u00a0turn" in line for line in lines)
    # a turn played, the next begun: both said
    while not session.ends_turn(session.cursor - 1):
        session.apply(FLOWERS.legal_actions(session.state)[0])
    session.apply(FLOWERS.legal_actions(session.state)[0])
    write_save(paths.autosave_path(), session, CAMILLE)
    said = ["1\u00a0turn", "A turn begun", "Counts toward your results"]
    assert resume_lines(window)[-3:] == said


def test_the_status_bar_says_a_counted_game_counts_after_resume_too(qtbot: QtBot) -> None:
    assert i18n.install("de") == "de"
    window = shown_window(qtbot)
    options = FLOWERS.parse_options({"players": 1})
    assert window.start_game(NewGameChoice("flowers", options, 7, CAMILLE))
    assert window.code_label.text().endswith(" · zählt für deine Ergebnisse")
    session = window.controller.session
    assert session is not None
    assert window.controller.play(FLOWERS.legal_actions(session.state)[0]) is None
    window.close_game()
    qtbot.mouseClick(window.start_screen.resume, Qt.MouseButton.LeftButton)
    assert window.controller.session is not None
    assert window.code_label.text().endswith(" · zählt für deine Ergebnisse")


def test_the_solo_results_open_from_the_view_menu_during_a_game(qtbot: QtBot) -> None:
    """The solo results were reached only from the start screen (play tester): View › Solo
    Results… opens them during a game, with the records kept since the window opened; at a
    table of a game without a solo mode, those of a game with one (an empty "Solo results:
    Petal Plotters" opened, play tester 180)."""
    window = shown_window(qtbot)
    assert window.start_game(NewGameChoice("petal-plotters", PLOTTERS_TWO, 3, ANN_AND_BEA))
    finished = played_to_end("flowers", {"players": 1})
    mine = finished.result().players[0]
    record_solo(finished, datetime(2026, 1, 2, tzinfo=UTC), mine.score, mine.title)
    window._update_actions()
    # named: "Solo Results…" read as an entry of Petal Plotters, which has no solo mode (play
    # tester 214)
    entry = next(
        action
        for action in window.view_menu.actions()
        if action.text() == "&Solo Results: Flowers…"
    )
    assert entry.isEnabled()
    entry.trigger()
    assert window.start_screen.cards["petal-plotters"].results_dialog is None
    dialog = window.start_screen.cards["flowers"].results_dialog
    assert dialog is not None and dialog.isVisible() and len(dialog.cell_texts()) == 1
    dialog.close()
    assert window.start_game(NewGameChoice("flowers", FLOWERS.parse_options({}), 4, ANN_AND_BEA))
    assert entry.text() == "&Solo Results…"  # the table's own game
    entry.trigger()
    dialog = window.start_screen.cards["flowers"].results_dialog
    assert dialog is not None and dialog.isVisible()
    ((_, score, *_),) = dialog.cell_texts()
    assert score.endswith(i18n.number_text(mine.score))
