"""Solo results kept per person (play tester 194): a family sharing one laptop saw everyone's
solo games pooled as one person's, "12 points short of your best score" of Mum's game against
Emily's best, with no name in the list. Each record keeps its player's name; a best, a
shortfall and the ranks are that player's own; the replay rule stays global."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from desktop import solo_records
from desktop.dialogs.solo_results import PLAYER_COLUMN, VARIANT_COLUMN, SoloResultsDialog
from desktop.i18n import tr_engine
from desktop.main_window import MainWindow
from desktop.settings import Settings
from desktop.solo_records import give_up_solo, load_records, record_solo, solo_player
from engine.core import registry
from engine.core.save import Seat
from engine.core.session import Session
from tests.desktop.finished_game import open_finished
from tests.desktop.shell.test_solo_records import began, finished_solo

FLOWERS = registry.get_game("flowers")


def words(text: str) -> str:
    return QCoreApplication.translate("SoloResultsDialog", text)


def family_records(path: Path) -> None:
    """Mum's 10 then 8, Emily's 22, and a game of an older Bouquet, with no name, of 30."""
    old = {
        "format": "bouquet-solo-records",
        "version": 7,
        "records": [
            {
                "game": "flowers",
                "variant": [],
                "score": 30,
                "rank": "Master",
                "code": solo_records.seed_to_code(40),
                "game_key": "a" * 64,
                "finished": "2026-11-30T20:00:00Z",
            }
        ],
    }
    path.write_text(json.dumps(old), encoding="utf-8")
    record_solo(finished_solo(1), began(1), 10, "Beginner", path, player="Mum")
    record_solo(finished_solo(2), began(2), 22, "Expert", path, player="Emily")
    record_solo(finished_solo(3), began(3), 8, "Beginner", path, player="Mum")


def test_each_players_best_and_shortfall_are_their_own(tmp_path: Path) -> None:
    """Mum's game is measured against Mum's best, never Emily's nor the nameless 30."""
    path = tmp_path / "solo-records.json"
    family_records(path)
    mums_best = next(record for record in load_records(path).records if record.score == 10)
    # Mum's 9: short of her own 10 (1 point), not of Emily's 22 (13 points)
    standing = record_solo(finished_solo(4), began(4), 9, "Beginner", path, player="Mum")
    assert standing.before == mums_best and not standing.beaten
    # Emily's 22 again equals her own best; her 15 after is short of it
    emily = record_solo(finished_solo(5), began(5), 22, "Expert", path, player="Emily")
    assert emily.before is not None and emily.before.player == "Emily"
    assert emily.before.score == 22 and not emily.beaten
    # Mum's 15 is a new best of hers, below Emily's 22
    raised = record_solo(finished_solo(6), began(6), 15, "Apprentice", path, player="Mum")
    assert raised.beaten and raised.before == mums_best
    # a first game of a new name has no best before it
    first = record_solo(finished_solo(7), began(7), 3, None, path, player="Dad")
    assert first.before is None and first.beaten
    # the nameless games are a player of their own: their best is the 30 of the older file
    nameless = record_solo(finished_solo(8), began(8), 12, "Apprentice", path)
    assert nameless.before is not None and nameless.before.score == 30
    assert nameless.before.player is None
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["version"] == 8
    assert [record.get("player") for record in written["records"]] == [
        None,
        "Mum",
        "Emily",
        "Mum",
        "Mum",
        "Emily",
        "Mum",
        "Dad",
        None,
    ]


def test_a_seat_left_blank_is_no_name_in_any_language() -> None:
    """A seat left blank is "Player 1" in English, "Joueur 1" in French: no name, the same
    nameless player as the records before names were kept, whatever the language."""
    assert solo_player(Seat(name="Emily")) == "Emily"
    assert solo_player(Seat(name="Player 1")) is None
    assert solo_player(Seat(name="Joueur 1")) is None
    assert solo_player(Seat(name="Player 2")) == "Player 2"  # typed: the first seat's is 1


def test_a_deal_another_player_played_is_still_a_replay(tmp_path: Path) -> None:
    """The replay rule stays global: Mum has seen the cards of the code Emily plays next."""
    path = tmp_path / "solo-records.json"
    record_solo(finished_solo(1), began(1), 10, "Beginner", path, player="Mum")
    again = record_solo(finished_solo(1), began(2), 25, "Expert", path, player="Emily")
    assert again.replay == "code" and not again.beaten
    # nor does it count as Emily's best: her next game is her first counted one
    first = record_solo(finished_solo(2), began(3), 5, None, path, player="Emily")
    assert first.before is None


