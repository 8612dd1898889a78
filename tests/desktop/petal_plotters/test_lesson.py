"""The Petal Plotters lesson, followed by mouse and by keys from the first step to the free
game: an ability with a target, Cancel, an exchange and a pass to the left."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.petal_plotters.board import STEPS_JOINED
from desktop.games.petal_plotters.faces import card_title
from desktop.games.petal_plotters.tutorial import (
    OPTIONS,
    PetalPlottersLesson,
    find_plan,
    last_moves_text,
    lesson_steps,
    start_lesson,
)
from desktop.press_guard import GUARD_MS
from desktop.table import set_animation_speed
from desktop.table.bar import STATUS_LINES
from desktop.tutorial import lesson as lesson_module
from desktop.tutorial.lesson import LEARNER, script_problem
from engine.games.petal_plotters import (
    GAME,
    AddToGarrison,
    Cancel,
    ChooseHandCard,
    ChooseSlot,
    PassCard,
    Phase,
    PlaceHornbill,
    UseAbility,
)
from engine.games.petal_plotters.components import CARDS, HORNBILL
from tests.desktop.shell.test_lessons import lesson_on_screen, moves_asked, moves_asked_by_enter
from tests.games.petal_plotters.helpers import down, position


def drag(lesson: PetalPlottersLesson, start: QPointF, end: QPointF, rotate: bool = False) -> None:
    view = lesson.board.view
    viewport = view.viewport()
    QTest.mousePress(
        viewport,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view.mapFromScene(start),
    )
    for step in range(1, 5):
        QTest.mouseMove(viewport, view.mapFromScene(start + (end - start) * (step / 8)))
    if rotate:
        view.setFocus()
        QTest.keyClick(view, Qt.Key.Key_R)
    for step in range(5, 9):
        QTest.mouseMove(viewport, view.mapFromScene(start + (end - start) * (step / 8)))
    QTest.mouseRelease(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view.mapFromScene(end)
    )


def click(lesson: PetalPlottersLesson, point: QPointF) -> None:
    view = lesson.board.view
    QTest.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view.mapFromScene(point),
    )


def test_a_deal_fits_the_script_in_the_current_engine() -> None:
    plan = find_plan()
    assert plan is not None
    assert script_problem(GAME, OPTIONS, plan.seed, lesson_steps(plan)) is None
    cards = (plan.rotated, plan.flipper, plan.canceller, plan.exchanger, plan.passer, plan.kept)
    assert len(set(cards)) == 6


def test_the_lesson_sets_no_limit_to_cancelling() -> None:
    """Cancel has no limit (rules page, interpretation 7); the lesson still said "A turn
    allows three cancels at most", and a player who cancelled a fifth time found the two
    at odds (play test)."""
    plan = find_plan()
    assert plan is not None
    state = GAME.new_game(OPTIONS, plan.seed)
    cancel_step = next(step for step in lesson_steps(plan) if Cancel() in step.expect)
    assert "at most" not in cancel_step.text(state) and "three" not in cancel_step.text(state)


def test_a_deal_where_basil_holds_the_hornbill_is_refused() -> None:
    """Actions do not name their mover: the replay itself must see that step 2 is not ours."""
    plan = find_plan()
    assert plan is not None
    seed = next(seed for seed in range(1, 100) if GAME.new_game(OPTIONS, seed).current != 0)
    problem = script_problem(GAME, OPTIONS, seed, lesson_steps(replace(plan, seed=seed)))
    assert problem is not None and "not the learner's move" in problem


def test_follow_the_lesson_by_mouse(qtbot: QtBot) -> None:
    set_animation_speed(0)
    lesson = PetalPlottersLesson(auto_delay_ms=0)
    # the lesson deletes itself on close (closed in the test)
    lesson.show()
    assert QTest.qWaitForWindowExposed(lesson)
    board = lesson.board
    finished: list[bool] = []
    lesson.finished.connect(lambda: finished.append(True))
    try:
        assert lesson.broken is None
        assert lesson.panel.next_button.isEnabled()
        # the learner's turn, but the lesson explains first: the table does not claim that
        # "Robin is playing", it says what it waits for
        assert lesson.state.current == 0 and not board.interactive
        assert board.status_label.text() == "Read the explanation, then press Next (Enter)."
        # a card dragged now says the same, not "It is not your turn." on the learner's turn
        drag(lesson, board.cards[HORNBILL].center_scene(), board.garrison_drop_point())
        assert lesson.panel.message_label.text() == "Read the explanation, then press Next (Enter)."
        assert not lesson.state.garrisons[0]
        lesson.panel.next_button.click()
        # the Hornbill, pointed at by orange frames
        assert lesson.state.phase is Phase.HORNBILL and board.hints
        # the Garrison's frame stays inside the learner's panel: at a play tester's size the
        # Garrison's row reached further down, and its frame crossed the panel's foot
        panel = board.panel_rects[0]
        board.garrison_rects[0] = board.garrison_rects[0].adjusted(0, 0, 0, 30)
        lesson._point()
        framed = [hint.mapRectToScene(hint.rect).adjusted(-2, -2, 2, 2) for hint in board.hints]
        assert any(rect.intersects(panel) for rect in framed)
        assert all(panel.contains(rect) for rect in framed if rect.intersects(panel))
        assert not lesson.panel.next_button.isEnabled()
        drag(lesson, board.cards[HORNBILL].center_scene(), board.garrison_drop_point())
        assert lesson.state.garrisons[0][0].card == HORNBILL
        # Basil's turn, yet nothing moves until Next: the table said "Basil is playing…"
        assert lesson.state.current == 1
        assert board.status_label.text() == "Read the explanation, then press Next (Enter)."
        lesson.panel.next_button.click()
        # the opponent's reply was played; a drop without rotating is refused with a hint
        assert len(lesson.state.garrisons[1]) == 1
        plan = lesson.plan
        assert plan is not None
        snail = board.cards[plan.rotated]
        drag(lesson, snail.center_scene(), board.garrison_drop_point())
        assert "Rotate" in lesson.panel.message_label.text()
        # said beside the pointer too, as the table's own refusals are
        assert board.view.pointer_note.isVisible()
        assert board.view.pointer_note.text() == lesson.panel.message_label.text()
        assert len(lesson.state.garrisons[0]) == 1
        assert snail.pos() == snail.home
        drag(lesson, snail.center_scene(), board.garrison_drop_point(), rotate=True)
        assert lesson.controller.session.actions[-1] == AddToGarrison(plan.rotated, False)
        lesson.panel.next_button.click()
        # an ability with a target
        katydid = board.cards[plan.flipper]
        drag(lesson, katydid.center_scene(), board.ability_zone_point())
        assert lesson.controller.session.actions[-1] == UseAbility(plan.flipper)
        assert ("slot", 1, 0) in board.targets
        assert "Choose a highlighted target" in board.status_label.text()
        # Cancel is there, as in a game: it takes the ability back, and the step asks again
        assert board.cancel_button.isVisible() and "Esc cancels" in board.status_label.text()
        click(lesson, board.cancel_button.center_scene())
        assert lesson.controller.session.actions[-1] == Cancel()
        assert lesson.expected() == UseAbility(plan.flipper) and board.hints
        assert lesson.panel.message_label.text().startswith("Cancelled")
        drag(lesson, katydid.center_scene(), board.ability_zone_point())
        click(lesson, board.slot_center(1, 0))
        assert lesson.controller.session.actions[-1] == ChooseSlot(1, 0)
        assert lesson.state.garrisons[1][0].face_up
        lesson.panel.next_button.click()
        # Cancel
        pangolin = board.cards[plan.canceller]
        drag(lesson, pangolin.center_scene(), board.ability_zone_point())
        assert board.cancel_button.isVisible() and "Esc cancels" in board.status_label.text()
        # a target chosen instead (a key's Enter on it) says what the step wants, with its key
        target = next(a for a in GAME.legal_actions(lesson.state) if isinstance(a, ChooseSlot))
        board.action_chosen.emit(target)
        assert lesson.controller.session.actions[-1] == UseAbility(plan.canceller)
        assert board.view.pointer_note.text() == (
            "For this lesson, follow the orange frames. Keys: Esc cancels."
        )
        click(lesson, board.cancel_button.center_scene())
        assert lesson.controller.session.actions[-1] == Cancel()
        assert any(held.card == plan.canceller for held in lesson.state.hands[0])
        lesson.panel.next_button.click()
        # an exchange: the card played, the hand card given, Basil's card taken
        taken = lesson.state.garrisons[1][1].card
        drag(lesson, board.cards[plan.exchanger].center_scene(), board.ability_zone_point())
        assert board.hints  # the orange frame moves on to the card to give
        # turned first (right-click), as the step says it may be: the lesson takes it so
        given = board.cards[plan.canceller].center_scene()
        view = board.view
        QTest.mouseClick(
            view.viewport(),
            Qt.MouseButton.RightButton,
            Qt.KeyboardModifier.NoModifier,
            view.mapFromScene(given),
        )
        click(lesson, given)
        assert lesson.controller.session.actions[-1] == ChooseHandCard(plan.canceller, False)
        click(lesson, board.slot_center(1, 1))
        assert lesson.controller.session.actions[-1] == ChooseSlot(1, 1)
        assert any(held.card == taken for held in lesson.state.hands[0])
        assert lesson.state.garrisons[1][1].card == plan.canceller
        lesson.panel.next_button.click()
        # a pass to the left, Basil's reply played when the next step begins
        drag(lesson, board.cards[plan.passer].center_scene(), board.ability_zone_point())
        assert lesson.state.phase is Phase.PASS
        click(lesson, board.cards[plan.kept].center_scene())
        # Basil passes back before the step is done: "Well played" came while the table
        # still waited for him (play test)
        assert lesson.controller.session.actions[-2:] == (
            PassCard(plan.kept),
            PassCard(plan.passed_back),
        )
        assert plan.passed_back in {held.card for held in lesson.state.hands[0]}
        assert lesson.panel.message_label.text() == "Well played!"
        assert lesson.panel.next_button.isEnabled()
        lesson.panel.next_button.click()
        assert lesson.panel.text_label.text().startswith("Basil passed you the ")
        lesson.panel.next_button.click()
        assert lesson.step.title == "Who wins"
        lesson.panel.next_button.click()
        assert lesson.step.free and finished == [True]
        assert lesson.seats[1].kind == "easy"
        assert board.my_turn()
    finally:
        lesson.close()


def test_start_lesson_opens_a_window(qtbot: QtBot) -> None:
    start_lesson(None)
    assert lesson_module._parentless
    lesson = lesson_module._parentless[-1]
    assert isinstance(lesson, PetalPlottersLesson)
    # the lesson deletes itself on close (closed in the test)
    assert lesson.isVisible() and lesson.windowTitle() == "Petal Plotters lesson"
    lesson.close()


def lesson_shown() -> PetalPlottersLesson:
    """The lesson on screen, animations off (the caller closes it)."""
    set_animation_speed(0)
    lesson = PetalPlottersLesson(auto_delay_ms=0)
    lesson.show()
    assert QTest.qWaitForWindowExposed(lesson)
    return lesson


def test_follow_the_lesson_by_the_keys_it_names(qtbot: QtBot) -> None:
    """The steps taught the mouse alone; a keyboard player found the keys only in the
    table's bar (play test). Under each move asked, the panel names its keys: pressing just
    those keys (and Space on Next) takes the learner to the free game."""
    lesson = lesson_shown()
    board, view = lesson.board, lesson.board.view
    try:
        for wanted, keys in moves_asked(qtbot, lesson):
            assert keys.startswith("Keys: "), keys
            played = len(lesson.controller.session.actions)
            view.setFocus()
            framed = (AddToGarrison, UseAbility, ChooseSlot, ChooseHandCard, PassCard)
            if isinstance(wanted, framed):
                assert "←/→" in keys
                goal = (
                    ("slot", wanted.owner, wanted.index)
                    if isinstance(wanted, ChooseSlot)
                    else ("card", wanted.card)
                )
                for _ in range(12):
                    if board.key_focus == goal:
                        break
                    QTest.keyClick(view, Qt.Key.Key_Right)
                assert board.key_focus == goal
            if isinstance(wanted, AddToGarrison):
                assert "R rotates it" in keys
                QTest.keyClick(view, Qt.Key.Key_R)
            if isinstance(wanted, UseAbility):
                assert "U uses" in keys
                QTest.keyClick(view, Qt.Key.Key_U)
            elif isinstance(wanted, Cancel):
                assert "Esc" in keys
                QTest.keyClick(view, Qt.Key.Key_Escape)
            else:
                assert "Enter" in keys
                QTest.keyClick(view, Qt.Key.Key_Return)
            # (after the learner's pass, Basil passes back at once)
            assert lesson.controller.session.actions[played] == wanted
    finally:
        lesson.close()


def test_by_keys_the_frame_starts_on_the_orange_one(qtbot: QtBot) -> None:
    """Led by keys (Space on Next), no keyboard frame showed until an arrow, then it started
    on the first hand card while the orange frame was on another: Enter took the card the
    lesson refused (play test). The frame starts on the orange frame's card or target."""
    lesson = lesson_shown()
    board, view = lesson.board, lesson.board.view
    try:
        for wanted, _keys in moves_asked(qtbot, lesson):
            played = len(lesson.controller.session.actions)
            if isinstance(wanted, (AddToGarrison, UseAbility, ChooseHandCard, PassCard)):
                assert board.key_focus == ("card", wanted.card)
            elif isinstance(wanted, ChooseSlot):
                assert board.key_focus == ("slot", wanted.owner, wanted.index)
            if not isinstance(wanted, Cancel):
                assert board.cursor_item.isVisible()
            if isinstance(wanted, AddToGarrison) and not wanted.top_up:
                QTest.keyClick(view, Qt.Key.Key_R)
            key = {UseAbility: Qt.Key.Key_U, Cancel: Qt.Key.Key_Escape}.get(
                type(wanted), Qt.Key.Key_Return
            )
            QTest.keyClick(view, key)
            assert lesson.controller.session.actions[played] == wanted
    finally:
        lesson.close()


