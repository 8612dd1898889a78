"""History's rows of a round of passes, told in one form to every reader: Ann's History read
"Cy: Pass a card to you" beside her own "Ann: Passed a card to Ben", which read as an order
(play tester, session 57). Each row tells what its passer did, for each seat and for everyone
at the screen, in English, French and German."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from desktop import i18n
from engine.games.petal_plotters import PassCard, UseAbility

from .test_news import reach, three_at_one_screen, title

PASSED = {
    "en": ("Passed ",),
    "fr": ("carte ", "une carte passée ", "vous a passé "),
    "de": ("Karte ", "Eine Karte an ", "Hat dir "),
}
"""The starts of a pass row's words (after "Name: "), its card named or not, to the reader or
another: what was done, as a record in French and German ("carte Frog passée à Ben", as
"carte ajoutée à sa garnison"; "a passé la carte …" had no subject under a turn's own line,
play tester 208), or what came to the reader; never the order's "Pass a card to …"."""


@pytest.mark.parametrize("language", sorted(PASSED))
def test_every_reader_reads_each_pass_as_what_its_passer_did(qtbot: QtBot, language: str) -> None:
    trio, history, session = three_at_one_screen(qtbot)
    controller = trio.controller
    try:
        trio.play(UseAbility(reach(trio, ("pass_left",))))
        pending = trio.state.pending
        assert pending is not None
        start = session.cursor
        passed: set[str] = set()
        for _seat in pending.pass_order:
            card = next(
                held.card for held in trio.state.hands[_seat] if title(held.card) not in passed
            )
            passed.add(title(card))
            trio.play(PassCard(card))
        assert i18n.install(language) == language
        for viewer, for_all in [(seat, False) for seat in range(3)] + [(0, True)]:
            history.show_moves(session, viewer, controller.tell_move, 0, for_all=for_all)
            rows = [history.item(row).text() for row in range(start + 1, history.count())]
            assert len(rows) == 3, rows
            for row in rows:
                words = row.split(": ", 1)[1]
                assert words.startswith(PASSED[language]), (viewer, for_all, row)
    finally:
        i18n.install("en")
        controller.shutdown()
