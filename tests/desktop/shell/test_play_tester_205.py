"""What a French newcomer found learning Petal Plotters from the app and playing a match of
three deals against a `hard` computer player (play tester 205, 1280×720)."""

from __future__ import annotations

from pathlib import Path

from desktop import i18n
from desktop.main_window import MainWindow
from engine.core.save import Seat
from tests.desktop.finished_game import open_finished
from tests.desktop.shell import test_play_tester_192

window = test_play_tester_192.window
"""The main window with the real games (play tester 192's)."""


def test_a_finished_match_on_the_start_screen_says_who_won_and_the_score(
    window: MainWindow, tmp_path: Path, translations: None
) -> None:
    """Once the match was over, the start screen said "Partie terminée" alone, where a match
    in progress said who led. It says who won and everyone's Victory Points."""
    seats = (Seat(name="Camille"), Seat(name="Rose", kind="hard"))
    finished = open_finished(
        window, "petal-plotters", {"players": 2, "match": True}, seats, tmp_path
    )
    window.close_game()
    result = finished.result()
    assert [player.score for player in result.players] == [4, 2] and result.winners == (0,)
    assert window.start_screen.resume_info.text().endswith(
        "\nFinished\nCamille wins\nCamille: 4, Rose: 2"
    )
    i18n.install("fr")
    window._update_resume()
    assert window.start_screen.resume_info.text().endswith(
        "\nPartie terminée\nCamille gagne\nCamille\u00a0: 4, Rose\u00a0: 2"
    )