def follow_script(lesson: PetalPlottersLesson, until: Callable[[], bool]) -> None:
    """Make the moves the lesson asks for (Next between steps) until ``until`` holds."""
    while not until():
        wanted = lesson.expected()
        if wanted is None:
            assert not lesson.step.free, "the script ended first"
            lesson.next_step()
        else:
            lesson.board.action_chosen.emit(wanted)


def test_cancel_is_offered_wherever_a_game_offers_it(qtbot: QtBot) -> None:
    """Play test: choosing targets, Silver Royal (step 4) and Dusky Leaf Langur (step 6) had
    no Cancel while Honey Bee (step 5) had one; a game always has it. Now every ability the
    lesson asks for can be cancelled, and the step then asks for the ability again."""
    lesson = lesson_shown()
    board = lesson.board
    cancelled: list[str] = []
    try:
        while not lesson.step.free:
            wanted = lesson.expected()
            if wanted is None:
                lesson.next_step()
                continue
            session = lesson.controller.session
            assert session is not None
            cancellable = Cancel() in GAME.legal_actions(session.state)
            assert board.cancel_button.isVisible() == cancellable
            if cancellable and wanted != Cancel() and lesson.step.title not in cancelled:
                cancelled.append(lesson.step.title)
                ability = lesson.step.expect[0]
                click(lesson, board.cancel_button.center_scene())
                assert session.actions[-1] == Cancel()
                assert not lesson.step.done and lesson.expected() == ability
                assert board.hints  # the orange frames go back to the card
                assert lesson.panel.message_label.text() == (
                    "Cancelled: the card is back in your hand. Play it again as the step says."
                )
                continue
            board.action_chosen.emit(wanted)
        # the flip, the exchange (before and after the card to give) and the pass
        assert cancelled == ["Use an ability", "Give one, take one", "Pass to the left"]
    finally:
        lesson.close()


