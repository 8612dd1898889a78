"""Solo records: a finished solo game is recorded once, the best of each variant is named on
the start screen and in the results, every game is listed in a table of results, and a
damaged records file is set aside, never lost."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from desktop import i18n, solo_records
from desktop.dialogs.new_game import NewGameChoice, capitalised
from desktop.dialogs.solo_results import SoloResultsDialog
from desktop.main_window import MainWindow
from desktop.settings import Settings
from desktop.solo_records import SoloStanding, load_records, read_records, record_solo
from engine.core import registry
from engine.core.save import Seat
from engine.core.session import Session
from engine.games.flowers.game import FlowersGame
from tests.desktop.finished_game import open_finished

FLOWERS = registry.get_game("flowers")


def began(minute: int) -> datetime:
    return datetime(2026, 12, 2, 10, minute, tzinfo=UTC)


def finished_solo(seed: int, summer: bool = False) -> Session:
    session = Session(FLOWERS, FLOWERS.parse_options({"players": 1, "summer": summer}), seed)
    choose = random.Random(seed)
    while not session.is_over():
        session.apply(choose.choice(FLOWERS.legal_actions(session.state)))
    return session


def shown_window(qtbot: QtBot) -> MainWindow:
    """The main window on screen, computers playing without a delay."""
    window = MainWindow(Settings(ai_move_delay_ms=0))
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    return window


def test_each_game_is_recorded_once_and_measured_against_the_best(tmp_path: Path) -> None:
    path = tmp_path / "records.json"
    first, second, third = finished_solo(1), finished_solo(2), finished_solo(3)
    assert record_solo(first, began(1), 12, "Apprentice", path) == SoloStanding(None, True)
    before, beaten, *_ = record_solo(second, began(2), 9, "Beginner", path)
    assert before is not None and before.score == 12 and not beaten
    before, beaten, *_ = record_solo(third, began(3), 19, "Expert", path)
    assert before is not None and before.score == 12 and beaten
    # the same game shown again is not counted twice, and still stands against the others
    before, beaten, *_ = record_solo(third, began(3), 19, "Expert", path)
    assert before is not None and before.score == 12 and beaten
    records = load_records(path).records
    assert sorted(record.score for record in records) == [9, 12, 19]
    best = solo_records.best(records, "flowers", ())
    assert best is not None and best.rank == "Expert" and len(best.code) == 8
    # only the first end of a deal counts: ended anew from an earlier save, or the same code
    # begun again, the player knew the cards to come, and a better end became the best and
    # the rank with no trace (play tester 132); it is listed as a replay, never counted, and
    # it beats nothing, however high
    standing = record_solo(second, began(2), 8, "Beginner", path)
    assert standing.replay == "save" and not standing.beaten
    assert standing.before is not None and standing.before.score == 19
    standing = record_solo(second, began(2), 25, "Master", path)
    assert standing.replay == "save" and not standing.beaten
    standing = record_solo(second, began(4), 30, "Master", path)  # the same code begun again
    assert standing.replay == "code" and not standing.beaten
    # shown again, a replay stays one
    assert record_solo(second, began(4), 30, "Master", path).replay == "code"
    records = load_records(path).records
    assert sorted((record.score, record.replay or "") for record in records) == [
        (8, "save"),
        (9, ""),
        (12, ""),
        (19, ""),
        (25, "save"),
        (30, "code"),
    ]
    best = solo_records.best(records, "flowers", ())
    assert best is not None and best.score == 19
    ladder = FlowersGame.info.solo_ranks
    assert dict(solo_records.rank_counts(records, ladder))["Master"] == 0
    # a play reopened from a save behind where it had gone is a replay, though it never ended
    fourth = finished_solo(5)
    solo_records.mark_played_behind(fourth, began(6), path)
    assert record_solo(fourth, began(6), 20, "Expert", path).replay == "save"
    # a variant is measured against its own games only
    summer = finished_solo(4, summer=True)
    assert record_solo(summer, began(5), 5, "Beginner", path) == SoloStanding(None, True)
    assert [
        record.variant for record in solo_records.bests(load_records(path).records, "flowers")
    ] == [
        (),
        ("summer",),
    ]


def test_every_game_is_kept_and_past_the_limit_the_oldest_go_never_the_best(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Only the best ten games were kept, and a rank chaser had no list of the games played
    (play test): every game is kept; past ``KEPT`` the oldest go, never a variant's best."""
    path = tmp_path / "records.json"
    # more than the best ten, the best the oldest: kept though the newest are kept first
    scores = [30, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23]
    for minute, score in enumerate(scores):
        record_solo(finished_solo(minute), began(minute), score, None, path)
    assert sorted(record.score for record in load_records(path).records) == sorted(scores)
    monkeypatch.setattr(solo_records, "KEPT", 4)
    record_solo(finished_solo(40, summer=True), began(40), 1, None, path)  # a best of its own
    record_solo(finished_solo(41), began(41), 2, None, path)
    kept = load_records(path).records
    # the summer game and the plain game's best (30, the oldest) stay, then the newest
    assert sorted(record.score for record in kept) == [1, 2, 23, 30]
    assert [record.score for record in kept if record.variant] == [1]


def test_rank_counts_go_from_the_highest_rank_down(tmp_path: Path) -> None:
    """The results list how many games reached each rank of the game's ladder, the highest
    first, the ranks not reached yet too; a rank the ladder lacks is still counted."""
    path = tmp_path / "records.json"
    games = [(9, "Beginner"), (12, "Apprentice"), (26, "Master"), (4, "Beginner"), (15, None)]
    games += [(30, "Legend")]
    for minute, (score, rank) in enumerate(games):
        record_solo(finished_solo(minute), began(minute), score, rank, path)
    ladder = FlowersGame.info.solo_ranks
    assert ladder == ("Beginner", "Apprentice", "Expert", "Master")
    counts = solo_records.rank_counts(load_records(path).records, ladder)
    assert counts == [
        ("Master", 1),
        ("Expert", 0),
        ("Apprentice", 1),
        ("Beginner", 2),
        ("Legend", 1),
    ]


