"""Play tester 143, a newcomer with the mouse alone at 1366×768, learning from the lesson:
the hand slid aside under the pointer once a card was dropped on "Use ability"."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from pytestqt.qtbot import QtBot

from engine.games.petal_plotters import Cancel, PassCard, UseAbility

from .test_lesson import click, drag, follow_script, lesson_shown


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