def test_a_game_given_up_keeps_its_players_name(tmp_path: Path) -> None:
    path = tmp_path / "solo-records.json"
    session = Session(FLOWERS, FLOWERS.parse_options({"players": 1}), 9)
    session.apply(FLOWERS.legal_actions(session.state)[0])
    assert give_up_solo(session, began(1), path, player="Emily")
    (kept,) = load_records(path).records
    assert kept.given_up is not None and kept.player == "Emily"


def test_past_the_limit_each_players_best_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The oldest games go past the limit, never a player's best: Mum's only game, lower
    than Emily's, was her best and stays."""
    monkeypatch.setattr(solo_records, "KEPT", 3)
    path = tmp_path / "solo-records.json"
    record_solo(finished_solo(1), began(1), 4, "Beginner", path, player="Mum")
    for minute, seed in enumerate((2, 3, 4, 5), start=2):
        record_solo(finished_solo(seed), began(minute), 20, "Expert", path, player="Emily")
    kept = load_records(path).records
    assert [(record.player, record.score) for record in kept].count(("Mum", 4)) == 1
    assert len(kept) == 3


def one_record(**more: object) -> dict[str, object]:
    """A game of 14 points as a records file of version 7 writes it, with ``more`` fields."""
    return {
        "game": "flowers",
        "score": 14,
        "rank": "Apprentice",
        "code": solo_records.seed_to_code(3),
        "game_key": "b" * 64,
        "finished": datetime(2026, 11, 30, tzinfo=UTC).isoformat(),
        **more,
    }


def write_records(path: Path, records: list[dict[str, object]]) -> None:
    document = {"format": "bouquet-solo-records", "version": 7, "records": records}
    path.write_text(json.dumps(document), encoding="utf-8")


def shown_dialog(qtbot: QtBot, path: Path) -> SoloResultsDialog:
    dialog = SoloResultsDialog(FLOWERS, load_records(path).records)
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    return dialog


def test_the_results_name_each_player_and_show_one_at_a_time(qtbot: QtBot, tmp_path: Path) -> None:
    """The window opens on the player of the newest game (Mum's, just ended), with her best;
    the choice of players shows Emily's, the nameless games', or everyone's."""
    path = tmp_path / "solo-records.json"
    family_records(path)
    dialog = shown_dialog(qtbot, path)
    choices = [dialog.player_filter.itemText(at) for at in range(dialog.player_filter.count())]
    assert choices == [words("Everyone"), "Emily", "Mum", words("(no name)")]
    assert dialog.player_filter.isVisibleTo(dialog)
    assert not dialog.table.isColumnHidden(PLAYER_COLUMN)
    assert dialog.player_filter.currentText() == "Mum"
    # Mum's two games, her 10 the best, not Emily's 22 nor the nameless 30
    assert [row[1] for row in dialog.cell_texts()] == ["8", "★ 10"]
    assert [row[PLAYER_COLUMN] for row in dialog.cell_texts()] == ["Mum", "Mum"]
    assert " 10 (" in dialog.summary.text() and " 22 (" not in dialog.summary.text()
    assert dialog.summary.text().startswith("2")
    # her ranks: twice a Beginner, the Expert and Master of the others still to reach
    beginner = words("%1 × %2").replace("%1", "2").replace("%2", tr_engine("Beginner"))
    # each with the score it needs (play tester 215)
    ahead = [
        words("%1 from %2 points").replace("%1", tr_engine(rank)).replace("%2", least)
        for rank, least in (("Apprentice", "11"), ("Expert", "18"), ("Master", "25"))
    ]
    # the next with how far the best is from it (play tester 218)
    ahead[0] = words("%1 (%2 more than your best)").replace("%2", "1").replace("%1", ahead[0])
    chased = " · ".join(ahead)
    assert dialog.ranks.text() == (
        words("Ranks reached: %1").replace("%1", beginner)
        + "\n"
        + words("Not reached yet: %1").replace("%1", chased)
    )
    dialog.player_filter.setCurrentIndex(dialog.player_filter.findText("Emily"))
    assert [row[1] for row in dialog.cell_texts()] == ["★ 22"]
    assert " 22 (" in dialog.summary.text()
    dialog.player_filter.setCurrentIndex(dialog.player_filter.findText(words("(no name)")))
    assert [row[1:3] + row[PLAYER_COLUMN:] for row in dialog.cell_texts()] == [
        ["★ 30", "Master", words("(no name)")]
    ]
    # everyone's games together: each player's best marked, no one best nor pooled ranks
    dialog.player_filter.setCurrentIndex(dialog.player_filter.findText(words("Everyone")))
    rows = dialog.cell_texts()
    assert [(row[1], row[PLAYER_COLUMN]) for row in rows] == [
        ("8", "Mum"),
        ("★ 22", "Emily"),
        ("★ 10", "Mum"),
        ("★ 30", words("(no name)")),
    ]
    assert "best" not in dialog.summary.text() and dialog.summary.text().startswith("4")
    assert dialog.ranks.text() == words("Choose a player to see their best score and ranks.")
    assert dialog.legend.text().startswith(
        words("%1 marks each player's best game.").replace("%1", "★")
    )