@pytest.mark.parametrize("content", [b"{not json", b'{"format": "other"}', b"\xff\xfe"])
def test_a_damaged_records_file_is_set_aside_not_overwritten(
    tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / "solo-records.json"
    path.write_bytes(content)
    assert read_records(path).damaged == tmp_path / "solo-records-damaged.json"
    assert record_solo(finished_solo(1), began(1), 12, "Apprentice", path).before is None
    assert (tmp_path / "solo-records-damaged.json").read_bytes() == content
    assert [record.score for record in load_records(path).records] == [12]


def test_one_damaged_record_costs_only_itself(tmp_path: Path, qtbot: QtBot) -> None:
    """One record changed by hand set the whole file aside, every result of a rank chaser
    with it (play test): the file is still set aside as it was, the records that can be read
    stay and are written back at once, and the start screen says how many."""
    path = tmp_path / "solo-records.json"
    for seed, score in ((1, 12), (2, 19), (3, 7)):
        record_solo(finished_solo(seed), began(seed), score, "Apprentice", path)
    content = path.read_text(encoding="utf-8").replace('"score": 19', '"score": "lots"')
    path.write_text(content, encoding="utf-8")
    read = read_records(path)
    assert read.damaged == tmp_path / "solo-records-damaged.json" and read.salvaged == 2
    assert [record.score for record in read.records.records] == [12, 7]
    assert read.damaged.read_text(encoding="utf-8") == content
    assert read_records(path) == (read.records, None, False, 0, False)
    # the window names the records kept
    records = solo_records.records_path()
    records.parent.mkdir(parents=True, exist_ok=True)
    records.write_text(content, encoding="utf-8")
    window = MainWindow(Settings(ai_move_delay_ms=0))
    qtbot.addWidget(window)  # its start screen reads the records
    said = window.statusBar().currentMessage()
    assert "the other 2 are kept" in said and "solo-records-damaged.json" in said
    assert len(load_records().records) == 2
    # found damaged at a game's end, it is said in the results, and no "new best" is
    # claimed against records that could not all be read (the lost one was the best, play
    # test)
    # found damaged as a solo game begins (read for its replays), it is said then
    records.write_text(content, encoding="utf-8")
    seats = (Seat(name="Ann"),)
    options = FLOWERS.parse_options({"players": 1})
    assert window.start_game(NewGameChoice("flowers", options, 4, seats))
    said = window.statusBar().currentMessage()
    assert "the other 2 are kept" in said and "solo-records-damaged" in said
    records.write_text(content, encoding="utf-8")
    ended = finished_solo(4)
    said = window._solo_record(ended, FLOWERS.result(ended.state))
    assert said.startswith("Some of your solo records could not be read: the other 2 are kept")
    assert "best" not in said


def test_a_newer_bouquets_records_are_left_as_they_are(tmp_path: Path) -> None:
    """Records a newer Bouquet wrote were called damaged and set aside, and after the update
    they were missing too (play test): they stay as they are, and nothing is added."""
    path = tmp_path / "solo-records.json"
    content = b'{"format": "bouquet-solo-records", "version": 9, "records": [], "more": 1}'
    path.write_bytes(content)
    assert read_records(path) == (solo_records.SoloRecords(), None, True, 0, False)
    assert record_solo(finished_solo(1), began(1), 12, "Apprentice", path).newer
    assert path.read_bytes() == content and list(tmp_path.iterdir()) == [path]


def test_a_result_the_records_could_not_keep_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A read-only data folder kept no record, and the results said "a new best score"
    (play test): the standing says why it was not written."""

    def refuse(_path: Path, _text: str) -> None:
        raise PermissionError(13, "Permission denied")

    path = tmp_path / "solo-records.json"
    record_solo(finished_solo(1), began(1), 12, "Apprentice", path)
    monkeypatch.setattr(solo_records, "write_text_atomically", refuse)
    standing = record_solo(finished_solo(2), began(2), 14, "Apprentice", path)
    assert isinstance(standing.not_written, PermissionError) and standing.beaten
    assert [record.score for record in load_records(path).records] == [12]


def test_the_results_and_the_start_screen_name_the_best_solo_game(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A finished solo game nobody saved was gone once the next began (play test): its end
    is recorded, its results say how it stands, and the start screen names the best."""
    window = shown_window(qtbot)
    earlier = finished_solo(7)
    # in the records folder the window uses, by the player of the game opened
    record_solo(earlier, began(7), 26, "Master", player="Camille")
    seats = (Seat(name="Camille"),)
    opened = open_finished(window, "flowers", {"players": 1}, seats, tmp_path)
    window.show_results()
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert window.end_dialog is not None and window.end_dialog.record.isVisible()
    code = solo_records.seed_to_code(earlier.seed)
    # how far short of the best, said ("Your best score: …" alone said nothing of it)
    short = 26 - opened.result().players[0].score
    assert window.end_dialog.record.text() == (
        f"{short} points short of your best score: 26 (Master), code {code}."
    )
    window.end_dialog.close()
    window.close_game()
    card = window.start_screen.cards["flowers"]
    assert card.best.isVisible() and card.best.text() == "Best solo score: 26 (Master)"

    other = window.start_screen.cards["petal-plotters"]
    assert not other.best.isVisible()
    # the cards of a row stay level, their buttons at the foot (the taller card put the
    # other's title and buttons off line, play test)
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: card.width() > 350)
    qtbot.waitUntil(lambda: card.height() == other.height())
    assert card.play.mapTo(window, card.play.rect().topLeft()).y() == (
        other.play.mapTo(window, other.play.rect().topLeft()).y()
    )
    scores = sorted(record.score for record in load_records().records)
    assert scores == sorted([26, FLOWERS.result(opened.state).players[0].score])
    # a game with several players is no solo record
    two = (Seat(name="Ann"), Seat(name="Bo"))
    (tmp_path / "duel").mkdir()
    open_finished(window, "flowers", {"players": 2}, two, tmp_path / "duel")
    window.show_results()
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert not window.end_dialog.record.isVisible()
    assert len(load_records().records) == 2
    window.end_dialog.close()
    # a records file that cannot be read is kept aside, and the window says so
    solo_records.records_path().write_text("{damaged", encoding="utf-8")
    window.close_game()
    assert "solo-records-damaged.json" in window.statusBar().currentMessage()
    assert not card.best.isVisible()


@pytest.mark.parametrize(
    ("summer", "said"),
    [
        (False, "Your first recorded score without the Summer variant."),
        (True, "Your first recorded score in this variant."),
    ],
)
def test_a_first_record_names_the_variant_only_when_one_is_on(
    qtbot: QtBot, tmp_path: Path, summer: bool, said: str
) -> None:
    """ "in this game and variant" read oddly for the classic game (play test), and "in this
    game" after the Summer variant's scores read as the first of all (play test)."""
    window = shown_window(qtbot)
    options = {"players": 1, "summer": summer}
    open_finished(window, "flowers", options, (Seat(name="Camille"),), tmp_path)
    window.show_results()
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert window.end_dialog is not None and window.end_dialog.record.text() == said