def test_a_turn_in_progress_is_told_as_in_a_game(qtbot: QtBot) -> None:
    """Play test: choosing Silver Royal's target, the table read "Last move — Robin: Use the
    ability of Silver Royal", where a game heads the turn in progress "This turn": the lesson
    gave its board neither the moves since the learner's last nor the words to tell them."""
    lesson = lesson_shown()
    board = lesson.board
    try:
        plan = lesson.plan
        assert plan is not None
        follow_script(
            lesson,
            lambda: bool(lesson.step.done) and lesson.step.done[0] == (UseAbility(plan.flipper)),
        )
        # told in the board's words, as a game's window has the controller tell moves
        name = card_title(CARDS[plan.flipper])
        told = board.last_move.replace("\N{NO-BREAK SPACE}", " ")  # a name is kept whole
        assert told == f"This turn — Robin: Use the ability of {name}"
        shown = board._labels["last-move"]
        assert shown.isVisible() and "Last move" not in shown.text
        assert board.news == lesson.controller.moves_since(0)
    finally:
        lesson.leave()  # closed mid-lesson, close() would ask first


def test_the_free_game_says_which_move_is_the_last(qtbot: QtBot) -> None:
    """Play test: "Play on against Basil", and the learner's one move ended the deal: their
    last card was laid, Basil moved, the game was over, with no word that it would be. The
    steps before say that one move each is left, the free game that this move is the last,
    then what happens while Basil ends the deal."""
    lesson = lesson_shown()
    try:
        follow_script(lesson, lambda: lesson.step.title == "Your last card")
        assert "one more move each" in lesson.panel.text_label.text()
        follow_script(lesson, lambda: lesson.step.free)
        state = lesson.state
        assert len(state.hands[0]) == len(state.hands[1]) == 2
        assert lesson.panel.text_label.text().startswith("This is your last move: ")
        card = state.hands[0][0].card
        lesson.board.action_chosen.emit(AddToGarrison(card, True))
        laid = lesson.state
        assert laid.victory[0] is not None
        assert lesson.step.text(laid).startswith("Your victory card is laid.")
        session = lesson.controller.session
        assert session is not None
        qtbot.waitUntil(session.is_over)
        qtbot.waitUntil(lambda: "The game is over" in lesson.panel.text_label.text())
    finally:
        lesson.close()
    # skipped to early, the learner holds more cards: told when their last move will come
    plan = find_plan()
    assert plan is not None
    free = lesson_steps(plan)[-1]
    assert "Once you hold two cards, your move is your last." in free.text(
        GAME.new_game(OPTIONS, 1)
    )


