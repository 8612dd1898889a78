"""Play tester 143, a newcomer with the mouse alone at 1366×768, learning from the lesson:
the hand slid aside under the pointer once a card was dropped on "Use ability"."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from desktop.games.petal_plotters.items import DealDialog
from desktop.table import set_animation_speed
from desktop.table.items import LabelItem
from engine.core.save import Seat
from engine.games.petal_plotters import GAME, Cancel, PassCard, UseAbility
from engine.games.petal_plotters.state import MATCH_DEALS

from .conftest import Table, make_table
from .test_deal_window import LINES, STANDINGS, five_at_a_deals_end, three_player_deal
from .test_lesson import click, drag, follow_script, lesson_shown, step_texts


def test_the_hand_holds_still_while_an_ability_is_under_way(qtbot: QtBot) -> None:
    """Step 7: the Katydid dropped on "Use ability", the Sunbird the learner meant to click
    next slid ~57 px left and the click fell in the gap (shots 18, 19). The hand's cards keep
    their places until the ability is done; Cancel brings the card back to its own place;
    then the hand lies centred again."""
    lesson = lesson_shown()
    board = lesson.board
    try:
        plan = lesson.plan
        assert plan is not None
        follow_script(lesson, lambda: lesson.expected() == UseAbility(plan.passer))
        hand = [held.card for held in lesson.state.hands[0]]
        before = {card: QPointF(board.cards[card].center_scene()) for card in hand}
        drag(lesson, before[plan.passer], board.ability_zone_point())
        assert lesson.controller.session.actions[-1] == UseAbility(plan.passer)
        for card in hand:
            if card != plan.passer:
                assert board.cards[card].center_scene() == before[card], card
        # the ability taken back, the card played is in its own place again
        board.action_chosen.emit(Cancel())
        for card in hand:
            assert board.cards[card].center_scene() == before[card], card
        drag(lesson, before[plan.passer], board.ability_zone_point())
        # the click where the tester saw the card
        click(lesson, before[plan.kept])
        assert PassCard(plan.kept) in lesson.controller.session.actions
        # done: the hand is laid out again, centred without the card played
        held = [held.card for held in lesson.state.hands[0]]
        assert plan.passer not in held
        middle = sum(board.hand_rect(card).center().x() for card in held) / len(held)
        assert abs(middle - board.table_layout.fan_center) < 1
    finally:
        lesson.leave()


def test_a_deals_results_name_the_button_that_deals_the_next(qtbot: QtBot) -> None:
    """Deal 1's results said "Next: deal 2 of 3" and offered only "Close", which dealt deal 2
    at once, the finished table gone (shots 61, 62). The button says what it does; the
    results shown again ("Previous deal…") only close, as does the match's last deal."""
    table = five_at_a_deals_end(qtbot)
    try:
        board = table.board
        dialog = board.last_deal_dialog
        assert dialog is not None and dialog.isVisible()
        assert dialog.close_button.text() == "Next deal"
        assert "Previous deal…" in dialog.close_button.toolTip()
        qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not board._reading_deal)
        state = board.state
        assert state is not None and state.deal == 2
        board.open_last_deal()
        again = board.last_deal_dialog
        assert again is not None and again is not dialog
        assert again.close_button.text() == "Close"
        again.close()
    finally:
        set_animation_speed(0)
        table.controller.shutdown()
    names = ["Ada", "Ben", "Cy"]
    last = DealDialog(MATCH_DEALS, three_player_deal(), names, LINES, STANDINGS, deals_next=True)
    qtbot.addWidget(last)
    assert last.close_button.text() == "Close"


def test_the_turn_order_stands_in_the_players_panel(qtbot: QtBot, trio: Table) -> None:
    """At three to five players nothing on the table said who plays after whom, nor who sat
    on one's left, where passes go. The viewer's panel says it in its top right corner, from
    each person's seat at a shared screen, clear of the panel's lines and cards."""
    board = trio.board
    for viewer, order in ((0, "you → Ben → Cy"), (1, "you → Cy → Ada")):
        if viewer:
            trio.play(GAME.legal_actions(trio.state)[0])  # Ada's move: Ben's turn
        assert board.viewer == viewer
        label = board._labels["turn-order"]
        assert label.isVisible()
        assert label.text.replace("\n", " ") == f"Turn order, to the left: {order}"
        left = order.split(" → ")[1]
        assert f"On your left: {left}." in label.toolTip()
        shown = label.mapRectToScene(label.boundingRect())
        panel = board.panel_rects[viewer]
        assert panel.contains(shown)
        # its words, flush right, begin after the panel's name and Petal Power end
        begins = shown.right() - max(written(label))
        for key in (("header", viewer), ("power", viewer)):
            other = board._labels[key]
            assert other.scenePos().x() + max(written(other)) < begins, key


def written(label: LabelItem) -> list[float]:
    """How wide each line of ``label`` is written."""
    metrics = QFontMetricsF(label.font)
    return [metrics.horizontalAdvance(line) for line in label.text.split("\n")]


def test_two_players_need_no_turn_order(qtbot: QtBot) -> None:
    table = make_table(qtbot, [Seat(name="Ada", kind="human"), Seat(name="Ben", kind="easy")])
    try:
        label = table.board._labels.get("turn-order")
        assert label is None or not label.isVisible()
    finally:
        table.controller.shutdown()


def test_the_lesson_says_players_tied_after_a_match_share_the_victory() -> None:
    """The lesson said a match is won by the most points, never that players still tied
    after its third deal share the victory (as the rules page and the match's end say)."""
    end = step_texts()["Who wins"]
    assert "won by the most points; players still tied after the third deal share the" in end