def test_of_equal_best_scores_the_earliest_game_is_the_one_named(tmp_path: Path) -> None:
    """A game that ties the best names the best's code ("You equalled your best score: 15,
    code …"): of two earlier games of that score, the first to reach it, not the latest."""
    path = tmp_path / "records.json"
    first, second, third = finished_solo(1), finished_solo(2), finished_solo(3)
    record_solo(first, began(1), 15, "Apprentice", path)
    assert not record_solo(second, began(2), 15, "Apprentice", path).beaten
    before, beaten, *_ = record_solo(third, began(3), 15, "Apprentice", path)
    assert before is not None and not beaten
    first_code, second_code = (solo_records.seed_to_code(game.seed) for game in (first, second))
    assert first_code != second_code and before.code == first_code


def test_a_game_that_ties_the_best_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    """« Votre meilleur score : 15 (Apprenti) » after a game of 15 read as a plain miss (play
    test): a tie says that it equals the best."""
    window = shown_window(qtbot)
    opened = open_finished(window, "flowers", {"players": 1}, (Seat(name="Camille"),), tmp_path)
    mine = FLOWERS.result(opened.state).players[0]
    earlier = finished_solo(7)
    record_solo(earlier, began(7), mine.score, mine.title, player="Camille")
    # the results opened with the file; shown again, they measure it anew
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert window.end_dialog is not None
    window.end_dialog.reject()
    qtbot.waitUntil(lambda: window.end_dialog is None)
    window.show_results()
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert window.end_dialog is not None
    code = solo_records.seed_to_code(earlier.seed)
    tied = next(record for record in load_records().records if record.code == code)
    best = solo_records.record_text(tied)
    assert window.end_dialog.record.text() == (
        f"You equalled your best score: {best}, code {code}."
    )


@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.usefixtures("translations")
def test_the_start_screen_lists_every_solo_result(
    qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    """Only one best score was named and a rank chaser had no list of results (play test):
    "Solo results…" beside it opens every game, newest first, each variant's best marked,
    the ranks counted, readable in a 1024 x 768 window."""
    assert i18n.install(language) == language
    path = tmp_path / "records.json"
    games = [(12, "Apprentice", False), (26, "Master", False), (9, "Beginner", True)]
    games += [(4, "Beginner", False)]
    for minute, (score, rank, summer) in enumerate(games):
        record_solo(finished_solo(minute, summer), began(minute), score, rank, path)
    window = MainWindow(Settings(ai_move_delay_ms=0))
    qtbot.addWidget(window)
    window.resize(1024, 768)
    with qtbot.waitExposed(window):
        window.show()
    screen = window.start_screen
    card, other = screen.cards["flowers"], screen.cards["petal-plotters"]
    assert not card.results.isVisible()  # no solo game played yet
    screen.set_records(load_records(path).records)
    assert card.results.isVisible() and not other.results.isVisible()
    assert card.results.text() == QCoreApplication.translate("GameCard", "Solo results…")
    qtbot.mouseClick(card.results, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: card.results_dialog is not None and card.results_dialog.isVisible())
    dialog = card.results_dialog
    assert dialog is not None

    def words(source: str) -> str:
        return QCoreApplication.translate("SoloResultsDialog", source)

    summer = i18n.tr_engine("Summer variant")
    summer = summer[:1].upper() + summer[1:]
    # the plain game's cell was empty (play test)
    without = QCoreApplication.translate("NewGameDialog", "without the %1")
    classic = capitalised(without.replace("%1", i18n.tr_engine("Summer variant")))
    rows = dialog.cell_texts()
    shown = [(row[1], row[2], row[4]) for row in rows]
    assert shown == [
        ("4", i18n.tr_engine("Beginner"), classic),
        ("★ 9", i18n.tr_engine("Beginner"), summer),
        ("★ 26", i18n.tr_engine("Master"), classic),
        ("12", i18n.tr_engine("Apprentice"), classic),
    ]
    assert all(len(row[3]) == 8 for row in rows)  # the code that deals the game again
    times = [words("%1 × %2").replace("%1", str(count)) for count in (1, 1, 2)]
    ranks = ("Master", "Apprentice", "Beginner")
    counted = " · ".join(
        t.replace("%2", i18n.tr_engine(r)) for t, r in zip(times, ranks, strict=True)
    )
    # Master reached: no rank is left to chase (Expert, below it, is not one)
    assert dialog.ranks.text() == words("Ranks reached: %1").replace("%1", counted)
    # a click on a heading sorts by what the column stands for: "★ 26" is the highest score
    # (as words it came before "4"), Master the highest rank; again, the other way round
    header = dialog.table.horizontalHeader()

    def click_heading(column: int) -> None:
        middle = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
        qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(middle, 5))

    def arrows() -> dict[int, str]:
        """The arrow after each heading that has one."""
        items = (dialog.table.horizontalHeaderItem(at) for at in range(header.count()))
        texts = [item.text() if item is not None else "" for item in items]
        return {at: text[-1] for at, text in enumerate(texts) if text[-1] in "▲▼"}

    assert arrows() == {0: "▼"}  # newest first
    assert not header.isSortIndicatorShown()
    # a first click puts the best on top (the lowest score came first, play test), the arrow
    # says which way
    for column in (1, 2):
        click_heading(column)
        descending = [row[1] for row in dialog.cell_texts()]
        assert header.sortIndicatorSection() == column
        assert header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
        # the heading's arrow points down for the highest first (Fusion's own pointed up)
        assert arrows() == {column: "▼"}
        assert dialog.table.horizontalHeaderItem(column).toolTip() == words("Highest first")
        click_heading(column)
        ascending = [row[1] for row in dialog.cell_texts()]
        assert ascending == ["4", "★ 9", "12", "★ 26"] == descending[::-1]
        assert header.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder
        assert arrows() == {column: "▲"}
    click_heading(3)  # the codes from A
    codes = [row[3] for row in dialog.cell_texts()]
    assert codes == sorted(codes)
    click_heading(0)  # newest first again
    assert [row[1] for row in dialog.cell_texts()] == [row[0] for row in shown]
    # one variant at a time: its games, its best
    dialog.filter.setCurrentIndex(dialog.filter.findText(classic))
    assert [row[1] for row in dialog.cell_texts()] == ["4", "★ 26", "12"]
    assert "26" in dialog.summary.text() and dialog.summary.text().startswith("3")
    # the Summer variant's one game was a Beginner: the ranks above it are still to chase
    dialog.filter.setCurrentIndex(dialog.filter.findText(summer))
    # each with the score it needs (play tester 215)
    ahead = [
        words("%1 from %2 points").replace("%1", i18n.tr_engine(rank)).replace("%2", least)
        for rank, least in (("Apprentice", "11"), ("Expert", "18"), ("Master", "25"))
    ]
    # the next with how far the best is from it (play tester 218)
    ahead[0] = words("%1 (%2 more than your best)").replace("%2", "2").replace("%1", ahead[0])
    chased = " · ".join(ahead)
    beginner = words("%1 × %2").replace("%1", "1").replace("%2", i18n.tr_engine("Beginner"))
    assert dialog.ranks.text() == (
        words("Ranks reached: %1").replace("%1", beginner)
        + "\n"
        + words("Not reached yet: %1").replace("%1", chased)
    )
    dialog.filter.setCurrentIndex(dialog.filter.findText(classic))
    # within the window, every column in full
    assert dialog.width() <= 1024 and dialog.height() <= 768
    table = dialog.table
    assert table.horizontalScrollBar().maximum() == 0
    for column in range(table.columnCount()):
        if not table.isColumnHidden(column):
            for row in range(table.rowCount()):
                item = table.item(row, column)
                assert item is not None
                needed = table.fontMetrics().horizontalAdvance(item.text())
                assert table.columnWidth(column) >= needed, item.text()
    dialog.close()