def test_the_pass_that_came_back_is_not_told_as_the_learners_move(qtbot: QtBot) -> None:
    """Play tester 122: on the last step, "Since your last move:" listed "Robin: Katydid —
    Cards passed to the left; Robin receives Spider from Basil", a move of the learner's own
    since their last. Basil finished the pass, and his move brought the card: his line."""
    lesson = lesson_shown()
    try:
        plan = lesson.plan
        assert plan is not None
        follow_script(lesson, lambda: lesson.step.free)
        shown = lesson.board._labels["last-move"]
        assert shown.isVisible()
        heading, *lines = shown.text.replace("\N{NO-BREAK SPACE}", " ").split("\n")
        assert heading == "Since your last move:"
        passer, passed_back = (card_title(CARDS[card]) for card in (plan.passer, plan.passed_back))
        assert lines[0] == f"Basil: Passed you {passed_back}, as your {passer} asked"
        assert not any(line.startswith("Robin") for line in lines)
    finally:
        lesson.leave()


def step_texts() -> dict[str, str]:
    plan = find_plan()
    assert plan is not None
    return {step.title: step.text(None) for step in lesson_steps(plan)}


def test_the_ability_step_leaves_the_rulebook_to_the_rules_reader() -> None:
    """Play test: "(The Great Hornbill may be rotated, but never removed or exchanged: the
    rulebook leaves this open, and Bouquet plays it so.)" confused a beginner in step 4. The
    Hornbill's step says it plainly instead: it stays in its Garrison."""
    texts = step_texts()
    assert "rulebook" not in texts["Use an ability"]
    assert "Hornbill" not in texts["Use an ability"]
    assert "where it stays for the whole deal" in texts["The Great Hornbill starts"]


