"""Where windows open over the table: the results (``least_hidden``), a pile's window beside
its pile (``placed_beside``)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize

from desktop.screen_fit import BESIDE_GAP, TITLE_BAR, least_hidden, placed_beside, placed_within


def test_a_window_goes_where_it_hides_the_fewest_cards() -> None:
    """The results covered a column of a garden's cards where empty panel beside them would
    have done (play test): a card, kept again within its panel, weighs twice, and places a
    quarter across the table are tried as well as its ends and middle."""
    table = QRect(0, 0, 1200, 700)
    size = QSize(500, 400)
    panel = QRect(0, 0, 1200, 700)  # one garden fills the table
    # under the middle place and under both ends': only a place a quarter across is clear
    cards = [QRect(x, 250, 100, 140) for x in (400, 1080)]
    best = least_hidden(table, size, [panel, *cards])
    assert best is not None and best.size() == size
    assert table.contains(best)
    assert not any(best.intersects(card) for card in cards)
    # nothing to keep: the middle
    middle = least_hidden(table, size, [])
    assert middle is not None and abs(middle.center().x() - table.center().x()) <= 1
    assert least_hidden(table, QSize(1300, 100), [panel]) is None  # wider than the table


def test_no_place_that_hides_a_card_is_chosen() -> None:
    """Placed where it hid the fewest cards, the results opened at a corner of the table that
    changed from game to game, over a column of the player's own garden (play tester 188):
    where every place hides a card, none is chosen (``place_results`` centres the window on
    the table). A panel alone, kept with no card within it, may still be covered."""
    table = QRect(0, 0, 1200, 700)
    size = QSize(500, 400)
    panel = QRect(0, 0, 1200, 700)
    cards = [QRect(x, y, 100, 140) for x in range(0, 1200, 250) for y in (100, 450)]
    assert least_hidden(table, size, [panel, *cards]) is None
    assert least_hidden(table, size, [panel]) is not None


def test_a_piles_window_opens_beside_the_pile() -> None:
    """Play tester 208: the discard pile's window opened in the table's middle, far from the
    pile. It opens right of the pile where the screen has room, else left of it, its top
    level with the pile's, else under or over it; with room on no side, over the pile,
    within the screen."""
    screen = QRect(0, 0, 1366, 740)
    size = QSize(500, 300)
    pile = QRect(100, 300, 80, 120)
    assert placed_beside(size, pile, screen) == QPoint(180 + BESIDE_GAP, 300 - TITLE_BAR)
    right = QRect(1200, 300, 80, 120)
    assert placed_beside(size, right, screen) == QPoint(1200 - BESIDE_GAP - 500, 300 - TITLE_BAR)
    low = QRect(100, 650, 80, 80)  # kept on the screen, title bar and all
    assert placed_beside(size, low, screen).y() == 740 - 300 - TITLE_BAR
    wide = QSize(900, 300)
    middle = QRect(600, 50, 80, 120)
    assert placed_beside(wide, middle, screen) == QPoint(466, 170 + BESIDE_GAP)  # under it
    middle = QRect(600, 560, 80, 120)
    assert placed_beside(wide, middle, screen) == QPoint(466, 560 - BESIDE_GAP - 340)  # over it
    middle = QRect(600, 300, 80, 120)
    assert placed_beside(wide, middle, screen) == placed_within(wide, middle.center(), screen)