def test_one_players_results_show_no_choice_and_an_old_files_no_name_column(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A file of an older Bouquet still opens: its games are listed, nobody named, with no
    empty choice of players nor a column of "(no name)"."""
    path = tmp_path / "solo-records.json"
    write_records(path, [one_record()])
    dialog = shown_dialog(qtbot, path)
    assert [row[1] for row in dialog.cell_texts()] == ["★ 14"]
    assert not dialog.player_filter.isVisibleTo(dialog)
    assert dialog.table.isColumnHidden(PLAYER_COLUMN)
    assert "14" in dialog.summary.text()


def test_a_solo_end_is_measured_against_its_players_own_games(qtbot: QtBot, tmp_path: Path) -> None:
    """Play tester 194: Mum's end read "12 points short of your best score" against Emily's
    best. The results of a game Mum ends say how it stands against her games alone, and the
    end is recorded as hers."""
    window = MainWindow(Settings(ai_move_delay_ms=0))
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    opened = open_finished(window, "flowers", {"players": 1}, (Seat(name="Mum"),), tmp_path)
    mine = FLOWERS.result(opened.state).players[0]
    record_solo(finished_solo(7), began(7), mine.score + 12, None, player="Emily")
    record_solo(finished_solo(8), began(8), mine.score + 20, None)
    record_solo(finished_solo(9), began(9), mine.score + 1, mine.title, player="Mum")
    code = solo_records.seed_to_code(9)
    mums = next(record for record in load_records().records if record.code == code)
    said = window._solo_record(opened, FLOWERS.result(opened.state))
    best = solo_records.record_text(mums)
    assert said == f"1 point short of your best score: {best}, code {mums.code}."
    # the end itself, recorded as it opened, is Mum's
    ended = next(record for record in load_records().records if record.score == mine.score)
    assert ended.player == "Mum"


def test_the_start_page_names_the_last_solo_players_own_best(qtbot: QtBot, tmp_path: Path) -> None:
    """The Flowers card named "Best solo score: 30 (Master)", a nameless game of an older
    Bouquet, while Mum played last (play tester 194): it names the best of the last solo
    player's games, with their name where others played too."""
    window = MainWindow(Settings(ai_move_delay_ms=0))
    qtbot.addWidget(window)
    path = tmp_path / "solo-records.json"
    family_records(path)  # Mum's 8 the newest
    card = window.start_screen.cards["flowers"]
    card.set_records(load_records(path).records)
    assert card.best.text() == "Mum's best solo score: 10 (Beginner)"
    record_solo(finished_solo(4), began(4), 22, "Expert", path, player="Emily")
    card.set_records(load_records(path).records)
    assert card.best.text() == "Emily's best solo score: 22 (Expert)"
    # a player alone at this computer is not named
    alone = tmp_path / "alone.json"
    record_solo(finished_solo(5), began(5), 7, "Beginner", alone, player="Mum")
    card.set_records(load_records(alone).records)
    assert card.best.text() == "Best solo score: 7 (Beginner)"


@pytest.mark.parametrize("games", [0, 1])
def test_the_columns_stay_the_same_from_no_game_to_one(
    qtbot: QtBot, tmp_path: Path, games: int
) -> None:
    """Play tester 216: with no game the results had a "Variant" column, and after one plain
    game of one player a "Player" column instead. Neither shows while it tells nothing
    apart."""
    path = tmp_path / "solo-records.json"
    write_records(path, [one_record(player="Camille")] * games)
    dialog = shown_dialog(qtbot, path)
    assert len(dialog.cell_texts()) == games
    assert dialog.table.isColumnHidden(VARIANT_COLUMN)
    assert dialog.table.isColumnHidden(PLAYER_COLUMN)