def test_the_lesson_explains_the_end_the_points_and_the_card_faces() -> None:
    """Play test: the lesson never said what Victory Points and matches are, what a card's
    badge at the top right and its small one at the bottom left show, which numbers are the
    two Petal Powers, what the rules' "2–3" and "4–5" marks mean, nor who wins when the
    Hornbill does; and the paragraph on the victory card and the priority order was too
    dense to read."""
    texts = step_texts()
    faces = texts["Welcome to Petal Plotters"]
    assert "top right shows the card's category" in faces
    assert "small badge at the bottom left repeats its shape" in faces
    # the Petal Power that counts once rotated is the dark number at the bottom right: the
    # lesson sent learners to the small badge at the bottom left, which has none (play test)
    assert "the one upside down at the bottom right once the card is rotated" in faces
    deal = texts["The Great Hornbill starts"]
    assert "“2–3” or “4–5”" in deal and "only for that many players" in deal
    end = texts["Who wins"]
    assert "the player with the Great Hornbill in their Garrison" in end
    assert "Victory Points" in end and "win together" in end and "three deals" in end
    # the priority order a line each, in its order; no paragraph of any step is a wall
    lines = end.splitlines()
    order = ["1. Snail / Spider", "2. Katydid", "3. Frog", "4. Blue Squad", "5. Otherwise"]
    starts = [next(i for i, line in enumerate(lines) if line.startswith(o)) for o in order]
    assert starts == sorted(starts) and starts[-1] - starts[0] == 4
    for title, text in texts.items():
        assert all(len(paragraph) <= 400 for paragraph in text.split("\n\n")), title


def test_the_last_moves_words_stay_while_its_ability_is_played(qapp) -> None:  # type: ignore[no-untyped-def]
    """The free game said "This is your last move", then, once the learner dragged a card
    onto "Use ability", "Once you hold two cards, your move is your last", while they held
    them (play test): the card played for its ability still counts as this move's."""
    table = position(
        [["spider-1", "frog-1"], ["katydid-2", "pangolin-1"]],
        [[down("katydid-1", 1)], [down("honey-bee-2", 1)]],
    )
    last = last_moves_text(table)
    assert last.startswith("This is your last move")
    playing = GAME.apply(table, UseAbility("spider-1"))
    assert playing.pending is not None and len(playing.hands[0]) == 1
    assert last_moves_text(playing) == last


def follow_to_the_exchanges_end(lesson: PetalPlottersLesson) -> None:
    """The script played until the exchange's hand card is chosen and the step has no move
    left to ask: the turn whose last move the panel tells, a cancel and an exchange in it."""
    follow_script(
        lesson,
        lambda: (
            any(isinstance(a, ChooseHandCard) for a in lesson.controller.session.actions)
            and lesson.expected() is None
        ),
    )


