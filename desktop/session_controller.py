"""Owns the engine session, the QUndoStack and the seats; emits ``state_changed`` to redraw.

Every move is a :class:`MoveCommand` wrapping one engine action. The stack is cleared after an
action that revealed hidden information to its mover, so neither Undo nor the history view can
cross it; ``undo_blocked_reason`` then says why Undo is disabled.

One user Undo goes back to the previous human decision (AI replies are taken back with it),
and one Redo replays up to the next human decision, so an AI never "answers" a redo by
cutting the redo tail. While several commands are undone or redone, notifications are
batched into one redraw.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from desktop.ai_worker import AiWorker
from desktop.games.base import GameBoard
from desktop.history import LogLine, News, PlayedMove, TellTurn, move_line, turn_end
from desktop.i18n import elide, name_text, tr_engine, tr_refusal
from engine.core.actions import Action
from engine.core.ai import Agent, make_agent
from engine.core.errors import IllegalActionError
from engine.core.notes import join_names
from engine.core.save import Seat
from engine.core.session import UNDO_BLOCKED_START, Session

SavedLog = tuple[tuple[Action, ...], tuple[Action, ...]]
"""What a save holds of the play: the moves that lead to the table, and the moves Undo took
back that Redo replays (save format 2)."""

NEWS_MOVES = 10
"""How many lines of the moves since a player's own the table lists: a round of five players
with abilities often has more than six."""
NEWS_TOLD = 4 * NEWS_MOVES
"""How many moves back the list looks at most (a table of computers never comes back to a
seat of the screen's): what lies before is "…". The hand-off screen lists as many of them
as its page holds."""
LATER_STEP_SHARE = 3
"""A computer's later step of the turn it is taking (the Garrison card of an Exchange after
its hand card, a Flip after a Remove) waits this part of the delay set for its decisions. The
whole delay before its first step lets a person see whose move it is; after that they follow
the same turn, and the whole delay again on each step made an Exchange last 3–4 s (play
testers). A part, not none: each step still shows before the next changes the table.
"""


def together(told: Iterable[tuple[str, str, bool]]) -> list[str]:
    """Moves as listed since a player's last (name, words, whether the line may join), those
    in a row told in the same words by different players on one line where both may join, as
    moves told one by one do: "Iris, Daisy, Poppy: Pass a card" (a round of passes took five
    of the ten lines, and the moves before them were left out). A turn told whole never
    joins (``TurnLine``)."""
    lines: list[tuple[list[str], str, bool]] = []
    for name, words, joins in told:
        last = lines[-1] if lines else None
        if (
            last is not None
            and joins
            and last[2]
            and last[1] == words
            and name
            and name not in last[0]
        ):
            last[0].append(name)
        else:
            lines.append(([name], words, joins))
    return [move_line(", ".join(names), words) for names, words, _joins in lines]


def saved_log(session: Session) -> SavedLog:
    """What a save of ``session`` would hold of its play (:data:`SavedLog`)."""
    return tuple(session.actions), tuple(session.redo_actions)


class MoveCommand(QUndoCommand):
    """One engine action. The first redo applies it; later redos replay it from the session."""

    def __init__(self, controller: SessionController, action: Action, text: str) -> None:
        super().__init__(text)
        # A weak reference: the controller owns the undo stack that owns this command, and a
        # strong one would make a cycle that only the garbage collector breaks, at a moment
        # when Qt may already be tearing the stack down (a crash inside QUndoStack::clear).
        self._controller = weakref.ref(controller)
        self._action = action
        self._applied = False

    def _session(self) -> tuple[SessionController, Session]:
        controller = self._controller()
        assert controller is not None and controller.session is not None
        return controller, controller.session

    def redo(self) -> None:
        controller, session = self._session()
        if self._applied:
            session.redo()
        else:
            session.apply(self._action)
            self._applied = True
        controller.notify()

    def undo(self) -> None:
        controller, session = self._session()
        session.undo()
        controller.notify()


class SessionController(QObject):
    """The one place where the window, the board and the AI meet the engine session."""

    state_changed = Signal()
    thinking_changed = Signal(bool)
    game_over = Signal(object)
    ai_failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.session: Session | None = None
        self.seats: tuple[Seat, ...] = ()
        self._agents: dict[int, Agent] = {}
        self.ai = AiWorker(self)
        self.ai.move_ready.connect(self._on_ai_move)
        self.ai.thinking_changed.connect(self.thinking_changed)
        self.ai.failed.connect(self.ai_failed)
        self.ai.agent_updated.connect(self._on_agent_updated)
        self._ai_delay_ms = 0
        self._batching = False
        self._last_human: int | None = None
        self._paused: set[str] = set()
        self._answers: dict[tuple[Action, ...], Action] = {}
        """What each computer seat answered after each log of moves: after an Undo the same
        move gets the same answer. A new answer (its random draws go on) let a person undo and
        replay to see other cards of a computer's hidden hand, up to its victory card."""
        self._looked_back_from: int | None = None
        """Where the log's cursor stood when Undo, Redo or History first moved it after the
        last move played: the moves between it and the cursor have been taken back."""
        self._saved: SavedLog | None = None
        """What the game's file holds of its play; None when no file holds the game."""
        self.describe: Callable[..., str] = lambda action, *_views, **_how: str(action)
        """Turns an action and the views before and after it into the history's text
        (``for_all``: for everyone at the screen); the window sets the board's
        ``describe_action``."""
        self.describe_turn: TellTurn = lambda _moves, _for_all: None
        """Tells a turn's moves whole, for the moves since a player's last; the window sets
        the board's ``describe_turn``."""
        self.describe_choice: Callable[[Action, Any], str] | None = None
        """Tells an action in the words its mover chose it in ("Add Frog face down to your
        Garrison, with +3 up"), from the table it is chosen on; the window sets the board's
        ``describe_choice`` (None: as History tells it)."""
        self.shown_card: Callable[[Any, Any], str | None] = lambda _before, _after: None
        """The name of the one card a move showed a player, from their view before it to their
        view after it (None: none or several); the window sets the board's ``shown_card``."""
        self.part_begun: Callable[[Any, Any], str | None] = lambda _before, _after: None
        """The heading of a part of the game that a move, from the view before it to the
        view after it, begins; the window sets the board's ``part_begun``."""
        self.part_news: Callable[[Any, Any], str] = lambda _before, _after: ""
        """The line that opens the moves since a player's last where a part began among them;
        the window sets the board's ``part_news``."""
        self.part_end_news: Callable[[Any, Any], str] = lambda _before, _after: ""
        """The line over the last turns of the part before, where a part began among the moves
        since a player's last; the window sets the board's ``part_end_news``."""

    # -- setting up -------------------------------------------------------------------
    def tell_moves_as(self, board: GameBoard) -> None:
        """Tell moves, turns, the cards shown and the parts begun in ``board``'s words, as
        the window's table and the lesson's both do (left to the defaults here, the lesson's
        news of a turn was empty, play test)."""
        self.describe = board.describe_action
        self.describe_turn = board.describe_turn
        self.part_begun = board.part_begun
        self.part_news = board.part_news
        self.part_end_news = board.part_end_news
        self.shown_card = board.shown_card
        self.describe_choice = board.describe_choice

    def start(self, session: Session, seats: Sequence[Seat]) -> None:
        """Take over a new or loaded session (any thinking AI of the old one is dropped). The
        old session goes first: the AI's cancel says it stopped thinking, and the window then
        drew the old game's table on the new game's board (an assertion, play test)."""
        self.session = None
        self.ai.cancel()
        self.undo_stack.clear()
        self.session = session
        self.seats = tuple(seats)
        self._last_human = None
        self._looked_back_from = None
        self._answers = self._answers_in_log(session)
        self._paused.clear()  # what the old game's table was showing is gone with it
        self._restore_undo(session)
        self._saved = saved_log(session)
        self._agents = {
            index: make_agent(seat.kind, seed=session.seed + index)
            for index, seat in enumerate(self.seats)
            if seat.kind != "human"
        }
        if self._agents:
            self.ai.warm_up()
        self.notify()

    def _answers_in_log(self, session: Session) -> dict[tuple[Action, ...], Action]:
        """The computer seats' answers a loaded log already holds: after reopening a game, an
        undone and replayed move gets the answer it got before the game was saved."""
        log = (*session.actions, *session.redo_actions)
        return {
            log[:index]: action
            for index, action in enumerate(log)
            if (mover := session.mover_at(index)) is not None and not self.is_human(mover)
        }

    def _restore_undo(self, session: Session) -> None:
        """A loaded game's moves since its last reveal become undo commands again: after
        opening a save or resuming, undo reaches as far back as it did when the game was saved
        (and, as always, never past a move that showed a hidden card), and Redo replays the
        moves Undo had taken back then."""
        taken_back = len(session.redo_actions)
        if taken_back:
            self._looked_back_from = session.cursor + taken_back
        tail = 0
        while session.can_undo():
            session.undo()
            tail += 1
        self._batching = True
        try:
            for action in session.redo_actions[: tail + taken_back]:
                self.undo_stack.push(self._command(action))
            for _ in range(taken_back):
                self.undo_stack.undo()
        finally:
            self._batching = False

    def mark_saved(self, held: Session | None = None) -> None:
        """A file holds this game's play as it is now (just saved, opened or begun), or as
        ``held``, the game read from that file (an autosave resumed, which went on from it)."""
        assert self.session is not None
        self._saved = saved_log(held or self.session)

    def mark_unsaved(self) -> None:
        """No file holds this game (an autosave resumed that was never saved in a file)."""
        self._saved = None

    def modified(self) -> bool:
        """Does the game differ from what its file holds (the title's "*", "Save first?")?
        Moves played, undone, redone or gone to in History all change what a save writes: the
        moves to the table and those Redo would replay. Undo then Redo is the saved game
        again. (The undo stack's clean state cannot say it: ``clear`` at each reveal makes the
        stack "clean", and after Undo from the saved point a new move drops the Redo moves the
        file holds, yet Undo comes back to a "clean" stack.) Moves of computers alone after
        it are none (``_computers_alone_since_saved``)."""
        if self.session is None:
            return False
        log = saved_log(self.session)
        return log != self._saved and not self._computers_alone_since_saved(log)

    def _computers_alone_since_saved(self, log: SavedLog) -> bool:
        """Have only computers moved since the play its file holds, the game going on? A
        person then has nothing to lose: a new game read "Petal Plotters*" before anyone had
        moved, the computer having laid the Great Hornbill (play tester 192). A game of
        computers alone, and one they have ended, are changes still (their end is offered
        to the file)."""
        session = self.session
        if session is None or self._saved is None or not self.humans() or session.is_over():
            return False
        (played, redo), (held, held_redo) = log, self._saved
        return (
            not redo
            and not held_redo
            and played[: len(held)] == held
            and not any(map(self.is_human, map(session.mover_at, range(len(held), len(played)))))
        )

    def stop(self) -> None:
        """Close the game (back to the start screen): the AI stops, history is cleared."""
        self.ai.cancel()
        self.undo_stack.clear()
        self.session = None
        self.seats = ()
        self._agents = {}

    def set_paused(self, paused: bool, reason: str = "question") -> None:
        """While paused for any ``reason`` (a modal question, a deal's results being read), no
        AI plays: a move it is thinking about is dropped, and it thinks again once every
        reason has resumed."""
        if paused:
            self._paused.add(reason)
            if self.ai.busy:
                self.ai.cancel()
            return
        self._paused.discard(reason)
        if not self._paused and self.session is not None:
            self._maybe_start_ai()

    def paused_for(self, reason: str) -> bool:
        """Whether the AI seats wait for ``reason`` (``set_paused``)."""
        return reason in self._paused

    # -- reading ----------------------------------------------------------------------
    def is_human(self, player: int | None) -> bool:
        return (
            player is not None
            and 0 <= player < len(self.seats)
            and (self.seats[player].kind == "human")
        )

    def current_player(self) -> int | None:
        assert self.session is not None
        return self.session.game.current_player(self.session.state)

    def humans(self) -> list[int]:
        return [index for index, seat in enumerate(self.seats) if seat.kind == "human"]

    def screen_shared_with_secrets(self) -> bool:
        """Several people take turns at this screen in a game where each keeps cards from the
        others (``GameInfo.private_information``): the table is covered between them, and
        nothing shows one person's hand to another."""
        session = self.session
        return (
            session is not None
            and session.game.info.private_information
            and len(self.humans()) >= 2
        )

    def viewer(self) -> int:
        """The seat whose view the screen shows: the human to move, else the last human."""
        player = self.current_player() if self.session is not None else None
        if self.is_human(player):
            assert player is not None
            return player
        if self._last_human is not None and self.is_human(self._last_human):
            return self._last_human
        humans = self.humans()
        return humans[0] if humans else 0

    def current_view(self) -> Any:
        assert self.session is not None
        return self.session.game.view(self.session.state, self.viewer())

    def choices_for_viewer(self) -> Sequence[Action] | None:
        assert self.session is not None
        player = self.current_player()
        if not self.is_human(player) or self.ai.busy:
            return None
        return self.session.game.legal_actions(self.session.state)

    def undo_blocked_reason(self, public: bool = False, reader: int | None = None) -> str | None:
        """Why Undo cannot go back, or None. ``public``: the screen is covered for the next
        person and anyone may read it, so the mover is named ("your move" read as meant for
        whoever sat in front of it, play test). ``reader``: the person who holds the screen
        (None: ``viewer``); after a look they keep it while the next person is to move, and
        their own look was told to them by their name (play tester 130). French names after
        "de" elided ("d’Ana")."""
        reason = self._blocked_reason(public, self.viewer() if reader is None else reader)
        return None if reason is None else elide(reason)

    def _stopping_mover(self) -> int | None:
        """Who made the move that stops Undo now, in a game still on with no move of the
        people's to take back before it (None otherwise)."""
        if self.session is None or self.session.is_over() or self._human_undo_steps():
            return None
        reveal = self.session.last_reveal()
        return None if reveal is None else self.session.mover_at(reveal)

    def stopped_by_own_move(self) -> bool:
        """Undo stops at a move the person at the screen made themselves, in a game still on
        (their card placed showed the next one): a question before each move would have
        caught a misclick that now stands (play test, a solo game)."""
        mover = self._stopping_mover()
        return mover is not None and mover == self.viewer() and self.is_human(mover)

    def stopped_by_computer(self) -> bool:
        """Undo stops at a computer seat's move that showed the person at the screen a card,
        in a game still on: their own move before it, a misclick, stands once the computer
        has answered (play test)."""
        mover = self._stopping_mover()
        return mover is not None and not self.is_human(mover)

    def _blocked_reason(self, public: bool, reader: int) -> str | None:
        """Why Undo cannot go back, told to ``reader``: their own move as "your move", any
        other (or any at all on a ``public`` screen) by its mover's name, with whom it showed
        a card when not everyone at the screen (``_others_reason``)."""
        if self.session is None:
            return self.tr("No game in progress.")
        if not self.humans():
            return self.tr("Only AI seats are playing.")
        if self._human_undo_steps() == 0:
            # the last move that showed a hidden card, or no human move since the start
            reveal = self.session.last_reveal()
            if reveal is None:
                return tr_engine(UNDO_BLOCKED_START)
            if reveal == self.session.cursor - 1 and self.session.is_over():
                if self.session.game.info.private_information:
                    # the last move ended the game, and the end turned every card over
                    return self.tr("Undo is not possible: the end of the game showed every card.")
                return self.tr("Undo is not possible: the game is over, and its result stands.")
            game, viewer = self.session.game, self.viewer()
            if self.part_begun(
                game.view(self.session.state_at(reveal), viewer),
                game.view(self.session.state_at(reveal + 1), viewer),
            ):
                # "your move showed a hidden card" read as vague at a new deal (play test)
                return self.tr(
                    "Undo is not possible: the previous deal ended, its Garrisons were turned over"
                    " and new hands were dealt."
                )
            owner = game.turn_of(self.session.state_at(reveal))
            if owner is not None and self.session.mover_at(reveal) != owner:
                # a card passed for another's ability: the last passer's move handed everyone
                # their new card, and "Cleo's move “Pass a card” showed you a card" blamed it
                # on whoever happened to pass last (play test)
                return self._pass_reason(reveal, owner, public)
            # whose move it was: against AI seats it is often theirs, not the player's own;
            # the person at the screen reads of their own move as theirs, not by name
            mover = self.session.mover_at(reveal)
            humans = self.humans()
            if mover == reader and self.is_human(mover):
                shown_to = self.session.game.reveals_to(
                    self.session.state_at(reveal), self.session.action_at(reveal)
                )
                name = self.seat_name(mover)
                turn_begins = reveal == 0 or self.session.ends_turn(reveal - 1)
                if mover not in shown_to and not turn_begins:
                    # a card the mover knew, shown later in their turn, is no card of their
                    # own: Papa's Spider removed Lena's face-down card, and the refusal said
                    # his move had shown one of his own (play tester 202). The move and
                    # whom it showed the card are named, as for another's
                    return self._others_reason(reveal, None)
                if mover not in shown_to:
                    # the card was the mover's own, shown to the others (an ability played)
                    if reveal == self.session.cursor - 1 and not self.session.game.commits(
                        self.session.state_at(reveal), self.session.action_at(reveal)
                    ):
                        # the table still takes it back (a Cancel): players at one screen
                        # read Undo greyed beside a Cancel that did the same as arbitrary
                        # the button named: "take the card back on the table" did not say how
                        # (play test)
                        if public:
                            return self.tr(
                                "Undo is not possible: %1's move showed one of their cards to"
                                " the others. %1 can still take it back with the Cancel button"
                                " on the table."
                            ).replace("%1", name)
                        return self.tr(
                            "Undo is not possible: your move showed one of your cards to the"
                            " others. The Cancel button on the table still takes it back."
                        )
                    if public:
                        return self.tr(
                            "Undo is not possible: %1's move showed one of their cards to the"
                            " others."
                        ).replace("%1", name)
                    return self.tr(
                        "Undo is not possible: your move showed one of your cards to the others."
                    )
                if len(shown_to & set(humans)) > 1:
                    # a card turned face up for the people at the screen: "showed them a
                    # hidden card" read as a look meant for the mover alone (play test)
                    if public:
                        return self.tr(
                            "Undo is not possible: %1's move showed everyone a hidden card."
                        ).replace("%1", name)
                    return self.tr("Undo is not possible: your move showed everyone a hidden card.")
                if not public:
                    card = self.shown_card(
                        game.view(self.session.state_at(reveal), mover),
                        game.view(self.session.state_at(reveal + 1), mover),
                    )
                    if card is not None:
                        # named: after a solo placement, "showed a hidden card" left the
                        # player asking which (the timer's new card, play test); and with
                        # the move, as a card not seen before: "your move showed you the
                        # yellow 3" read as the yellow 3 just placed (play tester 182)
                        _name, words = self._told(reveal, mover, for_all=False)
                        return (
                            self.tr(
                                "Undo is not possible: your move “%1” showed you %2, a card"
                                " hidden until then."
                            )
                            .replace("%2", card)
                            .replace("%1", words)
                        )
                    return self.tr("Undo is not possible: your move showed you a hidden card.")
            return self._others_reason(reveal, None if public else reader)
        return None

    def _others_reason(self, reveal: int, reader: int | None) -> str:
        """Why Undo stops at move ``reveal``, another's than ``reader``'s (None: anyone at a
        covered screen may read it), named as History tells it and saying whom it showed a
        card: ``reader`` alone ("showed you"), everyone at the screen, or the people named
        ("Papa's move “Look at …” showed a hidden card" did not say to whom, play tester 130).
        The move's words are quoted: in brackets, German's "(Die gelbe 4 nehmen)" kept its
        capital inside a sentence."""
        assert self.session is not None
        session, game = self.session, self.session.game
        humans = self.humans()
        before, after = session.state_at(reveal), session.state_at(reveal + 1)
        shown = game.reveals_to(before, session.action_at(reveal)) & set(humans)
        if reader is not None and shown == {reader}:
            # the card shown was the reader's alone: the one person at the screen, or a
            # card another's move brought them
            name, words = self._told(reveal, reader, for_all=len(humans) > 1)
            card = self.shown_card(game.view(before, reader), game.view(after, reader))
            if card is not None:
                # named: "showed you a card" after "Use the ability of Honey Bee … Look at
                # card 2 of Iris's Garrison" read as the card looked at (play test); "a card
                # you had not seen" was wrong for a card of one's own that an exchange had
                # taken out of sight (play test)
                reason = self.tr(
                    "Undo is not possible: %1's move “%2” showed you %3, hidden from you"
                    " until then."
                ).replace("%3", card)
            else:
                # no card new to the person (``shown_card``): one they knew, shown again, as
                # a card of their own turned face up where the game is played from memory;
                # "a card you had not seen" was wrong for it (play test)
                reason = self.tr("Undo is not possible: %1's move “%2” showed you a card.")
            return reason.replace("%1", name).replace("%2", words)
        name, words = self._told(reveal, self.viewer() if reader is None else reader, True)
        if shown == set(humans):
            cards = {
                self.shown_card(game.view(before, human), game.view(after, human))
                for human in humans
            }
            card = cards.pop() if len(cards) == 1 else None
            if card is not None:
                # the same card to everyone at the screen (a computer's ability card):
                # "showed a hidden card" read as if the swap it made had shown one
                reason = self.tr(
                    "Undo is not possible: %1's move “%2” showed %3, a card not seen before."
                ).replace("%3", card)
            else:
                reason = self.tr(
                    "Undo is not possible: %1's move “%2” showed everyone a hidden card."
                )
        else:
            # a look is its mover's alone: "showed Papa a hidden card"
            people = join_names([self.seat_name(seat) for seat in sorted(shown)], tr_engine)
            reason = self.tr("Undo is not possible: %1's move “%2” showed %3 a hidden card.")
            reason = reason.replace("%3", people)
        return reason.replace("%1", name).replace("%2", words)

    def _pass_reason(self, reveal: int, owner: int, public: bool) -> str:
        """Why Undo stops at a pass gone round (move ``reveal``, the last card passed for
        ``owner``'s ability): everyone passed, and each person at the screen received a card."""
        assert self.session is not None
        session, game = self.session, self.session.game
        humans = self.humans()
        if len(humans) > 1 or public:
            return self.tr(
                "Undo is not possible: everyone passed a card for %1's ability, and each of"
                " you received a card not seen before."
            ).replace("%1", self.seat_name(owner))
        (person,) = humans
        if owner == person:
            ability = self.tr("your ability")
        else:
            ability = self.tr("%1's ability").replace("%1", self.seat_name(owner))
        card = self.shown_card(
            game.view(session.state_at(reveal), person),
            game.view(session.state_at(reveal + 1), person),
        )
        if card is None:
            reason = self.tr(
                "Undo is not possible: everyone passed a card for %1, and you received a card"
                " you had not seen."
            )
        else:
            reason = self.tr(
                "Undo is not possible: everyone passed a card for %1, and you received %2,"
                " hidden from you until then."
            ).replace("%2", card)
        return reason.replace("%1", ability)

    def can_redo(self) -> bool:
        return self.session is not None and self.undo_stack.canRedo()

    def undo_floor(self) -> int:
        """How many moves lead to the earliest point undo can reach: the point after the last
        move that showed a hidden card, where the undo stack starts (read from the session:
        views redraw while a command is pushed, before the stack counts it)."""
        assert self.session is not None
        reveal = self.session.last_reveal()
        return 0 if reveal is None else reveal + 1

    def go_to(self, point: int) -> None:
        """Go back or forward to the table after ``point`` moves (a click in History), within
        undo's reach; AI seats play on only from the end of the history (Redo goes there)."""
        if self.session is None:
            return
        index = point - self.undo_floor()
        if 0 <= index <= self.undo_stack.count() and index != self.undo_stack.index():
            self.ai.cancel()
            self._look_back()
            self._batch(lambda: self.undo_stack.setIndex(index))

    def undo_words(self, public: bool = False) -> str | None:
        """The move Undo takes back: the person's own in the words they chose it in, another's
        in History's words as the whole table reads it; None if it cannot. A tip of "Take
        back the last move" sent a player back inside an ability they had cancelled: the
        Cancel was the move (play test)."""
        point = self.undo_point()
        return None if point is None else self.move_words(point, public)

    def redo_point(self) -> int | None:
        """How many moves lead to the point before the move Redo plays again; None if none
        (read from the session too: views redraw while a command is pushed, before the stack
        counts it)."""
        session = self.session
        return session.cursor if self.can_redo() and session and session.can_redo() else None

    def redo_end(self) -> int | None:
        """How many moves lead to the point Redo goes to: the move it plays again and the
        computers' replies after it, up to the next person's decision; None if it cannot."""
        point = self.redo_point()
        if point is None:
            return None
        assert self.session is not None
        last = point + self.undo_stack.count() - self.undo_stack.index()
        end = point + 1
        while end < last:
            if not self.is_human(self.session.mover_at(end)):
                end += 1
            elif (cancel := self._cancelled_from(end, last)) is not None:
                end = cancel + 1  # a step and its Cancel are played again as Undo passed them
            else:
                break
        return end

    def _cancelled_from(self, point: int, last: int) -> int | None:
        """The move before ``last`` that takes back the steps from move number ``point`` on
        (``_taken_back_from``, from there or before), if any."""
        session = self.session
        assert session is not None
        for index in range(point, last):
            start = self._taken_back_from(index)
            if start is not None and start <= point:
                return index
            if session.game.commits(session.state_at(index), session.action_at(index)):
                return None
        return None

    def redo_words(self, public: bool = False) -> str | None:
        """The move Redo plays again, told as ``undo_words`` tells one (Redo's tip said only
        "Redo", where Undo's named its move: play test)."""
        point = self.redo_point()
        return None if point is None else self.move_words(point, public)

    def move_words(self, point: int, public: bool) -> str:
        """Move number ``point`` of the log: the person's own in the words they chose it in,
        another's, or any while the screen is covered for the next person (``public``), in
        History's words as the whole table reads it: Redo named a card added face down on a
        covered screen anyone could read (play test). Where several people share the screen
        in a game that keeps nothing from one of them, every move is told in History's words:
        the next player's Undo named Ada's Flowers placement "… gelegt", and Ada's Redo of it,
        once undone, "… legen" (play tester 123)."""
        assert self.session is not None
        viewer, session = self.viewer(), self.session
        shared = len(self.humans()) >= 2 and not session.game.info.private_information
        own = session.mover_at(point) == viewer and not public and not shared
        if own and self.describe_choice is not None:
            # the person's own move in the words they chose it in: History's, after their
            # name, read "your move “Add a card to their Garrison”" (play test)
            table = session.game.view(session.state_at(point), viewer)
            return self.describe_choice(session.action_at(point), table)
        return self._told(point, viewer, for_all=not own)[1]

    def undo_point(self) -> int | None:
        """How many moves lead to the point Undo goes back to; None if it cannot."""
        steps = self._human_undo_steps() if self.session is not None else 0
        if steps == 0:
            return None
        assert self.session is not None
        return self.session.cursor - steps

    def _human_undo_steps(self) -> int:
        """Commands to undo to reach the last human decision; 0 if a barrier is in the way.

        The undo stack only holds commands since the last reveal (it is cleared there), so
        walking it never crosses one.
        """
        session = self.session
        assert session is not None
        if not session.can_undo():
            return 0
        steps = 1
        while steps <= self.undo_stack.index():
            target = session.cursor - steps
            if target < 0:
                return 0
            taken_back = self._taken_back_from(target)
            if taken_back is not None:
                # the steps a Cancel took back, and the Cancel, are passed over as one: back
                # inside the cancelled ability, the table was as before it (play test)
                steps += target - taken_back + 1
            elif self.is_human(session.mover_at(target)):
                return steps
            else:
                steps += 1
        return 0

    def _taken_back_from(self, point: int) -> int | None:
        """Where the steps taken back by move number ``point`` began (its mover's steps just
        before it that did not commit), if it takes any back (``Game.takes_back``)."""
        session = self.session
        assert session is not None
        game = session.game
        if not game.takes_back(session.state_at(point), session.action_at(point)):
            return None
        mover, start = session.mover_at(point), point
        while (
            start > 0
            and session.mover_at(start - 1) == mover
            and not game.commits(session.state_at(start - 1), session.action_at(start - 1))
        ):
            start -= 1
        return start

    # -- changing ---------------------------------------------------------------------
    def commits(self, action: Action) -> bool:
        """The engine's word: ``action`` commits its mover (it is not a step they can still
        take back at no cost, nor the taking back)."""
        session = self.session
        return session is None or session.game.commits(session.state, action)

    def play(self, action: Action) -> str | None:
        """Play a human move; returns None, or the reason it was refused (nothing changes)."""
        if self.session is None:
            return self.tr("No game in progress.")
        if not self.is_human(self.current_player()):
            return self.tr("It is not your turn.")
        try:
            self.session.game.check_legal(self.session.state, action)
        except IllegalActionError as error:
            return tr_refusal(error, self.seat_names())
        self._push(action)
        return None

    def undo(self) -> None:
        """Undo back to the previous human decision (taking back AI replies too)."""
        if self.session is None:
            return
        steps = self._human_undo_steps()
        if steps == 0:
            return
        self.ai.cancel()
        self._look_back()
        self._batch(lambda: self.undo_stack.setIndex(self.undo_stack.index() - steps))

    def redo(self) -> None:
        """Redo up to the next human decision (or the end of the redo history)."""
        if self.session is None or not self.undo_stack.canRedo():
            return
        end, point = self.redo_end(), self.redo_point()
        if end is None or point is None:
            return
        self.ai.cancel()
        self._look_back()
        self._batch(lambda: self.undo_stack.setIndex(self.undo_stack.index() + end - point))

    def _look_back(self) -> None:
        """Undo, Redo or History is about to move the cursor: remember where the played moves
        ended, if this is the first such step since a move was played."""
        if self._looked_back_from is None and self.session is not None:
            self._looked_back_from = self.session.cursor

    def session_is_human_turn(self) -> bool:
        return self.session is not None and self.is_human(self.current_player())

    def _batch(self, change: Callable[[], None]) -> None:
        self._batching = True
        try:
            change()
        finally:
            self._batching = False
        self.notify()

    def set_ai_delay(self, milliseconds: int) -> None:
        """The shortest time between an AI seat starting to think of a turn and its first move
        appearing (its later steps wait less, ``LATER_STEP_SHARE``)."""
        self._ai_delay_ms = milliseconds

    def _ai_delay_for(self, player: int) -> int:
        """How long ``player``'s next move is held back at least: the whole delay where it
        begins a turn, a part of it where it goes on with the turn ``player`` just moved in
        (the engine's word, ``Session.ends_turn``: the same player to decide, the turn not
        over). Another seat's card passed for a Katydid counts as a new decision: its own
        pause shows who passes."""
        session = self.session
        assert session is not None
        last = session.cursor - 1
        goes_on = last >= 0 and session.mover_at(last) == player and not session.ends_turn(last)
        return self._ai_delay_ms // LATER_STEP_SHARE if goes_on else self._ai_delay_ms

    def _command(self, action: Action) -> MoveCommand:
        """The undo command for ``action`` by the player to move now (named in the undo list)."""
        mover = self.current_player()
        if self.is_human(mover):
            self._last_human = mover
        text = move_line(self.seat_name(mover), self.describe_move(action))
        return MoveCommand(self, action, text)

    def seat_name(self, seat: int | None) -> str:
        """Seat ``seat``'s name for a sentence (``i18n.name_text``); "" for no seat."""
        if seat is None or seat >= len(self.seats):
            return ""
        return name_text(self.seats[seat].name)

    def seat_names(self) -> list[str]:
        """Every seat's name for a sentence, in seat order."""
        return [self.seat_name(seat) for seat in range(len(self.seats))]

    def tell_move(self, index: int, viewer: int, for_all: bool = False) -> str:
        """Move ``index`` of the log as ``viewer`` may know it ("Ann: Flip card 1 of Ben's
        Garrison face up"), told from their views of the tables before and after it; History
        and the hand-off screen list moves this way. ``for_all``: everyone at the screen reads
        it (the hand-off screen), so without what ``viewer`` alone knows."""
        return move_line(*self._told(index, viewer, for_all))

    def tell_turn(
        self, indexes: Sequence[int], viewer: int, for_all: bool = False
    ) -> list[LogLine]:
        """The moves at ``indexes``, one turn (``Session.starts_turn``), as the move log lists
        it: on the lines its board tells a whole turn with ("Ada: Pangolin — Exchange …", a
        line where History lists the ability and each target), else move by move as
        ``tell_move`` tells them. ``for_all`` as there. A line of no seat's ("Deal 1 is
        over") is no move (``LogLine``)."""
        return [
            LogLine(move_line(name, words), bool(name))
            for name, words, _alone in self._turns(indexes, viewer, for_all)
        ]

    def part_after(self, index: int, viewer: int) -> str | None:
        """The heading History shows after move ``index`` of the log, where a new part of the
        game begins ("Deal 2"), as ``viewer`` sees the tables around it; None: no new part.
        ``index`` -1: the part the first table begins ("Deal 1" of a match)."""
        assert self.session is not None
        session, game = self.session, self.session.game
        before = game.view(session.state_at(index), viewer) if index >= 0 else None
        return self.part_begun(before, game.view(session.state_at(index + 1), viewer))

    def _told(self, index: int, viewer: int, for_all: bool) -> tuple[str, str]:
        """Who made move ``index`` and its words, as ``tell_move`` tells them: told with the
        table its turn ended on too, once it has (``turn_end``), where what the move brought
        ``viewer`` may show only then (a card passed to them before the round's last pass)."""
        assert self.session is not None
        session, game = self.session, self.session.game
        end = turn_end(session, index)
        words = self.describe(
            session.action_at(index),
            game.view(session.state_at(index), viewer),
            game.view(session.state_at(index + 1), viewer),
            for_all=for_all,
            ended=None if end is None else game.view(session.state_at(end), viewer),
        )
        return self.seat_name(session.mover_at(index)), words

    def moves_since(self, seat: int, for_all: bool = False, most: int = NEWS_MOVES) -> News:
        """The moves made since ``seat``'s own last turn (during its turn in progress, those
        before it and the others' moves in it; once the game is over, its own last turn too,
        if the game ended on it: ``News.last_turns``), at most ``most`` lines of them ("…"
        first when more came before: History lists them all), told as History tells them to
        that seat, in the language of the moment (``for_all``: as ``tell_move``); and the
        moves taken back since the last move was played."""
        session = self.session
        if session is None:
            return News()
        game = session.game

        def own(index: int) -> bool:
            """A move of ``seat``'s in its own turn (a card it passed for another's does not
            count: the moves since its turn start with the ability that asked for it)."""
            state = session.state_at(index)
            return game.current_player(state) == seat and game.turn_of(state) == seat

        news: list[int] = []  # the moves told, newest first
        own_steps: list[int] = []  # ``seat``'s moves of its turn in progress, newest first
        index = session.cursor - 1
        final = index >= 0 and game.is_over(session.state)
        if final and game.turn_of(session.state_at(index)) == seat:
            # the game ended on ``seat``'s own turn: told too, with those since its turn
            # before (told its last step alone, the end was the flip's rotation; at a screen
            # people share, the one who ended the game keeps it, and the others never saw
            # the last round)
            last = session.state_at(index)
            while index >= 0 and game.same_turn(session.state_at(index), last):
                news.append(index)
                index -= 1
        if game.player_count(session.state) > 1 and game.turn_of(session.state) == seat:
            # ``seat``'s turn in progress (an ability begun, or cancelled): its own steps are
            # not news, the moves others made for it are (a pass it asked for), and the moves
            # since its last turn stay listed before them while it chooses. (Alone at the
            # table, every move is of its turn: nobody else's moves to tell, none walked over.)
            while (
                index >= 0
                and game.same_turn(session.state_at(index), session.state)
                and len(news) < NEWS_TOLD
            ):
                if session.mover_at(index) != seat:
                    news.append(index)
                else:
                    own_steps.append(index)
                index -= 1
        while index >= 0 and not own(index) and len(news) < NEWS_TOLD:
            news.append(index)
            index -= 1
        last_own = index
        while last_own >= 0 and not own(last_own):
            last_own -= 1
        moved = last_own >= 0
        # a part of the game (a deal of a match) begun since: its line between the turns of
        # the part before and its own, for everyone alike. The turns that ended the deal before
        # were left out, and the one whose own move ended it read no line at all where it opened
        # the next (play test); a bare "Deal 1 is over" is left out: the deal's line says it
        begun = next((told for told in news if self.part_after(told, seat) is not None), None)
        if begun is None and moved and self.part_after(last_own, seat) is not None:
            begun = last_own  # the player's own move ended the deal before
        since = -1 if begun is None else begun
        moves = together(self._turns([told for told in news[::-1] if told > since], seat, for_all))
        if begun is not None:
            ended = [told for told in news[::-1] if told <= since]
            before, after = session.state_at(begun), session.state_at(begun + 1)
            seen_before, seen_after = game.view(before, seat), game.view(after, seat)
            opening = self.part_news(seen_before, seen_after)
            told_before = together(line for line in self._turns(ended, seat, for_all) if line[0])
            if told_before:
                # said to be the part before's: under "Since your last move" Rose's last turn
                # of deal 1 read as one of deal 2, her Garrison there empty (play tester)
                told_before = [self.part_end_news(seen_before, seen_after), *told_before]
            moves = [*told_before, opening, *moves]
            news.append(begun)  # the line tells a move: the one that began the part
        if len(moves) > most or (index >= 0 and not own(index)):
            moves = ["…", *moves[-most:]]
        played_to = self._looked_back_from
        taken_back = [
            self.tell_move(undone, seat, for_all)
            for undone in range(session.cursor, session.cursor if played_to is None else played_to)
        ]
        if len(taken_back) > NEWS_MOVES:
            taken_back[NEWS_MOVES:] = ["…"]
        kept = (
            [self.tell_move(step, seat, for_all) for step in own_steps[::-1]] if taken_back else []
        )
        return News(
            tuple(moves),
            moved_before=moved,
            taken_back=tuple(taken_back),
            kept=tuple(kept),
            told=len(set(news)),
            last_turns=final,
            last_turn=self.last_turn(seat, for_all),
            since=game.view(session.state_at(last_own + 1), seat),
            since_moves=tuple(self._played(range(last_own + 1, session.cursor), seat)),
        )

    def _played(self, indexes: Iterable[int], seat: int) -> Iterator[PlayedMove]:
        """The moves at ``indexes`` with the tables around them, as ``seat`` sees them."""
        assert self.session is not None
        session, game = self.session, self.session.game
        for index in indexes:
            yield PlayedMove(
                session.mover_at(index),
                session.action_at(index),
                game.view(session.state_at(index), seat),
                game.view(session.state_at(index + 1), seat),
            )

    def last_turn(self, seat: int, for_all: bool = False, point: int | None = None) -> str:
        """The newest turn as ``moves_since`` tells turns to ``seat`` (``News.last_turn``); the
        end of a deal it brought is left out (the table shows the next deal). ``point``: the
        turn that led to the table after that many moves, an earlier table looked at (its
        panel told only the turn's last step, play tester 158); None: the table now."""
        session = self.session
        assert session is not None
        end = session.cursor if point is None else point
        start = end - 1
        while start > 0 and not session.starts_turn(start):
            start -= 1
        if start < 0:
            return ""
        told = self._turns(range(start, end), seat, for_all)
        return "; ".join(together(line for line in told if line[0]))

    def _turns(
        self, indexes: Sequence[int], seat: int, for_all: bool
    ) -> list[tuple[str, str, bool]]:
        """The moves at ``indexes`` (oldest first) as ``moves_since`` tells them to ``seat``:
        the moves of a turn together where the board tells a turn whole (``describe_turn``),
        so that a round of five players' abilities is a line a turn ("Iris: Frog — Flip card
        2 of your Garrison face up · Rotate it"), not cut to fit; else move by move."""
        assert self.session is not None
        session = self.session
        runs: list[list[int]] = []
        for index in indexes:
            if runs and runs[-1][-1] == index - 1 and not session.starts_turn(index):
                runs[-1].append(index)
            else:
                runs.append([index])
        told: list[tuple[str, str, bool]] = []
        for run in runs:
            played = list(self._played(run, seat))
            lines = self.describe_turn(played, for_all)
            if lines is None:  # move by move: a pass, a card placed
                told.extend((*self._told(index, seat, for_all), True) for index in run)
            else:
                told.extend((self.seat_name(mover), words, False) for mover, words in lines)
        return told

    def last_table(self, viewer: int) -> Any:
        """The table the last move was played on, as ``viewer`` saw it (None at the start):
        a board tells that move from it."""
        assert self.session is not None
        session = self.session
        if session.cursor == 0:
            return None
        return session.game.view(session.state_at(session.cursor - 1), viewer)

    def describe_move(self, action: Action) -> str:
        """``action`` in words, told from the table it is played on and the table it leaves,
        as the screen's viewer sees them (so a card they were never shown is not named)."""
        assert self.session is not None
        game, state, viewer = self.session.game, self.session.state, self.viewer()
        try:
            after = game.view(game.apply(state, action), viewer)
        except IllegalActionError:
            after = None  # refused: it changes nothing
        return self.describe(action, game.view(state, viewer), after, for_all=False)

    def _push(self, action: Action) -> None:
        assert self.session is not None
        reveals = self.session.bars_undo(self.session.state, action)
        self._looked_back_from = None
        self.undo_stack.push(self._command(action))
        if reveals:
            self.undo_stack.clear()
            self.state_changed.emit()  # Undo may have become blocked

    def notify(self) -> None:
        """Tell views to redraw, and start the AI if it is an AI seat's turn."""
        if self._batching or self.session is None:
            return
        self.state_changed.emit()
        if self.session is None:
            return
        if self.session.is_over():
            self.ai.cancel()
            self.game_over.emit(self.session.result())
            return
        self._maybe_start_ai()

    def _maybe_start_ai(self) -> None:
        assert self.session is not None
        player = self.current_player()
        if player is None or self.session.is_over():
            return
        if self.is_human(player):
            if self.ai.busy:
                self.ai.cancel()
            return
        if self._paused or self.ai.busy or player not in self._agents:
            return
        if self.session.can_redo():
            # The user is looking back through the history (the History dock or Undo): the AI
            # only plays at its end, so a later entry is never overwritten; Redo continues.
            return
        delay = self._ai_delay_for(player)
        known = self._answers.get(tuple(self.session.actions))
        if known is not None:
            self.ai.repeat(known, delay)
            return
        game = self.session.game
        view = game.view(self.session.state, player)
        self.ai.request(self._agents[player], game, view, player, delay)

    def _on_agent_updated(self, player: int, agent: Agent) -> None:
        """Keep the agent as the process left it (its random generator moved on)."""
        if player in self._agents:
            self._agents[player] = agent

    def _on_ai_move(self, _request: int, action: Action) -> None:
        if self.session is None:
            return
        try:
            self.session.game.check_legal(self.session.state, action)
        except IllegalActionError as error:
            self.ai_failed.emit(tr_refusal(error, self.seat_names()))
            return
        self._answers[tuple(self.session.actions)] = action
        self._push(action)

    def shutdown(self) -> None:
        """Stop the AI and wait for its thread (quit)."""
        self.ai.shutdown()