def test_the_results_say_when_an_end_is_a_replay_or_none_is_recorded(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A code played to its end before, played again, became the best with nothing said (play
    tester 132); a result the records could not keep was told as recorded (play test)."""
    window = shown_window(qtbot)
    deal = Session(FLOWERS, FLOWERS.parse_options({"players": 1}), 11)  # ``open_finished``'s
    record_solo(deal, began(1), -40, None, player="Camille")  # its first end, another play
    opened = open_finished(window, "flowers", {"players": 1}, (Seat(name="Camille"),), tmp_path)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert window.end_dialog is not None
    assert window.end_dialog.record.text() == (
        "You played this code before: this replay is listed in your solo results but does"
        " not count toward your best score and rank. Your best score:"
        f" {i18n.number_text(-40)}, code {seed_code(opened)}."
    )
    # "Play again (same code)" says so before: its end will be a replay
    assert "a replay" in window.end_dialog.same_button.toolTip()
    replay = next(record for record in load_records().records if record.replay)
    assert replay.replay == "code" and replay.score == opened.result().players[0].score
    window.end_dialog.reject()
    qtbot.waitUntil(lambda: window.end_dialog is None)

    def refuse(_path: Path, _text: str) -> None:
        raise PermissionError(13, "Permission denied")

    solo_records.records_path().unlink()
    monkeypatch.setattr(solo_records, "write_text_atomically", refuse)
    window.show_results()
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert window.end_dialog.record.text() == (
        "This result could not be recorded: Bouquet may not write there."
    )


def play_on(window: MainWindow, moves: int, choose: random.Random) -> None:
    """Up to ``moves`` moves of the person at the table, chosen by ``choose``."""
    for _ in range(moves):
        session = window.controller.session
        assert session is not None and window.board is not None
        if session.is_over():
            return
        window.board.action_chosen.emit(choose.choice(window.controller.choices_for_viewer()))


def test_a_solo_game_reopened_behind_where_it_went_ends_as_a_replay(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Saved mid-game, played on, the save opened again: its player knew every card to come,
    and its end replaced the best and the rank with no trace (play tester 132). Its end is
    listed "from a save", not counted; so is an end after the play had ended once."""
    monkeypatch.setattr(QMessageBox, "question", lambda *_args: QMessageBox.StandardButton.Open)
    window = shown_window(qtbot)
    record_solo(finished_solo(7), began(7), -30, None)  # the best so far, another deal
    options = FLOWERS.parse_options({"players": 1})
    assert window.start_game(NewGameChoice("flowers", options, 21, (Seat(name="Camille"),)))
    play_on(window, 6, random.Random(1))
    target = tmp_path / "summer.bouquet"
    assert window.save_to(target)
    play_on(window, 12, random.Random(2))  # cards shown past the save, the game not ended
    session = window.controller.session
    assert session is not None and not session.is_over()
    assert window.open_given_file(target)
    play_on(window, 500, random.Random(3))
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert window.end_dialog is not None
    assert window.end_dialog.record.text().startswith(
        "This game had gone further, or ended, before it was reopened from its save:"
    )
    (ended,) = [record for record in load_records().records if record.code == "2222222P"]
    assert ended.replay == "save"
    best = solo_records.best(load_records().records, "flowers", ())
    assert best is not None and best.score == -30
    window.end_dialog.reject()
    qtbot.waitUntil(lambda: window.end_dialog is None)
    # a save of a play that went no further opens as any: its end counts
    assert window.start_game(NewGameChoice("flowers", options, 22, (Seat(name="Camille"),)))
    play_on(window, 4, random.Random(4))
    other = tmp_path / "other.bouquet"
    assert window.save_to(other)
    assert window.open_given_file(other)
    play_on(window, 500, random.Random(5))
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    counted = [record for record in load_records().records if record.code == "2222222Q"]
    assert [record.replay for record in counted] == [None]


def seed_code(session: Session) -> str:
    return solo_records.seed_to_code(session.seed)


def test_a_best_score_at_a_new_rank_says_so_and_the_rank_heads_the_results(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Reaching a rank for the first time went unsaid, and the rank was the results' last
    row, in italics (play test): the headline names it, and a rank never reached is news."""
    window = shown_window(qtbot)
    opened = open_finished(window, "flowers", {"players": 1}, (Seat(name="Camille"),), tmp_path)
    mine = FLOWERS.result(opened.state).players[0]
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert window.end_dialog is not None and mine.title is not None
    headline = window.end_dialog.findChild(QLabel, "headline")
    assert headline is not None
    assert headline.text() == f"You scored {i18n.number_text(mine.score)} points: {mine.title}"
    before = solo_records.SoloRecord(
        game="flowers", score=15, rank="Apprentice", code="X", game_key="k", finished=began(1)
    )
    assert window._standing_text(opened, 19, before, True, "Expert") == (
        "A new best score and a new rank! Your best before: 15 (Apprentice)."
    )
    assert window._standing_text(opened, 17, before, True, "Apprentice") == (
        "A new best score! Your best before: 15 (Apprentice)."
    )


def test_beside_a_variants_best_the_classic_games_is_named(qtbot: QtBot) -> None:
    """ "Best solo score: 27 (Master)" over "Best solo score (Summer variant): 16" read as the
    best of all (play test)."""
    window = MainWindow(Settings(ai_move_delay_ms=0))
    qtbot.addWidget(window)
    record_solo(finished_solo(7), began(7), 26, "Master")
    card = window.start_screen.cards["flowers"]
    card.set_records(load_records().records)
    assert card.best.text() == "Best solo score: 26 (Master)"
    record_solo(finished_solo(8, summer=True), began(8), 12, "Apprentice")
    card.set_records(load_records().records)
    assert card.best.text().split("\n") == [
        "Best solo score (without the Summer variant): 26 (Master)",
        "Best solo score (Summer variant): 12 (Apprentice)",
    ]


def test_a_version_1_records_file_is_read_every_record_counted(tmp_path: Path) -> None:
    """Records kept before replays were told apart stay readable, each counted as it was; the
    next game writes them on in version 8."""
    path = tmp_path / "solo-records.json"
    old = {
        "format": "bouquet-solo-records",
        "version": 1,
        "records": [
            {
                "game": "flowers",
                "variant": [],
                "score": 14,
                "rank": "Apprentice",
                "code": solo_records.seed_to_code(3),
                "game_key": "a" * 64,
                "finished": "2026-11-30T20:00:00Z",
            }
        ],
    }
    path.write_text(json.dumps(old), encoding="utf-8")
    (kept,) = load_records(path).records
    assert kept.counted and kept.score == 14
    standing = record_solo(finished_solo(3), began(3), 20, "Expert", path)  # its code again
    assert standing.replay == "code" and standing.before == kept
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["version"] == 8 and len(written["records"]) == 2
    assert list(tmp_path.iterdir()) == [path]


def test_a_deal_of_the_results_is_played_again_as_a_replay(qtbot: QtBot, tmp_path: Path) -> None:
    """A rank chaser could not start a code of the results again: a double-click did nothing
    (play tester 132). A replay is marked there, and never the best."""
    window = shown_window(qtbot)
    record_solo(finished_solo(5, summer=True), began(5), 12, "Apprentice")
    record_solo(finished_solo(5, summer=True), began(6), 19, "Expert")  # a replay of its code
    window.close_game()
    card = window.start_screen.cards["flowers"]
    assert card.best.text() == "Best solo score (Summer variant): 12 (Apprentice)"
    card.show_results()
    qtbot.waitUntil(lambda: card.results_dialog is not None and card.results_dialog.isVisible())
    dialog = card.results_dialog
    assert dialog is not None
    assert [row[1:3] for row in dialog.cell_texts()] == [
        ["19 (replay)", "Expert"],
        ["★ 12", "Apprentice"],
    ]
    assert "A replay" in dialog.legend.text()
    assert "Expert" not in dialog.ranks.text().split("\n")[0]  # not reached, but replayed
    # the game count leaves the replay out, as the rank counts do: "2 games" had ranks for 1
    assert dialog.summary.text().startswith("1 game and 1 replay · ")
    # the newest chosen at opening (play tester 148)
    assert dialog.again.isEnabled() and dialog.chosen() == load_records().records[1]
    first = dialog.table.item(0, 0)
    assert first is not None
    rect = dialog.table.visualItemRect(first)
    # a double-click, as on any list: the press chooses the row, the second plays it
    qtbot.mouseClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dialog.again.isEnabled() and dialog.chosen() == load_records().records[1]
    qtbot.mouseDClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    session = window.controller.session
    assert session is not None and session.seed == 5 and session.options.summer
    assert session.options.players == 1 and not session.is_over()
    assert window.controller.seats[0].kind == "human"
    assert not dialog.isVisible()


def test_a_variant_played_only_in_replays_has_no_best(qtbot: QtBot, tmp_path: Path) -> None:
    """A first play reopened behind where it had gone ends as a replay: its variant has games
    but no best, and the results still open."""
    path = tmp_path / "records.json"
    ended = finished_solo(8, summer=True)
    solo_records.mark_played_behind(ended, began(8), path)
    record_solo(ended, began(8), 16, "Apprentice", path)
    dialog = SoloResultsDialog(FLOWERS, load_records(path).records)
    qtbot.addWidget(dialog)
    assert dialog.summary.text() == "0 games and 1 replay"
    assert [row[1] for row in dialog.cell_texts()] == ["16 (from a save)"]
    assert solo_records.bests(load_records(path).records, "flowers") == []
    # said plainly: "Not reached yet: Beginner · …" read as ranks missed (play tester 154)
    assert dialog.ranks.text() == "No counted game yet: a replay reaches no rank."


def asking(monkeypatch: pytest.MonkeyPatch, answer: QMessageBox.StandardButton) -> list[str]:
    """ "A replay" is answered ``answer``, "Save the game first?" Discard; returns the title of
    each question asked."""
    asked: list[str] = []

    def question(_parent: object, title: str, *_rest: object) -> QMessageBox.StandardButton:
        asked.append(title)
        return QMessageBox.StandardButton.Discard if title == "Unsaved game" else answer

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def ended_as(window: MainWindow, qtbot: QtBot, code: str) -> list[solo_records.Replay | None]:
    """The person's game played out by seeded moves: how each end of ``code`` is recorded."""
    play_on(window, 500, random.Random(9))
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert window.end_dialog is not None
    window.end_dialog.reject()
    qtbot.waitUntil(lambda: window.end_dialog is None)
    ends = (record for record in load_records().records if record.ended)
    return [record.replay for record in ends if record.code == code]


def test_a_deal_left_part_way_and_begun_again_by_its_code_is_a_replay(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Played 18 moves, left for a new game of the same code, then played to its end: counted,
    though 36 of a stack's 40 cards had been seen (play tester 137). A deal is played once; a
    save of its second play says so before play."""
    window = shown_window(qtbot)
    options = FLOWERS.parse_options({"players": 1})
    camille = (Seat(name="Camille"),)
    assert window.start_game(NewGameChoice("flowers", options, 31, camille))
    play_on(window, 18, random.Random(1))
    session = window.controller.session
    assert session is not None and not session.is_over() and solo_records.cards_shown(session)
    assert window.start_game(NewGameChoice("flowers", options, 31, camille))
    again = tmp_path / "again.bouquet"
    assert window.save_to(again)
    told: list[str] = []

    def question(_parent: object, title: str, text: str, *_rest: object) -> object:
        told.append(f"{title}: {text}")
        return QMessageBox.StandardButton.Open

    monkeypatch.setattr(QMessageBox, "question", question)
    assert window.open_given_file(again)
    assert told == [
        "A replay: You played this code before, so its cards to come are known: played on from"
        " this save, the game ends as a replay, not counted. Open it?"
    ]
    code = seed_code(session)
    assert ended_as(window, qtbot, code) == ["code"]
    # a deal left before its first card shown is not played yet: another play counts
    assert window.start_game(NewGameChoice("flowers", options, 32, camille))
    assert window.start_game(NewGameChoice("flowers", options, 32, camille))
    assert ended_as(window, qtbot, solo_records.seed_to_code(32)) == [None]


def test_a_save_opened_after_another_game_began_is_a_replay(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Saved at move 5, played on 12 moves, another game begun, then the save opened: counted,
    as only the autosave, which the other game had replaced, was asked how far the play went
    (play tester 137). Asked before play, its end is "from a save". The file is decided on
    before the game in progress: "Save the game first?" came first (play tester 154), and a
    replay cancelled keeps the game, asking nothing more."""
    window = shown_window(qtbot)
    options = FLOWERS.parse_options({"players": 1})
    camille = (Seat(name="Camille"),)
    assert window.start_game(NewGameChoice("flowers", options, 41, camille))
    play_on(window, 5, random.Random(1))
    ahead = tmp_path / "ahead.bouquet"
    assert window.save_to(ahead)
    play_on(window, 12, random.Random(2))
    session = window.controller.session
    assert session is not None and not session.is_over()
    assert window.start_game(NewGameChoice("flowers", options, 42, camille))
    play_on(window, 1, random.Random(3))
    other = window.controller.session
    asked = asking(monkeypatch, QMessageBox.StandardButton.Cancel)
    assert not window.open_given_file(ahead)
    assert asked == ["A replay"] and window.controller.session is other
    assert window.isWindowModified()
    asked = asking(monkeypatch, QMessageBox.StandardButton.Open)
    assert window.open_given_file(ahead)
    assert asked == ["A replay", "Unsaved game"]
    assert ended_as(window, qtbot, seed_code(session)) == ["save"]
    assert load_records().ahead  # the line played on from the save


def test_a_copy_of_a_save_played_past_says_before_play_it_ends_as_a_replay(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A save copied under another name and opened after the game had gone further: no word
    before play, only its end listed "(from a save)" (play tester 137). Asked as of its own
    file: cancelled, the game on the table stays; opened, it ends as a replay."""
    window = shown_window(qtbot)
    options = FLOWERS.parse_options({"players": 1})
    assert window.start_game(NewGameChoice("flowers", options, 51, (Seat(name="Camille"),)))
    play_on(window, 5, random.Random(1))
    mid = tmp_path / "mid.bouquet"
    assert window.save_to(mid)
    copy = tmp_path / "mid-copy.bouquet"
    copy.write_bytes(mid.read_bytes())
    play_on(window, 12, random.Random(2))
    assert window.save_to(mid)  # the game's own file follows it
    session = window.controller.session
    assert session is not None and not session.is_over()
    asked = asking(monkeypatch, QMessageBox.StandardButton.Cancel)
    assert not window.open_given_file(copy)
    assert asked == ["A replay"] and window.controller.session is session
    asked = asking(monkeypatch, QMessageBox.StandardButton.Open)
    assert window.open_given_file(copy)
    assert asked == ["A replay"] and window.save_path == copy
    assert ended_as(window, qtbot, seed_code(session)) == ["save"]


def card_shown(seed: int, summer: bool = False) -> Session:
    """A solo deal of ``seed`` played by seeded moves up to its first card shown."""
    session = Session(FLOWERS, FLOWERS.parse_options({"players": 1, "summer": summer}), seed)
    choose = random.Random(seed)
    while not solo_records.cards_shown(session):
        session.apply(choose.choice(FLOWERS.legal_actions(session.state)))
    return session


def test_version_2_records_are_read_and_written_on_in_version_8(tmp_path: Path) -> None:
    """This morning's records (replays and plays reopened behind) stay as they were; the plays
    that showed a card are added to them."""
    path = tmp_path / "solo-records.json"
    mark = "b" * 64
    old = {"format": "bouquet-solo-records", "version": 2, "records": [], "ahead": [mark]}
    path.write_text(json.dumps(old), encoding="utf-8")
    assert load_records(path).ahead == [mark[:16]]
    session = card_shown(61)
    solo_records.note_play(session, began(1), path)
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["version"] == 8 and written["ahead"] == [mark[:16]]
    key = solo_records.game_key(session, began(1))
    assert load_records(path).plays == {
        f"flowers//{seed_code(session)}": {key[:16]: solo_records.cards_shown(session)}
    }
    # begun again, the deal's end is a replay; the play noted itself counts
    again = tmp_path / "again.json"
    again.write_bytes(path.read_bytes())
    assert record_solo(finished_solo(61), began(2), 10, None, again).replay == "code"
    assert record_solo(finished_solo(61), began(1), 10, None, path).replay is None


@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.usefixtures("translations")
def test_the_results_count_the_games_the_ranks_count_and_the_replays_apart(
    qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    """ "5 games" over rank counts that came to 4, a note under the table saying why (play
    test): the games counted are those the ranks count, the replays named beside them."""
    assert i18n.install(language) == language
    path = tmp_path / "records.json"
    games = [(1, 12, "Apprentice"), (2, 26, "Master"), (3, 9, "Beginner"), (4, 4, "Beginner")]
    for minute, (seed, score, rank) in enumerate(games):
        record_solo(finished_solo(seed), began(minute), score, rank, path)
    for minute in (10, 11):  # the Master's code twice more: replays, in its rank
        record_solo(finished_solo(2), began(minute), 30, "Master", path)
    dialog = SoloResultsDialog(FLOWERS, load_records(path).records)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)

    def words(source: str) -> str:
        return QCoreApplication.translate("SoloResultsDialog", source)

    assert len(dialog.cell_texts()) == 6  # every game listed
    times = [words("%1 × %2").replace("%1", str(count)) for count in (1, 1, 2)]
    ranks = ("Master", "Apprentice", "Beginner")
    counted = " · ".join(
        t.replace("%2", i18n.tr_engine(r)) for t, r in zip(times, ranks, strict=True)
    )
    assert dialog.ranks.text() == words("Ranks reached: %1").replace("%1", counted)  # 4 games
    games = words("%1 games").replace("%1", "4")
    replays = words("%1 replays").replace("%1", "2")
    said = words("%1 and %2").replace("%2", replays).replace("%1", games)
    assert dialog.summary.text().split(" · ")[0] == said
    # one replay, in the singular
    one = SoloResultsDialog(FLOWERS, load_records(path).records[:5])
    qtbot.addWidget(one)
    replays = words("%1 replay").replace("%1", "1")
    said = words("%1 and %2").replace("%2", replays).replace("%1", games)
    assert one.summary.text().split(" · ")[0] == said


def test_a_deal_played_long_ago_is_never_forgotten(tmp_path: Path) -> None:
    """Past 500 plays noted, the oldest were forgotten: a deal begun that long ago and left,
    begun again by its code, counted as a first play (play test). Every play stays, its
    own save still known to be behind where it went."""
    path = tmp_path / "solo-records.json"
    first = card_shown(100)
    solo_records.note_play(first, began(0), path)
    for seed in range(101, 601):  # 500 more: the oldest went
        solo_records.note_play(card_shown(seed, summer=seed % 2 == 0), began(1), path)
    kept = load_records(path)
    reopened = Session(FLOWERS, first.options, first.seed)  # its save before its first card
    assert solo_records.went_past(kept, reopened, began(0))
    again = tmp_path / "again.json"
    again.write_bytes(path.read_bytes())
    assert record_solo(finished_solo(100), began(2), 10, None, path).replay == "code"
    assert record_solo(finished_solo(100), began(0), 10, None, again).replay is None
    assert len(kept.plays) == 501


def test_a_play_reopened_behind_long_ago_is_never_forgotten(tmp_path: Path) -> None:
    """Past 200 plays reopened behind where they went, the oldest was forgotten, and its end
    counted as a first end. Every one stays, in a quarter of the room a whole key took."""
    path = tmp_path / "solo-records.json"
    first = finished_solo(5)
    solo_records.mark_played_behind(first, began(0), path)
    for minute in range(1, 251):  # 250 more: past 200, the oldest went
        solo_records.mark_played_behind(first, began(0) + timedelta(minutes=minute), path)
    ahead = load_records(path).ahead
    assert len(ahead) == 251 and {len(mark) for mark in ahead} == {16}
    assert record_solo(first, began(0), 20, "Expert", path).replay == "save"


def test_a_version_4_records_files_plays_ahead_are_read_by_their_marks(tmp_path: Path) -> None:
    """Version 4 kept the plays reopened behind as whole keys: read, each is its mark, and
    its end is still a replay; a list of anything but keys is damage, set aside."""
    path = tmp_path / "solo-records.json"
    ended = finished_solo(5)
    key = solo_records.game_key(ended, began(6))
    old = {"format": "bouquet-solo-records", "version": 4, "records": [], "ahead": [key]}
    path.write_text(json.dumps(old), encoding="utf-8")
    assert load_records(path).ahead == [key[:16]]
    assert record_solo(ended, began(6), 20, "Expert", path).replay == "save"
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 8
    for damaged in ([5], ["e" * 65], "f"):
        path.write_text(json.dumps({**old, "ahead": damaged}), encoding="utf-8")
        set_aside = read_records(path).damaged
        assert set_aside is not None and set_aside.name.startswith("solo-records-damaged")


def test_records_too_large_to_read_back_are_not_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Kept without a limit, the plays could make a file past the size read as no records
    file, set aside with every record: such a file is not written, the one before it stays,
    and a game's end says its result could not be kept."""
    path = tmp_path / "solo-records.json"
    solo_records.note_play(card_shown(61), began(1), path)
    before = path.read_bytes()
    monkeypatch.setattr(solo_records, "MAX_RECORDS_BYTES", len(before) + 20)
    solo_records.note_play(card_shown(62), began(2), path)
    solo_records.mark_played_behind(card_shown(61), began(1), path)
    standing = record_solo(finished_solo(63), began(3), 10, None, path)
    assert path.read_bytes() == before and read_records(path).damaged is None
    assert standing.not_written is not None


def test_a_version_3_records_file_is_read_its_plays_kept_by_deal(tmp_path: Path) -> None:
    """Version 3 listed each play in full, and kept 500: its plays are read by deal, each as
    far as it went, and written on in version 8."""
    path = tmp_path / "solo-records.json"
    left, other = card_shown(71), card_shown(72, summer=True)
    key = solo_records.game_key(left, began(1))

    def listed(session: Session, key: str, shown: int) -> dict[str, object]:
        game, variant, code = solo_records.deal_of(session)
        return {"game": game, "variant": variant, "code": code, "game_key": key, "shown": shown}

    plays = [listed(left, key, 30), listed(other, "c" * 64, 2)]
    old = {"format": "bouquet-solo-records", "version": 3, "records": [], "plays": plays}
    path.write_text(json.dumps(old), encoding="utf-8")
    kept = load_records(path)
    assert kept.plays == {
        f"flowers//{seed_code(left)}": {key[:16]: 30},
        f"flowers/summer/{seed_code(other)}": {"c" * 16: 2},
    }
    assert solo_records.went_past(kept, left, began(1))  # 30 moves, reopened at its first
    solo_records.note_play(card_shown(73), began(3), path)
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["version"] == 8 and len(written["plays"]) == 3
    assert record_solo(finished_solo(71), began(2), 10, None, path).replay == "code"
    # plays that cannot be read set the file aside, as any damage does
    plays[1]["shown"] = 0
    for damaged in (plays, 5):
        path.write_text(json.dumps({**old, "plays": damaged}), encoding="utf-8")
        set_aside = read_records(path).damaged
        assert set_aside is not None and set_aside.name.startswith("solo-records-damaged")


def test_a_records_file_of_many_plays_stays_small_and_readable(tmp_path: Path) -> None:
    """Every play kept, and every play reopened behind where it went, the file grows: 20,000
    plays (a deal begun every ten seconds for 55 hours), each reopened behind, beside a full
    list of games stay under 2 MB, and the size past which a file is set aside as no records
    file leaves room for 450,000."""
    path = tmp_path / "solo-records.json"
    plays = {
        f"flowers/summer/{solo_records.seed_to_code(seed)}": {f"{seed:016x}": 40}
        for seed in range(20_000)
    }
    ahead = [f"{seed:016x}" for seed in range(20_000)]
    record = solo_records.SoloRecord(
        game="flowers",
        score=12,
        rank="Apprentice",
        code="X" * 8,
        game_key="d" * 64,
        finished=began(1),
    )
    records = [record.model_copy(update={"game_key": f"{at:064x}"}) for at in range(1000)]
    kept = solo_records.SoloRecords(records=records, plays=plays, ahead=ahead)
    path.write_text(kept.model_dump_json(indent=1), encoding="utf-8")
    solo_records.note_play(card_shown(61), began(1), path)  # written on as Bouquet writes
    size = path.stat().st_size
    read = read_records(path)
    assert read.damaged is None and len(read.records.plays) == 20_001
    assert len(read.records.ahead) == 20_000
    assert size < 2_000_000
    per_play = size - len(solo_records.SoloRecords(records=records).model_dump_json(indent=1))
    assert 450_000 * per_play / 20_001 + size < solo_records.MAX_RECORDS_BYTES


REPLAY_OF_A_CODE = (
    "You played this code before: this replay is listed in your solo results but does not"
    " count toward your best score and rank."
)
REPLAY_OF_A_CODE_GIVEN_UP = (
    "You gave up a game of this code before: this replay is listed in your solo results but"
    " does not count toward your best score and rank."
)


def test_a_replay_is_told_from_the_games_start_and_marked_beside_its_code(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A deal begun again by its code was said to be a replay only at its end, after a whole
    game played for a rank it could not count toward (play tester 154): said as it begins, in
    the end's words, and marked beside the code while it lasts. So is a save answered "Open"
    to "A replay"; a first play is marked as counted."""
    window = shown_window(qtbot)
    options = FLOWERS.parse_options({"players": 1})
    camille = (Seat(name="Camille"),)
    assert window.start_game(NewGameChoice("flowers", options, 81, camille))
    code = solo_records.seed_to_code(81)
    counted = f"Code {code} · counts toward your results"
    assert window.code_label.text() == counted and not window.code_label.toolTip()
    assert not window.statusBar().currentMessage()
    play_on(window, 18, random.Random(1))
    middle = tmp_path / "middle.bouquet"
    assert window.save_to(middle)
    assert window.start_game(NewGameChoice("flowers", options, 81, camille))
    # the first play was given up for it, and never ended
    assert window.statusBar().currentMessage() == REPLAY_OF_A_CODE_GIVEN_UP
    assert window.code_label.text() == f"Code {code} · replay, not counted"
    assert window.code_label.toolTip() == REPLAY_OF_A_CODE_GIVEN_UP
    play_on(window, 500, random.Random(9))
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert window.end_dialog is not None
    assert window.end_dialog.record.text().startswith(REPLAY_OF_A_CODE_GIVEN_UP)
    window.end_dialog.reject()
    # a save of the first play, its code played since: asked, then told and marked
    asked = asking(monkeypatch, QMessageBox.StandardButton.Open)
    assert window.open_given_file(middle)
    assert asked == ["A replay"]
    assert window.statusBar().currentMessage() == REPLAY_OF_A_CODE
    assert window.code_label.text() == f"Code {code} · replay, not counted"
    # another code begins unmarked
    assert window.start_game(NewGameChoice("flowers", options, 82, camille))
    assert window.code_label.text() == (
        f"Code {solo_records.seed_to_code(82)} · counts toward your results"
    )


def test_a_save_at_its_plays_furthest_point_stays_no_replay_after_one_behind_it_opened(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A save whose second move was changed opened just before it, behind where the play had
    gone, and was rightly "A replay"; but from then on every save of that play was, even one
    at its furthest point, and the play was listed "ahead" (play tester 154). Only a line
    played on behind that point is a replay: the furthest save opens unasked, and its end
    counts."""
    window = shown_window(qtbot)
    options = FLOWERS.parse_options({"players": 1})
    assert window.start_game(NewGameChoice("flowers", options, 91, (Seat(name="Camille"),)))
    session = window.controller.session
    assert session is not None
    choose = random.Random(1)
    while session.cursor < 3 or solo_records.cards_shown(session) != session.cursor:
        play_on(window, 1, choose)
    furthest = tmp_path / "solo1.bouquet"
    assert window.save_to(furthest)
    copy = tmp_path / "copy.bouquet"
    copy.write_bytes(furthest.read_bytes())
    data = json.loads(furthest.read_text(encoding="utf-8"))
    second = session.actions[1]
    data["actions"][1] = {"type": "Place", "x": 7, "y": 9}
    changed = tmp_path / "changed-action.bouquet"
    changed.write_text(json.dumps(data), encoding="utf-8")
    asked = asking(monkeypatch, QMessageBox.StandardButton.Open)
    assert window.open_given_file(changed)
    assert asked == ["A replay"] and window.controller.session.cursor == 1
    assert "replay, not counted" in window.code_label.text()
    told = window.statusBar().currentMessage()
    assert told.startswith(
        "This game had gone further, or ended, before it was reopened from its save: its end"
        " will be listed in your solo results as “from a save”"
    )
    asked = asking(monkeypatch, QMessageBox.StandardButton.Open)
    assert window.open_given_file(copy)
    assert asked == ["Unsaved game"] and "replay" not in window.code_label.text()
    assert load_records().ahead == []
    # played on behind that point, another move than the play's: that line only is marked
    assert window.open_given_file(changed)
    other = next(action for action in window.controller.choices_for_viewer() if action != second)
    assert window.board is not None
    window.board.action_chosen.emit(other)
    assert len(load_records().ahead) == 1
    asked = asking(monkeypatch, QMessageBox.StandardButton.Open)
    assert window.open_given_file(copy)
    assert asked == ["Unsaved game"] and "replay" not in window.code_label.text()
    assert ended_as(window, qtbot, seed_code(session)) == [None]


def test_records_that_may_not_be_read_are_left_where_they_are(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    """A records file Bouquet may not read (mode 000) was called damaged, set aside, and new
    records began in its place: once its permissions were mended, every record was lost to
    the app (play tester, session 55). It is left as it is and nothing is written over it;
    the start screen and the results say why. As these tests run as root, for whom mode 000
    refuses nothing, opening the file raises EACCES by ``Path.open``."""
    path = solo_records.records_path()
    record_solo(finished_solo(1), began(1), 12, "Apprentice", path)
    content = path.read_bytes()
    real_open = Path.open

    def open_(self: Path, *args: object, **kwargs: object) -> object:
        if self == path:
            raise PermissionError(13, "Permission denied", str(self))
        return real_open(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Path, "open", open_)
    window = shown_window(qtbot)
    assert window.statusBar().currentMessage() == (
        f"Your solo records cannot be read (permission denied): the file “{path}” is left as it"
        " is, and no result is added to it until Bouquet may read it."
    )
    seats = (Seat(name="Ann"),)
    assert window.start_game(
        NewGameChoice("flowers", FLOWERS.parse_options({"players": 1}), 4, seats)
    )
    ended = finished_solo(4)
    assert window._solo_record(ended, FLOWERS.result(ended.state)) == (
        "This result is not recorded: your solo records cannot be read (permission denied)."
    )
    solo_records.note_play(finished_solo(5), began(5), path)
    monkeypatch.setattr(Path, "open", real_open)  # its permissions mended
    assert path.read_bytes() == content
    assert not [item for item in path.parent.iterdir() if "damaged" in item.name]


def test_the_window_title_names_a_solo_game_and_its_options(qtbot: QtBot) -> None:
    """Play tester 216: the solo table itself never said it was the solo mode. The window's
    title names the game as its results do: "Flowers solo (Summer variant)"; a game of several
    players, with its options too."""
    window = shown_window(qtbot)
    summer = FLOWERS.parse_options({"players": 1, "summer": True})
    assert window.start_game(NewGameChoice("flowers", summer, 21, (Seat(name="Camille"),)))
    assert window.windowTitle().startswith("Bouquet — Flowers solo (Summer variant)")
    two = FLOWERS.parse_options({"players": 2})
    seats = (Seat(name="Camille"), Seat(name="Robo", kind="easy"))
    assert window.start_game(NewGameChoice("flowers", two, 22, seats))
    assert window.windowTitle() == "Bouquet — Flowers[*]"