@pytest.mark.usefixtures("translations")
def test_a_turn_cut_to_fit_keeps_the_card_given_before_the_cancel(qtbot: QtBot) -> None:
    """The exchange step, in French in a 1280×720 window, told "Robin : Semnopithèque obscur
    — … haut, échangée contre …· après avoir renoncé à la capacité de la carte Abeille":
    the card given was cut and the cancel before it kept (play test). The cancel gives way
    first, as in the moves since one's last turn; where the panel has the room, nothing
    does."""
    assert i18n.install("fr") == "fr"
    lesson = lesson_shown()
    lesson.resize(1216, 660)
    try:
        follow_to_the_exchanges_end(lesson)
        board = lesson.board
        told = board._labels["last-move"]
        given = card_title(CARDS[lesson.plan.canceller])
        # the panel has the room: whole (play tester 146)
        assert "après avoir renoncé" in told.text and not told.toolTip()
        # in three lines of a narrower panel (the tall arrangement's total was 710 wide, it
        # is 1250 since the zone stands beside the Garrison), the cancel gives way, the card
        # given stays, the tooltip has it whole
        text, tip = board._newest_fitted(board.news.last_turn, told.font, 680, 3)
        assert "après avoir renoncé" in tip
        # the reader's own turn: "de la main", its row naming whose (play testers of session
        # 55 and 211), whatever the breaks
        assert f"carte {given} de la main" in " ".join(text.split())
        assert "renoncé" not in text
        assert text.endswith(STEPS_JOINED + "…")
    finally:
        lesson.leave()  # closed mid-lesson, close() would ask first


@pytest.mark.usefixtures("translations")
def test_the_last_moves_words_above_the_table_keep_to_two_lines(qtbot: QtBot) -> None:
    """On the last move, in French in a 1280×720 window, the words above the table took
    three lines and shrank it (play test): the keys give way to the tooltip, and the victory
    card's warning stays."""
    assert i18n.install("fr") == "fr"
    lesson = lesson_shown()
    lesson.resize(1216, 660)
    try:
        follow_script(lesson, lambda: lesson.step.free)
        status = lesson.board.status_label
        qtbot.waitUntil(lambda: "carte de victoire" in status.text())
        lines = status.heightForWidth(status.width()) // status.fontMetrics().lineSpacing()
        assert lines <= STATUS_LINES
        assert "Touches" not in status.text() and "Touches" in status.toolTip()
    finally:
        lesson.leave()  # closed mid-lesson, close() would ask first


def test_back_after_a_card_turned_begins_the_step_again_with_the_card_as_dealt(
    qtbot: QtBot,
) -> None:
    """Turned in the step that asks to turn it, then Back: the lesson went a step further
    back, and the card stayed turned, so that the step's R turned it back and the lesson
    refused the move it had asked for (play test). Back begins that step again, every hand
    card the way it was dealt."""
    lesson = lesson_shown()
    try:

        def turning() -> bool:
            wanted = lesson.expected()
            return isinstance(wanted, AddToGarrison) and not wanted.top_up

        follow_script(lesson, turning)
        wanted = lesson.expected()
        assert isinstance(wanted, AddToGarrison)
        at = lesson.index
        board = lesson.board
        assert board.rotate(board.hand_item(wanted.card))
        assert board.turned_on_table() and lesson.panel.back_button.isVisible()
        lesson.panel.back_button.click()
        assert lesson.index == at and lesson.expected() == wanted
        assert not board.turned_on_table() and board.orientation.get(wanted.card, True)
        item = board.hand_item(wanted.card)
        assert item is not None and item.top_up
        # the step's own R turns it the way the step asks, and the move is taken
        assert board.rotate(item)
        board.action_chosen.emit(wanted)
        assert lesson.step.done == [wanted]
    finally:
        lesson.leave()


def test_a_keyboard_player_follows_the_steps_words(qtbot: QtBot) -> None:
    """The steps' words taught the mouse ("Drag the card onto “Use ability”"), and a
    keyboard-only tester could not follow them (play test): each step that asks a move names
    its keys in its words, and those keys, pressed where the keyboard is, play it (Enter
    presses Next), up to the free game's first move."""
    lesson = lesson_on_screen(qtbot, "petal-plotters")
    board = lesson.board

    def press(key: Qt.Key) -> None:
        QTest.keyClick(QApplication.focusWidget(), key)

    def actions() -> tuple[object, ...]:
        session = lesson.controller.session
        assert session is not None
        return tuple(session.actions)

    def frame(goal: tuple[object, ...]) -> None:
        for _ in range(12):
            if board.key_focus == goal:
                return
            press(Qt.Key.Key_Right)
        assert board.key_focus == goal

    use, choose = "(or frame it with ←/→ and press U)", "(or frame it and press Enter)"
    named = {
        "The Great Hornbill starts": ["or press Enter."],
        "Add a card, upside down": ["(with the keys: ←/→ frame it, R rotates it, Enter adds it)"],
        "Use an ability": [use, choose],
        "Changed your mind? Cancel": [use, "press the red Cancel button (or Esc)"],
        "Give one, take one": ["With the keys: ←/→ frame each card, U uses the", "Enter gives"],
        "Pass to the left": [use, choose],
    }
    assert sorted(named) == sorted(step.title for step in lesson.steps if step.expect)
    for wanted, words in moves_asked_by_enter(qtbot, lesson):
        assert all(keys in words for keys in named[lesson.step.title]), words
        played = len(actions())
        if isinstance(wanted, ChooseSlot):
            frame(("slot", wanted.owner, wanted.index))
        elif not isinstance(wanted, (PlaceHornbill, Cancel)):
            frame(("card", wanted.card))
        if isinstance(wanted, AddToGarrison):
            press(Qt.Key.Key_R)
        key = {UseAbility: Qt.Key.Key_U, Cancel: Qt.Key.Key_Escape}.get(
            type(wanted), Qt.Key.Key_Return
        )
        press(key)
        assert actions()[played] == wanted
    assert "(with the keys: ←/→ frame one, Enter adds it, U plays it)" in (
        lesson.panel.text_label.text()
    )
    played = len(actions())
    press(Qt.Key.Key_Return)
    assert isinstance(actions()[played], AddToGarrison)


def test_the_free_game_names_the_total_panel_as_the_table_titles_it(qtbot: QtBot) -> None:
    """ "The panel beside the discard pile totals the cards" sent a newcomer looking beside the
    discard pile, where "Use ability" stood (play tester 129): the step names the panel by the
    title the table writes over it."""
    lesson = lesson_shown()
    try:
        follow_script(lesson, lambda: lesson.step.free)
        title = lesson.board._labels["total-title"].text.replace("\n", " ")
        assert title == "Total Petal Power of all Garrisons"
        words = lesson.panel.text_label.text()
        assert f"The panel “{title}” adds up the cards shown to you." in words
        assert "beside the discard pile" not in words
    finally:
        lesson.close()


def press_h(lesson: PetalPlottersLesson, qtbot: QtBot) -> None:
    """H, pressed where a learner presses it: on the table, the lesson's window active."""
    lesson.activateWindow()
    qtbot.waitUntil(lesson.isActiveWindow)
    viewport = lesson.board.view.viewport()
    viewport.setFocus()
    QTest.keyClick(viewport, Qt.Key.Key_H)


def test_hint_helps_the_learner_choose_the_card_to_keep(qtbot: QtBot) -> None:
    """Play test: at "Finish the deal", where the learner chooses which card to keep, H did
    nothing, and nothing said hints existed until the game was over. The step says how to ask
    for help, and H frames a good move on the table and says why, as in a game; in the
    script's steps, H says when hints come."""
    lesson = lesson_shown()
    message = lesson.panel.message_label
    try:
        follow_script(lesson, lambda: lesson.step.title == "Your last card")
        press_h(lesson, qtbot)
        assert message.isVisible() and message.text().startswith("Hints come in the free game")
        follow_script(lesson, lambda: lesson.step.free)
        assert lesson.step.title == "Finish the deal"
        words = lesson.panel.text_label.text()
        assert words.startswith("This is your last move: ")
        assert "Not sure which move is best? Press H (Hint)" in words
        lesson.board.point_to(())
        press_h(lesson, qtbot)
        qtbot.waitUntil(lambda: message.text().startswith("Hint: "), timeout=30_000)
        hint = lesson._hint
        assert hint is not None and hint.move in GAME.legal_actions(lesson.state)
        assert hint.reason is not None and len(message.text()) > len("Hint: ") + 20
        assert lesson.board.hints, "the hinted move is framed on the table"
        # the move played: the hint goes with the table it was about; its ability's target
        # is hinted at once, as in a game's window (it went, the target unnamed, until H was
        # pressed again, play tester 210)
        assert isinstance(hint.move, UseAbility)
        lesson.board.action_chosen.emit(hint.move)
        assert lesson._hint is None and not message.text().startswith("Hint: ")
        qtbot.waitUntil(lambda: message.text().startswith("Hint: "), timeout=30_000)
        step = lesson._hint
        assert step is not None and step.move in GAME.legal_actions(lesson.state)
        assert lesson.state.pending is not None  # the ability waits for its target
        assert lesson.board.hints, "the target is framed on the table"
    finally:
        lesson.leave()


@pytest.mark.usefixtures("translations")
def test_the_last_steps_help_is_said_in_french(qtbot: QtBot) -> None:
    assert i18n.install("fr") == "fr"
    plan = find_plan()
    assert plan is not None
    state = GAME.new_game(OPTIONS, plan.seed)
    assert "Appuyez sur H (Conseil)" in last_moves_text(state)


@pytest.mark.usefixtures("translations")
def test_the_last_move_shows_whole_where_the_panel_has_room(qtbot: QtBot) -> None:
    """The exchange step, in German at 1366×768, told "Letzter Zug — Robin: Brillenlangur —
    … getauscht (Malaiischer Roter Harlekin) · …" in three lines, with room for a fourth
    under it (play tester 146, 53.png): the last move takes the lines the panel has, a
    shorter legend first, and goes to its tooltip only when even then it is cut (as in the
    French 1280×720 window above)."""
    assert i18n.install("de") == "de"
    lesson = lesson_shown()
    lesson.resize(1330, 708)
    try:
        follow_to_the_exchanges_end(lesson)
        told = lesson.board._labels["last-move"]
        assert told.toolTip() == ""
        # whole, wherever its lines break (the total is wider in the tall arrangement)
        shown = " ".join(told.text.split())
        assert shown.endswith("nachdem die Fähigkeit der Karte Honigbiene abgebrochen wurde")
        assert "…" not in shown
    finally:
        lesson.leave()  # closed mid-lesson, close() would ask first


def test_the_lesson_says_why_the_hornbill_stays_and_what_a_guessed_tag_means() -> None:
    """Play test (session 53): the Hornbill's step sent a newcomer to the rules (F1) for why
    no ability removes or exchanges it, and no step said what the memory aid's "?" on Basil's
    new face-down card meant ("Sun… ?", "Basil may still hold: Sunbird ?"). The step where
    that card comes says so, of the card the learner passed, which the deal guesses there."""
    texts = step_texts()
    hornbill = texts["The Great Hornbill starts"]
    assert "F1" not in hornbill and "when no kept card wins, its owner does" in hornbill
    plan = find_plan()
    assert plan is not None
    last = texts["Your last card"]
    assert f"“{card_title(CARDS[plan.kept])} ?”" in last and "is a guess" in last
    assert "“one of 2”" in last  # as the notes on its two places say (session 54)
    state = GAME.new_game(OPTIONS, plan.seed)
    steps = lesson_steps(plan)
    for step in steps[: [step.title for step in steps].index("Your last card") + 1]:
        for action in (*step.auto, *step.expect, *step.after):
            state = GAME.apply(state, action)
    (guess,) = [rumour for rumour in state.rumours if rumour.knower == LEARNER]
    basil = 1 - LEARNER
    assert guess.card == plan.kept and guess.hands == (basil,)
    assert guess.slots == ((basil, len(state.garrisons[basil]) - 1),)  # his card just added


def test_a_step_change_takes_down_the_card_shown_large_before(qtbot: QtBot) -> None:
    """Played by keys, the card the last step's move left framed (the Great Hornbill, the card
    just added, the one just turned face up) showed large over the table at the next step
    while Basil moved, and stayed there until an arrow (play tester 170, steps 3, 4 and 5):
    the keys came back to the table, and with them the old frame's preview. A step begins
    with no card shown large, before Basil's move and after it (the cards moving as they
    do, and Basil's move after the lesson's pause: played at once, it moved the frame and
    its preview went with it)."""
    set_animation_speed(1)
    lesson = PetalPlottersLesson(auto_delay_ms=300)
    qtbot.addWidget(lesson, before_close_func=lambda widget: widget.leave())
    lesson.resize(1366, 768)
    lesson.show()
    lesson.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is lesson)
    board, preview = lesson.board, lesson.board.card_preview

    def press(key: Qt.Key) -> None:
        QTest.keyClick(QApplication.focusWidget(), key)

    begun = []
    while lesson.index < 5:  # to the exchange's step: every step played by keys before it
        wanted = lesson.expected()
        if wanted is None or lesson.panel.next_button.isEnabled():
            qtbot.waitUntil(lambda: not lesson._auto_queue and lesson.panel.next_button.isEnabled())
            step = lesson.index
            press(Qt.Key.Key_Return)
            if lesson.index != step:
                begun.append(lesson.index)
                assert not preview.pending(), f"step {lesson.index + 1}, Basil to move"
                qtbot.waitUntil(lambda: not lesson._auto_queue)
                assert not preview.pending(), f"step {lesson.index + 1}, Basil moved"
                qtbot.wait(GUARD_MS)  # a key this soon after Basil's move is not taken
            continue
        if isinstance(wanted, ChooseSlot):
            goal: tuple[object, ...] | None = ("slot", wanted.owner, wanted.index)
        elif isinstance(wanted, (UseAbility, AddToGarrison)):
            goal = ("card", wanted.card)
        else:
            goal = None
        if goal is not None:  # read the card with the arrows, as the tester did
            qtbot.waitUntil(board.cursor_item.isVisible)  # the cards at rest
            press(Qt.Key.Key_Right)
            press(Qt.Key.Key_Left)
            for _ in range(12):
                if board.key_focus == goal:
                    break
                press(Qt.Key.Key_Right)
            assert board.key_focus == goal
        if isinstance(wanted, AddToGarrison):
            press(Qt.Key.Key_R)
        played = len(lesson.controller.session.actions)
        press(
            {UseAbility: Qt.Key.Key_U, Cancel: Qt.Key.Key_Escape}.get(
                type(wanted), Qt.Key.Key_Return
            )
        )
        assert lesson.controller.session.actions[played:][:1] == (wanted,)
    assert begun == [1, 2, 3, 4, 5]
